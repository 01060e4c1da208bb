"""perfetto.write_merged on sessions built from the real H200 traces: one process lane per mode, steps aligned.

`h200_session` (also used by tests/capture/test_html.py) writes a session folder around the fixture traces and
generated modules of tests/data/, so the merged trace and the report see real GPU lanes without a GPU.
"""

import json
import shutil
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect import perfetto
from compile_inspect.code import sources as codegen
from compile_inspect.errors import InspectError
from compile_inspect.session.model import (
    Environment,
    GraphCode,
    ModeRun,
    Options,
    Session,
    Target,
    Timing,
    load_session,
    save_session,
)
from compile_inspect.trace.reader import load_trace

DATA = Path(__file__).parent / "data"
# case -> mode -> (trace, cache dir holding its generated module, or None for eager)
CASES = {
    "matmul_add": {
        "eager": ("h200/matmul_add_4096_eager.json", None),
        "default": ("h200/matmul_add_4096_default.json", "h200_cache/cache_matmul_add_4096_default"),
        "reduce-overhead": (
            "h200/matmul_add_4096_reduce-overhead.json",
            "h200/cache_matmul_add_4096_reduce-overhead",
        ),
    },
    "square": {
        "eager": ("h200/square_4096_eager.json", None),
        "default": ("h200/square_4096_default.json", "h200_cache/cache_square_4096_default"),
    },
}
MEDIAN_MS = {"eager": 0.4, "default": 0.3, "reduce-overhead": 0.2}


def h200_session(root, case="matmul_add", spec=None, edit_trace=None, edit_source=None):
    """A saved session around the fixture traces of `case`; `edit_*` rewrite a trace's / module's text."""
    root = Path(root)
    runs = [
        _mode_run(root, mode, trace, cache, edit_trace, edit_source)
        for mode, (trace, cache) in CASES[case].items()
    ]
    session = Session(
        Target(spec or f"samples/{case}.py", case, (("size", "4096"),)),
        Options(),
        Environment(
            python="3.12.3", torch="2.11.0+cu130", triton="3.6.0", device="cuda", device_name="NVIDIA H200"
        ),
        tuple(runs),
        created="2026-01-01T00:00:00",
    )
    return save_session(session, root)


def _mode_run(root, mode, trace, cache, edit_trace, edit_source):
    (root / mode).mkdir(parents=True, exist_ok=True)
    text = (DATA / trace).read_text()
    (root / mode / "trace.json").write_text(edit_trace(text) if edit_trace else text)
    graphs = []
    for fx_hash, source in (codegen.sources_from_cache_dir(DATA / cache) if cache else {}).items():
        (root / mode / "code").mkdir(exist_ok=True)
        (root / mode / "code" / f"{fx_hash}.py").write_text(edit_source(source) if edit_source else source)
        graphs.append(GraphCode(fx_hash, f"{mode}/code/{fx_hash}.py"))
    median = MEDIAN_MS[mode]
    return ModeRun(
        mode,
        "ok",
        compile_seconds=None if mode == "eager" else 2.5,
        timing=Timing(median, median * 0.9, median * 1.2, 50, "cuda_events"),
        trace_file=f"{mode}/trace.json",
        graphs=tuple(graphs),
    )


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    return h200_session(tmp_path_factory.mktemp("h200") / "mm")


@pytest.fixture(scope="module")
def merged(session, tmp_path_factory):
    path = tmp_path_factory.mktemp("merged") / "merged.json"
    lanes = perfetto.write_merged([session], path)
    return path, lanes, json.loads(path.read_text())


def process_names(doc):
    return {
        e["pid"]: e["args"]["name"]
        for e in doc["traceEvents"]
        if e["ph"] == "M" and e["name"] == "process_name"
    }


def first_steps(doc):
    """pid -> ts of its first ProfilerStep."""
    starts = {}
    for event in doc["traceEvents"]:
        if event["ph"] == "X" and event["name"].startswith("ProfilerStep#"):
            starts[event["pid"]] = min(starts.get(event["pid"], event["ts"]), event["ts"])
    return starts


def test_one_named_process_lane_per_mode_in_mode_order(merged):
    _, lanes, doc = merged
    assert [lane.label for lane in lanes] == ["eager", "default", "reduce-overhead"]
    assert process_names(doc) == {1: "eager", 2: "default", 3: "reduce-overhead"}
    sort = {
        e["pid"]: e["args"]["sort_index"] for e in doc["traceEvents"] if e["name"] == "process_sort_index"
    }
    assert sort == {1: 0, 2: 1, 3: 2}
    assert {e["pid"] for e in doc["traceEvents"]} == {1, 2, 3}


def test_first_steps_start_at_the_same_time_and_relative_times_are_kept(merged, session):
    _, lanes, doc = merged
    starts = first_steps(doc)
    assert len(starts) == 3 and len(set(starts.values())) == 1
    origin = doc["otherData"]["compile_inspect"]["origin_us"]
    assert starts[1] == pytest.approx(origin) and min(e["ts"] for e in doc["traceEvents"] if "ts" in e) >= 0
    source = json.loads(session.trace_path("default").read_text())["traceEvents"]
    source_steps = sorted(e["ts"] for e in source if e.get("name", "").startswith("ProfilerStep#"))
    merged_steps = sorted(
        e["ts"] for e in doc["traceEvents"] if e["pid"] == 2 and e["name"].startswith("ProfilerStep#")
    )
    assert [t - merged_steps[0] for t in merged_steps] == pytest.approx(
        [t - source_steps[0] for t in source_steps]
    )


def test_gpu_streams_are_threads_of_their_mode(merged):
    _, _, doc = merged
    threads = {
        (e["pid"], e["tid"]): e["args"]["name"] for e in doc["traceEvents"] if e["name"] == "thread_name"
    }
    for pid in (1, 2, 3):
        kernels = {e["tid"] for e in doc["traceEvents"] if e["pid"] == pid and e.get("cat") == "kernel"}
        assert kernels and all(threads[(pid, tid)] == "GPU 0 stream 7" for tid in kernels)
        cpu = {e["tid"] for e in doc["traceEvents"] if e["pid"] == pid and e.get("cat") == "cpu_op"}
        assert cpu and not cpu & kernels and all(threads[(pid, tid)].startswith("thread ") for tid in cpu)


def test_flow_and_correlation_ids_do_not_collide_between_lanes(merged):
    _, _, doc = merged
    flows = {}
    for event in doc["traceEvents"]:
        if event.get("cat") == "ac2g":
            flows.setdefault(event["id"], set()).add(event["pid"])
    assert flows and all(len(pids) == 1 for pids in flows.values())
    correlation = {}
    for event in doc["traceEvents"]:
        if event.get("cat") == "kernel":
            correlation.setdefault(event["args"]["correlation"], set()).add(event["pid"])
    assert all(len(pids) == 1 for pids in correlation.values())


def test_our_own_reader_loads_the_merged_trace(merged):
    path, _, _ = merged
    trace = load_trace(path)
    assert trace.device_name == "NVIDIA H200"
    assert {pid for _, _, pid, *_ in trace.cpu.rows()} == {1, 2, 3} and {e.pid for e in trace.gpu_events} == {
        1,
        2,
        3,
    }
    assert trace.warnings == ()


def test_two_sessions_give_a_and_b_lanes_side_by_side_gzipped(session, tmp_path):
    other = h200_session(tmp_path / "b", case="square")
    lanes = perfetto.write_merged([session, other], tmp_path / "ab.json.gz")
    assert [lane.label for lane in lanes] == [
        "a:eager",
        "b:eager",
        "a:default",
        "b:default",
        "a:reduce-overhead",
    ]
    trace = load_trace(tmp_path / "ab.json.gz")
    assert {pid for _, _, pid, *_ in trace.cpu.rows()} == {1, 2, 3, 4, 5}


def test_a_mode_without_trace_is_left_out_and_no_trace_at_all_is_an_error(session, tmp_path):
    root = tmp_path / "s"
    shutil.copytree(session.root, root)
    (root / "default" / "trace.json").unlink()
    lanes = perfetto.write_merged([load_session(root)], tmp_path / "m.json")
    assert [lane.label for lane in lanes] == ["eager", "reduce-overhead"]
    for mode in ("eager", "reduce-overhead"):
        (root / mode / "trace.json").unlink()
    with pytest.raises(InspectError, match="no mode"):
        perfetto.write_merged([load_session(root)], tmp_path / "m.json")


def test_the_cli_writes_the_merged_trace(session, tmp_path, capsys):
    out = tmp_path / "merged.json"
    main(["diff", str(session.root), "--perfetto", str(out)])
    captured = capsys.readouterr()
    assert f"merged trace written to {out}" in captured.err and "eager -> default" in captured.out
    doc = json.loads(out.read_text())
    assert set(process_names(doc).values()) == {"eager", "default", "reduce-overhead"}
    assert len(set(first_steps(doc).values())) == 1
