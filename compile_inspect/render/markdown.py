"""A diff report as GitHub-flavoured Markdown: pastes cleanly into an issue or a PR.

Read top down like the text report: warnings, then each comparison's verdict and findings (a remedy is
a list nested under its finding), the summary and torch's evidence as tables, and the chains in a
collapsed `<details>` as a ```diff code block (GitHub colours added rows green, deleted rows red; a
code block keeps the nesting that table cells would lose). Names from traces are escaped outside code
(render/escape.py), so `__torch_function__` or `<i>` read as written, and code fences are longer than
any backtick run inside. tests/test_markdown_render.py checks the structure with a CommonMark +
GFM-tables parser.
"""

from __future__ import annotations

from compile_inspect.compare.diff import RAN, Comparison, DiffReport
from compile_inspect.compare.stages import HEADING as BISECT_HEADING
from compile_inspect.names import short_name
from compile_inspect.render import diffview as view
from compile_inspect.render import sweepview
from compile_inspect.render.escape import md_cell, md_fence
from compile_inspect.render.escape import md_code as _code
from compile_inspect.render.escape import md_inline as _escape
from compile_inspect.render.registry import RenderOptions
from compile_inspect.render.words import Legend

CHAIN_WIDTH = 140  # a code block scrolls sideways on GitHub; past this it is hard to read anyway
# diff-block marks: GitHub colours `+` lines green and `-` lines red.
DIFF_MARK = {"added": "+", "deleted": "-"}


FULL_HINT = "*`--full` shows every finding, the dispatch chains, each compile layer's cost and the kernels' source lines.*"


def render_markdown(report: DiffReport, all_rows: bool = False, full: bool = False) -> str:
    """The text report's order; short (the verdicts, their first findings, the tables) unless `full`
    (`all_rows` implies it)."""
    full = full or all_rows
    lines = [
        f"## compile-inspect diff: {_code(report.title)}",
        "",
        _escape(view.environment_line(report), line_start=True),
        "",
    ]
    lines += warning_lines(report.warnings)
    if report.failed_checks:
        lines += ["**What the traces cannot support** (the findings resting on it are withheld):", ""]
        lines += [
            f"- {_escape(label)}: {_escape(check.said)} (`{check.name}`)"
            for label, check in report.failed_checks
        ]
        lines += [""]
    lines += bisect_lines(report.bisect)
    hidden, words = 0, Legend(report.glossary)
    for comparison, (shown, left) in zip(report.comparisons, report.short_findings):
        lines += verdict_lines(comparison, None if full else shown, words) + [""]
        hidden += left if not full else 0
    if report.shared_findings and not full:
        lines += [f"### Findings of every comparison against {_escape(report.control)}", ""]
        lines += finding_lines(report.shared_findings, words) + [""]
    shown = report.control_findings if full else report.short_control_findings
    hidden += len(report.control_findings) - len(shown)
    if shown or not report.comparisons or (full and report.control_findings):
        lines += [f"### Findings: {_escape(report.control)} (control)", ""]
        lines += (finding_lines(shown, words) or ["None."]) + [""]
    lines += summary_lines(report)
    lines += sweep_lines(report)
    if not full:
        more = f"*{hidden} more finding{'s' * (hidden != 1)}.* " if hidden else ""
        return "\n".join([*lines, more + FULL_HINT]).rstrip("\n") + "\n"
    for comparison in report.comparisons:
        lines += chain_lines(comparison, all_rows) + [""]
    lines += kernel_fact_lines(report) + computed_lines(report)
    return "\n".join(lines).rstrip("\n") + "\n"


def diff_markdown(report: DiffReport, options: RenderOptions) -> str:
    return render_markdown(report, options.all_rows, options.full)


def kernel_fact_lines(report: DiffReport) -> list[str]:
    """Each kernel's roofline and ncu figures, as in the text report (once `compile-inspect ncu` has run)."""
    from compile_inspect.code.kernel_facts import report_facts

    lines = []
    for label, name, facts in report_facts(report, only_with_ncu=True):
        lines += [f"- {_escape(label, True)}: {_code(short_name(name))}"] + [
            f"  - {_escape(fact, True)}" for fact in facts
        ]
    return ["### Kernels: roofline and Nsight Compute", ""] + lines + [""] if lines else []


def computed_lines(report: DiffReport) -> list[str]:
    """Each kernel of the chains with the source lines it computes, as in the text report."""
    from compile_inspect.code.provenance import chain_kernels

    lines = []
    for label, kernel, found in chain_kernels(report):
        lines += [f"- {_escape(label, True)}: {_code(short_name(kernel.name))} ({_escape(found.via)})"]
        lines += [f"  - {_code(line.short())}" for line in found.lines[:5]]
        lines += [f"  - (+{len(found.lines) - 5} more lines)"] if len(found.lines) > 5 else []
    return ["### Kernels of the chains: the source lines they compute", ""] + lines + [""] if lines else []


def bisect_lines(bisect) -> list[str]:
    """--bisect's verdict (compare/stages.py), above the modes."""
    if not bisect:
        return []
    return [f"### {BISECT_HEADING}", "", *(f"- {_escape(line, True)}" for line in bisect), ""]


def warning_lines(warnings) -> list[str]:
    if not warnings:
        return []
    lines = ["**Warning: this report is incomplete:**", ""]
    return lines + [f"- {_escape(warning, True)}" for warning in warnings] + [""]


def verdict_lines(comparison: Comparison, shown=None, words: Legend | None = None) -> list[str]:
    """The comparison's heading, verdict and findings (`shown`: the short report's; None: all); `words`: the
    layer names' legend, each said the first time (render/words.py)."""
    words = words or Legend()
    lines = [f"### {_escape(comparison.control)} -> {_escape(comparison.test)}", ""]
    lines += [f"**{_escape(words.say(line))}**" + ("  " if n + 1 < len(comparison.verdict) else "")
              for n, line in enumerate(comparison.verdict)]  # fmt: skip
    listed = comparison.listed_findings() if shown is None else shown
    if comparison.configuration:  # what differs in configuration, next to what differs in time
        lines += ["", "Configuration differs: " + "; ".join(_code(line) for line in comparison.configuration)]
    return lines + ([""] if comparison.verdict else []) + (finding_lines(listed, words) or ["No findings."])


def finding_lines(findings, words: Legend | None = None) -> list[str]:
    lines, words = [], words or Legend()
    for finding in findings:
        lines.append(f"- **{_escape(finding.id)}**: {_escape(words.say(finding.message))}")
        lines += [f"  - *To fix:* {_escape(finding.remedy)}"] if finding.remedy else []
    return lines


def sweep_lines(report: DiffReport) -> list[str]:
    """A shape sweep's table (render/sweepview.py), each value in the order called."""
    if not report.sweeps:
        return []
    header, rows = sweepview.sweep_table(report)
    lines = [f"### Shape sweep over {_escape(header[0])}, in the order called (one process per mode)", ""]
    lines += md_table(header, [_escaped(row) for row in rows]) + [""]
    return lines + [f"- {_escape(note, True)}" for note in sweepview.sweep_notes(report)] + [""]


def summary_lines(report: DiffReport) -> list[str]:
    header, rows = view.summary_table(report)
    lines = [f"### Summary ({view.summary_kind(report)}; control: {_escape(report.control)})", ""]
    lines += md_table(header, [_escaped(row) for row in rows]) + [""]
    where = view.where_timed(report)
    lines += [_escape(where, line_start=True), ""] if where else []
    failed = [row for row in report.summary if row.status not in RAN]
    lines += [f"- **{_escape(r.label)} failed**: {_escape(r.error or 'unknown error')}" for r in failed]
    lines += [""] if failed else []
    if report.evidence:
        header, rows = view.evidence_columns(report)
        lines += ["### What torch recorded (TORCH_TRACE and the mode's log)", ""]
        lines += md_table(header, [_escaped(row) for row in rows]) + [""]
    return lines


def chain_lines(comparison: Comparison, all_rows: bool = False) -> list[str]:
    lines = [f"### Dispatch chains: {_escape(view.comparison_heading(comparison))}", ""]
    layers = view.compile_layers(comparison)
    if layers:
        lines += ["What each compile layer costs (CPU self µs per profiled call):", ""]
        lines += md_table(view.LAYER_HEADER, [_escaped(view.layer_cells(layer)) for layer in layers]) + [""]
    shown = [row for row in comparison.rows if all_rows or row.status != "unchanged"]
    hidden = len(comparison.rows) - len(shown)
    summary = f"{len(shown)} rows that differ" + (
        f", {hidden} unchanged hidden ({view.HIDDEN_HINT})" if hidden else ""
    )
    layout = view.ChainLayout.fit(comparison, CHAIN_WIDTH)
    block = ["  " + layout.header(comparison)[2:]] + [
        f"{DIFF_MARK.get(row.status, ' ')} {layout.line(row, _plain)[2:]}" for row in shown
    ]
    lines += [f"<details><summary>{_escape(summary)}</summary>", ""] + md_fence(block, "diff")
    return lines + ["", "</details>"]


def md_table(header, rows) -> list[str]:
    """Cells arrive escaped (`_escaped`)."""
    out = ["| " + " | ".join(_escape(str(h)) for h in header) + " |", "|" + "---|" * len(header)]
    return out + ["| " + " | ".join(row) + " |" for row in rows]


def _escaped(cells) -> tuple[str, ...]:
    return tuple(md_cell(cell) for cell in cells)


def _plain(code: str, text: str) -> str:
    return text
