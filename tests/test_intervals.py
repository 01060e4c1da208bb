"""trace/intervals.py against a brute force: with whole-number endpoints, an interval set covers exactly the
unit cells [t, t + 1) that one of its intervals holds, so every length is a count of cells."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compile_inspect.trace import intervals

# (start, length) pairs with whole-number endpoints; zero-length intervals included.
SPANS = st.lists(st.tuples(st.integers(0, 60), st.integers(0, 15)), max_size=12)
WINDOWS = st.lists(st.tuples(st.integers(-5, 70), st.integers(0, 40)), max_size=5)


def arrays(spans):
    starts = np.array([s for s, _ in spans], dtype=np.float64)
    return starts, starts + np.array([n for _, n in spans], dtype=np.float64)


def cells(spans, lo=-(10**6), hi=10**6):
    """The unit cells [t, t + 1) the spans hold, inside the window [lo, hi)."""
    return {t for s, n in spans for t in range(s, s + n) if lo <= t < hi}


def holds(spans, point):
    return any(s <= point < s + n for s, n in spans)


@settings(max_examples=300, deadline=None)
@given(SPANS)
def test_merged_is_the_union_as_disjoint_sorted_intervals(spans):
    lo, hi = intervals.merged(*arrays(spans))
    assert np.all(hi >= lo) and np.all(lo[1:] > hi[:-1])  # sorted, and neither overlapping nor touching
    merged_spans = [(int(a), int(b - a)) for a, b in zip(lo, hi)]
    assert cells(merged_spans) == cells(spans)


@settings(max_examples=300, deadline=None)
@given(SPANS, SPANS, st.integers(-5, 70), st.integers(0, 40))
def test_lengths_are_cell_counts(a, b, window_start, window_length):
    window = (window_start, window_start + window_length)
    assert intervals.covered(*arrays(a)) == len(cells(a))
    assert intervals.overlap(arrays(a), arrays(b)) == len(cells(a) & cells(b))
    assert intervals.covered(*intervals.clipped(*arrays(a), *window)) == len(cells(a, *window))


@settings(max_examples=300, deadline=None)
@given(SPANS, st.lists(st.integers(-5, 80).map(lambda t: t / 2), max_size=10))
def test_inside_tells_whether_the_union_holds_a_point(spans, points):
    found = intervals.inside(*intervals.merged(*arrays(spans)), np.array(points, dtype=np.float64))
    assert found.tolist() == [holds(spans, p) for p in points]


@settings(max_examples=300, deadline=None)
@given(SPANS, WINDOWS)
def test_covered_in_each_window(spans, windows):
    windows = [(float(s), float(s + n)) for s, n in windows]
    expected = [len(cells(spans, int(lo), int(hi))) for lo, hi in windows]
    assert intervals.covered_in(*arrays(spans), windows) == pytest.approx(expected)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 60), st.integers(0, 15)), max_size=15))
def test_covered_per_group(grouped):
    group = np.array([g for g, _, _ in grouped], dtype=np.int64)
    starts, ends = arrays([(s, n) for _, s, n in grouped])
    total, reach = intervals.covered_per_group(group, starts, ends, 3)
    for g in range(3):
        mine = [(s, n) for k, s, n in grouped if k == g]
        assert total[g] == len(cells(mine))
        assert reach[g] == max((s + n for s, n in mine), default=float("-inf"))


def test_touching_intervals_merge_and_empty_sets_cover_nothing():
    lo, hi = intervals.merged(np.array([0.0, 10.0, 30.0]), np.array([10.0, 20.0, 35.0]))
    assert (lo.tolist(), hi.tolist()) == ([0.0, 30.0], [20.0, 35.0])
    empty = (np.zeros(0), np.zeros(0))
    assert intervals.covered(*empty) == 0.0 and intervals.overlap(empty, (lo, hi)) == 0.0
    assert intervals.covered_in(*empty, [(0.0, 5.0)]) == [0.0]
    assert intervals.inside(*empty, np.array([1.0])).tolist() == [False]


def test_float_unions_agree_with_plain_python():
    """Random float intervals (what the traces hold): the union and the overlap by a sweep in Python."""
    rng = np.random.default_rng(7)
    for _ in range(200):
        a_lo, b_lo = rng.uniform(0, 100, rng.integers(0, 12)), rng.uniform(0, 100, rng.integers(0, 12))
        a_hi, b_hi = a_lo + rng.exponential(8, len(a_lo)), b_lo + rng.exponential(8, len(b_lo))
        a, b = list(zip(a_lo, a_hi)), list(zip(b_lo, b_hi))
        assert intervals.covered(a_lo, a_hi) == pytest.approx(union(a), abs=1e-9)
        assert intervals.overlap((a_lo, a_hi), (b_lo, b_hi)) == pytest.approx(
            union(a) + union(b) - union(a + b), abs=1e-9
        )


def union(spans) -> float:
    total, end = 0.0, None
    for lo, hi in sorted(spans):
        if end is None or lo > end:
            total, end = total + hi - lo, hi
        elif hi > end:
            total, end = total + hi - end, hi
    return total
