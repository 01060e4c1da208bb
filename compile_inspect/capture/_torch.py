"""The only module that touches private torch / Inductor APIs. Detect features, never versions.

Everything else uses public torch APIs (torch.compile, torch.profiler, torch.cuda) or reads files
torch wrote (TORCH_TRACE, the Inductor cache dir, Chrome traces) without importing torch.
"""

import contextlib
import importlib
import logging
import os
from pathlib import Path

import torch


def reset_compile_counters():
    """Clear Dynamo's counters so a worker reports only what its own mode compiled.

    `torch._dynamo.utils.counters` is private; it exists in every torch 2.x. A fresh worker
    process starts clean anyway; this only matters when a caller runs modes in one process.
    """
    counters = _dynamo_counters()
    if counters is not None:
        counters.clear()


def graph_break_counts():
    """{reason: count} from Dynamo's `counters['graph_break']` (private; empty when absent).

    The session's graph breaks come from TORCH_TRACE (`dynamo_graph_break_reason`, torch-free);
    this is the in-process cross-check the worker records when TORCH_TRACE is unavailable.
    """
    counters = _dynamo_counters()
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
    from compile_inspect.capture.protocol import triton_cache_dir

    path = os.path.abspath(path)  # not resolved: a link `protocol.command_safe` made stays a link
    utils = _module("torch._inductor.runtime.cache_dir_utils")
    with _environ("TRITON_CACHE_DIR", triton_cache_dir(path)), precompiled_header_dir():
        if utils is not None and hasattr(utils, "temporary_cache_dir"):
            with utils.temporary_cache_dir(path):
                yield
            return
        with _environ("TORCHINDUCTOR_CACHE_DIR", path):
            _clear_inductor_caches()
            try:
                yield
            finally:
                _clear_inductor_caches()


def warm_cpu_isa_probes(folder):
    """Inductor's CPU feature probes run in `folder` (kept between runs), before a mode compiles.

    Which vector ISA the compiler and the CPU support is found by six tiny C++ builds and as many
    `dlopen` children (torch/_inductor/cpu_vec_isa.py `valid_vec_isa_list`, private, torch 2.11-2.13),
    written to the Inductor cache dir: in each mode's fresh cache they took 4-6 s of every CPU compile on
    2 cores. Built once in `folder` (their names hash the code, the compiler's version, the flags and
    torch's version, so a stale one is never used), the answers stay memoised in this process and the
    mode's own cache holds only its kernels. Nothing happens where torch lacks the function or the folder
    cannot be made."""
    isa = _module("torch._inductor.cpu_vec_isa")
    if folder is None or isa is None or not hasattr(isa, "valid_vec_isa_list"):
        return
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:
        return
    with inductor_cache_dir(folder):
        _probe_isas_at_once(isa)
        isa.valid_vec_isa_list()


def _probe_isas_at_once(isa):
    """Ask each x86 ISA the CPU's flags name whether it builds and loads (`bool(VecISA)`, memoised per ISA)
    in threads at once, so that `valid_vec_isa_list` then finds every answer made: its probes run one after
    another, each a compile (cached) and a child Python that `dlopen`s the library (0.03-0.32 s each, three
    of them loading libtorch). The same questions `valid_vec_isa_list` asks on x86 (torch 2.11-2.13:
    `supported_vec_isa_list` filtered by `x86_isa_checker()`), so the same answers; 0.59 s against 1.03 s
    a worker on the dev VM (bench/isa_probes.py). Elsewhere, or where a name is missing, nothing."""
    import platform
    from concurrent.futures import ThreadPoolExecutor

    names = ("supported_vec_isa_list", "x86_isa_checker")
    if platform.machine() not in ("x86_64", "AMD64") or not all(hasattr(isa, name) for name in names):
        return
    try:
        flags = isa.x86_isa_checker()
        asked = [v for v in isa.supported_vec_isa_list if all(flag in flags for flag in str(v).split())]
    except Exception:  # noqa: BLE001 - a private function that changed: valid_vec_isa_list asks in order
        return
    builders = ("torch._inductor.codecache", "torch._inductor.cpp_builder")  # imported here, not in threads
    if len(asked) < 2 or any(_module(name) is None for name in builders):
        return
    with ThreadPoolExecutor(len(asked), thread_name_prefix="isa-probe") as pool:
        list(pool.map(_answer, asked))


def _answer(vec_isa) -> bool:
    try:
        return bool(vec_isa)
    except Exception:  # noqa: BLE001 - valid_vec_isa_list asks again, in order, and decides
        return False


@contextlib.contextmanager
def precompiled_header_dir():
    """Inductor's precompiled headers go to compile-inspect's header cache for the duration (an
    in-process run: the user's process fixed the folder under its temp folder when it imported torch).

    torch/_inductor/codecache.py's `_HEADER_DIR` and `_HEADER_LOCK_DIR` (private, module constants read
    at each header build; torch 2.11-2.13) are set and put back; where torch has neither, or the cache
    is `off`, nothing changes. A header built before, in this process, is still found where it was
    (`_precompile_header` is memoised per header)."""
    from compile_inspect.capture.protocol import header_cache

    codecache, folder = _module("torch._inductor.codecache"), header_cache()
    names = ("_HEADER_DIR", "_HEADER_LOCK_DIR")
    if folder is None or codecache is None or not all(hasattr(codecache, name) for name in names):
        yield
        return
    before = {name: getattr(codecache, name) for name in names}
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        yield
        return
    codecache._HEADER_DIR, codecache._HEADER_LOCK_DIR = str(folder), str(folder / "locks")
    try:
        yield
    finally:
        for name, value in before.items():
            setattr(codecache, name, value)


@contextlib.contextmanager
def _environ(name, value):
    """os.environ[name] = value for the duration; what was there (or its absence) afterwards. Triton's
    cache is set with Inductor's: Inductor sets TRITON_CACHE_DIR only when unset, and then for good."""
    previous = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = previous


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
        with _records_kept_from_log_capture(internal.trace_log):
            yield True
    finally:
        internal.trace_log.removeHandler(handler)
        handler.close()


@contextlib.contextmanager
def _records_kept_from_log_capture(trace_log):
    """For the block, `trace_log`'s records (an empty message each, the record in its `metadata`) kept
    from the log-capture handlers it shares with the root logger: pytest 9 adds its capture to every
    logger that does not propagate, and a failing gate printed one empty `DEBUG torch.__trace` line per
    record (issue 38 D16: 69 of its 106 lines). The trace's own handlers still get them."""
    shared = [handler for handler in trace_log.handlers if handler in logging.getLogger().handlers]

    def not_a_trace_record(record):
        return record.name != trace_log.name

    for handler in shared:
        handler.addFilter(not_a_trace_record)
    try:
        yield
    finally:
        for handler in shared:
            handler.removeFilter(not_a_trace_record)


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


@contextlib.contextmanager
def compile_events():
    """What Dynamo compiled while the block ran, from the TORCH_TRACE records as they are made (a handler
    beside `structured_trace`'s on the private `trace_log`; a LogRecord carries `metadata`, `payload`):
    yields a dict filled in at exit: `compiles` (frames compiled: `dynamo_start` records),
    `recompiled_because` (the `recompile_reasons` artifacts: the guard that failed) and `dynamic` (the
    sources of symbols created, `L['x'].size()[0]`: the dimensions that became dynamic). Empty where
    this torch has no `trace_log` or no handler writes to it (trace_structured only logs then)."""
    import logging

    internal = _module("torch._logging._internal")
    found = {"compiles": 0, "recompiled_because": [], "dynamic": []}
    records = []
    handler = logging.Handler(level=logging.DEBUG)
    handler.emit = records.append
    log = getattr(internal, "trace_log", None)
    if log is not None:
        log.addHandler(handler)
    try:
        yield found
    finally:
        if log is not None:
            log.removeHandler(handler)
        for record in records:
            _count_compile_event(
                found, getattr(record, "metadata", None) or {}, getattr(record, "payload", None)
            )


def _count_compile_event(found, metadata, payload):
    from compile_inspect.code import torch_trace

    symbol = metadata.get(torch_trace.CREATE_SYMBOL)
    if torch_trace.DYNAMO_START in metadata:
        found["compiles"] += 1
    elif isinstance(symbol, dict) and symbol.get("source") and symbol["source"] not in found["dynamic"]:
        found["dynamic"].append(symbol["source"])
    elif (metadata.get(torch_trace.ARTIFACT) or {}).get("name") == torch_trace.RECOMPILE_ARTIFACT and payload:
        found["recompiled_because"] += _reasons(payload)


def _reasons(payload):
    """The recompile_reasons artifact's payload (JSON: one reason, or a list of them) as a list of text."""
    import json

    try:
        reasons = json.loads(payload)
    except ValueError:
        return [str(payload)]
    return [str(reason) for reason in (reasons if isinstance(reasons, list) else [reasons])]


def _dynamo_counters():
    """`torch._dynamo.utils.counters` (private; in every torch 2.x), None where absent."""
    return getattr(getattr(torch._dynamo, "utils", None), "counters", None)


def _module(name):
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


# ---- what compile_inspect.testing's gates need (CUDA graphs, compile-mode names, frame counters)


def dynamo_frame_counts():
    """Dynamo's `counters['frames']` ({'total': frames it tried, 'ok': frames it converted}; private,
    empty when absent): the in-process check of compile failures where TORCH_TRACE wrote nothing."""
    counters = _dynamo_counters()
    return dict(counters.get("frames", {})) if counters is not None else {}


def cudagraph_skip_count():
    """`counters['inductor']['cudagraph_skips']`: graphs Inductor compiled without CUDA graphs, and calls
    where cudagraph trees gave up (re-record limit, mutated inputs). Bumped in 2.11-2.13 wherever a skip
    is decided, including on CPU-only graphs, where torch logs no reason (`output_code.py` logs only
    when "cuda" is among the graph's devices); not bumped where graph partitioning found no partition
    to capture (pytorch/pytorch#193044, open). 0 when absent."""
    counters = _dynamo_counters()
    return int(counters.get("inductor", {}).get("cudagraph_skips", 0)) if counters is not None else 0


def compiled_graphs():
    """Every Inductor `CompiledFxGraph` alive in this process. Each keeps why CUDA graphs were not used for
    it (`disabled_cudagraphs_reason`, `cudagraph_info.cudagraph_fail_reasons`), the one place torch keeps
    the reason of a CPU-only graph's skip. Found by walking the garbage collector's objects (~0.1 s):
    torch offers no handle from a compiled function to its graphs. [] where the class is missing."""
    import gc

    try:
        from torch._inductor.output_code import CompiledFxGraph as graph_class
    except ImportError:
        return []
    return [obj for obj in gc.get_objects() if issubclass(type(obj), graph_class)]  # type(): weak proxies


def cudagraph_disabled_reasons(graph):
    """Why Inductor compiled `graph` (a CompiledFxGraph) without CUDA graphs, in torch's words ([] if it did not say)."""
    info = getattr(graph, "cudagraph_info", None)
    reasons = [getattr(graph, "disabled_cudagraphs_reason", None)]
    reasons += list(getattr(info, "cudagraph_fail_reasons", None) or ())
    return [reason.strip() for reason in reasons if isinstance(reason, str) and reason.strip()]


def graph_device_types(graph):
    """The devices a CompiledFxGraph runs on ({"cpu"}, {"cuda"}); empty where it does not say."""
    return set(getattr(graph, "device_types", None) or ())


class CudagraphWatch:
    """What cudagraph trees did while a `watch_cudagraphs()` block ran, each event tagged with the
    `phase` the caller had set when it happened (e.g. "warm-up", "steady").

    recordings: the phase of each CUDA graph recording, None where this torch has no recording
    callback. messages: (phase, text) of each record of the "cudagraphs" loggers: skip warnings
    ("skipping cudagraphs due to ..."), the dynamic-shape warning, and the debug lines that say why a
    graph was re-recorded ("Re-recording function=..., reason=...")."""

    def __init__(self):
        self.phase = "warm-up"
        self.recordings = []
        self.messages = []


@contextlib.contextmanager
def watch_cudagraphs():
    """Yields a CudagraphWatch that fills while the block runs. Recordings come from Dynamo's compile
    callbacks (`torch._dynamo.callback.callback_handler`: cudagraph trees wraps each recording in
    `install_callbacks(CallbackTrigger.CUDAGRAPH_RECORDING)`); messages from a handler on the loggers of
    `cudagraph_utils` and `cudagraph_trees`, set to DEBUG for the block (so that cudagraph trees works
    out its re-record reasons), and put back after."""
    watch = CudagraphWatch()
    with _recording_callback(watch), _cudagraph_messages(watch):
        yield watch


@contextlib.contextmanager
def _recording_callback(watch):
    callback = _module("torch._dynamo.callback")
    handler = getattr(callback, "callback_handler", None)
    trigger = getattr(getattr(callback, "CallbackTrigger", None), "CUDAGRAPH_RECORDING", None)
    if handler is None or trigger is None or not hasattr(handler, "remove_start_callback"):
        watch.recordings = None
        yield
        return

    def on_start(args):
        if getattr(args, "callback_trigger", None) == trigger:
            watch.recordings.append(watch.phase)

    handler.register_start_callback(on_start)
    try:
        yield
    finally:
        with contextlib.suppress(ValueError):  # torch._dynamo.reset() clears every callback
            handler.remove_start_callback(on_start)


@contextlib.contextmanager
def _cudagraph_messages(watch):
    import logging

    class Collect(logging.Handler):
        def emit(self, record):
            watch.messages.append((watch.phase, record.getMessage()))

    loggers = [
        getattr(_module("torch._inductor.cudagraph_utils"), "cudagraphs_log", None),
        getattr(_module("torch._inductor.cudagraph_trees"), "log", None),
    ]
    loggers = [logger for logger in loggers if isinstance(logger, logging.Logger)]
    handler, levels = Collect(logging.DEBUG), [logger.level for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels):
            logger.removeHandler(handler)
            logger.setLevel(level)


# The config modules whose changed values a session records (`configuration_changes`).
CONFIG_MODULES = {"inductor": "torch._inductor.config", "dynamo": "torch._dynamo.config"}


def configuration_changes() -> dict[str, dict[str, str]]:
    """{"inductor": {key: value as text}, "dynamo": {...}}: every config value that differs from its
    default now (set by code or by an environment variable), nested keys dotted. `_is_default` (the
    config module's own test, env overrides counted as changes) where this torch has it, else the value
    against the entry's `default`; {} for a module without either."""
    return {label: _changed(_module(name)) for label, name in CONFIG_MODULES.items()}


def _changed(module) -> dict[str, str]:
    entries, current = getattr(module, "_config", None), module.get_config_copy()
    if not isinstance(entries, dict):
        return {}
    is_default = getattr(module, "_is_default", None)
    changed = {}
    for key, entry in entries.items():
        same = (
            is_default(key) if callable(is_default) else current.get(key) == getattr(entry, "default", None)
        )
        if not same:
            changed[key] = _as_text(current.get(key))
    return dict(sorted(changed.items()))


def _as_text(value) -> str:
    text = repr(value)
    return text if len(text) <= 200 else text[:199] + "…"
