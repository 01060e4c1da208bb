"""Hostile and broken traces read as what they are (issue 38 D5, D8, D18; trace/checks.py, trace/steps.py,
trace/reader.py; docs/trace-events.md "Trace checks").

Each case is a recorded H200 trace (3 profiler steps, each a cudaMemcpyAsync and a cuLaunchKernelEx with
their copy and GEMM) broken one way by hand: kernels before their launch, one correlation id on many
launch calls, overlapping profiler steps, correlation ids past 64 bits, a UTF-8 BOM. Before the checks
they gave a launch-to-start lag of -1,000,000 µs and a GPU idle 100% of every step, every kernel counted
once per launch call, three steps read as one with no word, and OverflowError tracebacks. Every recorded
trace in tests/data is sound: no check fires on any of them.
"""

import codecs
import copy
import gzip
import json
from pathlib import Path

import pytest

from compile_inspect.errors import TraceError
from compile_inspect.trace import checks
from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.checks import LinkCheck
from compile_inspect.trace.reader import is_perfetto, load_trace
from compile_inspect.trace.steps import OVERLAPPING

DATA = Path(__file__).parent / "data"
CLEAN = DATA / "h200" / "matmul_add_64_default.json"
GPU = ("kernel", "gpu_memcpy", "gpu_memset")
LEFT_OUT = "left out of the steps' GPU figures"


def _doc() -> dict:
    return copy.deepcopy(_CLEAN_DOC)


_CLEAN_DOC = json.loads(CLEAN.read_text())


def _written(tmp_path: Path, doc: dict, name: str = "broken.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return path


def _gpu_events(doc: dict) -> list[dict]:
    return sorted((e for e in doc["traceEvents"] if e.get("cat") in GPU), key=lambda e: e["ts"])


def _per_step(analysis) -> list[tuple]:
    return [
        (m.kernel_launches, m.memcpy_count, m.launch_lag_us, m.gpu_idle_share) for m in analysis.step_metrics
    ]


CLEAN_ANALYSIS = analyze_trace(CLEAN)


# ---- GPU events before their launch


def test_a_kernel_a_second_before_its_launch_is_left_out_and_said(tmp_path):
    doc = _doc()
    kernel = next(e for e in _gpu_events(doc) if e["cat"] == "kernel")  # the first step's GEMM
    kernel["ts"] -= 1_000_000
    analysis = analyze_trace(_written(tmp_path, doc))
    assert analysis.warnings == (
        "1 GPU events start before the call that launched them (by up to 1000.0 ms), which cannot be "
        f"(edited timestamps or clocks): {LEFT_OUT}",
    )
    first, *others = _per_step(analysis)
    assert first[:2] == (0, 1) and first[2] >= 0 and 0 <= first[3] <= 1  # the copy alone, a real lag
    assert others == _per_step(CLEAN_ANALYSIS)[1:]
    assert {row.name: row.count for row in analysis.kernels}["nvjet_sm90_tst_64x8_64x16_1x4_h_badd_NNT"] == 2


def test_every_gpu_event_before_its_launch_gives_no_lag_and_no_idle_share(tmp_path):
    doc = _doc()
    for event in _gpu_events(doc):
        event["ts"] -= 1_000_000
    analysis = analyze_trace(_written(tmp_path, doc))
    assert analysis.index.link_check.early_events == 6
    assert _per_step(analysis) == [(0, 0, None, None)] * 3  # was -999,983 µs and an idle share of 100%
    assert analysis.metrics.launch_lag_us is None and analysis.metrics.gpu_idle_share is None
    assert analysis.kernels == ()


# ---- one correlation id on several launch calls


def test_one_correlation_id_on_every_event_links_nothing_and_is_said(tmp_path):
    doc = _doc()
    for event in doc["traceEvents"]:
        if "correlation" in (event.get("args") or {}):
            event["args"]["correlation"] = 7
    analysis = analyze_trace(_written(tmp_path, doc))
    assert analysis.warnings == (
        "7 launch calls share 1 correlation id(s), which a profiler gives each call alone (a merged or "
        f"edited trace): their 6 GPU events cannot be told apart, {LEFT_OUT}",
    )
    assert _per_step(analysis) == [(0, 0, None, None)] * 3  # was 6 kernels and 6 copies a step for 1 and 1


def test_two_launch_calls_sharing_an_id_leave_the_other_steps_as_they_were(tmp_path):
    doc = _doc()
    for event in doc["traceEvents"]:
        if (event.get("args") or {}).get("correlation") == 45:  # the first step's GEMM and its launch
            event["args"]["correlation"] = 33  # the first step's copy's id
    analysis = analyze_trace(_written(tmp_path, doc))
    assert analysis.index.link_check == LinkCheck(shared_ids=1, shared_calls=2, shared_events=2)
    assert _per_step(analysis)[0][:3] == (0, 0, None)
    assert _per_step(analysis)[1:] == _per_step(CLEAN_ANALYSIS)[1:]
    assert analysis.warnings[0].startswith("2 launch calls share 1 correlation id(s)")


# ---- overlapping profiler steps


def test_overlapping_profiler_steps_are_one_step_and_said(tmp_path):
    doc = _doc()
    steps = [e for e in doc["traceEvents"] if str(e.get("name", "")).startswith("ProfilerStep#")]
    start, end = min(e["ts"] for e in steps), max(e["ts"] + e["dur"] for e in steps)
    for k, step in enumerate(steps):
        step["ts"], step["dur"] = start + k, end - start - k
    analysis = analyze_trace(_written(tmp_path, doc))
    assert [step.name for step in analysis.steps] == ["ProfilerStep#2"]
    assert [(r.name, r.reason) for r in analysis.step_choice.rejected] == [
        ("ProfilerStep#3", OVERLAPPING),
        ("ProfilerStep#4", OVERLAPPING),
    ]
    assert analysis.warnings == (
        "2 profiler step(s) start inside another (ProfilerStep#3, ProfilerStep#4): torch.profiler never "
        "writes overlapping steps (a merged or edited trace); each is counted in the step it starts in",
    )


# ---- correlation ids past 64 bits


@pytest.mark.parametrize("hostile", [2**80, 2**64, 2**63, -(2**63) - 1])
def test_a_correlation_id_past_64_bits_is_no_id_with_a_warning(hostile, tmp_path):
    doc = _doc()
    for event in doc["traceEvents"]:
        if (event.get("args") or {}).get("correlation") == 45:  # a launch call and its kernel
            event["args"]["correlation"] = hostile
    trace = load_trace(_written(tmp_path, doc))  # OverflowError: Python int too large to convert to C long
    assert trace.warnings == (
        "2 events have a correlation id past 64 bits (the profiler's are 32-bit): read as no id",
    )
    assert -1 in trace.gpu_events.correlation_ids().tolist()
    assert _per_step(analyze_trace(trace))[1:] == _per_step(CLEAN_ANALYSIS)[1:]


# ---- a UTF-8 BOM, a Perfetto trace


@pytest.mark.parametrize("gzipped", [False, True])
def test_a_utf8_bom_is_read_past(gzipped, tmp_path):
    data = codecs.BOM_UTF8 + CLEAN.read_bytes()
    path = tmp_path / ("bom.json.gz" if gzipped else "bom.json")
    path.write_bytes(gzip.compress(data) if gzipped else data)
    assert load_trace(path).same_events(
        load_trace(CLEAN)
    )  # was "not UTF-8 text (an invalid byte at offset 0)"


def test_a_bad_byte_after_a_bom_is_named_at_its_offset_in_the_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(codecs.BOM_UTF8 + b'{"traceEvents": [\xff]}')
    with pytest.raises(TraceError) as error:
        load_trace(path)
    assert str(error.value) == "bad.json is not UTF-8 text (an invalid byte at offset 20); JSON must be"


PACKETS = (
    bytes([0x0A, 14]) + b"\x08\x96\x01\xff\xfe\x10\x01\x18\x02\x20\x03\x28\x04\xc8" + b"\x0a\x03\x08\x01\xff"
)


@pytest.mark.parametrize("name", ["trace.pftrace", "trace.json", "trace.perfetto-trace"])
def test_a_perfetto_trace_is_named_with_how_to_get_json(name, tmp_path):
    path = tmp_path / name
    path.write_bytes(PACKETS)
    with pytest.raises(TraceError) as error:
        load_trace(path)
    assert str(error.value) == (  # was "not UTF-8 text (an invalid byte at offset 5)"
        f"{name} is a Perfetto trace (protobuf), not a Chrome JSON trace: convert it with Perfetto's "
        f"traceconv (`traceconv json {name} trace.json`), or save the profile as JSON from torch.profiler "
        "(prof.export_chrome_trace('trace.json'), or tensorboard_trace_handler)"
    )


@pytest.mark.parametrize("text", [b'\n{"traceEvents": [', b"\nnot json at all, and no protobuf", b"\x0a"])
def test_json_and_text_opening_with_a_newline_are_not_perfetto(text, tmp_path):
    path = tmp_path / "t.json"
    path.write_bytes(text)
    assert not is_perfetto(path)


# ---- the sound traces: no alarm


def _recorded_traces() -> list[Path]:
    found = []
    for path in sorted(DATA.glob("**/*.json*")):
        if path.name == "session.json" or "golden" in path.parts or path.suffix not in (".json", ".gz"):
            continue
        data = path.read_bytes()
        if b"traceEvents" in (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)[:4096]:
            found.append(path)
    return found


@pytest.mark.parametrize("path", _recorded_traces(), ids=lambda p: str(p.relative_to(DATA)))
def test_no_check_fires_on_a_recorded_trace(path):
    analysis = analyze_trace(path)
    assert analysis.index.link_check == LinkCheck()
    assert not [r for r in analysis.step_choice.rejected if r.reason == OVERLAPPING]
    assert [check.said for check in analysis.checks if not check.ok] == []  # issue 41: zero alarms


# ---- issue 41: what a trace can support, each check fired by a copy broken for it


def _launches(doc: dict) -> list[dict]:
    return [e for e in doc["traceEvents"] if e.get("name") in ("cuLaunchKernelEx", "cudaLaunchKernel")]


def _broken_for(check: str, doc: dict) -> dict:
    gpu = _gpu_events(doc)
    if check == checks.CPU_LINKS:  # the launch calls gone: their kernels have no CPU link
        launch_ids = {e["args"]["correlation"] for e in _launches(doc)}
        doc["traceEvents"] = [e for e in doc["traceEvents"] if e not in _launches(doc)]
        assert launch_ids
    elif check == checks.LAUNCH_ORDER:  # a kernel a second before its launch
        gpu[-1]["ts"] -= 1_000_000
    elif check == checks.LAUNCHED_WORK:  # the GPU work of the launches gone, the launches kept
        kernels = [e for e in gpu if e["cat"] == "kernel"]
        doc["traceEvents"] = [e for e in doc["traceEvents"] if e not in kernels]
    elif check == checks.STREAM_ORDER:  # the last GPU event moved into the one before it, one stream
        before = [e for e in gpu if e["tid"] == gpu[-1]["tid"]][-2]
        shift = gpu[-1]["ts"] - (before["ts"] + before["dur"] / 2)
        gpu[-1]["ts"] -= shift
        for launch in (
            e
            for e in doc["traceEvents"]
            if e.get("args", {}).get("correlation") == gpu[-1]["args"]["correlation"]
            and e.get("cat") != gpu[-1]["cat"]
        ):
            launch["ts"] = min(launch["ts"], gpu[-1]["ts"] - 1)  # still after its launch
    elif check == checks.WHOLE_STEPS:  # a second step starting inside the first
        step = next(e for e in doc["traceEvents"] if str(e.get("name", "")).startswith("ProfilerStep#"))
        doc["traceEvents"].append(dict(step, name="ProfilerStep#99", ts=step["ts"] + 1, dur=step["dur"] / 2))
    return doc


CHECKS = (
    checks.CPU_LINKS,
    checks.LAUNCH_ORDER,
    checks.LAUNCHED_WORK,
    checks.STREAM_ORDER,
    checks.WHOLE_STEPS,
)


@pytest.mark.parametrize("check", CHECKS)
def test_each_check_fires_on_a_copy_broken_for_it_and_only_it_fails_there(check, tmp_path):
    assert all(found.ok for found in CLEAN_ANALYSIS.checks) and {
        c.name for c in CLEAN_ANALYSIS.checks
    } == set(CHECKS)
    analysis = analyze_trace(_written(tmp_path, _broken_for(check, _doc())))
    failed = {found.name: found.said for found in analysis.checks if not found.ok}
    assert check in failed, [found for found in analysis.checks]


def test_a_finding_resting_on_a_failed_check_is_withheld_and_the_report_says_why_first(tmp_path):
    """Kernels dropped (CUPTI, pytorch/pytorch#192021): their GPU figures would read an idle GPU."""
    from compile_inspect.compare import diff
    from compile_inspect.render.text import render_text

    broken = _written(tmp_path, _broken_for(checks.LAUNCHED_WORK, _doc()))
    clean = diff.diff_traces(CLEAN, CLEAN)
    report = diff.diff_traces(CLEAN, broken)
    clean_ids = {f.id for f in clean.comparisons[0].findings}
    found = {f.id: f for f in report.comparisons[0].findings}
    assert "withheld" not in clean_ids and "withheld" in found
    held = found["withheld"].evidence["findings"]
    assert (
        held and not set(held) & set(found) and checks.LAUNCHED_WORK in found["withheld"].evidence["checks"]
    )
    text = render_text(report, width=100)
    assert text.index("What the traces cannot support") < text.index("->")
    assert "kernel launches in the steps have no GPU work in the trace" in text
    assert "trace_checks" in report.to_dict() and "What the traces cannot support" not in render_text(clean)
