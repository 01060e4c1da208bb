"""The CPU cost of the compile layers, graph breaks and recompiles."""

from __future__ import annotations

from typing import Optional

from compile_inspect import analysis as analysis_module
from compile_inspect import events
from compile_inspect.findings.inputs import Inputs
from compile_inspect.findings.inputs import us as _us
from compile_inspect.model import ChainNode, Finding, LayerKind


def compile_layers_overhead(inp: Inputs) -> Optional[Finding]:
    test, control = inp.test, inp.control
    layers = [test.layer(kind) for kind in LayerKind.COMPILE_LAYERS if test.layer(kind)]
    if not layers:
        return None
    # On a CPU trace the C++ kernels have no events of their own: their compute is the graph call's
    # self time, which is then work, not overhead (kept in the evidence, left out of the total).
    kernels_inside = bool(inp.test_cpp_kernels)
    per_call = {layer.kind: round(layer.self_us.median, 1) for layer in layers}
    total = sum(us for kind, us in per_call.items() if not (kernels_inside and kind == LayerKind.GRAPH_CALL))
    parts = ", ".join(f"{' / '.join(layer.names)} {layer.self_us.median:.1f}" for layer in layers)
    delta = ""
    if control is not None:
        delta = f"; CPU per step {_us(control.metrics.cpu_us.median)} -> {_us(test.metrics.cpu_us.median)}"
    if kernels_inside:
        delta += "; the graph call's self time includes its C++ kernels, so it is not counted as overhead"
    return Finding(
        "compile-layers-overhead",
        f"the compile layers add {_us(total)} CPU self time per call ({parts} µs){delta}",
        {
            "self_us_per_call": per_call,
            "total_us": round(total, 1),
            "event_names": {layer.kind: list(layer.names) for layer in layers},
            "cpu_us_per_step": test.metrics.cpu_us.median,
            "control_cpu_us_per_step": control.metrics.cpu_us.median if control else None,
        },
    )


def graph_break(inp: Inputs) -> Optional[Finding]:
    step = inp.test_step
    regions = [n for n in step.walk() if n.kind == LayerKind.COMPILED_REGION] if step else []
    if len(regions) < 2:
        return None
    gaps = [_eager_gap(before, after) for before, after in zip(regions, regions[1:])]
    return Finding(
        "graph-break",
        f"{len(regions)} compiled regions per step ({', '.join(r.name for r in regions)}) with "
        f"{_us(sum(gaps))} of eager work between them: the function has a graph break",
        {
            "regions": [r.name for r in regions],
            "region_count": len(regions),
            "eager_between_us": round(sum(gaps), 3),
        },
    )


def _eager_gap(before: ChainNode, after: ChainNode) -> float:
    """Time from the end of the earlier region's compiled graph to the start of the next region."""
    calls = [n for n in before.walk() if n.kind == LayerKind.GRAPH_CALL and n.ts < after.ts]
    start = max((n.ts + n.dur for n in calls), default=before.ts + before.dur)
    return max(0.0, after.ts - start)


def recompile(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    names = sorted(
        {
            name
            for name in analysis_module.step_names(test, LayerKind.COMPILED_REGION)
            if (events.compiled_region_id(name) or (0, 0))[1] > 0
        }
    )
    if not names:
        return None
    return Finding(
        "recompile",
        f"recompiled frames ran: {', '.join(names)} (the j in i/j counts recompiles)",
        {"regions": names},
    )
