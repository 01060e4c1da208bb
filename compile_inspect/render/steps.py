"""Which steps a trace's figures are over, the lanes it recorded, and its one-off costs, as text lines.
No torch.

>>> step_choice_lines(analysis)   # ["Steps: profiler steps ...", "  rejected: ..."]
>>> lane_line(report.lanes)       # "Lanes: 2 CPU threads in 1 process; GPU device 0: 3,120 events on stream 7"
>>> one_off_lines(analysis)       # ["  cudaMalloc  32.8 ms  in ProfilerStep#2  allocation: ..."]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from compile_inspect.names import short_name
from compile_inspect.units import duration_text

if TYPE_CHECKING:  # annotations only: the report's types
    from compile_inspect.trace.lanes import Lanes
    from compile_inspect.trace.model import TraceAnalysis

_NAMES_SHOWN = 3
_STREAMS_SHOWN = 4


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


def lane_line(lanes: Optional[Lanes]) -> Optional[str]:
    """The lanes the trace recorded (`compare.explaining.ExplainReport.lanes`) in words: its CPU threads and
    processes, each device's GPU events and streams, the device lanes' sync and range-profiler events.
    None without them."""
    if lanes is None:
        return None
    parts = [f"{_count(lanes.threads, 'CPU thread')} in {_count(lanes.processes, 'process')}"]
    for found in lanes.devices:
        streams = found.events_by_stream
        parts.append(
            f"GPU device {found.device}: {_count(sum(streams.values()), 'event')} on {_streams(streams)}"
        )
    if lanes.syncs:
        parts.append(f"{_count(lanes.syncs, 'sync event')} on the device lanes")
    if lanes.ranges:
        parts.append(f"{_count(lanes.ranges, 'range-profiler event')} on the device lanes")
    if not lanes.has_device_lanes:
        parts.append("no device lane")
    return "Lanes: " + "; ".join(parts)


def _streams(events_by_stream: dict) -> str:
    names = sorted(events_by_stream, key=lambda stream: (-events_by_stream[stream], str(stream)))
    shown = ", ".join(map(str, names[:_STREAMS_SHOWN]))
    more = f" and {len(names) - _STREAMS_SHOWN} more" if len(names) > _STREAMS_SHOWN else ""
    return f"{'streams' if len(names) > 1 else 'stream'} {shown}{more}"


def _count(n: int, noun: str) -> str:
    plural = noun + ("es" if noun.endswith("s") else "s")
    return f"{n:,} {noun if n == 1 else plural}"


def one_off_lines(analysis: TraceAnalysis) -> list[str]:
    """One line per one-off cost: name, duration, step, role and why it is one."""
    return [
        f"  {short_name(cost.name)}  {duration_text(cost.dur)}  in {analysis.steps[cost.step].name}  "
        f"{cost.role}: {cost.reason}"
        for cost in analysis.one_off_costs
    ]
