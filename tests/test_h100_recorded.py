"""Two real H100 sessions (issues 37 and 38; tests/data/h100_load, tests/data/h100_space_path): a
launch-bound MLP timed while busy loops held half the host's cores, against an independent paired harness
run on the same host; and a session captured with a space in its path while Triton compiled on CUDA.
No torch, no GPU: the sessions as recorded."""

import json
from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session
from compile_inspect.compare.showing import graphs_by_mode
from compile_inspect.session.model import load_session

DATA = Path(__file__).parent / "data"
LOADED = DATA / "h100_load" / "mlp_batch1"
HARNESS = json.loads((DATA / "h100_load" / "harness.json").read_text())
SPACED = DATA / "h100_space_path" / "my runs" / "mm"


@pytest.fixture(scope="module")
def under_load():
    return {row.label: row for row in diff_session(load_session(LOADED)).summary}


@pytest.mark.parametrize("mode", ["default", "default+clone=2", "reduce-overhead"])
def test_under_load_every_mode_gets_a_verdict_within_ten_percent_of_the_harness(under_load, mode):
    row, harness = under_load[mode], HARNESS["ratio_to_eager"][mode]
    assert row.speed_outcome == "faster" and row.ratio_to_control is not None
    assert row.ratio_low <= row.ratio_to_control <= row.ratio_high
    assert abs(row.ratio_to_control / harness - 1) < 0.10, (mode, row.ratio_to_control, harness)
    assert row.paired_rounds >= 10  # --rounds: every pair got its comparable rounds under the load


def test_under_load_a_clone_of_default_times_within_five_percent_of_default(under_load):
    clone, default = under_load["default+clone=2"], under_load["default"]
    assert abs(clone.ratio_to_control / default.ratio_to_control - 1) < 0.05


def test_a_session_captured_through_a_space_on_cuda_has_every_modes_generated_code():
    """Each compiled mode's graph was captured, is in the trace and parses into kernels that ran."""
    session = load_session(SPACED)
    compiled = [mode for mode in session.modes if mode.mode != "eager"]
    assert [mode.status for mode in session.modes] == ["ok"] * 4
    assert all(graph.in_trace for mode in compiled for graph in mode.graphs) and len(compiled) == 3
    graphs = graphs_by_mode(SPACED, None)
    timed = {
        mode: [k.name for graph in found for k in graph.module.kernels] for mode, found in graphs.items()
    }
    assert "triton_tem_fused_addmm_0" in timed["max-autotune-no-cudagraphs"]
    report = diff_session(session)
    assert {row.label: row.speed_outcome for row in report.summary if row.label != "eager"} == {
        "default": "slower",
        "reduce-overhead": "slower",
        "max-autotune-no-cudagraphs": "slower",
    }


UNSTEADY = DATA / "h100_load" / "bert_unsteady"
UNSTEADY_HARNESS = json.loads((UNSTEADY / "harness.json").read_text())


@pytest.fixture(scope="module")
def unsteady():
    return diff_session(load_session(UNSTEADY))


@pytest.mark.parametrize("mode", ["default", "reduce-overhead"])
def test_on_a_shaking_host_every_round_gives_the_verdict_its_interval_holding_the_harness(unsteady, mode):
    """1 round of 10 ran both blocks on equally fast cores: the pair over every round decides, its
    interval beyond 1.25x, and holds the harness's quiet ratio."""
    row = next(row for row in unsteady.summary if row.label == mode)
    assert row.speed.unsteady and row.speed_outcome == "faster" and row.paired_rounds == 10
    assert (
        row.ratio_high < 0.8 and row.ratio_low <= UNSTEADY_HARNESS["ratio_to_eager"][mode] <= row.ratio_high
    )
    comparison = next(c for c in unsteady.comparisons if c.test == mode)
    assert "every round counted, the cores' speed moving: " in comparison.verdict[0]
    faster = next(f for f in comparison.findings if f.id == "faster-than-eager")
    assert faster.evidence["every_round"] is True


def test_a_steady_session_pairs_only_its_comparable_rounds(under_load):
    assert not any(row.speed is not None and row.speed.unsteady for row in under_load.values())
