"""SIGINT and SIGTERM routed to a callback while a block runs (the CLI's one-line exit 130, a capture's
orderly stop); the previous handlers come back afterwards. No torch: the CLI imports it at start-up."""

from __future__ import annotations

import contextlib
import signal
import threading


@contextlib.contextmanager
def signals_to(callback):
    """SIGINT and SIGTERM call `callback(signum)` (in the main thread) instead of raising, while the
    block runs; the previous handlers come back afterwards. Outside the main thread: no change."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    wanted = (signal.SIGINT, signal.SIGTERM)
    previous = {number: signal.signal(number, lambda signum, frame: callback(signum)) for number in wanted}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
