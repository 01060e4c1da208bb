"""What torch itself recorded about one mode's compilation: its TORCH_TRACE records and its log. No torch.

    evidence = read_evidence(Path("runs/gpt2/reduce-overhead/torch_trace"), log_text)
    evidence.training_graph          # True: AOTAutograd compiled a backward graph (grad was on)
    evidence.cudagraph_recordings    # 14: CUDAGraphNode.record ran 14 times (re-recorded every call)
    evidence.frames[0].guard_count   # 685, as compilation_metrics says
    evidence.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD).message

Every field is read only where the torch version writes it (None or empty otherwise): the names and
the versions that write them are in docs/torch-internals.md ("What TORCH_TRACE and the log say, per
torch version"). The low-level TORCH_TRACE reader, and the home of its record kinds and artifact names,
is code/torch_trace.py; the fields of a compilation_metrics record are named here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import msgspec

from compile_inspect.code.torch_trace import (
    BACKWARD_GRAPH,
    BACKWARD_METRICS,
    CHROMIUM_EVENT,
    CPP_GUARDS,
    DYNAMO_START,
    GRAPH_BREAK_ARTIFACT,
    METRICS,
    OUTPUT_GRAPH,
    RECOMPILE_ARTIFACT,
    RUNTIME_SUFFIX,
    TORCH_VERSION_ARTIFACT,
    parse_json,
    read_torch_trace,
)
from compile_inspect.reading import MAX_FILE_BYTES, read_text
from compile_inspect.trace import events

# ---- compilation_metrics fields (torch/_dynamo/utils.py, dataclass CompilationMetrics). The compile
# times nest: entire frame > backend (AOTAutograd) > Inductor > Inductor's code generation. Newer
# names in microseconds first, older names in seconds second; 2.11 and 2.13 write both.
TOTAL_TIME = ("dynamo_cumulative_compile_time_us", "entire_frame_compile_time_s")
BACKEND_TIME = ("aot_autograd_cumulative_compile_time_us", "backend_compile_time_s")
INDUCTOR_TIME = ("inductor_cumulative_compile_time_us", "inductor_compile_time_s")
CODEGEN_TIME = ("inductor_code_gen_cumulative_compile_time_us", "code_gen_time_s")
BACKWARD_TIME = ("backward_cumulative_compile_time_us", None)  # null in every recording here
CUDAGRAPH_SKIP_FIELD = "cudagraph_skip_reason"  # 2.11+: set only while a metrics context is open
RECOMPILE_LIMIT_FAILURE = "Dynamo recompile limit exceeded"  # fail_reason's first line (gb0039)
# ... and its later lines: "exceeding the recompile_limit cache size limit (currently set to 8)", "Limit type:
# recompile_limit" (2.11, 2.13; accumulated_recompile_limit is the other type).
_FAIL_LIMIT_VALUE = re.compile(r"\(currently set to (\d+)\)")
_FAIL_LIMIT_TYPE = re.compile(r"Limit type: (\w+)")

# ---- text in worker.log
_GLOG_PREFIX = re.compile(r"^[VIWEC]\d{4} [\d:.]+\s+\d+ [^\s\]]+\] (?:\[[^\]]*\] )*")
_LEAF_GUARD = re.compile(r"^[|\s]*\+- ([A-Z][A-Z0-9_]*):")
_GUARD_LATENCY = re.compile(r"Guard latency = ([\d.]+) us")
_BREAK_LOCATION = "Graph break in user code at "
_BREAK_REASON = "Graph Break Reason: "
_BREAK_EXPLANATION = "Explanation: "
_BREAK_HINT = "Hint: "
# The recompile-limit warning (WarningKind.RECOMPILE_LIMIT): "torch._dynamo hit config.recompile_limit (8)",
# "   function: 'fn' (/path/target.py:12)", "   last reason: 0/7: G['STEP'] == 8  # STEP += 1  # ...".
# torch < 2.7 names the limit cache_size_limit (pytorch/pytorch#143709 renamed it, keeping the alias).
_LIMIT_HIT = re.compile(r"hit config\.(\w+) \((\d+)\)")
_LIMIT_FUNCTION = re.compile(r"function: '([^']*)' \((.*):(\d+)\)")
_LIMIT_LAST_REASON = re.compile(r"last reason: (.*)")
# Session statuses (session.json modes[].status) this module decides; "failed" is the capture's.
STATUS_OK = "ok"
STATUS_EAGER_FALLBACK = "eager-fallback"  # the mode ran and was timed, but its function ran eagerly
STATUS_FAILED = "failed"
STATUSES_THAT_RAN = (STATUS_OK, STATUS_EAGER_FALLBACK)  # the mode ran and was timed


class WarningKind:
    """The torch warnings in a mode's log that explain its behaviour; values are the records' `kind`."""

    CUDAGRAPH_PENDING_BACKWARD = "cudagraph-pending-backward"
    CUDAGRAPH_SKIP = "cudagraph-skip"
    CUDAGRAPH_DYNAMIC_SHAPES = "cudagraph-dynamic-shapes"
    TF32 = "tf32"
    RECOMPILE_LIMIT = "recompile-limit"
    GRAPH_BREAK = "graph-break"


# (kind, the text a message holds). A message is one Python warning line or one glog record (its
# continuation lines joined); it is recorded from the matched text on.
WARNING_PHRASES = (
    # torch/_inductor/cudagraph_trees.py check_warn_on_unable_to_start_executing (warnings.warn). 2.11: "...
    # because of pending, uninvoked backwards. Consider running with torch.no_grad() or using
    # torch.compiler.cudagraph_mark_step_begin() ..."; 2.13: "... because outputs from a previous step still
    # require backward. Ensure backward() is invoked or detach outputs. ..." (pytorch/pytorch#176865).
    (WarningKind.CUDAGRAPH_PENDING_BACKWARD, "Unable to hit fast path of CUDAGraphs because"),
    # torch/_inductor/cudagraph_utils.py format_default_skip_message, logged by
    # log_cudagraph_skip_and_bump_counter on the "cudagraphs" artifact logger at WARNING, so it shows
    # without TORCH_LOGS (2.11: "[__cudagraphs] skipping cudagraphs due to mutated inputs (1 instances).").
    (WarningKind.CUDAGRAPH_SKIP, "skipping cudagraphs due to "),
    # torch/_inductor/cudagraph_utils.py maybe_warning_due_to_dynamic_shape (2.13 source; not recorded here)
    (WarningKind.CUDAGRAPH_DYNAMIC_SHAPES, "CUDAGraph supports dynamic shapes by recording a new graph"),
    # torch/_inductor/compile_fx.py _warn_tf32_disabled (warnings.warn, once per process; CUDA, sm >= 80)
    (
        WarningKind.TF32,
        "TensorFloat32 tensor cores for float32 matrix multiplication available but not enabled",
    ),
    # torch/_dynamo/convert_frame.py log.warning: "torch._dynamo hit config.recompile_limit (8)" in 2.11 and
    # 2.13 (config.cache_size_limit is its alias); accumulated_recompile_limit is the other limit type.
    (WarningKind.RECOMPILE_LIMIT, "torch._dynamo hit config."),
    # torch/_dynamo/symbolic_convert.py graph_break_log.debug: only with TORCH_LOGS=graph_breaks, which the
    # worker does not set (it sets output_code), so no recorded log holds it.
    (WarningKind.GRAPH_BREAK, "Graph break in user code at "),
    (WarningKind.GRAPH_BREAK, "Graph break (user stack suppressed due to duplicate graph break)"),
)


@dataclass(frozen=True)
class CompileTimes:
    """Where one frame's compile time went, in seconds; the parts are exclusive and add up to total_s."""

    total_s: float | None = None  # the whole frame: Dynamo + AOTAutograd + Inductor
    dynamo_s: float | None = None  # tracing bytecode, building guards (total minus backend)
    aot_s: float | None = (
        None  # AOTAutograd: functionalisation, joint graph, partition (backend minus Inductor)
    )
    inductor_s: float | None = None  # Inductor's lowering and scheduling (Inductor minus codegen)
    codegen_s: float | None = None  # Inductor's code generation (Triton / C++ builds included)
    backward_s: float | None = None  # a backward compiled lazily, at its first call


@dataclass(frozen=True)
class FrameCompile:
    """One compile of one Python frame (compile id "frame/n"; n > 0 is a recompile)."""

    compile_id: str
    function: str | None = None  # co_name
    filename: str | None = None  # co_filename
    first_line: int | None = None  # co_firstlineno
    graph_compiled: bool = False  # a dynamo_output_graph record: Dynamo produced a graph
    training_graph: bool = False  # aot_backward_graph: AOTAutograd compiled forward + backward
    guard_count: int | None = None  # compilation_metrics.guard_count: Dynamo's guard set
    cpp_guard_count: int | None = None  # leaf guards in dynamo_cpp_guards_str: what each call checks
    guard_latency_us: float | None = None  # "Guard latency = X us" (or compilation_metrics.guard_latency_us)
    graph_input_count: int | None = None
    graph_op_count: int | None = None
    graph_node_count: int | None = None
    times: CompileTimes = CompileTimes()
    fail_type: str | None = None
    fail_reason: str | None = None
    fail_user_frame_filename: str | None = None
    fail_user_frame_lineno: int | None = None
    restart_reasons: tuple[str, ...] = ()  # why Dynamo restarted the analysis (a graph break, mostly)
    recompile_reason: str | None = None
    cudagraph_skip_reason: str | None = None
    num_graph_breaks: int | None = None  # as torch counts them (not per frame: a resumed frame repeats it)

    @property
    def skipped(self):
        """Dynamo traced the frame but compiled no graph and did not fail: the frame runs eagerly."""
        return not self.graph_compiled and self.fail_type is None


@dataclass(frozen=True)
class GraphBreak:
    """One `dynamo_graph_break_reason` record: where in the user's code the graph broke, and why."""

    compile_id: str | None
    filename: str | None
    line: int | None
    reason: str  # "Graph Break Reason: ...", often generic ("... when attempting to trace CALL ...:")
    explanation: str | None = None  # the indented "Explanation: ..." naming the culprit, when written
    hint: str | None = None  # torch's "Hint: ..." lines (2.7 and later), joined
    source: str | None = None  # the user's line of code, from the payload's "User code traceback"

    def summary(self) -> str:
        """One line: 'at f.py:7: <reason> <explanation>' (what session.json records per break)."""
        where = f"{self.filename}:{self.line}" if self.line is not None else self.filename
        return (f"at {where}: " if where else "") + " ".join(filter(None, (self.reason, self.explanation)))


@dataclass(frozen=True)
class Recompile:
    """A compile that was a recompilation, and the guard whose failure caused it (torch's first line)."""

    compile_id: str
    reason: str  # e.g. "0/0: tensor 'x' size mismatch at index 0. expected 8, actual 9"


class GuardKind:
    """What a failed guard checks, which decides the remedy; values are `GuardFailure.kind`."""

    TENSOR_SIZE = "tensor-size"  # a size changed: dynamic shapes (dynamic=True, mark_dynamic) take it
    TENSOR_PROPERTY = "tensor-property"  # dtype, device, rank, stride, requires_grad: keep it the same
    PYTHON_VALUE = "python-value"  # an int / float / bool / str, a len(), an object's identity or type
    OTHER = "other"


# (kind, pattern) in order: the first match decides, so tensor guards (whose text can hold G['...']) come
# before the Python-value patterns. Texts as torch 2.11 / 2.13 write them (docs/torch-internals.md,
# "Guard failures").
_GUARD_PATTERNS = (
    (
        GuardKind.TENSOR_PROPERTY,
        re.compile(r"(dtype|device|rank|stride|requires_grad|dispatch key set) mismatch"),
    ),
    (GuardKind.TENSOR_SIZE, re.compile(r"size mismatch at index|^tensor '.*' size\b|\.size\(\)|\.shape\[")),
    (
        GuardKind.PYTHON_VALUE,
        re.compile(
            r"___check_obj_id|___check_type_id|___dict_contains|hasattr\(|expected type of|ID_MATCH|"
            r"EQUALS_MATCH|TYPE_MATCH|CONSTANT_MATCH|^len\(|^not |\bis (not )?None\b|==|!=|\bG\['"
        ),
    ),
)
_CACHE_ENTRY = re.compile(r"^(\d+/\d+): ")
_COMMENT = re.compile(r"\s+#\s+")
# The location comment that ends a guard's line: "  # mp/ub/block.py:20 in forward (HINT: ...)".
_GUARD_LOCATION = re.compile(
    r"(?:^|\s+#\s+)(?P<where>[^\s#][^#]*?:\d+) in (?P<function>\S+)(?: \((?:HINT: (?P<hint>.*)|.*)\))?\s*$"
)


@dataclass(frozen=True)
class GuardFailure:
    """One failed guard, as a recompile reason words it:

    >>> parse_guard_failure("0/7: G['STEP'] == 8      # STEP += 1  # mp/rl/step.py:8 in fn (HINT: use a tensor)")
    GuardFailure(cache_entry='0/7', guard="G['STEP'] == 8", source='STEP += 1', where='mp/rl/step.py:8',
                 function='fn', hint='use a tensor', kind='python-value')
    """

    cache_entry: str | None  # the compiled graph whose guard failed ("0/7")
    guard: str  # "G['STEP'] == 8", "tensor 'x' size mismatch at index 0. expected 3, actual 4"
    source: str | None  # the user's line of code torch names, without its comment
    where: str | None  # its file:line (torch cuts the path to its last characters: names.torch_location)
    function: str | None
    hint: str | None  # torch's own "(HINT: ...)" after the location
    kind: str  # a GuardKind value

    @property
    def located(self) -> str | None:
        """'at f.py:8 (STEP += 1)', the parts torch named."""
        if not self.where:
            return self.source
        return f"at {self.where}" + (f" ({self.source})" if self.source else "")


def parse_guard_failure(reason: str) -> GuardFailure:
    """A recompile reason's first line (`0/7: <guard>  # <user code>  # <file:line> in <fn> (HINT: ...)`)
    -> GuardFailure. The user's line may carry its own `# comment`: the location is the last comment."""
    line = reason.strip().splitlines()[0] if reason.strip() else ""
    entry = _CACHE_ENTRY.match(line)
    guard, *comments = _COMMENT.split(line[entry.end() :] if entry else line, maxsplit=1)
    located = _GUARD_LOCATION.search(comments[0]) if comments else None
    code = comments[0][: located.start()] if located else (comments[0] if comments else "")
    code = _COMMENT.split(code, maxsplit=1)[0]  # the user's own comment on the line left out
    guard = " ".join(guard.split())
    kind = next((kind for kind, pattern in _GUARD_PATTERNS if pattern.search(guard)), GuardKind.OTHER)
    return GuardFailure(
        cache_entry=entry.group(1) if entry else None,
        guard=guard,
        source=" ".join(code.split()) or None,
        where=located["where"] if located else None,
        function=located["function"] if located else None,
        hint=" ".join(located["hint"].split()) if located and located["hint"] else None,
        kind=kind,
    )


@dataclass(frozen=True)
class RecompileLimit:
    """Dynamo hit its recompile limit for one frame and gave up: from then on the frame runs eagerly (a
    graph it compiled still runs on a call whose guards it passes)."""

    frame_id: str | None  # "0" of compile id "0/8"; None when only the log said so
    compile_id: str | None  # the compile Dynamo refused ("0/8")
    function: str | None
    filename: str | None
    line: int | None
    limit_type: str  # "recompile_limit" ("cache_size_limit" before torch 2.7), "accumulated_recompile_limit"
    limit: int | None  # the limit's value (8 by default)
    graphs: int  # graphs Dynamo compiled for the frame before it gave up
    last_reason: str | None  # the last failed guard, torch's first line ("0/7: G['STEP'] == 8  # ...")

    @property
    def failure(self) -> GuardFailure | None:
        return parse_guard_failure(self.last_reason) if self.last_reason else None


@dataclass(frozen=True)
class LogWarning:
    """A torch warning found in the mode's log; identical messages are counted once."""

    kind: str  # a WarningKind value
    message: str  # from the matched phrase on, continuation lines of a glog record included
    count: int = 1


@dataclass(frozen=True)
class TorchEvidence:
    """What torch recorded about one mode: per compiled frame, graph breaks, recompiles, CUDA graph
    recordings, and the explanatory warnings of the mode's log."""

    torch_version: str | None = None
    frames: tuple[FrameCompile, ...] = ()
    graph_breaks: tuple[GraphBreak, ...] = ()
    recompiles: tuple[Recompile, ...] = ()
    cudagraph_recordings: int = 0  # CUDAGraphNode.record events: CUDA graphs recorded, first call included
    cudagraph_record_seconds: float | None = None  # their summed duration
    warnings: tuple[LogWarning, ...] = ()
    trace_found: bool = False  # the TORCH_TRACE folder held records at all

    @property
    def training_graph(self):
        return any(frame.training_graph for frame in self.frames)

    @property
    def graph_count(self):
        return sum(frame.graph_compiled for frame in self.frames)

    @property
    def skipped_frames(self):
        return tuple(frame for frame in self.frames if frame.skipped)

    @property
    def all_frames_skipped(self):
        """Dynamo looked at the function but compiled nothing: the mode ran eagerly throughout."""
        return bool(self.frames) and self.graph_count == 0

    @property
    def guard_count(self):
        """compilation_metrics.guard_count summed over the frames (None where no frame has one)."""
        counts = [frame.guard_count for frame in self.frames if frame.guard_count is not None]
        return sum(counts) if counts else None

    @property
    def compile_seconds(self):
        totals = [frame.times.total_s for frame in self.frames if frame.times.total_s is not None]
        return sum(totals) if totals else None

    @property
    def graph_break_count(self):
        counts = [frame.num_graph_breaks or 0 for frame in self.frames]
        return len(self.graph_breaks) or max(counts, default=0)

    @property
    def cudagraph_skip_reasons(self):
        from_metrics = [frame.cudagraph_skip_reason for frame in self.frames if frame.cudagraph_skip_reason]
        from_log = [item.message for item in self.warnings if item.kind == WarningKind.CUDAGRAPH_SKIP]
        return tuple(dict.fromkeys(from_metrics + from_log))

    @property
    def recompile_limit_hit(self):
        failed = any((frame.fail_reason or "").startswith(RECOMPILE_LIMIT_FAILURE) for frame in self.frames)
        return failed or self.warning(WarningKind.RECOMPILE_LIMIT) is not None

    @property
    def recompile_limits(self) -> tuple[RecompileLimit, ...]:
        """Each frame Dynamo gave up on: from TORCH_TRACE (the refused compile's metrics), completed by
        the log's warning; from the log alone where TORCH_TRACE has none."""
        warnings = [
            _limit_from_warning(w.message) for w in self.warnings if w.kind == WarningKind.RECOMPILE_LIMIT
        ]
        refused = [f for f in self.frames if (f.fail_reason or "").startswith(RECOMPILE_LIMIT_FAILURE)]
        if not refused:
            return tuple(warnings)
        return tuple(self._limit_from_frame(frame, warnings) for frame in refused)

    @property
    def target_fell_back(self) -> bool:
        """The function the mode compiled ran eagerly: Dynamo compiled nothing, or gave up on its own frame
        (the first frame Dynamo converted) at the recompile limit."""
        first = _frame_id(self.frames[0].compile_id) if self.frames else None
        gave_up = any(limit.frame_id in (None, first) for limit in self.recompile_limits)
        return self.all_frames_skipped or gave_up

    def _limit_from_frame(self, frame, warnings):
        frame_id = _frame_id(frame.compile_id)
        siblings = [f for f in self.frames if _frame_id(f.compile_id) == frame_id]
        named = next((f for f in siblings if f.function), frame)  # the refused compile's metrics name none
        said = next(
            (w for w in warnings if None in (w.function, named.function) or w.function == named.function),
            None,
        )
        reason = next((r.reason for r in self.recompiles if r.compile_id == frame.compile_id), None)
        value = _FAIL_LIMIT_VALUE.search(frame.fail_reason or "")
        limit_type = _FAIL_LIMIT_TYPE.search(frame.fail_reason or "")
        return RecompileLimit(
            frame_id=frame_id,
            compile_id=frame.compile_id,
            function=named.function or (said and said.function),
            filename=named.filename or (said and said.filename),
            line=named.first_line or (said and said.line),
            limit_type=limit_type.group(1)
            if limit_type
            else (said.limit_type if said else "recompile_limit"),
            limit=int(value.group(1)) if value else (said and said.limit),
            graphs=sum(f.graph_compiled for f in siblings),
            last_reason=(said and said.last_reason) or reason,
        )

    def warning(self, kind):
        """The first warning of that kind, or None."""
        return next((item for item in self.warnings if item.kind == kind), None)

    def to_dict(self):
        return msgspec.to_builtins(self)

    @classmethod
    def from_dict(cls, data):
        return msgspec.convert(data, cls)


def _frame_id(compile_id):
    return compile_id.split("/", 1)[0] if compile_id else None


def _limit_from_warning(message):
    """The recompile-limit warning's text -> RecompileLimit (no frame id: the log's prefix is gone)."""
    hit, function = _LIMIT_HIT.search(message), _LIMIT_FUNCTION.search(message)
    reason = _LIMIT_LAST_REASON.search(message)
    return RecompileLimit(
        frame_id=None,
        compile_id=None,
        function=function.group(1) if function else None,
        filename=function.group(2) if function else None,
        line=int(function.group(3)) if function else None,
        limit_type=hit.group(1) if hit else "recompile_limit",
        limit=int(hit.group(2)) if hit else None,
        graphs=int(hit.group(2)) if hit else 0,
        last_reason=reason.group(1).strip() if reason and reason.group(1).strip() != "None" else None,
    )


def mode_status(error: str | None, torch_trace_dir: Path | None, log_file: Path | None) -> str:
    """session.json's status of a mode that ran: `failed` with an error; `eager-fallback` where torch's
    records say its function ran eagerly (TorchEvidence.target_fell_back); else `ok`."""
    if error is not None:
        return STATUS_FAILED
    log_text = read_text(log_file, MAX_FILE_BYTES) if log_file and Path(log_file).is_file() else None
    fell_back = read_evidence(torch_trace_dir, log_text).target_fell_back
    return STATUS_EAGER_FALLBACK if fell_back else STATUS_OK


def read_evidence(torch_trace_dir: Path | None, log_text: str | None) -> TorchEvidence:
    """A mode's TORCH_TRACE folder (or one of its logs; None or missing: nothing) and log text -> evidence."""
    records = read_torch_trace(torch_trace_dir) if torch_trace_dir and Path(torch_trace_dir).exists() else []
    return TorchEvidence(
        torch_version=_torch_version(records),
        frames=_frames(records),
        graph_breaks=tuple(dict.fromkeys(_graph_breaks(records))),
        recompiles=_recompiles(records),
        cudagraph_recordings=len(_cudagraph_record_spans(records)),
        cudagraph_record_seconds=_cudagraph_record_seconds(records),
        warnings=read_log_warnings(log_text or ""),
        trace_found=bool(records),
    )


# ---- TORCH_TRACE: frames


def _is_metrics(record):
    return record.kind in (METRICS, BACKWARD_METRICS)


def _compile_id(record):
    """ "frame/n" of a record: compilation_metrics say it; other records carry frame_id / frame_compile_id."""
    if _is_metrics(record):
        return _record_metrics(record).get("compile_id")
    frame, count = record.header.get("frame_id"), record.header.get("frame_compile_id")
    return None if frame is None or count is None else f"{frame}/{count}"


def _frames(records):
    grouped = {}
    for record in records:
        compile_id = _compile_id(record)
        if compile_id is not None and not record.kind.endswith(RUNTIME_SUFFIX):
            grouped.setdefault(compile_id, []).append(record)
    starts = (DYNAMO_START, METRICS, BACKWARD_METRICS)
    return tuple(_frame(key, group) for key, group in grouped.items() if any(r.kind in starts for r in group))


def _frame(compile_id, records):
    metrics = _metrics(records, METRICS)
    kinds = {record.kind for record in records}
    guards = next((record.payload for record in records if record.kind == CPP_GUARDS), "")
    return FrameCompile(
        compile_id=compile_id,
        function=metrics.get("co_name"),
        filename=metrics.get("co_filename"),
        first_line=_int(metrics, "co_firstlineno"),
        graph_compiled=OUTPUT_GRAPH in kinds,
        training_graph=BACKWARD_GRAPH in kinds or BACKWARD_METRICS in kinds,
        guard_count=_int(metrics, "guard_count"),
        cpp_guard_count=count_cpp_guards(guards),
        guard_latency_us=_guard_latency(guards, metrics),
        graph_input_count=_int(metrics, "graph_input_count"),
        graph_op_count=_int(metrics, "graph_op_count"),
        graph_node_count=_int(metrics, "graph_node_count"),
        times=_compile_times(metrics, _metrics(records, BACKWARD_METRICS)),
        **_failure(metrics),
        restart_reasons=tuple(metrics.get("restart_reasons") or ()),
        recompile_reason=metrics.get("recompile_reason"),
        cudagraph_skip_reason=metrics.get(CUDAGRAPH_SKIP_FIELD),
        num_graph_breaks=_int(metrics, "num_graph_breaks"),
    )


def _metrics(records, kind):
    """The frame's metrics of that kind ({} when it has none)."""
    return next((_record_metrics(record) for record in records if record.kind == kind), {})


def _record_metrics(record):
    """A metrics record's fields: in its JSON header (2.11, 2.13) or, where that is empty, its payload."""
    return record.header[record.kind] or _json(record.payload) or {}


def _failure(metrics):
    keys = ("fail_type", "fail_reason", "fail_user_frame_filename")
    return {
        **{key: metrics.get(key) for key in keys},
        "fail_user_frame_lineno": _int(metrics, "fail_user_frame_lineno"),
    }


def _int(metrics, key):
    value = metrics.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _seconds(metrics, names):
    """A time under its newer name (microseconds) or its older one (seconds); None if neither is written."""
    micro, seconds = names
    if isinstance(metrics.get(micro), (int, float)):
        return metrics[micro] / 1e6
    value = metrics.get(seconds) if seconds else None
    return float(value) if isinstance(value, (int, float)) else None


def _exclusive(outer, inner):
    return None if outer is None else round(max(0.0, outer - (inner or 0.0)), 6)  # torch's times are whole µs


def _compile_times(metrics, backward_metrics):
    total, backend = _seconds(metrics, TOTAL_TIME), _seconds(metrics, BACKEND_TIME)
    inductor, codegen = _seconds(metrics, INDUCTOR_TIME), _seconds(metrics, CODEGEN_TIME)
    backward = _seconds(metrics, BACKWARD_TIME) or _seconds(backward_metrics, TOTAL_TIME)
    return CompileTimes(
        total_s=total,
        dynamo_s=_exclusive(total, backend),
        aot_s=_exclusive(backend, inductor),
        inductor_s=_exclusive(inductor, codegen),
        codegen_s=codegen,
        backward_s=backward,
    )


def count_cpp_guards(tree_text):
    """Leaf guards (`+- TENSOR_MATCH: ...`) in a dynamo_cpp_guards_str payload; None when there is none.
    Managers (`+- GuardManager: ...`, `RootGuardManager`) are CamelCase and not counted."""
    if not tree_text.strip():
        return None
    return sum(1 for line in tree_text.splitlines() if _LEAF_GUARD.match(line))


def _guard_latency(tree_text, metrics):
    match = _GUARD_LATENCY.search(tree_text)
    if match:
        return float(match.group(1))
    value = metrics.get("guard_latency_us")
    return float(value) if isinstance(value, (int, float)) else None


# ---- TORCH_TRACE: graph breaks, recompiles, CUDA graphs, version


def _graph_breaks(records):
    for record in records:
        if record.artifact_name == GRAPH_BREAK_ARTIFACT:
            yield parse_graph_break(record.payload, _compile_id(record))


def parse_graph_break(payload, compile_id=None):
    """A dynamo_graph_break_reason payload -> GraphBreak (file:line from 'Graph break in user code at')."""
    lines = [line.strip() for line in payload.splitlines()]
    where = _after(lines, _BREAK_LOCATION)
    filename, _, line = (where or "").rpartition(":")
    reason = _after(lines, _BREAK_REASON) or next((line for line in lines if line), "unknown reason")
    hints = [line[len(_BREAK_HINT) :].strip() for line in lines if line.startswith(_BREAK_HINT)]
    return GraphBreak(
        compile_id=compile_id,
        filename=filename or None,
        line=int(line) if line.isdigit() else None,
        reason=reason,
        explanation=_after(lines, _BREAK_EXPLANATION),
        hint=" ".join(dict.fromkeys(hints)) or None,
        source=_traceback_line(lines, filename, line),
    )


def _traceback_line(lines, filename, line):
    """The code under `File "<filename>", line <line>` in the payload's traceback (the last such frame)."""
    frame = f'File "{filename}", line {line},'
    found = [i for i, text in enumerate(lines[:-1]) if text.startswith(frame)]
    code = lines[found[-1] + 1] if found else ""
    if not code or code.startswith(("File ", "^")):
        return None
    return code.split("  # ", 1)[0].rstrip()  # the user's own comment on the line left out


def _after(lines, prefix):
    """The rest of the first line that starts with prefix, or None."""
    return next((line[len(prefix) :].strip() for line in lines if line.startswith(prefix)), None)


def _recompiles(records):
    """compilation_metrics.recompile_reason of each recompile; the recompile_reasons artifact where the
    metrics lack it (the artifact lists the failed guard of every cache entry, newest first)."""
    reasons = {}
    for record in records:
        if record.artifact_name == RECOMPILE_ARTIFACT:
            reasons.setdefault(_compile_id(record), _first_artifact_reason(record.payload))
        elif record.kind == METRICS and _record_metrics(record).get("recompile_reason"):
            reasons[_compile_id(record)] = _record_metrics(record)["recompile_reason"]
    return tuple(Recompile(key, _first_line(text)) for key, text in reasons.items() if key and text)


def _first_artifact_reason(payload):
    value = _json(payload)
    return value[0] if isinstance(value, list) and value else payload  # one reason is written as plain text


def _first_line(text):
    return text.strip().splitlines()[0].rstrip() if text and text.strip() else ""


def _cudagraph_record_spans(records):
    """(begin, end) timestamps in µs of each CUDAGraphNode.record chromium event (end None if unwritten)."""
    spans = []
    for record in records:
        event = _json(record.payload) if record.kind == CHROMIUM_EVENT else None
        if isinstance(event, dict) and event.get("name") == events.CUDAGRAPH_RECORD:
            if event.get("ph") == "B":
                spans.append([event.get("ts"), None])
            elif event.get("ph") == "E" and spans and spans[-1][1] is None:
                spans[-1][1] = event.get("ts")
    return spans


def _cudagraph_record_seconds(records):
    spans = [
        (begin, end)
        for begin, end in _cudagraph_record_spans(records)
        if begin is not None and end is not None
    ]
    return sum(end - begin for begin, end in spans) / 1e6 if spans else None


def _torch_version(records):
    """The torch_version artifact's pytorch_version (2.13), else compilation_metrics' (2.11 too)."""
    artifacts = (
        _json(record.payload) for record in records if record.artifact_name == TORCH_VERSION_ARTIFACT
    )
    metrics = (_record_metrics(record) for record in records if record.kind == METRICS)
    versions = (value.get("pytorch_version") for value in (*artifacts, *metrics) if isinstance(value, dict))
    return next((version for version in versions if version), None)


def _json(text):
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested past the recursion limit
        return None


# ---- the mode's log


def read_log_warnings(text):
    """The explanatory torch warnings in a log, in first-seen order, each with how often it appears."""
    counts = {}
    for message in log_messages(text):
        for kind, phrase in WARNING_PHRASES:
            start = message.find(phrase)
            if start >= 0:
                key = (kind, message[start:].rstrip())
                counts[key] = counts.get(key, 0) + 1
                break
    return tuple(LogWarning(kind, message, count) for (kind, message), count in counts.items())


def log_messages(text):
    """A log's lines as messages: consecutive lines with the same glog prefix (timestamp, pid, file:line,
    compile id) are one record that torch's log formatter split; they are joined, prefix removed."""
    messages, previous = [], None
    for line in text.splitlines():
        match = _GLOG_PREFIX.match(line)
        prefix = match.group(0) if match else None
        body = line[match.end() :] if match else line
        if prefix is not None and prefix == previous:
            messages[-1] += "\n" + body
        else:
            messages.append(body)
        previous = prefix
    return messages


def graph_breaks_in_torch_trace(path):
    """One line per distinct graph break, in order: where in the user's code, the reason, and Dynamo's
    explanation, from the `dynamo_graph_break_reason` payloads ('Graph break in user code at f.py:7',
    'Graph Break Reason: ...' and, on torch 2.13, an indented 'Explanation: ...' naming the culprit)."""
    lines = [parse_graph_break(r.payload).summary() for r in read_torch_trace(path)
             if r.artifact_name == GRAPH_BREAK_ARTIFACT]  # fmt: skip
    return list(dict.fromkeys(lines))


def recompiles_in_torch_trace(path):
    """The recompile reason of every compile that was a recompilation (compile id `<frame>/<n>`, n > 0)."""
    reasons = []
    for record in read_torch_trace(path):
        if record.kind == METRICS:
            metrics = record.header[METRICS] or parse_json(record.payload) or {}
            if metrics.get("recompile_reason"):
                reasons.append(metrics["recompile_reason"])
    return reasons
