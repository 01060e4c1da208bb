"""analyze_trace: metrics on H200 traces, JSON round-trip, a real CPU torch.compile trace, no torch."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.findings import find
from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.model import KernelRow, LayerKind, ModeMetrics, Step, StepSpan

DATA = Path(__file__).parent / "data" / "h200"


@pytest.fixture(scope="module")
def default():
    return analyze_trace(DATA / "matmul_add_4096_default.json")


def test_metrics_of_matmul_add_default(default):
    default.self_check()
    m = default.metrics
    assert m.steps == 3
    assert (m.cpu_us.median, m.cpu_us.min, m.cpu_us.max) == (338.934, 274.897, 728.065)
    assert m.kernel_launches.median == 1 and m.memcpy_count.median == 1
    assert m.memcpy_bytes.median == 33554432 and m.memset_bytes.median == 4
    assert m.gpu_busy_us.median == pytest.approx(16.384 + 0.736 + 175.84)
    assert 0.5 < m.gpu_idle_share.median < 0.6
    assert m.launch_lag_us.median == pytest.approx(12.6, abs=0.1)


def test_layer_costs_per_call(default):
    lookup = default.layer(LayerKind.CACHE_LOOKUP)
    assert lookup.names == ("TorchDynamo Cache Lookup",) and lookup.calls_per_step == 1
    assert lookup.self_us.median == pytest.approx(15.129)
    assert default.layer(LayerKind.RUNTIME).calls_per_step == 3


def test_kernel_table(default):
    gemm = default.kernels[0]
    assert gemm.name == "nvjet_sm90_tst_256x128_64x4_1x2_h_badd_coopA_NNT" and gemm.kind == LayerKind.KERNEL
    assert gemm.count == 3 and gemm.grid == (2, 66, 1) and gemm.registers == 168
    assert gemm.dur_us.median == pytest.approx(175.84)
    memcpy = next(row for row in default.kernels if row.kind == LayerKind.MEMCPY)
    assert memcpy.bytes == 33554432


def test_graph_hashes_present_even_unresolved(default):
    (graph,) = default.graphs
    assert graph.fx_hash == "fdglgmd3lpajgitslcjwivmbiarou7wpb27vlq7abgsnrkbk2rq5"
    assert graph.calls == 3 and graph.source is None
    resolved = analyze_trace(
        DATA / "matmul_add_4096_default.json", sources={graph.fx_hash: "def call(args): pass"}
    )
    assert resolved.graph_sources() == {graph.fx_hash: "def call(args): pass"}


@pytest.mark.parametrize("path", sorted(DATA.glob("**/*.json")), ids=lambda p: p.name)
def test_json_round_trip(path):
    analysis = analyze_trace(path)
    analysis.self_check()
    _assert_json_round_trip(analysis)


def _assert_json_round_trip(analysis):
    """The values survive JSON; `full=True` adds each step's trees, equal to the built steps."""
    data = json.loads(json.dumps(analysis.to_dict()))
    assert ModeMetrics.from_dict(data["metrics"]) == analysis.metrics
    assert tuple(StepSpan.from_dict(s) for s in data["steps"]) == analysis.steps
    assert tuple(KernelRow.from_dict(k) for k in data["kernels"]) == analysis.kernels
    full = json.loads(json.dumps(analysis.to_dict(full=True)))
    assert [Step.from_dict(s) for s in full["steps"]] == [
        analysis.step(n) for n in range(len(analysis.steps))
    ]


def test_parsing_modules_do_not_import_torch():
    code = (
        "import sys\n"
        "import compile_inspect.trace.reader, compile_inspect.trace.chains, compile_inspect.trace.analysis\n"
        "import compile_inspect.findings, compile_inspect.render.explain, compile_inspect.trace.model\n"
        f"a = compile_inspect.trace.analysis.analyze_trace({str(DATA / 'matmul_add_4096_default.json')!r})\n"
        "compile_inspect.render.explain.render(a, compile_inspect.findings.find(a))\n"
        "print(sorted(m for m in sys.modules if m == 'torch' or m.startswith('torch.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---- a real torch.compile run on CPU ----

CPU_SCRIPT = r"""
import sys, torch
from torch.profiler import profile, ProfilerActivity, record_function, schedule
def f(x, w, b):
    return torch.add(torch.matmul(x, w), b)
x, w, b = (torch.randn(64, 64) for _ in range(3))
compiled = torch.compile(f)
for _ in range(3):
    compiled(x, w, b)
with profile(activities=[ProfilerActivity.CPU], schedule=schedule(wait=1, warmup=1, active=3)) as prof:
    for _ in range(5):
        with record_function("matmul_add"):
            compiled(x, w, b)
        prof.step()
prof.export_chrome_trace(sys.argv[1])
"""


@pytest.fixture(scope="module")
def cpu_trace(tmp_path_factory):
    path = tmp_path_factory.mktemp("cpu") / "default_cpu.json"
    subprocess.run([sys.executable, "-c", CPU_SCRIPT, str(path)], check=True, timeout=600)
    return path


@pytest.mark.slow
def test_real_cpu_compile_trace(cpu_trace):
    analysis = analyze_trace(cpu_trace)
    analysis.self_check()
    assert analysis.metrics.steps == 3
    assert analysis.metrics.gpu_busy_us is None and analysis.kernels == ()
    assert any("no GPU events" in w for w in analysis.warnings)
    kinds = {layer.kind for layer in analysis.layers}
    assert {LayerKind.CACHE_LOOKUP, LayerKind.COMPILED_REGION, LayerKind.GRAPH_CALL} <= kinds
    assert len(analysis.graphs) == 1 and analysis.graphs[0].calls == 3
    ids = {f.id for f in find(analysis)}
    assert "compile-layers-overhead" in ids and "overhead-bound" not in ids
    _assert_json_round_trip(analysis)
