"""What a chain node is: the vocabulary of layer kinds that the trace side assigns and every report
shows. Strings, so they read well in JSON and in rendered chains. No torch.
"""

from __future__ import annotations


class LayerKind:
    """What a chain node is. Strings so they read well in JSON and in rendered chains."""

    PROFILER_STEP = "profiler step"
    USER_ANNOTATION = "user annotation"
    CACHE_LOOKUP = "dynamo cache lookup"
    COMPILED_REGION = "compiled region"
    PREGRAPH = "pregraph bytecode"
    AOT_WRAPPER = "aot wrapper"
    GRAPH_CALL = "compiled graph call"
    TRITON_CALL = "triton kernel call"
    ATEN = "aten op"
    RUNTIME = "runtime call"
    GRAPH_LAUNCH = "cuda graph launch"
    PYTHON = "python"
    KERNEL = "kernel"
    MEMCPY = "memcpy"
    MEMSET = "memset"
    OTHER = "other"

    # The CPU layers torch.compile adds around the user's ops, outermost first.
    COMPILE_LAYERS = (CACHE_LOOKUP, COMPILED_REGION, PREGRAPH, AOT_WRAPPER, GRAPH_CALL)
    GPU = (KERNEL, MEMCPY, MEMSET)
