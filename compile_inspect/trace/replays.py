"""CUDA graph replays attributed kernel by kernel (issue 41). A `cudaGraphLaunch` replays every kernel,
copy and set the graph recorded under one correlation id: the trace names no op, no launch and no code
line for any of them. The same compiled graph run without CUDA graphs (default against reduce-overhead,
max-autotune-no-cudagraphs against max-autotune) launches the same work in the same order, each under
the op that launched it: the i-th graph launch of a step is joined to the i-th compiled graph call of the
reference's step, and their GPU events position by position where they are the same work (the same
kernel name; a copy for a copy, as a graph records a DtoD copy as a `memcpy128` kernel; a set for a
set). The join is checked: a position where the two differ, or a count that differs, stops it there,
and what is left stays unattributed with its share of the graph's GPU time. No torch.

    >>> found = attribute_replays(reduce_overhead_analysis, default_analysis)
    >>> found.attributed_share, found.events[0].op       # 1.0, 'aten::addmm'
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from compile_inspect.kinds import LayerKind
from compile_inspect.trace.model import (  # noqa: F401  (the two value types re-exported)
    ChainNode,
    ReplayAttribution,
    ReplayedEvent,
    TraceAnalysis,
    TraceEvent,
)

NO_REFERENCE = "no run of the same graph without CUDA graphs"
_GRAPH_COPY = re.compile(r"^memcpy\d+")  # how CUDA writes a graph's copy node: a kernel `memcpy128`


def attribute_replays(
    test: TraceAnalysis, reference: Optional[TraceAnalysis], label: str = ""
) -> Optional[ReplayAttribution]:
    """The test's graph replays (its last step) joined to the reference's graph calls (its last step),
    every event unattributed without a reference; None where the test's step launches no CUDA graph."""
    launches = _graph_launches(test)
    if not launches:
        return None
    if reference is None:
        alone = [_unjoined(n, e) for n, launch in enumerate(launches) for e in launch.gpu]
        return ReplayAttribution(tuple(alone), "", NO_REFERENCE)
    calls = _graph_calls(reference)
    events: list[ReplayedEvent] = []
    stopped = ""
    for number, launch in enumerate(launches):
        replayed = sorted(launch.gpu, key=lambda event: event.ts or 0.0)
        if number >= len(calls):
            stopped = (
                stopped
                or f"the reference runs {len(calls)} compiled graph(s) a step, the replay {len(launches)}"
            )
            events += [_unjoined(number, e) for e in replayed]
            continue
        joined, why = _join(number, replayed, calls[number])
        events += joined
        stopped = stopped or why
    return ReplayAttribution(tuple(events), label, stopped)


def _join(number: int, replayed, call: ChainNode) -> tuple[list[ReplayedEvent], str]:
    reference = _launched(call)
    joined, why = [], ""
    for at, event in enumerate(replayed):
        ref = reference[at] if at < len(reference) and not why else None
        if ref is not None and not _same_work(event, ref[1]):
            why = f"graph launch {number + 1}, event {at + 1}: {event.name} where the reference ran {ref[1].name}"
            ref = None
        if ref is None:
            joined.append(_unjoined(number, event))
        else:
            op, ref_event, call_no, inner = ref
            joined.append(
                ReplayedEvent(number, event.name, event.dur or 0.0, op, call.name, ref_event.name, call_no,
                              _work(event), inner if inner != op else None)
            )  # fmt: skip
    if not why and len(reference) != len(replayed):
        why = f"graph launch {number + 1}: {len(replayed)} events replayed, {len(reference)} in the reference"
    return joined, why


def _unjoined(number: int, event: TraceEvent) -> ReplayedEvent:
    return ReplayedEvent(number, event.name, event.dur or 0.0, work=_work(event))


def _same_work(replayed, reference) -> bool:
    if replayed.name == reference.name:
        return True
    kinds = {_work(replayed), _work(reference)}
    return len(kinds) == 1 and kinds != {LayerKind.KERNEL}


def _work(event) -> str:
    if event.cat == "gpu_memcpy" or _GRAPH_COPY.match(event.name):
        return LayerKind.MEMCPY
    return LayerKind.MEMSET if event.cat == "gpu_memset" else LayerKind.KERNEL


def _graph_launches(analysis: TraceAnalysis) -> list[ChainNode]:
    step = analysis.step() if analysis.steps else None
    return [node for node in step.walk() if node.kind == LayerKind.GRAPH_LAUNCH] if step else []


def _graph_calls(analysis: TraceAnalysis) -> list[ChainNode]:
    step = analysis.step() if analysis.steps else None
    return [node for node in step.walk() if node.kind == LayerKind.GRAPH_CALL] if step else []


def _launched(call: ChainNode) -> list[tuple[str, TraceEvent, int, Optional[str]]]:
    """(what launched it, the GPU event, which op call, the op right above it) of each GPU event under the
    graph call, in launch order. What launched it: the outermost aten op or Triton launch above it, what
    the generated code called (`aten::_scaled_dot_product_efficient_attention` above the
    `_efficient_attention_forward` that launched the kernel), else the event's own name (a generated
    kernel's name is its code's); those calls numbered in the order they start."""
    found: list[tuple[str, TraceEvent, int, Optional[str]]] = []
    stack: list[tuple[ChainNode, Optional[str], int, Optional[str]]] = [(call, None, -1, None)]
    calls = 0
    while stack:
        node, outer, call_no, inner = stack.pop()
        if node.kind in (LayerKind.ATEN, LayerKind.TRITON_CALL):
            inner = node.name
            if outer is None:
                outer, call_no, calls = node.name, calls, calls + 1
        found += [(outer or event.name, event, call_no, inner) for event in node.gpu]
        stack.extend((child, outer, call_no, inner) for child in reversed(node.children))
    return found


# The mode that runs a CUDA-graph mode's compiled graph without CUDA graphs.
WITHOUT_CUDA_GRAPHS = {"reduce-overhead": "default", "max-autotune": "max-autotune-no-cudagraphs"}


def with_replays(
    analysis: Optional[TraceAnalysis], reference: Optional[TraceAnalysis], label: str = ""
) -> Optional[TraceAnalysis]:
    """The analysis with its CUDA graph replays attributed (`replays`, unattributed without a reference)
    and each kernel row naming the ops its replayed events were joined to (`launched_by`); unchanged
    where no step launches a CUDA graph. Done once, when a session is loaded (compare/loading.py)."""
    found = attribute_replays(analysis, reference, label) if analysis is not None else None
    if analysis is None or found is None:
        return analysis
    ops = ops_by_name(found)
    kernels = tuple(replace(row, launched_by=ops.get(row.name, ())) for row in analysis.kernels)
    return replace(analysis, replays=found, kernels=kernels)


def op_calls(found: ReplayAttribution, op: str) -> list[tuple[float, str]]:
    """(GPU µs, its longest kernel's name) of each call of `op` (what the generated code called) whose
    replayed kernels were attributed to it, in step order: an extern call's cost per call where the replay
    hides the op (memcpy / memset left out, as the roofline counts the op's kernels)."""
    per_call: dict[int, list[ReplayedEvent]] = {}
    for event in found.events:
        if event.op == op and event.work == LayerKind.KERNEL:
            per_call.setdefault(event.op_call, []).append(event)
    return [
        (sum(e.gpu_us for e in group), max(group, key=lambda e: e.gpu_us).name) for group in per_call.values()
    ]


def ops_by_name(found: Optional[ReplayAttribution]) -> dict[str, tuple[str, ...]]:
    """GPU event name -> the ops its replayed events were joined to (first seen first): what a kernel
    table row of a CUDA graph mode launched. A generated kernel (joined to itself) names none."""
    ops: dict[str, dict[str, None]] = {}
    for event in found.events if found else ():
        if event.op is not None and event.op != event.name:
            ops.setdefault(event.name, {})[event.op] = None
    return {name: tuple(names) for name, names in ops.items()}


def by_op(found: ReplayAttribution) -> list[tuple[str, int, float]]:
    """(op, events, GPU µs) of the attributed events, the costliest first."""
    totals: dict[str, list] = {}
    for event in found.events:
        if event.op is not None:
            total = totals.setdefault(event.op, [0, 0.0])
            total[0] += 1
            total[1] += event.gpu_us
    return sorted(((op, n, us) for op, (n, us) in totals.items()), key=lambda item: -item[2])
