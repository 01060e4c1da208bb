"""The one vocabulary of trace events: every category, event name, regex and normaliser that torch,
Kineto and Inductor write into a Chrome trace, with where each comes from. No torch.

    >>> classify("cpu_op", "aten::addmm"), classify("cuda_runtime", "cudaLaunchKernel")
    ('aten op', 'runtime call')
    >>> normalise_name("## Call CompiledFxGraph fdglgmd3lpaj ##")
    '## Call CompiledFxGraph <hash> ##'

The rest of the code asks these predicates instead of spelling names: a new torch version that
renames an event is then one edit here (and a line in docs/trace-events.md).
"""

from __future__ import annotations

import re
from typing import Optional

from compile_inspect.trace.model import LayerKind

# ---- categories (Kineto's `cat`, libkineto/src/output_json.cpp, ActivityType.cpp) ----

# GPU-lane activities: lower-case since Kineto of torch 1.9; capitalised in the earliest Kineto traces.
# The names are libkineto's `toString(ActivityType)` (libkineto/include/ActivityType.h, pytorch/kineto);
# ROCm traces (roctracer / rocprofiler, libkineto/src/RoctracerActivity_inl.h) use the same `kernel`,
# `gpu_memcpy`, `gpu_memset`; MTIA's on-device events are `mtia_ccp_events` (collectives among them
# are named `hccl::...`, libkineto/src/output_json.cpp).
MTIA_DEVICE = "mtia_ccp_events"
KERNEL_CATEGORIES = frozenset({"kernel", "Kernel", MTIA_DEVICE})
MEMCPY_CATEGORIES = frozenset({"gpu_memcpy", "Memcpy"})
MEMSET_CATEGORIES = frozenset({"gpu_memset", "Memset"})
GPU_CATEGORIES = KERNEL_CATEGORIES | MEMCPY_CATEGORIES | MEMSET_CATEGORIES
# Synchronisation activities on the GPU lanes (pid = device, tid = stream): CUPTI's synchronization
# records (`Stream Sync`, `Event Sync`, `Context Sync`, ...), timed by the host call that waited.
# `cuda_event` records (cudaEventRecord on a stream) sit on the same lanes. They are not GPU work, and
# not CPU chain events either: the trace keeps them apart (`Trace.gpu_syncs`).
SYNC_CATEGORIES = frozenset({"cuda_sync", "xpu_sync", "cuda_event"})
# CUPTI range profiler (libkineto/src/CuptiRangeProfiler.cpp): one event per kernel or user range on
# the device lane, its counters as args; the times are the profiling span split evenly, not run times.
RANGE_CATEGORIES = frozenset({"cuda_profiler_range"})
GPU_LANE_CATEGORIES = GPU_CATEGORIES | SYNC_CATEGORIES | RANGE_CATEGORIES
# Runtime / driver API calls on the CPU lanes: a launch's correlation id links it to its GPU event.
# ROCm's HIP calls (`hipLaunchKernel`, `hipExtLaunchKernel`, `hipMemcpyAsync`) are `cuda_runtime` too.
RUNTIME_CATEGORIES = frozenset(
    {
        "cuda_runtime",
        "cuda_driver",
        "Runtime",
        "Driver",
        "mtia_runtime",
        "xpu_runtime",
        "xpu_driver",
        "privateuse1_runtime",
        "privateuse1_driver",
    }
)
# Complete events that are not CPU work: the profiler's own span ("Trace", torch/autograd/profiler),
# GPU-side copies of user annotations, and CPU->GPU flow markers.
GPU_ANNOTATION = "gpu_user_annotation"
IGNORED_CATEGORIES = frozenset({"Trace", GPU_ANNOTATION, "ac2g"})
USER_ANNOTATION = "user_annotation"  # record_function(...) and the profiler's ProfilerStep#n
CPU_OP = "cpu_op"  # an aten op or any RECORD_FUNCTION scope in C++
PYTHON_FUNCTION = "python_function"  # with_stack=True python frames

# ---- event names ----

# torch/profiler/profiler.py (`ProfilerStep#` + step number), every torch 2.x.
PROFILER_STEP_PREFIX = "ProfilerStep#"
# record_function scopes torch opens itself, never a step: the optimizer's step / zero_grad
# (torch/optim/optimizer.py: `Optimizer.step#AdamW.step`, `Optimizer.zero_grad#AdamW.zero_grad`) and
# the DataLoader's next batch (torch/utils/data/dataloader.py: `enumerate(DataLoader)#_...Iter.__next__`).
TORCH_ANNOTATION_PREFIXES = ("Optimizer.step#", "Optimizer.zero_grad#", "enumerate(DataLoader)#")
# torch/_dynamo/eval_frame.c / convert_frame.py: the guard check before a compiled frame runs (2.1+).
CACHE_LOOKUP = "TorchDynamo Cache Lookup"
# torch/_dynamo/bytecode_transformation.py: the frame's code before the graph call (2.2+).
PREGRAPH = "Pregraph bytecode"
# torch/_functorch/_aot_autograd/runtime_wrappers.py (2.4+).
AOT_PROLOGUE = "AOTDispatcher Runtime Wrapper Prologue"
AOT_EPILOGUE = "AOTDispatcher Runtime Wrapper Epilogue"
# torch/_functorch/_aot_autograd: the autograd.Function of a training graph, forward and backward.
COMPILED_FUNCTION = "CompiledFunction"
COMPILED_FUNCTION_BACKWARD = "CompiledFunctionBackward"
# CUDA graph replays (cudagraph trees), CUDA runtime / driver and ROCm names.
GRAPH_LAUNCHES = frozenset({"cudaGraphLaunch", "cuGraphLaunch", "hipGraphLaunch"})
# torch/_inductor/output_code.py: `## Call CompiledFxGraph <fx hash> ##` around each graph call (2.5+).
GRAPH_CALL = re.compile(r"^## Call CompiledFxGraph (\w+) ##$")
GRAPH_CALL_PREFIX = "## Call CompiledFxGraph"
# torch/_dynamo/convert_frame.py: `Torch-Compiled Region: <frame id>/<recompile count>` (2.3+).
COMPILED_REGION = re.compile(r"^Torch-Compiled Region: (\d+)/(\d+)$")
COMPILED_REGION_PREFIX = "Torch-Compiled Region"
# torch/_dynamo/convert_frame.py + utils.py (ChromiumEventLogger, dynamo_timed): Dynamo converting a frame
# inside a profiled call opens `entire_frame_compile` and annotates it `dynamo_data: compile_id=0/7`
# (seen in 2.13): a compile or recompile during the profiled steps, not before them.
FRAME_COMPILE = "entire_frame_compile"
FRAME_COMPILE_DATA = re.compile(r"^(?:dynamo|entire_frame_compile)_data: .*\bcompile_id=(\d+)/(\d+)")
# Inductor's Triton kernels (`triton_<kind>_fused_<ops>_<n>`), torch/_inductor/codegen/triton.py.
TRITON_PREFIX = "triton_"
TRITON_TEMPLATE_PREFIX = "triton_tem_"
# Inductor's CPU C++ kernels run inside a graph; `graph_<n>_cpp_...` events exist only with
# `torch._inductor.config.cpp.enable_kernel_profile` (torch/_inductor/codegen/cpp.py).
CPP_KERNEL_EVENT_PREFIX = "graph_"
# Ops that copy tensors: a CUDA graph's inputs into its static buffers (cudagraph_trees.py).
COPY_OPS = ("aten::_foreach_copy_", "aten::copy_")
ADDMM = "aten::addmm"
# cudagraph trees (torch/_inductor/cudagraph_trees.py): recording a CUDA graph is a record_function
# scope `CUDAGraphNode.record` around a stream capture; a steady-state step that holds one re-records.
CUDAGRAPH_RECORD = "CUDAGraphNode.record"
STREAM_CAPTURES = frozenset({"cudaStreamBeginCapture", "cudaStreamBeginCapture_v2", "hipStreamBeginCapture"})
# A training graph's backward runs as the autograd engine's CompiledFunctionBackward node.
BACKWARD_NAMES = frozenset(
    {COMPILED_FUNCTION_BACKWARD, "autograd::engine::evaluate_function: CompiledFunctionBackward"}
)
DTOD = "DtoD"  # `Memcpy DtoD (Device -> Device)`
# Copy kernels name their element type: `...Copy<c10::BFloat16, ...>` (aten/src/ATen/native/cuda/Copy.cu).
COPY_ELEMENT_TYPE = re.compile(r"Copy<([\w:]+),")
ITEM_SIZES = {
    "c10::BFloat16": 2,
    "c10::Half": 2,
    "float": 4,
    "double": 8,
    "c10::Float8": 1,
    "int": 4,
    "long": 8,
    "bool": 1,
}

_EXACT_KINDS = {
    CACHE_LOOKUP: LayerKind.CACHE_LOOKUP,
    PREGRAPH: LayerKind.PREGRAPH,
    AOT_PROLOGUE: LayerKind.AOT_WRAPPER,
    AOT_EPILOGUE: LayerKind.AOT_WRAPPER,
    COMPILED_FUNCTION: LayerKind.AOT_WRAPPER,
    COMPILED_FUNCTION_BACKWARD: LayerKind.AOT_WRAPPER,
    **{name: LayerKind.GRAPH_LAUNCH for name in GRAPH_LAUNCHES},
}
_GPU_KINDS = {
    **{cat: LayerKind.KERNEL for cat in KERNEL_CATEGORIES},
    **{cat: LayerKind.MEMCPY for cat in MEMCPY_CATEGORIES},
    **{cat: LayerKind.MEMSET for cat in MEMSET_CATEGORIES},
}
# CPU events that launch GPU work: their correlation id is the GPU event's.
LAUNCH_KINDS = frozenset({LayerKind.RUNTIME, LayerKind.GRAPH_LAUNCH})


def classify(cat: str, name: str) -> str:
    """The layer kind of an event, from its category and name (see docs/trace-events.md)."""
    kind = _EXACT_KINDS.get(name)
    if kind is not None:
        return kind
    if cat in _GPU_KINDS:
        return _GPU_KINDS[cat]
    if cat in RUNTIME_CATEGORIES:
        return LayerKind.RUNTIME
    if name.startswith(GRAPH_CALL_PREFIX):
        return LayerKind.GRAPH_CALL
    if name.startswith(COMPILED_REGION_PREFIX):
        return LayerKind.COMPILED_REGION
    if cat == USER_ANNOTATION:
        return LayerKind.PROFILER_STEP if name.startswith(PROFILER_STEP_PREFIX) else LayerKind.USER_ANNOTATION
    if cat == PYTHON_FUNCTION:
        return LayerKind.PYTHON
    if name.startswith(TRITON_PREFIX):
        return LayerKind.TRITON_CALL
    if "::" in name and cat == CPU_OP:
        return LayerKind.ATEN
    return LayerKind.OTHER


# ---- runtime calls whose cost is often paid once (analysis.one_off_costs) ----

ALLOCATION_CALLS = frozenset(
    {
        "cudaMalloc",
        "cudaMallocAsync",
        "cudaMallocHost",
        "cudaHostAlloc",
        "cudaFree",
        "cudaFreeHost",
        "cuMemAlloc_v2",
        "cuMemCreate",
        "cuMemMap",
        "hipMalloc",
        "hipMallocAsync",
        "hipHostMalloc",
        "hipFree",
    }
)
SYNC_CALLS = frozenset(
    {
        "cudaStreamSynchronize",
        "cudaDeviceSynchronize",
        "cudaEventSynchronize",
        "cuStreamSynchronize",
        "cuCtxSynchronize",
        "hipStreamSynchronize",
        "hipDeviceSynchronize",
        "hipEventSynchronize",
    }
)
LAUNCH_CALL_PREFIXES = ("cudaLaunch", "cuLaunch", "hipLaunch", "hipExtLaunch", "hipModuleLaunch")


def runtime_call_role(name: str) -> str:
    """What a runtime call does, in words: allocation, synchronisation, kernel launch or other."""
    if name in ALLOCATION_CALLS:
        return "allocation"
    if name in SYNC_CALLS:
        return "synchronisation"
    if name.startswith(LAUNCH_CALL_PREFIXES) or name in GRAPH_LAUNCHES:
        return "kernel launch"
    return "runtime call"


def gpu_kind(cat: str) -> str:
    """kernel / memcpy / memset of a GPU-lane category (kernel for any other)."""
    return _GPU_KINDS.get(cat, LayerKind.KERNEL)


def is_kernel(cat: str) -> bool:
    return cat in KERNEL_CATEGORIES


def is_memcpy(cat: str) -> bool:
    return cat in MEMCPY_CATEGORIES


def is_memset(cat: str) -> bool:
    return cat in MEMSET_CATEGORIES


def is_dtod_copy(cat: str, name: str) -> bool:
    return cat in MEMCPY_CATEGORIES and DTOD in name


def is_gpu_sync(cat: str) -> bool:
    return cat in SYNC_CATEGORIES


def is_device_range(cat: str) -> bool:
    return cat in RANGE_CATEGORIES


def is_torch_annotation(name: str) -> bool:
    """A record_function scope torch itself opens (optimizer, data loader): not a step marker."""
    return name.startswith(TORCH_ANNOTATION_PREFIXES)


def is_profiler_step(name: str) -> bool:
    return name.startswith(PROFILER_STEP_PREFIX)


def compiled_region_id(name: str) -> Optional[tuple[int, int]]:
    """(frame id, recompile count) of a `Torch-Compiled Region: i/j` name, else None."""
    match = COMPILED_REGION.match(name)
    return (int(match.group(1)), int(match.group(2))) if match else None


def frame_compile_id(name: str) -> Optional[tuple[int, int]]:
    """(frame id, recompile count) of a `dynamo_data: compile_id=i/j` annotation, else None."""
    match = FRAME_COMPILE_DATA.match(name)
    return (int(match.group(1)), int(match.group(2))) if match else None


def graph_hash(name: str) -> Optional[str]:
    """The FX graph hash of a `## Call CompiledFxGraph <hash> ##` name, else None."""
    match = GRAPH_CALL.match(name)
    return match.group(1) if match else None


def copy_item_size(kernel_name: str) -> Optional[int]:
    """Element size from a copy kernel's template arguments, e.g. `Copy<c10::BFloat16, ...>` -> 2."""
    match = COPY_ELEMENT_TYPE.search(kernel_name)
    return ITEM_SIZES.get(match.group(1)) if match else None


# ---- normalising names, so equal work compares equal across steps, runs and modes ----

_NORMALISERS = (
    (GRAPH_CALL, "## Call CompiledFxGraph <hash> ##"),
    (COMPILED_REGION, "Torch-Compiled Region: <i>/<j>"),
    (re.compile(r"^ProfilerStep#\d+$"), "ProfilerStep#<n>"),
    (re.compile(r"^(triton_\w+?)_\d+$"), r"\1_<n>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "0x<addr>"),
)


def normalise_name(name: str) -> str:
    """A name with graph hashes, region ids, kernel numbers and addresses replaced by placeholders."""
    for pattern, replacement in _NORMALISERS:
        name = pattern.sub(replacement, name)
    return name
