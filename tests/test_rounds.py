"""Paired, interleaved timing (compile_inspect/session/rounds.py) and the speed verdicts built on it. No torch."""

import math
import random
import statistics
from dataclasses import replace
from pathlib import Path

import pytest

from compile_inspect import findings
from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext
from compile_inspect.findings.verdict import verdict
from compile_inspect.session import rounds
from compile_inspect.session.model import Timing
from compile_inspect.session.rounds import Block

DATA = Path(__file__).parent / "data"


def block(number, latency_ms, wait_share=0.0, calls=10):
    wall = latency_ms * calls / 1000
    return Block(number, calls, wall, wall, latency_ms, wait_s=wall * wait_share)


# ---- starvation ----


def test_a_block_whose_thread_waited_a_tenth_of_its_time_is_starved():
    assert not rounds.is_starved(block(0, 1.0, wait_share=0.02))
    assert rounds.is_starved(block(0, 1.0, wait_share=rounds.STARVED_WAIT_SHARE))
    no_schedstat = Block(0, 10, 1.0, 0.3, 100.0, wait_s=None)
    assert rounds.is_starved(no_schedstat)  # a third of a core while its calls ran on the CPU
    assert not rounds.is_starved(replace(no_schedstat, device="cuda"))  # a GPU wait is not starvation


def test_waiting_for_its_own_threads_is_not_starvation():
    """A target whose threads outnumber the cores waits for them; starved needs other processes busy."""
    own = replace(block(0, 1.0, wait_share=0.5), others_cpu_s=0.0)
    crowded = replace(own, others_cpu_s=own.wall_s * 0.8)
    assert not rounds.is_starved(own) and rounds.is_starved(crowded)


def test_a_round_with_one_starved_block_is_left_out_for_every_mode():
    eager = [block(0, 1.0), block(1, 1.0), block(2, 1.0)]
    default = [block(0, 0.5), block(1, 0.9, wait_share=0.4), block(2, 0.5)]
    assert rounds.clean_rounds({"eager": eager, "default": default}) == {0, 2}


def test_summarise_pools_the_clean_rounds_and_keeps_every_rounds_figure_for_the_pairs():
    """The absolute figures pool the clean rounds; a starved round's figure stays in round_ms, since two
    modes starved alike in one round still compare (rounds.steady_pair decides per pair)."""
    blocks = [block(0, 1.0), block(1, 9.0, wait_share=0.5), block(2, 3.0), block(3, 2.0)]
    timing = rounds.summarise(blocks, {0, 2, 3}, "perf_counter", "r1", 4)
    assert timing["median_ms"] == 2.0 and (timing["min_ms"], timing["max_ms"]) == (1.0, 3.0)
    assert timing["round_ms"] == [1.0, 9.0, 3.0, 2.0] and timing["round_core_ms"] == []
    assert timing["iters"] == 30 and timing["clean_rounds"] == 3 and timing["rounds_run"] == 4


# ---- the interval of the median ----


@pytest.mark.parametrize("n", [5, 6, 10, 20, 41])
def test_the_median_interval_reaches_its_stated_coverage(n):
    """Coverage checked by simulation: how often the interval holds the true median (0 here)."""
    rng, hits, trials = random.Random(n), 0, 4000
    for _ in range(trials):
        low, high, coverage = rounds.median_interval([rng.gauss(0, 1) for _ in range(n)])
        hits += low <= 0 <= high
    assert coverage >= rounds.CONFIDENCE or n < 6  # five values: the whole range, 94%
    assert abs(hits / trials - coverage) < 0.03


def test_median_interval_of_ten_is_the_second_and_ninth():
    low, high, coverage = rounds.median_interval(list(range(10, 0, -1)))
    assert (low, high) == (2, 9) and coverage == pytest.approx(1 - 2 * (1 + 10) / 1024)


def test_paired_ratio_uses_only_rounds_both_ran_and_needs_enough_of_them():
    control = [1.0, 2.0, 1.0, None, 4.0, 1.0, 1.0]
    test = [0.5, 1.0, 0.5, 0.5, 2.0, None, 0.5]
    pair = rounds.paired_ratio(test, control)
    assert pair.rounds == 5 and pair.ratio == 0.5 and pair.low == pair.high == 0.5 and pair.excludes_one
    assert rounds.paired_ratio(test[:4], control[:4]) is None  # 3 rounds in common: too few


def test_pairing_cancels_a_load_that_changes_between_rounds():
    """The machine's speed swings 10x between rounds; each round's ratio stays 0.8."""
    speed = [1, 10, 2, 8, 1, 5, 3, 1, 9, 2]
    control, test = [1.0 * s for s in speed], [0.8 * s for s in speed]
    pair = rounds.paired_ratio(test, control)
    assert pair.ratio == pytest.approx(0.8) and pair.high < 1
    unpaired = statistics.median(test) / statistics.median(control)
    assert unpaired == pytest.approx(0.8)  # the medians agree here, but their spreads overlap widely
    assert min(control) < max(test)


# ---- verdicts from paired timing, on a real recorded H200 session ----


def paired_timing(figures, run_id="run1"):
    clean = [f for f in figures if f is not None]
    return Timing(statistics.median(clean), min(clean), max(clean), 10 * len(clean), "cuda_events",
                  p10_ms=min(clean), p90_ms=max(clean), run_id=run_id, round_ms=tuple(figures),
                  rounds_run=len(figures), clean_rounds=len(clean))  # fmt: skip


@pytest.fixture(scope="module")
def matmul():
    loaded = load(DATA / "h200_noise" / "matmul_add_64")
    control = next(side for side in loaded.modes if side.run.mode == "eager")
    test = next(side for side in loaded.modes if side.run.mode == "default")
    return test, control


def found(matmul, test_rounds, control_rounds, load=None, test_run="run1", **more):
    """Findings and verdict of default against eager timed in these rounds (`load`: Timing fields of both)."""
    test, control = matmul
    t, c = paired_timing(test_rounds, test_run), paired_timing(control_rounds)
    t, c = replace(t, **(load or {})), replace(c, **(load or {}))
    context = FindingContext(mode="default", test_median_ms=t.median_ms, control_median_ms=c.median_ms,
                             test_timing=t, control_timing=c, **more)  # fmt: skip
    result = findings.find(test.analysis, control.analysis, context)
    return {f.id: f for f in result}, verdict(result, "default", "eager", t.median_ms, c.median_ms)


LOAD = [1.0, 3.0, 1.2, 2.5, 1.1, 4.0, 1.0, 2.0, 1.3, 3.5]  # the machine's speed, round by round


def test_a_paired_win_under_a_swinging_load_is_faster_with_its_interval(matmul):
    by_id, said = found(matmul, [0.8 * x for x in LOAD], LOAD)
    win = by_id["faster-than-eager"]
    assert win.evidence["ratio"] == pytest.approx(0.8) and win.evidence["paired"]["rounds"] == 10
    assert "1.25x faster; paired over 10 rounds, 98% interval 1.25-1.25x" in win.message
    assert said[0].startswith("default is 1.25x faster than eager")
    assert "within-noise" not in by_id and "busy-machine" not in by_id


def test_the_same_swings_unpaired_overlap_and_give_no_verdict(matmul):
    by_id, _ = found(matmul, [0.8 * x for x in LOAD], LOAD, test_run="another run")
    assert "faster-than-eager" not in by_id and "within-noise" in by_id


def test_a_paired_interval_holding_one_is_within_noise(matmul):
    jitter = [0.9, 1.3, 0.95, 1.2, 1.1, 1.25, 0.92, 1.3, 1.0, 1.4]  # median 1.15, [0.92, 1.3] holds 1
    by_id, said = found(matmul, [j * x for j, x in zip(jitter, LOAD)], LOAD)
    assert "within-noise" in by_id and "faster-than-eager" not in by_id and "slower-than-eager" not in by_id
    assert "holds 1" in by_id["within-noise"].message
    assert said[0].startswith("default and eager cannot be told apart")


def test_too_few_clean_rounds_say_the_machine_was_busy_instead_of_a_ratio(matmul):
    starved = [None] * 7
    compiled = {"compile_mode": "default", "compile_seconds": 2.0}
    loaded = {"wait_share": 0.35, "others_cores": 1.8, "load1_max": 3.2}
    by_id, said = found(matmul, [0.5, 0.5, 0.5] + starved, [1.0, 1.0, 1.0] + starved, loaded, **compiled)
    busy = by_id["busy-machine"]
    assert busy.evidence["clean_rounds"] == 3 and busy.evidence["rounds_run"] == 10
    assert busy.evidence["cause"] == "local load" and busy.evidence["wait_share"] == 0.35
    assert not {"faster-than-eager", "slower-than-eager", "within-noise"} & set(by_id)
    assert said[0].startswith("default and eager cannot be compared: default and eager ran in only 3 of 10")
    assert (
        "local load: the timing thread waited for a core 35% of each block (median) while other processes "
        "used 1.8 cores' worth of CPU, load average up to 3.2" in said[0]
    )
    assert "whether it pays off is not known" in by_id["compile-time"].message  # no verdict: not "never"


def test_within_the_noise_compiling_is_not_said_to_never_pay_off(matmul):
    jitter = [
        0.6,
        1.1,
        0.65,
        0.7,
        1.05,
        0.75,
        0.62,
        1.2,
        0.8,
        0.9,
    ]  # faster by the median, the interval holds 1
    compiled = {"compile_mode": "default", "compile_seconds": 2.0}
    by_id, _ = found(matmul, [j * x for j, x in zip(jitter, LOAD)], LOAD, **compiled)
    assert "within-noise" in by_id
    assert "never pays off" not in by_id["compile-time"].message
    by_id, _ = found(matmul, [1.2 * x for x in LOAD], LOAD, **compiled)  # measured slower: nothing saved
    assert "it never pays off (no time saved per call" in by_id["compile-time"].message


def test_the_profilers_cost_is_measured_against_the_same_steps_unprofiled_just_before(matmul):
    test, control = matmul
    timed = replace(paired_timing(LOAD), profiled_step_ms=3.3 * statistics.median(LOAD))
    context = FindingContext(mode="default", test_median_ms=timed.median_ms, control_median_ms=1.0,
                             test_timing=timed, control_timing=paired_timing(LOAD))  # fmt: skip
    old = {f.id for f in findings.find(test.analysis, control.analysis, context)}
    assert "profiler-overhead" in old  # a session without the baseline: against the rounds' median
    grown = replace(timed, unprofiled_step_ms=2.9 * statistics.median(LOAD))  # the calls got slower since
    context = replace(context, test_timing=grown)
    assert "profiler-overhead" not in {f.id for f in findings.find(test.analysis, control.analysis, context)}
    cheap = replace(timed, unprofiled_step_ms=statistics.median(LOAD))
    context = replace(context, test_timing=cheap)
    overhead = next(
        f for f in findings.find(test.analysis, control.analysis, context) if f.id == "profiler-overhead"
    )
    assert "the same steps unprofiled just before (3.3x)" in overhead.message


def test_too_few_rounds_on_full_speed_cores_say_the_cpu_was_contended_with_the_probe_figures(matmul):
    test, control = matmul
    slow = [None] * 7
    t = replace(paired_timing([0.5, 0.5, 0.5] + slow), slow_core_rounds=7, starved_rounds=0,
                probe_fastest_ms=4.0, probe_slowest_ms=7.2, probe_cpu_fastest_ms=4.0,
                wait_share=0.01, others_cores=0.05)  # fmt: skip
    c = paired_timing([1.0, 1.0, 1.0] + slow)
    context = FindingContext(mode="default", test_median_ms=t.median_ms, control_median_ms=c.median_ms,
                             test_timing=t, control_timing=c)  # fmt: skip
    result = findings.find(test.analysis, control.analysis, context)
    busy = next(f for f in result if f.id == "busy-machine")
    assert busy.message.startswith("default and eager ran in only 3 of 10 interleaved rounds")
    assert "other tenants of the host: the speed probe's own CPU time ranged 1.80x" in busy.message
    assert busy.evidence["slow_core_rounds"] == 7 and "compile-inspect machine" in busy.remedy
    assert busy.evidence["cause"] == "other tenants"
    said = verdict(result, "default", "eager", t.median_ms, c.median_ms)
    assert said[0].startswith("default and eager cannot be compared: default and eager ran in only 3")


def with_throughput(timing, figures):
    return replace(timing, throughput_round_ms=tuple(figures), throughput_ms=statistics.median(figures))


def throughput_case(matmul, test_latency, test_throughput):
    test, control = matmul
    t = with_throughput(paired_timing(test_latency), test_throughput)
    c = with_throughput(paired_timing(LOAD), LOAD)
    context = FindingContext(mode="default", test_median_ms=t.median_ms, control_median_ms=c.median_ms,
                             test_timing=t, control_timing=c)  # fmt: skip
    result = findings.find(test.analysis, control.analysis, context)
    return {f.id: f for f in result}, verdict(result, "default", "eager", t.median_ms, c.median_ms)


def test_where_latency_and_throughput_verdicts_differ_the_head_says_both(matmul):
    by_id, said = throughput_case(matmul, [1.06 * x for x in LOAD], [0.8 * x for x in LOAD])
    both = by_id["throughput-disagrees"]
    assert both.evidence["latency_outcome"] == "slower" and both.evidence["throughput_outcome"] == "faster"
    assert said[0].startswith("default is 1.06x slower than eager")
    assert "back to back (throughput: one sync a block) default is 1.25x faster than eager" in said[0]
    assert "with a sync after each call (latency) it is 1.06x slower than eager" in said[0]


def test_a_throughput_that_agrees_with_the_latency_adds_nothing(matmul):
    by_id, said = throughput_case(matmul, [0.8 * x for x in LOAD], [0.7 * x for x in LOAD])
    assert "throughput-disagrees" not in by_id and "throughput" not in said[0]
    by_id, _ = throughput_case(matmul, [1.01 * x for x in LOAD], [0.99 * x for x in LOAD])
    assert "throughput-disagrees" not in by_id  # both the same: nothing to tell apart


def test_payoff_is_counted_only_from_a_significant_paired_saving(matmul):
    by_id, _ = found(matmul, [0.5 * x for x in LOAD], LOAD)
    if "compile-time" in by_id:
        saving = by_id["compile-time"].evidence["saving_ms_per_call"]
        assert saving == pytest.approx(statistics.median(LOAD) * 0.5)
    jitter = [0.7, 1.3, 0.75, 1.2, 0.8, 1.25, 0.72, 1.3, 0.8, 1.4]
    by_id, _ = found(matmul, [j * x for j, x in zip(jitter, LOAD)], LOAD)
    if "compile-time" in by_id:
        assert by_id["compile-time"].evidence["saving_ms_per_call"] is None


def test_rounds_math_is_symmetric():
    pair = rounds.paired_ratio([2.0] * 6, [1.0] * 6)
    inverse = rounds.paired_ratio([1.0] * 6, [2.0] * 6)
    assert math.isclose(pair.ratio * inverse.ratio, 1.0)


SHAKING = tuple((10.0, 30.0) for _ in range(10))  # every block's probe moved 3x within it: none comparable


def shaking(figures):
    return replace(paired_timing(figures), round_core_ms=SHAKING, slow_core_rounds=10, clean_rounds=0)


@pytest.mark.parametrize(
    "jitter, outcome",
    [
        ([0.45, 0.5, 0.62, 0.4, 0.55, 0.48, 0.6, 0.52, 0.5, 0.58], "faster"),  # every round, beyond 1.25x
        ([0.78, 0.95, 0.72, 1.02, 0.8, 0.9, 0.85, 0.75, 0.99, 0.82], "busy"),  # 1.2x: within the band
        ([0.6, 1.4, 0.7, 1.3, 0.5, 1.5, 0.9, 1.1, 0.8, 1.2], "busy"),  # both ways: its interval holds 1
    ],
)
def test_on_shaking_cores_every_round_decides_only_beyond_the_band(jitter, outcome):
    from compile_inspect.findings.speed import compare_speeds

    control = [1.0, 3.0, 1.2, 2.5, 1.1, 4.0, 1.0, 2.0, 1.3, 3.5]
    speed = compare_speeds(shaking([j * c for j, c in zip(jitter, control)]), shaking(control))
    assert speed.outcome == outcome
    assert speed.unsteady == (outcome == "faster")
    assert outcome == "busy" or speed.paired.high < 1 / 1.25


def test_on_shaking_cores_shared_by_threads_every_round_does_not_decide():
    from compile_inspect.findings.speed import compare_speeds

    control = [1.0, 3.0, 1.2, 2.5, 1.1, 4.0, 1.0, 2.0, 1.3, 3.5]
    crowded = {"threads": 2, "helper_cores": 0.9, "others_cores": 1.5, "cores": 2}
    test = replace(shaking([0.5 * c for c in control]), **crowded)
    assert compare_speeds(test, replace(shaking(control), **crowded)).outcome == "busy"
