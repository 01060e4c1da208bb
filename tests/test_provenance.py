"""provenance.py: every generated kernel -> its FX nodes and the user's source lines.

On recorded sessions (tests/data/provenance/cpu: torch 2.13 CPU with provenance tracking; the H200 sessions
and models: torch 2.11, Triton, without it) and on what the installed torch writes right now.
"""

import html
import re
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)

from compile_inspect.code import provenance
from compile_inspect.code.kernels import CPP, parse_module
from compile_inspect.compare.loading import load

DATA = Path(__file__).parent / "data"
SAMPLES = Path(__file__).parents[1] / "samples"
CPU_SESSIONS = sorted(p.name for p in (DATA / "provenance" / "cpu").iterdir() if p.is_dir())
H200_SESSIONS = [f"h200_sessions/{name}" for name in ("square_4096", "matmul_add_4096", "matmul_add_64")]
H200_TRACKED = sorted(p.name for p in (DATA / "provenance" / "h200").iterdir() if p.is_dir())
H200_MODELS = [f"h200_models/{name}" for name in ("gpt2", "gpt2_no_grad", "resnet18", "resnet18_no_grad")]


@pytest.fixture(scope="module")
def loaded():
    cache = {}

    def get(relative):
        if relative not in cache:
            cache[relative] = load(DATA / relative)
        return cache[relative]

    return get


def kernels_of(loaded_session):
    """(mode, kernel) of every kernel of every compiled graph of the session."""
    return [
        (mode.mode, kernel)
        for mode in loaded_session.modes
        for graph in mode.graphs
        if graph.module is not None
        for kernel in graph.module.kernels
    ]


def kernel(loaded_session, name, mode="default"):
    return next(k for m, k in kernels_of(loaded_session) if m == mode and k.name == name)


def sample_line(file, text):
    """The 1-based number of the one line of samples/<file> that contains `text`."""
    numbers = [n for n, line in enumerate((SAMPLES / file).read_text().splitlines(), 1) if text in line]
    assert len(numbers) == 1, numbers
    return numbers[0]


# ---- completeness: no kernel without a source line


@pytest.mark.parametrize("name", CPU_SESSIONS)
def test_every_cpu_kernel_of_the_samples_and_gpt2_has_source_lines(loaded, name):
    found = kernels_of(loaded(f"provenance/cpu/{name}"))
    assert any(k.language == CPP for _, k in found) or name == "matmul_add"
    without = [(mode, k.name) for mode, k in found if not k.provenance.lines]
    assert without == []
    # C++ kernels carry no comments: their lines come from Inductor's provenance tracking
    assert {k.provenance.via for _, k in found if k.language == CPP} <= {provenance.VIA_TRACKING}


def test_the_cpu_corpus_covers_every_sample():
    assert {p.stem for p in SAMPLES.glob("*.py")} | {"gpt2", "gpt2_no_grad"} == set(CPU_SESSIONS)


@pytest.mark.parametrize("name", H200_SESSIONS + H200_MODELS)
def test_every_h200_triton_kernel_has_source_lines(loaded, name):
    found = kernels_of(loaded(name))
    triton = [(mode, k.name) for mode, k in found if k.language == "triton"]
    assert triton or "matmul_add" in name
    assert [(mode, k.name) for mode, k in found if not k.provenance.lines] == []


@pytest.mark.parametrize("name", H200_TRACKED)
def test_every_kernel_of_torch_211_with_provenance_tracking_has_its_tracked_line(loaded, name):
    """tests/data/provenance/h200: torch 2.11 on the H200, the worker turning provenance tracking on."""
    found = kernels_of(loaded(f"provenance/h200/{name}"))
    assert any(k.language == "triton" for _, k in found) or name == "matmul_add"
    assert [(mode, k.name) for mode, k in found if k.provenance.via != provenance.VIA_TRACKING] == []
    files = {Path(line.file).name for _, k in found for line in k.provenance.lines}
    assert files == {f"{name.split('_autotune')[0]}.py"}


def test_torch_211_max_autotune_template_maps_to_the_matmul_add_line(loaded):
    template = kernel(
        loaded("provenance/h200/matmul_add_autotune"),
        "triton_tem_fused_addmm_0",
        "max-autotune-no-cudagraphs",
    )
    assert template.provenance.post_grad_nodes == ("addmm_default",)
    assert [line.line for line in template.provenance.lines] == [sample_line("matmul_add.py", "torch.add(")]


def test_torch_211_fused_residual_add_kernel_maps_to_the_plus_line(loaded):
    add = kernel(loaded("provenance/h200/mlp"), "triton_poi_fused_add_addmm_2").provenance
    assert [line.line for line in add.lines] == [sample_line("mlp.py", "return x + self.lin2(")]
    assert add.lines[0].span is None  # torch 2.11's stacks carry no ^^^ columns
    assert add.post_grad_nodes == ("add_3", "add_tensor")  # the residual add and lin2's bias, fused


# ---- specific kernels


def test_matmul_add_addmm_maps_to_the_add_line(loaded):
    addmm = kernel(loaded("provenance/cpu/matmul_add"), "extern_kernels.addmm")
    (line,) = addmm.provenance.lines
    assert line.line == sample_line("matmul_add.py", "torch.add(torch.matmul(x, w), b)")
    assert line.file.endswith("samples/matmul_add.py") and line.code.startswith("return torch.add(")
    # the comment names no source node here ("Source Nodes: [], Original ATen: [aten.add]"): the tracking does
    assert addmm.provenance.aten_ops == ("aten.add",) and addmm.provenance.via == provenance.VIA_TRACKING
    assert addmm.provenance.post_grad_nodes == ("addmm_default",)


def test_mlp_fused_add_kernel_maps_to_the_plus_of_the_residual(loaded):
    session = loaded("provenance/cpu/mlp")
    add = kernel(session, "cpp_fused_add_2").provenance
    (line,) = add.lines
    assert line.line == sample_line("mlp.py", "return x + self.lin2(")
    start, end = line.span
    assert line.code[start:end].startswith("x + self.lin2(") and end == len(line.code)
    gelu = kernel(session, "cpp_fused_gelu_1").provenance.lines[0]
    assert gelu.expression == "torch.nn.functional.gelu(self.lin1(self.ln(x)))"
    norm = kernel(session, "cpp_fused_native_layer_norm_0").provenance.lines[0]
    assert norm.expression == "self.ln(x)"  # Python's ^^^ ran on over the outer calls' `)))`
    assert "var_mean" in kernel(session, "cpp_fused_native_layer_norm_0").provenance.post_grad_nodes


def test_graph_break_kernels_map_to_their_own_side_of_the_break(loaded):
    session = loaded("provenance/cpu/graph_break")
    sin = kernel(session, "cpp_fused_add_sin_0").provenance.lines
    cos = kernel(session, "cpp_fused_cos_mul_0").provenance.lines
    assert [line.line for line in sin] == [sample_line("graph_break.py", "y = torch.sin(x) + 1")]
    assert [line.line for line in cos] == [sample_line("graph_break.py", "return torch.cos(y) * 2")]


def test_gpt2_cpu_gelu_kernel_maps_to_the_tanh_line_of_transformers(loaded):
    found = [k for _, k in kernels_of(loaded("provenance/cpu/gpt2")) if "tanh" in k.name]
    assert found
    for tanh in found:
        files = {Path(line.file).name for line in tanh.provenance.lines}
        assert "activations.py" in files
        assert any("torch.tanh(" in line.code for line in tanh.provenance.lines)


def test_h200_square_kernel_found_by_name_in_the_users_file(loaded):
    """These sessions kept no TORCH_TRACE: the source nodes `square, square_1` of Inductor's comment are
    found as calls in samples/square.py."""
    session = loaded("h200_sessions/square_4096")
    for mode in ("default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs"):
        found = kernel(session, "triton_poi_fused_pow_0", mode).provenance
        assert found.source_nodes == ("square", "square_1") and found.aten_ops == ("aten.pow",)
        assert found.post_grad_nodes == ("pow_1", "pow_2") and found.via == provenance.VIA_NAMES
        assert [line.line for line in found.lines] == [
            sample_line("square.py", "torch.square(torch.square(a))")
        ]


def test_h200_gpt2_triton_kernels_use_the_fx_graph_stack_traces(loaded):
    session = loaded("h200_models/gpt2")
    tanh = kernel(session, "triton_poi_fused_add_mul_pow_tanh_view_5").provenance
    assert tanh.via == provenance.VIA_GRAPH
    assert any(Path(line.file).name == "activations.py" and "tanh" in line.code for line in tanh.lines)


def test_h200_resnet_layout_copies_map_to_the_convolution_reading_the_weight(loaded):
    copy = kernel(loaded("h200_models/resnet18"), "triton_poi_fused_0").provenance
    assert copy.source_nodes == () and copy.via == provenance.VIA_INPUTS
    assert [line.code for line in copy.lines] == ["x = self.conv1(x)"]


def test_extern_kernel_of_a_pattern_replacement_found_through_its_aten_op(loaded):
    addmm = kernel(loaded("h200_sessions/matmul_add_4096"), "extern_kernels.addmm").provenance
    assert addmm.source_nodes == () and addmm.aten_ops == ("aten.addmm",)
    assert addmm.via == provenance.VIA_NAMES and "torch.matmul(" in addmm.lines[0].code


# ---- the parsers, on text torch writes


def test_parse_stack_reads_frames_and_caret_columns():
    text = (
        '  File "/w/samples/mlp.py", line 17, in forward\n'
        "    return x + self.lin2(torch.nn.functional.gelu(self.lin1(self.ln(x))))\n"
        "                                                            ^^^^^^^^^^\n"
        '  File "/w/lib/linear.py", line 5, in forward\n'
        "    return F.linear(x, w)\n"
    )
    outer, inner = provenance.parse_stack(text)
    assert (outer.file, outer.line, outer.function) == ("/w/samples/mlp.py", 17, "forward")
    assert outer.code[slice(*outer.span)] == "self.ln(x)"
    assert (inner.line, inner.code, inner.span) == (5, "return F.linear(x, w)", None)


def test_graph_nodes_take_the_file_comment_above_them_until_the_next():
    text = textwrap.dedent("""\
        class GraphModule(torch.nn.Module):
            def forward(self, arg0_1: "f32[4]cpu"):
                # File: /w/f.py:10 in fn, code: y = torch.sin(x) + 1
                sin: "f32[4]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
                add: "f32[4]cpu" = torch.ops.aten.add.Tensor(sin, 1);  sin = None

                # No stacktrace found for following nodes
                mul: "f32[4]cpu" = torch.ops.aten.mul.Tensor(add, 2)
                return (mul,)
    """)
    nodes = provenance.graph_nodes(text)
    assert list(nodes) == ["sin", "add", "mul"]
    assert nodes["add"].frame.location == "/w/f.py:10" and nodes["add"].frame.code == "y = torch.sin(x) + 1"
    assert nodes["sin"].target == "torch.ops.aten.sin.default" and nodes["sin"].uses[-1] == "arg0_1"
    assert nodes["mul"].frame is None


def test_kernel_notes_read_source_nodes_mapping_fragment_and_handles():
    source = (DATA / "h200_sessions/square_4096/default/code").glob("*.py").__next__().read_text()
    module = parse_module(source)
    notes = provenance.kernel_notes(module.find("triton_poi_fused_pow_0"), source.splitlines())
    assert notes.source_nodes == ("square", "square_1") and notes.post_grad_nodes == ("pow_1", "pow_2")
    cpu = next((DATA / "provenance/cpu/mlp/default/code").glob("*.py")).read_text()
    gelu = parse_module(cpu).find("cpp_fused_gelu_1")
    handles = provenance.kernel_notes(gelu, cpu.splitlines()).handles
    assert len(handles) == 1 and handles[0].startswith("cpp_fused_gelu_1:")


def test_provenance_round_trips_through_json(loaded):
    from compile_inspect.code.kernels import KernelSource

    add = kernel(loaded("provenance/cpu/mlp"), "cpp_fused_add_2")
    again = KernelSource.from_dict(add.to_dict())
    assert again.provenance.lines == add.provenance.lines and again.provenance.via == add.provenance.via


def test_lines_by_name_skips_example_inputs_and_comments(tmp_path):
    user = tmp_path / "f.py"
    user.write_text(
        "import torch\n\ndef fn(a):\n    # square( in a comment\n    b = a + 1\n    return torch.square(b)\n\n"
        "def example_inputs():\n    return (torch.square(torch.ones(2)),)\n"
    )
    found = provenance.lines_by_name(user, {"square_1", "add"})
    assert [line.line for line in found["square_1"]] == [6]
    assert [line.line for line in found["add"]] == [5]


# ---- the HTML report: kernel -> the user's lines, highlighted; chain rows name what their kernel computes


@pytest.fixture(scope="module")
def graph_break_payload(loaded):
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.render.html import build_payload, render_html

    report = diff_session(loaded("provenance/cpu/graph_break"))
    return build_payload(report), render_html(report)


def test_html_kernels_carry_their_source_lines_highlighted_from_the_users_file(graph_break_payload):
    payload, _ = graph_break_payload
    kernels = {k["name"]: k for k in payload["kernels"]}
    sin = kernels["cpp_fused_add_sin_0"]
    assert sin["computes"] == "graph_break.py:10  torch.sin(x) + 1"
    marked = re.findall(r'<span class="hll">(.*?)\n</span>', sin["source_html"], re.S)
    assert [re.sub(r"<[^>]+>", "", html.unescape(m)).split(None, 1)[1] for m in marked] == [
        "y = torch.sin(x) + 1"
    ]
    assert "def fn(x):" in html.unescape(re.sub(r"<[^>]+>", "", sin["source_html"]))  # context from the file


def test_html_chain_rows_name_the_line_their_kernel_computes(loaded):
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.render.html import build_payload

    payload = build_payload(diff_session(loaded("provenance/cpu/matmul_add")))
    cells = [row["test"] for c in payload["comparisons"] for row in c["rows"] if row["test"]]
    addmm = [cell for cell in cells if cell["name"] == "aten::addmm"]
    assert addmm and all(cell["computes"].startswith("matmul_add.py:10  ") for cell in addmm)
    assert all(cell["computes"] is None for cell in cells if cell["name"].startswith("## Call"))


def test_diff_text_names_the_line_each_chain_kernel_computes(loaded):
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.render.text import render_text

    text = render_text(diff_session(loaded("provenance/cpu/matmul_add")), full=True).splitlines()
    at = text.index("Kernels of the chains: the source lines they compute")
    assert text[at + 1] == "  default: extern_kernels.addmm (provenance tracking)"
    line = sample_line("matmul_add.py", "return torch.add(")
    assert text[at + 2] == f"    <- matmul_add.py:{line}  return torch.add(torch.matmul(x, w), b)"


def test_user_source_html_escapes_a_recorded_line_when_the_file_is_gone():
    from compile_inspect.code.kernels import KernelSource
    from compile_inspect.render.code import user_source_html

    evil = provenance.SourceLine("/nowhere/<b>x</b>.py", 3, "fn", "y = '<script>alert(1)</script>'")
    kernel = KernelSource("k", "cpp", CPP, 1, 2, "", 1, provenance=provenance.KernelProvenance(lines=(evil,)))
    shown = user_source_html(kernel)
    assert "<script>" not in shown and "<b>" not in shown
    assert "alert(1)" in html.unescape(re.sub(r"<[^>]+>", "", shown))


def test_clicking_a_kernel_shows_the_users_lines_above_its_code(page, graph_break_payload, tmp_path):  # noqa: F811
    _, text = graph_break_payload
    report = tmp_path / "graph_break.html"
    report.write_text(text, encoding="utf-8")
    page.open(report)
    assert page.console_errors == []
    page.click("table.kernel-table tr:nth-child(2) a.kernel-link")
    assert page.evaluate("document.getElementById('code-title').textContent") == "cpp_fused_cos_mul_0"
    marked = page.evaluate("document.querySelector('#code-source .hll').textContent")
    assert marked.split(None, 1)[1].strip() == "return torch.cos(y) * 2"
    assert "cpp_fused_cos_mul_0" in page.evaluate("document.querySelector('#code-body').textContent")
    row = page.evaluate("document.querySelector('table.kernel-table tbody tr td.computes').textContent")
    assert row.startswith("graph_break.py:")


# What the installed torch writes now: tests/test_kernels_compile.py (one real compile for both).


def test_a_cache_hit_of_the_same_graph_keeps_the_graphs_of_its_miss():
    from compile_inspect.code.torch_trace import TraceRecord

    def record(kind, payload, compile_id=0, artifact=None):
        header = {"frame_id": 0, "frame_compile_id": compile_id, "attempt": 0}
        header.update({"artifact": {"name": artifact}} if artifact else {kind: {}})
        return TraceRecord("artifact" if artifact else kind, header, payload)

    graph = "    def forward(self, arg0_1):\n        # File: /w/f.py:3 in fn, code: return x.sin()\n        sin = aten.sin(arg0_1)"
    records = [
        record("dynamo_output_graph", graph),
        record(None, graph, artifact=provenance.POST_GRAD_GRAPH),
        record(None, '{"key": "fabc"}', artifact="fx_graph_cache_miss"),
        record("dynamo_output_graph", graph, compile_id=1),
        record(None, '{"key": "fabc"}', compile_id=1, artifact="fx_graph_cache_hit"),
    ]
    (found,) = provenance.graphs_in_torch_trace(records).values()
    assert found.post_grad["sin"].frame.location == "/w/f.py:3"


def test_lines_recorded_on_another_machine_point_at_the_local_user_file(tmp_path):
    source = next((DATA / "h200_sessions/square_4096/default/code").glob("*.py")).read_text()
    user = tmp_path / "square.py"
    user.write_text((SAMPLES / "square.py").read_text())
    number = sample_line("square.py", "torch.square(torch.square(a))")
    recorded = provenance.SourceLine(
        "/elsewhere/square.py", number, "fn", "return torch.square(torch.square(a))"
    )
    stale = replace(
        recorded, line=number - 1
    )  # that line of the local file reads otherwise: left as recorded
    nodes = {"square": provenance.GraphNode("square", "torch.square", recorded)}
    nodes["square_1"] = provenance.GraphNode("square_1", "torch.square", stale)
    module = provenance.with_provenance(parse_module(source), provenance.GraphTrace(pre_grad=nodes), user)
    lines = module.find("triton_poi_fused_pow_0").provenance.lines
    assert [(line.file, line.line) for line in lines] == [
        ("/elsewhere/square.py", number - 1),
        (str(user), number),
    ]


@pytest.mark.parametrize(
    "code, marked, shown",
    [
        # issue 40: torch's ^^^ began inside the parenthesis: `att @ v).transpose(1, 2).reshape(B, T, C`
        (
            "y = (att @ v).transpose(1, 2).reshape(B, T, C)",
            "att @ v).transpose(1, 2).reshape(B, T, C",
            "(att @ v).transpose(1, 2).reshape(B, T, C)",
        ),
        ("x = f(a, g(b))", "a, g(", "a, g(b)"),  # opened inside: reach right
        ("x = torch.relu(x @ w + b) * 2", "torch.relu(x @ w + b)", "torch.relu(x @ w + b)"),  # whole already
        ("out = fn(", "fn(", "out = fn("),  # goes on to the next line: the whole line
    ],
)
def test_a_marked_expression_is_widened_to_whole_brackets(code, marked, shown):
    from compile_inspect.code.provenance import SourceLine

    start = code.index(marked)
    assert SourceLine("block.py", 21, "forward", code, (start, start + len(marked))).expression == shown


def test_a_statement_over_several_lines_is_shown_whole(tmp_path):
    """Issue 40: show printed `y = torch.matmul(` alone, the statement's first line as torch recorded it."""
    from compile_inspect.code.provenance import SourceLine, statement_rest
    from compile_inspect.render.code import provenance_lines

    user = tmp_path / "block.py"
    user.write_text("def fn(x, w):\n    y = torch.matmul(  # (\n        x,\n        w)\n    return y\n")
    opening = SourceLine(str(user), 2, "fn", "y = torch.matmul(  # (")
    assert statement_rest(opening) == ["        x,", "        w)"]
    assert statement_rest(SourceLine(str(user), 5, "fn", "return y")) == []  # one line
    assert statement_rest(SourceLine(str(user), 2, "fn", "z = other(")) == []  # the file says otherwise
    assert statement_rest(SourceLine(str(tmp_path / "gone.py"), 2, "fn", "y = torch.matmul(")) == []

    class Found:
        source_nodes, aten_ops, post_grad_nodes, via, lines = ("mm",), (), (), "test", (opening,)

    class Kernel:
        provenance = Found()

    printed = provenance_lines(Kernel())
    at = printed.index(f"  {user}:2  y = torch.matmul(  # (")
    assert printed[at + 1 :] == [
        f"  {' ' * len(f'{user}:2')}          x,",
        f"  {' ' * len(f'{user}:2')}          w)",
    ]
