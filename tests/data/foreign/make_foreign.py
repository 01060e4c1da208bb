"""Writes the traces of this folder: `python tests/data/foreign/make_foreign.py` (deterministic).

Two kinds, see README.md:
- device lanes beyond CUDA, built event by event from the formats libkineto writes (ROCm through
  rocprofiler / roctracer, MTIA, the CUPTI range profiler, CUDA sync events);
- degenerate steps and one-off costs: a recorded training trace (tests/data/training) with one
  thing added, as found in users' traces (an empty marker, another process's marker, a whole-run
  annotation, a flood of tiny annotations, a slow first launch, a first-step cudaMalloc).
"""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path

HERE = Path(__file__).parent
TRAINING = HERE.parent / "training"
H200 = HERE.parent / "h200"


def write(name: str, doc: dict) -> None:
    data = json.dumps(doc, indent=0).encode()
    if name.endswith(".gz"):
        (HERE / name).write_bytes(gzip.compress(data, mtime=0))
    else:
        (HERE / name).write_bytes(data)


def read(path: Path) -> dict:
    data = path.read_bytes()
    return json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)


def complete(name, cat, pid, tid, ts, dur, **args) -> dict:
    event = {"ph": "X", "cat": cat, "name": name, "pid": pid, "tid": tid, "ts": ts, "dur": dur}
    return event | ({"args": args} if args else {})


def metadata(pid, name: str, tid=None) -> dict:
    kind = "process_name" if tid is None else "thread_name"
    return {"name": kind, "ph": "M", "pid": pid, "tid": tid or 0, "args": {"name": name}}


# ---- device lanes ----

ROCM_PID, DEVICE = 4242, 0


def rocm_trace() -> dict:
    """Three profiler steps of a GEMM, an add and a host-to-device copy on an MI300X. CPU rows as
    rocprofiler writes them (RocprofActivity_inl.h: `cid`, `correlation`, copy `bytes` as a quoted
    string), one roctracer row (RoctracerActivity_inl.h: `stream` as a quoted pointer); GPU rows
    with `device`, `stream` (the queue), `correlation`, `kind`, `grid` / `block` or `bytes`."""
    events = [metadata(ROCM_PID, "python"), metadata(DEVICE, "GPU 0")]
    for step in range(3):
        t0, corr = 1000.0 + 1000 * step, 100 + 10 * step
        gemm = "Cijk_Ailk_Bljk_HHS_BH_MT128x128x32_MI32x32x8x1_SN"
        add = "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>>"
        events += [
            complete(f"ProfilerStep#{step + 1}", "user_annotation", ROCM_PID, ROCM_PID, t0, 600.0),
            complete("aten::mm", "cpu_op", ROCM_PID, ROCM_PID, t0 + 10, 100.0),
            complete("hipExtLaunchKernel", "cuda_runtime", ROCM_PID, ROCM_PID, t0 + 20, 30.0, cid=1, correlation=corr,
                     kernel=gemm, grid=[1024, 1, 1], block=[256, 1, 1], **{"shared memory": 0}),  # fmt: skip
            complete("aten::add", "cpu_op", ROCM_PID, ROCM_PID, t0 + 150, 60.0),
            complete("hipLaunchKernel", "cuda_runtime", ROCM_PID, ROCM_PID, t0 + 160, 20.0, cid=2,
                     correlation=corr + 1, stream="0x5581d2c0", grid=[64, 1, 1], block=[128, 1, 1]),  # fmt: skip
            complete("aten::copy_", "cpu_op", ROCM_PID, ROCM_PID, t0 + 250, 200.0),
            complete("hipMemcpyAsync", "cuda_runtime", ROCM_PID, ROCM_PID, t0 + 260, 40.0, cid=3,
                     correlation=corr + 2, src="0x7f00", dst="0x7e00", bytes="4096", kind="1"),  # fmt: skip
            complete(gemm, "kernel", DEVICE, 1, t0 + 60, 80.0, device=DEVICE, stream=1, correlation=corr,
                     kind="Dispatch Kernel", grid=[1024, 1, 1], block=[256, 1, 1]),  # fmt: skip
            complete(add, "kernel", DEVICE, 1, t0 + 190, 10.0, device=DEVICE, stream=1, correlation=corr + 1,
                     kind="Dispatch Kernel", grid=[64, 1, 1], block=[128, 1, 1]),  # fmt: skip
            complete("Memcpy HtoD (Host -> Device)", "gpu_memcpy", DEVICE, 1, t0 + 310, 30.0, device=DEVICE,
                     stream=1, correlation=corr + 2, kind="HtoD", bytes=4096,
                     **{"memory bandwidth (GB/s)": 0.1365}),  # fmt: skip
            {"ph": "s", "id": corr, "pid": ROCM_PID, "tid": ROCM_PID, "ts": t0 + 20, "cat": "ac2g", "name": "ac2g"},
        ]
    device = {"id": 0, "name": "AMD Instinct MI300X", "totalGlobalMem": 206141652992, "computeMajor": 9,
              "computeMinor": 4, "maxThreadsPerBlock": 1024, "maxThreadsPerMultiprocessor": 2048,
              "regsPerBlock": 65536, "warpSize": 64, "sharedMemPerBlock": 65536, "numSms": 304,
              "maxSharedMemoryPerMultiProcessor": 65536}  # fmt: skip
    return {"schemaVersion": 1, "deviceProperties": [device], "traceEvents": events}


MTIA_PID = 3131


def mtia_trace() -> dict:
    """Two steps on an MTIA device: host calls in `mtia_runtime`, device work in `mtia_ccp_events`
    (a kernel and an `hccl::` collective), linked by correlation. The categories are libkineto's
    (ActivityType.h); the event names are placeholders (MTIA's runtime is not public)."""
    events = [metadata(MTIA_PID, "python"), metadata(DEVICE, "MTIA 0")]
    for step in range(2):
        t0, corr = 500.0 + 800 * step, 7000 + 10 * step
        events += [
            complete(f"ProfilerStep#{step + 5}", "user_annotation", MTIA_PID, MTIA_PID, t0, 400.0),
            complete("aten::linear", "cpu_op", MTIA_PID, MTIA_PID, t0 + 5, 90.0),
            complete("mtiaLaunchKernel", "mtia_runtime", MTIA_PID, MTIA_PID, t0 + 15, 25.0, correlation=corr),
            complete("c10d::allreduce_", "cpu_op", MTIA_PID, MTIA_PID, t0 + 120, 70.0),
            complete("mtiaLaunchCollective", "mtia_runtime", MTIA_PID, MTIA_PID, t0 + 130, 30.0, correlation=corr + 1),
            complete("mtia_linear_fwd_kernel", "mtia_ccp_events", DEVICE, 2, t0 + 45, 120.0, correlation=corr),
            complete("hccl::all_reduce", "mtia_ccp_events", DEVICE, 3, t0 + 170, 90.0, correlation=corr + 1),
        ]
    return {"schemaVersion": 1, "traceEvents": events}


def range_trace() -> dict:
    """CUPTI range profiler in auto-range mode (CuptiRangeProfiler.cpp): one `cuda_profiler_range`
    event per kernel on the device lane, named after the kernel, its counters as args, the
    profiling span split evenly into their times. It runs alone (no kernel activities)."""
    pid = 5150
    events = [metadata(pid, "python"), complete("ProfilerStep#1", "user_annotation", pid, pid, 100.0, 900.0),
              complete("aten::mm", "cpu_op", pid, pid, 120.0, 300.0),
              complete("aten::relu", "cpu_op", pid, pid, 450.0, 200.0)]  # fmt: skip
    kernels = ["sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32", "void at::native::relu_kernel<float>"]
    for n, name in enumerate(kernels):
        counters = {"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum": 2.5e8 / (n + 1),
                    "sm__inst_executed_pipe_tensor.sum": 1.0e6 * (1 - n)}  # fmt: skip
        events.append(complete(name, "cuda_profiler_range", DEVICE, 0, 100.0 + 450 * n, 450.0, **counters))
    device = {"id": 0, "name": "NVIDIA H100 80GB HBM3", "computeMajor": 9, "computeMinor": 0, "numSms": 132}
    return {"schemaVersion": 1, "deviceProperties": [device], "traceEvents": events}


def sync_trace() -> dict:
    """The recorded H200 eager matmul+add (64), with CUPTI synchronization records on the GPU lane
    as libkineto writes them (CuptiActivity_inl.h: pid = device, tid = stream, `cuda_sync_kind`,
    `stream`, `correlation`, `device`, `context`) and one `cuda_event` record."""
    doc = read(H200 / "matmul_add_64_eager.json")
    steps = [e for e in doc["traceEvents"] if e.get("name", "").startswith("ProfilerStep#") and e["cat"] == "user_annotation"]
    for n, step in enumerate(steps):
        end = step["ts"] + step["dur"]
        doc["traceEvents"].append(complete("Stream Sync", "cuda_sync", DEVICE, 7, end - 30, 12.5, cuda_sync_kind="Stream Sync",
                                           stream=7, correlation=90000 + n, device=DEVICE, context=1))  # fmt: skip
        doc["traceEvents"].append(complete("Context Sync", "cuda_sync", DEVICE, -1, end - 10, 4.0, cuda_sync_kind="Context Sync",
                                           stream=-1, correlation=90100 + n, device=DEVICE, context=1))  # fmt: skip
    doc["traceEvents"].append(complete("cudaEvent", "cuda_event", DEVICE, 7, steps[0]["ts"] + 5, 0.0, correlation=90200))
    return doc


# ---- degenerate steps and one-off costs, on recorded training traces ----


def _events(doc: dict) -> list[dict]:
    return doc["traceEvents"]


def _cpu_steps(doc: dict) -> list[dict]:
    return sorted((e for e in _events(doc) if e.get("cat") == "user_annotation" and e["name"].startswith("ProfilerStep#")),
                  key=lambda e: e["ts"])  # fmt: skip


def empty_marker_trace() -> dict:
    """The CPU MLP training trace (three ~250 ms steps) plus an empty 49 µs ProfilerStep after them."""
    doc = read(TRAINING / "mlp_eager_3steps.json.gz")
    last = _cpu_steps(doc)[-1]
    _events(doc).append(complete("ProfilerStep#5", "user_annotation", last["pid"], last["tid"],
                                 last["ts"] + last["dur"] + 200.0, 49.0))  # fmt: skip
    return doc


def other_process_trace() -> dict:
    """The CUDA MLP training trace (four ~3.7 ms steps) plus a 13.3 s ProfilerStep of another process."""
    doc = read(TRAINING / "mlp_eager_4steps_cuda.json.gz")
    first = _cpu_steps(doc)[0]
    _events(doc).append(complete("ProfilerStep#2", "user_annotation", 99999, 99999, first["ts"] - 5e6, 13.3e6))
    _events(doc).append(complete("aten::empty", "cpu_op", 99999, 99999, first["ts"] - 4e6, 20.0))
    return doc


def _as_annotations(doc: dict, name: str) -> list[dict]:
    """The CPU ProfilerSteps renamed `name` (plain record_function annotations); the GPU-lane copies dropped."""
    steps = _cpu_steps(doc)
    for step in steps:
        step["name"] = name
    doc["traceEvents"] = [e for e in _events(doc) if not e.get("name", "").startswith("ProfilerStep#")]
    return steps


def whole_run_trace() -> dict:
    """The CUDA MLP training trace with its steps as `train_step` annotations inside one `run`
    annotation that spans the whole trace (the 43 s whole-run annotation of a user's job)."""
    doc = read(TRAINING / "mlp_eager_4steps_cuda.json.gz")
    steps = _as_annotations(doc, "train_step")
    cpu = [e for e in _events(doc) if e.get("ph") == "X" and e.get("pid") == steps[0]["pid"]]
    start, stop = min(e["ts"] for e in cpu), max(e["ts"] + e["dur"] for e in cpu)
    _events(doc).append(complete("run", "user_annotation", steps[0]["pid"], steps[0]["tid"], start - 1.0, stop - start + 2.0))
    return doc


def flood_trace() -> dict:
    """The CUDA transformer training trace without profiler steps, 256 of its shortest top-level ops
    (of 325) each wrapped in a tiny annotation (a flood of pseudo-steps)."""
    doc = read(TRAINING / "transformer_eager_4steps_cuda.json.gz")
    steps = _cpu_steps(doc)
    pid, tid = steps[0]["pid"], steps[0]["tid"]
    doc["traceEvents"] = [e for e in _events(doc) if not e.get("name", "").startswith("ProfilerStep#")]
    tops = _top_level(doc, pid, tid)
    chosen = sorted(sorted(tops, key=lambda e: (e["dur"], e["ts"]))[:256], key=lambda e: e["ts"])
    wrapped = [complete(f"chunk_{n}", "user_annotation", pid, tid, e["ts"], e["dur"]) for n, e in enumerate(chosen)]
    chosen_ids = {id(e) for e in chosen}
    out = []
    for event in _events(doc):  # each annotation right before the op it wraps (same start and duration)
        if id(event) in chosen_ids:
            out.append(wrapped[[id(e) for e in chosen].index(id(event))])
        out.append(event)
    doc["traceEvents"] = out
    return doc


def _top_level(doc: dict, pid, tid) -> list[dict]:
    mine = sorted((e for e in _events(doc) if e.get("ph") == "X" and e.get("pid") == pid and e.get("tid") == tid
                   and e.get("cat") not in ("Trace",)), key=lambda e: (e["ts"], -e["dur"]))  # fmt: skip
    tops, reach = [], float("-inf")
    for event in mine:
        if event["ts"] >= reach:
            tops.append(event)
            reach = event["ts"] + event["dur"]
    return tops


def _insert_time(doc: dict, at: float, delta: float, pid) -> None:
    """Make room for `delta` µs at time `at` on process `pid`: later events (CPU and GPU) move,
    events of that process open at `at` grow."""
    for event in _events(doc):
        if event.get("ph") not in ("X", "s", "f", "i") or "ts" not in event:
            continue
        if event["ts"] > at:
            event["ts"] += delta
        elif event.get("ph") == "X" and event.get("pid") == pid and event["ts"] + event.get("dur", 0) > at:
            event["dur"] += delta


def one_off_trace() -> dict:
    """The CUDA MLP training trace whose first step pays one-off costs: its first cudaLaunchKernel
    takes 6.5 s (module load), and a 32.8 ms cudaMalloc runs before its first op."""
    doc = read(TRAINING / "mlp_eager_4steps_cuda.json.gz")
    first = _cpu_steps(doc)[0]
    pid = first["pid"]
    launches = sorted((e for e in _events(doc) if e.get("name") == "cudaLaunchKernel" and e["pid"] == pid
                       and first["ts"] <= e["ts"] < first["ts"] + first["dur"]), key=lambda e: e["ts"])  # fmt: skip
    launch = launches[0]
    _insert_time(doc, launch["ts"] + launch["dur"] - 0.5, 6.5e6, pid)
    malloc_at = launch["ts"] - 0.5
    _insert_time(doc, malloc_at, 32.8e3, pid)
    _events(doc).append(complete("cudaMalloc", "cuda_runtime", pid, launch["tid"], malloc_at, 32.8e3, cbid=20,
                                 correlation=999001))  # fmt: skip
    return doc


def main() -> None:
    write("rocm_mi300x.json", rocm_trace())
    write("mtia.json", mtia_trace())
    write("cupti_range.json", range_trace())
    write("cuda_sync_h200.json", sync_trace())
    write("steps_empty_marker.json.gz", empty_marker_trace())
    write("steps_other_process.json.gz", other_process_trace())
    write("steps_whole_run.json.gz", whole_run_trace())
    write("steps_flood.json.gz", flood_trace())
    write("one_off_first_step.json.gz", one_off_trace())


if __name__ == "__main__":
    main()
