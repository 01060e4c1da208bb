"""ops-fused counts work, not ops: on CPU no view / metadata op is a kernel (a real torch.compile
run of an SDPA attention block), on GPU a CUDA graph launch is the kernels it replays (the
recorded H200 reduce-overhead sessions)."""

import gzip
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from compile_inspect.compare.loading import load
from compile_inspect.findings import FindingContext, find, prepare
from compile_inspect.findings.fusion import METADATA_OPS, compute_ops
from compile_inspect.findings.inputs import top_ops

DATA = Path(__file__).parents[1] / "data"
ATTENTION = DATA / "targets" / "attention.py"
REDUCE_OVERHEAD = sorted(DATA.glob("h200_sessions/*/reduce-overhead")) + sorted(
    DATA.glob("h200_models/*/reduce-overhead")
)


@pytest.fixture(scope="module")
def attention(tmp_path_factory):
    """A real CPU run of the tool on the attention block: eager and default."""
    out = tmp_path_factory.mktemp("attention") / "session"
    command = [
        sys.executable,
        "-m",
        "compile_inspect",
        "run",
        str(ATTENTION),
        "--modes",
        "default",
        *["--warmup", "2", "--rounds", "3", "--block-ms", "5", "--iters", "5"],  # it reads the profile only
        "-o",
        str(out),
    ]
    subprocess.run(command, check=True, capture_output=True, text=True, timeout=600)
    session = load(out)
    return session.mode("default").analysis, session.mode("eager").analysis


@pytest.mark.slow
def test_cpu_attention_is_not_called_kernel_fusion(attention):
    test, control = attention
    inp = prepare(test, control, FindingContext(mode="default"))
    source = "\n".join(test.graph_sources().values())
    assert "extern_kernels.addmm" in source and "_scaled_dot_product_flash_attention_for_cpu" in source
    assert not inp.test_cpp_kernels and "cpp_fused" not in source  # no C++ kernel was generated
    test_ops, test_left = compute_ops(inp.test_step, on_gpu=False)
    control_ops, control_left = compute_ops(inp.control_step, on_gpu=False)
    assert test_ops == {"aten::addmm": 2, "aten::_scaled_dot_product_flash_attention_for_cpu": 1}
    assert control_ops == {"aten::linear": 2, "aten::scaled_dot_product_attention": 1}
    assert control_left >= 6 and test_left >= 1  # view, unbind, transpose x4, reshape; _unsafe_view
    # Three compute ops before and after: renamed, not fused (it said "4 ops instead of 12").
    assert "ops-fused" not in {f.id for f in find(test, control, FindingContext(mode="default"))}


@pytest.mark.slow
def test_the_ops_left_out_of_the_attention_block_are_views(attention):
    test, control = attention
    left_out = {
        side: Counter(n.name for n in top_ops(analysis.step(-1)) if n.name in METADATA_OPS)
        for side, analysis in (("test", test), ("control", control))
    }
    assert left_out["control"] == {
        "aten::view": 1,
        "aten::unbind": 1,
        "aten::transpose": 4,
        "aten::reshape": 1,
    }
    assert left_out["test"] == {"aten::_unsafe_view": 1}


def test_traced_cpp_kernels_count_as_kernels():
    from compile_inspect.trace.analysis import analyze_trace

    analysis = analyze_trace(DATA / "generated" / "traces" / "cpu_mlp_kernel_profile.json")
    ops, _ = compute_ops(analysis.step(-1), on_gpu=False)
    calls = ops["cpp_fused_add_2"]  # the step holds more than one call of the graph
    assert calls >= 1 and ops == {
        "cpp_fused_native_layer_norm_0": calls,
        "aten::addmm": 2 * calls,
        "cpp_fused_gelu_1": calls,
        "cpp_fused_add_2": calls,
    }


def _replayed_in_last_step(trace_path: Path) -> list[str]:
    """From the raw JSON: the GPU events whose correlation is that of a cudaGraphLaunch of the
    last profiler step."""
    data = trace_path.read_bytes()
    doc = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    events = [e for e in doc["traceEvents"] if e.get("ph") == "X" and "dur" in e]
    last = max((e for e in events if e["name"].startswith("ProfilerStep#")), key=lambda e: e["ts"])
    inside = lambda e: last["ts"] <= e["ts"] <= last["ts"] + last["dur"]  # noqa: E731
    launches = {e["args"]["correlation"] for e in events if e["name"] == "cudaGraphLaunch" and inside(e)}
    gpu = ("kernel", "gpu_memcpy", "gpu_memset")
    return [e["name"] for e in events if e.get("cat") in gpu and e["args"].get("correlation") in launches]


@pytest.mark.parametrize("mode_dir", REDUCE_OVERHEAD, ids=lambda p: p.parent.name)
def test_reduce_overhead_counts_the_kernels_a_graph_launch_replays(mode_dir):
    session = load(mode_dir.parent)
    test, control = session.mode("reduce-overhead").analysis, session.mode("eager").analysis
    inp = prepare(test, control, FindingContext(mode="reduce-overhead"))
    ops, _ = compute_ops(inp.test_step, on_gpu=True)
    replayed = _replayed_in_last_step(next(mode_dir.glob("trace.json*")))
    assert replayed and "cudaGraphLaunch" not in ops
    assert all(ops[name] >= replayed.count(name) for name in set(replayed))
    fused = {f.id: f for f in find(test, control, FindingContext(mode="reduce-overhead"))}.get("ops-fused")
    if fused is None:
        return
    assert "cudaGraphLaunch" not in fused.evidence["added"] and "cudaGraphLaunch" not in fused.message
    assert fused.evidence["graph_replayed"] == len(replayed)
    gpu_ops = (test.metrics.kernel_launches.median + test.metrics.memcpy_count.median
               + test.metrics.memset_count.median)  # fmt: skip
    assert fused.evidence["test_gpu_ops"] == gpu_ops >= len(replayed)
    assert fused.evidence["kernel_fusion"] == (gpu_ops < fused.evidence["control_gpu_ops"])


@pytest.mark.parametrize("case", ["matmul_add_4096", "matmul_add_64", "square_4096"])
def test_reduce_overhead_of_the_small_cases_claims_no_fusion(case):
    # The graph replays as many GPU ops as eager launches, or more (the input copies).
    session = load(DATA / "h200_sessions" / case)
    test, control = session.mode("reduce-overhead").analysis, session.mode("eager").analysis
    assert "ops-fused" not in {f.id for f in find(test, control, FindingContext(mode="reduce-overhead"))}


@pytest.mark.parametrize("model", ["gpt2_no_grad", "resnet18_no_grad"])
def test_a_cuda_graph_replays_the_kernels_inductor_fused(model):
    session = load(DATA / "h200_models" / model)
    eager = session.mode("eager").analysis
    default, graphs = session.mode("default").analysis, session.mode("reduce-overhead").analysis
    found = {f.id: f for f in find(graphs, eager, FindingContext(mode="reduce-overhead"))}["ops-fused"]
    kernels = {name for name in found.evidence["added"] if name.startswith("triton_")}
    assert kernels and kernels <= {row.name for row in default.kernels}
    assert found.evidence["kernel_fusion"] is True
    assert found.evidence["graph_replayed"] == default.metrics.kernel_launches.median
