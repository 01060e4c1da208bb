"""Paired, interleaved timing: blocks of calls in rounds, starved blocks, per-mode figures, paired ratios.

Once every mode is compiled and warm, the parent runs rounds; in each round every mode (eager
included) runs one block of calls, in an order that rotates from round to round. A block records
its wall time, the process's CPU time and how long its main thread waited for a core
(`/proc/thread-self/schedstat`). A block whose thread waited more than `STARVED_WAIT_SHARE` of its
wall time was starved (another process held the core); a round with a starved block is left out
for every mode, so the modes are compared on the same moments of the machine.

    blocks = [Block(round=0, calls=40, wall_s=0.051, cpu_s=0.050, wait_s=0.0004, latency_ms=1.27), ...]
    timing = summarise(blocks, clean_rounds({"eager": eager_blocks, ...}), "perf_counter", "a1b2", 12)
    paired_ratio(test_timing.round_ms, control_timing.round_ms)    # PairedRatio(ratio=0.62, low=..)

No torch: the parent, the workers and every reader use it.
"""

from __future__ import annotations

import json
import math
import os
import statistics
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Callable, Literal, Optional, Sequence

if TYPE_CHECKING:  # model.py imports this module: the type alone, no import at run time
    from compile_inspect.session.model import Timing

# A block is starved when its main thread waited for a core this share of its wall time or more
# while other processes (or the hypervisor: steal) used this many cores' worth of CPU time. Both are
# needed: a target whose own threads outnumber the cores waits for them, not for anyone else. On the
# 2-core dev VM, ATen's two OpenMP threads beside one busy process wait 45-55% of every block; alone, 0-8%.
STARVED_WAIT_SHARE = 0.10
STARVED_OTHERS_CORES = 0.10
# Without schedstat (not Linux): starved when the process got less than this share of one core
# while its calls ran on the CPU.
STARVED_CPU_SHARE = 0.5
# A round is left out when a block's speed probe (capture/probes.py) took more than this times the
# session's fastest: its core was slow then. Measured on the H200 host (issue 27): rounds within 1.2x of
# the fastest probe kept, three clones of one mode agreed within 8% (4% pinned), against 1.36x unfiltered.
SLOW_PROBE_RATIO = 1.2
# Two modes' blocks of a round are compared, clean or not, when they ran under the same conditions: every
# speed probe of both (before and after each block, in the thread's CPU time, which local waits do not
# stretch) within this ratio of each other. Both may have been slowed alike (a steadily busy machine, a
# steadily slow core): their ratio still holds (issue 37).
STEADY_PROBE_RATIO = 1.25
# Fewer comparable rounds than this and no ratio is stated: the machine was too unsteady to compare.
MIN_CLEAN_ROUNDS = 5
CONFIDENCE = 0.95
TIMING_FILE = "timing.json"  # every timed block of a mode, in its folder


@dataclass(frozen=True)
class Block:
    """One mode's block of calls in one round, as the worker measured it."""

    round: int
    calls: int
    wall_s: float
    cpu_s: float
    latency_ms: float  # per call: CUDA events with a sync after each (cuda), wall / calls (cpu)
    wait_s: Optional[float] = None  # main thread's time waiting for a core; None without schedstat
    others_cpu_s: Optional[float] = (
        None  # CPU time of every other process (and steal) meanwhile; None off Linux
    )
    throughput_ms: Optional[float] = None  # cuda: per call of back-to-back calls, one sync per block
    load1: Optional[float] = None  # the 1-minute load average at the block's end
    device: str = "cpu"
    started_s: Optional[float] = None  # time.monotonic() at the block's start (one clock for all processes)
    probe_ms: Optional[float] = None  # the speed probe just before the calls (capture/probes.py)
    cpu: Optional[int] = None  # the core the timing thread ran the block on
    # The same probe in the timing thread's CPU time (waits on a run queue excluded): a core's own speed,
    # which local load does not change; and both again just after the calls.
    probe_cpu_ms: Optional[float] = None
    probe_after_ms: Optional[float] = None
    probe_after_cpu_ms: Optional[float] = None
    thread_cpu_s: Optional[float] = None  # the timing thread's own CPU time for the calls (waits excluded)
    minor_faults: Optional[int] = None  # the process's minor page faults during the calls (getrusage)
    system_s: Optional[float] = None  # the process's CPU time in the kernel during the calls (getrusage)
    rss_mb: Optional[float] = None  # the process's resident memory at the block's end

    def to_dict(self) -> dict:
        return asdict(self)


def is_starved(block: Block) -> bool:
    """Did another process hold the core while this block ran?"""
    if block.wall_s <= 0:
        return True
    if block.wait_s is not None:
        others = block.others_cpu_s
        crowded = others is None or others / block.wall_s >= STARVED_OTHERS_CORES
        return crowded and block.wait_s / block.wall_s >= STARVED_WAIT_SHARE
    return block.device == "cpu" and block.cpu_s / block.wall_s < STARVED_CPU_SHARE


def clean_rounds(blocks_by_mode: dict[str, Sequence[Block]]) -> set[int]:
    """The rounds in which no mode's block was starved and every block's core ran at full speed."""
    rounds = {block.round for blocks in blocks_by_mode.values() for block in blocks}
    return rounds - starved_rounds(blocks_by_mode) - slow_core_rounds(blocks_by_mode)


def starved_rounds(blocks_by_mode: dict[str, Sequence[Block]]) -> set[int]:
    """The rounds in which another process held a mode's core (`is_starved`)."""
    return {block.round for blocks in blocks_by_mode.values() for block in blocks if is_starved(block)}


def slow_core_rounds(blocks_by_mode: dict[str, Sequence[Block]]) -> set[int]:
    """The rounds in which a block's speed probe took more than SLOW_PROBE_RATIO times its own mode's
    fastest probe: its core ran slow then (another tenant of the host's physical core), unseen by the
    run-queue and load figures. The probe's CPU time where measured: its wall time also counts waits for
    a core, which local load causes and the starvation check already sees. Each mode against its own
    fastest: the same probe runs at a process's own pace (measured: 8.5 ms in an eager worker, 11.1 ms
    in a compiled one, pinned to the same core, round after round)."""
    slow = set()
    for blocks in blocks_by_mode.values():
        fastest = fastest_probe_ms({"mode": blocks})
        if fastest is not None:
            slow |= {b.round for b in blocks if (_core_probe_ms(b) or 0.0) > fastest * SLOW_PROBE_RATIO}
    return slow


def _core_probe_ms(block: Block) -> Optional[float]:
    return block.probe_cpu_ms if block.probe_cpu_ms is not None else block.probe_ms


def fastest_probe_ms(blocks_by_mode: dict[str, Sequence[Block]]) -> Optional[float]:
    """The fastest probe of the session: in CPU time where the blocks have it (`_core_probe_ms`)."""
    probes = [_core_probe_ms(b) for blocks in blocks_by_mode.values() for b in blocks]
    found = [probe for probe in probes if probe is not None]
    return min(found) if found else None


def core_speed_range(block: Block) -> Optional[tuple[float, float]]:
    """(fastest, slowest) of a block's probes of its core's own speed: the CPU times before and after the
    calls where measured, else the wall times; None for a block without probes (older sessions)."""
    cpu = [value for value in (block.probe_cpu_ms, block.probe_after_cpu_ms) if value is not None]
    readings = cpu or [value for value in (block.probe_ms, block.probe_after_ms) if value is not None]
    return (min(readings), max(readings)) if readings else None


def steady_pair(test_core: Optional[Sequence[float]], control_core: Optional[Sequence[float]]) -> bool:
    """Did two blocks of a round run on equally fast cores: every probe of both (`core_speed_range`, each
    relative to its own process's pace: `steady_figures`) within STEADY_PROBE_RATIO of each other? Blocks
    without probes (older sessions: their rounds were clean ones) count as steady."""
    if test_core is None or control_core is None:
        return True
    fastest, slowest = min(test_core[0], control_core[0]), max(test_core[1], control_core[1])
    return fastest > 0 and slowest <= fastest * STEADY_PROBE_RATIO


def left_out(blocks_by_mode: dict[str, Sequence[Block]]) -> dict:
    """Why rounds were left out of the absolute figures: {"starved": n, "slow_core": n} (a round both is
    counted as starved)."""
    starved = starved_rounds(blocks_by_mode)
    return {"starved": len(starved), "slow_core": len(slow_core_rounds(blocks_by_mode) - starved)}


def probe_figures(blocks: Sequence[Block], clean: set[int]) -> dict:
    """Where and on what a mode was timed: the cores its blocks ran on, its speed probes (fastest,
    median, slowest of every block; the kept rounds' slowest) in ms, and the probes' CPU times (the
    core's own speed); {} for blocks without probes."""
    probes = [block.probe_ms for block in blocks if block.probe_ms is not None]
    if not probes:
        return {}
    kept = [block.probe_ms for block in blocks if block.probe_ms is not None and block.round in clean]
    cpu_probes = [block.probe_cpu_ms for block in blocks if block.probe_cpu_ms is not None]
    return {
        "cpus": sorted({block.cpu for block in blocks if block.cpu is not None}),
        "probe_fastest_ms": min(probes),
        "probe_median_ms": statistics.median(probes),
        "probe_slowest_ms": max(probes),
        "probe_kept_slowest_ms": max(kept) if kept else None,
        "probe_cpu_fastest_ms": min(cpu_probes) if cpu_probes else None,
        "probe_cpu_median_ms": statistics.median(cpu_probes) if cpu_probes else None,
    }


def load_figures(blocks: Sequence[Block]) -> dict:
    """How loaded the machine was while the mode's blocks ran: the median share of a block's wall time
    its thread waited for a core, and the median cores' worth of CPU other processes used meanwhile."""
    timed = [block for block in blocks if block.wall_s > 0]
    waits = [block.wait_s / block.wall_s for block in timed if block.wait_s is not None]
    others = [block.others_cpu_s / block.wall_s for block in timed if block.others_cpu_s is not None]
    loads = [block.load1 for block in timed if block.load1 is not None]
    running = [
        block.thread_cpu_s / max(block.wall_s - (block.wait_s or 0.0), 1e-9)
        for block in timed
        if block.thread_cpu_s is not None
    ]
    helpers = [max(0.0, b.cpu_s - b.thread_cpu_s) / b.wall_s for b in timed if b.thread_cpu_s is not None]
    return {
        "wait_share": statistics.median(waits) if waits else None,
        "thread_cpu_share": min(1.0, statistics.median(running)) if running else None,
        "others_cores": statistics.median(others) if others else None,
        "helper_cores": statistics.median(helpers) if helpers else None,
        "load1_max": max(loads) if loads else None,
    }


# A call's helper threads (torch's intra-op threads) count as running when they used this many cores; the
# cores are oversubscribed when other processes used this many cores' worth beyond those the threads leave
# free (a block's figure comes from /proc/stat's 10 ms ticks: on a quiet dev VM background work read
# 0.1-0.15 cores, which the gates' 0.1 over a whole timing would have called crowded).
MULTI_THREAD_CORES = 0.05
OVERSUBSCRIBED_OTHERS_CORES = 0.5


def oversubscribed(timing: Timing) -> bool:
    """Did multi-threaded calls share the cores with other processes (the gates' rule, docs/gates.md)? Then
    a thread held off its core stalls the others at the end of each parallel loop, at random and by far
    more than the call's own cost (matmul_add 64 on two threads beside two busy loops: a paired 24.8x
    against the quiet 2.9x), so no wall-time ratio holds."""
    helpers, others, threads, cores = timing.helper_cores, timing.others_cores, timing.threads, timing.cores
    if helpers is None or others is None or threads is None or cores is None:
        return False
    if threads < 2 or helpers < MULTI_THREAD_CORES:
        return False
    return others + threads > cores + OVERSUBSCRIBED_OTHERS_CORES


def memory_figures(blocks: Sequence[Block]) -> dict:
    """What the OS did for the calls (getrusage): minor page faults per call and the share of the calls'
    time spent in the kernel (page faults, mmap / munmap), medians over the blocks; the largest RSS."""
    faults = [b.minor_faults / b.calls for b in blocks if b.minor_faults is not None and b.calls > 0]
    kernel = [min(1.0, b.system_s / b.wall_s) for b in blocks if b.system_s is not None and b.wall_s > 0]
    rss = [block.rss_mb for block in blocks if block.rss_mb is not None]
    return {
        "faults_per_call": statistics.median(faults) if faults else None,
        "kernel_share": statistics.median(kernel) if kernel else None,
        "rss_mb": max(rss) if rss else None,
    }


def summarise(blocks: Sequence[Block], clean: set[int], method: str, run_id: str, rounds_run: int) -> dict:
    """A mode's session `timing` from its blocks: the figures of its clean rounds pooled (median, p10,
    p90, min, max over the rounds' per-call times; every round's where none was clean), every round's
    figure in `round_ms` with its core's speed in `round_core_ms` (a pair of rounds is compared where both
    blocks' cores ran alike: `steady_pair`) and its thread CPU time per call in `round_cpu_ms` (cpu), what
    the OS did for the calls, how loaded the machine was, and whether the time per call trended."""
    every = {block.round for block in blocks}
    kept = [block for block in blocks if block.round in clean]
    used = kept or list(blocks)  # no clean round: still show the figures; clean_rounds 0 says why
    pooled = [block.latency_ms for block in used]
    p10, p90 = quantiles(pooled)
    throughput = [block.throughput_ms for block in used if block.throughput_ms is not None]
    return {
        "median_ms": statistics.median(pooled),
        "min_ms": min(pooled),
        "max_ms": max(pooled),
        "p10_ms": p10,
        "p90_ms": p90,
        "iters": sum(block.calls for block in used),
        "method": method,
        "run_id": run_id,
        "round_ms": per_round(blocks, every, rounds_run, lambda block: block.latency_ms),
        "round_core_ms": per_round_core(blocks, rounds_run),
        "round_cpu_ms": cpu_per_round(blocks, rounds_run),
        "throughput_ms": statistics.median(throughput) if throughput else None,
        "throughput_round_ms": per_round(blocks, every, rounds_run, lambda block: block.throughput_ms)
        if any(b.throughput_ms is not None for b in blocks)
        else [],
        "rounds_run": rounds_run,
        "clean_rounds": len(kept),
        "block_calls": max((block.calls for block in blocks), default=None),
        **probe_figures(blocks, clean),
        **load_figures(blocks),
        **memory_figures(blocks),
        **trend(blocks),
    }


def per_round_core(blocks: Sequence[Block], rounds_run: int) -> list:
    """Round number -> [fastest, slowest] probe of the block's core (`core_speed_range`); [] without probes."""
    ranges = {block.round: core_speed_range(block) for block in blocks}
    if not any(ranges.values()):
        return []
    return [list(found) if (found := ranges.get(n)) else None for n in range(rounds_run)]


def cpu_per_round(blocks: Sequence[Block], rounds_run: int) -> list:
    """Round number -> the timing thread's CPU ms per call (waits excluded); [] on cuda or where the blocks
    have no thread CPU time."""
    if not blocks or any(block.device != "cpu" or block.thread_cpu_s is None for block in blocks):
        return []
    by_round = {
        b.round: b.thread_cpu_s * 1000.0 / b.calls for b in blocks if b.calls and b.thread_cpu_s is not None
    }
    return [by_round.get(number) for number in range(rounds_run)]


# A mode's time per call drifts when it moved this much between the first and the last third of its
# rounds, and Mann-Kendall's trend test over every round puts chance below 1 in 1,000 (|z| over this),
# unless the machine's load (the thread's waits for a core, or other processes' CPU, during each block)
# trended the same way (|z| over DRIFT_LOAD_Z): a busy spell that ends also lowers every call's time, CPU
# time included (caches shared). Measured: gpt2 on the dev VM as a test run beside it wound down, waits
# 55% -> 33% of each block, CPU time a call 4.4 -> 3.4 ms in both modes (docs/timing.md).
DRIFT_RATIO = 1.2
DRIFT_Z = 3.3
DRIFT_LOAD_Z = 2.0
DRIFT_MIN_ROUNDS = 9


def trend(blocks: Sequence[Block]) -> dict:
    """Whether the mode's time per call moved with the calls made (a cache that grows each call): the
    median per-call time of its first and last thirds of rounds, the calls timed in all, and the
    Mann-Kendall z of per-call time against the round; {} with fewer than DRIFT_MIN_ROUNDS blocks. The
    per-call time is the thread's CPU time on cpu (a busier machine does not stretch it), else the latency."""
    ordered = sorted(blocks, key=lambda block: block.round)
    if len(ordered) < DRIFT_MIN_ROUNDS:
        return {}
    values = [own_per_call_ms(block) for block in ordered]
    third = len(values) // 3
    return {
        "trend_first_ms": statistics.median(values[:third]),
        "trend_last_ms": statistics.median(values[-third:]),
        "trend_z": kendall_z(values),
        "trend_calls": sum(block.calls for block in ordered),
        "trend_load_z": load_trend_z(ordered),
    }


def load_trend_z(ordered: Sequence[Block]) -> Optional[float]:
    """Mann-Kendall's z of the machine's load over the blocks in round order: of the timing thread's waits
    for a core, of other processes' CPU, or of the speed probe's own CPU time (a vCPU slowing under other
    tenants stretches the thread's CPU time as it stretches the probe's), whichever trended most; None
    without any figure."""
    waits = [b.wait_s / b.wall_s for b in ordered if b.wait_s is not None and b.wall_s > 0]
    others = [b.others_cpu_s / b.wall_s for b in ordered if b.others_cpu_s is not None and b.wall_s > 0]
    probes = [b.probe_cpu_ms for b in ordered if b.probe_cpu_ms]
    found = [kendall_z(series) for series in (waits, others, probes) if len(series) == len(ordered)]
    return max(found, key=abs) if found else None


def own_per_call_ms(block: Block) -> float:
    """A block's per-call time as its own work sets it: the thread's CPU time on cpu, else the latency."""
    if block.device == "cpu" and block.thread_cpu_s is not None and block.calls:
        return block.thread_cpu_s * 1000.0 / block.calls
    return block.latency_ms


def kendall_z(values: Sequence[float]) -> float:
    """Mann-Kendall's trend statistic of `values` in their order: about normal(0, 1) with no trend,
    positive when they rise (ties counted as neither)."""
    n = len(values)
    score = sum((a < b) - (a > b) for i, a in enumerate(values) for b in values[i + 1 :])
    variance = n * (n - 1) * (2 * n + 5) / 18
    if score == 0 or variance <= 0:
        return 0.0
    return (score - math.copysign(1, score)) / math.sqrt(variance)


def drifts(
    first_ms: Optional[float], last_ms: Optional[float], z: Optional[float], load_z: Optional[float] = None
) -> bool:
    """Did a mode's time per call trend across its rounds (`trend`'s figures), with the machine's load not
    trending the same way?"""
    if first_ms is None or last_ms is None or z is None or first_ms <= 0 or last_ms <= 0:
        return False
    moved = max(first_ms, last_ms) / min(first_ms, last_ms) >= DRIFT_RATIO
    load_alike = load_z is not None and abs(load_z) >= DRIFT_LOAD_Z and (load_z > 0) == (z > 0)
    return moved and abs(z) >= DRIFT_Z and (z > 0) == (last_ms > first_ms) and not load_alike


def per_round(
    blocks: Sequence[Block], kept: set[int], rounds_run: int, figure: Callable[[Block], Optional[float]]
) -> list[Optional[float]]:
    """Round number -> the block's figure, None where the round was not kept or the mode had no block."""
    by_round = {block.round: figure(block) for block in blocks if block.round in kept}
    return [by_round.get(number) for number in range(rounds_run)]


def quantiles(values: Sequence[float], shares: tuple[float, float] = (0.1, 0.9)) -> tuple[float, ...]:
    """The project's one p10 / p90 (timed blocks at capture, profiled steps at reading): nearest rank, the
    smallest value with at least `share` of the values at or below it. Below 10 values p10 and p90 are
    the min and the max, so a few values never claim a narrower spread than they showed (interpolated,
    `explain after.json --control before.json` said "1.19x slower" of two traces whose steps overlapped)."""
    ordered = sorted(values)
    # round(): 0.1 * 30 is 3.0000000000000004, whose ceiling would skip a rank
    return tuple(ordered[max(math.ceil(round(share * len(ordered), 9)), 1) - 1] for share in shares)


@dataclass(frozen=True)
class PairedRatio:
    """test time / control time, the median over the rounds both ran cleanly, with its interval."""

    ratio: float
    low: float
    high: float
    rounds: int
    coverage: float  # the interval's exact coverage (order statistics of the median)

    def below(self, bar: float) -> bool:
        """The whole interval below `bar`: clearly under it, never a guess on noise (every speed rule's
        test: the reports' verdicts against 1, `testing.assert_speedup` against its `at_least`)."""
        return self.high < bar

    def above(self, bar: float) -> bool:
        return self.low > bar

    @property
    def excludes_one(self) -> bool:
        return self.below(1.0) or self.above(1.0)

    def to_dict(self) -> dict:
        return asdict(self)


def common_rounds(test_rounds: Sequence, control_rounds: Sequence) -> list[tuple[float, float]]:
    """(test, control) figures of the rounds both sides ran cleanly."""
    return [(t, c) for t, c in zip(test_rounds, control_rounds) if t is not None and c is not None and c > 0]


def paired_ratio(test_rounds: Sequence, control_rounds: Sequence) -> Optional[PairedRatio]:
    """Median of the per-round ratios test / control over the rounds where both have a figure, and a
    distribution-free interval for it; None with fewer than MIN_CLEAN_ROUNDS such rounds."""
    ratios = sorted(t / c for t, c in common_rounds(test_rounds, control_rounds))
    if len(ratios) < MIN_CLEAN_ROUNDS:
        return None
    low, high, coverage = median_interval(ratios)
    return PairedRatio(statistics.median(ratios), low, high, len(ratios), coverage)


# Where too few rounds ran both blocks on equally fast cores (a host whose cores' speed moves all the time),
# the paired ratio over every round still decides when its whole interval lies beyond this band, either
# way: the moving speed widens the interval, and this margin keeps a bias it may add from turning a verdict.
UNSTEADY_BAND = 1.25


def every_round_pair(test_timing: Timing, control_timing: Timing, measure: Measure) -> Optional[PairedRatio]:
    """The paired ratio over every round both sides timed (`round_figures`), steady or not; None with
    fewer than MIN_CLEAN_ROUNDS such rounds."""
    return paired_ratio(round_figures(test_timing, measure), round_figures(control_timing, measure))


def beyond_unsteady_band(pair: Optional[PairedRatio]) -> bool:
    """Does the whole interval lie beyond UNSTEADY_BAND on one side of 1?"""
    return pair is not None and (pair.below(1.0 / UNSTEADY_BAND) or pair.above(UNSTEADY_BAND))


# A paired ratio whose whole interval lies within this band around 1 says "the same" clearly enough to stop.
SAME_BAND = 1.1
# The timing thread's CPU time is a call's cost when the thread ran at least this share of the time it
# was not waiting for a core (it did not sleep or block on I/O).
CPU_BOUND_SHARE = 0.9
# The per-round figure a pair is judged on (`paired_measure`).
Measure = Literal["cpu", "wall"]


def paired_measure(test_timing: Timing, control_timing: Timing) -> Measure:
    """Which per-round figure a pair is judged on: "cpu" (the timing thread's own CPU time per call) for
    one-thread cpu targets whose calls kept their thread busy, timed while the machine was loaded (a
    block waited for a core STARVED_WAIT_SHARE of its time or more): the waits then stretch the wall
    times at random, the CPU time not. "wall" otherwise (and for every other target)."""
    sides = (test_timing, control_timing)
    if not all(side.round_cpu_ms for side in sides):
        return "wall"
    if any(side.threads != 1 for side in sides):
        return "wall"
    if any((side.thread_cpu_share or 0.0) < CPU_BOUND_SHARE for side in sides):
        return "wall"
    loaded = any((side.wait_share or 0.0) >= STARVED_WAIT_SHARE for side in sides)
    return "cpu" if loaded else "wall"


def judged_pair(test_timing: Timing, control_timing: Timing) -> tuple[Optional[PairedRatio], Measure]:
    """(the paired ratio over the rounds where both blocks ran on equally fast cores, the measure it is
    on: `paired_measure`); None with fewer than MIN_CLEAN_ROUNDS such rounds, or sides not timed in the
    same rounds."""
    measure = paired_measure(test_timing, control_timing)
    if not same_rounds(test_timing, control_timing):
        return None, measure
    return paired_ratio(*steady_figures(test_timing, control_timing, measure)), measure


def round_figures(timing: Timing, measure: Measure) -> list[Optional[float]]:
    """A side's per-round figures on `measure` (`paired_measure`): `round_cpu_ms` on "cpu", else `round_ms`."""
    return list(timing.round_cpu_ms if measure == "cpu" else timing.round_ms)


def steady_figures(
    test_timing: Timing, control_timing: Timing, measure: Measure = "wall"
) -> tuple[list[Optional[float]], list[Optional[float]]]:
    """The two sides' per-round figures (`round_figures`), None in every round whose two blocks did not run
    on equally fast cores (`steady_pair`)."""
    test, control = round_figures(test_timing, measure), round_figures(control_timing, measure)
    test_core = relative_core_speeds(test_timing.round_core_ms)
    control_core = relative_core_speeds(control_timing.round_core_ms)
    for number in range(min(len(test), len(control))):
        t_core = test_core[number] if number < len(test_core) else None
        c_core = control_core[number] if number < len(control_core) else None
        if not steady_pair(t_core, c_core):
            test[number] = None
    return test, control


def relative_core_speeds(
    round_core_ms: Sequence[Optional[Sequence[float]]],
) -> list[Optional[Sequence[float]]]:
    """Each round's (fastest, slowest) probe over the process's own fastest probe: 1.0 is the pace this
    process runs the probe at on a free, full-speed core (another process may run it 1.3x slower there,
    its interpreter set up otherwise: `slow_core_rounds`)."""
    lows = [pair[0] for pair in round_core_ms if pair and pair[0] > 0]
    if not lows:
        return list(round_core_ms)
    own = min(lows)
    return [(pair[0] / own, pair[1] / own) if pair else None for pair in round_core_ms]


def steady_rounds(test_timing: Timing, control_timing: Timing) -> int:
    """How many rounds a pair is compared on (`steady_figures`, both sides with a figure)."""
    return len(common_rounds(*steady_figures(test_timing, control_timing)))


def settled(pair: Optional[PairedRatio]) -> bool:
    """Is a paired ratio decided: its interval excludes 1, or lies within SAME_BAND of 1?"""
    if pair is None:
        return False
    return pair.excludes_one or (pair.low * SAME_BAND >= 1.0 and pair.high <= SAME_BAND)


def same_rounds(test_timing: Optional[Timing], control_timing: Optional[Timing]) -> bool:
    """Were both session.Timing measured in the same interleaved rounds (one run of one session)? False
    where a side has none (a raw trace)."""
    if test_timing is None or control_timing is None:
        return False
    return test_timing.paired and control_timing.paired and test_timing.run_id == control_timing.run_id


def paired_timings(test_timing: Optional[Timing], control_timing: Optional[Timing]) -> Optional[PairedRatio]:
    """`paired_ratio` of two session.Timing timed in the same rounds; None otherwise or too few rounds."""
    if test_timing is None or control_timing is None or not same_rounds(test_timing, control_timing):
        return None
    return paired_ratio(test_timing.round_ms, control_timing.round_ms)


def median_interval(values: Sequence[float], confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """(low, high, coverage): the narrowest symmetric order-statistic interval around the median whose
    coverage (the binomial probability that the median lies between them) reaches `confidence`; the
    whole range (and its lower coverage) when there are too few values for that."""
    ordered, n = sorted(values), len(values)
    for k in range(n // 2, 0, -1):  # k values left out at each end, narrowest first
        coverage = _binomial_coverage(n, k)
        if coverage >= confidence:
            return ordered[k], ordered[n - 1 - k], coverage
    return ordered[0], ordered[-1], _binomial_coverage(n, 0)


def _binomial_coverage(n: int, k: int) -> float:
    """P(k + 1 <= B <= n - k - 1) for B ~ Binomial(n, 1/2): the coverage of [x(k+1), x(n-k)] (1-based
    order statistics) for the median."""
    total = sum(math.comb(n, i) for i in range(k + 1, n - k))
    return total / 2**n


# What the worker measures beside the blocks, moved from its result into the mode's timing.
WORKER_TIMING_FIELDS = (
    "profiled_step_ms",
    "unprofiled_step_ms",
    "first_profile_step_ms",
    "profiler_session",
    "settle_calls",
    "compiles_while_timed",
)


def record_timing(
    result: dict, blocks: Sequence[Block], clean: set[int], run_id, rounds_run: int, folder, where=None
) -> None:
    """A mode's `timing` into its worker result (`summarise`, with the worker's `profiled_step_ms`
    moved in, and `where`: the session's pinning and left-out rounds), and every block into
    `<folder>/timing.json`: the one way a worker and the parent record it."""
    method = method_of(blocks)
    timing = dict(summarise(blocks, clean, method, run_id, rounds_run), **(where or {}))
    result.pop("blocks", None)
    result["timing"] = dict(timing, **{name: result.pop(name, None) for name in WORKER_TIMING_FIELDS})
    write_blocks(os.path.join(folder, TIMING_FILE), blocks, method)


def method_of(blocks: Sequence[Block]) -> str:
    """How the blocks' per-call times were measured: CUDA events on cuda, perf_counter on cpu."""
    return "cuda_events" if any(block.device == "cuda" for block in blocks) else "perf_counter"


def write_blocks(path, blocks: Sequence[Block], method: str) -> None:
    """Every block of a mode (round, calls, wall, CPU, wait, per-call figures) into its timing.json."""
    payload = {"method": method, "unit": "ms", "blocks": [block.to_dict() for block in blocks]}
    with open(path, "w") as file:
        json.dump(payload, file)
        file.write("\n")


MAX_BLOCK_CALLS = 1_000_000


def calls_per_block(seconds_for, block_s: float, agree=None) -> int:
    """Calls that make a block last `block_s` or more (timeit's autorange: grow until it does; the faster
    of two tries decides, one slow call decides nothing), at least one, at most MAX_BLOCK_CALLS.
    `seconds_for(calls)` times that many calls; `agree(seconds)` -> the figure every process uses (under
    torch.distributed.run, rank 0's)."""
    calls = 1
    while calls < MAX_BLOCK_CALLS:
        elapsed = min(seconds_for(calls) for _ in range(2))
        elapsed = agree(elapsed) if agree is not None else elapsed
        if elapsed >= block_s:
            break
        grow = block_s / elapsed * 1.2 if elapsed > 0 else 10.0
        calls = min(MAX_BLOCK_CALLS, max(calls * 2, math.ceil(calls * grow)))
    return calls
