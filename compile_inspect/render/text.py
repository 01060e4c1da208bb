"""A diff report as terminal text, read top down: the verdict and findings first, then the numbers,
then the chains (only the rows that differ unless `all_rows`). Every line fits in `width` columns;
long names keep their head and tail around an ellipsis. ANSI colour only when asked (the CLI asks on
a terminal without NO_COLOR).

>>> print(render_text(report, width=100))
"""

from __future__ import annotations

import shutil
import textwrap

from compile_inspect.compare.diff import RAN, Comparison, DiffReport
from compile_inspect.render import diffview as view
from compile_inspect.render import escape
from compile_inspect.render.registry import DEFAULT_WIDTH, RenderOptions

MIN_WIDTH = 60  # narrower than this, chains have no room for names: lines are laid out for 60
INDENT = view.INDENT
SHRINK_MIN = 24  # a name column of a too-wide table is cut down to no fewer characters than this


def render_text(
    report: DiffReport, color: bool = False, width: int = DEFAULT_WIDTH, all_rows: bool = False
) -> str:
    width, paint = max(MIN_WIDTH, width), _painter(color)
    lines = [paint("1", _fit(f"compile-inspect diff: {report.title}", width))]
    lines += [_fit(view.environment_line(report), width), ""]
    lines += warning_lines(report.warnings, width, paint)
    for comparison in report.comparisons:
        lines += verdict_lines(comparison, width, paint) + [""]
    if report.control_findings or not report.comparisons:
        lines += [paint("1", f"Findings: {escape.name(report.control)} (control)")]
        lines += finding_lines(report.control_findings, width, paint) + [""]
    lines += summary_lines(report, width, paint)
    for comparison in report.comparisons:
        lines += chain_section(comparison, width, paint, all_rows) + [""]
    lines += kernel_fact_lines(report, width, paint)
    lines += computed_lines(report, width, paint)
    return "\n".join(lines).rstrip("\n") + "\n"


def diff_text(report: DiffReport, options: RenderOptions) -> str:
    return render_text(report, options.color, options.width, options.all_rows)


def kernel_fact_lines(report: DiffReport, width: int, paint) -> list[str]:
    """Each kernel's roofline and ncu figures (`kernel_facts`), once `compile-inspect ncu` has run."""
    from compile_inspect.code.kernel_facts import report_facts

    lines = []
    for label, name, facts in report_facts(report, only_with_ncu=True):
        lines += _wrap(f"{label}: {name}", width, INDENT, INDENT)
        lines += [part for fact in facts for part in _wrap(fact, width, INDENT * 2, INDENT * 3)]
    return [paint("1", "Kernels: roofline and Nsight Compute")] + lines + [""] if lines else []


def computed_lines(report: DiffReport, width: int, paint) -> list[str]:
    """Each kernel of the chains with the source lines it computes (`provenance.chain_kernels`)."""
    from compile_inspect.code.provenance import chain_kernels

    lines = []
    for label, kernel, found in chain_kernels(report):
        lines += _wrap(f"{label}: {kernel.name} ({found.via})", width, INDENT, INDENT * 3)
        lines += [_fit(INDENT * 2 + "<- " + line.short(), width) for line in found.lines[:5]]
        lines += [f"{INDENT * 2}   (+{len(found.lines) - 5} more lines)"] if len(found.lines) > 5 else []
    return (
        [paint("1", "Kernels of the chains: the source lines they compute")] + lines + [""] if lines else []
    )


def output_width(to_terminal: bool) -> int:
    """The terminal's width when writing to one, else DEFAULT_WIDTH (a file or a pipe has no width)."""
    if not to_terminal:
        return DEFAULT_WIDTH
    return max(MIN_WIDTH, shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns)


def warning_lines(warnings, width: int, paint) -> list[str]:
    """Files the session names but lacks: said before anything else, so no gap in the report is silent."""
    if not warnings:
        return []
    lines = [paint("1;31", "Warnings: this report is incomplete")]
    for warning in warnings:
        lines += _wrap(warning, width, "  ! ", "    ")
    return lines + [""]


def verdict_lines(comparison: Comparison, width: int, paint) -> list[str]:
    lines = [paint("1", f"{escape.name(comparison.control)} -> {escape.name(comparison.test)}")]
    for line in comparison.verdict:
        lines += [paint("1", part) for part in _wrap(line, width, INDENT, INDENT + "  ")]
    return lines + finding_lines(comparison.listed_findings(), width, paint)


def finding_lines(findings, width: int, paint) -> list[str]:
    lines = []
    for finding in findings:
        wrapped = _wrap(f"[{finding.id}] {finding.message}", width, INDENT, INDENT + "    ")
        wrapped[0] = wrapped[0].replace(f"[{finding.id}]", f"[{paint('33', finding.id)}]", 1)
        lines += wrapped
        if finding.remedy:
            lines += _wrap(f"to fix: {finding.remedy}", width, INDENT + "    ", INDENT + "      ")
    return lines or [INDENT + "no findings"]


def summary_lines(report: DiffReport, width: int, paint) -> list[str]:
    header, rows = view.summary_table(report)
    status = header.index("status")
    rows = [row[:status] + (("FAILED",) if row[status].startswith("FAILED") else (row[status],)) + row[status + 1 :]
            for row in rows]  # fmt: skip
    lines = [paint("1", f"Summary ({view.summary_kind(report)}; control: {escape.name(report.control)})")]
    lines += table(header, rows, width)
    for row in report.summary:
        if row.status not in RAN:
            lines += _wrap(
                f"{row.label} FAILED: {row.error or 'unknown error'}", width, INDENT, INDENT + "  "
            )
    lines.append("")
    if report.evidence:
        header, rows = view.evidence_columns(report)
        lines += [paint("1", "What torch recorded (TORCH_TRACE and the mode's log)")]
        lines += table(header, rows, width, (len(header) - 1,)) + [""]
    return lines


# ---- chains ----


def chain_section(comparison: Comparison, width: int, paint, all_rows: bool = False) -> list[str]:
    heading = f"Dispatch chains: {view.comparison_heading(comparison)}"
    lines = [paint("1", line) for line in _wrap(heading, width, "", INDENT)]
    shown = [row for row in comparison.rows if all_rows or row.status != "unchanged"]
    layout = view.ChainLayout.fit(comparison, width)
    lines.append(layout.header(comparison))
    lines += [layout.line(row, paint) for row in shown]
    hidden = len(comparison.rows) - len(shown)
    if hidden:
        lines.append(
            f"{INDENT}… {hidden} unchanged row{'s' if hidden != 1 else ''} hidden, {view.HIDDEN_HINT}"
        )
    layers = view.compile_layers(comparison)
    if layers:
        lines += [""] + _wrap(
            "What each compile layer costs (CPU self µs per profiled call)", width, INDENT, INDENT
        )
        layer_rows = [view.layer_cells(layer) for layer in layers]
        lines += [
            INDENT + line if line else "" for line in table(view.LAYER_HEADER, layer_rows, width - 2, (1,))
        ]
    return lines


# ---- tables ----


def table(header, rows, width: int, shrink: tuple[int, ...] = ()) -> list[str]:
    """An aligned table in `width` columns. Too wide, the `shrink` columns (names) are cut in the middle
    down to SHRINK_MIN, then columns that still do not fit go to a further block below, each block led
    by the first (key) column; a cell wider than a whole block is cut in the middle."""
    cells = [list(map(escape.name, header))] + [list(map(escape.name, row)) for row in rows]
    key_width = max(len(line[0]) for line in cells)
    cell_room = max(8, width - len(INDENT) - key_width - 2)
    cells = [[line[0]] + [view.middle_cut(cell, cell_room) for cell in line[1:]] for line in cells]
    widths = [max(len(line[n]) for line in cells) for n in range(len(header))]
    excess = len(INDENT) + sum(widths) + 2 * (len(widths) - 1) - width
    for n in shrink:
        cut = min(max(0, excess), max(0, widths[n] - SHRINK_MIN))
        if cut:
            widths[n] -= cut
            excess -= cut
            for line in cells:
                line[n] = view.middle_cut(line[n], widths[n])
    out: list[str] = []
    for block in _column_blocks(widths, width - len(INDENT)):
        out += [] if not out else [""]
        out += [(INDENT + "  ".join(line[n].ljust(widths[n]) for n in block)).rstrip() for line in cells]
    return out


def _column_blocks(widths: list[int], room: int) -> list[list[int]]:
    """Column indexes grouped so each group (with the key column 0 in front) fits in `room`."""
    blocks, current, used = [], [0], widths[0]
    for n in range(1, len(widths)):
        if len(current) > 1 and used + 2 + widths[n] > room:
            blocks.append(current)
            current, used = [0], widths[0]
        current.append(n)
        used += 2 + widths[n]
    return blocks + [current]


def _fit(text: str, width: int) -> str:
    """A name or line from a trace or session on one line of `width` columns."""
    return view.middle_cut(escape.name(text), width)


def _wrap(text: str, width: int, first: str, rest: str) -> list[str]:
    """A message (its names cleaned and capped: `escape.message`) wrapped to `width` columns."""
    return textwrap.wrap(
        escape.message(text), width, initial_indent=first, subsequent_indent=rest, break_on_hyphens=False
    ) or [first.rstrip()]


def _painter(color: bool):
    def paint(code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    return paint
