"""Which function writes which report in which format: the one place an output is chosen. No torch.

    >>> text = render("diff", "md", report, RenderOptions(all_rows=True))
    >>> formats("explain")
    ('text', 'json', 'md')
    >>> register("diff", "csv", "my_package.csv_report:diff_csv")    # or the function itself

The CLI (`diff --format`, `explain --format`: their choices are `formats(kind)`) and the library's objects
(`Diff`, `Explanation`, `Ranks`: `str()`, `to_markdown()`, `to_json()`, `to_html()`, `render(fmt)`) both
render through `render`, so the two cannot print different things. A renderer is a function
`(report, RenderOptions) -> str`, named as "module:function" so that its module (pygments for HTML) is
imported only when that format is asked for. Report kinds and what each renders:

- `diff`: a `compare.diff.DiffReport` (sessions, two traces);
- `rank-diff`: a `compare.ranks.RankDiff` (two rank folders, multi-rank sessions): the rank tables, then the diff;
- `explain`: an `explain.ExplainReport` (one trace, with the verdict against a control when there is one);
- `ranks`: a sequence of `compare.ranks.RankReport` (`explain` of a folder of rank traces).

A format a kind has no renderer for (HTML of one trace) is refused with one `UsageError` line.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import BinaryIO, Callable, Iterable, Optional, Union

from compile_inspect.errors import InspectError, UsageError
from compile_inspect.render import escape

DEFAULT_WIDTH = 100  # text columns when the output is not a terminal (a file, a pipe, a test)


@dataclass(frozen=True)
class RenderOptions:
    """What a reader may ask of a report's layout; each renderer reads the fields that apply to it."""

    color: bool = False  # text: ANSI colour
    width: int = DEFAULT_WIDTH  # text: columns per line
    all_rows: bool = False  # text, md: the unchanged chain rows too (implies `full` there)
    full: bool = False  # diff text, md: the whole report, not the short one; explain json: every step's trees


Renderer = Callable[[object, RenderOptions], str]
Chunks = Callable[[object, RenderOptions], Iterable[bytes]]


@dataclass(frozen=True)
class Entry:
    render: Union[Renderer, str]  # the function, or "module:function"
    chunks: Union[Chunks, str, None] = None  # the same bytes in pieces, for outputs too big to hold


_R = "compile_inspect.render."
# kind -> format -> Entry, in the order the CLI lists them
_ENTRIES: dict[str, dict[str, Entry]] = {
    "diff": {
        "text": Entry(_R + "text:diff_text"),
        "json": Entry(_R + "json:diff_json"),
        "md": Entry(_R + "markdown:diff_markdown"),
        "html": Entry(_R + "html:diff_html"),
    },
    "rank-diff": {
        "text": Entry(_R + "ranks:rank_diff_text"),
        "json": Entry(_R + "json:rank_diff_json"),
        "md": Entry(_R + "ranks:rank_diff_markdown"),
        "html": Entry(_R + "ranks:rank_diff_html"),
    },
    "explain": {
        "text": Entry(_R + "explain:explain_text"),
        "json": Entry(_R + "json:explain_json", chunks=_R + "json:explain_json_chunks"),
        "md": Entry(_R + "explain:explain_markdown"),
    },
    "ranks": {
        "text": Entry(_R + "ranks:ranks_text"),
        "json": Entry(_R + "json:ranks_json"),
        "md": Entry(_R + "ranks:ranks_markdown"),
    },
}
KINDS = tuple(_ENTRIES)
# Formats read in a terminal (`cat report.md` too): made terminal-safe on their way out.
_READ_IN_TERMINALS = ("text", "md")
# What a format is called in a sentence ("HTML reports need ...").
FORMAT_NAMES = {"text": "text", "json": "JSON", "md": "Markdown", "html": "HTML"}


def register(
    kind: str, fmt: str, render: Union[Renderer, str], chunks: Union[Chunks, str, None] = None
) -> None:
    """Make `fmt` a format of `kind` reports, for the CLI's --format and the library's `render(fmt)`."""
    _entries(kind)[fmt] = Entry(render, chunks)


def unregister(kind: str, fmt: str) -> None:
    _entries(kind).pop(fmt, None)


def formats(kind: str) -> tuple[str, ...]:
    return tuple(_entries(kind))


def render(kind: str, fmt: str, report, options: Optional[RenderOptions] = None) -> str:
    """The report as `fmt` text; `UsageError` for a format the kind does not have. Text and Markdown
    leave terminal-safe whatever the renderer missed: no control character, no escape sequence but
    the text report's own colours (render/escape.py)."""
    options = options or RenderOptions()
    return _terminal_safe(fmt, _resolve(_entry(kind, fmt).render, fmt)(report, options), options)


def write(kind: str, fmt: str, report, out: BinaryIO, options: Optional[RenderOptions] = None) -> None:
    """The same bytes as `render(...)` encoded as UTF-8, written in pieces where the format makes them."""
    options, entry = options or RenderOptions(), _entry(kind, fmt)
    if entry.chunks is None:
        out.write(render(kind, fmt, report, options).encode("utf-8"))
        return
    for chunk in _resolve(entry.chunks, fmt)(report, options):
        out.write(chunk)


def writes_in_pieces(kind: str, fmt: str) -> bool:
    """Whether `write` streams this output (explain --format json --full: tens of MB)."""
    return _entry(kind, fmt).chunks is not None


def diff_kind(report) -> str:
    """`rank-diff` for a ranks.RankDiff, else `diff`: the kind of what a diff of two sources made."""
    from compile_inspect.compare.ranks import RankDiff

    return "rank-diff" if isinstance(report, RankDiff) else "diff"


def _terminal_safe(fmt: str, text: str, options: RenderOptions) -> str:
    if fmt not in _READ_IN_TERMINALS:
        return text
    return escape.terminal_safe(text, colour=fmt == "text" and options.color)


def _entries(kind: str) -> dict[str, Entry]:
    if kind not in _ENTRIES:
        raise UsageError(f"no report kind {kind!r}: the kinds are {', '.join(KINDS)}")
    return _ENTRIES[kind]


def _entry(kind: str, fmt: str) -> Entry:
    entries = _entries(kind)
    if fmt not in entries:
        choices = ", ".join(repr(name) for name in entries)
        raise UsageError(f"a {kind} report has no {fmt!r} format; it has {choices}")
    return entries[fmt]


def _resolve(function, fmt: str):
    """A function, or the one "module:function" names, imported now."""
    if callable(function):
        return function
    module_name, _, name = function.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise InspectError(
            f"{FORMAT_NAMES.get(fmt, fmt)} reports need {module_name}, which is not installed"
        ) from None
    return getattr(module, name)
