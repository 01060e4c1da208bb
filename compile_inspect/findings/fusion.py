"""What compiling changed in the chain: ops fused, GEMM epilogues, Triton templates."""

from __future__ import annotations

from collections import Counter
from typing import Optional

from compile_inspect import analysis as analysis_module
from compile_inspect import events
from compile_inspect.findings.inputs import Inputs, top_ops
from compile_inspect.findings.inputs import us as _us
from compile_inspect.model import ChainNode, Finding, TraceAnalysis


def _gpu_ops(analysis: TraceAnalysis) -> float:
    m = analysis.metrics
    return m.kernel_launches.median + m.memcpy_count.median + m.memset_count.median


def _op_list(counter: Counter) -> str:
    return " + ".join(name if n == 1 else f"{name} x{n}" for name, n in counter.items())


def ops_fused(inp: Inputs) -> Optional[Finding]:
    test, control = inp.test, inp.control
    test_step, control_step = inp.test_step, inp.control_step
    if test_step is None or control_step is None:
        return None
    test_ops = Counter(n.name for n in top_ops(test_step)) + inp.test_cpp_kernels
    control_ops = Counter(n.name for n in top_ops(control_step))
    removed, added = control_ops - test_ops, test_ops - control_ops
    if not removed or not added or sum(added.values()) >= sum(removed.values()):
        return None
    on_gpu = test.metrics.gpu_busy_us is not None
    before, after = (
        (_gpu_ops(control), _gpu_ops(test)) if on_gpu else (sum(control_ops.values()), sum(test_ops.values()))
    )
    kernel_fusion = after < before
    fused_unit, same_unit = ("GPU op(s)", "GPU ops") if on_gpu else ("ops and C++ kernels",) * 2
    triton = sorted(name for name in added if name.startswith(events.TRITON_PREFIX))
    how = (
        f"kernel fusion: {after:g} {fused_unit} per step instead of {before:g}"
        if kernel_fusion
        else f"fusion at the dispatcher only: still {after:g} {same_unit} per step (was {before:g})"
    )
    return Finding(
        "ops-fused",
        f"{_op_list(removed)} -> {_op_list(added)}; {how}",
        {
            "removed": dict(removed),
            "added": dict(added),
            "control_gpu_ops": before,
            "test_gpu_ops": after,
            "control_kernels": control.metrics.kernel_launches.median,
            "test_kernels": test.metrics.kernel_launches.median,
            "kernel_fusion": kernel_fusion,
            "triton_kernels": triton,
        },
    )


def bias_copy_epilogue(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    copies = [
        c
        for node in analysis_module.step_nodes(test, name=events.ADDMM)
        for c in [_bias_copy(node)]
        if c is not None
    ]
    if not copies:
        return None
    memcpy, gemm = copies[-1]
    copy_us = sorted(m.dur for m, _ in copies)[len(copies) // 2]
    nbytes = memcpy.args.bytes if memcpy.args and memcpy.args.bytes else 0
    return Finding(
        "bias-copy-epilogue",
        f"aten::addmm copies its bias into the output ({memcpy.name}, {nbytes} bytes, "
        f"{_us(copy_us)}) before the GEMM {gemm.name} adds it in its epilogue",
        {
            "op": "aten::addmm",
            "copy": memcpy.name,
            "bytes": nbytes,
            "copy_us": copy_us,
            "gemm": gemm.name,
            "calls": len(copies),
        },
    )


def _bias_copy(addmm: ChainNode):
    """(the copy, the GEMM after it) when an addmm copies before its GEMM, else None."""
    launched = sorted(addmm.gpu_events(), key=lambda ev: ev.ts)
    for index, ev in enumerate(launched):
        is_copy = events.is_dtod_copy(ev.cat, ev.name)
        gemm = next((k for k in launched[index + 1 :] if events.is_kernel(k.cat)), None)
        if is_copy and gemm is not None:
            return ev, gemm
    return None


def triton_template_gemm(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    rows = [row for row in test.kernels if row.name.startswith(events.TRITON_TEMPLATE_PREFIX)]
    if not rows:
        return None
    described = ", ".join(f"{row.name} ({_us(row.dur_us.median)})" for row in rows)
    return Finding(
        "triton-template-gemm",
        f"GEMM done by an Inductor Triton template instead of an extern library call: {described}",
        {"kernels": {row.name: row.dur_us.median for row in rows}},
    )
