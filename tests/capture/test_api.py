"""The library API for real on CPU: one in-process session of a lambda and one worker session of this
file's top-level function, shared by every test of the module (about a minute on 2 cores).

No mocks: torch.compile, the profiler and Inductor run, in this process and in workers.
"""

import json

import pytest
import torch
from click.testing import CliRunner
from compile_inspect.cli.main import cli as cli_main

import compile_inspect as ci
from compile_inspect import errors
from compile_inspect.compare.diff import diff_session
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import SESSION_FILE, load_session
from compile_inspect.testing import assert_no_finding

pytestmark = pytest.mark.slow
FAST = dict(warmup=1, wait=0, profile_warmup=1, active=2, iters=3, rounds=3, block_ms=5)


def scaled_sin(x, scale=1.0):
    """Top level of an importable file: a worker can rebuild it."""
    return (x * scale).sin() + 1


@pytest.fixture(scope="module")
def lambda_session(tmp_path_factory):
    x, w = torch.randn(16, 16), torch.randn(16, 16)
    out = tmp_path_factory.mktemp("api") / "lambda"
    return ci.inspect(lambda a, b: torch.relu(a @ b) * 2, x, w, modes=["default"], out_dir=out, **FAST)


@pytest.fixture(scope="module")
def worker_session(tmp_path_factory):
    out = tmp_path_factory.mktemp("api") / "worker"
    return ci.inspect(
        scaled_sin, torch.randn(32), modes="default", out_dir=out, timeout=300, scale=2.0, **FAST
    )


def test_a_lambda_runs_in_process_and_the_session_says_so(lambda_session):
    assert lambda_session.in_process
    data = json.loads((lambda_session.root / SESSION_FILE).read_text())
    assert data["in_process"] is True and "lambda" in data["in_process_reason"]
    assert lambda_session.mode_names == ("eager", "default")
    assert all(view.ok for view in lambda_session), [view.error for view in lambda_session]
    assert lambda_session.session.target.args == (
        ("arg0", "Tensor float32 [16, 16]"),
        ("arg1", "Tensor float32 [16, 16]"),
    )


def test_in_process_modes_leave_a_worker_s_files(lambda_session):
    run = lambda_session.session.mode("default")
    folder = lambda_session.root / "default"
    assert (folder / "trace.json").is_file() and list((folder / "torch_trace").glob("*.log"))
    assert list((folder / "inductor_cache" / "fxgraph").glob("*/*/*"))
    assert run.graphs and all(graph.source_file for graph in run.graphs)
    assert run.accuracy.max_rel_error < 1e-4


def test_an_importable_function_runs_in_workers_with_its_kwargs(worker_session):
    assert not worker_session.in_process and worker_session.session.in_process_reason is None
    assert worker_session.session.target.spec.endswith("test_api.py:scaled_sin")
    default = worker_session["default"]
    assert default.ok and default.accuracy.max_rel_error < 1e-4
    assert (worker_session.root / "default" / "worker.log").is_file()
    assert "scale" not in json.loads((worker_session.root / "default" / "job.json").read_text())["args"]


def test_diff_text_is_the_cli_s(lambda_session):
    result = CliRunner().invoke(cli_main, ["diff", str(lambda_session.root), "--no-color"])
    assert result.exit_code == 0, result.output
    assert str(lambda_session.diff()) == result.output
    assert str(lambda_session.diff()) == render_text(diff_session(load_session(lambda_session.root)))


def test_diff_renders_markdown_json_and_html(lambda_session, tmp_path):
    diff = lambda_session.diff()
    assert diff.to_markdown() == render_markdown(diff.report)
    assert json.loads(diff.to_json())["control"] == "eager"
    html = lambda_session.to_html(tmp_path / "report.html")
    assert (tmp_path / "report.html").read_text() == html and html.lstrip().lower().startswith(
        "<!doctype html"
    )
    assert lambda_session._repr_html_() == diff._repr_html_() != html  # the compact notebook view


def test_mode_view_gives_findings_kernels_graphs_timing_analysis(lambda_session):
    default = lambda_session["default"]
    assert default.timing.median_ms > 0 and default.timing.iters >= 3 and default.timing.rounds_run == 3
    assert default.analysis.metrics.steps == 2
    assert "def call(" in default.graphs[0].source
    kinds = {kernel.kind for kernel in default.kernels}
    assert {"cpp", "extern call"} <= kinds
    assert [f.id for f in default.findings] == [
        f.id for f in lambda_session.diff().report.comparisons[0].findings
    ]
    assert lambda_session["eager"].graphs == () and lambda_session["eager"].kernels == ()
    with pytest.raises(errors.SessionError, match="no mode 'max-autotune'"):
        lambda_session["max-autotune"]


def test_show_lists_and_prints_like_the_cli(lambda_session):
    result = CliRunner().invoke(cli_main, ["show", str(lambda_session.root), "--plain"])
    assert result.exit_code == 0 and str(lambda_session.show()) + "\n" == result.output
    cpp = next(k for k in lambda_session["default"].kernels if k.kind == "cpp")
    shown = str(lambda_session.show(kernel=cpp.name))
    assert shown.startswith(f"{cpp.name}: cpp, mode default") and 'extern "C"' in shown
    fx_hash = lambda_session["default"].graphs[0].fx_hash
    assert f"graph {fx_hash}" in str(lambda_session.show(graph=fx_hash[:8]))
    assert 'class="ci-code"' in lambda_session.show(kernel=cpp.name)._repr_html_()
    with pytest.raises(errors.UsageError, match="no kernel 'nope'"):
        lambda_session.show(kernel="nope")


def test_save_then_load_gives_the_same_session(lambda_session, tmp_path):
    saved = lambda_session.save(tmp_path / "kept")
    again = ci.load(tmp_path / "kept")
    assert again.session == lambda_session.session == saved.session
    assert str(again.diff()) == str(lambda_session.diff()).replace(
        str(lambda_session.root), str(tmp_path / "kept")
    )
    assert again["default"].graphs[0].source == lambda_session["default"].graphs[0].source
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    with pytest.raises(errors.SessionError, match="not a session"):
        lambda_session.save(tmp_path / "other")


def test_diff_against_another_session(lambda_session, worker_session):
    report = lambda_session.diff(worker_session.root).report
    assert [row.label for row in report.summary] == ["a:eager", "b:eager", "a:default", "b:default"]


def test_explain_a_trace_with_its_cache_dir(lambda_session):
    folder = lambda_session.root / "default"
    explained = ci.explain(folder / "trace.json", cache_dir=folder / "inductor_cache")
    assert explained.analysis.graphs and explained.analysis.graphs[0].source is not None
    assert "compile-layers-overhead" in str(explained)
    assert json.loads(explained.to_json())["findings"] == [f.to_dict() for f in explained.findings]
    assert explained.to_markdown().startswith("#")
    with pytest.raises(errors.UsageError, match="not a directory"):
        ci.explain(folder / "trace.json", cache_dir=folder / "missing")


def test_assert_no_finding_on_a_session(lambda_session):
    assert_no_finding(lambda_session, "cudagraph-input-copies")
    assert_no_finding(lambda_session.root, "graph-break")
    fired = lambda_session["default"].findings[0]
    with pytest.raises(AssertionError) as failure:
        assert_no_finding(lambda_session, fired.id)
    assert f"finding {fired.id!r} fired in 1 mode(s)" in str(failure.value)
    assert f"default: {fired.message}" in str(failure.value)
    with pytest.raises(errors.UsageError, match="unknown finding 'cudagraph-copies'"):
        assert_no_finding(lambda_session, "cudagraph-copies")
