"""Metrics of one trace: per step, per layer kind, per kernel; medians over the active steps.

    >>> a = analyze_trace("default.json", sources={"fdglgmd3...": "def call(args): ..."})
    >>> a.metrics.cpu_us.median, a.layer("dynamo cache lookup").self_us.median, a.kernels[0].name

Every step in a torch.profiler trace is an active step (the schedule's wait and warm-up steps are
not written), so all steps count; the first one is often slow, which `findings` reports.
"""
from __future__ import annotations

import operator
from collections import defaultdict
from pathlib import Path
from typing import Optional, Union

from compile_inspect import chains
from compile_inspect.model import (
    GraphRef, KernelRow, LayerCost, LayerKind, ModeMetrics, Stat, Step, StepMetrics, TraceAnalysis,
)
from compile_inspect.trace import Trace, load_trace



def analyze_trace(path_or_trace: Union[str, Path, Trace],
                  sources: Optional[dict[str, str]] = None) -> TraceAnalysis:
    """Chains, metrics, kernel table and compiled-graph sources of one trace.

    Everything is computed from the flat index of `chains.build_index` in one pass per step; the
    dispatch trees of a step are built only when read (`analysis.steps[i].roots`).
    """
    trace = path_or_trace if isinstance(path_or_trace, Trace) else load_trace(path_or_trace)
    index = chains.build_index(trace)
    steps = tuple(index.steps)
    launches = index.launches
    per_step = tuple(_step_metrics(step, step_launches) for step, step_launches in zip(steps, launches))
    analysis = TraceAnalysis(
        source=trace.path, device=trace.device_name, steps=steps, step_metrics=per_step,
        metrics=summarise(per_step), layers=_layer_costs(index), kernels=_kernel_table(launches),
        graphs=_graph_refs(_graph_calls(index), sources or {}),
        warnings=trace.warnings + _chain_warnings(trace, steps),
    )
    # Not a field: the index lets `step_nodes` and `step_gpu_events` answer without whole trees.
    object.__setattr__(analysis, "_index", index)
    return analysis


def step_nodes(analysis: TraceAnalysis, kind: Optional[str] = None, name: Optional[str] = None,
               containing: Optional[str] = None):
    """Every node of a kind and/or name in every step, with its subtree, in step order; with
    `containing`, only those with a descendant of that kind."""
    index = getattr(analysis, "_index", None)
    if index is not None:
        for step_no in range(len(analysis.steps)):
            yield from index.step_nodes(step_no, kind, name, containing)
        return
    for step in analysis.steps:
        for node in step.walk():
            if ((kind is None or node.kind == kind) and (name is None or node.name == name)
                    and (containing is None or any(n.kind == containing for n in node.walk() if n is not node))):
                yield node


def step_names(analysis: TraceAnalysis, kind: str) -> set[str]:
    """The distinct names of the nodes of a kind in every step."""
    index = getattr(analysis, "_index", None)
    if index is None:
        return {node.name for step in analysis.steps for node in step.walk() if node.kind == kind}
    return {thread.events[event_no].name for step_no in range(len(analysis.steps))
            for thread, event_no in index.step_matches(step_no, kind)}


def _graph_calls(index: chains.TraceIndex):
    for step_no in range(len(index.steps)):
        for thread, event_no in index.step_matches(step_no, LayerKind.GRAPH_CALL):
            yield thread.events[event_no]


def step_gpu_events(analysis: TraceAnalysis, step_no: int) -> list:
    """The GPU events launched in one step, in launch order."""
    index = getattr(analysis, "_index", None)
    if index is None:
        return list(analysis.steps[step_no].gpu_events())
    return [ev for _, gpu in index.step_launches(step_no) for ev in gpu]


def _chain_warnings(trace: Trace, steps: tuple[Step, ...]) -> tuple[str, ...]:
    warnings = []
    orphans = chains.unlaunched_gpu_events(trace)
    if orphans:
        warnings.append(f"{orphans} GPU events have a correlation id that no CPU launch call has")
    if not steps:
        warnings.append("no CPU events to build dispatch chains from")
    return tuple(warnings)


def step_metrics(step: Step) -> StepMetrics:
    """Metrics of one step from its trees (`analyze_trace` gets the same from the index)."""
    return _step_metrics(step, [(node, node.gpu) for node in step.walk() if node.gpu])


def _step_metrics(step: Step, launches: list) -> StepMetrics:
    """`launches`: (launch call, the GPU events it launched) of every launch call in the step."""
    gpu = sorted((ev for _, events in launches for ev in events), key=_START)
    busy, end = _busy(gpu)
    span = max(step.ts + step.dur, end) - step.ts
    memcpy = [ev for ev in gpu if ev.cat in ("gpu_memcpy", "Memcpy")]
    memset = [ev for ev in gpu if ev.cat in ("gpu_memset", "Memset")]
    # launch-to-start lag: how long after the CPU launch call began the GPU started the work
    lags = sorted(min(map(_START, events)) - call.ts for call, events in launches if events)
    return StepMetrics(
        name=step.name, cpu_us=step.dur, gpu_busy_us=busy,
        gpu_idle_share=(1.0 - busy / span if span > 0 else 0.0) if gpu else None,
        kernel_launches=len(gpu) - len(memcpy) - len(memset),
        memcpy_count=len(memcpy), memcpy_bytes=_bytes(memcpy),
        memset_count=len(memset), memset_bytes=_bytes(memset),
        launch_lag_us=_median_of_sorted(lags) if lags else None,
    )


_START = operator.attrgetter("ts")


def _median_of_sorted(values: list) -> float:
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def _busy(events) -> tuple[float, float]:
    """`busy_time` of trace events sorted by start, and the latest end (-inf when none)."""
    busy, end = 0.0, float("-inf")
    for ev in events:
        ev_end = ev.ts + ev.dur
        if ev_end <= end:
            continue
        busy += ev_end - max(ev.ts, end)
        end = ev_end
    return busy, end


def busy_time(events) -> float:
    """Length of the union of the events' intervals (events sorted by start)."""
    busy, end = 0.0, float("-inf")
    for ev in events:
        if ev.end <= end:
            continue
        busy += ev.end - max(ev.ts, end)
        end = ev.end
    return busy


def _bytes(events) -> int:
    return sum(ev.args.bytes or 0 for ev in events if ev.args is not None)


def summarise(per_step: tuple[StepMetrics, ...]) -> ModeMetrics:
    def stat(attribute):
        return Stat.of(getattr(m, attribute) for m in per_step if getattr(m, attribute) is not None)

    with_gpu = [m for m in per_step if m.gpu_idle_share is not None]
    empty = Stat(0.0, 0.0, 0.0, 0)
    return ModeMetrics(
        steps=len(per_step), cpu_us=stat("cpu_us") or empty,
        gpu_busy_us=Stat.of(m.gpu_busy_us for m in with_gpu),
        gpu_idle_share=stat("gpu_idle_share"),
        kernel_launches=stat("kernel_launches") or empty,
        memcpy_count=stat("memcpy_count") or empty, memcpy_bytes=stat("memcpy_bytes") or empty,
        memset_count=stat("memset_count") or empty, memset_bytes=stat("memset_bytes") or empty,
        launch_lag_us=stat("launch_lag_us"),
    )


def layer_costs(steps: tuple[Step, ...]) -> tuple[LayerCost, ...]:
    """CPU self time per call of each layer kind, in a fixed order (compile layers first)."""
    self_times, raw_names = defaultdict(list), defaultdict(set)
    for step in steps:
        for node in step.walk():
            self_times[node.kind].append(node.self_us)
            raw_names[node.kind].add(node.name)
    return _layers(self_times, raw_names, len(steps))


def _layer_costs(index: chains.TraceIndex) -> tuple[LayerCost, ...]:
    """`layer_costs` from the flat index: one pass over each step's index ranges."""
    self_times, pairs = defaultdict(list), set()
    for ranges in index.ranges:
        for thread, start, stop in ranges:
            kinds = thread.kinds[start:stop]
            for kind, self_us in zip(kinds, thread.self_us[start:stop]):
                self_times[kind].append(self_us)
            pairs.update(zip(kinds, map(chains.event_name, thread.events[start:stop])))
    raw_names = defaultdict(set)
    for kind, name in pairs:
        raw_names[kind].add(name)
    return _layers(self_times, raw_names, len(index.steps))


def _layers(self_times: dict, raw_names: dict, steps: int) -> tuple[LayerCost, ...]:
    names = {kind: {chains.normalise_name(name) for name in found} for kind, found in raw_names.items()}
    order = [kind for kind in vars(LayerKind).values() if isinstance(kind, str) and kind in self_times]
    return tuple(
        LayerCost(kind, tuple(sorted(names[kind])[:8]), len(self_times[kind]) / steps, Stat.of(self_times[kind]))
        for kind in order
    )


def kernel_table(steps: tuple[Step, ...]) -> tuple[KernelRow, ...]:
    """One row per GPU event name, longest total time first."""
    return _kernel_table([[(None, list(step.gpu_events()))] for step in steps])


def _kernel_table(launches_per_step: list) -> tuple[KernelRow, ...]:
    by_name = defaultdict(list)
    for launches in launches_per_step:
        for _, events in launches:
            for ev in events:
                by_name[ev.name].append(ev)
    rows = [_kernel_row(name, events) for name, events in by_name.items()]
    return tuple(sorted(rows, key=lambda row: (-row.total_us, row.name)))


def _kernel_row(name: str, events: list) -> KernelRow:
    durations = [ev.dur for ev in events]
    args = events[0].args
    kind = chains.classify(events[0].cat, name)
    return KernelRow(
        name=name, kind=kind if kind in LayerKind.GPU else LayerKind.KERNEL, count=len(events),
        dur_us=Stat.of(durations), mean_us=sum(durations) / len(durations), total_us=sum(durations),
        grid=args.grid if args else None, block=args.block if args else None,
        registers=args.registers if args else None, shared_memory=args.shared_memory if args else None,
        bytes=args.bytes if args else None,
    )


def graph_refs(steps: tuple[Step, ...], sources: dict[str, str]) -> tuple[GraphRef, ...]:
    """Every compiled FX graph called in the steps, with its source when `sources` has it."""
    nodes = (node for step in steps for node in step.walk() if node.kind == LayerKind.GRAPH_CALL)
    return _graph_refs(nodes, sources)


def _graph_refs(graph_calls, sources: dict[str, str]) -> tuple[GraphRef, ...]:
    calls = defaultdict(int)
    for node in graph_calls:
        fx_hash = chains.graph_hash(node.name)
        if fx_hash:
            calls[fx_hash] += 1
    return tuple(GraphRef(h, n, sources.get(h)) for h, n in calls.items())
