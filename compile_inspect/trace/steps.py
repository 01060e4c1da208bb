"""Which events are a trace's steps, checked, and why. No torch.

    >>> spans, rows, choice = choose_steps(index)
    >>> choice.source, choice.used, [(r.name, r.reason) for r in choice.rejected]

The candidates, first that exists: `ProfilerStep#N` events (the outermost ones, at any depth: a
step loop inside a `record_function("train")` still has them); else the top-level user annotations
of the main thread (of the threads that launch GPU work, the one whose top-level annotations last
longest: the autograd engine's thread launches more in a transformer, but annotates nothing);
else one window over the whole trace. Then degenerate candidates are rejected:

- another process's markers (a pid other than the main thread's), and the scopes torch opens itself
  (`Optimizer.step#...`, `enumerate(DataLoader)#...`: without profiler steps they would be the steps);
- an annotation spanning `SPANNING_SHARE` of the main process's time or more, when finer
  annotations exist inside it: those become the candidates (a whole-run annotation around steps);
- a flood of pseudo-steps: `FLOOD_MIN_STEPS` annotations or more that cover less than
  `FLOOD_COVER_SHARE` of the main thread's time (markers around small pieces, not steps): one
  whole-trace window instead;
- empty markers: no event inside the step (no child, no other thread's work in its window), and
  tiny ones: under `TINY_STEP_SHARE` of the median step, with no GPU launch.

A step holds its own subtree plus the top-level work of the process's other threads (the autograd
engine's, say) that starts inside its window. `StepChoice` records the source and every rejection.
"""

from __future__ import annotations

import numpy as np

from compile_inspect.trace import events
from compile_inspect.trace.model import LayerKind, RejectedStep, StepChoice, StepSpan
from compile_inspect.units import ms_text

# An annotation this share of the main process's time or more is the whole run, not a step.
SPANNING_SHARE = 0.9
# This many annotations or more, covering less than this share of the main thread's time: markers.
FLOOD_MIN_STEPS = 32
FLOOD_COVER_SHARE = 0.5
# A step shorter than this share of the median step that launched no GPU work is a stray marker
# (the few ops left when the profiler stops, say), not a step.
TINY_STEP_SHARE = 0.01

PROFILER, ANNOTATIONS, WHOLE = "profiler steps", "user annotations", "whole trace"
# A profiler step that starts inside another (on its thread) is read as part of it: torch.profiler writes
# its steps one after another, so only a merged or edited trace overlaps them (issue 38 D8).
OVERLAPPING = "starts inside another profiler step (steps overlap): counted in that step"
_NO_ROWS = np.zeros((0, 3), dtype=np.int64)


def choose_steps(index) -> tuple[tuple[StepSpan, ...], np.ndarray, StepChoice]:
    """The steps, their index ranges as rows (step, start, stop) in step order, and the choice."""
    if not len(index.ts):
        return (), _NO_ROWS, StepChoice(WHOLE, "no CPU events")
    main = main_thread(index)
    pid = index.threads[main][0]
    every_step = np.flatnonzero(index.kind == index.code_of(LayerKind.PROFILER_STEP))
    profiler = _outermost(index, every_step)
    if len(profiler):
        found, rejected = _other_process(index, _by_start(index, profiler), pid)
        rejected += [_rejected(index, i, OVERLAPPING) for i in np.setdiff1d(every_step, profiler).tolist()]
        return _finish(index, PROFILER, "torch.profiler's ProfilerStep#N events", found, rejected, main)
    roots = _main_roots(index, main)
    annotations, rejected = _step_markers(
        index, roots[index.kind[roots] == index.code_of(LayerKind.USER_ANNOTATION)]
    )
    rejected += _other_process(index, _top_annotations(index), pid)[1]
    found, rejected = _finer_than_the_run(index, annotations, pid, rejected)
    flood = _flood(index, found, roots)
    if flood:
        rejected += [_rejected(index, i, flood) for i in found.tolist()]
        found = found[:0]
    why = "no profiler steps: the top-level user annotations of the main thread"
    return _finish(index, ANNOTATIONS, why, found, rejected, main)


def main_thread(index) -> int:
    """The thread whose annotations are read: of the threads that launch GPU work (on a CPU trace:
    all), the one whose top-level annotations last longest; without any, the one issuing the most
    launches (on a CPU trace: with the most events). Its code in `index.threads`."""
    first = index.thread_bounds[:, 0]
    run_of_launch = np.searchsorted(first, np.flatnonzero(index.is_launch), "right") - 1
    launches = np.bincount(run_of_launch, minlength=len(first))
    weight = launches if launches.any() else index.thread_bounds[:, 1] - first
    tops = _top_annotations(index)
    annotated = np.bincount(
        np.searchsorted(first, tops, "right") - 1, weights=index.dur[tops], minlength=len(first)
    )
    annotated = np.where(weight > 0, annotated, 0.0)
    run = int(np.argmax(annotated)) if annotated.any() else int(np.argmax(weight))
    return int(index.thread[first[run]])


def _outermost(index, indices: np.ndarray) -> np.ndarray:
    """The events (in index order) not nested inside an earlier one of them."""
    if not len(indices):
        return indices
    reach = np.maximum.accumulate(np.r_[-1, index.subtree_end[indices[:-1]]])
    return indices[indices >= reach]


def _by_start(index, indices: np.ndarray) -> np.ndarray:
    return indices[np.argsort(index.ts[indices], kind="stable")]


def _main_roots(index, main: int) -> np.ndarray:
    bound = index.thread_bounds[index.thread[index.thread_bounds[:, 0]] == main][0]
    inside = np.arange(bound[0], bound[1])
    return _by_start(index, inside[index.parent[inside] == -1])


def _top_annotations(index) -> np.ndarray:
    roots = np.flatnonzero(index.parent == -1)
    return _by_start(index, roots[index.kind[roots] == index.code_of(LayerKind.USER_ANNOTATION)])


def _step_markers(index, annotations: np.ndarray) -> tuple[np.ndarray, list]:
    """The annotations that may mark steps: not the scopes torch opens itself (optimizer, data loader)."""
    names = [index.names[c] for c in index.name[annotations].tolist()]
    torch_own = np.array([events.is_torch_annotation(name) for name in names], dtype=bool)
    reason = "torch's own annotation (optimizer / data loader), not a step"
    return annotations[~torch_own], [_rejected(index, i, reason) for i in annotations[torch_own].tolist()]


def _rejected(index, i: int, reason: str) -> RejectedStep:
    return RejectedStep(index.names[index.name[i]], float(index.ts[i]), float(index.dur[i]), reason)


def _other_process(index, found: np.ndarray, pid) -> tuple[np.ndarray, list]:
    pids = np.array([index.threads[t][0] == pid for t in index.thread[found].tolist()], dtype=bool)
    other = [
        _rejected(index, i, f"another process (pid {index.threads[index.thread[i]][0]})")
        for i in found[~pids].tolist()
    ]
    return found[pids], other


def _process_span(index, pid) -> float:
    mine = np.array([thread[0] == pid for thread in index.threads], dtype=bool)[index.thread]
    return float(index.end_of(mine).max() - index.ts[mine].min())


def _finer_than_the_run(index, found: np.ndarray, pid, rejected: list) -> tuple[np.ndarray, list]:
    """The annotations, each spanning (nearly) the whole process's time replaced by the outermost
    annotations inside it, when there are any."""
    span = _process_span(index, pid)
    while True:
        spanning = [i for i in found.tolist() if index.dur[i] >= SPANNING_SHARE * span > 0]
        inner = {i: _inner_annotations(index, i) for i in spanning}
        inner = {i: inside for i, inside in inner.items() if len(inside)}
        if not inner:
            return found, rejected
        for i, inside in inner.items():
            share = index.dur[i] / span
            reason = f"spans {share:.0%} of the trace; the {len(inside)} annotations inside it are the steps"
            rejected.append(_rejected(index, i, reason))
        keep = [np.array([i]) if i not in inner else inner[i] for i in found.tolist()]
        found = _by_start(index, np.concatenate(keep))


def _inner_annotations(index, i: int) -> np.ndarray:
    inside = np.arange(i + 1, index.subtree_end[i])
    annotations = inside[index.kind[inside] == index.code_of(LayerKind.USER_ANNOTATION)]
    return _step_markers(index, _by_start(index, _outermost(index, annotations)))[0]


def overlapping_steps_warnings(choice: StepChoice | None) -> list[str]:
    """The warning a trace with overlapping profiler steps gets ([] for any other)."""
    inside = [r.name for r in (choice.rejected if choice else ()) if r.reason == OVERLAPPING]
    if not inside:
        return []
    names = ", ".join(inside[:3]) + (", ..." if len(inside) > 3 else "")
    return [
        f"{len(inside)} profiler step(s) start inside another ({names}): torch.profiler never writes "
        "overlapping steps (a merged or edited trace); each is counted in the step it starts in"
    ]


def _flood(index, found: np.ndarray, roots: np.ndarray) -> str:
    """Why the annotations are markers, not steps ('' when they are steps)."""
    if len(found) < FLOOD_MIN_STEPS or not len(roots):
        return ""
    span = float(index.end_of(roots).max() - index.ts[roots].min())
    cover = float(index.dur[found].sum()) / span if span > 0 else 1.0
    if cover >= FLOOD_COVER_SHARE:
        return ""
    return (
        f"one of {len(found)} annotations covering {cover:.0%} of the main thread's time: markers, not steps"
    )


def _finish(index, source: str, why: str, found: np.ndarray, rejected: list, main: int):
    rows = step_ranges(index, found)
    members = np.bincount(rows[:, 0], weights=rows[:, 2] - rows[:, 1], minlength=len(found))
    empty = members == 0
    rejected += [_rejected(index, i, "empty: no event inside it") for i in found[empty].tolist()]
    found, rows = found[~empty], _renumbered(rows, ~empty)
    found, rows = _without_tiny(index, found, rows, rejected)
    thread = index.threads[main]
    rejected.sort(key=lambda r: r.ts)
    if not len(found):
        reason = f"no usable {source}" if rejected else f"no {PROFILER} and no top-level user annotations"
        spans, rows = whole_trace(index)
        return spans, rows, StepChoice(WHOLE, f"{reason}: one window over the whole trace", thread, (WHOLE,),
                                       tuple(rejected))  # fmt: skip
    spans = tuple(map(StepSpan, [index.names[c] for c in index.name[found].tolist()],
                      index.ts[found].tolist(), index.dur[found].tolist()))  # fmt: skip
    return spans, rows, StepChoice(source, why, thread, tuple(s.name for s in spans), tuple(rejected))


def _without_tiny(index, found: np.ndarray, rows: np.ndarray, rejected: list):
    """The steps without those under TINY_STEP_SHARE of the median step that launched no GPU work."""
    if len(found) < 2:
        return found, rows
    median = float(np.median(index.dur[found]))
    before = np.r_[0, np.cumsum(index.is_launch)]  # launch calls before each index
    launches = np.bincount(rows[:, 0], weights=before[rows[:, 2]] - before[rows[:, 1]], minlength=len(found))
    tiny = (index.dur[found] < TINY_STEP_SHARE * median) & (launches == 0)
    reason = f"tiny: under {TINY_STEP_SHARE:.0%} of the median step ({ms_text(median, 1)}), no GPU work"
    rejected += [_rejected(index, i, reason) for i in found[tiny].tolist()]
    return found[~tiny], _renumbered(rows, ~tiny)


def _renumbered(rows: np.ndarray, keep: np.ndarray) -> np.ndarray:
    new_number = np.cumsum(keep) - 1
    rows = rows[keep[rows[:, 0]]]
    return np.stack([new_number[rows[:, 0]], rows[:, 1], rows[:, 2]], axis=1) if len(rows) else _NO_ROWS


def whole_trace(index) -> tuple[tuple[StepSpan, ...], np.ndarray]:
    roots = np.flatnonzero(index.parent == -1)
    start, stop = float(index.ts[roots].min()), float(index.end_of(roots).max())
    rows = np.concatenate(
        [np.zeros((len(index.thread_bounds), 1), dtype=np.int64), index.thread_bounds], axis=1
    )
    return (StepSpan(WHOLE, start, stop - start),), rows


def step_ranges(index, steps: np.ndarray) -> np.ndarray:
    """Each step's own descendants, then the top-level work of each other thread of its process
    that starts inside the step's window: rows (step, start, stop), in step order."""
    numbers = np.arange(len(steps))
    parts = [np.stack([numbers, numbers * 0, steps + 1, index.subtree_end[steps]], axis=1)]
    step_threads = [index.threads[t] for t in index.thread[steps].tolist()]
    for thread_no, (a, _) in enumerate(index.thread_bounds.tolist()):
        tops = index.roots_of_thread(thread_no)
        first = np.searchsorted(index.ts[tops], index.ts[steps])
        last = np.searchsorted(index.ts[tops], index.end_of(steps))
        pid, tid = index.threads[index.thread[a]]
        others = np.array([p == pid and t != tid for p, t in step_threads], dtype=bool)
        inside = (last > first) & others
        k = numbers[inside]
        rows = [k, k * 0 + thread_no + 1, tops[first[inside]], index.subtree_end[tops[last[inside] - 1]]]
        parts.append(np.stack(rows, axis=1))
    table = np.concatenate(parts)
    table = table[np.lexsort((table[:, 1], table[:, 0]))]
    return table[:, [0, 2, 3]]
