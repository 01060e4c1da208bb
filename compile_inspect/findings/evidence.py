"""The numbers behind each finding, one type per finding id (`EVIDENCE`). No torch.

    >>> finding.evidence.speedup            # a typed field
    >>> finding.evidence["speedup"]         # the same, read as a mapping (the JSON's shape)

A rule builds its finding's evidence as the type of its id; the JSON report writes it as an object of the
fields that are set. A field that is `UNSET` is not part of the evidence (not written, not in `keys()`),
which is how the figures a rule gives only sometimes (the paired ratio, the kernels of a fused step) stay
absent rather than null. Nested figures keep the JSON's builtin shapes (lists, dicts), typed by content.
docs/trace-events.md lists every id and what fires it.
"""

from __future__ import annotations

from typing import Any, Iterator, Optional, TypeVar, Union

import msgspec
from msgspec import UNSET, UnsetType

Number = Union[int, float]
T = TypeVar("T")
Sometimes = Union[T, UnsetType]  # a field a rule gives only sometimes: UNSET (absent from the JSON) otherwise


class Evidence(msgspec.Struct, frozen=True, kw_only=True):
    """The base of every finding's evidence: typed fields, read as a mapping too (`evidence["key"]`,
    `.get`, `in`, `.items()`) for code written against the JSON's objects."""

    def keys(self) -> list[str]:
        return [name for name in self.__struct_fields__ if getattr(self, name) is not UNSET]

    def __getitem__(self, key: str) -> Any:
        value = getattr(self, key, UNSET) if key in self.__struct_fields__ else UNSET
        if value is UNSET:
            raise KeyError(key)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in self.keys()

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def items(self) -> list[tuple[str, Any]]:
        return [(name, getattr(self, name)) for name in self.keys()]

    def values(self) -> list[Any]:
        return [getattr(self, name) for name in self.keys()]

    def to_dict(self) -> dict:
        return msgspec.to_builtins(self)


class NoEvidence(Evidence, frozen=True, kw_only=True):
    """A finding that carries no numbers."""


# ---- a comparison's speed (findings/speed.py SpeedComparison.evidence) ----


class SpeedEvidence(Evidence, frozen=True, kw_only=True):
    test_median_ms: float
    control_median_ms: float
    ratio: float  # test / control, unrounded: the verdict quotes the same figure
    threshold: float
    spread: Sometimes[str] = UNSET  # "p10-p90" or "min-max", where both sides have one
    test_interval_ms: Sometimes[list[float]] = UNSET
    control_interval_ms: Sometimes[list[float]] = UNSET
    paired: Sometimes[dict[str, Number]] = UNSET  # rounds.PairedRatio.to_dict()
    # paired over every round, too few having run both blocks on equally fast cores (rounds.UNSTEADY_BAND)
    every_round: Sometimes[bool] = UNSET


class SlowerThanEager(SpeedEvidence, frozen=True, kw_only=True):
    explained_by: list[str]
    largest_difference: Optional[dict[str, Any]]  # {"what": ..., "us_per_step": ...}


class FasterThanEager(SpeedEvidence, frozen=True, kw_only=True):
    speedup: float
    why: str
    explained_by: list[str]
    # where the time went (timing.win_reasons), per profiled step; absent where it did not show
    test_cpu_us_per_step: Sometimes[float] = UNSET
    control_cpu_us_per_step: Sometimes[float] = UNSET
    graph_launches: Sometimes[int] = UNSET
    replayed_kernels: Sometimes[int] = UNSET
    test_kernels: Sometimes[Number] = UNSET
    control_kernels: Sometimes[Number] = UNSET
    test_gpu_ops: Sometimes[Number] = UNSET
    control_gpu_ops: Sometimes[Number] = UNSET
    test_gpu_busy_us: Sometimes[float] = UNSET
    control_gpu_busy_us: Sometimes[float] = UNSET


class WithinNoise(SpeedEvidence, frozen=True, kw_only=True):
    why: Sometimes[str] = UNSET  # what the interval rules out, in words (absent in sessions' older reports)


class BusyMachine(Evidence, frozen=True, kw_only=True):
    clean_rounds: Optional[int]
    rounds_run: Optional[int]
    min_clean_rounds: int
    starved_wait_share: float
    # where slowed cores, not starvation, left the rounds out
    slow_core_rounds: Sometimes[int] = UNSET
    starved_rounds: Sometimes[Optional[int]] = UNSET
    probe_fastest_ms: Sometimes[float] = UNSET
    probe_slowest_ms: Sometimes[Optional[float]] = UNSET
    # what kept the rounds from being comparable: "local load", "other tenants" or "unknown", and its figures
    cause: Sometimes[str] = UNSET
    wait_share: Sometimes[Optional[float]] = UNSET
    others_cores: Sometimes[Optional[float]] = UNSET
    probe_cpu_spread: Sometimes[Optional[float]] = UNSET


class PageFaults(Evidence, frozen=True, kw_only=True):
    mode: str
    kernel_share: float
    faults_per_call: Optional[float]
    other_mode: Optional[str]
    other_kernel_share: Optional[float]
    other_faults_per_call: Optional[float]
    threshold: float


class DriftingTarget(Evidence, frozen=True, kw_only=True):
    modes: list[str]
    first_ms: float
    last_ms: float
    trend_z: float
    calls: Optional[int]
    ratio_at_end: float


class ThroughputDisagrees(Evidence, frozen=True, kw_only=True):
    throughput_ratio: float
    throughput_outcome: str
    latency_ratio: float
    latency_outcome: str
    paired: dict[str, Number]


class NoisyTiming(Evidence, frozen=True, kw_only=True):
    sides: dict[
        str, dict[str, Number]
    ]  # mode -> median_ms, p10_ms, p90_ms, min_ms, max_ms, iters, spread_ratio
    threshold: float


class ProfilerOverhead(Evidence, frozen=True, kw_only=True):
    ratio: float
    threshold: float
    # the profiled steps' CPU time against the timed calls (a trace's figures)
    step_cpu_us: Sometimes[float] = UNSET
    step_cpu_us_min: Sometimes[float] = UNSET
    step_cpu_us_max: Sometimes[float] = UNSET
    steps: Sometimes[int] = UNSET
    timed_median_us: Sometimes[float] = UNSET
    compile_layers_us: Sometimes[Number] = UNSET
    # a profiled step's wall time against the same steps unprofiled (sessions since issue 27)
    profiled_step_ms: Sometimes[float] = UNSET
    timed_median_ms: Sometimes[float] = UNSET
    unprofiled_step_ms: Sometimes[Optional[float]] = UNSET
    # the throwaway profiler session's step before the baseline (the process's first: its one-time start-up)
    first_profile_step_ms: Sometimes[float] = UNSET


class FirstStepOutlier(Evidence, frozen=True, kw_only=True):
    first_step: str
    first_cpu_us: float
    others_median_cpu_us: float
    threshold: float


class KernelTimeVariance(Evidence, frozen=True, kw_only=True):
    kernels: dict[str, dict[str, Number]]  # name -> median_us, mean_us, min_us, max_us, steps
    threshold: float


class AutotuneChoiceFailed(Evidence, frozen=True, kw_only=True):
    failed_choices: int
    callers: list[str]
    first_reason: str


# ---- boundness ----


class Boundness(Evidence, frozen=True, kw_only=True):
    gpu_idle_share: float
    gpu_busy_us: float
    cpu_us_per_step: float
    threshold: float
    gpu_busy_share: Sometimes[float] = UNSET
    gpu_active_span_us: Sometimes[float] = UNSET
    launch_lag_us: Sometimes[float] = UNSET
    gpu_queue_lag_us: Sometimes[float] = UNSET
    queue_depth: Sometimes[float] = UNSET


class GpuBound(Boundness, frozen=True, kw_only=True):
    pass


class OverheadBound(Boundness, frozen=True, kw_only=True):
    cpu_us_per_launch: Optional[float]
    # with one-off costs in the steps: the figures above leave them out, these keep them
    gpu_idle_share_with_one_offs: Sometimes[float] = UNSET
    cpu_us_per_step_with_one_offs: Sometimes[float] = UNSET
    one_off_costs: Sometimes[list[dict[str, Any]]] = UNSET


class FarBelowRoofline(Evidence, frozen=True, kw_only=True):
    kernels: list[dict[str, Any]]  # kernel, trace_name, bound, limit, limit_share, gbps, tflops, ...
    device: str
    threshold: float


# ---- what the compiled code does ----


class OpsFused(Evidence, frozen=True, kw_only=True):
    removed: dict[str, Number]
    added: dict[str, Number]
    control_gpu_ops: Number
    test_gpu_ops: Number
    control_kernels: Number
    test_kernels: Number
    kernel_fusion: bool
    triton_kernels: list[str]
    graph_replayed: int
    left_out_ops: dict[str, Number]


class BiasCopyEpilogue(Evidence, frozen=True, kw_only=True):
    op: str
    copy: str
    bytes: int
    copy_us: float
    gemm: str
    calls: int


class TritonTemplateGemm(Evidence, frozen=True, kw_only=True):
    kernels: dict[str, float]  # name -> median µs


class CudagraphInputCopies(Evidence, frozen=True, kw_only=True):
    copy_gpu_us: float
    bytes: Optional[Number]
    # under graph calls (Inductor's `## Call CompiledFxGraph ##`)
    copy_ops: Sometimes[list[str]] = UNSET
    tensors: Sometimes[Optional[int]] = UNSET
    copy_kernels_per_call: Sometimes[int] = UNSET
    calls: Sometimes[int] = UNSET
    # recognised by shape, where no graph call holds them
    copies_per_step: Sometimes[float] = UNSET
    memcpy_copies_per_step: Sometimes[float] = UNSET
    graph_launches_per_step: Sometimes[float] = UNSET
    by_shape: Sometimes[bool] = UNSET


class CudagraphRerecord(Evidence, frozen=True, kw_only=True):
    steps_recording: int
    steps: int
    record_us_per_step: float
    recordings_in_torch_trace: int
    training_graph: bool
    torch_warning: Optional[str]


class CudagraphSkipped(Evidence, frozen=True, kw_only=True):
    reasons: list[str]
    steps_with_graph_launch: int
    steps: int


# ---- the compile layers and what torch recorded ----


class CompileLayersOverhead(Evidence, frozen=True, kw_only=True):
    self_us_per_call: dict[str, float]  # layer kind -> µs a profiled call
    per_event: list[dict[str, Any]]  # kind, name, calls_per_step, self_us, steps_with, steps
    total_us: float
    graph_kernels_us: Optional[float]  # the graph call's own C++ kernels (CPU), not counted
    held_graph_us: Optional[float]  # CompiledFunction holding the graph itself, not counted
    event_names: dict[str, list[str]]
    cpu_us_per_step: float
    control_cpu_us_per_step: Optional[float]


class GraphBreak(Evidence, frozen=True, kw_only=True):
    regions: list[str]
    region_count: int
    eager_between_us: float
    breaks: list[dict[str, str]]  # where (file:line), reason


class CudagraphReplay(Evidence, frozen=True, kw_only=True):
    reference: Optional[str]  # the mode whose run of the same graph without CUDA graphs attributed them
    events: int
    gpu_us: float
    attributed_share: float
    stopped: Optional[str]  # where the replay first ran other work than the reference
    by_op: list[dict[str, Any]]  # op, count, gpu_us
    kernels: list[dict[str, Any]]  # launch, name, gpu_us, op, inner_op, reference_name


class Withheld(Evidence, frozen=True, kw_only=True):
    findings: list[str]  # the ids withheld
    checks: list[str]  # the trace checks failed (trace/checks.py)


class Recompile(Evidence, frozen=True, kw_only=True):
    regions: list[str]
    reasons: list[str]
    steps_compiling: int
    compile_ids: list[str]
    steps: int


class TrainingGraph(Evidence, frozen=True, kw_only=True):
    aot_backward_graph: bool
    compiled_function_in_trace: bool


class RecompileLimit(Evidence, frozen=True, kw_only=True):
    function: Optional[str]
    filename: Optional[str]
    line: Optional[int]
    compile_id: Optional[str]
    limit_type: Optional[str]
    limit: Optional[int]
    graphs: Optional[int]
    guard: Optional[str]
    guard_kind: Optional[str]
    reason: Optional[str]
    frames_given_up: int


class EagerFallback(Evidence, frozen=True, kw_only=True):
    frames_seen: int
    graphs_compiled: int


class GuardOverhead(Evidence, frozen=True, kw_only=True):
    cache_lookup_us: float
    guard_count: Optional[int]
    cpu_us_per_step: float
    share: float
    denominator: str  # "timed-call" or "profiled-step"
    denominator_us: float


class CompileTime(Evidence, frozen=True, kw_only=True):
    compile_seconds: float
    split_s: dict[str, float]  # dynamo, aot, inductor, codegen
    saving_ms_per_call: Optional[float]


class ShapeRecompiles(Evidence, frozen=True, kw_only=True):
    arg: str
    # named as in the JSON: it shadows Evidence.values() on this type, which mypy rejects as an override
    values: list[str]  # type: ignore[assignment]
    recompiled_at: list[str]
    reasons: list[str]
    dynamic: list[str]
    first_call_s: dict[str, Optional[float]]


# ---- per-step figures of training traces (findings/steps_view.py step_finding) ----


class StepEvidence(Evidence, frozen=True, kw_only=True):
    whole_trace: bool = False  # no steps in the trace: the figures are for the whole of it


class HostSync(StepEvidence, frozen=True, kw_only=True):
    syncs_per_step: float
    sync_us_per_step: float
    gpu_busy_in_sync_us: float
    gpu_idle_after_sync_us: float
    sync_share: float
    calls: dict[str, Number]
    callers: dict[str, Number]


class HtodCopy(StepEvidence, frozen=True, kw_only=True):
    pageable_copies_per_step: float
    pageable_bytes_per_step: float
    pageable_gpu_us_per_step: float
    pageable_call_us_per_step: float
    pinned_copies_per_step: float
    pinned_bytes_per_step: float


class AllocatorChurn(StepEvidence, frozen=True, kw_only=True):
    calls_per_step: float
    call_us_per_step: float
    share: float
    steps_with_calls: int
    calls: dict[str, Number]
    callers: dict[str, Number]


class TinyKernels(StepEvidence, frozen=True, kw_only=True):
    kernels_per_step: float
    median_kernel_us: float
    launch_call_us: float
    shorter_than_launch: float
    top_kernels: dict[str, Number]


class Communication(StepEvidence, frozen=True, kw_only=True):
    backend: Optional[str]
    collectives_per_step: float
    ops_per_step: dict[str, float]
    unbucketed: bool
    # timed collectives (device activity, or gloo's CPU spans)
    comm_us_per_step: Sometimes[float] = UNSET
    overlapped_us_per_step: Sometimes[float] = UNSET
    exposed_us_per_step: Sometimes[float] = UNSET
    exposed_share: Sometimes[float] = UNSET
    # counted only: which host markers counted them
    counted_from: Sometimes[str] = UNSET


EVIDENCE: dict[str, type[Evidence]] = {
    "slower-than-eager": SlowerThanEager,
    "faster-than-eager": FasterThanEager,
    "within-noise": WithinNoise,
    "busy-machine": BusyMachine,
    "drifting-target": DriftingTarget,
    "page-faults": PageFaults,
    "throughput-disagrees": ThroughputDisagrees,
    "noisy-timing": NoisyTiming,
    "profiler-overhead": ProfilerOverhead,
    "first-step-outlier": FirstStepOutlier,
    "kernel-time-variance": KernelTimeVariance,
    "autotune-choice-failed": AutotuneChoiceFailed,
    "gpu-bound": GpuBound,
    "overhead-bound": OverheadBound,
    "far-below-roofline": FarBelowRoofline,
    "ops-fused": OpsFused,
    "bias-copy-epilogue": BiasCopyEpilogue,
    "triton-template-gemm": TritonTemplateGemm,
    "cudagraph-input-copies": CudagraphInputCopies,
    "cudagraph-rerecord": CudagraphRerecord,
    "cudagraph-skipped": CudagraphSkipped,
    "cudagraphs-on-cpu": CudagraphSkipped,
    "compile-layers-overhead": CompileLayersOverhead,
    "graph-break": GraphBreak,
    "withheld": Withheld,
    "cudagraph-replay": CudagraphReplay,
    "recompile": Recompile,
    "training-graph": TrainingGraph,
    "recompile-limit": RecompileLimit,
    "eager-fallback": EagerFallback,
    "guard-overhead": GuardOverhead,
    "compile-time": CompileTime,
    "shape-recompiles": ShapeRecompiles,
    "host-sync": HostSync,
    "htod-copy": HtodCopy,
    "allocator-churn": AllocatorChurn,
    "tiny-kernels": TinyKernels,
    "communication": Communication,
}


def evidence_type(finding_id: str) -> Optional[type[Evidence]]:
    """The evidence type of a finding id; None for an id this version does not know."""
    return EVIDENCE.get(finding_id)
