"""`diff TRACE_A TRACE_B`: two raw training traces (eager vs compiled, CPU and H200 CUDA) compared
through the session DiffReport; figures checked against the raw JSON events."""

import gzip
import json
import re
import shutil
import statistics
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.compare import diff, loading

TRAINING = Path(__file__).parent / "data" / "training"
CPU_EAGER, CPU_COMPILED = TRAINING / "mlp_eager_3steps.json.gz", TRAINING / "mlp_compiled_3steps.json.gz"
CUDA_EAGER = TRAINING / "transformer_eager_4steps_cuda.json.gz"
CUDA_COMPILED = TRAINING / "transformer_compiled_4steps_cuda.json.gz"
SESSION = Path(__file__).parent / "data" / "h200_sessions" / "matmul_add_64"


def raw_events(path):
    return json.load(gzip.open(path))["traceEvents"]


def raw_steps(events):
    steps = [
        e
        for e in events
        if e.get("ph") == "X" and e.get("cat") == "user_annotation" and e["name"].startswith("ProfilerStep#")
    ]
    return sorted(steps, key=lambda e: e["ts"])


def raw_kernels_per_step(events):
    """Per step: GPU kernels whose launch (a runtime event with the same correlation id) starts in
    the step's window, on any thread."""
    launches = {
        e["args"]["correlation"]: e["ts"]
        for e in events
        if e.get("cat") in ("cuda_runtime", "cuda_driver") and "correlation" in e.get("args", {})
    }
    kernels = [launches[e["args"]["correlation"]] for e in events if e.get("cat") == "kernel"]
    return [sum(s["ts"] <= ts < s["ts"] + s["dur"] for ts in kernels) for s in raw_steps(events)]


def _top_level(events):
    """The events no other event of the list encloses (the list is one thread's)."""
    top, end = [], float("-inf")
    for e in sorted(events, key=lambda e: (e["ts"], -e["dur"])):
        if e["ts"] >= end:
            top.append(e)
            end = e["ts"] + e["dur"]
    return top


def raw_top_ops(events, step):
    """The chain's first level: the ops directly under the step on its thread, and the top-level
    events of the process's other threads (autograd's) that start inside the step."""
    cpu = [e for e in events if e.get("ph") == "X" and e.get("pid") == step["pid"] and e is not step]
    window = (step["ts"], step["ts"] + step["dur"])
    mine = [e for e in cpu if e["tid"] == step["tid"] and window[0] <= e["ts"] <= window[1]]
    found = _top_level(mine)
    for tid in {e["tid"] for e in cpu} - {step["tid"]}:
        found += [
            e for e in _top_level([e for e in cpu if e["tid"] == tid]) if window[0] <= e["ts"] < window[1]
        ]
    return [e["name"] for e in sorted(found, key=lambda e: e["ts"])]


@pytest.fixture(scope="module")
def cpu_report():
    return diff.diff_traces(CPU_EAGER, CPU_COMPILED)


@pytest.fixture(scope="module")
def cuda_report():
    return diff.diff_traces(CUDA_EAGER, CUDA_COMPILED)


def test_labels_are_the_file_stems_and_the_first_trace_is_the_control(cpu_report):
    assert [row.label for row in cpu_report.summary] == ["mlp_eager_3steps", "mlp_compiled_3steps"]
    assert cpu_report.control == "mlp_eager_3steps"
    (comparison,) = cpu_report.comparisons
    assert (comparison.control, comparison.test) == ("mlp_eager_3steps", "mlp_compiled_3steps")


@pytest.mark.parametrize("which", ["cpu", "cuda"])
def test_per_step_time_is_the_raw_profiler_steps_median(which, cpu_report, cuda_report):
    report, paths = (
        (cpu_report, (CPU_EAGER, CPU_COMPILED))
        if which == "cpu"
        else (cuda_report, (CUDA_EAGER, CUDA_COMPILED))
    )
    for row, path in zip(report.summary, paths):
        durations = [s["dur"] for s in raw_steps(raw_events(path))]
        assert row.median_ms == pytest.approx(statistics.median(durations) / 1e3, rel=1e-9)
        assert (row.min_ms, row.max_ms) == pytest.approx((min(durations) / 1e3, max(durations) / 1e3))
    control, test = report.summary
    # cuda: the p10-p90 intervals overlap (the verdict: "cannot be told apart"), so the ratio is no result
    ratio = test.ratio_to_control if which == "cpu" else test.unjudged_ratio
    assert ratio == pytest.approx(test.median_ms / control.median_ms)
    assert (test.ratio_to_control is None, test.speed_outcome) == (
        (False, "slower") if which == "cpu" else (True, "noise")
    )
    c_ms, t_ms = control.median_ms, test.median_ms
    assert f"({t_ms:.3f} ms against {c_ms:.3f} ms per profiled step)" in report.comparisons[0].verdict[0]


def test_cuda_kernel_counts_match_the_raw_launches(cuda_report):
    for row, path in zip(cuda_report.summary, (CUDA_EAGER, CUDA_COMPILED)):
        per_step = raw_kernels_per_step(raw_events(path))
        assert row.kernel_launches == statistics.median(per_step) and row.kernel_launches > 40
    eager, compiled = cuda_report.summary
    assert compiled.kernel_launches < eager.kernel_launches  # Inductor fused the training step's kernels
    assert cuda_report.device == "NVIDIA H200"


def test_a_raw_trace_win_is_counted_per_step_not_per_call():
    """ResNet-18 on the H200 under no_grad, eager's and default's traces: 2.68 ms [2.65-2.93] against
    1.86 ms [1.79-2.36] a step, apart (the 4-step transformer pair overlaps: within noise)."""
    models = Path(__file__).parent / "data" / "h200_models" / "resnet18_no_grad"
    report = diff.diff_traces(models / "eager" / "trace.json.gz", models / "default" / "trace.json.gz")
    eager, compiled = report.summary
    (comparison,) = report.comparisons
    faster = next(f for f in comparison.findings if f.id == "faster-than-eager")
    fused = re.search(r"\((\d+) kernels \+ \d+ memsets\) per step fused into (\d+) kernels;", faster.message)
    assert (float(fused[1]), float(fused[2])) == (eager.kernel_launches, compiled.kernel_launches)
    assert fused[0] in comparison.verdict[0]
    assert " a call" not in comparison.verdict[0] and "per call" not in comparison.verdict[0]


@pytest.mark.parametrize("paths", [(CPU_EAGER, CPU_COMPILED), (CUDA_EAGER, CUDA_COMPILED)])
def test_changed_ops_are_the_raw_first_level_differences(paths):
    """The chain's first level is the raw events'; ops only the eager step calls are deleted (or
    replaced: `changed`), the compiled region is added."""
    report = diff.diff_traces(*paths)
    (comparison,) = report.comparisons
    control_ops, test_ops = (raw_top_ops(events, raw_steps(events)[-1]) for events in map(raw_events, paths))
    assert comparison.control_step == raw_steps(raw_events(paths[0]))[-1]["name"]
    control_top = [r for r in comparison.rows if r.control and r.control.depth == 0]
    test_top = [r for r in comparison.rows if r.test and r.test.depth == 0]
    assert [r.control.name for r in control_top] == control_ops
    assert [r.test.name for r in test_top] == test_ops
    only_test, only_control = set(test_ops) - set(control_ops), set(control_ops) - set(test_ops)
    assert (
        any(name.startswith("Torch-Compiled Region") for name in only_test) and "aten::linear" in only_control
    )
    assert only_test <= {r.test.name for r in test_top if r.status in ("added", "changed")}
    assert only_control <= {r.control.name for r in control_top if r.status in ("deleted", "changed")}
    same = {r.status for r in control_top if r.test and r.control.name == r.test.name}
    assert same and same <= {"unchanged", "increased", "decreased"}


def _session_of_traces(root, control, test):
    """A session folder holding the two traces as modes eager and default, their timing the steps'."""
    modes = []
    for mode, path in (("eager", control), ("default", test)):
        (root / mode).mkdir(parents=True)
        shutil.copy(path, root / mode / "trace.json.gz")
        timing = loading.steps_timing(loading.load_trace(path).analysis)
        modes.append({"mode": mode, "status": "ok", "trace_file": f"{mode}/trace.json.gz",
                      "timing": {k: getattr(timing, k) for k in ("median_ms", "min_ms", "max_ms", "iters", "method",
                                                                 "p10_ms", "p90_ms")}})  # fmt: skip
    session = {"schema_version": 1, "target": {"spec": "train.py", "name": "step"}, "options": {},
               "environment": {}, "modes": modes}  # fmt: skip
    (root / "session.json").write_text(json.dumps(session))
    return root


def test_same_findings_and_verdict_as_a_session_diff_of_the_same_traces(tmp_path, cuda_report):
    from compile_inspect.session.model import load_session

    session = load_session(_session_of_traces(tmp_path / "s", CUDA_EAGER, CUDA_COMPILED))
    (from_session,) = diff.diff_session(session).comparisons
    (from_traces,) = cuda_report.comparisons
    assert [f.id for f in from_traces.findings] == [f.id for f in from_session.findings]
    assert "within-noise" in [f.id for f in from_traces.findings]  # 1.08x, the steps overlap
    assert from_traces.rows == from_session.rows
    assert (
        from_traces.verdict[0]
        .replace("transformer_compiled_4steps_cuda", "default")
        .replace("transformer_eager_4steps_cuda", "eager")
        == from_session.verdict[0]
    )


def test_equal_stems_get_a_and_b_prefixes(tmp_path):
    for side in ("a", "b"):
        (tmp_path / side).mkdir()
        shutil.copy(CPU_EAGER, tmp_path / side / "rank0.json.gz")
    report = diff.diff_traces(tmp_path / "a" / "rank0.json.gz", tmp_path / "b" / "rank0.json.gz")
    assert [row.label for row in report.summary] == ["a:rank0", "b:rank0"]
    assert report.summary[1].ratio_to_control == pytest.approx(1.0)
    assert {f.id for f in report.comparisons[0].findings}.isdisjoint(
        {"slower-than-eager", "faster-than-eager"}
    )


def run(capsys, *argv):
    try:
        main(["diff", *map(str, argv)])
        code = 0
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_formats(capsys, cuda_report):
    code, out, err = run(capsys, CUDA_EAGER, CUDA_COMPILED, "--format", "json")
    assert code == 0 and err == ""
    payload = json.loads(out)
    assert payload == json.loads(cuda_report.to_json())
    assert payload["comparisons"][0]["verdict"][0].startswith(
        "transformer_compiled_4steps_cuda and transformer_eager_4steps_cuda cannot be told apart"
    )
    code, md, _ = run(capsys, CPU_EAGER, CPU_COMPILED, "--format", "md")
    assert code == 0 and "mlp_compiled_3steps" in md and "x slower than mlp_eager_3steps" in md
    code, html, _ = run(capsys, CPU_EAGER, CPU_COMPILED, "--format", "html")
    assert code == 0 and html.lower().startswith("<!doctype html>") and "mlp_compiled_3steps" in html
    code, text, _ = run(capsys, CPU_EAGER, CPU_COMPILED, "--width", "100")
    assert code == 0 and "mlp_eager_3steps -> mlp_compiled_3steps" in text


@pytest.mark.parametrize(
    "argv, message",
    [
        ([CPU_EAGER], "needs two traces (TRACE_A TRACE_B)"),
        ([CPU_EAGER, "missing.json"], "cannot read missing.json"),
        ([CPU_EAGER, TRAINING / "README.md"], "diff compares two of a kind"),
        (
            [CPU_EAGER, TRAINING],
            "training is a folder but not a session (no session.json) nor a folder of rank traces (cannot "
            "tell the rank",
        ),
        ([CPU_EAGER, CPU_COMPILED, CPU_EAGER], "diff takes one target or session"),
        ([SESSION, CPU_EAGER], f"diff compares two of a kind, not {SESSION} (target or session), "),
        ([CPU_EAGER, CPU_COMPILED, "--perfetto", "m.json"], "--perfetto goes with targets and sessions"),
    ],
)
def test_bad_input_is_one_error_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.startswith("error: ") and err.count("\n") == 1


def test_a_file_that_is_not_a_trace_is_one_error_line(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    code, _, err = run(capsys, CPU_EAGER, bad)
    assert code == 2 and err.startswith("error: bad.json is not JSON") and err.count("\n") == 1
