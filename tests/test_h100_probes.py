"""Sessions recorded on the lent GPU host (an H100, torch 2.11, 2026-12-05) with the speed probe and
pinning of issue 27 (scripts/device/probe_timing.sh): a launch-bound batch-1 MLP with three clones of
default, and a GPU-bound bf16 8192 GEMM. The figures are recomputed here from each mode's timing.json
(the raw blocks), not taken from the product's summary. No torch."""

import json
import statistics
from pathlib import Path

import pytest

from compile_inspect.compare import diff
from compile_inspect.compare.loading import load
from compile_inspect.render.registry import RenderOptions, diff_kind, render

DATA = Path(__file__).parent / "data" / "h100_probes"
MLP, GEMM = DATA / "mlp_batch1", DATA / "gemm_8192"


def blocks_of(session):
    modes = [m["mode"] for m in json.loads((session / "session.json").read_text())["modes"]]
    return {mode: json.loads((session / mode / "timing.json").read_text())["blocks"] for mode in modes}


def kept_rounds(blocks):
    """Issue 27's rule, written out here: a round counts when every mode's probe is within 1.2x of the
    session's fastest probe (no block was starved in these sessions: checked below)."""
    fastest = min(b["probe_ms"] for mode in blocks.values() for b in mode)
    rounds = {b["round"] for mode in blocks.values() for b in mode}
    slow = {b["round"] for mode in blocks.values() for b in mode if b["probe_ms"] > 1.2 * fastest}
    return rounds - slow, fastest


@pytest.fixture(scope="module")
def mlp():
    return load(MLP), blocks_of(MLP)


def test_every_mode_ran_each_round_on_the_same_core(mlp):
    _, blocks = mlp
    by_round = {}
    for mode_blocks in blocks.values():
        for block in mode_blocks:
            by_round.setdefault(block["round"], set()).add(block["cpu"])
    assert all(len(cores) == 1 for cores in by_round.values())  # the modes took turns on one core
    cores = [next(iter(by_round[number])) for number in sorted(by_round)]
    moves = sum(a != b for a, b in zip(cores, cores[1:]))
    timing = json.loads((MLP / "session.json").read_text())["modes"][0]["timing"]
    assert timing["pinned"] and timing["core_moves"] == moves


def test_the_kept_rounds_are_those_on_a_full_speed_core(mlp):
    loaded, blocks = mlp
    kept, fastest = kept_rounds(blocks)
    for side in loaded.modes:
        timing = side.run.timing
        assert timing.clean_rounds == len(kept) and timing.starved_rounds == 0
        assert timing.slow_core_rounds == timing.rounds_run - len(kept)
        assert [i for i, ms in enumerate(timing.round_ms) if ms is not None] == sorted(kept)
        mode_blocks = {b["round"]: b for b in blocks[side.label]}
        assert timing.median_ms == pytest.approx(
            statistics.median(mode_blocks[r]["latency_ms"] for r in kept)
        )
    assert min(side.run.timing.probe_fastest_ms for side in loaded.modes) == fastest


def test_the_report_says_where_it_timed(mlp):
    loaded, blocks = mlp
    kept, fastest = kept_rounds(blocks)
    report = diff.diff_session(loaded)
    text = render(diff_kind(report), "text", report, RenderOptions(width=200))
    line = next(line for line in text.splitlines() if "Timed on" in line)
    rounds_run = len({b["round"] for b in blocks["eager"]})
    assert (
        f"{len(kept)} of {rounds_run} rounds kept for the times per call ({rounds_run - len(kept)} left out on a "
        "slowed core" in line
    )
    assert f"speed probe {fastest:.1f}-" in line and "pinned to the fastest" in line


def test_three_clones_of_default_agree_within_five_percent(mlp):
    loaded, _ = mlp
    medians = [side.run.timing.median_ms for side in loaded.modes if side.label.startswith("default")]
    assert len(medians) == 3 and max(medians) / min(medians) < 1.05


def test_a_gpu_bound_gemm_whose_latency_and_throughput_agree_adds_no_second_verdict():
    report = diff.diff_session(load(GEMM))
    for comparison in report.comparisons:
        ids = {f.id for f in comparison.findings}
        assert "throughput-disagrees" not in ids, comparison.test
        assert "throughput" not in comparison.verdict[0]
    slower = next(c for c in report.comparisons if c.test == "reduce-overhead")
    assert slower.verdict[0].startswith("reduce-overhead is 1.1")  # both figures slower (input copies)


EPILOGUE = DATA / "epilogue_4096"  # samples/matmul_add.py, bf16 4096, on a host with 11 of 16 cores slowed


def paired_median(test, control):
    """The median of per-round ratios test / control over the rounds both kept, computed here."""
    ratios = sorted(t / c for t, c in zip(test, control) if t is not None and c is not None)
    middle = len(ratios) // 2
    return ratios[middle] if len(ratios) % 2 else (ratios[middle - 1] + ratios[middle]) / 2


def test_a_gemm_epilogue_slower_per_synced_call_but_not_back_to_back_says_both():
    """The GEMM bias epilogue (addmm's DtoD bias copy): latency 1.07x eager's, throughput 0.98x; the
    verdict's head states both, each figure the paired median of the raw rounds."""
    session = json.loads((EPILOGUE / "session.json").read_text())
    timing = {m["mode"]: m["timing"] for m in session["modes"]}
    latency = paired_median(timing["default"]["round_ms"], timing["eager"]["round_ms"])
    throughput = paired_median(
        timing["default"]["throughput_round_ms"], timing["eager"]["throughput_round_ms"]
    )
    assert latency > 1.05 and abs(throughput - 1) < 0.05  # slower per synced call; back to back the same
    report = diff.diff_session(load(EPILOGUE))
    default = next(c for c in report.comparisons if c.test == "default")
    both = next(f for f in default.findings if f.id == "throughput-disagrees")
    assert both.evidence["latency_ratio"] == pytest.approx(latency)
    assert both.evidence["throughput_ratio"] == pytest.approx(throughput)
    head = default.verdict[0]
    assert head.startswith(f"default is {latency:.2f}x slower than eager")
    assert f"default cannot be told apart from eager ({throughput:.2f}x)" in head
    assert "bias" in head  # the cause still follows: the bias copy before the GEMM


def test_on_a_contended_host_most_rounds_are_left_out_and_the_report_says_so():
    loaded, blocks = load(EPILOGUE), blocks_of(EPILOGUE)
    kept, _ = kept_rounds(blocks)
    timing = loaded.modes[0].run.timing
    assert timing.starved_rounds == 0  # the rule written out in kept_rounds needs no starvation here
    assert timing.clean_rounds == len(kept) and timing.slow_core_rounds > timing.clean_rounds
    assert timing.core_moves > 0 and len(timing.cpus) > 1  # the timing followed the fastest core
