"""What every test shares.

Inductor's precompiled header (150 MB, 6-15 s of cc1plus on 2 cores, the first time a run compiles a
C++ kernel) is kept in compile-inspect's header cache between runs (capture/protocol.py
`link_header_cache`). The suite points that cache at a folder of its own, made once per session: the
first capture that compiles C++ builds the header, the others reuse it, and the user's ~/.cache is
never written by a test.

Real captures that several files read are made once per session here (`matmul_add_all_modes`); a
capture that tests something about capturing itself stays in its test.

Two lanes (pytest-xdist, `-n 2` in pyproject.toml, scheduled here): every test of a file that runs a
capture (`CAPTURE_FILES`) runs in one capture lane, one after another and from the start, as without
xdist; every other file runs in the other lane, beside it. Two captures at once would each see the other
as a busy machine (starved rounds, left out, timed again: each capture waits longer), and the tests that
read the timing would test the neighbour, not the product: those run at the capture lane's end
(`TIMED_LAST`), by when the other lane has finished (at about half the capture lane's time on 2 cores).
The other lane keeps its normal priority: at `nice 19` the suite took 374 s against 395 s, but Chromium
waited past its 30 s timeout for a page load, and the tests that want a stop within 0.5 s
(test_signals_reading.py) would wait on the captures too (docs/performance.md, the suite's lanes).
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# One folder for the whole run: xdist's workers inherit it from the process that starts them.
HEADER_CACHE = os.environ.get("COMPILE_INSPECT_SUITE_HEADERS") or tempfile.mkdtemp(
    prefix="compile-inspect-test-headers-"
)
os.environ["COMPILE_INSPECT_SUITE_HEADERS"] = HEADER_CACHE
os.environ["COMPILE_INSPECT_HEADER_CACHE"] = HEADER_CACHE  # before any test starts a worker

# The capture lane: every file whose tests run a capture (workers, timed rounds); TIMED_LAST among them,
# whose assertions read the timing itself, run at its end, after the other lane is done (`lane_order`).
# A test that compiles in this process without timing anything (slow, but no capture) may run in the
# other lane. `_check_capture_files` refuses a listed file that holds no slow test (renamed or stale).
CAPTURE_FILES = frozenset(
    """test_api.py test_api_choices.py test_bisect.py test_busy_machine.py test_capture.py
    test_clean_exit.py test_configurations.py test_diff.py test_docs_api.py test_findings_real.py
    test_fusion.py test_html.py test_interrupt.py test_issue38_capture.py test_noise.py test_nproc.py
    test_readme_commands.py test_recompile_limit.py test_run_cli.py test_target_module.py
    test_testing_gates.py""".split()
)
TIMED_LAST = ("test_noise.py", "test_bisect.py", "test_busy_machine.py")
CAPTURE_LANE = "captures"  # the capture lane's scope name for xdist's scheduler


@pytest.hookimpl(tryfirst=True)  # before `-k` and `-m` deselect: the check sees every collected test
def pytest_collection_modifyitems(config, items):
    """The capture lane checked, and, under xdist, the tests put in `lane_order` (stable: each file
    keeps its order)."""
    _check_capture_files(items)
    if hasattr(config, "workerinput"):  # an xdist worker (xdist's controller collects nothing)
        items.sort(key=lane_order)


def lane_order(item):
    """The capture lane first, so that it starts with the run, its TIMED_LAST files at its end."""
    name = item.path.name
    if name not in CAPTURE_FILES:
        return (1, 0)
    return (0, TIMED_LAST.index(name) + 1 if name in TIMED_LAST else 0)


def _check_capture_files(items):
    """A usage error when a listed file that was collected holds no slow test."""
    collected = {item.path.name for item in items}
    slow = {item.path.name for item in items if item.get_closest_marker("slow")}
    idle = sorted((CAPTURE_FILES & collected) - slow)
    if idle:
        raise pytest.UsageError(f"tests/conftest.py CAPTURE_FILES lists {idle}, which hold no slow test")


def pytest_xdist_make_scheduler(config, log):
    """xdist's scope scheduler with two kinds of scope: the capture lane (every test of CAPTURE_FILES,
    one worker, in order) and each other file (its module fixtures then run once). Not `--dist
    loadgroup`: it marks groups by rewriting node ids, which pytest 9.2 no longer lets it do
    (pytest-dev/pytest-xdist#1386: the groups are silently ignored)."""
    from xdist.scheduler import LoadScopeScheduling

    class LaneScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            path = nodeid.split("::", 1)[0]
            return CAPTURE_LANE if Path(path).name in CAPTURE_FILES else path

    return LaneScheduling(config, log)


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
