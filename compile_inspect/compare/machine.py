"""`compile-inspect machine`: each core's speed probes (capture/probes.py) summed up, plain data in and
out; render/machine.py lays it out. No torch.

    >>> machine_dict({0: [(5.2, 5.2)] * 9, 1: [(8.1, 8.0)] * 9}, loops=100)["slow"]
    [1]

A core whose median probe is over SLOW_PROBE_RATIO times the fastest core's is slow; one slow in at least
SWINGING_SHARE of the sweeps but not by its median swings. The medians of many sweeps keep
two calls a few seconds apart saying the same (30 sweeps by default: a core slowed in a third of them
reads as swinging or slow, never alike, in 99% of calls; tests/test_probes.py). Why a core is slow: the probe's own CPU time ran slow too
(the core itself ran slow: another tenant of the host's physical core, which neither load nor steal time
shows), or only its wall time (the thread waited for the core: local load, other processes here).
"""

from __future__ import annotations

import statistics
from typing import Optional, Sequence, Union

from compile_inspect.session.rounds import SLOW_PROBE_RATIO

SWINGING_SHARE = 0.1  # of a core's sweeps slow (over the ratio) for it to swing
LOCAL_LOAD_CORES = 0.5  # other processes keeping this many cores busy is local load

Reading = Union[float, Sequence[float]]  # a probe's wall ms, or (wall ms, CPU ms)


def _wall(reading: Reading) -> float:
    return float(reading) if isinstance(reading, (int, float)) else float(reading[0])


def _cpu(reading: Reading) -> Optional[float]:
    return None if isinstance(reading, (int, float)) else float(reading[1])


def core_rows(sweeps: dict[int, list[Reading]]) -> list[dict]:
    """One dict a core: its probes' fastest, median, slowest wall ms, its median over the fastest core's,
    the share of its sweeps over the ratio, and its median CPU ms over the fastest core's."""
    walls = {core: [_wall(r) for r in readings] for core, readings in sweeps.items()}
    medians = {core: statistics.median(times) for core, times in walls.items()}
    best = min(medians.values())
    cpus = {core: [c for r in readings if (c := _cpu(r)) is not None] for core, readings in sweeps.items()}
    cpu_medians = {core: statistics.median(times) for core, times in cpus.items() if times}
    best_cpu = min(cpu_medians.values(), default=None)
    return [
        {
            "core": core,
            "fastest_ms": min(times),
            "median_ms": medians[core],
            "slowest_ms": max(times),
            "vs_fastest": medians[core] / best,
            "slow": medians[core] > best * SLOW_PROBE_RATIO,
            "slow_share": sum(t > best * SLOW_PROBE_RATIO for t in times) / len(times),
            "cpu_vs_fastest": cpu_medians[core] / best_cpu if best_cpu and core in cpu_medians else None,
            "cpu_slow_too": _cpu_slow_too(sweeps[core], best, best_cpu),
        }
        for core, times in sorted(walls.items())
    ]


def _cpu_slow_too(readings: list[Reading], best: float, best_cpu: Optional[float]) -> Optional[float]:
    """Of the sweeps whose wall time was slow, the share whose CPU time was slow too (the core itself ran
    slow, not the thread waiting for it); None without slow sweeps or CPU times."""
    slow = [r for r in readings if _wall(r) > best * SLOW_PROBE_RATIO and _cpu(r) is not None]
    if not slow or not best_cpu:
        return None
    return sum(_cpu(r) > best_cpu * SLOW_PROBE_RATIO for r in slow) / len(slow)  # type: ignore[operator]


def machine_dict(
    sweeps: dict[int, list[Reading]], loops: int, others_busy_cores: Optional[float] = None
) -> dict:
    """What `machine --format json` prints; `machine_text` lays out the same (sweeps: core -> readings)."""
    rows = core_rows(sweeps) if sweeps else []
    slow = [row for row in rows if row["slow"]]
    swinging = [row for row in rows if not row["slow"] and row["slow_share"] >= SWINGING_SHARE]
    state = "slow" if slow else "swinging" if swinging else "alike"
    return {
        "probe_loops": loops,
        "sweeps": len(next(iter(sweeps.values()))) if sweeps else 0,
        "slow_ratio": SLOW_PROBE_RATIO,
        "cores": rows,
        "slow": [row["core"] for row in slow],
        "swinging": [row["core"] for row in swinging],
        "state": state,
        "others_busy_cores": None if others_busy_cores is None else round(others_busy_cores, 2),
        "cause": _cause(slow or swinging, others_busy_cores) if state != "alike" else None,
    }


def _cause(rows: list[dict], others_busy_cores: Optional[float]) -> str:
    """'another tenant' where the slow cores' probe CPU time ran slow too (the core itself was slow),
    'local load' where only the wall time did (the thread waited) or other processes here kept cores busy."""
    shares = [row["cpu_slow_too"] for row in rows if row["cpu_slow_too"] is not None]
    if shares and statistics.median(shares) >= 0.5:
        return "another tenant"
    if (others_busy_cores or 0.0) >= LOCAL_LOAD_CORES or shares:
        return "local load"
    return "unknown"
