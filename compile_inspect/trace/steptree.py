"""A step's dispatch tree as rows, computed on the trace index's columns, for `explain`'s capped tree.
No torch.

    >>> rows = step_rows(analysis.index, -1)      # the last step
    >>> rows.row(int(heaviest(rows, 40)[0]))      # TreeRow(depth=0, kind='user annotation', name='fn', ...)

The rows are those of the step's ChainNode trees (`TraceIndex.step`), in the same order: the roots in
start order, each subtree depth first, a launch call's GPU events right under it. Built as arrays, not
as a ChainNode per event: one step of a real MTIA trace holds 112,555 events, which took 0.7 s to flatten
and rank as objects, where explain shows 40 of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from compile_inspect.trace.events import gpu_kind
from compile_inspect.trace.index import KINDS, TraceIndex


@dataclass(frozen=True)
class TreeRow:
    """A CPU event (`cpu_us` its duration, `gpu_us` the GPU time its subtree launched) or, under its
    launch call, a GPU event (`cpu_us` None, `gpu_us` its duration; `bytes` a copy's size)."""

    depth: int
    kind: str
    name: str
    cpu_us: Optional[float]
    gpu_us: float
    bytes: Optional[int] = None


@dataclass(frozen=True)
class StepRows:
    """Row r is CPU event `source[r]` (>= 0) or GPU event `-1 - source[r]`; `parent[r]` its parent's
    row (-1 for a root); `cpu_us` NaN on GPU rows."""

    index: TraceIndex
    source: np.ndarray
    depth: np.ndarray
    parent: np.ndarray
    cpu_us: np.ndarray
    gpu_us: np.ndarray

    def __len__(self) -> int:
        return len(self.source)

    @property
    def weight(self) -> np.ndarray:
        """What a row costs: its CPU or its GPU time, whichever is longer. Never more than its parent's."""
        return np.maximum(np.nan_to_num(self.cpu_us), self.gpu_us)

    def heaviest(self, cap: int) -> np.ndarray:
        """`heaviest(self, cap)`: the rows to show."""
        return heaviest(self, cap)

    def row(self, r: int) -> TreeRow:
        source, depth, gpu_us = int(self.source[r]), int(self.depth[r]), float(self.gpu_us[r])
        if source < 0:
            event = self.index.gpu[-1 - source]
            size = event.args.bytes if event.args is not None else None
            return TreeRow(depth, gpu_kind(event.cat), event.name, None, gpu_us, size)
        index = self.index
        name, kind = index.names[index.name[source]], KINDS[index.kind[source]]
        return TreeRow(depth, kind, name, float(self.cpu_us[r]), gpu_us)


def step_rows(index: TraceIndex, step_no: int) -> StepRows:
    """The rows of step `step_no` (negative counts from the end)."""
    events, depth = _cpu_rows(index, range(len(index.steps))[step_no])
    launches = np.flatnonzero(index.is_launch[events])
    owner, gpu = index.launched(events[launches])
    gpu_row = launches[owner]  # the CPU row (in `events`) that launched each GPU event
    gpu_dur = index.gpu.dur[gpu]
    cpu_at = np.arange(len(events)) + np.r_[0, np.cumsum(np.bincount(gpu_row, minlength=len(events)))[:-1]]
    gpu_at = cpu_at[gpu_row] + 1 + _rank_within(owner)
    total = len(events) + len(gpu)
    source, rows_depth, parent = (np.empty(total, dtype=np.int64) for _ in range(3))
    cpu_us, gpu_us = np.full(total, np.nan), np.empty(total)
    source[cpu_at], source[gpu_at] = events, -1 - gpu
    rows_depth[cpu_at], rows_depth[gpu_at] = depth, depth[gpu_row] + 1
    parent[cpu_at], parent[gpu_at] = _parent_rows(index, events, depth, cpu_at), cpu_at[gpu_row]
    cpu_us[cpu_at] = index.dur[events]
    gpu_us[cpu_at], gpu_us[gpu_at] = _subtree_sums(index, events, gpu_row, gpu_dur), gpu_dur
    return StepRows(index, source, rows_depth, parent, cpu_us, gpu_us)


def _cpu_rows(index: TraceIndex, step_no: int) -> tuple[np.ndarray, np.ndarray]:
    """The step's CPU events in tree order (roots by start time, each subtree in nesting order) and
    their depth under their root."""
    members = index.step_members(step_no)
    in_step = np.zeros(len(index.ts), dtype=bool)
    in_step[members] = True
    parents = index.parent[members]
    roots = members[(parents < 0) | ~in_step[np.maximum(parents, 0)]]
    roots = roots[np.argsort(index.ts[roots], kind="stable")]
    sizes = index.subtree_end[roots] - roots
    events = np.repeat(roots, sizes) + _rank_within(np.repeat(np.arange(len(roots)), sizes))
    return events, index.depth[events] - np.repeat(index.depth[roots], sizes)


def _rank_within(groups: np.ndarray) -> np.ndarray:
    """0, 1, 2 ... within each run of equal values of a non-decreasing array."""
    if not len(groups):
        return groups
    starts = np.r_[0, np.flatnonzero(np.diff(groups)) + 1]
    return np.arange(len(groups)) - np.repeat(starts, np.diff(np.r_[starts, len(groups)]))


def _subtree_sums(index: TraceIndex, events: np.ndarray, gpu_row: np.ndarray, gpu_dur: np.ndarray):
    """Each CPU row's GPU time, its own launches' and its descendants': a subtree is a run of rows."""
    own = np.bincount(gpu_row, weights=gpu_dur, minlength=len(events)) if len(events) else np.zeros(0)
    rows = np.arange(len(events))
    with np.errstate(over="ignore", invalid="ignore"):  # durations near 1e308 (a hostile trace): inf, nan
        running = np.r_[0.0, np.cumsum(own)]
        return running[rows + index.subtree_end[events] - events] - running[rows]


def _parent_rows(index: TraceIndex, events: np.ndarray, depth: np.ndarray, cpu_at: np.ndarray) -> np.ndarray:
    """Each CPU row's parent row (-1 for a root)."""
    by_event = np.argsort(events)
    found = np.searchsorted(events[by_event], index.parent[events])
    parent = cpu_at[by_event[np.minimum(found, len(events) - 1)]] if len(events) else events
    return np.where(depth > 0, parent, -1)


def heaviest(rows: StepRows, cap: int) -> np.ndarray:
    """The rows to show: the `cap` heaviest (ties to the earlier row) and every ancestor of each, in
    tree order. A row is never heavier than its parent, so they are mostly one set already."""
    if len(rows) <= cap:
        return np.arange(len(rows))
    top = np.lexsort((np.arange(len(rows)), -rows.weight))[:cap]
    shown = np.zeros(len(rows), dtype=bool)
    shown[top] = True
    up = rows.parent[top]
    while len(up := up[up >= 0]):
        up = up[~shown[up]]
        shown[up] = True
        up = rows.parent[up]
    return np.flatnonzero(shown)
