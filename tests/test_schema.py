"""session.json checked against its typed schema on load, and files a session names but lacks: one line
naming the field (exit 2), or a warning in every report format (exit 3), never a traceback or a silent gap."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.compare import diff
from compile_inspect.errors import SessionError
from compile_inspect.render.html import read_payload, render_html
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session
from compile_inspect.session.schema import check_session, describe

DATA = Path(__file__).parent / "data"
MM64 = DATA / "h200_sessions" / "matmul_add_64"


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=120,
    )


def edited_session(tmp_path, edit):
    """A copy of the H200 matmul_add_64 session with session.json changed by `edit(data)`."""
    root = tmp_path / "s"
    shutil.copytree(MM64, root)
    data = json.loads((root / "session.json").read_text())
    edit(data)
    (root / "session.json").write_text(json.dumps(data))
    return root


@pytest.mark.parametrize("file", sorted(DATA.rglob("session.json")), ids=lambda f: f.parent.name)
def test_every_recorded_session_fits_the_schema(file):
    check_session(json.loads(file.read_text()), file)  # raises on the first field that does not fit


def test_a_wrong_typed_field_is_one_line_naming_it_and_exit_2(tmp_path):
    root = edited_session(tmp_path, lambda d: d["modes"][1]["timing"].update(median_ms="fast"))
    result = cli("diff", str(root))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        f"error: {root / 'session.json'}: modes[1].timing.median_ms: expected float, got str"
    ]


def _set_graph_hash(data):
    data["modes"][1]["graphs"][0]["fx_hash"] = 7


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d["modes"][2]["timing"].pop("iters"), "modes[2].timing.iters: missing (required)"),
        (lambda d: d.update(modes={}), "modes: expected list, got object"),
        (lambda d: d["options"].update(iters=True), "options.iters: expected int, got bool"),
        (
            lambda d: d["environment"].update(cpu_count="16"),
            "environment.cpu_count: expected int or null, got str",
        ),
        (_set_graph_hash, "modes[1].graphs[0].fx_hash: expected str, got int"),
        (lambda d: d["target"].update(args=[["size"]]), "target.args[0]: expected array of length 2, got 1"),
    ],
)
def test_each_field_error_names_its_path(tmp_path, edit, message):
    root = edited_session(tmp_path, edit)
    with pytest.raises(SessionError) as error:
        load_session(root)
    assert str(error.value) == f"{root / 'session.json'}: {message}"


def test_values_json_allows_still_load():
    data = json.loads((MM64 / "session.json").read_text())
    data["modes"][0]["compile_seconds"] = 1  # an int where a float goes: JSON does not tell them apart
    data["modes"][0]["status"] = "interrupted"  # a status this version does not know: free text
    check_session(data, "session.json")


def test_describe_falls_back_to_msgspec_words():
    assert describe("Expected `float`, got `str` - at `$.a[0].b`") == "a[0].b: expected float, got str"
    assert (
        describe("Object missing required field `spec` - at `$.target`") == "target.spec: missing (required)"
    )
    assert describe("Something new") == "something new"


# ---- a file the session names, deleted ----


@pytest.fixture
def missing(tmp_path):
    """matmul_add_64 without default's trace (its comparison cannot be made) and reduce-overhead's code."""
    root = edited_session(tmp_path, lambda d: None)
    (root / "default" / "trace.json").unlink()
    (code,) = (root / "reduce-overhead" / "code").iterdir()
    code.unlink()
    warnings = [
        "default: trace default/trace.json is missing, so the mode is left out of comparisons",
        f"generated code reduce-overhead/code/{code.name} is missing",
    ]
    return root, warnings


def test_a_missing_file_is_a_warning_in_every_format(missing):
    root, warnings = missing
    report = diff.diff_session(load_session(root))
    assert list(report.warnings) == warnings
    assert [c.test for c in report.comparisons] == ["reduce-overhead"]  # default could not be compared
    text = render_text(report, width=200)
    assert text.index("Warnings:") < text.index("eager -> reduce-overhead")  # before anything else
    assert all(f"  ! {warning}" in text.splitlines() for warning in warnings)
    markdown = render_markdown(report).splitlines()
    assert all(f"- {warning}" in markdown for warning in warnings)
    assert read_payload(render_html(report))["warnings"] == warnings
    assert json.loads(report.to_json())["warnings"] == warnings


@pytest.mark.parametrize("fmt", ["text", "md", "json", "html"])
def test_a_missing_file_exits_3_with_the_report_written(missing, fmt, tmp_path):
    root, warnings = missing
    out = tmp_path / f"report.{fmt}"
    result = cli("diff", str(root), "--format", fmt, "-o", str(out))
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert result.stderr.splitlines()[-1] == f"error: the report is incomplete: {warnings[0]} (and 1 more)"
    assert warnings[0] in out.read_text()


def test_an_interrupted_session_says_which_modes_finished(tmp_path):
    """Ctrl-C keeps the modes that finished: the report names them and how to run the rest."""

    def interrupt(data):
        data["interrupted"] = True
        data["modes"] = [m for m in data["modes"] if m["mode"] in ("eager", "default")]

    root = edited_session(tmp_path, interrupt)
    report = diff.diff_session(load_session(root))
    expected = "the run was interrupted: only these modes finished: eager, default (the same command with --resume runs the rest)"
    assert list(report.warnings) == [expected]
    assert [c.test for c in report.comparisons] == ["default"]
    assert f"  ! {expected}" in render_text(report, width=200).splitlines()
    result = cli("diff", str(root))
    assert (
        result.returncode == 3
        and result.stderr.splitlines()[-1] == f"error: the report is incomplete: {expected}"
    )
