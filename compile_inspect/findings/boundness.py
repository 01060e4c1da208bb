"""Boundness: does CPU overhead or GPU work set the pace of a step."""

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
        f"the GPU is busy {1 - idle.median:.0%} of each step ({_us(test.metrics.gpu_busy_us.median)}): "
        f"GPU work sets the pace, CPU overhead is hidden",
        _boundness_evidence(test, GPU_BOUND_IDLE_SHARE),
    )


def _boundness_evidence(test: TraceAnalysis, threshold: float) -> dict:
    m = test.metrics
    return {
        "gpu_idle_share": round(m.gpu_idle_share.median, 4),
        "gpu_busy_us": m.gpu_busy_us.median,
        "cpu_us_per_step": m.cpu_us.median,
        "threshold": threshold,
    }


# ---- what compiling changed in the chain ----
