"""A comparison's speed is built once per pair of modes (docs/architecture.md, "A comparison's speed: one
path"): counted on real recorded sessions by wrapping `speed.compare_speeds` in every module that imported
it, through the diff and every format's rendering; the summary row and the comparison carry the same object.
No recorded session has a sweep or the bisect stages, so those two are the recorded sessions' own timings
given a sweep, or relabelled as the stages. No torch, no GPU."""

import dataclasses
import sys
from pathlib import Path

import pytest

# every module that may build a speed, imported before `built` patches each one holding `compare_speeds`
from compile_inspect.compare import stages, sweeps  # noqa: F401
from compile_inspect.compare.diff import diff_session
from compile_inspect.findings import inputs, speed  # noqa: F401
from compile_inspect.render import html, markdown, sweepview, text  # noqa: F401
from compile_inspect.session.model import ShapePoint, Sweep, load_session

DATA = Path(__file__).parent / "data"
MATMUL = DATA / "h200_sessions" / "matmul_add_4096"  # 5 modes, timed one after the other
PAIRED = DATA / "h200_paired" / "mlp_batch1"  # modes timed in the same interleaved rounds
BISECT = ("eager", "dynamo", "aot_eager", "default")


@pytest.fixture
def built(monkeypatch):
    """Every (test timing, control timing) pair `compare_speeds` is called with, from any module."""
    original, calls = speed.compare_speeds, []

    def counting(test_timing, control_timing, *medians):
        calls.append((test_timing, control_timing))
        return original(test_timing, control_timing, *medians)

    for module in list(sys.modules.values()):
        if (
            getattr(module, "__name__", "").startswith("compile_inspect")
            and getattr(module, "compare_speeds", None) is original
        ):
            monkeypatch.setattr(module, "compare_speeds", counting)
    return calls


def rendered(report) -> None:
    """Every format a diff renders, the sweep table included, so a renderer building a speed is counted."""
    text.render_text(report, width=100)
    markdown.render_markdown(report)
    html.render_html(report)


def assert_once_a_pair(calls: list, pairs: int) -> None:
    distinct = {(id(test), id(control)) for test, control in calls}
    assert len(calls) == len(distinct) == pairs, f"{len(calls)} speeds built for {pairs} pairs"


def assert_carried(report) -> None:
    rows = {row.label: row for row in report.summary}
    for comparison in report.comparisons:
        assert comparison.speed is not None and rows[comparison.test].speed is comparison.speed


def test_a_recorded_diff_builds_each_pairs_speed_once_and_carries_it(built):
    report = diff_session(load_session(MATMUL))
    assert len(report.comparisons) == len(report.summary) - 1 == 4
    assert_once_a_pair(built, 4)
    assert_carried(report)
    rendered(report)
    assert_once_a_pair(built, 4)


def with_sweep(session, values=("2048", "4096")):
    """The session with each mode's recorded timing as every value of a sweep (a point per value)."""

    def swept(run):
        return dataclasses.replace(
            run,
            sweep=Sweep("size", tuple(ShapePoint(v, timing=dataclasses.replace(run.timing)) for v in values)),
        )

    return dataclasses.replace(session, modes=tuple(swept(run) for run in session.modes))


@pytest.mark.parametrize("path", [MATMUL, PAIRED], ids=lambda path: path.name)
def test_a_sweeps_speeds_are_built_once_a_point_in_compare_and_read_by_every_format(built, path):
    session = with_sweep(load_session(path))
    report = diff_session(session)
    pairs = len(report.comparisons)
    assert_once_a_pair(built, pairs)
    rendered(report)
    rendered(report)
    sweep_pairs = 2 * (len(session.modes) - 1)  # each value of each mode but eager, against eager's
    assert len(report.sweep_speeds) == sweep_pairs
    assert_once_a_pair(built, pairs + sweep_pairs)
    assert_carried(report)


def as_bisect(session):
    """The session's first four modes relabelled as eager and the bisect stages, their timings as recorded."""
    runs = [dataclasses.replace(run, mode=stage) for run, stage in zip(session.modes, BISECT)]
    return dataclasses.replace(session, modes=tuple(runs))


def test_a_bisect_builds_each_stage_pair_once_reusing_the_diffs(built):
    report = diff_session(as_bisect(load_session(PAIRED)))
    assert report.bisect, "the relabelled session reads as a bisect"
    # each stage against eager (the diff's pairs), then aot_eager / dynamo and default / aot_eager
    assert_once_a_pair(built, 3 + 2)
    assert_carried(report)


CONFIGURATIONS = DATA / "h200_configurations" / "matmul_add_512"  # default+dynamic, reduce-overhead+KEY=VALUE


def test_a_mode_label_is_parsed_once_per_process_through_a_diff_and_every_format(monkeypatch):
    """Every later question about a label (its base, CUDA graphs, Inductor code) reads the parsed value:
    each `+option` of each distinct label is parsed once, however many times the diff and the three
    formats ask."""
    from compile_inspect.session import modes

    modes.configuration.cache_clear()
    parsed = []
    original = modes._with_option

    def counting(found, part):
        parsed.append((found.label, part))
        return original(found, part)

    monkeypatch.setattr(modes, "_with_option", counting)
    report = diff_session(load_session(CONFIGURATIONS))
    rendered(report)
    labels = {row.label for row in report.summary}
    options = sorted((label, part) for label in labels for part in label.split("+")[1:])
    assert options, "the recorded session has labels with options"
    assert sorted(parsed) == options
    assert modes.configuration.cache_info().hits > len(labels)  # asked again and again, parsed once
