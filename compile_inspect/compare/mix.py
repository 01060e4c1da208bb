"""A shape mix's cost per configuration (issue 41): each mode's time per call at each value of the sweep
(paired with eager's in that value's rounds), weighted by how often the value occurs (`--arg
seq=32:70,48:20,64:10`), plus what compiling cost it, amortised over AMORTISED_CALLS calls, against eager's
weighted time: the answer in one line. No torch.

    >>> answer = mix_answer(report.sweeps)
    >>> answer.line       # 'for this mix of seq (32 x70, 48 x20, 64 x10), default+dynamic costs least: ...'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from compile_inspect.session.model import Sweep
from compile_inspect.session.modes import EAGER
from compile_inspect.units import call_ms_text

AMORTISED_CALLS = 10_000  # the calls a compile's cost is spread over, stated in the answer


@dataclass(frozen=True)
class MixCost:
    """One mode's cost for the mix: weighted ms per call, the compiling it did (s), and both together."""

    label: str
    weighted_ms: float
    compile_s: float
    compiles: int
    judged: bool = True  # every value's time has a verdict against eager's (no ratio is said otherwise)

    @property
    def per_call_ms(self) -> float:
        return self.weighted_ms + self.compile_s * 1000.0 / AMORTISED_CALLS


@dataclass(frozen=True)
class MixAnswer:
    arg: str
    values: tuple[str, ...]
    weights: tuple[float, ...]
    costs: tuple[MixCost, ...]  # every mode that timed every value, eager first

    @property
    def best(self) -> MixCost:
        return min(self.costs, key=lambda cost: cost.per_call_ms)

    @property
    def line(self) -> str:
        mix = ", ".join(f"{value} x{weight:g}" for value, weight in zip(self.values, self.weights))
        eager = next((c for c in self.costs if c.label == EAGER), None)
        costs = "; ".join(_said(cost, eager) for cost in sorted(self.costs, key=lambda c: c.per_call_ms))
        return (
            f"for this mix of {self.arg} ({mix}), {self.best.label} costs least, compiling spread over "
            f"{AMORTISED_CALLS:,} calls: {costs}"
        )


def _said(cost: MixCost, eager: Optional[MixCost]) -> str:
    said = f"{cost.label} {call_ms_text(cost.per_call_ms)} a call"
    if not cost.compiles:
        return said
    parts = [
        f"{call_ms_text(cost.weighted_ms)} run + {cost.compile_s:.1f} s compiling ({cost.compiles} compiles)"
    ]
    if eager is not None and not cost.judged:
        parts.append("its run not told apart from eager's at every value: no ratio")
    elif eager is not None and cost.weighted_ms < eager.weighted_ms:
        calls = cost.compile_s * 1000.0 / (eager.weighted_ms - cost.weighted_ms)
        parts.append(
            f"its run {eager.weighted_ms / cost.weighted_ms:.2f}x as fast as eager's, paid back after {calls:,.0f} calls"
        )
    elif eager is not None:
        parts.append("no faster than eager's run")
    return f"{said} ({'; '.join(parts)})"


def mix_answer(sweeps: dict[str, Sweep], speeds: Optional[dict] = None) -> Optional[MixAnswer]:
    """The mix's cost per mode (None without a weighted sweep, or where no mode timed every value);
    `speeds`: each (mode, value)'s comparison with eager (compare/sweeps.py), whose verdicts say whether a
    mode's run may be given as a ratio to eager's."""
    weighted = {label: sweep for label, sweep in sweeps.items() if sweep.weights}
    if not weighted:
        return None
    first = next(iter(weighted.values()))
    values = tuple(point.value for point in first.points)
    if len(first.weights) != len(values):
        return None
    costs = tuple(cost for label, sweep in weighted.items() if (cost := _cost(label, sweep, first.weights)))
    if speeds is not None:
        costs = tuple(replace(c, judged=_judged(c.label, values, speeds)) for c in costs)
    return MixAnswer(first.arg, values, first.weights, costs) if costs else None


def _judged(label: str, values: tuple[str, ...], speeds: dict) -> bool:
    if label == EAGER:
        return True
    found = [speeds.get((label, value)) for value in values]
    return all(speed is not None and speed.judged for speed in found)


def _cost(label: str, sweep: Sweep, weights: tuple[float, ...]) -> Optional[MixCost]:
    timed = [point for point in sweep.points if point.timing is not None]
    if len(timed) != len(weights) or sweep.error:
        return None
    total = sum(weights)
    weighted = sum(w * p.timing.median_ms for w, p in zip(weights, timed) if p.timing is not None) / total
    compiled = [point for point in timed if point.compiles]
    compile_s = sum((point.first_call_s or 0.0) for point in compiled)
    return MixCost(label, weighted, compile_s, sum(point.compiles for point in compiled))
