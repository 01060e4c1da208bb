"""Every report as JSON: the diff's, a rank diff's, the ranks', one trace's. No torch.

One encoding for all (`compare.diff.json_bytes`: sorted keys, indent 2, the bytes of `json.dumps(indent=2,
sort_keys=True, ensure_ascii=False)`), each document ending in a newline. The diff's schema is documented
in docs/diff-json.md. One trace's document holds every step's window and metrics, its findings and, against
a control, the verdict; with `full` the dispatch trees of every step follow, written one step at a time:

    >>> for chunk in explain_json_chunks(report, RenderOptions(full=True)):   # never all in memory
    ...     sys.stdout.buffer.write(chunk)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterator, Sequence

from compile_inspect.compare.diff import DiffReport
from compile_inspect.compare.diff import json_bytes as _json_bytes
from compile_inspect.render.registry import RenderOptions

if TYPE_CHECKING:  # annotations only: one trace's JSON needs no rank code
    from compile_inspect.compare.explaining import ExplainReport
    from compile_inspect.compare.ranks import RankDiff, RankReport

_STEPS_MARK = "__compile_inspect_steps__"
# The UTF-8 of C1 controls (U+0080-U+009F) and U+2028/U+2029, which the encoder leaves raw (C0 it escapes):
# a terminal or a JavaScript reader acts on them, so each becomes \uXXXX; other non-ASCII stays as is.
_RAW_CONTROLS = re.compile(rb"\xc2[\x80-\x9f]|\xe2\x80[\xa8\xa9]")


def _escape(match: re.Match) -> bytes:
    return b"\\u%04x" % ord(match.group().decode())


def json_bytes(data) -> bytes:
    """`compare.diff.json_bytes`, with C1 controls and U+2028/9 escaped."""
    return _RAW_CONTROLS.sub(_escape, _json_bytes(data))


def json_text(data: dict) -> str:
    return json_bytes(data).decode() + "\n"


def diff_json(report: DiffReport, options: RenderOptions) -> str:
    return json_text(report.to_dict())


def rank_diff_json(rank_diff: RankDiff, options: RenderOptions) -> str:
    return json_text(rank_diff.to_dict())


def ranks_json(reports: Sequence[RankReport], options: RenderOptions) -> str:
    return json_text({"ranks": [report.to_dict() for report in reports]})


def explain_json(report: ExplainReport, options: RenderOptions) -> str:
    return b"".join(explain_json_chunks(report, options)).decode()


def explain_json_chunks(report: ExplainReport, options: RenderOptions) -> Iterator[bytes]:
    """The document in pieces; with `options.full`, one piece per step's trees."""
    analysis = report.analysis
    full = options.full and bool(analysis.steps)
    text = json_bytes(_explain_payload(report, full)) + b"\n"
    if not full:
        yield text
        return
    head, tail = text.split(f'"{_STEPS_MARK}"'.encode())
    indent = head[head.rindex(b"\n") + 1 :]
    yield head
    for step_no, tree in enumerate(report.step_trees()):
        step = json_bytes(tree).replace(b"\n", b"\n" + indent)
        yield step if step_no == 0 else b",\n" + indent + step
    yield tail


def _explain_payload(report: ExplainReport, full: bool) -> dict:
    """The document, its steps' trees left as a mark that `explain_json_chunks` fills in."""
    data = report.analysis.to_dict()
    if full:
        data["steps"] = [_STEPS_MARK]
    payload = {"analysis": data, "findings": [finding.to_dict() for finding in report.findings]}
    if report.verdict:
        payload["verdict"] = list(report.verdict)
    return payload
