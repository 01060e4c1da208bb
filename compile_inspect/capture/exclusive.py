"""One capture at a time in a process: the library's `inspect()` from two threads, or from inside the
function another capture runs (issue 38). No torch.

    CAPTURES.refuse_nested("fn")           # UsageError: inside a worker, or inside this thread's capture
    with CAPTURES.held(waiting=say):       # another thread's capture runs: wait for its end
        with CAPTURES.here():              # the target runs in this process (the in-process fallback)
            ...

Two captures at once share the process's profiler, its stdout and stderr (the in-process run points
them at the mode's log) and the machine (each would time the other as load): a second thread's
`inspect()` waits for the first to end. A capture inside a capture is refused before any work: in a
worker (its environment names the mode), in the thread whose capture runs, and in a thread started
while a capture runs its target in this process (the target's own thread, perhaps: waiting for the
capture to end would never end).
"""

import contextlib
import os
import threading

from compile_inspect import errors

WORKER_VARIABLE = "COMPILE_INSPECT_MODE"  # in every worker's environment (capture/protocol.py worker_env)
HINT = "nested captures are refused; call inspect() outside the function it captures"


class Captures:
    """The process's one capture: which thread holds it, and whether its target runs in this process."""

    def __init__(self):
        self._lock = threading.Lock()
        self.holder = None  # the thread whose capture runs now
        self.in_this_process = False  # its target runs here (the in-process fallback)
        self.threads_before = frozenset()  # the threads running when it started the target here

    def refuse_nested(self, label):
        """UsageError when `inspect(label)` is called from inside a capture (see the module's docstring)."""
        mode = os.environ.get(WORKER_VARIABLE)
        if mode:
            raise errors.UsageError(
                f"inspect({label}) inside a capture: this process is the worker of mode {mode}; {HINT}"
            )
        holder, current = self.holder, threading.current_thread()
        if holder is current:
            raise errors.UsageError(f"inspect({label}) inside the capture this thread runs; {HINT}")
        if holder is not None and self.in_this_process and current not in self.threads_before:
            raise errors.UsageError(
                f"inspect({label}) from a thread started while the inspect() of thread {holder.name!r} runs "
                f"its target in this process; {HINT}"
            )

    @contextlib.contextmanager
    def held(self, waiting=None):
        """The capture held by this thread for the block; `waiting(holder)` is told first when another
        thread holds it, and this one waits for it."""
        if not self._lock.acquire(blocking=False):
            if waiting is not None:
                waiting(self.holder)
            self._lock.acquire()
        self.holder = threading.current_thread()
        try:
            yield
        finally:
            self.holder, self.in_this_process = None, False
            self._lock.release()

    @contextlib.contextmanager
    def here(self):
        """The held capture runs its target in this process for the block."""
        self.threads_before, self.in_this_process = frozenset(threading.enumerate()), True
        try:
            yield
        finally:
            self.threads_before, self.in_this_process = frozenset(), False


CAPTURES = Captures()
