"""What a rule may read: the prepared inputs of one comparison, built once before any rule runs.

Rules never parse generated code nor reach into private state: the C++ kernels a compiled graph
ran and the inputs of its `call()` are read from the generated code here, once.
"""

from __future__ import annotations

import enum
import functools
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import NamedTuple, Optional, Union

import numpy as np

from compile_inspect.code.evidence import TorchEvidence
from compile_inspect.findings.speed import SpeedComparison, compare_speeds
from compile_inspect.session.model import Sweep, Timing
from compile_inspect.trace import events
from compile_inspect.trace.index import KIND_CODE
from compile_inspect.trace.model import ChainNode, LayerKind, Step, TraceAnalysis
from compile_inspect.units import count_text


class Unbuilt(enum.Enum):
    """`FindingContext.speed` where the caller built no speed comparison (None: built, and there is none)."""

    SPEED = "not built"


@dataclass(frozen=True)
class FindingContext:
    """What the trace alone lacks: the mode, steady-state timings, the output-code log, and what
    torch itself recorded (`evidence`: an `evidence.TorchEvidence`, None where not captured)."""

    mode: Optional[str] = None
    control_mode: str = "eager"
    test_median_ms: Optional[float] = None
    control_median_ms: Optional[float] = None
    output_code_log: Optional[str] = None
    test_timing: Optional[Timing] = None  # the test mode's (median, min, max, quantiles, rounds)
    control_timing: Optional[Timing] = None
    evidence: Optional[TorchEvidence] = None
    control_evidence: Optional[TorchEvidence] = None
    graph_breaks: tuple = ()  # session.GraphBreak records (where and why)
    recompiles: tuple = ()  # Dynamo's recompile reasons
    compile_mode: Optional[str] = None  # the torch.compile mode of the test side ("reduce-overhead" ...)
    compile_seconds: Optional[float] = None  # the first call's wall time, compile included
    sweep: Optional[Sweep] = None  # the test mode's shape sweep (`--arg key=v1,v2`), None without one
    # The pair's speed as the caller built it (compare/diff.py: once per pair; None: no comparison to make);
    # Unbuilt.SPEED: built here, once (`Inputs.speed`), for callers of `findings.find` with bare timings.
    speed: Union[SpeedComparison, None, Unbuilt] = Unbuilt.SPEED


@dataclass(frozen=True)
class Inputs:
    """The analyses of both sides, their representative steps with trees, and what the generated
    code says, prepared once for every rule."""

    test: TraceAnalysis
    control: Optional[TraceAnalysis]
    context: FindingContext
    test_step: Optional[Step]
    control_step: Optional[Step]
    trace_counts: "TraceCounts"  # which events the test's profiled steps hold
    test_cpp_kernels: Counter = field(default_factory=Counter)  # C++ kernels the test step ran untraced
    graph_inputs: dict = field(default_factory=dict)  # fx hash -> [(input name, elements or None)]
    log_inputs: tuple = ()  # the same, of the first graph in the output-code log
    layer_events: tuple = ()  # a LayerEvent per compile-layer event
    control_layer_events: tuple = ()  # the same, of the control (empty for eager)
    # The test's / control's graph-call self time is its untraced C++ kernels (`graph_runs_kernels`).
    graph_kernels_inside: bool = False
    control_graph_kernels_inside: bool = False
    # CompiledFunction (and its backward) hold the graph itself, no graph call recorded (`wrapper_holds_graph`).
    wrapper_holds_graph: bool = False
    control_wrapper_holds_graph: bool = False

    @functools.cached_property
    def speed(self) -> Optional[SpeedComparison]:
        """The comparison's speed: the caller's (a diff builds each pair's once, compare/diff.py), else built
        here once (`speed.compare_speeds`) from the context's timings, as `findings.find(...)` alone needs."""
        context = self.context
        if context.speed is not Unbuilt.SPEED:
            return context.speed
        return compare_speeds(
            context.test_timing, context.control_timing, context.test_median_ms, context.control_median_ms
        )

    @property
    def test_median_rejected(self) -> bool:
        """Did the session itself reject the test mode's timed median (no verdict: the machine was too busy)?
        Then no figure divides by it: a share of a call falls back to the profiled step, or is not given."""
        speed = self.speed
        return median_rejected(self.context.test_timing) or (speed is not None and speed.outcome == "busy")


def median_rejected(timing: Optional[Timing]) -> bool:
    """A timed median pooled from rounds the session could not keep: none ran clean (unstarved on a
    full-speed core), so the median pools starved or slowed blocks. False without a Timing."""
    return timing is not None and timing.clean_rounds == 0


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
        control_layer_events=compile_layer_events(control) if control is not None else (),
        graph_kernels_inside=graph_runs_kernels(test),
        control_graph_kernels_inside=control is not None and graph_runs_kernels(control),
        wrapper_holds_graph=wrapper_holds_graph(test),
        control_wrapper_holds_graph=control is not None and wrapper_holds_graph(control),
    )


class LayerEvent(NamedTuple):
    """One compile-layer event over the profiled steps (CompiledFunction and its backward apart)."""

    kind: str
    name: str  # normalised (`events.normalise_name`)
    calls: float  # calls per step: its calls over all the steps / the steps
    self_us: float  # median self µs of one call
    steps_with: int  # the steps that hold it
    steps: int  # the profiled steps

    def calls_text(self) -> str:
        """How often it runs: `` (once a step), ` x3 a step`, or ` in 1 of 5 steps` (not every step)."""
        if self.steps_with < self.steps:
            return f" in {self.steps_with} of {self.steps} steps"
        return "" if self.calls == 1 else f" x{count_text(self.calls)} a step"


def compile_layer_events(analysis: TraceAnalysis) -> tuple:
    """Per compile-layer event name (CompiledFunction and CompiledFunctionBackward apart): its kind,
    calls per step, median self µs over the profiled steps, and the steps holding it."""
    index, found = analysis.require_index(), []
    members, steps = index.member, len(analysis.steps)
    for kind in LayerKind.COMPILE_LAYERS:
        of_kind = np.flatnonzero(index.kind[members] == KIND_CODE[kind])
        codes, first = np.unique(index.name[members[of_kind]], return_index=True)
        normalised = [events.normalise_name(index.names[c]) for c in codes[np.argsort(first)].tolist()]
        by_name: dict[str, list[int]] = {name: [] for name in normalised}  # first-seen order
        for code, name in zip(codes[np.argsort(first)].tolist(), normalised):
            by_name[name].append(code)
        for name, name_codes in by_name.items():
            mine = of_kind[np.isin(index.name[members[of_kind]], name_codes)]
            holding = len(np.unique(index.member_step[mine]))
            median = float(np.median(index.self_us[members[mine]]))
            found.append(LayerEvent(kind, name, len(mine) / max(steps, 1), median, holding, steps))
    return tuple(found)


def graph_runs_kernels(analysis: TraceAnalysis) -> bool:
    """Whether the `## Call CompiledFxGraph ##` self time is the graph's own kernels, not layer cost.

    On CPU, Inductor's C++ kernels run inside the graph call with no event of their own (unless
    `cpp.enable_kernel_profile` traces them as `graph_<n>_cpp_...` children), so the call's self
    time is their compute: 52 ms a step for samples/mlp.py at size 512, where the other compile
    layers take 0.4 ms. On a GPU the kernels' launches are traced children: the self time left is
    the wrapper's Python (24-137 µs on the recorded H200 traces). A CPU graph whose generated code
    is known but has no C++ kernel (only extern calls such as `extern_kernels.mm`) runs none; one
    whose code is unknown (a raw trace) is taken to run some, as Inductor's CPU graphs do.
    """
    gpu_trace = analysis.index is not None and analysis.index.trace.has_gpu  # its links refused too
    if analysis.metrics.gpu_busy_us is not None or gpu_trace:
        return False
    step = analysis.step(-1)
    if step is None:  # no steps
        return False
    sources = analysis.graph_sources()
    for node in step.walk():
        if node.kind != LayerKind.GRAPH_CALL:
            continue
        if any(n.name.startswith(events.CPP_KERNEL_EVENT_PREFIX) for n in node.walk()):
            continue  # kernels traced: the self time is the wrapper
        fx_hash = events.graph_hash(node.name)
        if fx_hash not in sources or _has_cpp_kernels(sources[fx_hash]):
            return True
    return False


def _has_cpp_kernels(source: str) -> bool:
    from compile_inspect.code.kernels import parse_module

    return any(kernel.language == "cpp" for kernel in parse_module(source).kernels)


def layer_overhead_us(layer_events: tuple, kernels_inside: bool, wrapper_holds: bool = False) -> float:
    """CPU self µs a step of the compile layers, less the graph call's when that is its kernels, and less
    CompiledFunction's (and its backward's) when they hold the graph itself (`wrapper_holds_graph`)."""
    return _self_us_a_step(
        event
        for event in layer_events
        if not (kernels_inside and event.kind == LayerKind.GRAPH_CALL)
        and not (wrapper_holds and is_graph_holder(event))
    )


def _self_us_a_step(layer_events) -> float:
    """Self µs a step of these layer events: each one's calls a step times its self µs a call."""
    return sum(event.calls * event.self_us for event in layer_events)


def held_graph_us(layer_events: tuple) -> float:
    """CompiledFunction's and its backward's self µs a step (where they hold the graph: its own Python)."""
    return _self_us_a_step(event for event in layer_events if is_graph_holder(event))


def is_graph_holder(event) -> bool:
    """AOTAutograd's CompiledFunction or CompiledFunctionBackward (a LayerEvent or a chain node)."""
    return event.kind == LayerKind.AOT_WRAPPER and event.name in events.COMPILED_FUNCTIONS


# What a graph does, where a node directly above it holds the graph: ops, launches, graph replays.
_GRAPH_WORK = (LayerKind.ATEN, LayerKind.RUNTIME, LayerKind.GRAPH_LAUNCH, LayerKind.TRITON_CALL)


def wrapper_holds_graph(analysis: TraceAnalysis) -> bool:
    """Whether CompiledFunction (and its backward) hold the compiled graph itself: the step records no
    `## Call CompiledFxGraph ##` (older torch, a backend other than Inductor) and ops, launches or graph
    replays sit right under them. Their self time is then mostly the graph's own Python between its
    ops, not the wrapper's cost: on a V100 training trace of HolisticTraceAnalysis's tests/data,
    CompiledFunctionBackward's 86,019 µs a step wrap 1,177 aten ops and their all-reduces; under
    `backend="aot_eager"` (tests/data/aot_eager) the same shape."""
    step = analysis.step(-1)
    if step is None:  # no steps
        return False
    nodes = list(step.walk())
    if any(node.kind == LayerKind.GRAPH_CALL for node in nodes):
        return False
    return any(
        is_graph_holder(node) and any(child.kind in _GRAPH_WORK for child in node.children) for node in nodes
    )


def graph_call_self_us(layer_events: tuple) -> float:
    """The graph calls' self µs a step (on CPU: the graph's own C++ kernels, `graph_runs_kernels`)."""
    return _self_us_a_step(event for event in layer_events if event.kind == LayerKind.GRAPH_CALL)


def op_time_us(analysis: TraceAnalysis) -> float:
    """Median over the steps of the aten ops' summed self time (self times never count a µs twice,
    where durations would: `autograd::engine::evaluate_function: CompiledFunctionBackward` is an aten
    op around a whole backward graph call)."""
    index = analysis.require_index()
    if not analysis.steps:
        return 0.0
    ops = index.kind[index.member] == KIND_CODE[LayerKind.ATEN]
    totals = np.bincount(
        index.member_step[ops], weights=index.self_us[index.member[ops]], minlength=len(analysis.steps)
    )
    return float(np.median(totals))


class TraceCounts:
    """Per event name or layer kind: in how many profiled steps it occurs, and its CPU time a step."""

    def __init__(self, analysis: TraceAnalysis):
        self._index, self.steps = analysis.require_index(), len(analysis.steps)

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
    from compile_inspect.code.kernels import parse_module

    # Whether each node's subtree holds a C++ kernel event: one pass, children before parents (a
    # walk per node is quadratic in the nesting depth).
    order = list(step.walk())
    traced: dict[int, bool] = {}
    for node in reversed(order):
        traced[id(node)] = node.name.startswith(events.CPP_KERNEL_EVENT_PREFIX) or any(
            traced[id(child)] for child in node.children
        )
    found: Counter = Counter()
    for node in order:
        fx_hash = events.graph_hash(node.name)
        if fx_hash in sources and not traced[id(node)]:
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


@dataclass(frozen=True)
class GpuOps:
    """The GPU work of a profiled step, medians over the steps: kernels (a CUDA graph's replayed ones
    included), memcpys and memsets. The one count of kernels the findings, the verdict and the summary
    table quote (`gpu_ops`)."""

    kernels: float
    memcpys: float = 0.0
    memsets: float = 0.0

    @property
    def total(self) -> float:
        return self.kernels + self.memcpys + self.memsets

    def text(self) -> str:
        """`57 kernels`, or `50 GPU ops (49 kernels + 1 memcpy)` where copies or sets run too."""
        kernels = f"{count_text(self.kernels)} kernel{'' if self.kernels == 1 else 's'}"
        extra = [f"{count_text(n)} {what}{'' if n == 1 else 's'}"
                 for n, what in ((self.memcpys, "memcpy"), (self.memsets, "memset")) if n]  # fmt: skip
        return f"{count_text(self.total)} GPU ops ({' + '.join([kernels, *extra])})" if extra else kernels


def gpu_ops(analysis: TraceAnalysis) -> GpuOps:
    """The step's GPU work (medians over the profiled steps): the one function kernel counts come from."""
    metrics = analysis.metrics
    return GpuOps(metrics.kernel_launches.median, metrics.memcpy_count.median, metrics.memset_count.median)


def step_gpu_ops(step_metrics) -> GpuOps:
    """One profiled step's GPU work (a `StepMetrics`), counted as `gpu_ops` counts the medians. (tiny-kernels
    counts something else on purpose: the kernels a launch call started, a CUDA graph's replays left out.)"""
    return GpuOps(step_metrics.kernel_launches, step_metrics.memcpy_count, step_metrics.memset_count)


def us(value: float) -> str:
    """`12.3 µs`: units.us_text, the one µs format (imported here, in the one function of this module it serves)."""
    from compile_inspect.units import us_text

    return us_text(value)
