"""The renderer registry (render/registry.py): the CLI and the library render every report kind through it,
so for each kind and each format the library's output is the CLI's, byte for byte, on recorded data; a
format registered once is offered by both; a format a kind lacks is one error line in both."""

import contextlib
import io
import json
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

import compile_inspect as ci
from compile_inspect.api import Diff
from compile_inspect.compare import ranks
from compile_inspect.errors import InspectError, UsageError
from compile_inspect.render import registry

DATA = Path(__file__).parent / "data"
SESSION = DATA / "h200_sessions" / "matmul_add_4096"
EAGER, COMPILED = (
    DATA / "training" / "mlp_eager_3steps.json.gz",
    DATA / "training" / "mlp_compiled_3steps.json.gz",
)
RANKS_A, RANKS_B = DATA / "ranks" / "ddp_eager", DATA / "ranks" / "ddp_compiled"


def cli(*argv):
    """(exit status, stdout as bytes, stderr) of the CLI run in this process; stdout is bytes because
    explain's JSON is written to the binary stream."""
    out, err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main([str(arg) for arg in argv])
        except SystemExit as exc:
            code = exc.code
    out.flush()
    return code, out.buffer.getvalue(), err.getvalue()


def cli_output(*argv):
    code, out, err = cli(*argv)
    assert code == 0, err
    return out.decode("utf-8")


@pytest.fixture(scope="module")
def session_diff():
    return ci.load(SESSION).diff()


@pytest.fixture(scope="module")
def explained():
    return ci.explain(COMPILED, control=EAGER)


@pytest.fixture(scope="module")
def rank_diff():
    return Diff(ranks.diff_rank_folders(RANKS_A, RANKS_B))


@pytest.fixture(scope="module")
def rank_reports():
    return ci.explain(RANKS_A)


# ---- every kind, every format: the library prints what the CLI prints ----


@pytest.mark.parametrize("fmt", registry.formats("diff"))
def test_a_session_diff_is_the_cli_s_in_every_format(session_diff, fmt):
    assert session_diff.render(fmt) == cli_output("diff", SESSION, "--format", fmt)


def test_a_session_diff_s_named_methods_are_its_formats(session_diff):
    assert str(session_diff) == session_diff.render("text") == session_diff.text()
    assert session_diff.to_markdown() == session_diff.render("md")
    assert session_diff.to_markdown(all_rows=True) == cli_output(
        "diff", SESSION, "--format", "md", "--all-rows"
    )
    assert session_diff.to_json() == session_diff.render("json")
    assert session_diff.to_html() == session_diff.render("html")
    assert session_diff._repr_html_().startswith("<div class='compile-inspect'")  # the notebook view
    assert session_diff.text(width=140, color=True) == cli_output(
        "diff", SESSION, "--width", "140", "--color"
    )


@pytest.mark.parametrize("fmt", registry.formats("rank-diff"))
def test_a_rank_diff_is_the_cli_s_in_every_format(rank_diff, fmt):
    assert rank_diff.kind == "rank-diff"
    assert rank_diff.render(fmt) == cli_output("diff", RANKS_A, RANKS_B, "--format", fmt)


@pytest.mark.parametrize("fmt", registry.formats("explain"))
def test_an_explanation_against_a_control_is_the_cli_s_in_every_format(explained, fmt):
    assert explained.render(fmt) == cli_output("explain", COMPILED, "--control", EAGER, "--format", fmt)


def test_an_explanation_s_named_methods_are_its_formats(explained):
    assert str(explained) == cli_output("explain", COMPILED, "--control", EAGER)
    assert explained.to_markdown() == cli_output("explain", COMPILED, "--control", EAGER, "--format", "md")
    assert explained.to_json() == cli_output("explain", COMPILED, "--control", EAGER, "--format", "json")
    full = cli_output("explain", COMPILED, "--control", EAGER, "--format", "json", "--full")
    assert explained.to_json(full=True) == explained.render("json", full=True) == full
    coloured = cli_output("explain", COMPILED, "--control", EAGER, "--color")
    assert explained.render("text", color=True) == coloured and "\x1b[1m" in coloured


@pytest.mark.parametrize("fmt", registry.formats("ranks"))
def test_rank_reports_are_the_cli_s_in_every_format(rank_reports, fmt):
    assert rank_reports.kind == "ranks"
    assert rank_reports.render(fmt) == cli_output("explain", RANKS_A, "--format", fmt)


def test_rank_reports_named_methods_are_their_formats(rank_reports):
    assert str(rank_reports) == cli_output("explain", RANKS_A)
    assert rank_reports.to_markdown() == cli_output("explain", RANKS_A, "--format", "md")
    assert rank_reports.to_json() == cli_output("explain", RANKS_A, "--format", "json")


# ---- the verdict of an explanation against a control ----


def test_the_library_s_explanation_carries_the_verdict_as_the_cli_prints_it(explained):
    assert explained.verdict
    text = str(explained)
    assert "Verdict against the control" in text
    words = " ".join(text.split())  # each verdict line wrapped to the width
    assert all(" ".join(line.split()) in words for line in explained.verdict)
    assert json.loads(explained.to_json())["verdict"] == list(explained.verdict)
    assert "## Verdict against the control" in explained.to_markdown()


def test_an_explanation_without_a_control_has_no_verdict():
    alone = ci.explain(COMPILED)
    assert alone.verdict == () and "verdict" not in json.loads(alone.to_json())
    assert "Verdict" not in str(alone)


# ---- a format a kind lacks: one error line ----


@pytest.mark.parametrize("argv", [("explain", COMPILED), ("explain", RANKS_A)])
def test_html_of_one_trace_or_of_rank_reports_is_the_cli_s_usage_error(argv):
    code, out, err = cli(*argv, "--format", "html")
    assert code == 2 and out == b""
    assert err.startswith("error: Invalid value for '--format': 'html' is not one of 'text', 'json', 'md'.")
    assert len(err.splitlines()) == 1


def test_html_of_an_explanation_is_one_usage_error_line_in_the_library(explained, rank_reports):
    for report in (explained, rank_reports):
        with pytest.raises(UsageError, match=r"report has no 'html' format; it has 'text', 'json', 'md'$"):
            report.render("html")
    assert "html" not in registry.formats("explain") and "html" in registry.formats("diff")


# ---- registering a format ----


@pytest.fixture
def line_count_format():
    """A format `lines` for diffs and explanations: how many lines the text report has."""

    def lines(report, options):
        kind = "explain" if hasattr(report, "verdict") else registry.diff_kind(report)
        return f"{len(registry.render(kind, 'text', report, options).splitlines())} lines\n"

    registry.register("diff", "lines", lines)
    registry.register("explain", "lines", lines)
    yield "lines"
    registry.unregister("diff", "lines")
    registry.unregister("explain", "lines")


def test_a_registered_format_is_offered_by_the_cli_and_the_library(
    line_count_format, session_diff, explained
):
    assert session_diff.render("lines") == cli_output("diff", SESSION, "--format", "lines")
    assert session_diff.render("lines") == f"{len(str(session_diff).splitlines())} lines\n"
    assert explained.render("lines") == cli_output(
        "explain", COMPILED, "--control", EAGER, "--format", "lines"
    )


def test_an_unregistered_format_is_gone_from_both(session_diff):
    registry.register("diff", "lines", lambda report, options: "x\n")
    registry.unregister("diff", "lines")
    code, _, err = cli("diff", SESSION, "--format", "lines")
    assert code == 2 and "'lines' is not one of 'text', 'json', 'md', 'html'." in err
    with pytest.raises(UsageError):
        session_diff.render("lines")


def test_a_renderer_whose_module_is_missing_is_one_error_line(session_diff):
    registry.register("diff", "pdf", "compile_inspect.render.no_such_module:diff_pdf")
    try:
        with pytest.raises(
            InspectError, match="^pdf reports need compile_inspect.render.no_such_module, which"
        ):
            session_diff.render("pdf")
        assert session_diff._repr_html_() is not None  # another format is unaffected
    finally:
        registry.unregister("diff", "pdf")
