"""The one vocabulary of trace events: every category, event name, regex and normaliser that torch,
Kineto and Inductor write into a Chrome trace, with where each comes from. No torch.

    >>> classify("cpu_op", "aten::addmm"), classify("cuda_runtime", "cudaLaunchKernel")
    ('aten op', 'runtime call')
    >>> normalise_name("## Call CompiledFxGraph fdglgmd3lpaj ##")
    '## Call CompiledFxGraph <hash> ##'

The rest of the code asks these predicates instead of spelling names: a new torch version that
renames an event is then one edit here (and a line in docs/trace-events.md); tests/test_vocabulary.py
fails on a quoted name anywhere else. What TORCH_TRACE writes (record kinds, artifact names) is another
file's vocabulary: its one home is code/torch_trace.py, its reader.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Optional

from compile_inspect.names import GRAPH_CALL, graph_hash  # noqa: F401  (names.py holds them; re-exported)
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
COMPILED_FUNCTIONS = frozenset({COMPILED_FUNCTION, COMPILED_FUNCTION_BACKWARD})
# CUDA graph replays (cudagraph trees), CUDA runtime / driver and ROCm names.
GRAPH_LAUNCHES = frozenset({"cudaGraphLaunch", "cuGraphLaunch", "hipGraphLaunch"})
# torch/_inductor/output_code.py: `## Call CompiledFxGraph <fx hash> ##` around each graph call (2.5+).
GRAPH_CALL_PREFIX = "## Call CompiledFxGraph"
GRAPH_CALL_IN_TEXT = re.compile(r"## Call CompiledFxGraph (\w+) ##")  # anywhere in a trace file's text
# torch/_dynamo/convert_frame.py: `Torch-Compiled Region: <frame id>/<recompile count>` (2.3+).
COMPILED_REGION = re.compile(r"^Torch-Compiled Region: (\d+)/(\d+)$")
COMPILED_REGION_PREFIX = "Torch-Compiled Region"
# torch/_dynamo/convert_frame.py + utils.py (ChromiumEventLogger, dynamo_timed): Dynamo converting a frame
# inside a profiled call opens `entire_frame_compile` and annotates it `dynamo_data: compile_id=0/7`
# (seen in 2.13): a compile or recompile during the profiled steps, not before them.
FRAME_COMPILE = "entire_frame_compile"
FRAME_COMPILE_DATA = re.compile(r"^(?:dynamo|entire_frame_compile)_data: .*\bcompile_id=(\d+)/(\d+)")
# Inductor's Triton kernels (`triton_<kind>_fused_<ops>_<n>`), torch/_inductor/codegen/triton.py
# (the kind prefixes: codegen/simd.py and triton.py `kernel_name`, one per kernel family).
TRITON_PREFIX = "triton_"
TRITON_POINTWISE_PREFIX = "triton_poi_"
TRITON_REDUCTION_PREFIX = "triton_red_"
TRITON_PERSISTENT_PREFIX = "triton_per_"
TRITON_TEMPLATE_PREFIX = "triton_tem_"
TRITON_FOREACH_PREFIX = "triton_for_"
# Inductor's CPU C++ kernels run inside a graph; `graph_<n>_cpp_...` events exist only with
# `torch._inductor.config.cpp.enable_kernel_profile` (torch/_inductor/codegen/cpp.py).
CPP_KERNEL_EVENT_PREFIX = "graph_"
CPP_KERNEL_GRAPH_PREFIX = re.compile(r"^graph_\d+_")
CPP_KERNEL_EVENT = re.compile(r"^graph_\d+_(cpp_\w+)$")
# aten ops (cpu_op events) are `aten::<op>` (RECORD_FUNCTION of the dispatcher, aten/src/ATen/core/dispatch).
ATEN_PREFIX = "aten::"
# Ops that copy tensors: a CUDA graph's inputs into its static buffers (cudagraph_trees.py).
COPY = "aten::copy_"
FOREACH_COPY = "aten::_foreach_copy_"
COPY_OPS = (FOREACH_COPY, COPY)
ADDMM = "aten::addmm"
# Ops that only view, describe or allocate a tensor: no compute, no kernel (aten's view and
# metadata ops, native_functions.yaml). One counts as compute when anything under it does: a
# `reshape` or `contiguous` of a non-contiguous tensor runs `aten::clone`, `to` runs `_to_copy`.
METADATA_OPS = frozenset(
    {
        *("aten::view", "aten::reshape", "aten::_unsafe_view", "aten::_reshape_alias", "aten::view_as"),
        *("aten::transpose", "aten::permute", "aten::t", "aten::numpy_T", "aten::movedim", "aten::swapaxes"),
        *("aten::expand", "aten::expand_as", "aten::as_strided", "aten::unsqueeze", "aten::squeeze"),
        *("aten::slice", "aten::select", "aten::narrow", "aten::diagonal", "aten::unbind", "aten::split"),
        *("aten::split_with_sizes", "aten::chunk", "aten::flatten", "aten::unflatten", "aten::unfold"),
        *("aten::detach", "aten::alias", "aten::lift_fresh", "aten::resolve_conj", "aten::resolve_neg"),
        *("aten::contiguous", "aten::to", "aten::empty", "aten::empty_strided", "aten::empty_like"),
        *("aten::new_empty", "aten::new_empty_strided"),
    }
)
# cudagraph trees (torch/_inductor/cudagraph_trees.py): recording a CUDA graph is a record_function
# scope `CUDAGraphNode.record` around a stream capture; a steady-state step that holds one re-records.
# TORCH_TRACE has it too, as one chromium_event B/E pair per recording (dynamo_timed_cudagraph).
CUDAGRAPH_RECORD = "CUDAGraphNode.record"
STREAM_CAPTURES = frozenset({"cudaStreamBeginCapture", "cudaStreamBeginCapture_v2", "hipStreamBeginCapture"})
# A training graph's backward runs as the autograd engine's CompiledFunctionBackward node.
BACKWARD_NAMES = frozenset(
    {COMPILED_FUNCTION_BACKWARD, "autograd::engine::evaluate_function: CompiledFunctionBackward"}
)
# CUPTI's memcpy names say the direction and the host memory kind (libkineto/src/CuptiActivity.cpp
# `memcpyName`): `Memcpy DtoD (Device -> Device)`, `Memcpy HtoD (Pageable -> Device)`, `... (Pinned -> Device)`.
DTOD = "DtoD"
HTOD = "HtoD"
PAGEABLE = "Pageable"
PINNED = "Pinned"
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
# Copies that block the CPU until the GPU is done, like a sync (cudaMemcpy without Async).
BLOCKING_COPY_CALLS = frozenset(
    {"cudaMemcpy", "cudaMemcpy2D", "cuMemcpyDtoH_v2", "cuMemcpyHtoD_v2", "hipMemcpy"}
)


KERNEL_LAUNCH_ROLE = "kernel launch"


def runtime_call_role(name: str) -> str:
    """What a runtime call does, in words: allocation, synchronisation, kernel launch or other."""
    if name in ALLOCATION_CALLS:
        return "allocation"
    if name in SYNC_CALLS:
        return "synchronisation"
    if name.startswith(LAUNCH_CALL_PREFIXES) or name in GRAPH_LAUNCHES:
        return KERNEL_LAUNCH_ROLE
    return "runtime call"


# ---- collectives (torch.distributed): which events are one, of which backend, on the CPU or the device ----

# ProcessGroupGloo / ProcessGroupNCCL name each collective's work `gloo:<op>` / `nccl:<op>` (its
# profilingTitle, torch/csrc/distributed/c10d/ProcessGroup{Gloo,NCCL}.cpp), a `user_annotation` on a
# CPU thread. gloo's runs on one of its worker threads (`pt_gloo_runloop`) for as long as the exchange;
# NCCL's wraps the host's enqueue (`cudaLaunchKernelExC`), the exchange runs as a kernel.
GLOO, NCCL, HCCL = "gloo", "nccl", "hccl"
GLOO_PREFIX = "gloo:"
NCCL_PREFIX = "nccl:"
# NCCL's (and RCCL's) device kernels: `ncclKernel_AllReduce_RING_LL_Sum_float` (NCCL < 2.19),
# `ncclDevKernel_AllReduce_Sum_f32_RING_LL(...)` after; they run for as long as the collective does.
NCCL_KERNEL_PREFIXES = ("ncclDevKernel_", "ncclKernel_")
# MTIA's collectives: `hccl::<op>` device events (category mtia_ccp_events, libkineto output_json.cpp).
HCCL_PREFIX = "hccl::"
# The host side of a collective, not one itself: c10d's dispatcher ops (`c10d::allreduce_`, the caller's
# enqueue, torch/csrc/distributed/c10d/Ops.cpp) and the profiler's metadata op around each collective
# (torch/csrc/distributed/c10d/ParamCommsUtils.hpp `RECORD_PARAM_COMMS`).
C10D_PREFIX = "c10d::"
RECORD_PARAM_COMMS = "record_param_comms"
_CPU_COLLECTIVES = ((GLOO_PREFIX, GLOO), (NCCL_PREFIX, NCCL))
_DEVICE_COLLECTIVES = (*((prefix, NCCL) for prefix in NCCL_KERNEL_PREFIXES), (HCCL_PREFIX, HCCL))


class Collective(NamedTuple):
    """What `collective(cat, name)` found: the backend, where it ran, and the op (`AllReduce`, `all_reduce`)."""

    backend: str  # GLOO, NCCL or HCCL
    on_device: bool  # a device kernel / event, else a CPU span
    op: str

    @property
    def timed(self) -> bool:
        """Whether its duration is the exchange (a device collective, a gloo span), not only the enqueue."""
        return self.on_device or self.backend == GLOO


def collective(cat: str, name: str) -> Optional[Collective]:
    """The collective an event is, or None: a device kernel / event (`ncclDevKernel_*`, `ncclKernel_*`,
    `hccl::<op>`) or a process group's CPU span (`gloo:<op>`, `nccl:<op>`).

    >>> collective("kernel", "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*)")
    Collective(backend='nccl', on_device=True, op='AllReduce')
    >>> collective("user_annotation", "gloo:all_reduce"), collective("cpu_op", "c10d::allreduce_")
    (Collective(backend='gloo', on_device=False, op='all_reduce'), None)
    """
    if cat in GPU_LANE_CATEGORIES:
        return _device_collective(name) if cat in KERNEL_CATEGORIES else None
    backend = next((backend for prefix, backend in _CPU_COLLECTIVES if name.startswith(prefix)), None)
    return Collective(backend, False, name.split(":", 1)[1]) if backend else None


def _device_collective(name: str) -> Optional[Collective]:
    for prefix, backend in _DEVICE_COLLECTIVES:
        if name.startswith(prefix):
            rest = name.removeprefix(prefix)
            return Collective(backend, True, rest if backend == HCCL else rest.split("(")[0].split("_")[0])
    return None


def is_communication_op(name: str) -> bool:
    """A CPU event of the communication layers themselves, not compute: a collective's CPU span, c10d's
    ops, the profiler's `record_param_comms`."""
    return name.startswith((GLOO_PREFIX, NCCL_PREFIX, C10D_PREFIX, RECORD_PARAM_COMMS))


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


def graph_hashes_in_text(text: str) -> list[str]:
    """The FX hashes of every `## Call CompiledFxGraph <hash> ##` in a trace file's text, first-seen order."""
    return list(dict.fromkeys(GRAPH_CALL_IN_TEXT.findall(text)))


def aten_name(op: str) -> str:
    """The event name of an aten op: `mm` -> `aten::mm`."""
    return ATEN_PREFIX + op


def traced_cpp_kernel(name: str) -> Optional[str]:
    """The C++ kernel of a `graph_<n>_cpp_...` event (`cpp.enable_kernel_profile`), else None."""
    match = CPP_KERNEL_EVENT.match(name)
    return match.group(1) if match else None


def without_graph_prefix(name: str) -> str:
    """`graph_0_cpp_fused_add_0` -> `cpp_fused_add_0`; other names unchanged."""
    return CPP_KERNEL_GRAPH_PREFIX.sub("", name)


def copy_item_size(kernel_name: str) -> Optional[int]:
    """Element size from a copy kernel's template arguments, e.g. `Copy<c10::BFloat16, ...>` -> 2."""
    match = COPY_ELEMENT_TYPE.search(kernel_name)
    return ITEM_SIZES.get(match.group(1)) if match else None


# ---- the layer names in plain words (the reports say them once, render/words.py; docs/report.md at length)

# (name as the reports print it, what it is in a few words), a name that holds another first.
GLOSSARY = (
    ("## Call CompiledFxGraph <hash> ##", "the compiled graph itself"),
    (CACHE_LOOKUP, "guard checks"),
    (COMPILED_REGION_PREFIX, "a call into compiled code"),
    (PREGRAPH, "Dynamo's Python before the graph"),
    ("AOTDispatcher Runtime Wrapper", "AOTAutograd's wrapper"),
    (COMPILED_FUNCTION_BACKWARD, "the training graph's backward"),
    (COMPILED_FUNCTION, "AOTAutograd's training graph"),
    ("cudaGraphLaunch", "one CUDA graph replay"),
)


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
