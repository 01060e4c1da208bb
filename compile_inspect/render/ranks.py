"""Rank reports (one line per rank, the skew verdict) as text or Markdown, and rank diffs: each side's
rank table, then the diff of rank with rank, in every format the diff has. No torch. Their JSON is
render/json.py's; formats are chosen in render/registry.py.

>>> print(ranks_text([report], RenderOptions()))
"""

from __future__ import annotations

import html
import textwrap
from typing import Optional, Sequence

from compile_inspect.compare.ranks import RankDiff, RankMetrics, RankReport
from compile_inspect.render import escape, registry
from compile_inspect.render.escape import md_cell, md_code, md_inline
from compile_inspect.render.registry import DEFAULT_WIDTH, RenderOptions

WIDTH = DEFAULT_WIDTH  # the footer's lines are wrapped to the text report's default width
HEADER = (
    "rank",
    "step ms [min-max]",
    "CPU busy ms",
    "GPU busy ms",
    "comm ms",
    "collectives",
    "wait ms",
    "own ms",
    "trace",
)


def _ms(value: Optional[float]) -> str:
    return "-" if value is None else f"{value:.3f}"


def rank_row(rank: RankMetrics) -> tuple[str, ...]:
    step = rank.step_ms
    steps = f"{step.median:.3f} [{step.min:.3f}-{step.max:.3f}]" if step else "-"
    collectives = "-" if rank.collectives is None else f"{rank.collectives:g} ({rank.comm_source})"
    return (str(rank.rank), steps, _ms(rank.cpu_busy_ms), _ms(rank.gpu_busy_ms), _ms(rank.comm_ms),
            collectives, _ms(rank.wait_ms), _ms(rank.own_ms), rank.label)  # fmt: skip


def _footer(report: RankReport) -> list[str]:
    lines = [
        f"slowest rank: {_slowest(report)}; collectives matched on every rank: {report.matched_collectives}",
        f"verdict: {report.verdict}",
    ]
    lines += [
        f"rank {rank} findings: {', '.join(f.id for f in found) or 'none'}" for rank, found in report.findings
    ]
    return lines + [f"warning: {w}" for w in report.warnings]


def _slowest(report: RankReport) -> str:
    """The slowest rank and what makes it so, in the words of the one definition (compare/ranks.py)."""
    rank = next((r for r in report.ranks if r.rank == report.slowest_rank), None)
    if rank is None:
        return "-"
    assert rank.step_ms is not None  # the slowest rank is one of those with steps (`slowest_rank`)
    if rank.own_ms is None:
        return f"{rank.rank} (the longest step, {_ms(rank.step_ms.median)} ms; no collective matched)"
    return f"{rank.rank} ({_ms(rank.own_ms)} ms a step of its own: its step less its wait in collectives)"


def text_lines(report: RankReport) -> list[str]:
    rows = [HEADER] + [tuple(map(escape.name, rank_row(r))) for r in report.ranks]
    widths = [max(len(row[c]) for row in rows) for c in range(len(HEADER) - 1)] + [0]
    table = ["  " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    head = f"Ranks: {escape.name(report.title)} ({len(report.ranks)} ranks; medians per step)"
    return [head] + table + [part for line in _footer(report) for part in _wrapped(line)]


def _wrapped(line: str) -> list[str]:
    return textwrap.wrap(
        escape.message(line), WIDTH, initial_indent="  ", subsequent_indent="    ", break_on_hyphens=False
    )


def markdown_lines(report: RankReport) -> list[str]:
    table = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    table += ["| " + " | ".join([*rank_row(r)[:-1], md_cell(r.label)]) + " |" for r in report.ranks]
    footer = [f"- {md_inline(line, line_start=True)}" for line in _footer(report)]
    return [f"## Ranks: {md_code(report.title)}", ""] + table + [""] + footer


def ranks_text(reports: Sequence[RankReport], options: RenderOptions) -> str:
    return _joined(text_lines(report) for report in reports)


def ranks_markdown(reports: Sequence[RankReport], options: RenderOptions) -> str:
    return _joined(markdown_lines(report) for report in reports)


def _joined(reports_lines) -> str:
    return "\n\n".join("\n".join(lines) for lines in reports_lines) + "\n"


def rank_diff_text(rank_diff: RankDiff, options: RenderOptions) -> str:
    return _ranks_then_diff(rank_diff, "text", options)


def rank_diff_markdown(rank_diff: RankDiff, options: RenderOptions) -> str:
    return _ranks_then_diff(rank_diff, "md", options)


def _ranks_then_diff(rank_diff: RankDiff, fmt: str, options: RenderOptions) -> str:
    ranks = registry.render("ranks", fmt, rank_diff.ranks, options)
    return ranks + "\n" + registry.render("diff", fmt, rank_diff.report, options)


def rank_diff_html(rank_diff: RankDiff, options: RenderOptions) -> str:
    """The diff's page with the rank tables as a section under its header."""
    page = registry.render("diff", "html", rank_diff.report, options)
    return page.replace("</header>", "</header>" + ranks_html(rank_diff.ranks), 1)


def ranks_html(reports: Sequence[RankReport]) -> str:
    """A section for the HTML report: the text tables, preformatted."""
    body = html.escape(ranks_text(reports, RenderOptions()))
    return f'<section id="ranks"><h2>Ranks</h2><pre>{body}</pre></section>'
