"""No figure divides by a timed median the session itself rejected (too few usable rounds: a busy machine):
guard-overhead's share of a call falls back to the profiled step's CPU time, and profiler-overhead sets the
profiled steps only against the same steps unprofiled, or says nothing. The recorded H200 session
h200_noise/matmul_add_64 (default's cache lookup: 28.1 µs a step, 6% of its 458.8 µs CPU step) with its
timings replaced by paired rounds."""

import statistics
from dataclasses import replace
from pathlib import Path

import pytest

from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext, prepare
from compile_inspect.findings.inputs import median_rejected
from compile_inspect.findings.timing import profiler_overhead
from compile_inspect.findings.torch_evidence import (
    GUARD_OF_PROFILED_STEP,
    GUARD_OF_TIMED_CALL,
    guard_overhead,
)
from compile_inspect.session.model import Timing

SESSION = Path(__file__).parent / "data" / "h200_noise" / "matmul_add_64"
KEPT = [0.30, 0.28, 0.29, 0.31, 0.30, 0.29, 0.30, 0.28, 0.31, 0.30]  # ms a call, round by round
BUSY = KEPT[:3] + [None] * 7  # 3 usable rounds of 10: the session gives no verdict


def paired_timing(figures, **more):
    kept = [f for f in figures if f is not None]
    return Timing(statistics.median(kept), min(kept), max(kept), 10 * len(kept), "cuda_events",
                  p10_ms=min(kept), p90_ms=max(kept), run_id="run1", round_ms=tuple(figures),
                  rounds_run=len(figures), clean_rounds=len(kept), **more)  # fmt: skip


@pytest.fixture(scope="module")
def sides():
    loaded = load(SESSION)
    return loaded.mode("default"), loaded.mode("eager")


def inputs(sides, test_timing, control_timing=None):
    test, control = sides
    context = FindingContext(mode="default", test_timing=test_timing, control_timing=control_timing,
                             test_median_ms=test_timing.median_ms)  # fmt: skip
    return prepare(test.analysis, control.analysis, context)


def test_the_guard_share_is_of_the_timed_call_where_the_session_kept_its_median(sides):
    found = guard_overhead(inputs(sides, paired_timing(KEPT), paired_timing(KEPT)))
    assert (found.evidence.denominator, found.evidence.denominator_us) == (GUARD_OF_TIMED_CALL, 300.0)
    assert "of a timed call's median 0.300 ms" in found.message


def test_the_guard_share_falls_back_to_the_profiled_step_where_the_session_rejected_the_median(sides):
    found = guard_overhead(inputs(sides, paired_timing(BUSY), paired_timing(KEPT)))  # the comparison: busy
    step_us = sides[0].analysis.metrics.cpu_us.median
    assert (found.evidence.denominator, found.evidence.denominator_us) == (GUARD_OF_PROFILED_STEP, step_us)
    assert found.evidence.share == pytest.approx(found.evidence.cache_lookup_us / step_us, abs=1e-4)
    assert "CPU time; the timed median was rejected (too few usable rounds" in found.message


@pytest.mark.parametrize("clean, rejected", [(0, True), (10, False)])
def test_a_median_of_no_clean_round_is_rejected_without_a_control(sides, clean, rejected):
    timing = replace(paired_timing(KEPT), clean_rounds=clean)  # a mode alone: no comparison to be busy
    assert median_rejected(timing) is rejected
    found = guard_overhead(inputs(sides, timing))
    assert found.evidence.denominator == (GUARD_OF_PROFILED_STEP if rejected else GUARD_OF_TIMED_CALL)


def test_the_profilers_cost_is_never_set_against_a_rejected_median(sides):
    profiled = {"profiled_step_ms": 4 * 0.30}  # 4x the timed median
    busy = inputs(sides, paired_timing(BUSY, **profiled), paired_timing(KEPT))
    kept = inputs(sides, paired_timing(KEPT, **profiled), paired_timing(KEPT))
    assert profiler_overhead(busy) is None  # before: 4.0x "against a timed call" the session rejected
    assert "against 0.300 ms for a timed call (4.0x)" in profiler_overhead(kept).message
    baseline = inputs(sides, paired_timing(BUSY, unprofiled_step_ms=0.3, **profiled), paired_timing(KEPT))
    assert "for the same steps unprofiled just before (4.0x)" in profiler_overhead(baseline).message
