"""What torch itself says, joined with what the trace shows: CUDA graphs re-recorded or skipped, a
training graph nobody trains, a function Dynamo never compiled, guard cost, compile time."""

from __future__ import annotations

from typing import Optional

from compile_inspect.code.evidence import (
    GuardFailure,
    GuardKind,
    TorchEvidence,
    WarningKind,
    parse_guard_failure,
)
from compile_inspect.code.torch_trace import BACKWARD_GRAPH
from compile_inspect.findings.evidence import (
    CompileTime,
    CudagraphRerecord,
    CudagraphSkipped,
    EagerFallback,
    GuardOverhead,
    RecompileLimit,
    TrainingGraph,
)
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs, us
from compile_inspect.findings.speed import SpeedComparison
from compile_inspect.findings.timing import judge
from compile_inspect.names import torch_location
from compile_inspect.session.model import PROFILED_STEPS
from compile_inspect.session.modes import is_eager, uses_cudagraphs
from compile_inspect.trace import events
from compile_inspect.trace.model import LayerKind
from compile_inspect.units import call_ms_text, step_us_text

# A cache lookup (guard check) above this many µs per call, and this share of a call's time (the
# timed median; a raw trace's profiled step), is worth saying: a plain call costs a few µs, and
# below the share it changes nothing measurable.
GUARD_OVERHEAD_MIN_US = 20.0
GUARD_OVERHEAD_MIN_SHARE = 0.05

REMEDY_NO_GRAD = (
    "run inference under torch.no_grad() or torch.inference_mode() (or call "
    "torch.compiler.cudagraph_mark_step_begin() before each call when the outputs are not reused)"
)


def _evidence(inp: Inputs) -> TorchEvidence:
    return inp.context.evidence or TorchEvidence()


def cudagraph_rerecord(inp: Inputs) -> Optional[Finding]:
    """Steady-state steps record a CUDA graph (CUDAGraphNode.record + a stream capture)."""
    counts = inp.trace_counts
    recording = counts.steps_with(events.CUDAGRAPH_RECORD)
    if not recording:
        return None
    evidence = _evidence(inp)
    why = _rerecord_cause(inp, evidence)
    message = (
        f"the CUDA graph is re-recorded on every call: {recording} of {counts.steps} profiled steps hold "
        f"{events.CUDAGRAPH_RECORD} + a stream capture ({us(counts.median_us(events.CUDAGRAPH_RECORD))} "
        f"CPU a step){why}"
    )
    warning = evidence.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD)
    return Finding(
        "cudagraph-rerecord",
        message,
        CudagraphRerecord(
            steps_recording=recording,
            steps=counts.steps,
            record_us_per_step=counts.median_us(events.CUDAGRAPH_RECORD),
            recordings_in_torch_trace=evidence.cudagraph_recordings,
            training_graph=evidence.training_graph or counts.has(events.COMPILED_FUNCTION),
            torch_warning=warning.message if warning else None,
        ),
        REMEDY_NO_GRAD if _grad_is_the_cause(inp, evidence) else None,
    )


def _grad_is_the_cause(inp: Inputs, evidence: TorchEvidence) -> bool:
    pending = evidence.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD) is not None
    return pending or evidence.training_graph or inp.trace_counts.has(events.COMPILED_FUNCTION)


def _rerecord_cause(inp: Inputs, evidence: TorchEvidence) -> str:
    warning = evidence.warning(WarningKind.CUDAGRAPH_PENDING_BACKWARD)
    if not _grad_is_the_cause(inp, evidence):
        return ""
    said = f'; torch says: "{_sentence(warning.message)}"' if warning else ""
    return (
        ", because grad is enabled: AOTAutograd compiled a training graph whose backward never runs, "
        f"so each call finds the previous outputs still waiting for backward{said}"
    )


def _sentence(text: str) -> str:
    return text.split(". ")[0].strip().rstrip(".")


def training_graph(inp: Inputs) -> Optional[Finding]:
    """A forward + backward graph compiled while no backward runs in the profiled steps."""
    evidence, counts = _evidence(inp), inp.trace_counts
    compiled_training = evidence.training_graph or counts.has(events.COMPILED_FUNCTION)
    if not compiled_training or any(counts.has(name) for name in events.BACKWARD_NAMES):
        return None
    source = (
        f"TORCH_TRACE's {BACKWARD_GRAPH}"
        if evidence.training_graph
        else f"the trace's {events.COMPILED_FUNCTION}"
    )
    return Finding(
        "training-graph",
        "grad is on, so AOTAutograd compiled a training graph for a backward no profiled step runs: the "
        f"forward keeps activations for nothing ({source})",
        TrainingGraph(
            aot_backward_graph=evidence.training_graph,  # named after TORCH_TRACE's BACKWARD_GRAPH artifact
            compiled_function_in_trace=counts.has(events.COMPILED_FUNCTION),
        ),
        "for inference, call the model under torch.no_grad() or torch.inference_mode()",
    )


def cudagraph_skipped(inp: Inputs) -> Optional[Finding]:
    """A CUDA-graph mode that launched no CUDA graph, with torch's reason where it gave one."""
    mode = inp.context.compile_mode
    if mode is None or not uses_cudagraphs(mode):
        return None
    reasons = _evidence(inp).cudagraph_skip_reasons
    if inp.test.metrics.gpu_busy_us is None:
        return None  # a CPU trace: cudagraphs-on-cpu says it
    launched = inp.trace_counts.kind_steps(LayerKind.GRAPH_LAUNCH)
    if launched and not reasons:
        return None
    said = f': torch says "{reasons[0]}"' if reasons else " (torch gave no reason in the log or TORCH_TRACE)"
    return Finding(
        "cudagraph-skipped",
        f"{mode} ran without CUDA graphs in {inp.trace_counts.steps - launched} of {inp.trace_counts.steps} "
        f"profiled steps{said}",
        CudagraphSkipped(
            reasons=list(reasons), steps_with_graph_launch=launched, steps=inp.trace_counts.steps
        ),
        "remove what torch names (e.g. inputs mutated in the graph, CPU tensors, dynamic shapes)"
        if reasons
        else None,
    )


def cudagraphs_on_cpu(inp: Inputs) -> Optional[Finding]:
    """A CUDA-graph mode on a CPU trace: CUDA graphs do not apply. Context, not a cause: the verdict
    names what the time went to."""
    mode = inp.context.compile_mode
    if mode is None or not uses_cudagraphs(mode) or inp.test.metrics.gpu_busy_us is not None:
        return None
    reasons = _evidence(inp).cudagraph_skip_reasons
    said = f' (torch says "{reasons[0]}")' if reasons else ""
    return Finding(
        "cudagraphs-on-cpu",
        f"{mode} ran on CPU, where CUDA graphs do not apply{said}: its C++ kernels run with no graph replay"
        + (", as under default" if mode == "reduce-overhead" else ""),
        CudagraphSkipped(reasons=list(reasons), steps_with_graph_launch=0, steps=inp.trace_counts.steps),
        "run with --device cuda to see what CUDA graphs do",
    )


# What to do about a guard that keeps failing, by what it checks (evidence.GuardKind).
GUARD_REMEDIES = {
    GuardKind.PYTHON_VALUE: (
        "{guard} checks a Python value, and Dynamo compiles one graph per value it sees: pass the value to "
        "the function as a tensor (torch.tensor(value)) or as an argument, or stop mutating it between calls "
        "(raising torch._dynamo.config.recompile_limit only postpones the fallback)"
    ),
    GuardKind.TENSOR_SIZE: (
        "{guard} checks a tensor size that changes between calls: compile with torch.compile(..., "
        "dynamic=True) or mark the changing dimension dynamic with torch._dynamo.mark_dynamic(tensor, dim)"
    ),
    GuardKind.TENSOR_PROPERTY: (
        "{guard}: keep the tensor's dtype, device, rank, strides and requires_grad the same between calls "
        "(cast it, .contiguous() it or detach it once, before the call)"
    ),
    GuardKind.OTHER: (
        "keep what the guard checks stable between calls (shapes, dtypes, Python values); "
        'TORCH_LOGS="recompiles" lists every failed guard'
    ),
}


def guard_remedy(failure: Optional[GuardFailure]) -> str:
    """The remedy that fits what a failed guard checks (the generic one without a guard), and torch's own
    hint where it gave one."""
    kind = failure.kind if failure is not None else GuardKind.OTHER
    remedy = GUARD_REMEDIES[kind].format(guard=f"the guard {failure.guard}" if failure else "the guard")
    return f"{remedy}; torch's hint: {failure.hint}" if failure is not None and failure.hint else remedy


def failed_guard_text(failure: GuardFailure, full_path: Optional[str]) -> str:
    """'the guard self.step == 8 failed at /w/block.py:20 (self.step += 1)': the path made whole."""
    located = torch_location(failure.located, full_path) if failure.located else None
    return f"the guard {failure.guard} failed" + (f" {located}" if located else "")


def recompile_limit(inp: Inputs) -> Optional[Finding]:
    """Dynamo hit its recompile limit and gave up on a frame: from then on the frame runs eagerly."""
    hits = _evidence(inp).recompile_limits
    if not hits:
        return None
    hit = hits[0]
    failure = hit.failure or (
        parse_guard_failure(inp.context.recompiles[-1]) if inp.context.recompiles else None
    )
    function = hit.function or "the function"
    mode = inp.context.compile_mode or inp.context.mode
    limit = f"torch._dynamo.config.{hit.limit_type}" + (f" = {hit.limit}" if hit.limit is not None else "")
    failed = ""
    if failure is not None:
        failed = f": {failed_guard_text(failure, hit.filename)} again and again,"
    under = f" under {mode}" if mode else ""
    return Finding(
        "recompile-limit",
        f"Dynamo gave up compiling {function} after {hit.graphs} graphs ({limit}){failed} and {function} now "
        f"runs eagerly{under}: this mode's timing is eager's plus the guard checks, not compiled code's",
        RecompileLimit(
            function=hit.function,
            filename=hit.filename,
            line=hit.line,
            compile_id=hit.compile_id,
            limit_type=hit.limit_type,
            limit=hit.limit,
            graphs=hit.graphs,
            guard=failure.guard if failure else None,
            guard_kind=failure.kind if failure else None,
            reason=hit.last_reason,
            frames_given_up=len(hits),
        ),
        guard_remedy(failure),
    )


def eager_fallback(inp: Inputs) -> Optional[Finding]:
    """Dynamo looked at the function and compiled nothing: the mode ran eagerly."""
    mode = inp.context.compile_mode
    if mode is None or is_eager(mode):
        return None
    evidence, counts = _evidence(inp), inp.trace_counts
    no_region = not counts.kind_steps(LayerKind.COMPILED_REGION) and not counts.kind_steps(
        LayerKind.GRAPH_CALL
    )
    if not (evidence.all_frames_skipped or (no_region and counts.steps and evidence.graph_count == 0)):
        return None
    frame = evidence.skipped_frames[0] if evidence.skipped_frames else None
    where = f" ({frame.function} in {frame.filename}:{frame.first_line})" if frame and frame.function else ""
    return Finding(
        "eager-fallback",
        f"Dynamo compiled no graph{where}: under {mode} the function ran eagerly, so this mode measures eager "
        "plus Dynamo's frame check",
        EagerFallback(frames_seen=len(evidence.frames), graphs_compiled=evidence.graph_count),
        "make sure the function calls torch ops on tensors (Dynamo skips frames with none) and has no "
        "torch.compiler.disable / skip decorators",
    )


def guard_overhead(inp: Inputs) -> Optional[Finding]:
    """The guard check (the `TorchDynamo Cache Lookup` self time per step) as a share of a call."""
    layer = inp.test.layer(LayerKind.CACHE_LOOKUP)
    if layer is None or layer.self_us.median < GUARD_OVERHEAD_MIN_US:
        return None
    whole_us, denominator = guard_denominator(inp)
    guard_us = layer.self_us.median * layer.calls_per_step
    if not whole_us or guard_us < GUARD_OVERHEAD_MIN_SHARE * whole_us:
        return None
    evidence = _evidence(inp)
    guards = evidence.guard_count
    counted = f" checking {guards} guards" if guards else ""
    what = (
        f"a timed call's median {call_ms_text(whole_us / 1000)}, measured without the profiler"
        if denominator == GUARD_OF_TIMED_CALL
        else f"the profiled step's {step_us_text(whole_us)} CPU time{_rejected_words(inp)}"
    )
    return Finding(
        "guard-overhead",
        f"{events.CACHE_LOOKUP} takes {us(layer.self_us.median)} a profiled call{counted} "
        f"({guard_us / whole_us:.0%} of {what})",
        GuardOverhead(
            cache_lookup_us=layer.self_us.median,
            guard_count=guards,
            cpu_us_per_step=inp.test.metrics.cpu_us.median,
            share=round(guard_us / whole_us, 4),
            denominator=denominator,
            denominator_us=whole_us,
        ),
        "fewer guards: fewer distinct Python objects the graph reads (globals, module attributes, Python "
        "scalars); once shapes and dtypes are stable, torch.compiler.set_stance(skip_guard_eval_unsafe=True)",
    )


# What guard-overhead divides by: the timed call (steady state, no profiler), or for a raw trace
# (no call timed) the profiled step's CPU time, which load and the profiler both inflate.
GUARD_OF_TIMED_CALL = "timed-call"
GUARD_OF_PROFILED_STEP = "profiled-step"


def guard_denominator(inp: Inputs) -> tuple[Optional[float], str]:
    """(µs, which) of one call: the timed call's median where calls were timed and the session kept it,
    else the step's CPU (never a median the session rejected: `Inputs.test_median_rejected`)."""
    timing, context = inp.context.test_timing, inp.context
    if inp.test_median_rejected:
        return inp.test.metrics.cpu_us.median or None, GUARD_OF_PROFILED_STEP
    timed_ms: Optional[float]
    if timing is not None and timing.method != PROFILED_STEPS:
        timed_ms = timing.median_ms
    else:
        timed_ms = context.test_median_ms if timing is None else None
    if timed_ms:
        return timed_ms * 1000.0, GUARD_OF_TIMED_CALL
    return inp.test.metrics.cpu_us.median or None, GUARD_OF_PROFILED_STEP


def _rejected_words(inp: Inputs) -> str:
    """Why a share is of the profiled step where calls were timed: the session rejected their median."""
    return (
        "; the timed median was rejected (too few usable rounds: a busy machine)"
        if inp.test_median_rejected
        else ""
    )


NO_SAVING = "no time saved per call beyond the noise"
UNKNOWN_SAVING = "the timing gave no verdict on the saving"


def compile_time(inp: Inputs) -> Optional[Finding]:
    """Where compile time went, and after how many calls the mode pays off against the control."""
    evidence, context = _evidence(inp), inp.context
    total = evidence.compile_seconds or context.compile_seconds
    if not total or context.compile_mode is None or is_eager(context.compile_mode):
        return None
    split = _split(evidence)
    faster, outcome = _faster(inp), _outcome(inp)
    saving_ms = _saving_ms(faster) if faster else None
    if faster is not None and saving_ms:  # a saving is measured only where faster
        payoff, per_call = (
            f"it pays off after {total * 1000 / saving_ms:,.0f} calls",
            _saving_text(faster, context.control_mode),
        )
    elif outcome in ("same", "slower"):  # measured: no time saved per call
        payoff, per_call = "it never pays off", f" ({NO_SAVING})"
    else:  # busy or within the noise: the timing cannot say whether anything is saved
        payoff, per_call = "whether it pays off is not known", f" ({UNKNOWN_SAVING})"
    # TORCH_TRACE's compile time is the evidence table's; without it, the first call's wall time is the summary's
    took = (
        f"compiling took {total:.1f} s{split}"
        if evidence.compile_seconds
        else f"the first call took {total:.2f} s, compiling included"
    )
    return Finding(
        "compile-time",
        f"{took}; {payoff}{per_call}",
        CompileTime(compile_seconds=total, split_s=_split_values(evidence), saving_ms_per_call=saving_ms),
    )


def _outcome(inp: Inputs) -> Optional[str]:
    judgement = judge(inp)
    return judgement.outcome if judgement is not None else None


def _faster(inp: Inputs) -> Optional[SpeedComparison]:
    """The speed judgement where the mode is faster beyond the noise (timing.judge: the paired ratio's
    interval below 1 where the session has one), else None: nothing is saved."""
    judgement = judge(inp)
    return judgement if judgement is not None and judgement.outcome == "faster" else None


def _saving_ms(faster: SpeedComparison) -> float:
    """Time saved per call: the control's median x (1 - the ratio), the ratio the verdict's speed-up and
    the summary's "vs control" quote (paired where the session was timed in rounds). Never the medians'
    difference, which a paired session's ratio does not imply."""
    return faster.control.median_ms * (1.0 - faster.ratio)


def _saving_text(faster: SpeedComparison, control: str) -> str:
    """` (1.334 ms saved per call: eager's 1.606 ms x (1 - 0.17))`: the figures as the summary shows them."""
    return (
        f" ({call_ms_text(_saving_ms(faster))} saved per call: {control}'s {call_ms_text(faster.control.median_ms, grouped=True)}"
        f" x (1 - {faster.ratio:.2f}))"
    )


def _split_values(evidence: TorchEvidence) -> dict:
    parts = {"dynamo": 0.0, "aot": 0.0, "inductor": 0.0, "codegen": 0.0}
    for frame in evidence.frames:
        for part in parts:
            parts[part] += getattr(frame.times, f"{part}_s") or 0.0
    return {part: round(seconds, 3) for part, seconds in parts.items() if seconds}


def _split(evidence: TorchEvidence) -> str:
    values = _split_values(evidence)
    return (
        " (" + ", ".join(f"{part} {seconds:.1f} s" for part, seconds in values.items()) + ")"
        if values
        else ""
    )
