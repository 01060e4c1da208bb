"""Boundness: does CPU overhead or GPU work set the pace of a step.

Both read the GPU's idle share of the step's window (its start to the later of its end and its last
GPU end): the time no GPU work runs, whichever step queued it. When the CPU runs ahead, a step's
window opens with the GPU still busy on the previous step's kernels; that time is busy, not idle.
"""

from __future__ import annotations

import statistics
from typing import Optional

from compile_inspect.findings.evidence import GpuBound, OverheadBound
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs, step_gpu_ops
from compile_inspect.findings.inputs import us as _us
from compile_inspect.trace.analysis import one_off_us_per_step
from compile_inspect.trace.model import Stat, TraceAnalysis
from compile_inspect.units import duration_text, step_us_text

# The GPU idles this share of a step or more: launch overhead, not GPU work, sets the pace.
OVERHEAD_BOUND_IDLE_SHARE = 0.8
# The GPU idles less than this share: the GPU's own work sets the pace.
GPU_BOUND_IDLE_SHARE = 0.2


def overhead_bound(inp: Inputs) -> Optional[Finding]:
    """The GPU idles most of each step. One-off costs (a first launch loading the module, a first
    allocation, `analysis.one_off_costs`) are not per-call overhead: the time the GPU idled in them
    is left out of the idle share, and their CPU time out of the CPU time per launch."""
    test = inp.test
    idle, busy = test.metrics.gpu_idle_share, test.metrics.gpu_busy_us
    if idle is None or busy is None:  # no step launched GPU work (the two are None together)
        return None
    steady = _without_one_offs(test, idle)
    if steady["gpu_idle_share"] < OVERHEAD_BOUND_IDLE_SHARE:
        return None
    return Finding(
        "overhead-bound",
        f"the GPU is idle {steady['gpu_idle_share']:.0%} of each step: "
        f"{step_us_text(busy.median)} of GPU work "
        f"in a step of {step_us_text(steady['cpu_us'])} CPU time, so CPU overhead sets the pace"
        + _one_offs_left_out(test, steady),
        OverheadBound(
            **{
                **_boundness_evidence(test, idle, busy, OVERHEAD_BOUND_IDLE_SHARE),
                **_one_off_evidence(test, idle, steady),
            }
        ),
    )


def _without_one_offs(test: TraceAnalysis, idle: Stat) -> dict:
    """Medians over the steps with GPU work of the idle share and the CPU µs per GPU launch, with
    the one-off costs left out (the GPU time idle inside them, their CPU time)."""
    cpu, idle_in_one_offs = one_off_us_per_step(test)
    shares, per_launch = [], []
    for n, m in enumerate(test.step_metrics):
        if m.gpu_idle_share is None:
            continue
        window = m.cpu_us + max(0.0, m.gpu_queue_lag_us or 0.0)
        left = window - idle_in_one_offs[n]
        idle_us = m.gpu_idle_share * window - idle_in_one_offs[n]
        shares.append(min(1.0, max(0.0, idle_us / left)) if left > 0 else m.gpu_idle_share)
        launches = step_gpu_ops(m).total
        per_launch += [(m.cpu_us - cpu[n]) / launches] if launches else []
    steady_cpu = [m.cpu_us - cpu[n] for n, m in enumerate(test.step_metrics)]
    return {
        "gpu_idle_share": statistics.median(shares) if shares else idle.median,
        "cpu_us": statistics.median(steady_cpu) if test.one_off_costs else test.metrics.cpu_us.median,
        "cpu_us_per_launch": statistics.median(per_launch) if per_launch else None,
    }


def _one_offs_left_out(test: TraceAnalysis, steady: dict) -> str:
    """The one-off costs, in words ('' when there are none)."""
    costs = test.one_off_costs
    if not costs:
        return ""
    named = ", ".join(
        f"{c.name} {duration_text(c.dur)} in {test.steps[c.step].name} ({c.role})" for c in costs[:3]
    )
    more = f" and {len(costs) - 3} more" if len(costs) > 3 else ""
    per_launch = steady["cpu_us_per_launch"]
    figure = f" ({_us(per_launch)} of CPU time per GPU launch)" if per_launch is not None else ""
    return (
        f"{figure}; one-off costs are not per-call overhead and are left out of these figures: {named}{more}"
    )


def _one_off_evidence(test: TraceAnalysis, idle: Stat, steady: dict) -> dict:
    evidence = {"cpu_us_per_launch": steady["cpu_us_per_launch"]}
    if test.one_off_costs:
        evidence["gpu_idle_share_with_one_offs"] = round(idle.median, 4)
        evidence["gpu_idle_share"] = round(steady["gpu_idle_share"], 4)
        evidence["cpu_us_per_step_with_one_offs"] = test.metrics.cpu_us.median
        evidence["cpu_us_per_step"] = steady["cpu_us"]
        evidence["one_off_costs"] = [c.to_dict() for c in test.one_off_costs]
    return evidence


def gpu_bound(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    idle, busy = test.metrics.gpu_idle_share, test.metrics.gpu_busy_us
    if idle is None or busy is None or idle.median >= GPU_BOUND_IDLE_SHARE:  # None together: no GPU work
        return None
    return Finding(
        "gpu-bound",
        f"the GPU is busy {1 - idle.median:.0%} of each step ({step_us_text(busy.median)} "
        f"of its own work): GPU work sets the pace, CPU overhead is hidden{_running_ahead(test)}",
        GpuBound(**_boundness_evidence(test, idle, busy, GPU_BOUND_IDLE_SHARE)),
    )


def _running_ahead(test: TraceAnalysis) -> str:
    """How far the CPU runs ahead of the GPU, in words ('' when it does not)."""
    lag, depth = test.metrics.gpu_queue_lag_us, test.metrics.queue_depth
    if lag is None or lag.median <= 0:
        return ""
    ahead = f" ({depth.median:.1f} launches ahead of the GPU)" if depth and depth.median > 0 else ""
    return f"; the CPU runs ahead{ahead}: the GPU ends a step's work {_us(lag.median)} after the CPU"


def _boundness_evidence(test: TraceAnalysis, idle: Stat, busy: Stat, threshold: float) -> dict:
    """`idle` and `busy`: the test's GPU idle share and GPU busy µs (there is GPU work)."""
    m = test.metrics
    return {
        "gpu_idle_share": round(idle.median, 4),
        "gpu_busy_us": busy.median,
        "cpu_us_per_step": m.cpu_us.median,
        "threshold": threshold,
        **{
            name: round(getattr(m, name).median, 4)
            for name in (
                "gpu_busy_share",
                "gpu_active_span_us",
                "launch_lag_us",
                "gpu_queue_lag_us",
                "queue_depth",
            )
            if getattr(m, name) is not None
        },
    }
