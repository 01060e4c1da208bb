"""The reference implementation: what the columnar index and the analysis compute, the slow,
obvious way (lists, dicts and one event at a time). Tests check the fast code against it.

    events = reference_events(json.load(open(path)))     # or events_of(load_trace(path))
    ref = Reference(*events)
    ref.order, ref.parent, ref.steps, ref.step_metrics()
"""

from __future__ import annotations

import statistics

from compile_inspect import events as vocabulary
from compile_inspect.model import LayerKind

GPU = vocabulary.GPU_CATEGORIES
IGNORED = vocabulary.IGNORED_CATEGORIES


def reference_events(doc: dict) -> tuple[list[dict], list[dict]]:
    """(CPU events, GPU events) of a parsed Chrome trace, filtered as the reader filters them."""
    cpu, gpu = [], []
    for event in doc["traceEvents"]:
        if event.get("ph") != "X" or event.get("cat") in IGNORED:
            continue
        if event.get("ts") is None or event.get("dur") is None or event["dur"] < 0:
            continue
        if event.get("cat") in GPU:
            gpu.append(event)
        elif isinstance(event.get("pid"), int) and event["pid"] >= 0:
            cpu.append(event)
    gpu.sort(key=lambda e: e["ts"])
    return [_cpu_row(e) for e in cpu], [_gpu_row(e) for e in gpu]


def events_of(trace) -> tuple[list[dict], list[dict]]:
    """The same rows from an already decoded `Trace`."""
    cpu = [
        dict(zip(("name", "cat", "pid", "tid", "ts", "dur", "correlation"), row)) for row in trace.cpu.rows()
    ]
    gpu = [dict(name=e.name, cat=e.cat, ts=e.ts, dur=e.dur, correlation=e.correlation,
                bytes=e.args.bytes if e.args else None) for e in trace.gpu_events]  # fmt: skip
    return cpu, gpu


def _cpu_row(event: dict) -> dict:
    args = event.get("args") or {}
    keys = ("name", "cat", "pid", "tid")
    row = {key: event.get(key, "" if key in ("name", "cat") else 0) for key in keys}
    return dict(row, ts=float(event["ts"]), dur=float(event["dur"]), correlation=args.get("correlation"))


def _gpu_row(event: dict) -> dict:
    args = event.get("args") or {}
    return dict(name=event.get("name", ""), cat=event["cat"], ts=float(event["ts"]), dur=float(event["dur"]),
                correlation=args.get("correlation"), bytes=args.get("bytes"))  # fmt: skip


class Reference:
    def __init__(self, cpu: list[dict], gpu: list[dict]):
        self.gpu = gpu
        by_time = sorted(range(len(cpu)), key=lambda i: (cpu[i]["ts"], -cpu[i]["dur"]))
        threads = list(dict.fromkeys((cpu[i]["pid"], cpu[i]["tid"]) for i in by_time))
        self.order = sorted(by_time, key=lambda i: threads.index((cpu[i]["pid"], cpu[i]["tid"])))
        self.events = [cpu[i] for i in self.order]
        self.kind = [vocabulary.classify(e["cat"], e["name"]) for e in self.events]
        self.parent, self.end = self._nest()
        self.self_us = [self._self_time(i) for i in range(len(self.events))]
        self.steps = self._steps()

    def _nest(self):
        count = len(self.events)
        parent, end, stack = [-1] * count, [count] * count, []
        for i, event in enumerate(self.events):
            while stack and (
                self._thread(stack[-1]) != self._thread(i) or event["ts"] >= self._end_of(stack[-1])
            ):
                end[stack.pop()] = i
            parent[i] = stack[-1] if stack else -1
            stack.append(i)
        return parent, end

    def _thread(self, i):
        return self.events[i]["pid"], self.events[i]["tid"]

    def _end_of(self, i):
        return self.events[i]["ts"] + self.events[i]["dur"]

    def _self_time(self, i):
        child_us = 0.0
        for j in range(i + 1, self.end[i]):
            if self.parent[j] == i:
                child_us += self.events[j]["dur"]
        return max(0.0, self.events[i]["dur"] - child_us)

    def _steps(self) -> list[tuple[str, float, float, list[int]]]:
        roots = sorted(
            (i for i in range(len(self.events)) if self.parent[i] == -1), key=lambda i: self.events[i]["ts"]
        )
        profiler = [i for i in roots if self.kind[i] == LayerKind.PROFILER_STEP]
        if profiler:
            return [self._profiler_step(i, roots) for i in profiler]
        annotations = [i for i in roots if self.kind[i] == LayerKind.USER_ANNOTATION]
        if annotations:
            return [self._span(i) + (list(range(i, self.end[i])),) for i in annotations]
        if not roots:
            return []
        start = min(self.events[i]["ts"] for i in roots)
        stop = max(self._end_of(i) for i in roots)
        return [("whole trace", start, stop - start, list(range(len(self.events))))]

    def _span(self, i):
        return self.events[i]["name"], self.events[i]["ts"], self.events[i]["dur"]

    def _profiler_step(self, i, roots):
        members = list(range(i + 1, self.end[i]))
        step = self.events[i]
        for thread in dict.fromkeys(self._thread(j) for j in range(len(self.events))):
            if thread[1] == step["tid"]:
                continue
            inside = [
                j
                for j in roots
                if self._thread(j) == thread and step["ts"] <= self.events[j]["ts"] < self._end_of(i)
            ]
            if inside:
                members += list(range(min(inside), self.end[max(inside)]))
        return self._span(i) + (members,)

    # ---- per step ----

    def step_gpu(self, members: list[int]) -> list[tuple[int, dict]]:
        """(launch call, GPU event) of a step's launches, in launch order."""
        found = []
        for i in members:
            corr = self.events[i]["correlation"]
            if self.kind[i] in vocabulary.LAUNCH_KINDS and corr is not None:
                found += [(i, ev) for ev in self.gpu if ev["correlation"] == corr]
        return found

    def step_metrics(self) -> list[dict]:
        launches = [self.events[i]["ts"] for *_, members in self.steps
                    for i in dict.fromkeys(i for i, _ in self.step_gpu(members))]  # fmt: skip
        return [self._metrics(name, ts, dur, members, launches) for name, ts, dur, members in self.steps]

    def _metrics(self, name, ts, dur, members, launches):
        launched = self.step_gpu(members)
        gpu = sorted((ev for _, ev in launched), key=lambda ev: ev["ts"])
        busy, reach = 0.0, float("-inf")
        for ev in gpu:
            stop = ev["ts"] + ev["dur"]
            if stop > reach:
                busy, reach = busy + stop - max(ev["ts"], reach), stop
        window = max(ts + dur, reach) - ts
        # any GPU work (of this step, an earlier one, or none) fills the step's window
        share = (_union_inside(self.gpu, ts, ts + window) / window if window > 0 else 1.0) if gpu else None
        memcpy = [ev for ev in gpu if ev["cat"] in vocabulary.MEMCPY_CATEGORIES]
        memset = [ev for ev in gpu if ev["cat"] in vocabulary.MEMSET_CATEGORIES]
        calls = list(dict.fromkeys(i for i, _ in launched))
        starts = {i: min(ev["ts"] for j, ev in launched if j == i) for i in calls}
        lags = [starts[i] - self.events[i]["ts"] for i in calls]
        ahead = [sum(1 for t in launches if self.events[i]["ts"] < t < starts[i]) for i in calls]
        return dict(name=name, cpu_us=dur, gpu_busy_us=busy,
                    gpu_idle_share=None if share is None else 1.0 - share,
                    kernel_launches=len(gpu) - len(memcpy) - len(memset),
                    memcpy_count=len(memcpy), memcpy_bytes=sum(ev["bytes"] or 0 for ev in memcpy),
                    memset_count=len(memset), memset_bytes=sum(ev["bytes"] or 0 for ev in memset),
                    launch_lag_us=statistics.median(lags) if lags else None, gpu_busy_share=share,
                    gpu_active_span_us=reach - gpu[0]["ts"] if gpu else None,
                    gpu_queue_lag_us=reach - (ts + dur) if gpu else None,
                    queue_depth=statistics.fmean(ahead) if ahead else None)  # fmt: skip

    def layer_calls(self) -> dict[str, tuple[int, float]]:
        """Layer kind -> (calls in all steps, median self µs)."""
        by_kind: dict[str, list[float]] = {}
        for _, _, _, members in self.steps:
            for i in members:
                by_kind.setdefault(self.kind[i], []).append(self.self_us[i])
        return {kind: (len(values), statistics.median(values)) for kind, values in by_kind.items()}

    def kernel_totals(self) -> dict[str, tuple[int, float]]:
        """GPU event name -> (count, total µs) over the steps."""
        totals: dict[str, tuple[int, float]] = {}
        for _, _, _, members in self.steps:
            for _, ev in self.step_gpu(members):
                count, total = totals.get(ev["name"], (0, 0.0))
                totals[ev["name"]] = (count + 1, total + ev["dur"])
        return totals


def _union_inside(gpu: list[dict], lo: float, hi: float) -> float:
    """How long any of the GPU events runs inside [lo, hi]: each clipped, overlaps counted once."""
    busy, reach = 0.0, lo
    for ev in sorted(gpu, key=lambda ev: ev["ts"]):
        start, stop = max(ev["ts"], reach), min(ev["ts"] + ev["dur"], hi)
        if stop > start:
            busy, reach = busy + stop - start, stop
    return busy
