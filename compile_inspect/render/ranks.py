"""Rank reports (one line per rank, the skew verdict) as text, Markdown or JSON. No torch.

>>> print(render_ranks([report], fmt="text"))
"""

from __future__ import annotations

import html
import textwrap
from typing import Optional, Sequence

from compile_inspect.compare.diff import json_text
from compile_inspect.compare.ranks import RankMetrics, RankReport

WIDTH = 100  # the footer's lines are wrapped to the text report's default width
HEADER = (
    "rank",
    "step ms [min-max]",
    "CPU busy ms",
    "GPU busy ms",
    "comm ms",
    "collectives",
    "wait ms",
    "trace",
)


def _ms(value: Optional[float]) -> str:
    return "-" if value is None else f"{value:.3f}"


def rank_row(rank: RankMetrics) -> tuple[str, ...]:
    step = rank.step_ms
    steps = f"{step.median:.3f} [{step.min:.3f}-{step.max:.3f}]" if step else "-"
    collectives = "-" if rank.collectives is None else f"{rank.collectives:g} ({rank.comm_source})"
    return (str(rank.rank), steps, _ms(rank.cpu_busy_ms), _ms(rank.gpu_busy_ms), _ms(rank.comm_ms),
            collectives, _ms(rank.wait_ms), rank.label)  # fmt: skip


def _footer(report: RankReport) -> list[str]:
    lines = [
        f"slowest rank: {report.slowest_rank}; collectives matched on every rank: {report.matched_collectives}",
        f"verdict: {report.verdict}",
    ]
    lines += [
        f"rank {rank} findings: {', '.join(f.id for f in found) or 'none'}" for rank, found in report.findings
    ]
    return lines + [f"warning: {w}" for w in report.warnings]


def text_lines(report: RankReport) -> list[str]:
    rows = [HEADER] + [rank_row(r) for r in report.ranks]
    widths = [max(len(row[c]) for row in rows) for c in range(len(HEADER) - 1)] + [0]
    table = ["  " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    head = f"Ranks: {report.title} ({len(report.ranks)} ranks; medians per step)"
    footer = [part for line in _footer(report) for part in textwrap.wrap(line, WIDTH, initial_indent="  ",
              subsequent_indent="    ", break_on_hyphens=False)]  # fmt: skip
    return [head] + table + footer


def markdown_lines(report: RankReport) -> list[str]:
    def cell(value: str) -> str:
        return value.replace("|", "\\|")

    table = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    table += ["| " + " | ".join(cell(c) for c in rank_row(r)) + " |" for r in report.ranks]
    return [f"## Ranks: `{report.title}`", ""] + table + [""] + [f"- {line}" for line in _footer(report)]


def render_ranks(reports: Sequence[RankReport], fmt: str = "text") -> str:
    if fmt == "json":
        return json_text({"ranks": [r.to_dict() for r in reports]})
    chunks = [markdown_lines(r) if fmt == "md" else text_lines(r) for r in reports]
    return "\n\n".join("\n".join(lines) for lines in chunks) + "\n"


def ranks_html(reports: Sequence[RankReport]) -> str:
    """A section for the HTML report: the text tables, preformatted."""
    body = html.escape(render_ranks(reports, "text"))
    return f'<section id="ranks"><h2>Ranks</h2><pre>{body}</pre></section>'
