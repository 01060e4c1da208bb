"""Findings on real models nobody here wrote: HF GPT-2 and torchvision ResNet-18 recorded on an H200
(tests/data/h200_models), and GPT-2 / graph-break / skipped functions run for real on CPU."""

import importlib.util
from pathlib import Path

import pytest

from compile_inspect.compare import diff
from compile_inspect.compare.loading import load
from compile_inspect.render.text import render_text

DATA = Path(__file__).parents[1] / "data"
MODELS = DATA / "h200_models"
REPO = Path(__file__).parents[2]


def _comparison(session: str, mode: str):
    report = diff.diff_session(load(MODELS / session))
    return report, next(c for c in report.comparisons if c.test == mode)


def _ids(comparison) -> set:
    return {f.id for f in comparison.findings}


@pytest.mark.parametrize("model", ["gpt2", "resnet18"])
def test_reduce_overhead_with_grad_opens_with_the_rerecord_and_its_fix(model):
    report, comparison = _comparison(model, "reduce-overhead")
    first, fix = comparison.verdict
    assert first.startswith("reduce-overhead is ") and "x slower than eager" in first
    assert "re-recorded on every call" in first and "because grad is enabled" in first
    assert "Unable to hit fast path of CUDAGraphs" in first  # torch's own words, from worker.log
    assert fix.startswith("To fix: run inference under torch.no_grad() or torch.inference_mode()")
    rerecord = next(f for f in comparison.findings if f.id == "cudagraph-rerecord")
    assert rerecord.evidence["steps_recording"] == rerecord.evidence["steps"] == 5
    assert rerecord.evidence["training_graph"] is True
    text = render_text(report).splitlines()
    heading = next(i for i, line in enumerate(text) if line.startswith("eager -> reduce-overhead"))
    opening = " ".join(" ".join(text[heading + 1 : heading + 12]).split())  # wrapped to the report's width
    assert opening.startswith(" ".join(f"{first} {fix}".split()))  # the report's first lines


@pytest.mark.parametrize("model", ["gpt2", "resnet18"])
def test_under_no_grad_reduce_overhead_is_faster_and_records_once(model):
    _, comparison = _comparison(f"{model}_no_grad", "reduce-overhead")
    assert not {"cudagraph-rerecord", "training-graph", "slower-than-eager"} & _ids(comparison)
    report = diff.diff_session(load(MODELS / f"{model}_no_grad"))
    row = next(r for r in report.summary if r.mode == "reduce-overhead")
    assert row.ratio_to_control < 0.5
    assert "faster than eager" in comparison.verdict[0]


def test_training_graph_only_with_grad():
    _, with_grad = _comparison("gpt2", "default")
    _, no_grad = _comparison("gpt2_no_grad", "default")
    finding = next(f for f in with_grad.findings if f.id == "training-graph")
    assert finding.evidence["aot_backward_graph"] is True and "torch.no_grad()" in finding.remedy
    assert "training-graph" not in _ids(no_grad)


def test_guard_overhead_quotes_torchs_guard_count():
    _, comparison = _comparison("gpt2", "default")
    guard = next(f for f in comparison.findings if f.id == "guard-overhead")
    assert guard.evidence["guard_count"] == 685  # compilation_metrics.guard_count in TORCH_TRACE
    assert guard.evidence["cache_lookup_us"] >= 20


def test_compile_time_split_and_payoff():
    _, comparison = _comparison("gpt2_no_grad", "reduce-overhead")
    found = next(f for f in comparison.findings if f.id == "compile-time")
    split = found.evidence["split_s"]
    assert set(split) <= {"dynamo", "aot", "inductor", "codegen"} and sum(split.values()) == pytest.approx(
        found.evidence["compile_seconds"], rel=0.02
    )
    saving = found.evidence["saving_ms_per_call"]
    assert (
        saving > 0
        and f"after {found.evidence['compile_seconds'] * 1000 / saving:,.0f} calls" in found.message
    )


def test_compile_layer_costs_are_per_event():
    _, comparison = _comparison("gpt2", "reduce-overhead")
    layers = next(f for f in comparison.findings if f.id == "compile-layers-overhead")
    names = [e["name"] for e in layers.evidence["per_event"] if e["kind"] == "aot wrapper"]
    assert "CompiledFunction" in names and "AOTDispatcher Runtime Wrapper Prologue" in names


# ---- real CPU runs ----


@pytest.mark.slow
def test_graph_break_names_file_line_and_reason_on_cpu(tmp_path, run_cli):
    report = run_cli(tmp_path, "samples/graph_break.py")
    (comparison,) = report.comparisons
    found = next(f for f in comparison.findings if f.id == "graph-break")
    (where,) = found.evidence["breaks"]
    assert where["where"].endswith("samples/graph_break.py:11") and "print" in where["reason"]
    assert found.evidence["eager_between_us"] > 0


@pytest.mark.slow
def test_a_function_dynamo_skips_is_reported_as_eager_fallback(tmp_path, run_cli):
    report = run_cli(tmp_path, "tests/data/evidence/targets/skipped.py")
    assert [r.status for r in report.summary] == ["ok", "eager-fallback"] and not report.any_failed
    (comparison,) = report.comparisons
    assert "eager-fallback" in _ids(comparison)


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("transformers") is None, reason="pip install -e .[test]")
def test_real_gpt2_on_cpu_training_graph_with_grad_only(tmp_path, run_cli):
    """With grad captured here and now; without, the session recorded by this code on this machine
    (tests/data/provenance/cpu/gpt2_no_grad: the same sample, 2026-12-03), to keep the suite's time."""
    with_grad = run_cli(tmp_path / "a", "samples/models/gpt2.py")
    no_grad = diff.diff_session(load(REPO / "tests" / "data" / "provenance" / "cpu" / "gpt2_no_grad"))
    assert "training-graph" in _ids(with_grad.comparisons[0])
    assert "training-graph" not in _ids(no_grad.comparisons[0])
    layers = next(f for f in with_grad.comparisons[0].findings if f.id == "compile-layers-overhead")
    assert any(e["name"] == "CompiledFunction" for e in layers.evidence["per_event"])


# These checks read the profile and torch's records, not the timing: a few short rounds do.
QUICK_TIMING = ["--warmup", "2", "--rounds", "3", "--block-ms", "5", "--iters", "5"]


@pytest.fixture
def run_cli():
    import subprocess
    import sys

    def run(tmp_path, target):
        out = Path(tmp_path) / "session"
        command = [
            sys.executable,
            "-m",
            "compile_inspect",
            "run",
            target,
            "--modes",
            "default",
            *QUICK_TIMING,
            "-o",
            str(out),
        ]
        subprocess.run(command, cwd=REPO, check=True, capture_output=True, timeout=600)
        return diff.diff_session(load(out))

    return run


def test_slower_than_eager_names_the_largest_measured_difference():
    _, comparison = _comparison("gpt2", "reduce-overhead")
    slower = next(f for f in comparison.findings if f.id == "slower-than-eager")
    largest = slower.evidence["largest_difference"]
    layers = next(f for f in comparison.findings if f.id == "compile-layers-overhead")
    assert largest["what"] == "compile-layer CPU self time"
    assert largest["us_per_step"] == pytest.approx(layers.evidence["total_us"], rel=0.01)
    assert "the largest measured difference is compile-layer CPU self time, +" in slower.message


def test_graph_break_eager_work_is_measured_where_it_runs(tmp_path):
    """Eager work nested inside the first region (after its graph, as a disabled function or a custom
    kernel runs) counts, even where the next region starts inside the first one (the resume frame)."""
    import json

    from compile_inspect.findings import find
    from compile_inspect.trace.analysis import analyze_trace

    def ev(name, ts, dur, cat="cpu_op"):
        return {"ph": "X", "cat": cat, "name": name, "pid": 1, "tid": 1, "ts": ts, "dur": dur}

    events = [
        ev("fn", 0, 300, "user_annotation"),
        ev("Torch-Compiled Region: 0/0", 5, 290),
        ev("## Call CompiledFxGraph fa ##", 10, 20),
        ev("my_ext::fused_kernel", 40, 150),  # eager work inside region 0/0, outside any graph
        ev("Torch-Compiled Region: 1/0", 200, 90),
        ev("## Call CompiledFxGraph fb ##", 210, 70),
    ]
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": events}))
    found = {f.id: f for f in find(analyze_trace(path))}
    eager = found["graph-break"].evidence["eager_between_us"]
    assert 150 <= eager <= 300 - 20 - 70  # the nested kernel, at most everything not a graph call


# ---- a real CPU capture of a tiny HF BERT: the numbers causes quote (issue 16) ----


@pytest.fixture(scope="module")
def bert_cpu(tmp_path_factory):
    """tests/data/targets/bert_tiny.py captured for real on CPU (eager and default), once per module."""
    import subprocess
    import sys

    out = tmp_path_factory.mktemp("bert") / "session"
    command = [sys.executable, "-m", "compile_inspect", "run", "tests/data/targets/bert_tiny.py", "--modes",
               "default", *QUICK_TIMING, "-o", str(out)]  # fmt: skip
    subprocess.run(command, cwd=REPO, check=True, capture_output=True, timeout=600)
    return load(out)


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("transformers") is None, reason="pip install -e .[test]")
def test_real_cpu_compile_layer_figure_never_counts_the_cpp_kernels(bert_cpu):
    """The graph call's self time on CPU is its C++ kernels: neither compile-layers-overhead's total nor
    the compile-layer figure slower-than-eager quotes counts it, so the second never exceeds the first."""
    from compile_inspect.findings import inputs, timing

    (comparison,) = diff.diff_session(bert_cpu).comparisons
    eager, default = bert_cpu.mode("eager"), bert_cpu.mode("default")
    layers = next(f for f in comparison.findings if f.id == "compile-layers-overhead")
    assert inputs.graph_runs_kernels(default.analysis)  # cpp_fused_* kernels in the generated code
    assert layers.evidence["graph_kernels_us"] > 0
    assert layers.evidence["total_us"] == pytest.approx(
        sum(e["calls_per_step"] * e["self_us"] for e in layers.evidence["per_event"])
        - layers.evidence["graph_kernels_us"],
        abs=0.2,
    )
    inp = inputs.prepare(default.analysis, eager.analysis, inputs.FindingContext(mode="default"))
    parts = dict(timing.cpu_differences(inp))
    assert parts[timing.COMPILE_LAYERS] <= layers.evidence["total_us"] + 0.1
    slower = next((f for f in comparison.findings if f.id == "slower-than-eager"), None)
    largest = slower.evidence["largest_difference"] if slower is not None else None
    if largest and largest["what"] == timing.COMPILE_LAYERS:
        assert largest["us_per_step"] <= layers.evidence["total_us"] + 0.1


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("transformers") is None, reason="pip install -e .[test]")
def test_real_bert_guard_check_is_a_share_of_the_timed_call(bert_cpu):
    """BERT's guard check (TorchDynamo Cache Lookup, one guard per parameter and module attribute it
    reads) is reported by its share of a timed call, not of the profiled step."""
    from compile_inspect.findings.torch_evidence import GUARD_OF_TIMED_CALL, GUARD_OVERHEAD_MIN_SHARE
    from compile_inspect.trace.model import LayerKind

    (comparison,) = diff.diff_session(bert_cpu).comparisons
    default = bert_cpu.mode("default")
    lookup = default.analysis.layer(LayerKind.CACHE_LOOKUP)
    assert lookup.self_us.median >= 20  # a real cost: 171 µs a call on the 2-core CPU
    guard = next((f for f in comparison.findings if f.id == "guard-overhead"), None)
    busy = comparison.speed is not None and comparison.speed.outcome == "busy"
    if default.run.timing.clean_rounds == 0 or busy:  # every round starved, or the pair judged busy (a busy
        # machine): the timed median is not a call's own time, so the share is of the profiled step (issue 37)
        assert guard is None or guard.evidence["denominator"] != GUARD_OF_TIMED_CALL
        return
    share = lookup.self_us.median * lookup.calls_per_step / (default.run.timing.median_ms * 1000)
    assert (guard is not None) == (share >= GUARD_OVERHEAD_MIN_SHARE)
    if guard is not None:
        assert guard.evidence["denominator"] == GUARD_OF_TIMED_CALL
        assert guard.evidence["share"] == pytest.approx(share, rel=1e-3)
