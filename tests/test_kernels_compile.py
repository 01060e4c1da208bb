"""kernels.py and provenance.py on code the installed torch generates right now (CPU: C++ kernels), not only
on stored modules."""

import os
import subprocess
import sys
import textwrap

import pytest

from compile_inspect.code.kernels import parse_module
from compile_inspect.code.sources import sources_from_cache_dir
from compile_inspect.render.code import highlight

USER_FILE = textwrap.dedent("""\
    import torch


    def square(a):
        return torch.square(torch.square(a))


    def matmul_add(x, w, b):
        return torch.add(torch.matmul(x, w), b)
""")
SCRIPT = textwrap.dedent("""
    import sys
    import torch
    from compile_inspect.capture import _torch, protocol

    sys.path.insert(0, sys.argv[1])
    import user_fn

    print("provenance tracking", _torch.enable_provenance_tracking())
    torch.manual_seed(0)
    # the suite's header and CPU feature probes (tests/conftest.py), as a capture finds them
    _torch.warm_cpu_isa_probes(protocol.isa_probe_cache())
    from torch._inductor import cpu_vec_isa

    print("isas", [str(v) for v in cpu_vec_isa.valid_vec_isa_list()])
    with torch.no_grad(), _torch.precompiled_header_dir():
        torch.compile(user_fn.square)(torch.randn(64, 64))
        torch.compile(user_fn.matmul_add)(torch.randn(32, 32), torch.randn(32, 32), torch.randn(32))
""")


# torch's own probing, one ISA after another, in the same probe folder (its builds cached there)
TORCH_ALONE = textwrap.dedent("""
    import torch
    from torch._inductor import cpu_vec_isa
    from compile_inspect.capture import _torch, protocol

    with _torch.inductor_cache_dir(protocol.isa_probe_cache()):
        print("isas", [str(v) for v in cpu_vec_isa.valid_vec_isa_list()])
""")


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """A real CPU torch.compile run of a user file, with provenance tracking on, in a fresh Inductor cache
    dir and TORCH_TRACE folder: (folder, stdout)."""
    pytest.importorskip("torch")
    folder = tmp_path_factory.mktemp("compiled")
    (folder / "user_fn.py").write_text(USER_FILE)
    env = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(folder / "cache"), "TORCH_TRACE": str(folder / "tt")}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(folder)], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return folder, done.stdout


@pytest.fixture(scope="module")
def generated(compiled):
    """{fx hash: GeneratedModule} of that run, read from its Inductor cache dir."""
    cache = compiled[0] / "cache"
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


@pytest.mark.slow
def test_installed_torch_gives_every_kernel_its_users_line(compiled, generated):
    """The provenance path on what the installed torch writes now: cache-dir modules, TORCH_TRACE graphs and
    (where this torch has provenance tracking) its artifacts -> each kernel's line of user_fn.py."""
    from compile_inspect.code import provenance
    from compile_inspect.code.torch_trace import read_torch_trace

    folder, stdout = compiled
    graphs = provenance.graphs_in_torch_trace(read_torch_trace(folder / "tt"))
    assert set(generated) <= set(graphs)
    kernels = {
        k.name: k.provenance
        for fx_hash, module in generated.items()
        for k in provenance.with_provenance(module, graphs[fx_hash]).kernels
    }
    lines = {name: [(line.line, line.code) for line in found.lines] for name, found in kernels.items()}
    user = {text.strip(): number for number, text in enumerate(USER_FILE.splitlines(), 1)}
    square, matmul_add = "return torch.square(torch.square(a))", "return torch.add(torch.matmul(x, w), b)"
    assert lines == {
        "cpp_fused_pow_0": [(user[square], square)],
        "extern_kernels.addmm": [(user[matmul_add], matmul_add)],
    }
    assert all(line.file == str(folder / "user_fn.py") for found in kernels.values() for line in found.lines)
    if "provenance tracking None" not in stdout:  # this torch tracks provenance: C++ kernels rely on it
        assert kernels["cpp_fused_pow_0"].via == provenance.VIA_TRACKING
        assert kernels["cpp_fused_pow_0"].lines[0].expression == "torch.square(torch.square(a))"


def test_the_cpu_feature_probes_asked_at_once_give_torchs_own_answers(compiled):
    """_torch.warm_cpu_isa_probes asks the ISAs in threads at once (capture/_torch.py); torch alone asks
    them in order in a fresh process: the same ISAs found, in the same order."""
    _, stdout = compiled
    done = subprocess.run([sys.executable, "-c", TORCH_ALONE], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    at_once = next(line for line in stdout.splitlines() if line.startswith("isas "))
    assert at_once == done.stdout.strip().splitlines()[-1]
    if os.uname().machine == "x86_64":
        assert at_once != "isas []", "a C++ compiler and an x86 CPU: at least one ISA builds and loads"
