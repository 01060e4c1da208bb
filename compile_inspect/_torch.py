"""The only module that touches private torch / Inductor APIs. Detect features, never versions.

Everything else uses public torch APIs (torch.compile, torch.profiler, torch.cuda) or reads files
torch wrote (TORCH_TRACE, the Inductor cache dir, Chrome traces) without importing torch.
"""
import torch


def reset_compile_counters():
    """Clear Dynamo's counters so a worker reports only what its own mode compiled.

    `torch._dynamo.utils.counters` is private; it exists in every torch 2.x. A fresh worker
    process starts clean anyway; this only matters when a caller runs modes in one process.
    """
    counters = getattr(getattr(torch._dynamo, "utils", None), "counters", None)
    if counters is not None:
        counters.clear()


def graph_break_counts():
    """{reason: count} from Dynamo's `counters['graph_break']` (private; empty when absent).

    The session's graph breaks come from TORCH_TRACE (`dynamo_graph_break_reason`, torch-free);
    this is the in-process cross-check the worker records when TORCH_TRACE is unavailable.
    """
    counters = getattr(getattr(torch._dynamo, "utils", None), "counters", None)
    return dict(counters.get("graph_break", {})) if counters is not None else {}
