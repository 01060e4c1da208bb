"""What the reports print next to a kernel: its roofline and, where `compile-inspect ncu` ran, what
Nsight Compute measured and advised. No torch.

    >>> facts = kernel_facts(analysis, root=Path("runs/sq"), mode="default")
    >>> facts["triton_poi_fused_pow_0"]
    ['roofline: 4021 GB/s · 84% of 4800 GB/s HBM (memory-bound); 134.2 MB a call (from sizes)',
     'ncu: SM 12% · memory 90% · 40.0 µs (ncu)', 'ncu OPT: Memory is more heavily utilized than Compute ...']

Keys are kernel names as the generated code spells them (`extern_kernels.addmm`, `triton_poi_...`).
They are worked out once, when a session is loaded (`with_facts`: the mode's ncu report read once, each
graph's facts from its own module): `MeasuredGraph` is a `CompiledGraph` that carries them, and every
report (`show`, the diff's text, Markdown and HTML) prints what it carries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from compile_inspect.code import ncu, roofline
from compile_inspect.code.kernels import EXTERN_CALL, CompiledGraph
from compile_inspect.errors import InspectError
from compile_inspect.trace.model import TraceAnalysis


@dataclass(frozen=True)
class MeasuredGraph(CompiledGraph):
    kernel_facts: dict = field(default_factory=dict)  # kernel name -> lines (roofline, ncu)


def kernel_facts(
    analysis: Optional[TraceAnalysis], root: Optional[Path] = None, mode: Optional[str] = None, sources=None
) -> dict:
    """Kernel name -> fact lines, for the kernels of the analysis's graphs; `root` / `mode` locate the
    ncu result (default: the session folder and mode folder the analysis's trace lies in)."""
    if analysis is None:
        return {}
    return _facts(analysis, _ncu_report(*_session_of(analysis, root, mode)), sources)


def with_facts(graphs, analysis: Optional[TraceAnalysis], root: Optional[Path], mode: str) -> tuple:
    """The mode's CompiledGraphs as MeasuredGraphs, each with the facts of its own kernels (from its own
    module, where the trace ran it); the mode's ncu report is read once for all of them."""
    if analysis is None:
        return tuple(_measured(graph, {}) for graph in graphs)
    report, in_trace = _ncu_report(*_session_of(analysis, root, mode)), analysis.graph_sources()
    return tuple(_measured(graph, _graph_facts(analysis, report, graph, in_trace)) for graph in graphs)


def _graph_facts(analysis, report, graph: CompiledGraph, in_trace: dict) -> dict:
    """A graph's facts; none for a graph the trace did not call (nothing of it was measured)."""
    if graph.module is None or graph.fx_hash not in in_trace:
        return {}
    return _facts(analysis, report, {graph.fx_hash: in_trace[graph.fx_hash]})


def _facts(analysis, report, sources) -> dict:
    facts: dict = {}
    for row in roofline.kernel_rooflines(analysis, sources=sources):
        facts.setdefault(row.name, []).append(f"roofline: {row.short()}; {_work(row.work)}")
        _add_ncu(facts, row.name, report, row.trace_name)
    if report is None:
        return facts
    launched_by_op: dict = {}  # aten op -> the GPU kernel it launched: one search of the trace per op
    for module in _modules(analysis, sources):
        for kernel in module.kernels:
            if not _has_ncu(facts, kernel.name):
                _add_ncu(facts, kernel.name, report, _ncu_name(analysis, kernel, launched_by_op))
    return facts


def _ncu_name(analysis, kernel, launched_by_op: dict) -> Optional[str]:
    """The name ncu knows a kernel by: a Triton kernel's own; for an extern call the GPU kernel its aten
    op launched (found by the roofline where sizes are known; here for symbolic sizes, `+dynamic`), looked
    up once per op in `launched_by_op` (a graph calls the same `aten::mm` once per layer)."""
    if kernel.kind != EXTERN_CALL:
        return kernel.trace_name
    if kernel.trace_name not in launched_by_op:
        launched_by_op[kernel.trace_name] = roofline.extern_kernel_name(analysis, kernel.trace_name)
    return launched_by_op[kernel.trace_name]


def _measured(graph: CompiledGraph, facts: dict) -> CompiledGraph:
    if graph.module is None:
        return graph
    mine = {name: facts[name] for name in graph.module.names if name in facts}
    fields = (graph.fx_hash, graph.source_path, graph.module, graph.gpu_times, graph.source)
    return MeasuredGraph(*fields, kernel_facts=mine)


def _add_ncu(facts: dict, name: str, report, trace_name: Optional[str]) -> None:
    found = report.kernel(trace_name) if report is not None and trace_name else None
    if found is None or _has_ncu(facts, name):
        return
    lines = facts.setdefault(name, [])
    lines.append(f"ncu: {found.short()}")
    lines += [f"ncu {rule.type}: {rule.text}" for rule in found.findings()]


def _has_ncu(facts: dict, name: str) -> bool:
    return any(line.startswith("ncu:") for line in facts.get(name, ()))


def _work(work) -> str:
    flops = f", {work.flops / 1e9:.1f} GFLOP" if work.flops else ""
    origin = "Inductor's kernel_num_gb" if work.source == "inductor" else "sizes"
    return f"{work.bytes / 1e6:.1f} MB{flops} a call (from {origin})"


def _session_of(
    analysis: TraceAnalysis, root: Optional[Path], mode: Optional[str]
) -> tuple[Optional[Path], Optional[str]]:
    """Sessions keep each mode's trace in <root>/<mode>/trace.json."""
    if root is not None or not analysis.source:
        return root, mode
    trace = Path(analysis.source)
    if (trace.parent.parent / "session.json").is_file():
        return trace.parent.parent, mode or trace.parent.name
    return None, mode


def _ncu_report(root, mode):
    if root is None or mode is None:
        return None
    try:
        return ncu.load_report(root, mode)
    except InspectError:
        return None  # a damaged result is not shown; `compile-inspect ncu` writes it again


def _modules(analysis, sources):
    from compile_inspect.code.kernels import parse_module

    found = []
    for text in (analysis.graph_sources() if sources is None else sources).values():
        try:
            found.append(parse_module(text))
        except InspectError:
            continue
    return found


def report_facts(report, only_with_ncu: bool = False) -> list[tuple[str, str, list[str]]]:
    """(mode label, kernel name, fact lines) for every kernel of a DiffReport's graphs, in report order,
    as each graph carries them from loading (`diff.GraphSource.kernel_facts`); `only_with_ncu`: none
    unless some kernel has an ncu result."""
    found = []
    for graph in report.graphs:
        facts = graph.kernel_facts
        names = graph.module.names if graph.module is not None else tuple(facts)
        found += [(graph.label, name, facts[name]) for name in names if name in facts]
    has_ncu = any(line.startswith("ncu") for _, _, lines in found for line in lines)
    return found if has_ncu or not only_with_ncu else []
