"""bench/fidelity.py judges only the figures the product itself stands behind: a session that kept fewer
clean rounds than the product needs for a verdict is shown, not scored (found on the H200, 2026-12-06: a
session of 1 clean round in 45 had been scored, and its one round made the throughput misses)."""

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench" / "fidelity.py"
spec = importlib.util.spec_from_file_location("fidelity_bench", BENCH)
fidelity = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fidelity)


def _session(label, eager_ms, default_ms, kept):
    rows = {
        "eager": {"mode": "eager", "median_ms": eager_ms, "rounds_kept": kept, "rounds_run": 45},
        "default": {"mode": "default", "median_ms": default_ms, "rounds_kept": kept, "rounds_run": 45},
    }
    return {"label": label, "rows": rows}


HARNESS = [{"eager": {"median_ms": 1.0}, "default": {"median_ms": 0.8}} for _ in range(5)]


def test_a_session_without_a_verdict_is_shown_not_judged():
    sessions = [_session("session1", 1.6, 1.3, kept=1), _session("session2", 1.02, 0.81, kept=15)]
    (eager, default) = fidelity.compare("cpu", ["eager", "default"], sessions, HARNESS, hog=False)
    first, second = default["sessions"]
    assert first["no_verdict"] and set(first["checks"].values()) == {None}
    assert not second["no_verdict"] and second["checks"] == {"median": True, "speedup": True}
    assert default["runs"][0]["ok"] is None  # session 2 against a session that gave no verdict
    assert eager["sessions"][0]["checks"] == {"median": None}


def test_a_session_with_enough_clean_rounds_is_judged_and_can_miss():
    sessions = [_session("session1", 1.6, 1.3, kept=12)]
    (eager, default) = fidelity.compare("cpu", ["eager", "default"], sessions, HARNESS, hog=False)
    assert eager["sessions"][0]["checks"] == {"median": False}
    assert default["sessions"][0]["checks"]["median"] is False


def test_a_figure_the_product_gave_no_verdict_on_is_still_read_as_its_figure():
    session = _session("session1", 1.0, 0.8, kept=12)
    session["rows"]["default"].update(ratio_to_control=None, unjudged_ratio=0.5, speed_outcome="noise")
    (_, default) = fidelity.compare("cpu", ["eager", "default"], [session], HARNESS, hog=False)
    assert default["sessions"][0]["speedup"] == 2.0  # 1 / the paired figure, not eager's median / default's
