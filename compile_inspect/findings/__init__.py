"""The rules that explain a trace: the trace-reading cheatsheet of the articles, automated.

    >>> find(analyze_trace("default.json"), control=analyze_trace("eager.json"),
    ...      context=FindingContext(mode="default", test_median_ms=0.30, control_median_ms=0.25))
    [Finding(id='ops-fused', message='aten::matmul + aten::add -> aten::addmm ...', evidence={...}), ...]

Each rule is a `Rule(id, fn)` with `fn(inputs) -> Finding | None` (a verdict a `VerdictRule`, whose `fn` also
takes the ids of the findings that fired before it), in a module of its family
(`boundness`, `fusion`, `cudagraphs`, `layers`, `timing`, `communication`, `training`); `inputs.prepare`
builds what they read, once. Thresholds are named constants in each family; docs/trace-events.md gives the reason for each.
`verdict` reads the one or two lines a comparison opens with off the findings.

Layer 3: imports the base modules, trace/, session/ and code/. No torch.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence, Union

from compile_inspect.findings import (
    boundness,
    communication,
    cudagraphs,
    fusion,
    layers,
    shapes,
    timing,
    torch_evidence,
    training,
)
from compile_inspect.findings import roofline as roofline_rules
from compile_inspect.findings.boundness import GPU_BOUND_IDLE_SHARE, OVERHEAD_BOUND_IDLE_SHARE
from compile_inspect.findings.evidence import Withheld
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import FindingContext, Inputs, graph_inputs, prepare
from compile_inspect.findings.speed import SLOWER_THAN_EAGER_RATIO
from compile_inspect.trace import checks
from compile_inspect.trace.model import TraceAnalysis

__all__ = ["ALL_RULES", "RULES", "FindingContext", "Inputs", "Rule", "VerdictRule", "find", "graph_inputs",
           "GPU_BOUND_IDLE_SHARE", "OVERHEAD_BOUND_IDLE_SHARE", "SLOWER_THAN_EAGER_RATIO"]  # fmt: skip


@dataclass(frozen=True)
class Rule:
    id: str
    fn: Callable[[Inputs], Union[Finding, list[Finding], None]]  # a list: one finding per place (graph-break)


@dataclass(frozen=True)
class VerdictRule:
    """A verdict's rule: `fn(inputs, explained_by)`, given the ids of the findings that fired before it."""

    id: str
    fn: Callable[[Inputs, Sequence[str]], Optional[Finding]]


RULES = (
    Rule("cudagraph-rerecord", torch_evidence.cudagraph_rerecord),
    Rule("training-graph", torch_evidence.training_graph),
    Rule("cudagraph-skipped", torch_evidence.cudagraph_skipped),
    Rule("cudagraphs-on-cpu", torch_evidence.cudagraphs_on_cpu),
    Rule("recompile-limit", torch_evidence.recompile_limit),
    Rule("eager-fallback", torch_evidence.eager_fallback),
    Rule("overhead-bound", boundness.overhead_bound),
    Rule("gpu-bound", boundness.gpu_bound),
    Rule("ops-fused", fusion.ops_fused),
    Rule("bias-copy-epilogue", fusion.bias_copy_epilogue),
    Rule("cudagraph-input-copies", cudagraphs.cudagraph_input_copies),
    Rule("cudagraph-replay", cudagraphs.cudagraph_replay),
    Rule("communication", communication.communication),
    Rule("host-sync", training.host_sync),
    Rule("htod-copy", training.htod_copy),
    Rule("allocator-churn", training.allocator_churn),
    Rule("tiny-kernels", training.tiny_kernels),
    Rule("compile-layers-overhead", layers.compile_layers_overhead),
    Rule("graph-break", layers.graph_break),
    Rule("recompile", layers.recompile),
    Rule("shape-recompiles", shapes.shape_recompiles),
    Rule("triton-template-gemm", fusion.triton_template_gemm),
    Rule("autotune-choice-failed", timing.autotune_choice_failed),
    Rule("kernel-time-variance", timing.kernel_time_variance),
    Rule("first-step-outlier", timing.first_step_outlier),
    Rule("guard-overhead", torch_evidence.guard_overhead),
    Rule("compile-time", torch_evidence.compile_time),
    Rule("noisy-timing", timing.noisy_timing),
    Rule("profiler-overhead", timing.profiler_overhead),
    Rule("busy-machine", timing.busy_machine),
    Rule("drifting-target", timing.drifting_target),
    Rule("page-faults", timing.page_faults),
    Rule("throughput-disagrees", timing.throughput_disagrees),
    Rule("far-below-roofline", roofline_rules.far_below_roofline),
)
# Verdicts come last: they name the findings that explain them.
VERDICTS = (
    VerdictRule("slower-than-eager", timing.slower_than_eager),
    VerdictRule("faster-than-eager", timing.faster_than_eager),
    VerdictRule("within-noise", timing.within_noise),
)
ALL_RULES = RULES + VERDICTS


def find(
    test: TraceAnalysis, control: Optional[TraceAnalysis] = None, context: Optional[FindingContext] = None
) -> list[Finding]:
    """Every rule that fires on `test` (compared with `control` where a rule needs one)."""
    inputs = prepare(test, control, context or FindingContext())
    found = withhold([finding for rule in RULES for finding in _as_list(rule.fn(inputs))], test.checks)
    explained_by = list(dict.fromkeys(f.id for f in found))  # one place each, however many findings
    return found + [finding for rule in VERDICTS if (finding := rule.fn(inputs, explained_by)) is not None]


def _as_list(fired: Union[Finding, list[Finding], None]) -> list[Finding]:
    return fired if isinstance(fired, list) else [] if fired is None else [fired]


# The findings that rest on each trace check (trace/checks.py): withheld where the test's trace fails it.
_GPU_FIGURES = (
    "gpu-bound", "overhead-bound", "far-below-roofline", "kernel-time-variance", "tiny-kernels",
    "cudagraph-input-copies", "cudagraph-replay", "bias-copy-epilogue", "htod-copy", "host-sync", "allocator-churn", "communication",
    "ops-fused",
)  # fmt: skip
RESTS_ON = {
    checks.CPU_LINKS: _GPU_FIGURES,
    checks.LAUNCH_ORDER: _GPU_FIGURES,
    checks.LAUNCHED_WORK: _GPU_FIGURES,
    checks.STREAM_ORDER: _GPU_FIGURES,
    checks.WHOLE_STEPS: _GPU_FIGURES + ("compile-layers-overhead",),
}


def withhold(found: list[Finding], trace_checks) -> list[Finding]:
    """`found` less the findings resting on a check the trace failed, and one `withheld` finding naming
    them and the checks with what each found."""
    failed = [check for check in trace_checks if not check.ok and check.name in RESTS_ON]
    resting = {finding_id for check in failed for finding_id in RESTS_ON[check.name]}
    held = [finding for finding in found if finding.id in resting]
    if not held:
        return found
    ids = list(dict.fromkeys(finding.id for finding in held))
    said = "; ".join(f"{check.name}: {check.said}" for check in failed)
    return [finding for finding in found if finding.id not in resting] + [
        Finding(
            "withheld",
            f"{', '.join(ids)} withheld: the trace fails what they rest on ({said})",
            Withheld(findings=ids, checks=[check.name for check in failed]),
            "profile again (a fresh process per mode, steps wholly inside the profile: compile-inspect run)",
        )
    ]
