"""Text in a given width, shared by the text reports (`diff`'s render/text.py, `explain`'s render/explain.py):
aligned tables whose name columns are cut in the middle, prose wrapped with a hanging indent, a name on
one line. Light on purpose (no report model): `explain` imports it without the diff machinery.

>>> table(("layer", "events"), [("aten op", "aten::addmm / aten::copy_")], width=60)
['  layer    events', '  aten op  aten::addmm / aten::copy_']
>>> wrap("[gpu-bound] the GPU is busy 96% of each step", 30, "  ", "      ")
['  [gpu-bound] the GPU is busy', '      96% of each step']
"""

from __future__ import annotations

import shutil
import textwrap

from compile_inspect.names import short_name
from compile_inspect.render import escape
from compile_inspect.render.escape import middle_cut
from compile_inspect.render.registry import DEFAULT_WIDTH

MIN_WIDTH = 60  # narrower than this, chains have no room for names: lines are laid out for 60
INDENT = "  "
SHRINK_MIN = 24  # a name column of a too-wide table is cut down to no fewer characters than this


def output_width(to_terminal: bool) -> int:
    """The terminal's width when writing to one, else DEFAULT_WIDTH (a file or a pipe has no width)."""
    if not to_terminal:
        return DEFAULT_WIDTH
    return max(MIN_WIDTH, shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns)


def table(header, rows, width: int, shrink: tuple[int, ...] = ()) -> list[str]:
    """An aligned table in `width` columns. Too wide, the `shrink` columns (names) are cut in the middle
    down to SHRINK_MIN, then columns that still do not fit go to a further block below, each block led
    by the first (key) column; a cell wider than a whole block is cut in the middle."""
    cells = [list(map(escape.name, header))] + [list(map(escape.name, row)) for row in rows]
    key_width = max(len(line[0]) for line in cells)
    cell_room = max(8, width - len(INDENT) - key_width - 2)
    cells = [[line[0]] + [middle_cut(cell, cell_room) for cell in line[1:]] for line in cells]
    widths = [max(len(line[n]) for line in cells) for n in range(len(header))]
    excess = len(INDENT) + sum(widths) + 2 * (len(widths) - 1) - width
    for n in shrink:
        cut = min(max(0, excess), max(0, widths[n] - SHRINK_MIN))
        if cut:
            widths[n] -= cut
            excess -= cut
            for line in cells:
                line[n] = middle_cut(line[n], widths[n])
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


def fit(text: str, width: int) -> str:
    """A name or line from a trace or session on one line of `width` columns."""
    return middle_cut(escape.name(text), width)


def wrap(text: str, width: int, first: str, rest: str) -> list[str]:
    """A message (its names cleaned and capped: `escape.message`) wrapped to `width` columns."""
    return textwrap.wrap(
        escape.message(text), width, initial_indent=first, subsequent_indent=rest, break_on_hyphens=False
    ) or [first.rstrip()]


def painter(color: bool):
    """`paint(code, text)`: `text` in the SGR colour `code` when `color`, else as it is."""

    def paint(code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    return paint


NAME_MIN = 10  # a tree row keeps at least this many characters of its name before its nesting is compressed


def nested_cell(depth: int, name: str, width: int, marker: str = "", suffix: str = "") -> str:
    """A tree node in `width` columns: its nesting (two spaces a level, one where fewer than NAME_MIN
    characters of the name would be left), `marker` (`-> kernel: `) and `suffix` (a copy's bytes) kept,
    the name shortened (`names.short_name`, as diff's chains), cleaned and cut in the middle."""
    if 2 * depth + len(marker) + len(suffix) + NAME_MIN <= width:
        indent = "  " * depth
    else:  # a row 20,000 levels deep is not 40,000 spaces wide first
        indent = " " * min(depth, max(0, width - len(marker) - len(suffix) - NAME_MIN))
    room = max(1, width - len(indent) - len(marker) - len(suffix))
    short = short_name(name, width=len(name))  # cut below to the room, once cleaned (`escape.name`)
    return middle_cut(indent + marker + middle_cut(escape.name(short), room) + suffix, width)
