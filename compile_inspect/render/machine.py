"""`compile-inspect machine`: each core's speed probe now, as text (`compare.machine.machine_dict`'s data
laid out). No torch.

    machine_text(machine_dict({0: [5.2, 5.3, 5.2], 1: [7.9, 8.4, 8.1]}, loops=100))
"""

from __future__ import annotations

from compile_inspect.render.fit import table

HEADER = ("core", "fastest ms", "median ms", "slowest ms", "median vs fastest core", "")


def machine_text(machine: dict, width: int = 100) -> str:
    rows, ratio = machine["cores"], machine["slow_ratio"]
    if not rows:
        return "no core could be probed here (this OS does not let a thread choose its core)"
    lines = [
        f"Speed probe of each core now ({machine['sweeps']} sweep(s) of a fixed pure-Python loop; lower is faster)"
    ]
    cells = [
        (str(r["core"]), f"{r['fastest_ms']:.2f}", f"{r['median_ms']:.2f}", f"{r['slowest_ms']:.2f}",
         f"{r['vs_fastest']:.2f}x", "slow" if r["slow"] else "")
        for r in rows
    ]  # fmt: skip
    lines += table(HEADER, cells, width)
    slow = machine["slow"]
    lines.append("")
    if slow:
        lines.append(
            f"{len(slow)} of {len(rows)} cores ran over {ratio}x slower than the fastest: another "
            "tenant of the host is using them (load and steal time do not show it). compile-inspect pins its "
            "timing to the fastest core and leaves out rounds whose probe ran slower than that; if most "
            "rounds are left out, rerun later."
        )
    else:
        lines.append(f"every core ran within {ratio}x of the fastest: the cores run alike now.")
    return "\n".join(lines)
