"""Value types of the trace side: events, chain nodes, steps, metrics, kernel rows, findings.

All are frozen and round-trip through JSON (`to_dict()` / `from_dict()`):

    >>> stat = Stat(1.0, 0.5, 2.0, 3)
    >>> Stat.from_dict(json.loads(json.dumps(stat.to_dict()))) == stat
    True

Two kinds of frozen type live here. Types with a handful of instances per trace are frozen
dataclasses. The two that exist once per trace event (`TraceEvent`, decoded straight from the
file's bytes, and `ChainNode`) are frozen `msgspec.Struct`s: building one costs about an eighth
of a frozen dataclass (0.06 s against 0.48 s for 300k objects on the 2-core dev machine), and a
trace of hundreds of MB holds millions of them.

`LayerKind` is the one place the layer-kind strings are defined.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Optional, Union

import msgspec

from compile_inspect.kinds import LayerKind  # noqa: F401  (the trace side assigns them; re-exported)
from compile_inspect.trace.checks import TraceCheck

if TYPE_CHECKING:
    from compile_inspect.trace.index import TraceIndex
else:
    # The index module imports this one, and msgspec reads the annotations at run time (`from_dict`, which
    # never fills the index): there the name stands for Any, as the field's annotation did before.
    TraceIndex = Any


class _Frozen:
    """JSON round-trip shared by every model type (dataclass or Struct)."""

    __slots__ = ()

    def to_dict(self) -> dict:
        return msgspec.to_builtins(self)

    @classmethod
    def from_dict(cls, data: dict):
        return msgspec.convert(data, cls)


# ---- events, decoded by msgspec straight from the trace bytes ----


class EventArgs(msgspec.Struct, _Frozen, frozen=True, gc=False, omit_defaults=True):
    """The few `args` of a Chrome trace event that something reads; the decoder skips the rest
    (`Input Dims` and the other shape fields of `record_shapes=True`: a third of a real trace)."""

    correlation: Optional[int] = None
    bytes: Union[int, str, None] = None  # a quoted number in rocprofiler's CPU copy rows; GPU events: int
    grid: Optional[tuple[int, ...]] = None
    block: Optional[tuple[int, ...]] = None
    registers: Optional[int] = msgspec.field(default=None, name="registers per thread")
    shared_memory: Optional[int] = msgspec.field(default=None, name="shared memory")
    stream: Union[int, str, None] = None  # ROCm (roctracer) writes the stream as a quoted pointer
    device: Optional[int] = None


class TraceEvent(msgspec.Struct, _Frozen, frozen=True, gc=False, omit_defaults=True):
    """One Chrome trace event; times in microseconds as the profiler writes them."""

    ph: str = ""
    name: str = ""
    cat: str = ""
    pid: Union[int, str] = 0
    tid: Union[int, str] = 0
    ts: Optional[float] = None
    dur: Optional[float] = None
    args: Optional[EventArgs] = None

    @property
    def end(self) -> float:
        """Where a complete event ends (an event without `ts` or `dur` has no end)."""
        assert self.ts is not None and self.dur is not None, self
        return self.ts + self.dur

    @property
    def correlation(self) -> Optional[int]:
        return self.args.correlation if self.args is not None else None


class ChainNode(msgspec.Struct, _Frozen, frozen=True, gc=False):
    """A CPU event in its dispatch tree, with the GPU work it launched.

    `self_us` is CPU time not covered by children; `gpu_us` is the GPU time of the work this node
    and its descendants launched; `gpu` holds the GPU events launched by this very node (a runtime
    or driver call), linked by correlation id.
    """

    name: str
    kind: str
    ts: float
    dur: float
    self_us: float
    gpu_us: float
    thread: Union[int, str]
    children: tuple["ChainNode", ...] = ()
    gpu: tuple[TraceEvent, ...] = ()

    def walk(self):
        """This node and all its descendants, depth first, in time order."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def gpu_events(self):
        """Every GPU event launched from this subtree, in launch order."""
        for node in self.walk():
            yield from node.gpu


# ---- steps and metrics ----


@dataclass(frozen=True)
class StepSpan(_Frozen):
    """One profiler step (or top-level annotation, or the whole trace): its name and window."""

    name: str
    ts: float
    dur: float


@dataclass(frozen=True)
class Step(_Frozen):
    """A step with its dispatch trees (built by `TraceAnalysis.step` for the steps a report shows)."""

    name: str
    ts: float
    dur: float
    roots: tuple[ChainNode, ...]

    def walk(self):
        for root in self.roots:
            yield from root.walk()

    def gpu_events(self):
        for root in self.roots:
            yield from root.gpu_events()

    def self_check(self) -> None:
        for node in self.walk():
            assert node.kind, node
            assert node.dur >= 0 and node.self_us >= -1e-6, node
            child_gpu = sum(child.gpu_us for child in node.children)
            own_gpu = sum(ev.dur for ev in node.gpu)
            assert abs(node.gpu_us - child_gpu - own_gpu) < 1e-3 * max(1.0, node.gpu_us), node
            for child in node.children:
                assert child.ts >= node.ts - 1e-3, (node.name, child.name)
            for ev in node.gpu:
                assert ev.correlation is not None, ev


@dataclass(frozen=True)
class RejectedStep(_Frozen):
    """A step candidate left out, and why (see `StepChoice`)."""

    name: str
    ts: float
    dur: float
    reason: str


@dataclass(frozen=True)
class StepChoice(_Frozen):
    """Which events became the steps and why (`compile_inspect.trace.steps`): `source` is
    "profiler steps", "user annotations" or "whole trace"; `thread` the (pid, tid) whose events
    were read; `used` the steps' names in order; `rejected` the candidates left out."""

    source: str
    reason: str
    thread: Optional[tuple[Union[int, str], Union[int, str]]] = None
    used: tuple[str, ...] = ()
    rejected: tuple[RejectedStep, ...] = ()


@dataclass(frozen=True)
class OneOffCost(_Frozen):
    """A runtime call whose cost is paid once (first launch, allocation, first sync), not per call:
    its duration is an outlier against the same name's other calls, or it runs once, in the first
    step only. `typical_us` is the median of the name's other calls (None: no other call);
    `gpu_idle_us` the part of the call the GPU ran nothing."""

    name: str
    role: str
    step: int
    ts: float
    dur: float
    typical_us: Optional[float]
    calls: int
    reason: str
    gpu_idle_us: float = 0.0


@dataclass(frozen=True)
class Stat(_Frozen):
    """Median with min and max over `n` samples."""

    median: float
    min: float
    max: float
    n: int

    @classmethod
    def of(cls, values) -> Optional["Stat"]:
        values = list(values)
        if not values:
            return None
        return cls(statistics.median(values), min(values), max(values), len(values))


@dataclass(frozen=True)
class StepMetrics(_Frozen):
    name: str
    cpu_us: float
    gpu_busy_us: float
    gpu_idle_share: Optional[float]  # None when the step launched no GPU work
    kernel_launches: int
    memcpy_count: int
    memcpy_bytes: int
    memset_count: int
    memset_bytes: int
    launch_lag_us: Optional[float]  # median GPU start - launch call start
    # The step's window: its start to the later of its end and its last GPU end. The rest are None
    # when the step launched no GPU work.
    gpu_busy_share: Optional[float] = None  # of the window, GPU busy with any step's work (1 - idle)
    gpu_active_span_us: Optional[float] = None  # the step's first GPU start to its last GPU end
    gpu_queue_lag_us: Optional[float] = None  # last GPU end - step end: > 0, the CPU runs ahead
    queue_depth: Optional[float] = None  # mean launches issued after a call before its work starts


@dataclass(frozen=True)
class ModeMetrics(_Frozen):
    """Per-step metrics summarised over the active steps."""

    steps: int
    cpu_us: Stat
    gpu_busy_us: Optional[Stat]
    gpu_idle_share: Optional[Stat]
    kernel_launches: Stat
    memcpy_count: Stat
    memcpy_bytes: Stat
    memset_count: Stat
    memset_bytes: Stat
    launch_lag_us: Optional[Stat]
    gpu_busy_share: Optional[Stat] = None
    gpu_active_span_us: Optional[Stat] = None
    gpu_queue_lag_us: Optional[Stat] = None
    queue_depth: Optional[Stat] = None


@dataclass(frozen=True)
class LayerCost(_Frozen):
    """CPU self time per call of one layer kind, over the active steps."""

    kind: str
    names: tuple[str, ...]
    calls_per_step: float
    self_us: Stat


@dataclass(frozen=True)
class KernelRow(_Frozen):
    """One GPU event name (kernel, memcpy or memset) over the active steps."""

    name: str
    kind: str
    count: int
    dur_us: Stat
    mean_us: float
    total_us: float
    grid: Optional[tuple[int, ...]] = None
    block: Optional[tuple[int, ...]] = None
    registers: Optional[int] = None
    shared_memory: Optional[int] = None
    bytes: Optional[int] = None  # per call, memcpy / memset
    launched_by: tuple[
        str, ...
    ] = ()  # a CUDA graph's replayed event: the ops that launched it without graphs


@dataclass(frozen=True)
class GraphRef(_Frozen):
    """A `## Call CompiledFxGraph <hash> ##` seen in the trace; `source` None when unresolved."""

    fx_hash: str
    calls: int
    source: Optional[str] = None


@dataclass(frozen=True)
class ReplayedEvent(_Frozen):
    """One GPU event a graph launch replayed: its name and time, and where the reference launched the
    same work (the op the compiled graph called, the graph call above it, the reference's name for it);
    op None: unattributed."""

    launch: int  # which graph launch of the step (0 the first)
    name: str
    gpu_us: float
    op: Optional[str] = None  # the outermost op or Triton launch: what the generated code called
    graph_call: Optional[str] = None  # the reference's `## Call CompiledFxGraph <hash> ##` it ran under
    reference_name: Optional[str] = None
    op_call: int = -1  # which call of `op` in the reference's step launched it (events of one call share it)
    work: str = LayerKind.KERNEL  # kernel, memcpy (a graph's `memcpy128` too) or memset
    inner_op: Optional[str] = None  # the op right above it, where not `op` (`_efficient_attention_forward`)


@dataclass(frozen=True)
class ReplayAttribution(_Frozen):
    """Every GPU event the representative step's graph launches replayed, attributed where the join held;
    `stopped`: where the replay first ran other work than the reference ('' when it ran the same)."""

    events: tuple[ReplayedEvent, ...]
    reference: str
    stopped: str = ""

    @property
    def gpu_us(self) -> float:
        return sum(event.gpu_us for event in self.events)

    @property
    def attributed_share(self) -> float:
        joined = sum(event.gpu_us for event in self.events if event.op is not None)
        return joined / self.gpu_us if self.gpu_us else 1.0


@dataclass(frozen=True)
class TraceAnalysis(_Frozen):
    """Everything `analyze_trace` reads out of one trace, and the index that answers for its trees.

    `index` (a `compile_inspect.trace.index.TraceIndex`) is not serialised: `to_dict()` holds the values,
    `to_dict(full=True)` adds every step's dispatch trees.
    """

    source: str
    device: Optional[str]
    steps: tuple[StepSpan, ...]
    step_metrics: tuple[StepMetrics, ...]
    metrics: ModeMetrics
    layers: tuple[LayerCost, ...]
    kernels: tuple[KernelRow, ...]
    graphs: tuple[GraphRef, ...]
    warnings: tuple[str, ...] = ()
    checks: tuple[TraceCheck, ...] = ()  # what the trace can support (trace/checks.py), said before findings
    index: Optional[TraceIndex] = field(default=None, compare=False, repr=False)
    step_choice: Optional[StepChoice] = None
    one_off_costs: tuple[OneOffCost, ...] = ()
    # its CUDA graph replays attributed to the same graph run without graphs (trace/replays.py), at load
    replays: Optional[ReplayAttribution] = None

    def layer(self, kind: str) -> Optional[LayerCost]:
        return next((layer for layer in self.layers if layer.kind == kind), None)

    def graph_sources(self) -> dict[str, str]:
        return {g.fx_hash: g.source for g in self.graphs if g.source is not None}

    def step(self, step_no: int = -1) -> Optional[Step]:
        """Step `step_no` with its dispatch trees (default: the last, the representative step)."""
        return self.require_index().step(step_no) if self.steps else None

    def require_index(self) -> TraceIndex:
        """The index, which every analysis `analyze_trace` made holds (one read back from JSON has none)."""
        assert self.index is not None, "an analysis read back from JSON has no index"
        return self.index

    def to_dict(self, full: bool = False) -> dict:
        data = {name: msgspec.to_builtins(getattr(self, name)) for name in _ANALYSIS_FIELDS}
        if full:
            data["steps"] = [self.require_index().step(n).to_dict() for n in range(len(self.steps))]
        return data

    def self_check(self) -> None:
        assert len(self.steps) == len(self.step_metrics) == self.metrics.steps
        for step_no in range(len(self.steps)):
            self.require_index().step(step_no).self_check()
        for metrics in self.step_metrics:
            assert metrics.gpu_idle_share is None or 0.0 <= metrics.gpu_idle_share <= 1.0
        for row in self.kernels:
            assert row.kind in LayerKind.GPU and row.count == row.dur_us.n
        assert len({g.fx_hash for g in self.graphs}) == len(self.graphs)


_ANALYSIS_FIELDS = (
    "source",
    "device",
    "steps",
    "step_metrics",
    "metrics",
    "layers",
    "kernels",
    "graphs",
    "warnings",
    "checks",
    "step_choice",
    "one_off_costs",
    "replays",
)
