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

import difflib
import re
from dataclasses import replace
from typing import Optional

from compile_inspect.kinds import LayerKind
from compile_inspect.trace import events
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
    """The replayed events aligned with the reference's (the longest runs of the same work in the same order,
    `difflib`): an event in a run takes the reference's op; one outside it (autotuning picked another
    kernel, a Triton template for a cuBLAS GEMM) is its own where its name is a generated kernel's (its
    code's, as in the reference), else unattributed; the first place they differ is said."""
    reference = _launched(call)
    ops: dict[int, tuple[str, TraceEvent, int, Optional[str]]] = {}
    matcher = difflib.SequenceMatcher(
        None, [_key(e) for e in replayed], [_key(r[1]) for r in reference], False
    )
    for block in matcher.get_matching_blocks():
        ops.update((block.a + k, reference[block.b + k]) for k in range(block.size))
    joined = [_joined(number, event, ops.get(at), call.name) for at, event in enumerate(replayed)]
    return joined, _first_difference(number, matcher, replayed, reference)


def _key(event: TraceEvent) -> str:
    """What two GPU events must share to be the same work: a kernel's name; a copy, a set."""
    work = _work(event)
    return event.name if work == LayerKind.KERNEL else work


def _joined(number: int, event: TraceEvent, ref, graph_call: str) -> ReplayedEvent:
    if ref is None:
        own = event.name if event.name.startswith(events.TRITON_PREFIX) else None  # named for its code
        return ReplayedEvent(number, event.name, event.dur or 0.0, own, work=_work(event))
    op, ref_event, call_no, inner = ref
    return ReplayedEvent(number, event.name, event.dur or 0.0, op, graph_call, ref_event.name, call_no,
                         _work(event), inner if inner != op else None)  # fmt: skip


def _first_difference(number: int, matcher: difflib.SequenceMatcher, replayed, reference) -> str:
    """Where the replay first ran other work than the reference ('' where the two are the same work)."""
    tag, i1, i2, j1, j2 = next(
        (op for op in matcher.get_opcodes() if op[0] != "equal"), ("equal", 0, 0, 0, 0)
    )
    if tag == "equal":
        return ""
    ours = replayed[i1].name if i1 < i2 else "nothing"
    theirs = reference[j1][1].name if j1 < j2 else "nothing"
    differ = sum(i2 - i1 for t, i1, i2, _, _ in matcher.get_opcodes() if t != "equal")
    return (f"graph launch {number + 1}, event {i1 + 1}: {ours} where the reference ran {theirs} "
            f"({differ} replayed event(s) not in the reference)")  # fmt: skip


def _unjoined(number: int, event: TraceEvent) -> ReplayedEvent:
    return ReplayedEvent(number, event.name, event.dur or 0.0, work=_work(event))


def _work(event) -> str:
    if event.cat == "gpu_memcpy" or _GRAPH_COPY.match(event.name):
        return LayerKind.MEMCPY
    return LayerKind.MEMSET if event.cat == "gpu_memset" else LayerKind.KERNEL


def _graph_launches(analysis: TraceAnalysis) -> list[ChainNode]:
    step = analysis.step() if analysis.steps else None
    return [node for node in step.walk() if node.kind == LayerKind.GRAPH_LAUNCH] if step else []


def _graph_calls(analysis: TraceAnalysis) -> list[ChainNode]:
    """The reference's compiled graph calls of its last step; where it has none (a backend without
    Inductor: aot_eager, the cudagraphs backend's graph without graphs), its compiled regions."""
    step = analysis.step() if analysis.steps else None
    nodes = list(step.walk()) if step else []
    calls = [node for node in nodes if node.kind == LayerKind.GRAPH_CALL]
    return calls or [node for node in nodes if node.kind == LayerKind.COMPILED_REGION]


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
WITHOUT_CUDA_GRAPHS = {
    "reduce-overhead": "default",
    "max-autotune": "max-autotune-no-cudagraphs",
    "cudagraphs": "aot_eager",  # the backend runs AOTAutograd's graph in a CUDA graph; aot_eager runs it as is
}


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


def replayed_op_calls(found: ReplayAttribution) -> list[tuple[str, list[ReplayedEvent]]]:
    """(op, its replayed kernels) of each op call the replay's kernels were joined to, in step order
    (memcpy / memset left out, as the roofline counts an op's kernels)."""
    per_call: dict[tuple[int, int], list[ReplayedEvent]] = {}
    for event in found.events:
        if event.op is not None and event.op_call >= 0 and event.work == LayerKind.KERNEL:
            per_call.setdefault((event.launch, event.op_call), []).append(event)
    return [(group[0].op or "", group) for _, group in sorted(per_call.items())]


def op_calls(found: ReplayAttribution, op: str) -> list[tuple[float, str]]:
    """(GPU µs, its longest kernel's name) of each call of `op` (what the generated code called) whose
    replayed kernels were attributed to it, in step order: an extern call's cost per call where the replay
    hides the op."""
    return [
        (sum(e.gpu_us for e in group), max(group, key=lambda e: e.gpu_us).name)
        for called, group in replayed_op_calls(found)
        if called == op
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
