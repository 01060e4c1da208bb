"""What a trace's links can support, checked before its figures are believed (issue 38 D8). No torch.

    >>> table, check = sound_links(table, gpu.ts, call_ids, call_starts)   # TraceIndex does this
    >>> check.warnings()    # ["3 GPU events start before the call that launched them ..."]

The profiler gives each launch call (a runtime call, a graph launch) a correlation id of its own and
writes it on the GPU work the call queued, which starts after the call does: every recorded trace in
tests/data holds both (the shortest launch-to-start lag there is 3 µs). A trace where either fails was
merged, edited or built to mislead, and read as it stands its figures cannot be: kernels a second
before their launch gave a launch-to-start lag of -1,000,000 µs and a GPU idle all of every step; one
id on every launch call gave each call every kernel (75 kernels a step for 5). So a link that cannot
be is not made, and a warning says how many and why:

- a correlation id that more than one launch call holds links none of its GPU events (which call
  queued which cannot be told);
- a GPU event that starts before the call holding its id is not linked to it.

The events stay in the trace (its lanes, the GPU's occupancy of a window); they leave the per-step GPU
figures, the dispatch trees and the kernel table. Overlapping profiler steps are trace/steps.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from compile_inspect.units import count_text, duration_text


@dataclass(frozen=True)
class LinkCheck:
    """The links left out: ids held by several launch calls (`shared_ids`, the `shared_calls` holding
    them, their `shared_events`), and GPU events starting before their launch (`early_events`, the
    earliest by `early_by_us`)."""

    shared_ids: int = 0
    shared_calls: int = 0
    shared_events: int = 0
    early_events: int = 0
    early_by_us: float = 0.0

    @property
    def left_out(self) -> int:
        """The GPU events no launch call is linked to because of these checks."""
        return self.shared_events + self.early_events

    def warnings(self) -> list[str]:
        found = []
        if self.shared_events:
            found.append(
                f"{count_text(self.shared_calls)} launch calls share {count_text(self.shared_ids)} "
                "correlation id(s), which a profiler gives each call alone (a merged or edited trace): "
                f"their {count_text(self.shared_events)} GPU events cannot be told apart, left out of the "
                "steps' GPU figures"
            )
        if self.early_events:
            found.append(
                f"{count_text(self.early_events)} GPU events start before the call that launched them (by "
                f"up to {duration_text(self.early_by_us)}), which cannot be (edited timestamps or clocks): "
                "left out of the steps' GPU figures"
            )
        return found


def sound_links(table: tuple, gpu_ts: np.ndarray, call_ids: np.ndarray, call_ts: np.ndarray):
    """-> (the correlation table without the links that cannot be, LinkCheck). `table` is (sorted
    distinct ids, slice starts, GPU event order): the GPU events of id `ids[k]` are
    `order[starts[k]:starts[k + 1]]`; `call_ids` and `call_ts` are the launch calls' ids and starts."""
    ids, starts, order = table
    event_ids = np.repeat(ids, np.diff(starts))  # the id of each event of `order`
    holders, first, calls = np.unique(call_ids.astype(ids.dtype), return_index=True, return_counts=True)
    several = holders[calls > 1]  # none, in a sound trace: the search below is skipped
    shared = several[_in_sorted(ids, several)]  # those with GPU work
    is_shared = _in_sorted(shared, event_ids)
    alone = calls == 1
    early_by = _launch_start(holders[alone], call_ts[first[alone]], event_ids) - gpu_ts[order]
    early = early_by > 0  # the event starts before the call holding its id
    if not (is_shared.any() or early.any()):
        return table, LinkCheck()
    shared_calls = int(calls[_in_sorted(shared, holders)].sum())
    earliest = float(early_by[early].max(initial=0.0))
    check = LinkCheck(len(shared), shared_calls, int(is_shared.sum()), int(early.sum()), earliest)
    return _kept(event_ids, order, ~is_shared & ~early), check


def _kept(event_ids: np.ndarray, order: np.ndarray, keep: np.ndarray) -> tuple:
    """The correlation table of the events of `order` that `keep` marks."""
    kept_ids, kept_starts = np.unique(event_ids[keep], return_index=True)
    return kept_ids, np.r_[kept_starts, np.count_nonzero(keep)].astype(np.int64), order[keep]


def _launch_start(ids: np.ndarray, starts: np.ndarray, event_ids: np.ndarray) -> np.ndarray:
    """The start of the one launch call holding each event's id (`ids` sorted); -inf where none does."""
    if not len(ids):
        return np.full(len(event_ids), -np.inf)
    slots = np.minimum(np.searchsorted(ids, event_ids), len(ids) - 1)
    return np.where(ids[slots] == event_ids, starts[slots], -np.inf)


def _in_sorted(distinct: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Whether each value is in `distinct` (sorted and distinct)."""
    if not len(distinct):
        return np.zeros(len(values), dtype=bool)
    slots = np.minimum(np.searchsorted(distinct, values), len(distinct) - 1)
    return distinct[slots] == values


# ---- what a trace can support, said before what it shows (issue 41) ----

# Check names (TraceCheck.name), and the findings resting on each: withheld where it fails.
CPU_LINKS = "cpu-links"  # every GPU event has the launch call that queued it
LAUNCH_ORDER = "launch-order"  # no GPU event starts before its launch; no id on two calls
LAUNCHED_WORK = "launched-work"  # every kernel launch in a step has its GPU work in the trace
STREAM_ORDER = "stream-order"  # the events of one stream never overlap
WHOLE_STEPS = "whole-steps"  # no profiler step starts inside another
ONE_SESSION = "one-session"  # no other mode's profiler session ran before in the process (in-process path)
# A share of the GPU time past which unlinked GPU events fail `cpu-links` (a trace opening mid-kernel
# holds one or two kernels launched before the profiler started: below it).
UNLINKED_SHARE = 0.01
# Overlap on one stream past this many µs fails `stream-order` (Kineto writes µs with ns decimals; two
# events of one stream a few ns apart are its rounding, not an overlap).
OVERLAP_TOLERANCE_US = 0.01


@dataclass(frozen=True)
class TraceCheck:
    """One check of what a trace can support: its name, whether it passed, and what was found, in words."""

    name: str
    ok: bool
    said: str


def gpu_checks(gpu, link_check: LinkCheck, unlaunched: int, unlaunched_us: float, launches_without_work: int,
               launches: int, replayed: np.ndarray) -> tuple[TraceCheck, ...]:  # fmt: skip
    """The GPU checks of a trace with GPU events (none for a CPU trace): links, order, work, streams
    (`replayed`: the events a CUDA graph replay ran, which may overlap on their stream)."""
    if not len(gpu):
        return ()
    busy = float(gpu.dur.sum()) or 1.0
    share = unlaunched_us / busy
    overlaps, worst = stream_overlaps(gpu, ~replayed)
    return (
        TraceCheck(CPU_LINKS, share <= UNLINKED_SHARE,
                   f"{count_text(unlaunched)} of {count_text(len(gpu))} GPU events have no CPU launch call "
                   f"({share:.1%} of the GPU time)"),
        TraceCheck(LAUNCH_ORDER, not link_check.left_out,
                   "; ".join(link_check.warnings()) or "every GPU event starts after the call that launched it"),
        TraceCheck(LAUNCHED_WORK, not launches_without_work,
                   f"{count_text(launches_without_work)} of {count_text(launches)} kernel launches in the steps "
                   "have no GPU work in the trace" + (_DROPPED if launches_without_work else "")),
        TraceCheck(STREAM_ORDER, not overlaps,
                   f"{count_text(overlaps)} GPU events overlap the one before on their stream"
                   + (f" (by up to {duration_text(worst)}), which one stream never does" if overlaps else "")),
    )  # fmt: skip


_DROPPED = (
    ": the profiler dropped them (CUPTI drops kernels at the start of a second profiling session in a "
    "process, pytorch/pytorch#192021) or stopped before they ran"
)


def stream_overlaps(gpu, counted: np.ndarray) -> tuple[int, float]:
    """(how many of the `counted` GPU events start before the previous one on their stream ends, by how
    much at most)."""
    order = np.flatnonzero(counted)
    order = order[np.lexsort((gpu.ts[order], gpu.lane[order]))]
    lane, start = gpu.lane[order], gpu.ts[order]
    end = start + gpu.dur[order]
    same = lane[1:] == lane[:-1]
    by = np.where(same, end[:-1] - start[1:], 0.0)
    found = by > OVERLAP_TOLERANCE_US
    return int(found.sum()), float(by[found].max(initial=0.0))


def step_check(overlapping_warnings: list[str]) -> TraceCheck:
    said = "; ".join(overlapping_warnings) or "no profiler step starts inside another"
    return TraceCheck(WHOLE_STEPS, not overlapping_warnings, said)


def session_check(earlier: int, on_gpu: bool) -> Optional[TraceCheck]:
    """The capture's own record: `earlier` profiler sessions of other modes ran in its process before
    this profile (the in-process path); None where none did, or off the GPU."""
    if earlier <= 0 or not on_gpu:
        return None
    return TraceCheck(
        ONE_SESSION, False,
        f"{earlier} profiler sessions of other modes ran in this process before this profile: on CUDA a later "
        "session can drop kernels at its start (pytorch/pytorch#175790, #192021; launched-work counts any "
        "dropped); for a profile of its own, give the function as a file a worker can import",
    )  # fmt: skip
