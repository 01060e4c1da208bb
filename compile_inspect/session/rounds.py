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
import threading
from dataclasses import asdict, dataclass
from typing import Optional, Sequence

# A block is starved when its main thread waited for a core this share of its wall time or more
# while other processes (or the hypervisor: steal) used this many cores' worth of CPU time. Both are
# needed: a target whose own threads outnumber the cores waits for them, not for anyone else. On the
# 2-core dev VM, ATen's two OpenMP threads beside one busy process wait 45-55% of every block; alone, 0-8%.
STARVED_WAIT_SHARE = 0.10
STARVED_OTHERS_CORES = 0.10
# Without schedstat (not Linux): starved when the process got less than this share of one core
# while its calls ran on the CPU.
STARVED_CPU_SHARE = 0.5
# Fewer clean rounds than this and no ratio is stated: the machine was too busy to compare.
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
    """The rounds in which no mode's block was starved."""
    rounds = {block.round for blocks in blocks_by_mode.values() for block in blocks}
    starved = {block.round for blocks in blocks_by_mode.values() for block in blocks if is_starved(block)}
    return rounds - starved


def summarise(blocks: Sequence[Block], clean: set[int], method: str, run_id: str, rounds_run: int) -> dict:
    """A mode's session `timing` from its blocks: the figures of its clean rounds pooled (median,
    p10, p90, min, max over the rounds' per-call times; every round's where none was clean), every
    clean round's figure in `round_ms` (None where the round was starved), and the throughput figure
    where the blocks have one."""
    kept = [block for block in blocks if block.round in clean]
    used = kept or list(blocks)  # every round starved: still show the figures; clean_rounds 0 says why
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
        "round_ms": per_round(blocks, clean, rounds_run, "latency_ms"),
        "throughput_ms": statistics.median(throughput) if throughput else None,
        "throughput_round_ms": per_round(blocks, clean, rounds_run, "throughput_ms")
        if any(b.throughput_ms is not None for b in blocks)
        else [],
        "rounds_run": rounds_run,
        "clean_rounds": len(kept),
        "block_calls": max((block.calls for block in blocks), default=None),
    }


def per_round(blocks: Sequence[Block], clean: set[int], rounds_run: int, field: str) -> list:
    """Round number -> the block's figure, None where the round was starved or the mode had no block."""
    by_round = {block.round: getattr(block, field) for block in blocks if block.round in clean}
    return [by_round.get(number) for number in range(rounds_run)]


def quantiles(values: Sequence[float]) -> tuple[float, float]:
    """(p10, p90) by linear interpolation (`statistics.quantiles(method="inclusive")`); one value is both."""
    if len(values) < 2:
        return values[0], values[0]
    cuts = statistics.quantiles(values, n=10, method="inclusive")
    return cuts[0], cuts[-1]


@dataclass(frozen=True)
class PairedRatio:
    """test time / control time, the median over the rounds both ran cleanly, with its interval."""

    ratio: float
    low: float
    high: float
    rounds: int
    coverage: float  # the interval's exact coverage (order statistics of the median)

    @property
    def excludes_one(self) -> bool:
        return self.high < 1.0 or self.low > 1.0

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


def same_rounds(test_timing, control_timing) -> bool:
    """Were both session.Timing measured in the same interleaved rounds (one run of one session)?"""
    return bool(
        getattr(test_timing, "paired", False)
        and getattr(control_timing, "paired", False)
        and test_timing.run_id == control_timing.run_id
    )


def paired_timings(test_timing, control_timing) -> Optional[PairedRatio]:
    """`paired_ratio` of two session.Timing timed in the same rounds; None otherwise or too few rounds."""
    if not same_rounds(test_timing, control_timing):
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


def record_timing(
    result: dict, blocks: Sequence[Block], clean: set[int], run_id, rounds_run: int, folder
) -> None:
    """A mode's `timing` into its worker result (`summarise`, with the worker's `profiled_step_ms`
    moved in), and every block into `<folder>/timing.json`: the one way a worker and the parent record it."""
    method = method_of(blocks)
    timing = summarise(blocks, clean, method, run_id, rounds_run)
    result.pop("blocks", None)
    result["timing"] = dict(timing, profiled_step_ms=result.pop("profiled_step_ms", None))
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


def thread_wait_s() -> Optional[float]:
    """Seconds this thread has waited on a run queue so far (Linux schedstat), None elsewhere."""
    try:
        with open("/proc/thread-self/schedstat") as file:
            return int(file.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return None


def helper_threads_run_s() -> float:
    """Seconds this process's threads other than the calling one have run so far (Linux schedstat; 0 elsewhere)."""
    caller, total = str(threading.get_native_id()), 0.0
    for task in _tasks():
        if task != caller:
            total += _schedstat(task, 0)
    return total


def process_wait_s() -> Optional[float]:
    """Seconds every thread of this process has waited on a run queue so far (Linux schedstat), None
    elsewhere. Every thread, not just this one: torch's intra-op threads (ATen's and Inductor's OpenMP
    loops) run each call too, and one of them held off its core stalls the call while the calling
    thread sleeps at the loop's end, a wait that the calling thread's own schedstat never shows."""
    tasks = _tasks()
    return sum(_schedstat(task, 1) for task in tasks) if tasks else None


def _tasks():
    """The thread ids of this process (/proc/self/task), [] where there is no such folder."""
    try:
        return os.listdir("/proc/self/task")
    except OSError:
        return []


def _schedstat(task, field):
    """A thread's schedstat field in seconds: 0 time on a CPU, 1 time waiting on a run queue (0.0 if gone)."""
    try:
        with open(f"/proc/self/task/{task}/schedstat") as file:
            return int(file.read().split()[field]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0  # the thread ended meanwhile


def machine_busy_s() -> Optional[float]:
    """CPU seconds every core of the machine has been busy so far (user, nice, system, irq, softirq
    and steal of /proc/stat's first line), None off Linux."""
    try:
        with open("/proc/stat") as file:
            fields = [int(value) for value in file.readline().split()[1:9]]
        return (sum(fields[:3]) + sum(fields[5:8])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def load_average() -> Optional[float]:
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):
        return None
