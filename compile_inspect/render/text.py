"""A diff report as terminal text; ANSI colour only when asked (the CLI asks on a terminal without NO_COLOR).

>>> print(render_text(report, color=False))
"""

from __future__ import annotations

from compile_inspect.diff import AlignedRow, Comparison, DiffReport
from compile_inspect.render import diffview as view
from compile_inspect.render.evidence import evidence_table

STATUS_COLOUR = {"added": "32", "deleted": "31", "changed": "35", "increased": "33", "decreased": "36"}
NAME_WIDTH = 64  # a side's name column; longer names are cut with an ellipsis


def render_text(report: DiffReport, color: bool = False) -> str:
    paint = _painter(color)
    lines = [paint("1", f"compile-inspect diff: {report.title}"), view.environment_line(report), ""]
    lines += [paint("1", f"Summary (steady-state medians; control: {report.control})")]
    lines += table(view.SUMMARY_HEADER, [view.summary_cells(row) for row in report.summary]) + [""]
    if report.evidence:
        header, rows = evidence_table(report)
        lines += (
            [paint("1", "What torch recorded (TORCH_TRACE and the mode's log)")] + table(header, rows) + [""]
        )
    for comparison in report.comparisons:
        lines += comparison_lines(comparison, paint) + [""]
    if report.control_findings:
        lines += [paint("1", f"Findings: {report.control}")]
        lines += finding_lines(report.control_findings, paint) + [""]
    return "\n".join(lines).rstrip("\n") + "\n"


def comparison_lines(comparison: Comparison, paint) -> list[str]:
    lines = [paint("1", view.comparison_heading(comparison))]
    lines += [f"  {paint('1', line)}" for line in comparison.verdict]
    lines += ["", f"  Findings: {comparison.test}"] + finding_lines(comparison.findings, paint) + [""]
    width = min(
        NAME_WIDTH, max([len(view.node_text(r.control)) for r in comparison.rows] + [len(comparison.control)])
    )
    lines.append(f"  {'':9}  {comparison.control:<{width}}  {'µs':>10} | {comparison.test}  µs")
    lines += [chain_line(row, width, paint) for row in comparison.rows]
    layers = view.compile_layers(comparison)
    if layers:
        lines += ["", "  What each compile layer costs (CPU self µs per call)"]
        lines += [
            "  " + line for line in table(view.LAYER_HEADER, [view.layer_cells(layer) for layer in layers])
        ]
    return lines


def finding_lines(findings, paint) -> list[str]:
    lines = []
    for finding in findings:
        lines.append(f"  [{paint('33', finding.id)}] {finding.message}")
        lines += [f"      to fix: {finding.remedy}"] if finding.remedy else []
    return lines or ["  none"]


def chain_line(row: AlignedRow, width: int, paint) -> str:
    left = _cut(view.node_text(row.control), width)
    right = _cut(view.node_text(row.test), 2 * width)
    status = (
        paint(STATUS_COLOUR.get(row.status, "0"), f"{row.status:<9}")
        if row.status != "unchanged"
        else f"{row.status:<9}"
    )
    return (
        f"  {status}  {left:<{width}}  {view.node_time(row.control):>10} | "
        f"{right}  {view.node_time(row.test)}"
    ).rstrip()


def table(header, rows) -> list[str]:
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    return [
        "  " + "  ".join(str(cell).ljust(w) for cell, w in zip(line, widths)).rstrip()
        for line in (header, *rows)
    ]


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _painter(color: bool):
    def paint(code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    return paint
