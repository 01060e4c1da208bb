"""SIGINT and SIGTERM routed to a callback while a block runs (the CLI's one-line exit 130, a capture's
orderly stop); the previous handlers come back afterwards. No torch: the CLI imports it at start-up.

    >>> with signals_to(raise_interrupted):     # Ctrl-C raises Interrupted wherever the reading is
    ...     report = load("runs/big")

`Interrupted` is a BaseException, like KeyboardInterrupt, so no `except Exception` or `except
InspectError` on the way (a trace that cannot be read drops its mode with a warning: compare/loading.py)
can mistake a Ctrl-C for a bad file and carry on to write an incomplete report as if it were whole.
"""

from __future__ import annotations

import contextlib
import signal
import threading


class Interrupted(BaseException):
    """Ctrl-C or SIGTERM while reading or rendering: the command stops, writes nothing, exits 130."""

    exit_code = 130


@contextlib.contextmanager
def signals_to(callback):
    """SIGINT and SIGTERM call `callback(signum)` (in the main thread) instead of raising, while the
    block runs; the previous handlers come back afterwards, unless the block set SIG_IGN on its way out
    (`raise_interrupted`, the CLI's exit): a second Ctrl-C while the process exits must not turn into a
    KeyboardInterrupt and a death by SIGINT instead of exit 130. Outside the main thread: no change."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    wanted = (signal.SIGINT, signal.SIGTERM)
    previous = {number: signal.signal(number, lambda signum, frame: callback(signum)) for number in wanted}
    try:
        yield
    finally:
        for number, handler in previous.items():
            if signal.getsignal(number) is signal.SIG_IGN:
                continue  # the block chose to ignore further signals while it leaves (the CLI's exit 130)
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)


def raise_interrupted(signum) -> None:
    """Raise `Interrupted` for the first signal; later ones are ignored, so the cleanup on the way out
    (removing a half-written temporary file) is not cut short by a second Ctrl-C."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_IGN)
    raise Interrupted(f"interrupted by {signal.Signals(signum).name}")
