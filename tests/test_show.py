"""`compile-inspect show` and render/code.py on real generated modules and H200 traces (tests/data/generated/)."""

import html
import json
import re
import shutil
import statistics
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.code.kernels import parse_module
from compile_inspect.render.code import CSS_CLASS, highlight, highlight_kernel, html_stylesheet
from compile_inspect.session.model import (
    Environment,
    GraphCode,
    ModeRun,
    Options,
    Session,
    Target,
    save_session,
)

DATA = Path(__file__).parent / "data" / "generated"
ANSI = re.compile(r"\x1b\[[0-9;]*m")
MLP_HASH = "fyv7pbrdmqosxhmxsncvw4hd5vyqrsbtr75jqpdojcqv4co26hic"
MM_HASH = "fg5e5zur66dsy6dplqyhmu6kfo3ajdhz4ivig3dvsqf7cg24yq3l"


def source(name):
    return (DATA / f"{name}.py").read_text()


# ---- render/code.py


@pytest.mark.parametrize(
    "name", ["cuda_mlp_default", "cuda_mm_max_autotune", "cpu_mlp_default", "cpu_sum_default"]
)
def test_terminal_highlighting_keeps_every_character_and_line_number(name):
    text = source(name)
    kernels = parse_module(text).kernels
    coloured = highlight(text, kernels, "terminal")
    assert "\x1b[" in coloured
    assert ANSI.sub("", coloured) == highlight(text, kernels, "plain")
    plain_lines = highlight(text, kernels, "plain").splitlines()
    assert len(plain_lines) == len(text.splitlines())
    assert [re.sub(r"^ *\d+  ", "", line) for line in plain_lines] == text.splitlines()


def test_cpp_body_is_lexed_as_cpp_and_the_wrapper_as_python():
    text = source("cpu_square_default")
    kernel = parse_module(text).kernels[0]
    page = highlight_kernel(text, kernel, "html")
    assert '<span class="cp">#include</span>' in page  # C++ preprocessor token
    assert '<span class="kt">float</span>' in page  # C++ type keyword
    assert '<span class="n">cpp_fused_pow_0</span>' in page  # the Python assignment around it
    assert "<span class=\"s\">r'''</span>" in page  # the literal's quotes stay a string


def test_triton_body_is_lexed_as_python_not_as_one_string():
    text = source("cuda_square_default")
    page = highlight_kernel(text, parse_module(text).kernels[0], "html")
    assert '<span class="nd">@triton</span>' in page
    assert '<span class="k">def</span>' in page
    assert '<span class="nf">triton_poi_fused_pow_0</span>' in page


def test_html_uses_module_line_numbers_and_escapes():
    text = source("cuda_mm_max_autotune")
    kernel = parse_module(text).kernels[0]
    page = highlight_kernel(text, kernel, "html")
    assert page.startswith(f'<div class="{CSS_CLASS}">')
    numbers = re.findall(r'<span class="linenos">\s*(\d+)</span>', page)
    assert (int(numbers[0]), int(numbers[-1])) == (kernel.first_line, kernel.last_line)
    visible = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert 'Tensor "bf16[4096, 4096]' in visible and "<" not in re.sub(r"<[^>]+>", "", page)


def test_a_script_tag_in_code_renders_as_text():
    text = "x = '<script>alert(1)</script>'\n"
    page = highlight(text, (), "html")
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_stylesheet_is_scoped_to_the_code_class():
    css = html_stylesheet()
    rules = [line for line in css.splitlines() if "{" in line]
    assert rules and all(line.lstrip().startswith(f".{CSS_CLASS}") for line in rules)


def test_unknown_format_is_refused():
    with pytest.raises(ValueError, match="unknown code format"):
        highlight("x = 1\n", (), "rtf")


# ---- the CLI


@pytest.fixture
def session_dir(tmp_path):
    """A session with the H200's mlp (default) and matmul_add (max-autotune) code and traces, plus a failed mode."""

    def mode(name, code, trace, fx_hash):
        (tmp_path / name / "code").mkdir(parents=True)
        shutil.copy(DATA / f"{code}.py", tmp_path / name / "code" / f"{fx_hash}.py")
        shutil.copy(DATA / "traces" / f"{trace}.json", tmp_path / name / "trace.json")
        graph = GraphCode(fx_hash, f"{name}/code/{fx_hash}.py")
        return ModeRun(mode=name, status="ok", trace_file=f"{name}/trace.json", graphs=(graph,))

    modes = (
        ModeRun(mode="eager", status="ok"),
        mode("default", "cuda_mlp_default", "cuda_mlp_default", MLP_HASH),
        mode("max-autotune", "cuda_mm_max_autotune", "cuda_mm_max_autotune", MM_HASH),
        ModeRun(mode="reduce-overhead", status="failed", error="boom"),
    )
    session = Session(Target("mlp.py", "mlp"), Options(), Environment(device="cuda"), modes)
    save_session(session, tmp_path)
    return tmp_path


RUNTIME = ("cuda_runtime", "cuda_driver")  # cuBLAS launches its GEMMs through the driver (cuLaunchKernelEx)


def op_kernel_time(trace: Path, op: str, nth: int = 0) -> tuple[float, int]:
    """(median µs, calls) of the kernels the `nth` call of `op` in each compiled graph call launched, read
    from the raw trace on its own: the launches inside the op's span on its thread, their kernels by
    correlation id."""
    found = json.loads(trace.read_text())["traceEvents"]
    kernels = {e["args"]["correlation"]: e["dur"] for e in found if e.get("cat") == "kernel"}
    launches = [e for e in found if e.get("cat") in RUNTIME and "correlation" in e.get("args", {})]
    graph_calls = [e for e in found if str(e.get("name", "")).startswith("## Call CompiledFxGraph")]
    per_call = []
    for graph_call in graph_calls:
        ops = sorted((e for e in found if e.get("name") == op and e.get("cat") == "cpu_op"
                      and _inside(e, graph_call)), key=lambda e: e["ts"])  # fmt: skip
        per_call.append(
            sum(kernels.get(la["args"]["correlation"], 0.0) for la in launches if _inside(la, ops[nth]))
        )
    return statistics.median(per_call), len(per_call)


def _inside(event: dict, span: dict) -> bool:
    same_thread = (event["pid"], event["tid"]) == (span["pid"], span["tid"])
    return same_thread and span["ts"] <= event["ts"] <= span["ts"] + span["dur"]


def run_cli(capsys, *args):
    try:
        main(["show", *map(str, args)])
        code = 0
    except SystemExit as exit:
        code = exit.code
    out, err = capsys.readouterr()
    return code, out, err


def test_listing_shows_every_compiled_mode_with_kernel_index_and_gpu_times(capsys, session_dir):
    code, out, err = run_cli(capsys, session_dir)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "mode default: 1 compiled graph"
    assert lines[1] == f"graph {MLP_HASH}  default/code/{MLP_HASH}.py (296 lines)"
    assert lines[2].split() == [
        *("kernel", "kind", "lines", "GPU", "time", "(median", "x", "calls)", "computes", "(source", "line)")
    ]
    assert lines[3].split() == [
        *("triton_per_fused_native_layer_norm_0", "triton", "persistent", "reduction", "37-124"),
        *("1.44", "µs", "x", "3", "nodes:", "layer_norm"),  # no TORCH_TRACE here: the nodes Inductor named
    ]
    median_us, calls = op_kernel_time(DATA / "traces" / "cuda_mlp_default.json", "aten::addmm")
    assert lines[6].split() == [
        *("extern_kernels.addmm", "extern", "call", "254", f"{median_us:.2f}", "µs", "x", str(calls)),
        *("nodes:", "linear"),
    ]  # an extern call's time: the kernels its aten op launched, per call at its own line (the graph's first)
    assert lines[8].split() == ["call", "wrapper", "231-268"]
    assert "mode max-autotune: 1 compiled graph" in lines
    assert any(
        line.split()[:4] == ["triton_tem_fused_addmm_0", "triton", "template", "39-147"] for line in lines
    )
    assert "\x1b[" not in out  # not a terminal: no colour


def test_mode_option_limits_the_listing(capsys, session_dir):
    code, out, _ = run_cli(capsys, session_dir, "--mode", "max-autotune")
    assert code == 0 and "mode default" not in out and "209.3 µs x 3" in out


def test_kernel_by_its_trace_name(capsys, session_dir):
    code, out, _ = run_cli(
        capsys, session_dir, "--mode", "max-autotune", "--kernel", "triton_tem_fused_addmm_0"
    )
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == (
        f"triton_tem_fused_addmm_0: triton template, mode max-autotune, graph {MM_HASH}, "
        "lines 39-147, GPU 209.3 µs x 3"
    )
    assert lines[1] == f"max-autotune/code/{MM_HASH}.py (launched at line 160)"
    assert lines[2:5] == [
        "ATen: aten.addmm",
        "post-grad nodes: addmm_default",
        "source lines: none recorded (no stack trace in TORCH_TRACE, no user file)",
    ]
    assert lines[6].startswith(" 39  # kernel path:")
    assert lines[-1] == "147  ''', device_str='cuda')"


def test_kernel_found_without_naming_the_mode(capsys, session_dir):
    code, out, _ = run_cli(capsys, session_dir, "-k", "triton_poi_fused_gelu_1", "--plain")
    assert code == 0 and out.startswith("triton_poi_fused_gelu_1: triton pointwise, mode default,")


def test_extern_call_by_aten_name(capsys, session_dir):
    code, out, _ = run_cli(capsys, session_dir, "--kernel", "aten::addmm", "--mode", "default")
    assert code == 0
    assert out.splitlines()[-1].startswith("254              extern_kernels.addmm(primals_5, buf4,")


def test_color_forced_when_piped(capsys, session_dir):
    code, out, _ = run_cli(capsys, session_dir, "-k", "triton_poi_fused_gelu_1", "--color")
    assert code == 0 and "\x1b[" in out


def test_graph_by_hash_prefix_prints_index_then_whole_module(capsys, session_dir):
    code, out, _ = run_cli(capsys, session_dir, "--graph", "fyv7")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "mode default"
    assert lines[-1].startswith("296  ") or lines[-1].strip() == "296"
    assert "  1  # AOT ID: ['0_forward']" in lines


def test_unknown_kernel_is_one_error_line_with_close_matches(capsys, session_dir):
    code, out, err = run_cli(capsys, session_dir, "--kernel", "triton_tem_fused_addm")
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert err.startswith(
        "error: no kernel 'triton_tem_fused_addm' in any mode (default, max-autotune); "
        "close matches: triton_tem_fused_addmm_0"
    )


def test_unknown_graph_lists_close_matches(capsys, session_dir):
    code, _, err = run_cli(capsys, session_dir, "--graph", "fyv8")
    assert code == 2 and err == f"error: no compiled graph 'fyv8'; close matches: {MLP_HASH}\n"


def test_unknown_mode(capsys, session_dir):
    code, _, err = run_cli(capsys, session_dir, "--mode", "nope")
    assert code == 2 and err.startswith("error: session has no mode 'nope'")


def test_a_generated_module_file_alone(capsys):
    code, out, _ = run_cli(capsys, DATA / "cpu_square_default.py", "--kernel", "cpp_fused_pow_0")
    assert code == 0
    assert out.splitlines()[0] == "cpp_fused_pow_0: cpp, mode (file), graph cpu_square_default, lines 33-62"


def test_not_a_session(capsys, tmp_path):
    code, _, err = run_cli(capsys, tmp_path)
    assert code == 2 and err.startswith("error: ") and "not a session" in err


def test_help_explains_every_option_with_an_example(capsys):
    code, out, _ = run_cli(capsys, "--help")
    assert code == 0
    for option in ("--mode", "--graph", "--kernel", "--plain", "--color"):
        assert option in out
    assert out.count("e.g.") >= 5
    assert "compile-inspect show runs/mm --mode max-autotune --kernel triton_tem_fused_addmm_0" in out


# ---- provenance: what each kernel computes (tests/data/provenance: CPU sessions with provenance tracking)

PROVENANCE = Path(__file__).parent / "data" / "provenance" / "cpu"


def test_listing_names_each_kernels_source_line(capsys):
    code, out, _ = run_cli(capsys, PROVENANCE / "graph_break")
    rows = {line.split()[0]: line for line in out.splitlines() if line.startswith("  cpp_fused")}
    assert code == 0 and rows["cpp_fused_add_sin_0"].endswith("graph_break.py:10  torch.sin(x) + 1")
    assert rows["cpp_fused_cos_mul_0"].endswith("graph_break.py:12  torch.cos(y) * 2")


def test_kernel_shows_its_nodes_and_underlines_the_expression_in_the_users_line(capsys):
    code, out, _ = run_cli(capsys, PROVENANCE / "mlp", "-k", "cpp_fused_add_2", "--plain")
    lines = out.splitlines()
    at = lines.index("source lines (provenance tracking):")
    assert code == 0 and lines[at - 1] == "post-grad nodes: add_3"
    source, carets = lines[at + 1], lines[at + 2]
    assert source.endswith(
        "samples/mlp.py:17  return x + self.lin2(torch.nn.functional.gelu(self.lin1(self.ln(x))))"
    )
    assert (
        source[carets.index("^") : len(carets)]
        == "x + self.lin2(torch.nn.functional.gelu(self.lin1(self.ln(x))))"
    )
