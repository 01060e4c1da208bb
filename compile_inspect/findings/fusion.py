"""What compiling changed in the chain: ops fused, GEMM epilogues, Triton templates."""

from __future__ import annotations

from collections import Counter
from typing import Optional

from compile_inspect.findings.evidence import BiasCopyEpilogue, OpsFused, TritonTemplateGemm
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import GpuOps, Inputs, gpu_ops, top_ops
from compile_inspect.findings.inputs import us as _us
from compile_inspect.names import short_name
from compile_inspect.trace import analysis as analysis_module
from compile_inspect.trace import events
from compile_inspect.trace.model import ChainNode, LayerKind, Step
from compile_inspect.units import count_text

# Ops that only view, describe or allocate: no compute, no kernel (their names: trace/events.py).
METADATA_OPS = events.METADATA_OPS
_LISTED_OPS = 12  # names shown per side of the message; the evidence keeps them all


def _op_list(counter: Counter) -> str:
    names = [short_name(name) if n == 1 else f"{short_name(name)} x{n}" for name, n in counter.items()]
    more = f" + {len(names) - _LISTED_OPS} more" if len(names) > _LISTED_OPS else ""
    return " + ".join(names[:_LISTED_OPS]) + more


def compute_ops(step: Step, on_gpu: bool) -> tuple[Counter, int]:
    """(the step's outermost ops that do work, how many ops were left out). On a GPU trace an op
    counts when it launched GPU work and a CUDA graph launch counts as the kernels it replays; on a
    CPU trace an op counts unless it and everything under it only views, describes or allocates,
    and so do the C++ kernels that have events of their own."""
    found: Counter = Counter()
    left_out = 0
    for node in top_ops(step):
        if node.kind == LayerKind.GRAPH_LAUNCH:
            found.update(ev.name for ev in node.gpu_events())
        elif _does_work(node, on_gpu):
            found[node.name] += 1
        else:
            left_out += 1
    if not on_gpu:
        found.update(kernel for n in step.walk() if (kernel := events.traced_cpp_kernel(n.name)))
    return found, left_out


def _does_work(node: ChainNode, on_gpu: bool) -> bool:
    if on_gpu:
        return next(node.gpu_events(), None) is not None
    return any(n.name not in METADATA_OPS for n in node.walk())


def ops_fused(inp: Inputs) -> Optional[Finding]:
    test, control = inp.test, inp.control
    if inp.test_step is None or inp.control_step is None or control is None:  # a control step has a control
        return None
    on_gpu = test.metrics.gpu_busy_us is not None
    test_ops, test_left = compute_ops(inp.test_step, on_gpu)
    control_ops, control_left = compute_ops(inp.control_step, on_gpu)
    test_ops += inp.test_cpp_kernels
    removed, added = control_ops - test_ops, test_ops - control_ops
    if not removed or not added or sum(added.values()) >= sum(removed.values()):
        return None
    if on_gpu:  # GPU work per step: kernels + memcpy + memset, a graph's replayed kernels included
        gpu_before, gpu_after = gpu_ops(control), gpu_ops(test)
        before, after = gpu_before.total, gpu_after.total
        how, fused = fusion_text(gpu_before, gpu_after), kernel_fusion(gpu_before, gpu_after)
    else:
        before, after = sum(control_ops.values()), sum(test_ops.values())
        how, fused = _cpu_how(before, after), after < before
    return Finding(
        "ops-fused",
        f"{_op_list(removed)} -> {_op_list(added)}; {how}",
        OpsFused(
            removed=dict(removed),
            added=dict(added),
            control_gpu_ops=before,
            test_gpu_ops=after,
            control_kernels=control.metrics.kernel_launches.median,
            test_kernels=test.metrics.kernel_launches.median,
            kernel_fusion=fused,
            triton_kernels=sorted(name for name in added if name.startswith(events.TRITON_PREFIX)),
            graph_replayed=_replayed(inp.test_step),
            left_out_ops={"control": control_left, "test": test_left},
        ),
    )


def kernel_fusion(before: GpuOps, after: GpuOps) -> bool:
    """Whether the GPU did fewer ops a step: kernels, memcpys and memsets together, so a mode that trades
    kernels for copies (126 kernels -> 114 kernels and 24 memcpys) fused nothing. The verdict's win asks
    the same."""
    return after.total < before.total


def fusion_text(before: GpuOps, after: GpuOps) -> str:
    """The GPU ops a step before and after, as ops-fused says it (the counts `gpu_ops` gives the summary)."""
    if kernel_fusion(before, after):
        return f"kernel fusion: {after.text()} per step instead of {before.text()}"
    return f"fusion at the dispatcher only: still {after.text()} per step, against {before.text()}"


def _cpu_how(before: float, after: float) -> str:
    if after < before:
        return f"kernel fusion: {_cpu_ops_text(after)} per step instead of {count_text(before)}"
    return f"fusion at the dispatcher only: still {_cpu_ops_text(after)} per step (was {count_text(before)})"


def _cpu_ops_text(count: float) -> str:
    """`1 op or C++ kernel`, `19 ops and C++ kernels`: what a CPU step's counted work is."""
    return f"{count_text(count)} {'op or C++ kernel' if count == 1 else 'ops and C++ kernels'}"


def _replayed(step: Step) -> int:
    """How many GPU events the step's CUDA graph launches replayed."""
    launches = [node for node in top_ops(step) if node.kind == LayerKind.GRAPH_LAUNCH]
    return sum(len(list(node.gpu_events())) for node in launches)


def bias_copy_epilogue(inp: Inputs) -> Optional[Finding]:
    test = inp.test
    launched = analysis_module.step_gpu_events(test, name=events.ADDMM)
    copies = [copy for copy in map(_bias_copy, launched) if copy is not None]
    if not copies:
        return None
    memcpy, gemm = copies[-1]
    copy_us = sorted(m.dur for m, _ in copies)[len(copies) // 2]
    nbytes = memcpy.args.bytes if memcpy.args and memcpy.args.bytes else 0
    return Finding(
        "bias-copy-epilogue",
        f"{events.ADDMM} copies its bias into the output ({memcpy.name}, {nbytes} bytes, "
        f"{_us(copy_us)}) before the GEMM {short_name(gemm.name)} adds it in its epilogue",
        BiasCopyEpilogue(
            op=events.ADDMM,
            copy=memcpy.name,
            bytes=nbytes,
            copy_us=copy_us,
            gemm=gemm.name,
            calls=len(copies),
        ),
    )


def _bias_copy(gpu_events: list):
    """(the copy, the GEMM after it) when an addmm's GPU events hold a copy before its GEMM, else None."""
    launched = sorted(gpu_events, key=lambda ev: ev.ts)
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
    described = ", ".join(f"{short_name(row.name)} ({_us(row.dur_us.median)})" for row in rows)
    return Finding(
        "triton-template-gemm",
        f"GEMM done by an Inductor Triton template instead of an extern library call: {described}",
        TritonTemplateGemm(kernels={row.name: row.dur_us.median for row in rows}),
    )
