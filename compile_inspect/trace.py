"""Chrome trace (.json / .json.gz, as torch.profiler writes it) -> events. No torch.

    >>> trace = load_trace("runs/x/default.json.gz")
    >>> len(trace.cpu_events), len(trace.gpu_events), trace.warnings

Speed is the design: the file is decoded in one pass by msgspec into typed, frozen `TraceEvent`s
that keep only the fields the analysis reads (unknown keys are skipped by the decoder, never built
as dicts). Measured in `bench/trace_read.py`, see docs/performance.md. A file the typed decoder
rejects (a field of the wrong type) is decoded again event by event, and the bad events are dropped
with a warning, so one odd event never costs the whole trace.
"""
from __future__ import annotations

import gzip
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Union

import msgspec
import msgspec.structs

from compile_inspect.errors import TraceError
from compile_inspect.model import EventArgs, TraceEvent

# Categories of events that run on the GPU lanes (what a launch's correlation id points at).
GPU_CATEGORIES = frozenset({"kernel", "gpu_memcpy", "gpu_memset", "Kernel", "Memcpy", "Memset"})
# Complete events that are not CPU work: the profiler's own span, GPU-side copies of annotations.
IGNORED_CATEGORIES = frozenset({"Trace", "gpu_user_annotation", "ac2g"})


class _TraceFile(msgspec.Struct, gc=False):
    traceEvents: Optional[list[TraceEvent]] = None
    deviceProperties: Optional[list[dict[str, Any]]] = None


class _LooseTraceFile(msgspec.Struct, gc=False):
    traceEvents: Optional[list[Any]] = None
    deviceProperties: Optional[list[Any]] = None


@dataclass(frozen=True)
class Trace:
    """The events of one trace: CPU and GPU complete events, each list sorted by start time."""

    path: str
    cpu_events: tuple[TraceEvent, ...]
    gpu_events: tuple[TraceEvent, ...]
    device_name: Optional[str] = None
    warnings: tuple[str, ...] = ()

    @property
    def has_gpu(self) -> bool:
        return bool(self.gpu_events)


def load_trace(path: Union[str, Path]) -> Trace:
    """Read a Chrome trace; raise `TraceError` when it cannot be one, warn on recoverable oddities."""
    path = Path(path)
    events, devices, warnings = decode_events(_read_bytes(path), path.name)
    return _build_trace(str(path), events, devices, warnings)


def decode_events(data: bytes, label: str = "trace") -> tuple[list[TraceEvent], list, list[str]]:
    """Decode trace bytes into events, device properties and warnings (the one parsing pass)."""
    head = data[:4096].lstrip()
    if not head:
        raise TraceError(f"{label} is empty")
    try:
        return _decode_typed(data, head[:1] == b"[")
    except msgspec.ValidationError:
        return _decode_loose(data, label)
    except msgspec.DecodeError as exc:
        raise TraceError(f"{label} is not JSON ({exc})") from None


def _read_bytes(path: Path) -> bytes:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise TraceError(f"cannot read {path}: {exc.strerror or exc}") from None
    if raw[:2] != b"\x1f\x8b":
        return raw
    try:
        return gzip.decompress(raw)
    except (EOFError, OSError, zlib.error) as exc:
        raise TraceError(f"{path.name} is a damaged or truncated gzip file ({exc})") from None


def _decode_typed(data: bytes, is_array: bool):
    if is_array:
        return msgspec.json.decode(data, type=list[TraceEvent]), [], []
    doc = msgspec.json.decode(data, type=_TraceFile)
    if doc.traceEvents is None:
        raise TraceError("not a Chrome trace: the JSON object has no 'traceEvents' list")
    return doc.traceEvents, doc.deviceProperties or [], []


def _decode_loose(data: bytes, label: str):
    """Slow path: validate event by event, dropping (and counting) the ones that do not fit."""
    try:
        doc = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise TraceError(f"{label} is not JSON ({exc})") from None
    raw_events = doc if isinstance(doc, list) else doc.get("traceEvents") if isinstance(doc, dict) else None
    if not isinstance(raw_events, list):
        raise TraceError(f"not a Chrome trace: {label} holds no 'traceEvents' list")
    devices = doc.get("deviceProperties") if isinstance(doc, dict) else None
    events, dropped = [], 0
    for raw in raw_events:
        event = _convert_event(raw)
        if event is None:
            dropped += 1
        else:
            events.append(event)
    warnings = [f"dropped {dropped} events whose fields have the wrong type"] if dropped else []
    return events, devices if isinstance(devices, list) else [], warnings


def _convert_event(raw: Any) -> Optional[TraceEvent]:
    if not isinstance(raw, dict):
        return None
    try:
        return msgspec.convert(raw, TraceEvent)
    except msgspec.ValidationError:
        pass
    args = raw.get("args")
    if not isinstance(args, dict):
        return _try_convert({**raw, "args": None})
    # Keep the event and drop only the arguments of an unexpected type.
    good_args = {key: value for key, value in args.items() if _try_convert({key: value}, EventArgs)}
    return _try_convert({**raw, "args": good_args})


def _try_convert(raw: dict, kind=TraceEvent):
    try:
        return msgspec.convert(raw, kind)
    except msgspec.ValidationError:
        return None


def _build_trace(path: str, events: list[TraceEvent], devices: list, warnings: list[str]) -> Trace:
    cpu, gpu = [], []
    bad_time = negative = 0
    names: dict[str, str] = {}
    for event in events:
        if event.ph != "X" or event.cat in IGNORED_CATEGORIES:
            continue
        # The decoder builds a new string per event; share one per distinct name (less memory).
        msgspec.structs.force_setattr(event, "name", names.setdefault(event.name, event.name))
        if event.ts is None or event.dur is None:
            bad_time += 1
        elif event.dur < 0:
            negative += 1
        elif event.cat in GPU_CATEGORIES:
            gpu.append(event)
        elif isinstance(event.pid, int) and event.pid >= 0:
            cpu.append(event)
    if not cpu and not gpu:
        raise TraceError(f"{Path(path).name} has no complete ('ph': 'X') profiler events")
    if bad_time:
        warnings.append(f"dropped {bad_time} complete events without 'ts' or 'dur'")
    if negative:
        warnings.append(f"dropped {negative} events with a negative duration")
    if not gpu:
        warnings.append("no GPU events: a CPU-only trace, GPU metrics are left out")
    cpu.sort(key=_outer_first)  # a parent before the child that starts at the same time
    gpu.sort(key=_start)
    return Trace(path, tuple(cpu), tuple(gpu), _device_name(devices), tuple(warnings))


def _start(event: TraceEvent) -> float:
    return event.ts


def _outer_first(event: TraceEvent) -> tuple[float, float]:
    return event.ts, -event.dur


def _device_name(devices: list) -> Optional[str]:
    names = [d.get("name") for d in devices if isinstance(d, dict) and isinstance(d.get("name"), str)]
    return names[0] if names else None
