"""A comparison without a verdict (too few usable rounds, a drifting time, within the noise) shows no ratio as
a result: not in the summary table (text, Markdown, HTML), not as a dot in the HTML chart, and in the diff
JSON only as `unjudged_ratio` beside `speed_outcome`. The recorded CPU session mlp_128 with its timings
replaced by paired rounds: "busy" where default has 3 usable rounds, "faster" where it has all 10."""

import dataclasses
import json
from pathlib import Path

import pytest

from compile_inspect.compare import diff
from compile_inspect.render.diffview import ratio_cell
from compile_inspect.render.html import read_payload, render_html
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.sweepview import UNJUDGED, sweep_notes, sweep_table
from compile_inspect.render.text import render_text
from compile_inspect.session.model import ShapePoint, Sweep, Timing, load_session

SESSION = Path(__file__).parent / "data" / "cpu_sessions" / "mlp_128"
JITTER = (1.0, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.0, 1.01, 0.99)
BUSY_RATIO = 0.16  # default's time against eager's in the rounds both ran: a "6x win" no verdict stands on


def timed(scale, usable):
    """A Timing in the shared rounds at `scale` ms per call, usable in the first `usable` of 10 rounds."""
    rounds = tuple(scale * j if n < usable else None for n, j in enumerate(JITTER))
    spread = {"p10_ms": scale * 0.97, "p90_ms": scale * 1.03}
    return Timing(scale, scale * 0.95, scale * 1.05, 50, "perf_counter", **spread, run_id="r1",
                  round_ms=rounds, rounds_run=10, clean_rounds=usable)  # fmt: skip


def report_with(default_usable):
    """mlp_128's diff with eager at 1 ms in all 10 rounds and default at 0.16 ms in `default_usable`."""
    session = load_session(SESSION)
    scales = {"eager": (1.0, 10), "default": (BUSY_RATIO, default_usable)}
    runs = tuple(dataclasses.replace(run, timing=timed(*scales[run.mode])) for run in session.modes)
    return diff.diff_session(dataclasses.replace(session, modes=runs))


@pytest.fixture(scope="module")
def busy():
    return report_with(3)


@pytest.fixture(scope="module")
def judged():
    return report_with(10)


def test_a_busy_comparison_keeps_its_figure_only_as_unjudged(busy, judged):
    default = busy.summary[1]
    assert (default.ratio_to_control, default.speed_outcome) == (None, "busy")
    assert default.unjudged_ratio == pytest.approx(BUSY_RATIO)
    assert judged.summary[1].ratio_to_control == pytest.approx(BUSY_RATIO)
    assert (judged.summary[1].speed_outcome, judged.summary[1].unjudged_ratio) == ("faster", None)


def test_the_json_row_has_a_null_ratio_the_figure_and_the_outcome(busy, judged):
    busy_row = json.loads(busy.to_json())["summary"][1]
    judged_row = json.loads(judged.to_json())["summary"][1]
    assert (busy_row["ratio_to_control"], busy_row["speed_outcome"]) == (None, "busy")
    assert busy_row["unjudged_ratio"] == pytest.approx(BUSY_RATIO)
    assert (
        judged_row["ratio_to_control"] == pytest.approx(BUSY_RATIO) and judged_row["unjudged_ratio"] is None
    )


def summary_row(text, label):
    """The summary table's row of `label` (text or Markdown): its cells, the first two the mode and status."""
    rows = [
        [cell for cell in line.replace("|", " ").split("  ") if cell.strip()] for line in text.splitlines()
    ]
    return next(" | ".join(row) for row in rows if [c.strip() for c in row[:2]] == [label, "ok"])


@pytest.mark.parametrize("render", [render_text, render_markdown])
def test_the_summary_table_says_no_verdict_instead_of_the_ratio(render, busy, judged):
    busy_row, judged_row = summary_row(render(busy), "default"), summary_row(render(judged), "default")
    assert "no verdict (busy)" in busy_row and "0.16x" not in busy_row
    assert "0.16x" in judged_row and "no verdict" not in judged_row


def test_the_html_summary_and_chart_draw_no_ratio_without_a_verdict(busy, judged):
    page = read_payload(render_html(busy))
    cells = dict(zip(page["summary"]["header"], page["summary"]["rows"][1]["cells"]))
    mark = page["chart"]["rows"][1]["ratio"]
    assert cells["vs control"] == "no verdict (busy)"
    assert (mark["at"], mark["low_at"], mark["tone"], mark["text"]) == (
        None,
        None,
        "unjudged",
        "no verdict (busy)",
    )
    assert (
        "no ratio as a result" in page["chart"]["rows"][1]["text"]
        and "no verdict" in page["chart"]["caption"]
    )
    drawn = read_payload(render_html(judged))["chart"]["rows"][1]["ratio"]
    assert drawn["at"] is not None and drawn["text"].startswith("0.16x") and drawn["tone"] == "faster"


def test_within_the_noise_the_cell_gives_the_interval_that_spans_one(busy):
    noise = dataclasses.replace(busy.summary[1], speed_outcome="noise", ratio_low=0.8, ratio_high=1.3)
    drift = dataclasses.replace(busy.summary[1], speed_outcome="drift", ratio_low=0.8, ratio_high=0.9)
    assert ratio_cell(noise) == "no verdict (0.80-1.30x)"
    assert ratio_cell(drift) == "no verdict (drift)"


def sweep_of(default_usable):
    """A one-value sweep (size=64) of eager and default, timed as `report_with`'s modes are."""
    scales = {"eager": (1.0, 10), "default": (BUSY_RATIO, default_usable)}
    return {mode: Sweep("size", (ShapePoint("64", timing=timed(*scales[mode])),)) for mode in scales}


def test_a_sweep_cell_marks_a_ratio_without_a_verdict(busy):
    unjudged, judged = (dataclasses.replace(busy, sweeps=sweep_of(usable)) for usable in (3, 10))
    assert sweep_table(unjudged)[1][0][2] == "0.160 ms 0.16x?" and UNJUDGED in sweep_notes(unjudged)
    assert sweep_table(judged)[1][0][2] == "0.160 ms 0.16x" and UNJUDGED not in sweep_notes(judged)
