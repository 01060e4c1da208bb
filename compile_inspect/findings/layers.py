"""The CPU cost of the compile layers, graph breaks and recompiles."""

from __future__ import annotations

from typing import Optional

import numpy as np

from compile_inspect.code.evidence import parse_guard_failure
from compile_inspect.findings.evidence import CompileLayersOverhead, GraphBreak, Recompile
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import (
    Inputs,
    graph_call_self_us,
    held_graph_us,
    is_graph_holder,
    layer_overhead_us,
)
from compile_inspect.findings.inputs import us as _us
from compile_inspect.findings.torch_evidence import guard_remedy
from compile_inspect.names import torch_location
from compile_inspect.trace import analysis as analysis_module
from compile_inspect.trace import events, intervals
from compile_inspect.trace.model import ChainNode, LayerKind
from compile_inspect.units import step_us_text


def compile_layers_overhead(inp: Inputs) -> Optional[Finding]:
    test, control = inp.test, inp.control
    layers = [layer for kind in LayerKind.COMPILE_LAYERS if (layer := test.layer(kind))]
    if not layers or _compiled_too(control):
        return None
    # On a CPU trace the C++ kernels have no events of their own: their compute is the graph call's
    # self time, which is then work, not overhead (kept in the evidence, left out of the total).
    kernels_inside, holds_graph = inp.graph_kernels_inside, inp.wrapper_holds_graph
    per_call = {layer.kind: round(layer.self_us.median, 1) for layer in layers}
    total = layer_overhead_us(inp.layer_events, kernels_inside, holds_graph)
    kernels_us = graph_call_self_us(inp.layer_events) if kernels_inside else None
    held_us = held_graph_us(inp.layer_events) if holds_graph else None
    parts = ", ".join(f"{event.name} {event.self_us:.1f}{event.calls_text()}" for event in inp.layer_events)
    delta = ""
    if control is not None:  # the summary's CPU µs/step, in its format
        before, after = control.metrics.cpu_us.median, test.metrics.cpu_us.median
        delta = f"; CPU per step {step_us_text(before)} -> {step_us_text(after)}"
    if kernels_us is not None:  # kernels_inside
        delta += (
            f"; the graph call's self time ({_us(kernels_us)} a step) is the compiled graph's own C++ kernels, "
            "so it is not counted as overhead"
        )
    if held_us is not None:  # holds_graph
        delta += (
            f"; CompiledFunction and its backward hold the compiled graph itself (no `## Call CompiledFxGraph ##` "
            f"recorded around it): their self time ({_us(held_us)} a step) is mostly the graph's own Python "
            "between its ops, so it is not counted as overhead"
        )
    only_holders = holds_graph and all(is_graph_holder(event) for event in inp.layer_events)
    head = (
        "the compile layers' own CPU cost cannot be told apart on this trace"
        if only_holders
        else f"the compile layers add {_us(total)} CPU self time per step"
    )
    return Finding(
        "compile-layers-overhead",
        f"{head} (µs a profiled call: {parts}){delta}",
        CompileLayersOverhead(
            self_us_per_call=per_call,
            per_event=[
                {
                    "kind": e.kind,
                    "name": e.name,
                    "calls_per_step": e.calls,
                    "self_us": e.self_us,
                    "steps_with": e.steps_with,
                    "steps": e.steps,
                }
                for e in inp.layer_events
            ],  # fmt: skip
            total_us=round(total, 1),
            graph_kernels_us=round(kernels_us, 1) if kernels_us is not None else None,
            held_graph_us=round(held_us, 1) if held_us is not None else None,
            event_names={layer.kind: list(layer.names) for layer in layers},
            cpu_us_per_step=test.metrics.cpu_us.median,
            control_cpu_us_per_step=control.metrics.cpu_us.median if control else None,
        ),
    )


def _compiled_too(control) -> bool:
    """Does the control run compile layers of its own (a compiled mode of another session)? Then they are
    not what the test adds: each side's cost per layer is in the layer table, side by side."""
    return control is not None and any(control.layer(kind) for kind in LayerKind.COMPILE_LAYERS)


def graph_break(inp: Inputs) -> Optional[Finding]:
    step = inp.test_step
    regions = [n for n in step.walk() if n.kind == LayerKind.COMPILED_REGION] if step else []
    if len(regions) < 2:
        return None
    eager = _eager_work_us(step, regions)
    breaks = _breaks(inp)
    where = "; " + "; ".join(f"{b['where']}: {b['reason']}" for b in breaks) if breaks else ""
    return Finding(
        "graph-break",
        f"{len(regions)} compiled regions per step ({', '.join(r.name for r in regions)}) with "
        f"{_us(eager)} of eager work among them: the function has a graph break{where}",
        GraphBreak(
            regions=[r.name for r in regions],
            region_count=len(regions),
            eager_between_us=round(eager, 3),
            breaks=breaks,
        ),
        "rewrite or move out the line torch names (print, .item(), data-dependent Python control flow, "
        "unsupported calls); torch._dynamo.explain(fn)(*args) lists every break",
    )


# The compile layers whose time is compiled work or its overhead; the rest of a compiled span is eager.
_COMPILED_KINDS = (LayerKind.GRAPH_CALL, LayerKind.CACHE_LOOKUP, LayerKind.PREGRAPH, LayerKind.AOT_WRAPPER)


def _eager_work_us(step, regions: list[ChainNode]) -> float:
    """Time from the first region's start to the last region's end that no compiled graph or compile
    layer covers: eager code between the graphs, wherever it runs (nested in a region or between)."""
    start, stop = regions[0].ts, max(r.ts + r.dur for r in regions)
    compiled = [(n.ts, n.ts + n.dur) for n in step.walk() if n.kind in _COMPILED_KINDS]
    starts, ends = np.array(compiled, dtype=np.float64).reshape(-1, 2).T
    return max(0.0, stop - start - intervals.covered(*intervals.clipped(starts, ends, start, stop)))


def _breaks(inp: Inputs) -> list[dict]:
    """Where and why, from TORCH_TRACE (file:line, reason) or else the session's records."""
    evidence = inp.context.evidence
    if evidence is not None and evidence.graph_breaks:
        return [{"where": f"{b.filename}:{b.line}", "reason": (b.explanation or b.reason or "").strip()}
                for b in evidence.graph_breaks]  # fmt: skip
    found = []
    for text in inp.context.graph_breaks:
        where, _, reason = text.removeprefix("at ").partition(": ")
        found.append({"where": where, "reason": reason})
    return found


def recompile(inp: Inputs) -> Optional[Finding]:
    """Recompiles the measured calls pay for: a profiled step compiles a graph, or the steps switch between
    graphs of one frame. A frame recompiled before profiling (say once, for dynamic shapes, during warm-up)
    whose graph every step runs is a steady state, not a cost of the measured calls: no finding."""
    test = inp.test
    names = sorted(
        name
        for name in analysis_module.step_names(test, LayerKind.COMPILED_REGION)
        if (events.compiled_region_id(name) or (0, 0))[1] > 0
    )
    evidence = inp.context.evidence
    if not names or (evidence is not None and evidence.recompile_limits):  # recompile-limit tells it all
        return None
    compiling, compile_ids = _recompiles_in_steps(test)
    switching = len(_region_sets(test)) > 1
    if not compiling and not switching:
        return None
    reasons = _recompile_reasons(inp)
    quoted = _reason_of(evidence, compile_ids) or (reasons[0] if reasons else None)
    more = f" (and {len(reasons) - 1} more)" if len(reasons) > 1 else ""
    why = f"; torch's reason: {torch_location(' '.join(quoted.split()))}{more}" if quoted else ""
    steps = len(test.steps)
    if compiling:
        ids = f" ({', '.join(compile_ids)})" if compile_ids else ""
        what = (
            f"Dynamo recompiled during the measured calls: {compiling} of {steps} profiled steps compiled a "
            f"graph{ids}, so they time compiling, not the compiled code"
        )
    else:
        what = (
            f"the profiled steps switch between graphs of one frame ({', '.join(sorted(_region_names(test)))}): "
            "what the guards check changes from call to call"
        )
    return Finding(
        "recompile",
        what + why,
        Recompile(
            regions=names,
            reasons=reasons,
            steps_compiling=compiling,
            compile_ids=compile_ids,
            steps=steps,
        ),
        guard_remedy(parse_guard_failure(quoted) if quoted else None),
    )


def _reason_of(evidence, compile_ids: list[str]) -> Optional[str]:
    """torch's reason for the first of these recompiles (TORCH_TRACE), if it has one."""
    found = [
        r.reason for r in (evidence.recompiles if evidence is not None else ()) if r.compile_id in compile_ids
    ]
    return found[0] if found else None


def _recompiles_in_steps(analysis) -> tuple[int, list[str]]:
    """How many profiled steps recompile (hold a `dynamo_data: compile_id=i/j` annotation with j > 0, or
    an `entire_frame_compile` without any compile id), and the compile ids of those recompiles."""
    index = analysis.index
    compile_code = index.name_code(events.FRAME_COMPILE)
    ids_by_code = {
        code: found for code, name in enumerate(index.names) if (found := events.frame_compile_id(name))
    }
    steps, recompiled = 0, set()
    for step in range(len(analysis.steps)):
        codes = set(np.unique(index.name[index.step_members(step)]).tolist())
        ids = [ids_by_code[code] for code in codes if code in ids_by_code]
        again = [found for found in ids if found[1] > 0]
        recompiled.update(again)
        steps += bool(again or (compile_code in codes and not ids))
    return steps, [f"{frame}/{count}" for frame, count in sorted(recompiled)]


def _region_sets(analysis) -> set[frozenset]:
    """The set of compiled-region names each profiled step ran, distinct."""
    index = analysis.index
    return {
        frozenset(index.kind_names(index.step_members(step), LayerKind.COMPILED_REGION))
        for step in range(len(analysis.steps))
    }


def _region_names(analysis) -> set[str]:
    return set().union(*_region_sets(analysis))


def _recompile_reasons(inp: Inputs) -> list[str]:
    evidence = inp.context.evidence
    from_trace = [r.reason for r in evidence.recompiles if r.reason] if evidence is not None else []
    return list(dict.fromkeys(from_trace or list(inp.context.recompiles)))
