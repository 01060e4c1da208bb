"""A diff report as terminal text, read top down: the verdict and findings first, then the numbers.

By default it is the short report a user reads in a minute: per comparison the verdict and its first
findings (`DiffReport.short_findings`: each place to fix in the user's code, then the costliest others;
each cut at SHORT_FINDING_LINES lines; a finding every comparison lists word for word stated once after
them, `DiffReport.shared_findings`), the summary and what torch
recorded, and one line saying what `full` adds. `full` (`diff --full`; `all_rows` implies it) is the whole
report: every finding whole, the dispatch chains (only the rows that differ unless `all_rows`), each
compile layer's cost, the kernels' source lines. Every line fits in `width` columns; long names keep
their head and tail around an ellipsis. ANSI colour only when asked (the CLI asks on a terminal without
NO_COLOR).

>>> print(render_text(report, width=100))             # the short report
>>> print(render_text(report, width=100, full=True))   # everything
"""

from __future__ import annotations

from compile_inspect.compare.diff import RAN, Comparison, DiffReport
from compile_inspect.compare.stages import HEADING as BISECT_HEADING
from compile_inspect.names import short_name
from compile_inspect.render import diffview as view
from compile_inspect.render import escape, sweepview
from compile_inspect.render.evidence import without_empty_columns
from compile_inspect.render.fit import MIN_WIDTH, SHRINK_MIN, output_width, table  # noqa: F401 (shared)
from compile_inspect.render.fit import fit as _fit
from compile_inspect.render.fit import painter as _painter
from compile_inspect.render.fit import wrap as _wrap
from compile_inspect.render.registry import DEFAULT_WIDTH, RenderOptions
from compile_inspect.render.words import Legend

INDENT = view.INDENT
SHORT_FINDING_LINES = 3  # a finding's message cut at this many lines there (its remedy: 2 more)
FULL_HINT = "the dispatch chains, each compile layer's cost, the kernels' source lines: --full"


def render_text(
    report: DiffReport,
    color: bool = False,
    width: int = DEFAULT_WIDTH,
    all_rows: bool = False,
    full: bool = False,
) -> str:
    full = full or all_rows
    if not full:
        return short_text(report, color, width)
    width, paint = max(MIN_WIDTH, width), _painter(color)
    lines, words = head_lines(report, width, paint), Legend(report.glossary)
    for comparison in report.comparisons:
        lines += verdict_lines(comparison, width, paint, words) + [""]
    if report.control_findings or not report.comparisons:
        lines += [paint("1", f"Findings: {escape.name(report.control)} (control)")]
        lines += finding_lines(report.control_findings, width, paint, words=words) + [""]
    lines += summary_lines(report, width, paint)
    lines += sweep_lines(report, width, paint)
    for comparison in report.comparisons:
        lines += chain_section(comparison, width, paint, all_rows) + [""]
    lines += kernel_fact_lines(report, width, paint)
    lines += computed_lines(report, width, paint)
    return "\n".join(lines).rstrip("\n") + "\n"


def short_text(report: DiffReport, color: bool = False, width: int = DEFAULT_WIDTH) -> str:
    """The short report: the verdicts with their first findings, the summary, what torch recorded."""
    width, paint = max(MIN_WIDTH, width), _painter(color)
    lines = head_lines(report, width, paint)
    hidden, words = 0, Legend(report.glossary)
    for comparison, (shown, left) in zip(report.comparisons, report.short_findings):
        lines += verdict_lines(comparison, width, paint, words, shown) + [""]
        hidden += left
    if report.shared_findings:
        lines += [paint("1", f"Findings of every comparison against {escape.name(report.control)}")]
        lines += finding_lines(report.shared_findings, width, paint, SHORT_FINDING_LINES, words) + [""]
    shown = report.short_control_findings
    hidden += len(report.control_findings) - len(shown)
    if shown or not report.comparisons:  # none to show: the last line counts those left to --full
        lines += [paint("1", f"Findings: {escape.name(report.control)} (control)")]
        lines += finding_lines(shown, width, paint, SHORT_FINDING_LINES, words) + [""]
    lines += summary_lines(report, width, paint, full=False)
    lines += sweep_lines(report, width, paint)
    more = f"{hidden} more finding{'s' * (hidden != 1)}, " if hidden else "every finding whole, "
    lines += _wrap(f"{more}{FULL_HINT}", width, "", INDENT)
    return "\n".join(lines).rstrip("\n") + "\n"


def head_lines(report: DiffReport, width: int, paint) -> list[str]:
    """The title (wrapped, never cut: it holds the args), the environment, warnings and --bisect's verdict."""
    title = _wrap(f"compile-inspect diff: {report.title}", width, "", INDENT)
    lines = [paint("1", line) for line in title]
    lines += [_fit(view.environment_line(report), width), ""]
    lines += warning_lines(report.warnings, width, paint) + check_lines(report, width, paint)
    return lines + bisect_lines(report.bisect, width, paint)


def check_lines(report: DiffReport, width: int, paint) -> list[str]:
    """The trace checks a mode's trace failed (trace/checks.py), before what the traces show."""
    if not report.failed_checks:
        return []
    lines = [paint("1", "What the traces cannot support (the findings resting on it are withheld)")]
    for label, check in report.failed_checks:
        lines += _wrap(f"! {label}: {check.said} [{check.name}]", width, INDENT, INDENT + "  ")
    return lines + [""]


def diff_text(report: DiffReport, options: RenderOptions) -> str:
    return render_text(report, options.color, options.width, options.all_rows, options.full)


def kernel_fact_lines(report: DiffReport, width: int, paint) -> list[str]:
    """Each kernel's roofline and ncu figures (`kernel_facts`), once `compile-inspect ncu` has run."""
    from compile_inspect.code.kernel_facts import report_facts

    lines = []
    for label, name, facts in report_facts(report, only_with_ncu=True):
        lines += _wrap(f"{label}: {short_name(name)}", width, INDENT, INDENT)
        lines += [part for fact in facts for part in _wrap(fact, width, INDENT * 2, INDENT * 3)]
    return [paint("1", "Kernels: roofline and Nsight Compute")] + lines + [""] if lines else []


def computed_lines(report: DiffReport, width: int, paint) -> list[str]:
    """Each kernel of the chains with the source lines it computes (`provenance.chain_kernels`)."""
    from compile_inspect.code.provenance import chain_kernels

    lines = []
    for label, kernel, found in chain_kernels(report):
        lines += _wrap(f"{label}: {short_name(kernel.name)} ({found.via})", width, INDENT, INDENT * 3)
        lines += [_fit(INDENT * 2 + "<- " + line.short(), width) for line in found.lines[:5]]
        lines += [f"{INDENT * 2}   (+{len(found.lines) - 5} more lines)"] if len(found.lines) > 5 else []
    return (
        [paint("1", "Kernels of the chains: the source lines they compute")] + lines + [""] if lines else []
    )


def sweep_lines(report: DiffReport, width: int, paint) -> list[str]:
    """A shape sweep's table (render/sweepview.py): each value in the order called, each mode's time."""
    if not report.sweeps:
        return []
    header, rows = sweepview.sweep_table(report)
    lines = [
        paint("1", f"Shape sweep over {escape.name(header[0])}, in the order called (one process per mode)")
    ]
    lines += table(header, rows, width)
    lines += [
        part for note in sweepview.sweep_notes(report) for part in _wrap(note, width, INDENT, INDENT * 2)
    ]
    return lines + [""]


def bisect_lines(bisect, width: int, paint) -> list[str]:
    """--bisect's verdict (compare/stages.py): the stage where a problem first appears, above the modes."""
    if not bisect:
        return []
    lines = [paint("1", BISECT_HEADING)]
    for line in bisect:
        lines += _wrap(line, width, INDENT, INDENT * 2)
    return lines + [""]


def warning_lines(warnings, width: int, paint) -> list[str]:
    """Files the session names but lacks: said before anything else, so no gap in the report is silent."""
    if not warnings:
        return []
    lines = [paint("1;31", "Warnings: this report is incomplete")]
    for warning in warnings:
        lines += _wrap(warning, width, "  ! ", "    ")
    return lines + [""]


def verdict_lines(
    comparison: Comparison, width: int, paint, words: Legend | None = None, findings=None
) -> list[str]:
    """The comparison's heading, verdict and findings (`findings`: these, else every listed one); `words`:
    the layer names' legend, each said the first time (render/words.py)."""
    words = words or Legend()
    lines = [paint("1", f"{escape.name(comparison.control)} -> {escape.name(comparison.test)}")]
    for line in comparison.verdict:
        lines += [paint("1", part) for part in _wrap(words.say(line), width, INDENT, INDENT + "  ")]
    if comparison.configuration:  # what differs in configuration, next to what differs in time
        said = _wrap(
            f"Configuration differs: {'; '.join(comparison.configuration)}", width, INDENT, INDENT + "  "
        )
        lines += _cut(said, 2 if findings is not None else 0, width)
    if findings is not None:
        return lines + finding_lines(findings, width, paint, SHORT_FINDING_LINES, words)
    return lines + finding_lines(comparison.listed_findings(), width, paint, words=words)


def finding_lines(findings, width: int, paint, cut: int = 0, words: Legend | None = None) -> list[str]:
    """Each finding and its remedy, wrapped; `cut`: the message kept to that many lines (the remedy to 2),
    the last one ending in "…"; `words`: as verdict_lines."""
    lines, words = [], words or Legend()
    for finding in findings:
        message = words.say(finding.message)
        wrapped = _cut(_wrap(f"[{finding.id}] {message}", width, INDENT, INDENT + "    "), cut, width)
        wrapped[0] = wrapped[0].replace(f"[{finding.id}]", f"[{paint('33', finding.id)}]", 1)
        lines += wrapped
        if finding.remedy:
            remedy = _wrap(f"to fix: {finding.remedy}", width, INDENT + "    ", INDENT + "      ")
            lines += _cut(remedy, 2 if cut else 0, width)
    return lines or [INDENT + "no findings"]


def _cut(lines: list[str], keep: int, width: int) -> list[str]:
    """`lines` kept to `keep` (0: all), the last kept one ending in "…" where lines were left out."""
    if not keep or len(lines) <= keep:
        return lines
    last = lines[keep - 1]
    return lines[: keep - 1] + [last[: width - 2].rstrip() + " …"]


def summary_lines(report: DiffReport, width: int, paint, full: bool = True) -> list[str]:
    header, rows = view.summary_table(report)
    status = header.index("status")
    rows = [row[:status] + (("FAILED",) if row[status].startswith("FAILED") else (row[status],)) + row[status + 1 :]
            for row in rows]  # fmt: skip
    lines = [paint("1", f"Summary ({view.summary_kind(report)}; control: {escape.name(report.control)})")]
    lines += table(header, rows, width)
    where = view.where_timed(report)
    lines += _wrap(where, width, INDENT, INDENT + "  ") if where else []
    for row in report.summary:
        if row.status not in RAN:
            lines += _wrap(
                f"{row.label} FAILED: {row.error or 'unknown error'}", width, INDENT, INDENT + "  "
            )
    lines.append("")
    if report.evidence:
        lines += evidence_lines(report, width, paint, full)
    return lines


def evidence_lines(report: DiffReport, width: int, paint, full: bool) -> list[str]:
    """What torch recorded per mode; the short report leaves out the columns no mode has any of."""
    header, rows = view.evidence_columns(report)
    none_of: list[str] = []
    if not full:
        header, rows, none_of = without_empty_columns(header, rows)
    none = f"; no mode has any {', '.join(none_of)}" if none_of else ""
    heading = _wrap(f"What torch recorded (TORCH_TRACE and the mode's log{none})", width, "", INDENT)
    return [paint("1", line) for line in heading] + table(header, rows, width, (len(header) - 1,)) + [""]


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
