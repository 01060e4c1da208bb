"""The short default report (issue 40): the README's GPT-2 session in at most 60 lines at 100 columns,
verdicts first, nothing the verdict already quotes listed again, the last line counting what --full adds;
--full is the whole report, as the default was before. Recorded sessions, no torch."""

from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session
from compile_inspect.findings.verdict import IN_USER_CODE, SHORT_FINDINGS, cost_us
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session

DATA = Path(__file__).parent / "data"
GPT2 = DATA / "h200_models" / "gpt2"


@pytest.fixture(scope="module")
def gpt2():
    return diff_session(load_session(GPT2))


def test_the_gpt2_session_reads_in_sixty_lines_verdicts_first(gpt2):
    lines = render_text(gpt2, width=100).splitlines()
    assert len(lines) <= 60
    assert lines[3] == "eager -> default" and lines[4].startswith("  default is 2.30x faster than eager")
    assert not any(line.startswith("Dispatch chains") for line in lines)
    assert lines[-1].endswith(": --full") and all(len(line) <= 100 for line in lines)


def test_the_last_line_counts_the_findings_left_out(gpt2):
    shown = sum(min(len(c.brief_findings()), SHORT_FINDINGS) for c in gpt2.comparisons)
    shown += min(len(gpt2.control_findings), 2)
    total = sum(len(c.brief_findings()) for c in gpt2.comparisons) + len(gpt2.control_findings)
    assert render_text(gpt2, width=100).splitlines()[-1].startswith(f"{total - shown} more findings, ")


def test_the_short_list_puts_the_users_lines_first_then_the_costliest(gpt2):
    for comparison in gpt2.comparisons:
        brief = comparison.brief_findings()
        places = [i for i, f in enumerate(brief) if f.id in IN_USER_CODE]
        assert places == list(range(len(places)))  # the places to fix in the user's code lead
        costs = [cost_us(f) for f in brief[len(places) :]]
        known = [c for c in costs if c is not None]
        assert known == sorted(known, reverse=True) and costs[: len(known)] == known
    assert any(cost_us(f) for c in gpt2.comparisons for f in c.brief_findings())  # a cost was read


def test_a_finding_the_verdict_quotes_is_not_listed_again(gpt2):
    """reduce-overhead's verdict is the cudagraph-rerecord finding's own words: short lists it once."""
    comparison = next(c for c in gpt2.comparisons if c.test == "reduce-overhead")
    assert "cudagraph-rerecord" in [f.id for f in comparison.listed_findings()]
    assert "cudagraph-rerecord" not in [f.id for f in comparison.brief_findings()]
    said = " ".join(comparison.verdict)
    assert all(f.remedy is None or f.remedy not in said for f in comparison.brief_findings())


def test_full_is_the_whole_report_and_all_rows_implies_it(gpt2):
    full = render_text(gpt2, width=100, full=True)
    assert "Dispatch chains: eager -> default" in full and "What each compile layer costs" in full
    assert render_text(gpt2, width=100, all_rows=True).count("\n") > full.count("\n")
    assert len(full.splitlines()) > 1000


def test_markdown_follows_the_text(gpt2):
    short, full = render_markdown(gpt2), render_markdown(gpt2, full=True)
    assert "<details>" not in short and "<details>" in full
    assert short.rstrip().endswith("the kernels' source lines.*") and "more findings.*" in short


def test_a_diff_of_two_traces_never_asks_for_rounds_they_do_not_have():
    """A raw trace's speed rests on its profiled steps: its remedies name what a trace can do (issue 40)."""
    from compile_inspect.compare.loading import load_traces
    from compile_inspect.findings.timing import TRACE_RERUN

    session = DATA / "h200_noise" / "matmul_add_64"
    report = diff_session(
        load_traces([session / "eager" / "trace.json.gz", session / "default" / "trace.json.gz"])
    )
    remedies = [f.remedy or "" for c in report.comparisons for f in c.findings] + [
        line for c in report.comparisons for line in c.verdict
    ]
    assert any(TRACE_RERUN in text for text in remedies)
    assert not any("--rounds" in text or "--iters" in text for text in remedies)
    session_report = diff_session(load_session(session))
    session_remedies = [f.remedy or "" for c in session_report.comparisons for f in c.findings]
    assert not any(TRACE_RERUN in text for text in session_remedies)


def test_a_first_step_outlier_says_what_it_moves_and_how_to_profile_past_it():
    report = diff_session(load_session(DATA / "cpu_sessions" / "mlp_128"))
    outlier = next(f for f in report.control_findings if f.id == "first-step-outlier")
    assert "so it moves neither" in outlier.message and "--profile-warmup" in outlier.remedy


def test_a_two_session_diff_does_not_blame_the_layers_both_sides_run():
    """a:default -> b:default: both run the same compile layers, so "the compile layers add ..." is not
    what differs; against eager it is."""
    from compile_inspect.compare.diff import diff_sessions
    from compile_inspect.compare.loading import load

    session = DATA / "h200_sessions" / "matmul_add_64"
    two = diff_sessions(load(session), load(session))
    assert two.comparisons and all(
        "compile-layers-overhead" not in [f.id for f in c.findings] for c in two.comparisons
    )
    one = diff_session(load_session(session))
    assert any("compile-layers-overhead" in [f.id for f in c.findings] for c in one.comparisons)


def test_one_cpu_op_reads_in_the_singular():
    """issue 40: "1 ops and C++ kernels per step"."""
    from compile_inspect.findings.fusion import _cpu_how

    assert _cpu_how(2, 1) == "kernel fusion: 1 op or C++ kernel per step instead of 2"
    assert _cpu_how(53, 19) == "kernel fusion: 19 ops and C++ kernels per step instead of 53"
    assert _cpu_how(2, 2) == "fusion at the dispatcher only: still 2 ops and C++ kernels per step (was 2)"


def test_a_chain_row_changes_only_beyond_its_spread_across_steps(gpt2):
    from compile_inspect.compare.diff import ChainRow, timing_status

    def row(us, spread=None):
        return ChainRow(0, "aten", "aten::mm", "aten::mm", us, us, 0.0, spread_us=spread)

    assert timing_status(row(100.0), row(60.0)) == "decreased"  # one step each: the thresholds decide
    assert timing_status(row(100.0, (55.0, 110.0)), row(60.0, (58.0, 70.0))) == "unchanged"  # overlap
    assert timing_status(row(100.0, (90.0, 110.0)), row(60.0, (58.0, 70.0))) == "decreased"
    moved = [r for c in gpt2.comparisons for r in c.rows if r.status in ("increased", "decreased")]
    assert moved and all(r.control.spread_us and r.test.spread_us for r in moved)
    for r in moved:
        (low_c, high_c), (low_t, high_t) = r.control.spread_us, r.test.spread_us
        assert high_t < low_c or high_c < low_t
