"""One trace's analysis and findings (and, against a control, the verdict) as text or Markdown: model
in, string out. No torch. Its JSON is render/json.py's; formats are chosen in render/registry.py.

    >>> print(render(analysis, findings, fmt="text"))
    >>> print(explain_text(ExplainReport(analysis, findings, verdict), RenderOptions(color=True)))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from compile_inspect.render import registry
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
        heading(f"Trace {analysis.source}") + (f"  ({analysis.device})" if analysis.device else ""),
        f"{analysis.metrics.steps} steps; medians [min .. max] over them",
        *step_choice_lines(analysis),
        "",
    ]
    if verdict:
        lines += [heading("Verdict against the control")] + [f"  {line}" for line in verdict] + [""]
    lines += [heading("Metrics")] + _table(("metric", "value"), metric_rows(analysis)) + [""]
    if analysis.one_off_costs:
        lines += [heading("One-off costs (not per-call overhead)")] + one_off_lines(analysis) + [""]
    lines += [heading("CPU self time per call, by layer")]
    lines += _table(("layer", "self µs", "calls/step", "events"), layer_rows(analysis)) + [""]
    lines += [heading("GPU work")] + _table(KERNEL_HEADER, kernel_rows(analysis)) + [""]
    if analysis.steps:
        step = analysis.step(-1)
        lines += [heading(f"Dispatch chain of {step.name}")] + [
            "  " + line for line in chain_lines(step.roots, exact=True)
        ]
        lines.append("")
    if analysis.graphs:
        lines += [heading("Compiled graphs")]
        lines += [
            f"  {g.fx_hash}  {g.calls} calls  "
            + (f"source: {len(g.source.splitlines())} lines" if g.source else "source: unresolved")
            for g in analysis.graphs
        ] + [""]
    lines += [heading("Findings")]
    for f in findings:
        lines.append(f"  [{_YELLOW + f.id + _RESET if color else f.id}] {f.message}")
        lines += [f"      to fix: {f.remedy}"] if f.remedy else []
    lines += [] if findings else ["  none"]
    lines += [f"  warning: {w}" for w in analysis.warnings]
    return "\n".join(lines) + "\n"


def _md_table(header, rows) -> list[str]:
    def cell(value):
        return str(value).replace("|", "\\|")

    out = ["| " + " | ".join(map(cell, header)) + " |", "|" + "---|" * len(header)]
    return out + ["| " + " | ".join(map(cell, row)) + " |" for row in rows]


def render_markdown(analysis: TraceAnalysis, findings: Sequence[Finding], verdict: Sequence[str] = ()) -> str:
    lines = [f"# Trace `{analysis.source}`", ""]
    if analysis.device:
        lines += [f"Device: {analysis.device}. ", ""]
    lines += [f"{analysis.metrics.steps} steps; medians [min .. max] over them.", ""]
    lines += [f"{line.strip()}  " for line in step_choice_lines(analysis)] + [""]
    lines += (
        ["## Verdict against the control", ""] + [f"- {line}" for line in verdict] + [""] if verdict else []
    )
    lines += ["## Findings", ""]
    lines += [f"- **{f.id}**: {f.message}" + (f" *To fix:* {f.remedy}" if f.remedy else "") for f in findings]
    lines += [] if findings else ["None."]
    lines += ["", "## Metrics", ""] + _md_table(("metric", "value"), metric_rows(analysis))
    lines += ["", "## CPU self time per call, by layer", ""]
    lines += _md_table(("layer", "self µs", "calls/step", "events"), layer_rows(analysis))
    lines += ["", "## GPU work", ""] + _md_table(KERNEL_HEADER, kernel_rows(analysis))
    if analysis.steps:
        step = analysis.step(-1)
        lines += (
            ["", f"## Dispatch chain of {step.name}", "", "```"]
            + chain_lines(step.roots, exact=True)
            + ["```"]
        )
    if analysis.graphs:
        lines += ["", "## Compiled graphs", ""]
        lines += [
            f"- `{g.fx_hash}`: {g.calls} calls, " + ("source resolved" if g.source else "source unresolved")
            for g in analysis.graphs
        ]
    if analysis.warnings:
        lines += ["", "## Warnings", ""] + [f"- {w}" for w in analysis.warnings]
    return "\n".join(lines) + "\n"
