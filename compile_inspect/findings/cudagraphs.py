"""CUDA graphs: the copies into their static buffers."""

from __future__ import annotations

from typing import Optional

from compile_inspect import analysis as analysis_module
from compile_inspect import events
from compile_inspect.findings.inputs import Inputs
from compile_inspect.findings.inputs import us as _us
from compile_inspect.model import ChainNode, Finding, LayerKind


def cudagraph_input_copies(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    graph_calls = analysis_module.step_nodes(test, LayerKind.GRAPH_CALL, containing=LayerKind.GRAPH_LAUNCH)
    per_call = [_graph_copies(node) for node in graph_calls]
    per_call = [c for c in per_call if c is not None]
    if not per_call:
        return None
    copy_nodes, graph_call = per_call[-1]
    kernels = [ev for node in copy_nodes for ev in node.gpu_events()]
    times = sorted(sum(ev.dur for node in nodes for ev in node.gpu_events()) for nodes, _ in per_call)
    tensors, numel = _copied_tensors(copy_nodes, graph_call, inp)
    nbytes = numel * _item_size(kernels) if numel and _item_size(kernels) else None
    count = f"{tensors} tensors" if tensors else "its inputs"
    size = f", {nbytes} bytes" if nbytes else ""
    return Finding(
        "cudagraph-input-copies",
        f"before each cudaGraphLaunch the graph copies {count} into the CUDA graph's static "
        f"buffers ({', '.join(sorted({n.name for n in copy_nodes}))}, {len(kernels)} copy "
        f"kernel(s){size}, {_us(times[len(times) // 2])} GPU per call)",
        {
            "copy_ops": [n.name for n in copy_nodes],
            "tensors": tensors,
            "bytes": nbytes,
            "copy_kernels_per_call": len(kernels),
            "copy_gpu_us": times[len(times) // 2],
            "calls": len(per_call),
        },
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
    singles = [n for n in copy_nodes if n.name == "aten::copy_"]
    return (len(singles) or None), None


def _item_size(kernels) -> Optional[int]:
    """Element size from a copy kernel's template arguments, e.g. `Copy<c10::BFloat16, ...>`."""
    return next((size for size in map(events.copy_item_size, (ev.name for ev in kernels)) if size), None)
