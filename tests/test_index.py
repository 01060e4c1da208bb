"""The columnar index and the analysis against the reference implementation, event by event, on
every recorded trace (H200 CUDA sessions and fixtures, CPU and CUDA training traces) and on
hypothesis-mutated ones."""

import gzip
import json
from pathlib import Path

import msgspec
import msgspec.structs
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import Reference, events_of, reference_events
from test_trace_fuzz import mutated_trace

from compile_inspect.errors import TraceError
from compile_inspect.trace import index as index_module
from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.events import GPU_CATEGORIES
from compile_inspect.trace.index import KINDS
from compile_inspect.trace.model import LayerKind, TraceEvent
from compile_inspect.trace.reader import load_trace

DATA = Path(__file__).parent / "data"


def _recorded_traces() -> list[Path]:
    found = []
    for path in sorted(DATA.glob("**/*.json*")):
        if path.name == "session.json" or "golden" in path.parts or path.suffix not in (".json", ".gz"):
            continue
        if b"traceEvents" in _read(path)[:4096]:
            found.append(path)
    return found


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


TRACES = _recorded_traces()


def test_the_corpus_has_cpu_and_cuda_traces():
    names = [str(p.relative_to(DATA)) for p in TRACES]
    assert len(TRACES) >= 30
    assert any("training" in name for name in names) and any("h200_sessions" in name for name in names)


@pytest.mark.parametrize("path", TRACES, ids=lambda p: str(p.relative_to(DATA)))
def test_index_equals_the_reference_event_by_event(path):
    reference = Reference(*reference_events(json.loads(_read(path))))
    _assert_same(analyze_trace(path), reference)


def _assert_same(analysis, reference: Reference) -> None:
    index = analysis.index
    assert [index.names[c] for c in index.name.tolist()] == [e["name"] for e in reference.events]
    assert index.ts.tolist() == [e["ts"] for e in reference.events]
    assert [KINDS[k] for k in index.kind.tolist()] == reference.kind
    assert index.parent.tolist() == reference.parent
    assert index.subtree_end.tolist() == reference.end
    assert index.self_us.tolist() == pytest.approx(reference.self_us, abs=1e-9)
    assert [(s.name, s.ts, s.dur) for s in analysis.steps] == [step[:3] for step in reference.steps]
    for step_no, step in enumerate(reference.steps):
        assert index.step_members(step_no).tolist() == step[3]
    assert [m.to_dict() for m in analysis.step_metrics] == _approx_all(
        reference.step_metrics(), _time_ulp(reference)
    )
    layers = {
        layer.kind: (round(layer.calls_per_step * len(analysis.steps)), layer.self_us.median)
        for layer in analysis.layers
    }
    assert layers == _approx_pairs(reference.layer_calls())
    kernels = {row.name: (row.count, row.total_us) for row in analysis.kernels}
    assert kernels == _approx_pairs(reference.kernel_totals())
    _assert_same_choice(analysis, reference)
    costs = [dict(name=c.name, step=c.step, ts=c.ts, dur=c.dur, typical_us=c.typical_us, calls=c.calls,
                  gpu_idle_us=c.gpu_idle_us) for c in analysis.one_off_costs]  # fmt: skip
    assert costs == _approx_all(reference.one_off_costs(), _time_ulp(reference))


_REASON_KEYS = {
    "another process": "another process",
    "spans": "spanning",
    "one of": "flood",
    "torch's own": "torch's own",
    "empty": "empty",
    "tiny": "tiny",
    "starts inside": "overlap",
}


def _assert_same_choice(analysis, reference: Reference) -> None:
    """The same source, and the same candidates rejected for the same kind of reason."""
    choice = analysis.step_choice
    assert choice.source == reference.source
    assert choice.used == tuple(step[0] for step in reference.steps)
    keys = [
        next(key for prefix, key in _REASON_KEYS.items() if r.reason.startswith(prefix))
        for r in choice.rejected
    ]
    assert sorted(zip((r.name for r in choice.rejected), (r.ts for r in choice.rejected), keys)) == sorted(
        reference.rejected
    )


def _approx_pairs(mapping: dict) -> dict:
    return {key: (count, pytest.approx(value)) for key, (count, value) in mapping.items()}


def _approx_all(rows: list[dict], ulp: float = 0.0) -> list:
    return [
        {
            key: value if value is None or isinstance(value, str) else pytest.approx(value, rel=1e-6, abs=ulp)
            for key, value in row.items()
        }
        for row in rows
    ]


def _time_ulp(reference: Reference) -> float:
    """The rounding a sum of time differences may carry: at timestamps of 5e12 µs one float64 step is
    0.001 µs, so two correct unions summed in another order of ties differ there (a mutated trace found it)."""
    times = [abs(e["ts"]) + abs(e["dur"]) for e in [*reference.events, *reference.gpu]]
    return 64 * 2.3e-16 * max(times, default=0.0)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mutated_trace())
def test_index_equals_the_reference_on_mutated_traces(data, tmp_path):
    path = tmp_path / "mutated.json"
    path.write_bytes(data)
    try:
        trace = load_trace(path)
    except TraceError:
        return
    _assert_same(analyze_trace(trace), Reference(*events_of(trace)))


_CATEGORIES = {
    "ProfilerStep#1": "user_annotation",
    "fwd": "user_annotation",
    "run": "user_annotation",
    "Optimizer.step#SGD.step": "user_annotation",
    "cudaLaunchKernel": "cuda_runtime",
    "cudaMalloc": "cuda_runtime",
    "k": "kernel",
    "Stream Sync": "cuda_sync",
}
_NAMES = st.sampled_from(list(_CATEGORIES) + ["aten::mm", "aten::add"])


@st.composite
def random_trace(draw):
    """Small traces of integer times: ties, zero durations, events starting at another's end, a
    second process, torch's own annotations, GPU-lane syncs, and a few calls long enough (>= 1 ms)
    to be one-off costs or to span the trace."""
    events = []
    for _ in range(draw(st.integers(0, 40))):
        name = draw(_NAMES)
        cat = _CATEGORIES.get(name, "cpu_op")
        dur = draw(st.one_of(st.integers(0, 6), st.sampled_from([1500, 3000])))
        on_device = cat in ("kernel", "cuda_sync")
        event = {
            "ph": "X",
            "cat": cat,
            "name": name,
            "pid": 0 if on_device else draw(st.sampled_from([1, 1, 1, 2])),
            "ts": draw(st.integers(0, 20)),
            "dur": dur,
            "tid": draw(st.integers(1, 2)),
            "args": {"correlation": draw(st.integers(1, 4))},
        }
        events.append(event)
    return {"traceEvents": events}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=random_trace())
def test_index_equals_the_reference_on_random_small_traces(doc, tmp_path):
    path = tmp_path / "random.json"
    path.write_text(json.dumps(doc))
    try:
        trace = load_trace(path)
    except TraceError:
        return
    _assert_same(analyze_trace(trace), Reference(*reference_events(doc)))


@pytest.mark.parametrize("path", [p for p in TRACES if "h200" in str(p) or "h100" in str(p)][:12], ids=str)
def test_gpu_events_matching_are_the_built_subtrees_gpu_events(path):
    """The GPU events under each node, read off the columns, are the events of the node's built subtree
    (`ChainNode.gpu_events`), for every op name and for the compiled graph calls."""
    index = analyze_trace(path).index
    names = [index.names[c] for c in set(index.name[index.member].tolist())]
    assert names
    for name in names:
        built = [list(node.gpu_events()) for node in index.nodes_matching(name=name)]
        assert index.gpu_events_matching(name=name) == built, name
    built = [list(node.gpu_events()) for node in index.nodes_matching(kind=LayerKind.GRAPH_CALL)]
    assert index.gpu_events_matching(kind=LayerKind.GRAPH_CALL) == built


def _sorted_columns(starts: list, durations: list, threads: list):
    """(ts, end, thread bounds) of events given in any order, sorted as the index sorts them."""
    ts, dur, thread = np.array(starts, float), np.array(durations, float), np.array(threads, np.int32)
    order = index_module._nesting_order(ts, dur, thread)
    return ts[order], (ts + dur)[order], index_module.run_bounds(thread[order])


def _nest_both(starts: list, durations: list, threads: list):
    """(vectorised, stack) nesting of the events."""
    columns = _sorted_columns(starts, durations, threads)
    return index_module._nest(*columns), index_module._nest_by_stack(*columns)


def _assert_same_nesting(vector, stack) -> None:
    for got, expected in zip(vector, stack):
        assert got.tolist() == expected.tolist()


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 40), st.integers(0, 15), st.integers(0, 2)), min_size=0, max_size=60)
)
def test_vectorised_nesting_equals_the_stack_on_overlapping_events(events):
    """Pointer jumping gives the stack's parents, depths and subtree ends, partial overlaps, equal starts,
    zero durations and several threads included."""
    starts, durations, threads = (list(column) for column in zip(*events)) if events else ([], [], [])
    _assert_same_nesting(*_nest_both(starts, durations, threads))


@pytest.mark.parametrize("depth", [100, 600])
def test_nesting_past_the_vector_limits_takes_the_stack_and_agrees(depth, monkeypatch):
    """A chain nested `depth` deep, then siblings after it: past _MAX_JUMPS rounds (100) or
    _MAX_VECTOR_DEPTH levels (600) the stack answers; the answer is the same either way."""
    starts = [float(level) for level in range(depth)] + [depth * 3.0 + k for k in range(5)]
    durations = [2.0 * (depth - level) for level in range(depth)] + [0.5] * 5
    vector, stack = _nest_both(starts, durations, [0] * len(starts))
    _assert_same_nesting(vector, stack)
    assert vector[1].max() == depth - 1
    used = []
    monkeypatch.setattr(index_module, "_nest_by_stack", lambda *a: used.append(1) or stack)
    index_module._nest(*_sorted_columns(starts, durations, [0] * len(starts)))
    assert used == [1]


def _file_gpu_events(doc) -> list[TraceEvent]:
    """The file's GPU work events decoded one by one as structs (no columns), a quoted size made a number,
    in start order (stable): what `Trace.gpu_events` held before it became columns."""
    raw = doc["traceEvents"] if isinstance(doc, dict) else doc
    found = []
    for event in raw:
        if event.get("ph") != "X" or event.get("cat") not in GPU_CATEGORIES:
            continue
        decoded = msgspec.convert(event, TraceEvent)
        args = decoded.args
        if args is not None and isinstance(args.bytes, str):
            args = msgspec.structs.replace(args, bytes=int(args.bytes) if args.bytes.isdigit() else None)
            decoded = msgspec.structs.replace(decoded, args=args)
        found.append(decoded)
    return sorted(found, key=lambda event: event.ts)


@pytest.mark.parametrize(
    "path", [p for p in TRACES if b'"kernel"' in _read(p) or b"gpu_memcpy" in _read(p)], ids=str
)
def test_gpu_event_columns_give_back_the_files_events(path):
    """Every GPU event built from the columns equals the event decoded straight from the file: name,
    category, lane, times and every argument (CUDA sessions and fixtures, ROCm's quoted sizes)."""
    events = load_trace(path).gpu_events
    expected = _file_gpu_events(json.loads(_read(path)))
    assert len(events) == len(expected) > 0
    assert list(events) == expected
    assert events[-1] == expected[-1] and events[:2] == expected[:2]
    assert events.correlation_ids().tolist() == [
        -1 if e.args is None or e.args.correlation is None else e.args.correlation for e in expected
    ]


def test_the_rocm_trace_gpu_events_come_back_from_columns():
    path = DATA / "foreign" / "rocm_mi300x.json"
    events = load_trace(path).gpu_events
    assert list(events) == _file_gpu_events(json.loads(path.read_text()))
    assert any(isinstance(e.args.bytes, int) for e in events if e.args is not None)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(-(2**40), 2**40), max_size=30),
    st.lists(st.integers(-(2**40), 2**40), max_size=30),
    st.lists(st.integers(-3, 3), max_size=10),
)
def test_membership_in_sorted_ids_agrees_with_isin(distinct, far, near):
    """The launch calls whose GPU work is in the trace are found by a binary search into the sorted GPU
    correlation ids (index._in_sorted): the same answer as np.isin, ids past 2**31 and empty ones too."""
    ids = np.unique(np.array(distinct + near, dtype=np.int64))
    values = np.array(far + near + distinct[:3], dtype=np.int64)
    assert np.array_equal(index_module._in_sorted(ids, values), np.isin(values, ids))
