"""Roofline per kernel, checked against recorded H200 sessions with a hand computation from the raw trace.

The hand computation reads the Chrome trace with json (not compile_inspect's reader), takes the
median duration of the kernel's GPU events, and divides the bytes / FLOPs worked out from the
shapes by it."""

import gzip
import json
import re
import statistics
from pathlib import Path

import pytest

from compile_inspect.code import roofline
from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext, find
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data"
SESSIONS = DATA / "h200_sessions"
H200_HBM_GBPS = 4800  # https://www.nvidia.com/en-us/data-center/h200/ : 4.8 TB/s
H200_BF16_DENSE_TFLOPS = 1979 / 2  # the datasheet's 1,979 TFLOPS is "with sparsity"


def _kernel_durations(trace_file, match):
    data = Path(trace_file).read_bytes()
    events = json.loads(gzip.decompress(data) if trace_file.suffix == ".gz" else data)["traceEvents"]
    return [e["dur"] for e in events if e.get("cat") == "kernel" and re.search(match, e["name"])]


@pytest.fixture(scope="module")
def square():
    return load(SESSIONS / "square_4096")


@pytest.fixture(scope="module")
def matmul_add():
    return load(SESSIONS / "matmul_add_4096")


def test_square_4096_fp32_pointwise_reads_and_writes_the_matrix_once(square):
    mode = square.mode("default")
    (row,) = roofline.kernel_rooflines(mode.analysis)
    median = statistics.median(_kernel_durations(SESSIONS / "square_4096/default/trace.json", "^triton_poi"))
    moved = 2 * 4096 * 4096 * 4  # one fp32 read + one fp32 write of every element
    assert (row.name, row.work.bytes, row.work.source) == ("triton_poi_fused_pow_0", moved, "sizes")
    assert row.median_us == pytest.approx(median)
    assert row.gbps == pytest.approx(moved / (median * 1e-6) / 1e9)
    assert row.bound == "memory"
    assert row.limit_share == pytest.approx(moved / (median * 1e-6) / 1e9 / H200_HBM_GBPS)
    assert 0.5 < row.limit_share < 1.0  # a streaming kernel on H200: a physical sanity bound


def test_matmul_add_4096_bf16_addmm_is_compute_bound_on_the_cublas_kernel(matmul_add):
    mode = matmul_add.mode("default")
    (row,) = roofline.kernel_rooflines(mode.analysis)
    median = statistics.median(_kernel_durations(SESSIONS / "matmul_add_4096/default/trace.json", "^nvjet"))
    flops = 2 * 4096**3
    assert row.name == "extern_kernels.addmm" and row.trace_name.startswith("nvjet")
    assert (row.work.flops, row.work.bytes, row.work.precision) == (flops, 4 * 4096 * 4096 * 2, "bf16")
    assert row.median_us == pytest.approx(median)  # the GEMM only: the bias memcpy before it is not counted
    assert row.tflops == pytest.approx(flops / (median * 1e-6) / 1e12)
    assert row.intensity == pytest.approx(flops / (4 * 4096 * 4096 * 2))
    assert row.ridge == pytest.approx(H200_BF16_DENSE_TFLOPS * 1e12 / (H200_HBM_GBPS * 1e9))
    assert row.bound == "compute"
    assert row.limit_share == pytest.approx(flops / (median * 1e-6) / 1e12 / H200_BF16_DENSE_TFLOPS)


def _log_source(log_text):
    """The module TORCH_LOGS=output_code printed: the lines after 'Output code:', prefix removed."""
    lines = [re.sub(r"^.*?\[__output_code\] ?", "", line) for line in log_text.splitlines()]
    start = next(n for n, line in enumerate(lines) if line.startswith("Output code:")) + 1
    end = next(n for n, line in enumerate(lines) if line.startswith("Output code written to"))
    return "\n".join(lines[start:end])


def test_triton_template_gemm_gets_2mnk_flops_from_arg_a_and_arg_b():
    analysis = analyze_trace(DATA / "h200/extra/4096_max-autotune_mm.json")
    source = _log_source((DATA / "h200/extra/4096_max-autotune_mm.log").read_text())
    (row,) = roofline.kernel_rooflines(analysis, sources={"log": source})
    median = statistics.median(
        _kernel_durations(DATA / "h200/extra/4096_max-autotune_mm.json", "^triton_tem")
    )
    assert row.name == "triton_tem_fused_addmm_0"
    assert (row.work.flops, row.work.precision) == (2 * 4096**3, "bf16")
    assert row.work.bytes == 4 * 4096 * 4096 * 2  # bias, A, B read; out written (bf16)
    assert row.tflops == pytest.approx(2 * 4096**3 / (median * 1e-6) / 1e12)


def test_inductor_figures_win_over_sizes():
    text = "@triton_heuristics.pointwise(inductor_meta={'kernel_num_gb': 0.000393216, 'kernel_flop': 65536})"
    work = roofline._inductor_work(text)
    assert (work.bytes, work.flops, work.source) == (393216, 65536, "inductor")
    assert roofline._inductor_work("inductor_meta={'kernel_name': 'x'}") is None


@pytest.mark.parametrize(
    "device, model",
    [
        ("NVIDIA H200", "H200 SXM"),
        ("NVIDIA H200 NVL", "H200 NVL"),
        ("NVIDIA H100 80GB HBM3", "H100 SXM"),
        ("NVIDIA H100 PCIe", "H100 PCIe"),
        ("NVIDIA A100-SXM4-80GB", "A100 80GB SXM"),
        ("NVIDIA A100-SXM4-40GB", "A100 40GB"),
        ("NVIDIA A100 80GB PCIe", "A100 80GB PCIe"),
        ("NVIDIA GeForce RTX 4090", None),
        (None, None),
    ],
)
def test_device_names_as_torch_reports_them_match_their_model(device, model):
    peaks = roofline.device_peaks(device)
    assert (peaks.model if peaks else None) == model


def test_every_peak_has_a_datasheet_source_documented():
    doc = (Path(__file__).parents[1] / "docs/roofline.md").read_text()
    for _, peaks in roofline.DEVICES:
        assert peaks.source.startswith("https://") and peaks.source in doc
        assert peaks.model in doc


def test_far_below_roofline_fires_only_under_the_threshold(square):
    analysis = square.mode("default").analysis
    (row,) = roofline.kernel_rooflines(analysis)
    assert row.limit_share > 0.30
    assert "far-below-roofline" not in {f.id for f in find(analysis, context=FindingContext(mode="default"))}
    # The same kernel judged against a device with 10x the bandwidth reaches under 30% of it.
    fast = roofline.DevicePeaks("10x H200", H200_HBM_GBPS * 10, {"fp32": 670}, "https://example.invalid")
    original = roofline.DEVICES
    try:
        roofline.DEVICES = ((r"H200", fast),)
        found = {f.id: f for f in find(analysis, context=FindingContext(mode="default"))}
    finally:
        roofline.DEVICES = original
    evidence = found["far-below-roofline"].evidence["kernels"][0]
    assert evidence["kernel"] == "triton_poi_fused_pow_0"
    assert evidence["limit_share"] == pytest.approx(row.gbps / (H200_HBM_GBPS * 10))


def test_a_tiny_gemm_far_below_its_roof_in_an_overhead_bound_step_is_not_reported():
    analysis = load(SESSIONS / "matmul_add_64").mode("default").analysis
    (row,) = roofline.kernel_rooflines(analysis)
    assert row.work.bytes == 4 * 64 * 64 * 2 and row.limit_share < 0.01  # far below: it is 2 µs of latency
    assert row.step_share == pytest.approx(row.median_us / analysis.metrics.cpu_us.median)
    assert row.step_share < 0.10 and row.median_us < 5.0
    assert "far-below-roofline" not in {f.id for f in find(analysis, context=FindingContext(mode="default"))}


# ---- sessions recorded with TORCHINDUCTOR_BENCHMARK_KERNEL=1 (tests/data/ncu, scripts/device/ncu.sh) ----

RECORDED = DATA / "ncu"


def test_recorded_square_uses_inductors_kernel_num_gb_which_equals_the_hand_count():
    (row,) = roofline.kernel_rooflines(load(RECORDED / "square_4096").mode("default").analysis)
    median = statistics.median(
        _kernel_durations(RECORDED / "square_4096/default/trace.json.gz", "^triton_poi")
    )
    moved = 2 * 4096 * 4096 * 4
    assert (row.work.source, row.work.bytes, row.work.flops) == ("inductor", moved, 0)
    assert row.gbps == pytest.approx(moved / (median * 1e-6) / 1e9)
    assert row.limit_share == pytest.approx(moved / (median * 1e-6) / 1e9 / H200_HBM_GBPS)
    assert row.bound == "memory"


def test_recorded_matmul_add_addmm_against_the_bf16_roof():
    (row,) = roofline.kernel_rooflines(load(RECORDED / "matmul_add_4096").mode("default").analysis)
    median = statistics.median(
        _kernel_durations(RECORDED / "matmul_add_4096/default/trace.json.gz", "^nvjet")
    )
    assert row.work.flops == 2 * 4096**3 and row.bound == "compute"
    assert row.tflops == pytest.approx(2 * 4096**3 / (median * 1e-6) / 1e12)
    assert row.limit_share == pytest.approx(row.tflops / H200_BF16_DENSE_TFLOPS)
