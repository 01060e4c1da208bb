"""Ending processes (compile_inspect/capture/ending.py) on real children of the test, through each way the
package ends them: a worker's process group (protocol.end_group, WorkerProcess.terminate's background
ending), adopted orphans (reaper.end_all); and the /proc scan. Grace periods of 0.2 s keep it fast."""

import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest

from compile_inspect.capture import ending, protocol, reaper
from compile_inspect.capture.probes import process_stat

GRACE_S = 0.2
LEAVES_ON_SIGTERM = "import time; print('ready', flush=True); time.sleep(60)"
IGNORES_SIGTERM = (
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print('ready', flush=True); "
    "time.sleep(60)"
)

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux's /proc")


@contextlib.contextmanager
def child(code):
    """A child of the test running `code` in its own process group, once it says it is ready; killed and
    waited for on the way out if the test left it running."""
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        assert process.stdout is not None and process.stdout.readline() == "ready\n"
        yield process
    finally:
        process.kill()  # nothing when it was waited for already
        process.wait(timeout=10)
        assert process.stdout is not None
        process.stdout.close()


def exited_child():
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait(timeout=30)
    return process


def timed(action):
    started = time.monotonic()
    action()
    return time.monotonic() - started


def test_a_group_that_leaves_on_sigterm_gets_no_sigkill():
    with child(LEAVES_ON_SIGTERM) as process:
        protocol.end_group(process, grace_s=GRACE_S)
        assert process.wait(timeout=10) == -signal.SIGTERM


def test_a_group_that_ignores_sigterm_is_killed_after_the_grace_period():
    with child(IGNORES_SIGTERM) as process:
        elapsed = timed(lambda: protocol.end_group(process, grace_s=GRACE_S))
        assert process.wait(timeout=10) == -signal.SIGKILL
        assert elapsed >= GRACE_S


def test_ending_the_group_of_a_process_that_exited_is_fine():
    process = exited_child()
    assert timed(lambda: protocol.end_group(process, grace_s=GRACE_S)) < GRACE_S
    assert process.returncode == 0


def test_the_background_ending_returns_at_once_and_kills_after_the_grace_period():
    with child(IGNORES_SIGTERM) as process:
        started = time.monotonic()
        group = protocol.ProcessGroup(process)
        ending.end_processes([group], GRACE_S, watch=False, background=True)  # WorkerProcess.terminate's
        assert time.monotonic() - started < GRACE_S
        assert process.wait(timeout=10) == -signal.SIGKILL
        assert time.monotonic() - started >= GRACE_S


def test_a_child_that_leaves_on_sigterm_ends_before_the_grace_period_and_is_reaped():
    with child(LEAVES_ON_SIGTERM) as process:
        assert timed(lambda: reaper.end_all([process.pid], grace_s=GRACE_S)) < GRACE_S
        assert process_stat(process.pid) == []  # reaped: no zombie left


def test_a_child_that_ignores_sigterm_is_killed_after_the_grace_period_and_reaped():
    with child(IGNORES_SIGTERM) as process:
        assert timed(lambda: reaper.end_all([process.pid], grace_s=GRACE_S)) >= GRACE_S
        assert process_stat(process.pid) == []


def test_ending_children_that_exited_is_fine():
    zombie = subprocess.Popen([sys.executable, "-c", "pass"])
    while process_stat(zombie.pid)[:1] != ["Z"]:
        time.sleep(0.01)
    reaped = exited_child()
    assert timed(lambda: reaper.end_all([zombie.pid, reaped.pid], grace_s=GRACE_S)) < GRACE_S
    assert process_stat(zombie.pid) == []  # the zombie reaped on the way
    zombie.wait(timeout=10)  # Popen learns it is gone


def test_the_proc_scan_lists_a_running_child_and_not_one_that_exited():
    with child(LEAVES_ON_SIGTERM) as process:
        assert process.pid in ending.pids_in_proc()
        assert process.pid in reaper.children()
        assert protocol.group_lives(process.pid)
        process.kill()
        process.wait(timeout=10)
        assert process.pid not in ending.pids_in_proc()
        assert process.pid not in reaper.children()
        assert not protocol.group_lives(process.pid)
