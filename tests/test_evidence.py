"""evidence.read_evidence on real recordings: torch 2.11 on an H200 and torch 2.13 on CPU.

The data under tests/data/evidence/ was recorded by running the tool (tests/data/evidence/record.sh)
and trimmed by tests/data/evidence/trim.py (torch's lines kept as written; see its docstring).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code.evidence import (
    TorchEvidence,
    WarningKind,
    count_cpp_guards,
    log_messages,
    read_evidence,
)

DATA = Path(__file__).parent / "data" / "evidence"
CUDA_211 = DATA / "torch2.11-cuda"
CPU_213 = DATA / "torch2.13-cpu"
FIXTURE_211 = Path(__file__).parent / "data" / "h200_cache" / "tt_matmul_add_4096_default"  # untrimmed
RECORDED = sorted(path.parent for path in DATA.glob("torch*/*/*/torch_trace"))


def evidence(root, case, mode):
    folder = root / case / mode
    return read_evidence(folder / "torch_trace", (folder / "worker.log").read_text())


def raw_metrics(trace_dir):
    """compilation_metrics headers read straight from the files, independently of evidence.py."""
    found = []
    for log in sorted(Path(trace_dir).glob("*.log")):
        for line in log.read_text().splitlines():
            if '] {"compilation_metrics": ' in line:
                found.append(json.loads(line.split("] ", 1)[1])["compilation_metrics"])
    return found


# ---- every recording


@pytest.mark.parametrize("folder", RECORDED, ids=lambda path: "/".join(path.parts[-3:]))
def test_guard_and_graph_counts_equal_what_compilation_metrics_say(folder):
    frames = {frame.compile_id: frame for frame in read_evidence(folder / "torch_trace", None).frames}
    metrics = raw_metrics(folder / "torch_trace")
    assert metrics and set(frames) == {item["compile_id"] for item in metrics}
    for item in metrics:
        frame = frames[item["compile_id"]]
        assert (frame.guard_count, frame.graph_op_count, frame.graph_input_count) == (
            item["guard_count"],
            item["graph_op_count"],
            item["graph_input_count"],
        )


@pytest.mark.parametrize("folder", RECORDED, ids=lambda path: "/".join(path.parts[-3:]))
def test_evidence_round_trips_through_json(folder):
    found = read_evidence(folder / "torch_trace", (folder / "worker.log").read_text())
    assert found.trace_found
    assert TorchEvidence.from_dict(json.loads(json.dumps(found.to_dict()))) == found


@pytest.mark.parametrize("folder", RECORDED, ids=lambda path: "/".join(path.parts[-3:]))
def test_compile_time_parts_add_up_to_the_frame_total(folder):
    for frame in read_evidence(folder / "torch_trace", None).frames:
        times = frame.times
        parts = [times.dynamo_s, times.aot_s, times.inductor_s, times.codegen_s]
        assert times.total_s > 0
        assert sum(part or 0 for part in parts) == pytest.approx(times.total_s, abs=1e-5)


def test_nothing_recorded_is_empty_evidence(tmp_path):
    assert read_evidence(None, None) == TorchEvidence()
    assert read_evidence(tmp_path / "absent", "") == TorchEvidence()
    assert not read_evidence(tmp_path, None).trace_found


# ---- training graph and CUDA graphs (GPT-2, torch 2.11, H200)


def test_gpt2_with_grad_compiles_a_training_graph_and_rerecords_cuda_graphs_every_call():
    found = evidence(CUDA_211, "gpt2", "reduce-overhead")
    assert found.torch_version == "2.11.0+cu130"
    assert found.training_graph
    # 15 compiled calls: CUDA graph trees run the first as a warm-up, then record every call anew
    assert found.cudagraph_recordings == 14
    assert found.cudagraph_record_seconds == pytest.approx(0.1699355)
    pending = found.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD)
    assert pending.message.startswith(
        "Unable to hit fast path of CUDAGraphs because of pending, uninvoked backwards."
    )
    assert "torch.no_grad()" in pending.message
    assert found.warning(WarningKind.TF32).message.startswith("TensorFloat32 tensor cores for float32")


def test_gpt2_under_no_grad_records_its_cuda_graph_once():
    found = evidence(CUDA_211, "gpt2_no_grad", "reduce-overhead")
    assert not found.training_graph
    assert found.cudagraph_recordings == 1
    assert found.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD) is None


def test_gpt2_frame_metrics_on_h200():
    (frame,) = evidence(CUDA_211, "gpt2", "reduce-overhead").frames
    assert (frame.function, frame.compile_id, frame.graph_compiled) == ("forward", "0/0", True)
    assert (frame.guard_count, frame.graph_input_count, frame.graph_op_count, frame.graph_node_count) == (
        685,
        29,
        120,
        150,
    )
    assert frame.times.total_s == pytest.approx(13.120779)
    assert frame.times.codegen_s == pytest.approx(7.851681)
    assert frame.times.aot_s == pytest.approx(12.099672 - 8.915118)
    assert frame.guard_latency_us == 338.0  # compilation_metrics.guard_latency_us: the guard tree was trimmed
    assert frame.cpp_guard_count is None
    assert evidence(CUDA_211, "gpt2", "default").training_graph
    assert evidence(CUDA_211, "gpt2", "default").cudagraph_recordings == 0


def test_cudagraph_skip_reason_comes_from_the_log_in_2_11():
    found = evidence(CUDA_211, "cudagraph_skip", "reduce-overhead")
    (reason,) = found.cudagraph_skip_reasons
    assert reason.startswith("skipping cudagraphs due to mutated inputs (1 instances). Found from :")
    assert 'cudagraph_skip.py", line 11, in fn' in reason  # the glog record's continuation lines
    assert found.frames[0].cudagraph_skip_reason is None  # 2.11 left compilation_metrics' field null
    assert found.cudagraph_recordings == 0


# ---- training graph on CPU (GPT-2, torch 2.13)


def test_gpt2_on_cpu_training_graph_with_grad_only():
    with_grad, no_grad = evidence(CPU_213, "gpt2", "default"), evidence(CPU_213, "gpt2_no_grad", "default")
    assert with_grad.torch_version == no_grad.torch_version == "2.13.0+cpu"
    assert with_grad.training_graph and not no_grad.training_graph
    assert (with_grad.guard_count, no_grad.guard_count) == (782, 787)
    assert with_grad.frames[0].guard_latency_us == 229.0
    assert with_grad.warnings == no_grad.warnings == ()  # no TF32 / CUDA graph warnings on CPU


# ---- graph breaks


@pytest.mark.parametrize("root", [CUDA_211, CPU_213], ids=["2.11", "2.13"])
def test_graph_break_names_file_line_and_culprit(root):
    found = evidence(root, "graph_break", "default")
    (graph_break,) = found.graph_breaks
    assert graph_break.filename.endswith("samples/graph_break.py") and graph_break.line == 10
    assert graph_break.compile_id == "0/0"
    assert graph_break.reason.startswith("Encountered graph break when attempting to trace CALL")
    assert graph_break.explanation.startswith("Dynamo does not know how to trace builtin operator `print`")
    assert graph_break.source == 'print("graph break here")'  # the line's code, its comment left out
    assert (
        graph_break.hint.startswith("Avoid calling builtin `print`") and graph_break.hint.count("Avoid") == 1
    )
    assert found.graph_break_count == 1
    assert [frame.function for frame in found.frames] == ["fn", "torch_dynamo_resume_in_fn_at_10"]
    assert found.frames[0].restart_reasons[0].startswith("Failed to trace builtin operator")
    assert found.graph_count == 2


def test_cpp_guard_tree_differs_between_versions():
    # the same function: 2.11 checks one NO_HASATTR per tensor, 2.13 five DIMENSION_DYNAMIC_MARKING_GUARDs
    old, new = evidence(CUDA_211, "graph_break", "default"), evidence(CPU_213, "graph_break", "default")
    assert [frame.cpp_guard_count for frame in old.frames] == [9, 8]
    assert [frame.cpp_guard_count for frame in new.frames] == [13, 12]
    assert (
        [frame.guard_count for frame in old.frames] == [frame.guard_count for frame in new.frames] == [11, 10]
    )
    assert [frame.guard_latency_us for frame in new.frames] == [39.57, 30.58]


def test_untrimmed_h200_fixture_guards():
    (frame,) = read_evidence(FIXTURE_211, None).frames
    tree = next(FIXTURE_211.glob("*.log")).read_text()
    leaf_lines = [line for line in tree.splitlines() if line.startswith("\t|") and "_MATCH: " in line]
    assert (frame.guard_count, frame.cpp_guard_count, frame.guard_latency_us) == (13, 14, 50.67)
    assert frame.cpp_guard_count >= len(leaf_lines) > 0
    assert count_cpp_guards("") is None


# ---- recompiles and the recompile limit


@pytest.mark.parametrize("root", [CUDA_211, CPU_213], ids=["2.11", "2.13"])
def test_recompiles_until_the_limit(root):
    found = evidence(root, "recompile", "default")
    assert [item.compile_id for item in found.recompiles] == [f"0/{n}" for n in range(1, 9)]
    assert found.recompiles[0].reason.startswith("0/0: G['CALLS'][0] == 1 ")
    assert "recompile.py:13 in fn" in found.recompiles[0].reason
    assert found.graph_count == 8 and found.recompile_limit_hit
    limit = found.frames[-1]
    assert (limit.compile_id, limit.fail_type, limit.graph_compiled) == ("0/8", "Unsupported", False)
    assert limit.fail_reason.startswith("Dynamo recompile limit exceeded")
    warning = found.warning(WarningKind.RECOMPILE_LIMIT)
    assert warning.message.startswith("torch._dynamo hit config.recompile_limit (8)\n")
    assert "function: 'fn'" in warning.message and warning.count == 1


# ---- a function Dynamo skips entirely


@pytest.mark.parametrize("root", [CUDA_211, CPU_213], ids=["2.11", "2.13"])
def test_function_with_no_torch_op_is_skipped(root):
    found = evidence(root, "skipped", "default")
    (frame,) = found.frames
    assert (frame.function, frame.graph_compiled, frame.skipped) == ("fn", False, True)
    assert frame.guard_count is None and frame.times.total_s > 0
    assert found.all_frames_skipped and found.graph_count == 0
    assert not evidence(root, "graph_break", "default").all_frames_skipped


# ---- the log


def test_glog_continuation_lines_join_into_one_message():
    log = (CPU_213 / "recompile" / "default" / "worker.log").read_text()
    messages = [message for message in log_messages(log) if "hit config" in message]
    assert len(messages) == 1 and messages[0].count("\n") == 7  # 8 lines, one glog record
    assert "[compile-inspect] measured at" in log_messages(log)[-1]


def test_h200_session_logs_hold_no_explanatory_warning():
    # the profiler's and TypedStorage's UserWarnings are not evidence
    for log in sorted((Path(__file__).parent / "data" / "h200_sessions").glob("*/*/worker.log")):
        assert read_evidence(None, log.read_text()).warnings == ()


# ---- no torch


def test_evidence_reads_without_torch():
    code = (
        "import sys\n"
        "class NoTorch:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'torch' or name.startswith('torch.'):\n"
        "            raise ImportError('torch is blocked')\n"
        "sys.meta_path.insert(0, NoTorch())\n"
        "from compile_inspect.code.evidence import read_evidence\n"
        f"found = read_evidence({str(CUDA_211 / 'gpt2' / 'reduce-overhead' / 'torch_trace')!r}, None)\n"
        "print(found.training_graph, found.cudagraph_recordings)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "True 14"


# ---- the installed torch, for real


# A graph break (print, line 5 of the script), a training graph (requires_grad) and a recompile (8 -> 9).
LIVE_SCRIPT = r"""
import torch
def f(x):
    y = torch.sin(x)
    print("break")
    return y * 2
g = torch.compile(f, backend="aot_eager")
g(torch.randn(8, requires_grad=True))
g(torch.randn(9, requires_grad=True))
"""


@pytest.mark.slow
def test_installed_torch_writes_what_evidence_reads(tmp_path):
    pytest.importorskip("torch")
    env = {**os.environ, "TORCH_TRACE": str(tmp_path / "tt")}
    run = subprocess.run(
        [sys.executable, "-c", LIVE_SCRIPT], env=env, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr
    found = read_evidence(tmp_path / "tt", run.stderr)
    assert found.torch_version and found.training_graph
    assert found.graph_breaks[0].line == 5 and found.graph_breaks[0].filename == "<string>"
    assert any("size mismatch at index 0. expected 8, actual 9" in item.reason for item in found.recompiles)
    assert all(frame.guard_count and frame.cpp_guard_count for frame in found.frames if frame.graph_compiled)
