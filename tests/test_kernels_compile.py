"""kernels.py on code the installed torch generates right now (CPU: C++ kernels), not only on stored modules."""

import os
import subprocess
import sys
import textwrap

import pytest

from compile_inspect.codegen import sources_from_cache_dir
from compile_inspect.kernels import parse_module
from compile_inspect.render.code import highlight

SCRIPT = textwrap.dedent("""
    import torch

    torch.manual_seed(0)
    square = torch.compile(lambda a: torch.square(torch.square(a)))
    matmul_add = torch.compile(lambda x, w, b: torch.add(torch.matmul(x, w), b))
    with torch.no_grad():
        square(torch.randn(64, 64))
        matmul_add(torch.randn(32, 32), torch.randn(32, 32), torch.randn(32))
""")


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """{fx hash: GeneratedModule} of a real CPU torch.compile run, in a fresh Inductor cache dir."""
    pytest.importorskip("torch")
    cache = tmp_path_factory.mktemp("inductor_cache")
    env = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(cache)}
    subprocess.run([sys.executable, "-c", SCRIPT], env=env, check=True, capture_output=True, timeout=600)
    return {fx_hash: parse_module(source) for fx_hash, source in sources_from_cache_dir(cache).items()}


@pytest.mark.slow
def test_cpu_compile_yields_a_cpp_kernel_and_an_extern_addmm(generated):
    kinds = sorted((kernel.kind, kernel.name) for module in generated.values() for kernel in module.kernels)
    assert kinds == [("cpp", "cpp_fused_pow_0"), ("extern call", "extern_kernels.addmm")]
    assert all(module.wrapper is not None for module in generated.values())


@pytest.mark.slow
def test_cpp_kernel_of_the_installed_torch_is_found_and_highlighted(generated):
    module = next(module for module in generated.values() if module.find("cpp_fused_pow_0"))
    kernel = module.find("cpp_fused_pow_0")
    lines = module.source.splitlines()
    assert lines[kernel.text_first_line - 1].startswith("cpp_fused_pow_0 = async_compile.")
    assert 'extern "C"' in kernel.text and "tmp0 * tmp0" in kernel.text
    assert kernel.launch_lines and "cpp_fused_pow_0(" in lines[kernel.launch_lines[0] - 1]
    assert '<span class="kt">float</span>' in highlight(module.source, module.kernels, "html")
