"""Timing: variance, outlier steps, slower than eager, autotune failures."""

from __future__ import annotations

import re
import statistics
from typing import Optional

from compile_inspect import analysis as analysis_module
from compile_inspect.findings.inputs import Inputs
from compile_inspect.findings.inputs import us as _us
from compile_inspect.model import Finding, Stat

# A kernel's GPU time per step spreading (max - min) more than this share of its median is
# beyond the noise of back-to-back runs of the same work.
KERNEL_SPREAD_RATIO = 0.25
# Shorter kernels jitter by a microsecond or two on any GPU; their spread says nothing.
KERNEL_VARIANCE_MIN_US = 5.0
KERNEL_VARIANCE_MIN_STEPS = 3
# The first active step is an outlier when its CPU time exceeds the others' median by this factor.
FIRST_STEP_OUTLIER_RATIO = 1.5
FIRST_STEP_MIN_STEPS = 3
# A mode is slower than eager when its steady-state median is this much above eager's.
SLOWER_THAN_EAGER_RATIO = 1.05

_FAILED_CHOICE = re.compile(r"Exception (.*?) for benchmark choice (\w+)")


def autotune_choice_failed(inp: Inputs) -> Optional[Finding]:
    context = inp.context
    failures = _FAILED_CHOICE.findall(context.output_code_log or "")
    if not failures:
        return None
    reason = failures[0][0]
    resource = re.search(r"out of resource: .*?Hardware limit: ?\d+", reason)
    return Finding(
        "autotune-choice-failed",
        f"{len(failures)} autotune choice(s) failed to compile or run: "
        f"{resource.group(0) if resource else reason[:160]}",
        {
            "failed_choices": len(failures),
            "callers": sorted({c for _, c in failures}),
            "first_reason": reason[:400],
        },
    )


def kernel_time_variance(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    """Per kernel name, its GPU time in each step; flags names whose per-step time spreads."""
    per_step = analysis_module.kernel_time_per_step(test)
    spread = {
        name: Stat.of(times)
        for name, times in per_step.items()
        if len(times) >= KERNEL_VARIANCE_MIN_STEPS and statistics.median(times) >= KERNEL_VARIANCE_MIN_US
    }
    varying = {name: s for name, s in spread.items() if (s.max - s.min) / s.median > KERNEL_SPREAD_RATIO}
    if not varying:
        return None
    worst = max(varying, key=lambda name: (varying[name].max - varying[name].min) / varying[name].median)
    d, mean = varying[worst], statistics.fmean(per_step[worst])
    return Finding(
        "kernel-time-variance",
        f"{len(varying)} kernel(s) vary in GPU time across steps; worst {worst[:80]}: "
        f"median {_us(d.median)}, mean {_us(mean)}, min {_us(d.min)}, max {_us(d.max)} "
        f"(quote the median: the mean follows outliers)",
        {
            "kernels": {
                name: {
                    "median_us": s.median,
                    "mean_us": statistics.fmean(per_step[name]),
                    "min_us": s.min,
                    "max_us": s.max,
                    "steps": s.n,
                }
                for name, s in varying.items()
            },
            "threshold": KERNEL_SPREAD_RATIO,
        },
    )


def first_step_outlier(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    steps = test.step_metrics
    if len(steps) < FIRST_STEP_MIN_STEPS:
        return None
    rest = sorted(m.cpu_us for m in steps[1:])
    median_rest = (
        rest[len(rest) // 2] if len(rest) % 2 else (rest[len(rest) // 2 - 1] + rest[len(rest) // 2]) / 2
    )
    if steps[0].cpu_us <= FIRST_STEP_OUTLIER_RATIO * median_rest:
        return None
    return Finding(
        "first-step-outlier",
        f"the first active step ({steps[0].name}) took {_us(steps[0].cpu_us)} CPU, "
        f"{steps[0].cpu_us / median_rest:.1f}x the other steps' median {_us(median_rest)}",
        {
            "first_step": steps[0].name,
            "first_cpu_us": steps[0].cpu_us,
            "others_median_cpu_us": median_rest,
            "threshold": FIRST_STEP_OUTLIER_RATIO,
        },
    )


def slower_than_eager(inp: Inputs, explained_by=()) -> Optional[Finding]:
    context = inp.context
    t, c = context.test_median_ms, context.control_median_ms
    if t is None or c is None or c <= 0 or t <= c * SLOWER_THAN_EAGER_RATIO:
        return None
    mode = context.mode or "this mode"
    why = f"; see {', '.join(explained_by)}" if explained_by else ""
    return Finding(
        "slower-than-eager",
        f"{mode} takes {t:.3f} ms per call against {context.control_mode}'s {c:.3f} ms ({t / c:.2f}x){why}",
        {
            "test_median_ms": t,
            "control_median_ms": c,
            "ratio": round(t / c, 4),
            "explained_by": list(explained_by),
            "threshold": SLOWER_THAN_EAGER_RATIO,
        },
    )
