"""Ctrl-C and SIGTERM sent for real to a real `compile-inspect run`: every worker gone within 2 s, the
finished modes saved in a session marked interrupted, exit 130 and one line; then --resume
(reruns into the same folder without --force: tests/test_capture_session.py).

The target sleeps in the mode named by $SLOW_MODE once the profiler is on (modes are profiled one
after the other, eager first, after every mode is timed), so eager finishes and default is caught
profiling.
"""

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from compile_inspect.session.model import load_session

pytestmark = pytest.mark.slow

SLOW_TARGET = """
import os, time, torch

CALLS = [0]


@torch.compiler.disable
def maybe_sleep():
    CALLS[0] += 1
    profiling = torch.autograd.profiler._is_profiler_enabled or torch._C._autograd._profiler_enabled()
    if os.environ.get("COMPILE_INSPECT_MODE") == os.environ.get("SLOW_MODE") and profiling:
        time.sleep(120)


def fn(x):
    maybe_sleep()
    return x * 2


def example_inputs(size=4):
    return (torch.ones(size),)
"""
QUICK = ["--modes", "default", "--warmup", "0", "--wait", "0", "--profile-warmup", "0", "--active", "1"]
QUICK += ["--iters", "3", "--rounds", "2", "--block-ms", "5", "--jobs", "2"]


class Run:
    """`compile-inspect run` in a subprocess, its stderr read line by line as it comes, with the time."""

    def __init__(self, target, out, *extra, slow_mode=None):
        env = dict(os.environ, SLOW_MODE=slow_mode or "")
        command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run"]
        self.process = subprocess.Popen(
            [*command, str(target), *QUICK, "-o", str(out), *extra],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines, self.seen = [], threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stderr:
            with self.seen:
                self.lines.append((time.monotonic(), line.rstrip("\n")))
                self.seen.notify_all()

    def wait_for(self, text, timeout=240):
        with self.seen:
            found = self.seen.wait_for(lambda: any(text in line for _, line in self.lines), timeout)
        assert found, f"never printed {text!r}: {self.lines}"

    def lines_after(self, moment):
        return [line for at, line in self.lines if at >= moment]


def descendants(pid):
    """Every live process below `pid` (by parent pid, from /proc)."""
    children = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(entry.name)
            if fields:
                children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _stat(pid):
    """(state, ppid) of a process, None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()[:2]


def alive(pid):
    fields = _stat(pid)
    return fields is not None and fields[0] != "Z"


def interrupt(run, signals, when="default: profiling"):
    """Send `signals` (0.1 s apart) once `when` is printed; -> (seconds to exit, lines after, workers)."""
    run.wait_for(when)
    time.sleep(0.5)  # inside the sleeping profiled call, or importing torch
    workers = descendants(run.process.pid)
    assert len(workers) >= 1
    sent = time.monotonic()
    for number in signals:
        run.process.send_signal(number)
        time.sleep(0.1)
    run.process.wait(timeout=30)
    took = time.monotonic() - sent
    time.sleep(0.2)  # the reader thread has the last line
    return took, run.lines_after(sent), workers


def check_interrupted(tmp_path, out, signals, name):
    target = tmp_path / "slow.py"
    target.write_text(SLOW_TARGET)
    run = Run(target, out, slow_mode="default")
    took, after, workers = interrupt(run, signals)
    assert run.process.returncode == 130
    assert took < 2.0, took
    assert [pid for pid in workers if alive(pid)] == []
    assert len(after) == 1 and "Traceback" not in after[0], after
    assert after[0] == (
        f"error: interrupted by {name}: 1 of 2 modes finished (eager); session written to {out} "
        "(run the rest: the same command with --resume)"
    )
    data = json.loads((out / "session.json").read_text())
    assert data["interrupted"] is True and [run["mode"] for run in data["modes"]] == ["eager"]
    assert data["modes"][0]["status"] == "ok"
    assert (out / "default" / "worker.log").is_file()  # the stopped mode's log stays, for whoever wants it
    return target, workers


def test_ctrl_c_twice_stops_everything_saves_eager_and_resume_runs_only_default(tmp_path):
    out = tmp_path / "s"
    target, workers = check_interrupted(tmp_path, out, [signal.SIGINT, signal.SIGINT], "SIGINT")
    eager = load_session(out).mode("eager")
    trace_written = (out / eager.trace_file).stat().st_mtime_ns
    resumed = subprocess.run(
        [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run", str(target)]
        + QUICK
        + ["-o", str(out), "--resume"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert resumed.returncode == 0, resumed.stderr
    session = load_session(out)
    assert not session.interrupted and session.mode_names == ("eager", "default")
    assert session.mode("eager") == eager  # kept as it was: same pid, same start time
    assert (out / eager.trace_file).stat().st_mtime_ns == trace_written
    default = session.mode("default")
    assert default.ok and default.pid not in workers and default.started > eager.started
    assert "eager: compiling" not in resumed.stderr and "default: ok" in resumed.stderr


def test_sigterm_while_both_workers_start_stops_them_and_saves_an_empty_interrupted_session(tmp_path):
    target, out = tmp_path / "slow.py", tmp_path / "s"
    target.write_text(SLOW_TARGET)
    run = Run(target, out)
    took, after, workers = interrupt(run, [signal.SIGTERM], when="eager: compiling")
    assert run.process.returncode == 130 and took < 2.0, took
    assert len(workers) >= 2 and [pid for pid in workers if alive(pid)] == []
    assert after == [
        f"error: interrupted by SIGTERM: 0 of 2 modes finished (none); session written to {out} "
        "(run the rest: the same command with --resume)"
    ]
    session = load_session(out)
    assert session.interrupted and session.modes == ()
