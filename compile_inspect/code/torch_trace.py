"""TORCH_TRACE logs (what `TORCH_TRACE=<dir>` makes torch write) -> records: a glog-style JSON header line
and the tab-indented payload lines after it. The one low-level reader: generated sources, torch's evidence
and provenance all read through it. No torch.

    records = read_torch_trace("runs/mm/default/torch_trace")     # every *.log / *.log.gz in the folder
    [r.artifact_name for r in records if r.kind == ARTIFACT]       # ['fx_graph_cache_miss', ...]

It is also the one home of TORCH_TRACE's vocabulary: every record kind and artifact name torch writes
(below, with where torch writes each), as trace/events.py is the Chrome trace's; tests/test_vocabulary.py
fails on one spelled anywhere else. The fields inside a `compilation_metrics` record are read, and named,
in code/evidence.py only.
"""

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

from compile_inspect.errors import FileRefused
from compile_inspect.reading import MAX_FILE_BYTES, inside, read_bytes

# ---- TORCH_TRACE's vocabulary ----

# Record kinds: the first key of each record's JSON header (torch/_logging/structured.py, trace_structured).
# Seen in 2.11 (H200 recordings) and 2.13 (CPU recordings) unless noted.

# torch/_dynamo/utils.py record_compilation_metrics: one per compile of a frame; "bwd_" prefixed when the
# compile was a lazily compiled backward, "_runtime" suffixed for work timed at run time (cudagraphify,
# Triton autotuning at first call), which is no compile of its own.
METRICS = "compilation_metrics"
BACKWARD_METRICS = "bwd_compilation_metrics"
RUNTIME_SUFFIX = "_runtime"
DYNAMO_START = "dynamo_start"  # torch/_dynamo/convert_frame.py: Dynamo began converting a frame
# torch/_dynamo/output_graph.py: Dynamo produced an FX graph (its node names are the `Source Nodes` of the
# kernel comments; `# File: f.py:12 in fn` comments name each node's line).
OUTPUT_GRAPH = "dynamo_output_graph"
# torch/_functorch/_aot_autograd/graph_compile.py (and aot_autograd_result.py on an AOT cache hit):
# AOTAutograd partitioned a joint graph into forward + backward, i.e. compiled a training graph.
BACKWARD_GRAPH = "aot_backward_graph"
# torch/_dynamo/guards.py: the C++ guard tree, one `+- NAME: ...` line per leaf guard, then
# "Guard latency = 83.47 us" (guard evaluation timed once when the guards are built).
CPP_GUARDS = "dynamo_cpp_guards_str"
CHROMIUM_EVENT = "chromium_event"  # torch/_dynamo/utils.py ChromiumEventLogger: B/E events of dynamo_timed
OUTPUT_CODE = "inductor_output_code"  # torch/_inductor/graph.py: the generated module, as its payload
ARTIFACT = "artifact"  # torch/_logging/structured.py: a named artifact, `{"artifact": {"name": ...}}`
CREATE_SYMBOL = (
    "create_symbol"  # torch/fx/experimental/symbolic_shapes.py: a dimension made dynamic ("source")
)
RECORD_KINDS = frozenset(
    {METRICS, BACKWARD_METRICS, DYNAMO_START, OUTPUT_GRAPH, BACKWARD_GRAPH, CPP_GUARDS, CHROMIUM_EVENT}
    | {OUTPUT_CODE, ARTIFACT}
)

# Artifact names (`record.artifact_name`).
GRAPH_BREAK_ARTIFACT = "dynamo_graph_break_reason"  # torch/_dynamo/symbolic_convert.py, one per break
RECOMPILE_ARTIFACT = "recompile_reasons"  # torch/_dynamo/convert_frame.py: failed guards, JSON list or text
TORCH_VERSION_ARTIFACT = "torch_version"  # torch/_logging/structured.py; 2.13 writes it, 2.11 does not
# torch/_inductor/codecache.py FxGraphCache: the cache key (`{"key": <fx hash>, ...}`) of each compiled graph,
# in the same compile as its `inductor_output_code`.
FX_GRAPH_CACHE_ARTIFACTS = ("fx_graph_cache_miss", "fx_graph_cache_hit")
# torch/_inductor/compile_fx.py: the post-grad graph (node names = the `Graph fragment` / `=>` right-hand
# side of the kernel comments).
POST_GRAD_GRAPH = "inductor_post_grad_graph"
# torch/_inductor/debug.py, with config.trace.provenance_tracking_level >= 1: {"<kernel>:<handle>": [stack]}
# and {"cppCodeToPost" / "tritonCodeToPost": {...}, "postToPre": ...}.
PROVENANCE_STACKS = "inductor_provenance_tracking_kernel_stack_traces"
PROVENANCE_NODES = "inductor_provenance_tracking_node_mappings"
ARTIFACT_NAMES = frozenset(
    {GRAPH_BREAK_ARTIFACT, RECOMPILE_ARTIFACT, TORCH_VERSION_ARTIFACT, *FX_GRAPH_CACHE_ARTIFACTS}
    | {POST_GRAD_GRAPH, PROVENANCE_STACKS, PROVENANCE_NODES}
)

# ---- the reader ----

_GLOG_HEADER = re.compile(r"^[VIWEC]\d{4} [\d:.]+\s+\d+ [^\]]*\] (\{.*\})\s*$")


@dataclass(frozen=True)
class TraceRecord:
    """One TORCH_TRACE record: the JSON header line and the payload lines that follow it."""

    kind: str
    header: dict
    payload: str

    @property
    def compile_key(self):
        return (self.header.get("frame_id"), self.header.get("frame_compile_id"), self.header.get("attempt"))

    @property
    def artifact_name(self):
        return self.header.get(ARTIFACT, {}).get("name") if self.kind == ARTIFACT else None


def read_torch_trace(path):
    """A TORCH_TRACE folder (every *.log or *.log.gz in it) or one log file -> its records, in order.

    Read once per set of files (name, size, mtime): the loading step asks for a mode's records twice
    (torch's evidence, the kernels' provenance), and a model's logs are megabytes. Each log is a regular
    file within MAX_FILE_BYTES (inflated), and a folder's logs lie in it: FileRefused for a link that
    leads out of the folder (docs/security.md)."""
    path = Path(path)
    files = sorted([*path.glob("*.log"), *path.glob("*.log.gz")]) if path.is_dir() else [path]
    for file in files:
        if not inside(path, file):
            raise FileRefused(f"{file} leads outside its TORCH_TRACE folder {path}")
    return _records_of(tuple((str(file), *_stamp(file)) for file in files))


def _stamp(file):
    try:
        stat = file.stat()
    except OSError:
        return (None, None)
    return (stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _records_of(stamped_files):
    return tuple(record for name, *_ in stamped_files for record in _records(_read_log(Path(name))))


def _read_log(file):
    return read_bytes(file, MAX_FILE_BYTES).decode(errors="replace")


def _records(text):
    records, header, payload = [], None, []
    for line in text.splitlines():
        if line.startswith("\t") and header is not None:
            payload.append(line[1:])
            continue
        match = _GLOG_HEADER.match(line)
        if header is not None:
            records.append(_record(header, payload))
        header, payload = (parse_json(match.group(1)) if match else None), []
    if header is not None:
        records.append(_record(header, payload))
    return [record for record in records if record is not None]


def _record(header, payload):
    kinds = [
        key for key in header if key not in ("frame_id", "frame_compile_id", "attempt", "has_payload", "rank")
    ]
    return TraceRecord(kinds[0], header, "\n".join(payload)) if kinds else None


def parse_json(text):
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested past the recursion limit
        return None
    return value if isinstance(value, dict) else None
