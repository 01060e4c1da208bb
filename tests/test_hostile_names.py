"""Names from a trace or a session are data, never layout (render/escape.py, docs/security.md "Escaping").

Hostile traces are recorded ones with an event renamed: a name that sets the terminal's title (OSC 0),
writes the clipboard (OSC 52), carries an 8-bit CSI, closes a Markdown code fence and adds a heading,
raw HTML and an image; and a name of 1 MB. Text never carries a control character and prints at most
NAME_CAP characters of a name; Markdown, parsed as GitHub does (CommonMark + GFM tables), has no raw
HTML, no image, no heading and no code block that the clean trace's report does not have; JSON keeps
the name exactly.
"""

import json
import re
import shutil
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.render import escape

DATA = Path(__file__).parent / "data"
RECORDED = DATA / "h200" / "matmul_add_64_default.json"
EAGER = DATA / "h200" / "matmul_add_64_eager.json"
OP, KERNEL = "aten::addmm", "nvjet_sm90_tst_64x8_64x16_1x4_h_badd_NNT"
TITLE, CLIPBOARD = "\x1b]0;PWNED\x07", "\x1b]52;c;ZWNobyBoaQ==\x07"
HOSTILE = (
    f"aten::evil{TITLE}{CLIPBOARD}\x9b31m\u202e\n```\n# Injected heading\n"
    "<img src=x onerror=alert(1)>\n![pixel](http://x.example/p.png)\n<script>alert(2)</script>"
)
HUGE = "aten::" + "x" * 1_000_000
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SGR = re.compile(r"\x1b\[[0-9;]*m")


def renamed(tmp_path, old, new, name="hostile.json"):
    """The recorded trace with every event named `old` renamed to `new`."""
    doc = json.loads(RECORDED.read_text())
    for event in doc["traceEvents"]:
        if event.get("name") == old:
            event["name"] = new
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return path


def cli(capsys, *argv):
    try:
        main([str(arg) for arg in argv])
        code = 0
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(params=[OP, KERNEL], ids=["op", "kernel"])
def hostile(request, tmp_path):
    return renamed(tmp_path, request.param, HOSTILE)


def assert_terminal_safe(text):
    assert not CONTROL.search(text.replace("\n", "").replace("\t", ""))
    assert "PWNED" not in text and "ZWNobyBoaQ" not in text  # the OSC payloads went with their sequences


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_explain_prints_no_control_character(capsys, hostile, fmt):
    code, out, _ = cli(capsys, "explain", hostile, "--format", fmt)
    assert code == 0
    assert_terminal_safe(out)
    assert "aten::evil" in out  # the name is still shown, cleaned


def test_explain_colour_keeps_only_its_own_sgr(capsys, hostile):
    code, out, _ = cli(capsys, "explain", hostile, "--color")
    assert code == 0 and SGR.search(out)
    assert_terminal_safe(SGR.sub("", out))


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_diff_of_traces_prints_no_control_character(capsys, hostile, fmt):
    code, out, _ = cli(capsys, "diff", EAGER, hostile, "--format", fmt, "--all-rows", "--color")
    assert code == 0
    assert_terminal_safe(SGR.sub("", out) if fmt == "text" else out)


def test_a_name_is_one_line_in_text(capsys, hostile):
    _, out, _ = cli(capsys, "explain", hostile)
    chain = [line for line in out.splitlines() if "aten::evil" in line]
    assert chain and any("# Injected heading" in line for line in chain)  # a name cut to fit keeps its head
    assert not any(line.startswith("# Injected") for line in out.splitlines())


md_it = pytest.importorskip("markdown_it", reason="markdown-it-py (the test extra) is not installed")
GFM = md_it.MarkdownIt("commonmark").enable(["table", "strikethrough"])


def structure(markdown):
    """What a Markdown document is made of, as GitHub parses it: headings, code blocks, raw HTML, images."""
    kinds = {"heading_open", "fence", "code_block", "html_block", "html_inline", "image", "link_open"}
    found = []
    for token in GFM.parse(markdown):
        found += [(token.type, token.tag)] if token.type in kinds else []
        found += [(child.type, child.tag) for child in token.children or () if child.type in kinds]
    return found


@pytest.mark.parametrize("verb", ["explain", "diff"])
def test_markdown_structure_is_the_clean_reports(capsys, tmp_path, hostile, verb):
    clean = renamed(tmp_path, "no such name", "", name="clean.json")
    sources = (clean,) if verb == "explain" else (EAGER, clean)
    _, expected, _ = cli(
        capsys, verb, *sources, "--format", "md", *(["--all-rows"] if verb == "diff" else [])
    )
    sources = (hostile,) if verb == "explain" else (EAGER, hostile)
    _, out, _ = cli(capsys, verb, *sources, "--format", "md", *(["--all-rows"] if verb == "diff" else []))
    assert structure(out) == structure(expected)
    page = GFM.render(out)  # as GitHub would show it
    assert "<img" not in page and "<script" not in page and "Injected heading</h" not in page


def test_markdown_fence_outlasts_backticks_in_names(capsys, tmp_path):
    trace = renamed(tmp_path, OP, "aten::tick````tock")
    _, out, _ = cli(capsys, "explain", trace, "--format", "md")
    fences = [token for token in GFM.parse(out) if token.type == "fence"]
    assert len(fences) == 1 and "aten::tick````tock" in fences[0].content
    assert "matmul_add" in fences[0].content and "cuLaunchKernelEx" in fences[0].content  # not cut short


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_a_huge_name_is_capped(capsys, tmp_path, fmt):
    trace = renamed(tmp_path, OP, HUGE)
    for argv in (["explain", trace], ["diff", EAGER, trace, "--all-rows"]):
        code, out, _ = cli(capsys, *argv, "--format", fmt)
        assert code == 0
        assert max(map(len, out.splitlines())) < escape.NAME_CAP + 200
        assert len(out) < 20 * escape.NAME_CAP  # the name appears a few times, each cut to the cap
        assert "x…x" in out  # cut in the middle, head and tail kept


def test_json_keeps_the_name_exactly(capsys, tmp_path):
    trace = renamed(tmp_path, OP, HOSTILE)
    code, out, _ = cli(capsys, "explain", trace, "--format", "json")
    assert code == 0 and "\x1b" not in out  # JSON writes \u001b
    names = {layer_name for layer in json.loads(out)["analysis"]["layers"] for layer_name in layer["names"]}
    assert HOSTILE in names


def test_show_prints_no_control_character(capsys, tmp_path):
    session = tmp_path / "session"
    shutil.copytree(DATA / "h200_sessions" / "matmul_add_64", session)
    code_file = next((session / "default" / "code").glob("*.py"))
    code_file.write_text(code_file.read_text() + f"\n# {TITLE}{CLIPBOARD}\x9b2J\n")
    for argv in (["--plain"], ["--color"], ["--plain", "--graph", code_file.stem[:8]]):
        code, out, _ = cli(capsys, "show", session, "--mode", "default", *argv)
        assert code == 0
        assert_terminal_safe(SGR.sub("", out))


def test_an_error_line_is_one_safe_line(capsys, tmp_path):
    bad = tmp_path / f"bad{TITLE}\nname.json"
    bad.write_text("{not json")
    code, out, err = cli(capsys, "explain", bad)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert_terminal_safe(err)


# ---- the escaping functions themselves ----


@pytest.mark.parametrize(
    "raw, shown",
    [
        ("a\x1b]0;title\x07b", "ab"),  # OSC ended by BEL
        ("a\x1b]52;c;Y2xpcA==\x1b\\b", "ab"),  # OSC 52 ended by ST
        ("a\x1b[2J\x1b[31mb\x1b[0m", "ab"),  # CSI: erase, colour
        ("a\x9b31mb\x9d0;t\x9c", "a31mb0;t"),  # C1 controls (8-bit CSI, OSC, ST) dropped
        ("a\rb\x08c\x00d\x7f", "abcd"),  # carriage return, backspace, NUL, DEL
        ("a\u202eb\u2066c", "abc"),  # bidirectional override and isolate
        ("a\nb\tc", "a b c"),  # a name is one line
        ("aten::_to_copy", "aten::_to_copy"),
    ],
)
def test_name_cleaning(raw, shown):
    assert escape.name(raw) == shown


def test_terminal_safe_keeps_colour_only_when_asked():
    text = "\x1b[1mbold\x1b[0m\n\x1b]0;t\x07x\ty"
    assert escape.terminal_safe(text, colour=True) == "\x1b[1mbold\x1b[0m\nx\ty"
    assert escape.terminal_safe(text) == "bold\nx\ty"


def test_caps():
    assert len(escape.name("n" * 10**6)) == escape.NAME_CAP
    assert len(escape.message("word " * 10**5)) == escape.MESSAGE_CAP
    assert (
        escape.message(f"before {'y' * 10**5} after")
        == f"before {escape.middle_cut('y' * 10**5, escape.NAME_CAP)} after"
    )


@pytest.mark.parametrize(
    "text, line_start, escaped",
    [
        ("<img src=x>", False, "&lt;img src=x&gt;"),
        ("![a](b)", False, "!\\[a\\](b)"),
        ("# heading", True, "\\# heading"),
        ("    1. item", True, "1\\. item"),
        ("- item", True, "\\- item"),
        ("a - b # c", True, "a - b # c"),
        ("triton_poi_fused_0 __init__", False, "triton_poi_fused_0 \\_\\_init\\_\\_"),
    ],
)
def test_md_inline(text, line_start, escaped):
    assert escape.md_inline(text, line_start=line_start) == escaped


def test_md_code_and_fence_cannot_be_closed_by_content():
    assert escape.md_code("a``b") == "```a``b```"
    assert escape.md_code("`x`") == "`` `x` ``"
    assert escape.md_fence(["x ````` y", "z"], "diff") == ["``````diff", "x ````` y", "z", "``````"]
    assert GFM.parse("\n".join(escape.md_fence(["```", "# no heading"])))[0].type == "fence"
