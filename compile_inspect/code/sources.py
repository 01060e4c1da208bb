"""FX graph hash -> Inductor's generated source, from what a run leaves on disk. No torch.

    sources = sources_from_cache_dir("runs/mm/default/inductor_cache")
    sources["fdglgmd3..."]          # the module that `## Call CompiledFxGraph fdglgmd3... ##` ran

Three places hold the link (see docs/torch-internals.md):
- the Inductor cache dir: `fxgraph/<2 chars>/<fx hash>/<entry>` is a pickled CompiledFxGraph whose
  `source_code` field is the generated module. Read with pickletools, so nothing is unpickled, torch
  is not needed, and a cache dir copied from another machine works as well as a local one.
- TORCH_TRACE logs: an `inductor_output_code` record (payload: the module) and, in the same compile,
  an `fx_graph_cache_miss` / `fx_graph_cache_hit` artifact whose JSON payload has the `key`.
- the Chrome trace: which hashes were actually called (`graph_hashes_in_trace`).
"""

import pickletools
import re
from pathlib import Path

from compile_inspect.code.torch_trace import (
    FX_GRAPH_CACHE_ARTIFACTS,
    OUTPUT_CODE,
    parse_json,
    read_torch_trace,
)
from compile_inspect.reading import MAX_FILE_BYTES, MAX_TRACE_BYTES, read_bytes, read_text
from compile_inspect.trace import events

_MEMO_OPS = {"MEMOIZE", "PUT", "BINPUT", "LONG_BINPUT"}


def sources_from_cache_dir(cache_dir):
    """Every FX graph cache entry under an Inductor cache dir -> {fx hash: generated source}."""
    sources = {}
    for entry in sorted(Path(cache_dir).glob("fxgraph/*/*/*")):
        if entry.is_file():
            source = _source_in_pickle(read_bytes(entry, MAX_FILE_BYTES, gunzip=False))
            if source is not None:
                sources[entry.parent.name] = source
    return sources


def _source_in_pickle(data):
    """The string that follows the key 'source_code' in a pickled CompiledFxGraph's state dict."""
    previous = None
    try:
        for opcode, arg, _ in pickletools.genops(data):
            if previous == "source_code" and isinstance(arg, str):
                return arg
            if opcode.name not in _MEMO_OPS:  # memo bookkeeping sits between a key and its value
                previous = arg if isinstance(arg, str) else None
    except (ValueError, EOFError):  # a truncated or foreign file: not an entry we can read
        return None
    return None


def sources_from_torch_trace(path):
    """TORCH_TRACE -> {fx hash: source}: the i-th output code of a compile pairs with its i-th cache key."""
    codes, keys = {}, {}
    for record in read_torch_trace(path):
        if record.kind == OUTPUT_CODE:
            codes.setdefault(record.compile_key, []).append(record.payload)
        elif record.artifact_name in FX_GRAPH_CACHE_ARTIFACTS:
            key = parse_json(record.payload) or {}
            if key.get("key"):
                keys.setdefault(record.compile_key, []).append(key["key"])
    return {
        key: code for compile_key in keys for key, code in zip(keys[compile_key], codes.get(compile_key, ()))
    }


def graph_hashes_in_trace(path):
    """The FX hashes of `## Call CompiledFxGraph <hash> ##` events in a Chrome trace, first-seen order."""
    return events.graph_hashes_in_text(read_text(path, MAX_TRACE_BYTES))


def output_code_files_in_log(text):
    """Paths of generated modules named by `Output code written to: <path>` lines of a TORCH_LOGS log."""
    return list(dict.fromkeys(re.findall(r"Output code written to: (\S+\.py)", text)))


def relocate(path, cache_dir):
    """A generated-module path recorded on another machine -> the same file in a moved cache dir.

    `/tmp/torchinductor_root/sv/csve...py` with cache_dir `runs/x/cache` -> `runs/x/cache/sv/csve...py`
    (the cache keeps modules at `<2 chars>/<name>.py`), or None when it is not there.
    """
    parts = Path(path).parts[-2:]
    candidate = Path(cache_dir, *parts)
    return candidate if candidate.is_file() else None


def resolve_sources(cache_dir=None, torch_trace=None):
    """Merge what the cache dir and TORCH_TRACE know; the cache entry wins (it is what ran)."""
    sources = (
        dict(sources_from_torch_trace(torch_trace)) if torch_trace and Path(torch_trace).exists() else {}
    )
    if cache_dir and Path(cache_dir).is_dir():
        sources.update(sources_from_cache_dir(cache_dir))
    return sources
