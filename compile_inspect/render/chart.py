"""The chart at the top of the HTML report: every mode at a glance, as numbers the page's script draws. No torch.

    chart = glance_chart(report)            # None where no mode has anything to draw
    row = chart["rows"][1]                  # the summary's second row, e.g. default
    row["time"]["text"], row["ratio"]["text"], row["cpu"]["text"]   # '9.905', '0.84x (0.73-0.90)', '13,850.4'

Three panels, one row per summary row, in summary order:
- time per call: the median (a bar from 0) and the spread of the timed calls (a whisker: p10-p90, or
  min-max in sessions recorded before the quantiles), in ms on a linear axis;
- time against the control, on a log axis around 1x: the summary's ratio (a dot) and, where the modes were
  timed in the same interleaved rounds, the paired ratio's interval (a line through it: order statistics
  aimed at 95%, whose exact coverage depends on the rounds alone: 98% over 10);
- CPU and GPU busy time per profiled step, from the profile (no GPU bar in a session without GPU work).
A failed mode is a row that says FAILED, never a zero. Every mark's place is a fraction of its panel's
plot width (`at`), worked out here, so the script only scales; every number is written with the summary
table's own format (diffview), so the text alternative (`description`) reads the table's values.
"""

from __future__ import annotations

import math
from typing import Optional

from compile_inspect.compare.diff import RAN, DiffReport, ModeSummary
from compile_inspect.render import diffview as view
from compile_inspect.render.escape import middle_cut

# A mode's name in the chart's label column; longer names keep head and tail (the full name is the tooltip).
LABEL_CHARS = 26
# Ticks per linear axis, about: the panels are small.
LINEAR_TICKS = 4
# The log axis of ratios spans at least 0.5x-2x, and labels at most this many powers of two.
RATIO_TICKS = 6
# The caption's words for a row without a verdict (busy, drifting, within the noise): no dot.
UNJUDGED_WORDS = (
    " A row that says no verdict has no dot: the session gave no ratio as a result (too few usable rounds,"
    " a time that drifted, or a paired interval spanning 1x, drawn grey)."
)
SPREAD_WORDS = {
    "p10-p90": "p10-p90 of its {}s",
    "min-max": "min-max of its {}s (recorded before p10-p90 was)",
}


def glance_chart(report: DiffReport) -> Optional[dict]:
    """The chart's payload, or None where no row has a time or a profile to draw."""
    rows = report.summary
    if not any(row.median_ms is not None or row.cpu_us is not None for row in rows):
        return None
    gpu, per = view.has_gpu_data(report), _per(report)
    controls = _controls(report)
    axes = {
        "time": linear_axis([value for row in rows for value in _time_extent(row)], "ms"),
        "ratio": ratio_axis([value for row in rows for value in _ratio_extent(row)]),
        "step": linear_axis([value for row in rows for value in _step_values(row, gpu)], "µs"),
    }
    chart_rows = [_row(row, axes, gpu, controls, per) for row in rows]
    return {
        "gpu": gpu,
        "panels": _panels(report, axes, gpu, per),
        "rows": chart_rows,
        "title": f"Each mode's time per {per}, its spread and its time against {_against(report)}",
        "caption": caption(report, gpu, per),
        "description": [row["text"] for row in chart_rows],
    }


def _controls(report: DiffReport) -> dict:
    """Each row's control: the report's one control, or its comparison's (two sessions, ranks); None for
    a control itself. A row of neither kind (a tested mode left out of the comparisons) reads "its control"."""
    if _one_control(report):
        return {row.label: None if row.label == report.control else report.control for row in report.summary}
    controls: dict[str, Optional[str]] = {row.label: "its control" for row in report.summary}
    controls.update({comparison.test: comparison.control for comparison in report.comparisons})
    controls.update({comparison.control: None for comparison in report.comparisons})
    return controls


def _per(report: DiffReport) -> str:
    """What the medians time: a call (a session's timed calls), or a profiled step (raw traces, ranks)."""
    return "profiled step" if any(row.per_profiled_step for row in report.summary) else "call"


def _one_control(report: DiffReport) -> bool:
    return all(comparison.control == report.control for comparison in report.comparisons)


def _against(report: DiffReport) -> str:
    return report.control if _one_control(report) else "its control"


def _panels(report: DiffReport, axes: dict, gpu: bool, per: str) -> list[dict]:
    spread = " / ".join(_spread_kinds(report.summary)) or "no spread recorded"
    step = "CPU (purple), GPU busy (green)" if gpu else "CPU"
    return [
        {"key": "time", "title": f"ms per {per}: median (bar), {spread} (whisker)", "axis": axes["time"]},
        {"key": "ratio", "title": f"time against {_against(report)} (log; left of 1x is faster)",
         "axis": axes["ratio"]},
        {"key": "step", "title": f"µs per profiled step: {step}", "axis": axes["step"]},
    ]  # fmt: skip


# ---- axes: tick labels and where a value falls, as a fraction of the plot's width ----


def linear_axis(values: list[float], unit: str) -> dict:
    """0 to a round top above every value, with about LINEAR_TICKS ticks."""
    top = max([value for value in values if value is not None and value > 0], default=1.0)
    step = _round_step(top / LINEAR_TICKS)
    high = step * math.ceil(top / step - 1e-9)
    ticks = [step * n for n in range(round(high / step) + 1)]
    labelled = [{"at": _fraction(tick / high), "label": f"{round(tick, 9):,g}"} for tick in ticks]
    return {"scale": "linear", "low": 0.0, "high": high, "unit": unit, "ticks": labelled}


def _round_step(rough: float) -> float:
    """The smallest 1, 2 or 5 times a power of ten at least `rough`."""
    power = 10 ** math.floor(math.log10(rough))
    return next(factor * power for factor in (1, 2, 5, 10) if rough <= factor * power * (1 + 1e-9))


def ratio_axis(values: list[float]) -> dict:
    """Powers of two around 1x, spanning every ratio and interval end (at least 0.5x-2x)."""
    logs = [math.log2(value) for value in values if value is not None and value > 0]
    low, high = min([-1] + [math.floor(v) for v in logs]), max([1] + [math.ceil(v) for v in logs])
    stride = math.ceil((high - low + 1) / RATIO_TICKS)
    axis = {"scale": "log", "low": 2.0**low, "high": 2.0**high, "unit": "x"}
    powers = [power for power in range(low, high + 1) if power % stride == 0]
    axis["ticks"] = [{"at": position(axis, 2.0**power), "label": _power_label(power)} for power in powers]
    return axis


def _power_label(power: int) -> str:
    """2**power as a short ratio label: `4x`, `1x`, `1/8x` (0.0625x would not fit between two ticks)."""
    return f"{2**power}x" if power >= 0 else f"1/{2**-power}x"


def position(axis: dict, value: Optional[float]) -> Optional[float]:
    """Where `value` falls on `axis`, 0 (left) to 1 (right); None for no value."""
    if value is None:
        return None
    if axis["scale"] == "log":
        low, high = math.log2(axis["low"]), math.log2(axis["high"])
        return _fraction((math.log2(max(value, 1e-12)) - low) / (high - low))
    return _fraction(value / axis["high"])


def _fraction(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 5)


# ---- one row per mode ----


def _row(row: ModeSummary, axes: dict, gpu: bool, controls: dict, per: str) -> dict:
    failed = row.status not in RAN
    control = controls.get(row.label)
    chart_row = {
        "label": row.label,
        "short": middle_cut(row.label, LABEL_CHARS),
        "failed": failed,
        "failure": view.summary_cells(row)[1] if failed else None,
        "time": None if failed else _time_mark(row, axes["time"]),
        "ratio": None if failed else _ratio_mark(row, axes["ratio"], control),
        "cpu": None if failed else _step_mark(row.cpu_us, axes["step"]),
        "gpu": _step_mark(row.gpu_busy_us, axes["step"]) if gpu and not failed else None,
    }
    chart_row["text"] = row_sentence(row, chart_row, control, per)
    return chart_row


def _time_extent(row: ModeSummary) -> list[float]:
    high = spread(row)[2]
    return [value for value in (row.median_ms, high) if value is not None] if row.status in RAN else []


def _ratio_extent(row: ModeSummary) -> list[float]:
    values = (row.ratio_to_control, *_drawn_interval(row))
    return [value for value in values if value is not None] if row.status in RAN else []


def _step_values(row: ModeSummary, gpu: bool) -> list[float]:
    values = (row.cpu_us, row.gpu_busy_us if gpu else None)
    return [value for value in values if value is not None] if row.status in RAN else []


def spread(row: ModeSummary) -> tuple[Optional[str], Optional[float], Optional[float]]:
    """(kind, low, high) of the timed calls: p10-p90 where recorded, else min-max, else nothing."""
    if row.p10_ms is not None and row.p90_ms is not None:
        return "p10-p90", row.p10_ms, row.p90_ms
    if row.min_ms is not None and row.max_ms is not None:
        return "min-max", row.min_ms, row.max_ms
    return None, None, None


def _time_mark(row: ModeSummary, axis: dict) -> Optional[dict]:
    if row.median_ms is None:
        return None
    kind, low, high = spread(row)
    return {
        "at": position(axis, row.median_ms),
        "text": view.number(row.median_ms, 3),
        "spread": kind,
        "low_at": position(axis, low),
        "high_at": position(axis, high),
        "spread_text": None if kind is None else f"{view.number(low, 3)}-{view.number(high, 3)}",
    }


def _drawn_interval(row: ModeSummary) -> tuple[Optional[float], Optional[float]]:
    """The ratio's interval the chart draws: none where the comparison gave no verdict, but for one that
    spans 1x (within the noise: the reason there is none)."""
    if row.ratio_judged or row.speed_outcome == "noise":
        return row.ratio_low, row.ratio_high
    return None, None


def _ratio_mark(row: ModeSummary, axis: dict, control: Optional[str]) -> Optional[dict]:
    if not row.ratio_judged:
        return _unjudged_mark(row, axis)
    if row.ratio_to_control is None:
        return None
    if control is None:  # a control row: 1x by definition
        return {"control": True, "at": position(axis, 1.0), "text": view.ratio_cell(row)}
    low, high = row.ratio_low, row.ratio_high
    return {
        "control": False,
        "at": position(axis, row.ratio_to_control),
        "low_at": position(axis, low),
        "high_at": position(axis, high),
        "rounds": row.paired_rounds,
        "text": view.ratio_cell(row),
        "tone": tone(row.ratio_to_control, low, high),
    }


def _unjudged_mark(row: ModeSummary, axis: dict) -> dict:
    """No verdict: no dot (no ratio stands as a result), a grey interval where it spans 1x, the words."""
    low, high = _drawn_interval(row)
    return {
        "control": False,
        "judged": False,
        "at": None,
        "low_at": position(axis, low),
        "high_at": position(axis, high),
        "rounds": row.paired_rounds,
        "text": view.ratio_cell(row),
        "tone": "unjudged",
    }


def tone(ratio: float, low: Optional[float], high: Optional[float]) -> str:
    """faster / slower where the paired interval is wholly on one side of 1x; unclear where it spans 1x;
    unpaired without an interval (a ratio of medians alone is not judged here: the findings weigh its noise)."""
    if low is None or high is None:
        return "unpaired"
    if high < 1.0:
        return "faster"
    return "slower" if low > 1.0 else "unclear"


def _step_mark(value: Optional[float], axis: dict) -> Optional[dict]:
    return None if value is None else {"at": position(axis, value), "text": view.number(value)}


# ---- the words: each row's sentence (the text alternative) and the caption ----


def row_sentence(row: ModeSummary, chart_row: dict, control: Optional[str], per: str = "call") -> str:
    """One mode in words, every number as the summary table writes it."""
    if chart_row["failed"]:
        return f"{row.label}: {chart_row['failure']} (no times)."
    parts = [
        _time_words(chart_row["time"], per),
        _ratio_words(chart_row["ratio"], control, row.ratio_coverage),
    ]
    parts.append(_step_words(chart_row["cpu"], chart_row["gpu"]))
    return f"{row.label}: " + "; ".join(parts) + "."


def _time_words(mark: Optional[dict], per: str) -> str:
    if mark is None:
        return "no timing"
    if mark["spread"] is None:
        return f"{mark['text']} ms per {per}"
    return f"{mark['text']} ms per {per} ({mark['spread']} {mark['spread_text']} ms)"


def _ratio_words(mark: Optional[dict], control: Optional[str], coverage: Optional[float]) -> str:
    if mark is None:
        return "no ratio"
    if mark["control"]:
        return f"{mark['text']}, the control"
    against = f"{mark['text']} against {control}"
    if mark["at"] is None:
        return against + ": the session gave no ratio as a result"
    if mark["rounds"] is None or mark["low_at"] is None:
        return against + ", a ratio of medians (no paired rounds)"
    return against + f", {coverage:.0%} interval over {mark['rounds']} paired rounds"


def _step_words(cpu: Optional[dict], gpu: Optional[dict]) -> str:
    words = "no profile" if cpu is None else f"CPU {cpu['text']} µs per profiled step"
    return words if gpu is None else words + f", GPU busy {gpu['text']} µs"


def caption(report: DiffReport, gpu: bool, per: str = "call") -> str:
    """How to read the chart, naming the intervals this report has."""
    ran = [row for row in report.summary if row.status in RAN]
    kinds = _spread_kinds(ran)
    whisker = (
        ", or ".join(SPREAD_WORDS[kind].format("timed call" if per == "call" else per) for kind in kinds)
        or "no spread: none was recorded"
    )
    steps = "CPU and GPU busy" if gpu else "CPU"
    return (
        f"Left: each mode's time per {per} ({view.summary_kind(report)}), the whisker the {whisker}. "
        f"Middle: its time against {_against(report)} as in the summary, on a log scale; "
        f"{_interval_words(ran, report)} Right: its {steps} time per profiled step, from the profile. "
        "A failed mode says FAILED. Hover a row for its numbers."
    )


def _spread_kinds(rows) -> list[str]:
    found = {spread(row)[0] for row in rows if row.status in RAN}
    return [kind for kind in SPREAD_WORDS if kind in found]


def _interval_words(ran: list[ModeSummary], report: DiffReport) -> str:
    tested = [row for row in ran if row.label != report.control and row.ratio_to_control is not None]
    paired = [row for row in ran if row.label != report.control and None not in _drawn_interval(row)]
    unjudged = UNJUDGED_WORDS if any(not row.ratio_judged for row in ran) else ""
    if not paired:
        return (
            "no mode was timed in paired rounds, so a dot (blue) is a ratio of medians, without an interval: "
            "the findings say whether it stands out of the noise." + unjudged
        )
    rounds = sorted({row.paired_rounds for row in paired if row.paired_rounds})
    by_rounds = {row.paired_rounds: row.ratio_coverage for row in paired if row.paired_rounds}
    coverage = "/".join(f"{by_rounds[n]:.0%}" for n in rounds) or "95%"
    over = f" over {'/'.join(map(str, rounds))} paired rounds" if rounds else ""
    bare = any(row.ratio_low is None or row.ratio_high is None for row in tested)
    rest = " A blue dot without a line is a ratio of medians." if bare else ""
    colours = "green: faster, red: slower (the whole interval on one side of 1x), grey: it spans 1x."
    return (
        f"the line through a dot is the paired ratio's {coverage} interval{over}: {colours}{rest}{unjudged}"
    )
