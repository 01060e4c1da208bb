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

from compile_inspect import events
from compile_inspect.index import KINDS, TraceIndex
from compile_inspect.model import (
    GraphRef,
    KernelRow,
    LayerCost,
    LayerKind,
    ModeMetrics,
    Stat,
    StepMetrics,
    TraceAnalysis,
)
from compile_inspect.trace import Trace, load_trace


def analyze_trace(
    path_or_trace: Union[str, Path, Trace], sources: Optional[dict[str, str]] = None
) -> TraceAnalysis:
    """Steps, metrics, layer costs, kernel table and compiled-graph sources of one trace."""
    trace = path_or_trace if isinstance(path_or_trace, Trace) else load_trace(path_or_trace)
    index = TraceIndex(trace)
    members = [step.members() for step in index.steps]
    launched = StepGpuWork.of(index, members)
    per_step = tuple(_step_metrics(index, n, launched) for n in range(len(index.steps)))
    return TraceAnalysis(
        source=trace.path,
        device=trace.device_name,
        steps=tuple(step.span for step in index.steps),
        step_metrics=per_step,
        metrics=summarise(per_step),
        layers=layer_costs(index, members),
        kernels=kernel_table(index, launched),
        graphs=graph_refs(index, members, sources or {}),
        warnings=trace.warnings + _chain_warnings(index),
        index=index,
    )


class StepGpuWork:
    """The GPU events each step's launch calls launched, as arrays in launch order.

    `gpu[k]` is the index (into `index.gpu`) of the k-th GPU event, `step[k]` its step, `call[k]`
    the CPU launch call that launched it.
    """

    def __init__(self, gpu: np.ndarray, step: np.ndarray, call: np.ndarray, events_: tuple):
        self.gpu, self.step, self.call = gpu, step, call
        self.ts = np.array([events_[i].ts for i in gpu.tolist()], dtype=np.float64)
        self.dur = np.array([events_[i].dur for i in gpu.tolist()], dtype=np.float64)

    @classmethod
    def of(cls, index: TraceIndex, members: list[np.ndarray]) -> "StepGpuWork":
        calls = [m[np.isin(m, index.launches)] for m in members]
        all_calls = np.concatenate(calls) if calls else np.zeros(0, dtype=np.int64)
        call_step = np.repeat(np.arange(len(calls)), [len(c) for c in calls])
        owner, gpu = index.launched(all_calls)
        return cls(gpu, call_step[owner], all_calls[owner], index.gpu)

    def of_step(self, step_no: int) -> np.ndarray:
        """Positions (into these arrays) of one step's GPU events, in launch order."""
        lo, hi = np.searchsorted(self.step, [step_no, step_no + 1])
        return np.arange(lo, hi)


def _step_metrics(index: TraceIndex, step_no: int, work: StepGpuWork) -> StepMetrics:
    span = index.steps[step_no].span
    mine = work.of_step(step_no)
    by_start = mine[np.argsort(work.ts[mine], kind="stable")]
    busy, end = _busy(work.ts[by_start], work.dur[by_start])
    window = max(span.ts + span.dur, end) - span.ts
    cats = [index.gpu[i].cat for i in work.gpu[mine].tolist()]
    memcpy = [i for i, cat in zip(work.gpu[mine].tolist(), cats) if events.is_memcpy(cat)]
    memset = [i for i, cat in zip(work.gpu[mine].tolist(), cats) if events.is_memset(cat)]
    return StepMetrics(
        name=span.name,
        cpu_us=span.dur,
        gpu_busy_us=busy,
        gpu_idle_share=(1.0 - busy / window if window > 0 else 0.0) if len(mine) else None,
        kernel_launches=len(mine) - len(memcpy) - len(memset),
        memcpy_count=len(memcpy),
        memcpy_bytes=_bytes(index, memcpy),
        memset_count=len(memset),
        memset_bytes=_bytes(index, memset),
        launch_lag_us=_launch_lag(index, work, mine),
    )


def _busy(ts: np.ndarray, dur: np.ndarray) -> tuple[float, float]:
    """Length of the union of intervals sorted by start, and the latest end (-inf when none)."""
    if not len(ts):
        return 0.0, float("-inf")
    ends = ts + dur
    reach = np.maximum.accumulate(ends)
    before = np.r_[-np.inf, reach[:-1]]
    gained = np.where(ends > before, ends - np.maximum(ts, before), 0.0)
    busy = 0.0
    for value in gained.tolist():  # summed in start order, as one would by hand
        busy += value
    return busy, float(reach[-1])


def _launch_lag(index: TraceIndex, work: StepGpuWork, mine: np.ndarray) -> Optional[float]:
    """Median over launch calls of (first GPU start - launch call start)."""
    if not len(mine):
        return None
    calls, first = np.unique(work.call[mine], return_index=True)
    starts = np.minimum.reduceat(work.ts[mine], np.sort(first)) if len(first) else np.zeros(0)
    order = np.argsort(first)
    lags = sorted((starts - index.ts[calls[order]]).tolist())
    middle = len(lags) // 2
    return lags[middle] if len(lags) % 2 else (lags[middle - 1] + lags[middle]) / 2


def _bytes(index: TraceIndex, gpu: list[int]) -> int:
    return sum(index.gpu[i].args.bytes or 0 for i in gpu if index.gpu[i].args is not None)


def busy_time(events_) -> float:
    """Length of the union of the events' intervals (events sorted by start)."""
    ts = np.array([ev.ts for ev in events_], dtype=np.float64)
    return _busy(ts, np.array([ev.dur for ev in events_], dtype=np.float64))[0]


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
    )


def layer_costs(index: TraceIndex, members: list[np.ndarray]) -> tuple[LayerCost, ...]:
    """CPU self time per call of each layer kind, in a fixed order (compile layers first)."""
    every = np.concatenate(members) if members else np.zeros(0, dtype=np.int64)
    kinds, self_us = index.kind[every], index.self_us[every]
    layers = []
    for code in np.unique(kinds).tolist():
        mine = kinds == code
        names = sorted(
            {events.normalise_name(index.names[c]) for c in np.unique(index.name[every[mine]]).tolist()}
        )
        layers.append(
            LayerCost(KINDS[code], tuple(names[:8]), int(mine.sum()) / len(members), _stat(self_us[mine]))
        )
    return tuple(sorted(layers, key=lambda layer: KINDS.index(layer.kind)))


def _stat(values: np.ndarray) -> Stat:
    return Stat(float(np.median(values)), float(values.min()), float(values.max()), len(values))


def kernel_table(index: TraceIndex, work: StepGpuWork) -> tuple[KernelRow, ...]:
    """One row per GPU event name over the steps, longest total time first."""
    by_name: dict[str, list] = {}
    for i in work.gpu.tolist():
        event = index.gpu[i]
        by_name.setdefault(event.name, []).append(event)
    rows = [_kernel_row(name, found) for name, found in by_name.items()]
    return tuple(sorted(rows, key=lambda row: (-row.total_us, row.name)))


def _kernel_row(name: str, found: list) -> KernelRow:
    durations = [ev.dur for ev in found]
    args = found[0].args
    kind = events.classify(found[0].cat, name)
    total = sum(durations)
    return KernelRow(
        name=name,
        kind=kind if kind in LayerKind.GPU else LayerKind.KERNEL,
        count=len(found),
        dur_us=Stat.of(durations),
        mean_us=total / len(durations),
        total_us=total,
        grid=args.grid if args else None,
        block=args.block if args else None,
        registers=args.registers if args else None,
        shared_memory=args.shared_memory if args else None,
        bytes=args.bytes if args else None,
    )


def graph_refs(index: TraceIndex, members: list[np.ndarray], sources: dict[str, str]) -> tuple[GraphRef, ...]:
    """Every compiled FX graph called in the steps (first-called first), with its source when known."""
    calls: Counter = Counter()
    for step_members in members:
        for index_no in index.matching(step_members, LayerKind.GRAPH_CALL).tolist():
            fx_hash = events.graph_hash(index.names[index.name[index_no]])
            if fx_hash:
                calls[fx_hash] += 1
    return tuple(GraphRef(h, n, sources.get(h)) for h, n in calls.items())


def step_nodes(analysis: TraceAnalysis, kind=None, name=None, containing=None):
    """Every node of a kind and/or name in every step, with its subtree, in step order; with
    `containing`, only those with a descendant of that kind."""
    for step_no in range(len(analysis.steps)):
        yield from analysis.index.step_nodes(step_no, kind, name, containing)


def step_names(analysis: TraceAnalysis, kind: str) -> set[str]:
    """The distinct names of the nodes of a kind in every step."""
    index = analysis.index
    return {name for step in index.steps for name in index.kind_names(step.members(), kind)}


def step_gpu_events(analysis: TraceAnalysis, step_no: int) -> list:
    """The GPU events launched in one step, in launch order."""
    return analysis.index.step_gpu_events(step_no)


def _chain_warnings(index: TraceIndex) -> tuple[str, ...]:
    warnings = []
    orphans = unlaunched_gpu_events(index)
    if orphans:
        warnings.append(f"{orphans} GPU events have a correlation id that no CPU launch call has")
    if not index.steps:
        warnings.append("no CPU events to build dispatch chains from")
    return tuple(warnings)


def unlaunched_gpu_events(index: TraceIndex) -> int:
    """How many GPU events carry a correlation id that no CPU event has."""
    ids, starts, _ = index._gpu_by_correlation
    known = np.isin(ids, index.correlation[index.correlation >= 0])
    unknown_ids = int((starts[1:] - starts[:-1])[~known].sum())
    no_id = len(index.gpu) - int(starts[-1])
    return unknown_ids + no_id
