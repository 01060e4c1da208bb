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
import operator
import re
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


def load_trace(path: Union[str, Path], *, chunk_bytes: int = 0) -> Trace:
    """Read a Chrome trace; raise `TraceError` when it cannot be one, warn on recoverable oddities.

    The file is read and decoded in chunks of events (gzip decompressed as a stream), so its
    whole text is never in memory; a file the chunked reader cannot follow (an odd layout, a
    field of the wrong type, broken JSON) is decoded whole by `decode_events`, which words the
    errors and warnings. `chunk_bytes`: the read size (default `CHUNK_BYTES`).
    """
    path = Path(path)
    events = _Events()
    devices = _decode_streamed(_blocks(path, chunk_bytes or CHUNK_BYTES), events)
    if devices is None:
        decoded, devices, warnings = decode_events(_read_bytes(path), path.name)
        events = _Events(warnings)
        events.add(decoded)
        del decoded
    return events.trace(str(path), devices)


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


class _Events:
    """Collects the complete events of decoded chunks: CPU and GPU lists, dropped-event counts.

    Strings and ids repeat across events; each event keeps the first equal one (one name string
    per distinct name instead of one per event), and an `args` with no field the analysis reads
    is dropped: that is most of the memory of a kept event.
    """

    def __init__(self, warnings: Optional[list[str]] = None):
        self.cpu: list[TraceEvent] = []
        self.gpu: list[TraceEvent] = []
        self.bad_time = self.negative = 0
        self.warnings = warnings or []
        self._shared: dict = {}

    def add(self, events: list[TraceEvent]) -> None:
        share, setattr_ = self._shared.setdefault, msgspec.structs.force_setattr
        cpu, gpu = self.cpu.append, self.gpu.append
        for event in events:
            if event.ph != "X" or event.cat in IGNORED_CATEGORIES:
                continue
            setattr_(event, "name", share(event.name, event.name))
            setattr_(event, "cat", share(event.cat, event.cat))
            if event.ts is None or event.dur is None:
                self.bad_time += 1
            elif event.dur < 0:
                self.negative += 1
            elif event.cat in GPU_CATEGORIES:
                if event.args is not None:  # launch shapes repeat: one tuple per distinct shape
                    setattr_(event.args, "grid", share(event.args.grid, event.args.grid))
                    setattr_(event.args, "block", share(event.args.block, event.args.block))
                gpu(event)
            elif isinstance(event.pid, int) and event.pid >= 0:
                if event.args == _NO_ARGS:
                    setattr_(event, "args", None)
                setattr_(event, "pid", share(event.pid, event.pid))
                setattr_(event, "tid", share(event.tid, event.tid))
                cpu(event)

    def trace(self, path: str, devices: list) -> Trace:
        cpu, gpu, warnings = self.cpu, self.gpu, self.warnings
        if not cpu and not gpu:
            raise TraceError(f"{Path(path).name} has no complete ('ph': 'X') profiler events")
        if self.bad_time:
            warnings.append(f"dropped {self.bad_time} complete events without 'ts' or 'dur'")
        if self.negative:
            warnings.append(f"dropped {self.negative} events with a negative duration")
        if not gpu:
            warnings.append("no GPU events: a CPU-only trace, GPU metrics are left out")
        _sort_outer_first(cpu)
        gpu.sort(key=_TS)
        return Trace(path, tuple(cpu), tuple(gpu), _device_name(devices), tuple(warnings))


def _sort_outer_first(events: list[TraceEvent]) -> None:
    """Sort by (start, longest first): a parent before the child that starts at the same time.

    Events come nearly in time order, so a sort on the start alone is close to one linear pass;
    then only runs of equal starts are ordered longest first (no key tuple per event).
    """
    events.sort(key=_TS)
    starts = list(map(_TS, events))
    count, run_end = len(events), 0
    for index in [i for i in range(count - 1) if starts[i] == starts[i + 1]]:
        if index < run_end:  # inside the run already ordered
            continue
        run_end = index + 1
        while run_end < count and starts[run_end] == starts[index]:
            run_end += 1
        events[index:run_end] = sorted(events[index:run_end], key=_DUR, reverse=True)


_NO_ARGS = EventArgs()
_TS = operator.attrgetter("ts")
_DUR = operator.attrgetter("dur")


# ---- chunked reading: the traceEvents array decoded a few MB at a time ----

CHUNK_BYTES = 4 << 20
_EVENTS_KEY = re.compile(rb'"traceEvents"\s*:\s*\[')
_BARE_ARRAY = re.compile(rb"\s*\[")
_ARRAY_END = re.compile(rb"\}\s*\]")
_EMPTY_END = re.compile(rb"\s*\]")
_NEXT_EVENT = re.compile(rb"\s*\{")
_OPEN, _CLOSE, _COMMA = b"[],"
_MAX_HEADER = 64 << 20


def _blocks(path: Path, size: int):
    """The file's bytes `size` at a time, gunzipped when it is gzip."""
    try:
        file = open(path, "rb")
    except OSError as exc:
        raise TraceError(f"cannot read {path}: {exc.strerror or exc}") from None
    with file:
        first = file.read(size)
        if first[:2] != b"\x1f\x8b":
            while first:
                yield first
                first = file.read(size)
            return
        yield from _gunzip(path, first, file, size)


def _gunzip(path: Path, first: bytes, file, size: int):
    unpack, data = zlib.decompressobj(wbits=31), first
    try:
        while data:
            yield unpack.decompress(data)
            while unpack.eof and unpack.unused_data:  # a next gzip member
                data, unpack = unpack.unused_data, zlib.decompressobj(wbits=31)
                yield unpack.decompress(data)
            data = file.read(size)
        if not unpack.eof:
            raise EOFError("compressed file ended before the end-of-stream marker was reached")
    except (EOFError, zlib.error) as exc:
        raise TraceError(f"{path.name} is a damaged or truncated gzip file ({exc})") from None


def _decode_streamed(blocks, events: _Events) -> Optional[list]:
    """Feed the events of the file to `events` chunk by chunk; the device properties, or None
    when the file needs the whole-file decoder (odd layout, wrong types, broken JSON)."""
    buffer, found, bare = bytearray(), None, None
    for block in blocks:
        buffer += block
        bare = _BARE_ARRAY.match(buffer)
        found = bare or _EVENTS_KEY.search(buffer, 0, _MAX_HEADER)
        if found or len(buffer) > _MAX_HEADER:
            break
    if bare:
        prefix, start = None, bare.end()
    elif found:
        prefix, start = bytes(buffer[:found.start()]), found.end()
    else:
        return None
    del buffer[:start - 1]  # keep the array's "[": buffer[0] opens every chunk
    try:
        for block in blocks:
            buffer += block
            del buffer[:_decode_complete(buffer, events)]
        suffix = _decode_last(buffer, events)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    return None if suffix is None else _envelope_devices(prefix, suffix)


def _decode_complete(buffer: bytearray, events: _Events) -> int:
    """Decode the events before the buffer's last event boundary; the bytes consumed (0: none).

    The chunk is decoded in place, no copy: its first byte (the "[" or "," before its first event)
    becomes "[" and the "," after its last event "]". A candidate boundary `},` may sit inside a
    string or a nested object; then the chunk does not parse, and the one before it is tried: a
    chunk that parses ends exactly between two events.
    """
    end, tries = len(buffer), 8
    while tries:
        cut = buffer.rfind(b"},", 1, end)
        if cut < 0:
            return 0
        end = cut
        if not _NEXT_EVENT.match(buffer, cut + 2):  # `},` then not `{`: inside an event
            continue
        tries -= 1
        buffer[0], buffer[cut + 1] = _OPEN, _CLOSE
        try:
            chunk = _decode_view(buffer, cut + 2)
        except msgspec.DecodeError:
            buffer[cut + 1] = _COMMA
            continue
        events.add(chunk)
        return cut + 1  # the "]" at cut + 1 opens the next chunk
    raise msgspec.DecodeError("no event boundary found")


def _decode_last(buffer: bytearray, events: _Events) -> Optional[bytes]:
    """Decode the last events and return what follows the array, or None when it does not parse."""
    empty = _EMPTY_END.match(buffer, 1)
    if empty:
        return bytes(buffer[empty.end():])
    buffer[0] = _OPEN
    for end in _ARRAY_END.finditer(buffer, 1):
        try:
            chunk = _decode_view(buffer, end.end())
        except msgspec.DecodeError:
            continue
        events.add(chunk)
        return bytes(buffer[end.end():])
    return None


def _decode_view(buffer: bytearray, stop: int) -> list[TraceEvent]:
    with memoryview(buffer) as view, view[:stop] as chunk:
        return msgspec.json.decode(chunk, type=list[TraceEvent])


def _envelope_devices(prefix: Optional[bytes], suffix: bytes) -> Optional[list]:
    """The file's other keys, checked by decoding it with the events array left empty."""
    if prefix is None:
        return [] if not suffix.strip() else None
    try:
        doc = msgspec.json.decode(prefix + b'"traceEvents": []' + suffix, type=_LooseTraceFile)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    if doc.traceEvents != []:  # the key found was not the top-level one
        return None
    return doc.deviceProperties or []


def _device_name(devices: list) -> Optional[str]:
    names = [d.get("name") for d in devices if isinstance(d, dict) and isinstance(d.get("name"), str)]
    return names[0] if names else None
