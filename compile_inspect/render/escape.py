"""What a trace, a session or a user names is data, never layout: one escaping layer per format. No torch.

    >>> name("aten::mm\\x1b]0;owned\\x07")          # text: control characters and escape sequences gone
    'aten::mm'
    >>> md_inline("<img src=x>")                    # Markdown: no raw HTML, no emphasis, no links
    '&lt;img src=x&gt;'
    >>> md_fence(["a ``` b"], "diff")               # a fence no content can close
    ['````diff', 'a ``` b', '````']

Text (and Markdown, which is read in a terminal too) never carries a control character from a name:
C0 but newline and tab, DEL, C1, the bidirectional overrides, and whole ESC sequences (CSI, OSC such as
a window title or the OSC 52 clipboard, DCS ...) are removed. A name is one line (newline and tab read
as spaces) of at most NAME_CAP characters, a message (a finding, a verdict, a warning) one line of at
most MESSAGE_CAP with no word longer than NAME_CAP; longer ones keep their head and tail around `…`.
`terminal_safe` is the last pass over a whole text or Markdown report (render/registry.py): only the
report's own colour (SGR) survives it. HTML is escaped by its template (html.py, with a strict CSP);
JSON escapes control characters itself. docs/security.md says what this guarantees.
"""

from __future__ import annotations

import re

# The longest name a text or Markdown report prints whole. Real names run long: a templated CUDA kernel
# in tests/data/training/transformer_compiled_4steps_cuda.json.gz is 3,028 characters, and is printed whole.
NAME_CAP = 4096
# The longest message (a finding, a verdict line, a warning) printed whole: the recorded ones stay
# under 1,700 characters, a message quoting names at the cap has room for four of them.
MESSAGE_CAP = 4 * NAME_CAP

_ESCAPE_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, erasing
    r"|\x1b[\]PX^_][^\x07\x1b\n]*(?:\x07|\x1b\\)?"  # OSC (title, clipboard, links), DCS, SOS, PM, APC
    r"|\x1b[ -/]*[0-~]"  # the other escapes (charset, keypad, reset)
    r"|\x1b"  # a lone ESC
)
_COLOUR = re.compile(r"\x1b\[[0-9;]*m")  # SGR: what the text report paints with
# C0 but \t and \n (ESC: its sequences went first), DEL, C1 (8-bit CSI, OSC ...), and the bidirectional
# marks, embeddings and isolates that reorder what a terminal shows.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1a\x1c-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_LONG_WORD = re.compile(r"\S{%d,}" % (NAME_CAP + 1))


def terminal_safe(text: str, colour: bool = False) -> str:
    """`text` without control characters or escape sequences; `colour`: SGR sequences (colours) stay."""
    if colour:
        text = _ESCAPE_SEQUENCE.sub(lambda found: found[0] if _COLOUR.fullmatch(found[0]) else "", text)
    else:
        text = _ESCAPE_SEQUENCE.sub("", text)
    return _CONTROL.sub("", text)


def name(text) -> str:
    """A name as one safe line of at most NAME_CAP characters."""
    return middle_cut(_one_line(text), NAME_CAP)


def message(text) -> str:
    """A sentence as one safe line: words over NAME_CAP and the whole over MESSAGE_CAP cut in the middle."""
    shorter = _LONG_WORD.sub(lambda word: middle_cut(word[0], NAME_CAP), _one_line(text))
    return middle_cut(shorter, MESSAGE_CAP)


def path_text(path) -> str:
    """A path named on a terminal ("report written to ..."): as it is when every character of it prints,
    else quoted with the others escaped as Python writes them (`'x\\ny\\x1b]0;T\\x07\\u202ez.md'`): one
    line, no escape sequence or bidirectional override acted on, and the file can still be found."""
    text = str(path)
    return text if text.isprintable() else repr(text)


def middle_cut(text: str, width: int) -> str:
    """`text` in at most `width` characters: its head (two thirds) and tail kept around an ellipsis,
    so `aten::_scaled_dot_product_efficient_attention` in 31 reads `aten::_scaled_dot_pr…_attention`."""
    if len(text) <= width:
        return text
    if width <= 1:
        return "…"[:width]
    keep = width - 1
    head = -(-2 * keep // 3)
    return text[:head] + "…" + (text[len(text) - (keep - head) :] if keep > head else "")


def _one_line(text) -> str:
    return terminal_safe(str(text).replace("\n", " ").replace("\t", " "))


# ---- Markdown ----

# Markdown's own characters, escaped with a backslash: emphasis (`*`, `~`, and `_` where it starts or ends
# a word: `triton_poi_fused` stays as it is), code, links and images, table pipes.
_MD_SPECIAL = re.compile(r"[\\`*~\[\]|]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")
# What makes a line a heading, quote, list item or rule when it starts one.
_MD_BLOCK_START = re.compile(r"[#>+=-]|\d+[.)]")


def md_inline(text, line_start: bool = False) -> str:
    """A message or name as Markdown text that reads as written: no emphasis, link, image, code or raw
    HTML; `line_start`: it opens a line or a list item, so a leading `#`, `>`, `-` ... is escaped too."""
    text = message(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = _MD_SPECIAL.sub(lambda found: "\\" + found[0], text)
    return _escape_block_start(text) if line_start else text


def md_cell(text) -> str:
    """A table cell: a name, escaped."""
    return md_inline(name(text))


def md_code(text) -> str:
    """A name as an inline code span that no backtick inside it can close."""
    text = name(text)
    fence = "`" * (longest_backtick_run([text]) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def md_fence(lines, info: str = "") -> list[str]:
    """`lines` (each a name or a chain line: cleaned here) as a fenced code block whose fence is longer
    than any backtick run inside, so no line can close it."""
    lines = [middle_cut(_one_line(line), NAME_CAP) for line in lines]
    fence = "`" * max(3, longest_backtick_run(lines) + 1)
    return [fence + info, *lines, fence]


def longest_backtick_run(lines) -> int:
    return max([len(run) for line in lines for run in re.findall(r"`+", line)] + [0])


def _escape_block_start(text: str) -> str:
    text = text.lstrip(" ")  # four spaces would open a code block
    found = _MD_BLOCK_START.match(text)
    return text if not found else text[: found.end() - 1] + "\\" + text[found.end() - 1 :]
