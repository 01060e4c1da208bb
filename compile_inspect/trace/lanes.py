"""The lanes a trace recorded, counted: its CPU threads and processes, each device's GPU events by stream,
the device lanes' sync and range-profiler events. `explain` words them (render/steps.py). No torch.

    >>> lanes_of(analysis.index.trace)   # Lanes(threads=2, processes=1, devices=(DeviceLanes(0, {7: 3120}),), ...)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class DeviceLanes:
    device: object
    events_by_stream: dict  # stream -> GPU events on it


@dataclass(frozen=True)
class Lanes:
    threads: int
    processes: int
    devices: tuple[DeviceLanes, ...]  # in the order of their names
    syncs: int
    ranges: int
    has_device_lanes: bool


def lanes_of(trace) -> Lanes:
    """The lanes of a read trace (`TraceIndex.trace`)."""
    threads = trace.cpu.event_threads()
    streams_by_device: dict = {}
    gpu = trace.gpu_events
    for (device, stream), events in Counter(gpu.lanes[lane] for lane in gpu.lane.tolist()).items():
        streams_by_device.setdefault(device, {})[stream] = events
    devices = tuple(
        DeviceLanes(device, streams)
        for device, streams in sorted(streams_by_device.items(), key=lambda item: str(item[0]))
    )
    return Lanes(
        threads=len(threads),
        processes=len({pid for pid, _ in threads}),
        devices=devices,
        syncs=len(trace.gpu_syncs),
        ranges=len(trace.device_ranges),
        has_device_lanes=bool(trace.has_device_lanes),
    )
