"""Orphans a run's workers leave behind (a daemon the target started with `setsid`) end with the run.

    with strays_ended():          # this process adopts its descendants' orphans for the duration
        run the workers ...       # on leaving: the adopted ones get SIGTERM, SIGKILL after GRACE_S

Ending a worker's process group (protocol.end_group) reaches every process the worker started but one
that left the group: `setsid`, `start_new_session=True`, a daemon's double fork. Linux's
PR_SET_CHILD_SUBREAPER makes such an orphan this process's child when its parent exits, so the run can
see it and end it. Elsewhere (no prctl) nothing changes. No torch here.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
from dataclasses import dataclass

from compile_inspect.capture.ending import end_processes, pids_in_proc
from compile_inspect.capture.probes import process_stat
from compile_inspect.capture.protocol import GRACE_S

_PR_SET_CHILD_SUBREAPER, _PR_GET_CHILD_SUBREAPER = 36, 37


@contextlib.contextmanager
def strays_ended():
    """This process adopts its descendants' orphans for the duration; the ones adopted then (children it
    did not have on entry, in a session of their own) are ended on leaving, and the flag put back."""
    prctl = _prctl()
    if prctl is None:
        yield
        return
    was = ctypes.c_int(0)
    prctl(_PR_GET_CHILD_SUBREAPER, ctypes.byref(was), 0, 0, 0)
    before = set(children())
    prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    try:
        yield
    finally:
        try:
            end_all([pid for pid in children() if pid not in before and _own_session(pid)])
        finally:
            prctl(_PR_SET_CHILD_SUBREAPER, was.value, 0, 0, 0)


def _prctl():
    """libc's prctl, on Linux; None elsewhere or where it cannot be loaded."""
    if not os.path.isdir("/proc/self"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return libc.prctl
    except (OSError, AttributeError):
        return None


def children() -> list[int]:
    """The pids whose parent is this process (a scan of /proc: /proc/self/task/*/children needs a kernel
    option)."""
    me = os.getpid()
    return [pid for pid in pids_in_proc() if process_stat(pid)[1:2] == [me]]


def _own_session(pid: int) -> bool:
    """Whether `pid` left this process's session (how an orphan of a worker's descendant looks)."""
    stat = process_stat(pid)
    return bool(stat) and stat[3] != os.getsid(0)


def end_all(pids: list[int], grace_s: float = GRACE_S) -> None:
    """SIGTERM to each (its group too, where it leads one), SIGKILL after `grace_s` to each still running;
    each reaped."""
    end_processes([_Child(pid) for pid in pids], grace_s, kill_only_running=True)


@dataclass(frozen=True)
class _Child:
    """A child of this process, as `end_processes` ends it."""

    pid: int

    def send(self, number: int) -> bool:
        """`number` to it (its group, where it leads one), while it is still a child of ours: a pid is
        never signalled once reaped and reused. False when it is no child of ours (any more)."""
        stat = process_stat(self.pid)
        if not stat or stat[1] != os.getpid():
            return False
        with contextlib.suppress(ProcessLookupError, PermissionError):
            if stat[2] == self.pid:
                os.killpg(self.pid, number)
            else:
                os.kill(self.pid, number)
        return True

    def running(self) -> bool:
        """Running, not a zombie; a zombie child of ours is reaped on the way."""
        stat = process_stat(self.pid)
        if stat and stat[0] == "Z":
            self._wait(os.WNOHANG)
            return False
        return bool(stat)

    def reap(self) -> None:
        self._wait(0)

    def _wait(self, options: int) -> None:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, options)
