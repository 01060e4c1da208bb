"""`compile-inspect machine`: each core's speed probe now, as text or JSON. Plain data in, no torch.

    machine_text({0: [5.2, 5.3, 5.2], 1: [7.9, 8.4, 8.1]})

A core whose median probe is over SLOW_PROBE_RATIO times the fastest core's is marked slow: on a shared
cloud VM that is another tenant on the same physical core, which neither load nor steal time shows.
"""

from __future__ import annotations

import statistics

from compile_inspect.render.fit import table
from compile_inspect.session.rounds import SLOW_PROBE_RATIO

HEADER = ("core", "fastest ms", "median ms", "slowest ms", "median vs fastest core", "")


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
    rows = core_rows(sweeps)
    return {"probe_loops": loops, "slow_ratio": SLOW_PROBE_RATIO, "cores": rows, "slow": _slow(rows)}


def _slow(rows: list[dict]) -> list[int]:
    return [row["core"] for row in rows if row["slow"]]


def machine_text(sweeps: dict[int, list[float]], width: int = 100) -> str:
    if not sweeps:
        return "no core could be probed here (this OS does not let a thread choose its core)"
    rows = core_rows(sweeps)
    count = len(next(iter(sweeps.values())))
    lines = [f"Speed probe of each core now ({count} sweep(s) of a fixed pure-Python loop; lower is faster)"]
    cells = [
        (str(r["core"]), f"{r['fastest_ms']:.2f}", f"{r['median_ms']:.2f}", f"{r['slowest_ms']:.2f}",
         f"{r['vs_fastest']:.2f}x", "slow" if r["slow"] else "")
        for r in rows
    ]  # fmt: skip
    lines += table(HEADER, cells, width)
    slow = _slow(rows)
    lines.append("")
    if slow:
        lines.append(
            f"{len(slow)} of {len(rows)} cores ran over {SLOW_PROBE_RATIO}x slower than the fastest: another "
            "tenant of the host is using them (load and steal time do not show it). compile-inspect pins its "
            "timing to the fastest core and leaves out rounds whose probe ran slower than that; if most "
            "rounds are left out, rerun later."
        )
    else:
        lines.append(f"every core ran within {SLOW_PROBE_RATIO}x of the fastest: the cores run alike now.")
    return "\n".join(lines)
