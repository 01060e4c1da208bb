"""One trace's analysis and findings (and, against a control, the verdict) as text or Markdown: model
in, string out. No torch. Its JSON is render/json.py's; formats are chosen in render/registry.py.

    >>> print(render(analysis, findings, fmt="text"))
    >>> print(explain_text(ExplainReport(analysis, findings, verdict), RenderOptions(color=True)))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from compile_inspect.render import escape, registry
from compile_inspect.render.escape import md_cell, md_code, md_fence, md_inline
from compile_inspect.render.registry import RenderOptions
from compile_inspect.render.steps import one_off_lines, step_choice_lines
from compile_inspect.trace.chains import chain_lines
from compile_inspect.trace.model import Finding, Stat, TraceAnalysis

_BOLD, _YELLOW, _RESET = "\x1b[1m", "\x1b[33m", "\x1b[0m"


@dataclass(frozen=True)
class ExplainReport:
    """One trace explained: what `compile-inspect explain TRACE [--control OTHER]` prints."""

    analysis: TraceAnalysis
    findings: tuple[Finding, ...]
    verdict: tuple[str, ...] = ()  # the lines of the comparison against a control trace, if any


def render(
    analysis: TraceAnalysis,
    findings: Sequence[Finding],
    fmt: str = "text",
    color: bool = False,
    verdict: Sequence[str] = (),
) -> str:
    """`verdict`: the lines of a comparison against a control trace (`explain --control`)."""
    report = ExplainReport(analysis, tuple(findings), tuple(verdict))
    return registry.render("explain", fmt, report, RenderOptions(color=color))


def explain_text(report: ExplainReport, options: RenderOptions) -> str:
    return render_text(report.analysis, report.findings, options.color, report.verdict)


def explain_markdown(report: ExplainReport, options: RenderOptions) -> str:
    return render_markdown(report.analysis, report.findings, report.verdict)


def _stat(stat: Optional[Stat], unit: str = " µs", scale: float = 1.0, digits: int = 1) -> str:
    if stat is None:
        return "-"
    fmt = f"{{:.{digits}f}}"
    return (
        f"{fmt.format(stat.median * scale)}{unit} "
        f"[{fmt.format(stat.min * scale)} .. {fmt.format(stat.max * scale)}]"
    )


def metric_rows(analysis: TraceAnalysis) -> list[tuple[str, str]]:
    m = analysis.metrics
    return [
        ("CPU time per step", _stat(m.cpu_us)),
        ("GPU busy per step", _stat(m.gpu_busy_us)),
        ("GPU idle share", _stat(m.gpu_idle_share, "%", 100.0, 0)),
        ("kernels per step", _stat(m.kernel_launches, "", digits=0)),
        (
            "memcpy per step",
            f"{_stat(m.memcpy_count, '', digits=0)}, {_stat(m.memcpy_bytes, ' B', digits=0)}",
        ),
        (
            "memset per step",
            f"{_stat(m.memset_count, '', digits=0)}, {_stat(m.memset_bytes, ' B', digits=0)}",
        ),
        ("launch-to-start lag", _stat(m.launch_lag_us)),
    ]


def layer_rows(analysis: TraceAnalysis) -> list[tuple[str, str, str, str]]:
    return [
        (layer.kind, f"{layer.self_us.median:.1f}", f"{layer.calls_per_step:g}", " / ".join(layer.names))
        for layer in analysis.layers
    ]


def kernel_rows(analysis: TraceAnalysis) -> list[tuple[str, ...]]:
    def dims(value):
        return "x".join(map(str, value)) if value else "-"

    return [
        (
            row.kind,
            str(row.count),
            f"{row.dur_us.median:.1f}",
            f"{row.dur_us.min:.1f}",
            f"{row.dur_us.max:.1f}",
            dims(row.grid),
            dims(row.block),
            str(row.registers or "-"),
            str(row.shared_memory or "-"),
            str(row.bytes or "-"),
            row.name,
        )
        for row in analysis.kernels
    ]


KERNEL_HEADER = ("kind", "count", "median µs", "min", "max", "grid", "block", "regs", "smem", "bytes", "name")


def _table(header, rows) -> list[str]:
    rows = [[escape.name(cell) for cell in row] for row in rows]
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    widths[-1] = 0  # the last column (a name) is not padded
    return [
        "  " + "  ".join(str(cell).ljust(w) for cell, w in zip(line, widths)).rstrip()
        for line in (header, *rows)
    ]


def render_text(
    analysis: TraceAnalysis, findings: Sequence[Finding], color: bool = False, verdict: Sequence[str] = ()
) -> str:
    def heading(title):
        return f"{_BOLD}{title}{_RESET}" if color else title

    lines = [
        heading(f"Trace {escape.name(analysis.source)}")
        + (f"  ({escape.name(analysis.device)})" if analysis.device else ""),
        f"{analysis.metrics.steps} steps; medians [min .. max] over them",
        *map(escape.message, step_choice_lines(analysis)),
        "",
    ]
    if verdict:
        lines += [heading("Verdict against the control")] + [f"  {escape.message(line)}" for line in verdict]
        lines += [""]
    lines += [heading("Metrics")] + _table(("metric", "value"), metric_rows(analysis)) + [""]
    if analysis.one_off_costs:
        lines += [heading("One-off costs (not per-call overhead)")]
        lines += [escape.message(line) for line in one_off_lines(analysis)] + [""]
    lines += [heading("CPU self time per call, by layer")]
    lines += _table(("layer", "self µs", "calls/step", "events"), layer_rows(analysis)) + [""]
    lines += [heading("GPU work")] + _table(KERNEL_HEADER, kernel_rows(analysis)) + [""]
    if analysis.steps:
        step = analysis.step(-1)
        lines += [heading(f"Dispatch chain of {escape.name(step.name)}")] + [
            "  " + escape.name(line) for line in chain_lines(step.roots, exact=True)
        ]
        lines.append("")
    if analysis.graphs:
        lines += [heading("Compiled graphs")]
        lines += [
            f"  {escape.name(g.fx_hash)}  {g.calls} calls  "
            + (f"source: {len(g.source.splitlines())} lines" if g.source else "source: unresolved")
            for g in analysis.graphs
        ] + [""]
    lines += [heading("Findings")] + _finding_lines(findings, color)
    lines += [f"  warning: {escape.message(w)}" for w in analysis.warnings]
    return "\n".join(lines) + "\n"


def _finding_lines(findings: Sequence[Finding], color: bool) -> list[str]:
    lines = []
    for f in findings:
        rule = escape.name(f.id)
        lines.append(f"  [{_YELLOW + rule + _RESET if color else rule}] {escape.message(f.message)}")
        lines += [f"      to fix: {escape.message(f.remedy)}"] if f.remedy else []
    return lines or ["  none"]


def _md_table(header, rows, names_last: bool = True) -> list[str]:
    """`names_last`: the last column holds names from the trace, escaped (`md_cell`); the others hold
    our own figures and words."""
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    escaped = [[*row[:-1], md_cell(row[-1])] if names_last else row for row in rows]
    return out + ["| " + " | ".join(row) + " |" for row in escaped]


def render_markdown(analysis: TraceAnalysis, findings: Sequence[Finding], verdict: Sequence[str] = ()) -> str:
    lines = [f"# Trace {md_code(analysis.source)}", ""]
    if analysis.device:
        lines += [f"Device: {md_inline(analysis.device)}. ", ""]
    lines += [f"{analysis.metrics.steps} steps; medians [min .. max] over them.", ""]
    lines += [f"{md_inline(line.strip(), line_start=True)}  " for line in step_choice_lines(analysis)] + [""]
    if verdict:
        lines += ["## Verdict against the control", ""]
        lines += [f"- {md_inline(line, line_start=True)}" for line in verdict] + [""]
    lines += ["## Findings", ""] + (_md_finding_lines(findings) or ["None."])
    lines += ["", "## Metrics", ""] + _md_table(("metric", "value"), metric_rows(analysis), names_last=False)
    lines += ["", "## CPU self time per call, by layer", ""]
    lines += _md_table(("layer", "self µs", "calls/step", "events"), layer_rows(analysis))
    lines += ["", "## GPU work", ""] + _md_table(KERNEL_HEADER, kernel_rows(analysis))
    if analysis.steps:
        step = analysis.step(-1)
        lines += ["", f"## Dispatch chain of {md_inline(step.name)}", ""]
        lines += md_fence(chain_lines(step.roots, exact=True))
    if analysis.graphs:
        lines += ["", "## Compiled graphs", ""]
        lines += [
            f"- {md_code(g.fx_hash)}: {g.calls} calls, "
            + ("source resolved" if g.source else "source unresolved")
            for g in analysis.graphs
        ]
    if analysis.warnings:
        lines += ["", "## Warnings", ""] + [f"- {md_inline(w, line_start=True)}" for w in analysis.warnings]
    return "\n".join(lines) + "\n"


def _md_finding_lines(findings: Sequence[Finding]) -> list[str]:
    return [
        f"- **{md_inline(f.id)}**: {md_inline(f.message)}"
        + (f" *To fix:* {md_inline(f.remedy)}" if f.remedy else "")
        for f in findings
    ]
