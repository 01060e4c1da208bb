"""kernels.py on real Inductor modules: H200 Triton (torch 2.11) and CPU C++ (torch 2.13), in tests/data/generated/."""

import sys
from pathlib import Path

import pytest

from compile_inspect.code.kernels import (
    KernelSource,
    close_matches,
    kernel_times,
    locate_kernel,
    parse_module,
    select_graph,
    split_kernels,
)
from compile_inspect.errors import UsageError

DATA = Path(__file__).parent / "data" / "generated"


def module(name):
    return parse_module((DATA / f"{name}.py").read_text())


def summary(parsed):
    return [(k.name, k.kind, k.language, k.first_line, k.last_line) for k in parsed.kernels]


def test_triton_pointwise_kernel_with_its_comments_and_launch():
    parsed = module("cuda_square_default")
    assert summary(parsed) == [("triton_poi_fused_pow_0", "triton pointwise", "triton", 37, 74)]
    kernel = parsed.kernels[0]
    lines = parsed.source.splitlines()
    assert lines[kernel.first_line - 1].startswith("# kernel path:")
    assert lines[kernel.last_line - 1] == "''', device_str='cuda')"
    assert "@triton.jit\ndef triton_poi_fused_pow_0(" in kernel.text
    assert kernel.launch_lines == (99,)
    assert "triton_poi_fused_pow_0.run(" in lines[98]


def test_text_lines_map_to_module_lines():
    parsed = module("cuda_square_default")
    kernel = parsed.kernels[0]
    lines = parsed.source.splitlines()
    for offset, text_line in enumerate(kernel.text.splitlines()[1:], start=1):
        assert lines[kernel.text_first_line - 1 + offset] == text_line


def test_persistent_reduction_pointwise_and_extern_calls_in_module_order():
    assert summary(module("cuda_mlp_default")) == [
        ("triton_per_fused_native_layer_norm_0", "triton persistent reduction", "triton", 37, 124),
        ("triton_poi_fused_gelu_1", "triton pointwise", "triton", 127, 176),
        ("triton_poi_fused_add_2", "triton pointwise", "triton", 179, 215),
        ("extern_kernels.addmm", "extern call", "python", 254, 254),
        ("extern_kernels.addmm", "extern call", "python", 262, 262),
    ]


def test_wrapper_is_runner_call_method():
    parsed = module("cuda_mlp_default")
    assert (parsed.wrapper.first_line, parsed.wrapper.last_line) == (231, 268)
    assert parsed.wrapper.text.lstrip().startswith("def call(self, args):")
    assert parsed.wrapper.kind == "wrapper"


def test_template_kernel_launched_from_a_graph_partition():
    parsed = module("cuda_mm_max_autotune")
    assert summary(parsed) == [("triton_tem_fused_addmm_0", "triton template", "triton", 39, 147)]
    assert parsed.kernels[0].launch_lines == (160,)


def test_extern_call_inside_cudagraph_partition():
    parsed = module("cuda_mm_reduce_overhead")
    assert summary(parsed) == [("extern_kernels.addmm", "extern call", "python", 43, 43)]
    assert parsed.kernels[0].text.startswith("extern_kernels.addmm(arg2_1, arg0_1, arg1_1")
    assert parsed.kernels[0].trace_name == "aten::addmm"


def test_cpp_kernels_on_cpu():
    parsed = module("cpu_mlp_default")
    assert [(k.name, k.kind, k.language) for k in parsed.kernels] == [
        ("cpp_fused_native_layer_norm_0", "cpp", "cpp"),
        ("cpp_fused_gelu_1", "cpp", "cpp"),
        ("cpp_fused_add_2", "cpp", "cpp"),
        ("extern_kernels.addmm", "extern call", "python"),
        ("extern_kernels.addmm", "extern call", "python"),
    ]
    gelu = parsed.find("cpp_fused_gelu_1")
    assert gelu.text.lstrip().startswith("#include <torch/csrc/inductor/cpp_prefix.h>")
    assert 'extern "C"' in gelu.text
    assert len(gelu.launch_lines) == 1
    assert parsed.source.splitlines()[gelu.launch_lines[0] - 1].strip().startswith("cpp_fused_gelu_1(")


def test_cpp_reduction_and_square():
    assert summary(module("cpu_square_default")) == [("cpp_fused_pow_0", "cpp", "cpp", 33, 62)]
    assert [k.name for k in module("cpu_sum_default").kernels] == ["cpp_fused_add_amax_sum_0"]


def test_split_kernels_is_the_kernel_list():
    source = (DATA / "cuda_mlp_default.py").read_text()
    assert split_kernels(source) == list(parse_module(source).kernels)


@pytest.mark.parametrize(
    "trace_name, expected",
    [
        ("triton_poi_fused_gelu_1", "triton_poi_fused_gelu_1"),
        ("aten::addmm", "extern_kernels.addmm"),
        ("triton_poi_fused_gelu_9", None),
    ],
)
def test_find_by_trace_name(trace_name, expected):
    found = module("cuda_mlp_default").find(trace_name)
    assert (found.name if found else None) == expected


def test_cpu_kernel_profile_names_find_their_kernels():
    """With cpp.enable_kernel_profile, a CPU trace names C++ kernels graph_<n>_cpp_fused_...: real trace."""
    import json

    trace = json.loads((DATA / "traces" / "cpu_mlp_kernel_profile.json").read_text())
    names = {e["name"] for e in trace["traceEvents"] if e.get("name", "").startswith("graph_0_cpp")}
    parsed = module("cpu_mlp_kernel_profile")
    assert names == {
        "graph_0_cpp_fused_native_layer_norm_0",
        "graph_0_cpp_fused_gelu_1",
        "graph_0_cpp_fused_add_2",
    }
    assert {parsed.find(name).name for name in names} == {name[len("graph_0_") :] for name in names}


def test_user_triton_kernel_is_found_by_its_jit_name():
    # Shape of a user @triton.jit kernel in a wrapper: Inductor suffixes the variable, not the function.
    source = (
        "add_kernel_0 = async_compile.triton('add_kernel', '''\n"
        "@triton_heuristics.user_autotune(configs=[])\n@triton.jit\ndef add_kernel(x_ptr, n):\n    pass\n"
        "''', device_str='cuda')\n"
    )
    kernel = parse_module(source).find("add_kernel")
    assert (kernel.name, kernel.kind, kernel.trace_name) == (
        "add_kernel_0",
        "triton user kernel",
        "add_kernel",
    )


@pytest.mark.parametrize(
    "name, decorator, kind",
    [
        ("triton_red_fused_sum_0", "reduction", "triton reduction"),
        ("triton_red_fused_sum_0", None, "triton reduction"),
        ("triton_per_fused_sum_0", None, "triton persistent reduction"),
        ("triton_0", None, "triton"),
    ],
)
def test_triton_kind_from_decorator_or_name_prefix(name, decorator, kind):
    head = f"@triton_heuristics.{decorator}(size_hints={{}})\n" if decorator else ""
    source = (
        f"{name} = async_compile.triton('{name}', '''\n{head}@triton.jit\ndef {name}(x):\n    pass\n''')\n"
    )
    assert parse_module(source).kernels[0].kind == kind


def test_not_python_is_a_usage_error():
    with pytest.raises(UsageError, match="not valid Python"):
        parse_module("def call(:\n")


def test_round_trip():
    kernel = module("cuda_mlp_default").kernels[0]
    assert KernelSource.from_dict(kernel.to_dict()) == kernel


def test_select_graph_by_prefix_and_close_matches():
    sources = {"fdglgmd3lpaj": "a", "fvsjxvj5f4tyz": "b"}
    assert select_graph(sources, "fdgl") == ("fdglgmd3lpaj", "a")
    with pytest.raises(UsageError, match="ambiguous"):
        select_graph(sources, "f")
    with pytest.raises(UsageError, match="close matches: fdglgmd3lpaj"):
        select_graph(sources, "fdgm")


def test_locate_kernel_error_lists_close_matches():
    modules = {"fa": module("cuda_mlp_default"), "fb": module("cuda_square_default")}
    assert locate_kernel(modules, "triton_poi_fused_pow_0")[0] == "fb"
    with pytest.raises(UsageError) as error:
        locate_kernel(modules, "triton_poi_fused_gelu")
    assert "close matches: triton_poi_fused_gelu_1" in str(error.value)
    assert "\n" not in str(error.value)


def test_close_matches_falls_back_to_substrings():
    assert close_matches("gelu", ["triton_poi_fused_gelu_1", "cpp_fused_pow_0"]) == [
        "triton_poi_fused_gelu_1"
    ]


def test_kernel_times_from_a_real_h200_trace():
    from compile_inspect.trace.analysis import analyze_trace

    rows = analyze_trace(DATA / "traces" / "cuda_mlp_default.json").kernels
    times = kernel_times(module("cuda_mlp_default"), rows)
    assert set(times) == {
        "triton_per_fused_native_layer_norm_0",
        "triton_poi_fused_gelu_1",
        "triton_poi_fused_add_2",
    }
    assert times["triton_poi_fused_gelu_1"] == (pytest.approx(1.344), 3)


def test_kernels_and_code_rendering_import_no_torch():
    import subprocess

    code = "import sys, compile_inspect.code.kernels, compile_inspect.render.code; assert 'torch' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
