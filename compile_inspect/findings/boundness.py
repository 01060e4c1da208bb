"""Boundness: does CPU overhead or GPU work set the pace of a step.

Both read the GPU's idle share of the step's window (its start to the later of its end and its last
GPU end): the time no GPU work runs, whichever step queued it. When the CPU runs ahead, a step's
window opens with the GPU still busy on the previous step's kernels; that time is busy, not idle.
"""

from __future__ import annotations

from typing import Optional

from compile_inspect.findings.inputs import Inputs
from compile_inspect.findings.inputs import us as _us
from compile_inspect.model import Finding, TraceAnalysis

# The GPU idles this share of a step or more: launch overhead, not GPU work, sets the pace.
OVERHEAD_BOUND_IDLE_SHARE = 0.8
# The GPU idles less than this share: the GPU's own work sets the pace.
GPU_BOUND_IDLE_SHARE = 0.2


def overhead_bound(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    idle = test.metrics.gpu_idle_share
    if idle is None or idle.median < OVERHEAD_BOUND_IDLE_SHARE:
        return None
    m = test.metrics
    return Finding(
        "overhead-bound",
        f"the GPU is idle {idle.median:.0%} of each step: {_us(m.gpu_busy_us.median)} of GPU work "
        f"in a step of {_us(m.cpu_us.median)} CPU time, so CPU overhead sets the pace",
        _boundness_evidence(test, OVERHEAD_BOUND_IDLE_SHARE),
    )


def gpu_bound(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    idle = test.metrics.gpu_idle_share
    if idle is None or idle.median >= GPU_BOUND_IDLE_SHARE:
        return None
    return Finding(
        "gpu-bound",
        f"the GPU is busy {1 - idle.median:.0%} of each step ({_us(test.metrics.gpu_busy_us.median)} "
        f"of its own work): GPU work sets the pace, CPU overhead is hidden{_running_ahead(test)}",
        _boundness_evidence(test, GPU_BOUND_IDLE_SHARE),
    )


def _running_ahead(test: TraceAnalysis) -> str:
    """How far the CPU runs ahead of the GPU, in words ('' when it does not)."""
    lag, depth = test.metrics.gpu_queue_lag_us, test.metrics.queue_depth
    if lag is None or lag.median <= 0:
        return ""
    ahead = f" ({depth.median:.1f} launches ahead of the GPU)" if depth and depth.median > 0 else ""
    return f"; the CPU runs ahead{ahead}: the GPU ends a step's work {_us(lag.median)} after the CPU"


def _boundness_evidence(test: TraceAnalysis, threshold: float) -> dict:
    m = test.metrics
    return {
        "gpu_idle_share": round(m.gpu_idle_share.median, 4),
        "gpu_busy_us": m.gpu_busy_us.median,
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
