"""Training findings (communication, host-sync, htod-copy, allocator-churn, tiny-kernels, CUDA-graph copies
by shape), each checked against an independent count on the raw trace events (json + plain Python)."""

import gzip
import json
import math
import statistics
from pathlib import Path

import pytest

from compile_inspect.findings import find
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data"
RANKS = sorted((DATA / "ranks").glob("*/rank*.json.gz"))
EXTRA = DATA / "training_extra"
TRAINING_RULES = {"communication", "host-sync", "htod-copy", "allocator-churn", "tiny-kernels"}
SYNCS = {"cudaStreamSynchronize", "cudaDeviceSynchronize", "cudaEventSynchronize", "cudaMemcpy"}
ALLOCATIONS = {"cudaMalloc", "cudaFree", "cudaMallocHost", "cudaFreeHost", "cudaMallocAsync"}
COMM_PREFIXES = ("c10d::", "gloo:", "nccl:", "record_param_comms")
RUNTIME = ("cuda_runtime", "cuda_driver", "mtia_runtime")
DEVICE_WORK = ("kernel", "gpu_memcpy", "gpu_memset", "mtia_ccp_events")
COLLECTIVE_KERNELS = ("ncclDevKernel_", "hccl::")


# ---- the reference: raw events, plain Python ----


def raw(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt") as f:
        return [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X" and "dur" in e]


def profiler_steps(evs):
    steps = [e for e in evs if e["cat"] == "user_annotation" and e["name"].startswith("ProfilerStep#")]
    return sorted(steps, key=lambda e: e["ts"])


def inside(e, step):
    return e["pid"] == step["pid"] and step["ts"] <= e["ts"] < step["ts"] + step["dur"]


def union(spans) -> float:
    total, end = 0.0, None
    for lo, hi in sorted(spans):
        if end is None or lo > end:
            total, end = total + hi - lo, hi
        elif hi > end:
            total, end = total + hi - end, hi
    return total


def both(a, b) -> float:
    return union(a) + union(b) - union(list(a) + list(b))


def clip(e, step):
    return max(e["ts"], step["ts"]), min(e["ts"] + e["dur"], step["ts"] + step["dur"])


def launched_in(evs, step):
    """The device events whose launch call (same correlation) starts inside the step."""
    calls = {e["args"].get("correlation") for e in evs if e["cat"] in RUNTIME and inside(e, step)} - {None}
    return [e for e in evs if e["cat"] in DEVICE_WORK and e["args"].get("correlation") in calls]


def gloo_reference(evs) -> dict:
    gloo_threads = {e["tid"] for e in evs if e["name"].startswith("gloo:")}
    per_step = []
    for step in profiler_steps(evs):
        comm = [clip(e, step) for e in evs if e["name"].startswith("gloo:") and inside(e, step)]
        compute = [
            clip(e, step)
            for e in evs
            if e["cat"] == "cpu_op" and "::" in e["name"] and not e["name"].startswith(COMM_PREFIXES)
            and e["tid"] not in gloo_threads and inside(e, step)
        ]  # fmt: skip
        exposed = union(comm) - both(comm, compute)
        per_step.append((len(comm), union(comm), exposed, exposed / step["dur"]))
    return {
        key: statistics.median(values)
        for key, values in zip(("count", "comm_us", "exposed_us", "share"), zip(*per_step))
    }


def by_id(path: Path) -> dict:
    return {f.id: f for f in find(analyze_trace(path))}


# ---- communication ----


@pytest.mark.parametrize("path", RANKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_gloo_collectives_agree_with_the_raw_events(path):
    ref = gloo_reference(raw(path))
    found = by_id(path).get("communication")
    should_fire = ref["count"] >= 20 or ref["share"] >= 0.2
    assert (found is not None) == should_fire, ref
    if found:
        e = found.evidence
        assert e["backend"] == "gloo" and e["collectives_per_step"] == ref["count"]
        assert e["comm_us_per_step"] == pytest.approx(ref["comm_us"], rel=1e-9)
        assert e["exposed_us_per_step"] == pytest.approx(ref["exposed_us"], rel=1e-9, abs=1e-6)
        assert e["exposed_share"] == pytest.approx(ref["share"], rel=1e-9, abs=1e-9)
        assert f"{ref['share']:.0%} of the step" in found.message


@pytest.mark.parametrize("variant", ["manual_eager", "manual_compiled"])
def test_per_parameter_all_reduce_is_flagged_unbucketed(variant):
    found = by_id(DATA / "ranks" / variant / "rank0.json.gz")["communication"]
    # 12 x Linear(256, 256) + Linear(256, 1): 26 parameters, one all-reduce each (bench/record_ranks.py)
    assert found.evidence["collectives_per_step"] == 26 and found.evidence["unbucketed"] is True
    assert found.evidence["ops_per_step"] == {"all_reduce": 26}
    assert found.evidence["overlapped_us_per_step"] == 0  # the loop runs after backward, blocking
    assert "one tensor at a time" in found.message and "DistributedDataParallel" in found.remedy


def test_ddp_buckets_are_not_called_unbucketed():
    for path in (DATA / "ranks" / "ddp_eager").glob("rank*.json.gz"):
        assert gloo_reference(raw(path))["count"] == 3  # 3.2 MB of gradients in 1 MB buckets
        found = by_id(path).get("communication")
        assert found is None or found.evidence["unbucketed"] is False


def nccl_reference(path: Path) -> dict:
    evs, per_step = raw(path), []
    for step in profiler_steps(evs):
        work = launched_in(evs, step)
        comm = [(e["ts"], e["ts"] + e["dur"]) for e in work if e["name"].startswith(COLLECTIVE_KERNELS)]
        compute = [
            (e["ts"], e["ts"] + e["dur"]) for e in work if not e["name"].startswith(COLLECTIVE_KERNELS)
        ]
        exposed = union(comm) - both(comm, compute)
        per_step.append((len(comm), both(comm, compute), exposed, exposed / union(comm + compute)))
    return dict(
        zip(("count", "overlapped_us", "exposed_us", "share"), map(statistics.median, zip(*per_step)))
    )


def test_exposed_nccl_all_reduce_is_measured_on_the_gpu():
    path = EXTRA / "nccl_exposed.json"
    ref, found = nccl_reference(path), by_id(path)["communication"]
    assert ref == {"count": 3, "overlapped_us": 0, "exposed_us": 120, "share": 120 / 520}  # make_shaped.py
    assert found.evidence["exposed_us_per_step"] == pytest.approx(ref["exposed_us"])
    assert found.evidence["exposed_share"] == pytest.approx(ref["share"])
    assert found.evidence["ops_per_step"] == {"AllReduce": 3} and found.evidence["unbucketed"] is False
    assert "23% of the device's busy time" in found.message and "overlap" in found.remedy


def test_overlapped_nccl_buckets_are_silent():
    path = EXTRA / "nccl_bucketed_overlapped.json"
    assert nccl_reference(path)["overlapped_us"] == 120 and nccl_reference(path)["exposed_us"] == 0
    assert "communication" not in by_id(path)


def test_forty_nccl_all_reduces_a_step_are_unbucketed():
    path = EXTRA / "nccl_unbucketed.json"
    found = by_id(path)["communication"]
    assert nccl_reference(path)["count"] == found.evidence["collectives_per_step"] == 40
    assert found.evidence["unbucketed"] is True


def test_mtia_hccl_collective_is_read_as_communication():
    path = DATA / "foreign" / "mtia.json"  # an hccl::all_reduce after the step's kernel (libkineto's format)
    ref, found = nccl_reference(path), by_id(path)["communication"]
    assert found.evidence["backend"] == "hccl" and found.evidence["ops_per_step"] == {"all_reduce": 1}
    assert found.evidence["exposed_us_per_step"] == ref["exposed_us"] == 90
    assert found.evidence["exposed_share"] == pytest.approx(ref["share"]) and ref["share"] == 90 / 210


# ---- host side: syncs, HtoD copies, allocations, tiny kernels ----


def host_reference(path: Path) -> dict:
    evs = raw(path)
    steps = profiler_steps(evs)
    all_work = [(e["ts"], e["ts"] + e["dur"]) for step in steps for e in launched_in(evs, step)]
    rows = [host_step(evs, step, all_work) for step in steps]
    lists = ("kernel_durs", "launch_durs")
    ref = {key: statistics.median(row[key] for row in rows) for key in rows[0] if key not in lists}
    for key, name in zip(lists, ("median_kernel_us", "launch_call_us")):  # over every step's events
        values = [d for row in rows for d in row[key]]
        ref[name] = statistics.median(values) if values else 0
    return ref


def host_step(evs, step, all_work) -> dict:
    mine = [e for e in evs if inside(e, step)]
    sync_calls = [e for e in mine if e["cat"] in RUNTIME and e["name"] in SYNCS]
    waits = [(e["ts"], e["ts"] + e["dur"]) for e in sync_calls]
    idle = idle_after([hi for _, hi in waits], all_work, step["ts"] + step["dur"])
    allocs = [e["dur"] for e in mine if e["cat"] in RUNTIME and e["name"] in ALLOCATIONS]
    work = launched_in(evs, step)
    pageable = [e for e in work if "HtoD (Pageable" in e["name"]]
    kernels = [e for e in work if e["cat"] == "kernel"]
    return dict(
        syncs=len(sync_calls),
        sync_us=sum(hi - lo for lo, hi in waits),
        gpu_in_sync=both(waits, all_work),
        idle_after=idle,
        sync_cost_share=(sum(hi - lo for lo, hi in waits) + idle) / step["dur"],
        allocs=len(allocs),
        alloc_us=sum(allocs),
        pageable_bytes=sum(e["args"]["bytes"] for e in pageable),
        pageable_us=sum(e["dur"] for e in pageable),
        pinned_bytes=sum(e["args"]["bytes"] for e in work if "HtoD (Pinned" in e["name"]),
        kernels=len(kernels),
        kernel_durs=[e["dur"] for e in kernels],
        launch_durs=launch_calls(evs, kernels),
    )


def idle_after(ends, spans, step_end) -> float:
    """The GPU's idle time from each end to the next GPU work (or the step's end), unless busy then."""
    total = 0.0
    for end in ends:
        if any(lo <= end < hi for lo, hi in spans):
            continue
        following = min((lo for lo, _ in spans if lo > end), default=math.inf)
        total += max(0.0, min(following, step_end) - end)
    return total


def launch_calls(evs, kernels) -> list:
    ids = {e["args"]["correlation"] for e in kernels}
    return [e["dur"] for e in evs if e["cat"] in RUNTIME and e["args"].get("correlation") in ids]


def test_host_side_rules_on_a_messy_step_agree_with_the_raw_events():
    path = EXTRA / "messy_cuda_steps.json"
    ref, found = host_reference(path), by_id(path)
    sync = found["host-sync"].evidence
    assert sync["syncs_per_step"] == ref["syncs"] == 3
    assert sync["sync_share"] == pytest.approx(ref["sync_cost_share"]) and sync["callers"] == {
        "aten::item": 3
    }
    assert (
        sync["gpu_idle_after_sync_us"] == ref["idle_after"] == 96 + 784
    )  # to the next copy, to the step end
    assert (
        sync["gpu_busy_in_sync_us"] == pytest.approx(ref["gpu_in_sync"]) == 300 + 34 + 2
    )  # the GEMM's tail, 2 copies
    htod = found["htod-copy"].evidence
    assert htod["pageable_bytes_per_step"] == ref["pageable_bytes"] == 4 << 20
    assert htod["pageable_gpu_us_per_step"] == pytest.approx(ref["pageable_us"])
    assert htod["pinned_bytes_per_step"] == 1 << 20 and htod["pageable_call_us_per_step"] == 900
    churn = found["allocator-churn"].evidence
    assert churn["calls_per_step"] == ref["allocs"] == 2 and churn["call_us_per_step"] == ref["alloc_us"]
    tiny = found["tiny-kernels"].evidence
    assert tiny["kernels_per_step"] == ref["kernels"] == 301
    assert tiny["median_kernel_us"] == ref["median_kernel_us"] == 2 and tiny["launch_call_us"] == 4
    assert tiny["shorter_than_launch"] == 300 / 301
    for rule in ("host-sync", "htod-copy", "allocator-churn", "tiny-kernels"):
        assert found[rule].remedy


H200 = EXTRA / "h200"  # scripts/device/findings.sh on the lent H200 (torch 2.11)
CLEAN = [
    *sorted((DATA / "training").glob("*.json.gz")),
    *sorted((DATA / "h200").glob("*.json")),
    *(H200 / f"{case}.json.gz" for case in ("clean", "pinned", "cudagraph")),
]


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.name)
def test_training_rules_are_silent_where_the_evidence_is_absent(path):
    ref = host_reference(path)
    # what the recorded clean traces hold: at most the logging `loss.item()` sync, no pageable batch,
    # no allocations in most steps, tens of kernels a step, no collectives
    assert ref["syncs"] <= 1 or ref["sync_cost_share"] < 0.1
    assert ref["pageable_bytes"] < 1 << 20 and ref["allocs"] == 0 and ref["kernels"] < 200
    assert not TRAINING_RULES & set(by_id(path))


# ---- CUDA-graph copies without the graph-call annotation (older torch) ----


def test_old_torch_graph_copies_are_recognised_by_shape():
    path = EXTRA / "old_torch_cudagraph_training.json"
    evs = raw(path)
    owners = [e for e in evs if e["name"] in ("CompiledFunction", "CompiledFunctionBackward")]
    copies = []
    for owner in owners:
        held = [e for e in evs if owner["ts"] <= e["ts"] < owner["ts"] + owner["dur"]]
        if any(e["name"] == "cudaGraphLaunch" for e in held):
            ids = {e["args"]["correlation"] for e in held if e["name"] == "cudaMemcpyAsync"}
            copies += [e for e in evs if e["cat"] == "gpu_memcpy" and e["args"]["correlation"] in ids]
    steps = len(profiler_steps(evs))
    found = by_id(path)["cudagraph-input-copies"].evidence
    assert found["by_shape"] is True and found["graph_launches_per_step"] == 2
    assert found["copies_per_step"] == len(copies) / steps == 5
    assert found["copy_gpu_us"] == sum(e["dur"] for e in copies) / steps == 31
    assert found["bytes"] == sum(e["args"]["bytes"] for e in copies) / steps == 7 << 20


def test_annotated_graph_calls_keep_the_annotation_path():
    found = by_id(DATA / "h200" / "matmul_add_4096_reduce-overhead.json")["cudagraph-input-copies"]
    assert "by_shape" not in found.evidence and found.evidence["copy_ops"] == ["aten::_foreach_copy_"]


def test_whole_trace_figures_say_so():
    path = DATA / "foreign" / "steps_flood.json.gz"  # no profiler steps, a flood of annotations rejected
    kernels = [e["dur"] for e in raw(path) if e["cat"] == "kernel"]
    found = by_id(path)["tiny-kernels"]
    assert found.evidence["whole_trace"] is True and "for the whole trace" in found.message
    assert found.evidence["kernels_per_step"] == len(kernels) == 604
    assert found.evidence["median_kernel_us"] == statistics.median(kernels)


def test_a_first_step_allocation_is_a_one_off_not_churn():
    path = DATA / "foreign" / "one_off_first_step.json.gz"  # a 32.8 ms cudaMalloc in the first step only
    evs = raw(path)
    per_step = [
        sum(1 for e in evs if e["name"] in ALLOCATIONS and inside(e, step)) for step in profiler_steps(evs)
    ]
    assert per_step[0] >= 1 and statistics.median(per_step) == 0
    assert "allocator-churn" not in by_id(path)


# ---- recorded on the H200 (bench/record_cuda_findings.py: what each loop does, per step) ----

MANIFEST = json.loads((H200 / "record_cuda_findings.json").read_text())["cases"]


def test_h200_item_syncs_are_counted_and_costed():
    path, case = H200 / "syncs.json.gz", MANIFEST["syncs"]
    ref, found = host_reference(path), by_id(path)["host-sync"].evidence
    assert (
        found["syncs_per_step"]
        == ref["syncs"]
        == case["item_calls_per_step"] + case["synchronize_calls_per_step"]
    )
    assert found["callers"]["aten::item"] == case["item_calls_per_step"]
    assert found["sync_us_per_step"] == pytest.approx(ref["sync_us"])
    assert found["gpu_busy_in_sync_us"] == pytest.approx(ref["gpu_in_sync"])
    assert found["gpu_idle_after_sync_us"] == pytest.approx(ref["idle_after"])
    # float64 at 5e12 µs timestamps resolves 0.001 µs: a share of a 3.6 ms step agrees to ~1e-6
    assert (
        found["sync_share"] == pytest.approx(ref["sync_cost_share"], rel=1e-5) and found["sync_share"] >= 0.1
    )


def test_h200_pageable_batch_copy():
    path = H200 / "pageable.json.gz"
    ref, found = host_reference(path), by_id(path)["htod-copy"].evidence
    assert (
        found["pageable_bytes_per_step"]
        == ref["pageable_bytes"]
        == MANIFEST["pageable"]["htod_bytes_per_step"]
    )
    assert found["pageable_copies_per_step"] == MANIFEST["pageable"]["htod_copies_per_step"]
    assert found["pageable_gpu_us_per_step"] == pytest.approx(ref["pageable_us"])
    assert found["pinned_bytes_per_step"] == ref["pinned_bytes"] == 0


@pytest.mark.parametrize("case", ["pinned", "clean"])
def test_h200_pinned_batch_is_not_flagged(case):
    ref = host_reference(H200 / f"{case}.json.gz")
    assert ref["pinned_bytes"] == MANIFEST[case]["htod_bytes_per_step"] and ref["pageable_bytes"] == 0
    assert "htod-copy" not in by_id(H200 / f"{case}.json.gz")


def test_h200_empty_cache_churn():
    path = H200 / "churn.json.gz"
    ref, found = host_reference(path), by_id(path)["allocator-churn"].evidence
    assert found["calls_per_step"] == ref["allocs"] >= 1 and found["steps_with_calls"] == 3
    assert found["call_us_per_step"] == pytest.approx(ref["alloc_us"])


def test_h200_tiny_kernels_of_a_narrow_deep_mlp():
    path = H200 / "tiny.json.gz"
    ref, found = host_reference(path), by_id(path)["tiny-kernels"].evidence
    assert found["kernels_per_step"] == ref["kernels"] >= 200
    assert found["median_kernel_us"] == ref["median_kernel_us"] <= 5
    assert found["launch_call_us"] == pytest.approx(ref["launch_call_us"])


def test_h200_graph_copies_found_by_shape_once_the_annotations_are_gone(tmp_path):
    annotated = by_id(H200 / "cudagraph.json.gz")["cudagraph-input-copies"].evidence
    assert "by_shape" not in annotated and annotated["copy_ops"] == ["aten::_foreach_copy_"]
    trace = json.loads(gzip.decompress((H200 / "cudagraph.json.gz").read_bytes()))
    trace["traceEvents"] = [
        e for e in trace["traceEvents"] if "## Call CompiledFxGraph" not in e.get("name", "")
    ]
    stripped = tmp_path / "older_torch_shape.json"  # what torch < 2.3 writes: no graph-call annotation
    stripped.write_text(json.dumps(trace))
    evs = raw(stripped)
    copy_ops = [e for e in evs if e["name"] == "aten::_foreach_copy_"]
    calls = {
        e["args"]["correlation"]
        for e in evs
        if e["cat"] in RUNTIME and any(op["ts"] <= e["ts"] < op["ts"] + op["dur"] for op in copy_ops)
    }
    copies = [e for e in evs if e["cat"] == "kernel" and e["args"].get("correlation") in calls]
    steps = len(profiler_steps(evs))
    found = by_id(stripped)["cudagraph-input-copies"].evidence
    assert found["by_shape"] is True and found["graph_launches_per_step"] == 2  # forward + backward
    assert found["copies_per_step"] == len(copies) / steps == annotated["copy_kernels_per_call"] * 2
    assert found["copy_gpu_us"] == pytest.approx(statistics.median(per_step_sums(evs, copies)))


def per_step_sums(evs, gpu_events) -> list:
    by_correlation = {e["args"]["correlation"]: e for e in gpu_events}
    sums = []
    for step in profiler_steps(evs):
        ids = {e["args"].get("correlation") for e in evs if e["cat"] in RUNTIME and inside(e, step)}
        sums.append(sum(by_correlation[i]["dur"] for i in ids & by_correlation.keys()))
    return sums


@pytest.mark.parametrize(
    "dropped, counted_from, counted",
    [(None, "nccl spans", "nccl:"), ("nccl:", "record_param_comms", "record_param_comms")],
)
def test_a_cpu_only_profile_of_an_nccl_job_still_counts_its_collectives(
    tmp_path, dropped, counted_from, counted
):
    """`nccl:<op>` spans time only the enqueue: they are counted (as the rank report counts them), not timed;
    without them the host's `record_param_comms` ops count the collectives."""
    trace = json.loads((EXTRA / "nccl_unbucketed.json").read_text())
    trace["traceEvents"] = [
        e for e in trace["traceEvents"] if e["pid"] != 0 and not (dropped and e["name"].startswith(dropped))
    ]  # ProfilerActivity.CPU only
    path = tmp_path / "cpu_only.json"
    path.write_text(json.dumps(trace))
    evs = raw(path)
    per_step = [sum(e["name"].startswith(counted) and inside(e, s) for e in evs) for s in profiler_steps(evs)]
    found = by_id(path)["communication"].evidence
    assert found["collectives_per_step"] == statistics.median(per_step) == 40
    assert found["counted_from"] == counted_from and found["unbucketed"] is True
