"""`compile-inspect run` on bad input: one `error:` line on stderr, a non-zero exit, never a traceback.

Most cases fail before any worker starts (no torch); the ones found by importing the user's file
start workers for eager and default only, and stop at their first message.
"""

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
GOOD_FACTORY = "def example_inputs(size=4):\n    import torch\n    return (torch.ones(size),)\n"
GOOD_FN = "def fn(x):\n    return x + 1\n"


def run_cli(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["run", *argv])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    error_lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(error_lines) == 1, err
    return exit_info.value.code, error_lines[0]


def write(tmp_path, text, name="target.py"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_missing_file(tmp_path, capsys):
    code, line = run_cli([str(tmp_path / "nope.py"), "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == f"error: no such file: {tmp_path / 'nope.py'}"


def test_syntax_error(tmp_path, capsys):
    target = write(tmp_path, "def fn(:\n    pass\n")
    code, line = run_cli([target, "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line.startswith(f"error: {target}:1: syntax error")


def test_unknown_mode(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--modes", "default,turbo", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line.startswith("error: --modes: unknown mode 'turbo'; choose from eager, default")
    assert not (tmp_path / "o").exists()  # nothing was started, nothing written


@pytest.mark.parametrize(
    "modes, message",
    [
        ("default,,", "--modes 'default,,': empty mode name at position 2"),
        (",default", "--modes ',default': empty mode name at position 1"),
        (" , ", "--modes is empty; give mode names separated by commas, or 'all'"),
    ],
)
def test_empty_mode_names_are_refused(modes, message, tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--modes", modes, "-o", str(tmp_path / "o")], capsys)
    assert (code, line) == (2, "error: " + message)


TYPED_FACTORY = (
    "import torch\n"
    "def fn(x):\n    return x + 1\n"
    "def example_inputs(size=4, scale: float = 1, causal=False, dtype=torch.float32, name='a', *, rows: int,"
    " device='cpu'):\n"
    "    return (torch.ones(size, dtype=dtype) * scale,)\n"
)


@pytest.mark.parametrize(
    "arg, message",
    [
        ("size=abc", "--arg size: example_inputs(size=...) got 'abc', expected an int, like its default 4"),
        ("size=2.5", "--arg size: example_inputs(size=...) got '2.5', expected an int, like its default 4"),
        ("size=true", "--arg size: example_inputs(size=...) got 'true', expected an int, like its default 4"),
        ("scale=x", "--arg scale: example_inputs(scale=...) got 'x', expected a number, like its default 1"),
        (
            "causal=1",
            "--arg causal: example_inputs(causal=...) got '1', expected true or false, like its default False",
        ),
        (
            "dtype=complex7",
            "--arg dtype: example_inputs(dtype=...) got 'complex7', expected a torch dtype, "
            "like its default torch.float32",
        ),
        ("rows=many", "--arg rows: example_inputs(rows=...) got 'many', expected an int"),
        (
            "colour=red",
            "--arg colour: example_inputs(...) in {path} has no parameter 'colour' "
            "(it takes size, scale, causal, dtype, name, rows)",
        ),
        ("device=cuda", "--arg device: the device comes from --device (auto, cpu or cuda)"),
        ("=3", "--arg '=3' is not key=value"),
    ],
)
def test_arg_values_checked_against_the_factory_signature_before_any_worker(arg, message, tmp_path, capsys):
    target = write(tmp_path, TYPED_FACTORY)
    code, line = run_cli([target, "--arg", arg, "-o", str(tmp_path / "o")], capsys)
    assert (code, line) == (2, "error: " + message.format(path=target))
    assert not (tmp_path / "o").exists()


def test_well_typed_args_pass_the_check(tmp_path):
    from compile_inspect.capture.target import check_args, parse_target

    spec = parse_target(write(tmp_path, TYPED_FACTORY))
    good = {
        "size": "8",
        "scale": "0.5",
        "causal": "TRUE",
        "dtype": "torch.bfloat16",
        "name": "x",
        "rows": "3",
    }
    assert check_args(spec, good) is None
    free = parse_target(
        write(tmp_path, "def fn(x):\n    return x\ndef example_inputs(**kw):\n    return (1,)\n", "free.py")
    )
    assert check_args(free, {"anything": "abc"}) is None  # **kwargs: the factory takes any name


@pytest.mark.parametrize(
    "option, value, message",
    [
        ("--warmup", "-1", "--warmup -1: must be a whole number, at least 0"),
        ("--wait", "-2", "--wait -2: must be a whole number, at least 0"),
        ("--profile-warmup", "-1", "--profile-warmup -1: must be a whole number, at least 0"),
        ("--active", "0", "--active 0: must be a whole number, at least 1"),
        ("--iters", "0", "--iters 0: must be a whole number, at least 1"),
        ("--jobs", "0", "--jobs 0: must be a whole number, at least 1"),
        ("--timeout", "0", "--timeout 0: must be a finite number more than 0 seconds"),
        ("--timeout", "inf", "--timeout inf: must be a finite number more than 0 seconds"),
        ("--block-ms", "inf", "--block-ms inf: must be a finite number more than 0"),
        ("--nproc", "0", "--nproc 0: must be at least 1"),
        (
            "--active",
            "abc",
            "Invalid value for '--active': 'abc' is not a valid integer. (see: compile-inspect run --help)",
        ),
    ],
)
def test_counts_are_checked_before_any_worker(option, value, message, tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, option, value, "-o", str(tmp_path / "o")], capsys)
    assert (code, line) == (2, "error: " + message)
    assert not (tmp_path / "o").exists()


def test_arg_without_equals(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--arg", "size64", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == "error: --arg 'size64' is not key=value"


def test_existing_folder_that_is_not_a_session(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    (tmp_path / "o").mkdir()
    (tmp_path / "o" / "notes.txt").write_text("mine")
    code, line = run_cli([target, "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line.endswith("exists and is not a session; choose another -o/--out or pass --force")
    assert (tmp_path / "o" / "notes.txt").read_text() == "mine"


def test_diff_hint_names_its_own_option(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    (tmp_path / "o").mkdir()
    (tmp_path / "o" / "notes.txt").write_text("mine")
    with pytest.raises(SystemExit):
        main(["diff", target, "--save", str(tmp_path / "o")])
    err = capsys.readouterr().err.strip()
    assert err.endswith("exists and is not a session; choose another --save or pass --force"), err


def test_a_session_of_another_target_needs_force(tmp_path, capsys):
    from compile_inspect.session.model import Environment, ModeRun, Options, Session, Target, save_session

    other = write(tmp_path, GOOD_FN + GOOD_FACTORY, "other.py")
    mine = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    session = Session(
        Target(other, "fn", (("size", "8"),)), Options(), Environment(), (ModeRun("eager", "ok"),)
    )
    save_session(session, tmp_path / "o")
    code, line = run_cli([mine, "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == (
        f"error: {tmp_path / 'o'} holds a session of another run ({other} --arg size=8); "
        "choose another -o/--out or pass --force"
    )
    code, line = run_cli([other, "--arg", "size=9", "-o", str(tmp_path / "o")], capsys)  # other values
    assert code == 2 and "holds a session of another run" in line
    assert (tmp_path / "o" / "session.json").is_file()  # refused: left as it was


BAD_TARGETS = {
    "raises_on_import": (
        "import torch\nraise ValueError('no config')\n" + GOOD_FN + GOOD_FACTORY,
        "importing {path} failed: ValueError: no config",
    ),
    "factory_raises": (
        GOOD_FN + "def example_inputs():\n    raise KeyError('size')\n",
        "example_inputs(...) in {path} raised KeyError: 'size'",
    ),
    "factory_not_tuple": (
        GOOD_FN + "def example_inputs():\n    return [1]\n",
        "example_inputs(...) in {path} returned list, not a tuple of arguments",
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(BAD_TARGETS))
def test_bad_target_found_by_the_workers(case, tmp_path, capsys):
    text, message = BAD_TARGETS[case]
    target = write(tmp_path, text)
    code, line = run_cli([target, "--modes", "default", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == "error: " + message.format(path=target)
    assert not (tmp_path / "o").exists()  # what the workers wrote is gone: the same command can run again


NO_FAKE_IMPL = """
import torch


@torch.library.custom_op("compile_inspect_test::twice", mutates_args=())
def twice(x: torch.Tensor) -> torch.Tensor:
    return x * 2


def fn(x):
    return twice(x).sin()


def example_inputs():
    return (torch.ones(4),)
"""


@pytest.mark.slow
def test_a_failed_mode_gives_the_root_cause_and_its_log(tmp_path, capsys):
    """A real Dynamo failure (a custom op without a fake implementation): the line carries Dynamo's
    exception type, its explanation (the custom op's own error) and where the log is."""
    target = write(tmp_path, NO_FAKE_IMPL)
    out = tmp_path / "o"
    code, line = run_cli(
        [target, "--modes", "default", "--iters", "3", "--active", "1", "-o", str(out)], capsys
    )
    log = out / "default" / "worker.log"
    assert code == 3
    assert line.startswith(
        "error: 1 of 2 modes failed (default: torch._dynamo.exc.TorchRuntimeError: RuntimeError when making "
        "fake tensor call (Explanation: Dynamo failed to run FX node with fake tensors:"
    )
    assert "There was no fake impl registered for <CustomOpDef(compile_inspect_test::twice)>" in line
    assert line.endswith(f"; log: {log}); session written to {out}")
    assert "Traceback (most recent call last):" in log.read_text()  # the whole story stays in the log


@pytest.mark.slow
def test_cuda_requested_without_cuda(tmp_path, capsys):
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA")
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--device", "cuda", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line.startswith("error: --device cuda: CUDA is not available on this machine")


# ---- issue 38: a target that exits, progress into a closed pipe

TARGET_EXITED = (
    "the target exited during the run (exit code 0 before the worker reported: os._exit() or sys.exit() in "
    "its code ends the worker's process)"
)


def test_a_worker_gone_with_exit_code_0_is_said_to_be_the_target_exiting():
    """Only the target can end a worker with 0 before it reports: it was "worker crashed (exit code 0)"."""
    from types import SimpleNamespace

    from compile_inspect.capture.protocol import WorkerProcess

    gone = SimpleNamespace(process=SimpleNamespace(wait=lambda: 0), rank_jobs=None)
    assert WorkerProcess._death_reason(gone) == TARGET_EXITED


@pytest.mark.slow
def test_a_target_calling_os_exit_is_said_to_have_exited(tmp_path, capsys):
    target = write(tmp_path, "import os\n\ndef fn(x):\n    os._exit(0)\n" + GOOD_FACTORY)
    out = tmp_path / "o"
    code, line = run_cli([target, "--modes", "default", "--iters", "3", "-o", str(out)], capsys)
    assert code == 3 and line.startswith(f"error: 2 of 2 modes failed (eager: {TARGET_EXITED}")
    modes = json.loads((out / "session.json").read_text())["modes"]
    assert [(run["mode"], run["error"]) for run in modes] == [
        ("eager", TARGET_EXITED),
        ("default", TARGET_EXITED),
    ]


@pytest.mark.slow
def test_progress_into_a_closed_pipe_does_not_fail_the_run(tmp_path):
    """`run ... 2>&1 | head -1` wrote a session in which every mode failed ("could not run the worker:
    BrokenPipeError"); now the run ends as a closed pipe ends (quietly, exit 1) with every mode ok."""
    out = tmp_path / "S"
    run = [sys.executable, "-m", "compile_inspect", "run", str(ROOT / "samples" / "matmul_add.py")]
    run += [
        "--modes",
        "default",
        "--arg",
        "size=32",
        "--iters",
        "3",
        "--rounds",
        "2",
        "--block-ms",
        "5",
        "-o",
        str(out),
    ]
    command = f'{shlex.join(run)} 2>&1 | head -1; echo "exit ${{PIPESTATUS[0]}}"'
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=600)
    first, status = done.stdout.splitlines()
    assert first.startswith("[") and status == "exit 1", done.stdout  # the first progress line, then quiet
    modes = json.loads((out / "session.json").read_text())["modes"]
    assert [(run["mode"], run["status"], run["error"]) for run in modes] == [
        ("eager", "ok", None),
        ("default", "ok", None),
    ]
