"""Communication: the collectives of a data-parallel step, their time, and how much of it is exposed.

On the GPU (NCCL / RCCL) a collective is a kernel `ncclDevKernel_*` (NCCL >= 2.19) or `ncclKernel_*`
(older) on its own stream, on MTIA an `hccl::<op>` device event; it is overlapped while other device
work of the step runs at the same time, exposed otherwise. On the CPU (gloo) it is a `gloo:<op>` span on one of gloo's worker threads; it is
overlapped while the other threads of the process run ops, exposed while they wait.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

import numpy as np

from compile_inspect.findings import steps_view as view
from compile_inspect.findings.inputs import Inputs
from compile_inspect.trace import events
from compile_inspect.trace.index import KIND_CODE, ROLE_KERNEL, TraceIndex
from compile_inspect.trace.model import Finding, LayerKind

DEVICE_COLLECTIVE_PREFIXES = (*events.NCCL_KERNEL_PREFIXES, events.HCCL_PREFIX)
# Collectives a step from which they look issued one tensor at a time (not bucketed).
UNBUCKETED_PER_STEP = 20
# Exposed communication of this share of the step's GPU busy time (CPU: of the step) or more.
EXPOSED_SHARE = 0.2


def communication(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps:
        return None
    per_step = _gpu_collectives(index) or _cpu_collectives(index)
    if per_step is None:
        return _enqueued_only(index)
    counts = [step["collectives"] for step in per_step]
    exposed_share = view.median([step["exposed_share"] for step in per_step])
    unbucketed = view.median(counts) >= UNBUCKETED_PER_STEP
    if not unbucketed and exposed_share < EXPOSED_SHARE:
        return None
    evidence = _summary(per_step, unbucketed)
    return view.step_finding(index, "communication", _message(evidence), evidence, _remedy(evidence))


def _enqueued_only(index: TraceIndex) -> Optional[Finding]:
    """Without device collectives or gloo spans (a CPU-only profile of an NCCL job), the host's
    `record_param_comms` ops (else the `c10d::` collective ops) still count the collectives a step;
    they cannot time them, so only the un-bucketed claim is made."""
    marker = events.RECORD_PARAM_COMMS if index.name_code(events.RECORD_PARAM_COMMS) >= 0 else None
    names = [marker] if marker else [name for name in index.names if name.startswith(events.C10D_PREFIX)]
    found = view.step_calls(index, names)
    count = view.median(found.per_step_count())
    if not len(found.calls) or count < UNBUCKETED_PER_STEP:
        return None
    evidence = {
        "backend": None,
        "collectives_per_step": count,
        "ops_per_step": {name: round(n, 1) for name, n in found.names(index).most_common()},
        "counted_from": marker or "c10d ops",
        "unbucketed": True,
    }
    message = (
        f"{count:g} collectives a step enqueued ({', '.join(evidence['ops_per_step'])}): that many a step means "
        "gradients are reduced one tensor at a time, not in buckets (the trace has no device activity or "
        "backend spans to time them)"
    )
    return view.step_finding(index, "communication", message, evidence, _remedy(evidence))


def _gpu_collectives(index: TraceIndex) -> Optional[list[dict]]:
    work = index.work
    names = [index.gpu[i].name for i in work.gpu.tolist()]
    comm = np.array([name.startswith(DEVICE_COLLECTIVE_PREFIXES) for name in names], dtype=bool)
    comm &= work.role == ROLE_KERNEL
    if not comm.any():
        return None
    backend, spans = _backend(names, comm), (work.ts, work.ts + work.dur)
    comm_events = np.flatnonzero(comm)
    labels = np.array([_op(names[k]) for k in comm_events.tolist()], dtype=object)
    found = []
    for step in range(len(index.steps)):
        mine = work.step == step
        comm_spans = tuple(edge[mine & comm] for edge in spans)
        compute_spans = tuple(edge[mine & ~comm] for edge in spans)
        busy = view.covered(*(edge[mine] for edge in spans))
        ops = Counter(labels[work.step[comm_events] == step].tolist())
        found.append(_step(comm_spans, compute_spans, busy, ops, backend))
    return found


def _cpu_collectives(index: TraceIndex) -> Optional[list[dict]]:
    members = index.member
    names = [index.names[code] for code in range(len(index.names))]
    is_gloo = np.array([name.startswith(events.GLOO_PREFIX) for name in names], dtype=bool)[
        index.name[members]
    ]
    if not is_gloo.any():
        return None
    comm_threads = np.unique(index.thread[members[is_gloo]])
    is_comm_name = np.array([events.is_communication_op(name) for name in names], dtype=bool)
    compute = (
        (index.kind[members] == KIND_CODE[LayerKind.ATEN])
        & ~is_comm_name[index.name[members]]
        & ~np.isin(index.thread[members], comm_threads)
    )
    found = []
    for step, span in enumerate(index.steps):
        mine = index.member_step == step
        window = (span.ts, span.ts + span.dur)
        comm_calls, compute_calls = members[mine & is_gloo], members[mine & compute]
        comm_spans = view.clipped(index.ts[comm_calls], index.end[comm_calls], *window)
        compute_spans = view.clipped(index.ts[compute_calls], index.end[compute_calls], *window)
        ops = Counter(
            names[code].removeprefix(events.GLOO_PREFIX) for code in index.name[comm_calls].tolist()
        )
        found.append(_step(comm_spans, compute_spans, span.dur, ops, events.GLOO))
    return found


def _step(comm_spans, compute_spans, base_us: float, ops: Counter, backend: str) -> dict:
    comm_us = view.covered(*comm_spans)
    overlapped = view.overlap(comm_spans, compute_spans)
    exposed = comm_us - overlapped
    return {
        "backend": backend,
        "collectives": sum(ops.values()),
        "ops": ops,
        "comm_us": comm_us,
        "overlapped_us": overlapped,
        "exposed_us": exposed,
        "base_us": base_us,  # GPU busy time of the step (NCCL) or its wall time (gloo)
        "exposed_share": exposed / base_us if base_us > 0 else 0.0,
    }


def _summary(per_step: list[dict], unbucketed: bool) -> dict:
    ops = sum((step["ops"] for step in per_step), Counter())
    return {
        "backend": per_step[0]["backend"],
        "collectives_per_step": view.median([s["collectives"] for s in per_step]),
        "ops_per_step": {op: n / len(per_step) for op, n in ops.most_common()},
        "comm_us_per_step": view.median([s["comm_us"] for s in per_step]),
        "overlapped_us_per_step": view.median([s["overlapped_us"] for s in per_step]),
        "exposed_us_per_step": view.median([s["exposed_us"] for s in per_step]),
        "exposed_share": view.median([s["exposed_share"] for s in per_step]),
        "unbucketed": unbucketed,
    }


def _message(e: dict) -> str:
    of = "of the step" if e["backend"] == events.GLOO else "of the device's busy time"
    ops = ", ".join(f"{op} x{n:g}" for op, n in e["ops_per_step"].items())
    text = (
        f"{e['collectives_per_step']:g} {e['backend']} collectives a step ({ops}): "
        f"{view.ms_text(e['comm_us_per_step'])} of communication, {view.ms_text(e['overlapped_us_per_step'])} overlapped "
        f"with compute, {view.ms_text(e['exposed_us_per_step'])} exposed ({e['exposed_share']:.0%} {of})"
    )
    if e["unbucketed"]:
        text += "; that many a step means gradients are reduced one tensor at a time, not in buckets"
    return text


def _remedy(e: dict) -> str:
    if e["unbucketed"]:
        return (
            "bucket the gradients: wrap the model in DistributedDataParallel (bucket_cap_mb) instead of "
            "all-reducing each parameter, or flatten them into one buffer per all-reduce"
        )
    return (
        "overlap communication with backward: DDP does (check find_unused_parameters=False, no "
        "no_sync() on every step, bucket_cap_mb), or compute more per step (gradient accumulation)"
    )


def _backend(names: list, comm: np.ndarray) -> str:
    first = names[int(np.flatnonzero(comm)[0])]
    return events.HCCL if first.startswith(events.HCCL_PREFIX) else events.NCCL


def _op(kernel_name: str) -> str:
    """`ncclDevKernel_AllReduce_Sum_f32_RING_LL(...)` -> `AllReduce`; `hccl::all_reduce` -> `all_reduce`."""
    if kernel_name.startswith(events.HCCL_PREFIX):
        return kernel_name.removeprefix(events.HCCL_PREFIX)
    rest = kernel_name.split("(")[0]
    for prefix in events.NCCL_KERNEL_PREFIXES:
        rest = rest.removeprefix(prefix)
    return rest.split("_")[0]
