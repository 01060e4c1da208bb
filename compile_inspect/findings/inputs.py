"""What a rule may read: the prepared inputs of one comparison, built once before any rule runs.

Rules never parse generated code nor reach into private state: the C++ kernels a compiled graph
ran and the inputs of its `call()` are read from the generated code here, once.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np

from compile_inspect import events
from compile_inspect.index import KIND_CODE
from compile_inspect.model import ChainNode, LayerKind, Step, TraceAnalysis


@dataclass(frozen=True)
class FindingContext:
    """What the trace alone lacks: the mode, steady-state timings, the output-code log, and what
    torch itself recorded (`evidence`: an `evidence.TorchEvidence`, None where not captured)."""

    mode: Optional[str] = None
    control_mode: str = "eager"
    test_median_ms: Optional[float] = None
    control_median_ms: Optional[float] = None
    output_code_log: Optional[str] = None
    test_timing: Any = None  # session.Timing of the test mode (median, min, max, quantiles)
    control_timing: Any = None
    evidence: Any = None
    control_evidence: Any = None
    graph_breaks: tuple = ()  # session.GraphBreak records (where and why)
    recompiles: tuple = ()  # Dynamo's recompile reasons
    compile_mode: Optional[str] = None  # the torch.compile mode of the test side ("reduce-overhead" ...)
    compile_seconds: Optional[float] = None  # the first call's wall time, compile included


@dataclass(frozen=True)
class Inputs:
    """The analyses of both sides, their representative steps with trees, and what the generated
    code says, prepared once for every rule."""

    test: TraceAnalysis
    control: Optional[TraceAnalysis]
    context: FindingContext
    test_step: Optional[Step]
    control_step: Optional[Step]
    test_cpp_kernels: Counter = field(default_factory=Counter)  # C++ kernels the test step ran untraced
    graph_inputs: dict = field(default_factory=dict)  # fx hash -> [(input name, elements or None)]
    log_inputs: tuple = ()  # the same, of the first graph in the output-code log
    trace_counts: "TraceCounts" = None  # which events the test's profiled steps hold
    layer_events: tuple = ()  # (kind, normalised name, calls per step, median self µs) per compile-layer event


def prepare(test: TraceAnalysis, control: Optional[TraceAnalysis], context: FindingContext) -> Inputs:
    test_step = test.step(-1)
    sources = test.graph_sources()
    return Inputs(
        test=test,
        control=control,
        context=context,
        test_step=test_step,
        control_step=control.step(-1) if control is not None else None,
        test_cpp_kernels=untraced_cpp_kernels(test, test_step, sources),
        graph_inputs={fx_hash: graph_inputs(text) for fx_hash, text in sources.items()},
        log_inputs=tuple(graph_inputs(context.output_code_log or "")),
        trace_counts=TraceCounts(test),
        layer_events=compile_layer_events(test),
    )


def compile_layer_events(analysis: TraceAnalysis) -> tuple:
    """Per compile-layer event name (CompiledFunction and CompiledFunctionBackward apart): its kind,
    calls per step and median self µs over the profiled steps."""
    index, found = analysis.index, []
    members = index.member
    for kind in LayerKind.COMPILE_LAYERS:
        of_kind = members[index.kind[members] == KIND_CODE[kind]]
        codes, first = np.unique(index.name[of_kind], return_index=True)
        normalised = [events.normalise_name(index.names[c]) for c in codes[np.argsort(first)].tolist()]
        by_name = {name: [] for name in normalised}  # first-seen order
        for code, name in zip(codes[np.argsort(first)].tolist(), normalised):
            by_name[name].append(code)
        for name, name_codes in by_name.items():
            mine = of_kind[np.isin(index.name[of_kind], name_codes)]
            calls = len(mine) / max(len(analysis.steps), 1)
            found.append((kind, name, calls, float(np.median(index.self_us[mine]))))
    return tuple(found)


class TraceCounts:
    """Per event name or layer kind: in how many profiled steps it occurs, and its CPU time a step."""

    def __init__(self, analysis: TraceAnalysis):
        self._index, self.steps = analysis.index, len(analysis.steps)

    def _mask(self, name: str):
        index = self._index
        return index.name[index.member] == index.name_code(name)

    def steps_with(self, name: str) -> int:
        return len(np.unique(self._index.member_step[self._mask(name)]))

    def has(self, name: str) -> bool:
        return bool(self._mask(name).any())

    def kind_steps(self, kind: str) -> int:
        index = self._index
        return len(np.unique(index.member_step[index.kind[index.member] == KIND_CODE[kind]]))

    def median_us(self, name: str) -> float:
        """Median over the steps that hold `name` of its summed duration in the step."""
        mask, index = self._mask(name), self._index
        steps = index.member_step[mask]
        if not len(steps):
            return 0.0
        totals = np.bincount(steps, weights=index.dur[index.member[mask]])
        return float(np.median(totals[np.unique(steps)]))


def untraced_cpp_kernels(analysis: TraceAnalysis, step: Optional[Step], sources: dict) -> Counter:
    """C++ kernels the step's compiled graphs ran that a CPU trace does not show (no event per C++
    kernel unless Inductor's `cpp.enable_kernel_profile` is on), named from the generated code."""
    if analysis.metrics.gpu_busy_us is not None or step is None:
        return Counter()
    from compile_inspect.kernels import parse_module

    found: Counter = Counter()
    for node in step.walk():
        fx_hash = events.graph_hash(node.name)
        traced = any(n.name.startswith(events.CPP_KERNEL_EVENT_PREFIX) for n in node.walk())
        if fx_hash in sources and not traced:
            found.update(k.name for k in parse_module(sources[fx_hash]).kernels if k.language == "cpp")
    return found


_ARGS_LINE = re.compile(r"(?:^|\s)((?:\w+, )*\w+),? = args\s*$", re.M)
_SIZE_LINE = r"assert_size_stride\({name}, \(([\d, ]*)\)"


def graph_inputs(text: str) -> list[tuple[str, Optional[int]]]:
    """The inputs (name, elements) of the first graph in generated code or an output-code log."""
    match = _ARGS_LINE.search(text)
    if not match:
        return []
    names = match.group(1).split(", ")
    return [(name, _numel(re.search(_SIZE_LINE.format(name=re.escape(name)), text))) for name in names]


def _numel(match) -> Optional[int]:
    if not match:
        return None
    numel = 1
    for dim in filter(None, (d.strip() for d in match.group(1).split(","))):
        numel *= int(dim)
    return numel


def top_ops(step: Step) -> list[ChainNode]:
    """The outermost aten ops, Triton kernel calls and CUDA graph launches of a step."""
    found, stack = [], list(reversed(step.roots))
    while stack:
        node = stack.pop()
        if node.kind in (LayerKind.ATEN, LayerKind.TRITON_CALL, LayerKind.GRAPH_LAUNCH):
            found.append(node)
        else:
            stack.extend(reversed(node.children))
    return found


def us(value: float) -> str:
    return f"{value:.1f} µs"
