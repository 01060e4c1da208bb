"""Intervals as (starts, ends) arrays of µs: their union, clipping, covered length and overlap. No torch.

    lo, hi = merged(np.array([0.0, 5.0, 20.0]), np.array([10.0, 12.0, 25.0]))   # [0, 20], [12, 25]
    covered(*clipped(starts, ends, step_start, step_end))                        # µs of the step they fill
    overlap((comm_lo, comm_hi), (compute_lo, compute_hi))                         # µs both run at once

Intervals are half-open, [start, end) with end >= start: two that touch merge into one, an empty one
(end == start) covers nothing. The one home of these helpers: the metrics (trace/analysis.py), the findings and the rank report
use them.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

Intervals = tuple[np.ndarray, np.ndarray]


def merged(starts: np.ndarray, ends: np.ndarray) -> Intervals:
    """The union of intervals as disjoint, sorted (starts, ends)."""
    starts, ends = np.asarray(starts, dtype=np.float64), np.asarray(ends, dtype=np.float64)
    if not len(starts):
        return starts, ends
    order = np.argsort(starts, kind="stable")
    starts, reach = starts[order], np.maximum.accumulate(ends[order])
    opens = np.r_[True, starts[1:] > reach[:-1]]
    return starts[opens], reach[np.r_[opens[1:], True]]


def clipped(starts: np.ndarray, ends: np.ndarray, lo: float, hi: float) -> Intervals:
    """The intervals cut to the window [lo, hi) (empty ones dropped)."""
    starts, ends = np.maximum(starts, lo), np.minimum(ends, hi)
    keep = ends > starts
    return starts[keep], ends[keep]


def covered(starts: np.ndarray, ends: np.ndarray) -> float:
    """How long the intervals cover, overlaps counted once."""
    lo, hi = merged(starts, ends)
    return float((hi - lo).sum())


def overlap(a: Intervals, b: Intervals) -> float:
    """How long two interval sets are both covered."""
    a_lo, a_hi = merged(*a)
    b_lo, b_hi = merged(*b)
    if not len(a_lo) or not len(b_lo):
        return 0.0
    points = np.unique(np.r_[a_lo, a_hi, b_lo, b_hi])
    mids = (points[:-1] + points[1:]) / 2
    both = inside(a_lo, a_hi, mids) & inside(b_lo, b_hi, mids)
    return float(np.diff(points)[both].sum())


def inside(lo: np.ndarray, hi: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Per point, whether one of the disjoint sorted intervals (`merged`'s) holds it."""
    points = np.asarray(points)
    if not len(lo):
        return np.zeros(len(points), dtype=bool)
    run = np.searchsorted(lo, points, "right") - 1
    return (run >= 0) & (points < hi[np.maximum(run, 0)])


def covered_in(starts: np.ndarray, ends: np.ndarray, windows: Sequence[tuple[float, float]]) -> list[float]:
    """Per window (start, stop), how long the intervals' union covers inside it."""
    lo_all, hi_all = merged(starts, ends)
    if not len(lo_all):
        return [0.0] * len(windows)
    lo, hi = np.array(windows, dtype=np.float64).reshape(-1, 2).T
    before = np.r_[0.0, np.cumsum(hi_all - lo_all)]  # covered time before each merged interval
    first = np.searchsorted(hi_all, lo, "right")  # the first interval ending after the window opens
    last = np.searchsorted(lo_all, hi, "left")  # one past the last starting before it closes
    cut_head = np.maximum(lo - lo_all[np.minimum(first, len(lo_all) - 1)], 0.0)
    cut_tail = np.maximum(hi_all[np.maximum(last - 1, 0)] - hi, 0.0)
    inside_window = before[last] - before[first] - cut_head - cut_tail
    return np.where(last > first, np.maximum(inside_window, 0.0), 0.0).tolist()


def covered_per_group(group: np.ndarray, starts: np.ndarray, ends: np.ndarray, groups: int):
    """Per group 0..groups-1, how long its intervals cover and their latest end (-inf: none).

    One pass over the intervals sorted by (group, start), summed in start order as by hand."""
    total, reach = [0.0] * groups, [float("-inf")] * groups
    order = np.lexsort((starts, group))
    for g, start, stop in zip(group[order].tolist(), starts[order].tolist(), ends[order].tolist()):
        if stop > reach[g]:
            total[g] += stop - (start if start > reach[g] else reach[g])
            reach[g] = stop
    return total, reach
