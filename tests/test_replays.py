"""CUDA graph replays attributed kernel by kernel (issue 41, trace/replays.py): on HF GPT-2 and ResNet-18
with grad off, recorded on an H200 (torch 2.11, tests/data/h200_models/*_no_grad), every GPU event a
reduce-overhead replay ran is joined to the op that launched the same work in default, the same compiled
graph without CUDA graphs: 100% of the replay's GPU time, cuBLAS, attention and cuDNN kernels included.
An independent reading of the raw trace files (json and gzip only, none of this package's code) gives the
same events, names and GPU time."""

import gzip
import json
import re
from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session
from compile_inspect.compare.loading import load
from compile_inspect.trace.replays import attribute_replays

MODELS = Path(__file__).parent / "data" / "h200_models"
H100 = Path(__file__).parent / "data" / "h100_graphs"


def _events(path: Path) -> list[dict]:
    data = path.read_bytes()
    return json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)["traceEvents"]


def _last_step(events: list[dict]) -> dict:
    return max(
        (e for e in events if str(e.get("name", "")).startswith("ProfilerStep#")), key=lambda e: e["ts"]
    )


def _gpu_by_id(events: list[dict]) -> dict:
    found: dict = {}
    for e in events:
        if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset"):
            found.setdefault(e["args"]["correlation"], []).append(e)
    return found


def independent_replay(folder: Path, mode: str = "reduce-overhead") -> tuple[list[str], float]:
    """(names, GPU µs) of the GPU events the last step's cudaGraphLaunch calls ran, in GPU order."""
    events = _events(folder / mode / "trace.json.gz")
    step, gpu = _last_step(events), _gpu_by_id(events)
    launches = [
        e
        for e in events
        if e.get("name") == "cudaGraphLaunch" and step["ts"] <= e["ts"] <= step["ts"] + step["dur"]
    ]
    replayed = sorted(
        (k for launch in launches for k in gpu.get(launch["args"]["correlation"], ())), key=lambda k: k["ts"]
    )
    return [k["name"] for k in replayed], sum(k["dur"] for k in replayed)


def independent_reference(
    folder: Path, mode: str = "default", span: str = "## Call CompiledFxGraph"
) -> list[str]:
    """The names of the GPU events launched inside the mode's last `span` event (its compiled graph call; a
    compiled region for a backend without Inductor), in launch order."""
    events = _events(folder / mode / "trace.json.gz")
    step, gpu = _last_step(events), _gpu_by_id(events)
    call = max((e for e in events if str(e.get("name", "")).startswith(span)
                and step["ts"] <= e["ts"] <= step["ts"] + step["dur"]), key=lambda e: e["ts"])  # fmt: skip
    launches = sorted((e for e in events if e.get("cat") in ("cuda_runtime", "cuda_driver") and e.get("tid") == call["tid"]
                       and call["ts"] <= e["ts"] <= call["ts"] + call["dur"]), key=lambda e: e["ts"])  # fmt: skip
    return [k["name"] for launch in launches for k in gpu.get(launch.get("args", {}).get("correlation"), ())]


def _kind(name: str) -> str:
    copy = name.startswith("Memcpy") or re.match(r"memcpy\d+", name)
    return "copy" if copy else "set" if name.startswith("Memset") else name


def _same_work(a: str, b: str) -> bool:
    return _kind(a) == _kind(b)


@pytest.mark.parametrize("folder", [MODELS / "gpt2_no_grad", MODELS / "resnet18_no_grad", H100 / "gpt2_no_grad"],
                         ids=["h200-gpt2", "h200-resnet18", "h100-gpt2"])  # fmt: skip
def test_every_replayed_kernel_is_attributed_and_an_independent_reading_agrees(folder):
    session = {side.run.mode: side for side in load(folder).modes}
    found = attribute_replays(session["reduce-overhead"].analysis, session["default"].analysis, "default")
    names, gpu_us = independent_replay(folder)
    assert [e.name for e in found.events] == names and found.gpu_us == pytest.approx(gpu_us)
    assert found.attributed_share == 1.0 and found.stopped == ""
    reference = independent_reference(folder)
    assert len(reference) == len(names) and all(map(_same_work, names, reference))
    assert [e.reference_name for e in found.events] == reference
    extern = [e for e in found.events if e.op.startswith("aten::")]
    assert extern and sum(e.gpu_us for e in extern) > 0.3 * found.gpu_us  # cuBLAS / attention / cuDNN kernels


def test_the_diff_says_it_and_without_a_reference_says_what_is_unattributed():
    report = diff_session(load(MODELS / "gpt2_no_grad"))
    replay = next(f for c in report.comparisons for f in c.findings if f.id == "cudagraph-replay")
    assert replay.evidence["attributed_share"] == 1.0 and replay.evidence["reference"] == "default"
    assert (
        "every one attributed by default, the same graph without CUDA graphs: aten::mm x11" in replay.message
    )
    session = {side.run.mode: side for side in load(MODELS / "gpt2_no_grad").modes}
    alone = attribute_replays(session["reduce-overhead"].analysis, None)
    assert alone.attributed_share == 0.0 and len(alone.events) == replay.evidence["events"]


def test_the_h100_replay_runs_what_an_independent_profile_of_the_same_model_replays():
    """The plain-torch profile of the same model on the same H100 (tests/data/h100_graphs/README.md):
    its cudaGraphLaunch replays the same kernels, in the same order, as the session's replay attributed."""
    session = {side.run.mode: side for side in load(H100 / "gpt2_no_grad").modes}
    found = attribute_replays(session["reduce-overhead"].analysis, session["default"].analysis, "default")
    events = _events(H100 / "harness_reduce-overhead.json.gz")
    gpu = _gpu_by_id(events)
    launches = sorted((e for e in events if e.get("name") == "cudaGraphLaunch"), key=lambda e: e["ts"])
    replayed = sorted(gpu[launches[-1]["args"]["correlation"]], key=lambda k: k["ts"])
    assert [k["name"] for k in replayed] == [e.name for e in found.events] and found.attributed_share == 1.0


def test_the_chains_name_the_op_each_replayed_extern_kernel_replays():
    report = diff_session(load(H100 / "gpt2_no_grad"))
    comparison = next(c for c in report.comparisons if c.test == "reduce-overhead")
    replayed = [r.test for r in comparison.rows if r.test and r.test.parent_kind == "cuda graph launch"]
    assert replayed and {r.launched_by for r in replayed if r.launched_by} >= {"aten::mm", "aten::addmm"}
    assert all(r.launched_by is None for r in replayed if r.name.startswith("triton_"))  # named for its code
    from compile_inspect.render.text import render_text

    assert "<- aten::mm" in render_text(report, width=200, full=True)


@pytest.fixture(scope="module")
def h100_modes() -> dict:
    return {side.run.mode: side for side in load(H100 / "gpt2_no_grad").modes}


def test_each_kernel_row_of_the_replay_names_the_ops_that_launch_that_kernel_without_graphs(h100_modes):
    """The kernel table: every library kernel a replay ran names the ops that launched the same kernel in
    default, which the independent reading of default's graph call finds launching it."""
    replay, reference = h100_modes["reduce-overhead"].analysis, h100_modes["default"].analysis
    replayed = {event.name for event in replay.replays.events}  # the input copy before it is no replay
    library = [row for row in replay.kernels if row.name in replayed and not row.name.startswith("triton_")]
    assert library and all(row.launched_by for row in library)
    launched_in_default = set(independent_reference(H100 / "gpt2_no_grad"))
    assert all(row.name in launched_in_default for row in library)
    assert {op for row in library for op in row.launched_by} >= {"aten::mm", "aten::addmm"}
    assert not any(row.launched_by for row in reference.kernels)  # no replay: the chains name the op
    from compile_inspect.render.explain import kernel_rows

    assert any(cells[-1].endswith("<- aten::mm") for cells in kernel_rows(replay, all_rows=True))


def test_a_replayed_extern_call_gets_its_gpu_time_and_roofline_as_without_graphs(h100_modes):
    """show and the roofline: extern_kernels.mm under a CUDA graph has its op hidden by the replay; its
    time comes from the replayed kernels joined to aten::mm, as many calls as default's, the time alike
    (the same cuBLAS kernels on the same GPU, within 20%), and a roofline line where it had none."""
    times = {mode: h100_modes[mode].graphs[0].gpu_times for mode in ("default", "reduce-overhead")}
    for name in ("extern_kernels.mm", "extern_kernels.addmm"):
        (replay_us, replay_calls), (default_us, default_calls) = (times[m][name] for m in reversed(times))
        assert replay_calls == default_calls and abs(replay_us / default_us - 1) < 0.2
    facts = h100_modes["reduce-overhead"].graphs[0].kernel_facts["extern_kernels.mm"]
    assert facts[0].startswith("roofline: ") and "(from sizes)" in facts[0]


def test_show_of_the_replay_mode_alone_reads_the_reference_for_it():
    """`show --mode reduce-overhead` loads that mode only: the reference's trace is read for the join."""
    alone = load(H100 / "gpt2_no_grad", modes=["reduce-overhead"]).mode("reduce-overhead")
    assert alone.analysis.replays is not None and alone.analysis.replays.attributed_share == 1.0
    assert alone.analysis.replays.reference == "default"
    assert alone.graphs[0].gpu_times["extern_kernels.mm"][1] == 35  # 7 a step, 5 steps


def test_the_replay_round_trips_through_the_analysis_json(h100_modes):
    from compile_inspect.trace.model import TraceAnalysis

    analysis = h100_modes["reduce-overhead"].analysis
    back = TraceAnalysis.from_dict(json.loads(json.dumps(analysis.to_dict())))
    assert back.replays == analysis.replays and back.kernels == analysis.kernels


def test_the_html_links_a_replayed_library_kernel_to_the_extern_call_of_its_op():
    """A chain row of a cuBLAS kernel the replay ran links to `extern_kernels.mm` and shows the user's line
    it computes, as the same kernel's row does under default (where aten::mm launched it)."""
    from compile_inspect.render.html import CodeIndex, _chain_cell

    report = diff_session(load(H100 / "gpt2_no_grad"))
    code = CodeIndex(report.graphs)
    cells = {}
    for comparison in report.comparisons:
        for row in comparison.rows:
            if row.test is not None and row.test.launched_by == "aten::mm":
                cells[comparison.test] = _chain_cell(row.test, comparison.test, code)
    cell = cells["reduce-overhead"]
    assert cell["link"] is not None and cell["computes"].startswith("pytorch_utils.py:119")
    assert cell["short"].endswith(" <- aten::mm")


def test_where_autotuning_picked_other_kernels_the_rest_still_joins_and_templates_name_their_code():
    """max-autotune against max-autotune-no-cudagraphs on the H100 (tests/data/h100_graphs/gpt2_graph_modes):
    each compile autotuned on its own and picked Triton templates for some GEMMs where the other picked
    cuBLAS. The same work before and after still joins; a template outside it is attributed to its own
    generated kernel (its name is in the mode's code), the first difference is said."""
    folder = H100 / "gpt2_graph_modes"
    session = {side.run.mode: side for side in load(folder).modes}
    found = session["max-autotune"].analysis.replays
    names, gpu_us = independent_replay(folder, "max-autotune")
    assert [e.name for e in found.events] == names and found.gpu_us == pytest.approx(gpu_us)
    assert found.attributed_share == 1.0 and found.reference == "max-autotune-no-cudagraphs"
    own = [e for e in found.events if e.graph_call is None]
    code = session["max-autotune"].graphs[0].source
    assert len(own) == 6 and all(e.op == e.name and f"def {e.name}(" in code for e in own)
    joined = [e for e in found.events if e.graph_call is not None]
    assert {e.op for e in joined} >= {"aten::_scaled_dot_product_efficient_attention"}
    assert found.stopped.startswith(
        "graph launch 1, event 10: triton_tem_fused_add_addmm_mul_pow_tanh_view_8"
    )
    reduce_overhead = session["reduce-overhead"].analysis.replays
    assert reduce_overhead.attributed_share == 1.0 and not reduce_overhead.stopped  # same kernels: all joined


def test_the_cudagraphs_backend_replay_joins_to_aot_eager_its_graph_without_graphs():
    """The cudagraphs backend writes no `## Call CompiledFxGraph ##`: its replay (74 events of GPT-2 on the
    H100, tests/data/h100_graphs/gpt2_cudagraphs_backend) is joined to aot_eager's compiled region, whose
    launches an independent reading of the raw trace lists in the same order."""
    folder = H100 / "gpt2_cudagraphs_backend"
    found = {side.run.mode: side for side in load(folder).modes}["cudagraphs"].analysis.replays
    names, gpu_us = independent_replay(folder, "cudagraphs")
    assert [e.name for e in found.events] == names and found.gpu_us == pytest.approx(gpu_us)
    assert found.attributed_share == 1.0 and found.reference == "aot_eager" and not found.stopped
    launched = independent_reference(folder, "aot_eager", "Torch-Compiled Region")
    assert [e.reference_name for e in found.events] == launched
    assert {e.op for e in found.events} >= {"aten::addmm", "aten::_scaled_dot_product_efficient_attention"}


def test_explain_of_a_trace_in_a_session_joins_its_replays_to_the_sessions_graph_without_graphs(capsys):
    """`explain <session>/reduce-overhead/trace.json.gz`: the kernel table names the op each library kernel
    replays, and the finding joins every event, as the session's diff does."""
    from compile_inspect.cli.main import main

    main(["explain", str(H100 / "gpt2_no_grad" / "reduce-overhead" / "trace.json.gz"), "--width", "160"])
    out = capsys.readouterr().out
    table = out[out.index("GPU work") :]
    assert "cutlass::Kernel2<cutlass_80_simt_sgemm_64x64_8x5_nn_align1>(…) <- aten::mm" in table
    assert "every one attributed by default, the same graph without CUDA graphs" in out


def test_each_extern_call_line_has_its_own_time_under_the_replay_as_without_graphs(h100_modes):
    """`show` per launch line: the i-th `extern_kernels.mm` of the module is the i-th aten::mm of a graph
    call (default) or joined to it (reduce-overhead): the seven GEMMs' times line by line alike in the two
    modes (within 20%), though they differ between lines (3.4 µs against 5.7 µs)."""
    from compile_inspect.code.kernels import kernel_time

    per_line = {}
    for mode in ("default", "reduce-overhead"):
        graph = h100_modes[mode].graphs[0]
        mms = [k for k in graph.module.kernels if k.name == "extern_kernels.mm"]
        per_line[mode] = [kernel_time(graph.gpu_times, k) for k in mms]
    assert len(per_line["default"]) == 7 and all(per_line["reduce-overhead"])
    for (ours, calls), (theirs, their_calls) in zip(per_line["reduce-overhead"], per_line["default"]):
        assert calls == their_calls == 5 and abs(ours / theirs - 1) < 0.2
    medians = [us for us, _ in per_line["default"]]
    assert max(medians) / min(medians) > 1.4  # the lines are told apart, not one figure for all
