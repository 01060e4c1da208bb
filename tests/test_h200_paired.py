"""Real H200 sessions timed in interleaved rounds (torch 2.11, recorded by scripts/device/fidelity.sh;
tests/data/h200_paired/README.md): latency and throughput per mode, the paired ratio and its interval
in the summary and the verdicts, and a gain within noise refused a verdict. No torch, no GPU."""

import json
import statistics
from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session
from compile_inspect.render.diffview import summary_table
from compile_inspect.session import rounds
from compile_inspect.session.model import load_session

DATA = Path(__file__).parent / "data" / "h200_paired"
SESSIONS = ("mlp_batch1", "train_step")


@pytest.fixture(scope="module", params=SESSIONS)
def session(request):
    return load_session(DATA / request.param)


@pytest.fixture(scope="module")
def reports():
    return {name: diff_session(DATA / name) for name in SESSIONS}


def test_every_mode_was_timed_in_the_same_rounds_with_both_figures(session):
    timings = [run.timing for run in session.modes]
    assert len({t.run_id for t in timings}) == 1 and all(t.paired for t in timings)
    for run in session.modes:
        t = run.timing
        assert t.method == "cuda_events" and t.rounds_run == len(t.round_ms) == t.clean_rounds == 10
        assert t.median_ms == statistics.median(t.round_ms) and t.throughput_ms > 0
        blocks = json.loads((session.root / run.mode / "timing.json").read_text())["blocks"]
        assert [b["latency_ms"] for b in blocks] == list(t.round_ms)
        assert t.iters == sum(b["calls"] for b in blocks) and t.profiled_step_ms > 0


def test_cuda_graphs_overlap_back_to_back_calls_so_their_throughput_beats_their_latency():
    timing = load_session(DATA / "mlp_batch1").mode("reduce-overhead").timing
    assert timing.throughput_ms < 0.7 * timing.median_ms  # 0.134 against 0.239 ms: launches overlap


def test_the_summary_quotes_the_paired_ratio_its_interval_and_throughput(reports):
    report = reports["train_step"]
    header, rows = summary_table(report)
    assert "throughput ms" in header
    session = load_session(DATA / "train_step")
    for row, cells in zip(report.summary[1:], rows[1:]):
        pair = rounds.paired_timings(session.mode(row.mode).timing, session.mode("eager").timing)
        assert (row.ratio_to_control, row.ratio_low, row.ratio_high) == (pair.ratio, pair.low, pair.high)
        assert cells[header.index("vs control")] == f"{pair.ratio:.2f}x ({pair.low:.2f}-{pair.high:.2f})"


def test_a_gain_whose_interval_holds_one_gets_no_verdict_and_a_clear_one_does(reports):
    mlp = {c.test: {f.id for f in c.findings} for c in reports["mlp_batch1"].comparisons}
    assert "within-noise" in mlp["default"] and "faster-than-eager" not in mlp["default"]
    assert "faster-than-eager" in mlp["reduce-overhead"]
    train = next(c for c in reports["train_step"].comparisons if c.test == "default")
    faster = next(f for f in train.findings if f.id == "faster-than-eager")
    pair = faster.evidence["paired"]
    assert pair["high"] < 1 and f"paired over {pair['rounds']} rounds" in faster.message
    assert train.verdict[0].startswith(f"default is {1 / pair['ratio']:.2f}x faster than eager")


def test_profiler_overhead_compares_the_profiled_step_with_the_same_modes_timed_call(reports):
    session = load_session(DATA / "mlp_batch1")
    for comparison in reports["mlp_batch1"].comparisons:
        t = session.mode(comparison.test).timing
        fired = [f for f in comparison.findings if f.id == "profiler-overhead"]
        assert bool(fired) == (t.profiled_step_ms / t.median_ms > 3.0)
