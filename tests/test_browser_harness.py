"""The headless-Chromium harness (tests/browser.py) on tiny static pages: errors caught, clicks change the DOM."""

import pytest
from browser import BrowserError, browser, page  # noqa: F401  (pytest fixtures)

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>harness</title></head>
<body>
<button id="show" onclick="document.getElementById('code').hidden = false">show code</button>
<pre id="code" hidden>triton_poi_fused_pow_0</pre>
<p id="name"></p>
<script>document.getElementById('name').textContent = '<script>';</script>
</body></html>
"""


def write(tmp_path, text, name="page.html"):
    file = tmp_path / name
    file.write_text(text)
    return file


def test_a_clean_page_has_no_console_errors_and_asks_for_no_network(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    assert page.console_errors == []
    assert page.evaluate("document.title") == "harness"
    assert all(url.startswith(("file:", "data:")) for url in page.requests)


def test_a_click_changes_the_dom(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    assert page.evaluate("document.getElementById('code').hidden") is True
    page.click("#show")
    assert page.evaluate("document.getElementById('code').hidden") is False
    assert page.evaluate("document.getElementById('code').textContent") == "triton_poi_fused_pow_0"


def test_text_set_from_script_stays_text(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    assert page.evaluate("document.getElementById('name').textContent") == "<script>"
    assert page.evaluate("document.getElementById('name').children.length") == 0


def test_console_error_and_uncaught_exception_are_caught(page, tmp_path):
    broken = PAGE.replace(
        "</body>", "<script>console.error('bad row', 3); undefinedFunction();</script></body>"
    )
    page.open(write(tmp_path, broken))
    errors = page.console_errors
    assert errors[0] == "bad row 3"
    assert any("undefinedFunction is not defined" in error for error in errors[1:])


def test_a_missing_resource_is_an_error_and_a_request(page, tmp_path):
    page.open(write(tmp_path, PAGE.replace("</head>", '<script src="missing.js"></script></head>')))
    assert any("missing.js" in url for url in page.requests)
    assert any("ERR_FILE_NOT_FOUND" in error or "Failed to load" in error for error in page.console_errors)


def test_clicking_a_hidden_element_is_refused(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    with pytest.raises(BrowserError, match="not visible"):
        page.click("#code")
    with pytest.raises(BrowserError, match="no element"):
        page.click("#nothing")


def test_javascript_that_throws_raises(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    with pytest.raises(BrowserError, match="threw"):
        page.evaluate("null.x")


def test_screenshot_is_a_png(page, tmp_path):
    page.open(write(tmp_path, PAGE))
    shot = page.screenshot(tmp_path / "shot.png")
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_missing_chromium_skips_with_the_reason(monkeypatch):
    import browser as harness

    monkeypatch.setenv("CHROMIUM", "/nonexistent/chromium")
    assert harness.find_chromium() is None
    assert "apt-get install chromium" in harness.SKIP_REASON
