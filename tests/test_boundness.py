"""Boundness on recorded real traces (H200 torch 2.11, CUDA training loops): the GPU's idle share
counts the time its queued work fills as busy, so a GPU-bound loop reads GPU-bound. The true busy
share is computed here straight from the raw JSON, independently of the analysis."""

import gzip
import json
import statistics
from pathlib import Path

import pytest

from compile_inspect.findings import find
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data"
H200 = DATA / "h200"
TRAINING_CUDA = sorted((DATA / "training").glob("*_cuda.json.gz"))


def true_busy_share(path: Path) -> float:
    """Union of the GPU events' intervals over the GPU's active window (first start to last end)."""
    data = path.read_bytes()
    doc = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    gpu = sorted(
        (e["ts"], e["ts"] + e["dur"])
        for e in doc["traceEvents"]
        if e.get("ph") == "X" and e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")
    )
    busy, reach = 0.0, float("-inf")
    for start, stop in gpu:
        if stop > reach:
            busy, reach = busy + stop - max(start, reach), stop
    return busy / (max(stop for _, stop in gpu) - gpu[0][0])


def ids(analysis) -> set[str]:
    return {f.id for f in find(analysis)}


def test_eager_matmul_add_4096_keeps_the_gpu_busy_and_reads_gpu_bound():
    path = H200 / "matmul_add_4096_eager.json"
    analysis = analyze_trace(path)
    m = analysis.metrics
    assert true_busy_share(path) > 0.9
    assert m.gpu_busy_share.median > 0.9 and m.gpu_idle_share.median < 0.1  # was 0.37 idle
    assert m.gpu_busy_share.median == pytest.approx(true_busy_share(path), abs=0.05)
    # The CPU runs ahead: each step's GPU work ends after its CPU part, behind the next launches.
    assert m.gpu_queue_lag_us.median > 100 and m.queue_depth.median >= 1
    found = {f.id: f for f in find(analysis)}
    assert "gpu-bound" in found and "overhead-bound" not in found
    bound = found["gpu-bound"]
    assert bound.evidence["gpu_busy_share"] > 0.9 and bound.evidence["queue_depth"] >= 1
    assert "the CPU runs ahead" in bound.message


def test_a_step_that_opens_on_the_previous_steps_kernels_is_busy_not_idle():
    analysis = analyze_trace(H200 / "matmul_add_4096_eager.json")
    second = analysis.step_metrics[1]
    # Its own kernels start 69 µs after the step opens, behind the previous step's GEMM still running.
    assert second.gpu_busy_share > 0.95 and second.gpu_idle_share == pytest.approx(1 - second.gpu_busy_share)
    assert second.gpu_active_span_us == pytest.approx(194, abs=1)


@pytest.mark.parametrize("name", ["matmul_add_64_eager", "matmul_add_64_default"])
def test_matmul_add_64_stays_overhead_bound(name):
    path = H200 / f"{name}.json"
    analysis = analyze_trace(path)
    assert analysis.metrics.gpu_idle_share.median > 0.95 and true_busy_share(path) < 0.05
    assert analysis.metrics.queue_depth.median == 0 and analysis.metrics.gpu_queue_lag_us.median < 0
    assert "overhead-bound" in ids(analysis) and "gpu-bound" not in ids(analysis)


@pytest.mark.parametrize("path", TRAINING_CUDA, ids=lambda p: p.name)
def test_cuda_training_traces_read_as_they_are(path):
    analysis = analyze_trace(path)
    truth = true_busy_share(path)
    assert analysis.metrics.gpu_busy_share.median == pytest.approx(truth, abs=0.02)
    assert truth < 0.1  # small models: the GPU waits on Python and launches, the CPU never runs ahead
    assert analysis.metrics.gpu_queue_lag_us.median < 0
    assert "overhead-bound" in ids(analysis) and "gpu-bound" not in ids(analysis)


def test_the_corpus_has_the_four_cuda_training_traces():
    assert len(TRAINING_CUDA) == 4


def test_cpu_traces_have_no_gpu_boundness():
    analysis = analyze_trace(DATA / "training" / "mlp_eager_3steps.json.gz")
    m = analysis.metrics
    assert m.gpu_busy_share is None and m.gpu_idle_share is None and m.queue_depth is None
    assert not {"overhead-bound", "gpu-bound"} & ids(analysis)


# ---- one-off costs are not per-call overhead ----

ONE_OFF = DATA / "foreign" / "one_off_first_step.json.gz"


def _raw(path: Path) -> list[dict]:
    return [e for e in json.loads(gzip.decompress(path.read_bytes()))["traceEvents"] if e.get("ph") == "X"]


def _raw_steps(events: list[dict]) -> list[dict]:
    marks = [e for e in events if e["cat"] == "user_annotation" and e["name"].startswith("ProfilerStep#")]
    return sorted(marks, key=lambda e: e["ts"])


def _gpu_union(events, lo: float, hi: float) -> float:
    """How long any GPU event runs inside [lo, hi]."""
    clipped = sorted((max(e["ts"], lo), min(e["ts"] + e["dur"], hi)) for e in events
                     if e["cat"] in ("kernel", "gpu_memcpy", "gpu_memset"))  # fmt: skip
    busy, reach = 0.0, lo
    for start, stop in clipped:
        if stop > max(start, reach):
            busy, reach = busy + stop - max(start, reach), stop
    return busy


def test_a_slow_first_launch_and_a_first_step_malloc_are_one_off_costs():
    events = _raw(ONE_OFF)
    steps = _raw_steps(events)
    launches = sorted(e["dur"] for e in events if e["name"] == "cudaLaunchKernel")
    analysis = analyze_trace(ONE_OFF)
    costs = {c.name: c for c in analysis.one_off_costs}
    assert sorted(costs) == ["cudaLaunchKernel", "cudaMalloc"]
    assert costs["cudaLaunchKernel"].dur == launches[-1] > 6.5e6
    assert costs["cudaLaunchKernel"].typical_us == pytest.approx(statistics.median(launches[:-1]))
    assert (
        costs["cudaMalloc"].dur == 32.8e3 and costs["cudaMalloc"].reason == "its only call, in the first step"
    )
    assert {c.step for c in costs.values()} == {0} and costs["cudaMalloc"].role == "allocation"
    first = steps[0]
    assert first["ts"] <= costs["cudaMalloc"].ts < first["ts"] + first["dur"]


def test_overhead_bound_leaves_one_off_costs_out_of_the_per_launch_figure():
    events = _raw(ONE_OFF)
    analysis = analyze_trace(ONE_OFF)
    finding = next(f for f in find(analysis) if f.id == "overhead-bound")
    one_off = {
        n: sum(c.dur for c in analysis.one_off_costs if c.step == n) for n in range(len(analysis.steps))
    }
    per_launch = []
    for n, step in enumerate(_raw_steps(events)):
        ids = {e["args"]["correlation"] for e in events if e["cat"] in ("cuda_runtime", "cuda_driver")
               and step["ts"] <= e["ts"] < step["ts"] + step["dur"]}  # fmt: skip
        launched = [e for e in events if e["cat"] in ("kernel", "gpu_memcpy", "gpu_memset")
                    and e["args"]["correlation"] in ids]  # fmt: skip
        per_launch.append((step["dur"] - one_off[n]) / len(launched))
    assert finding.evidence["cpu_us_per_launch"] == pytest.approx(statistics.median(per_launch))
    assert "one-off costs are not per-call overhead and are left out of these figures" in finding.message
    assert "cudaLaunchKernel 6.5 s in ProfilerStep#2 (kernel launch)" in finding.message
    assert "cudaMalloc 32.8 ms in ProfilerStep#2 (allocation)" in finding.message
    assert finding.evidence["cpu_us_per_step_with_one_offs"] == analysis.metrics.cpu_us.median


def test_one_window_over_the_whole_trace_does_not_read_a_6_s_launch_as_idle_overhead(tmp_path):
    """Without its profiler steps the trace is one window, 99.9% idle counting the 6.5 s launch;
    left out, the idle share is the small model's own (0.983), computed here from the raw events."""
    doc = json.loads(gzip.decompress(ONE_OFF.read_bytes()))
    doc["traceEvents"] = [e for e in doc["traceEvents"] if not e.get("name", "").startswith("ProfilerStep#")]
    path = tmp_path / "one_window.json"
    path.write_text(json.dumps(doc))
    events = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
    analysis = analyze_trace(path)
    assert [c.name for c in analysis.one_off_costs] == ["cudaLaunchKernel"]  # one step: no "first step only"
    launch = analysis.one_off_costs[0]
    step, metrics = analysis.steps[0], analysis.step_metrics[0]
    window = step.dur + max(0.0, metrics.gpu_queue_lag_us)
    idle = window - _gpu_union(events, step.ts, step.ts + window)
    launch_idle = launch.dur - _gpu_union(events, launch.ts, launch.ts + launch.dur)
    assert launch.gpu_idle_us == pytest.approx(launch_idle)
    finding = next(f for f in find(analysis) if f.id == "overhead-bound")
    assert finding.evidence["gpu_idle_share_with_one_offs"] > 0.999
    expected = (idle - launch_idle) / (window - launch_idle)
    assert finding.evidence["gpu_idle_share"] == pytest.approx(expected, abs=1e-4) and expected < 0.99
    assert f"the GPU is idle {expected:.0%} of each step" in finding.message
    assert finding.evidence["cpu_us_per_step"] == pytest.approx(step.dur - launch.dur)


def test_explain_lists_the_one_off_costs_in_text_and_json():
    from compile_inspect.render.explain import render

    analysis = analyze_trace(ONE_OFF)
    text = render(analysis, find(analysis), "text")
    section = text.split("One-off costs (not per-call overhead)\n")[1].split("\n\n")[0]
    section = section.replace("\n      ", " ").splitlines()  # a line wrapped to the width, joined again
    assert section == [
        "  cudaMalloc  32.8 ms  in ProfilerStep#2  allocation: its only call, in the first step",
        "  cudaLaunchKernel  6.5 s  in ProfilerStep#2  kernel launch: 6500.0 ms against a median of "
        f"{statistics.median(sorted(e['dur'] for e in _raw(ONE_OFF) if e['name'] == 'cudaLaunchKernel')[:-1]):.1f} µs "
        "over the 115 other calls",
    ]
    payload = json.loads(render(analysis, [], "json"))
    assert [(c["name"], c["dur"]) for c in payload["analysis"]["one_off_costs"]] == [
        ("cudaMalloc", 32.8e3),
        ("cudaLaunchKernel", analysis.one_off_costs[1].dur),
    ]
