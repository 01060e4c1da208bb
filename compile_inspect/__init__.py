"""compile-inspect: what torch.compile did to your function, and what it cost.

    import compile_inspect as ci
    session = ci.inspect(fn, x, modes=["default", "reduce-overhead"])
    print(session.diff())

Importing this package imports no torch (nor the analysis modules): each public name is loaded on
first use, and only `inspect` (and `compile_inspect.testing`'s assertions) import torch.
"""

import importlib

__version__ = "0.1.0"
__all__ = [
    "__version__",
    "inspect",
    "load",
    "explain",
    "InspectedSession",
    "ModeView",
    "Diff",
    "Explanation",
    "InspectError",
    "testing",
]

# public name -> the module that defines it (loaded on first access, PEP 562)
_LAZY = {
    "inspect": "compile_inspect.api",
    "load": "compile_inspect.api",
    "explain": "compile_inspect.api",
    "InspectedSession": "compile_inspect.api",
    "ModeView": "compile_inspect.api",
    "Diff": "compile_inspect.api",
    "Explanation": "compile_inspect.api",
    "InspectError": "compile_inspect.errors",
}


def __getattr__(name):
    if name == "testing":
        return importlib.import_module("compile_inspect.testing")
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'compile_inspect' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))
