"""Timing: variance, outlier steps, noise, profiler overhead, slower / faster than eager, autotune failures.

The speed verdicts compare the steady-state timings of the session (`context.test_timing` /
`control_timing`, a `session.Timing`: median with p10 / p90). A verdict is stated only when the
medians differ by `SLOWER_THAN_EAGER_RATIO` and the two modes' p10-p90 intervals do not overlap;
otherwise `within-noise` says so. Sessions written before the quantiles were recorded (min / max
only) and bare traces have no interval: there the medians alone decide, as before, since the min
and max of 50 calls are one outlier call each.
"""

from __future__ import annotations

import re
import statistics
from typing import Optional

import msgspec.structs
from msgspec import UNSET

from compile_inspect.findings.evidence import (
    AutotuneChoiceFailed,
    BusyMachine,
    DriftingTarget,
    FasterThanEager,
    FirstStepOutlier,
    KernelTimeVariance,
    NoisyTiming,
    Number,
    PageFaults,
    ProfilerOverhead,
    SlowerThanEager,
    ThroughputDisagrees,
    WithinNoise,
)
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.fusion import kernel_fusion
from compile_inspect.findings.inputs import (
    FindingContext,
    Inputs,
    gpu_ops,
    graph_call_self_us,
    layer_overhead_us,
    op_time_us,
)
from compile_inspect.findings.inputs import us as _us
from compile_inspect.findings.speed import (
    FASTER_THAN_EAGER_RATIO,
    SLOWER_THAN_EAGER_RATIO,
    SpeedComparison,
    paired_outcome,
    spread_name,
)
from compile_inspect.names import cut_at_word, short_name
from compile_inspect.session import rounds as rounds_module
from compile_inspect.session.model import PROFILED_STEPS, Timing
from compile_inspect.trace import analysis as analysis_module
from compile_inspect.trace import events
from compile_inspect.trace.model import LayerKind, Stat, Step, TraceAnalysis
from compile_inspect.units import call_ms_text, count_text, grouped_duration_text, ms_range_text, step_us_text

# A kernel's GPU time per step spreading (max - min) more than this share of its median is
# beyond the noise of back-to-back runs of the same work.
KERNEL_SPREAD_RATIO = 0.25
# Shorter kernels jitter by a microsecond or two on any GPU; their spread says nothing.
KERNEL_VARIANCE_MIN_US = 5.0
KERNEL_VARIANCE_MIN_STEPS = 3
# The first active step is an outlier when its CPU time exceeds the others' median by this factor.
FIRST_STEP_OUTLIER_RATIO = 1.5
FIRST_STEP_MIN_STEPS = 3
# A mode's timed calls are too spread to compare when (p90 - p10) / median exceeds this. On the
# lent H200 (2026-12-03, matmul_add 64 / 4096 and square 4096, eager, default, reduce-overhead) 12
# modes spread 0.09-0.70 and their medians held between runs; the one over 1 (2.04, matmul_add 64
# default, tests/data/h200_noise) had a median twice the previous run's (0.283 against 0.142 ms).
# Judged on p10 / p90 only: min / max (all older sessions have) follow one slow call.
NOISY_SPREAD_RATIO = 1.0
# The profiled steps disagree with the timed calls when one median is this many times the other:
# the profiler's own cost (or a different steady state) then sits in every number of the trace.
PROFILER_DISAGREE_RATIO = 3.0
# CPU or GPU time per call counts as a reason for a win when it fell by this factor.
CPU_CUT_RATIO = 1.2
# Caveats about the numbers, not causes of a speed difference: verdicts do not name them.
CAVEATS = ("noisy-timing", "profiler-overhead", "busy-machine", "drifting-target", "throughput-disagrees")
# torch's exception text quoted in a sentence is cut at a word past this many characters (whole in the evidence).
REASON_WIDTH = 160

_FAILED_CHOICE = re.compile(r"Exception (.*?) for benchmark choice (\w+)")


def autotune_choice_failed(inp: Inputs) -> Optional[Finding]:
    context = inp.context
    failures = _FAILED_CHOICE.findall(context.output_code_log or "")
    if not failures:
        return None
    reason = failures[0][0]
    resource = re.search(r"out of resource: .*?Hardware limit: ?\d+", reason)
    return Finding(
        "autotune-choice-failed",
        f"{len(failures)} autotune choice(s) failed to compile or run: "
        f"{resource.group(0) if resource else cut_at_word(reason, REASON_WIDTH)}",
        AutotuneChoiceFailed(
            failed_choices=len(failures),
            callers=sorted({c for _, c in failures}),
            first_reason=cut_at_word(reason, 400),
        ),
    )


def kernel_time_variance(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    """Per kernel name, its GPU time in each step; flags names whose per-step time spreads."""
    per_step = analysis_module.kernel_time_per_step(test)
    spread = {
        name: stat
        for name, times in per_step.items()
        if len(times) >= KERNEL_VARIANCE_MIN_STEPS
        and statistics.median(times) >= KERNEL_VARIANCE_MIN_US
        and (stat := Stat.of(times)) is not None  # never None: the times are not empty
    }
    varying = {name: s for name, s in spread.items() if (s.max - s.min) / s.median > KERNEL_SPREAD_RATIO}
    if not varying:
        return None
    worst = max(varying, key=lambda name: (varying[name].max - varying[name].min) / varying[name].median)
    d, mean = varying[worst], statistics.fmean(per_step[worst])
    return Finding(
        "kernel-time-variance",
        f"{len(varying)} kernel(s) vary in GPU time across steps; worst {short_name(worst)}: "
        f"median {_us(d.median)}, mean {_us(mean)}, min {_us(d.min)}, max {_us(d.max)} "
        f"(quote the median: the mean follows outliers)",
        KernelTimeVariance(
            kernels={
                name: {
                    "median_us": s.median,
                    "mean_us": statistics.fmean(per_step[name]),
                    "min_us": s.min,
                    "max_us": s.max,
                    "steps": s.n,
                }
                for name, s in varying.items()
            },
            threshold=KERNEL_SPREAD_RATIO,
        ),
    )


def first_step_outlier(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    steps = test.step_metrics
    if len(steps) < FIRST_STEP_MIN_STEPS:
        return None
    rest = sorted(m.cpu_us for m in steps[1:])
    median_rest = (
        rest[len(rest) // 2] if len(rest) % 2 else (rest[len(rest) // 2 - 1] + rest[len(rest) // 2]) / 2
    )
    if steps[0].cpu_us <= FIRST_STEP_OUTLIER_RATIO * median_rest:
        return None
    return Finding(
        "first-step-outlier",
        f"the first active step ({steps[0].name}) took {step_us_text(steps[0].cpu_us)} CPU, "
        f"{steps[0].cpu_us / median_rest:.1f}x the other steps' median {step_us_text(median_rest)}; the "
        "figures are medians over the steps and the chains come from the last one, so it moves neither",
        FirstStepOutlier(
            first_step=steps[0].name,
            first_cpu_us=steps[0].cpu_us,
            others_median_cpu_us=median_rest,
            threshold=FIRST_STEP_OUTLIER_RATIO,
        ),
        remedy=rerun_remedy(
            inp.context,
            "rerun with more --profile-warmup (steps profiled, not recorded) to start the profile past it",
            "give the torch.profiler schedule a longer warmup to start the recording past it",
        ),
    )


def judge(inp: Inputs) -> Optional[SpeedComparison]:
    """The comparison's speed, built once per pair (`speed.compare_speeds`, in `inputs.prepare`)."""
    return inp.speed


def busy_machine(inp: Inputs) -> Optional[Finding]:
    """Paired timing with too few usable rounds: the cores' speed changed within the rounds too often to
    compare the two. Says which kind of busy it was: local load (this machine's own processes: the timing
    thread waited for a core) or other tenants (the core itself ran slow, with no local load to show)."""
    judgement = judge(inp)
    if judgement is None or judgement.outcome != "busy":
        return None
    context = inp.context
    timing = context.test_timing
    load = _load_words(timing, context.control_timing)
    evidence = BusyMachine(
        clean_rounds=judgement.clean_rounds,
        rounds_run=judgement.rounds_run,
        min_clean_rounds=rounds_module.MIN_CLEAN_ROUNDS,
        starved_wait_share=rounds_module.STARVED_WAIT_SHARE,
        cause=load["cause"],
        wait_share=load["wait_share"],
        others_cores=load["others_cores"],
        probe_cpu_spread=load["probe_cpu_spread"],
    )
    slowed = _slowed_cores(timing)
    if slowed is not None:
        evidence = msgspec.structs.replace(evidence, **slowed)
    pair = f"{context.mode or 'this mode'} and {context.control_mode}"
    stopped = " (stopped early)" if timing is not None and timing.stopped_early else ""
    how = (
        "interleaved rounds under the same conditions"
        if timing is not None and timing.run_id
        else "rounds unstarved on a full-speed core (the two were timed apart, one after the other)"
    )
    return Finding(
        "busy-machine",
        f"{pair} ran in only {judgement.clean_rounds} of {judgement.rounds_run} {how}{stopped} "
        f"({rounds_module.MIN_CLEAN_ROUNDS} needed): {load['text']}; no faster / slower verdict",
        evidence,
        remedy=load["remedy"],
    )


def _load_words(test_timing: Optional[Timing], control_timing: Optional[Timing]) -> dict:
    """What kept the rounds from being comparable, in words and figures: local load (the timing thread
    waited for a core; other processes' CPU) or other tenants (the probe's own CPU time moved: the core
    itself ran slow, with no local load)."""
    timings = [t for t in (test_timing, control_timing) if t is not None]
    wait = max((t.wait_share for t in timings if t.wait_share is not None), default=None)
    others = max((t.others_cores for t in timings if t.others_cores is not None), default=None)
    spread = _probe_cpu_spread(timings)
    local = (wait or 0.0) >= rounds_module.STARVED_WAIT_SHARE or (others or 0.0) >= 0.5
    figures = {"wait_share": wait, "others_cores": others, "probe_cpu_spread": spread}
    crowded = next((t for t in timings if rounds_module.oversubscribed(t)), None)
    if crowded is not None:
        text = (
            f"the calls ran on {crowded.threads} threads while other processes used {others or 0.0:.1f} of the "
            f"{crowded.cores} cores, so torch's threads waited for each other at the end of each parallel loop"
        )
        remedy = "time with one intra-op thread (OMP_NUM_THREADS=1), or rerun on a quieter machine"
        return dict(figures, cause="multi-threaded calls on shared cores", text=text, remedy=remedy)
    if local:
        load = (
            f", load average up to {test_timing.load1_max:.1f}"
            if test_timing is not None and test_timing.load1_max
            else ""
        )
        text = (
            f"local load: the timing thread waited for a core {wait or 0.0:.0%} of each block (median) while "
            f"other processes used {others or 0.0:.1f} cores' worth of CPU{load}"
        )
        remedy = "rerun with fewer other processes running (a build, a test run), or with more --rounds"
        return dict(figures, cause="local load", text=text, remedy=remedy)
    if spread is not None and spread > rounds_module.STEADY_PROBE_RATIO:
        text = (
            f"other tenants of the host: the speed probe's own CPU time ranged {spread:.2f}x with no local "
            "load (the timing thread seldom waited), so the cores themselves ran at changing speeds"
        )
        remedy = "rerun when `compile-inspect machine` shows the cores running alike, or with more --rounds"
        return dict(figures, cause="other tenants", text=text, remedy=remedy)
    text = "the rounds were too few or their figures too spread"
    return dict(figures, cause="unknown", text=text, remedy="rerun with more --rounds")


def _probe_cpu_spread(timings: list[Timing]) -> Optional[float]:
    fastest = [t.probe_cpu_fastest_ms for t in timings if t.probe_cpu_fastest_ms]
    slowest = [t.probe_slowest_ms for t in timings if t.probe_slowest_ms]
    if not fastest or not slowest:
        return None
    return max(slowest) / min(fastest)


# A mode's calls are dominated by the allocator when this share of its blocks' wall time went to the kernel
# (page faults, mmap / munmap: getrusage's system time) (issue 37: the finding fires nowhere under 10%).
PAGE_FAULT_SHARE = 0.10
# ... and its calls fault at least this many fresh pages in (64 KiB of 4 KiB pages): kernel time with
# fewer faults is something else (a 64x64 matmul_add's 10 µs calls spent 14% there with 0 faults a call).
MIN_FAULTS_PER_CALL = 16


def page_faults(inp: Inputs) -> Optional[Finding]:
    """A side whose timed calls spent PAGE_FAULT_SHARE or more of their time in the kernel, with many page
    faults a call: glibc's malloc hands large temporaries back to the OS and faults fresh pages in for each
    call. Compiled code that makes fewer temporaries saves this; a tuned allocator saves it for both."""
    context = inp.context
    sides = [
        (context.mode or "this mode", context.test_timing),
        (context.control_mode, context.control_timing),
    ]
    shares = {name: (t, share) for name, t in sides if t is not None and (share := _faulting_share(t))}
    if not shares:
        return None
    name, (timing, share) = max(shares.items(), key=lambda item: item[1][1])
    other_name, other = next(((n, t) for n, t in sides if n != name), (None, None))
    compared = ""
    if other is not None and other.kernel_share is not None:
        compared = f"; {other_name}: {other.kernel_share:.0%}, {_faults_text(other)}"
    return Finding(
        "page-faults",
        f"{name} spends {share:.0%} of its timed calls in the kernel ({_faults_text(timing)}: "
        f"fresh memory mapped and faulted in for large temporaries){compared}",
        PageFaults(
            mode=name,
            kernel_share=share,
            faults_per_call=timing.faults_per_call,
            other_mode=other_name,
            other_kernel_share=other.kernel_share if other is not None else None,
            other_faults_per_call=other.faults_per_call if other is not None else None,
            threshold=PAGE_FAULT_SHARE,
        ),
        remedy="an allocator that keeps freed memory: LD_PRELOAD=libjemalloc.so or libtcmalloc.so, or glibc's "
        "MALLOC_MMAP_THRESHOLD_=33554432 MALLOC_TRIM_THRESHOLD_=67108864; time both in one run with "
        "--modes default,eager+malloc=fixed,default+malloc=fixed (each compared with eager of its allocator)",
    )


def _faulting_share(timing: Timing) -> Optional[float]:
    """The share of the timed calls' time spent in the kernel where it is PAGE_FAULT_SHARE or more and the
    calls fault pages in (MIN_FAULTS_PER_CALL); else None."""
    share, faults = timing.kernel_share, timing.faults_per_call
    if share is None or faults is None or faults < MIN_FAULTS_PER_CALL:
        return None
    return share if share >= PAGE_FAULT_SHARE else None


def _faults_text(timing) -> str:
    faults = timing.faults_per_call
    return "page faults not counted" if faults is None else f"{count_text(round(faults))} page faults a call"


def drifting_target(inp: Inputs) -> Optional[Finding]:
    """A side whose time per call trended over the timed rounds (a cache that grows each call): modes
    measured at different moments would be at different states, so no one ratio holds."""
    judgement = judge(inp)
    if judgement is None or judgement.outcome != "drift":
        return None
    context = inp.context
    sides = [
        (context.mode or "this mode", context.test_timing),
        (context.control_mode, context.control_timing),
    ]
    moved = [(name, _trend(timing)) for name, timing in sides if timing is not None and timing.drifts]
    parts = [
        f"{name}'s time per call went from {call_ms_text(first_ms)} to {call_ms_text(last_ms)} "
        f"over its {count_text(calls)} timed calls (trend z {z:.1f})"
        for name, (first_ms, last_ms, z, calls) in moved
    ]
    first_ms, last_ms, z, calls = moved[0][1]
    return Finding(
        "drifting-target",
        f"{'; '.join(parts)}: the function's cost moves with the calls made (state that grows or changes "
        "each call), so a speed ratio depends on when it is measured; no faster / slower verdict",
        DriftingTarget(
            modes=[name for name, _ in moved],
            first_ms=first_ms,
            last_ms=last_ms,
            trend_z=z,
            calls=calls,
            ratio_at_end=judgement.ratio,
        ),
        remedy="time the function at a fixed state (reset the cache or the counter it keeps before each call), "
        "or compare at the state you care about with a gate of your own",
    )


def _trend(timing: Timing) -> tuple[float, float, float, int]:
    """A drifting side's trend (`rounds.trend`'s figures, all set where `Timing.drifts`): the first and last
    thirds' medians, the trend z and the timed calls."""
    first_ms, last_ms = timing.trend_first_ms, timing.trend_last_ms
    z, calls = timing.trend_z, timing.trend_calls
    assert first_ms is not None and last_ms is not None and z is not None and calls is not None, timing
    return first_ms, last_ms, z, calls


def throughput_disagrees(inp: Inputs) -> Optional[Finding]:
    """CUDA timings measure two things: latency (a sync after each call: what one call waits) and throughput
    (calls back to back, one sync a block: what a loop of calls gets). Where their paired verdicts differ (a
    GPU-bound GEMM: latency 1.06x slower, throughput 1.26x faster), the verdict must say both."""
    latency = judge(inp)
    if latency is None or latency.throughput is None:  # busy, unpaired, or no throughput rounds
        return None
    pair = latency.throughput
    outcome = paired_outcome(pair)  # latency.throughput_outcome
    if outcome == latency.outcome or not {outcome, latency.outcome} & {"slower", "faster"}:
        return None
    context = inp.context
    mode, control = context.mode or "this mode", context.control_mode
    test_ms, control_ms = _throughput_ms(context.test_timing), _throughput_ms(context.control_timing)
    times = f"{call_ms_text(test_ms)} against {call_ms_text(control_ms)} per call"
    return Finding(
        "throughput-disagrees",
        f"back to back (throughput: one sync a block) {mode} {_outcome_words(outcome, pair.ratio, control)} "
        f"({times}; paired over {pair.rounds} rounds, {pair.coverage:.0%} interval {pair.low:.2f}-"
        f"{pair.high:.2f}x), while with a sync after each call (latency) it "
        f"{_outcome_words(latency.outcome, latency.ratio, control)}: both hold, latency is what one call "
        "waits, throughput what a loop of calls gets",
        ThroughputDisagrees(
            throughput_ratio=pair.ratio,
            throughput_outcome=outcome,
            latency_ratio=latency.ratio,
            latency_outcome=latency.outcome,
            paired=pair.to_dict(),
        ),
    )


def _throughput_ms(timing: Optional[Timing]) -> float:
    """A side's back-to-back time per call, where the pair has a throughput ratio: both sides were timed in
    throughput rounds, whose median this is."""
    assert timing is not None and timing.throughput_ms is not None, timing
    return timing.throughput_ms


def _outcome_words(outcome: str, ratio: float, control: str) -> str:
    if outcome == "faster":
        return f"is {1 / ratio:.2f}x faster than {control}"
    if outcome == "slower":
        return f"is {ratio:.2f}x slower than {control}"
    return f"cannot be told apart from {control} ({ratio:.2f}x)"


def _slowed_cores(timing: Optional[Timing]) -> Optional[dict]:
    """The slow-core figures of a session.Timing whose rounds were left out more for slowed cores than for
    starvation; None otherwise (no timing, older sessions too)."""
    if timing is None:
        return None
    slow, starved = timing.slow_core_rounds, timing.starved_rounds
    if not slow or slow < (starved or 0) or timing.probe_fastest_ms is None:
        return None
    return {
        "slow_core_rounds": slow,
        "starved_rounds": starved,
        "probe_fastest_ms": timing.probe_fastest_ms,
        "probe_slowest_ms": timing.probe_slowest_ms,
    }


def _probe_range(slowed: dict) -> str:
    fastest, slowest = slowed["probe_fastest_ms"], slowed["probe_slowest_ms"]
    return f"{ms_range_text(fastest, slowest, 2)}, up to {slowest / fastest:.2f}x"


def _causes(explained_by) -> list:
    return [i for i in explained_by if i not in CAVEATS]


def slower_than_eager(inp: Inputs, explained_by=()) -> Optional[Finding]:
    context = inp.context
    judgement = judge(inp)
    if judgement is None or judgement.outcome != "slower":
        return None
    t, c = judgement.test.median_ms, judgement.control.median_ms
    mode = context.mode or "this mode"
    causes = _causes(explained_by)
    why = f"; see {', '.join(causes)}" if causes else ""
    difference = largest_difference(inp, gpu_bound="gpu-bound" in explained_by)
    largest = {"what": difference[0], "us_per_step": difference[1]} if difference else None
    where = f"; {largest_text(largest)}" if largest else ""
    return Finding(
        "slower-than-eager",
        f"{mode} takes {call_ms_text(t)} {per_unit(context)} against {context.control_mode}'s {call_ms_text(c)} "
        f"({judgement.ratio:.2f}x{judgement.basis}){where}{why}",
        SlowerThanEager(
            **judgement.evidence(SLOWER_THAN_EAGER_RATIO), explained_by=causes, largest_difference=largest
        ),
    )


def largest_text(largest: dict) -> str:
    """What grew most, in the one phrase the finding and the verdict share."""
    return f"the largest measured difference is {largest['what']}, {step_us_text(largest['us_per_step'], signed=True)} per profiled step"


def per_unit(context: FindingContext) -> str:
    """What one timed unit is: a call of the function, or a profiled step of a raw trace (no calls timed)."""
    method = context.test_timing.method if context.test_timing is not None else None
    return "per profiled step" if method == PROFILED_STEPS else "per call"


# A raw trace's speed rests on its profiled steps: there are no rounds or calls to ask more of.
TRACE_RERUN = (
    "profile more steps (a longer torch.profiler schedule), or time the calls with `compile-inspect run`"
)


def rerun_remedy(context: FindingContext, session_remedy: str, trace_remedy: str = TRACE_RERUN) -> str:
    """What to rerun with: `session_remedy` for a session's timed calls, `trace_remedy` for raw traces."""
    return trace_remedy if per_unit(context) == "per profiled step" else session_remedy


def largest_difference(inp: Inputs, gpu_bound: bool = False) -> Optional[tuple[str, float]]:
    """What grew most per step between control and test: GPU work, or CPU time (split into the
    compile layers' own cost, the compiled graph's C++ kernels with the ops on a CPU trace, and the
    rest), so a slow mode is blamed on what was measured, not on a guess. On a GPU-bound mode the
    CPU hides behind the GPU: GPU growth is named first when there is any."""
    if inp.control is None:
        return None
    candidates = cpu_differences(inp)
    test, control = inp.test.metrics, inp.control.metrics
    if test.gpu_busy_us is not None and control.gpu_busy_us is not None:
        gpu = (GPU_WORK, test.gpu_busy_us.median - control.gpu_busy_us.median)
        if gpu_bound and gpu[1] > 0:
            return gpu
        candidates.append(gpu)
    what, grew = max(candidates, key=lambda item: item[1])
    return (what, grew) if grew > 0 else None


def faster_than_eager(inp: Inputs, explained_by=()) -> Optional[Finding]:
    """Faster beyond the ratio and the noise, and where the win came from: CUDA graphs (the CPU
    cost of a call before and after, the kernels one graph launch replays), fewer kernels, less GPU
    time, less CPU per call; plus the other findings that fired."""
    context = inp.context
    judgement = judge(inp)
    if judgement is None or judgement.outcome != "faster":
        return None
    t, c = judgement.test.median_ms, judgement.control.median_ms
    reasons, numbers = win_reasons(inp)
    causes = _causes(explained_by)
    why = "; ".join(reasons) or (f"see {', '.join(causes)}" if causes else "the trace shows no single cause")
    return Finding(
        "faster-than-eager",
        f"{why}: {context.mode or 'this mode'} takes {call_ms_text(t)} {per_unit(context)} against {context.control_mode}'s "
        f"{call_ms_text(c)} ({1 / judgement.ratio:.2f}x faster{judgement.basis})",
        FasterThanEager(
            **judgement.evidence(FASTER_THAN_EAGER_RATIO),
            speedup=round(1 / judgement.ratio, 4),
            why=why,
            **numbers,
            explained_by=causes,
        ),
    )


NO_VERDICT = "no faster / slower verdict"


def within_noise(inp: Inputs, explained_by=()) -> Optional[Finding]:
    """The two differ beyond the ratio, but not beyond the noise: no faster / slower verdict; says what the
    interval still rules out."""
    context = inp.context
    judgement = judge(inp)
    if judgement is None or judgement.outcome != "noise":
        return None
    test, control = judgement.test, judgement.control
    t, c = test.median_ms, control.median_ms
    if judgement.paired is not None:
        p = judgement.paired
        on = " of the thread's CPU time" if judgement.measure == "cpu" else ""
        why = (
            f"the {p.coverage:.0%} interval of the paired ratio{on} over {p.rounds} rounds holds 1: "
            f"{context.mode or 'this mode'} takes between {p.low:.2f}x and {p.high:.2f}x {context.control_mode}'s "
            "time, which rules out a larger difference"
        )
    else:
        spread = spread_name(test, control)
        why = f"their {spread} intervals overlap ({test.interval} against {control.interval})"
    return Finding(
        "within-noise",
        f"{context.mode or 'this mode'} takes {call_ms_text(t)} {per_unit(context)} against {context.control_mode}'s "
        f"{call_ms_text(c)} ({judgement.ratio:.2f}x), within noise: {why}; {NO_VERDICT}",
        WithinNoise(**judgement.evidence(SLOWER_THAN_EAGER_RATIO), why=why),
        remedy=rerun_remedy(
            context, "rerun with more --rounds (or on a quieter machine) to narrow the interval"
        ),
    )


def win_reasons(inp: Inputs) -> tuple[list[str], dict]:
    """Where a faster mode's time went, as phrases and their numbers, read off both profiles: per
    profiled step, the figures of the summary table (CPU µs/step, kernels/step, GPU busy µs/step)."""
    test, control = inp.test, inp.control
    if control is None:
        return [], {}
    reasons = []
    cpu_t, cpu_c = test.metrics.cpu_us.median, control.metrics.cpu_us.median
    numbers = {"test_cpu_us_per_step": cpu_t, "control_cpu_us_per_step": cpu_c}
    launches = graph_launches(inp.test_step)
    ops_t, ops_c = gpu_ops(test), gpu_ops(control)
    if launches and not graph_launches(inp.control_step):
        replayed = sum(1 for node in launches for ev in node.gpu_events() if events.is_kernel(ev.cat))
        cut = f" cut the CPU time per profiled step from {_from_to(cpu_c, cpu_t)}" if cpu_t < cpu_c else ""
        reasons.append(f"CUDA graphs{cut} ({_replay_text(len(launches), replayed, ops_t.kernels)})")
        numbers.update(graph_launches=len(launches), replayed_kernels=replayed)
    elif cpu_t * CPU_CUT_RATIO < cpu_c:
        reasons.append(f"CPU time per profiled step cut from {_from_to(cpu_c, cpu_t)}")
    if test.metrics.gpu_busy_us is not None and ops_t.total > 0 and kernel_fusion(ops_c, ops_t):
        reasons.append(f"{ops_c.text()} per step fused into {ops_t.text()}")
        numbers.update(test_kernels=ops_t.kernels, control_kernels=ops_c.kernels,
                       test_gpu_ops=ops_t.total, control_gpu_ops=ops_c.total)  # fmt: skip
    busy_t, busy_c = _median(test.metrics.gpu_busy_us), _median(control.metrics.gpu_busy_us)
    if busy_t is not None and busy_c and busy_t * CPU_CUT_RATIO < busy_c:
        reasons.append(f"GPU busy time per profiled step cut from {_from_to(busy_c, busy_t)}")
        numbers.update(test_gpu_busy_us=busy_t, control_gpu_busy_us=busy_c)
    return reasons, numbers


def _from_to(before_us: float, after_us: float) -> str:
    """`2,676.8 µs to 518.9 µs`: two figures of the summary table, in its format."""
    return f"{step_us_text(before_us)} to {step_us_text(after_us)}"


def _replay_text(launches: int, replayed: int, kernels: float) -> str:
    """`one cudaGraphLaunch replays 57 of the step's 58 kernels` (the rest launched one by one)."""
    what = "one cudaGraphLaunch replays" if launches == 1 else f"{launches} graph launches replay"
    of = f" of the step's {count_text(kernels)}" if replayed < kernels else ""
    return f"{what} {count_text(replayed)}{of} kernels"


def _median(stat: Optional[Stat]) -> Optional[float]:
    return stat.median if stat is not None else None


def graph_launches(step: Optional[Step]) -> list:
    return [node for node in step.walk() if node.kind == LayerKind.GRAPH_LAUNCH] if step is not None else []


def noisy_timing(inp: Inputs) -> Optional[Finding]:
    """A side whose timed calls spread (p90 - p10) more than NOISY_SPREAD_RATIO of its median."""
    context = inp.context
    sides = [
        (context.mode or "this mode", context.test_timing),
        (context.control_mode, context.control_timing),
    ]
    noisy: dict[str, dict[str, Number]] = {}
    for name, timing in sides:
        if timing is None or timing.p10_ms is None or timing.p90_ms is None or not timing.median_ms > 0:
            continue  # no quantiles (`has_quantiles`), or no median to divide by
        ratio = timing.spread_ratio()
        if ratio is not None and ratio > NOISY_SPREAD_RATIO:  # never None: the median is above 0
            noisy[name] = {
                "median_ms": timing.median_ms,
                "p10_ms": timing.p10_ms,
                "p90_ms": timing.p90_ms,
                "min_ms": timing.min_ms,
                "max_ms": timing.max_ms,
                "iters": timing.iters,
                "spread_ratio": round(ratio, 4),
            }
    if not noisy:
        return None
    parts = [
        f"{name}'s timed calls spread {ms_range_text(d['p10_ms'], d['p90_ms'], 3)} p10-p90, {d['spread_ratio']:.0%} "
        f"of their median (min {d['min_ms']:.3f}, max {d['max_ms']:.3f})"
        for name, d in noisy.items()
    ]
    return Finding(
        "noisy-timing",
        "; ".join(parts),
        NoisyTiming(sides=noisy, threshold=NOISY_SPREAD_RATIO),
        remedy=rerun_remedy(
            inp.context, "rerun on an idle machine (nothing else on the cores or the GPU), with more --rounds"
        ),
    )


def profiler_overhead(inp: Inputs) -> Optional[Finding]:
    """The trace's numbers against the timed calls: profiled steps (or the compile layers alone)
    taking far more than a timed call carry the profiler's own cost; timed calls far slower than
    the profiled steps are not what the trace shows. Never against a timed median the session rejected."""
    context, test = inp.context, inp.test
    timed_ms = _timed_ms(inp)
    if not test.steps:
        return None
    timing = context.test_timing
    profiled_ms = timing.profiled_step_ms if timing is not None else None
    baseline_ms = timing.unprofiled_step_ms if timing is not None else None
    against_ms = baseline_ms or timed_ms
    if timing is not None and profiled_ms and against_ms:  # the same mode, profiler on against off
        return _profiled_against_timed(context.mode, timing, profiled_ms, against_ms, baseline_ms is not None)
    if timed_ms is None or timed_ms <= 0:
        return None
    timed_us, step_us = timed_ms * 1000.0, test.metrics.cpu_us.median
    layers_us = sum(
        layer.self_us.median * layer.calls_per_step
        for layer in test.layers
        if layer.kind in LayerKind.COMPILE_LAYERS
    )
    mode = context.mode or "this mode"
    steps = f"{test.metrics.cpu_us.n} profiled steps"
    if step_us > PROFILER_DISAGREE_RATIO * timed_us:
        ratio = round(step_us / timed_us, 4)
        message = (
            f"{mode}'s {steps} take a median {step_us_text(step_us)} of CPU against {call_ms_text(timed_ms)} a timed call "
            f"({step_us / timed_us:.1f}x): the profiler's own cost dominates the trace's CPU numbers; "
            f"quote the timed median, and read the trace's µs as shares"
        )
    elif timed_us > PROFILER_DISAGREE_RATIO * step_us:
        ratio = round(step_us / timed_us, 4)
        message = (
            f"{mode}'s timed calls take a median {call_ms_text(timed_ms)}, {timed_us / step_us:.1f}x the {steps}' "
            f"{step_us_text(step_us)} of CPU: the profiled steps do not show what the timed calls spend"
        )
    elif layers_us > timed_us:
        ratio = round(layers_us / timed_us, 4)
        message = (
            f"{mode}'s compile layers alone take {grouped_duration_text(layers_us)} a profiled step, more than the "
            f"{call_ms_text(timed_ms)} a timed call takes: the profiler inflates them; read them as shares"
        )
    else:
        return None
    return Finding("profiler-overhead", message, _trace_overhead(test, timed_us, layers_us, ratio))


def _trace_overhead(test: TraceAnalysis, timed_us: float, layers_us: float, ratio: float) -> ProfilerOverhead:
    """profiler-overhead's figures on a trace's profiled steps against the timed call."""
    cpu_us = test.metrics.cpu_us
    return ProfilerOverhead(
        ratio=ratio,
        threshold=PROFILER_DISAGREE_RATIO,
        step_cpu_us=cpu_us.median,
        step_cpu_us_min=cpu_us.min,
        step_cpu_us_max=cpu_us.max,
        steps=cpu_us.n,
        timed_median_us=timed_us,
        compile_layers_us=layers_us,
    )


def _timed_ms(inp: Inputs) -> Optional[float]:
    """The test mode's timed median, where a figure may divide by it: None where the session rejected it
    (`Inputs.test_median_rejected`: too few usable rounds) or none was timed."""
    if inp.test_median_rejected:
        return None
    timing = inp.context.test_timing
    return timing.median_ms if timing is not None else inp.context.test_median_ms


def _profiled_against_timed(
    mode: Optional[str], timing: Timing, profiled_ms: float, baseline_ms: float, same_moment: bool
) -> Optional[Finding]:
    """A profiled step's wall time (the worker timed each, the device synchronised) against the same
    steps' loop with the profiler off just before it (`same_moment`; sessions before issue 27: the
    timed median of the rounds, which a cache grown since or a busier machine also separates)."""
    ratio = profiled_ms / baseline_ms
    if ratio <= PROFILER_DISAGREE_RATIO:
        return None
    mode = mode or "this mode"
    against = "the same steps unprofiled just before" if same_moment else "a timed call"
    first_ms = timing.first_profile_step_ms
    session = _which_session(first_ms, baseline_ms, same_moment)
    return Finding(
        "profiler-overhead",
        f"{mode}'s profiled steps take {call_ms_text(profiled_ms)} a call (profiler on) against "
        f"{call_ms_text(baseline_ms)} for {against} ({ratio:.1f}x){session}: the profiler's own cost "
        "dominates the trace's CPU numbers; quote the timed median, and read the trace's µs as shares",
        ProfilerOverhead(
            profiled_step_ms=profiled_ms,
            timed_median_ms=timing.median_ms,
            unprofiled_step_ms=baseline_ms if same_moment else None,
            ratio=round(ratio, 4),
            threshold=PROFILER_DISAGREE_RATIO,
            first_profile_step_ms=UNSET if first_ms is None else first_ms,
        ),
    )


def _which_session(first_ms: Optional[float], baseline_ms: float, same_moment: bool) -> str:
    """Whether the ratio is a cost per call: the profile a later session than the process's first (a throwaway
    one paid its one-time start-up; `first_ms` its steps), or the first (sessions with the baseline but not
    that figure); nothing said for sessions before the baseline."""
    if first_ms is None and not same_moment:
        return ""
    if first_ms is None:
        return (
            ", in the process's first profiler session: part of it may be the profiler's one-time start-up, "
            "not a cost per call"
        )
    return (
        ", a cost per call: the profile is a later session than the process's first, whose one-time "
        f"start-up ({call_ms_text(first_ms)} a call, {first_ms / baseline_ms:.1f}x) stayed out of it"
    )


# ---- what grew between control and test (largest_difference) ----

COMPILE_LAYERS = "compile-layer CPU self time"
CPP_KERNELS = "the compiled graph's own C++ kernels and aten ops (against the control's aten ops)"
OTHER_CPU = "other CPU time"
GPU_WORK = "GPU work (the graph's own kernels)"


def cpu_differences(inp: Inputs) -> list[tuple[str, float]]:
    """The CPU growth per step (test - control) split into parts that sum to it: the compile layers'
    own cost, on a CPU trace whose graph calls run C++ kernels the compute (those kernels, the graph
    call's self time, plus the outermost aten ops, against the control's), and the rest.

    The compile-layer part never counts kernel time, so it is at most compile-layers-overhead's
    total (the same `layer_overhead_us`, less the control's own layers)."""
    test, control = inp.test, inp.control
    assert control is not None, "the growth of a comparison with a control"
    layers = layer_overhead_us(inp.layer_events, inp.graph_kernels_inside, inp.wrapper_holds_graph) - (
        layer_overhead_us(
            inp.control_layer_events, inp.control_graph_kernels_inside, inp.control_wrapper_holds_graph
        )
    )
    growth = test.metrics.cpu_us.median - control.metrics.cpu_us.median
    parts = [(COMPILE_LAYERS, layers)]
    if inp.graph_kernels_inside:
        compute = _compute_us(test, inp.layer_events) - _compute_us(
            control, inp.control_layer_events if inp.control_graph_kernels_inside else ()
        )
        parts.append((CPP_KERNELS, compute))
        layers += compute
    return parts + [(OTHER_CPU, growth - layers)]


def _compute_us(analysis: TraceAnalysis, kernel_layer_events: tuple) -> float:
    """CPU compute a step: the graph calls' self time where it is C++ kernels, plus the aten ops."""
    return graph_call_self_us(kernel_layer_events) + op_time_us(analysis)
