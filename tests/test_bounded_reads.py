"""Issue 18, reading: bounded on any input. A FIFO or a device is refused before it is read (never hangs,
never fills memory), a gzip bomb is stopped early, a trace prefix followed by spaces is read in linear
time, deep nesting is one line, and each limit is overridden by its environment variable.
Inputs are small or made lazily (a gzip bomb is 10 MB of repeated tiny members): this file runs in seconds."""

import gzip
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from compile_inspect import reading
from compile_inspect.compare import diff
from compile_inspect.errors import FileRefused, TraceError, UsageError
from compile_inspect.session.model import load_session
from compile_inspect.trace.reader import decode_events, load_trace

DATA = Path(__file__).parent / "data"
TRACE = DATA / "h200_sessions" / "matmul_add_64" / "default" / "trace.json"
EVENT = {"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 0, "dur": 10}

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def cli(*args, **env):
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1", **env},
        timeout=120,
    )


def gzip_bomb(path: Path, fill: bytes = b"\0", head: bytes = b"", members: int = 10_000) -> Path:
    """`head`, then `members` gzip members of 1 MiB of `fill` each: ~1 KB apiece on disk (10 MB in all),
    10 GiB inflated."""
    member = gzip.compress(fill * (1 << 20))
    with open(path, "wb") as out:
        out.write(gzip.compress(head))
        for _ in range(members):
            out.write(member)
    return path


# ---- not a regular file ----


@needs_fifo
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "trace.json"
    os.mkfifo(fifo)  # nobody writes: opening it to read would block for ever
    with pytest.raises(TraceError, match=r"trace.json is not a regular file \(a FIFO\)"):
        load_trace(fifo)
    with pytest.raises(FileRefused, match="a FIFO"):
        reading.read_bytes(fifo, reading.MAX_FILE_BYTES)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_is_refused_before_it_is_read():
    with pytest.raises(TraceError, match=r"/dev/zero is not a regular file \(a character device\)"):
        load_trace("/dev/zero")
    with pytest.raises(FileRefused, match="a character device"):
        reading.read_text("/dev/urandom")


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(TraceError, match=r"is not a regular file \(a folder\)"):
        load_trace(tmp_path)


@needs_fifo
def test_explain_of_a_fifo_is_one_line_exit_2(tmp_path):
    fifo = tmp_path / "t.json"
    os.mkfifo(fifo)
    result = cli("explain", str(fifo))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [f"error: {fifo} is not a regular file (a FIFO)"]


# ---- sizes and gzip ----


def test_a_gzip_bomb_is_stopped_early(tmp_path):
    zeros = gzip_bomb(tmp_path / "zeros.json.gz")
    assert zeros.stat().st_size < 12_000_000
    with pytest.raises(FileRefused, match="inflates more than 200 times .* a gzip bomb.*MAX_GZIP_RATIO"):
        reading.read_bytes(zeros, reading.MAX_TRACE_BYTES)
    with pytest.raises(TraceError, match="zeros.json.gz is not JSON"):  # said from its first bytes
        load_trace(zeros)
    spaces = gzip_bomb(tmp_path / "spaces.json.gz", b" ", b'{"traceEvents": [')  # JSON all along
    with pytest.raises(TraceError, match="spaces.json.gz inflates more than 200 times"):
        load_trace(spaces)


def test_the_inflated_size_has_a_cap(tmp_path, monkeypatch):
    packed = tmp_path / "t.json.gz"
    packed.write_bytes(gzip.compress(TRACE.read_bytes()))
    monkeypatch.setenv("COMPILE_INSPECT_MAX_TRACE_BYTES", "4096")
    with pytest.raises(
        TraceError, match="t.json.gz inflates past 4 KiB, the limit .COMPILE_INSPECT_MAX_TRACE_BYTES"
    ):
        load_trace(packed)


def test_a_plain_file_past_the_limit_is_refused_unread(tmp_path, monkeypatch):
    sparse = tmp_path / "big.json"
    with open(sparse, "wb") as out:  # 64 GiB of holes: nothing is written, nothing may be read
        out.truncate(64 << 30)
    with pytest.raises(TraceError, match=r"big.json is larger than 8 GiB, the limit"):
        load_trace(sparse)
    monkeypatch.setenv("COMPILE_INSPECT_MAX_FILE_BYTES", "100")
    with pytest.raises(FileRefused, match="COMPILE_INSPECT_MAX_FILE_BYTES"):
        reading.read_text(TRACE)


def test_limits_are_read_from_the_environment(monkeypatch):
    assert reading.MAX_TRACE_BYTES.value() == 8 << 30 and reading.MAX_FILE_BYTES.value() == 1 << 30
    monkeypatch.setenv("COMPILE_INSPECT_MAX_GZIP_RATIO", "5")
    assert reading.MAX_GZIP_RATIO.value() == 5
    monkeypatch.setenv("COMPILE_INSPECT_MAX_GZIP_RATIO", "lots")
    with pytest.raises(UsageError, match="COMPILE_INSPECT_MAX_GZIP_RATIO='lots': expected a whole number"):
        reading.MAX_GZIP_RATIO.value()


def test_a_real_gzip_trace_still_streams(tmp_path):
    packed = tmp_path / "t.json.gz"
    packed.write_bytes(gzip.compress(TRACE.read_bytes()))
    assert load_trace(packed).same_events(load_trace(TRACE))


# ---- time: linear in the input ----

# 16 MB read in 1 KB blocks: 16,000 blocks. Searching the whole buffer at each (before issue 18) scans
# ~130 GB; linear scanning reads it a few times. Run in a child, so a regression fails here, not hangs.
LINEAR = textwrap.dedent(
    """
    import sys
    from compile_inspect.errors import TraceError
    from compile_inspect.trace.reader import load_trace
    try:
        load_trace(sys.argv[1], chunk_bytes=1024)
    except TraceError as exc:
        print(exc)
    """
)


@pytest.mark.parametrize(
    "head, tail",
    [
        ('{"traceEvents": [' + json.dumps(EVENT) + ",", ""),  # spaces after an event's comma
        ('{"traceEvents": [' + json.dumps(EVENT), "]}"),  # spaces inside the last event's end
        ('{"traceEvents"', ': [{"ph": "X"}]}'),  # spaces between the key and its ":"
        ("{", '"traceEvents": []}'),  # spaces before the key
    ],
    ids=["after-comma", "before-end", "after-key", "before-key"],
)
def test_spaces_are_read_in_linear_time(tmp_path, head, tail):
    path = tmp_path / "spaces.json"
    with open(path, "wb") as out:
        out.write(head.encode())
        for _ in range(16):
            out.write(b" " * 1_000_000)
        out.write(tail.encode())
    result = subprocess.run(
        [sys.executable, "-c", LINEAR, str(path)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_not_json_is_said_from_the_first_bytes(tmp_path):
    path = tmp_path / "zeros.json"
    with open(path, "wb") as out:
        out.write(b"  ")
        out.truncate(2 << 30)  # 2 GiB of NUL bytes after two spaces, as holes: only the head is read
    with pytest.raises(
        TraceError, match=r"zeros.json is not JSON \(JSON is malformed: invalid character \(byte 2\)\)"
    ):
        load_trace(path)


# ---- nesting ----


def test_deep_nesting_is_one_trace_error(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text('{"traceEvents": [' + json.dumps(EVENT) + "," + "[" * 100_000 + "]" * 100_000 + "]}")
    with pytest.raises(TraceError, match="deep.json is nested too deeply to be a trace"):
        load_trace(deep)
    with pytest.raises(TraceError, match="x is nested too deeply"):
        decode_events(b"[" * 100_000, "x")


# ---- in a session: a file that cannot be read is a warning, as a missing one ----


@needs_fifo
def test_fifos_in_a_session_are_warnings_and_the_report_goes_on(tmp_path):
    root = tmp_path / "s"
    shutil.copytree(DATA / "h200_sessions" / "matmul_add_64", root)
    (code,) = (root / "default" / "code").iterdir()
    for path in (root / "reduce-overhead" / "trace.json", code, root / "eager" / "worker.log"):
        path.unlink()
        os.mkfifo(path)
    warnings = [
        f"generated code default/code/{code.name} cannot be read: {code} is not a regular file (a FIFO)",
        f"eager: log eager/worker.log cannot be read: {root}/eager/worker.log is not a regular file (a FIFO)",
        f"reduce-overhead: trace reduce-overhead/trace.json cannot be read: {root}/reduce-overhead/trace.json"
        " is not a regular file (a FIFO)",
    ]
    report = diff.diff_session(load_session(root))
    assert sorted(report.warnings) == sorted(warnings)
    assert [c.test for c in report.comparisons] == ["default"]
    result = cli("diff", str(root))
    assert result.returncode == 3 and "Traceback" not in result.stderr


def tiny_events_gzip(path: Path, count: int) -> Path:
    """`count` complete events of ~70 bytes each, gzipped (~18x: under any ratio cap, a bomb of events)."""
    rows = ",".join(
        '{"ph":"X","cat":"cpu_op","name":"a%d","pid":1,"tid":1,"ts":%d,"dur":1}' % (i % 97, i)
        for i in range(count)
    )
    path.write_bytes(gzip.compress(('{"traceEvents":[' + rows + "]}").encode(), 1))
    return path


PEAK_RSS_AFTER = """
import sys
from compile_inspect.cli.main import main
try:
    main(sys.argv[2:])
finally:  # VmHWM: this process's own peak (ru_maxrss would count the forked parent's pages before exec)
    peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    open(sys.argv[1], "w").write(peak.split()[1])
"""


def test_memory_is_bounded_by_the_events_read_not_the_ratio(tmp_path):
    bomb = tiny_events_gzip(tmp_path / "tiny.json.gz", 400_000)  # 28 MB inflated, 14 MB of columns
    peak = tmp_path / "peak_kib"
    command = [sys.executable, "-c", PEAK_RSS_AFTER, str(peak), "explain", str(bomb)]
    env = {**os.environ, "COMPILE_INSPECT_MAX_TRACE_MEMORY": str(4 << 20)}
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        "error: tiny.json.gz: its events would need more than 4 MiB of memory "
        "(COMPILE_INSPECT_MAX_TRACE_MEMORY sets it); stopped after "
        + done.stderr.split("stopped after ")[-1].strip()
    ]
    assert int(done.stderr.split("stopped after ")[-1].split()[0].replace(",", "")) < 200_000
    assert int(peak.read_text()) < 200_000  # KiB: the interpreter and numpy, not the 28 MB of events


def test_the_default_budget_is_half_the_memory_available(monkeypatch):
    monkeypatch.delenv("COMPILE_INSPECT_MAX_TRACE_MEMORY", raising=False)
    budget, source = reading.trace_memory_budget()
    assert (
        budget == reading.available_memory() // 2 or abs(budget * 2 - reading.available_memory()) < 64 << 20
    )
    assert source.startswith("half the ") and source.endswith("COMPILE_INSPECT_MAX_TRACE_MEMORY sets it")
    monkeypatch.setenv("COMPILE_INSPECT_MAX_TRACE_MEMORY", "1000")
    assert reading.trace_memory_budget() == (1000, "COMPILE_INSPECT_MAX_TRACE_MEMORY sets it")


def test_a_trace_within_the_budget_reads_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILE_INSPECT_MAX_TRACE_MEMORY", str(64 << 20))
    trace = load_trace(tiny_events_gzip(tmp_path / "tiny.json.gz", 20_000))
    assert len(trace.cpu.ts) == 20_000
