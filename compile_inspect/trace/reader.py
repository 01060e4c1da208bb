"""Chrome trace (.json / .json.gz, as torch.profiler writes it) -> events. No torch.

    >>> trace = load_trace("runs/x/default.json.gz")
    >>> len(trace.cpu), len(trace.gpu_events), trace.warnings

Speed is the design: the file is decoded 64 KiB at a time by msgspec into typed `TraceEvent`s
that hold only the fields something reads (unknown keys, `Input Dims` among them, are skipped by
the decoder, never built); each chunk's CPU and GPU events then become numpy columns (`CpuEvents`,
`GpuEvents`) and the structs are let go; `trace.gpu_events[i]` builds a GPU event's struct when asked.
Measured in `bench/trace_read.py` and `bench/explain_speed.py`, see docs/performance.md. A file the
typed decoder rejects (a field of the wrong type) is decoded again event by event, and the bad events
are dropped with a warning, so one odd event never costs the whole trace.
"""

from __future__ import annotations

import contextlib
import operator
from dataclasses import dataclass
from pathlib import Path
from typing import Generator, Optional, Sequence, Union

import numpy as np

from compile_inspect.errors import FileRefused, TraceError
from compile_inspect.reading import MAX_TRACE_BYTES, read_blocks, size_text, trace_memory_budget
from compile_inspect.trace.events import GPU_CATEGORIES, IGNORED_CATEGORIES, RANGE_CATEGORIES, SYNC_CATEGORIES
from compile_inspect.trace.framing import (
    CHUNK_BYTES,
    decode_events,
    decode_streamed,
    device_name,
    read_in_blocks,
    read_whole,
    too_deep,
)
from compile_inspect.trace.model import EventArgs, TraceEvent
from compile_inspect.units import count_text, scientific_us_text

_TS = operator.attrgetter("ts")
# An event whose start or duration is infinite or beyond these is no real time, and is dropped. Kineto writes
# starts in µs since the epoch (about 1.8e15 in 2026), so a start may be up to 1e18 µs (~31,700 years); a
# duration up to 1e15 µs (~31 years).
MAX_START_US = 1e18
MAX_DURATION_US = 1e15
_DUR = operator.attrgetter("dur")
_CAT = operator.attrgetter("cat")
_LANE = operator.attrgetter("pid", "tid")


_CpuTables = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple, ...]]  # names, categories, threads


@dataclass(frozen=True, eq=False)
class CpuEvents:
    """The CPU complete events as columns, in file order (a `TraceIndex.trace`'s: in nesting order); names,
    categories and threads as codes.

    Event `i` is `names[name[i]]` in category `cats[cat[i]]` on thread `threads[thread[i]]`
    (a `(pid, tid)` pair), from `ts[i]` for `dur[i]` µs; `correlation[i]` is -1 when it has none.
    """

    ts: np.ndarray
    dur: np.ndarray
    name: np.ndarray
    cat: np.ndarray
    thread: np.ndarray
    correlation: np.ndarray
    names: tuple[str, ...]
    cats: tuple[str, ...]
    threads: tuple[tuple, ...]

    def __len__(self) -> int:
        return len(self.ts)

    def rows(self) -> list[tuple]:
        """(name, cat, pid, tid, ts, dur, correlation or None) per event: for tests and debugging."""
        return [
            (self.names[n], self.cats[c], *self.threads[t], ts, dur, None if corr < 0 else corr)
            for ts, dur, n, c, t, corr in zip(*(column.tolist() for column in self.columns()))
        ]

    @classmethod
    def of(cls, columns: Sequence[np.ndarray], tables: _CpuTables) -> "CpuEvents":
        """The events of `columns()` and `tables()` (of these events, or of others)."""
        ts, dur, name, cat, thread, correlation = columns
        names, cats, threads = tables
        return cls(ts, dur, name, cat, thread, correlation, names, cats, threads)

    def columns(self) -> list[np.ndarray]:
        """The per-event columns, in field order (`CpuEvents.of(columns, tables)` makes one again)."""
        return [self.ts, self.dur, self.name, self.cat, self.thread, self.correlation]

    def tables(self) -> _CpuTables:
        return self.names, self.cats, self.threads

    def event_threads(self) -> list[tuple]:
        """The `(pid, tid)` of each thread that has an event (`threads` holds every lane the file named)."""
        return [self.threads[code] for code in np.unique(self.thread).tolist()]

    def taken(self, order: np.ndarray) -> "CpuEvents":
        """The events in `order` (the same tables), one column at a time."""
        return CpuEvents.of([column[order] for column in self.columns()], self.tables())


_NO_CORRELATION = np.iinfo(np.int64).min  # a GPU event's args without a correlation id


@dataclass(frozen=True, eq=False)
class GpuEvents:
    """The GPU events (kernels, copies, sets) of a trace as columns, sorted by start; `events[i]` is the
    i-th as a `TraceEvent` (built on each access: columns take about 40 bytes an event, a struct with
    its arguments, floats and ints about 290).

    Event `i` is `names[name[i]]` in category `cats[cat[i]]` on lane `lanes[lane[i]]` (a `(pid, tid)`
    pair), from `ts[i]` for `dur[i]` µs; its args are None where `args[i]` is -1, else `EventArgs` with
    `correlation[i]` (`_NO_CORRELATION`: none) and the other fields `arg_values[args[i]]`.
    """

    ts: np.ndarray
    dur: np.ndarray
    name: np.ndarray
    cat: np.ndarray
    lane: np.ndarray
    correlation: np.ndarray
    args: np.ndarray
    names: tuple[str, ...]
    cats: tuple[str, ...]
    lanes: tuple[tuple, ...]
    arg_values: tuple[tuple, ...]

    def __len__(self) -> int:
        return len(self.ts)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        i = range(len(self))[i]
        pid, tid = self.lanes[self.lane[i]]
        name, cat = self.names[self.name[i]], self.cats[self.cat[i]]
        return TraceEvent("X", name, cat, pid, tid, float(self.ts[i]), float(self.dur[i]), self._args(i))

    def _args(self, i: int) -> Optional[EventArgs]:
        code = int(self.args[i])
        if code < 0:
            return None
        correlation = int(self.correlation[i])
        return EventArgs(None if correlation == _NO_CORRELATION else correlation, *self.arg_values[code])

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __eq__(self, other) -> bool:
        """Event by event, with another GpuEvents or a list or tuple of TraceEvents."""
        if not isinstance(other, (GpuEvents, list, tuple)):
            return NotImplemented
        return len(self) == len(other) and list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]  # unhashable, mutable arrays inside (typeshed's idiom for list)

    def correlation_ids(self) -> np.ndarray:
        """Each event's correlation id, -1 where it has none."""
        return np.where(self.correlation == _NO_CORRELATION, -1, self.correlation)

    def names_of(self, indices: np.ndarray) -> list[str]:
        """The names of the events at `indices`."""
        return [self.names[code] for code in self.name[indices].tolist()]

    def name_matches(self, indices: np.ndarray, test) -> np.ndarray:
        """Whether `test(name)` holds for each event at `indices` (tested once a distinct name)."""
        by_code = np.array([bool(test(name)) for name in self.names], dtype=bool)
        return by_code[self.name[indices]] if len(by_code) else np.zeros(len(indices), dtype=bool)

    def arg_field(self, field: str, indices: np.ndarray) -> list:
        """One `EventArgs` field (not the correlation) of the events at `indices`; None where they have no args."""
        at = _ARG_FIELDS.index(field)
        return [None if code < 0 else self.arg_values[code][at] for code in self.args[indices].tolist()]


_ARG_FIELDS = EventArgs.__struct_fields__[1:]  # what `GpuEvents.arg_values` holds: all but the correlation


@dataclass(frozen=True, eq=False)
class Trace:
    """The events of one trace: CPU events and GPU events (sorted by start) as columns.

    `gpu_syncs` are the synchronisation events of the GPU lanes (`cuda_sync`), `device_ranges` the
    CUPTI range-profiler events (`cuda_profiler_range`): both on device lanes, neither GPU work.
    """

    path: str
    cpu: CpuEvents
    gpu_events: GpuEvents
    device_name: Optional[str] = None
    warnings: tuple[str, ...] = ()
    gpu_syncs: tuple[TraceEvent, ...] = ()
    device_ranges: tuple[TraceEvent, ...] = ()

    @property
    def has_gpu(self) -> bool:
        """Whether the trace holds GPU work (kernels, copies, sets) to time."""
        return bool(self.gpu_events)

    @property
    def has_device_lanes(self) -> bool:
        """Whether any device lane was recorded: GPU work, range-profiler or sync events."""
        return bool(self.gpu_events or self.device_ranges or self.gpu_syncs)

    def same_events(self, other: "Trace") -> bool:
        """Whether both hold the same events and warnings (the path may differ)."""
        return (
            self.cpu.rows() == other.cpu.rows()
            and self.gpu_events == other.gpu_events
            and self.gpu_syncs == other.gpu_syncs
            and self.device_ranges == other.device_ranges
            and self.device_name == other.device_name
            and self.warnings == other.warnings
        )


def load_trace(path: Union[str, Path], *, chunk_bytes: int = 0) -> Trace:
    """Read a Chrome trace; raise `TraceError` when it cannot be one, warn on recoverable oddities.

    The file is read and decoded in chunks of events (gzip decompressed as a stream), so its
    whole text is never in memory; a file the chunked reader cannot follow (an odd layout, a
    field of the wrong type, broken JSON) is decoded whole by `decode_events`, which words the
    errors and warnings. `chunk_bytes`: the read size (default `CHUNK_BYTES`). Bounded on any input
    (docs/security.md): a regular file only, at most MAX_TRACE_BYTES once inflated, in time linear in
    its size, and JSON nested past the recursion limit is a TraceError too.
    """
    path = Path(path)
    try:
        return _load(path, chunk_bytes or CHUNK_BYTES)
    except FileRefused as exc:
        raise TraceError(str(exc)) from None
    except TraceError:
        if is_perfetto(path):  # protobuf: "not UTF-8 (an invalid byte at offset 16)" said nothing
            raise TraceError(perfetto_message(path.name)) from None
        raise
    except RecursionError:
        raise TraceError(too_deep(path.name)) from None
    except MemoryError:  # what the budget did not foresee (a process limit under it)
        raise TraceError(f"{path.name}: out of memory reading its events") from None


def _load(path: Path, chunk_bytes: int) -> Trace:
    events = _Events(label=path.name)
    with contextlib.closing(read_in_blocks(path, chunk_bytes)) as blocks:
        devices = decode_streamed(blocks, events, path.name)
    if devices is None:
        decoded, devices, warnings = decode_events(read_whole(path), path.name)
        events = _Events(warnings, path.name)
        events.add(decoded)
        del decoded
    return events.trace(str(path), devices)


# Perfetto's own format (ui.perfetto.dev's "Save", traced, the Android / Chrome tracers): a protobuf `Trace`,
# a run of packets, each field 1 (the byte 0x0a), a varint length, that many bytes.
PERFETTO_SUFFIXES = (".pftrace", ".perfetto-trace", ".perfetto", ".pftrace.gz", ".perfetto-trace.gz")
_PACKET_TAG = 0x0A


def perfetto_message(name: str) -> str:
    return (
        f"{name} is a Perfetto trace (protobuf), not a Chrome JSON trace: convert it with Perfetto's "
        f"traceconv (`traceconv json {name} trace.json`), or save the profile as JSON from torch.profiler "
        "(prof.export_chrome_trace('trace.json'), or tensorboard_trace_handler)"
    )


def is_perfetto(path: Path) -> bool:
    """Named as Perfetto names its traces, or, read, a protobuf packet where JSON would start."""
    if Path(path).name.endswith(PERFETTO_SUFFIXES):
        return True
    try:
        with contextlib.closing(_closable_blocks(path)) as blocks:
            head = next(blocks, b"")
    except (FileRefused, OSError):
        return False
    return _frames_a_packet(head)


def _closable_blocks(path: Path) -> Generator[bytes, None, None]:
    """`read_blocks` as a generator, which it is (annotated an Iterator): closing this closes it."""
    yield from read_blocks(path, MAX_TRACE_BYTES, CHUNK_BYTES)


def _frames_a_packet(head: bytes) -> bool:
    """Whether `head` opens with a whole protobuf packet of field 1 followed by another (or the end)."""
    if head[:1] != bytes([_PACKET_TAG]) or head.lstrip()[:1] in (b"{", b"["):
        return False
    length, at = 0, 1
    for shift in range(0, 35, 7):
        if at == len(head):
            return False
        byte, at = head[at], at + 1
        length |= (byte & 0x7F) << shift
        if not byte & 0x80:
            break
    end = at + length
    return length > 0 and (end == len(head) or (end < len(head) and head[end] == _PACKET_TAG))


class _MemoryUse:
    """What the events read so far hold, against `reading.trace_memory_budget()`: TraceError past it, so
    memory is bounded by what is read, whatever the file's size or gzip ratio. Estimated, not measured:
    the columns' bytes (CPU and GPU events), a kept struct (a sync or range event of the device lanes) and a
    new name's string (the figures below, from sys.getsizeof on CPython 3.11, rounded up)."""

    EVENT_BYTES, NAME_BYTES = 400, 120

    def __init__(self, label: str):
        self.label, self.held, self.events = label, 0, 0
        self.budget, self.source = trace_memory_budget()

    def add(self, columns: tuple, kept_events: int, new_names) -> None:
        self.events += len(columns[0]) + kept_events
        self.held += sum(column.nbytes for column in columns) + kept_events * self.EVENT_BYTES
        self.held += sum(len(name) + self.NAME_BYTES for name in new_names)
        if self.held > self.budget:
            raise TraceError(
                f"{self.label}: its events would need more than {size_text(self.budget)} of memory "
                f"({self.source}); stopped after {count_text(self.events)} events"
            )


class _Events:
    """Collects the complete events of decoded chunks as columns.

    Each chunk's CPU events become a few numpy columns (start, duration, name / category / thread
    codes into shared tables, correlation id), its GPU events the columns of `_GpuColumns`; no per-event
    object outlives its chunk but the device lanes' sync and range events (a few), kept as `TraceEvent`s.
    """

    def __init__(self, warnings: Optional[list[str]] = None, label: str = "trace"):
        self.names = _CodeTable(track_new=True)  # the new names count towards memory use
        self.cats, self.threads = _CodeTable(), _CodeTable()
        self.columns: list[list[np.ndarray]] = [[] for _ in _COLUMN_TYPES]  # per column, its chunks
        self.gpu = _GpuColumns()
        self.syncs: list[TraceEvent] = []
        self.ranges: list[TraceEvent] = []
        self.bad_time = self.negative = self.absurd = self.wide_ids = 0
        self.warnings = warnings or []
        self._joined_parts = self._unjoined = 0  # columns[k][:_joined_parts] are joined blocks
        self._batch: list[TraceEvent] = []  # decoded events not yet in columns
        self.memory = _MemoryUse(label)

    def add(self, events: list[TraceEvent]) -> None:
        """Take a decoded chunk's events; they are turned into columns _BATCH_EVENTS at a time (a 64 KiB
        chunk holds ~200: each numpy call of the passes below would cost more than its work)."""
        self._batch += events
        if len(self._batch) >= _BATCH_EVENTS:
            self._add_batch()

    def _add_batch(self) -> None:
        events, self._batch = self._batch, []
        complete = [event for event in events if event.ph == "X"]
        if not complete:
            return
        cats = self.cats.codes(map(_CAT, complete), len(complete))
        ts, dur = _floats(complete, _TS), _floats(complete, _DUR)
        role = _category_roles(self.cats)[cats]
        considered = role != _IGNORED_ROLE
        missing = considered & (np.isnan(ts) | np.isnan(dur))
        negative = considered & (dur < 0)
        with np.errstate(invalid="ignore"):  # NaN is counted as missing above
            absurd = (
                considered & ~missing & ~negative & ((np.abs(ts) > MAX_START_US) | (dur > MAX_DURATION_US))
            )
        self.bad_time += int(np.count_nonzero(missing))
        self.negative += int(np.count_nonzero(negative))
        self.absurd += int(np.count_nonzero(absurd))
        timed = considered & ~missing & ~negative & ~absurd
        gpu = np.flatnonzero(timed & (role == _GPU_ROLE))
        gpu_parts = self.gpu.add(_taken(complete, gpu), ts[gpu], dur[gpu])
        self.syncs += _taken(complete, np.flatnonzero(timed & (role == _SYNC_ROLE)))
        self.ranges += _taken(complete, np.flatnonzero(timed & (role == _RANGE_ROLE)))
        threads = self.threads.codes(map(_LANE, complete), len(complete))
        cpu = timed & (role == _CPU_ROLE) & _valid_threads(self.threads)[threads]
        keep = np.flatnonzero(cpu)
        cpu_events = _taken(complete, keep)
        names = self.names.codes(map(_NAME, cpu_events), len(cpu_events))
        correlation, wide = _id_column(_correlations(map(_ARGS, cpu_events), -1), -1)
        self.wide_ids += wide
        chunk = (ts[keep], dur[keep], names, cats[keep], threads[keep], correlation)
        for column, part in zip(self.columns, chunk):
            column.append(part)
        self._unjoined += len(keep)
        if self._unjoined >= _JOIN_EVENTS:
            self._join_recent()
        kept = int(np.count_nonzero(timed & ((role == _SYNC_ROLE) | (role == _RANGE_ROLE))))
        self.memory.add(chunk + gpu_parts, kept, self.names.new())

    def _join_recent(self) -> None:
        """The chunks' small arrays since the last join, joined into one per column: a few large blocks that
        go back to the system when freed, not thousands of small ones that leave holes in the heap (the
        264 MB trace: 18 MB of its peak)."""
        for column in self.columns:
            recent = column[self._joined_parts :]
            column[self._joined_parts :] = [np.concatenate(recent)] if recent else []
        self._joined_parts, self._unjoined = len(self.columns[0]), 0

    def trace(self, path: str, devices: list) -> Trace:
        self._add_batch()
        cpu, gpu, warnings = self._cpu_columns(), self.gpu, self.warnings
        if not len(cpu.ts) and not (len(gpu) or self.ranges or self.syncs):
            raise TraceError(
                f"{Path(path).name} has no complete ('ph': 'X') profiler events: the profiler recorded "
                "nothing it kept (a schedule whose active steps never came before the profiler stopped, "
                "or a trace exported before any profiler.step()): profile with schedule(wait=..., "
                "warmup=..., active=...) and call prof.step() past wait + warmup + active"
            )
        if self.bad_time:
            warnings.append(f"dropped {self.bad_time} complete events without 'ts' or 'dur'")
        if self.negative:
            warnings.append(f"dropped {self.negative} events with a negative duration")
        if self.absurd:
            warnings.append(
                f"dropped {self.absurd} events whose 'ts' is beyond {scientific_us_text(MAX_START_US)} or 'dur' beyond "
                f"{scientific_us_text(MAX_DURATION_US)} (or infinite)"
            )
        wide_ids = self.wide_ids + gpu.wide_ids
        if wide_ids:
            warnings.append(
                f"{wide_ids} events have a correlation id past 64 bits (the profiler's are 32-bit): read as "
                "no id"
            )
        warnings += _device_lane_warnings(gpu, self.ranges, self.syncs)
        for events in (self.syncs, self.ranges):
            events.sort(key=_TS)
        device = device_name(devices)
        return Trace(path, cpu, gpu.events(), device, tuple(warnings), tuple(self.syncs), tuple(self.ranges))

    def _cpu_columns(self) -> CpuEvents:
        """The chunks joined, one column at a time, each column's chunks let go once it is joined (the
        events' memory is held about once, not twice)."""
        types = list(_COLUMN_TYPES)
        types[3], types[4] = _code_type(len(self.cats)), _code_type(len(self.threads))  # a dozen, mostly
        joined = [self._joined(k, dtype) for k, dtype in enumerate(types)]
        joined[5] = _narrowed(joined[5])
        return CpuEvents.of(joined, (tuple(self.names), tuple(self.cats), tuple(self.threads)))

    def _joined(self, k: int, dtype) -> np.ndarray:
        parts, self.columns[k] = self.columns[k] or [np.zeros(0, dtype)], []
        return np.concatenate(parts).astype(dtype, copy=False)


class _GpuColumns:
    """The GPU events of the chunks read so far, as columns (`GpuEvents`' fields), names, categories, lanes
    and argument values (launch shapes, sizes) as codes into tables of distinct ones."""

    def __init__(self) -> None:
        self.names, self.cats, self.lanes = _CodeTable(), _CodeTable(), _CodeTable()
        self.arg_codes = _ArgCodes()
        self.parts: list[tuple] = []
        self.count = self.wide_ids = 0

    def __len__(self) -> int:
        return self.count

    def add(self, events: list[TraceEvent], ts: np.ndarray, dur: np.ndarray) -> tuple:
        """The events' columns (their starts and durations given), kept; -> them (for the memory estimate)."""
        if not events:
            return ()
        args, count = list(map(_ARGS, events)), len(events)
        correlation, wide = _id_column(_correlations(args, _NO_CORRELATION), _NO_CORRELATION)
        self.wide_ids += wide
        columns = (
            ts,
            dur,
            self.names.codes(map(_NAME, events), count),
            self.cats.codes(map(_CAT, events), count),
            self.lanes.codes(map(_LANE, events), count),
            correlation,
            self.arg_codes.of_args(args),
        )
        self.parts.append(columns)
        self.count += len(events)
        return columns

    def events(self) -> GpuEvents:
        """Every event, sorted by start (a stable sort: equal starts keep file order)."""
        parts = list(zip(*self.parts)) or [(np.zeros(0, dtype),) for dtype in _GPU_COLUMN_TYPES]
        columns = [
            np.concatenate(part).astype(dtype, copy=False) for part, dtype in zip(parts, _GPU_COLUMN_TYPES)
        ]
        order = np.argsort(columns[0], kind="stable")
        ts, dur, name, cat, lane, correlation, args = [column[order] for column in columns]
        tables = (tuple(self.names), tuple(self.cats), tuple(self.lanes), tuple(self.arg_codes.arg_values))
        return GpuEvents(ts, dur, name, cat, lane, correlation, args, *tables)


_GPU_COLUMN_TYPES = (np.float64, np.float64, np.int32, np.int32, np.int32, np.int64, np.int32)
_ARGS = operator.attrgetter("args")
_ARG_VALUES = operator.attrgetter(*_ARG_FIELDS)
_NAME = operator.attrgetter("name")


def _device_lane_warnings(gpu, ranges: list, syncs: list) -> list[str]:
    """What the device lanes lack: no GPU work at all (CPU-only), or only range-profiler events."""
    if len(gpu):
        return []
    if ranges:
        return [
            f"{len(ranges)} CUPTI range-profiler events and no GPU activity events: the device ran "
            "kernels, but their times are the profiling span split evenly, so GPU time metrics are left out"
        ]
    if syncs:
        return [f"{len(syncs)} GPU-lane sync events and no GPU work events: GPU time metrics are left out"]
    return ["no GPU events: a CPU-only trace, GPU metrics are left out"]


_COLUMN_TYPES = (np.float64, np.float64, np.int32, np.int32, np.int32, np.int64)
_BATCH_EVENTS = (
    1024  # decoded events turned into columns at once (bench: 1,000 a batch 1.28x faster than 190)
)
_JOIN_EVENTS = 1 << 16  # CPU events in small chunk arrays before they are joined into one block a column
_CPU_ROLE, _GPU_ROLE, _IGNORED_ROLE, _SYNC_ROLE, _RANGE_ROLE = 0, 1, 2, 3, 4
_LANE_ROLES = {
    **{cat: _GPU_ROLE for cat in GPU_CATEGORIES},
    **{cat: _IGNORED_ROLE for cat in IGNORED_CATEGORIES},
    **{cat: _SYNC_ROLE for cat in SYNC_CATEGORIES},
    **{cat: _RANGE_ROLE for cat in RANGE_CATEGORIES},
}


def _code_type(size: int):
    """The smallest integer type for codes below `size`, with room to spare (`codes.max() + 1` stays exact)."""
    return np.int8 if size < 64 else np.int16 if size < 16384 else np.int32


def _narrowed(ids: np.ndarray) -> np.ndarray:
    """Correlation ids as int32 where they all fit (CUPTI's are 32-bit), else as they are."""
    fits = not len(ids) or (int(ids.min()) >= -(2**31) and int(ids.max()) < 2**31)
    return ids.astype(np.int32) if fits else ids


class _CodeTable(dict):
    """Distinct values -> codes, in first-seen order. `codes` codes a batch in one pass in C: a value not
    seen yet is added by `__missing__` (one hash a value; a pass to find the new ones first cost 1.4x)."""

    def __init__(self, track_new: bool = False):
        super().__init__()
        self._new: Optional[list] = [] if track_new else None

    def __missing__(self, value) -> int:
        code = self[value] = len(self)
        if self._new is not None:
            self._new.append(value)
        return code

    def codes(self, values, count: int) -> np.ndarray:
        return np.fromiter(map(self.__getitem__, values), dtype=np.int32, count=count)

    def new(self) -> list:
        """The values added since the last call ([] unless made with `track_new`)."""
        if self._new is None:
            return []
        new, self._new = self._new, []
        return new


class _ArgCodes(_CodeTable):
    """An event's argument values but the correlation id, as decoded -> their code in `arg_values` (a
    quoted byte count made a number first); no arguments -> -1. One hash an event, in C."""

    def __init__(self) -> None:
        super().__init__()
        self[None] = -1
        self.arg_values: dict[tuple, int] = {}  # distinct values (a quoted count made a number) -> code

    def __missing__(self, raw: tuple) -> int:
        values = raw
        if isinstance(raw[0], str):  # bytes quoted (rocprofiler): a number or nothing
            values = (int(raw[0]) if raw[0].isdigit() else None, *raw[1:])
        code = self[raw] = self.arg_values.setdefault(values, len(self.arg_values))
        return code

    def of_args(self, args: list) -> np.ndarray:
        values: list[Optional[tuple]]
        try:
            values = list(map(_ARG_VALUES, args))
        except AttributeError:  # an event without arguments
            values = [None if a is None else _ARG_VALUES(a) for a in args]
        return self.codes(values, len(values))


def _floats(events: list, field) -> np.ndarray:
    """A float field of every event as a column (a missing value NaN)."""
    try:
        return np.fromiter(map(field, events), dtype=np.float64, count=len(events))
    except TypeError:  # a None among them
        return np.array(list(map(field, events)), dtype=np.float64)


def _taken(events: list, at: np.ndarray) -> list:
    """The events at positions `at`, picked in C (itemgetter), not by a Python loop."""
    positions = at.tolist()
    if len(positions) < 2:
        return [events[i] for i in positions]
    return list(operator.itemgetter(*positions)(events))


def _correlations(args, missing: int) -> list:
    """The correlation id in each event's `args`, `missing` where there is none."""
    return [missing if a is None or a.correlation is None else a.correlation for a in args]


def _id_column(ids: list, missing: int) -> tuple[np.ndarray, int]:
    """Correlation ids as an int64 column, and how many were past 64 bits: those read as `missing` (a
    hostile 2**80 raised OverflowError, issue 38 D5). The usual case costs one try."""
    try:
        return np.array(ids, dtype=np.int64), 0
    except OverflowError:
        kept = [i if _LOWEST_ID <= i <= _HIGHEST_ID else missing for i in ids]
        return np.array(kept, dtype=np.int64), sum(map(operator.ne, ids, kept))


_LOWEST_ID, _HIGHEST_ID = -(2**63) + 1, 2**63 - 1


def _category_roles(cats: dict) -> np.ndarray:
    return np.array([_LANE_ROLES.get(cat, _CPU_ROLE) for cat in cats], dtype=np.int8)


def _valid_threads(threads: dict) -> np.ndarray:
    """CPU lanes have a non-negative integer pid (Kineto writes GPU lanes and metadata otherwise)."""
    return np.array([isinstance(pid, int) and pid >= 0 for pid, _ in threads], dtype=bool)
