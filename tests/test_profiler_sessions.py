"""profiler-overhead tells a cost per call from the process's first profiler session: the worker runs a
throwaway session first (its steps: `first_profile_step_ms`), so the recorded profile is a later one; in
sessions without that figure the profile was the first session, and the finding says part of its ratio may
be the profiler's one-time start-up. Recorded h200_noise/matmul_add_64 with constructed timings."""

from pathlib import Path

import pytest

from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext, prepare
from compile_inspect.findings.timing import profiler_overhead
from compile_inspect.session.model import Timing

SESSION = Path(__file__).parent / "data" / "h200_noise" / "matmul_add_64"
ROUNDS = (0.30,) * 10
FIRST_SESSION = "in the process's first profiler session: part of it may be the profiler's one-time start-up"


def overhead(first_ms=None, unprofiled_ms=0.3):
    """profiler-overhead of default at 1.2 ms a profiled step, against 0.3 ms unprofiled (or the median)."""
    loaded = load(SESSION)
    test, control = loaded.mode("default"), loaded.mode("eager")
    rounds = {"run_id": "r", "round_ms": ROUNDS, "rounds_run": 10, "clean_rounds": 10}
    steps = {"profiled_step_ms": 1.2, "unprofiled_step_ms": unprofiled_ms, "first_profile_step_ms": first_ms}
    timing = Timing(0.3, 0.3, 0.3, 100, "cuda_events", p10_ms=0.3, p90_ms=0.3, **rounds, **steps)
    context = FindingContext(mode="default", test_timing=timing, test_median_ms=0.3)
    return profiler_overhead(prepare(test.analysis, control.analysis, context))


def test_a_later_session_s_ratio_is_a_cost_per_call_and_the_first_session_is_named_apart():
    found = overhead(first_ms=2.4)
    assert (
        "unprofiled just before (4.0x), a cost per call: the profile is a later session than the "
        in found.message
    )
    assert "one-time start-up (2.400 ms a call, 8.0x) stayed out of it" in found.message
    assert found.evidence.first_profile_step_ms == 2.4 and FIRST_SESSION not in found.message


def test_without_the_throwaway_figure_the_ratio_may_be_the_first_session_s_start_up():
    found = overhead()
    assert FIRST_SESSION in found.message and "first_profile_step_ms" not in found.to_dict()["evidence"]


def test_sessions_before_the_unprofiled_baseline_say_nothing_of_sessions():
    found = overhead(unprofiled_ms=None)
    assert "a timed call (4.0x): the profiler's own cost" in found.message


@pytest.mark.parametrize("first_ms", [None, 2.4])
def test_a_cheap_later_session_is_no_finding_whatever_the_first_cost(first_ms):
    assert overhead(first_ms=first_ms, unprofiled_ms=1.0) is None  # 1.2x: under the 3x threshold
