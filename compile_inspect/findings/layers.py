"""The CPU cost of the compile layers, graph breaks and recompiles."""

from __future__ import annotations

from typing import Optional

import numpy as np

from compile_inspect.code.evidence import GuardFailure, parse_guard_failure
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
from compile_inspect.findings.torch_evidence import failed_guard_text, guard_remedy
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
    parts = _largest_layers(inp.layer_events)
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
        f"{head} ({parts}){delta}",
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


LAYERS_NAMED = 2  # the compile layers a message names, the largest; the layer table (--full) has them all


def _largest_layers(layer_events) -> str:
    """'µs a profiled call: Torch-Compiled Region: <i>/<j> 18.2, ## Call ... ## 10.6, 3 more': the largest."""
    largest = sorted(layer_events, key=lambda event: -event.self_us)
    named = ", ".join(
        f"{event.name} {event.self_us:.1f}{event.calls_text()}" for event in largest[:LAYERS_NAMED]
    )
    rest = len(largest) - LAYERS_NAMED
    return f"µs a profiled call: {named}" + (f", {rest} more layer{'s' * (rest > 1)}" if rest > 0 else "")


def _compiled_too(control) -> bool:
    """Does the control run compile layers of its own (a compiled mode of another session)? Then they are
    not what the test adds: each side's cost per layer is in the layer table, side by side."""
    return control is not None and any(control.layer(kind) for kind in LayerKind.COMPILE_LAYERS)


def graph_break(inp: Inputs) -> list[Finding]:
    """One finding per place the function breaks (file:line, the line, torch's reason and hint), whether or
    not the profiled steps show the regions; the step's regions and the eager work among them (its cost)
    go with the first. Without torch's records, one finding where the steps show two regions or more."""
    step = inp.test_step
    regions = [n for n in step.walk() if n.kind == LayerKind.COMPILED_REGION] if step else []
    eager = _eager_work_us(step, regions) if len(regions) > 1 else None
    sites = _break_sites(inp)
    if not sites and eager is None:
        return []
    cost = (
        f"{len(regions)} compiled regions per step ({', '.join(r.name for r in regions)}) with "
        f"{_us(eager)} of eager work among them"
        if eager is not None
        else None
    )
    if not sites:
        return [_break_finding(None, cost, regions, eager)]
    return [_break_finding(site, cost if i == 0 else None, regions, eager) for i, site in enumerate(sites)]


def _break_finding(site: Optional[dict], cost: Optional[str], regions, eager) -> Finding:
    if site is None:
        said = f"{cost}: the function has a graph break"
    else:
        where = f"graph break at {site['where']}" + (f" ({site['source']})" if site["source"] else "")
        said = f"{where}: {site['reason']}" + (f"; {cost}" if cost else "")
    return Finding(
        "graph-break",
        said,
        GraphBreak(
            regions=[r.name for r in regions],
            region_count=len(regions),
            eager_between_us=round(eager, 3) if eager is not None else 0.0,
            breaks=[site] if site else [],
        ),
        f"{site['hint']} (torch's hint)" if site and site["hint"] else _BREAK_REMEDY,
    )


_BREAK_REMEDY = (
    "rewrite or move out the line torch names (print, .item(), data-dependent Python control flow, "
    "unsupported calls); torch._dynamo.explain(fn)(*args) lists every break"
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


def _break_sites(inp: Inputs) -> list[dict]:
    """Each place the function breaks, once (a frame recompiled breaks again at the same line): where
    (file:line), the source line, reason and hint, from TORCH_TRACE or else the session's records."""
    evidence = inp.context.evidence
    if evidence is not None and evidence.graph_breaks:
        found = [_site_of(b) for b in evidence.graph_breaks]
    else:
        found = [_site_of_record(text) for text in inp.context.graph_breaks]
    sites: dict[tuple[str, str], dict] = {}
    for site in found:
        sites.setdefault((site["where"], site["reason"]), site)
    return list(sites.values())


def _site_of(record) -> dict:
    where = f"{record.filename}:{record.line}" if record.line is not None else (record.filename or "")
    reason = " ".join(filter(None, (_plain_reason(record.reason, record.explanation), record.explanation)))
    return {
        "where": where,
        "reason": reason.strip(),
        "source": record.source or "",
        "hint": record.hint or "",
    }


def _plain_reason(reason: str, explanation: Optional[str]) -> Optional[str]:
    """torch's generic reason line ("Encountered graph break when attempting to trace CALL: ...") left
    out where the explanation names the culprit."""
    return None if explanation and reason.startswith("Encountered graph break") else reason


def _site_of_record(text: str) -> dict:
    where, _, reason = text.removeprefix("at ").partition(": ")
    return {"where": where, "reason": reason, "source": "", "hint": ""}


def recompile(inp: Inputs) -> list[Finding]:
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
        return []
    compiling, compile_ids = _recompiles_in_steps(test)
    switching = len(_region_sets(test)) > 1
    if not compiling and not switching:
        return []
    reasons = _recompile_reasons(inp)
    quoted = _reason_of(evidence, compile_ids) or (reasons[0] if reasons else None)
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
    evidence_of = Recompile(
        regions=names, reasons=reasons, steps_compiling=compiling, compile_ids=compile_ids, steps=steps
    )
    places = _guard_places([quoted, *reasons] if quoted else reasons)
    if not places:
        return [Finding("recompile", what, evidence_of, guard_remedy(None))]
    full_path = _frame_path(evidence)
    return [
        Finding(
            "recompile",
            f"{what}; {failed_guard_text(failure, full_path)}" if i == 0 else
            f"Dynamo also recompiled where {failed_guard_text(failure, full_path)}",
            evidence_of,
            guard_remedy(failure),
        )
        for i, failure in enumerate(places)
    ]  # fmt: skip


def _guard_places(reasons: list[str]) -> list[GuardFailure]:
    """The failed guards of these reasons, one per place in the user's code (or per guard kind where torch
    named no place): each a recompile of its own to fix."""
    places: dict[tuple, GuardFailure] = {}
    for failure in map(parse_guard_failure, reasons):
        places.setdefault((failure.where, failure.source) if failure.where else (failure.kind,), failure)
    return list(places.values())


def _frame_path(evidence) -> Optional[str]:
    """The compiled frame's file as TORCH_TRACE names it (whole), to make torch's cut paths whole."""
    frames = evidence.frames if evidence is not None else ()
    return next((frame.filename for frame in frames if frame.filename), None)


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
