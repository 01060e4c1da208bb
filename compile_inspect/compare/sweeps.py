"""A shape sweep's speeds: each mode's time at each value against eager's at the same value (paired in that
value's rounds), one `SpeedComparison` per (mode, value), built once a report (`DiffReport.sweep_speeds`)
for every format's sweep table (render/sweepview.py) to read. No torch.

    speeds = sweep_speeds(report.sweeps)      # {("default", "64"): SpeedComparison(...), ...}
"""

from __future__ import annotations

from typing import Optional

from compile_inspect.findings.speed import SpeedComparison, compare_speeds
from compile_inspect.session.model import ShapePoint, Sweep
from compile_inspect.session.modes import EAGER

# (mode label, sweep value) -> that value's speed against eager's (None: no comparison to make)
SweepSpeeds = dict[tuple[str, str], Optional[SpeedComparison]]


def sweep_speeds(sweeps: dict[str, Sweep]) -> SweepSpeeds:
    """Each timed point of each mode but eager against eager's point of the same value, where it has one."""
    eager = sweeps.get(EAGER)
    pairs = {
        (label, value): (point_at(sweep, value), point_at(eager, value))
        for label, sweep in sweeps.items()
        if label != EAGER
        for value in dict.fromkeys(point.value for point in sweep.points)
    }
    return {
        key: compare_speeds(point.timing, eager_point.timing)
        for key, (point, eager_point) in pairs.items()
        if point is not None and eager_point is not None and point.timing and eager_point.timing
    }


def point_at(sweep: Optional[Sweep], value: str) -> Optional[ShapePoint]:
    """The sweep's point of `value` (None: the mode did not reach it, or has no sweep)."""
    return next((point for point in sweep.points if point.value == value), None) if sweep else None
