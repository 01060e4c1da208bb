"""What every test shares.

Inductor's precompiled header (150 MB, 6-15 s of cc1plus on 2 cores, the first time a run compiles a
C++ kernel) is kept in compile-inspect's header cache between runs (capture/protocol.py
`link_header_cache`). The suite points that cache at a folder of its own, made once per session: the
first capture that compiles C++ builds the header, the others reuse it, and the user's ~/.cache is
never written by a test.

Real captures that several files read are made once per session here (`matmul_add_all_modes`); a
capture that tests something about capturing itself stays in its test.

Two lanes (pytest-xdist, `-n 2` in pyproject.toml, scheduled here): every test of a file that runs a
capture (tests/capture/) runs in one capture lane, one after another and from the start, as without
xdist; the captures that read no timing (tests/capture_untimed/), then every other file, run in the
other lane, beside it. Two captures at once would each see the other
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

# The lanes are folders. tests/capture/: every file whose tests run a capture (workers, timed rounds), on
# one worker, one after another; TIMED_LAST among them, whose assertions read the timing itself, at its end,
# after the other lane is done (`lane_order`). tests/capture_untimed/: captures whose assertions read no
# timing (the docs' examples, the target's module, the library's choices, ranks, clean exits, hardening);
# they run first on the other worker, beside the capture lane's start, so that the two lanes end together
# (tests/test_suite_lanes.py). A test that compiles in this process without timing anything may stay in
# tests/. `_check_capture_files` refuses a file in either folder that holds no slow test.
CAPTURE_FOLDERS = ("capture", "capture_untimed")
TIMED_LAST = ("test_noise.py", "test_bisect.py", "test_busy_machine.py")
CAPTURE_LANE = "captures"  # the capture lane's scope name for xdist's scheduler
UNTIMED_LANE = "captures-untimed"


def lane_of(path):
    """The scheduler's scope of a test file: one of the two capture lanes, or the file itself."""
    folder = Path(path).parent.name
    if folder == "capture":
        return CAPTURE_LANE
    return UNTIMED_LANE if folder == "capture_untimed" else str(path)


@pytest.hookimpl(tryfirst=True)  # before `-k` and `-m` deselect: the check sees every collected test
def pytest_collection_modifyitems(config, items):
    """The capture lanes checked, and, under xdist, the tests put in `lane_order` (stable: each file
    keeps its order)."""
    _check_capture_files(items)
    if hasattr(config, "workerinput"):  # an xdist worker (xdist's controller collects nothing)
        items.sort(key=lane_order)


def lane_order(item):
    """The capture lane first, so that it starts with the run, its TIMED_LAST files at its end; the untimed
    captures next, so that they are the other worker's first scope."""
    lane = lane_of(item.path)
    if lane == UNTIMED_LANE:
        return (1, 0)
    if lane != CAPTURE_LANE:
        return (2, 0)
    name = item.path.name
    return (0, TIMED_LAST.index(name) + 1 if name in TIMED_LAST else 0)


def _check_capture_files(items):
    """A usage error when a collected file of a capture folder holds no slow test."""
    collected = {item.path for item in items if item.path.parent.name in CAPTURE_FOLDERS}
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    idle = sorted(path.name for path in collected - slow)
    if idle:
        raise pytest.UsageError(f"{idle} in tests/capture*/ hold no slow test: move them to tests/")


def pytest_xdist_make_scheduler(config, log):
    """xdist's scope scheduler with three kinds of scope: the capture lane (every test of tests/capture/,
    one worker, in order), the untimed captures (tests/capture_untimed/, likewise) and each other file
    (its module fixtures then run once). Scopes go to the workers in collection order (`lane_order`), so
    the capture lane takes one worker and the untimed captures start the other. Not `--dist loadgroup`:
    it marks groups by rewriting node ids, which pytest 9.2 no longer lets it do
    (pytest-dev/pytest-xdist#1386: the groups are silently ignored)."""
    from xdist.scheduler import LoadScopeScheduling

    class LaneScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return lane_of(nodeid.split("::", 1)[0])

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
