"""One collective detector (trace/collectives.py, events.collective): the communication finding and the rank
report read the same traces and count the same collectives a step, and both match a plain-Python count on
the raw events (json, no compile_inspect)."""

import gzip
import json
import statistics
from pathlib import Path

import pytest

from compile_inspect.compare import ranks
from compile_inspect.compare.loading import load_trace
from compile_inspect.findings import communication, find
from compile_inspect.trace import collectives, events

DATA = Path(__file__).parent / "data"
RANK_TRACES = sorted((DATA / "ranks").glob("*/rank*.json.gz"))
NCCL_TRACES = sorted((DATA / "training_extra").glob("nccl_*.json"))
MULTI_RANK = DATA / "multi_rank" / "square_64"
# Collectives a step, as the fixtures' READMEs say they were recorded / built.
DOCUMENTED = {
    "ddp_eager": 3,
    "ddp_compiled": 3,
    "manual_eager": 26,
    "manual_compiled": 26,
    "nccl_exposed": 3,
    "nccl_bucketed_overlapped": 3,
    "nccl_unbucketed": 40,
    "mtia": 1,
}

# ---- the reference: raw events, plain Python ----

RUNTIME = ("cuda_runtime", "cuda_driver", "mtia_runtime")
DEVICE_COLLECTIVE = ("ncclDevKernel_", "ncclKernel_", "hccl::")
CPU_COLLECTIVE = ("gloo:", "nccl:")


def raw(path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt") as file:
        return [e for e in json.load(file)["traceEvents"] if e.get("ph") == "X" and "dur" in e]


def inside(e, step):
    return e["pid"] == step["pid"] and step["ts"] <= e["ts"] < step["ts"] + step["dur"]


def reference_per_step(path):
    """Collectives a profiler step: device collectives launched in it where the trace has any, else the
    process groups' spans starting in it."""
    evs = raw(path)
    steps = sorted((e for e in evs if e["name"].startswith("ProfilerStep#")), key=lambda e: e["ts"])
    device = [
        e
        for e in evs
        if e["cat"] in ("kernel", "mtia_ccp_events") and e["name"].startswith(DEVICE_COLLECTIVE)
    ]
    if device:
        launched = [
            {e["args"]["correlation"] for e in evs if e["cat"] in RUNTIME and inside(e, s)} for s in steps
        ]
        return [sum(e["args"]["correlation"] in ids for e in device) for ids in launched], "gpu"
    spans = [e for e in evs if e["name"].startswith(CPU_COLLECTIVE)]
    return [sum(inside(e, s) for e in spans) for s in steps], "cpu" if spans else "none"


# ---- the two readers ----


def rank_report_per_step(mode):
    per_step, source = ranks.step_collectives(mode)
    return [len(step.names) for step in per_step], source


def communication_per_step(index):
    figures = communication.step_figures(index, collectives.step_collectives(index))
    return None if figures is None else [step["collectives"] for step in figures]


def multi_rank_modes():
    sets, _ = ranks.session_rank_sets(MULTI_RANK, ranks.rank_sessions(MULTI_RANK))
    return [(run.trace.path, run.mode) for rank_set in sets for run in rank_set.runs]


@pytest.mark.parametrize("path", [*RANK_TRACES, *NCCL_TRACES, DATA / "foreign" / "mtia.json"], ids=str)
def test_both_readers_count_the_collectives_of_each_step_as_the_raw_events_do(path):
    expected, source = reference_per_step(path)
    label = path.parent.name if path.parent.parent.name == "ranks" else path.name.split(".")[0]
    assert set(expected) == {DOCUMENTED[label]}  # the reference agrees with how the fixture was made
    mode = load_trace(path, "rank0")
    assert rank_report_per_step(mode) == (expected, source)
    assert communication_per_step(mode.analysis.index) == expected
    finding = next((f for f in find(mode.analysis) if f.id == "communication"), None)
    if finding is not None:  # it fires on un-bucketed or exposed communication only
        assert finding.evidence["collectives_per_step"] == statistics.median(expected)


def test_a_session_without_collectives_has_none_for_either_reader():
    found = multi_rank_modes()
    assert len(found) == 4  # 2 ranks x (eager, default)
    for path, mode in found:
        expected, source = reference_per_step(path)
        assert source == "none" and set(expected) == {0} and len(expected) == len(mode.analysis.steps)
        assert rank_report_per_step(mode) == (expected, "none")
        assert communication_per_step(mode.analysis.index) is None
        assert "communication" not in {f.id for f in find(mode.analysis)}


def test_the_rank_report_now_sees_mtia_collectives():
    """hccl:: device events were the finding's only: the rank report read `none` and matched nothing."""
    path = DATA / "foreign" / "mtia.json"
    report = ranks.rank_report(ranks.load_ranks([ranks.RankTrace(0, path, "file name")]))
    assert (report.ranks[0].collectives, report.ranks[0].comm_source) == (1, "gpu")
    assert report.ranks[0].comm_ms == pytest.approx(0.09)  # the 90 µs hccl::all_reduce a step


@pytest.mark.parametrize(
    "cat, name, expected",
    [
        ("kernel", "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*, unsigned long, ncclWork*)",
         ("nccl", True, "AllReduce")),
        ("kernel", "ncclKernel_AllReduce_RING_LL_Sum_float(ncclWorkElem)", ("nccl", True, "AllReduce")),
        ("mtia_ccp_events", "hccl::all_reduce", ("hccl", True, "all_reduce")),
        ("user_annotation", "gloo:all_reduce", ("gloo", False, "all_reduce")),
        ("user_annotation", "nccl:all_reduce", ("nccl", False, "all_reduce")),
        ("cpu_op", "c10d::allreduce_", None),  # the caller's enqueue, not the collective
        ("cpu_op", "record_param_comms", None),  # the profiler's metadata op around one
        ("gpu_memcpy", "ncclDevKernel_named_like_a_kernel", None),  # not a kernel
        ("kernel", "triton_poi_fused_add_0", None),
    ],
)  # fmt: skip
def test_what_a_collective_is(cat, name, expected):
    assert events.collective(cat, name) == (events.Collective(*expected) if expected else None)


def test_only_an_nccl_span_does_not_time_its_exchange():
    timed = {name: events.collective(cat, name).timed for cat, name in [
        ("kernel", "ncclDevKernel_AllReduce"), ("mtia_ccp_events", "hccl::all_reduce"),
        ("user_annotation", "gloo:all_reduce"), ("user_annotation", "nccl:all_reduce")]}  # fmt: skip
    assert timed == {
        "ncclDevKernel_AllReduce": True,
        "hccl::all_reduce": True,
        "gloo:all_reduce": True,
        "nccl:all_reduce": False,
    }
