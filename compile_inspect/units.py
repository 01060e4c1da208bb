"""Durations and counts as text: the one home of the µs and ms formats the reports print (a test fails on
a µs / ms format written anywhere else: tests/test_units.py). Imports nothing of ours.

    >>> us_text(12.345)
    '12.3 µs'
    >>> ms_text(32800.0)
    '32.80 ms'
    >>> kernel_time_text(5.678), kernel_time_text(123.45), kernel_time_text(1234.5)
    ('5.68 µs', '123.5 µs', '1.23 ms')

Times are µs throughout the package (the unit of Chrome traces); these only choose how to print one.
"""

from __future__ import annotations

US_PER_MS = 1000.0


def us_text(us: float, digits: int = 1) -> str:
    """`12.3 µs`: a duration in µs, `digits` after the point."""
    return f"{us:.{digits}f} µs"


def ms_text(us: float, digits: int = 2) -> str:
    """`32.80 ms`: a duration given in µs, printed in ms."""
    return f"{us / US_PER_MS:.{digits}f} ms"


def duration_text(us: float) -> str:
    """A duration in the unit that reads best, one decimal: `6.5 s`, `32.8 ms`, `12.0 µs`."""
    if us >= 1e6:
        return f"{us / 1e6:.1f} s"
    return ms_text(us, 1) if us >= US_PER_MS else us_text(us, 1)


def grouped_duration_text(us: float) -> str:
    """µs with thousands grouped, or ms from 10 ms on: `2,930.6 µs`, `38.0 ms`."""
    return f"{us / US_PER_MS:,.1f} ms" if us >= 10 * US_PER_MS else f"{us:,.1f} µs"


def kernel_time_text(us: float) -> str:
    """A kernel's time in about three significant figures: µs below 1 ms (two decimals below 10 µs),
    else ms: `5.68 µs`, `123.5 µs`, `1.23 ms`."""
    if us >= US_PER_MS:
        return ms_text(us, 2)
    return us_text(us, 1 if us >= 10 else 2)


def ms_range_text(low_ms: float, high_ms: float, digits: int = 1) -> str:
    """`5.2-6.1 ms`: a range given in ms."""
    return f"{low_ms:.{digits}f}-{high_ms:.{digits}f} ms"


def call_ms_text(ms: float, digits: int = 3, grouped: bool = False) -> str:
    """A figure given in ms, as the summary table prints a timed call's median: `1.419 ms` (`grouped`:
    thousands grouped, `1,234.500 ms`)."""
    return f"{ms:,.{digits}f} ms" if grouped else f"{ms:.{digits}f} ms"


def significant_ms_text(ms: float, figures: int = 4) -> str:
    """`0.1234 ms`: a figure given in ms to `figures` significant figures."""
    return f"{ms:.{figures}g} ms"


def step_us_text(us: float, digits: int = 1, signed: bool = False) -> str:
    """A per-step figure of the profile as the summary table prints it (CPU µs/step, GPU busy µs/step):
    `2,676.8 µs` (`signed`: `+57.2 µs`). Sentences quoting such a figure use this, so the two read the same."""
    return f"{us:+,.{digits}f} µs" if signed else f"{us:,.{digits}f} µs"


def scientific_us_text(us: float) -> str:
    """`1e+15 µs`: a limit's order of magnitude."""
    return f"{us:.0e} µs"


def count_text(value: float) -> str:
    """A count as every sentence and table prints it: `1,234`; a median of an even number of steps can
    fall between two counts: `57.5`."""
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"
