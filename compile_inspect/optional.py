"""torch is an optional dependency: capture needs it, reading and rendering sessions and traces do not.

    pip install compile-inspect            # explain, diff of saved sessions and traces, show: no torch
    pip install 'compile-inspect[capture]' # + torch, for run, diff TARGET, inspect()

`require_torch(what)` is called before any capture starts and raises one readable line (exit 2 from the
CLI) where torch cannot be imported. It looks torch up without importing it (importing takes seconds).
"""

from __future__ import annotations

import importlib.util

from compile_inspect.errors import InspectError

INSTALL_HINT = "pip install 'compile-inspect[capture]' (or pip install torch)"


class TorchMissing(InspectError):
    """Capture was asked for where torch is not installed."""


def torch_available() -> bool:
    try:
        return importlib.util.find_spec("torch") is not None
    except (ImportError, ValueError):  # a broken install, or an import hook that refuses torch
        return False


def require_torch(what: str) -> None:
    """Raise TorchMissing naming `what` and how to install torch, unless torch can be imported."""
    if not torch_available():
        raise TorchMissing(f"{what} runs torch, which is not installed: {INSTALL_HINT}")
