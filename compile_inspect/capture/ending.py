"""Ending processes, written once: SIGTERM, up to a grace period for them to leave, SIGKILL, then reaped
(`end_processes`); and the one scan of /proc (`pids_in_proc`).

    end_processes([group], GRACE_S, watch=False, background=True)  # WorkerProcess.terminate: returns at once
    end_processes([group], grace_s, stop_if_none=True)             # protocol.end_group: what a worker left
    end_processes(children, grace_s, kill_only_running=True)       # reaper.end_all: adopted orphans

How its processes are signalled, seen and reaped is the caller's (`Ended`): a worker's process group in
protocol.py, a child of this process in reaper.py. No torch.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Sequence
from typing import Protocol

POLL_S = 0.02  # how often a watched ending looks whether its processes still run


class Ended(Protocol):
    """What `end_processes` ends (a process group, a child process), as its caller reaches it."""

    def send(self, number: int) -> bool:
        """Signal `number` to it; False when nothing of it was there."""
        ...

    def running(self) -> bool:
        """Whether something of it still runs (a zombie does not)."""
        ...

    def reap(self) -> None:
        """Its exit status collected, where that is the ending's to do."""
        ...


def end_processes(
    ended: Sequence[Ended],
    grace_s: float,
    *,
    stop_if_none: bool = False,
    watch: bool = True,
    kill_only_running: bool = False,
    background: bool = False,
) -> None:
    """SIGTERM to each now; up to `grace_s` for them to stop running; SIGKILL to each; each reaped.
    `stop_if_none`: nothing more when the SIGTERM found none of them. `watch=False`: the whole grace period
    is waited without looking. `kill_only_running`: SIGKILL only to one still running. `background`: all
    after the SIGTERM happens in a daemon thread, and this returns at once."""
    reached = [target.send(signal.SIGTERM) for target in ended]
    if stop_if_none and not any(reached):
        return
    if background:
        thread = threading.Thread(target=_kill_after, args=(ended, grace_s, watch, kill_only_running))
        thread.daemon = True
        thread.start()
    else:
        _kill_after(ended, grace_s, watch, kill_only_running)


def _kill_after(ended: Sequence[Ended], grace_s: float, watch: bool, kill_only_running: bool) -> None:
    """The grace period, then SIGKILL and reaping, one process after the other."""
    if watch:
        _wait_while_running(ended, grace_s)
    else:
        time.sleep(grace_s)
    for target in ended:
        if not kill_only_running or target.running():
            target.send(signal.SIGKILL)
        target.reap()


def _wait_while_running(ended: Sequence[Ended], grace_s: float) -> None:
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline and any(target.running() for target in ended):
        time.sleep(POLL_S)


def pids_in_proc() -> list[int]:
    """Every pid /proc lists now, zombies too; OSError where there is no /proc."""
    return [int(name) for name in os.listdir("/proc") if name.isdigit()]
