"""Issue 38, for real on CPU: a session path with a space (D1), a target printing 40 MB (D11), inspect()
nested in a capture (D6), from two threads at once (D7), and a generator target through the CLI (D10).
One CLI run is shared by D1, D11 and D6's worker case; one pair of threads by D6 and D7.

No mocks: the workers, torch.compile, Inductor's C++ build and the profiler run.
"""

import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import torch
from refusals import refused as run_cli

import compile_inspect as ci
from compile_inspect import errors
from compile_inspect.capture import protocol

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
FAST = dict(warmup=1, wait=0, profile_warmup=1, active=2, iters=3, rounds=3, block_ms=5)
PRINTED = 40_000_000  # bytes the target prints at import, in each worker
NOTE = re.compile(
    r"^\[compile-inspect: ([\d,]+) bytes of this log left out here, between its first and last\]$", re.M
)

PRINTING_TARGET = f"""
import sys

import torch

import compile_inspect as ci
from compile_inspect import errors


def fn(x):
    return (x * 2).sin() + 1


def example_inputs(size: int = 16):
    return (torch.randn(size, size),)


try:
    ci.inspect(fn, torch.ones(2))
except errors.InspectError as exc:
    print("nested:", exc, flush=True)
print("first printed line", flush=True)
sys.stdout.write(("x" * 99 + "\\n") * {PRINTED // 100})
print("last printed line", flush=True)
"""


@pytest.fixture(scope="module")
def spaced_run(tmp_path_factory):
    """`run` of a target that prints 40 MB, into `<tmp>/my runs/mm`, as a user types it:
    (session folder, the finished process)."""
    folder = tmp_path_factory.mktemp("issue38") / "my runs"
    folder.mkdir()
    (folder / "printer.py").write_text(PRINTING_TARGET)
    out = folder / "mm"
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run"]
    command += [str(folder / "printer.py")]
    command += ["--modes", "default", "--iters", "3", "--rounds", "3", "--block-ms", "5", "-o", str(out)]
    environment = dict(os.environ, OMP_NUM_THREADS="1")
    process = subprocess.run(command, capture_output=True, text=True, timeout=600, env=environment)
    return out, process


def test_a_space_in_the_session_path_fails_no_compiled_mode(spaced_run):
    """D1: Inductor's C++ header build split TMPDIR `.../my runs/mm/.compile-inspect-tmp` at the space."""
    out, process = spaced_run
    assert process.returncode == 0, process.stderr
    modes = json.loads((out / "session.json").read_text())["modes"]
    assert {mode["mode"]: (mode["status"], mode.get("error")) for mode in modes} == {
        "eager": ("ok", None),
        "default": ("ok", None),
    }
    assert not (out / protocol.RUN_TMP).exists()
    assert any((out / "default" / "code").glob("*.py"))  # the compiled graph's source was kept


def test_a_log_is_kept_to_its_first_and_last_lines(spaced_run):
    """D11: a target printing 200 MB made a 401 MB session; each mode's log now keeps 16 MiB at most."""
    out, _ = spaced_run
    for mode in ("eager", "default"):
        log = out / mode / "worker.log"
        text = log.read_text()
        notes = NOTE.findall(text)
        assert len(notes) == 1, mode
        left_out = int(notes[0].replace(",", ""))
        assert left_out >= PRINTED - protocol.LOG_HEAD_BYTES - protocol.LOG_TAIL_BYTES
        assert log.stat().st_size <= protocol.LOG_HEAD_BYTES + protocol.LOG_TAIL_BYTES + 200
        assert "first printed line" in text[: text.index("[compile-inspect:")]
    assert ci.load(out).diff().report.comparisons  # and the session still reads


def test_inspect_inside_a_worker_is_refused(spaced_run):
    """D6: the target's own inspect() call, in the worker, refused before any work."""
    out, _ = spaced_run
    head = (out / "default" / "worker.log").read_text()[: protocol.LOG_HEAD_BYTES]
    assert (
        "nested: inspect(fn) inside a capture: this process is the worker of mode default; nested captures "
        "are refused; call inspect() outside the function it captures\n"
    ) in head


def test_a_generator_target_is_refused_through_the_cli(tmp_path, capsys):
    """D10: a generator function's session was "ok", timing the creation of a generator."""
    target = tmp_path / "gen.py"
    target.write_text(
        "import torch\n\ndef fn(x):\n    yield x * 2\n\ndef example_inputs():\n    return (torch.ones(4),)\n"
    )
    code, line = run_cli(["run", f"{target}:fn", "--modes", "default", "-o", str(tmp_path / "o")], capsys)
    assert (code, line) == (
        2,
        "error: fn is a generator function (a def with yield): a call only makes a generator, so its work "
        "would never be timed; refused. Inspect a plain function that runs it to the end, such as one "
        "returning list(fn(...))",
    )
    assert not (tmp_path / "o").exists()


def _refusal(call):
    try:
        call()
    except errors.InspectError as exc:
        return str(exc)
    return "not refused"


@pytest.fixture(scope="module")
def two_threads(tmp_path_factory):
    """Thread 'first' inspects, in this process, a lambda whose first eager call tries inspect() itself
    and from a thread it starts; thread 'second', waiting until then, inspects another lambda at once,
    into `lib space/b`."""
    root = tmp_path_factory.mktemp("threads")
    nested, results, news, target_runs = [], {}, [], threading.Event()
    x = torch.randn(8, 8)

    def probe(value):
        if not torch.compiler.is_compiling() and not target_runs.is_set():
            nested.append(_refusal(lambda: ci.inspect(lambda y: y + 1, value)))
            thread = threading.Thread(target=lambda: nested.append(_refusal(lambda: ci.inspect(abs, value))))
            thread.start()
            thread.join()
            target_runs.set()
        return value.sin() * 2

    def first():
        results["first"] = ci.inspect(lambda v: probe(v), x, modes="aot_eager", out_dir=root / "a", **FAST)

    def second():
        target_runs.wait(300)
        results["second"] = ci.inspect(  # in C++ (default), in a folder with a space: D1 in this process
            lambda v: v.cos(),
            x,
            modes="default",
            out_dir=root / "lib space" / "b",
            progress=news.append,
            **FAST,
        )

    threads = [threading.Thread(target=second, name="second"), threading.Thread(target=first, name="first")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(600)
    return nested, results, news


def test_inspect_nested_in_an_in_process_capture_is_refused(two_threads):
    """D6: inspect(outer), outer calling inspect(): SIGSEGV after 102 s; now refused at once."""
    nested, results, _ = two_threads
    hint = "nested captures are refused; call inspect() outside the function it captures"
    assert nested == [
        f"inspect(<lambda>) inside the capture this thread runs; {hint}",
        f"inspect(abs) from a thread started while the inspect() of thread 'first' runs its target in this "
        f"process; {hint}",
    ]
    assert all(view.ok for view in results["first"]), [view.error for view in results["first"]]


def test_two_threads_capture_one_after_the_other(two_threads):
    """D7: the second thread's inspect() raised `ValueError: I/O operation on closed file`; it waits. Its
    compiled mode, in a folder with a space, succeeds (D1 in this process)."""
    _, results, news = two_threads
    assert sorted(results) == ["first", "second"]
    assert [(view.mode, view.ok, view.error) for view in results["second"]] == [
        ("eager", True, None),
        ("default", True, None),
    ]
    assert news[0].message == "waiting for the inspect() of thread 'first' to end"
