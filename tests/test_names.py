"""Readable names (issue 19): one shortener of kernel and op names (`names.py`), used wherever a
text or Markdown report shows one; torch's guard and reason text whole, or cut at a word, never inside a
path. The full name stays in the JSON (findings' evidence, chain rows)."""

import gzip
import json
from functools import lru_cache
from pathlib import Path

import pytest

from compile_inspect.code.evidence import read_evidence
from compile_inspect.compare import diff
from compile_inspect.findings import FindingContext, find
from compile_inspect.names import (
    NAME_WIDTH,
    cut_at_word,
    qualified_name,
    short_name,
    torch_location,
)
from compile_inspect.render.escape import md_inline
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session
from compile_inspect.trace.analysis import analyze_trace

DATA = Path(__file__).parent / "data"
# Traces whose kernels run long: cuBLAS, cuDNN, CUTLASS, ATen's templated kernels, Triton, NCCL.
TRACES = [
    DATA / "training" / "transformer_compiled_4steps_cuda.json.gz",
    DATA / "training" / "mlp_eager_4steps_cuda.json.gz",
    DATA / "training_extra" / "h200" / "pageable.json.gz",
    DATA / "h200_models" / "resnet18" / "reduce-overhead" / "trace.json.gz",
    DATA / "h200_models" / "gpt2" / "reduce-overhead" / "trace.json.gz",
]


@lru_cache(maxsize=None)
def recorded_names() -> tuple[str, ...]:
    """Every distinct GPU event and CPU op name of the traces above, as recorded."""
    found = set()
    for path in TRACES:
        with gzip.open(path, "rt") as file:
            events = json.load(file)["traceEvents"]
        found.update(e["name"] for e in events if e.get("cat") in ("kernel", "gpu_memcpy", "cpu_op"))
    return tuple(sorted(found))


def recorded(prefix: str) -> str:
    return next(name for name in recorded_names() if name.startswith(prefix))


# ---- the rules, before and after, on names from the recorded traces


@pytest.mark.parametrize(
    "prefix, short",
    [
        # tests/data/training/mlp_eager_4steps_cuda.json.gz (cuBLAS GEMV): the return type is a template
        ("std::enable_if<!(false), void>::type internal::gemvx::kernel<int, int, float", "gemvx::kernel<…>(…)"),
        # h200_models/resnet18 (cuDNN)
        ("void convolve_common_engine_float_NHWC<float, float, 1024", "convolve_common_engine_float_NHWC<…>(…)"),
        # 3,028 characters, the longest recorded name: lambdas inside its template arguments
        ("void at::native::(anonymous namespace)::distribution_elementwise_grid_stride_kernel<",
         "native::distribution_elementwise_grid_stride_kernel<…>(…)"),
        # a template of one plain name names the kernel: kept
        ("void cutlass::Kernel2<cutlass_80_simt_sgemm_64x64_8x5_nn_align1>",
         "cutlass::Kernel2<cutlass_80_simt_sgemm_64x64_8x5_nn_align1>(…)"),
        ("fmha_cutlassF_f32_aligned_64x64_rf_sm80(", "fmha_cutlassF_f32_aligned_64x64_rf_sm80(…)"),
        ("void cublasLt::splitKreduce_kernel<32, 16, int", "cublasLt::splitKreduce_kernel<…>(…)"),
        # not C++ signatures: as recorded
        ("aten::_scaled_dot_product_efficient_attention", "aten::_scaled_dot_product_efficient_attention"),
        ("Memcpy HtoD (Pageable -> Device)", "Memcpy HtoD (Pageable -> Device)"),
    ],
)  # fmt: skip
def test_recorded_names_shorten_by_the_rules(prefix, short):
    assert short_name(recorded(prefix)) == short


def test_names_that_are_not_signatures_stay_as_written():
    for name in (
        "## Call CompiledFxGraph <hash> ##",
        "Torch-Compiled Region: <i>/<j>",
        "ProfilerStep#6",
        "torch/nn/modules/linear.py(125): forward",
        "triton_poi_fused_add_arange_0",
        "autograd::engine::evaluate_function: CompiledFunctionBackward",
        "<script>window.pwned=1</script>",  # a bracket closed before one opens: no C++
    ):
        assert short_name(name) == name and qualified_name(name) == name


def test_every_recorded_name_fits_and_keeps_its_kernel():
    names = recorded_names()
    assert max(len(name) for name in names) == 3028
    for name in names:
        short = short_name(name)
        assert len(short) <= NAME_WIDTH and "\n" not in short
        assert short_name(short) == short  # a second pass changes nothing
        kernel = qualified_name(name).split("::")[-1]
        assert kernel in short or "…" in short.replace("<…>", "").replace("(…)", "")  # or cut: rule 7
        if "<…>" in short or "(…)" in short:
            assert len(short) < len(name) and "float const*" not in short


def test_the_family_of_a_kernel_loses_its_return_type():
    """tiny-kernels groups kernels by family: the cuBLAS GEMV's is its kernel, not `std::enable_if`."""
    gemv = recorded("std::enable_if<!(false), void>::type internal::gemvx::kernel<")
    assert qualified_name(gemv) == "internal::gemvx::kernel"
    assert qualified_name(recorded("void at::native::vectorized_elementwise_kernel<4")) == (
        "at::native::vectorized_elementwise_kernel"
    )


def test_a_name_still_too_wide_is_cut_in_the_middle():
    name = recorded("sm80_xmma_gemm_f32f32_f32f32_f32_")
    short = short_name(name)
    assert len(short) == NAME_WIDTH and short.startswith("sm80_xmma_gemm_") and short.endswith("_cublas")


# ---- torch's text: whole, or cut at a word; a path torch cut is marked, or made whole


def test_reasons_are_cut_at_a_word_with_an_ellipsis():
    reason = "out of resource: triton_mm Required: 262144 Hardware limit: 232448 Reducing block sizes"
    assert cut_at_word(reason, 200) == reason
    cut = cut_at_word(reason, 40)
    assert cut == "out of resource: triton_mm Required: …" and reason.startswith(cut[:-2])


TORCH_CUT = (
    "0/7: G['CALLS'][0] == 8  # CALLS[0] += 1  # ork/main/tests/data/evidence/targets/recompile.py:13 in fn"
)


def test_a_path_torch_cut_is_made_whole_or_cut_at_a_folder():
    full = "/work/main/tests/data/evidence/targets/recompile.py"
    assert torch_location(TORCH_CUT, full).endswith(f"# {full}:13 in fn")
    assert torch_location(TORCH_CUT).endswith("# …/main/tests/data/evidence/targets/recompile.py:13 in fn")
    assert torch_location("x.size()[0] == 3  # g.py:71 in f") == "x.size()[0] == 3  # g.py:71 in f"
    assert torch_location("at /abs/path/t.py:3 in f") == "at /abs/path/t.py:3 in f"


@pytest.mark.parametrize("root", ["torch2.11-cuda", "torch2.13-cpu"])
def test_the_recompile_limit_names_the_whole_path(root):
    folder = DATA / "evidence" / root / "recompile" / "default"
    trace = DATA / "h200_sessions" / "matmul_add_64" / "default" / "trace.json"
    context = FindingContext(
        mode="default", compile_mode="default", evidence=read_evidence(folder / "torch_trace", None)
    )
    (limit,) = [f for f in find(analyze_trace(trace), context=context) if f.id == "recompile-limit"]
    assert "at /work/main/tests/data/evidence/targets/recompile.py:13 (CALLS[0] += 1)" in limit.message
    assert " ork/" not in limit.message and limit.evidence["reason"].count("ork/main") == 1  # torch's, kept


# ---- the reports use it; the JSON keeps the whole name


@pytest.fixture(scope="module")
def resnet():
    return diff.diff_session(load_session(DATA / "h200_models" / "resnet18"))


def test_findings_and_chains_show_short_names_and_json_keeps_them_whole(resnet):
    conv = recorded("void convolve_common_engine_float_NHWC<")
    comparison = next(c for c in resnet.comparisons if c.test == "reduce-overhead")
    fused = next(f for f in comparison.findings if f.id == "ops-fused")
    assert "convolve_common_engine_float_NHWC<…>(…)" in fused.message and conv not in fused.message
    assert conv in fused.evidence["added"]
    short = "convolve_common_engine_float_NHWC<…>(…)"
    for text, shown in (
        (render_text(resnet, width=100, full=True), short),
        (render_markdown(resnet, full=True), md_inline(short)),
    ):
        assert "float const" not in text and shown in text
    assert conv in resnet.to_json()
