"""The reference implementation: what the columnar index and the analysis compute, the slow,
obvious way (lists, dicts and one event at a time). Tests check the fast code against it.

    events = reference_events(json.load(open(path)))     # or events_of(load_trace(path))
    ref = Reference(*events)
    ref.order, ref.parent, ref.steps, ref.step_metrics()
"""

from __future__ import annotations

import statistics

from compile_inspect.trace import events as vocabulary
from compile_inspect.trace.model import LayerKind

GPU = vocabulary.GPU_CATEGORIES
IGNORED = vocabulary.IGNORED_CATEGORIES
DEVICE_LANE_ONLY = vocabulary.SYNC_CATEGORIES | vocabulary.RANGE_CATEGORIES  # neither GPU work nor CPU

# The documented rules' numbers (docs/trace-events.md), spelled again here on purpose.
SPANNING_SHARE = 0.9  # an annotation this share of its process's time is the whole run
FLOOD_MIN_STEPS, FLOOD_COVER_SHARE = 32, 0.5  # this many annotations covering less: markers
ONE_OFF_RATIO, ONE_OFF_MIN_US = 10.0, 1000.0  # a runtime call this many times its name's median
TINY_STEP_SHARE = 0.01  # a step under this share of the median step, launching nothing: a stray marker


def reference_events(doc: dict) -> tuple[list[dict], list[dict]]:
    """(CPU events, GPU events) of a parsed Chrome trace, filtered as the reader filters them."""
    cpu, gpu = [], []
    for event in doc["traceEvents"]:
        if event.get("ph") != "X" or event.get("cat") in IGNORED | DEVICE_LANE_ONLY:
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
        self.links = self._links()
        self.rejected: list[tuple[str, float, str]] = []  # (name, ts, why) of each candidate left out
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

    def _links(self) -> dict[int, list[dict]]:
        """Launch call -> the GPU events it launched (in start order): those holding its correlation id
        and not starting before it, when no other launch call holds that id (trace/checks.py)."""
        holders: dict[int, list[int]] = {}
        for i, event in enumerate(self.events):
            corr = event["correlation"]
            if self.kind[i] in vocabulary.LAUNCH_KINDS and corr is not None and corr >= 0:
                holders.setdefault(corr, []).append(i)
        links = {}
        for corr, calls in holders.items():
            start = self.events[calls[0]]["ts"]
            found = [ev for ev in self.gpu if ev["correlation"] == corr and ev["ts"] >= start]
            if len(calls) == 1 and found:
                links[calls[0]] = found
        return links

    def _end_of(self, i):
        return self.events[i]["ts"] + self.events[i]["dur"]

    def _self_time(self, i):
        child_us = 0.0
        for j in range(i + 1, self.end[i]):
            if self.parent[j] == i:
                child_us += self.events[j]["dur"]
        return max(0.0, self.events[i]["dur"] - child_us)

    def _steps(self) -> list[tuple[str, float, float, list[int]]]:
        """Profiler steps (outermost, any depth), else the main thread's top-level annotations,
        degenerate candidates rejected; else the whole trace."""
        self.source = "whole trace"
        if not self.events:
            return []
        main = self.main_thread()
        everything = range(len(self.events))
        profiler = [i for i in everything if self.kind[i] == LayerKind.PROFILER_STEP and not any(
            self.kind[a] == LayerKind.PROFILER_STEP for a in self._ancestors(i))]  # fmt: skip
        inside = [i for i in everything if self.kind[i] == LayerKind.PROFILER_STEP and i not in profiler]
        self.rejected += [(self.events[i]["name"], self.events[i]["ts"], "overlap") for i in inside]
        if profiler:
            self.source = "profiler steps"
            candidates = self._same_process(sorted(profiler, key=self._ts), main[0])
        else:
            self.source = "user annotations"
            roots = sorted((i for i in everything if self.parent[i] == -1), key=self._ts)
            annotations = [i for i in roots if self.kind[i] == LayerKind.USER_ANNOTATION]
            self._same_process(annotations, main[0])
            mine = [i for i in annotations if self._thread(i) == main and self._may_mark_a_step(i)]
            candidates = self._flood(self._finer_than_the_run(mine, main[0]), main)
        steps = []
        for i in candidates:
            members = self._members(i)
            if members:
                steps.append(self._span(i) + (members,))
            else:
                self.rejected.append((self.events[i]["name"], self.events[i]["ts"], "empty"))
        steps = self._without_tiny(steps)
        if steps:
            return steps
        self.source = "whole trace"
        roots = [i for i in everything if self.parent[i] == -1]
        start = min(self.events[i]["ts"] for i in roots)
        stop = max(self._end_of(i) for i in roots)
        return [("whole trace", start, stop - start, list(everything))]

    def _without_tiny(self, steps):
        if len(steps) < 2:
            return steps
        median = statistics.median(dur for _, _, dur, _ in steps)
        kept = []
        for name, ts, dur, members in steps:
            launches = [i for i in members if self.kind[i] in vocabulary.LAUNCH_KINDS and self._launched(i)]
            if dur < TINY_STEP_SHARE * median and not launches:
                self.rejected.append((name, ts, "tiny"))
            else:
                kept.append((name, ts, dur, members))
        return kept

    def _launched(self, i) -> bool:
        return i in self.links

    def main_thread(self):
        """Of the threads with launch calls whose GPU work is in the trace (none: every thread),
        the one whose top-level annotations last longest; without any, the most launches (events)."""
        threads = list(dict.fromkeys(self._thread(i) for i in range(len(self.events))))
        weight = {t: 0 for t in threads}
        for i in self.links:
            weight[self._thread(i)] += 1
        if not any(weight.values()):
            weight = {t: sum(1 for i in range(len(self.events)) if self._thread(i) == t) for t in threads}
        annotated = {t: 0.0 for t in threads}
        for i, event in enumerate(self.events):
            if self.parent[i] == -1 and self.kind[i] == LayerKind.USER_ANNOTATION and weight[self._thread(i)]:
                annotated[self._thread(i)] += event["dur"]
        if any(annotated.values()):
            return max(threads, key=lambda t: annotated[t])
        return max(threads, key=lambda t: weight[t])

    def _may_mark_a_step(self, i) -> bool:
        if vocabulary.is_torch_annotation(self.events[i]["name"]):
            self.rejected.append((self.events[i]["name"], self.events[i]["ts"], "torch's own"))
            return False
        return True

    def _ts(self, i):
        return self.events[i]["ts"]

    def _ancestors(self, i):
        while self.parent[i] != -1:
            i = self.parent[i]
            yield i

    def _same_process(self, candidates, pid):
        for i in candidates:
            if self.events[i]["pid"] != pid:
                self.rejected.append((self.events[i]["name"], self.events[i]["ts"], "another process"))
        return [i for i in candidates if self.events[i]["pid"] == pid]

    def _finer_than_the_run(self, candidates, pid):
        mine = [i for i in range(len(self.events)) if self.events[i]["pid"] == pid]
        span = max(self._end_of(i) for i in mine) - min(self.events[i]["ts"] for i in mine)
        while True:
            replaced, again = [], False
            for i in candidates:
                inner = [j for j in range(i + 1, self.end[i]) if self.kind[j] == LayerKind.USER_ANNOTATION
                         and not vocabulary.is_torch_annotation(self.events[j]["name"])
                         and not any(self.kind[a] == LayerKind.USER_ANNOTATION for a in self._ancestors(j)
                                     if a > i)]  # fmt: skip
                if span > 0 and self.events[i]["dur"] >= SPANNING_SHARE * span and inner:
                    self.rejected.append((self.events[i]["name"], self.events[i]["ts"], "spanning"))
                    replaced += inner
                    again = True
                else:
                    replaced.append(i)
            candidates = sorted(replaced, key=self._ts)
            if not again:
                return candidates

    def _flood(self, candidates, main):
        roots = [i for i in range(len(self.events)) if self.parent[i] == -1 and self._thread(i) == main]
        if len(candidates) < FLOOD_MIN_STEPS or not roots:
            return candidates
        span = max(self._end_of(i) for i in roots) - min(self.events[i]["ts"] for i in roots)
        covered = sum(self.events[i]["dur"] for i in candidates)
        if span > 0 and covered / span < FLOOD_COVER_SHARE:
            self.rejected += [(self.events[i]["name"], self.events[i]["ts"], "flood") for i in candidates]
            return []
        return candidates

    def _span(self, i):
        return self.events[i]["name"], self.events[i]["ts"], self.events[i]["dur"]

    def _members(self, i):
        """The step's descendants, then per other thread of its process the top-level events
        starting inside its window (from the first to the last one's whole subtree)."""
        members = list(range(i + 1, self.end[i]))
        step = self.events[i]
        roots = [j for j in range(len(self.events)) if self.parent[j] == -1]
        for thread in dict.fromkeys(self._thread(j) for j in range(len(self.events))):
            if thread[0] != step["pid"] or thread[1] == step["tid"]:
                continue
            inside = [
                j
                for j in roots
                if self._thread(j) == thread and step["ts"] <= self.events[j]["ts"] < self._end_of(i)
            ]
            if inside:
                members += list(range(min(inside), self.end[max(inside)]))
        return members

    # ---- one-off costs ----

    def one_off_costs(self) -> list[dict]:
        """Runtime calls of the steps >= ONE_OFF_MIN_US that are ONE_OFF_RATIO x the median of the
        same name's other calls, or the name's only call, in the first of >= 2 steps; not inside
        another one-off. Sorted by start, then name."""
        calls = {}  # each call once, in the first step that holds it
        for n, (*_, members) in enumerate(self.steps):
            for i in members:
                if self.kind[i] in (LayerKind.RUNTIME, LayerKind.GRAPH_LAUNCH):
                    calls.setdefault(i, n)
        calls = [(n, i) for i, n in calls.items()]
        found = []
        for n, i in calls:
            event = self.events[i]
            others = [
                self.events[j]["dur"] for m, j in calls if j != i and self.events[j]["name"] == event["name"]
            ]
            typical = statistics.median(others) if others else None
            if event["dur"] < ONE_OFF_MIN_US:
                continue
            if (others and event["dur"] > ONE_OFF_RATIO * typical) or (
                not others and n == 0 and len(self.steps) >= 2
            ):
                found.append(dict(index=i, name=event["name"], step=n, ts=event["ts"], dur=event["dur"],
                                  typical_us=typical, calls=len(others) + 1))  # fmt: skip
        flagged = {f["index"] for f in found}
        kept = [f for f in found if not flagged & set(self._ancestors(f["index"]))]
        for f in kept:
            f["gpu_idle_us"] = max(0.0, f["dur"] - _union_inside(self.gpu, f["ts"], f["ts"] + f["dur"]))
            del f["index"]
        return sorted(kept, key=lambda f: (f["ts"], f["name"]))

    # ---- per step ----

    def step_gpu(self, members: list[int]) -> list[tuple[int, dict]]:
        """(launch call, GPU event) of a step's launches, in launch order."""
        return [(i, ev) for i in members for ev in self.links.get(i, ())]

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
