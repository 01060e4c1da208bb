"""The timeline picture's data: for each analysed mode, its representative step's CPU nodes (the step
itself first, then shallow layers before deep ones) and GPU events (in start order), each as a bar timed
from the step's start. The HTML report lays them out (render/html.py caps and rounds them). No torch.

    >>> [(t.label, t.step, len(t.cpu), len(t.gpu)) for t in report.timelines]
    [('eager', 'ProfilerStep#6', 9, 4), ('default', 'ProfilerStep#6', 7, 2)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Optional

from compile_inspect.trace import chains
from compile_inspect.trace.model import LayerKind, Step, TraceAnalysis


@dataclass(frozen=True)
class Bar:
    name: str
    kind: str  # a LayerKind
    start: float  # µs from the step's start
    dur: float
    depth: int  # 0: the step or a GPU event; a CPU node's depth under the step


@dataclass(frozen=True)
class Timeline:
    label: str
    step: Optional[str]  # the step's name; None when the mode has no step
    dur: float
    cpu: tuple[Bar, ...] = ()
    gpu: tuple[Bar, ...] = ()


def timelines(summary_labels, analyses: dict) -> list[Timeline]:
    """The analysed modes in summary order (a failed mode has no trace, so no picture)."""
    return [timeline(label, analyses[label]) for label in summary_labels if analyses.get(label) is not None]


def timeline(label: str, analysis: TraceAnalysis) -> Timeline:
    step = analysis.step(-1)  # the representative step (compare/diff.py `representative_step`)
    if step is None:
        return Timeline(label, None, 0.0)
    cpu = [Bar(step.name, LayerKind.PROFILER_STEP, 0.0, step.dur, 0)]
    cpu += [
        Bar(node.name, node.kind, node.ts - step.ts, node.dur, depth)
        for node, depth in _nodes_with_depth(step)
    ]
    gpu = [
        Bar(event.name, chains.gpu_kind(event), event.ts - step.ts, event.dur or 0.0, 0)
        for event in sorted(step.gpu_events(), key=_start)
    ]
    return Timeline(label, step.name, step.dur, tuple(cpu), tuple(gpu))


def _nodes_with_depth(step: Step) -> Iterator[tuple]:
    """Every CPU node of the step with its depth (the step itself is depth 0), shallow layers first."""
    level, depth = list(step.roots), 1
    while level:
        yield from ((node, depth) for node in level)
        level, depth = [child for node in level for child in node.children], depth + 1


def _start(event) -> float:
    return event.ts
