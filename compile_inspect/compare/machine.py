"""`compile-inspect machine`: each core's speed probes (capture/probes.py) summed up, plain data in and
out; render/machine.py lays it out. No torch.

    >>> machine_dict({0: [5.2, 5.3, 5.2], 1: [7.9, 8.4, 8.1]}, loops=100)["slow"]
    [1]

A core whose median probe is over SLOW_PROBE_RATIO times the fastest core's is marked slow: on a shared
cloud VM that is another tenant on the same physical core, which neither load nor steal time shows.
"""

from __future__ import annotations

import statistics

from compile_inspect.session.rounds import SLOW_PROBE_RATIO


def core_rows(sweeps: dict[int, list[float]]) -> list[dict]:
    """One dict a core: its probes' fastest, median, slowest, and its median over the fastest core's median."""
    medians = {core: statistics.median(times) for core, times in sweeps.items()}
    best = min(medians.values())
    return [
        {
            "core": core,
            "fastest_ms": min(times),
            "median_ms": medians[core],
            "slowest_ms": max(times),
            "vs_fastest": medians[core] / best,
            "slow": medians[core] > best * SLOW_PROBE_RATIO,
        }
        for core, times in sorted(sweeps.items())
    ]


def machine_dict(sweeps: dict[int, list[float]], loops: int) -> dict:
    """What `machine --format json` prints; `machine_text` lays out the same (sweeps: core -> probe ms)."""
    rows = core_rows(sweeps) if sweeps else []
    return {
        "probe_loops": loops,
        "sweeps": len(next(iter(sweeps.values()))) if sweeps else 0,
        "slow_ratio": SLOW_PROBE_RATIO,
        "cores": rows,
        "slow": [row["core"] for row in rows if row["slow"]],
    }
