"""Per-step views of the index that the training findings share: named CPU calls, GPU work, intervals.

Every figure is per profiled step (the steps `compile_inspect.trace.steps` chose), then the median over
the steps, as the other rules report them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

import numpy as np

from compile_inspect.trace.index import KIND_CODE, TraceIndex
from compile_inspect.trace.model import Finding, LayerKind
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


def step_finding(index: TraceIndex, rule_id: str, message: str, evidence: dict, remedy: str) -> Finding:
    """A finding of per-step figures; says so when the one "step" is the whole trace (no steps found)."""
    whole = index.step_choice is not None and index.step_choice.source == WHOLE
    if whole:
        message += " (the trace has no steps: the figures are for the whole trace)"
    return Finding(rule_id, message, {**evidence, "whole_trace": whole}, remedy=remedy)


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


def ms_text(us: float) -> str:
    return f"{us / 1000:.2f} ms"


def median(values) -> float:
    return float(np.median(values)) if len(values) else 0.0


# ---- intervals (start, end arrays): unions and overlaps ----


def merged(starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The union of intervals as disjoint sorted intervals."""
    if not len(starts):
        return np.zeros(0), np.zeros(0)
    order = np.argsort(starts, kind="stable")
    starts, running_end = starts[order], np.maximum.accumulate(ends[order])
    opens = np.flatnonzero(np.r_[True, starts[1:] > running_end[:-1]])
    return starts[opens], running_end[np.r_[opens[1:] - 1, len(starts) - 1]]


def covered(starts: np.ndarray, ends: np.ndarray) -> float:
    lo, hi = merged(starts, ends)
    return float((hi - lo).sum())


def overlap(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> float:
    """How long two interval sets are both covered."""
    a_lo, a_hi = merged(*a)
    b_lo, b_hi = merged(*b)
    if not len(a_lo) or not len(b_lo):
        return 0.0
    points = np.unique(np.r_[a_lo, a_hi, b_lo, b_hi])
    mids = (points[:-1] + points[1:]) / 2
    in_a = np.searchsorted(a_lo, mids, "right") - 1
    in_b = np.searchsorted(b_lo, mids, "right") - 1
    both = (in_a >= 0) & (mids < a_hi[np.maximum(in_a, 0)]) & (in_b >= 0) & (mids < b_hi[np.maximum(in_b, 0)])
    return float(np.diff(points)[both].sum())


def clipped(starts: np.ndarray, ends: np.ndarray, lo: float, hi: float) -> tuple[np.ndarray, np.ndarray]:
    """The intervals cut to a window (empty ones dropped)."""
    starts, ends = np.maximum(starts, lo), np.minimum(ends, hi)
    keep = ends > starts
    return starts[keep], ends[keep]
