"""The chart at the top of the HTML report (render/chart.py, drawn by the page's script): its payload, and in a
real headless Chromium (tests/browser.py, skipped with the reason where Chromium is absent) that it is on the
first screen, has one row per mode with its label, and that its text alternative reads the summary's numbers.

Recorded sessions: matmul_add_4096 (5 modes on the H200, min-max spread, no paired rounds), train_step (paired
rounds: the ratio's interval), mlp_128 (a CPU session: no GPU times).
"""

import dataclasses
import os
import re
import shutil
from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)

from compile_inspect.compare import diff, ranks
from compile_inspect.render.chart import glance_chart, linear_axis, position, ratio_axis
from compile_inspect.render.diffview import summary_cells
from compile_inspect.render.html import read_payload, render_html
from compile_inspect.session.model import load_session, save_session

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
SESSIONS = {
    "matmul_add_4096": DATA / "h200_sessions" / "matmul_add_4096",
    "train_step": DATA / "h200_paired" / "train_step",
    "mlp_128": DATA / "cpu_sessions" / "mlp_128",
}
VIEWPORT = (1280, 900)
SCREENSHOTS = {"report-glance-train-step": "train_step", "report-glance-mlp-cpu": "mlp_128"}
MAX_SCREENSHOT_BYTES = 300_000
# One line of the text alternative: every number as the summary table writes it.
SENTENCE = re.compile(
    r"^(?P<label>.+?): (?P<median>[\d,.]+) ms per call"
    r"(?: \((?P<kind>p10-p90|min-max) (?P<spread>[\d,.]+-[\d,.]+) ms\))?; "
    r"(?P<ratio>[\d.]+x(?: \([\d.]+-[\d.]+\))?|no verdict \([^)]+\))(?:, the control| against [^,;]+(?:, [^;]+)?); "
    r"CPU (?P<cpu>[\d,.]+) µs per profiled step(?:, GPU busy (?P<gpu>[\d,.]+) µs)?\.$"
)


def report_of(name):
    return diff.diff_session(load_session(SESSIONS[name]))


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    root = tmp_path_factory.mktemp("glance")
    written = {}
    for name in SESSIONS:
        written[name] = root / f"{name}.html"
        written[name].write_text(render_html(report_of(name)), encoding="utf-8")
    return written


def session_with(tmp_path, name, edit):
    """A copy of a recorded session with its modes edited (`edit(modes) -> modes`)."""
    copy = tmp_path / name
    shutil.copytree(SESSIONS[name], copy)
    session = load_session(copy)
    return save_session(dataclasses.replace(session, modes=edit(session.modes)))


def failed(run, error="InductorError: <b>boom</b>"):
    return dataclasses.replace(run, status="failed", trace_file=None, timing=None, error=error)


# ---- the payload ----


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_each_row_says_what_the_summary_says(name):
    report = report_of(name)
    chart = glance_chart(report)
    assert [row["label"] for row in chart["rows"]] == [row.label for row in report.summary]
    for row, drawn in zip(report.summary, chart["rows"]):
        cells = summary_cells(row)
        assert drawn["time"]["text"] == cells[2] and drawn["ratio"]["text"] == cells[3]
        assert drawn["time"]["spread_text"] == cells[4].removesuffix(" (min-max)")
        assert drawn["cpu"]["text"] == cells[6].split(" ")[0]
        if chart["gpu"]:
            assert drawn["gpu"]["text"] == cells[7]
        else:
            assert drawn["gpu"] is None
        assert SENTENCE.match(drawn["text"]), drawn["text"]
    assert chart["description"] == [row["text"] for row in chart["rows"]]


def test_paired_rounds_give_each_ratio_its_interval():
    chart = glance_chart(report_of("train_step"))
    eager, default, reduce_overhead = chart["rows"]
    assert eager["ratio"]["control"] and "the control" in eager["text"]
    for row in (default, reduce_overhead):
        mark = row["ratio"]
        assert mark["low_at"] < mark["at"] < mark["high_at"] < chart["panels"][1]["axis"]["ticks"][1]["at"]
        assert mark["tone"] == "faster" and mark["rounds"] == 10
        assert "98% interval over 10 paired rounds" in row["text"]  # the verdict's own coverage figure
    assert "98% interval over 10 paired rounds" in chart["caption"]
    assert "p10-p90 of its timed calls" in chart["caption"]


def test_an_older_session_shows_min_max_and_no_interval_and_says_so():
    chart = glance_chart(report_of("matmul_add_4096"))
    assert len(chart["rows"]) == 5
    assert {row["time"]["spread"] for row in chart["rows"]} == {"min-max"}
    tested = [row["ratio"] for row in chart["rows"][1:]]
    assert all(mark["low_at"] is None and mark["tone"] == "unpaired" for mark in tested)
    assert "min-max of its timed calls (recorded before p10-p90 was)" in chart["caption"]
    assert "no mode was timed in paired rounds" in chart["caption"]
    assert all("a ratio of medians (no paired rounds)" in row["text"] for row in chart["rows"][1:])


def test_a_cpu_session_has_no_gpu_marks_or_words():
    chart = glance_chart(report_of("mlp_128"))
    assert chart["gpu"] is False and all(row["gpu"] is None for row in chart["rows"])
    words = [chart["caption"], *chart["description"], *(panel["title"] for panel in chart["panels"])]
    assert not [text for text in words if "GPU" in text]


def test_a_failed_mode_is_a_failed_row_not_a_zero(tmp_path):
    session = session_with(
        tmp_path, "matmul_add_4096", lambda modes: modes[:2] + (failed(modes[2]),) + modes[3:]
    )
    chart = glance_chart(diff.diff_session(session))
    row = chart["rows"][2]
    assert row["failed"] and row["label"] == "reduce-overhead"
    assert (row["time"], row["ratio"], row["cpu"], row["gpu"]) == (None, None, None, None)
    assert row["text"] == "reduce-overhead: FAILED: InductorError: <b>boom</b> (no times)."
    assert [r["failed"] for r in chart["rows"]] == [False, False, True, False, False]


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_one_to_five_modes(tmp_path, count):
    session = session_with(tmp_path, "matmul_add_4096", lambda modes: modes[:count])
    chart = glance_chart(diff.diff_session(session))
    assert [row["label"] for row in chart["rows"]] == [run.mode for run in session.modes]
    assert all(0 <= row["time"]["at"] <= 1 and 0 <= row["cpu"]["at"] <= 1 for row in chart["rows"])


def test_nothing_to_draw_is_no_chart(tmp_path):
    session = session_with(tmp_path, "mlp_128", lambda modes: tuple(failed(run) for run in modes))
    report = diff.diff_session(session)
    assert glance_chart(report) is None
    assert read_payload(render_html(report))["chart"] is None


def test_a_rank_diff_reads_each_row_against_its_own_control():
    report = ranks.diff_rank_folders(DATA / "ranks" / "ddp_eager", DATA / "ranks" / "ddp_compiled").report
    chart = glance_chart(report)
    texts = chart["description"]
    assert [row["label"] for row in chart["rows"]] == ["a:rank0", "b:rank0", "a:rank1", "b:rank1"]
    assert "against a:rank0" in texts[1] and "against a:rank1" in texts[3]
    assert "the control" in texts[0] and "the control" in texts[2]
    assert texts[1].startswith("b:rank0: 32.127 ms per profiled step")  # the traces' steps, not timed calls
    assert chart["panels"][1]["title"].startswith("time against its control")


def test_axes_place_values_as_fractions_of_the_plot():
    axis = linear_axis([0.0, 9.9, 13.52], "ms")
    assert axis["high"] == 15 and [tick["label"] for tick in axis["ticks"]] == ["0", "5", "10", "15"]
    assert position(axis, 7.5) == 0.5
    ratios = ratio_axis([0.117, 27.6])
    assert (ratios["low"], ratios["high"]) == (1 / 16, 32)
    assert position(ratios, 1.0) == pytest.approx(4 / 9, abs=1e-5)
    assert "1/16x" in [tick["label"] for tick in ratios["ticks"]]  # short labels, no 0.0625x
    assert len(ratios["ticks"]) <= 6 and (ratio_axis([0.9])["low"], ratio_axis([0.9])["high"]) == (0.5, 2)


# ---- in the browser ----


def open_page(page, path):  # noqa: F811
    page.set_viewport(*VIEWPORT)
    page.open(path)
    assert page.console_errors == [] and page.evaluate("document.body.dataset.ready") == "1"
    pages_here = {
        html.resolve().as_uri() for html in path.parent.glob("*.html")
    }  # this tab's earlier pages too
    assert set(page.requests) <= pages_here


def summary_by_label(page):  # noqa: F811
    """{label: {header: cell text}} of the page's summary table."""
    header = page.evaluate("Array.from(document.querySelectorAll('#summary th')).map(th => th.textContent)")
    rows = page.evaluate(
        "Array.from(document.querySelectorAll('#summary tr.mode')).map(tr => [tr.dataset.label,"
        " Array.from(tr.cells).map(td => td.textContent)])"
    )
    return {label: dict(zip(header, cells)) for label, cells in rows}


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_the_chart_is_on_the_first_screen_with_a_row_per_mode(page, pages, name):  # noqa: F811
    open_page(page, pages[name])
    box = page.evaluate("document.querySelector('#glance svg').getBoundingClientRect().toJSON()")
    assert box["top"] < VIEWPORT[1] and box["bottom"] < VIEWPORT[1] and box["height"] > 60
    rows = page.evaluate(
        "Array.from(document.querySelectorAll('#glance g.glance-row')).map(g => [g.dataset.label,"
        " g.querySelector('text').textContent, g.querySelectorAll('rect.glance-bar').length,"
        " g.querySelectorAll('circle.glance-ratio').length, g.querySelectorAll('rect.glance-cpu').length,"
        " g.querySelectorAll('rect.glance-gpu').length])"
    )
    gpu = 1 if name != "mlp_128" else 0
    summary = summary_by_label(page)
    marks = {
        label: 0 if cells["vs control"].startswith("no verdict") else 1 for label, cells in summary.items()
    }
    assert rows == [[label, label, 1, marks[label], 1, gpu] for label in summary]
    if (
        name == "mlp_128"
    ):  # recorded on a VM whose timed calls spread 0.3-39 ms: no verdict, so no ratio drawn
        assert marks == {"eager": 1, "default": 0}


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_the_text_alternative_reads_the_summary_tables_numbers(page, pages, name):  # noqa: F811
    open_page(page, pages[name])
    labelled = page.evaluate(
        "(() => { const svg = document.querySelector('#glance svg'); return [svg.getAttribute('role'),"
        " document.getElementById(svg.getAttribute('aria-labelledby')).textContent,"
        " document.getElementById(svg.getAttribute('aria-describedby')).textContent]; })()"
    )
    role, title, description = labelled
    assert role == "img" and title.startswith("Each mode's time per call")
    summary = summary_by_label(page)
    lines = description.split("\n")
    assert len(lines) == len(summary)
    for line in lines:
        said = SENTENCE.match(line)
        assert said, line
        cells = summary[said["label"]]
        assert said["median"] == cells["median ms"] and said["ratio"] == cells["vs control"]
        assert said["spread"] == cells["p10-p90 ms"].removesuffix(" (min-max)")
        assert (said["kind"] == "min-max") == cells["p10-p90 ms"].endswith("(min-max)")
        assert said["cpu"] == cells["CPU µs/step [min-max]"].split(" ")[0]
        assert said["gpu"] == cells.get("GPU busy µs/step")  # None in a CPU session: no column, no words


def test_a_cpu_chart_draws_no_gpu_lane_or_word(page, pages):  # noqa: F811
    open_page(page, pages["mlp_128"])
    texts = page.evaluate("Array.from(document.querySelectorAll('#glance text')).map(t => t.textContent)")
    assert texts and not [text for text in texts if "GPU" in text]
    assert page.evaluate("document.querySelectorAll('#glance rect.glance-gpu').length") == 0


def test_a_failed_mode_is_drawn_as_failed(page, tmp_path):  # noqa: F811
    session = session_with(
        tmp_path, "matmul_add_4096", lambda modes: modes[:2] + (failed(modes[2]),) + modes[3:]
    )
    path = tmp_path / "failed.html"
    path.write_text(render_html(diff.diff_session(session)), encoding="utf-8")
    open_page(page, path)
    row = page.evaluate(
        "(() => { const g = document.querySelector('#glance g.glance-row[data-label=\"reduce-overhead\"]');"
        " return [g.classList.contains('failed'), g.querySelector('text.glance-failed').textContent,"
        " g.querySelectorAll('rect.glance-bar, circle.glance-ratio, rect.glance-cpu').length]; })()"
    )
    assert row == [True, "FAILED: InductorError: <b>boom</b>", 0]
    assert page.evaluate("document.querySelectorAll('#glance g.glance-row').length") == 5


def test_no_chart_leaves_the_figure_hidden(page, tmp_path):  # noqa: F811
    session = session_with(tmp_path, "mlp_128", lambda modes: tuple(failed(run) for run in modes))
    path = tmp_path / "none.html"
    path.write_text(render_html(diff.diff_session(session)), encoding="utf-8")
    open_page(page, path)
    assert page.evaluate(
        "[document.getElementById('glance').hidden, document.querySelectorAll('#glance *').length]"
    ) == [
        True,
        0,
    ]


def test_first_screen_screenshots_for_the_docs(page, pages, tmp_path):  # noqa: F811
    """docs/img/report-glance-*.png: rewritten with UPDATE_SCREENSHOTS=1 (docs/report.md shows them)."""
    for shot_name, session in SCREENSHOTS.items():
        open_page(page, pages[session])
        shot = page.screenshot(tmp_path / f"{shot_name}.png")
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size < MAX_SCREENSHOT_BYTES
        kept = ROOT / "docs" / "img" / f"{shot_name}.png"
        if os.environ.get("UPDATE_SCREENSHOTS"):
            shutil.copyfile(shot, kept)
        assert kept.is_file() and kept.stat().st_size < MAX_SCREENSHOT_BYTES
