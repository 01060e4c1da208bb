"""Configurations as modes (issue 20, docs/configurations.md): the grammar, the checks made against the
installed torch before any worker starts, and a real CPU run of `aot_eager` and `default+dynamic` of a
sample side by side, labelled by their text in the session, its folders, diff, show and --resume."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)

from compile_inspect.capture.request import check_inductor_options, mode_list
from compile_inspect.errors import UsageError
from compile_inspect.session import modes

ROOT = Path(__file__).resolve().parents[2]
QUICK = ["--warmup", "1", "--wait", "0", "--profile-warmup", "0", "--active", "2"]
QUICK += ["--iters", "5", "--rounds", "3", "--block-ms", "5"]


def cli(*argv, timeout=600):
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", *argv]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


# ---- the grammar ----


def test_labels_keep_their_text_and_come_in_the_report_order_of_their_bases():
    given = "max-autotune+coordinate_descent_tuning=False,default+dynamic,aot_eager,dynamo,default"
    assert modes.parse_modes(given) == (
        "eager",
        "dynamo",
        "aot_eager",
        "default+dynamic",
        "default",
        "max-autotune+coordinate_descent_tuning=False",
    )


@pytest.mark.parametrize(
    ("label", "kwargs"),
    [
        ("dynamo", {"backend": "eager"}),
        ("aot_eager", {"backend": "aot_eager"}),
        (
            "aot_eager_decomp_partition+dynamic=false",
            {"backend": "aot_eager_decomp_partition", "dynamic": False},
        ),
        ("cudagraphs+fullgraph", {"backend": "cudagraphs", "fullgraph": True}),
        ("default+dynamic", {"mode": None, "dynamic": True}),
        ("reduce-overhead+fullgraph=true", {"mode": "reduce-overhead", "fullgraph": True}),
        (
            "max-autotune+triton.cudagraphs=False",
            {"mode": "max-autotune", "options": {"triton.cudagraphs": False}},
        ),
        (
            "default+epilogue_fusion=false+max_fusion_size=8",
            {"mode": None, "options": {"epilogue_fusion": False, "max_fusion_size": 8}},
        ),
        ("eager", None),
    ],
)
def test_each_configuration_means_these_torch_compile_arguments(label, kwargs):
    assert modes.compile_kwargs(label) == kwargs


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("turbo", "--modes: unknown mode 'turbo'; choose from eager"),
        ("defualt", "--modes: unknown mode 'defualt'; did you mean 'default'?"),
        (
            "default,default+dynamic=true,default+dynamic",
            "'default+dynamic=true' and 'default+dynamic' are the same",
        ),
        ("eager+dynamic", "eager is not compiled"),
        (
            "aot_eager+max_autotune=True",
            "max_autotune is an Inductor option; aot_eager does not run Inductor",
        ),
        ("default+dynamic=maybe", "dynamic=maybe must be dynamic=true or dynamic=false"),
        ("default+a/b=1", "option 'a/b=1' is not dynamic"),
        ("default+max_fusion_size=1+max_fusion_size=2", "max_fusion_size is given twice"),
    ],
)
def test_a_configuration_that_means_nothing_is_refused_naming_its_part(given, message):
    with pytest.raises(UsageError, match=message.replace("?", r"\?").replace("+", r"\+")):
        modes.parse_modes(given)


def test_cuda_graphs_follow_the_base_unless_the_options_turn_them_off():
    assert [modes.uses_cudagraphs(label) for label in ("reduce-overhead", "cudagraphs", "default")] == [
        True,
        True,
        False,
    ]
    assert modes.uses_cudagraphs("max-autotune+triton.cudagraphs=False") is False
    assert modes.uses_cudagraphs("default+triton.cudagraphs=True") is True
    assert modes.uses_cudagraphs("a-mode-of-a-later-version") is False


def test_the_library_takes_list_items_whole_so_a_value_may_hold_a_comma():
    labels = mode_list(["default+max_autotune_gemm_backends=ATEN,TRITON"])
    assert labels == ("eager", "default+max_autotune_gemm_backends=ATEN,TRITON")
    assert modes.compile_kwargs(labels[1])["options"] == {"max_autotune_gemm_backends": "ATEN,TRITON"}


# ---- against the installed torch ----


def test_an_unknown_inductor_key_names_the_closest_one():
    with pytest.raises(
        UsageError,
        match="coordinate_descent_tunin is not an Inductor config key; did you mean coordinate_descent_tuning",
    ):
        check_inductor_options([modes.configuration("default+coordinate_descent_tunin=True")])


@pytest.mark.parametrize(
    ("label", "wanted"),
    [("default+coordinate_descent_tuning=3", "takes a bool"), ("default+max_fusion_size=big", "takes a int")],
)
def test_a_value_of_the_wrong_type_is_refused(label, wanted):
    with pytest.raises(UsageError, match=wanted):
        check_inductor_options([modes.configuration(label)])


def test_every_known_key_and_a_mode_merge_into_the_options_torch_compile_takes():
    import torch

    from compile_inspect.capture import _torch

    kwargs = _torch.compile_arguments(modes.compile_kwargs("max-autotune+coordinate_descent_tuning=False"))
    assert "mode" not in kwargs and kwargs["options"]["coordinate_descent_tuning"] is False
    assert kwargs["options"]["max_autotune"] is True  # the mode's own options stay under the given ones
    compiled = torch.compile(
        lambda x: x + 1, **_torch.compile_arguments(modes.compile_kwargs("default+dynamic"))
    )
    assert compiled(torch.ones(3)).tolist() == [2.0, 2.0, 2.0]


def test_the_cli_refuses_an_unknown_key_in_one_line_before_any_worker_starts(tmp_path):
    out = tmp_path / "s"
    done = cli("run", "samples/square.py", "--modes", "default+max_autotun=True", "-o", str(out), timeout=120)
    assert done.returncode == 2 and done.stderr.splitlines() == [
        "error: --modes 'default+max_autotun=True': max_autotun is not an Inductor config key; "
        "did you mean max_autotune?"
    ]
    assert not out.exists()


# ---- a real run, side by side, with a shape sweep ----

MODES = "default,default+dynamic,aot_eager"


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    """One real run for every check below: three configurations side by side, and a sweep over three
    sizes of a target that recompiles under default and not under default+dynamic."""
    out = tmp_path_factory.mktemp("configurations") / "s"
    sweep = ["--arg", "size=32:70,48:20,64:10"]  # a shape mix: a sweep with how often each size occurs
    done = cli("run", "samples/matmul_add.py", *sweep, "--modes", MODES, *QUICK, "-o", str(out))
    assert done.returncode == 0, done.stderr
    (out.parent / "run.stdout").write_text(done.stdout)
    return out


@pytest.mark.slow
def test_the_run_summary_counts_graphs_only_for_modes_that_generate_code(session):
    """`run`'s closing lines: Inductor's configurations count their graphs; eager and a backend say they
    generate no code, never "0 graph(s)" (seen for cudagraphs on the H200)."""
    lines = {line.split()[0]: line for line in (session.parent / "run.stdout").read_text().splitlines()}
    assert "1 graph(s)" in lines["default"] and "1 graph(s)" in lines["default+dynamic"]
    assert "no generated code" in lines["aot_eager"] and "no generated code" in lines["eager"]
    assert not any("0 graph(s)" in line for line in lines.values())


@pytest.mark.slow
def test_the_session_lists_each_configuration_by_its_label_in_the_report_order(session):
    data = json.loads((session / "session.json").read_text())
    assert [run["mode"] for run in data["modes"]] == ["eager", "aot_eager", "default", "default+dynamic"]
    assert all(run["status"] == "ok" for run in data["modes"])
    job = json.loads((session / "default+dynamic" / "job.json").read_text())
    assert job["compile_kwargs"] == {"mode": None, "dynamic": True}


@pytest.mark.slow
def test_dynamic_made_the_generated_code_symbolic_and_aot_eager_generated_none(session):
    code = "\n".join(path.read_text() for path in (session / "default+dynamic" / "code").glob("*.py"))
    assert "assert_size_stride(arg" in code and "(32, 32)" not in code.split("def get_args")[0]
    assert not list((session / "aot_eager").glob("code/*.py"))
    shown = cli("show", str(session), "--mode", "aot_eager")
    assert shown.stdout.splitlines()[0] == (
        "mode aot_eager: no generated code: aot_eager runs no Inductor (the captured graph runs as aten ops)"
    )


@pytest.mark.slow
def test_diff_compares_each_label_against_eager(session):
    report = cli("diff", str(session)).stdout
    assert "eager -> aot_eager" in report and "eager -> default+dynamic" in report
    summary = report.split("Summary")[1].splitlines()
    assert [line.split()[0] for line in summary[2:6]] == ["eager", "aot_eager", "default", "default+dynamic"]


def sweep_of(session, mode):
    run = next(
        run for run in json.loads((session / "session.json").read_text())["modes"] if run["mode"] == mode
    )
    return run["sweep"]


@pytest.mark.slow
def test_the_sweep_calls_each_size_in_order_and_default_recompiles_where_dynamic_does_not(session):
    default, dynamic = sweep_of(session, "default"), sweep_of(session, "default+dynamic")
    assert [point["value"] for point in default["points"]] == ["32", "48", "64"]
    assert [point["compiles"] for point in dynamic["points"]] == [1, 0, 0]
    assert dynamic["points"][0]["dynamic"]  # dynamic=True: symbolic from the first compile
    compiled = [point["compiles"] for point in default["points"]]
    assert compiled[:2] == [1, 1], default  # 48 is a new size: a recompile
    assert "size mismatch" in default["points"][1]["recompiled_because"][0]
    assert default["points"][1]["dynamic"]  # automatic dynamic shapes: the recompile made the dims symbolic
    assert compiled[2] == 0  # 64 is served by the dynamic graph
    assert all(point["timing"]["median_ms"] > 0 for point in default["points"])


@pytest.mark.slow
def test_the_mix_weighs_each_modes_time_and_compiling_and_says_which_costs_least(session):
    """Issue 41: each mode's cost per call for the mix, from its own points, in the text and the JSON."""
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.compare.mix import AMORTISED_CALLS
    from compile_inspect.render.text import render_text

    built = diff_session(
        session
    )  # in this process: a CLI run of diff costs seconds (the JSON is its to_dict)
    report = json.loads(json.dumps(built.to_dict()))
    costs = {cost["label"]: cost for cost in report["mix"]["costs"]}
    assert set(costs) == {"eager", "aot_eager", "default", "default+dynamic"}
    for label, cost in costs.items():
        points = sweep_of(session, label)["points"]
        weighted = sum(w * p["timing"]["median_ms"] for w, p in zip((70, 20, 10), points)) / 100
        compile_s = sum(p["first_call_s"] for p in points if p["compiles"])
        assert cost["weighted_ms"] == pytest.approx(weighted) and cost["compile_s"] == pytest.approx(
            compile_s
        )
        assert cost["per_call_ms"] == pytest.approx(weighted + compile_s * 1000 / AMORTISED_CALLS)
    assert report["mix"]["best"] == min(costs, key=lambda label: costs[label]["per_call_ms"])
    assert costs["default"]["compiles"] == 2 and costs["default+dynamic"]["compiles"] == 1
    text = " ".join(render_text(built, width=200).split())
    assert f"For this mix of size (32 x70, 48 x20, 64 x10), {report['mix']['best']} costs least" in text


@pytest.mark.slow
def test_the_finding_names_the_recompiled_size_and_the_remedy(session):
    report = json.loads(cli("diff", str(session), "--format", "json").stdout)
    by_test = {comparison["test"]: comparison for comparison in report["comparisons"]}
    found = {f["id"]: f for f in by_test["default"]["findings"]}["shape-recompiles"]
    assert found["message"].startswith("recompiled at size=48 (1 of 2 new values): ")
    assert "dynamic=True" in found["remedy"] and "mark_dynamic" in found["remedy"]
    assert "shape-recompiles" not in {f["id"] for f in by_test["default+dynamic"]["findings"]}
    assert set(report["sweeps"]) == {"eager", "aot_eager", "default", "default+dynamic"}


@pytest.mark.slow
def test_the_text_shows_a_row_per_size_with_the_recompile_marked(session):
    report = cli("diff", str(session), "--width", "200").stdout
    table = report.split("Shape sweep over size")[1].splitlines()
    assert table[1].split()[:5] == ["size", "eager", "aot_eager", "default", "default+dynamic"]
    rows = {line.split()[0]: line for line in table[2:5]}
    assert set(rows) == {"32", "48", "64"}
    assert " R " in rows["48"] and " R " not in rows["64"]


@pytest.mark.slow
def test_resume_keeps_the_labels_and_reruns_nothing(session):
    done = cli(
        "run",
        "samples/matmul_add.py",
        "--arg",
        "size=32",
        "--modes",
        MODES,
        *QUICK,
        "-o",
        str(session),
        "--resume",
    )
    assert done.returncode == 0, done.stderr
    assert f"nothing to rerun: every mode of {session} finished" in done.stderr


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            ["--arg", "size=32,48", "--resume"],
            "error: --arg size=32,48: a shape sweep is not supported with --resume",
        ),
        (
            ["--arg", "size=32,48", "--arg", "dtype=float32,bfloat16"],
            "both list values; sweep one argument at a time",
        ),
        (["--arg", "size=32,,48"], "error: --arg size=32,,48: give each value once"),
        (["--arg", "size=32,abc"], "error: --arg size: example_inputs(size=...) got 'abc', expected an int"),
    ],
)
def test_a_sweep_that_cannot_run_is_refused_in_one_line_before_any_worker(tmp_path, extra, message):
    done = cli("run", "samples/matmul_add.py", *extra, "-o", str(tmp_path / "s"), timeout=120)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and message in done.stderr, done.stderr


@pytest.mark.slow
def test_the_html_draws_the_sweep_table_and_one_line_per_mode(session, tmp_path, page):  # noqa: F811
    html = tmp_path / "report.html"
    done = cli("diff", str(session), "--format", "html", "-o", str(html))
    assert done.returncode == 0, done.stderr
    page.open(html)
    assert page.console_errors == []
    assert page.evaluate("document.querySelector('#sweep').hidden") is False
    assert page.evaluate("document.querySelectorAll('#sweep tbody tr').length") == 3
    assert page.evaluate("document.querySelectorAll('#sweep svg polyline').length") == 4
    kernels = page.evaluate("document.querySelector('#kernels').innerText")
    assert "aot_eager: no generated code (this backend runs no Inductor)" in kernels


FAILS_AT_13 = """
import torch


def fn(x):
    if x.shape[0] == 13:
        raise ValueError("thirteen is unlucky")
    return x * 2


def example_inputs(size=8):
    return (torch.ones(size),)
"""


@pytest.mark.slow
def test_a_function_that_fails_at_one_value_stops_that_sweep_there_and_keeps_the_session(tmp_path):
    target, out = tmp_path / "unlucky.py", tmp_path / "s"
    target.write_text(FAILS_AT_13)
    done = cli("run", str(target), "--arg", "size=8,13,16", "--modes", "dynamo", *QUICK, "-o", str(out))
    assert done.returncode == 0, done.stderr
    data = json.loads((out / "session.json").read_text())
    assert [run["status"] for run in data["modes"]] == ["ok", "ok"]
    for run in data["modes"]:
        assert [point["value"] for point in run["sweep"]["points"]] == ["8"]
        assert run["sweep"]["error"].startswith("stopped at size=13: ValueError: thirteen is unlucky")
    report = cli("diff", str(out), "--width", "200").stdout
    assert "dynamo: stopped at size=13: ValueError: thirteen is unlucky" in report


@pytest.mark.slow
def test_show_says_eager_is_not_compiled(session):
    shown = cli("show", str(session), "--mode", "eager")
    assert (
        shown.returncode == 0
        and shown.stdout.splitlines()[0] == "mode eager: no generated code: eager is not compiled"
    )
