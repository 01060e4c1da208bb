"""Per-step views of the index that the training findings share: named CPU calls, GPU work, figures in
words. Interval unions and overlaps are trace/intervals.py's.

Every figure is per profiled step (the steps `compile_inspect.trace.steps` chose), then the median over
the steps, as the other rules report them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

import msgspec.structs
import numpy as np

from compile_inspect.findings.evidence import StepEvidence
from compile_inspect.findings.finding import Finding
from compile_inspect.trace.index import KIND_CODE, TraceIndex
from compile_inspect.trace.model import LayerKind
from compile_inspect.trace.steps import WHOLE


@dataclass(frozen=True)
class StepCalls:
    """The CPU events of some names in the steps: their indices, each one's step, and totals."""

    calls: np.ndarray  # index positions, in member order
    step: np.ndarray  # the step of each call
    steps: int

    def per_step_count(self) -> np.ndarray:
        return np.bincount(self.step, minlength=self.steps)

    def per_step_time(self, index: TraceIndex) -> np.ndarray:
        return np.bincount(self.step, weights=index.dur[self.calls], minlength=self.steps)

    def names(self, index: TraceIndex) -> Counter:
        """Calls per step by name (over all steps, divided by the step count)."""
        found = Counter(index.names[code] for code in index.name[self.calls].tolist())
        return Counter({name: count / max(self.steps, 1) for name, count in found.items()})


def step_calls(index: TraceIndex, names: Iterable[str]) -> StepCalls:
    codes = [code for code in map(index.name_code, names) if code >= 0]
    members = index.member
    mask = np.isin(index.name[members], codes)
    return StepCalls(members[mask], index.member_step[mask], len(index.steps))


def step_finding(
    index: TraceIndex, rule_id: str, message: str, evidence: StepEvidence, remedy: str
) -> Finding:
    """A finding of per-step figures; says so when the one "step" is the whole trace (no steps found)."""
    whole = index.step_choice is not None and index.step_choice.source == WHOLE
    if whole:
        message += " (the trace has no steps: the figures are for the whole trace)"
    return Finding(rule_id, message, msgspec.structs.replace(evidence, whole_trace=whole), remedy=remedy)


def step_durations(index: TraceIndex) -> np.ndarray:
    return np.array([span.dur for span in index.steps], dtype=np.float64)


def outermost_aten(index: TraceIndex, call: int) -> str:
    """The outermost aten op above a CPU event (the Python-level op that caused it), or its parent."""
    aten, found, node = KIND_CODE[LayerKind.ATEN], None, int(index.parent[call])
    while node >= 0:
        if index.kind[node] == aten:
            found = node
        node = int(index.parent[node])
    return index.names[index.name[found]] if found is not None else "no aten op"


def callers(index: TraceIndex, calls: np.ndarray, steps: int, top: int = 3) -> dict[str, float]:
    """The outermost aten op of each call, calls per step, most frequent first."""
    found = Counter(outermost_aten(index, call) for call in calls.tolist())
    return {name: round(count / max(steps, 1), 1) for name, count in found.most_common(top)}


def size_text(nbytes: float) -> str:
    return f"{nbytes / 1e9:.2f} GB" if nbytes >= 1e9 else f"{nbytes / 1e6:.1f} MB"


def median(values) -> float:
    return float(np.median(values)) if len(values) else 0.0
