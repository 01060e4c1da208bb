"""Boundness on recorded real traces (H200 torch 2.11, CUDA training loops): the GPU's idle share
counts the time its queued work fills as busy, so a GPU-bound loop reads GPU-bound. The true busy
share is computed here straight from the raw JSON, independently of the analysis."""

import gzip
import json
from pathlib import Path

import pytest

from compile_inspect.analysis import analyze_trace
from compile_inspect.findings import find

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
