"""A diff report as GitHub-flavoured Markdown: pastes cleanly into an issue or a PR."""

from __future__ import annotations

from compile_inspect.diff import Comparison, DiffReport
from compile_inspect.render import diffview as view
from compile_inspect.render.evidence import evidence_table


def render_markdown(report: DiffReport) -> str:
    lines = [f"## compile-inspect diff: `{report.title}`", "", f"{view.environment_line(report)}", ""]
    lines += [f"### Summary (steady-state medians; control: {report.control})", ""]
    lines += md_table(view.SUMMARY_HEADER, [_escaped(view.summary_cells(row)) for row in report.summary])
    if report.evidence:
        header, rows = evidence_table(report)
        lines += ["", "### What torch recorded (TORCH_TRACE and the mode's log)", ""]
        lines += md_table(header, [_escaped(row) for row in rows])
    for comparison in report.comparisons:
        lines += [""] + comparison_lines(comparison)
    if report.control_findings:
        lines += ["", f"### Findings: {report.control}", ""] + finding_lines(report.control_findings)
    return "\n".join(lines) + "\n"


def comparison_lines(comparison: Comparison) -> list[str]:
    lines = [f"### {view.comparison_heading(comparison)}", ""]
    lines += [f"**{_escape(line)}**" + ("  " if n + 1 < len(comparison.verdict) else "")
              for n, line in enumerate(comparison.verdict)]  # fmt: skip
    lines += ["", f"#### Findings: {comparison.test}", ""]
    lines += finding_lines(comparison.findings) or ["None."]
    layers = view.compile_layers(comparison)
    if layers:
        lines += ["", "#### What each compile layer costs (CPU self µs per call)", ""]
        lines += md_table(view.LAYER_HEADER, [_escaped(view.layer_cells(layer)) for layer in layers])
    lines += ["", "<details><summary>Dispatch chains, side by side</summary>", ""]
    header = ("status", comparison.control, "µs", comparison.test, "µs")
    rows = [
        (
            row.status,
            _code(view.node_text(row.control)),
            view.node_time(row.control),
            _code(view.node_text(row.test)),
            view.node_time(row.test),
        )
        for row in comparison.rows
    ]
    return lines + md_table(header, rows) + ["", "</details>"]


def finding_lines(findings) -> list[str]:
    return [f"- **{f.id}**: {_escape(f.message)}" + (f" *To fix:* {_escape(f.remedy)}" if f.remedy else "")
            for f in findings]  # fmt: skip


def md_table(header, rows) -> list[str]:
    """Cells arrive escaped (or as code spans, which GitHub shows literally)."""
    out = ["| " + " | ".join(_escape(str(h)) for h in header) + " |", "|" + "---|" * len(header)]
    return out + ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]


def _escaped(cells) -> tuple[str, ...]:
    return tuple(_escape(cell) for cell in cells)


def _code(text: str) -> str:
    """A chain node in a table cell: indentation kept with non-breaking spaces, name as code."""
    if not text:
        return ""
    stripped = text.lstrip(" ")
    fence = "``" if "`" in stripped else "`"
    return "\u00a0" * (len(text) - len(stripped)) + f"{fence}{stripped}{fence}"


def _cell(value: str) -> str:
    return value.replace("|", "\\|").replace("\n", " ")


def _escape(text: str) -> str:
    """Keep user- and trace-supplied names from turning into Markdown or HTML."""
    return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
