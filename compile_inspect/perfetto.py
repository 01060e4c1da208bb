"""Eager and every mode of one or two sessions merged into one Chrome trace, for ui.perfetto.dev. No torch.

    write_merged([load_session("runs/mm")], "merged.json")                    # lanes: eager, default, ...
    write_merged([load_session("runs/a"), load_session("runs/b")], "ab.json")  # a:eager, b:eager, a:default ...

Each mode becomes one process lane (its own pid, a `process_name` and a `process_sort_index`); its
CPU threads and its GPU streams are threads of that process, so a mode's kernels sit right under the
CPU calls that launched them. Times are shifted so that every lane's first profiler step starts at
the same instant: `origin_us`, the longest lead-in (events before the first step) of all lanes, so
no event gets a negative time (see docs/report.md). Flow ids and correlation ids are made unique per
lane, or Perfetto would draw launch arrows from one mode into another.

Memory: one source trace is decoded at a time and its events written out as they are rewritten. The
file is written whole or not at all (render/output.py): a Ctrl-C or a full disk leaves no half trace.

An export of the sessions' traces, not a rendering of a report: lanes are planned from the loaded
sessions (compare/loading.py, each trace decoded once there) and each source file is read back framed as
the trace reader frames it (`framing.read_raw`), its events kept whole. Layer 6: imports the base modules,
trace/, session/, code/, findings/, compare/ and render/ (for render/output.py's atomic write); the API
and the CLI may import it.
"""

from __future__ import annotations

import contextlib
import gzip
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import msgspec
import numpy as np

from compile_inspect.compare.loading import load
from compile_inspect.errors import FileRefused, InspectError, TraceError
from compile_inspect.render.output import replacing
from compile_inspect.trace.events import GPU_ANNOTATION, GPU_CATEGORIES, USER_ANNOTATION, is_profiler_step
from compile_inspect.trace.framing import read_raw
from compile_inspect.trace.reader import CpuEvents

# Ids (flows, correlation) of lane n are moved into [n * ID_STRIDE, (n + 1) * ID_STRIDE).
ID_STRIDE = 1 << 32
# GPU streams sort below the CPU threads of their mode.
GPU_THREAD_SORT = 1000
_GPU_EVENT_CATEGORIES = GPU_CATEGORIES | {GPU_ANNOTATION}
# Process-level metadata of the source traces: replaced by the lane's own.
_PROCESS_METADATA = frozenset({"process_name", "process_labels", "process_sort_index"})


@dataclass(frozen=True)
class Lane:
    """One mode of one session in the merged trace."""

    label: str  # "default", or "a:default" when two sessions are merged
    pid: int
    trace: Path
    first_step_us: float  # start of the first profiler step, in the source trace's clock
    lead_us: float  # how long before that step the source trace's first event starts


def write_merged(sessions, path) -> list[Lane]:
    """Write the merged trace of `sessions` (one or two Sessions) to `path` (.json or .json.gz); -> its lanes."""
    lanes = plan_lanes(sessions)
    origin = max(lane.lead_us for lane in lanes)
    path = Path(path)
    with replacing(path) as file, _compressed(file, path) as binary:
        out = _Utf8(binary)
        devices = _write_events(out, lanes, origin)
        footer = {
            "displayTimeUnit": "ms",
            "deviceProperties": devices,
            "otherData": {
                "compile_inspect": {
                    "lanes": [lane.label for lane in lanes],
                    "origin_us": origin,
                    "aligned_on": "first profiler step of each lane",
                }
            },
        }
        out.write("],\n" + msgspec.json.encode(footer).decode()[1:] + "\n")
        out.flush()
    return lanes


def _compressed(file, path: Path):
    """gzip for a `.gz` name (its header names the file, as gzip.open would), else the file as it is."""
    if path.suffix != ".gz":
        return contextlib.nullcontext(file)
    return gzip.GzipFile(filename=str(path), mode="wb", fileobj=file)


class _Utf8:
    """Text gathered into pieces of about `PIECE` characters, each written as UTF-8 bytes (an event at a
    time would be a write, and a gzip call, per event)."""

    PIECE = 1 << 20

    def __init__(self, binary):
        self.binary, self.pending, self.size = binary, [], 0

    def write(self, text: str) -> None:
        self.pending.append(text)
        self.size += len(text)
        if self.size >= self.PIECE:
            self.flush()

    def flush(self) -> None:
        self.binary.write("".join(self.pending).encode("utf-8"))
        self.pending, self.size = [], 0


def plan_lanes(sessions) -> list[Lane]:
    """Lanes grouped by mode (eager first), the sessions' lanes of one mode next to each other.

    `sessions`: Sessions or LoadedSessions (`loading.load`); each trace is decoded once, there.
    """
    labelled = [(_prefix(index, len(sessions)), load(session)) for index, session in enumerate(sessions)]
    modes = list(dict.fromkeys(m.mode for _, loaded in labelled for m in loaded.modes))
    found = [(prefix + name, trace, mode.analysis) for name in modes for prefix, loaded in labelled
             for mode in loaded.modes if mode.mode == name and mode.analysis is not None
             if (trace := _trace_of(loaded.session, name)) is not None]  # fmt: skip
    if not found:
        raise InspectError("no mode of the session(s) has a trace to merge")
    return [_lane(label, pid, trace, analysis) for pid, (label, trace, analysis) in enumerate(found, start=1)]


def _prefix(index: int, count: int) -> str:
    return "" if count == 1 else f"{chr(ord('a') + index)}:"


def _trace_of(session, mode: str) -> Optional[Path]:
    run = next((run for run in session.modes if run.mode == mode), None)
    trace = session.trace_path(mode) if run is not None and run.trace_file else None
    return trace if trace is not None and Path(trace).is_file() else None


def _lane(label: str, pid: int, trace_path: Path, analysis) -> Lane:
    """Where the lane's first step starts, from the trace the loading step decoded."""
    trace = analysis.index.trace
    starts = [float(trace.cpu.ts.min())] if len(trace.cpu) else []
    first_event = min(starts + trace.gpu_events.ts[:1].tolist())
    step = first_step_start(trace.cpu)
    return Lane(label, pid, Path(trace_path), step, max(0.0, step - first_event))


def first_step_start(cpu: CpuEvents) -> float:
    """The first `ProfilerStep#n`, else the first user annotation, else the first CPU event."""
    steps = [code for code, name in enumerate(cpu.names) if is_profiler_step(name)]
    annotations = [code for code, cat in enumerate(cpu.cats) if cat == USER_ANNOTATION]
    for wanted in (np.isin(cpu.name, steps), np.isin(cpu.cat, annotations), np.ones(len(cpu), dtype=bool)):
        if wanted.any():
            return float(cpu.ts[wanted].min())
    raise TraceError("a trace without CPU events cannot be aligned on its first step")


def _write_events(out, lanes: list[Lane], origin: float) -> list[object]:
    out.write('{"traceEvents":[\n')
    first = True
    devices: list[object] = []  # the first trace's deviceProperties that has any
    for index, lane in enumerate(lanes):
        events, lane_devices = _read_events(lane.trace)
        devices = devices or lane_devices
        for event in LaneRewriter(lane, index, origin).rewrite(events):
            out.write(("" if first else ",\n") + msgspec.json.encode(event).decode())
            first = False
        del events  # the next trace is decoded only after this one is gone
    return devices


def _read_events(path: Path) -> tuple["_Batches", list[object]]:
    """(the trace's events, its deviceProperties). The events are decoded a batch at a time, each time
    they are walked, so that no step holds back a Ctrl-C for long and no trace is ever held as millions
    of dicts (their teardown alone delayed the exit by half a second)."""
    try:  # a regular file, gunzipped within its limit (reading.py, docs/security.md)
        raw = read_raw(path)
    except (FileRefused, msgspec.DecodeError) as exc:
        raise TraceError(f"{path.name} cannot be merged: {exc}") from None
    except RecursionError:
        raise TraceError(f"{path.name} cannot be merged: it is nested too deeply") from None
    return _Batches(raw.events()), raw.devices()


class _Batches:
    """Raw JSON events (checked when the file was decoded) as dicts, decoded `BATCH` at a time on every
    walk: one C call each, a few ms."""

    BATCH = 5000

    def __init__(self, raw_events: list[msgspec.Raw]):
        self.raw_events = raw_events

    def __iter__(self):
        for start in range(0, len(self.raw_events), self.BATCH):
            yield from msgspec.json.decode(
                b"[" + b",".join(self.raw_events[start : start + self.BATCH]) + b"]"
            )


class LaneRewriter:
    """Rewrites one source trace's events into its lane: pid, thread ids, times, ids, names.

    Before: `{"ph": "X", "cat": "kernel", "pid": 0, "tid": 7, "ts": 5364501469910.1, "args": {"correlation": 34}}`
    After (lane 2, first step at 5364501469394.2, origin 12.0):
            `{"ph": "X", "cat": "kernel", "pid": 3, "tid": 2, "ts": 527.9, "args": {"correlation": 8589934626}}`
    """

    def __init__(self, lane: Lane, index: int, origin: float):
        self.lane = lane
        self.shift = origin - lane.first_step_us
        self.id_base = index * ID_STRIDE
        self.sort_index = index
        self.threads: dict = {}  # (source pid, source tid) -> tid in the lane
        self.names: dict = {}
        self.gpu_pids: set = set()

    def rewrite(self, events):
        self._scan(events)
        yield from self._process_metadata()
        for event in events:
            if not isinstance(event, dict) or not _real_pid(event.get("pid")) or _replaced_metadata(event):
                continue
            yield from self._new_thread(event)
            yield self._moved(event)

    def _scan(self, events) -> None:
        """Thread names and which source pids are GPUs, before any event is written."""
        for event in events:
            if not isinstance(event, dict):
                continue
            if event.get("cat") in _GPU_EVENT_CATEGORIES or _is_gpu_label(event):
                self.gpu_pids.add(event.get("pid"))
            if event.get("ph") == "M" and event.get("name") == "thread_name":
                self.names[(event.get("pid"), event.get("tid"))] = str(
                    (event.get("args") or {}).get("name", "")
                )

    def _process_metadata(self):
        pid = self.lane.pid
        yield {"ph": "M", "name": "process_name", "pid": pid, "tid": 0, "args": {"name": self.lane.label}}
        yield {
            "ph": "M",
            "name": "process_sort_index",
            "pid": pid,
            "tid": 0,
            "args": {"sort_index": self.sort_index},
        }

    def _new_thread(self, event: dict):
        key = (event.get("pid"), event.get("tid"))
        if key in self.threads:
            return
        self.threads[key] = tid = len(self.threads) + 1
        gpu = key[0] in self.gpu_pids
        name = self._thread_name(key, gpu)
        sort = tid + (GPU_THREAD_SORT if gpu else 0)
        yield {"ph": "M", "name": "thread_name", "pid": self.lane.pid, "tid": tid, "args": {"name": name}}
        yield {
            "ph": "M",
            "name": "thread_sort_index",
            "pid": self.lane.pid,
            "tid": tid,
            "args": {"sort_index": sort},
        }

    def _thread_name(self, key, gpu: bool) -> str:
        pid, tid = key
        own = self.names.get(key, "").strip()
        if gpu:
            return f"GPU {pid} {own or f'stream {tid}'}"
        return own or f"thread {tid}"

    def _moved(self, event: dict) -> dict:
        moved = dict(event, pid=self.lane.pid, tid=self.threads[(event.get("pid"), event.get("tid"))])
        if moved.get("ph") == "M":
            moved.pop("ts", None)  # metadata is timeless; its source time could land before zero
        elif isinstance(moved.get("ts"), (int, float)):
            moved["ts"] = round(moved["ts"] + self.shift, 3)
        if "id" in moved:
            moved["id"] = self._unique(moved["id"])
        args = moved.get("args")
        if isinstance(args, dict) and "correlation" in args:
            moved["args"] = dict(args, correlation=self._unique(args["correlation"]))
        return moved

    def _unique(self, value):
        if isinstance(value, int) and not isinstance(value, bool):
            return value + self.id_base
        return f"{self.lane.label}:{value}"


def _real_pid(pid) -> bool:
    """Source pids that are processes or GPUs; PyTorch's "Spans" / "Traces" pseudo-processes are dropped."""
    return isinstance(pid, int) and not isinstance(pid, bool)


def _replaced_metadata(event: dict) -> bool:
    return event.get("ph") == "M" and (
        event.get("name") in _PROCESS_METADATA or event.get("name") in ("thread_name", "thread_sort_index")
    )


def _is_gpu_label(event: dict) -> bool:
    labels = (event.get("args") or {}).get("labels") if event.get("name") == "process_labels" else None
    return isinstance(labels, str) and labels.startswith("GPU")
