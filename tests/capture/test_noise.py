"""The noise guard: timing spread recorded by real worker runs on CPU, the spread in the summary,
and the rules that refuse a faster / slower verdict inside the noise, on recorded H200 sessions
(tests/data/h200_sessions and h200_models: min / max only; tests/data/h200_noise: p10 / p90) and
on constructed Timing values."""

import json
import statistics
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

import pytest

from compile_inspect import findings
from compile_inspect.compare import diff
from compile_inspect.compare.diff import ModeSummary
from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext, prepare, timing
from compile_inspect.findings.speed import Speed
from compile_inspect.render import diffview
from compile_inspect.session import rounds
from compile_inspect.session.model import Timing, load_session
from compile_inspect.session.rounds import Block

DATA = Path(__file__).parents[1] / "data"
ROOT = Path(__file__).resolve().parents[2]
SESSIONS, MODELS, NOISE = DATA / "h200_sessions", DATA / "h200_models", DATA / "h200_noise"


def by_id(found):
    return {f.id: f for f in found}


def timing_of(median, low, high, quantiles=True):
    """A Timing with p10 / p90 = low / high (and min / max a little outside), or min / max only."""
    if quantiles:
        return Timing(median, low * 0.9, high * 1.5, 50, "cuda_events", p10_ms=low, p90_ms=high)
    return Timing(median, low, high, 50, "cuda_events")


@pytest.fixture(scope="module")
def loaded():
    cache = {}

    def get(folder):
        if folder not in cache:
            cache[folder] = load(folder)
        return cache[folder]

    return get


def inputs(loaded, folder, mode, test_timing=None, control_timing=None):
    """The prepared inputs of eager -> mode of a recorded session, with the session's timings
    unless others are given."""
    session = loaded(folder)
    control = next(side for side in session.modes if side.run.mode == "eager")
    test = next(side for side in session.modes if side.run.mode == mode)
    t, c = test_timing or test.run.timing, control_timing or control.run.timing
    context = FindingContext(mode=mode, test_median_ms=t.median_ms, control_median_ms=c.median_ms,
                             test_timing=t, control_timing=c)  # fmt: skip
    return prepare(test.analysis, control.analysis, context)


def comparison(report, mode):
    return next(c for c in report.comparisons if c.test == mode)


# ---- the worker records the spread: real runs on CPU ----


@pytest.mark.slow
def test_a_real_run_times_the_modes_in_interleaved_rounds_and_records_every_block(tmp_path):
    out = tmp_path / "square"
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run",
               str(ROOT / "samples" / "square.py"), "--modes", "default", "--arg", "size=16", "--iters", "30",
               "--rounds", "6", "--block-ms", "5", "--device", "cpu", "-o", str(out)]  # fmt: skip
    process = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert process.returncode == 0, process.stderr
    session = load_session(out)
    assert session.options.active == 5 and session.options.rounds == 6  # the CLI's default, the option
    timings = {run.mode: run.timing for run in session.modes}
    blocks = {mode: json.loads((out / mode / "timing.json").read_text())["blocks"] for mode in timings}
    run_ids = {t.run_id for t in timings.values()}
    assert len(run_ids) == 1 and None not in run_ids  # timed in the same rounds
    clean = rounds.clean_rounds({mode: [Block(**b) for b in found] for mode, found in blocks.items()})
    for mode, t in timings.items():
        assert t.method == "perf_counter" and t.rounds_run == len(blocks[mode]) == len(t.round_ms)
        assert list(t.round_ms) == [b["latency_ms"] for b in sorted(blocks[mode], key=lambda b: b["round"])]
        kept = [b for b in blocks[mode] if b["round"] in clean]
        used = kept or blocks[mode]  # a busy machine starved every round: the figures pool them all
        assert len(kept) == t.clean_rounds and t.iters == sum(b["calls"] for b in used)
        assert sum(b["calls"] for b in blocks[mode]) >= 30 and len({b["calls"] for b in blocks[mode]}) == 1
        figures = [b["latency_ms"] for b in used]
        assert statistics.median(figures) == t.median_ms and (min(figures), max(figures)) == (
            t.min_ms,
            t.max_ms,
        )
        assert 0 < t.min_ms <= t.p10_ms <= t.median_ms <= t.p90_ms <= t.max_ms
        assert t.profiled_step_ms > 0
    # every block ran alone, and the mode that went first changed from round to round
    spans = sorted(
        (b["started_s"], b["started_s"] + b["wall_s"], mode) for mode in blocks for b in blocks[mode]
    )
    assert all(end <= next_start for (_, end, _), (next_start, _, _) in zip(spans, spans[1:]))
    first = [min(modes, key=lambda m: m[0])[1] for modes in _by_round(blocks).values()]
    assert set(first[:2]) == {"eager", "default"}
    analysis = load(out).modes[1].analysis  # five profiled steps, each with its CPU time
    assert analysis.metrics.cpu_us.n == 5
    assert analysis.metrics.cpu_us.min <= analysis.metrics.cpu_us.median <= analysis.metrics.cpu_us.max


def _by_round(blocks):
    rounds = {}
    for mode, mode_blocks in blocks.items():
        for block in mode_blocks:
            rounds.setdefault(block["round"], []).append((block["started_s"], mode))
    return dict(sorted(rounds.items()))


@pytest.mark.slow
def test_in_process_library_run_records_the_spread_too(tmp_path):
    import torch

    import compile_inspect as ci

    session = ci.inspect(lambda x: torch.relu(x) * 2, torch.randn(8, 8), modes="default", warmup=1,
                         active=2, iters=70, rounds=7, block_ms=1, out_dir=tmp_path)  # fmt: skip
    assert session.session.in_process
    for view in session:
        t = view.timing
        blocks = json.loads((tmp_path / view.mode / "timing.json").read_text())["blocks"]
        assert (
            sum(block["calls"] for block in blocks) >= 70 and len(blocks) == 7
        )  # iters pools the clean ones
        assert t.min_ms <= t.p10_ms <= t.median_ms <= t.p90_ms <= t.max_ms
        assert t.run_id is None and not t.paired  # one mode after the other: nothing to pair


def test_quantiles_of_few_values():
    from compile_inspect.session.rounds import quantiles

    assert quantiles([2.0]) == (2.0, 2.0)
    assert quantiles([float(i) for i in range(1, 11)]) == (1.0, 9.0)  # nearest rank
    assert quantiles([float(i) for i in range(20, 0, -1)]) == (2.0, 18.0)  # sorted first


# ---- sessions of the previous schema ----


def test_old_sessions_load_without_quantiles_and_fall_back_to_min_max():
    t = load_session(MODELS / "gpt2_no_grad").mode("eager").timing
    assert t.p10_ms is None and t.p90_ms is None and not t.has_quantiles
    assert t.spread() == (t.min_ms, t.max_ms, "min-max")
    new = load_session(NOISE / "matmul_add_64").mode("default").timing
    assert new.spread() == (new.p10_ms, new.p90_ms, "p10-p90")
    assert new.spread_ratio() == pytest.approx((new.p90_ms - new.p10_ms) / new.median_ms)


@pytest.mark.parametrize(
    "folder", [SESSIONS / "matmul_add_4096", MODELS / "resnet18", NOISE / "matmul_add_64"]
)
def test_sessions_of_both_schemas_render(folder):
    from compile_inspect.render.markdown import render_markdown
    from compile_inspect.render.text import render_text

    report = diff.diff_session(load(folder))
    assert "p10-p90 ms" in render_text(report) and "p10-p90 ms" in render_markdown(report)
    assert len(report.to_json()) > 1000


# ---- the spread in the summary cells ----


@dataclass(frozen=True)
class SpreadSummary(ModeSummary):
    """A summary row with the spread fields the renderer shows (as diff.summarise_side fills them)."""

    p10_ms: Optional[float] = None
    p90_ms: Optional[float] = None
    min_ms: Optional[float] = None
    max_ms: Optional[float] = None
    cpu_us_min: Optional[float] = None
    cpu_us_max: Optional[float] = None


def test_summary_cells_show_p10_p90_else_min_max_and_the_steps_range():
    header = diffview.SUMMARY_HEADER
    base = SpreadSummary("default", "default", "ok", median_ms=0.2421, ratio_to_control=0.9, cpu_us=328.7)
    cells = dict(
        zip(header, diffview.summary_cells(replace(base, p10_ms=0.23, p90_ms=0.331, min_ms=0.2, max_ms=1.0)))
    )
    assert cells["median ms"] == "0.242" and cells["p10-p90 ms"] == "0.230-0.331"
    old = dict(zip(header, diffview.summary_cells(replace(base, min_ms=0.2, max_ms=1.0))))
    assert old["p10-p90 ms"] == "0.200-1.000 (min-max)"
    steps = dict(zip(header, diffview.summary_cells(replace(base, cpu_us_min=327.7, cpu_us_max=4281.0))))
    assert steps["CPU µs/step [min-max]"] == "328.7 [327.7-4,281.0]"
    bare = dict(zip(header, diffview.summary_cells(ModeSummary("eager", "eager", "ok", median_ms=0.3))))
    assert bare["p10-p90 ms"] == "-" and bare["CPU µs/step [min-max]"] == "-"
    assert len(diffview.summary_cells(base)) == len(header)


# ---- overlap logic on constructed Timing values ----


def test_speed_intervals_overlap_and_fallback():
    a = Speed.of(timing_of(1.0, 0.9, 1.2), None)
    assert a.spread == "p10-p90" and (a.low_ms, a.high_ms) == (0.9, 1.2)
    assert a.overlaps(Speed.of(timing_of(1.3, 1.2, 1.5), None))  # touching counts as overlap
    assert not a.overlaps(Speed.of(timing_of(1.4, 1.25, 1.5), None))
    old = Speed.of(timing_of(1.0, 0.8, 2.0, quantiles=False), None)  # min / max only: no interval
    assert old.median_ms == 1.0 and old.low_ms is None and not old.overlaps(a)
    bare = Speed.of(None, 1.0)
    assert bare.low_ms is None and not bare.overlaps(a)
    assert Speed.of(None, None) is None


@pytest.mark.parametrize(
    "test, control, verdict",
    [
        (timing_of(2.0, 1.9, 2.2), timing_of(1.0, 0.9, 1.1), "slower-than-eager"),
        (timing_of(2.0, 1.0, 2.2), timing_of(1.0, 0.9, 1.1), "within-noise"),
        (timing_of(0.5, 0.45, 0.55), timing_of(1.0, 0.9, 1.1), "faster-than-eager"),
        (timing_of(0.5, 0.45, 0.95), timing_of(1.0, 0.9, 1.1), "within-noise"),
        (
            timing_of(1.02, 1.0, 1.05),
            timing_of(1.0, 0.99, 1.01),
            None,
        ),  # the medians agree: no verdict at all
        # min / max only (older sessions): no interval, the medians decide; one slow call of 50 is no noise
        (timing_of(2.0, 1.9, 2.2, False), timing_of(1.0, 0.9, 3.0, False), "slower-than-eager"),
        (timing_of(1.02, 0.5, 2.2, False), timing_of(1.0, 0.9, 1.5, False), None),
        (timing_of(2.0, 1.0, 2.2), timing_of(1.0, 0.9, 3.0, False), "slower-than-eager"),  # one side without
    ],
)
def test_a_verdict_only_outside_the_noise(loaded, test, control, verdict):
    inp = inputs(loaded, SESSIONS / "matmul_add_4096", "default", test, control)
    fired = {f.id for rule in findings.VERDICTS if (f := rule.fn(inp, ())) is not None}
    assert fired == ({verdict} if verdict else set())


def test_within_noise_quotes_both_intervals(loaded):
    inp = inputs(
        loaded, SESSIONS / "matmul_add_4096", "default", timing_of(2.0, 1.0, 2.2), timing_of(1.0, 0.9, 1.1)
    )
    found = timing.within_noise(inp)
    assert found.evidence["test_interval_ms"] == [1.0, 2.2] and found.evidence["spread"] == "p10-p90"
    assert "p10-p90 intervals overlap (1.000-2.200 ms against 0.900-1.100 ms)" in found.message
    assert found.remedy


def test_medians_alone_still_give_a_verdict_where_no_timing_is_known(loaded):
    inp = inputs(loaded, SESSIONS / "matmul_add_4096", "default")
    bare = replace(inp, context=FindingContext(mode="default", test_median_ms=0.5, control_median_ms=0.25))
    assert timing.slower_than_eager(bare).evidence["ratio"] == 2.0 and timing.within_noise(bare) is None


def test_verdicts_do_not_name_the_caveats(loaded):
    inp = inputs(loaded, SESSIONS / "matmul_add_4096", "reduce-overhead")
    slower = timing.slower_than_eager(inp, ["cudagraph-input-copies", "noisy-timing", "profiler-overhead"])
    assert slower.evidence["explained_by"] == ["cudagraph-input-copies"]


# ---- noisy-timing ----


def test_noisy_timing_on_constructed_values(loaded):
    quiet = inputs(
        loaded, SESSIONS / "matmul_add_4096", "default", timing_of(1.0, 0.8, 1.3), timing_of(1.0, 0.9, 1.1)
    )
    assert timing.noisy_timing(quiet) is None  # spread 0.5 of the median
    wide = inputs(
        loaded, SESSIONS / "matmul_add_4096", "default", timing_of(1.0, 0.8, 1.3), timing_of(1.0, 0.5, 1.6)
    )
    found = timing.noisy_timing(wide)
    assert list(found.evidence["sides"]) == ["eager"]  # the control's spread counts too
    assert found.evidence["sides"]["eager"]["spread_ratio"] == pytest.approx(1.1)
    assert "eager's timed calls spread 0.500-1.600 ms p10-p90, 110% of their median" in found.message
    # min / max alone never make a mode noisy: one slow call stretches max
    old = timing_of(1.0, 0.1, 9.0, quantiles=False)
    assert timing.noisy_timing(inputs(loaded, SESSIONS / "matmul_add_4096", "default", old, old)) is None


def test_noisy_real_h200_run(loaded):
    """The recorded run whose default median was twice the previous run's: flagged noisy, and still
    slower than eager, since its whole p10-p90 lies above eager's."""
    inp = inputs(loaded, NOISE / "matmul_add_64", "default")
    noisy = timing.noisy_timing(inp)
    assert list(noisy.evidence["sides"]) == ["default"]
    assert noisy.evidence["sides"]["default"]["spread_ratio"] == pytest.approx(2.04, abs=0.01)
    slower = timing.slower_than_eager(inp)
    assert slower.evidence["spread"] == "p10-p90" and slower.evidence["ratio"] == pytest.approx(
        3.83, abs=0.01
    )
    assert timing.noisy_timing(inputs(loaded, NOISE / "matmul_add_64", "reduce-overhead")) is None  # 0.59


def test_no_recorded_session_of_the_previous_schema_is_noisy(loaded):
    for folder in [*SESSIONS.iterdir(), *MODELS.iterdir()]:
        if (folder / "session.json").is_file():
            for side in loaded(folder).modes[1:]:
                assert timing.noisy_timing(inputs(loaded, folder, side.run.mode)) is None, (
                    folder,
                    side.run.mode,
                )


# ---- verdicts on recorded sessions ----


@pytest.mark.parametrize("model", ["gpt2_no_grad", "resnet18_no_grad"])
def test_reduce_overhead_under_no_grad_is_faster_because_of_cuda_graphs(loaded, model):
    inp = inputs(loaded, MODELS / model, "reduce-overhead")
    faster = timing.faster_than_eager(inp, ["ops-fused", "profiler-overhead"])
    e = faster.evidence
    assert "spread" not in e and e["speedup"] > 4  # a session of the previous schema: medians decide
    assert e["graph_launches"] == 1 and e["replayed_kernels"] > 20
    assert e["control_cpu_us_per_step"] > 4 * e["test_cpu_us_per_step"]
    assert e["control_kernels"] > e["test_kernels"]
    assert faster.message.startswith("CUDA graphs cut the CPU time per profiled step from ")
    assert "one cudaGraphLaunch replays" in faster.message and "per step fused into" in faster.message
    assert e["explained_by"] == ["ops-fused"]
    assert timing.slower_than_eager(inp) is None and timing.within_noise(inp) is None


def test_gpt2_no_grad_reduce_overhead_numbers(loaded):
    e = timing.faster_than_eager(inputs(loaded, MODELS / "gpt2_no_grad", "reduce-overhead")).evidence
    # the summary's CPU µs/step (issue 19: was the fn_no_grad annotation, 2512.0 and 502.3, under "per call")
    assert e["control_cpu_us_per_step"] == pytest.approx(2589.4, abs=0.1)
    assert e["test_cpu_us_per_step"] == pytest.approx(578.3, abs=0.1)
    assert (e["control_kernels"], e["test_kernels"], e["replayed_kernels"]) == (49, 25, 24)


def test_default_without_cuda_graphs_is_faster_by_fusion_and_less_cpu(loaded):
    faster = timing.faster_than_eager(inputs(loaded, MODELS / "gpt2_no_grad", "default"))
    assert "graph_launches" not in faster.evidence and "CUDA graphs" not in faster.message
    assert (
        faster.message.startswith("CPU time per profiled step cut from ")
        and "50 GPU ops (49 kernels + 1 memcpy) per step fused into 24 kernels" in faster.message
    )


def test_old_session_min_max_is_no_interval(loaded):
    """matmul_add 4096 default: 1.19x eager's median in every recorded run; eager's min-max
    (0.234-0.331 ms) reaches into default's (0.274-0.472 ms) only through single slow calls, so the
    previous schema's sessions are judged on their medians, never called within noise."""
    default = inputs(loaded, SESSIONS / "matmul_add_4096", "default")
    assert timing.slower_than_eager(default).evidence["ratio"] == pytest.approx(1.1944, abs=1e-4)
    assert timing.within_noise(default) is None


def test_verdicts_and_noise_through_the_diff(loaded):
    """The diff passes the session's Timing to the rules; the registered rules fire end to end."""
    report = diff.diff_session(loaded(MODELS / "gpt2_no_grad"))
    ids = {f.id for f in comparison(report, "reduce-overhead").findings}
    assert "faster-than-eager" in ids and not {"slower-than-eager", "within-noise", "noisy-timing"} & ids
    noisy = diff.diff_session(loaded(NOISE / "matmul_add_64"))
    assert {"noisy-timing", "slower-than-eager"} <= {f.id for f in comparison(noisy, "default").findings}


# ---- profiler-overhead ----


def test_profiled_steps_far_slower_than_timed_calls(loaded):
    """matmul_add 64 default on the H200: 263.5 µs a profiled step against 78.2 µs a timed call."""
    found = timing.profiler_overhead(inputs(loaded, SESSIONS / "matmul_add_64", "default"))
    assert found.evidence["step_cpu_us"] == pytest.approx(263.5, abs=0.1)
    assert found.evidence["ratio"] == pytest.approx(3.37, abs=0.01)
    assert "the profiler's own cost dominates" in found.message


def test_timed_calls_far_slower_than_profiled_steps(loaded):
    """ResNet-18 reduce-overhead with grad: timed calls 215.7 ms, profiled steps 59.0 ms."""
    found = timing.profiler_overhead(inputs(loaded, MODELS / "resnet18", "reduce-overhead"))
    assert found.evidence["ratio"] < 1 / timing.PROFILER_DISAGREE_RATIO
    assert (
        "215.727 ms, 3.7x the 5 profiled steps' 59,004.5 µs of CPU" in found.message
    )  # the summary's figures


def test_compile_layers_alone_exceed_the_timed_call(loaded):
    """gpt2 no_grad reduce-overhead: 318 µs of compile layers a profiled step, 210 µs a timed call."""
    found = timing.profiler_overhead(inputs(loaded, MODELS / "gpt2_no_grad", "reduce-overhead"))
    assert found.evidence["compile_layers_us"] > found.evidence["timed_median_us"]
    assert "compile layers alone take" in found.message


def test_no_profiler_caveat_where_steps_and_calls_agree(loaded):
    assert timing.profiler_overhead(inputs(loaded, MODELS / "gpt2_no_grad", "default")) is None  # 1.45x
    assert timing.profiler_overhead(inputs(loaded, SESSIONS / "matmul_add_4096", "default")) is None
