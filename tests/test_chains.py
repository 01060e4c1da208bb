"""Dispatch chains: nesting, correlation, layer kinds, text forms, on real H200 traces."""

from pathlib import Path

import pytest

from compile_inspect.trace.chains import chain_text
from compile_inspect.trace.events import classify, compiled_region_id, graph_hash, normalise_name
from compile_inspect.trace.index import TraceIndex
from compile_inspect.trace.model import LayerKind, Step
from compile_inspect.trace.reader import load_trace

DATA = Path(__file__).parent / "data" / "h200"


def build_steps(trace):
    index = TraceIndex(trace)
    return [index.step(n) for n in range(len(index.steps))]


@pytest.fixture(scope="module")
def default_steps():
    return build_steps(load_trace(DATA / "matmul_add_4096_default.json"))


def test_one_step_per_profiler_step(default_steps):
    assert [s.name for s in default_steps] == ["ProfilerStep#2", "ProfilerStep#3", "ProfilerStep#4"]
    assert default_steps[1].dur == pytest.approx(338.934)
    for step in default_steps:
        step.self_check()


def test_layers_nest_in_order(default_steps):
    (annotation,) = default_steps[-1].roots
    assert (annotation.name, annotation.kind) == ("matmul_add", LayerKind.USER_ANNOTATION)
    kinds = [c.kind for c in annotation.children]
    assert kinds == [LayerKind.CACHE_LOOKUP, LayerKind.COMPILED_REGION]
    region = annotation.children[1]
    assert [c.kind for c in region.children] == [
        LayerKind.PREGRAPH,
        LayerKind.AOT_WRAPPER,
        LayerKind.GRAPH_CALL,
    ]
    addmm = region.children[2].children[0]
    assert addmm.name == "aten::addmm" and addmm.kind == LayerKind.ATEN


def test_gpu_events_hang_on_their_launch_calls(default_steps):
    addmm = next(n for n in default_steps[0].walk() if n.name == "aten::addmm")
    launches = {n.name: n for n in addmm.walk() if n.gpu}
    assert set(launches) == {"cudaMemcpyAsync", "cudaMemsetAsync", "cuLaunchKernelEx"}
    assert launches["cudaMemcpyAsync"].gpu[0].args.bytes == 33554432
    assert addmm.gpu_us == pytest.approx(15.52 + 0.736 + 177.408)
    region = next(n for n in default_steps[0].walk() if n.kind == LayerKind.COMPILED_REGION)
    assert region.gpu_us == pytest.approx(addmm.gpu_us)


def test_self_time_is_total_minus_children(default_steps):
    for node in default_steps[1].walk():
        assert node.self_us == pytest.approx(max(0.0, node.dur - sum(c.dur for c in node.children)))


def test_compact_chain_is_equal_across_steps_and_normalised(default_steps):
    texts = {chain_text(step) for step in default_steps}
    assert len(texts) == 1
    text = texts.pop()
    assert "## Call CompiledFxGraph <hash> ##" in text and "Torch-Compiled Region: <i>/<j>" in text
    exact = chain_text(default_steps[0], exact=True)
    assert "fdglgmd3lpajgitslcjwivmbiarou7wpb27vlq7abgsnrkbk2rq5" in exact and "Region: 0/0" in exact


def test_compact_chain_folds_repeats():
    steps = build_steps(load_trace(DATA / "square_4096_eager.json"))
    assert chain_text(steps[0]).splitlines()[1] == "  aten::square  x 2"
    assert chain_text(steps[0], exact=True).count("aten::square") == 2


def test_cuda_graph_launch_holds_the_replayed_kernels():
    steps = build_steps(load_trace(DATA / "matmul_add_4096_reduce-overhead.json"))
    launch = next(n for n in steps[0].walk() if n.kind == LayerKind.GRAPH_LAUNCH)
    assert [ev.name for ev in launch.gpu] == [
        "memcpy128",
        "Memset (Unknown)",
        "nvjet_sm90_tst_256x128_64x4_1x2_h_badd_coopA_NNT",
    ]


def test_graph_break_regions_nest_through_the_resume_frame():
    steps = build_steps(load_trace(DATA / "graph_break_1024_default.json"))
    regions = [n.name for n in steps[-1].walk() if n.kind == LayerKind.COMPILED_REGION]
    assert regions == ["Torch-Compiled Region: 0/0", "Torch-Compiled Region: 1/0"]


@pytest.mark.parametrize(
    "cat, name, kind",
    [
        ("user_annotation", "ProfilerStep#7", LayerKind.PROFILER_STEP),
        ("cpu_op", "TorchDynamo Cache Lookup", LayerKind.CACHE_LOOKUP),
        ("cpu_op", "Torch-Compiled Region: 2/1", LayerKind.COMPILED_REGION),
        ("cpu_op", "CompiledFunction", LayerKind.AOT_WRAPPER),
        ("cpu_op", "## Call CompiledFxGraph fabc ##", LayerKind.GRAPH_CALL),
        ("cpu_op", "triton_poi_fused_pow_0", LayerKind.TRITON_CALL),
        ("cpu_op", "aten::addmm", LayerKind.ATEN),
        ("cuda_driver", "cuLaunchKernelEx", LayerKind.RUNTIME),
        ("cuda_runtime", "cudaGraphLaunch", LayerKind.GRAPH_LAUNCH),
        ("gpu_memcpy", "Memcpy DtoD (Device -> Device)", LayerKind.MEMCPY),
        ("python_function", "torch/nn/modules/module.py(1): _call_impl", LayerKind.PYTHON),
        ("cpu_op", "SomethingElse", LayerKind.OTHER),
    ],
)
def test_classify(cat, name, kind):
    assert classify(cat, name) == kind


def test_name_helpers():
    assert normalise_name("triton_poi_fused_add_sin_0") == "triton_poi_fused_add_sin_<n>"
    assert normalise_name("kernel at 0x7f00ab") == "kernel at 0x<addr>"
    assert compiled_region_id("Torch-Compiled Region: 3/2") == (3, 2)
    assert graph_hash("## Call CompiledFxGraph fabc123 ##") == "fabc123"
    assert graph_hash("aten::mm") is None


def test_without_steps_each_top_level_annotation_is_a_step(tmp_path):
    import json

    events = [
        {"ph": "X", "cat": "user_annotation", "name": "fwd", "pid": 1, "tid": 1, "ts": t, "dur": 5}
        for t in (0, 10)
    ]
    events.append({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 1, "dur": 2})
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": events}))
    steps = build_steps(load_trace(path))
    # The marker itself is not in its step (as a ProfilerStep is not); the empty second one is
    # rejected (compile_inspect.trace.steps).
    assert [(s.name, len(list(s.walk()))) for s in steps] == [("fwd", 1)]
    path.write_text(json.dumps({"traceEvents": events[2:]}))
    (whole,) = build_steps(load_trace(path))
    assert isinstance(whole, Step) and whole.name == "whole trace"


def _event(name, tid, ts, dur, cat="cpu_op", **args):
    event = {"ph": "X", "cat": cat, "name": name, "pid": 1, "tid": tid, "ts": ts, "dur": dur}
    return dict(event, args=args) if args else event


def test_other_threads_join_the_step_whose_window_they_start_in(tmp_path):
    import json

    events = [
        _event("ProfilerStep#1", 1, 0, 100, cat="user_annotation"),
        _event("aten::mm", 1, 10, 20),
        _event("ProfilerStep#2", 1, 100, 100, cat="user_annotation"),
        _event("aten::add", 1, 110, 5),
        _event("autograd::engine", 2, 50, 70),
        _event("aten::mul", 2, 60, 10),  # starts in step 1
        _event("aten::sum", 2, 150, 5),
        _event("aten::sum", 2, 170, 5),  # both in step 2
        _event("aten::relu", 2, 230, 5),  # after both
        _event("cudaLaunchKernel", 2, 171, 2, cat="cuda_runtime", correlation=9),
        _event("k", 7, 180, 3, cat="kernel", correlation=9),
    ]
    events[-1]["pid"] = 0
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": events}))
    first, second = build_steps(load_trace(path))
    assert [(r.name, r.thread) for r in first.roots] == [("aten::mm", 1), ("autograd::engine", 2)]
    assert [c.name for c in first.roots[1].children] == ["aten::mul"]
    assert [(r.name, r.ts) for r in second.roots] == [
        ("aten::add", 110),
        ("aten::sum", 150),
        ("aten::sum", 170),
    ]
    assert second.roots[2].gpu_us == 3 and [ev.name for ev in second.roots[2].children[0].gpu] == ["k"]
    for step in (first, second):
        step.self_check()


def test_a_step_is_built_once_and_kept():
    index = TraceIndex(load_trace(DATA / "matmul_add_4096_default.json"))
    assert index.step(-1) is index.step(len(index.steps) - 1)
