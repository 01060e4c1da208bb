"""A shape sweep as a table every format shows (text, Markdown, HTML): one row per value, in the order
called, one column per mode: its time per call, against eager (paired in that value's rounds: the report's
`sweep_speeds`, built in compare/sweeps.py), and what the first call with that value did (C: compiled, R:
recompiled, with the seconds it took). No torch.

    header, rows = sweep_table(report)      # ("size", "eager", "default"), [("64", "0.184 ms", ...), ...]
    sweep_notes(report)                     # the legend, and what could not be paired
"""

from __future__ import annotations

from typing import Optional

from compile_inspect.compare.sweeps import point_at
from compile_inspect.units import call_ms_text

LEGEND = (
    "C: compiled at this value's first call, R: compiled again (a recompile), with its seconds; "
    "dyn: dimensions made dynamic there"
)
UNPAIRED = "~: medians only, not timed in the same rounds as eager"
UNJUDGED = "?: no verdict against eager (a busy machine, a drifting time or within the noise): not a result"


def sweep_arg(report) -> Optional[str]:
    return next((sweep.arg for sweep in report.sweeps.values()), None)


def sweep_table(report) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """(header, rows) of the report's sweep: ("size", mode, mode ...), then each value's cells."""
    sweeps = report.sweeps
    values = _values(sweeps)
    header = (sweep_arg(report), *sweeps)
    rows = [
        (value, *(cell(report, label, value, index) for label in sweeps))
        for index, value in enumerate(values)
    ]
    return header, rows


def cell(report, label, value, index) -> str:
    """'0.300 ms 1.63x C 1.98s': the time, the ratio to eager's at the same value (the `index`th called),
    the first call."""
    sweep = report.sweeps[label]
    point = point_at(sweep, value)
    if point is None:
        return "-" if sweep.error is None else "stopped"
    parts = [call_ms_text(point.timing.median_ms) if point.timing else "no time"]
    ratio = ratio_to_eager(report, label, value)
    parts += [ratio] if ratio else []
    parts += [_first_call(point, index)] if point.compiles else []
    parts += ["dyn"] if point.dynamic else []
    return " ".join(parts)


def ratio_to_eager(report, label, value) -> Optional[str]:
    """'1.63x' (paired), '~1.63x' (medians only), '1.63x?' (no verdict: busy, drifting, within the noise),
    None for eager itself or without both times (the report's `sweep_speeds` holds no speed then)."""
    speed = report.sweep_speeds.get((label, value))
    if speed is None:
        return None
    if not speed.judged:
        return f"{speed.ratio:.2f}x?"
    return f"{speed.ratio:.2f}x" if speed.paired is not None else f"~{speed.ratio:.2f}x"


def sweep_notes(report) -> list[str]:
    """The legend, each mode that stopped early, and the unpaired mark where one is shown."""
    notes = ([report.mix.line[0].upper() + report.mix.line[1:] + "."] if report.mix is not None else []) + [
        LEGEND
    ]
    header, rows = sweep_table(report)
    if any("~" in text for row in rows for text in row[1:]):
        notes.append(UNPAIRED)
    if any(_unjudged(text) for row in rows for text in row[1:]):
        notes.append(UNJUDGED)
    notes += [f"{label}: {sweep.error}" for label, sweep in report.sweeps.items() if sweep.error]
    return notes


def _unjudged(cell_text: str) -> bool:
    return any(part.endswith("x?") for part in cell_text.split())


def payload(report) -> Optional[dict]:
    """The HTML's sweep: the table, its notes and the chart's numbers; None without a sweep."""
    if not report.sweeps:
        return None
    header, rows = sweep_table(report)
    return {
        "header": list(header),
        "rows": [list(row) for row in rows],
        "notes": sweep_notes(report),
        **chart_series(report),
    }


def chart_series(report) -> dict:
    """{"values": [...], "series": [{"label", "ms": [..., None]}]}: the HTML's small chart's numbers."""
    values = _values(report.sweeps)
    series = []
    for label, sweep in report.sweeps.items():
        points = [point_at(sweep, value) for value in values]
        series.append(
            {"label": label, "ms": [p.timing.median_ms if p and p.timing else None for p in points]}
        )
    return {"arg": sweep_arg(report), "values": values, "series": series}


def _first_call(point, index) -> str:
    return (
        f"{'C' if index == 0 else 'R'} {point.first_call_s:.2f}s" if point.first_call_s is not None else "C"
    )


def _values(sweeps) -> list[str]:
    """Every value any mode reached, in the order called."""
    found = []
    for sweep in sweeps.values():
        found += [point.value for point in sweep.points if point.value not in found]
    return found
