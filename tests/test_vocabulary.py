"""One home for each name torch writes: a Chrome trace's event names live in trace/events.py, TORCH_TRACE's
record kinds and artifact names in code/torch_trace.py; every other module imports them from there.

Read from the source with `ast`: a string constant (not a docstring, not a comment) that looks like a name
torch, Kineto or Inductor writes is reported with its file and line. Prose is allowed: a finding's message
may mention `aten::copy_` in a sentence; a string that *is* such a name (starts like one) is not."""

import ast
import re
from pathlib import Path

from compile_inspect.code import torch_trace

PACKAGE = Path(__file__).resolve().parents[1] / "compile_inspect"
VOCABULARY = {PACKAGE / "trace" / "events.py", PACKAGE / "code" / "torch_trace.py"}

# How names that torch writes into a Chrome trace begin.
NAME_STARTS = re.compile(
    r"^(?:"
    r"aten::|c10d::|autograd::|record_param_comms"  # dispatcher ops, c10d ops, the comms metadata op
    r"|cuda[A-Z]|cu[A-Z][a-z]|hip[A-Z]"  # CUDA runtime / driver and HIP calls
    r"|(?:nccl|gloo|hccl)[:A-Z]"  # process groups' spans (`gloo:all_reduce`), NCCL kernels, MTIA's hccl::
    r"|## Call|CompiledFxGraph|Torch-Compiled|TorchDynamo|AOTDispatcher|Pregraph bytecode"
    r"|CompiledFunction|CUDAGraphNode|ProfilerStep|Optimizer\.(?:step|zero_grad)#|enumerate\(DataLoader\)#"
    r"|Memcpy|Memset"  # CUPTI's memcpy / memset names
    r"|triton_[a-z]+_$"  # Inductor's Triton kernel-kind prefixes (`triton_poi_`)
    r")"
)
# What TORCH_TRACE writes, exactly: its reader's own lists.
TORCH_TRACE_NAMES = (
    torch_trace.RECORD_KINDS | torch_trace.ARTIFACT_NAMES | set(torch_trace.FX_GRAPH_CACHE_ARTIFACTS)
)


def looks_like_a_torch_name(text):
    return bool(NAME_STARTS.match(text)) or text in TORCH_TRACE_NAMES


def docstring_nodes(tree):
    bodies = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, bodies) and node.body and isinstance(node.body[0], ast.Expr)
    }


def spelled_names(source, label):
    """`label:line: 'name'` for every string constant of the source that looks like a torch name."""
    tree = ast.parse(source)
    docstrings = docstring_nodes(tree)
    return [
        f"{label}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and looks_like_a_torch_name(node.value)
    ]


def test_torch_names_are_spelled_only_in_the_vocabulary():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path not in VOCABULARY:
            found += spelled_names(path.read_text(), str(path.relative_to(PACKAGE.parent)))
    assert found == [], "import these from trace/events.py (or code/torch_trace.py):\n" + "\n".join(found)


def test_the_scanner_flags_what_it_forbids():
    """It can fail: names in code, in f-strings and in dict keys are found; docstrings, comments and prose
    that mentions a name mid-sentence are not."""
    probe = '''"""Reads `## Call CompiledFxGraph <hash> ##` events (a docstring: allowed)."""
COPY = "aten::copy_"  # a comment naming cudaLaunchKernel: allowed
KERNELS = ("ncclDevKernel_", "gloo:")


def f(name, hash_):
    """Docstring: ProfilerStep#1."""
    message = f"TorchDynamo Cache Lookup took {name}"
    prose = "the copies under aten::copy_ (a sentence: allowed)"
    return {"inductor_output_code": hash_, "kind": "fx_graph_cache_miss", "call": "cudaMemcpyAsync"}
'''
    assert spelled_names(probe, "probe.py") == [
        "probe.py:2: 'aten::copy_'",
        "probe.py:3: 'ncclDevKernel_'",
        "probe.py:3: 'gloo:'",
        "probe.py:8: 'TorchDynamo Cache Lookup took '",
        "probe.py:10: 'inductor_output_code'",
        "probe.py:10: 'fx_graph_cache_miss'",
        "probe.py:10: 'cudaMemcpyAsync'",
    ]


def test_backend_names_and_words_are_not_torch_names():
    """`dist.init_process_group("gloo")`, an evidence key `triton_kernels`, a LayerKind `kernel` are ours."""
    assert not any(map(looks_like_a_torch_name, ("gloo", "nccl", "triton_kernels", "kernel", "cuBLAS's")))
    assert all(
        map(looks_like_a_torch_name, ("gloo:all_reduce", "hccl::all_reduce", "triton_poi_", "cuLaunchKernel"))
    )
