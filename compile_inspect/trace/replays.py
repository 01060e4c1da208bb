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
from dataclasses import dataclass
from typing import Optional

from compile_inspect.kinds import LayerKind
from compile_inspect.trace.model import ChainNode, TraceAnalysis, TraceEvent

NO_REFERENCE = "no run of the same graph without CUDA graphs"
_GRAPH_COPY = re.compile(r"^memcpy\d+")  # how CUDA writes a graph's copy node: a kernel `memcpy128`


@dataclass(frozen=True)
class ReplayedEvent:
    """One GPU event a graph launch replayed: its name and time, and where the reference launched the
    same work (the op and the launch call above it, the reference's name for it); op None: unattributed."""

    launch: int  # which graph launch of the step (0 the first)
    name: str
    gpu_us: float
    op: Optional[str] = None
    graph_call: Optional[str] = None  # the reference's `## Call CompiledFxGraph <hash> ##` it ran under
    reference_name: Optional[str] = None


@dataclass(frozen=True)
class ReplayAttribution:
    """Every GPU event the representative step's graph launches replayed, attributed where the join held;
    `stopped`: why it stopped, where it did ('' when every event was joined)."""

    events: tuple[ReplayedEvent, ...]
    reference: str
    stopped: str = ""

    @property
    def gpu_us(self) -> float:
        return sum(event.gpu_us for event in self.events)

    @property
    def attributed_share(self) -> float:
        joined = sum(event.gpu_us for event in self.events if event.op is not None)
        return joined / self.gpu_us if self.gpu_us else 1.0


def attribute_replays(
    test: TraceAnalysis, reference: Optional[TraceAnalysis], label: str = ""
) -> Optional[ReplayAttribution]:
    """The test's graph replays (its last step) joined to the reference's graph calls (its last step),
    every event unattributed without a reference; None where the test's step launches no CUDA graph."""
    launches = _graph_launches(test)
    if not launches:
        return None
    if reference is None:
        alone = [
            ReplayedEvent(n, e.name, e.dur or 0.0) for n, launch in enumerate(launches) for e in launch.gpu
        ]
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
            events += [ReplayedEvent(number, e.name, e.dur or 0.0) for e in replayed]
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
        op, name = (ref[0], ref[1].name) if ref is not None else (None, None)
        joined.append(
            ReplayedEvent(number, event.name, event.dur or 0.0, op, call.name if op else None, name)
        )
    if not why and len(reference) != len(replayed):
        why = f"graph launch {number + 1}: {len(replayed)} events replayed, {len(reference)} in the reference"
    return joined, why


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


def _launched(call: ChainNode) -> list[tuple[str, TraceEvent]]:
    """(what launched it, the GPU event) of each GPU event under the graph call, in launch order: the
    nearest aten op or Triton launch above it, else the event's own name (a generated kernel's name is
    its code's)."""
    found: list[tuple[str, TraceEvent]] = []
    stack: list[tuple[ChainNode, Optional[str]]] = [(call, None)]
    while stack:
        node, op = stack.pop()
        op = node.name if node.kind in (LayerKind.ATEN, LayerKind.TRITON_CALL) else op
        found += [(op or event.name, event) for event in node.gpu]
        stack.extend((child, op) for child in reversed(node.children))
    return found


def by_op(found: ReplayAttribution) -> list[tuple[str, int, float]]:
    """(op, events, GPU µs) of the attributed events, the costliest first."""
    totals: dict[str, list] = {}
    for event in found.events:
        if event.op is not None:
            total = totals.setdefault(event.op, [0, 0.0])
            total[0] += 1
            total[1] += event.gpu_us
    return sorted(((op, n, us) for op, (n, us) in totals.items()), key=lambda item: -item[2])
