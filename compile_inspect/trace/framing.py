"""A Chrome trace file's bytes -> `TraceEvent`s: the framing (a bare events array, or an object whose
`traceEvents` holds them, with `deviceProperties` beside), decoded whole (`decode_events`) or streamed 64
KiB at a time into a sink (`decode_streamed`: the reader's column builder). Also the Perfetto merge's
reading: the same framing, the events left as raw JSON (`read_raw`). No torch.

    >>> events, devices, warnings = decode_events(data, "trace.json")
    >>> raw = read_raw(Path("trace.json")).events()

trace/reader.py turns the events into columns; this module never holds more than a chunk of them.
"""

from __future__ import annotations

import codecs
import re
import sys
from pathlib import Path
from typing import Any, Optional, Protocol

import msgspec

from compile_inspect.errors import TraceError
from compile_inspect.reading import MAX_TRACE_BYTES, read_blocks, read_bytes
from compile_inspect.trace.model import EventArgs, TraceEvent


class EventSink(Protocol):
    """What takes the decoded chunks: `reader._Events`, which turns each into columns."""

    def add(self, events: list[TraceEvent]) -> None: ...


class _TraceFile(msgspec.Struct, gc=False):
    traceEvents: Optional[list[TraceEvent]] = None
    deviceProperties: Optional[list[dict[str, Any]]] = None


class _LooseTraceFile(msgspec.Struct, gc=False):
    traceEvents: Optional[list[Any]] = None
    deviceProperties: Optional[list[Any]] = None


def too_deep(label: str) -> str:
    limit = sys.getrecursionlimit()
    return f"{label} is nested too deeply to be a trace (past Python's recursion limit, {limit})"


def decode_events(data: bytes, label: str = "trace") -> tuple[list[TraceEvent], list, list[str]]:
    """Decode trace bytes (a UTF-8 BOM first is skipped) into events, device properties and warnings
    (the one parsing pass)."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    _check_utf8(data, label)
    try:
        return _decode_whole(data, label)
    except RecursionError:
        raise TraceError(too_deep(label)) from None


def _decode_whole(data: bytes, label: str):
    head = data[:4096].lstrip()
    if not head:
        raise TraceError(f"{label} is empty")
    try:
        return _decode_typed(data, head[:1] == b"[")
    except msgspec.ValidationError:
        return _decode_loose(data, label)
    except msgspec.DecodeError as exc:
        raise TraceError(f"{label} is not JSON ({exc})") from None


def read_whole(path: Path) -> bytes:
    """The whole file, gunzipped, within MAX_TRACE_BYTES."""
    return read_bytes(path, MAX_TRACE_BYTES)


class RawTraceFile(msgspec.Struct, gc=False):
    """A trace file's top level, its events left as raw JSON, each decoded when wanted (every field kept,
    where `TraceEvent` keeps only what the analysis reads: the Perfetto merge writes them back)."""

    traceEvents: Optional[list[msgspec.Raw]] = None
    deviceProperties: object = None

    def events(self) -> list[msgspec.Raw]:
        return self.traceEvents or []

    def devices(self) -> list[object]:
        """The device properties; a value other than a list is none, as `decode_events` reads it."""
        return self.deviceProperties if isinstance(self.deviceProperties, list) else []


_BARE_ARRAY = re.compile(rb"\s*\[")


def read_raw(path: Path) -> RawTraceFile:
    """The file read as `load_trace` reads it (a regular file, gunzipped, within MAX_TRACE_BYTES), its top
    level framed as `decode_events` frames it: a bare events array, or an object whose `traceEvents` holds
    them (a UTF-8 BOM is not skipped). Raises FileRefused, msgspec.DecodeError (not JSON, or not so framed)
    and RecursionError (nested too deeply)."""
    data = read_whole(path)
    if _BARE_ARRAY.match(data):
        return RawTraceFile(msgspec.json.decode(data, type=list[msgspec.Raw]))
    return msgspec.json.decode(data, type=RawTraceFile)


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


# ---- chunked reading: the traceEvents array decoded 64 KiB at a time ----

# Below glibc's mmap threshold (128 KiB): each block reuses heap memory instead of faulting in fresh pages
# (the 264 MB trace: 23k page faults against 60k at 1 MiB, explain 1.10x faster; docs/performance.md).
CHUNK_BYTES = 64 << 10
_KEY = b'"traceEvents"'
_SPACE = re.compile(rb"\s*")
_ARRAY_END = re.compile(rb"\}\s*\]")
_EMPTY_END = re.compile(rb"\s*\]")
_OPEN, _CLOSE, _COMMA, _BRACE, _COLON = b"[],{:"
_MAX_HEADER = 64 << 20  # the events array starts within this many bytes, or the file is decoded whole
_MAX_FAILED_CUTS = 8  # look-alike boundaries (inside strings) tried in a row before decoding the file whole
_NOT_JSON_START = frozenset(range(256)) - frozenset(b'{["-0123456789tfn')


def _spaces_end(buffer: bytearray, at: int) -> int:
    """The index after the run of spaces at `at` (`at` itself where none)."""
    spaces = _SPACE.match(buffer, at)
    assert spaces is not None  # `\s*` matches the empty run too
    return spaces.end()


def read_in_blocks(path: Path, size: int):
    """The file's bytes `size` at a time, gunzipped when it is gzip, within MAX_TRACE_BYTES, each checked
    to be UTF-8."""
    check = _Utf8Check(path.name)
    for number, block in enumerate(read_blocks(path, MAX_TRACE_BYTES, size)):
        if not number and block.startswith(codecs.BOM_UTF8):  # RFC 8259: a reader may ignore it
            block, check.offset = block[len(codecs.BOM_UTF8) :], len(codecs.BOM_UTF8)
        check.add(block)
        yield block
    check.end()


class _Utf8Check:
    """JSON is UTF-8 (RFC 8259): every byte of a trace is checked, a key or a skipped field's as much as a
    name's (msgspec checks only the strings it keeps). ASCII blocks cost a scan; others are decoded."""

    def __init__(self, label: str):
        self.label, self.offset = label, 0
        self.decoder = codecs.getincrementaldecoder("utf-8")()

    def add(self, block, final: bool = False) -> None:
        pending = self.decoder.getstate()[0]
        if final or pending or not block.isascii():
            try:
                self.decoder.decode(block, final)
            except UnicodeDecodeError as exc:
                at = self.offset - len(pending) + exc.start
                raise TraceError(
                    f"{self.label} is not UTF-8 text (an invalid byte at offset {at}); JSON must be"
                ) from None
        self.offset += len(block)

    def end(self) -> None:
        self.add(b"", final=True)


def _check_utf8(data: bytes, label: str, step: int = 8 << 20) -> None:
    check, view = _Utf8Check(label), memoryview(data)
    for start in range(0, len(data), step):
        check.add(bytes(view[start : start + step]))
    check.end()


def decode_streamed(blocks, events: EventSink, label: str = "trace") -> Optional[list]:
    """Feed the events of the file to `events` chunk by chunk; the device properties, or None
    when the file needs the whole-file decoder (odd layout, wrong types, broken JSON)."""
    start = _events_array(blocks, label)
    if start is None:
        return None
    buffer, prefix = start
    chunks = _EventChunks(buffer, events)
    try:
        chunks.feed(b"")  # the events that came with the header
        for block in blocks:
            chunks.feed(block)
        suffix = _decode_last(chunks.buffer, events)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    return None if suffix is None else _envelope_devices(prefix, suffix)


def _events_array(blocks, label: str) -> Optional[tuple[bytearray, Optional[bytes]]]:
    """The buffer from the events array's "[" on, and the bytes before its key (None: a bare array);
    None when the first _MAX_HEADER bytes hold no array. A file that cannot be JSON is a TraceError
    from its first bytes, without reading the rest."""
    buffer, header, start = bytearray(), _Header(), None
    for block in blocks:
        buffer += block
        start = header.array_start(buffer)
        if start is not None or len(buffer) > _MAX_HEADER:
            break
    if header.first < len(buffer) and buffer[header.first] in _NOT_JSON_START:
        decode_events(bytes(buffer[: header.first + 1]), label)  # raises msgspec's own words
    if start is None or start < 0:
        return None
    prefix = None if header.key is None else bytes(buffer[: header.key])
    del buffer[: start - 1]  # keep the array's "[": buffer[0] opens every chunk
    return buffer, prefix


class _Header:
    """Finds where the events array starts in a growing buffer, reading each byte a bounded number of times:
    a bare array (`[` first), or the first `"traceEvents"` key followed by `:` and `[`. A key whose `: [`
    has not arrived yet is kept with how far past it was read, so spaces after it are read once."""

    def __init__(self):
        self.first = 0  # the first byte that is not a space, once one has arrived
        self.searched = 0  # no key starts before this, but `key`
        self.key = None  # where the key being followed starts
        self.past = 0  # how far past that key was read
        self.colon = False  # whether its ":" was read

    def array_start(self, buffer: bytearray) -> Optional[int]:
        """The index after the array's "["; None: not arrived yet; -1: the file is not laid out so."""
        self.first = _spaces_end(buffer, self.first)
        if self.first == len(buffer):
            return None
        if buffer[self.first] == _OPEN:
            return self.first + 1
        if buffer[self.first] != _BRACE:
            return -1
        return self._after_key(buffer)

    def _after_key(self, buffer: bytearray) -> Optional[int]:
        while True:
            if self.key is None and not self._next_key(buffer):
                return None
            found = self._follow_key(buffer)
            if found != -1:
                return found
            self.searched, self.key = self.key + 1, None

    def _next_key(self, buffer: bytearray) -> bool:
        hit = buffer.find(_KEY, self.searched)
        if hit < 0:
            self.searched = max(self.searched, len(buffer) - len(_KEY) + 1)
            return False
        self.key, self.past, self.colon = hit, hit + len(_KEY), False
        return True

    def _follow_key(self, buffer: bytearray) -> Optional[int]:
        """After the key: None while only spaces (and its ":") arrived; the index after "["; -1: not it."""
        while True:
            self.past = _spaces_end(buffer, self.past)
            if self.past == len(buffer):
                return None
            byte, self.past = buffer[self.past], self.past + 1
            if byte == _COLON and not self.colon:
                self.colon = True
            else:
                return self.past if byte == _OPEN and self.colon else -1


class _EventChunks:
    """Decodes the events array a chunk of whole events at a time, as blocks arrive.

    `buffer[0]` is the "[" or "," before the first event not decoded yet. A chunk ends at an event
    boundary: `},` then `{` (spaces between); the latest boundary that parses wins. Each byte is searched
    once: a new block is searched for `},` only from where the last search ended, and the one `},`
    followed by nothing but spaces so far is kept (`pending`) with how far its spaces were read. (Before
    issue 18 every block searched the whole growing buffer: a trace prefix followed by 400 MB of spaces
    took minutes; bench/hostile_read.py.)

    A look-alike `},{` inside a string does not parse; after _MAX_FAILED_CUTS of them in a row the file
    goes to the whole-file decoder (`msgspec.DecodeError`), so no stretch of the buffer is decoded more
    than that many times.
    """

    def __init__(self, buffer: bytearray, events: EventSink):
        self.buffer, self.events = buffer, events
        self.searched = 1  # no boundary starts in buffer[1 : searched - 1] but `pending`
        self.pending: Optional[tuple[int, int]] = None  # (its "}", the end of the spaces after it)
        self.failed = 0

    def feed(self, block: bytes) -> None:
        self.buffer += block
        end, low = len(self.buffer), max(1, self.searched - 1)  # a "}," may straddle two blocks
        self.searched = end
        for cut in self._boundaries(low, end):
            if self._decoded(cut):
                self._consume(cut + 1)  # the "]" at cut + 1 opens the next chunk
                return

    def _boundaries(self, low: int, end: int):
        """Cuts to try (`},` then `{`) in buffer[low:end], latest first, then the pending one."""
        buffer, cut, earlier = self.buffer, end, self.pending
        self.pending = None
        while (cut := buffer.rfind(b"},", low, cut)) >= 0:
            after = _spaces_end(buffer, cut + 2)
            if after == end:
                self.pending = (cut, after)  # the latest `},`: what follows has not arrived
            elif buffer[after] == _BRACE:
                yield cut
        if earlier is not None:
            yield from self._resumed(earlier, end)

    def _resumed(self, pending: tuple[int, int], end: int):
        cut, after = pending
        after = _spaces_end(self.buffer, after)
        if after == end:
            self.pending = (cut, after)
        elif self.buffer[after] == _BRACE:
            yield cut

    def _decoded(self, cut: int) -> bool:
        buffer = self.buffer
        buffer[0], buffer[cut + 1] = _OPEN, _CLOSE
        try:
            chunk = _decode_view(buffer, cut + 2)
        except msgspec.DecodeError:
            buffer[cut + 1] = _COMMA
            self.failed += 1
            if self.failed >= _MAX_FAILED_CUTS:
                raise
            return False
        self.failed = 0
        self.events.add(chunk)
        return True

    def _consume(self, count: int) -> None:
        del self.buffer[:count]
        self.searched -= count
        if self.pending is not None:
            cut, after = self.pending
            self.pending = (cut - count, after - count) if cut >= count else None


def _decode_last(buffer: bytearray, events: EventSink) -> Optional[bytes]:
    """Decode the last events and return what follows the array, or None when it does not parse."""
    empty = _EMPTY_END.match(buffer, 1)
    if empty:
        return bytes(buffer[empty.end() :])
    buffer[0] = _OPEN
    for tried, end in enumerate(_ARRAY_END.finditer(buffer, 1)):
        if tried == _MAX_FAILED_CUTS:
            return None
        try:
            chunk = _decode_view(buffer, end.end())
        except msgspec.DecodeError:
            continue
        events.add(chunk)
        return bytes(buffer[end.end() :])
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


def device_name(devices: list) -> Optional[str]:
    names = [d.get("name") for d in devices if isinstance(d, dict) and isinstance(d.get("name"), str)]
    return names[0] if names else None
