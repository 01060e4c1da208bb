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
import re
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
    """Per profiler step (else per top-level user annotation, else the whole trace) the trees."""
    roots_by_thread = build_trees(trace)
    all_roots = sorted((r for roots in roots_by_thread.values() for r in roots), key=lambda r: r.ts)
    steps = [r for r in all_roots if r.kind == LayerKind.PROFILER_STEP]
    if steps:
        starts = {thread: [r.ts for r in roots] for thread, roots in roots_by_thread.items()}
        return [_profiler_step(step, roots_by_thread, starts) for step in steps]
    annotations = [r for r in all_roots if r.kind == LayerKind.USER_ANNOTATION]
    if annotations:
        return [Step(r.name, r.ts, r.dur, (r,)) for r in annotations]
    if not all_roots:
        return []
    start, end = all_roots[0].ts, max(r.ts + r.dur for r in all_roots)
    return [Step("whole trace", start, end - start, tuple(all_roots))]


def _profiler_step(step: ChainNode, roots_by_thread: dict, starts: dict) -> Step:
    """The step's own children, plus top-level work of other threads inside its time window."""
    roots = list(step.children)
    end = step.ts + step.dur
    for (pid, tid), thread_roots in roots_by_thread.items():
        if tid == step.thread:
            continue
        thread_starts = starts[(pid, tid)]
        roots.extend(thread_roots[bisect.bisect_left(thread_starts, step.ts):bisect.bisect_left(thread_starts, end)])
    roots.sort(key=lambda r: r.ts)
    return Step(step.name, step.ts, step.dur, tuple(roots))


def build_trees(trace: Trace) -> dict:
    """(pid, tid) -> the top-level nodes of that thread, each with its subtree and GPU work."""
    launched = attach_gpu_events(trace)
    by_thread = defaultdict(list)
    for event in trace.cpu_events:  # already sorted by (start, longest first)
        by_thread[(event.pid, event.tid)].append(event)
    kinds: dict = {}
    return {thread: _nest(events, launched, kinds) for thread, events in by_thread.items()}


def attach_gpu_events(trace: Trace) -> dict[int, list[TraceEvent]]:
    """Correlation id -> the GPU events that a runtime/driver call with that id launched."""
    launched = defaultdict(list)
    for event in trace.gpu_events:
        if event.args is not None and event.args.correlation is not None:
            launched[event.args.correlation].append(event)
    return launched


def _nest(events: list[TraceEvent], launched: dict, kinds: dict) -> list[ChainNode]:
    """Stack nesting over one thread's sorted events; nodes are built children first."""
    parents, stack = [-1] * len(events), []
    for index, event in enumerate(events):
        while stack and event.ts >= events[stack[-1]].end:
            stack.pop()
        parents[index] = stack[-1] if stack else -1
        stack.append(index)
    children = [[] for _ in events]
    roots = []
    for index in range(len(events) - 1, -1, -1):  # children start after parents: build them first
        node = _node(events[index], children[index][::-1], launched, kinds)
        (children[parents[index]] if parents[index] >= 0 else roots).append(node)
    return roots[::-1]


def _node(event: TraceEvent, children: list, launched: dict, kinds: dict) -> ChainNode:
    key = (event.cat, event.name)
    kind = kinds.get(key) or kinds.setdefault(key, classify(event.cat, event.name))
    gpu = ()
    if kind in (LayerKind.RUNTIME, LayerKind.GRAPH_LAUNCH) and event.args is not None:
        gpu = tuple(launched.get(event.args.correlation, ()))
    if not children and not gpu:  # most events are leaves: skip the sums
        return ChainNode(event.name, kind, event.ts, event.dur, event.dur, 0.0, event.tid)
    child_us = sum(child.dur for child in children)
    gpu_us = sum(child.gpu_us for child in children) + sum(ev.dur for ev in gpu)
    return ChainNode(event.name, kind, event.ts, event.dur, max(0.0, event.dur - child_us), gpu_us,
                     event.tid, tuple(children), gpu)


def unlaunched_gpu_events(trace: Trace) -> int:
    """How many GPU events carry a correlation id that no runtime/driver call on the CPU has."""
    launch_ids = {e.args.correlation for e in trace.cpu_events
                  if e.args is not None and e.args.correlation is not None}
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
