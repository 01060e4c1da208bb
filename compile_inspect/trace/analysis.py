"""Metrics of one trace: per step, per layer kind, per kernel; medians over the active steps.

    >>> a = analyze_trace("default.json", sources={"fdglgmd3...": "def call(args): ..."})
    >>> a.metrics.cpu_us.median, a.layer("dynamo cache lookup").self_us.median, a.kernels[0].name

Every step in a torch.profiler trace is an active step (the schedule's wait and warm-up steps are
not written), so all steps count; the first one is often slow, which `findings` reports. Every
number comes from the columns of `index.TraceIndex`, per event vectorised; `ChainNode` trees are
built only for the steps a report shows (`TraceAnalysis.step`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Optional, Union

import numpy as np

from compile_inspect.trace import checks, events, intervals
from compile_inspect.trace.index import (
    KIND_CODE,
    KINDS,
    ROLE_KERNEL,
    ROLE_MEMCPY,
    ROLE_MEMSET,
    StepGpuWork,
    TraceIndex,
    run_bounds,
)
from compile_inspect.trace.model import (
    GraphRef,
    KernelRow,
    LayerCost,
    LayerKind,
    ModeMetrics,
    OneOffCost,
    Stat,
    StepMetrics,
    TraceAnalysis,
)
from compile_inspect.trace.pages import without_huge_pages
from compile_inspect.trace.reader import GpuEvents, Trace
from compile_inspect.trace.steps import overlapping_steps_warnings
from compile_inspect.units import ms_text, us_text


def analyze_trace(
    path_or_trace: Union[str, Path, Trace], sources: Optional[dict[str, str]] = None
) -> TraceAnalysis:
    """Steps, metrics, layer costs, kernel table and compiled-graph sources of one trace."""
    with without_huge_pages():  # trace/pages.py: 1 GB traces' columns
        if isinstance(path_or_trace, Trace):
            index = TraceIndex(path_or_trace)
        else:
            index = TraceIndex.read(path_or_trace)
        return _analysis(index, sources)


def _analysis(index: TraceIndex, sources: Optional[dict[str, str]]) -> TraceAnalysis:
    trace = index.trace
    work = index.work
    per_step = step_metrics(index, work)
    return TraceAnalysis(
        source=trace.path,
        device=trace.device_name,
        steps=index.steps,
        step_metrics=per_step,
        metrics=summarise(per_step),
        layers=layer_costs(index),
        kernels=kernel_table(index, work),
        graphs=graph_refs(index, sources or {}),
        warnings=trace.warnings + _chain_warnings(index),
        checks=trace_checks(index),
        index=index,
        step_choice=index.step_choice,
        one_off_costs=one_off_costs(index),
    )


def step_metrics(index: TraceIndex, work: StepGpuWork) -> tuple[StepMetrics, ...]:
    """Metrics of every step, each column computed for all steps at once.

    The step's window runs from its start to the later of its end and its last GPU end; the GPU's
    idle share is the part of that window no GPU work fills, whichever step queued the work (in a
    pipelined loop the GPU starts a step busy with the previous step's kernels)."""
    steps = len(index.steps)
    launched = np.bincount(work.step, minlength=steps)
    counts = [
        np.bincount(work.step[work.role == role], minlength=steps) for role in (ROLE_MEMCPY, ROLE_MEMSET)
    ]
    nbytes = [
        np.bincount(work.step, weights=work.bytes * (work.role == role), minlength=steps)
        for role in (ROLE_MEMCPY, ROLE_MEMSET)
    ]
    busy, end = _busy_per_step(work, steps)
    first = _first_start_per_step(work, steps)
    stops = [span.ts + span.dur for span in index.steps]
    windows = [(span.ts, max(stop, end[n])) for n, (span, stop) in enumerate(zip(index.steps, stops))]
    occupied = gpu_occupied(index.gpu, windows)
    lag, depth = _launch_lag_per_step(index, work, steps), _queue_depth_per_step(index, work, steps)
    rows = []
    for n, span in enumerate(index.steps):
        window, gpu = windows[n][1] - windows[n][0], bool(launched[n])
        share = (occupied[n] / window if window > 0 else 1.0) if gpu else None
        memcpy, memset = int(counts[0][n]), int(counts[1][n])
        rows.append(StepMetrics(
            name=span.name, cpu_us=span.dur, gpu_busy_us=busy[n], gpu_idle_share=_complement(share),
            kernel_launches=int(launched[n]) - memcpy - memset, memcpy_count=memcpy,
            memcpy_bytes=int(nbytes[0][n]), memset_count=memset, memset_bytes=int(nbytes[1][n]),
            launch_lag_us=lag[n], gpu_busy_share=share,
            gpu_active_span_us=end[n] - first[n] if gpu else None,
            gpu_queue_lag_us=end[n] - stops[n] if gpu else None, queue_depth=depth[n],
        ))  # fmt: skip
    return tuple(rows)


def _complement(share: Optional[float]) -> Optional[float]:
    return None if share is None else 1.0 - share


def _busy_per_step(work: StepGpuWork, steps: int) -> tuple[list[float], list[float]]:
    """Per step, the length of the union of its GPU intervals and their latest end (-inf: none)."""
    return intervals.covered_per_group(work.step, work.ts, work.ts + work.dur, steps)


def _first_start_per_step(work: StepGpuWork, steps: int) -> list[float]:
    """Per step, the earliest start of its GPU work (inf: none)."""
    first = np.full(steps, np.inf)
    np.minimum.at(first, work.step, work.ts)
    return first.tolist()


def gpu_occupied(gpu_events: GpuEvents, windows: list[tuple[float, float]]) -> list[float]:
    """Per window (start, stop), how long the GPU runs any of the events inside it (their union)."""
    return intervals.covered_in(gpu_events.ts, gpu_events.ts + gpu_events.dur, windows)


def _call_starts(index: TraceIndex, work: StepGpuWork):
    """Each (step, launch call) of the work once: (its step, its launch time, its first GPU start)."""
    changed = (work.call[1:] != work.call[:-1]) | (work.step[1:] != work.step[:-1])
    firsts = np.flatnonzero(np.r_[True, changed])  # a call's events are adjacent, in each step it is in
    return work.step[firsts], index.ts[work.call[firsts]], np.minimum.reduceat(work.ts, firsts)


def _launch_lag_per_step(index: TraceIndex, work: StepGpuWork, steps: int) -> list[Optional[float]]:
    """Per step, the median over its launch calls of (first GPU start - launch call start)."""
    lags: list[Optional[float]] = [None] * steps
    if not len(work.call):
        return lags
    step, launch, start = _call_starts(index, work)
    lag = start - launch
    order = np.lexsort((lag, step))
    lag, step = lag[order], step[order]
    bounds = np.searchsorted(step, np.arange(steps + 1))
    for n in np.flatnonzero(bounds[1:] > bounds[:-1]).tolist():
        values = lag[bounds[n] : bounds[n + 1]].tolist()
        middle = len(values) // 2
        lags[n] = values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2
    return lags


def _queue_depth_per_step(index: TraceIndex, work: StepGpuWork, steps: int) -> list[Optional[float]]:
    """Per step, the mean over its launch calls of how many later launch calls (of any step) the CPU
    issued before the call's GPU work started: 0 when the GPU keeps up, >= 1 when the CPU runs ahead."""
    if not len(work.call):
        return [None] * steps
    step, launch, start = _call_starts(index, work)
    issued = np.sort(launch)
    ahead = np.searchsorted(issued, start, "left") - np.searchsorted(issued, launch, "right")
    calls = np.bincount(step, minlength=steps)
    total = np.bincount(step, weights=np.maximum(ahead, 0), minlength=steps)
    return [float(total[n] / calls[n]) if calls[n] else None for n in range(steps)]


def summarise(per_step: tuple[StepMetrics, ...]) -> ModeMetrics:
    def stat(attribute):
        return Stat.of(getattr(m, attribute) for m in per_step if getattr(m, attribute) is not None)

    with_gpu = [m for m in per_step if m.gpu_idle_share is not None]
    empty = Stat(0.0, 0.0, 0.0, 0)
    return ModeMetrics(
        steps=len(per_step),
        cpu_us=stat("cpu_us") or empty,
        gpu_busy_us=Stat.of(m.gpu_busy_us for m in with_gpu),
        gpu_idle_share=stat("gpu_idle_share"),
        kernel_launches=stat("kernel_launches") or empty,
        memcpy_count=stat("memcpy_count") or empty,
        memcpy_bytes=stat("memcpy_bytes") or empty,
        memset_count=stat("memset_count") or empty,
        memset_bytes=stat("memset_bytes") or empty,
        launch_lag_us=stat("launch_lag_us"),
        gpu_busy_share=stat("gpu_busy_share"),
        gpu_active_span_us=stat("gpu_active_span_us"),
        gpu_queue_lag_us=stat("gpu_queue_lag_us"),
        queue_depth=stat("queue_depth"),
    )


def layer_costs(index: TraceIndex) -> tuple[LayerCost, ...]:
    """CPU self time per call of each layer kind, in a fixed order (compile layers first)."""
    every = index.member
    kinds, self_us = index.kind[every], index.self_us[every]
    layers = []
    for code in np.unique(kinds).tolist():
        mine = kinds == code
        found = np.unique(index.name[every[mine]]).tolist()
        names = sorted({events.normalise_name(index.names[c]) for c in found})
        calls = int(mine.sum()) / len(index.steps)
        layers.append(LayerCost(KINDS[code], tuple(names[:8]), calls, _stat(self_us[mine])))
    return tuple(sorted(layers, key=lambda layer: KINDS.index(layer.kind)))


def _stat(values: np.ndarray) -> Stat:
    return Stat(float(np.median(values)), float(values.min()), float(values.max()), len(values))


def kernel_table(index: TraceIndex, work: StepGpuWork) -> tuple[KernelRow, ...]:
    """One row per GPU event name over the steps, longest total time first."""
    gpu = index.gpu
    order = np.argsort(gpu.name[work.gpu], kind="stable")  # each name's events together, in work order
    groups = [work.gpu[order[a:b]] for a, b in run_bounds(gpu.name[work.gpu][order]).tolist()]
    rows = [_kernel_row(gpu.names[gpu.name[found[0]]], gpu, found) for found in groups]
    return tuple(sorted(rows, key=lambda row: (-row.total_us, row.name)))


def _kernel_row(name: str, gpu: GpuEvents, found: np.ndarray) -> KernelRow:
    """The row of one name's events (`found`: their indices in `gpu`, in work order)."""
    durations = gpu.dur[found].tolist()
    first = gpu[int(found[0])]
    args = first.args
    kind = events.classify(first.cat, name)
    total = sum(durations)
    dur_us = Stat.of(durations)
    assert dur_us is not None  # `found` holds an event or more
    return KernelRow(
        name=name,
        kind=kind if kind in LayerKind.GPU else LayerKind.KERNEL,
        count=len(found),
        dur_us=dur_us,
        mean_us=total / len(durations),
        total_us=total,
        grid=args.grid if args else None,
        block=args.block if args else None,
        registers=args.registers if args else None,
        shared_memory=args.shared_memory if args else None,
        bytes=args.bytes if args else None,
    )


def graph_refs(index: TraceIndex, sources: dict[str, str]) -> tuple[GraphRef, ...]:
    """Every compiled FX graph called in the steps (first-called first), with its source when known."""
    calls: Counter = Counter()
    for code in index.name[index.matching(index.member, LayerKind.GRAPH_CALL)].tolist():
        fx_hash = events.graph_hash(index.names[code])
        if fx_hash:
            calls[fx_hash] += 1
    return tuple(GraphRef(h, n, sources.get(h)) for h, n in calls.items())


def step_nodes(analysis: TraceAnalysis, kind=None, name=None, containing=None):
    """Every node of a kind and/or name in every step, with its subtree, in step order; with
    `containing`, only those with a descendant of that kind."""
    return analysis.require_index().nodes_matching(kind, name, containing)


def step_gpu_events(analysis: TraceAnalysis, kind=None, name=None) -> list[list]:
    """Per node of a kind and/or name in every step (step order), the GPU events its subtree launched;
    no subtree is built (`step_nodes` builds them)."""
    return analysis.require_index().gpu_events_matching(kind, name)


def step_names(analysis: TraceAnalysis, kind: str) -> set[str]:
    """The distinct names of the nodes of a kind in every step."""
    index = analysis.require_index()
    return index.kind_names(index.member, kind)


def kernel_time_per_step(analysis: TraceAnalysis) -> dict[str, list[float]]:
    """Per kernel name, its GPU time in each step that ran it (summed in launch order), in step order."""
    index = analysis.require_index()
    work = index.work
    kernels = np.flatnonzero(work.role == ROLE_KERNEL)
    names = index.gpu.names_of(work.gpu[kernels])
    codes = _codes_in_order(names)
    key = work.step[kernels].astype(np.int64) * max(len(codes), 1) + np.fromiter(
        map(codes.get, names), np.int64
    )
    distinct, inverse = np.unique(key, return_inverse=True)
    totals = np.bincount(inverse.reshape(-1), weights=work.dur[kernels], minlength=len(distinct))
    per_name: dict[str, list[float]] = {name: [] for name in codes}
    by_code = list(codes)
    for k, total in zip(distinct.tolist(), totals.tolist()):
        per_name[by_code[k % max(len(codes), 1)]].append(total)
    return per_name


def _codes_in_order(names: list[str]) -> dict[str, int]:
    return {name: code for code, name in enumerate(dict.fromkeys(names))}


# ---- one-off costs: runtime calls paid once, not per call ----

# A runtime call this many times the median of the same name's other calls, and at least
# ONE_OFF_MIN_US long, is a one-off (a first launch loading the module, a first allocation).
ONE_OFF_RATIO = 10.0
ONE_OFF_MIN_US = 1000.0
_RUNTIME_CODES = np.array([KIND_CODE[LayerKind.RUNTIME], KIND_CODE[LayerKind.GRAPH_LAUNCH]])


def one_off_costs(index: TraceIndex) -> tuple[OneOffCost, ...]:
    """The runtime calls of the steps whose cost is paid once: at least ONE_OFF_MIN_US, and either
    ONE_OFF_RATIO x the median of the same name's other calls, or the name's only call, in the first
    of two or more steps. A call inside another one-off (a driver call in a runtime call) is left out."""
    runtime = np.isin(index.kind[index.member], _RUNTIME_CODES)
    calls, first = np.unique(index.member[runtime], return_index=True)  # once, in the first step holding it
    step = index.member_step[runtime][first]
    # Only names with a call long enough to flag matter (each kept whole, for its median): few, in practice
    named = np.isin(index.name[calls], index.name[calls[index.dur[calls] >= ONE_OFF_MIN_US]])
    calls, step = calls[named], step[named]
    order = np.lexsort((index.dur[calls], index.name[calls]))
    calls, step = calls[order], step[order]
    dur, typical, count = index.dur[calls], *_median_of_others(index.name[calls], index.dur[calls])
    long_enough = dur >= ONE_OFF_MIN_US
    outlier = long_enough & (count > 1) & (dur > ONE_OFF_RATIO * np.nan_to_num(typical, nan=np.inf))
    first_only = long_enough & (count == 1) & (step == 0) & (len(index.steps) >= 2)
    flagged = np.flatnonzero(outlier | first_only)
    flagged = flagged[np.argsort(calls[flagged], kind="stable")]
    reach = (
        np.maximum.accumulate(np.r_[-1, index.subtree_end[calls[flagged[:-1]]]]) if len(flagged) else flagged
    )
    flagged = flagged[calls[flagged] >= reach]
    windows = [(float(index.ts[c]), float(index.end_of(c))) for c in calls[flagged].tolist()]
    busy = gpu_occupied(index.gpu, windows)
    costs = [_one_off(index, int(calls[k]), int(step[k]), typical[k], int(count[k]), outlier[k], gpu)
             for k, gpu in zip(flagged.tolist(), busy)]  # fmt: skip
    return tuple(sorted(costs, key=lambda cost: (cost.ts, cost.name)))


def _median_of_others(names: np.ndarray, dur: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For calls sorted by (name, duration): the median duration of the same name's other calls
    (NaN: none) and the name's call count."""
    starts = np.flatnonzero(np.r_[True, names[1:] != names[:-1]]) if len(names) else np.zeros(0, np.int64)
    sizes = np.diff(np.r_[starts, len(names)])
    first, count = np.repeat(starts, sizes), np.repeat(sizes, sizes)
    rank, others = np.arange(len(names)) - first, count - 1
    low, high = (others - 1) // 2, others // 2
    pick_low = first + low + (low >= rank)
    pick_high = first + high + (high >= rank)
    safe = np.minimum(len(names) - 1, np.maximum(0, np.stack([pick_low, pick_high])))
    median = (dur[safe[0]] + dur[safe[1]]) / 2 if len(names) else dur
    return np.where(others > 0, median, np.nan), count


def _one_off(index: TraceIndex, call: int, step: int, typical, count: int, outlier, gpu_busy: float):
    name, dur = index.names[index.name[call]], float(index.dur[call])
    if outlier:
        reason = f"{ms_text(dur, 1)} against a median of {us_text(typical)} over the {count - 1} other calls"
    else:
        reason = "its only call, in the first step"
    typical_us = None if np.isnan(typical) else float(typical)
    return OneOffCost(name, events.runtime_call_role(name), step, float(index.ts[call]), dur, typical_us,
                      count, reason, max(0.0, dur - gpu_busy))  # fmt: skip


def one_off_us_per_step(analysis: TraceAnalysis) -> tuple[list[float], list[float]]:
    """Per step, the CPU time of its one-off costs and the part of it the GPU idled."""
    cpu, idle = [0.0] * len(analysis.steps), [0.0] * len(analysis.steps)
    for cost in analysis.one_off_costs:
        cpu[cost.step] += cost.dur
        idle[cost.step] += cost.gpu_idle_us
    return cpu, idle


def trace_checks(index: TraceIndex) -> tuple[checks.TraceCheck, ...]:
    """What the trace can support (trace/checks.py): its GPU links, order, work and streams, its steps."""
    owner, linked = index.launched(index.launches)  # one pass: which call launched each linked event
    unlinked = np.ones(len(index.gpu), dtype=bool)
    unlinked[linked] = False
    # a CUDA graph's replayed events, which may run at once, on one stream too
    replayed = np.zeros(len(index.gpu), dtype=bool)
    replayed[linked[index.kind[index.launches[owner]] == index.code_of(LayerKind.GRAPH_LAUNCH)]] = True
    missing, launches = _launches_without_work(index)
    found = checks.gpu_checks(index.gpu, index.link_check, int(unlinked.sum()), float(index.gpu.dur[unlinked].sum()),
                              missing, launches, replayed)  # fmt: skip
    return found + (checks.step_check(overlapping_steps_warnings(index.step_choice)),)


def _launches_without_work(index: TraceIndex) -> tuple[int, int]:
    """(kernel launch calls in the steps with no GPU event of their id, kernel launch calls in the steps),
    leaving out the launches a CUDA graph recording captures (they queue nothing: the replay runs them)."""
    in_steps = np.zeros(len(index.ts), dtype=bool)
    in_steps[index.member] = True
    launch = index.per_event(lambda cat, name: events.runtime_call_role(name) == events.KERNEL_LAUNCH_ROLE)
    calls = np.flatnonzero(launch & in_steps & ~_under_recordings(index) & (index.correlation >= 0))
    return int((~index.is_launch[calls]).sum()), len(calls)


def _under_recordings(index: TraceIndex) -> np.ndarray:
    """Each CPU event inside a CUDA graph recording's subtree (nesting order: a subtree is a run)."""
    inside = np.zeros(len(index.ts) + 1, dtype=np.int64)
    for record in index.matching(index.member, None, events.CUDAGRAPH_RECORD).tolist():
        inside[record] += 1
        inside[index.subtree_end[record]] -= 1
    return np.cumsum(inside)[:-1] > 0


def _chain_warnings(index: TraceIndex) -> tuple[str, ...]:
    warnings = index.link_check.warnings() + overlapping_steps_warnings(index.step_choice)
    orphans = index.unlaunched_gpu_events()
    if orphans:
        warnings.append(f"{orphans} GPU events have a correlation id that no CPU launch call has")
    if not index.steps:
        warnings.append("no CPU events to build dispatch chains from")
    return tuple(warnings)
