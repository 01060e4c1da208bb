"""Ctrl-C and SIGTERM sent for real to `diff`, `show` and `explain` while they read a large trace, render
or write: each stops within 0.5 s with exit 130 and one line, and never writes a partial report as if it
were complete (compile_inspect/signals.py, docs/security.md "Signals").

The large trace is a recorded one (tests/data/h200_sessions/matmul_add_64, mode default) with its events
replicated 4,000 times (~50 MB, a few seconds to read here). Before the fix a Ctrl-C while reading it was
taken for an unreadable trace: the mode was dropped, the report written without it, exit 3.
"""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from compile_inspect.compare import loading
from compile_inspect.signals import Interrupted

DATA = Path(__file__).parent / "data"
RECORDED = DATA / "h200_sessions" / "matmul_add_64"
COPIES = 4000  # ~50 MB
LIMIT_S = 0.5
SIGNALS = [signal.SIGINT, signal.SIGTERM]


def replicated(source: Path, copies: int) -> dict:
    """The trace's events `copies` times, each copy later in time, with its own ids and step numbers."""
    doc = json.loads(source.read_text())
    events = doc["traceEvents"]
    timed = [e for e in events if isinstance(e.get("ts"), (int, float))]
    span = max(e["ts"] + e.get("dur", 0) for e in timed) - min(e["ts"] for e in timed) + 10
    metadata = [e for e in events if e.get("ph") == "M"]
    doc["traceEvents"] = metadata + [
        _shifted(event, copy, span) for copy in range(copies) for event in events if event.get("ph") != "M"
    ]
    return doc


def _shifted(event: dict, copy: int, span: float) -> dict:
    event = dict(event)
    if isinstance(event.get("ts"), (int, float)):
        event["ts"] += copy * span
    if isinstance(event.get("id"), int):
        event["id"] += copy * 100_000
    args = event.get("args")
    if isinstance(args, dict) and isinstance(args.get("correlation"), int):
        event["args"] = dict(args, correlation=args["correlation"] + copy * 100_000)
    step = re.fullmatch(r"ProfilerStep#(\d+)", event.get("name", ""))
    if step:
        event["name"] = f"ProfilerStep#{int(step.group(1)) + copy * 10}"
    return event


@pytest.fixture(scope="module")
def big_session(tmp_path_factory):
    root = tmp_path_factory.mktemp("big") / "session"
    shutil.copytree(RECORDED, root)
    trace = root / "default" / "trace.json"
    with open(trace, "w") as out:
        json.dump(replicated(RECORDED / "default" / "trace.json", COPIES), out)
    return root


class Command:
    """The CLI in a subprocess; its stderr read line by line as it comes."""

    def __init__(self, *argv, script="from compile_inspect.cli.main import main; main()"):
        self.process = subprocess.Popen(
            [sys.executable, "-c", script, *map(str, argv)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines, self.seen = [], threading.Condition()
        self.stdout = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.stdout.append(self.process.stdout.read()), daemon=True).start()

    def _read(self):
        for line in self.process.stderr:
            with self.seen:
                self.lines.append(line.rstrip("\n"))
                self.seen.notify_all()

    def wait_for_line(self, text, timeout=120):
        with self.seen:
            assert self.seen.wait_for(lambda: any(text in line for line in self.lines), timeout), self.lines

    def wait_until_reading(self, path: Path, timeout=120):
        """Until the process has `path` open (it is reading it), then a little longer: mid-read."""
        deadline = time.monotonic() + timeout
        while not self._has_open(path):
            assert self.process.poll() is None, self.lines
            assert time.monotonic() < deadline, "never opened the trace"
            time.sleep(0.01)
        time.sleep(0.3)

    def _has_open(self, path: Path) -> bool:
        folder = Path(f"/proc/{self.process.pid}/fd")
        try:
            return any(os.path.realpath(fd) == str(path) for fd in folder.iterdir())
        except OSError:
            return False

    def interrupt(self, number) -> float:
        """Send the signal; -> seconds until the process is gone."""
        assert self.process.poll() is None, f"finished before the signal: {self.lines}"
        sent = time.monotonic()
        self.process.send_signal(number)
        self.process.wait(timeout=30)
        return time.monotonic() - sent


def assert_stopped(command, seconds, number):
    assert command.process.returncode == 130, command.lines
    assert seconds < LIMIT_S, f"took {seconds:.3f} s to stop"
    assert command.lines[-1] == f"error: interrupted by {signal.Signals(number).name}", command.lines
    assert not any("Traceback" in line for line in command.lines)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to see the trace being read")
@pytest.mark.parametrize("number", SIGNALS, ids=lambda n: signal.Signals(n).name)
@pytest.mark.parametrize(
    "verb", [["diff", "{s}"], ["show", "{s}", "--mode", "default"], ["explain", "{s}/default/trace.json"]]
)
def test_reading_stops_at_once(big_session, verb, number):
    command = Command(*(arg.format(s=big_session) for arg in verb))
    command.wait_until_reading(big_session / "default" / "trace.json")
    assert_stopped(command, command.interrupt(number), number)
    assert command.stdout == [""]  # no report, not even one without the mode being read


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to see the trace being read")
@pytest.mark.parametrize("number", SIGNALS, ids=lambda n: signal.Signals(n).name)
def test_no_report_file_when_interrupted_while_reading(tmp_path, big_session, number):
    report = tmp_path / "report.html"
    command = Command("diff", big_session, "--format", "html", "-o", report)
    command.wait_until_reading(big_session / "default" / "trace.json")
    assert_stopped(command, command.interrupt(number), number)
    assert not report.exists() and os.listdir(tmp_path) == []


SLOW_RENDERER = """
import sys, time
from compile_inspect.render import registry

def slow_html(report, options):
    page = registry.render("diff", "html", report, options)
    print("rendering", file=sys.stderr, flush=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # a long render, in Python
        sum(range(1000))
    return page

registry.register("diff", "slow", slow_html)
from compile_inspect.cli.main import main
main()
"""


@pytest.mark.parametrize("number", SIGNALS, ids=lambda n: signal.Signals(n).name)
def test_rendering_stops_at_once(tmp_path, number):
    report = tmp_path / "report.html"
    command = Command("diff", RECORDED, "--format", "slow", "-o", report, script=SLOW_RENDERER)
    command.wait_for_line("rendering")
    assert_stopped(command, command.interrupt(number), number)
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("number", SIGNALS, ids=lambda n: signal.Signals(n).name)
def test_writing_the_merged_trace_stops_at_once(tmp_path, big_session, number):
    """The report is written; the merged trace (~50 MB of events rewritten) is being written."""
    merged = tmp_path / "merged.json.gz"
    command = Command("diff", big_session, "-o", tmp_path / "report.txt", "--perfetto", merged)
    command.wait_for_line("report written to")
    time.sleep(0.5)
    assert_stopped(command, command.interrupt(number), number)
    assert sorted(os.listdir(tmp_path)) == ["report.txt"]  # whole; no merged trace, no temporary file


def test_loading_never_takes_an_interrupt_for_an_unreadable_trace(monkeypatch):
    """The cause of the reported exit 3: loading turned any InspectError into a dropped mode."""

    def interrupted(*args, **kwargs):
        raise Interrupted("interrupted by SIGINT")

    monkeypatch.setattr(loading, "analyze_trace", interrupted)
    with pytest.raises(Interrupted):
        loading.load(RECORDED)


def test_interrupted_is_not_an_error_anyone_catches():
    from compile_inspect.errors import InspectError

    assert not issubclass(Interrupted, Exception) and not issubclass(Interrupted, InspectError)
