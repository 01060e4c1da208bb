"""Which steps a trace's figures are over, and its one-off costs, as text lines. No torch.

>>> step_choice_lines(analysis)   # ["Steps: profiler steps ...", "  rejected: ..."]
>>> one_off_lines(analysis)       # ["  cudaMalloc  32.8 ms  in ProfilerStep#2  allocation: ..."]
"""

from __future__ import annotations

from compile_inspect.trace.model import TraceAnalysis
from compile_inspect.units import duration_text

_NAMES_SHOWN = 3


def step_choice_lines(analysis: TraceAnalysis) -> list[str]:
    """One line on where the steps come from, then one per reason a candidate was rejected."""
    choice = analysis.step_choice
    if choice is None:
        return []
    thread = f" of pid {choice.thread[0]} tid {choice.thread[1]}" if choice.thread else ""
    if choice.source == "whole trace":
        lines = [f"Steps: {choice.reason}"]
    else:
        lines = [f"Steps: {choice.source}{thread} ({choice.reason}): {_names(choice.used)}"]
    by_reason: dict[str, list] = {}
    for rejected in choice.rejected:
        by_reason.setdefault(rejected.reason, []).append(rejected)
    for reason, found in by_reason.items():
        if len(found) == 1:
            lines.append(f"  rejected {found[0].name} ({duration_text(found[0].dur)}): {reason}")
        else:
            lines.append(f"  rejected {len(found)} ({_names([r.name for r in found])}): {reason}")
    return lines


def _names(names) -> str:
    names = list(names)
    shown = ", ".join(names[:_NAMES_SHOWN])
    return shown + (f", ... {names[-1]}" if len(names) > _NAMES_SHOWN else "")


def one_off_lines(analysis: TraceAnalysis) -> list[str]:
    """One line per one-off cost: name, duration, step, role and why it is one."""
    return [
        f"  {cost.name}  {duration_text(cost.dur)}  in {analysis.steps[cost.step].name}  "
        f"{cost.role}: {cost.reason}"
        for cost in analysis.one_off_costs
    ]
