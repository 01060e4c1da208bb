"""Verdicts where users run it (issue 37): rounds compared per pair where both blocks' cores ran alike,
the thread's CPU time as the measure of one-thread CPU targets under load, drift and page faults caught.
Blocks are built as the worker records them; the findings run on a real recorded session. No torch."""

import random
from dataclasses import replace
from pathlib import Path

import pytest

from compile_inspect import findings
from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext
from compile_inspect.findings.speed import compare_speeds
from compile_inspect.findings.verdict import verdict
from compile_inspect.session import rounds
from compile_inspect.session.model import timing_from_dict
from compile_inspect.session.rounds import Block

DATA = Path(__file__).parent / "data"


def block(number, ms, core_ms=(5.0, 5.0), wait_share=0.0, cpu_ms=None, calls=20, faults=None, system_s=None):
    """A cpu block of `calls` calls at `ms` wall each, its core probed at `core_ms` (before, after; thread
    CPU time), waiting `wait_share` of its wall time; `cpu_ms` the thread's own CPU time a call."""
    wall = ms * calls / 1000
    cpu = (cpu_ms if cpu_ms is not None else ms * (1 - wait_share)) * calls / 1000
    return Block(number, calls, wall, cpu, ms, wait_s=wall * wait_share, others_cpu_s=wall * 1.5,
                 probe_ms=core_ms[0], probe_cpu_ms=core_ms[0], probe_after_ms=core_ms[1],
                 probe_after_cpu_ms=core_ms[1], thread_cpu_s=cpu, minor_faults=faults, system_s=system_s)  # fmt: skip


def timing_of(blocks, threads=1, run_id="run"):
    """session.Timing of one mode's blocks, as the parent records it."""
    clean = rounds.clean_rounds({"mode": blocks})
    summary = rounds.summarise(blocks, clean, "perf_counter", run_id, max(b.round for b in blocks) + 1)
    return timing_from_dict(dict(summary, threads=threads))


# ---- which rounds a pair is compared on ----


def test_two_blocks_are_compared_where_every_probe_of_both_is_within_the_steady_ratio():
    assert rounds.steady_pair((5.0, 5.5), (5.2, 6.0))  # 6.0 / 5.0 = 1.2
    assert not rounds.steady_pair((5.0, 5.1), (5.0, 6.5))  # the control's core slowed during its block
    assert rounds.steady_pair(None, (5.0, 9.0))  # an older session's block (no probe): its round was clean


def test_a_round_unsteady_for_one_pair_still_counts_for_another():
    eager = [block(n, 1.0, (5.0, 5.0)) for n in range(6)]
    steady = [block(n, 0.5, (5.1, 5.2)) for n in range(6)]
    changing = [block(n, 0.5, (5.0, 8.0) if n % 2 else (5.0, 5.0)) for n in range(6)]
    e, s, c = timing_of(eager), timing_of(steady), timing_of(changing)
    assert rounds.steady_rounds(s, e) == 6 and rounds.steady_rounds(c, e) == 3


def test_each_process_s_probe_is_read_against_its_own_pace():
    """Measured (dev VM, matmul_add 64): pinned to one core, the eager worker ran the probe in 8.5 ms and
    the compiled one in 11.1 ms, round after round. Neither core was slow: every round compares, none is
    left out on a slowed core, and the 2x effect is found."""
    eager = [block(n, 2.0, (8.5, 8.6)) for n in range(10)]
    default = [block(n, 1.0, (11.1, 11.2)) for n in range(10)]
    assert rounds.slow_core_rounds({"eager": eager, "default": default}) == set()
    speed = compare_speeds(timing_of(default), timing_of(eager))
    assert speed.outcome == "faster" and speed.paired.rounds == 10
    slowed = [block(n, 1.0, (11.1, 14.5) if n < 3 else (11.1, 11.2)) for n in range(10)]
    assert rounds.steady_rounds(timing_of(slowed), timing_of(eager)) == 7


def test_a_steadily_busy_machine_still_gives_a_verdict():
    """Every block waits a third of its time for a core (two busy loops on two cores): none is clean, yet
    the pairs of each round ran alike, and the 2x effect is found."""
    rng = random.Random(3)
    waits = [rng.uniform(0.2, 0.45) for _ in range(24)]
    eager = [block(n, 2.0 / (1 - waits[n]), wait_share=waits[n], cpu_ms=2.0) for n in range(12)]
    default = [block(n, 1.0 / (1 - waits[n + 12]), wait_share=waits[n + 12], cpu_ms=1.0) for n in range(12)]
    assert not rounds.clean_rounds({"eager": eager, "default": default})
    speed = compare_speeds(timing_of(default), timing_of(eager))
    assert speed.outcome == "faster" and speed.measure == "cpu" and speed.ratio == pytest.approx(0.5)
    assert "on the timing thread's CPU time (the machine was busy)" in speed.basis


def test_wall_time_is_the_measure_on_a_quiet_machine_and_for_several_threads():
    eager = [block(n, 2.0) for n in range(10)]
    default = [block(n, 1.0) for n in range(10)]
    assert compare_speeds(timing_of(default), timing_of(eager)).measure == "wall"
    busy_eager = [block(n, 3.0, wait_share=0.3, cpu_ms=2.0) for n in range(10)]
    busy_default = [block(n, 1.5, wait_share=0.3, cpu_ms=1.0) for n in range(10)]
    two_threads = compare_speeds(timing_of(busy_default, threads=2), timing_of(busy_eager, threads=2))
    assert two_threads.measure == "wall"  # process CPU of two threads is not one call's cost


def test_a_sleeping_call_is_not_judged_on_cpu_time():
    """A call that sleeps or blocks (its thread ran a fraction of the time it did not wait): CPU time would
    leave the sleep out, so the wall time decides."""
    eager = [block(n, 3.0, wait_share=0.3, cpu_ms=0.5) for n in range(10)]
    default = [block(n, 3.0, wait_share=0.3, cpu_ms=0.2) for n in range(10)]
    assert timing_of(eager).thread_cpu_share < rounds.CPU_BOUND_SHARE
    assert compare_speeds(timing_of(default), timing_of(eager)).measure == "wall"


def test_too_few_comparable_rounds_is_busy_and_names_other_tenants():
    """9 of 12 rounds on a slowed core, whose figures swing both ways: every round's pair holds 1 too."""
    eager = [block(n, 1.0 if n < 3 else (0.4, 1.6)[n % 2], (5.0, 5.0 if n < 3 else 9.0)) for n in range(12)]
    default = [block(n, 0.5, (5.0, 5.0)) for n in range(12)]
    speed = compare_speeds(timing_of(default), timing_of(eager))
    assert speed.outcome == "busy" and speed.clean_rounds == 3 and not speed.unsteady


def test_too_few_comparable_rounds_with_every_round_beyond_the_band_give_the_verdict():
    """The same slowed rounds, the effect 2x in every one of them: every round decides, and says so."""
    eager = [block(n, 1.0, (5.0, 5.0 if n < 3 else 9.0)) for n in range(12)]
    default = [block(n, 0.5, (5.0, 5.0)) for n in range(12)]
    speed = compare_speeds(timing_of(default), timing_of(eager))
    assert speed.outcome == "faster" and speed.unsteady and speed.paired.rounds == 12
    assert "every round: the cores' speed moved" in speed.basis


# ---- settled: when the rounds may stop ----


def test_a_ratio_is_settled_when_its_interval_excludes_one_or_sits_within_the_band():
    assert rounds.settled(rounds.PairedRatio(0.5, 0.45, 0.55, 10, 0.98))
    assert rounds.settled(rounds.PairedRatio(1.01, 0.97, 1.05, 10, 0.98))
    assert not rounds.settled(rounds.PairedRatio(1.2, 0.9, 1.5, 10, 0.98))
    assert not rounds.settled(None)


# ---- drift ----


def test_a_time_per_call_growing_with_the_calls_is_drift_and_noise_is_not():
    rng = random.Random(7)
    growing = [block(n, 1.0 + 0.05 * n + rng.uniform(-0.02, 0.02)) for n in range(20)]
    flat = [block(n, 1.0 + rng.uniform(-0.2, 0.2)) for n in range(20)]
    grown, steady = timing_of(growing), timing_of(flat)
    assert grown.drifts and grown.trend_last_ms > 1.5 * grown.trend_first_ms and grown.trend_z > 5
    assert not steady.drifts and abs(steady.trend_z) < rounds.DRIFT_Z


def test_times_that_fall_as_a_busy_spell_ends_are_not_drift():
    """Measured on gpt2 (dev VM): as a test run beside it wound down, each block's waits fell from 55% to 33%
    and the CPU time a call from 4.4 to 3.4 ms in every mode: the machine moved, not the function."""
    calming = [block(n, 9.0, wait_share=0.55 - 0.01 * n, cpu_ms=4.4 - 0.05 * n) for n in range(20)]
    timing = timing_of(calming)
    assert timing.trend_z < -rounds.DRIFT_Z and timing.trend_load_z < -rounds.DRIFT_LOAD_Z
    assert not timing.drifts


def test_kendall_z_is_symmetric_and_zero_without_order():
    values = [3.0, 1.0, 4.0, 1.5, 9.0, 2.6]
    assert rounds.kendall_z(values) == pytest.approx(-rounds.kendall_z(values[::-1]))
    assert rounds.kendall_z([2.0] * 8) == 0.0


@pytest.fixture(scope="module")
def matmul():
    loaded = load(DATA / "h200_noise" / "matmul_add_64")
    return loaded.mode("default"), loaded.mode("eager")


def found(matmul, test_timing, control_timing):
    test, control = matmul
    context = FindingContext(mode="default", test_median_ms=test_timing.median_ms, test_timing=test_timing,
                             control_median_ms=control_timing.median_ms, control_timing=control_timing)  # fmt: skip
    result = findings.find(test.analysis, control.analysis, context)
    said = verdict(result, "default", "eager", test_timing.median_ms, control_timing.median_ms)
    return {f.id: f for f in result}, said


def test_a_drifting_target_gets_the_trend_instead_of_a_verdict(matmul):
    eager = [block(n, 1.0 + 0.1 * n) for n in range(15)]
    default = [block(n, 0.5 + 0.1 * n) for n in range(15)]
    by_id, said = found(matmul, timing_of(default), timing_of(eager))
    drift = by_id["drifting-target"]
    assert "default's time per call went from" in drift.message and "eager's" in drift.message
    assert not {"faster-than-eager", "slower-than-eager"} & set(by_id)
    assert said[0].startswith("default and eager have no one ratio")


# ---- page faults ----


def test_page_faults_over_a_tenth_of_a_call_are_named_with_both_sides(matmul):
    eager = [block(n, 2.0, faults=2000, system_s=0.02) for n in range(10)]  # 0.02 s of a 0.04 s block
    default = [block(n, 1.0, faults=20, system_s=0.0004) for n in range(10)]
    by_id, said = found(matmul, timing_of(default), timing_of(eager))
    faults = by_id["page-faults"]
    assert faults.evidence["mode"] == "eager" and faults.evidence["kernel_share"] == pytest.approx(0.5)
    assert "eager spends 50% of its timed calls in the kernel (100 page faults a call" in faults.message
    assert "default: 2%, 1 page faults a call" in faults.message
    assert "eager+malloc=fixed" in faults.remedy
    assert said[0].startswith("default is 2.00x faster than eager") and "page-faults" in said[0]


def test_no_page_fault_finding_under_a_tenth(matmul):
    eager = [block(n, 2.0, faults=50, system_s=0.003) for n in range(10)]  # 7.5% in the kernel
    default = [block(n, 1.0, faults=5, system_s=0.0001) for n in range(10)]
    by_id, _ = found(matmul, timing_of(default), timing_of(eager))
    assert "page-faults" not in by_id


def test_kernel_time_without_page_faults_is_not_called_page_faults(matmul):
    """The README's first command on the dev VM: eager's 10 µs calls spent 14% in the kernel with 0 page
    faults a call, and the finding said "fresh memory ... faulted in" as why default was slower."""
    eager = [block(n, 1.0, faults=0, system_s=0.006) for n in range(10)]  # 15% in the kernel, no faults
    default = [block(n, 2.0, faults=10, system_s=0.01) for n in range(10)]  # 12.5%, 1 fault a call
    by_id, _ = found(matmul, timing_of(default), timing_of(eager))
    assert "page-faults" not in by_id


def test_page_faults_explain_a_verdict_only_from_the_side_that_pays_them(matmul):
    eager = [block(n, 1.0, faults=2000, system_s=0.01) for n in range(10)]  # eager faults, default slower
    default = [block(n, 2.0, faults=20, system_s=0.0004) for n in range(10)]
    by_id, said = found(matmul, timing_of(default), timing_of(eager))
    assert by_id["page-faults"].evidence["mode"] == "eager"
    assert said[0].startswith("default is 2.00x slower than eager")
    assert "in the kernel" not in said[0] and "malloc" not in " ".join(said)


def test_the_timing_round_trips_through_session_json():
    blocks = [block(n, 1.0 + 0.01 * n, faults=10, system_s=0.001) for n in range(10)]
    timing = timing_of(blocks)
    again = timing_from_dict(replace(timing).__dict__)
    assert again == timing and again.round_core_ms[0] == (5.0, 5.0)


# ---- the rounds' loop: equal calls, stop when settled, stop early when hopeless (no workers) ----


class ScriptedMeasurement:
    """capture.scheduler.Measurement with its workers replaced by a script: each mode answers calibrate with
    its own calls and each block with the figure `per_call(mode, round)` on a core probed at `core(round)`."""

    def __new__(cls, calls, per_call, core=lambda number: (5.0, 5.0), rounds=10):
        from types import SimpleNamespace

        from compile_inspect.capture.scheduler import Measurement
        from compile_inspect.session.options import Options

        said = []
        scheduler = SimpleNamespace(
            options=Options(rounds=rounds), nproc=1, abort=SimpleNamespace(is_set=lambda: False),
            say=lambda mode, stage, message: said.append(message),
        )  # fmt: skip

        class Scripted(Measurement):
            def ask(self, mode, expected, **command):
                if command["do"] == "calibrate":
                    return {"event": "calibrated", "calls": calls[mode], "threads": 1}
                number, probe = command["round"], core(command["round"])
                ms = per_call(mode, number)
                found = block(number, ms, probe, calls=command["calls"])
                return {"event": "block", "block": found.to_dict()}

        measurement = Scripted(scheduler, {mode: (None, 1.0) for mode in calls})
        measurement.said = said
        return measurement


def test_every_mode_runs_the_least_calibrated_calls():
    measurement = ScriptedMeasurement({"eager": 2420, "default": 338}, lambda mode, n: 1.0)
    measurement.calibrate()
    assert measurement.calls == {"eager": 338, "default": 338}


def test_the_rounds_stop_once_every_pair_is_settled():
    measurement = ScriptedMeasurement({"eager": 10, "default": 10}, lambda m, n: 1.0 if m == "eager" else 0.5)
    measurement.calibrate()
    measurement.time_rounds()
    assert measurement.rounds_run == 10 and measurement.comparable == 10 and not measurement.stopped_early


def test_the_rounds_stop_early_when_too_few_could_be_compared():
    unsteady = lambda number: (5.0, 5.0) if number == 0 else (5.0, 9.0)  # noqa: E731
    measurement = ScriptedMeasurement({"eager": 10, "default": 10}, lambda m, n: 1.0, unsteady)
    measurement.calibrate()
    measurement.time_rounds()
    assert measurement.stopped_early and measurement.rounds_run == 10 and measurement.comparable == 1
    assert "stopped early: the machine was too unsteady to converge" in measurement.said[-1]


def test_an_undecided_pair_runs_up_to_four_times_the_rounds_asked():
    """Half the rounds 0.9x, half 1.6x: beyond the 1.05x band, its interval holding 1 however many rounds."""
    bimodal = lambda m, n: (0.9 if n % 2 else 1.6) if m == "default" else 1.0  # noqa: E731
    measurement = ScriptedMeasurement({"eager": 10, "default": 10}, bimodal)
    measurement.calibrate()
    measurement.time_rounds()
    assert measurement.rounds_run == 40 and not measurement.stopped_early


def test_sides_timed_apart_on_a_busy_machine_get_no_verdict():
    """In-process runs time one mode after the other: with either side's rounds mostly starved or slowed,
    the medians come from different moments of a busy machine (two identical runs gave opposite verdicts)."""
    quiet = timing_of([block(n, 2.0) for n in range(10)], run_id=None)
    busy = timing_of([block(n, 1.0, wait_share=0.5 if n > 1 else 0.0) for n in range(10)], run_id=None)
    assert busy.clean_rounds == 2 and busy.rounds_run == 10
    speed = compare_speeds(busy, quiet)
    assert (speed.outcome, speed.clean_rounds, speed.rounds_run) == ("busy", 2, 10)
    assert (
        compare_speeds(timing_of([block(n, 1.0) for n in range(10)], run_id=None), quiet).outcome == "faster"
    )


def test_multi_threaded_calls_on_shared_cores_are_busy_with_that_cause(matmul):
    """Two intra-op threads on two cores beside other processes: a thread held off its core stalls the other
    at each parallel loop's end, so the wall times say nothing of the call (the gates' rule, docs/gates.md)."""
    eager = timing_of([block(n, 2.0, wait_share=0.3) for n in range(10)], threads=2)
    default = timing_of([block(n, 1.0, wait_share=0.3) for n in range(10)], threads=2)
    shared = {"cores": 2, "helper_cores": 0.6, "others_cores": 1.5}
    eager, default = replace(eager, **shared), replace(default, **shared)
    assert rounds.oversubscribed(default) and not rounds.oversubscribed(replace(default, helper_cores=0.0))
    assert compare_speeds(default, eager).outcome == "busy"
    by_id, said = found(matmul, default, eager)
    assert by_id["busy-machine"].evidence["cause"] == "multi-threaded calls on shared cores"
    assert "the calls ran on 2 threads while other processes used 1.5 of the 2 cores" in said[0]


def test_a_vcpu_slowing_under_other_tenants_is_no_drift():
    """The thread's CPU time a call grows 1.5x over the rounds, and so does the speed probe's own CPU time:
    the core slowed (other tenants), not the function (ci on a slow window: a false drifting-target)."""
    slowing = [
        block(n, 1.0 + 0.05 * n, core_ms=(5.0 * (1 + 0.05 * n), 5.0 * (1 + 0.05 * n))) for n in range(20)
    ]
    timing = timing_of(slowing)
    assert timing.trend_z > 5 and timing.trend_load_z > 5 and not timing.drifts
    steady_core = timing_of([block(n, 1.0 + 0.05 * n) for n in range(20)])
    assert steady_core.drifts  # the same growth on a steady core is drift
