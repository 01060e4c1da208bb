"""Each kernel against the device's roofline: bytes moved, FLOPs, achieved GB/s and TFLOP/s. No torch.

    >>> for row in kernel_rooflines(analysis):        # analysis: a TraceAnalysis with graph sources
    ...     print(row.name, row.bound, f"{row.limit_share:.0%} of {row.limit}")
    triton_poi_fused_pow_0 memory 84% of 4800 GB/s HBM

Work per kernel comes from Inductor's own figures where the generated code has them (with
`config.benchmark_kernel`, TORCHINDUCTOR_BENCHMARK_KERNEL=1, each Triton kernel's `inductor_meta`
carries `kernel_num_gb` and `kernel_flop`), otherwise from the sizes in the generated code: the
`assert_size_stride` of the graph's inputs, the `empty_strided_*` of its buffers, `get_args()`'s
dtypes, the Triton signature's pointer dtypes; a GEMM (`extern_kernels.mm / addmm / bmm / baddbmm`)
does 2*M*N*K FLOPs (times the batch). The duration is the trace's median per call. Peaks are the
dense figures of NVIDIA's datasheets (docs/roofline.md has the source of each).
"""

from __future__ import annotations

import ast
import re
import statistics
from dataclasses import dataclass
from typing import Optional

from compile_inspect.code.kernels import (
    EXTERN_CALL,
    TRITON,
    GeneratedModule,
    KernelSource,
    kernel_key,
    parse_module,
)
from compile_inspect.errors import InspectError
from compile_inspect.trace import events, replays
from compile_inspect.trace.model import LayerKind, TraceAnalysis


@dataclass(frozen=True)
class DevicePeaks:
    """Peak HBM bandwidth (GB/s, 1e9 bytes) and dense TFLOP/s per precision of one GPU model."""

    model: str
    hbm_gbps: float
    tflops: dict  # "fp32" (CUDA cores), "tf32" / "bf16" / "fp16" (tensor cores, dense)
    source: str

    def compute_peak(self, precision: str) -> float:
        return self.tflops.get(precision, self.tflops["fp32"])

    def ridge(self, precision: str) -> float:
        """FLOP per byte where the compute roof meets the memory roof."""
        return self.compute_peak(precision) * 1e12 / (self.hbm_gbps * 1e9)


_H100_URL = "https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet"
_H200_URL = "https://www.nvidia.com/en-us/data-center/h200/"
_A100_URL = "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf"


def _peaks(model, gbps, fp32, tf32, bf16, source):
    return DevicePeaks(model, gbps, {"fp32": fp32, "tf32": tf32, "bf16": bf16, "fp16": bf16}, source)


# (pattern of torch.cuda.get_device_name / the trace's deviceProperties name, peaks); first match wins.
# Datasheets give tensor-core figures "with sparsity": the dense figure is half of it.
DEVICES = (
    (r"H200 NVL", _peaks("H200 NVL", 4800, 60, 417.5, 835.5, _H200_URL)),
    (r"H200", _peaks("H200 SXM", 4800, 67, 494.5, 989.5, _H200_URL)),
    (r"H100 NVL", _peaks("H100 NVL", 3900, 60, 417.5, 835.5, _H100_URL)),
    (r"H100 PCIe", _peaks("H100 PCIe", 2000, 51, 378, 756, _H100_URL)),
    (r"H100", _peaks("H100 SXM", 3350, 67, 494.5, 989.5, _H100_URL)),
    (r"A100.*80GB.*PCIe|A100-PCIE-80GB", _peaks("A100 80GB PCIe", 1935, 19.5, 156, 312, _A100_URL)),
    (r"A100.*80GB", _peaks("A100 80GB SXM", 2039, 19.5, 156, 312, _A100_URL)),
    (r"A100", _peaks("A100 40GB", 1555, 19.5, 156, 312, _A100_URL)),
)


def device_peaks(device_name: Optional[str]) -> Optional[DevicePeaks]:
    """The peaks of the GPU a trace names ("NVIDIA H200", "NVIDIA A100-SXM4-80GB" ...), or None."""
    for pattern, peaks in DEVICES:
        if device_name and re.search(pattern, device_name):
            return peaks
    return None


# ---- work per kernel, from the generated code ----

ITEM_SIZES = {
    **{"float32": 4, "float": 4, "float16": 2, "half": 2, "bfloat16": 2, "float64": 8, "double": 8},
    **{"int64": 8, "long": 8, "int32": 4, "int": 4, "int16": 2, "int8": 1, "uint8": 1, "bool": 1},
    **{"float8_e4m3fn": 1, "float8_e5m2": 1},
}
TRITON_DTYPES = {
    **{"fp32": "float32", "fp16": "float16", "bf16": "bfloat16", "fp64": "float64", "i64": "int64"},
    **{"i32": "int32", "i16": "int16", "i8": "int8", "u8": "uint8", "i1": "bool", "fp8e4nv": "float8_e4m3fn"},
}
GEMMS = {"mm": (0, 1), "addmm": (1, 2), "bmm": (0, 1), "baddbmm": (1, 2)}  # op -> positions of A, B
_META_GB = re.compile(r"'kernel_num_gb': ([0-9.eE+-]+)")
_META_FLOP = re.compile(r"'kernel_flop': ([0-9.eE+-]+)")
_SIGNATURE = re.compile(r"'signature': \{([^}]*)\}")
_SHAPE = r"\(([\d, ]*)\)"
_ASSERT = re.compile(rf"assert_size_stride\((\w+), {_SHAPE}, {_SHAPE}")
_EMPTY = re.compile(
    rf"\b(\w+) = empty_strided(?:_\w+)?\({_SHAPE}, {_SHAPE}, (?:device=[^,]+, )?(?:dtype=)?torch\.(\w+)"
)
_RAND = re.compile(rf"\b(\w+) = rand_strided\({_SHAPE}, {_SHAPE}, device=[^,]+, dtype=torch\.(\w+)\)")
_REINTERPRET = re.compile(rf"\b(\w+) = reinterpret_tensor\((\w+), {_SHAPE}, {_SHAPE}")


@dataclass(frozen=True)
class Buffer:
    shape: tuple[int, ...]
    dtype: Optional[str] = None

    @property
    def numel(self) -> int:
        numel = 1
        for dim in self.shape:
            numel *= dim
        return numel

    def nbytes(self, dtype: Optional[str] = None) -> Optional[int]:
        size = ITEM_SIZES.get(dtype or self.dtype or "")
        return None if size is None else self.numel * size


@dataclass(frozen=True)
class Work:
    """What one call of a kernel moves and computes, and where the figures come from."""

    bytes: int
    flops: Optional[int]
    precision: str  # the compute roof that applies: fp32, or a tensor-core one for a GEMM
    source: str  # "inductor" (kernel_num_gb / kernel_flop) or "sizes" (computed here)


def buffers(source: str) -> dict[str, Buffer]:
    """Every named tensor of a generated module with its shape and, where written, its dtype."""
    found: dict[str, Buffer] = {}
    for name, shape, _ in _ASSERT.findall(source):
        found[name] = Buffer(_dims(shape))
    for pattern in (_RAND, _EMPTY):
        for name, shape, _, dtype in pattern.findall(source):
            found[name] = Buffer(_dims(shape), dtype)
    for name, base, shape, _ in _REINTERPRET.findall(source):
        found[name] = Buffer(_dims(shape), found[base].dtype if base in found else None)
    return found


def _dims(text: str) -> tuple[int, ...]:
    return tuple(int(dim) for dim in text.replace(" ", "").split(",") if dim)


def module_work(module: GeneratedModule) -> dict[str, Work]:
    """Kernel name -> the work of one call, for every kernel whose figures are known."""
    tensors = buffers(module.source)
    launches = _launch_args(module)
    found = {}
    for kernel in module.kernels:
        work = kernel_work(kernel, tensors, launches.get(kernel.name))
        if work is not None:
            found[kernel.name] = work
    return found


def kernel_work(kernel: KernelSource, tensors: dict[str, Buffer], launch) -> Optional[Work]:
    if kernel.language == TRITON:
        return _inductor_work(kernel.text) or _triton_work(kernel.text, tensors, launch)
    if kernel.kind == EXTERN_CALL:
        return _gemm_work(kernel, tensors)
    return None


def _inductor_work(text: str) -> Optional[Work]:
    gb, flop = _META_GB.search(text), _META_FLOP.search(text)
    if gb is None:
        return None
    flops = int(float(flop.group(1))) if flop else None
    return Work(round(float(gb.group(1)) * 1e9), flops, "fp32", "inductor")


def _triton_work(text: str, tensors: dict[str, Buffer], launch) -> Optional[Work]:
    """Sum over the pointer arguments of the launch of numel x item size; in_out pointers count twice."""
    signature = _SIGNATURE.search(text)
    if signature is None or launch is None:
        return None
    params = re.findall(r"'(\w+)': '([^']+)'", signature.group(1))
    total, operands = 0, {}
    for (param, kind), arg in zip(params, launch):
        if not kind.startswith("*"):
            continue
        dtype = TRITON_DTYPES.get(kind[1:])
        nbytes = tensors[arg].nbytes(dtype) if arg in tensors else None
        if nbytes is None:
            return None
        total += nbytes * (2 if param.startswith("in_out_ptr") else 1)
        operands[param] = (tensors[arg], dtype)
    if "arg_A" in operands and "arg_B" in operands:  # a GEMM template: (.., M, K) @ (.., K, N)
        (a, dtype), (b, _) = operands["arg_A"], operands["arg_B"]
        return Work(total, _gemm_flops(a.shape, b.shape), _gemm_precision(dtype), "sizes")
    return Work(total, None, "fp32", "sizes")


def _gemm_flops(a_shape: tuple[int, ...], b_shape: tuple[int, ...]) -> int:
    *batch, m, k = a_shape
    return 2 * m * b_shape[-1] * k * (batch[0] if batch else 1)


def _gemm_work(kernel: KernelSource, tensors: dict[str, Buffer]) -> Optional[Work]:
    """extern_kernels.mm / addmm / bmm / baddbmm: 2*M*N*K (x batch) FLOPs; inputs and output read or written
    once. An operand is a named buffer or a view written inline (`reinterpret_tensor(buf3, (64, 64), ...)`)."""
    op = kernel.name.split(".")[-1]
    call = _call(kernel.text)
    if op not in GEMMS or call is None:
        return None
    args = [_operand(arg, tensors) for arg in call.args]
    outs = [_operand(kw.value, tensors) for kw in call.keywords if kw.arg == "out"]
    out = outs[0] if outs else None
    a, b = (args[i] if i < len(args) else None for i in GEMMS[op])
    operands = [*args, *outs]  # an `out=` of unknown size leaves the work unknown
    if a is None or b is None or any(operand is None for operand in operands):
        return None
    dtype = next((operand.dtype for operand in (out, a, b) if operand is not None and operand.dtype), None)
    sizes = [size for operand in operands if operand and (size := operand.nbytes(dtype)) is not None]
    if dtype is None or len(sizes) < len(operands):
        return None
    return Work(sum(sizes), _gemm_flops(a.shape, b.shape), _gemm_precision(dtype), "sizes")


def _operand(node: ast.expr, tensors: dict[str, Buffer]) -> Optional[Buffer]:
    """A GEMM argument's buffer: a name the module gave a shape, or `reinterpret_tensor(base, sizes, ...)`
    (its sizes, the base's dtype); None for anything else (a symbolic size, an expression)."""
    if isinstance(node, ast.Name):
        return tensors.get(node.id)
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) >= 2):
        return None
    base, sizes = node.args[0], node.args[1]
    if node.func.id != "reinterpret_tensor" or not isinstance(base, ast.Name):
        return None
    try:
        shape = ast.literal_eval(sizes)
    except ValueError:  # a symbolic size (s0)
        return None
    if not (isinstance(shape, tuple) and all(isinstance(dim, int) for dim in shape)):
        return None
    found = tensors.get(base.id)
    return Buffer(shape, found.dtype if found else None)


def _gemm_precision(dtype: Optional[str]) -> str:
    """cuBLAS runs bf16 / fp16 GEMMs on tensor cores; fp32 ones on CUDA cores unless TF32 is allowed
    (torch's default for matmul: not allowed)."""
    return {"bfloat16": "bf16", "float16": "fp16"}.get(dtype or "", "fp32")


def _call(text: str) -> Optional[ast.Call]:
    try:
        node = ast.parse(text.strip()).body[0]
    except (SyntaxError, IndexError, RecursionError, MemoryError):  # MemoryError: the parser's stack
        return None
    value = getattr(node, "value", None)
    return value if isinstance(value, ast.Call) else None


def _launch_args(module: GeneratedModule) -> dict[str, list[Optional[str]]]:
    """Kernel name -> the argument names of its first launch `name.run(arg0_1, buf0, 16, stream=...)`."""
    lines = module.source.splitlines()
    found = {}
    for kernel in module.kernels:
        for line_no in kernel.launch_lines if kernel.embedded else ():
            call = _call(lines[line_no - 1])
            if call is not None:
                found[kernel.name] = [arg.id if isinstance(arg, ast.Name) else None for arg in call.args]
                break
    return found


# ---- joined with the trace ----


@dataclass(frozen=True)
class KernelRoofline:
    name: str  # the kernel's name in the generated code
    trace_name: str  # the GPU kernel the trace measured (a cuBLAS kernel for an extern GEMM)
    work: Work
    median_us: float
    calls_per_step: float
    step_share: Optional[float]  # of the step's time (its CPU span or GPU busy time, the longer)
    gbps: float
    tflops: Optional[float]
    bound: str  # "memory" or "compute"
    limit: str  # the roof that binds: "4800 GB/s HBM" / "989.5 TFLOP/s bf16"
    limit_share: float  # achieved / that roof
    intensity: Optional[float]  # FLOP per byte
    ridge: float
    peaks: DevicePeaks

    def short(self) -> str:
        """`4021 GB/s · 84% of HBM (memory-bound)`: one cell for a report."""
        if self.bound == "compute":
            return f"{self.tflops:.0f} TFLOP/s · {self.limit_share:.0%} of {self.limit} (compute-bound)"
        return f"{self.gbps:.0f} GB/s · {self.limit_share:.0%} of {self.limit} (memory-bound)"


def kernel_rooflines(
    analysis: TraceAnalysis, device_name: Optional[str] = None, sources: Optional[dict] = None
) -> tuple[KernelRoofline, ...]:
    """Every kernel of the compiled graphs (`sources`: fx hash -> generated module; default the
    analysis's own) that ran in the trace and whose work is known, longest time per step first."""
    peaks = device_peaks(device_name or analysis.device)
    if peaks is None or analysis.index is None:
        return ()
    rows = []
    for source in (analysis.graph_sources() if sources is None else sources).values():
        module = _module(source)
        if module is None:
            continue
        for name, work in module_work(module).items():
            measured = _measured(analysis, module, name)
            if measured is not None:
                rows.append(_row(name, work, *measured, analysis, peaks))
    return tuple(sorted(rows, key=lambda row: -row.median_us * row.calls_per_step))


_Measured = tuple[str, float, float]  # the trace's name, median µs per call, calls per step


def _module(source: str) -> Optional[GeneratedModule]:
    try:
        return parse_module(source)
    except InspectError:  # not Python: nothing to measure
        return None


def _measured(analysis: TraceAnalysis, module: GeneratedModule, name: str) -> Optional[_Measured]:
    """(trace name, median µs per call, calls per step) of a kernel, or None when it did not run."""
    steps = max(len(analysis.steps), 1)
    kernel = next(k for k in module.kernels if k.name == name)
    if kernel.kind != EXTERN_CALL:
        row = next((r for r in analysis.kernels if module.find(r.name) is kernel and r.dur_us), None)
        return None if row is None else (row.name, row.dur_us.median, row.count / steps)
    return _extern_measured(analysis, kernel.trace_name, steps)


def _extern_measured(analysis: TraceAnalysis, op_name: str, steps: int) -> Optional[_Measured]:
    """An extern GEMM: the kernels its aten op launched (memcpy / memset left out), summed per call; under a
    CUDA graph, which hides the op, the replayed kernels joined to it (the representative step's: one
    step). Its callers return early without the index."""
    per_call, names = [], []
    for node in analysis.require_index().nodes_matching(name=op_name):
        kernels = [ev for ev in node.gpu_events() if events.is_kernel(ev.cat)]
        if kernels:
            per_call.append(sum(ev.dur for ev in kernels))
            names.append(max(kernels, key=lambda ev: ev.dur).name)
    if not per_call and analysis.replays is not None:
        replayed = replays.op_calls(analysis.replays, op_name)
        per_call, names, steps = [us for us, _ in replayed], [name for _, name in replayed], 1
    if not per_call:
        return None
    return names[0], statistics.median(per_call), len(per_call) / steps


def extern_times(analysis: Optional[TraceAnalysis], module: GeneratedModule) -> dict:
    """{extern call name: (median GPU µs per call, calls over the profiled steps)} of the module's extern
    calls whose aten op launched GPU kernels (a CUDA graph's replayed ones included): what `show` prints
    beside a Triton kernel's own time. Empty without a trace index (an analysis read back from JSON)."""
    if analysis is None or analysis.index is None:
        return {}
    steps = max(len(analysis.steps), 1)
    times = {}
    for op_name, name in {k.trace_name: k.name for k in module.kernels if k.kind == EXTERN_CALL}.items():
        measured = _extern_measured(analysis, op_name, steps)
        if measured is not None:
            times[name] = (measured[1], round(measured[2] * steps))  # a replay's: the same every step
    return times


def extern_line_times(analysis: Optional[TraceAnalysis], module: GeneratedModule, fx_hash: str) -> dict:
    """{`extern_kernels.mm@925`: (median GPU µs, calls)}: each extern call line's own time (`kernel_key`),
    where every call of the graph calls its op as often as the module has lines for it: the i-th
    `aten::mm` under a `## Call CompiledFxGraph ##` of this graph (or, replayed, the i-th joined to it) is
    the module's i-th `extern_kernels.mm`. An op whose counts differ keeps the per-name time only."""
    if analysis is None or analysis.index is None:
        return {}
    lines: dict[str, list[KernelSource]] = {}
    for kernel in module.kernels:
        if kernel.kind == EXTERN_CALL:
            lines.setdefault(kernel.trace_name, []).append(kernel)
    per_call = _graph_op_calls(analysis, fx_hash)
    each_step = len(analysis.steps) if analysis.replays is not None else 1  # a replay: the same every step
    times = {}
    for op, kernels in lines.items():
        calls = [found.get(op, []) for found in per_call]
        if calls and all(len(call) == len(kernels) for call in calls):
            for n, kernel in enumerate(kernels):
                durations = [call[n] for call in calls]
                times[kernel_key(kernel)] = (statistics.median(durations), len(durations) * each_step)
    return times


def _graph_op_calls(analysis: TraceAnalysis, fx_hash: str) -> list[dict[str, list[float]]]:
    """Per run of the graph in the profiled steps: {op: the GPU µs of each of its calls, in order} of the
    outermost aten ops that launched kernels; under a CUDA graph, the replay's events joined to them
    (one graph in the trace only: a launch does not name its graph)."""
    if analysis.replays is not None:
        one_graph = [ref.fx_hash for ref in analysis.graphs] == [fx_hash]
        return [_replayed_op_calls(analysis.replays)] if one_graph else []
    runs = []
    for call in analysis.require_index().nodes_matching(kind=LayerKind.GRAPH_CALL):
        if events.graph_hash(call.name) == fx_hash:
            runs.append(_op_calls(call))
    return runs


def _op_calls(call) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    stack = list(reversed(call.children))
    while stack:
        node = stack.pop()
        if node.kind != LayerKind.ATEN:
            stack.extend(reversed(node.children))
            continue
        kernels = [ev.dur for ev in node.gpu_events() if events.is_kernel(ev.cat)]
        if kernels:
            found.setdefault(node.name, []).append(sum(kernels))
    return found


def _replayed_op_calls(found) -> dict[str, list[float]]:
    calls: dict[str, list[float]] = {}
    for op, group in replays.replayed_op_calls(found):
        calls.setdefault(op, []).append(sum(event.gpu_us for event in group))
    return calls


def extern_kernel_name(analysis: TraceAnalysis, op_name: str) -> Optional[str]:
    """The GPU kernel an extern call's aten op (`aten::addmm`) launched in the trace, its longest: what
    ncu names it by. None when the op launched none, or the trace has no index."""
    if analysis.index is None:
        return None
    measured = _extern_measured(analysis, op_name, 1)
    return None if measured is None else measured[0]


def _row(
    name: str,
    work: Work,
    trace_name: str,
    median_us: float,
    calls: float,
    analysis: TraceAnalysis,
    peaks: DevicePeaks,
) -> KernelRoofline:
    gbps = work.bytes / median_us / 1e3
    tflops = work.flops / median_us / 1e6 if work.flops is not None else None
    intensity = work.flops / work.bytes if work.flops is not None and work.bytes else None
    ridge = peaks.ridge(work.precision)
    compute_bound = intensity is not None and intensity >= ridge
    if compute_bound and tflops is not None:  # compute-bound: flops known, so tflops too
        peak = peaks.compute_peak(work.precision)
        limit, share = f"{peak:g} TFLOP/s {work.precision}", tflops / peak
    else:
        limit, share = f"{peaks.hbm_gbps:g} GB/s HBM", gbps / peaks.hbm_gbps
    step_share = median_us * calls / step_us if (step_us := _step_us(analysis)) else None
    return KernelRoofline(
        name, trace_name, work, median_us, calls, step_share, gbps, tflops,
        "compute" if compute_bound else "memory", limit, share, intensity, ridge, peaks,
    )  # fmt: skip


def _step_us(analysis: TraceAnalysis) -> Optional[float]:
    """A step's length: its CPU span, or its GPU busy time where the GPU runs longer."""
    metrics = analysis.metrics
    busy = metrics.gpu_busy_us.median if metrics.gpu_busy_us else 0.0
    return max(metrics.cpu_us.median, busy) or None
