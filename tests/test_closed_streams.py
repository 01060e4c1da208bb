"""Closed streams and hostile paths on the command line (issue 38 D3, D4, D12; docs/security.md "Outputs").

- Progress into a closed pipe (`run ... 2>&1 | head -1`) goes to /dev/null and the run goes on: the
  failed write used to fail every mode ("could not run the worker: BrokenPipeError").
- A closed stdout (`>&-`) is one line, exit 2, before any work, for every verb: it was an
  AttributeError traceback (`sys.stdout` is None), after `run` had written its session.
- The "written to" lines name a path holding a newline, an OSC title sequence or a bidi override
  quoted and escaped, one line a terminal acts on in no way.

No capture here: recorded sessions and traces, and `run` refused before it starts a worker.
(tests/capture/test_run_cli.py runs `run ... 2>&1 | head -1` for real.)
"""

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
from compile_inspect.cli import run as run_verb
from compile_inspect.cli.main import main
from compile_inspect.cli.options import show_progress

from compile_inspect.capture.scheduler import Progress
from compile_inspect.session.model import load_session

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
SESSION = DATA / "cpu_sessions" / "mlp_128"
TRACE = DATA / "h200" / "matmul_add_64_default.json"
HOSTILE = "x\ny\x1b]0;TITLE\x07\u202ez.md"  # a newline, an OSC window title, a right-to-left override
HOSTILE_SHOWN = r"'x\ny\x1b]0;TITLE\x07\u202ez.md'"
CLOSED_STDOUT = (
    "error: stdout is closed (>&-): compile-inspect writes its report and summary there; redirect it to a "
    "file or to /dev/null instead\n"
)


# ---- D3: progress into a closed pipe


def test_progress_into_a_closed_pipe_is_dropped_and_later_lines_go_to_devnull(monkeypatch):
    read_end, write_end = os.pipe()
    os.close(read_end)  # `| head -1` has exited
    with open(write_end, "w", buffering=1) as stderr:
        monkeypatch.setattr(sys, "stderr", stderr)
        event = Progress("default", "compiling", "default: compiling", 1.5)
        show_progress(event)  # raised BrokenPipeError into the scheduler, which failed the mode
        show_progress(event)
        assert os.readlink(f"/proc/self/fd/{write_end}") == os.devnull


def test_a_progress_line_is_one_escaped_line(capsys):
    show_progress(Progress("", "ok", f"nothing to rerun: every mode of {HOSTILE} finished", 0.25))
    assert capsys.readouterr().err == "[   0.2s] nothing to rerun: every mode of x yz.md finished\n"


# ---- D4: stdout closed


def _with_stdout_closed(argv, cwd):
    """`compile-inspect ARGV >&-`: stdout closed before the interpreter starts."""
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *map(str, argv)],
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["diff", SESSION],
        ["diff", SESSION, "--format", "md"],
        ["explain", TRACE],
        ["show", SESSION],
        ["machine", "--sweeps", "1"],
        ["run", ROOT / "samples" / "matmul_add.py", "--modes", "default", "-o", "out"],
    ],
    ids=["diff", "diff-md", "explain", "show", "machine", "run"],
)
def test_a_closed_stdout_is_one_line_exit_2_before_any_work(argv, tmp_path):
    done = _with_stdout_closed(argv, tmp_path)
    assert (done.returncode, done.stderr) == (2, CLOSED_STDOUT)
    assert not (tmp_path / "out").exists()  # `run` wrote no session it could not report


# ---- D12: paths with control characters in the "written to" lines


def test_report_and_merged_trace_paths_are_named_escaped(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    merged = "p\tq\u2066.json"
    main(["diff", str(SESSION), "--format", "md", "-o", HOSTILE, "--perfetto", merged])  # exit 0: returns
    assert capsys.readouterr().err == (
        f"report written to {HOSTILE_SHOWN}\nmerged trace written to 'p\\tq\\u2066.json'\n"
    )
    assert (tmp_path / HOSTILE).is_file() and (tmp_path / merged).is_file()  # the files are the named ones


def test_a_plain_path_is_named_as_it_is(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    main(["diff", str(SESSION), "--format", "md", "-o", "my report.md"])
    assert capsys.readouterr().err == "report written to my report.md\n"


def test_run_names_its_session_escaped(capsys):
    session = dataclasses.replace(load_session(SESSION), root=Path(HOSTILE))
    run_verb._summarise(session)
    assert capsys.readouterr().out.splitlines()[-1] == f"session written to {HOSTILE_SHOWN}"
