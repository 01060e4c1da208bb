"""A trace's collectives, step by step: the one detector that the communication finding and the rank
report share (`events.collective(cat, name)` decides each event). No torch.

    found = step_collectives(index)
    found.where, found.per_step_count(), found.backend      # 'cpu', array([3, 3, 3]), 'gloo'

A trace's collectives are its device collectives among the steps' GPU work (NCCL kernels, MTIA's
`hccl::<op>` events) where it has any, else the process groups' CPU spans among the steps' events
(`gloo:<op>`, `nccl:<op>`): never both, so a collective seen on the host and on the device counts once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from compile_inspect.trace import events
from compile_inspect.trace.index import TraceIndex

DEVICE, CPU, NONE = "device", "cpu", "none"


@dataclass(frozen=True, eq=False)
class Collectives:
    """The collectives of a trace's steps, in the index's order (GPU work in launch order, CPU events in
    member order): each one's event (a position in `index.work` on the device, a CPU event index on the
    CPU), its step, start, duration and name, and what `events.collective` said of it."""

    where: str  # DEVICE, CPU or NONE
    event: np.ndarray
    step: np.ndarray
    ts: np.ndarray
    dur: np.ndarray
    names: tuple[str, ...]
    found: tuple[events.Collective, ...]
    steps: int

    def per_step_count(self) -> np.ndarray:
        return np.bincount(self.step, minlength=self.steps)

    @property
    def backend(self) -> Optional[str]:
        """The backend of the first collective (None without any)."""
        return self.found[0].backend if self.found else None

    @property
    def timed(self) -> bool:
        """Whether every one's duration is the exchange (not only the host's enqueue, as `nccl:<op>`'s)."""
        return bool(self.found) and all(found.timed for found in self.found)


def step_collectives(index: TraceIndex) -> Collectives:
    """The steps' device collectives where there are any, else their collectives' CPU spans."""
    on_device = device_collectives(index)
    if on_device.any():
        return _on_device(index, np.flatnonzero(on_device))
    on_cpu = np.flatnonzero(cpu_collectives(index)[index.member])
    return _on_cpu(index, on_cpu) if len(on_cpu) else _none(index)


def device_collectives(index: TraceIndex) -> np.ndarray:
    """Over `index.work` (the steps' GPU events): which are collectives."""
    return index.per_gpu_event(index.work.gpu, lambda cat, name: events.collective(cat, name) is not None)


def cpu_collectives(index: TraceIndex) -> np.ndarray:
    """Over the index's CPU events: which are a collective's CPU span."""
    return index.per_event(lambda cat, name: events.collective(cat, name) is not None)


def _on_device(index: TraceIndex, work_events: np.ndarray) -> Collectives:
    work = index.work
    chosen = [index.gpu[i] for i in work.gpu[work_events].tolist()]
    names = tuple(ev.name for ev in chosen)
    found = tuple(_found(ev.cat, ev.name) for ev in chosen)
    return Collectives(DEVICE, work_events, work.step[work_events], work.ts[work_events],
                       work.dur[work_events], names, found, len(index.steps))  # fmt: skip


def _on_cpu(index: TraceIndex, positions: np.ndarray) -> Collectives:
    """`positions`: the collectives' places in `index.member`."""
    calls = index.member[positions]
    names = tuple(index.names[code] for code in index.name[calls].tolist())
    found = tuple(_found(index.cats[cat], name) for cat, name in zip(index.cat[calls].tolist(), names))
    return Collectives(CPU, calls, index.member_step[positions], index.ts[calls], index.dur[calls], names,
                       found, len(index.steps))  # fmt: skip


def _found(cat: str, name: str) -> events.Collective:
    """What `events.collective` says of an event chosen as a collective (never None)."""
    found = events.collective(cat, name)
    assert found is not None, (cat, name)
    return found


def _none(index: TraceIndex) -> Collectives:
    empty = np.zeros(0, dtype=np.int64)
    return Collectives(NONE, empty, empty, np.zeros(0), np.zeros(0), (), (), len(index.steps))
