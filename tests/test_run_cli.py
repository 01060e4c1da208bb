"""`compile-inspect run` on bad input: one `error:` line on stderr, a non-zero exit, never a traceback.

Most cases fail before any worker starts (no torch); the ones found by importing the user's file
start workers for eager and default only, and stop at their first message.
"""

import pytest
from compile_inspect.cli.main import main

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
    assert code == 2 and line.startswith("error: unknown mode 'turbo'; choose from eager, default")


def test_arg_without_equals(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--arg", "size64", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == "error: --arg 'size64' is not key=value"


def test_existing_folder_that_is_not_a_session(tmp_path, capsys):
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    (tmp_path / "o").mkdir()
    (tmp_path / "o" / "notes.txt").write_text("mine")
    code, line = run_cli([target, "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line.endswith("exists and is not a session; choose another -o or pass --force")
    assert (tmp_path / "o" / "notes.txt").read_text() == "mine"


BAD_TARGETS = {
    "raises_on_import": (
        "import torch\nraise ValueError('no config')\n" + GOOD_FN + GOOD_FACTORY,
        "importing {path} failed: ValueError: no config",
    ),
    "no_function": (
        "def other(x):\n    return x\n" + GOOD_FACTORY,
        "{path} has no 'fn' (name it with {path}:<name>)",
    ),
    "no_factory": (GOOD_FN, "{path} defines no example_inputs(...) function"),
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


@pytest.mark.slow
def test_cuda_requested_without_cuda(tmp_path, capsys):
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA")
    target = write(tmp_path, GOOD_FN + GOOD_FACTORY)
    code, line = run_cli([target, "--device", "cuda", "-o", str(tmp_path / "o")], capsys)
    assert code == 2 and line == "error: --device cuda: CUDA is not available on this machine"
