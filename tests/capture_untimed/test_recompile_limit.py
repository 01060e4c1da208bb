"""Recompiles that say what happened: Dynamo giving up at its recompile limit (`recompile-limit`, status
`eager-fallback`), a remedy that fits the failed guard, and a graph recompiled once before profiling that
is a steady state, not "recompiling".

The three real captures (tests/data/targets/global_step.py, rolling_window.py, module_counter.py) run at once, in one
fixture, on CPU; the rest reads torch's own texts as torch 2.11 and 2.13 wrote them.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code.evidence import (
    STATUS_EAGER_FALLBACK,
    GuardKind,
    mode_status,
    parse_guard_failure,
    read_evidence,
)
from compile_inspect.compare import diff
from compile_inspect.compare.loading import load
from compile_inspect.findings import find
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.torch_evidence import guard_remedy
from compile_inspect.findings.verdict import verdict
from compile_inspect.session.model import ModeRun
from compile_inspect.session.schema import check_session
from compile_inspect.trace.analysis import analyze_trace

REPO = Path(__file__).parents[2]
DATA = Path(__file__).parents[1] / "data"
EVIDENCE = DATA / "evidence"
TARGETS = {
    "global_step": "tests/data/targets/global_step.py",
    "rolling_window": "tests/data/targets/rolling_window.py",
    "module_counter": "tests/data/targets/module_counter.py",
}
# Small and quick: the findings here come from torch's records, not from the timing.
QUICK = [
    "--modes",
    "default",
    "--iters",
    "4",
    "--active",
    "2",
    "--warmup",
    "1",
    "--rounds",
    "2",
    "--block-ms",
    "5",
]


# ---- the guard -> remedy mapping, on torch's own texts


GUARD_TEXTS = [
    # torch 2.13 (recorded here with torch.compile(backend="eager"), first lines of recompile_reasons)
    ("0/7: G['STEP'] == 8                                                # STEP += 1  # mp/rl/step.py:8 in fn",
     GuardKind.PYTHON_VALUE, "G['STEP'] == 8"),
    ("0/0: n == 2                                                   # return x * n  # mp/rl/guards.py:15 in arg_int",
     GuardKind.PYTHON_VALUE, "n == 2"),
    ("0/0: G['SCALE'] == 0.5                                             # return x * SCALE  # g.py:20 in g_float",
     GuardKind.PYTHON_VALUE, "G['SCALE'] == 0.5"),
    ("0/0: ___check_obj_id(G['FN'][0], 139938813025296), type=<class 'builtin_function_or_method'>  "
     "# return FN[0](x)  # mp/rl/guards.py:58 in g_fn",
     GuardKind.PYTHON_VALUE, "___check_obj_id(G['FN'][0], 139938813025296), type=<class 'builtin_function_or_method'>"),
    ("0/1: len(G['HIST']) == 1                                           # HIST.append(1)  # g.py:64 in g_len",
     GuardKind.PYTHON_VALUE, "len(G['HIST']) == 1"),
    ("0/0: G['m'].training == True                                       # return F.dropout(input, self.p, "
     "self.training, self.inplace)  # nn/modules/dropout.py:73 in forward",
     GuardKind.PYTHON_VALUE, "G['m'].training == True"),
    ("0/1: ___check_type_id(x, 139938830318816), type=<class 'int'>  # return x * 2  # g.py:70 in <lambda> "
     "(HINT: type int)", GuardKind.PYTHON_VALUE, "___check_type_id(x, 139938830318816), type=<class 'int'>"),
    ("0/0: tensor 'x' size mismatch at index 0. expected 3, actual 4",
     GuardKind.TENSOR_SIZE, "tensor 'x' size mismatch at index 0. expected 3, actual 4"),
    ("0/0: tensor 'G['WINDOW'][0]' size mismatch at index 0. expected 3, actual 4",
     GuardKind.TENSOR_SIZE, "tensor 'G['WINDOW'][0]' size mismatch at index 0. expected 3, actual 4"),
    ("0/1: 2 <= x.size()[0]  # return x.sin()  # g.py:71 in <lambda> (user code shown is first use of this "
     "value--the guard itself is not due user code but due to 0/1 specialization in the framework; to avoid "
     "specialization try torch._dynamo.decorators.mark_unbacked(tensor, dim))",
     GuardKind.TENSOR_SIZE, "2 <= x.size()[0]"),
    ("0/1: tensor 'x' rank mismatch. expected 1, actual 2", GuardKind.TENSOR_PROPERTY,
     "tensor 'x' rank mismatch. expected 1, actual 2"),
    ("0/0: tensor 'x' dtype mismatch. expected Float, actual Double", GuardKind.TENSOR_PROPERTY,
     "tensor 'x' dtype mismatch. expected Float, actual Double"),
    ("0/0: tensor 'x' stride mismatch at index 0. expected 4, actual 1", GuardKind.TENSOR_PROPERTY,
     "tensor 'x' stride mismatch at index 0. expected 4, actual 1"),
    ("0/0: tensor 'x' requires_grad mismatch. expected requires_grad=0", GuardKind.TENSOR_PROPERTY,
     "tensor 'x' requires_grad mismatch. expected requires_grad=0"),
    # torch 2.11 (tests/data/evidence/torch2.11-cuda/recompile) and older torch, which names locals L['x']
    ("0/7: G['CALLS'][0] == 8                                            # CALLS[0] += 1  # "
     "ork/main/tests/data/evidence/targets/recompile.py:13 in fn", GuardKind.PYTHON_VALUE, "G['CALLS'][0] == 8"),
    ("0/0: tensor 'L['x']' size mismatch at index 0. expected 1, actual 9", GuardKind.TENSOR_SIZE,
     "tensor 'L['x']' size mismatch at index 0. expected 1, actual 9"),
    ("0/7: tensor 'cache.cache[0][0]' size mismatch at index 2. expected 77, actual 78", GuardKind.TENSOR_SIZE,
     "tensor 'cache.cache[0][0]' size mismatch at index 2. expected 77, actual 78"),
    ("Unable to find recompilation reasons", GuardKind.OTHER, "Unable to find recompilation reasons"),
]  # fmt: skip


@pytest.mark.parametrize("text, kind, guard", GUARD_TEXTS, ids=[g for _, _, g in GUARD_TEXTS])
def test_guard_kind_and_text(text, kind, guard):
    failure = parse_guard_failure(text)
    assert (failure.kind, failure.guard) == (kind, guard)


def test_guard_failure_names_the_users_line():
    failure = parse_guard_failure(GUARD_TEXTS[0][0] + "\nUser stack trace:\n  File ...")
    assert failure.cache_entry == "0/7" and (failure.source, failure.where) == (
        "STEP += 1",
        "mp/rl/step.py:8",
    )
    assert failure.located == "at mp/rl/step.py:8 (STEP += 1)" and failure.function == "fn"
    explained = parse_guard_failure(GUARD_TEXTS[9][0])  # torch's long parenthesis, no HINT: left out
    assert (explained.source, explained.where, explained.hint) == ("return x.sin()", "g.py:71", None)


def test_the_users_own_comment_and_torchs_hint_are_told_apart():
    """A user's line with its own `# comment` (issue 40: the comment was quoted as the place), and torch's
    HINT (2.13, an int attribute of an nn.Module), recorded in a real recompile_reasons artifact."""
    text = (
        "1/7: self.step == 8                                           # self.step += 1  # a step counter "
        "kept on the module  # mp/ub/block.py:20 in forward (HINT: torch.compile considers integer attributes "
        "of the nn.Module to be static. If you are observing recompilation, you might want to make this "
        "integer dynamic using torch._dynamo.config.allow_unspec_int_on_nn_module = True, or convert this "
        "integer into a tensor.)"
    )
    failure = parse_guard_failure(text)
    assert (failure.source, failure.where, failure.function) == (
        "self.step += 1",
        "mp/ub/block.py:20",
        "forward",
    )
    assert "allow_unspec_int_on_nn_module" in failure.hint and "allow_unspec_int" in guard_remedy(failure)
    assert failure.kind == GuardKind.PYTHON_VALUE


@pytest.mark.parametrize(
    "kind, says, never",
    [
        (GuardKind.PYTHON_VALUE, ("as a tensor", "as an argument", "stop mutating"), ("mark_dynamic", "dynamic=True")),
        (GuardKind.TENSOR_SIZE, ("dynamic=True", "torch._dynamo.mark_dynamic"), ("as a tensor",)),
        (GuardKind.TENSOR_PROPERTY, ("dtype", "requires_grad"), ("mark_dynamic", "as a tensor")),
    ],
)  # fmt: skip
def test_remedy_fits_the_guard(kind, says, never):
    text = next(text for text, text_kind, _ in GUARD_TEXTS if text_kind == kind)
    failure = parse_guard_failure(text)
    remedy = guard_remedy(failure)
    assert failure.guard in remedy  # the remedy names the guard it answers
    assert all(phrase in remedy for phrase in says) and not any(phrase in remedy for phrase in never)
    assert "TORCH_LOGS" in guard_remedy(None)


# ---- the limit in torch's records: 2.11 and 2.13 fixtures, and older torch's name for it


@pytest.mark.parametrize("root", ["torch2.11-cuda", "torch2.13-cpu"])
def test_recorded_limit_is_read_from_torch_trace_and_the_log(root):
    folder = EVIDENCE / root / "recompile" / "default"
    for evidence in (
        read_evidence(folder / "torch_trace", None),
        read_evidence(None, (folder / "worker.log").read_text()),
    ):
        (limit,) = evidence.recompile_limits
        assert (limit.function, limit.limit_type, limit.limit, limit.graphs) == (
            "fn",
            "recompile_limit",
            8,
            8,
        )
        assert limit.failure.guard == "G['CALLS'][0] == 8" and limit.failure.kind == GuardKind.PYTHON_VALUE
        assert evidence.target_fell_back
    assert mode_status(None, folder / "torch_trace", folder / "worker.log") == STATUS_EAGER_FALLBACK
    assert mode_status("RuntimeError: boom", folder / "torch_trace", None) == "failed"
    for other in ("graph_break", "gpt2_no_grad"):
        assert mode_status(None, EVIDENCE / root / other / "default" / "torch_trace", None) == "ok"


def test_older_torch_names_the_limit_cache_size_limit():
    # torch < 2.7 (pytorch/pytorch#143709 renamed it); the text of the torch.compile troubleshooting docs
    prefix = "W0823 18:56:31.554000 40177 torch/_dynamo/convert_frame.py:1016] [0/8] "
    text = "\n".join(
        prefix + line
        for line in (
            "torch._dynamo hit config.cache_size_limit (8)",
            "   function: 'fn' (/data/users/williamwen/pytorch/playground.py:5)",
            "   last reason: 0/0: tensor 'L['x']' size mismatch at index 0. expected 1, actual 9",
        )
    )
    (limit,) = read_evidence(None, text).recompile_limits
    assert (limit.limit_type, limit.limit, limit.function, limit.line) == ("cache_size_limit", 8, "fn", 5)
    assert limit.failure.kind == GuardKind.TENSOR_SIZE


def test_an_eager_fallback_mode_still_ran():
    assert ModeRun("default", STATUS_EAGER_FALLBACK).ok and not ModeRun("default", "failed").ok


# ---- the verdict leads with the limit, whatever the timing says


@pytest.mark.parametrize("speed", ["within-noise", "faster-than-eager", "slower-than-eager", "busy-machine"])
def test_verdict_leads_with_the_recompile_limit(speed):
    limit = Finding(
        "recompile-limit", "Dynamo gave up compiling fn after 8 graphs", remedy="pass it as a tensor"
    )
    layers = Finding("compile-layers-overhead", "the compile layers add 15.9 µs CPU self time per step")
    first, fix = verdict([layers, limit, Finding(speed, "x")], "default", "eager", 0.226, 0.005)
    assert (
        first.endswith(": Dynamo gave up compiling fn after 8 graphs")
        and fix == "To fix: pass it as a tensor"
    )


# ---- `recompile` on steady and recompiling steps (the trace's own events)


def _trace(tmp_path, regions_per_step, compile_in_first_step=False):
    events = []
    for step, regions in enumerate(regions_per_step):
        t = step * 1000.0
        events.append({"ph": "X", "cat": "user_annotation", "name": f"ProfilerStep#{step}", "pid": 1, "tid": 1,
                       "ts": t, "dur": 500})  # fmt: skip
        for k, region in enumerate(regions):
            events.append({"ph": "X", "cat": "cpu_op", "name": f"Torch-Compiled Region: {region}", "pid": 1,
                           "tid": 1, "ts": t + 100 + 150 * k, "dur": 100})  # fmt: skip
    if compile_in_first_step:  # as torch 2.13 writes a compile inside a profiled call
        events += [
            {"ph": "X", "cat": "cpu_op", "name": "entire_frame_compile", "pid": 1, "tid": 1, "ts": 2, "dur": 90},
            {"ph": "X", "cat": "user_annotation", "name": "dynamo_data: compile_id=0/1", "pid": 1, "tid": 1,
             "ts": 3, "dur": 1},
        ]  # fmt: skip
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": events}))
    return {f.id: f for f in find(analyze_trace(path))}


def test_one_graph_compiled_before_profiling_is_no_recompile(tmp_path):
    assert "recompile" not in _trace(tmp_path, [["0/1"]] * 3)


def test_a_recompile_inside_the_profiled_steps_is_one(tmp_path):
    found = _trace(tmp_path, [["0/1"]] * 3, compile_in_first_step=True)["recompile"]
    assert found.evidence["steps_compiling"] == 1 and found.evidence["compile_ids"] == ["0/1"]
    assert found.message.startswith("Dynamo recompiled during the measured calls: 1 of 3 profiled steps")


def test_steps_switching_graphs_is_reported(tmp_path):
    found = _trace(tmp_path, [["0/0"], ["0/1"], ["0/0"]])["recompile"]
    assert found.message.startswith("the profiled steps switch between graphs of one frame")


# ---- real captures on CPU


@pytest.fixture(scope="module")
def captured(tmp_path_factory):
    """The targets captured at once (eager + default each); -> {name: (session folder, diff report)}."""
    root = tmp_path_factory.mktemp("recompile")
    names = list(TARGETS)
    for wave in (names,):  # at once: module_counter compiles three small graphs
        runs = {}
        for name in wave:
            command = [
                sys.executable,
                "-m",
                "compile_inspect",
                "run",
                TARGETS[name],
                *QUICK,
                "-o",
                str(root / name),
            ]
            runs[name] = subprocess.Popen(
                command, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
            )
        for name, process in runs.items():
            output, _ = process.communicate(timeout=600)
            assert process.returncode == 0, output
    return {name: (root / name, diff.diff_session(load(root / name))) for name in TARGETS}


@pytest.mark.slow
def test_global_int_hits_the_recompile_limit_and_falls_back_to_eager(captured):
    folder, report = captured["global_step"]
    data = json.loads((folder / "session.json").read_text())
    check_session(data, "session.json")
    assert [(m["mode"], m["status"]) for m in data["modes"]] == [
        ("eager", "ok"),
        ("default", "eager-fallback"),
    ]
    assert [r.status for r in report.summary] == ["ok", "eager-fallback"] and not report.any_failed
    (comparison,) = report.comparisons
    found = {f.id: f for f in comparison.findings}
    limit = found["recompile-limit"]
    assert limit.evidence["guard"].startswith("G['STEP'] == ") and limit.evidence["guard"] in limit.message
    assert (limit.evidence["limit"], limit.evidence["graphs"], limit.evidence["limit_type"]) == (
        8,
        8,
        "recompile_limit",
    )
    assert "runs eagerly under default" in limit.message and "recompile" not in found
    assert "as a tensor" in limit.remedy and "mark_dynamic" not in limit.remedy
    first, fix = comparison.verdict
    assert "Dynamo gave up compiling fn after 8 graphs" in first and fix == f"To fix: {limit.remedy}"


@pytest.mark.slow
def test_blocks_are_sized_and_timed_only_once_the_function_stopped_recompiling(captured):
    """--warmup 1 leaves global_step recompiling (each call one graph, up to the limit): the worker calls on
    until a call compiles nothing, so no timed block holds a compile (a slowdown 3x too large otherwise)."""
    folder, _ = captured["global_step"]
    timing = next(
        m for m in json.loads((folder / "session.json").read_text())["modes"] if m["mode"] == "default"
    )["timing"]
    assert timing["compiles_while_timed"] == 0
    assert timing["settle_calls"] >= 6  # 8 graphs: the first call's and the warm-up's, the rest settling


@pytest.mark.slow
def test_a_graph_recompiled_once_for_dynamic_shapes_is_a_steady_state(captured):
    folder, report = captured["rolling_window"]
    assert [r.status for r in report.summary] == ["ok", "ok"]
    analysis, evidence = report.analyses["default"], report.evidence["default"]
    (recompiled,) = evidence.recompiles  # once, during warm-up: 3 rows, then the row count dynamic
    assert "size mismatch at index 0. expected 3, actual 4" in recompiled.reason
    regions = {node.name for number in range(len(analysis.steps)) for node in analysis.step(number).walk()
               if node.name.startswith("Torch-Compiled Region")}  # fmt: skip
    assert regions == {"Torch-Compiled Region: 0/1"}  # the only graph the profiled steps run
    (comparison,) = report.comparisons
    assert not {"recompile", "recompile-limit"} & {f.id for f in comparison.findings}
    assert "recompiled" not in " ".join(comparison.verdict)


@pytest.mark.slow
def test_a_counter_on_the_module_and_an_item_branch_are_both_named_with_their_lines(captured):
    """Issue 40's block: the recompile limit leads the verdict with the counter's line and torch's hint;
    the `.item()` break is a finding of its own, with its line, the line's code, torch's reason and hint,
    in the default (short) text and in the JSON."""
    from compile_inspect.render.text import render_text

    _, report = captured["module_counter"]
    (comparison,) = report.comparisons
    target = str(REPO / TARGETS["module_counter"])
    text = render_text(report, width=100)
    flat = " ".join(text.split())
    assert f"{target}:24 (self.step += 1)" in flat and "allow_unspec_int_on_nn_module" in flat
    assert f"graph break at {target}:25 (if y.isnan().any().item():)" in flat
    assert "Tensor.item()" in flat and "capture_scalar_outputs = True" in flat
    (found,) = [f for f in comparison.findings if f.id == "graph-break"]  # 9 breaks, one place: once
    (site,) = found.evidence["breaks"]
    assert (site["where"], site["source"]) == (f"{target}:25", "if y.isnan().any().item():")
    assert flat.count("Dynamo does not support tracing `Tensor.item()`") == 1
    listed = report.to_dict()["comparisons"][0]["findings"]
    assert {"graph-break", "recompile-limit"} <= {f["id"] for f in listed}


@pytest.mark.slow
def test_the_session_records_the_configuration_the_target_set_and_the_environment(captured):
    """Issue 41: the target's own `torch._dynamo.config.recompile_limit = 3` (off torch's 8), the
    environment torch reads, and what compile-inspect set itself, per mode."""
    folder, _ = captured["module_counter"]
    data = json.loads((folder / "session.json").read_text())
    for mode in data["modes"]:
        found = mode["configuration"]
        assert found["dynamo"] == {"recompile_limit": "3"}
        assert {"TORCH_TRACE", "TORCHINDUCTOR_CACHE_DIR"} <= set(found["ours"]) & set(found["env"])
        assert found["env"]["TORCH_TRACE"].startswith(str(folder / mode["mode"]))


@pytest.mark.slow
def test_the_html_of_an_eager_fallback_shows_the_graphs_it_compiled(captured):
    """Issue 40: the HTML said "No generated code in this report" where `show` listed the mode's graphs
    (compiled before Dynamo gave up, never run by a profiled step)."""
    from compile_inspect.compare.showing import graphs_by_mode
    from compile_inspect.render.html import build_payload

    folder, report = captured["module_counter"]
    graphs = [g for g in build_payload(report)["graphs"] if g["label"] == "default"]
    assert graphs and not any(g["in_trace"] for g in graphs)
    shown = graphs_by_mode(folder, "default")["default"]  # what `show` lists
    assert {g["fx_hash"] for g in graphs} == {g.fx_hash for g in shown}
