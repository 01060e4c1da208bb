"""The pieces of a diff report that every renderer shows, as plain cells: model in, strings out.

Text, Markdown and HTML differ in layout only; what a row says is decided here once.
"""

from __future__ import annotations

from typing import Optional

from compile_inspect.compare.diff import AlignedRow, ChainRow, Comparison, DiffReport, LayerDelta, ModeSummary
from compile_inspect.kinds import LayerKind
from compile_inspect.names import short_name
from compile_inspect.render import escape
from compile_inspect.render.escape import middle_cut
from compile_inspect.render.evidence import evidence_table
from compile_inspect.units import count_text, ms_range_text, ms_text

SUMMARY_HEADER = (
    "mode",
    "status",
    "median ms",
    "vs control",
    "p10-p90 ms",
    "throughput ms",
    "CPU µs/step [min-max]",
    "GPU busy µs/step",
    "kernels/step",
    "memcpy B/step",
    "first call s",
    "max abs err",
)
LAYER_HEADER = ("layer", "events", "control µs/call", "test µs/call", "calls/step")
STATUS_MARK = {
    "added": "+",
    "deleted": "-",
    "changed": "~",
    "increased": ">",
    "decreased": "<",
    "unchanged": " ",
}


# Summary columns that only GPU work fills: left out of every format when no mode has any (a CPU session).
GPU_COLUMNS = ("GPU busy µs/step", "kernels/step", "memcpy B/step")
GPU_EVIDENCE_COLUMNS = ("CUDA graphs recorded",)
# Calls back to back, one sync a block (cuda sessions from issue 16 on): left out where no mode has it.
THROUGHPUT_COLUMN = "throughput ms"


def has_gpu_data(report: DiffReport) -> bool:
    """Whether any mode recorded GPU work (kernels, copies, busy time) in its profiled steps."""
    return any(row.gpu_busy_us or row.kernel_launches or row.memcpy_bytes for row in report.summary)


def summary_table(report: DiffReport) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """(header, rows) of the summary, without the GPU columns where there is no GPU data."""
    rows = [summary_cells(row) for row in report.summary]
    dropped: tuple[str, ...] = () if has_gpu_data(report) else GPU_COLUMNS
    if not any(row.throughput_ms is not None for row in report.summary):
        dropped += (THROUGHPUT_COLUMN,)
    keep = [n for n, name in enumerate(SUMMARY_HEADER) if name not in dropped]
    return tuple(SUMMARY_HEADER[n] for n in keep), [tuple(row[n] for n in keep) for row in rows]


def evidence_columns(report: DiffReport) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """(header, rows) of what torch recorded, without CUDA graph recordings in a session without GPU work."""
    header, rows = evidence_table(report)
    if has_gpu_data(report):
        return header, rows
    keep = [n for n, name in enumerate(header) if name not in GPU_EVIDENCE_COLUMNS]
    return tuple(header[n] for n in keep), [tuple(row[n] for n in keep) for row in rows]


def number(value: Optional[float], digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def summary_cells(row: ModeSummary) -> tuple[str, ...]:
    status = (
        row.status if row.status in ("ok", "eager-fallback") else f"FAILED: {row.error or 'unknown error'}"
    )
    return (
        row.label,
        status,
        number(row.median_ms, 3),
        ratio_cell(row),
        timing_spread(row),
        number(row.throughput_ms, 3),
        with_range(row.cpu_us, row.cpu_us_min, row.cpu_us_max),
        number(row.gpu_busy_us),
        "-" if row.kernel_launches is None else count_text(row.kernel_launches),
        number(row.memcpy_bytes, 0),
        number(row.compile_seconds, 2),
        "-" if row.max_abs_error is None else f"{row.max_abs_error:.2e}",
    )


def ratio_cell(row: ModeSummary) -> str:
    """`0.62x`, with the paired ratio's 95% interval where the modes were timed in the same rounds; where the
    comparison gave no verdict, no ratio: `no verdict (busy)`, or the interval that spans 1x."""
    if not row.ratio_judged:
        return f"{NO_VERDICT} ({no_verdict_reason(row)})"
    if row.ratio_to_control is None:
        return "-"
    if row.ratio_low is None or row.ratio_high is None:
        return f"{row.ratio_to_control:.2f}x"
    return f"{row.ratio_to_control:.2f}x ({row.ratio_low:.2f}-{row.ratio_high:.2f})"


NO_VERDICT = "no verdict"


def no_verdict_reason(row: ModeSummary) -> str:
    """Why a row has no ratio: the paired interval spanning 1x (`0.80-1.30x`), else the outcome (busy,
    drift, noise)."""
    if row.speed_outcome == "noise" and row.ratio_low is not None and row.ratio_high is not None:
        return f"{row.ratio_low:.2f}-{row.ratio_high:.2f}x"
    return row.speed_outcome or "unknown"


def timing_spread(row: ModeSummary) -> str:
    """The timed calls' p10-p90 in ms; min-max, marked so, for sessions recorded before the quantiles."""
    p10, p90 = row.p10_ms, row.p90_ms
    if p10 is not None and p90 is not None:
        return f"{number(p10, 3)}-{number(p90, 3)}"
    low, high = row.min_ms, row.max_ms
    if low is not None and high is not None:
        return f"{number(low, 3)}-{number(high, 3)} (min-max)"
    return "-"


def with_range(value: Optional[float], low: Optional[float], high: Optional[float], digits: int = 1) -> str:
    """`value [low-high]`, or the value alone where the range is unknown."""
    if value is None or low is None or high is None:
        return number(value, digits)
    return f"{number(value, digits)} [{number(low, digits)}-{number(high, digits)}]"


# The graph call's row where its self time is the compiled graph's C++ kernels (a CPU trace).
KERNELS_INSIDE = "graph's C++ kernels"


def layer_cells(layer: LayerDelta) -> tuple[str, ...]:
    return (
        KERNELS_INSIDE if layer.kernels_inside else layer.kind,
        " / ".join(map(short_name, layer.names)),
        number(layer.control_us),
        number(layer.test_us),
        calls_cell(layer),
    )


def calls_cell(layer: LayerDelta) -> str:
    """The test's calls a step (`2`), or the steps that hold the layer where not every one does
    (`1 of 5 steps`), so a cost paid in one step never reads as a fraction of a call."""
    if layer.test_steps_with is not None and layer.test_steps and layer.test_steps_with < layer.test_steps:
        return f"{layer.test_steps_with} of {layer.test_steps} steps"
    return f"{layer.test_calls_per_step:g}"


def node_text(row: Optional[ChainRow], exact: bool = True) -> str:
    """A chain node as its indented name; GPU work marked with an arrow."""
    if row is None:
        return ""
    name = row.name if exact else row.label
    if row.kind in ("kernel", "memcpy", "memset"):
        name = f"-> {row.kind}: {name}"
    return "  " * row.depth + name


def node_time(row: Optional[ChainRow]) -> str:
    if row is None:
        return ""
    text = f"{row.total_us:,.1f}"
    if row.bytes:
        text += f" ({row.bytes:,} B)"
    return text


def comparison_heading(comparison: Comparison) -> str:
    counts = comparison.status_counts()
    parts = ", ".join(f"{counts[s]} {s}" for s in STATUS_MARK if counts.get(s))
    return (
        f"{comparison.control} -> {comparison.test}  "
        f"({comparison.control_step} vs {comparison.test_step}; {parts})"
    )


def compile_layers(comparison: Comparison) -> list[LayerDelta]:
    """The layers torch.compile adds, for the 'what each layer costs' table."""
    return [layer for layer in comparison.layers if layer.kind in LayerKind.COMPILE_LAYERS]


def environment_line(report: DiffReport) -> str:
    env = report.environment
    parts = [
        report.device or env.get("device"),
        f"torch {env.get('torch')}" if env.get("torch") else None,
        f"triton {env.get('triton')}" if env.get("triton") else None,
        f"python {env.get('python')}" if env.get("python") else None,
    ]
    return " · ".join(p for p in parts if p)


def where_timed(report: DiffReport) -> Optional[str]:
    """Where the session was timed, in one sentence: the cores (pinned or not), the rounds kept of those
    run and why the rest were left out, the speed probe's spread; None for sessions without probes."""
    rows = [row for row in report.summary if row.probe_fastest_ms is not None]
    if not rows:
        return None
    row = rows[0]  # one session's rounds: every mode shares them
    cpus = sorted({cpu for r in rows for cpu in r.timed_cpus})
    how = "pinned to the fastest" + (
        f"; moved {row.core_moves} time(s) as it slowed" if row.core_moves else ""
    )
    where = f"core{'s' if len(cpus) != 1 else ''} {', '.join(map(str, cpus))} ({how if row.pinned else 'not pinned'})"
    fastest = min(r.probe_fastest_ms for r in rows if r.probe_fastest_ms is not None)  # (every row has one)
    slowest = max(r.probe_slowest_ms or fastest for r in rows)
    kept = max(r.probe_kept_slowest_ms or fastest for r in rows)
    rounds = f"{row.rounds_kept} of {row.rounds_run} rounds kept for the times per call"
    if row.starved_rounds is not None and row.slow_core_rounds is not None:
        rounds += f" ({row.slow_core_rounds} left out on a slowed core, {row.starved_rounds} starved)"
    if row.paired_rounds is not None:
        rounds += "; each ratio rests on the rounds both modes ran on equally fast cores"
    probe = f"speed probe {ms_range_text(fastest, kept)} in the kept rounds"
    if slowest > kept:
        probe += f", up to {ms_text(slowest * 1000, 1)} ({slowest / fastest:.2f}x the fastest) in all"
    return f"Timed on {where}; {rounds}; {probe}."


def summary_kind(report) -> str:
    """What the summary's medians are: timed calls of a session, or the profiled steps of raw traces."""
    if any(row.per_profiled_step for row in report.summary):
        return "medians over each trace's profiled steps"
    return "steady-state medians"


# ---- side-by-side chains (text, and Markdown's diff block) ----

STATUS_COLOUR = {"added": "32", "deleted": "31", "changed": "35", "increased": "33", "decreased": "36"}
INDENT = "  "
STATUS_WIDTH = 9  # "increased"
HIDDEN_HINT = "--all-rows shows them"
NAME_MIN = 10  # a chain name keeps at least this many characters before its nesting is compressed


class ChainLayout:
    """Column widths of a side-by-side chain: `status  control-name  µs | test-name  µs`, in `width`."""

    def __init__(self, control_name: int, control_time: int, test_name: int, test_time: int):
        self.widths = (control_name, control_time, test_name, test_time)

    @classmethod
    def fit(cls, comparison: Comparison, width: int) -> "ChainLayout":
        rows = comparison.rows
        control_time = max([len(chain_time(r.control)) for r in rows] + [2])
        test_time = max([len(chain_time(r.test)) for r in rows] + [2])
        room = max(2, width - len(INDENT) - STATUS_WIDTH - 2 - control_time - 3 - 2 - test_time - 2)
        control_label, test_label = _labels(comparison)
        want_control = max([len(node_cell(r.control)) for r in rows] + [len(control_label)])
        want_test = max([len(node_cell(r.test)) for r in rows] + [len(test_label)])
        control = min(want_control, max(room // 2, room - want_test))
        return cls(control, control_time, min(want_test, room - control), test_time)

    def header(self, comparison: Comparison) -> str:
        control_name, control_time, test_name, test_time = self.widths
        control_label, test_label = _labels(comparison)
        return (
            f"{INDENT}{'':{STATUS_WIDTH}}  {middle_cut(control_label, control_name):<{control_name}}  "
            f"{'µs':>{control_time}} | {middle_cut(test_label, test_name):<{test_name}}  "
            f"{'µs':>{test_time}}"
        ).rstrip()

    def line(self, row: AlignedRow, paint) -> str:
        control_name, control_time, test_name, test_time = self.widths
        status = f"{row.status:<{STATUS_WIDTH}}"
        if row.status in STATUS_COLOUR:
            status = paint(STATUS_COLOUR[row.status], status)
        return (
            f"{INDENT}{status}  {node_cell(row.control, control_name):<{control_name}}  "
            f"{chain_time(row.control):>{control_time}} | {node_cell(row.test, test_name):<{test_name}}  "
            f"{chain_time(row.test):>{test_time}}"
        ).rstrip()


def _labels(comparison: Comparison) -> tuple[str, str]:
    return escape.name(comparison.control), escape.name(comparison.test)


def node_cell(row: Optional[ChainRow], width: int = 10**6) -> str:
    """A chain node in `width` columns: its nesting kept (two spaces a level, one where room is short),
    `-> kernel: ` and a copy's bytes kept, the name shortened (`names.short_name`: a C++ kernel's
    templates and arguments collapsed), cleaned (`escape.name`) and cut in the middle."""
    if row is None:
        return ""
    marker = f"-> {row.kind}: " if row.kind in ("kernel", "memcpy", "memset") else ""
    size = f" ({row.bytes:,} B)" if row.bytes else ""
    via = f" <- {row.launched_by}" if row.launched_by else ""  # a replayed kernel: the op it replays
    if len(marker) + len(size) + len(via) + 2 * NAME_MIN <= width:  # where the name keeps its room
        size += via
    indent = "  " * row.depth
    if len(indent) + len(marker) + len(size) + NAME_MIN > width:  # the nesting outranks the name's length
        indent = " " * min(row.depth, max(0, width - len(marker) - len(size) - NAME_MIN))
    room = max(1, width - len(indent) - len(marker) - len(size))
    return middle_cut(indent + marker + middle_cut(escape.name(short_name(row.name)), room) + size, width)


def chain_time(row: Optional[ChainRow]) -> str:
    """A chain row's µs (its bytes are in `node_cell`)."""
    return "" if row is None else f"{row.total_us:,.1f}"
