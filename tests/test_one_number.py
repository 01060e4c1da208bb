"""One number per fact (issue 19): every figure a verdict or a finding quotes is the summary table's
figure for the same fact, read back from the rendered text report of every recorded session; per call
means the timed calls and per step the profile, never both under one word; each comparison states its
verdict once; and the verdict and ops-fused count kernels with one function (`findings.inputs.gpu_ops`)."""

import re
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace

import pytest
from recorded import compared_modes

from compile_inspect.compare import diff
from compile_inspect.findings.fusion import fusion_text
from compile_inspect.findings.inputs import GpuOps
from compile_inspect.findings.timing import win_reasons
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session
from compile_inspect.trace.model import Stat

DATA = Path(__file__).parent / "data"
SESSIONS = sorted(
    path.parent
    for group in ("h200_sessions", "h200_models", "h200_paired", "cpu_sessions")
    for path in (DATA / group).glob("*/session.json")
)
WIDE = 2000  # one line per sentence, one block per table
NUMBER = r"-?[\d,]+(?:\.\d+)?"
# A step's GPU work as `GpuOps.text` words it: `57 kernels`, `50 GPU ops (49 kernels + 1 memcpy)`.
GPU_OPS = rf"(?:{NUMBER} GPU ops \()?({NUMBER}) kernels?(?: \+ [^)]*\))?"


@lru_cache(maxsize=None)
def report_text(session: Path) -> str:
    return render_text(diff.diff_session(load_session(session)), width=WIDE, full=True)


def value(text: str) -> float:
    return float(text.replace(",", ""))


def table(text: str, title: str) -> dict[str, dict[str, str]]:
    """A table of the text report (the one after the line starting `title`) as {mode: {column: cell}}."""
    lines = text.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith(title)) + 1
    split = [re.split(r"\s{2,}", line.strip()) for line in lines[start:]]
    header, rows = split[0], split[1 : next(n for n, row in enumerate(split) if row == [""])]
    return {row[0]: dict(zip(header, row)) for row in rows}


def sections(text: str) -> dict[str, str]:
    """Each comparison's verdict and findings (`eager -> mode` up to the next blank line), by test mode."""
    found = re.findall(r"^eager -> (\S+)\n(.*?)\n\n", text, re.M | re.S)
    return {mode: " ".join(line.strip() for line in body.splitlines()) for mode, body in found}


def control_findings(text: str) -> str:
    found = re.search(r"^Findings: eager \(control\)\n(.*?)\n\n", text, re.M | re.S)
    return found[1] if found else ""


def cases():
    for session in SESSIONS:
        for mode in compared_modes(session):  # from session.json: no diff at collection
            yield pytest.param(session, mode, id=f"{session.parent.name}/{session.name}/{mode}")


CASES = list(cases())


def test_every_recorded_session_is_read():
    assert len(SESSIONS) == 10 and len(CASES) >= 20


@pytest.mark.parametrize("session, mode", CASES)
def test_the_verdict_quotes_the_summary_medians_and_ratio(session, mode):
    text = report_text(session)
    summary, said = table(text, "Summary ("), sections(text)[mode]
    times = re.search(rf"\(({NUMBER}) ms against ({NUMBER}) ms per call\)", said)
    if times is None:  # a busy machine: no times quoted
        assert "cannot be compared" in said
        return
    assert (times[1], times[2]) == (summary[mode]["median ms"], summary["eager"]["median ms"])
    speed = re.search(rf" is ({NUMBER})x (slower|faster) than eager", said)
    if summary[mode]["vs control"].startswith("no verdict"):  # within the noise, busy, drifting: no ratio
        assert speed is None
        return
    ratio = value(summary[mode]["vs control"].split("x")[0])
    if speed:
        quoted = value(speed[1]) if speed[2] == "slower" else 1 / value(speed[1])
        assert quoted == pytest.approx(ratio, abs=0.0051 * max(1.0, quoted / ratio))


@pytest.mark.parametrize("session, mode", CASES)
def test_per_step_figures_are_the_summary_columns(session, mode):
    text = report_text(session)
    summary, said = table(text, "Summary ("), sections(text)[mode]
    cpu = {side: summary[side]["CPU µs/step [min-max]"].split(" [")[0] for side in ("eager", mode)}
    checked = 0
    for pattern in (
        rf"CPU time per profiled step from ({NUMBER}) µs to ({NUMBER}) µs",
        rf"CPU time per profiled step cut from ({NUMBER}) µs to ({NUMBER}) µs",
        rf"CPU per step ({NUMBER}) µs -> ({NUMBER}) µs",
    ):
        for before, after in re.findall(pattern, said):
            assert (before, after) == (cpu["eager"], cpu[mode])
            checked += 1
    assert checked, "compile-layers-overhead quotes both steps' CPU on every compiled mode"
    if "GPU busy µs/step" in summary[mode]:
        busy = {side: summary[side]["GPU busy µs/step"] for side in ("eager", mode)}
        for before, after in re.findall(
            rf"GPU busy time per profiled step cut from ({NUMBER}) µs to ({NUMBER}) µs", said
        ):
            assert (before, after) == (busy["eager"], busy[mode])
        for side, where in ((mode, said), ("eager", control_findings(text))):
            for gpu, step in re.findall(
                rf"({NUMBER}) µs of GPU work in a step of ({NUMBER}) µs CPU time", where
            ):
                if "one-off costs" not in where:  # they leave the one-offs out, and say so
                    assert (gpu, step) == (summary[side]["GPU busy µs/step"], cpu[side])


@pytest.mark.parametrize("session, mode", CASES)
def test_timed_figures_are_the_summary_medians(session, mode):
    text = report_text(session)
    summary, said = table(text, "Summary ("), sections(text)[mode]
    for median in re.findall(rf"a timed call's median ({NUMBER}) ms", said):
        assert median == summary[mode]["median ms"]
    for median in re.findall(rf"against ({NUMBER}) ms a timed call", said):
        assert median == summary[mode]["median ms"]
    assert " CPU per call" not in said and "kernels a call" not in said  # per call is the timed calls only


@pytest.mark.parametrize("session, mode", CASES)
def test_kernel_counts_agree_with_the_summary_and_each_other(session, mode):
    text = report_text(session)
    summary, said = table(text, "Summary ("), sections(text)[mode]
    if "kernels/step" not in summary[mode]:
        return  # a CPU session: no kernels
    kernels = {side: summary[side]["kernels/step"] for side in ("eager", mode)}
    verdict = re.search(rf"({GPU_OPS}) per step fused into ({GPU_OPS})", said)
    fused = re.search(
        r"\[ops-fused\] .*?; (kernel fusion|fusion at the dispatcher only): (.*?)(?= \[|$)", said
    )
    if verdict:
        assert (verdict[2], verdict[4]) == (kernels["eager"], kernels[mode])
        assert fused and fused[1] == "kernel fusion"  # the verdict's fusion is ops-fused's, same counts
        assert fused[2] == f"{verdict[3]} per step instead of {verdict[1]}"
    for replayed, of in re.findall(rf"replays? ({NUMBER}) of the step's ({NUMBER}) kernels", said):
        assert of == kernels[mode] and value(replayed) < value(of)


@pytest.mark.parametrize("session, mode", CASES)
def test_compile_time_is_the_table_it_comes_from(session, mode):
    text = report_text(session)
    summary, said = table(text, "Summary ("), sections(text)[mode]
    took = re.search(rf"compiling took ({NUMBER}) s", said)
    if took:
        torch = table(text, "What torch recorded")
        assert took[1] == torch[mode]["compile s (dynamo / aot / inductor / codegen)"].split(" ")[0]
    first = re.search(rf"the first call took ({NUMBER}) s", said)
    if first:
        assert first[1] == summary[mode]["first call s"]


# ---- a verdict stated once per mode


SPEED = re.compile(
    r"\d\.\d\dx (?:slower|faster) than|cannot be told apart|cannot be compared|ms per call against"
)


@pytest.mark.parametrize("session, mode", CASES)
def test_each_comparison_states_its_verdict_once(session, mode):
    said = sections(report_text(session))[mode]
    assert len(SPEED.findall(said)) == 1, said
    assert "within noise" not in said.split("To fix")[-1] or "[within-noise]" not in said
    assert said.count("no faster / slower verdict") <= 1


def test_the_noisy_cpu_session_says_cannot_be_told_apart_once():
    said = sections(report_text(DATA / "cpu_sessions" / "mlp_128"))["default"]
    assert said.startswith("default and eager cannot be told apart (0.326 ms against 0.271 ms per call)")
    assert "[within-noise]" not in said and "[noisy-timing] default's timed calls spread" in said
    assert "around a median" not in said  # the noise finding gives the spread, not the medians again


# ---- kernel counts from one function: a mode trading kernels for copies fused nothing


def metrics(kernels, memcpys=0, memsets=0, cpu=1000.0, busy=100.0):
    stat = lambda v: Stat(v, v, v, 5)  # noqa: E731
    m = SimpleNamespace(kernel_launches=stat(kernels), memcpy_count=stat(memcpys), memset_count=stat(memsets),
                        cpu_us=stat(cpu), gpu_busy_us=stat(busy))  # fmt: skip
    return SimpleNamespace(metrics=m)


def test_fewer_kernels_but_more_copies_is_no_fusion_in_either_sentence():
    """The vision transformer of the issue: 126 kernels -> 114 kernels + 24 memcpys. The verdict said
    "126 kernels a call fused into 114", ops-fused "still 138 GPU ops per step (was 126)"."""
    control, test = metrics(126), metrics(114, memcpys=24)
    inp = SimpleNamespace(test=test, control=control, test_step=None, control_step=None)
    reasons, numbers = win_reasons(inp)
    assert not any("fused" in reason for reason in reasons) and "test_kernels" not in numbers
    before, after = GpuOps(126), GpuOps(114, memcpys=24)
    assert fusion_text(before, after) == (
        "fusion at the dispatcher only: still 138 GPU ops (114 kernels + 24 memcpys) per step, against 126 kernels"
    )
    reasons, numbers = win_reasons(SimpleNamespace(test=metrics(100, 1), control=control, test_step=None,
                                                   control_step=None))  # fmt: skip
    assert "126 kernels per step fused into 101 GPU ops (100 kernels + 1 memcpy)" in reasons
    assert numbers["control_kernels"] == 126 and numbers["test_gpu_ops"] == 101


# ---- a layer met in some steps only: said so, never as a fraction of a call


def _steps_trace(path: Path, region_in_steps: set[int], compiled: bool = True) -> Path:
    """Five profiled steps; `compiled`: each with a TorchDynamo Cache Lookup (False: an eager trace)."""
    events = []
    for step in range(5):
        t = step * 10000.0
        events.append({"ph": "X", "cat": "user_annotation", "name": f"ProfilerStep#{step}", "pid": 1, "tid": 1,
                       "ts": t, "dur": 5000})  # fmt: skip
        if compiled:
            events.append({"ph": "X", "cat": "cpu_op", "name": "TorchDynamo Cache Lookup", "pid": 1, "tid": 1,
                           "ts": t + 10, "dur": 20})  # fmt: skip
        if step in region_in_steps:
            events.append({"ph": "X", "cat": "cpu_op", "name": "Torch-Compiled Region: 0/1", "pid": 1, "tid": 1,
                           "ts": t + 100, "dur": 2930.6})  # fmt: skip
        events.append({"ph": "X", "cat": "cpu_op", "name": "aten::add", "pid": 1, "tid": 1, "ts": t + 4000,
                       "dur": 50})  # fmt: skip
    path.write_text(__import__("json").dumps({"traceEvents": events}))
    return path


def test_a_layer_in_one_step_of_five_says_so(tmp_path):
    """issue 19: "Torch-Compiled Region 2930.6 x0.2" (an event in one step of five)."""
    report = diff.diff_traces(
        _steps_trace(tmp_path / "a.json", set(), compiled=False), _steps_trace(tmp_path / "b.json", {0})
    )
    (comparison,) = report.comparisons
    layers = next(f for f in comparison.findings if f.id == "compile-layers-overhead")
    assert "Torch-Compiled Region: <i>/<j> 2930.6 in 1 of 5 steps" in layers.message
    assert (
        "x0.2" not in layers.message and "TorchDynamo Cache Lookup 20.0)" in layers.message
    )  # every step, once
    # two compiled traces: the finding would blame what both run (issue 40); the layer table has each side
    both = diff.diff_traces(_steps_trace(tmp_path / "c.json", set()), _steps_trace(tmp_path / "d.json", {0}))
    assert "compile-layers-overhead" not in [f.id for f in both.comparisons[0].findings]
    region = next(layer for layer in comparison.layers if layer.kind == "compiled region")
    text = render_text(report, width=WIDE, full=True)
    assert (
        (region.test_steps_with, region.test_steps) == (1, 5)
        and "1 of 5 steps" in text
        and " 0.2\n" not in text
    )
