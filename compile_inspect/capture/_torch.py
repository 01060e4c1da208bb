"""The only module that touches private torch / Inductor APIs. Detect features, never versions.

Everything else uses public torch APIs (torch.compile, torch.profiler, torch.cuda) or reads files
torch wrote (TORCH_TRACE, the Inductor cache dir, Chrome traces) without importing torch.
"""

import contextlib
import importlib
import os
from pathlib import Path

import torch


def reset_compile_counters():
    """Clear Dynamo's counters so a worker reports only what its own mode compiled.

    `torch._dynamo.utils.counters` is private; it exists in every torch 2.x. A fresh worker
    process starts clean anyway; this only matters when a caller runs modes in one process.
    """
    counters = getattr(getattr(torch._dynamo, "utils", None), "counters", None)
    if counters is not None:
        counters.clear()


def graph_break_counts():
    """{reason: count} from Dynamo's `counters['graph_break']` (private; empty when absent).

    The session's graph breaks come from TORCH_TRACE (`dynamo_graph_break_reason`, torch-free);
    this is the in-process cross-check the worker records when TORCH_TRACE is unavailable.
    """
    counters = getattr(getattr(torch._dynamo, "utils", None), "counters", None)
    return dict(counters.get("graph_break", {})) if counters is not None else {}


def reset_dynamo():
    """Forget every compiled frame and guard, so the next mode compiles from scratch in this process.

    `torch._dynamo.reset()` is private but present in every torch 2.x; the in-process fallback calls
    it between modes (a worker process needs it never: it starts fresh).
    """
    torch._dynamo.reset()
    reset_compile_counters()


@contextlib.contextmanager
def inductor_cache_dir(path):
    """Inductor's on-disk caches go to `path` for the duration, and its in-memory caches start empty.

    Setting TORCHINDUCTOR_CACHE_DIR in os.environ works after import because Inductor's `cache_dir()`
    reads the variable on every call (torch/_inductor/runtime/cache_dir_utils.py); the memoised
    lookups in front of it must be cleared on entry and exit, which `temporary_cache_dir` does
    (torch 2.13 has it; where it is missing we do the same by hand).
    """
    path = str(Path(path).resolve())
    utils = _module("torch._inductor.runtime.cache_dir_utils")
    if utils is not None and hasattr(utils, "temporary_cache_dir"):
        with utils.temporary_cache_dir(path):
            yield
        return
    previous = os.environ.get("TORCHINDUCTOR_CACHE_DIR")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = path
    try:
        _clear_inductor_caches()
        yield
    finally:
        _clear_inductor_caches()
        if previous is None:
            os.environ.pop("TORCHINDUCTOR_CACHE_DIR", None)
        else:
            os.environ["TORCHINDUCTOR_CACHE_DIR"] = previous


def _clear_inductor_caches():
    utils = _module("torch._inductor.utils")
    clear = getattr(utils, "clear_caches", None) or getattr(utils, "clear_inductor_caches", None)
    if clear is not None:
        clear()


@contextlib.contextmanager
def structured_trace(directory):
    """TORCH_TRACE records go to a file in `directory` for the duration, as if TORCH_TRACE were set.

    The env var is read once at import (`torch._logging._internal._init_logs`), so in a running
    process we attach the same handler it would have made: `LazyTraceHandler(dir)` with the trace
    formatter, on the private `trace_log` (`torch.__trace`), which `trace_structured` writes to
    whenever it has any handler. Missing pieces (another torch layout): yields without a trace, and
    graph breaks then come from Dynamo's counters.
    """
    internal = _module("torch._logging._internal")
    needed = ("LazyTraceHandler", "TorchLogsFormatter", "trace_log")
    if internal is None or not all(hasattr(internal, name) for name in needed):
        yield False
        return
    Path(directory).mkdir(parents=True, exist_ok=True)
    handler = internal.LazyTraceHandler(str(directory))
    handler.setFormatter(internal.TorchLogsFormatter(trace=True))
    internal.trace_log.addHandler(handler)
    try:
        yield True
    finally:
        internal.trace_log.removeHandler(handler)
        handler.close()


def enable_provenance_tracking():
    """Ask Inductor to record, per generated kernel, its FX nodes and their stack traces (TORCH_TRACE
    artifacts `inductor_provenance_tracking_*`, handles in the wrapper). The only record of a C++
    kernel's origin: Inductor writes no `Source Nodes` comment above C++ kernels.

    `torch._inductor.config.trace.provenance_tracking_level` (int, 2.13; set from INDUCTOR_PROVENANCE)
    or the older bool `trace.provenance_tracking`; a level the user chose is kept. Returns the setting
    in force, or None where this torch has neither."""
    trace = getattr(_module("torch._inductor.config"), "trace", None)
    for name, on in (("provenance_tracking_level", 1), ("provenance_tracking", True)):
        if trace is not None and hasattr(trace, name):
            if not getattr(trace, name):
                setattr(trace, name, on)
            return getattr(trace, name)
    return None


def compile_arguments(kwargs):
    """torch.compile's keywords for `modes.compile_kwargs`'s dict: a `mode` with `options` (a configuration
    like `max-autotune+coordinate_descent_tuning=False`) becomes the mode's own options
    (`torch._inductor.list_mode_options`, public since 2.0) with the given ones over them, because
    torch.compile refuses `mode` and `options` together."""
    kwargs = dict(kwargs)
    if kwargs.get("mode") is None or not kwargs.get("options"):
        return kwargs
    mode = kwargs.pop("mode")
    mode_options = _module("torch._inductor").list_mode_options(mode, kwargs.get("dynamic"))
    kwargs["options"] = {**mode_options, **kwargs["options"]}
    return kwargs


def inductor_config_defaults():
    """{key: default value} of every `torch._inductor.config` key, nested ones dotted
    (`triton.cudagraphs`); `get_config_copy` is on the config module in every torch 2.x."""
    return dict(_module("torch._inductor.config").get_config_copy())


def _module(name):
    try:
        return importlib.import_module(name)
    except ImportError:
        return None
