"""The lint and the type checker, run by the suite so that CI runs them (`.ci/run` runs the README's test
command): `ruff check` on the repository, `ruff format --check`, and mypy on compile_inspect/ and cli/ as
pyproject.toml's [tool.mypy] configures it. A finding is a failure that names the file and line.
"""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_tool(*command):
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=ROOT)
    return done.returncode, (done.stdout + done.stderr).strip()


def needs(module):
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed (it is in the `test` extra)")


def test_ruff_check_is_clean():
    needs("ruff")
    code, output = run_tool(sys.executable, "-m", "ruff", "check", "--no-cache", ".")
    assert code == 0, output[-4000:]


def test_ruff_format_leaves_every_file_as_it_is():
    needs("ruff")
    code, output = run_tool(sys.executable, "-m", "ruff", "format", "--check", "--no-cache", ".")
    assert code == 0, output[-4000:]


def test_mypy_finds_no_error_in_the_package_and_the_cli():
    needs("mypy")
    code, output = run_tool(sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", "/dev/null")
    assert code == 0, output[-4000:]
    assert "no issues found" in output and "source files" in output
