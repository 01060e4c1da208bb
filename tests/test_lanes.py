"""Device lanes beyond CUDA (tests/data/foreign, built from libkineto's writers): ROCm / HIP, MTIA and
CUPTI range-profiler traces read as GPU traces (launches linked by correlation, the device named,
never "CPU-only"), and GPU-lane sync events stay off the CPU chains. Figures are computed again here
from the raw JSON."""

import json
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.model import LayerKind
from compile_inspect.trace.reader import load_trace

DATA = Path(__file__).parent / "data"
FOREIGN = DATA / "foreign"


def raw(path: Path) -> list[dict]:
    return [e for e in json.loads(path.read_text())["traceEvents"] if e.get("ph") == "X"]


def union(intervals) -> float:
    busy, reach = 0.0, float("-inf")
    for start, stop in sorted(intervals):
        if stop > reach:
            busy, reach = busy + stop - max(start, reach), stop
    return busy


def raw_steps(events, device_cats) -> list[dict]:
    """Per ProfilerStep: its GPU events, found by the correlation ids of the CPU calls inside it."""
    steps = sorted((e for e in events if e["name"].startswith("ProfilerStep#")), key=lambda e: e["ts"])
    found = []
    for step in steps:
        ids = {e["args"]["correlation"] for e in events
               if e["cat"] not in device_cats and step["ts"] <= e["ts"] < step["ts"] + step["dur"]
               and "correlation" in e.get("args", {})}  # fmt: skip
        found.append([e for e in events if e["cat"] in device_cats and e["args"].get("correlation") in ids])
    return found


def test_rocm_kernels_and_copies_are_gpu_work_linked_to_their_hip_calls():
    path = FOREIGN / "rocm_mi300x.json"
    events = raw(path)
    analysis = analyze_trace(path)
    assert analysis.device == "AMD Instinct MI300X"
    assert not any("CPU-only" in w or "correlation id" in w for w in analysis.warnings)
    per_step = raw_steps(events, {"kernel", "gpu_memcpy"})
    metrics = analysis.step_metrics
    assert (
        [m.kernel_launches for m in metrics]
        == [sum(e["cat"] == "kernel" for e in s) for s in per_step]
        == [2] * 3
    )
    copied = [sum(e["args"]["bytes"] for e in s if e["cat"] == "gpu_memcpy") for s in per_step]
    assert [m.memcpy_bytes for m in metrics] == copied == [4096] * 3
    assert [m.gpu_busy_us for m in metrics] == [
        union((e["ts"], e["ts"] + e["dur"]) for e in s) for s in per_step
    ]
    assert analysis.index.unlaunched_gpu_events() == 0
    launches = {
        n.name: [ev.name for ev in n.gpu] for n in analysis.step(0).walk() if n.kind == LayerKind.RUNTIME
    }
    assert launches == {
        "hipExtLaunchKernel": ["Cijk_Ailk_Bljk_HHS_BH_MT128x128x32_MI32x32x8x1_SN"],
        "hipLaunchKernel": [
            "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>>"
        ],
        "hipMemcpyAsync": ["Memcpy HtoD (Host -> Device)"],
    }


def test_rocm_quoted_fields_cost_no_event():
    """rocprofiler writes a copy's `bytes` as a string and roctracer a stream as a quoted pointer."""
    trace = load_trace(FOREIGN / "rocm_mi300x.json")
    names = [row[0] for row in trace.cpu.rows()]
    assert names.count("hipMemcpyAsync") == names.count("hipLaunchKernel") == 3
    assert all(row[6] is not None for row in trace.cpu.rows() if row[1] == "cuda_runtime")


def test_mtia_device_events_are_gpu_work():
    path = FOREIGN / "mtia.json"
    events = raw(path)
    analysis = analyze_trace(path)
    per_step = raw_steps(events, {"mtia_ccp_events"})
    assert [m.kernel_launches for m in analysis.step_metrics] == [len(s) for s in per_step] == [2, 2]
    assert [m.gpu_busy_us for m in analysis.step_metrics] == [
        union((e["ts"], e["ts"] + e["dur"]) for e in s) for s in per_step
    ]
    runtime = {n.name for n in analysis.step(0).walk() if n.kind == LayerKind.RUNTIME and n.gpu}
    assert runtime == {"mtiaLaunchKernel", "mtiaLaunchCollective"}
    assert analysis.metrics.gpu_idle_share is not None and not any("CPU-only" in w for w in analysis.warnings)


def test_cupti_range_events_are_device_work_not_cpu_only():
    path = FOREIGN / "cupti_range.json"
    trace = load_trace(path)
    ranges = [e for e in raw(path) if e["cat"] == "cuda_profiler_range"]
    assert [e.name for e in trace.device_ranges] == [e["name"] for e in ranges] and len(ranges) == 2
    assert trace.has_device_lanes and not trace.has_gpu and trace.device_name == "NVIDIA H100 80GB HBM3"
    assert {row[0] for row in trace.cpu.rows()} == {"ProfilerStep#1", "aten::mm", "aten::relu"}
    assert not any("CPU-only" in w for w in trace.warnings)
    assert any("2 CUPTI range-profiler events" in w for w in trace.warnings)


def test_gpu_lane_sync_events_stay_off_the_cpu_chain():
    with_syncs, plain = FOREIGN / "cuda_sync_h200.json", DATA / "h200" / "matmul_add_64_eager.json"
    syncs = [e for e in raw(with_syncs) if e["cat"] in ("cuda_sync", "cuda_event")]
    analysis = analyze_trace(with_syncs)
    assert [e.name for e in analysis.index.trace.gpu_syncs] == [
        e["name"] for e in sorted(syncs, key=lambda e: e["ts"])
    ]
    assert not {"Stream Sync", "Context Sync", "cudaEvent"} & {
        analysis.index.names[c] for c in analysis.index.name
    }
    assert [m.to_dict() for m in analysis.step_metrics] == [
        m.to_dict() for m in analyze_trace(plain).step_metrics
    ]


@pytest.mark.parametrize("name", ["rocm_mi300x.json", "mtia.json", "cupti_range.json"])
def test_explain_never_says_cpu_only(name, capsys):
    main(["explain", str(FOREIGN / name)])
    out = capsys.readouterr().out
    assert "CPU-only" not in out and "Steps: profiler steps" in out


@pytest.mark.parametrize(
    "relative",
    [
        "h200/matmul_add_4096_default.json",
        "h200/graph_break_1024_default.json",
        "foreign/rocm_mi300x.json",
        "foreign/mtia.json",
    ],
)
def test_the_lane_line_counts_the_threads_and_processes_of_cpu_events(relative, capsys):
    """Not every (pid, tid) the file names: GPU lanes and the profiler's own metadata lanes are no CPU
    threads (the H200 trace's line once said 3 threads in 3 processes for one thread of one process)."""
    from reference import reference_events

    cpu, _ = reference_events(json.loads((DATA / relative).read_text()))
    threads = {(row["pid"], row["tid"]) for row in cpu}
    assert main(["explain", str(DATA / relative), "--width", "200"]) in (0, None)
    lanes = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("Lanes: "))
    count = lambda n, word: f"{n} {word}" + ("" if n == 1 else ("es" if word == "process" else "s"))  # noqa: E731
    assert lanes.startswith(
        f"Lanes: {count(len(threads), 'CPU thread')} in {count(len({pid for pid, _ in threads}), 'process')}"
    )
