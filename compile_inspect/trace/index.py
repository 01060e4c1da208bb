"""The columnar index of one trace: nesting, correlation and steps as numpy arrays. No torch.

    >>> index = TraceIndex.read("default.json")      # or TraceIndex(load_trace(...)): the same, one more copy
    >>> index.kind[index.parent == -1]          # the layer kind of every top-level CPU event
    >>> index.step_roots(-1)                    # the last step's dispatch trees (ChainNodes)

CPU events are sorted once into nesting order: by thread (first seen first), then start, longest
first, so that a parent comes right before its children and the subtree of event `i` is the index
range `[i, subtree_end[i])`. The columns (`ts`, `dur`, `name`, `cat`, `kind`, `thread`,
`correlation`, `parent`, `depth`, `subtree_end`, `self_us`) answer the queries of analysis and
findings with vectorised sorts, searchsorted and bincount; `ChainNode` trees are built only for
the steps a report shows.

Correlation is a step of its own. Before: `cudaMemcpyAsync {correlation: 34}` on a CPU lane and
`Memcpy DtoD {correlation: 34}` on stream 7. After: `launched([i])` of that runtime call gives the memcpy,
and every ancestor's `ChainNode.gpu_us` counts its duration.

Steps are chosen and checked in `compile_inspect.trace.steps` (profiler steps first, then the main
thread's top-level annotations, degenerate ones rejected, else the whole trace; `step_choice` says
which and why); a step holds its own subtree plus the top-level work of its process's other threads
(the autograd engine's, say) that starts inside its window.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Optional

import numpy as np

from compile_inspect.trace import checks, events
from compile_inspect.trace.model import ChainNode, LayerKind, Step, TraceEvent
from compile_inspect.trace.reader import CpuEvents, GpuEvents, Trace, load_trace
from compile_inspect.trace.steps import choose_steps

# Layer kinds by code: `index.kind` holds positions in this tuple.
KINDS: tuple[str, ...] = tuple(kind for kind in vars(LayerKind).values() if isinstance(kind, str))
KIND_CODE = {kind: code for code, kind in enumerate(KINDS)}
_LAUNCH_CODES = np.array([KIND_CODE[kind] for kind in events.LAUNCH_KINDS])


_EMPTY = np.zeros(0, dtype=np.int64)
_NO_CPU_EVENTS = CpuEvents.of([_EMPTY] * 6, ((), (), ()))  # stands in while a trace's CPU columns are sorted
# Event positions kept per event (parent, subtree end, step members): 4 bytes each, not 8 (2**31 events would
# need hundreds of GB of trace)
_INDEX = np.int32


class TraceIndex:
    """Columns of one trace's CPU events in nesting order, its GPU events, and its steps."""

    def __init__(self, trace: Trace):
        """The index of `trace`, which is left as it is: `self.trace` is a copy with the CPU events in
        nesting order (`TraceIndex.read` holds them once)."""
        order = _nesting_order(trace.cpu.ts, trace.cpu.dur, trace.cpu.thread)
        self._index(dataclasses.replace(trace, cpu=trace.cpu.taken(order)))

    @classmethod
    def read(cls, path) -> "TraceIndex":
        """The index of the trace file at `path` (`load_trace`'s errors). Its CPU columns are put in nesting
        order one at a time, each file-order column let go as its sorted one is made, so the events are
        held about once, not twice (docs/performance.md, large traces)."""
        trace = load_trace(path)
        columns, tables = trace.cpu.columns(), trace.cpu.tables()
        # the file-order Trace and its CpuEvents go here
        trace = dataclasses.replace(trace, cpu=_NO_CPU_EVENTS)
        order = _nesting_order(columns[0], columns[1], columns[4])
        for k in range(len(columns)):
            columns[k] = columns[k][order]
        index = cls.__new__(cls)
        index._index(dataclasses.replace(trace, cpu=CpuEvents.of(columns, tables)))
        return index

    def _index(self, trace: Trace) -> None:
        """Everything else, from `trace` with its CPU events in nesting order (kept as `self.trace`)."""
        self.trace = trace
        cpu = trace.cpu
        self.names, self.cats, self.threads = cpu.names, cpu.cats, cpu.threads
        self.ts, self.dur, self.name, self.cat = cpu.ts, cpu.dur, cpu.name, cpu.cat
        self.thread, self.correlation = cpu.thread, cpu.correlation
        self.kind = _kinds(self.cat, self.name, cpu.cats, cpu.names)
        self.thread_bounds = run_bounds(self.thread)
        self.parent, self.depth, self.subtree_end = _nest(self.ts, self.ts + self.dur, self.thread_bounds)
        self.self_us = _self_times(self.dur, self.parent)
        self.gpu = trace.gpu_events
        self.launches = self._launch_calls()
        self.is_launch = np.zeros(len(self.ts), dtype=bool)
        self.is_launch[self.launches] = True
        roots = np.flatnonzero(self.parent == -1)
        self._roots_by_thread = np.split(roots, np.searchsorted(roots, self.thread_bounds[1:, 0]))
        self.steps, ranges, self.step_choice = choose_steps(self)
        self.member, self.member_step, self.step_offsets = _members(ranges, len(self.steps))
        self.work = StepGpuWork.of(self)
        self._built: dict[int, Step] = {}

    def end_of(self, events) -> np.ndarray:
        """Where the events (indices or a mask) end: not kept as a column (5 MB a 250 MB trace)."""
        return self.ts[events] + self.dur[events]

    # ---- correlation ----

    def _launch_calls(self) -> np.ndarray:
        """Indices of the CPU launch calls (runtime / graph launch) whose GPU work is in the trace, each
        linked to it by correlation id but where the link cannot be (trace/checks.py: `link_check`)."""
        calls = np.flatnonzero(np.isin(self.kind, _LAUNCH_CODES) & (self.correlation >= 0))
        ids_of_calls = self.correlation[calls]
        self._gpu_by_correlation, self.link_check = checks.sound_links(
            _by_correlation(self.gpu), self.gpu.ts, ids_of_calls, self.ts[calls]
        )
        return calls[_in_sorted(self._gpu_by_correlation[0], ids_of_calls)]

    def launched(self, calls: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(position in `calls`, GPU event index) of every GPU event the launch calls launched, in
        call order and, per call, in GPU start order."""
        ids, starts, order = self._gpu_by_correlation
        slots = np.searchsorted(ids, self.correlation[calls])
        lo, hi = starts[slots], starts[slots + 1]
        counts = hi - lo
        return np.repeat(np.arange(len(calls)), counts), order[_runs(lo, counts)]

    # ---- steps ----

    def code_of(self, kind: str) -> int:
        """The code of a layer kind in `kind`."""
        return KIND_CODE[kind]

    def roots_of_thread(self, thread_no: int) -> np.ndarray:
        """The top-level events of the `thread_no`-th thread run, in start order."""
        return self._roots_by_thread[thread_no]

    def step_members(self, step_no: int) -> np.ndarray:
        """The CPU events of a step, in range order (its own subtree first, then other threads')."""
        return self.member[self.step_offsets[step_no] : self.step_offsets[step_no + 1]]

    # ---- trees, built only for what a report shows ----

    def step(self, step_no: int, keep: bool = True) -> Step:
        """A step with its dispatch trees, built once when first asked for (`keep=False`: built and
        not kept, for a pass over every step that must not hold them all)."""
        step_no = range(len(self.steps))[step_no]
        if step_no in self._built:
            return self._built[step_no]
        span = self.steps[step_no]
        built = Step(span.name, span.ts, span.dur, self.step_roots(step_no))
        if keep:
            self._built[step_no] = built
        return built

    def step_roots(self, step_no: int) -> tuple[ChainNode, ...]:
        roots = [node for start, stop in self._ranges_of(step_no) for node in self.nodes(start, stop)]
        roots.sort(key=lambda root: root.ts)
        return tuple(roots)

    def _ranges_of(self, step_no: int) -> list[tuple[int, int]]:
        """The index ranges of a step, from its members (each range is a run of consecutive indices)."""
        members = self.step_members(step_no)
        breaks = np.flatnonzero(np.diff(members) != 1) + 1
        starts, stops = np.r_[0, breaks], np.r_[breaks, len(members)]
        return [(int(members[a]), int(members[b - 1]) + 1) for a, b in zip(starts, stops) if b > a]

    def subtree(self, index: int) -> ChainNode:
        return self.nodes(index, int(self.subtree_end[index]))[0]

    def nodes(self, start: int, stop: int) -> list[ChainNode]:
        """The top-level nodes of a range of whole subtrees, each node built after its children."""
        make = self._node_maker(start, stop)
        tops: list[ChainNode] = []
        # (offset, subtree end, children so far), outermost first
        open_nodes: list[tuple[int, int, list]] = []
        for offset, end in enumerate(self.subtree_end[start:stop].tolist()):
            while open_nodes and start + offset >= open_nodes[-1][1]:
                _close(open_nodes, tops, make)
            open_nodes.append((offset, end, []))
        while open_nodes:
            _close(open_nodes, tops, make)
        return tops

    def _node_maker(self, start: int, stop: int):
        """-> make(offset, children): the ChainNode of event `start + offset`, from the range's columns
        read once as Python lists (a numpy scalar a field would cost more than the node)."""
        names = [self.names[code] for code in self.name[start:stop].tolist()]
        kinds = [KINDS[code] for code in self.kind[start:stop].tolist()]
        ts, dur = self.ts[start:stop].tolist(), self.dur[start:stop].tolist()
        tids = [self.threads[thread][1] for thread in self.thread[start:stop].tolist()]
        gpu = self._gpu_by_offset(start, stop)

        def make(offset: int, children: list) -> ChainNode:
            launched, length = gpu.get(offset, ()), float(dur[offset])
            if not children and not launched:
                return ChainNode(
                    names[offset], kinds[offset], float(ts[offset]), length, length, 0.0, tids[offset]
                )
            child_us = sum(child.dur for child in children)
            launched_us = sum(ev.dur or 0.0 for ev in launched)  # (a GPU event is timed: `or` never applies)
            gpu_us = sum(child.gpu_us for child in children) + launched_us
            self_us = max(0.0, length - child_us)
            node = (names[offset], kinds[offset], float(ts[offset]), length, self_us, gpu_us, tids[offset])
            return ChainNode(*node, tuple(children), launched)

        return make

    def _gpu_by_offset(self, start: int, stop: int) -> dict[int, tuple[TraceEvent, ...]]:
        """offset in the range -> the GPU events its launch call launched, for every launch in the range."""
        calls = start + np.flatnonzero(self.is_launch[start:stop])
        owner, gpu_indices = self.launched(calls)
        offsets = (calls - start).tolist()
        found: dict[int, list[TraceEvent]] = {}
        for position, gpu_index in zip(owner.tolist(), gpu_indices.tolist()):
            found.setdefault(offsets[position], []).append(self.gpu[gpu_index])
        return {offset: tuple(launched) for offset, launched in found.items()}

    # ---- queries of analysis and findings ----

    def matching(
        self, members: np.ndarray, kind: Optional[str] = None, name: Optional[str] = None
    ) -> np.ndarray:
        """The members of a kind and/or name, in member order."""
        keep = np.ones(len(members), dtype=bool)
        if kind is not None:
            keep &= self.kind[members] == KIND_CODE[kind]
        if name is not None:
            keep &= self.name[members] == self.name_code(name)
        return members[keep]

    def unlaunched_gpu_events(self) -> int:
        """How many GPU events carry a correlation id that no CPU event has (or none): not those whose
        link the checks refused (`link_check` counts them)."""
        ids, starts, _ = self._gpu_by_correlation
        known = np.isin(ids, self.correlation[self.correlation >= 0])
        unknown_ids = int((starts[1:] - starts[:-1])[~known].sum())
        return unknown_ids + len(self.gpu) - int(starts[-1]) - self.link_check.left_out

    def per_event(self, decide: Callable[[str, str], object], dtype=bool) -> np.ndarray:
        """`decide(category, name)` of every CPU event (in index order), asked once per distinct pair."""
        return _per_pair(self.cat, self.name, self.cats, self.names, decide, dtype)

    def per_gpu_event(
        self, events: np.ndarray, decide: Callable[[str, str], object], dtype=bool
    ) -> np.ndarray:
        """`decide(category, name)` of the GPU events at `events`, asked once per distinct pair."""
        gpu = self.gpu
        return _per_pair(gpu.cat[events], gpu.name[events], gpu.cats, gpu.names, decide, dtype)

    def name_code(self, name: str) -> int:
        """The code of an event name in `names`, -1 when no CPU event has it."""
        try:
            return self.names.index(name)
        except ValueError:
            return -1

    def nodes_matching(self, kind=None, name=None, containing: Optional[str] = None):
        """Every node of a kind and/or name in the steps (in step order), with its subtree; with
        `containing`, only the nodes with a descendant of that kind (the others are never built)."""
        found = self.matching(self.member, kind, name)
        if containing is not None:
            found = found[self._has_descendant(found, containing)]
        return [self.subtree(index) for index in found.tolist()]

    def gpu_events_matching(self, kind=None, name=None) -> list[list[TraceEvent]]:
        """Per node of a kind and/or name in the steps (in step order), the GPU events its subtree launched
        (in launch order, as `ChainNode.gpu_events`), without building the subtrees."""
        found = self.matching(self.member, kind, name)
        lo = np.searchsorted(self.launches, found)
        counts = np.searchsorted(self.launches, self.subtree_end[found]) - lo
        position, gpu = self.launched(self.launches[_runs(lo, counts)])
        per_node: list[list[TraceEvent]] = [[] for _ in range(len(found))]
        for node, gpu_index in zip(np.repeat(np.arange(len(found)), counts)[position].tolist(), gpu.tolist()):
            per_node[node].append(self.gpu[gpu_index])
        return per_node

    def _has_descendant(self, indices: np.ndarray, kind: str) -> np.ndarray:
        of_kind = np.flatnonzero(self.kind == KIND_CODE[kind])
        inside = np.searchsorted(of_kind, self.subtree_end[indices]) - np.searchsorted(
            of_kind, indices, "right"
        )
        return inside > 0

    def kind_names(self, members: np.ndarray, kind: str) -> set[str]:
        return {self.names[code] for code in np.unique(self.name[self.matching(members, kind)]).tolist()}


def _runs(starts: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """starts[i], starts[i] + 1, ..., starts[i] + counts[i] - 1 for each i, one run after another."""
    offsets = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    return np.repeat(starts, counts) + offsets


class StepGpuWork:
    """The GPU events each step's launch calls launched, as arrays in step and launch order.

    `gpu[k]` is the index (into `index.gpu`) of the k-th GPU event, `step[k]` its step, `call[k]`
    the CPU launch call that launched it; `ts`, `dur`, `role` (kernel / memcpy / memset) and
    `bytes` are the event's.
    """

    def __init__(self, index: TraceIndex, gpu: np.ndarray, step: np.ndarray, call: np.ndarray):
        self.gpu, self.step, self.call = gpu, step, call
        events = index.gpu
        self.ts, self.dur = events.ts[gpu], events.dur[gpu]
        roles = np.array([_ROLES.get(cat, 0) for cat in events.cats], dtype=np.int8)
        self.role = roles[events.cat[gpu]] if len(events.cats) else np.zeros(len(gpu), dtype=np.int8)
        self.bytes = np.array([size or 0 for size in events.arg_field("bytes", gpu)], dtype=np.int64)

    @classmethod
    def of(cls, index: TraceIndex) -> "StepGpuWork":
        calls_mask = index.is_launch[index.member]
        calls, call_step = index.member[calls_mask], index.member_step[calls_mask]
        owner, gpu = index.launched(calls)
        return cls(index, gpu, call_step[owner], calls[owner])


ROLE_KERNEL, ROLE_MEMCPY, ROLE_MEMSET = 0, 1, 2
_ROLES = {
    **{c: ROLE_MEMCPY for c in events.MEMCPY_CATEGORIES},
    **{c: ROLE_MEMSET for c in events.MEMSET_CATEGORIES},
}


def _members(ranges: np.ndarray, steps: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(every step's events in range order, the step of each, where each step's events start)."""
    lengths = ranges[:, 2] - ranges[:, 1]
    member = np.repeat(ranges[:, 1] - np.cumsum(lengths) + lengths, lengths) + np.arange(lengths.sum())
    member_step = np.repeat(ranges[:, 0], lengths)
    member, member_step = member.astype(_INDEX), member_step.astype(_INDEX)
    return member, member_step, np.searchsorted(member_step, np.arange(steps + 1))


def _nesting_order(ts: np.ndarray, dur: np.ndarray, thread: np.ndarray) -> np.ndarray:
    """By thread (in order of each thread's first event), then start, then longest first; stable."""
    by_time = np.lexsort((-dur, ts))
    first_seen = np.full(thread.max() + 1 if len(thread) else 0, len(thread), dtype=np.int64)
    np.minimum.at(first_seen, thread[by_time], np.arange(len(by_time)))
    rank = np.argsort(np.argsort(first_seen, kind="stable"), kind="stable")
    return by_time[np.argsort(rank[thread[by_time]], kind="stable")]


def _kinds(cat: np.ndarray, name: np.ndarray, cats: tuple, names: tuple) -> np.ndarray:
    """The layer-kind code of every event."""
    return _per_pair(cat, name, cats, names, lambda c, n: KIND_CODE[events.classify(c, n)], np.int8)


def _per_pair(cat: np.ndarray, name: np.ndarray, cats: tuple, names: tuple, decide, dtype) -> np.ndarray:
    """`decide(category, name)` of every event, asked once per distinct (category, name) pair, in pair
    order. The pairs that occur are marked in a (category x name) table, no larger than a column of events
    (a sort of every event's pair held several times the events' memory); a table that would be larger
    (thousands of names and categories) falls back to sorting the pairs."""
    width = max(len(names), 1)
    if len(cats) * width > max(len(cat), 1 << 16):
        return _per_pair_sorted(cat, name, cats, names, decide, dtype)
    table = np.zeros((len(cats), width), dtype=dtype)
    seen = np.zeros(table.shape, dtype=bool)
    seen[cat, name] = True
    for c, n in zip(*(axis.tolist() for axis in np.nonzero(seen))):
        table[c, n] = decide(cats[c], names[n])
    return table[cat, name]


def _per_pair_sorted(
    cat: np.ndarray, name: np.ndarray, cats: tuple, names: tuple, decide, dtype
) -> np.ndarray:
    width = max(len(names), 1)
    pairs = cat.astype(np.int64) * width + name
    distinct, inverse = np.unique(pairs, return_inverse=True)
    values = [decide(cats[p // width], names[p % width]) for p in distinct.tolist()]
    return np.array(values, dtype=dtype)[inverse.reshape(-1)] if len(pairs) else np.zeros(0, dtype=dtype)


def run_bounds(values: np.ndarray) -> np.ndarray:
    """(start, stop) of each run of equal values in a grouped array."""
    if not len(values):
        return np.zeros((0, 2), dtype=np.int64)
    starts = np.flatnonzero(np.r_[True, values[1:] != values[:-1]])
    return np.stack([starts, np.r_[starts[1:], len(values)]], axis=1)


def _nest(ts: np.ndarray, end: np.ndarray, bounds: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Parent, depth and subtree end of events in nesting order (each thread's events a run of `bounds`).

    An event is a child of the innermost open event it starts before the end of; starting at or after an
    open event's end closes it. That innermost event is the last earlier one of its thread that ends after
    it starts (docs/architecture.md, how the index nests events), found for all events at once by pointer
    jumping; a trace nested past what a few dozen jumps resolve (only a hostile one) takes the stack.
    """
    parent = _parents(ts, end, bounds)
    if parent is None:
        return _nest_by_stack(ts, end, bounds)
    depth = _depths(parent)
    if len(depth) and depth.max() > _MAX_VECTOR_DEPTH:
        return _nest_by_stack(ts, end, bounds)
    return parent, depth, _subtree_ends(parent, depth)


_MAX_JUMPS = 64  # pointer-jumping rounds before the stack takes over (real traces: depth + a few)
_MAX_VECTOR_DEPTH = 512  # nesting levels summed level by level before the stack takes over


def _parents(ts: np.ndarray, end: np.ndarray, bounds: np.ndarray) -> Optional[np.ndarray]:
    """The last earlier event of the same thread that ends after each event starts (-1: none), or None
    past _MAX_JUMPS rounds. A candidate that ended before the event started is replaced by its own
    candidate: every event between a candidate and its event ended before that event started."""
    candidate = np.arange(-1, len(ts) - 1, dtype=np.int64)
    candidate[bounds[:, 0]] = -1
    todo = np.flatnonzero(candidate >= 0)
    for _ in range(_MAX_JUMPS):
        todo = todo[end[candidate[todo]] <= ts[todo]]
        if not len(todo):
            return candidate.astype(_INDEX)
        candidate[todo] = candidate[candidate[todo]]
        todo = todo[candidate[todo] >= 0]
    return None


def _depths(parent: np.ndarray) -> np.ndarray:
    """Ancestors of each event, by pointer doubling (rounds: the log of the deepest nesting)."""
    depth = (parent >= 0).astype(np.int32)
    up = parent.copy()
    todo = np.flatnonzero(up >= 0)
    while len(todo):
        above = up[todo]
        depth[todo] += depth[above]  # read before written: every event of the round sees the last round's
        up[todo] = up[above]
        todo = todo[up[todo] >= 0]
    return depth


def _subtree_ends(parent: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """One past each event's last descendant (the subtree of a nesting-ordered event is contiguous):
    the last descendant handed up one level at a time, deepest first."""
    last = np.arange(len(parent), dtype=np.int64)
    by_depth = np.argsort(depth, kind="stable")
    level_starts = np.searchsorted(depth[by_depth], np.arange(int(depth.max(initial=0)) + 2))
    for level in range(len(level_starts) - 2, 0, -1):
        events = by_depth[level_starts[level] : level_starts[level + 1]]
        np.maximum.at(last, parent[events], last[events])
    return (last + 1).astype(_INDEX)


def _nest_by_stack(
    ts: np.ndarray, end: np.ndarray, bounds: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`_nest` by a stack per thread, one pass in Python: linear however deep the nesting."""
    count = len(ts)
    parent, depth, subtree_end = [-1] * count, [0] * count, [count] * count
    starts, ends = ts.tolist(), end.tolist()
    for a, b in bounds.tolist():
        stack: list[int] = []
        top_end = float("inf")
        for index in range(a, b):
            start = starts[index]
            while start >= top_end:
                subtree_end[stack.pop()] = index
                top_end = ends[stack[-1]] if stack else float("inf")
            if stack:
                parent[index], depth[index] = stack[-1], len(stack)
            stack.append(index)
            top_end = ends[index]
        for open_index in stack:
            subtree_end[open_index] = b
    return (
        np.array(parent, dtype=_INDEX),
        np.array(depth, dtype=np.int32),
        np.array(subtree_end, dtype=_INDEX),
    )


def _self_times(dur: np.ndarray, parent: np.ndarray) -> np.ndarray:
    """Duration not covered by children (children summed in index order), never below 0."""
    summed = np.bincount(parent + 1, weights=dur, minlength=len(dur) + 1)  # bin 0: the top-level events
    child_us = summed[1:].astype(np.float64, copy=False)  # (no events: numpy gives integers)
    np.subtract(dur, child_us, out=child_us)
    return np.maximum(child_us, 0.0, out=child_us)


def _close(open_nodes: list, tops: list, make) -> None:
    """The innermost open node is complete: built, and added to its parent's children (or the tops)."""
    offset, _, children = open_nodes.pop()
    node = make(offset, children)
    (open_nodes[-1][2] if open_nodes else tops).append(node)


def _in_sorted(distinct: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Whether each value is in `distinct` (sorted): a binary search, not np.isin's sort of both."""
    if not len(distinct):
        return np.zeros(len(values), dtype=bool)
    slots = np.minimum(np.searchsorted(distinct, values), len(distinct) - 1)
    return distinct[slots] == values


def _by_correlation(gpu: GpuEvents):
    """(sorted distinct correlation ids, slice starts, GPU event order): the GPU events of id
    `ids[k]` are `order[starts[k]:starts[k + 1]]`, in start order."""
    ids = gpu.correlation_ids()
    order = np.argsort(ids, kind="stable")
    order = order[ids[order] >= 0]
    distinct, starts = np.unique(ids[order], return_index=True)
    return distinct, np.r_[starts, len(order)].astype(np.int64), order
