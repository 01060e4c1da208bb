"""Which steps a trace's figures are over, the lanes it recorded, and its one-off costs, as text lines.
No torch.

>>> step_choice_lines(analysis)   # ["Steps: profiler steps ...", "  rejected: ..."]
>>> lane_line(analysis)           # "Lanes: 2 CPU threads in 1 process; GPU device 0: 3,120 events on stream 7"
>>> one_off_lines(analysis)       # ["  cudaMalloc  32.8 ms  in ProfilerStep#2  allocation: ..."]
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

from compile_inspect.trace.model import TraceAnalysis
from compile_inspect.trace.names import short_name
from compile_inspect.units import duration_text

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


def lane_line(analysis: TraceAnalysis) -> Optional[str]:
    """The lanes the trace recorded: its CPU threads and processes, each device's GPU events and
    streams, the device lanes' sync and range-profiler events. None without the trace's index."""
    if analysis.index is None:
        return None
    trace = analysis.index.trace
    threads = trace.cpu.event_threads()
    parts = [f"{_count(len(threads), 'CPU thread')} in {_count(len({pid for pid, _ in threads}), 'process')}"]
    streams_by_device: dict = {}
    gpu = trace.gpu_events
    for (device, stream), events in Counter(gpu.lanes[lane] for lane in gpu.lane.tolist()).items():
        streams_by_device.setdefault(device, {})[stream] = events
    for device, streams in sorted(streams_by_device.items(), key=lambda item: str(item[0])):
        parts.append(f"GPU device {device}: {_count(sum(streams.values()), 'event')} on {_streams(streams)}")
    if trace.gpu_syncs:
        parts.append(f"{_count(len(trace.gpu_syncs), 'sync event')} on the device lanes")
    if trace.device_ranges:
        parts.append(f"{_count(len(trace.device_ranges), 'range-profiler event')} on the device lanes")
    if not trace.has_device_lanes:
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
