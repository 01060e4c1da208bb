"""Nesting + correlation -> per-step dispatch trees, each node classified into a layer kind.

    >>> steps = build_steps(load_trace("default.json"))
    >>> print(chain_text(steps[0]))            # compact, normalised: compare steps or modes
    matmul_add
      TorchDynamo Cache Lookup
      Torch-Compiled Region: <i>/<j>
        ...

Two steps of their own:
1. Correlation: each GPU event is attached to the runtime/driver call that launched it, through
   `args.correlation`. Before: `cudaMemcpyAsync {correlation: 34}` on the CPU lane and
   `Memcpy DtoD {correlation: 34}` on stream 7. After: the `cudaMemcpyAsync` node holds the
   memcpy in `node.gpu`, and every ancestor counts its duration in `gpu_us`.
2. Nesting: per thread, events sorted by (start, longest first) nest by time containment.
"""
from __future__ import annotations

import bisect
import functools
import itertools
import math
import operator
import re
from array import array
from collections import defaultdict
from typing import Iterable, Optional

from compile_inspect.model import ChainNode, LayerKind, Step, TraceEvent
from compile_inspect.trace import Trace

GRAPH_CALL = re.compile(r"^## Call CompiledFxGraph (\w+) ##$")
COMPILED_REGION = re.compile(r"^Torch-Compiled Region: (\d+)/(\d+)$")

_EXACT_KINDS = {
    "TorchDynamo Cache Lookup": LayerKind.CACHE_LOOKUP,
    "Pregraph bytecode": LayerKind.PREGRAPH,
    "AOTDispatcher Runtime Wrapper Prologue": LayerKind.AOT_WRAPPER,
    "AOTDispatcher Runtime Wrapper Epilogue": LayerKind.AOT_WRAPPER,
    "CompiledFunction": LayerKind.AOT_WRAPPER,
    "CompiledFunctionBackward": LayerKind.AOT_WRAPPER,
    "cudaGraphLaunch": LayerKind.GRAPH_LAUNCH,
    "cuGraphLaunch": LayerKind.GRAPH_LAUNCH,
    "hipGraphLaunch": LayerKind.GRAPH_LAUNCH,
}
_GPU_KINDS = {"kernel": LayerKind.KERNEL, "gpu_memcpy": LayerKind.MEMCPY, "gpu_memset": LayerKind.MEMSET,
              "Kernel": LayerKind.KERNEL, "Memcpy": LayerKind.MEMCPY, "Memset": LayerKind.MEMSET}
_RUNTIME_CATEGORIES = frozenset({"cuda_runtime", "cuda_driver", "Runtime", "Driver"})


def classify(cat: str, name: str) -> str:
    """The layer kind of an event, from its category and name (see docs/trace-events.md)."""
    kind = _EXACT_KINDS.get(name)
    if kind is not None:
        return kind
    if cat in _GPU_KINDS:
        return _GPU_KINDS[cat]
    if cat in _RUNTIME_CATEGORIES:
        return LayerKind.RUNTIME
    if name.startswith("## Call CompiledFxGraph"):
        return LayerKind.GRAPH_CALL
    if name.startswith("Torch-Compiled Region"):
        return LayerKind.COMPILED_REGION
    if cat == "user_annotation":
        return LayerKind.PROFILER_STEP if name.startswith("ProfilerStep#") else LayerKind.USER_ANNOTATION
    if cat == "python_function":
        return LayerKind.PYTHON
    if name.startswith("triton_"):
        return LayerKind.TRITON_CALL
    if "::" in name and cat == "cpu_op":
        return LayerKind.ATEN
    return LayerKind.OTHER


def build_steps(trace: Trace) -> list[Step]:
    """Per profiler step (else per top-level user annotation, else the whole trace) the trees.

    The trees of a step are built when first read (`step.roots`): metrics come from the flat
    per-thread index (`build_index`) instead, so a large trace never holds a node per event.
    """
    return build_index(trace).steps


class ThreadIndex:
    """One thread's CPU events in nesting order (start, longest first = depth-first pre-order).

    The subtree of event `i` is the index range `[i, end[i])`.
    """

    __slots__ = ("key", "events", "end", "self_us", "kinds", "launches", "roots", "root_ts", "_matches")

    def __init__(self, key, events: list[TraceEvent], launched: dict, kinds_cache: dict):
        self.key, self.events = key, events
        for cat_name in set(map(_CAT_NAME, events)).difference(kinds_cache):  # no key list kept
            kinds_cache[cat_name] = classify(*cat_name)
        self.kinds = list(map(kinds_cache.__getitem__, map(_CAT_NAME, events)))
        self.end, self.self_us, self.roots = _nest_arrays(events)
        self.root_ts = [events[i].ts for i in self.roots]
        self._matches: dict = {}
        # Events that launched GPU work, in order: a step's GPU work is a bisect away.
        calls = itertools.compress(range(len(events)), map(_LAUNCH_KINDS.__contains__, self.kinds))
        self.launches = [i for i in calls if events[i].args is not None and events[i].args.correlation in launched]

    def matching(self, kind: Optional[str] = None, name: Optional[str] = None) -> list[int]:
        """Indices of the events of a kind and/or name, in order (computed once per query)."""
        key = (kind, name)
        if key not in self._matches:
            found = range(len(self.events))
            if kind is not None:
                found = itertools.compress(found, map(kind.__eq__, self.kinds))
            if name is not None:
                found = (i for i in found if self.events[i].name == name)
            self._matches[key] = list(found)
        return self._matches[key]

    def in_range(self, indices: list[int], start: int, stop: int) -> list[int]:
        """The members of the sorted `indices` that lie in `[start, stop)`."""
        return indices[bisect.bisect_left(indices, start):bisect.bisect_left(indices, stop)]

    def nodes(self, start: int, stop: int, launched: dict) -> list[ChainNode]:
        """The top-level nodes of a range of whole subtrees, each node built after its children."""
        events, kinds, end = self.events, self.kinds, self.end
        tops: list[ChainNode] = []
        open_nodes: list[tuple[int, list]] = []  # (index, children so far), outermost first

        def close() -> None:
            index, children = open_nodes.pop()
            node = _node_of(events[index], kinds[index], children, launched)
            (open_nodes[-1][1] if open_nodes else tops).append(node)

        for index in range(start, stop):
            while open_nodes and index >= end[open_nodes[-1][0]]:
                close()
            open_nodes.append((index, []))
        while open_nodes:
            close()
        return tops


_LAUNCH_KINDS = frozenset({LayerKind.RUNTIME, LayerKind.GRAPH_LAUNCH})


_CAT_NAME = operator.attrgetter("cat", "name")
_THREAD = operator.attrgetter("pid", "tid")
_TS = operator.attrgetter("ts")
_DUR = operator.attrgetter("dur")
event_name = operator.attrgetter("name")


def _nest_arrays(events: list[TraceEvent]) -> tuple[array, array, list[int]]:
    """Subtree ends, self times and roots of sorted events, by stack nesting (one pass).

    Typed arrays, not lists: 8 bytes an entry instead of a pointer and an int or float object.
    """
    count = len(events)
    starts, durs = list(map(_TS, events)), list(map(_DUR, events))
    end, child_us = array("q", [count]) * count, array("d", [0.0]) * count
    stack, top, top_end, roots = [], -1, math.inf, []  # top: the innermost open event
    for index, start in enumerate(starts):
        while start >= top_end:
            end[top] = index
            stack.pop()
            top = stack[-1] if stack else -1
            top_end = starts[top] + durs[top] if stack else math.inf
        if top >= 0:
            child_us[top] += durs[index]
        else:
            roots.append(index)
        stack.append(index)
        top, top_end = index, start + durs[index]
    self_us = array("d", map(operator.sub, durs, child_us))
    for index in itertools.compress(range(count), map((0.0).__gt__, self_us)):
        self_us[index] = 0.0  # children overlapping their parent's end
    return end, self_us, roots


class TraceIndex:
    """Per-thread flat indexes of a trace, its steps, and which index ranges each step covers."""

    def __init__(self, trace: Trace):
        self.launched = attach_gpu_events(trace)
        by_thread = defaultdict(list)
        for key, run in itertools.groupby(trace.cpu_events, _THREAD):  # sorted by (start, longest first)
            by_thread[key].extend(run)
        kinds_cache: dict = {}
        self.threads = [ThreadIndex(key, events, self.launched, kinds_cache) for key, events in by_thread.items()]
        self.ranges: list[list[tuple[ThreadIndex, int, int]]] = []
        self.steps: list[Step] = []
        self._find_steps()
        self.launches = [self._step_launches(ranges) for ranges in self.ranges]

    def _find_steps(self) -> None:
        tops = sorted(((t.events[i].ts, t, i) for t in self.threads for i in t.roots), key=lambda r: r[0])
        steps = [(t, i) for _, t, i in tops if t.kinds[i] == LayerKind.PROFILER_STEP]
        if steps:
            # Every thread's top-level nodes on one time line: a step's window is two bisects.
            numbers = {id(t): n for n, t in enumerate(self.threads)}
            self._tops_ts = [ts for ts, _, _ in tops]
            self._tops = [(numbers[id(t)], i) for _, t, i in tops]
            for thread, index in steps:
                self._add_profiler_step(thread, index)
            return
        annotations = [(t, i) for _, t, i in tops if t.kinds[i] == LayerKind.USER_ANNOTATION]
        for thread, index in annotations:
            event = thread.events[index]
            self._add(event.name, event.ts, event.dur, [(thread, index, thread.end[index])])
        if not annotations and tops:
            start = tops[0][0]
            end = max(t.events[i].end for _, t, i in tops)
            self._add("whole trace", start, end - start, [(t, 0, len(t.events)) for t in self.threads])

    def _add_profiler_step(self, thread: ThreadIndex, index: int) -> None:
        """The step's own children, plus top-level work of other threads inside its time window."""
        step = thread.events[index]
        ranges = [(thread, index + 1, thread.end[index])]
        first = bisect.bisect_left(self._tops_ts, step.ts)
        last = bisect.bisect_left(self._tops_ts, step.ts + step.dur)
        spans: dict[int, list[int]] = {}  # thread number -> first and last top-level node inside
        for number, top in self._tops[first:last]:
            if self.threads[number].key[1] != step.tid:
                span = spans.setdefault(number, [top, top])
                span[0], span[1] = min(span[0], top), max(span[1], top)
        for number in sorted(spans):
            other = self.threads[number]
            ranges.append((other, spans[number][0], other.end[spans[number][1]]))
        self._add(step.name, step.ts, step.dur, ranges)

    def _add(self, name: str, ts: float, dur: float, ranges: list) -> None:
        self.ranges.append(ranges)
        self.steps.append(Step.lazy(name, ts, dur, functools.partial(self.step_roots, ranges)))

    def step_roots(self, ranges) -> tuple[ChainNode, ...]:
        roots = [node for thread, start, stop in ranges for node in thread.nodes(start, stop, self.launched)]
        roots.sort(key=lambda r: r.ts)
        return tuple(roots)

    def step_launches(self, step_no: int) -> list[tuple[TraceEvent, list[TraceEvent]]]:
        """(launch event, its GPU events) of every launch call in a step, thread by thread."""
        return self.launches[step_no]

    def _step_launches(self, ranges) -> list[tuple[TraceEvent, list[TraceEvent]]]:
        launched, found = self.launched, []
        for thread, start, stop in ranges:
            events = thread.events
            for index in thread.in_range(thread.launches, start, stop):
                event = events[index]
                found.append((event, launched[event.args.correlation]))
        return found


    def step_matches(self, step_no: int, kind: Optional[str] = None, name: Optional[str] = None):
        """(thread, index) of every event of a kind and/or name in a step, thread by thread in order."""
        for thread, start, stop in self.ranges[step_no]:
            for index in thread.in_range(thread.matching(kind, name), start, stop):
                yield thread, index

    def step_nodes(self, step_no: int, kind: Optional[str] = None, name: Optional[str] = None,
                   containing: Optional[str] = None):
        """Every node of a kind and/or name in a step, with its subtree; with `containing`, only
        the nodes with a descendant of that kind (the others' subtrees are never built)."""
        for thread, index in self.step_matches(step_no, kind, name):
            stop = thread.end[index]
            if containing is None or thread.in_range(thread.matching(containing), index + 1, stop):
                yield thread.nodes(index, stop, self.launched)[0]


def build_index(trace: Trace) -> TraceIndex:
    return TraceIndex(trace)


def build_trees(trace: Trace) -> dict:
    """(pid, tid) -> the top-level nodes of that thread, each with its subtree and GPU work."""
    index = build_index(trace)
    return {t.key: t.nodes(0, len(t.events), index.launched) for t in index.threads}


def attach_gpu_events(trace: Trace) -> dict[int, list[TraceEvent]]:
    """Correlation id -> the GPU events that a runtime/driver call with that id launched."""
    launched = defaultdict(list)
    for event in trace.gpu_events:
        if event.args is not None and event.args.correlation is not None:
            launched[event.args.correlation].append(event)
    return dict(launched)


def _node_of(event: TraceEvent, kind: str, children: list, launched: dict) -> ChainNode:
    gpu = ()
    if kind in _LAUNCH_KINDS and event.args is not None:
        gpu = tuple(launched.get(event.args.correlation, ()))
    if not children and not gpu:  # most events are leaves: skip the sums
        return ChainNode(event.name, kind, event.ts, event.dur, event.dur, 0.0, event.tid)
    child_us = sum(child.dur for child in children)
    gpu_us = sum(child.gpu_us for child in children) + sum(ev.dur for ev in gpu)
    return ChainNode(event.name, kind, event.ts, event.dur, max(0.0, event.dur - child_us), gpu_us,
                     event.tid, tuple(children), gpu)


def unlaunched_gpu_events(trace: Trace) -> int:
    """How many GPU events carry a correlation id that no runtime/driver call on the CPU has."""
    launch_ids = {e.args.correlation for e in trace.cpu_events if e.args is not None}
    launch_ids.discard(None)
    return sum(1 for e in trace.gpu_events if e.correlation not in launch_ids)


# ---- text forms of a chain ----

_NORMALISERS = (
    (re.compile(r"^## Call CompiledFxGraph \w+ ##$"), "## Call CompiledFxGraph <hash> ##"),
    (re.compile(r"^Torch-Compiled Region: \d+/\d+$"), "Torch-Compiled Region: <i>/<j>"),
    (re.compile(r"^ProfilerStep#\d+$"), "ProfilerStep#<n>"),
    (re.compile(r"^(triton_\w+?)_\d+$"), r"\1_<n>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "0x<addr>"),
)


def normalise_name(name: str) -> str:
    """A name with graph hashes, region ids, kernel numbers and addresses replaced by placeholders."""
    for pattern, replacement in _NORMALISERS:
        name = pattern.sub(replacement, name)
    return name


def chain_lines(nodes: Iterable[ChainNode], exact: bool = False, depth: int = 0) -> list[str]:
    """One line per node, indented by depth; GPU work as `-> kind: name` under its launch.

    The compact form (exact=False) normalises names and folds runs of identical siblings into
    one line ending in `x N`, so equal work compares equal across steps, runs and modes.
    """
    rendered = [_subtree_lines(node, exact, depth) for node in nodes]
    if exact:
        return [line for lines in rendered for line in lines]
    return _fold_repeats(rendered)


def _subtree_lines(node: ChainNode, exact: bool, depth: int) -> list[str]:
    name = node.name if exact else normalise_name(node.name)
    launched = [["  " * (depth + 1) + f"-> {gpu_kind(ev)}: {ev.name if exact else normalise_name(ev.name)}"]
                for ev in node.gpu]
    launched_lines = sum(launched, []) if exact else _fold_repeats(launched)
    return ["  " * depth + name, *launched_lines, *chain_lines(node.children, exact, depth + 1)]


def _fold_repeats(groups: list[list[str]]) -> list[str]:
    """Flatten groups of lines, writing a run of equal groups once with `x N` on its first line."""
    out, index = [], 0
    while index < len(groups):
        run = 1
        while index + run < len(groups) and groups[index + run] == groups[index]:
            run += 1
        out.append(groups[index][0] + (f"  x {run}" if run > 1 else ""))
        out.extend(groups[index][1:])
        index += run
    return out


def gpu_kind(event: TraceEvent) -> str:
    return _GPU_KINDS.get(event.cat, LayerKind.KERNEL)


def chain_text(step: Step, exact: bool = False) -> str:
    """The step's chain as text: compact and normalised by default, exact names with exact=True."""
    return "\n".join(chain_lines(step.roots, exact=exact))


def compiled_region_id(name: str) -> Optional[tuple[int, int]]:
    """(frame id, recompile count) of a `Torch-Compiled Region: i/j` name, else None."""
    match = COMPILED_REGION.match(name)
    return (int(match.group(1)), int(match.group(2))) if match else None


def graph_hash(name: str) -> Optional[str]:
    """The FX graph hash of a `## Call CompiledFxGraph <hash> ##` name, else None."""
    match = GRAPH_CALL.match(name)
    return match.group(1) if match else None
