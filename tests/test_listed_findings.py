"""A verdict stated once per mode in every report (issue 19): the HTML, Markdown and `explain --control`
list the findings the terminal text lists (`Comparison.listed_findings`, `findings.verdict.listed_findings`):
no speed finding that repeats its verdict, every other finding once. Read from the recorded sessions."""

import re
from functools import lru_cache
from pathlib import Path

import pytest
from recorded import compared_modes

from compile_inspect import api
from compile_inspect.compare import diff
from compile_inspect.findings.verdict import SPEED_FINDINGS, listed_findings
from compile_inspect.render.explain import render
from compile_inspect.render.html import build_payload
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session

DATA = Path(__file__).parent / "data"
SESSIONS = sorted(
    path.parent
    for group in ("h200_sessions", "h200_models", "h200_paired", "cpu_sessions")
    for path in (DATA / group).glob("*/session.json")
)
WIDE = 2000  # one line per finding
# The times of a verdict's head: `(1.419 ms against 3.266 ms per call)`.
TIMES = re.compile(r"\([\d,.]+ ms against [\d,.]+ ms per [a-z ]+\)")


@lru_cache(maxsize=None)
def report(session: Path) -> diff.DiffReport:
    return diff.diff_session(load_session(session))


@lru_cache(maxsize=None)
def rendered(session: Path) -> tuple[str, dict, str]:
    """The session's text (one line per finding), HTML payload and Markdown."""
    found = report(session)
    return render_text(found, width=WIDE, full=True), build_payload(found), render_markdown(found, full=True)


def text_ids(text: str, test: str) -> list[str]:
    """The finding ids the text report lists under `eager -> test`, in order."""
    body = re.search(rf"^\S+ -> {re.escape(test)}\n(.*?)\n\n", text, re.M | re.S)[1]
    return re.findall(r"^  \[([\w-]+)\] ", body, re.M)


def markdown_ids(markdown: str, test: str) -> list[str]:
    body = re.search(rf"^### \S+ -> {re.escape(test)}\n(.*?)\n\n(?=###|\*\*)", markdown, re.M | re.S)[1]
    return [found.replace("\\", "") for found in re.findall(r"^- \*\*([\w\\-]+)\*\*: ", body, re.M)]


def cases():
    for session in SESSIONS:
        for mode in compared_modes(session):  # from session.json: no diff at collection
            yield pytest.param(session, mode, id=f"{session.name}/{mode}")


@pytest.mark.parametrize("session, test", list(cases()))
def test_html_and_markdown_list_what_the_text_lists(session, test):
    text, payload, markdown = rendered(session)
    listed = text_ids(text, test)
    (page,) = [c for c in payload["comparisons"] if c["test"] == test]
    assert [f["id"] for f in page["findings"]] == listed
    assert markdown_ids(markdown, test) == listed
    shown = " ".join(page["verdict"] + [f["message"] for f in page["findings"]])
    assert len(TIMES.findall(shown)) <= 1  # the two times of the speed, once


def test_a_faster_mode_is_not_said_faster_twice_in_html():
    """gpt2's default on the H200: the verdict quotes 1.419 ms against 3.266 ms; faster-than-eager said
    the same beside it, with the same three reasons."""
    (default, _) = rendered(DATA / "h200_models" / "gpt2")[1]["comparisons"]
    ids = [f["id"] for f in default["findings"]]
    assert "faster-than-eager" not in ids and "compile-time" in ids and "ops-fused" in ids
    assert "1.419 ms against 3.266 ms per call" in default["verdict"][0]


# ---- explain --control: the verdict once, as diff says it


@lru_cache(maxsize=None)
def explained(model: str, mode: str):
    folder = DATA / "h200_models" / model
    return api.explain(folder / mode / "trace.json.gz", control=folder / "eager" / "trace.json.gz")


@pytest.mark.parametrize("model, mode", [("gpt2", "default"), ("gpt2", "reduce-overhead"),
                                         ("resnet18_no_grad", "reduce-overhead")])  # fmt: skip
def test_explain_against_a_control_lists_what_diff_lists(model, mode):
    found = explained(model, mode)
    expected = [f.id for f in listed_findings(found.findings, found.verdict)]
    assert {f.id for f in found.findings} & set(SPEED_FINDINGS)  # the speed finding is there, to leave out
    text = render(found.analysis, found.findings, verdict=found.verdict, width=WIDE)
    findings = text.split("\nFindings\n", 1)[1].split("\n\n", 1)[0]
    assert re.findall(r"^  \[([\w-]+)\] ", findings, re.M) == expected
    markdown = render(found.analysis, found.findings, fmt="md", verdict=found.verdict)
    listed = markdown.split("## Findings\n", 1)[1].split("\n## ", 1)[0]
    assert [i.replace("\\", "") for i in re.findall(r"^- \*\*([\w\\-]+)\*\*: ", listed, re.M)] == expected
    for shown in (text, markdown):
        assert len(TIMES.findall(shown)) == 1, "the verdict's times, once"


def test_explain_of_a_faster_trace_says_faster_once():
    found = explained("gpt2", "default")
    text = render(found.analysis, found.findings, verdict=found.verdict, width=WIDE)
    assert text.count("x faster than control:trace") == 1 and "[faster-than-eager]" not in text
    assert "[ops-fused]" in text and "[overhead-bound]" in text
    assert "faster-than-eager" in render(found.analysis, found.findings, fmt="json", verdict=found.verdict)
