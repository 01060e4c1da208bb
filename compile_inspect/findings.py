"""The rules that explain a trace: the trace-reading cheatsheet of the articles, automated.

    >>> find(analyze_trace("default.json"), control=analyze_trace("eager.json"),
    ...      context=FindingContext(mode="default", test_median_ms=0.30, control_median_ms=0.25))
    [Finding(id='ops-fused', message='aten::matmul + aten::add -> aten::addmm ...', evidence={...}), ...]

Each rule is a function `(test, control, context) -> Finding | None`. Thresholds are the named
constants below; docs/trace-events.md gives the reason for each.
"""
from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass
from typing import Optional

from compile_inspect import analysis as analysis_module
from compile_inspect import events
from compile_inspect.model import ChainNode, Finding, LayerKind, Stat, Step, TraceAnalysis

# The GPU idles this share of a step or more: launch overhead, not GPU work, sets the pace.
OVERHEAD_BOUND_IDLE_SHARE = 0.8
# The GPU idles less than this share: the GPU's own work sets the pace.
GPU_BOUND_IDLE_SHARE = 0.2
# A kernel's GPU time per step spreading (max - min) more than this share of its median is
# beyond the noise of back-to-back runs of the same work.
KERNEL_SPREAD_RATIO = 0.25
# Shorter kernels jitter by a microsecond or two on any GPU; their spread says nothing.
KERNEL_VARIANCE_MIN_US = 5.0
KERNEL_VARIANCE_MIN_STEPS = 3
# The first active step is an outlier when its CPU time exceeds the others' median by this factor.
FIRST_STEP_OUTLIER_RATIO = 1.5
FIRST_STEP_MIN_STEPS = 3
# A mode is slower than eager when its steady-state median is this much above eager's.
SLOWER_THAN_EAGER_RATIO = 1.05



@dataclass(frozen=True)
class FindingContext:
    """What the trace alone lacks: the mode, steady-state timings, the output-code log."""

    mode: Optional[str] = None
    control_mode: str = "eager"
    test_median_ms: Optional[float] = None
    control_median_ms: Optional[float] = None
    output_code_log: Optional[str] = None


def find(test: TraceAnalysis, control: Optional[TraceAnalysis] = None,
         context: Optional[FindingContext] = None) -> list[Finding]:
    """Every rule that fires on `test` (compared with `control` where a rule needs one)."""
    context = context or FindingContext()
    found = [rule(test, control, context) for rule in RULES if rule is not slower_than_eager]
    found = [f for f in found if f is not None]
    slower = slower_than_eager(test, control, context, explained_by=[f.id for f in found])
    return found + ([slower] if slower else [])


def _representative(analysis: TraceAnalysis) -> Optional[Step]:
    """The last step: past the first step's one-off costs, as steady as a trace gets."""
    return analysis.step(-1)


def _us(value: float) -> str:
    return f"{value:.1f} µs"


# ---- boundness ----

def overhead_bound(test, control, context) -> Optional[Finding]:
    idle = test.metrics.gpu_idle_share
    if idle is None or idle.median < OVERHEAD_BOUND_IDLE_SHARE:
        return None
    m = test.metrics
    return Finding("overhead-bound",
                   f"the GPU is idle {idle.median:.0%} of each step: {_us(m.gpu_busy_us.median)} of GPU work "
                   f"in a step of {_us(m.cpu_us.median)} CPU time, so CPU overhead sets the pace",
                   _boundness_evidence(test, OVERHEAD_BOUND_IDLE_SHARE))


def gpu_bound(test, control, context) -> Optional[Finding]:
    idle = test.metrics.gpu_idle_share
    if idle is None or idle.median >= GPU_BOUND_IDLE_SHARE:
        return None
    return Finding("gpu-bound",
                   f"the GPU is busy {1 - idle.median:.0%} of each step ({_us(test.metrics.gpu_busy_us.median)}): "
                   f"GPU work sets the pace, CPU overhead is hidden",
                   _boundness_evidence(test, GPU_BOUND_IDLE_SHARE))


def _boundness_evidence(test: TraceAnalysis, threshold: float) -> dict:
    m = test.metrics
    return {"gpu_idle_share": round(m.gpu_idle_share.median, 4), "gpu_busy_us": m.gpu_busy_us.median,
            "cpu_us_per_step": m.cpu_us.median, "threshold": threshold}


# ---- what compiling changed in the chain ----

def top_ops(step: Step) -> list[ChainNode]:
    """The outermost aten ops, Triton kernel calls and CUDA graph launches of a step."""
    found, stack = [], list(reversed(step.roots))
    while stack:
        node = stack.pop()
        if node.kind in (LayerKind.ATEN, LayerKind.TRITON_CALL, LayerKind.GRAPH_LAUNCH):
            found.append(node)
        else:
            stack.extend(reversed(node.children))
    return found


def _gpu_ops(analysis: TraceAnalysis) -> float:
    m = analysis.metrics
    return m.kernel_launches.median + m.memcpy_count.median + m.memset_count.median


def _op_list(counter: Counter) -> str:
    return " + ".join(name if n == 1 else f"{name} x{n}" for name, n in counter.items())


def ops_fused(test, control, context) -> Optional[Finding]:
    test_step, control_step = _representative(test), control and _representative(control)
    if test_step is None or control_step is None:
        return None
    test_ops = Counter(n.name for n in top_ops(test_step)) + untraced_kernels(test, test_step)
    control_ops = Counter(n.name for n in top_ops(control_step))
    removed, added = control_ops - test_ops, test_ops - control_ops
    if not removed or not added or sum(added.values()) >= sum(removed.values()):
        return None
    on_gpu = test.metrics.gpu_busy_us is not None
    before, after = (_gpu_ops(control), _gpu_ops(test)) if on_gpu else (sum(control_ops.values()), sum(test_ops.values()))
    kernel_fusion = after < before
    fused_unit, same_unit = ("GPU op(s)", "GPU ops") if on_gpu else ("ops and C++ kernels",) * 2
    triton = sorted(name for name in added if name.startswith(events.TRITON_PREFIX))
    how = (f"kernel fusion: {after:g} {fused_unit} per step instead of {before:g}" if kernel_fusion else
           f"fusion at the dispatcher only: still {after:g} {same_unit} per step (was {before:g})")
    return Finding("ops-fused", f"{_op_list(removed)} -> {_op_list(added)}; {how}",
                   {"removed": dict(removed), "added": dict(added), "control_gpu_ops": before,
                    "test_gpu_ops": after, "control_kernels": control.metrics.kernel_launches.median,
                    "test_kernels": test.metrics.kernel_launches.median,
                    "kernel_fusion": kernel_fusion, "triton_kernels": triton})


def untraced_kernels(analysis: TraceAnalysis, step: Step) -> Counter:
    """C++ kernels the step's compiled graphs ran that a CPU trace does not show (no event per C++
    kernel unless Inductor's `cpp.enable_kernel_profile` is on), named from the generated code."""
    if analysis.metrics.gpu_busy_us is not None:
        return Counter()
    from compile_inspect.kernels import parse_module

    sources, found = analysis.graph_sources(), Counter()
    for node in step.walk():
        fx_hash = events.graph_hash(node.name)
        if fx_hash in sources and not any(n.name.startswith(events.CPP_KERNEL_EVENT_PREFIX) for n in node.walk()):
            found.update(k.name for k in parse_module(sources[fx_hash]).kernels if k.language == "cpp")
    return found


def bias_copy_epilogue(test, control, context) -> Optional[Finding]:
    copies = [c for node in analysis_module.step_nodes(test, name=events.ADDMM)
              for c in [_bias_copy(node)] if c is not None]
    if not copies:
        return None
    memcpy, gemm = copies[-1]
    copy_us = sorted(m.dur for m, _ in copies)[len(copies) // 2]
    nbytes = memcpy.args.bytes if memcpy.args and memcpy.args.bytes else 0
    return Finding("bias-copy-epilogue",
                   f"aten::addmm copies its bias into the output ({memcpy.name}, {nbytes} bytes, "
                   f"{_us(copy_us)}) before the GEMM {gemm.name} adds it in its epilogue",
                   {"op": "aten::addmm", "copy": memcpy.name, "bytes": nbytes, "copy_us": copy_us,
                    "gemm": gemm.name, "calls": len(copies)})


def _bias_copy(addmm: ChainNode):
    """(the copy, the GEMM after it) when an addmm copies before its GEMM, else None."""
    launched = sorted(addmm.gpu_events(), key=lambda ev: ev.ts)
    for index, ev in enumerate(launched):
        is_copy = events.is_dtod_copy(ev.cat, ev.name)
        gemm = next((k for k in launched[index + 1:] if events.is_kernel(k.cat)), None)
        if is_copy and gemm is not None:
            return ev, gemm
    return None


def cudagraph_input_copies(test, control, context) -> Optional[Finding]:
    graph_calls = analysis_module.step_nodes(test, LayerKind.GRAPH_CALL, containing=LayerKind.GRAPH_LAUNCH)
    per_call = [_graph_copies(node) for node in graph_calls]
    per_call = [c for c in per_call if c is not None]
    if not per_call:
        return None
    copy_nodes, graph_call = per_call[-1]
    kernels = [ev for node in copy_nodes for ev in node.gpu_events()]
    times = sorted(sum(ev.dur for node in nodes for ev in node.gpu_events()) for nodes, _ in per_call)
    tensors, numel = _copied_tensors(copy_nodes, graph_call, test, context)
    nbytes = numel * _item_size(kernels) if numel and _item_size(kernels) else None
    count = f"{tensors} tensors" if tensors else "its inputs"
    size = f", {nbytes} bytes" if nbytes else ""
    return Finding("cudagraph-input-copies",
                   f"before each cudaGraphLaunch the graph copies {count} into the CUDA graph's static "
                   f"buffers ({', '.join(sorted({n.name for n in copy_nodes}))}, {len(kernels)} copy "
                   f"kernel(s){size}, {_us(times[len(times) // 2])} GPU per call)",
                   {"copy_ops": [n.name for n in copy_nodes], "tensors": tensors, "bytes": nbytes,
                    "copy_kernels_per_call": len(kernels), "copy_gpu_us": times[len(times) // 2],
                    "calls": len(per_call)})


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


def _copied_tensors(copy_nodes, graph_call, test, context) -> tuple[Optional[int], Optional[int]]:
    """(tensor count, elements) from the generated code of the graph, else the output-code log."""
    fx_hash = events.graph_hash(graph_call.name)
    source = test.graph_sources().get(fx_hash) if fx_hash else None
    for text in (source, context.output_code_log):
        if text:
            inputs = graph_inputs(text)
            if inputs:
                sizes = [numel for _, numel in inputs]
                return len(inputs), (sum(sizes) if all(sizes) else None)
    singles = [n for n in copy_nodes if n.name == "aten::copy_"]
    return (len(singles) or None), None


_ARGS_LINE = re.compile(r"(?:^|\s)((?:\w+, )*\w+),? = args\s*$", re.M)
_SIZE_LINE = r"assert_size_stride\({name}, \(([\d, ]*)\)"


def graph_inputs(text: str) -> list[tuple[str, Optional[int]]]:
    """The inputs (name, elements) of the first graph in generated code or an output-code log."""
    match = _ARGS_LINE.search(text)
    if not match:
        return []
    names = match.group(1).split(", ")
    return [(name, _numel(re.search(_SIZE_LINE.format(name=re.escape(name)), text))) for name in names]


def _numel(match) -> Optional[int]:
    if not match:
        return None
    numel = 1
    for dim in filter(None, (d.strip() for d in match.group(1).split(","))):
        numel *= int(dim)
    return numel


def _item_size(kernels) -> Optional[int]:
    """Element size from a copy kernel's template arguments, e.g. `Copy<c10::BFloat16, ...>`."""
    return next((size for size in map(events.copy_item_size, (ev.name for ev in kernels)) if size), None)


def compile_layers_overhead(test, control, context) -> Optional[Finding]:
    layers = [test.layer(kind) for kind in LayerKind.COMPILE_LAYERS if test.layer(kind)]
    if not layers:
        return None
    # On a CPU trace the C++ kernels have no events of their own: their compute is the graph call's
    # self time, which is then work, not overhead (kept in the evidence, left out of the total).
    kernels_inside = bool(untraced_kernels(test, _representative(test))) if test.steps else False
    per_call = {layer.kind: round(layer.self_us.median, 1) for layer in layers}
    total = sum(us for kind, us in per_call.items() if not (kernels_inside and kind == LayerKind.GRAPH_CALL))
    parts = ", ".join(f"{' / '.join(layer.names)} {layer.self_us.median:.1f}" for layer in layers)
    delta = ""
    if control is not None:
        delta = f"; CPU per step {_us(control.metrics.cpu_us.median)} -> {_us(test.metrics.cpu_us.median)}"
    if kernels_inside:
        delta += "; the graph call's self time includes its C++ kernels, so it is not counted as overhead"
    return Finding("compile-layers-overhead",
                   f"the compile layers add {_us(total)} CPU self time per call ({parts} µs){delta}",
                   {"self_us_per_call": per_call, "total_us": round(total, 1),
                    "event_names": {layer.kind: list(layer.names) for layer in layers},
                    "cpu_us_per_step": test.metrics.cpu_us.median,
                    "control_cpu_us_per_step": control.metrics.cpu_us.median if control else None})


def graph_break(test, control, context) -> Optional[Finding]:
    step = _representative(test)
    regions = [n for n in step.walk() if n.kind == LayerKind.COMPILED_REGION] if step else []
    if len(regions) < 2:
        return None
    gaps = [_eager_gap(before, after) for before, after in zip(regions, regions[1:])]
    return Finding("graph-break",
                   f"{len(regions)} compiled regions per step ({', '.join(r.name for r in regions)}) with "
                   f"{_us(sum(gaps))} of eager work between them: the function has a graph break",
                   {"regions": [r.name for r in regions], "region_count": len(regions),
                    "eager_between_us": round(sum(gaps), 3)})


def _eager_gap(before: ChainNode, after: ChainNode) -> float:
    """Time from the end of the earlier region's compiled graph to the start of the next region."""
    calls = [n for n in before.walk() if n.kind == LayerKind.GRAPH_CALL and n.ts < after.ts]
    start = max((n.ts + n.dur for n in calls), default=before.ts + before.dur)
    return max(0.0, after.ts - start)


def recompile(test, control, context) -> Optional[Finding]:
    names = sorted({name for name in analysis_module.step_names(test, LayerKind.COMPILED_REGION)
                    if (events.compiled_region_id(name) or (0, 0))[1] > 0})
    if not names:
        return None
    return Finding("recompile", f"recompiled frames ran: {', '.join(names)} (the j in i/j counts recompiles)",
                   {"regions": names})


def triton_template_gemm(test, control, context) -> Optional[Finding]:
    rows = [row for row in test.kernels if row.name.startswith(events.TRITON_TEMPLATE_PREFIX)]
    if not rows:
        return None
    described = ", ".join(f"{row.name} ({_us(row.dur_us.median)})" for row in rows)
    return Finding("triton-template-gemm",
                   f"GEMM done by an Inductor Triton template instead of an extern library call: {described}",
                   {"kernels": {row.name: row.dur_us.median for row in rows}})


_FAILED_CHOICE = re.compile(r"Exception (.*?) for benchmark choice (\w+)")


def autotune_choice_failed(test, control, context) -> Optional[Finding]:
    failures = _FAILED_CHOICE.findall(context.output_code_log or "")
    if not failures:
        return None
    reason = failures[0][0]
    resource = re.search(r"out of resource: .*?Hardware limit: ?\d+", reason)
    return Finding("autotune-choice-failed",
                   f"{len(failures)} autotune choice(s) failed to compile or run: "
                   f"{resource.group(0) if resource else reason[:160]}",
                   {"failed_choices": len(failures), "callers": sorted({c for _, c in failures}),
                    "first_reason": reason[:400]})


def kernel_time_variance(test, control, context) -> Optional[Finding]:
    """Per kernel name, its GPU time in each step; flags names whose per-step time spreads."""
    per_step = analysis_module.kernel_time_per_step(test)
    spread = {name: Stat.of(times) for name, times in per_step.items()
              if len(times) >= KERNEL_VARIANCE_MIN_STEPS and statistics.median(times) >= KERNEL_VARIANCE_MIN_US}
    varying = {name: s for name, s in spread.items() if (s.max - s.min) / s.median > KERNEL_SPREAD_RATIO}
    if not varying:
        return None
    worst = max(varying, key=lambda name: (varying[name].max - varying[name].min) / varying[name].median)
    d, mean = varying[worst], statistics.fmean(per_step[worst])
    return Finding("kernel-time-variance",
                   f"{len(varying)} kernel(s) vary in GPU time across steps; worst {worst[:80]}: "
                   f"median {_us(d.median)}, mean {_us(mean)}, min {_us(d.min)}, max {_us(d.max)} "
                   f"(quote the median: the mean follows outliers)",
                   {"kernels": {name: {"median_us": s.median, "mean_us": statistics.fmean(per_step[name]),
                                       "min_us": s.min, "max_us": s.max, "steps": s.n}
                                for name, s in varying.items()},
                    "threshold": KERNEL_SPREAD_RATIO})


def first_step_outlier(test, control, context) -> Optional[Finding]:
    steps = test.step_metrics
    if len(steps) < FIRST_STEP_MIN_STEPS:
        return None
    rest = sorted(m.cpu_us for m in steps[1:])
    median_rest = rest[len(rest) // 2] if len(rest) % 2 else (rest[len(rest) // 2 - 1] + rest[len(rest) // 2]) / 2
    if steps[0].cpu_us <= FIRST_STEP_OUTLIER_RATIO * median_rest:
        return None
    return Finding("first-step-outlier",
                   f"the first active step ({steps[0].name}) took {_us(steps[0].cpu_us)} CPU, "
                   f"{steps[0].cpu_us / median_rest:.1f}x the other steps' median {_us(median_rest)}",
                   {"first_step": steps[0].name, "first_cpu_us": steps[0].cpu_us,
                    "others_median_cpu_us": median_rest, "threshold": FIRST_STEP_OUTLIER_RATIO})


def slower_than_eager(test, control, context, explained_by=()) -> Optional[Finding]:
    t, c = context.test_median_ms, context.control_median_ms
    if t is None or c is None or c <= 0 or t <= c * SLOWER_THAN_EAGER_RATIO:
        return None
    mode = context.mode or "this mode"
    why = f"; see {', '.join(explained_by)}" if explained_by else ""
    return Finding("slower-than-eager",
                   f"{mode} takes {t:.3f} ms per call against {context.control_mode}'s {c:.3f} ms "
                   f"({t / c:.2f}x){why}",
                   {"test_median_ms": t, "control_median_ms": c, "ratio": round(t / c, 4),
                    "explained_by": list(explained_by), "threshold": SLOWER_THAN_EAGER_RATIO})


RULES = (overhead_bound, gpu_bound, ops_fused, bias_copy_epilogue, cudagraph_input_copies,
         compile_layers_overhead, graph_break, recompile, triton_template_gemm, autotune_choice_failed,
         kernel_time_variance, first_step_outlier, slower_than_eager)
