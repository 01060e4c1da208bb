"""trace.load_trace on real H200 traces and on every kind of bad input."""

import gzip
import json
from pathlib import Path

import pytest

from compile_inspect.errors import TraceError
from compile_inspect.trace.reader import load_trace

DATA = Path(__file__).parent / "data" / "h200"
DEFAULT = DATA / "matmul_add_4096_default.json"


def _naive_cpu_events(path):
    events = json.loads(path.read_text())["traceEvents"]
    return [
        e
        for e in events
        if e.get("ph") == "X"
        and isinstance(e.get("pid"), int)
        and e.get("pid") >= 0
        and e.get("cat") not in ("gpu_user_annotation", "Trace", "kernel", "gpu_memcpy", "gpu_memset")
    ]


def _naive_counts(path):
    events = json.loads(path.read_text())["traceEvents"]
    gpu = [e for e in events if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")]
    return len(_naive_cpu_events(path)), len(gpu)


@pytest.mark.parametrize("path", sorted(DATA.glob("**/*.json")), ids=lambda p: p.name)
def test_counts_match_a_naive_parse(path):
    trace = load_trace(path)
    assert (len(trace.cpu), len(trace.gpu_events)) == _naive_counts(path)
    assert trace.device_name == "NVIDIA H200"
    assert trace.warnings == ()
    assert [row[4] for row in trace.cpu.rows()] == [e["ts"] for e in _naive_cpu_events(path)]  # file order


def test_fields_kept_from_a_kernel_event():
    trace = load_trace(DEFAULT)
    gemm = next(e for e in trace.gpu_events if e.cat == "kernel")
    assert gemm.name == "nvjet_sm90_tst_256x128_64x4_1x2_h_badd_coopA_NNT"
    assert gemm.args.grid == (2, 66, 1) and gemm.args.block == (384, 1, 1)
    assert gemm.args.registers == 168 and gemm.args.shared_memory == 213188
    assert gemm.args.correlation == 47 and gemm.dur == pytest.approx(177.408)
    memcpy = next(e for e in trace.gpu_events if e.cat == "gpu_memcpy")
    assert memcpy.args.bytes == 33554432


def test_gzip_reads_the_same(tmp_path):
    packed = tmp_path / "t.json.gz"
    packed.write_bytes(gzip.compress(DEFAULT.read_bytes()))
    assert load_trace(packed).cpu.rows() == load_trace(DEFAULT).cpu.rows()


def test_a_bare_event_array_is_a_trace(tmp_path):
    events = json.loads(DEFAULT.read_text())["traceEvents"]
    path = tmp_path / "array.json"
    path.write_text(json.dumps(events))
    assert len(load_trace(path).gpu_events) == 9


def _write(tmp_path, text, name="t.json"):
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


@pytest.mark.parametrize(
    "content, message",
    [
        ("this is not json", "not JSON"),
        ("", "empty"),
        ('{"traceEvents": [{"ph": "X", "name": "a", "ts": 1, "dur": 2, "pid": 1, "tid": 1}', "not JSON"),
        ('{"schemaVersion": 1}', "not a Chrome trace"),
        ("[1, 2, 3]", "no complete"),
        ('{"traceEvents": []}', "no complete"),
        ('{"traceEvents": [{"ph": "M", "name": "process_name", "pid": 1}]}', "no complete"),
        ('"a string"', "not a Chrome trace"),
    ],
)
def test_bad_input_raises_trace_error(tmp_path, content, message):
    with pytest.raises(TraceError, match=message):
        load_trace(_write(tmp_path, content))


def test_truncated_gzip(tmp_path):
    packed = gzip.compress(DEFAULT.read_bytes())
    with pytest.raises(TraceError, match="truncated gzip"):
        load_trace(_write(tmp_path, packed[: len(packed) // 2], "t.json.gz"))


def test_missing_file(tmp_path):
    with pytest.raises(TraceError, match="cannot read"):
        load_trace(tmp_path / "absent.json")


def _events(*extra):
    base = [{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 0, "dur": 10}]
    return json.dumps({"traceEvents": base + list(extra)})


def test_wrong_types_drop_only_what_is_wrong(tmp_path):
    text = _events(
        {"ph": "X", "cat": "cpu_op", "name": "bad", "pid": 1, "tid": 1, "ts": "soon", "dur": 1},
        {
            "ph": "X",
            "cat": "kernel",
            "name": "k",
            "pid": 0,
            "tid": 7,
            "ts": 1,
            "dur": 2,
            "args": {"correlation": 5, "grid": "wide"},
        },
    )
    trace = load_trace(_write(tmp_path, text))
    assert [row[0] for row in trace.cpu.rows()] == ["aten::mm"]
    assert trace.gpu_events[0].args.correlation == 5 and trace.gpu_events[0].args.grid is None
    assert any("wrong type" in w for w in trace.warnings)


def test_negative_duration_and_missing_times_warn(tmp_path):
    text = _events(
        {"ph": "X", "cat": "cpu_op", "name": "neg", "pid": 1, "tid": 1, "ts": 3, "dur": -1},
        {"ph": "X", "cat": "cpu_op", "name": "nodur", "pid": 1, "tid": 1, "ts": 3},
    )
    trace = load_trace(_write(tmp_path, text))
    assert [row[0] for row in trace.cpu.rows()] == ["aten::mm"]
    assert any("negative duration" in w for w in trace.warnings)
    assert any("without 'ts' or 'dur'" in w for w in trace.warnings)


def test_cpu_only_trace_warns(tmp_path):
    trace = load_trace(_write(tmp_path, _events()))
    assert not trace.has_gpu
    assert any("no GPU events" in w for w in trace.warnings)


# ---- the chunked reader: any block size reads the same events as one whole-file decode ----


def _whole_file_trace(path):
    from compile_inspect.trace.framing import decode_events, read_whole
    from compile_inspect.trace.reader import _Events

    decoded, devices, warnings = decode_events(read_whole(path), path.name)
    events = _Events(warnings)
    events.add(decoded)
    return events.trace(str(path), devices)


@pytest.mark.parametrize("chunk_bytes", [1, 37, 4096])
@pytest.mark.parametrize("path", sorted(DATA.glob("*.json"))[:5], ids=lambda p: p.name)
def test_chunked_reads_equal_a_whole_file_decode(path, chunk_bytes):
    assert _streams(path, chunk_bytes)
    assert load_trace(path, chunk_bytes=chunk_bytes).same_events(_whole_file_trace(path))


def _streams(path, chunk_bytes):
    """Whether the chunked reader read the file itself (no whole-file fallback)."""
    from compile_inspect.trace.framing import decode_streamed, read_in_blocks
    from compile_inspect.trace.reader import _Events

    return decode_streamed(read_in_blocks(path, chunk_bytes), _Events()) is not None


def test_gzip_streams_in_chunks_and_members(tmp_path):
    data = DEFAULT.read_bytes()
    half = len(data) // 2
    packed = _write(tmp_path, gzip.compress(data[:half]) + gzip.compress(data[half:]), "t.json.gz")
    assert load_trace(packed, chunk_bytes=512).cpu.rows() == load_trace(DEFAULT).cpu.rows()


def _odd_trace(tmp_path, name, prefix="", suffix=""):
    """Braces, commas and brackets inside strings and nested args, where a boundary scan could cut."""
    events = [
        {
            "ph": "X",
            "cat": "cpu_op",
            "name": name,
            "pid": 1,
            "tid": 1,
            "ts": t,
            "dur": 1,
            "args": {"nested": {"a": [1, {"b": "},{"}]}, "Input Dims": [[1, 2], []]},
        }
        for t in range(40)
    ]
    events.append(
        {
            "ph": "X",
            "cat": "kernel",
            "name": "k}]",
            "pid": 0,
            "tid": 7,
            "ts": 1,
            "dur": 2,
            "args": {"correlation": 5, "grid": [1, 2, 3]},
        }
    )
    text = "{" + prefix + '"traceEvents": ' + json.dumps(events) + suffix + "}"
    return _write(tmp_path, text)


@pytest.mark.parametrize("name", ['a}, {"ph": "X"}', "b}]", "c},\n{", "plain"])
def test_boundary_look_alikes_inside_strings(tmp_path, name):
    path = _odd_trace(tmp_path, name, suffix=', "deviceProperties": [{"name": "NVIDIA H200"}]')
    for chunk_bytes in (16, 100, 1 << 20):
        assert _streams(path, chunk_bytes)
        trace = load_trace(path, chunk_bytes=chunk_bytes)
        assert trace.same_events(_whole_file_trace(path))
        assert [row[0] for row in trace.cpu.rows()] == [name] * 40
        assert trace.gpu_events[0].args.grid == (1, 2, 3) and trace.device_name == "NVIDIA H200"


def test_a_nested_traceEvents_key_is_not_the_events(tmp_path):
    path = _odd_trace(tmp_path, "x", prefix='"meta": {"traceEvents": [{"ph": "X", "name": "fake"}]}, ')
    assert not _streams(path, 64)  # the envelope check sends it to the whole-file decoder
    trace = load_trace(path, chunk_bytes=64)
    assert [row[0] for row in trace.cpu.rows()] == ["x"] * 40 and trace.same_events(_whole_file_trace(path))


def test_cpu_events_keep_only_their_correlation():
    rows = load_trace(DEFAULT).cpu.rows()
    launch = next(row for row in rows if row[0] == "cuLaunchKernelEx")
    assert launch[-1] == 47
    assert all(row[-1] is None for row in rows if row[1] == "cpu_op")


def test_nesting_order_is_thread_then_start_then_longest_first():
    import random

    import numpy as np

    from compile_inspect.trace.index import _nesting_order

    rng = random.Random(6)
    for _ in range(200):
        count = rng.randint(1, 30)
        ts = np.array([float(rng.randint(0, 9)) for _ in range(count)])
        dur = np.array([float(rng.randint(0, 3)) for _ in range(count)])
        thread = np.array([rng.randint(0, 2) for _ in range(count)], dtype=np.int32)
        by_time = sorted(range(count), key=lambda i: (ts[i], -dur[i]))  # stable: file order on full ties
        first_seen = list(dict.fromkeys(thread[i] for i in by_time))
        expected = sorted(by_time, key=lambda i: first_seen.index(thread[i]))
        assert _nesting_order(ts, dur, thread).tolist() == expected


def test_args_before_the_other_keys_still_stream(tmp_path):
    """`},` then a key (an `args` object that is not last) is inside an event: never a cut."""
    nested = {f"k{n}": {"x": n} for n in range(12)}  # 12 `},` inside each event's args
    events = [
        {
            "args": nested,
            "ph": "X",
            "cat": "cpu_op",
            "name": "aten::mm",
            "pid": 1,
            "tid": 1,
            "ts": i,
            "dur": 1,
        }
        for i in range(200)
    ]
    path = _write(tmp_path, json.dumps({"traceEvents": events}))
    assert _streams(path, 300)
    assert len(load_trace(path, chunk_bytes=300).cpu) == 200


FOREIGN = Path(__file__).parent / "data" / "foreign"


def test_rocm_quoted_fields_take_the_fast_typed_decoder(tmp_path):
    """rocprofiler quotes a copy's `bytes` and roctracer a stream pointer: both fit the typed
    decoder (a whole-file fallback to event-by-event decoding would be ~10x slower on a big trace)."""
    from compile_inspect.trace.framing import _decode_typed

    data = (FOREIGN / "rocm_mi300x.json").read_bytes()
    decoded, devices, _ = _decode_typed(data, False)
    quoted = [e for e in decoded if e.args is not None and isinstance(e.args.bytes, str)]
    assert [e.args.bytes for e in quoted] == ["4096"] * 3 and devices[0]["name"] == "AMD Instinct MI300X"
    doc = json.loads(data)
    for event in doc["traceEvents"]:
        if event.get("cat") == "gpu_memcpy":
            event["args"]["bytes"] = "4096"  # a GPU row quoted too: read as the number
    path = tmp_path / "quoted.json"
    path.write_text(json.dumps(doc))
    assert [e.args.bytes for e in load_trace(path).gpu_events if e.cat == "gpu_memcpy"] == [4096] * 3


def test_gpu_lane_sync_and_range_events_are_kept_apart_from_cpu_and_gpu_work():
    trace = load_trace(FOREIGN / "cuda_sync_h200.json")
    raw = json.loads((FOREIGN / "cuda_sync_h200.json").read_text())["traceEvents"]
    syncs = sorted((e["ts"], e["name"]) for e in raw if e.get("cat") in ("cuda_sync", "cuda_event"))
    assert [(e.ts, e.name) for e in trace.gpu_syncs] == syncs and len(syncs) == 7
    assert not {"cuda_sync", "cuda_event"} & {row[1] for row in trace.cpu.rows()}
    assert not {"cuda_sync", "cuda_event"} & {e.cat for e in trace.gpu_events}
    assert load_trace(FOREIGN / "cupti_range.json").gpu_events == ()


UTF8_EVENT = (
    '{"ph":"X","name":"a\u00e9\u4e2d","ts":1,"dur":2,"pid":1,"tid":1,"cat":"cpu_op","args":{"k":"v"}}'
)


@pytest.mark.parametrize(
    ("where", "bad"),
    [
        ("a key", UTF8_EVENT.replace('"k"', '"k\udcff"')),
        ("a kept value", UTF8_EVENT.replace('"a\u00e9', '"a\udcff')),
        ("a skipped value", UTF8_EVENT.replace('"v"', '"v\udcff"')),
        ("a cut character", UTF8_EVENT.replace("\u4e2d", "\udce4\udcb8")),
    ],
)
@pytest.mark.parametrize("chunk_bytes", [0, 1, 7])
@pytest.mark.parametrize("packing", ["plain", "gzip"])
def test_invalid_utf8_anywhere_is_refused_naming_its_offset(tmp_path, where, bad, chunk_bytes, packing):
    text = ('{"traceEvents":[' + UTF8_EVENT + "," + bad + "]}").encode("utf-8", "surrogateescape")
    path = tmp_path / "t.json"
    path.write_bytes(gzip.compress(text) if packing == "gzip" else text)
    offset = _first_invalid(text)
    with pytest.raises(
        TraceError, match=rf"^t.json is not UTF-8 text \(an invalid byte at offset {offset}\)"
    ):
        load_trace(path, chunk_bytes=chunk_bytes)


def _first_invalid(data: bytes) -> int:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    raise AssertionError("valid UTF-8")


@pytest.mark.parametrize("chunk_bytes", [0, 1, 2, 3, 7])
def test_multibyte_characters_split_across_reads_are_read(tmp_path, chunk_bytes):
    path = tmp_path / "t.json"
    path.write_text('{"traceEvents":[' + UTF8_EVENT + "]}", encoding="utf-8")
    assert load_trace(path, chunk_bytes=chunk_bytes).cpu.names[0] == "a\u00e9\u4e2d"


@pytest.mark.parametrize("correlation", [7, 2**31 + 5, 2**40 + 3])
def test_correlation_ids_keep_their_value_whatever_their_size(tmp_path, correlation):
    """Correlation ids are kept as int32 where they all fit, and exactly as written where they do not: the
    launch still finds its kernel."""
    from compile_inspect.trace.analysis import analyze_trace

    launch = {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 1, "tid": 1, "ts": 10.0,
              "dur": 5.0, "args": {"correlation": correlation}}  # fmt: skip
    op = {"ph": "X", "cat": "cpu_op", "name": "aten::relu", "pid": 1, "tid": 1, "ts": 5.0, "dur": 20.0}
    kernel = {"ph": "X", "cat": "kernel", "name": "relu_kernel", "pid": 0, "tid": 7, "ts": 16.0, "dur": 3.0,
              "args": {"correlation": correlation}}  # fmt: skip
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"traceEvents": [op, launch, kernel]}))
    trace = load_trace(path)
    assert [row[6] for row in trace.cpu.rows()] == [None, correlation]
    assert trace.cpu.correlation.dtype.itemsize == (4 if correlation < 2**31 else 8)
    index = analyze_trace(path).index
    (node,) = index.nodes_matching(name="aten::relu")
    assert [event.name for event in node.gpu_events()] == ["relu_kernel"]
    assert trace.gpu_events[0].args.correlation == correlation
