"""Checked step detection (compile_inspect.trace.steps) on recorded training traces with one degenerate
thing added (tests/data/foreign, README there): each figure is computed again here from the raw
JSON events, without the product."""

import gzip
import json
import statistics
from pathlib import Path

from compile_inspect.render.explain import render
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data"
FOREIGN = DATA / "foreign"


def raw_events(path: Path) -> list[dict]:
    data = path.read_bytes()
    doc = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    return [e for e in doc["traceEvents"] if e.get("ph") == "X"]


def cpu_annotations(events: list[dict], prefix: str, pid=None) -> list[dict]:
    found = [e for e in events if e.get("cat") == "user_annotation" and e["name"].startswith(prefix)]
    return sorted((e for e in found if pid is None or e["pid"] == pid), key=lambda e: e["ts"])


def kernels_per_window(events: list[dict], windows: list[tuple[float, float]], pid) -> list[int]:
    """GPU kernels launched by the process's runtime calls that start inside each window."""
    kernel_ids = [e["args"]["correlation"] for e in events if e["cat"] == "kernel"]
    counts = []
    for lo, hi in windows:
        launches = {e["args"]["correlation"] for e in events
                    if e["cat"] in ("cuda_runtime", "cuda_driver") and e["pid"] == pid and lo <= e["ts"] < hi
                    and "correlation" in e.get("args", {})}  # fmt: skip
        counts.append(sum(1 for c in kernel_ids if c in launches))
    return counts


def test_an_empty_marker_beside_real_steps_is_rejected():
    path = FOREIGN / "steps_empty_marker.json.gz"
    steps = cpu_annotations(raw_events(path), "ProfilerStep#")
    real = [s for s in steps if s["dur"] != 49.0]
    analysis = analyze_trace(path)
    choice = analysis.step_choice
    assert [(r.name, r.dur, r.reason) for r in choice.rejected] == [
        ("ProfilerStep#5", 49.0, "empty: no event inside it")
    ]
    assert choice.used == tuple(s["name"] for s in real) and len(real) == 3
    assert analysis.metrics.cpu_us.median == statistics.median(s["dur"] for s in real)
    # Counted, the 49 µs marker would have pulled the median from ~260 ms to ~250 ms.
    assert statistics.median(s["dur"] for s in steps) < 0.97 * analysis.metrics.cpu_us.median


def test_another_process_marker_is_rejected():
    path = FOREIGN / "steps_other_process.json.gz"
    events = raw_events(path)
    analysis = analyze_trace(path)
    pid = analysis.step_choice.thread[0]
    mine = cpu_annotations(events, "ProfilerStep#", pid)
    assert [(r.name, r.dur, r.reason) for r in analysis.step_choice.rejected] == [
        ("ProfilerStep#2", 13.3e6, "another process (pid 99999)")
    ]
    assert [(s.name, s.ts, s.dur) for s in analysis.steps] == [(e["name"], e["ts"], e["dur"]) for e in mine]
    windows = [(e["ts"], e["ts"] + e["dur"]) for e in mine]
    assert [m.kernel_launches for m in analysis.step_metrics] == kernels_per_window(events, windows, pid)
    assert analysis.metrics.cpu_us.max < 4000  # never the 13.3 s marker


def test_a_whole_run_annotation_gives_way_to_the_steps_inside_it():
    path = FOREIGN / "steps_whole_run.json.gz"
    events = raw_events(path)
    analysis = analyze_trace(path)
    choice = analysis.step_choice
    inner = cpu_annotations(events, "train_step")
    run = cpu_annotations(events, "run")[0]
    cpu = [e for e in events if e["pid"] == run["pid"] and e["cat"] != "Trace"]
    span = max(e["ts"] + e["dur"] for e in cpu) - min(e["ts"] for e in cpu)
    assert choice.source == "user annotations" and choice.used == ("train_step",) * 4
    assert [(r.name, r.dur) for r in choice.rejected] == [("run", run["dur"])]
    assert choice.rejected[0].reason == (
        f"spans {run['dur'] / span:.0%} of the trace; the 4 annotations inside it are the steps"
    )
    assert [m.cpu_us for m in analysis.step_metrics] == [e["dur"] for e in inner]
    windows = [(e["ts"], e["ts"] + e["dur"]) for e in inner]
    assert [m.kernel_launches for m in analysis.step_metrics] == kernels_per_window(
        events, windows, run["pid"]
    )


def test_a_flood_of_tiny_annotations_falls_back_to_one_whole_trace_window():
    path = FOREIGN / "steps_flood.json.gz"
    events = raw_events(path)
    analysis = analyze_trace(path)
    choice = analysis.step_choice
    chunks = cpu_annotations(events, "chunk_")
    assert len(chunks) == 256
    assert choice.source == "whole trace" and [s.name for s in analysis.steps] == ["whole trace"]
    flood = [r for r in choice.rejected if r.reason.startswith("one of ")]
    assert [r.name for r in flood] == [c["name"] for c in chunks]
    torch_own = [r for r in choice.rejected if r not in flood]
    assert {r.name for r in torch_own} == {"Optimizer.step#AdamW.step", "Optimizer.zero_grad#AdamW.zero_grad"}
    lanes = ("kernel", "gpu_memcpy", "gpu_memset", "gpu_user_annotation", "Trace")
    cpu = [e for e in events if isinstance(e["pid"], int) and e["cat"] not in lanes]
    assert analysis.steps[0].dur == max(e["ts"] + e["dur"] for e in cpu) - min(e["ts"] for e in cpu)
    launched = {e["args"]["correlation"] for e in cpu if e["cat"] in ("cuda_runtime", "cuda_driver")}
    kernels = [e for e in events if e["cat"] == "kernel" and e["args"]["correlation"] in launched]
    assert analysis.step_metrics[0].kernel_launches == len(kernels)


def test_profiler_steps_inside_a_user_annotation_are_found(tmp_path):
    events = [{"ph": "X", "cat": "user_annotation", "name": "train", "pid": 1, "tid": 1, "ts": 0, "dur": 100}]
    for n in range(3):
        events += [
            {"ph": "X", "cat": "user_annotation", "name": f"ProfilerStep#{n}", "pid": 1, "tid": 1,
             "ts": 10 + 30 * n, "dur": 25},
            {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 12 + 30 * n, "dur": 5 + n},
        ]  # fmt: skip
    path = tmp_path / "nested.json"
    path.write_text(json.dumps({"traceEvents": events}))
    analysis = analyze_trace(path)
    assert analysis.step_choice.source == "profiler steps"
    assert [(s.name, s.dur) for s in analysis.steps] == [(f"ProfilerStep#{n}", 25) for n in range(3)]
    assert [analysis.step(n).roots[0].dur for n in range(3)] == [5, 6, 7]


def test_explain_says_which_steps_and_why():
    analysis = analyze_trace(FOREIGN / "steps_whole_run.json.gz")
    text = render(analysis, [], "text")
    assert "Steps: user annotations of pid 481 tid 481" in text
    assert (
        "  rejected run (14.8 ms): spans 100% of the trace; the 4 annotations inside it are the steps" in text
    )
    payload = json.loads(render(analysis, [], "json"))
    choice = payload["analysis"]["step_choice"]
    assert choice["source"] == "user annotations" and choice["used"] == ["train_step"] * 4
    assert choice["rejected"][0]["name"] == "run"
    flood = render(analyze_trace(FOREIGN / "steps_flood.json.gz"), [], "text")
    assert (
        "  rejected 256 (chunk_0, chunk_1, chunk_2, ... chunk_255): one of 256 annotations covering" in flood
    )


def test_a_tiny_tail_step_without_gpu_work_is_rejected(tmp_path):
    """The CPU MLP trace plus a 200 µs ProfilerStep#5 holding one aten::empty (what is left when the
    profiler stops): under 1% of the ~260 ms median step."""
    doc = json.loads(gzip.decompress((DATA / "training" / "mlp_eager_3steps.json.gz").read_bytes()))
    last = cpu_annotations(doc["traceEvents"], "ProfilerStep#")[-1]
    start = last["ts"] + last["dur"] + 100.0
    tail = {
        "ph": "X",
        "cat": "user_annotation",
        "name": "ProfilerStep#5",
        "pid": last["pid"],
        "tid": last["tid"],
    }
    op = {"ph": "X", "cat": "cpu_op", "name": "aten::empty", "pid": last["pid"], "tid": last["tid"]}
    doc["traceEvents"] += [tail | {"ts": start, "dur": 200.0}, op | {"ts": start + 10, "dur": 5.0}]
    path = tmp_path / "tail.json"
    path.write_text(json.dumps(doc))
    analysis = analyze_trace(path)
    real = [
        e["dur"]
        for e in cpu_annotations(doc["traceEvents"], "ProfilerStep#")
        if e["name"] != "ProfilerStep#5"
    ]
    (rejected,) = analysis.step_choice.rejected
    assert (rejected.name, rejected.dur) == ("ProfilerStep#5", 200.0)
    median = statistics.median(real + [200.0])
    assert rejected.reason == f"tiny: under 1% of the median step ({median / 1000:.1f} ms), no GPU work"
    assert analysis.metrics.cpu_us.median == statistics.median(real)
