"""A comparison's speed, built once per pair: the test side's time against the control's, the ratio, its
interval, the rounds it rests on and the outcome every verdict and the summary read. No torch.

    speed = compare_speeds(test_timing, control_timing)        # session.Timing of each side
    speed.ratio, speed.outcome, speed.paired                    # 0.62, "faster", PairedRatio(...)

With paired timing (both sides timed in the same interleaved rounds, session/rounds.py) the ratio is the
median of the per-round ratios and a verdict needs its interval to exclude 1; otherwise the ratio of the
medians, and a verdict needs their p10-p90 intervals apart. Sessions written before the quantiles were
recorded (min / max only) and bare traces have no interval: there the medians alone decide.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from compile_inspect.session import rounds as rounds_module
from compile_inspect.units import ms_range_text

# A mode is slower than eager when its steady-state median is this much above eager's, and faster
# when eager's is this much above its own; both only when the two intervals do not overlap.
SLOWER_THAN_EAGER_RATIO = 1.05
FASTER_THAN_EAGER_RATIO = 1.05


@dataclass(frozen=True)
class Speed:
    """One side's steady-state time: the median and the interval the verdicts compare."""

    median_ms: float
    low_ms: Optional[float] = None  # None: no interval known (medians only)
    high_ms: Optional[float] = None
    spread: Optional[str] = None  # "p10-p90" or "min-max"

    @classmethod
    def of(cls, timing, median_ms: Optional[float]) -> Optional["Speed"]:
        """From a session.Timing with p10/p90, else a bare median (no interval): min and max of 50
        calls are one outlier each, and comparing them would call within noise what every recorded
        run shows (the H200 matmul_add 4096 default is 1.19x eager's time in each run)."""
        if timing is not None and timing.has_quantiles:
            low, high, spread = timing.spread()
            return cls(timing.median_ms, low, high, spread)
        if timing is not None:
            return cls(timing.median_ms)
        return None if median_ms is None else cls(median_ms)

    @property
    def interval(self) -> str:
        """The interval in words: read only where the side has one (`_apart`, within-noise's overlap)."""
        assert self.low_ms is not None and self.high_ms is not None, self
        return ms_range_text(self.low_ms, self.high_ms, 3)

    def overlaps(self, other: "Speed") -> bool:
        """Whether the two intervals share a point; False where either side has none."""
        if self.low_ms is None or self.high_ms is None or other.low_ms is None or other.high_ms is None:
            return False
        return self.low_ms <= other.high_ms and other.low_ms <= self.high_ms


@dataclass(frozen=True)
class SpeedComparison:
    """How the test side's time compares with the control's, and on what basis.

    With paired timing (both sides timed in the same interleaved rounds, `rounds.py`) the ratio is the
    median of the per-round ratios and a verdict needs its 95% interval to exclude 1; otherwise the
    ratio of the medians, and a verdict needs their p10-p90 intervals apart."""

    # "slower", "faster", "noise" (beyond the threshold, not beyond the noise), "same", "busy" (too few usable
    # rounds), "drift" (a side's time per call moved over the run: no one ratio holds)
    outcome: str
    ratio: float  # test time / control time
    test: Speed
    control: Speed
    paired: Optional[rounds_module.PairedRatio] = None
    clean_rounds: Optional[int] = None  # "busy": the rounds both sides ran on equally fast cores
    rounds_run: Optional[int] = None
    # cuda: calls back to back, one sync a block (the figure above is latency: a sync after each call),
    # paired over the same rounds; None without throughput rounds on both sides
    throughput: Optional[rounds_module.PairedRatio] = None
    measure: str = "wall"  # what the paired ratio is on: "wall" time or the timing thread's "cpu" time a call
    # paired over every round where too few ran on equally fast cores, its interval beyond UNSTEADY_BAND
    unsteady: bool = False

    @property
    def judged(self) -> bool:
        """Does the comparison state a ratio as its result? Not where busy, drifting or within the noise."""
        return self.outcome in ("slower", "faster", "same")

    @property
    def throughput_outcome(self) -> Optional[str]:
        return paired_outcome(self.throughput) if self.throughput is not None else None

    @property
    def interval_text(self) -> str:
        """The paired interval as the verdict's words put it: "1.56-3.23x" (as speedups where faster)."""
        p = self.paired
        if p is None:
            return ""
        return (
            f"{1 / p.high:.2f}-{1 / p.low:.2f}x" if self.outcome == "faster" else f"{p.low:.2f}-{p.high:.2f}x"
        )

    @property
    def basis(self) -> str:
        """What the ratio rests on, for a sentence: "; paired over 10 rounds, 95% interval 1.52-1.60x"."""
        p = self.paired
        if p is None:
            return _apart(self.test, self.control) if self.outcome != "noise" else ""
        on = " on the timing thread's CPU time (the machine was busy)" if self.measure == "cpu" else ""
        if self.unsteady:
            on += " (every round: the cores' speed moved, too few rounds ran both blocks alike)"
        return f"; paired over {p.rounds} rounds{on}, {p.coverage:.0%} interval {self.interval_text}"

    def evidence(self, threshold: float) -> dict:
        evidence = _speed_evidence(self.test, self.control, threshold)
        evidence["ratio"] = self.ratio  # unrounded: the verdict line quotes the same figure as the finding
        if self.paired is not None:
            evidence["paired"] = self.paired.to_dict()
        if self.unsteady:
            evidence["every_round"] = True
        return evidence


def compare_speeds(test_timing, control_timing, test_median_ms=None, control_median_ms=None):
    """The one `SpeedComparison` of a pair (session.Timing of each side; bare medians where a side has no
    Timing, as raw traces); None where a side has no figure, or the ratio is zero or not finite."""
    test = Speed.of(test_timing, test_median_ms)
    control = Speed.of(control_timing, control_median_ms)
    if test is None or control is None or not (positive(test.median_ms) and positive(control.median_ms)):
        return None
    if rounds_module.same_rounds(test_timing, control_timing):
        return _paired_comparison(test_timing, control_timing, test, control)
    ratio = test.median_ms / control.median_ms
    if not positive(ratio):  # e.g. 1e-308 / 1e308
        return None
    unsteady = _unsteady_rounds(test_timing, control_timing)
    if unsteady is not None:  # timed one after the other, and either side mostly on a busy or slowed core
        return SpeedComparison("busy", ratio, test, control, None, *unsteady)
    return SpeedComparison(_unpaired_outcome(test, control), ratio, test, control)


def _unsteady_rounds(test_timing, control_timing) -> Optional[tuple[int, int]]:
    """(clean rounds, rounds run) of the worse side of two sides timed apart (in-process runs, two
    sessions) when either kept fewer than MIN_CLEAN_ROUNDS clean rounds: medians taken at different
    moments of a busy machine are not comparable (issue 38: two identical in-process runs gave 1.54x
    slower and faster). None when both kept enough, or a side does not say (older sessions, traces)."""
    sides = [
        t
        for t in (test_timing, control_timing)
        if t is not None and t.rounds_run and t.clean_rounds is not None
    ]
    if len(sides) < 2:
        return None
    worst = min(sides, key=lambda t: t.clean_rounds)
    return (
        (worst.clean_rounds, worst.rounds_run)
        if worst.clean_rounds < rounds_module.MIN_CLEAN_ROUNDS
        else None
    )


def _paired_comparison(test_timing, control_timing, test: Speed, control: Speed):
    """The comparison of two sides timed in the same rounds: "drift" where a side's time per call trended,
    "busy" with too few usable rounds, else the paired ratio's outcome (`rounds.judged_pair`)."""
    pair, measure = rounds_module.judged_pair(test_timing, control_timing)
    ratio = test.median_ms / control.median_ms
    if test_timing.drifts or control_timing.drifts:
        return SpeedComparison("drift", pair.ratio if pair else ratio, test, control, pair, measure=measure)
    if (
        pair is None
        or rounds_module.oversubscribed(test_timing)
        or rounds_module.oversubscribed(control_timing)
    ):
        loose = None if pair is not None else _every_round(test_timing, control_timing, measure)
        if loose is not None:
            return SpeedComparison(
                paired_outcome(loose), loose.ratio, test, control, loose, measure=measure, unsteady=True
            )
        both = rounds_module.steady_rounds(test_timing, control_timing)
        return SpeedComparison("busy", ratio, test, control, None, both, test_timing.rounds_run)
    if not positive(pair.ratio):
        return None
    throughput = rounds_module.paired_ratio(
        test_timing.throughput_round_ms, control_timing.throughput_round_ms
    )
    throughput = throughput if throughput is not None and positive(throughput.ratio) else None
    return SpeedComparison(
        paired_outcome(pair), pair.ratio, test, control, pair, throughput=throughput, measure=measure
    )


def _every_round(test_timing, control_timing, measure) -> Optional[rounds_module.PairedRatio]:
    """The paired ratio over every round where the cores' speed kept too few steady, when it decides
    anyway (`rounds.beyond_unsteady_band`); never where multi-threaded calls shared the cores."""
    if rounds_module.oversubscribed(test_timing) or rounds_module.oversubscribed(control_timing):
        return None
    pair = rounds_module.every_round_pair(test_timing, control_timing, measure)
    if pair is None or not positive(pair.ratio) or not rounds_module.beyond_unsteady_band(pair):
        return None
    return pair


def ratio_of_medians(test_ms: Optional[float], control_ms: Optional[float]) -> Optional[float]:
    """test / control where `compare_speeds` has no comparison to give (a zero or missing figure): the
    summary's bare ratio, None without a control figure."""
    return test_ms / control_ms if test_ms is not None and control_ms else None


def positive(value: float) -> bool:
    """A figure a speed verdict can rest on: finite and above zero."""
    return 0.0 < value < math.inf


def paired_outcome(pair: rounds_module.PairedRatio) -> str:
    """ "slower" / "faster" (beyond the threshold, the interval excluding 1), "noise" (beyond the threshold,
    not beyond the noise) or "same": every speed verdict's rule (compare/stages.py's steps too)."""
    beyond = pair.ratio >= SLOWER_THAN_EAGER_RATIO or pair.ratio * FASTER_THAN_EAGER_RATIO <= 1.0
    if beyond and pair.above(1.0):
        return "slower"
    if beyond and pair.below(1.0):
        return "faster"
    return "noise" if beyond else "same"


def _unpaired_outcome(test: Speed, control: Speed) -> str:
    t, c = test.median_ms, control.median_ms
    beyond = t > c * SLOWER_THAN_EAGER_RATIO or t * FASTER_THAN_EAGER_RATIO < c
    if beyond and test.overlaps(control):
        return "noise"
    if t > c * SLOWER_THAN_EAGER_RATIO:
        return "slower"
    return "faster" if t * FASTER_THAN_EAGER_RATIO < c else "same"


def spread_name(test: Speed, control: Speed) -> str:
    names = {test.spread, control.spread}
    return "min-max" if "min-max" in names else "p10-p90"


def _speed_evidence(test: Speed, control: Speed, threshold: float) -> dict:
    evidence: dict[str, object] = {
        "test_median_ms": test.median_ms,
        "control_median_ms": control.median_ms,
        "ratio": round(test.median_ms / control.median_ms, 4),
        "threshold": threshold,
    }
    if test.low_ms is not None and control.low_ms is not None:
        evidence.update(
            spread=spread_name(test, control),
            test_interval_ms=[test.low_ms, test.high_ms],
            control_interval_ms=[control.low_ms, control.high_ms],
        )
    return evidence


def _apart(test: Speed, control: Speed) -> str:
    if test.low_ms is None or control.low_ms is None:
        return ""
    return f"; {spread_name(test, control)} {test.interval} against {control.interval}, apart"
