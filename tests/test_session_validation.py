"""Issue 18, reading: session.json's values, not only its types. Fields a newer compile-inspect adds load
(ignored); a timing that is NaN, negative or absurd, counts below 0, quantiles out of order, no modes or a
mode listed twice are refused on load in one line naming the field (exit 2), as a field of the wrong type
always was (tests/test_schema.py)."""

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.compare import diff, loading
from compile_inspect.errors import SessionError
from compile_inspect.session.model import load_session

DATA = Path(__file__).parent / "data"
MM64 = DATA / "h200_sessions" / "matmul_add_64"
YEAR_MS = "expected a duration from 0 to a year (3.1536e+10 ms)"
YEAR_S = "expected a duration from 0 to a year (3.1536e+07 s)"


def cli(*args, **env):
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1", **env},
        timeout=120,
    )


def edited(tmp_path, change):
    root = tmp_path / "s"
    shutil.copytree(MM64, root)
    data = json.loads((root / "session.json").read_text())
    change(data)
    (root / "session.json").write_text(json.dumps(data))  # NaN and Infinity as Python writes them
    return root


def refused(tmp_path, change):
    root = edited(tmp_path, change)
    with pytest.raises(SessionError) as error:
        load_session(root)
    prefix = f"{root / 'session.json'}: "
    assert str(error.value).startswith(prefix)
    return str(error.value)[len(prefix) :]


def timing(**values):
    return lambda data: data["modes"][1]["timing"].update(values)


def mode(**values):
    return lambda data: data["modes"][1].update(values)


# ---- forward compatibility: fields this version does not know ----


def add_unknown_fields(data):
    data["written_by"] = "compile-inspect 9.0"
    data["target"]["origin"] = "notebook"
    data["options"]["fullgraph"] = True
    data["environment"]["gpu_count"] = 8
    run = data["modes"][1]
    run.update(energy_joules=1.5, status="ok")
    run["timing"]["p99_ms"] = 1.0
    run["graphs"][0]["kernels"] = 3
    run["accuracy"]["max_ulp"] = 2


def test_unknown_fields_load_and_are_ignored(tmp_path):
    root = edited(tmp_path, add_unknown_fields)
    session = load_session(root)
    assert session == load_session(MM64)  # the same session as without them
    assert diff.diff_session(session).comparisons
    result = cli("diff", str(root))
    assert result.returncode == 0, result.stderr


# ---- numbers in range ----


@pytest.mark.parametrize(
    "change, message",
    [
        (timing(median_ms=math.nan), f"modes[1].timing.median_ms: {YEAR_MS}, got nan"),
        (timing(min_ms=-0.5), f"modes[1].timing.min_ms: {YEAR_MS}, got -0.5"),
        (timing(max_ms=1e308), f"modes[1].timing.max_ms: {YEAR_MS}, got 1e+308"),
        (timing(p90_ms=math.inf), f"modes[1].timing.p90_ms: {YEAR_MS}, got inf"),
        (timing(round_ms=[0.1, None, -1.0]), f"modes[1].timing.round_ms[2]: {YEAR_MS}, got -1.0"),
        (timing(iters=-3), "modes[1].timing.iters: expected a whole number, 0 or more, got -3"),
        (mode(compile_seconds=-1.0), f"modes[1].compile_seconds: {YEAR_S}, got -1.0"),
        (mode(wall_seconds=1e308), f"modes[1].wall_seconds: {YEAR_S}, got 1e+308"),
        (mode(pid=-5), "modes[1].pid: expected a whole number, 0 or more, got -5"),
        (
            mode(accuracy={"max_abs_error": -1.0, "max_rel_error": 0.0}),
            "modes[1].accuracy.max_abs_error: expected an error, 0 or more (inf and nan allowed), got -1.0",
        ),
        (
            lambda d: d["environment"].update(cpu_count=-2),
            "environment.cpu_count: expected a whole number, 0 or more, got -2",
        ),
        (lambda d: d["options"].update(iters=0), "options.iters: expected a whole number, 1 or more, got 0"),
        (
            lambda d: d["options"].update(block_ms=math.nan),
            "options.block_ms: expected a number above 0, got nan",
        ),
        (
            timing(min_ms=0.2, median_ms=0.1),
            "modes[1].timing: min_ms 0.2 is above median_ms 0.1",
        ),
    ],
    ids=lambda value: None if callable(value) else value.split(":")[0],
)
def test_a_number_out_of_range_is_one_line_naming_it(tmp_path, change, message):
    assert refused(tmp_path, change) == message


def test_an_infinite_or_nan_accuracy_still_loads(tmp_path):
    """The worker writes inf when the outputs differ in number; nan is what a NaN output gives."""
    root = edited(tmp_path, mode(accuracy={"max_abs_error": math.inf, "max_rel_error": math.nan}))
    assert load_session(root).mode("default").accuracy.max_abs_error == math.inf


def test_the_cli_says_it_in_one_line_exit_2(tmp_path):
    root = edited(tmp_path, timing(median_ms=math.nan))
    result = cli("diff", str(root))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        f"error: {root / 'session.json'}: modes[1].timing.median_ms: {YEAR_MS}, got nan"
    ]


# ---- the modes ----


def test_no_modes_is_one_line(tmp_path):
    root = edited(tmp_path, lambda d: d.update(modes=[]))
    assert refused(tmp_path / "again", lambda d: d.update(modes=[])) == (
        "modes: empty; a session holds one mode at least"
    )
    result = cli("diff", str(root))
    assert (
        result.returncode == 2 and len(result.stderr.splitlines()) == 1 and "IndexError" not in result.stderr
    )


def test_an_interrupted_run_with_no_mode_finished_loads_but_has_nothing_to_show(tmp_path):
    """A rerun or --resume reads it (capture/output.py); the reports say there is nothing in it."""
    root = edited(tmp_path, lambda d: d.update(modes=[], interrupted=True))
    assert load_session(root).modes == ()
    message = f"{root / 'session.json'}: modes: empty: the run was interrupted before any mode finished"
    with pytest.raises(SessionError, match=message):
        loading.load(root)
    for command in (["diff", str(root)], ["diff", str(root), "--format", "html"], ["show", str(root)]):
        result = cli(*command)
        assert result.returncode == 2 and len(result.stderr.splitlines()) == 1, result.stderr
        assert "Traceback" not in result.stderr


def test_a_mode_listed_twice_is_refused(tmp_path):
    twice = refused(tmp_path, lambda d: d["modes"].append(dict(d["modes"][1])))
    assert twice == "modes[3].mode: 'default' is listed twice (modes[1] too)"


@pytest.mark.parametrize("name", ["../../etc", "a/b", "..", ""])
def test_a_mode_name_that_is_not_a_plain_word_is_refused(tmp_path, name):
    message = refused(tmp_path, mode(mode=name))
    assert (
        message
        == f"modes[1].mode: {name!r} is not a mode name (letters, digits, '.', ',', '+', '=', '-', '_')"
    )


# ---- the file itself ----


def test_deep_nesting_is_one_line(tmp_path):
    root = edited(tmp_path, lambda d: None)
    (root / "session.json").write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(SessionError, match="session.json is nested too deeply to be a session"):
        load_session(root)


def test_a_session_json_past_the_limit_is_refused(tmp_path):
    root = edited(tmp_path, lambda d: None)
    result = cli("diff", str(root), COMPILE_INSPECT_MAX_FILE_BYTES="100")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"error: {root / 'session.json'} is larger than 100 bytes, the limit "
        "(COMPILE_INSPECT_MAX_FILE_BYTES raises it)"
    ]


@pytest.mark.parametrize("session_json", sorted(DATA.rglob("session.json")), ids=lambda f: f.parent.name)
def test_every_recorded_session_has_values_in_range(session_json):
    load_session(session_json.parent)


def test_a_session_json_linked_outside_its_folder_is_not_read(tmp_path):
    root = edited(tmp_path, lambda d: None)
    secret = tmp_path / "secret.json"
    secret.write_text(json.dumps({"schema_version": "the text of a file outside"}))
    (root / "session.json").unlink()
    (root / "session.json").symlink_to(secret)
    result = cli("diff", str(root))
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"error: {root / 'session.json'} is a link leading outside its session folder; not read"
    ]


def test_a_link_inside_the_folder_is_read(tmp_path):
    root = edited(tmp_path, lambda d: None)
    (root / "session.json").rename(root / "kept.json")
    (root / "session.json").symlink_to(root / "kept.json")
    assert load_session(root).mode_names == load_session(MM64).mode_names


@pytest.mark.parametrize("version", ["the text of a file", [1, 2], None, 2.5])
def test_an_unknown_schema_version_is_named_by_its_type_never_quoted(tmp_path, version):
    root = edited(tmp_path, lambda d: d.update(schema_version=version))
    with pytest.raises(SessionError) as error:
        load_session(root)
    assert "the text" not in str(error.value) and "[1, 2]" not in str(error.value)
    assert "schema_version " in str(error.value) and "is not supported" in str(error.value)


def test_a_newer_schema_version_is_quoted(tmp_path):
    root = edited(tmp_path, lambda d: d.update(schema_version=999))
    with pytest.raises(SessionError, match="session schema_version 999 is not supported"):
        load_session(root)


CPU_MATMUL_ADD = DATA / "provenance" / "cpu" / "matmul_add"


@pytest.mark.parametrize("fmt", ["text", "json", "md", "html"])
def test_a_cut_generated_module_is_a_warning_naming_it_and_exit_3(tmp_path, fmt):
    root = tmp_path / "s"
    shutil.copytree(CPU_MATMUL_ADD, root)
    (module,) = (root / "default" / "code").glob("*.py")
    module.write_bytes(module.read_bytes()[:3000])  # cut inside a statement
    result = cli("diff", str(root), "--format", fmt)
    assert result.returncode == 3, result.stderr
    name = f"default/code/{module.name}"
    assert result.stderr.startswith(
        f"error: the report is incomplete: default: generated code {name} cannot be read"
    )
    assert "not valid Python (line" in result.stderr
    assert "fused" in result.stdout  # the other findings still read the trace
