"""Which rows of two sequences of labels stand on one row: a common subsequence, found in O(n log n).

    >>> matched_pairs(["a", "b", "c", "d"], ["a", "c", "x", "d"])
    [(0, 0), (2, 1), (3, 3)]

difflib's SequenceMatcher took the longest common block first, and its search grows with the rows per
step, quadratically in the worst case (a 1 GB pair of traces spent 15 of 18 s there). This is the
patience / histogram family git uses instead, on a range at a time (an explicit stack, no recursion):

1. the equal rows at the range's start and end pair off;
2. labels found exactly once on each side are anchors, kept in the longest order both sides agree on
   (a longest increasing subsequence, by patience sorting);
3. with no such label, the label both sides have with the fewest occurrences pairs its occurrences in
   order (twelve identical layers split into twelve ranges this way, and each is aligned on its own);
4. the ranges between anchors go back on the stack; a range without a label in common is left
   unpaired (the caller pairs its rows by kind).

Each step is linear in its range, and every range but the unpaired ones yields an anchor.
"""

from __future__ import annotations

import bisect
from collections import Counter
from typing import Hashable, Sequence

Pair = tuple[int, int]


def matched_pairs(control: Sequence[Hashable], test: Sequence[Hashable]) -> list[Pair]:
    """(control index, test index) of every pair of equal labels put on one row, both indices rising."""
    pairs: list[Pair] = []
    ranges = [(0, len(control), 0, len(test))]
    while ranges:
        c0, c1, t0, t1 = ranges.pop()
        while c0 < c1 and t0 < t1 and control[c0] == test[t0]:
            pairs.append((c0, t0))
            c0, t0 = c0 + 1, t0 + 1
        while c1 > c0 and t1 > t0 and control[c1 - 1] == test[t1 - 1]:
            c1, t1 = c1 - 1, t1 - 1
            pairs.append((c1, t1))
        anchors = _anchors(control, c0, c1, test, t0, t1)
        if anchors:  # none: no label in common, the range stays unpaired
            pairs += anchors
            ranges += _gaps(anchors, c0, c1, t0, t1)
    pairs.sort()
    return pairs


def _gaps(anchors: list[Pair], c0: int, c1: int, t0: int, t1: int) -> list[tuple[int, int, int, int]]:
    """The ranges between consecutive anchors (and the range's ends) that hold rows on both sides."""
    bounds = [(c0 - 1, t0 - 1), *anchors, (c1, t1)]
    return [(a + 1, c, b + 1, t) for (a, b), (c, t) in zip(bounds, bounds[1:]) if a + 1 < c and b + 1 < t]


def _anchors(control, c0: int, c1: int, test, t0: int, t1: int) -> list[Pair]:
    if c0 >= c1 or t0 >= t1:
        return []
    in_control, in_test = Counter(control[c0:c1]), Counter(test[t0:t1])
    unique = {label for label, count in in_control.items() if count == 1 and in_test.get(label) == 1}
    if unique:
        where = {label: t for t, label in enumerate(test[t0:t1], t0) if label in unique}
        return _longest_rising(
            [(c, where[label]) for c, label in enumerate(control[c0:c1], c0) if label in unique]
        )
    common = [label for label in in_control if label in in_test]  # in control's order: ties go to the first
    if not common:
        return []
    rarest = min(common, key=lambda label: max(in_control[label], in_test[label]))
    at_control = [c for c, label in enumerate(control[c0:c1], c0) if label == rarest]
    at_test = [t for t, label in enumerate(test[t0:t1], t0) if label == rarest]
    return list(zip(at_control, at_test))


def _longest_rising(pairs: list[Pair]) -> list[Pair]:
    """The longest run of `pairs` (in control order) whose test indices rise: patience sorting."""
    tops: list[int] = []  # the smallest test index ending a rising run of each length
    ends: list[int] = []  # the pair ending it
    before = [-1] * len(pairs)
    for k, (_, t) in enumerate(pairs):
        length = bisect.bisect_left(tops, t)
        before[k] = ends[length - 1] if length else -1
        if length == len(tops):
            tops.append(t)
            ends.append(k)
        else:
            tops[length], ends[length] = t, k
    chosen, k = [], ends[-1] if ends else -1
    while k >= 0:
        chosen.append(pairs[k])
        k = before[k]
    return chosen[::-1]
