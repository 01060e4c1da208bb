"""CUDA graphs: the copies into their static buffers.

Newer torch names each graph call (`## Call CompiledFxGraph <hash> ##`) and the copies sit inside it.
Older torch's compiled training steps (2.0-2.2) show only `CompiledFunction` /
`CompiledFunctionBackward` with a `cudaGraphLaunch` inside: there the copies are recognised by shape,
a `Memcpy DtoD` or copy kernel launched under `aten::copy_` / `aten::_foreach_copy_` whose enclosing
op (below the step) also launches a graph.
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from compile_inspect.findings import steps_view as view
from compile_inspect.findings.evidence import CudagraphInputCopies, CudagraphReplay
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs
from compile_inspect.findings.inputs import us as _us
from compile_inspect.session import modes
from compile_inspect.trace import analysis as analysis_module
from compile_inspect.trace import events, intervals, replays
from compile_inspect.trace.index import KIND_CODE, ROLE_KERNEL, ROLE_MEMCPY, TraceIndex
from compile_inspect.trace.model import ChainNode, LayerKind
from compile_inspect.units import step_us_text


def cudagraph_input_copies(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    graph_calls = analysis_module.step_nodes(test, LayerKind.GRAPH_CALL, containing=LayerKind.GRAPH_LAUNCH)
    per_call = [_graph_copies(node) for node in graph_calls]
    per_call = [c for c in per_call if c is not None]
    if not per_call:
        return _copies_by_shape(test.index, inp.context.mode)
    copy_nodes, graph_call = per_call[-1]
    kernels = [ev for node in copy_nodes for ev in node.gpu_events()]
    times = sorted(sum(ev.dur for node in nodes for ev in node.gpu_events()) for nodes, _ in per_call)
    tensors, numel = _copied_tensors(copy_nodes, graph_call, inp)
    item_size = _item_size(kernels)
    nbytes = numel * item_size if numel and item_size else None
    count = f"{tensors} tensors" if tensors else "its inputs"
    size = f", {nbytes} bytes" if nbytes else ""
    return Finding(
        "cudagraph-input-copies",
        f"before each cudaGraphLaunch the graph copies {count} into the CUDA graph's static "
        f"buffers ({', '.join(sorted({n.name for n in copy_nodes}))}, {len(kernels)} copy "
        f"kernel(s){size}, {_us(times[len(times) // 2])} GPU a profiled graph call)",
        CudagraphInputCopies(
            copy_ops=[n.name for n in copy_nodes],
            tensors=tensors,
            bytes=nbytes,
            copy_kernels_per_call=len(kernels),
            copy_gpu_us=times[len(times) // 2],
            calls=len(per_call),
        ),
    )


def _graph_copies(graph_call: ChainNode):
    launches = [n for n in graph_call.walk() if n.kind == LayerKind.GRAPH_LAUNCH]
    if not launches:
        return None
    copies = [n for n in _outermost(graph_call, events.COPY_OPS) if n.ts < launches[0].ts]
    return (copies, graph_call) if copies else None


def _outermost(node: ChainNode, names) -> list[ChainNode]:
    found, stack = [], list(reversed(node.children))
    while stack:
        current = stack.pop()
        if current.name in names:
            found.append(current)
        else:
            stack.extend(reversed(current.children))
    return found


def _copied_tensors(copy_nodes, graph_call, inp: Inputs) -> tuple[Optional[int], Optional[int]]:
    """(tensor count, elements) from the generated code of the graph, else the output-code log."""
    fx_hash = events.graph_hash(graph_call.name)
    for inputs in (inp.graph_inputs.get(fx_hash), inp.log_inputs):
        if inputs:
            sizes = [numel for _, numel in inputs]
            return len(inputs), (sum(sizes) if all(sizes) else None)
    singles = [n for n in copy_nodes if n.name == events.COPY]
    return (len(singles) or None), None


def _item_size(kernels) -> Optional[int]:
    """Element size from a copy kernel's template arguments, e.g. `Copy<c10::BFloat16, ...>`."""
    return next((size for size in map(events.copy_item_size, (ev.name for ev in kernels)) if size), None)


def _copies_by_shape(index: Optional[TraceIndex], mode: Optional[str]) -> Optional[Finding]:
    """The copies by `aten::copy_` / `_foreach_copy_` next to graph launches, a step, in a trace
    without graph calls: older torch's, or a backend without Inductor (`cudagraphs`) on any torch."""
    if index is None or not index.steps:
        return None
    steps, launches = len(index.steps), _graph_launches(index)
    copies = _copies_next_to(index, launches) if len(launches) else None
    if copies is None or not copies.any():
        return None
    work = index.work
    memcpys = copies & (work.role == ROLE_MEMCPY)
    per_step = [
        np.bincount(work.step[mask], weights=None if w is None else w[mask], minlength=steps)
        for mask, w in ((copies, None), (memcpys, None), (copies, work.dur), (memcpys, work.bytes))
    ]
    count, memcpy_count, gpu_us, nbytes = (float(np.median(values)) for values in per_step)
    replays = float(
        np.median(np.bincount(index.member_step[np.isin(index.member, launches)], minlength=steps))
    )
    return Finding(
        "cudagraph-input-copies",
        f"around its {replays:g} CUDA graph replays a step the step runs {count:g} device-to-device copies "
        f"under aten::copy_ / aten::_foreach_copy_ ({_copy_kinds(memcpy_count, count - memcpy_count, nbytes)}; "
        f"{_us(gpu_us)} GPU a step): the graphs' inputs and outputs copied into and out of their static "
        f"buffers (recognised by shape: {_why_no_graph_call(mode)})",
        CudagraphInputCopies(
            copies_per_step=count,
            memcpy_copies_per_step=memcpy_count,
            copy_gpu_us=gpu_us,
            bytes=nbytes,
            graph_launches_per_step=replays,
            by_shape=True,
        ),
        remedy=_by_shape_remedy(mode),
    )


def _without_inductor(mode: Optional[str]) -> bool:
    return mode is not None and not modes.uses_inductor(mode)  # an unknown label: nothing is said


def _why_no_graph_call(mode: Optional[str]) -> str:
    if _without_inductor(mode):
        return f"{mode} runs no Inductor, so no `## Call CompiledFxGraph ##` annotation holds them"
    return "this trace has no `## Call CompiledFxGraph ##` annotation, as older torch writes"


def _by_shape_remedy(mode: Optional[str]) -> str:
    same_inputs = (
        "feed the step the same input tensors (copy the batch into a preallocated buffer) so fewer "
        "tensors move each replay"
    )
    if _without_inductor(mode):
        return f"{same_inputs}; reduce-overhead (Inductor's CUDA graphs) keeps parameters and buffers static"
    return (
        "newer torch (2.3+) keeps parameters and buffers in the graphs' static memory and copies only "
        f"the changing inputs; {same_inputs}"
    )


def _copy_kinds(memcpys: float, kernels: float, nbytes: float) -> str:
    parts = [f"{memcpys:g} Memcpy DtoD of {view.size_text(nbytes)}" if memcpys else "",
             f"{kernels:g} copy kernels" if kernels else ""]  # fmt: skip
    return ", ".join(part for part in parts if part)


def _graph_launches(index: TraceIndex) -> np.ndarray:
    members = index.member
    return np.sort(members[index.kind[members] == KIND_CODE[LayerKind.GRAPH_LAUNCH]])


def _copies_next_to(index: TraceIndex, launches: np.ndarray) -> np.ndarray:
    """A mask over the step work: DtoD memcpys and kernels launched (not replayed) under a copy op whose
    enclosing op, below the step, also holds a graph launch."""
    members, work = index.member, index.work
    copy_codes = [code for code in map(index.name_code, events.COPY_OPS) if code >= 0]
    copy_ops = members[np.isin(index.name[members], copy_codes)].astype(np.int64)
    beside = copy_ops[_beside_a_launch(index, copy_ops, launches)]
    if not len(beside):
        return np.zeros(len(work.gpu), dtype=bool)
    under = intervals.inside(*intervals.merged(beside, index.subtree_end[beside]), work.call)
    dtod = (work.role == ROLE_MEMCPY) & index.gpu.name_matches(work.gpu, lambda name: events.DTOD in name)
    launched = index.kind[work.call] != KIND_CODE[LayerKind.GRAPH_LAUNCH]
    return under & launched & (dtod | (work.role == ROLE_KERNEL))


def _beside_a_launch(index: TraceIndex, copy_ops: np.ndarray, launches: np.ndarray) -> np.ndarray:
    """Per copy op, whether an op enclosing it, below the step, also holds a graph launch. Every copy op
    climbs its ancestors at once, a level a round (a loop per op cost 0.4 s on a 264 MB trace)."""
    beside, step_kind = np.zeros(len(copy_ops), dtype=bool), KIND_CODE[LayerKind.PROFILER_STEP]
    pending, node = np.arange(len(copy_ops)), index.parent[copy_ops]
    while len(pending):
        climbing = node >= 0
        climbing[climbing] = index.kind[node[climbing]] != step_kind
        pending, node = pending[climbing], node[climbing]
        holds = np.searchsorted(launches, index.subtree_end[node]) > np.searchsorted(launches, node, "right")
        beside[pending[holds]] = True
        pending, node = pending[~holds], index.parent[node[~holds]]
    return beside


def cudagraph_replay(inp: Inputs) -> Optional[Finding]:
    """What a step's CUDA graph launches replayed, kernel by kernel: joined to the same graph run without
    CUDA graphs where the session has it (joined when it was loaded: trace/replays.py), else counted as
    unattributed."""
    found = inp.test.replays or replays.attribute_replays(inp.test, None)
    if found is None or not found.events:
        return None
    joined = bool(found.reference)
    return Finding("cudagraph-replay", _replay_message(found, joined), _replay_evidence(found),
                   None if joined else REPLAY_REMEDY)  # fmt: skip


REPLAY_REMEDY = (
    "run default (reduce-overhead), max-autotune-no-cudagraphs (max-autotune) or aot_eager (the cudagraphs "
    "backend) beside it in one session: the same graph without CUDA graphs names each kernel's op"
)


def _replay_message(found: "replays.ReplayAttribution", joined: bool) -> str:
    head = (f"the CUDA graph launches replay {len(found.events)} GPU events a step "
            f"({step_us_text(found.gpu_us)} GPU)")  # fmt: skip
    if not joined:
        return f"{head}: the trace names no op for any of them ({replays.NO_REFERENCE})"
    share = found.attributed_share
    said = "every one" if share == 1.0 else f"{share:.0%} of their GPU time"
    ops = ", ".join(f"{op} x{count} ({step_us_text(us)})" for op, count, us in replays.by_op(found)[:4])
    own = sum(1 for event in found.events if event.op is not None and event.graph_call is None)
    by_name = f" ({own} of them by their own generated kernel's name)" if own else ""
    differs = f"; where the two differ: {found.stopped}" if found.stopped else ""
    return (f"{head}: {said} attributed by {found.reference}, the same graph without CUDA graphs{by_name}: "
            f"{ops}{differs}")  # fmt: skip


def _replay_evidence(found: "replays.ReplayAttribution") -> CudagraphReplay:
    return CudagraphReplay(
        reference=found.reference or None,
        events=len(found.events),
        gpu_us=round(found.gpu_us, 3),
        attributed_share=round(found.attributed_share, 4),
        stopped=found.stopped or None,
        by_op=[{"op": op, "count": count, "gpu_us": round(us, 3)} for op, count, us in replays.by_op(found)],
        kernels=[
            {
                "launch": e.launch,
                "name": e.name,
                "gpu_us": e.gpu_us,
                "op": e.op,
                "inner_op": e.inner_op,
                "reference_name": e.reference_name,
            }
            for e in found.events
        ],
    )
