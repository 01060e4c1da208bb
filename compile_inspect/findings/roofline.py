"""Kernels far below the roof that binds them (HBM bandwidth, or the compute peak of their precision)."""

from __future__ import annotations

from typing import Optional

from compile_inspect.code import roofline
from compile_inspect.findings.evidence import FarBelowRoofline
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs
from compile_inspect.names import short_name

# A kernel below this share of its binding roof leaves most of the device unused: well-tuned pointwise
# kernels reach 80-90% of HBM bandwidth on H100 / H200 and cuBLAS GEMMs 70-80% of the tensor-core peak
# (the H200 sessions in tests/data: 84% and 77%), so under 30% means latency, a poor launch shape, or
# work the code did not show (docs/roofline.md).
FAR_BELOW_SHARE = 0.30
# Only kernels that take a real share of the step (its CPU span or GPU busy time, the longer): a small
# kernel far below its roof costs little, and in an overhead-bound step the CPU is the problem.
REAL_STEP_SHARE = 0.10
# Shorter kernels are dominated by launch latency and the tail of their last wave, whatever they do.
MIN_KERNEL_US = 5.0


def far_below_roofline(inp: Inputs) -> Optional[Finding]:
    rows = [row for row in roofline.kernel_rooflines(inp.test) if _counts(row)]
    if not rows:
        return None
    worst = min(rows, key=lambda row: row.limit_share)
    listed = "; ".join(
        f"{short_name(row.name)} {row.short()}, {row.step_share:.0%} of the step" for row in rows
    )
    return Finding(
        "far-below-roofline",
        f"{len(rows)} kernel(s) reach under {FAR_BELOW_SHARE:.0%} of the roof that binds them on "
        f"{worst.peaks.model}: {listed}",
        FarBelowRoofline(
            kernels=[_evidence(row) for row in rows], device=worst.peaks.model, threshold=FAR_BELOW_SHARE
        ),
        remedy="profile the kernel with `compile-inspect ncu SESSION --kernel NAME` to see what holds it back "
        "(occupancy, memory access pattern, launch shape)",
    )


def _counts(row: roofline.KernelRoofline) -> bool:
    real = row.step_share is not None and row.step_share >= REAL_STEP_SHARE and row.median_us >= MIN_KERNEL_US
    return real and row.limit_share < FAR_BELOW_SHARE


def _evidence(row: roofline.KernelRoofline) -> dict:
    return {
        "kernel": row.name, "trace_name": row.trace_name, "bound": row.bound, "limit": row.limit,
        "limit_share": row.limit_share, "gbps": row.gbps, "tflops": row.tflops, "bytes": row.work.bytes,
        "flops": row.work.flops, "work_from": row.work.source, "median_us": row.median_us,
        "step_share": row.step_share,
    }  # fmt: skip
