"""`compile-inspect machine`: each core's speed probe now, as text (`compare.machine.machine_dict`'s data
laid out). No torch.

    machine_text(machine_dict({0: [(5.2, 5.2)] * 9, 1: [(8.1, 8.0)] * 9}, loops=100))
"""

from __future__ import annotations

from compile_inspect.render.fit import table, wrap

HEADER = ("core", "fastest ms", "median ms", "slowest ms", "median vs fastest core", "sweeps slow", "")
CAUSES = {
    "another tenant": (
        "another tenant of the host is using them (the probe's own CPU time ran slow too: the cores themselves "
        "ran slow, which load and steal time do not show)"
    ),
    "local load": "other processes of this machine are using them (the probe waited for its core)",
    "unknown": "neither the probe's CPU time nor this machine's load says why",
}


def machine_text(machine: dict, width: int = 100) -> str:
    rows, ratio = machine["cores"], machine["slow_ratio"]
    if not rows:
        return "no core could be probed here (this OS does not let a thread choose its core)"
    lines = [
        f"Speed probe of each core now ({machine['sweeps']} sweep(s) of a fixed pure-Python loop; lower is "
        "faster; the medians decide)"
    ]
    cells = [
        (str(r["core"]), f"{r['fastest_ms']:.2f}", f"{r['median_ms']:.2f}", f"{r['slowest_ms']:.2f}",
         f"{r['vs_fastest']:.2f}x", f"{r['slow_share']:.0%}",
         "slow" if r["slow"] else "swings" if r["core"] in machine["swinging"] else "")
        for r in rows
    ]  # fmt: skip
    lines += table(HEADER, cells, width) + [""]
    lines += wrap(_verdict(machine, len(rows), ratio) + _load(machine), width, "", "  ")
    return "\n".join(lines)


def _verdict(machine: dict, cores: int, ratio: float) -> str:
    if machine["state"] == "alike":
        return f"every core ran within {ratio}x of the fastest: the cores run alike now."
    cause = CAUSES[machine["cause"]]
    if machine["state"] == "slow":
        slow = machine["slow"]
        return (
            f"{len(slow)} of {cores} cores ran over {ratio}x slower than the fastest: {cause}. compile-inspect "
            "pins its timing to the fastest core and leaves out rounds whose probe ran slower than that; if "
            "most rounds are left out, rerun later."
        )
    return (
        f"{len(machine['swinging'])} of {cores} cores ran over {ratio}x slower in some sweeps, not most: the "
        f"machine's speed swings ({cause}); timing pairs blocks run on equally fast cores, so expect fewer "
        "comparable rounds."
    )


def _load(machine: dict) -> str:
    busy = machine.get("others_busy_cores")
    return "" if busy is None else f" Other processes here kept {busy:.2f} cores busy meanwhile."
