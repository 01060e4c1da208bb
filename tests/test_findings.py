"""Findings on the real H200 traces: the `Done when` list of issue 3."""

from pathlib import Path

import pytest

from compile_inspect.findings import FindingContext, find, graph_inputs
from compile_inspect.findings.finding import Finding
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data" / "h200"


@pytest.fixture(scope="module")
def analyses():
    return {p.stem: analyze_trace(p) for p in DATA.glob("**/*.json")}


def by_id(findings):
    found = {f.id: f for f in findings}
    assert len(found) == len(findings), "a rule fired twice"
    return found


def test_matmul_add_4096_default_against_eager(analyses):
    found = by_id(find(analyses["matmul_add_4096_default"], analyses["matmul_add_4096_eager"]))
    fused = found["ops-fused"]
    assert fused.evidence["removed"] == {"aten::matmul": 1, "aten::add": 1}
    assert fused.evidence["added"] == {"aten::addmm": 1}
    assert fused.evidence["kernel_fusion"] is False  # addmm = memcpy + GEMM: same GPU op count
    assert fused.message.startswith("aten::matmul + aten::add -> aten::addmm")
    bias = found["bias-copy-epilogue"]
    assert bias.evidence["bytes"] == 33554432 and "DtoD" in bias.evidence["copy"]
    assert "_badd_" in bias.evidence["gemm"] and "33554432 bytes" in bias.message
    assert bias.evidence["copy_us"] == pytest.approx(15.84)


def test_compile_layers_are_named_with_per_call_microseconds(analyses):
    found = by_id(find(analyses["matmul_add_4096_default"], analyses["matmul_add_4096_eager"]))
    layers = found["compile-layers-overhead"]
    assert layers.evidence["self_us_per_call"] == {
        "dynamo cache lookup": 15.1,
        "compiled region": 74.7,
        "pregraph bytecode": 7.2,
        "aot wrapper": 9.7,
        "compiled graph call": 44.8,
    }
    # the message names the two largest (the evidence and the layer table hold every one)
    named = (
        "(µs a profiled call: Torch-Compiled Region: <i>/<j> 74.7, ## Call CompiledFxGraph <hash> ## 44.8, "
    )
    assert named + "3 more layers)" in layers.message
    assert "CPU per step 134.9 µs -> 338.9 µs" in layers.message


def test_reduce_overhead_copies_three_input_tensors(analyses):
    log = (DATA / "matmul_add_4096_reduce-overhead.log").read_text()
    found = by_id(
        find(analyses["matmul_add_4096_reduce-overhead"], context=FindingContext(output_code_log=log))
    )
    copies = found["cudagraph-input-copies"]
    assert copies.evidence["tensors"] == 3
    assert copies.evidence["bytes"] == 3 * 33554432
    assert copies.evidence["copy_ops"] == ["aten::_foreach_copy_"]
    assert copies.evidence["copy_kernels_per_call"] == 3
    assert "3 tensors" in copies.message and "cudaGraphLaunch" in copies.message


def test_reduce_overhead_tensor_count_from_the_graph_source(analyses):
    from compile_inspect.code.sources import sources_from_cache_dir

    sources = sources_from_cache_dir(DATA / "cache_matmul_add_4096_reduce-overhead")
    analysis = analyze_trace(DATA / "matmul_add_4096_reduce-overhead.json", sources=sources)
    assert by_id(find(analysis))["cudagraph-input-copies"].evidence["tensors"] == 3


def test_reduce_overhead_64_and_without_code(analyses):
    log = (DATA / "extra" / "64_reduce-overhead_mm.log").read_text()
    copies = by_id(find(analyses["64_reduce-overhead_mm"], context=FindingContext(output_code_log=log)))
    assert copies["cudagraph-input-copies"].evidence["tensors"] == 3
    assert copies["cudagraph-input-copies"].evidence["bytes"] == 3 * 64 * 64 * 2
    bare = by_id(find(analyses["matmul_add_4096_reduce-overhead"]))["cudagraph-input-copies"]
    assert bare.evidence["tensors"] is None and "its inputs" in bare.message


def test_matmul_add_64_is_overhead_bound(analyses):
    found = by_id(find(analyses["matmul_add_64_default"], analyses["matmul_add_64_eager"]))
    assert found["overhead-bound"].evidence["gpu_idle_share"] > 0.95
    assert "gpu-bound" not in found
    assert "overhead-bound" not in by_id(find(analyses["matmul_add_4096_eager"]))


def test_square_fuses_two_eager_kernels_into_one_triton_kernel(analyses):
    fused = by_id(find(analyses["square_4096_default"], analyses["square_4096_eager"]))["ops-fused"]
    assert fused.evidence["removed"] == {"aten::square": 2}
    assert fused.evidence["triton_kernels"] == ["triton_poi_fused_pow_0"]
    assert (fused.evidence["control_kernels"], fused.evidence["test_kernels"]) == (2, 1)
    assert fused.evidence["kernel_fusion"] is True and "kernel fusion" in fused.message


def test_graph_break_has_two_compiled_regions(analyses):
    found = by_id(find(analyses["graph_break_1024_default"], analyses["graph_break_1024_eager"]))
    brk = found["graph-break"]
    assert brk.evidence["region_count"] == 2
    assert brk.evidence["regions"] == ["Torch-Compiled Region: 0/0", "Torch-Compiled Region: 1/0"]
    assert brk.evidence["eager_between_us"] > 0
    assert "recompile" not in found


def test_max_autotune_triton_template_and_failed_choice(analyses):
    log = (DATA / "extra" / "4096_max-autotune_mm.log").read_text()
    found = by_id(find(analyses["4096_max-autotune_mm"], context=FindingContext(output_code_log=log)))
    assert list(found["triton-template-gemm"].evidence["kernels"]) == ["triton_tem_fused_addmm_0"]
    failed = found["autotune-choice-failed"]
    assert failed.evidence["failed_choices"] == 1
    assert "out of resource: triton_mm Required: 262144 Hardware limit:232448" in failed.message
    assert "autotune-choice-failed" not in by_id(find(analyses["4096_max-autotune_mm"]))


def test_first_step_outlier(analyses):
    outlier = by_id(find(analyses["matmul_add_4096_default"]))["first-step-outlier"]
    assert outlier.evidence["first_step"] == "ProfilerStep#2"
    assert outlier.evidence["first_cpu_us"] == pytest.approx(728.065)


def test_slower_than_eager_names_the_explaining_findings(analyses):
    context = FindingContext(mode="reduce-overhead", test_median_ms=0.41, control_median_ms=0.25)
    found = by_id(
        find(analyses["matmul_add_4096_reduce-overhead"], analyses["matmul_add_4096_eager"], context)
    )
    slower = found["slower-than-eager"]
    assert slower.evidence["ratio"] == pytest.approx(1.64)
    assert "cudagraph-input-copies" in slower.evidence["explained_by"]
    faster = FindingContext(test_median_ms=0.25, control_median_ms=0.25)
    assert "slower-than-eager" not in by_id(find(analyses["matmul_add_4096_default"], context=faster))


def test_recompile_and_kernel_variance_on_a_synthetic_trace(tmp_path):
    import json

    events = []
    for step, gemm_us in enumerate((100.0, 100.0, 160.0)):
        t = step * 1000.0
        events += [
            {
                "ph": "X",
                "cat": "user_annotation",
                "name": f"ProfilerStep#{step}",
                "pid": 1,
                "tid": 1,
                "ts": t,
                "dur": 500,
            },
            {
                "ph": "X",
                "cat": "cpu_op",
                "name": "Torch-Compiled Region: 0/1",
                "pid": 1,
                "tid": 1,
                "ts": t + 1,
                "dur": 400,
            },
            {
                "ph": "X",
                "cat": "cuda_runtime",
                "name": "cudaLaunchKernel",
                "pid": 1,
                "tid": 1,
                "ts": t + 2,
                "dur": 5,
                "args": {"correlation": step + 1},
            },
            {
                "ph": "X",
                "cat": "kernel",
                "name": "gemm",
                "pid": 0,
                "tid": 7,
                "ts": t + 10,
                "dur": gemm_us,
                "args": {"correlation": step + 1},
            },
        ]
    # the first profiled step recompiled (Dynamo's compile events, as torch 2.13 writes them)
    events += [
        {"ph": "X", "cat": "cpu_op", "name": "entire_frame_compile", "pid": 1, "tid": 1, "ts": 0.2, "dur": 0.5},
        {"ph": "X", "cat": "user_annotation", "name": "dynamo_data: compile_id=0/1", "pid": 1, "tid": 1,
         "ts": 0.3, "dur": 0.1},
    ]  # fmt: skip
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": events}))
    found = by_id(find(analyze_trace(path)))
    assert found["recompile"].evidence["regions"] == ["Torch-Compiled Region: 0/1"]
    assert found["recompile"].evidence["compile_ids"] == ["0/1"]
    variance = found["kernel-time-variance"].evidence["kernels"]["gemm"]
    assert (variance["median_us"], variance["max_us"]) == (100.0, 160.0)
    assert variance["mean_us"] == pytest.approx(120.0)


def test_graph_inputs_reads_the_args_line_and_sizes():
    text = "def call(args):\n    arg0_1, arg1_1 = args\n    assert_size_stride(arg0_1, (8, 4), (4, 1))\n"
    assert graph_inputs(text) == [("arg0_1", 32), ("arg1_1", None)]


def test_findings_round_trip():
    f = Finding("x", "one line", {"bytes": 4, "names": ["a"]})
    assert Finding.from_dict(f.to_dict()) == f


def test_every_rule_id_has_its_evidence_type():
    from compile_inspect import findings
    from compile_inspect.findings.evidence import EVIDENCE

    assert set(EVIDENCE) == {rule.id for rule in findings.ALL_RULES} | {
        "withheld"
    }  # withheld: findings.withhold


def _recorded_findings():
    """Every finding the rules give on every recorded session in tests/data (both sides of each pair)."""
    from compile_inspect.compare import diff
    from compile_inspect.session.model import load_session

    data = Path(__file__).resolve().parent / "data"
    for path in sorted(data.rglob("session.json")):
        report = diff.diff_session(load_session(path.parent))
        for finding in (*report.control_findings, *(f for c in report.comparisons for f in c.findings)):
            yield path.parent.relative_to(data), finding


def test_every_rule_builds_its_typed_evidence_and_it_round_trips_through_json():
    """A rule's evidence is its id's type (findings/evidence.py), never a bare dict; its JSON form converts
    back to that type with every field's declared type checked (msgspec.convert)."""
    import msgspec

    from compile_inspect.findings.evidence import EVIDENCE

    seen = set()
    for where, finding in _recorded_findings():
        assert type(finding.evidence) is EVIDENCE[finding.id], (where, finding.id, type(finding.evidence))
        data = msgspec.json.decode(msgspec.json.encode(finding.to_dict()))
        again = Finding.from_dict(data)
        assert type(again.evidence) is EVIDENCE[finding.id]
        assert again.to_dict() == data, (where, finding.id)
        seen.add(finding.id)
    assert len(seen) >= 20, sorted(seen)  # the recorded sessions fire most rules


def test_evidence_reads_as_a_mapping_of_the_fields_that_are_set():
    from compile_inspect.findings.evidence import FasterThanEager

    evidence = FasterThanEager(
        test_median_ms=1.0,
        control_median_ms=2.0,
        ratio=0.5,
        threshold=0.95,
        speedup=2.0,
        why="w",
        explained_by=[],
    )
    assert evidence["speedup"] == 2.0 and evidence.get("paired") is None and "paired" not in evidence
    assert "spread" not in evidence.keys() and dict(evidence)["ratio"] == 0.5
    with pytest.raises(KeyError):
        evidence["graph_launches"]
    assert evidence.to_dict() == dict(evidence.items())
    assert Finding("faster-than-eager", "m", evidence).to_dict()["evidence"] == evidence.to_dict()
