"""Communication: the collectives of a data-parallel step, their time, and how much of it is exposed.

Which events are collectives is `trace/collectives.py`'s to say (the rank report asks it too). On the
device (NCCL / RCCL kernels, MTIA's `hccl::<op>` events) a collective is overlapped while other device work
of the step runs at the same time, exposed otherwise. On the CPU (gloo) it is a `gloo:<op>` span on one of
gloo's worker threads; it is overlapped while the other threads of the process run ops, exposed while they
wait. An `nccl:<op>` span (a CPU-only profile of an NCCL job) times only the enqueue: it is counted, not
timed.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

import numpy as np

from compile_inspect.findings import steps_view as view
from compile_inspect.findings.evidence import Communication
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs
from compile_inspect.trace import collectives, events, intervals
from compile_inspect.trace.collectives import Collectives
from compile_inspect.trace.index import KIND_CODE, TraceIndex
from compile_inspect.trace.model import LayerKind
from compile_inspect.units import ms_text

# Collectives a step from which they look issued one tensor at a time (not bucketed).
UNBUCKETED_PER_STEP = 20
# Exposed communication of this share of the step's GPU busy time (CPU: of the step) or more.
EXPOSED_SHARE = 0.2


def communication(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps:
        return None
    found = collectives.step_collectives(index)
    per_step = step_figures(index, found)
    if per_step is None:
        return _counted_only(index, found)
    counts = [step["collectives"] for step in per_step]
    exposed_share = view.median([step["exposed_share"] for step in per_step])
    unbucketed = view.median(counts) >= UNBUCKETED_PER_STEP
    if not unbucketed and exposed_share < EXPOSED_SHARE:
        return None
    evidence = _summary(per_step, unbucketed)
    return view.step_finding(index, "communication", _message(evidence), evidence, _remedy(evidence))


def step_figures(index: TraceIndex, found: Collectives) -> Optional[list[dict]]:
    """Per step: its collectives by op, their time, how much of it overlapped other work and how much was
    exposed; None where the collectives cannot be timed (none, or `nccl:<op>` enqueue spans only)."""
    if found.where == collectives.DEVICE:
        return _device_figures(index, found)
    if found.where == collectives.CPU and found.timed:
        return _cpu_figures(index, found)
    return None


def _counted_only(index: TraceIndex, found: Collectives) -> Optional[Finding]:
    """Collectives that cannot be timed still count a step: the untimed spans (`nccl:<op>`), else the
    host's `record_param_comms` ops, else the `c10d::` collective ops; only the un-bucketed claim is made."""
    calls, counted_from = _host_markers(index, found)
    count = view.median(calls.per_step_count())
    if not len(calls.calls) or count < UNBUCKETED_PER_STEP:
        return None
    evidence = Communication(
        backend=None,
        collectives_per_step=count,
        ops_per_step={name: round(n, 1) for name, n in calls.names(index).most_common()},
        counted_from=counted_from,
        unbucketed=True,
    )
    message = (
        f"{count:g} collectives a step enqueued ({', '.join(evidence['ops_per_step'])}): that many a step means "
        "gradients are reduced one tensor at a time, not in buckets (the trace has no device activity or "
        "backend spans to time them)"
    )
    return view.step_finding(index, "communication", message, evidence, _remedy(evidence))


def _host_markers(index: TraceIndex, found: Collectives) -> tuple[view.StepCalls, str]:
    if found.where == collectives.CPU:
        return view.StepCalls(found.event, found.step, found.steps), f"{found.backend} spans"
    if index.name_code(events.RECORD_PARAM_COMMS) >= 0:
        return view.step_calls(index, [events.RECORD_PARAM_COMMS]), events.RECORD_PARAM_COMMS
    c10d_ops = [name for name in index.names if name.startswith(events.C10D_PREFIX)]
    return view.step_calls(index, c10d_ops), "c10d ops"


def _device_figures(index: TraceIndex, found: Collectives) -> list[dict]:
    work = index.work
    comm = np.zeros(len(work.gpu), dtype=bool)
    comm[found.event] = True
    spans = (work.ts, work.ts + work.dur)
    labels = _ops(found)
    per_step = []
    for step in range(len(index.steps)):
        mine = work.step == step
        comm_spans = tuple(edge[mine & comm] for edge in spans)
        compute_spans = tuple(edge[mine & ~comm] for edge in spans)
        busy = intervals.covered(*(edge[mine] for edge in spans))
        ops = Counter(labels[found.step == step].tolist())
        per_step.append(_step(comm_spans, compute_spans, busy, ops, found.backend))
    return per_step


def _cpu_figures(index: TraceIndex, found: Collectives) -> list[dict]:
    members = index.member
    comm_threads = np.unique(index.thread[found.event])
    is_comm_name = np.array([events.is_communication_op(name) for name in index.names], dtype=bool)
    compute = (
        (index.kind[members] == KIND_CODE[LayerKind.ATEN])
        & ~is_comm_name[index.name[members]]
        & ~np.isin(index.thread[members], comm_threads)
    )
    labels = _ops(found)
    per_step = []
    for step, span in enumerate(index.steps):
        window = (span.ts, span.ts + span.dur)
        comm_calls = found.event[found.step == step]
        compute_calls = members[(index.member_step == step) & compute]
        comm_spans = intervals.clipped(index.ts[comm_calls], index.end_of(comm_calls), *window)
        compute_spans = intervals.clipped(index.ts[compute_calls], index.end_of(compute_calls), *window)
        ops = Counter(labels[found.step == step].tolist())
        per_step.append(_step(comm_spans, compute_spans, span.dur, ops, found.backend))
    return per_step


def _ops(found: Collectives) -> np.ndarray:
    """Each collective's op (`AllReduce`, `all_reduce`), as an array to pick a step's from."""
    return np.array([collective.op for collective in found.found], dtype=object)


def _step(comm_spans, compute_spans, base_us: float, ops: Counter, backend: Optional[str]) -> dict:
    comm_us = intervals.covered(*comm_spans)
    overlapped = intervals.overlap(comm_spans, compute_spans)
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


def _summary(per_step: list[dict], unbucketed: bool) -> Communication:
    ops: Counter[str] = sum((step["ops"] for step in per_step), Counter())
    return Communication(
        backend=per_step[0]["backend"],
        collectives_per_step=view.median([s["collectives"] for s in per_step]),
        ops_per_step={op: n / len(per_step) for op, n in ops.most_common()},
        comm_us_per_step=view.median([s["comm_us"] for s in per_step]),
        overlapped_us_per_step=view.median([s["overlapped_us"] for s in per_step]),
        exposed_us_per_step=view.median([s["exposed_us"] for s in per_step]),
        exposed_share=view.median([s["exposed_share"] for s in per_step]),
        unbucketed=unbucketed,
    )


def _message(e: Communication) -> str:
    of = "of the step" if e["backend"] == events.GLOO else "of the device's busy time"
    ops = ", ".join(f"{op} x{n:g}" for op, n in e["ops_per_step"].items())
    text = (
        f"{e['collectives_per_step']:g} {e['backend']} collectives a step ({ops}): "
        f"{ms_text(e['comm_us_per_step'])} of communication, {ms_text(e['overlapped_us_per_step'])} overlapped "
        f"with compute, {ms_text(e['exposed_us_per_step'])} exposed ({e['exposed_share']:.0%} {of})"
    )
    if e["unbucketed"]:
        text += "; that many a step means gradients are reduced one tensor at a time, not in buckets"
    return text


def _remedy(e: Communication) -> str:
    if e["unbucketed"]:
        return (
            "bucket the gradients: wrap the model in DistributedDataParallel (bucket_cap_mb) instead of "
            "all-reducing each parameter, or flatten them into one buffer per all-reduce"
        )
    return (
        "overlap communication with backward: DDP does (check find_unused_parameters=False, no "
        "no_sync() on every step, bucket_cap_mb), or compute more per step (gradient accumulation)"
    )
