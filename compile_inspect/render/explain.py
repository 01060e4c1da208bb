"""One trace's analysis and findings (and, against a control, the verdict) as text or Markdown: model
in, string out. No torch. Its JSON is render/json.py's; formats are chosen in render/registry.py.

    >>> print(render(analysis, findings, fmt="text", width=100))
    >>> print(explain_text(ExplainReport(analysis, findings, verdict), RenderOptions(color=True)))

Read top down, as `diff`: what the trace is (which steps and why, its lanes, what it lacks), the verdict
and the findings, the summary table, then the evidence (one-off costs, CPU layers, GPU work, compiled
graphs) and last the representative step's dispatch tree. Long lists are capped (TREE_ROWS,
KERNEL_ROWS, ONE_OFF_ROWS, GRAPH_ROWS; each cap says what it hid): `all_rows` shows every row. Every
text line fits in `width` columns (render/fit.py, as `diff`'s): prose wraps, names are cut in the middle.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Optional, Sequence

import numpy as np

from compile_inspect.compare.explaining import ExplainReport
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.verdict import listed_findings
from compile_inspect.names import short_name
from compile_inspect.render import escape, registry
from compile_inspect.render.escape import md_cell, md_code, md_fence, md_inline
from compile_inspect.render.fit import INDENT, MIN_WIDTH, fit, nested_cell, painter, table, wrap
from compile_inspect.render.registry import DEFAULT_WIDTH, RenderOptions
from compile_inspect.render.steps import lane_line, one_off_lines, step_choice_lines

if TYPE_CHECKING:  # annotations only: the report's types
    from compile_inspect.trace.model import Stat, TraceAnalysis
    from compile_inspect.trace.steptree import StepRows, TreeRow

# Rows shown unless `all_rows`; each capped list ends with a line counting the rest.
TREE_ROWS = 40  # the dispatch tree: its heaviest rows (CPU or GPU µs), in tree order
KERNEL_ROWS = 10  # GPU work: the longest total time first
ONE_OFF_ROWS = 5  # one-off costs: the longest, in time order
GRAPH_ROWS = 10  # compiled graphs, first called first
MD_TREE_WIDTH = 140  # Markdown's dispatch tree is a code block: as wide as diff's chains there
# No figure of a step reaches this (a year in µs, or 3e13 events or bytes): a trace that says so is broken
# or hostile (a duration of 1e308), and the figure reads "-", not as 300 digits.
ABSURD = 365 * 24 * 3600 * 1e6
HIDDEN_HINT = "--all-rows shows them"


def render(
    analysis: TraceAnalysis,
    findings: Sequence[Finding],
    fmt: str = "text",
    color: bool = False,
    verdict: Sequence[str] = (),
    width: int = DEFAULT_WIDTH,
    all_rows: bool = False,
) -> str:
    """`verdict`: the lines of a comparison against a control trace (`explain --control`)."""
    report = ExplainReport(analysis, tuple(findings), tuple(verdict))
    return registry.render("explain", fmt, report, RenderOptions(color=color, width=width, all_rows=all_rows))


def explain_text(report: ExplainReport, options: RenderOptions) -> str:
    return render_text(report, options.color, options.width, options.all_rows)


def explain_markdown(report: ExplainReport, options: RenderOptions) -> str:
    return render_markdown(report, options.all_rows)


# ---- the tables (cells shared by text and Markdown) ----

METRIC_HEADER = ("per step", "median", "min", "max")
LAYER_HEADER = ("layer", "self µs", "calls/step", "events")
KERNEL_HEADER = ("kind", "count", "median µs", "min", "max", "grid", "block", "regs", "smem", "bytes", "name")
# The text table leaves the minimum and the launch configuration (grid, block, registers, shared memory)
# to md and JSON, so that its name column keeps room in 80 columns.
KERNEL_TEXT_COLUMNS = ("kind", "count", "median µs", "max", "bytes", "name")


def metric_rows(analysis: TraceAnalysis) -> list[tuple[str, str, str, str]]:
    """The summary: each per-step metric's median, min and max; the GPU ones only when there is GPU work."""
    m = analysis.metrics
    rows: list[tuple[str, Optional[Stat], float, int]] = [("CPU time, µs", m.cpu_us, 1.0, 1)]
    if m.gpu_busy_us is not None:
        rows += [
            ("GPU busy, µs", m.gpu_busy_us, 1.0, 1),
            ("GPU idle share, %", m.gpu_idle_share, 100.0, 0),
            ("kernels", m.kernel_launches, 1.0, 0),
            ("memcpy", m.memcpy_count, 1.0, 0),
            ("memcpy bytes", m.memcpy_bytes, 1.0, 0),
            ("memset", m.memset_count, 1.0, 0),
            ("memset bytes", m.memset_bytes, 1.0, 0),
            ("launch-to-start lag, µs", m.launch_lag_us, 1.0, 1),
        ]
    return [(name, *_stat_cells(stat, scale, digits)) for name, stat, scale, digits in rows]


def _stat_cells(stat: Optional[Stat], scale: float, digits: int) -> tuple[str, str, str]:
    """A statistic's median, min and max, each times `scale` (100 for a share shown in %)."""
    if stat is None:
        return ("-", "-", "-")
    return (
        figure(stat.median * scale, digits),
        figure(stat.min * scale, digits),
        figure(stat.max * scale, digits),
    )


def figure(value: float, digits: int = 1) -> str:
    """`1,234.5`; "-" for a value no trace can hold (NaN, infinite, beyond ABSURD)."""
    return f"{value:,.{digits}f}" if math.isfinite(value) and abs(value) < ABSURD else "-"


def layer_rows(analysis: TraceAnalysis) -> list[tuple[str, str, str, str]]:
    return [
        (layer.kind, figure(layer.self_us.median), f"{layer.calls_per_step:g}", short_names(layer.names))
        for layer in analysis.layers
    ]


def short_names(names: Sequence[str]) -> str:
    """A layer's event names, each shortened (`names.short_name`), as one cell."""
    return " / ".join(map(short_name, names))


def kernel_rows(analysis: TraceAnalysis, all_rows: bool = False) -> list[tuple[str, ...]]:
    def dims(value):
        return "x".join(map(str, value)) if value else "-"

    return [
        (
            row.kind,
            f"{row.count:,}",
            figure(row.dur_us.median),
            figure(row.dur_us.min),
            figure(row.dur_us.max),
            dims(row.grid),
            dims(row.block),
            str(row.registers or "-"),
            str(row.shared_memory or "-"),
            _bytes(row.bytes) or "-",
            short_name(row.name) + _replayed_for(row),  # whole in the JSON
        )
        for row in _capped(analysis.kernels, KERNEL_ROWS, all_rows)
    ]


def _replayed_for(row) -> str:
    """` <- aten::mm`: the ops whose work a CUDA graph replayed under this name (trace/replays.py)."""
    return f" <- {', '.join(row.launched_by)}" if row.launched_by else ""


def _bytes(value) -> str:
    """A copy's size with its thousands grouped (a quoted size as written), "" for none."""
    return f"{value:,}" if isinstance(value, int) and value else str(value or "")


def _capped(rows: Sequence, cap: int, all_rows: bool) -> Sequence:
    return rows if all_rows else rows[:cap]


def _hidden(total: int, shown: int, what: str) -> list[str]:
    """`… 38 more kernels, --all-rows shows them` where rows were left out, else nothing."""
    return [f"… {total - shown:,} more {what}, {HIDDEN_HINT}"] if total > shown else []


# ---- the dispatch tree ----


def _tree_title(analysis: TraceAnalysis, shown: int, total: int) -> str:
    which = ", the last step" if len(analysis.steps) > 1 else ""
    rows = (
        f"its {shown:,} heaviest of {total:,} rows" if shown < total else f"{total:,} row{'s' * (total != 1)}"
    )
    return f"Dispatch tree of {analysis.steps[-1].name}{which}: {rows}"


def tree_lines(
    analysis: TraceAnalysis, rows: StepRows, width: int, all_rows: bool = False
) -> tuple[str, list[str]]:
    """The title and the rows of the last step's dispatch tree in `width` columns: its TREE_ROWS
    heaviest rows with their ancestors, in tree order, and a line counting the others."""
    shown = np.arange(len(rows)) if all_rows else rows.heaviest(TREE_ROWS)
    lines = _tree_table([rows.row(r) for r in shown.tolist()], width)
    if len(shown) < len(rows):
        hidden = np.ones(len(rows), dtype=bool)
        hidden[shown] = False
        lines += wrap(
            _hidden_rows(len(rows) - len(shown), float(rows.weight[hidden].max())), width, INDENT, INDENT * 2
        )
    return _tree_title(analysis, len(shown), len(rows)), lines


def _hidden_rows(count: int, heaviest_hidden: float) -> str:
    """`… 759 rows hidden (each 61.0 µs or less), --all-rows shows them`."""
    under = _us(heaviest_hidden) or "0.0"
    each = f" (each {under} µs or less)" if under != "-" else ""
    return f"… {count:,} row{'s' * (count != 1)} hidden{each}, {HIDDEN_HINT}"


def _tree_table(rows: list[TreeRow], width: int) -> list[str]:
    """A column header, then a line per row: its nested name, CPU µs and GPU µs, in `width` columns."""
    times = [(_us(row.cpu_us), _us(row.gpu_us)) for row in rows]
    cpu_width = max([len(cpu) for cpu, _ in times] + [len("CPU µs")])
    gpu_width = max([len(gpu) for _, gpu in times] + [len("GPU µs")])
    room = max(10, width - len(INDENT) - cpu_width - gpu_width - 4)
    name_width = min(room, max((len(_tree_cell(row, room)) for row in rows), default=0))
    lines = [f"{INDENT}{'':{name_width}}  {'CPU µs':>{cpu_width}}  {'GPU µs':>{gpu_width}}"]
    for row, (cpu, gpu) in zip(rows, times):
        lines.append(
            f"{INDENT}{_tree_cell(row, name_width):<{name_width}}  {cpu:>{cpu_width}}  {gpu:>{gpu_width}}"
        )
    return [line.rstrip() for line in lines]


def _tree_cell(row: TreeRow, width: int) -> str:
    if row.cpu_us is None:
        size = f" ({_bytes(row.bytes)} B)" if row.bytes else ""
        return nested_cell(row.depth, row.name, width, f"-> {row.kind}: ", size)
    return nested_cell(row.depth, row.name, width)


def _us(value: Optional[float]) -> str:
    return "" if not value else figure(value)


# ---- text ----


def render_text(
    report: ExplainReport, color: bool = False, width: int = DEFAULT_WIDTH, all_rows: bool = False
) -> str:
    analysis, findings, verdict = report.analysis, report.findings, report.verdict
    width, paint = max(MIN_WIDTH, width), painter(color)
    lines = trace_lines(report, width, paint) + [""]
    if verdict:
        lines += [paint("1", "Verdict against the control")]
        lines += [paint("1", part) for line in verdict for part in wrap(line, width, INDENT, INDENT + "  ")]
        lines += [""]
    lines += [paint("1", "Findings")] + finding_lines(listed(findings, verdict), width, paint) + [""]
    lines += [paint("1", f"Summary (medians [min .. max] over {_steps(analysis)})")]
    lines += table(METRIC_HEADER, metric_rows(analysis), width) + [""]
    lines += evidence_lines(analysis, width, paint, all_rows)
    if report.tree is not None:
        title, rows = tree_lines(analysis, report.tree, width, all_rows)
        lines += [paint("1", part) for part in wrap(title, width, "", INDENT)] + rows
    return "\n".join(lines).rstrip("\n") + "\n"


def trace_lines(report: ExplainReport, width: int, paint) -> list[str]:
    """What the trace is: its file and device, which steps the figures are over and why, its lanes, and
    what it lacks (the reader's warnings)."""
    analysis = report.analysis
    lines = [paint("1", fit(f"Trace {analysis.source}", width))]
    device = f"{analysis.device}; " if analysis.device else ""
    lines += [fit(f"{device}{_steps(analysis)}; medians [min .. max] over them", width)]
    for line in step_choice_lines(analysis):
        lines += wrap(line.strip(), width, INDENT if line.startswith(" ") else "", INDENT * 2)
    lanes = lane_line(report.lanes)
    lines += wrap(lanes, width, "", INDENT) if lanes else []
    for warning in _warnings_and_failed_checks(analysis):
        lines += wrap(warning, width, INDENT + "! ", INDENT + "  ")
    return lines


def _warnings_and_failed_checks(analysis) -> list[str]:
    """The reader's warnings, then each trace check the trace failed that they do not already say."""
    said = " ".join(analysis.warnings)
    failed = [
        f"{check.said} [{check.name}]" for check in analysis.checks if not check.ok and check.said not in said
    ]
    return [*analysis.warnings, *failed]


def _steps(analysis: TraceAnalysis) -> str:
    steps = analysis.metrics.steps
    return f"{steps} step" if steps == 1 else f"{steps} steps"


def listed(findings: Sequence[Finding], verdict: Sequence[str]) -> Sequence[Finding]:
    """The findings to list: against a control, those `diff` lists under the same verdict (a speed
    finding only with what the verdict does not say); without one, every finding. JSON keeps them all."""
    return listed_findings(findings, verdict) if verdict else findings


def finding_lines(findings: Sequence[Finding], width: int, paint) -> list[str]:
    lines = []
    for finding in findings:
        wrapped = wrap(f"[{finding.id}] {finding.message}", width, INDENT, INDENT + "    ")
        rule = escape.name(finding.id)
        wrapped[0] = wrapped[0].replace(f"[{rule}]", f"[{paint('33', rule)}]", 1)
        lines += wrapped
        if finding.remedy:
            lines += wrap(f"to fix: {finding.remedy}", width, INDENT + "    ", INDENT + "      ")
    return lines or [INDENT + "none"]


def evidence_lines(analysis: TraceAnalysis, width: int, paint, all_rows: bool) -> list[str]:
    """One-off costs, CPU self time by layer, GPU work and compiled graphs, each list capped."""
    lines = []
    if analysis.one_off_costs:
        costs, shown = one_off_lines(analysis), _longest_one_offs(analysis, all_rows)
        lines += [paint("1", "One-off costs (not per-call overhead)")]
        for n in shown:
            lines += wrap(costs[n].strip(), width, INDENT, INDENT * 3)
        lines += _indented(_hidden(len(costs), len(shown), "one-off costs")) + [""]
    lines += [paint("1", "CPU self time per call, by layer")]
    lines += table(LAYER_HEADER, layer_rows(analysis), width, (3,)) + [""]
    if analysis.kernels:
        rows = kernel_rows(analysis, all_rows)
        columns = [KERNEL_HEADER.index(name) for name in KERNEL_TEXT_COLUMNS]
        lines += [paint("1", "GPU work (longest total time first)")]
        lines += table(KERNEL_TEXT_COLUMNS, [[row[n] for n in columns] for row in rows], width, (5,))
        lines += _indented(_hidden(len(analysis.kernels), len(rows), "GPU event names")) + [""]
    if analysis.graphs:
        graphs = _capped(analysis.graphs, GRAPH_ROWS, all_rows)
        lines += [paint("1", "Compiled graphs")] + [fit(INDENT + _graph_text(g), width) for g in graphs]
        lines += _indented(_hidden(len(analysis.graphs), len(graphs), "compiled graphs")) + [""]
    return lines


def _longest_one_offs(analysis: TraceAnalysis, all_rows: bool) -> list[int]:
    """The positions of the ONE_OFF_ROWS longest one-off costs (all with `all_rows`), in time order."""
    costs = analysis.one_off_costs
    longest = sorted(range(len(costs)), key=lambda n: -costs[n].dur)
    return sorted(_capped(longest, ONE_OFF_ROWS, all_rows))


def _graph_text(graph) -> str:
    source = f"source: {len(graph.source.splitlines())} lines" if graph.source else "source: unresolved"
    return f"{graph.fx_hash}  {graph.calls} calls  {source}"


def _indented(lines: list[str]) -> list[str]:
    return [INDENT + line for line in lines]


# ---- Markdown ----


def _md_table(header, rows, names_last: bool = True) -> list[str]:
    """`names_last`: the last column holds names from the trace, escaped (`md_cell`); the others hold
    our own figures and words."""
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    escaped = [[*row[:-1], md_cell(row[-1])] if names_last else row for row in rows]
    return out + ["| " + " | ".join(row) + " |" for row in escaped]


def render_markdown(report: ExplainReport, all_rows: bool = False) -> str:
    """The text report's order in GitHub Markdown: the trace, the verdict and findings, the summary, the
    evidence, the dispatch tree as a code block (MD_TREE_WIDTH columns); the same caps."""
    analysis, findings, verdict = report.analysis, report.findings, report.verdict
    lines = [f"# Trace {md_code(analysis.source)}", ""]
    if analysis.device:
        lines += [f"Device: {md_inline(analysis.device)}. ", ""]
    lines += [f"{_steps(analysis)}; medians [min .. max] over them.", ""]
    lanes = lane_line(report.lanes)
    about = step_choice_lines(analysis) + ([lanes] if lanes else [])
    lines += [f"{md_inline(line.strip(), line_start=True)}  " for line in about] + [""]
    if _warnings_and_failed_checks(analysis):
        lines += [f"- {md_inline(w, line_start=True)}" for w in _warnings_and_failed_checks(analysis)] + [""]
    if verdict:
        lines += ["## Verdict against the control", ""]
        lines += [f"- {md_inline(line, line_start=True)}" for line in verdict] + [""]
    lines += ["## Findings", ""] + (_md_finding_lines(listed(findings, verdict)) or ["None."])
    lines += ["", "## Summary", ""] + _md_table(METRIC_HEADER, metric_rows(analysis), names_last=False)
    lines += _md_evidence(analysis, all_rows)
    if report.tree is not None:
        title, rows = tree_lines(analysis, report.tree, MD_TREE_WIDTH, all_rows)
        lines += ["", f"## {md_inline(title)}", ""] + md_fence(rows)
    return "\n".join(lines) + "\n"


def _md_evidence(analysis: TraceAnalysis, all_rows: bool) -> list[str]:
    lines = []
    if analysis.one_off_costs:
        costs, shown = one_off_lines(analysis), _longest_one_offs(analysis, all_rows)
        lines += ["", "## One-off costs (not per-call overhead)", ""]
        lines += [f"- {md_inline(costs[n].strip(), line_start=True)}" for n in shown]
        lines += _md_hidden(len(costs), len(shown), "one-off costs")
    lines += ["", "## CPU self time per call, by layer", ""] + _md_table(LAYER_HEADER, layer_rows(analysis))
    if analysis.kernels:
        rows = kernel_rows(analysis, all_rows)
        lines += ["", "## GPU work (longest total time first)", ""] + _md_table(KERNEL_HEADER, rows)
        lines += _md_hidden(len(analysis.kernels), len(rows), "GPU event names")
    if analysis.graphs:
        graphs = _capped(analysis.graphs, GRAPH_ROWS, all_rows)
        lines += ["", "## Compiled graphs", ""]
        lines += [
            f"- {md_code(g.fx_hash)}: {g.calls} calls, "
            + ("source resolved" if g.source else "source unresolved")
            for g in graphs
        ]
        lines += _md_hidden(len(analysis.graphs), len(graphs), "compiled graphs")
    return lines


def _md_hidden(total: int, shown: int, what: str) -> list[str]:
    """The count of the rows left out, as a paragraph of its own (not a list item's continuation)."""
    hidden = _hidden(total, shown, what)
    return ["", md_inline(hidden[0])] if hidden else []


def _md_finding_lines(findings: Sequence[Finding]) -> list[str]:
    return [
        f"- **{md_inline(f.id)}**: {md_inline(f.message)}"
        + (f" *To fix:* {md_inline(f.remedy)}" if f.remedy else "")
        for f in findings
    ]
