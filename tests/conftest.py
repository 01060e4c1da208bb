"""What every test shares.

Inductor's precompiled header (150 MB, 6-15 s of cc1plus on 2 cores, the first time a run compiles a
C++ kernel) is kept in compile-inspect's header cache between runs (capture/protocol.py
`link_header_cache`). The suite points that cache at a folder of its own, made once per session: the
first capture that compiles C++ builds the header, the others reuse it, and the user's ~/.cache is
never written by a test.

Real captures that several files read are made once per session here (`matmul_add_all_modes`); a
capture that tests something about capturing itself stays in its test.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

HEADER_CACHE = tempfile.mkdtemp(prefix="compile-inspect-test-headers-")
os.environ["COMPILE_INSPECT_HEADER_CACHE"] = HEADER_CACHE  # before any test starts a worker


@pytest.fixture(scope="session")
def header_cache():
    """The suite's precompiled-header folder (see the module's docstring)."""
    return HEADER_CACHE


@pytest.fixture(scope="session")
def matmul_add_all_modes(tmp_path_factory):
    """samples/matmul_add.py (size 32) captured for real on CPU under every mode, on one intra-op thread
    (the timing can be pinned), through the CLI as a user runs it: (session folder, the finished process)."""
    out = tmp_path_factory.mktemp("matmul_add_all_modes") / "mm"
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run"]
    command += [str(ROOT / "samples" / "matmul_add.py"), "--modes", "all", "--arg", "size=32"]
    command += ["--iters", "20", "--rounds", "4", "--block-ms", "10", "-o", str(out)]
    one_thread = dict(os.environ, OMP_NUM_THREADS="1")
    process = subprocess.run(command, capture_output=True, text=True, timeout=600, env=one_thread)
    assert process.returncode == 0, process.stderr
    return out, process
