"""A duty-cycled CPU hog: a busy machine that comes and goes, as on a shared box (issue 16).

    from hog import duty_cycled_hog            # bench/ on sys.path

    with duty_cycled_hog(processes=2, on_s=1.5, off_s=1.5) as hog:
        ...  # the work to disturb; hog.pids are the busy processes

Each hog is a separate Python process (`sys.executable -I -S -c ...`) spinning a pure-Python loop for
`on_s` seconds, then sleeping `off_s` seconds, on its own clock: all of them follow one shared start
time, so they are on together and off together. Nothing but the standard library is used.

No process is ever left behind: leaving the block (normally, by an exception, Ctrl-C, or SIGTERM to a
main thread that had SIGTERM's default action) kills and reaps every hog; on Linux each hog also asks
the kernel to kill it when the thread that started it dies (PR_SET_PDEATHSIG), and everywhere it exits
by itself at its next phase change (every <= 1 ms while spinning, every `off_s` while sleeping) once its
parent process is gone.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass

# The hog itself. argv: on_s off_s start_time parent_pid.
_CHILD = r"""
import os, sys, time
on_s, off_s, start, parent = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
if sys.platform.startswith("linux"):
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, 9)  # PR_SET_PDEATHSIG, SIGKILL
    except Exception:
        pass
period = on_s + off_s
try:
    while os.getppid() == parent:
        phase = (time.time() - start) % period
        if phase < on_s:
            end = time.monotonic() + (on_s - phase)
            x = 0
            while time.monotonic() < end:
                for _ in range(20000):  # ~1 ms of pure-Python work between clock reads
                    x += 1
        else:
            time.sleep(period - phase)
except KeyboardInterrupt:
    pass
"""


@dataclass(frozen=True)
class Hog:
    pids: tuple
    on_s: float
    off_s: float
    start: float  # time.time() at which the first "on" phase began

    def is_on(self, now=None):
        """Whether the hogs are spinning at `now` (time.time(); default: now)."""
        now = time.time() if now is None else now
        return (now - self.start) % (self.on_s + self.off_s) < self.on_s


@contextlib.contextmanager
def duty_cycled_hog(processes=2, on_s=1.5, off_s=1.5):
    """Run `processes` busy-loop processes, on `on_s` seconds / off `off_s` seconds, for the block."""
    if processes < 0 or on_s <= 0 or off_s < 0:
        raise ValueError("duty_cycled_hog: processes >= 0, on_s > 0 and off_s >= 0")
    children = []
    restore = _sigterm_raises()
    start = time.time()
    try:
        for _ in range(processes):
            children.append(
                subprocess.Popen(
                    [
                        sys.executable,
                        "-I",
                        "-S",
                        "-c",
                        _CHILD,
                        str(on_s),
                        str(off_s),
                        repr(start),
                        str(os.getpid()),
                    ],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
        yield Hog(tuple(child.pid for child in children), on_s, off_s, start)
    finally:
        for child in children:
            with contextlib.suppress(OSError):
                child.kill()
        for child in children:
            with contextlib.suppress(Exception):
                child.wait(timeout=10)
        restore()


def _sigterm_raises():
    """While the hog runs, SIGTERM (when its action is the default, in the main thread) raises SystemExit
    so the `finally` above reaps the hogs; returns the function that puts the old action back."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        return lambda: None

    def _raise(signum, frame):
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, _raise)
    return lambda: signal.signal(signal.SIGTERM, signal.SIG_DFL)


if __name__ == "__main__":  # python bench/hog.py [seconds]: watch it with top
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 6.0
    with duty_cycled_hog() as hog:
        print(f"hog pids {hog.pids}: on 1.5 s / off 1.5 s for {seconds:g} s", flush=True)
        time.sleep(seconds)
