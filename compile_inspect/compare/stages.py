"""The bisect verdict: at which compile stage a slowdown, an accuracy difference or a failure appears.

`--bisect` runs the stages `dynamo` (Dynamo's capture and guards), `aot_eager` (+ AOTAutograd),
`aot_eager_decomp_partition` (+ Inductor's decompositions and partitioner) and `default` (+ Inductor's
code generation) against eager. Each stage adds one layer to the one before, so each step, a stage
against the one under it, is what that layer costs:

    >>> bisect_verdict(runs)      # {label: ModeRun} of a session; a diff passes the speeds it built too
    ('the 2.94x slowdown against eager appears with Inductor (default, 1.97x the time of aot_eager_decomp_partition); also Dynamo slower (dynamo, 1.15x the time of eager)',)

A step is timed as every verdict is (`findings/timing.py`): both stages timed in the same interleaved
rounds, the median of the per-round ratios, beyond 1.05x and with its 95% interval excluding 1.
Accuracy differs when the largest difference from eager's output exceeds `RELATIVE_TOLERANCE` of
eager's largest magnitude, or is not finite. No torch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from compile_inspect.findings.speed import SpeedComparison, compare_speeds
from compile_inspect.session import rounds
from compile_inspect.session.modes import BISECT, EAGER

HEADING = "Bisect: eager -> dynamo -> aot_eager -> aot_eager_decomp_partition -> default, one layer more each"
# Which layer each stage adds, in the order they stack.
STAGE_NAMES = {
    "dynamo": "Dynamo",
    "aot_eager": "AOTAutograd",
    "aot_eager_decomp_partition": "Inductor's decompositions",
    "default": "Inductor",
}
# (stage, the stage under it) -> their speed comparison (None: no comparison to make)
Speeds = dict[tuple[str, str], Optional[SpeedComparison]]
# max |stage - eager| / max |eager| above this: the outputs differ beyond rounding (1% of the scale:
# bf16 rounding stays under it, a wrong result does not).
RELATIVE_TOLERANCE = 1e-2


@dataclass(frozen=True)
class Step:
    """One stage against the one under it (the first against eager): their time ratio and its outcome."""

    stage: str
    under: str
    ratio: Optional[float]  # stage time / under time; None when either was not timed alike
    outcome: str  # "slower", "faster", "same" (within noise) or "unknown" (no paired timing)


def bisect_verdict(runs: dict, known: Optional[Speeds] = None) -> tuple[str, ...]:
    """One line (two when a stage also changes the results) for a session that ran eager and two bisect
    stages or more (modes labelled exactly `dynamo`, `aot_eager` ...); () otherwise. `runs`: label ->
    session ModeRun; `known`: the speeds already built (a diff's, each stage against eager), the rest are
    built here, once a pair."""
    stages = [stage for stage in BISECT if stage in runs]
    if len(stages) < 2 or EAGER not in runs or not runs[EAGER].ok:
        return ()
    failed = next((stage for stage in stages if not runs[stage].ok), None)
    if failed is not None:
        return (_failure_line(failed, stages, runs),)
    accuracy = _accuracy_line(stages, runs)
    speeds = stage_speeds(stages, runs, known or {})
    return (_speed_line(stages, runs, speeds), *([accuracy] if accuracy else []))


def stage_speeds(stages, runs, known: Speeds) -> Speeds:
    """Each stage against the one under it and the last against eager: `known`'s, else built once each."""
    wanted = dict.fromkeys([*zip(stages, [EAGER, *stages[:-1]]), (stages[-1], EAGER)])
    return {pair: known[pair] if pair in known else _speed(pair, runs) for pair in wanted}


def _speed(pair: tuple[str, str], runs) -> Optional[SpeedComparison]:
    stage, under = pair
    return compare_speeds(runs[stage].timing, runs[under].timing)


def _failure_line(failed, stages, runs) -> str:
    before = stages[: stages.index(failed)]
    line = f"the failure appears with {_where(failed)}: {_first_line(runs[failed].error)}"
    return line + (f"; {_joined([STAGE_NAMES[s] for s in before])} alone run" if before else "")


def steps(stages, speeds: Speeds) -> list[Step]:
    """Each stage against the one under it, eager under the first (`speeds`: `stage_speeds`)."""
    unders = [EAGER, *stages[:-1]]
    return [_step(stage, under, speeds) for stage, under in zip(stages, unders)]


def _step(stage, under, speeds: Speeds) -> Step:
    speed = speeds[(stage, under)]
    if speed is None or speed.paired is None or speed.outcome == "drift":  # no one paired ratio holds
        return Step(stage, under, None, "unknown")
    return Step(stage, under, speed.ratio, "same" if speed.outcome == "noise" else speed.outcome)


def _speed_line(stages, runs, speeds: Speeds) -> str:
    found = steps(stages, speeds)
    whole = _step(stages[-1], EAGER, speeds)
    if whole.outcome in ("slower", "faster"):
        return _appears(whole, found)
    if whole.outcome == "unknown":
        return _not_judged(runs[stages[-1]].timing, runs[EAGER].timing, stages[-1])
    moved = [step for step in found if step.outcome in ("slower", "faster")]
    if not moved:
        return (
            f"every stage is within noise of eager ({_joined([STAGE_NAMES[s] for s in stages])}); none fails"
        )
    return f"{_where(stages[-1])} is within noise of eager overall; by stage: {_listed(moved)}"


def _appears(whole, found) -> str:
    """'the 2.94x slowdown against eager appears with Inductor (default, 1.97x the time of ...)', the rest."""
    kind = whole.outcome
    moved = [step for step in found if step.outcome == kind]
    if not moved:
        return f"the {_size(whole)} against eager builds up over the stages, none beyond noise alone: {_listed(found)}"
    largest = max(moved, key=lambda step: abs(math.log(step.ratio)))
    line = f"the {_size(whole)} against eager appears with {STAGE_NAMES[largest.stage]} ({_over(largest)})"
    others = [step for step in found if step is not largest and step.outcome != "same"]
    if others:
        return f"{line}; also {_listed(others)}"
    before = [STAGE_NAMES[step.stage] for step in found[: found.index(largest)]]
    return line + (
        f"; {_joined(before)} alone {'is' if len(before) == 1 else 'are'} within noise" if before else ""
    )


def _not_judged(test, control, stage) -> str:
    """Why the whole pipeline's time against eager has no paired ratio."""
    if not rounds.same_rounds(test, control):
        return f"{_where(stage)} was not timed alongside eager: no stage can be judged"
    if test.drifts or control.drifts:
        return "the function's time per call moved over the run (drifting-target): no stage can be judged"
    comparable = rounds.steady_rounds(test, control)
    return (
        f"the machine was too unsteady to judge the stages: {comparable} comparable rounds of "
        f"{test.rounds_run or '?'} ({rounds.MIN_CLEAN_ROUNDS} needed); rerun with more --rounds"
    )


def _size(step) -> str:
    return f"{step.ratio:.2f}x slowdown" if step.outcome == "slower" else f"{1 / step.ratio:.2f}x speed-up"


def _over(step) -> str:
    return f"{step.stage}, {step.ratio:.2f}x the time of {step.under}"


def _listed(moved) -> str:
    """'Dynamo slower (dynamo, 1.15x the time of eager), ...'."""
    return ", ".join(f"{STAGE_NAMES[step.stage]} {_step_said(step)}" for step in moved)


def _step_said(step) -> str:
    return "not timed alongside" if step.ratio is None else f"{step.outcome} ({_over(step)})"


def differs(run) -> bool:
    """Whether a mode's outputs differ from eager's beyond rounding."""
    error = run.accuracy.max_rel_error if run.accuracy is not None else None
    return error is not None and not (error <= RELATIVE_TOLERANCE)


def _accuracy_line(stages, runs) -> Optional[str]:
    first = next((stage for stage in stages if differs(runs[stage])), None)
    if first is None:
        return None
    accuracy = runs[first].accuracy
    return (
        f"the outputs differ from eager's from {_where(first)} on: max abs error "
        f"{accuracy.max_abs_error:.3g}, {accuracy.max_rel_error:.3g} of eager's largest value"
    )


def _where(stage) -> str:
    return f"{STAGE_NAMES[stage]} ({stage})"


def _first_line(error: Optional[str]) -> str:
    lines = (error or "").strip().splitlines()
    return lines[0] if lines else "no error recorded"


def _joined(names) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
