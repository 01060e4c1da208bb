"""The compact notebook view (issue 40: `_repr_html_` returned a 1.25 MB document): the verdicts, the
short findings and the summary, the full text report one click away, under 200 KB; checked in a real
headless Chromium as the HTML report is. Recorded sessions, no torch."""

from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)

import compile_inspect as ci
from compile_inspect.render.notebook import NOTEBOOK_MAX_BYTES

DATA = Path(__file__).parent / "data"
GPT2 = DATA / "h200_models" / "gpt2"


@pytest.fixture(scope="module")
def gpt2_diff():
    return ci.load(GPT2).diff()


def test_the_notebook_view_is_compact_and_says_the_verdicts_first(gpt2_diff):
    html = gpt2_diff._repr_html_()
    assert len(html.encode()) < NOTEBOOK_MAX_BYTES < len(gpt2_diff.to_html().encode())
    for comparison in gpt2_diff.report.comparisons:
        assert comparison.verdict[0].replace("'", "&#x27;").replace('"', "&quot;")[:60] in html
    assert html.index("eager → default") < html.index("<table") < html.index("<details>")
    assert "<script" not in html


def test_the_full_report_is_one_click_away_in_a_browser(gpt2_diff, page, tmp_path):  # noqa: F811
    path = tmp_path / "cell.html"
    path.write_text(f"<!doctype html><meta charset='utf-8'><body>{gpt2_diff._repr_html_()}</body>")
    page.open(path)
    assert page.console_errors == []
    assert page.evaluate("document.querySelector('details').open") is False
    rows = page.evaluate("document.querySelectorAll('table tbody tr').length")
    assert rows == len(gpt2_diff.report.summary)
    page.click("details > summary")
    assert page.evaluate("document.querySelector('details').open") is True
    shown = page.evaluate("document.querySelector('details pre').innerText")
    assert "Dispatch chains: eager -> default" in shown and "What each compile layer costs" in shown


def test_the_full_report_past_the_budget_keeps_its_head_and_says_what_is_cut(gpt2_diff, monkeypatch):
    from compile_inspect.render import notebook

    monkeypatch.setattr(notebook, "NOTEBOOK_MAX_BYTES", 20_000)
    html = notebook.notebook_html(gpt2_diff.report)
    assert (
        "more lines: diff.text(full=True) or diff.to_html(path) ...]" in html and len(html.encode()) < 40_000
    )


def test_the_layer_names_are_explained_once_in_text_and_markdown_and_on_hover(gpt2_diff, page, tmp_path):  # noqa: F811
    """Issue 40's words: `TorchDynamo Cache Lookup` and the rest, never explained in the report before."""
    for text in (gpt2_diff.text(), gpt2_diff.text(full=True), gpt2_diff.to_markdown(full=True)):
        flat = " ".join(text.split())
        assert flat.count("TorchDynamo Cache Lookup (guard checks)") == 1  # the first time only
    assert " ".join(gpt2_diff.text(full=True).split()).count("TorchDynamo Cache Lookup") > 2
    path = tmp_path / "report.html"
    gpt2_diff.to_html(path)
    page.open(path)
    assert page.console_errors == []
    titles = page.evaluate(
        "[...document.querySelectorAll('#findings abbr')].map(a => a.textContent + '=' + a.title)"
    )
    assert "TorchDynamo Cache Lookup=guard checks" in titles
    assert "## Call CompiledFxGraph <hash> ##=the compiled graph itself" in titles
