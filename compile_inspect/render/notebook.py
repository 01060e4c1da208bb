"""A diff report for a notebook cell (`Diff._repr_html_`): compact, under NOTEBOOK_MAX_BYTES. The verdicts
with the short report's findings and the summary table are shown; the whole text report (`--full`) is
one click away in a folded block; the interactive report is `diff.to_html(path)`. No script, no style
beyond a few inline rules: notebook front ends sanitise both differently. No torch.

    >>> html = notebook_html(report)      # what Jupyter shows for `ci.load("runs/mm").diff()`
"""

from __future__ import annotations

from html import escape

from compile_inspect.compare.diff import DiffReport
from compile_inspect.render import diffview as view
from compile_inspect.render.text import render_text

NOTEBOOK_MAX_BYTES = 200_000  # a cell's output; past it the folded full report keeps its head
TEXT_WIDTH = 110
_MONO = "font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px"


def notebook_html(report: DiffReport) -> str:
    parts = [
        f"<div class='compile-inspect' style='line-height: 1.4'><b>compile-inspect diff: {escape(report.title)}</b>"
    ]
    parts += [f"<div style='color: #57606a'>{escape(view.environment_line(report))}</div>"]
    parts += [_comparison(c, shown) for c, (shown, _) in zip(report.comparisons, report.short_findings)]
    parts += (
        [_findings("Findings of every comparison", report.shared_findings)] if report.shared_findings else []
    )
    parts += [_summary(report), _full(report), "</div>"]
    return "\n".join(parts)


def _comparison(comparison, shown) -> str:
    head = f"<p><b>{escape(comparison.control)} → {escape(comparison.test)}</b><br>"
    verdict = "<br>".join(escape(line) for line in comparison.verdict)
    return head + verdict + "</p>" + (_list(shown) if shown else "")


def _findings(title: str, findings) -> str:
    return f"<p><b>{escape(title)}</b></p>" + _list(findings)


def _list(findings) -> str:
    items = "".join(
        f"<li><code>{escape(f.id)}</code> {escape(f.message)}"
        + (f"<br><i>to fix:</i> {escape(f.remedy)}" if f.remedy else "")
        + "</li>"
        for f in findings
    )
    return f"<ul>{items}</ul>"


def _summary(report: DiffReport) -> str:
    header, rows = view.summary_table(report)
    head = "".join(f"<th style='text-align: left'>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table style='{_MONO}'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _full(report: DiffReport) -> str:
    """The whole text report folded; past the size budget, its head and a line saying what is cut."""
    text = render_text(report, width=TEXT_WIDTH, full=True)
    budget = NOTEBOOK_MAX_BYTES // 2  # escaping and the rest of the cell fit in the other half
    lines, kept, size = text.splitlines(), [], 0
    for line in lines:
        size += len(line.encode()) + 1
        if size > budget:
            break
        kept.append(line)
    cut = len(lines) - len(kept)
    tail = f"\n[... {cut} more lines: diff.text(full=True) or diff.to_html(path) ...]" if cut else ""
    return (
        f"<details><summary>The full report ({len(lines):,} lines; the interactive one: "
        "<code>diff.to_html(path)</code>)</summary>"
        f"<pre style='{_MONO}'>{escape(chr(10).join(kept) + tail)}</pre></details>"
    )
