"""The suite's lanes (tests/conftest.py): a real pytest with xdist on four files, quick tests only.

The capture lane's tests (tests/capture/: test_configurations.py, then test_bisect.py, which reads timing
and so runs at the lane's end) must run on one worker, in that order; the untimed captures
(tests/capture_untimed/) first on the other worker, then a file outside the lanes.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import conftest

ROOT = Path(__file__).resolve().parents[1]
# A tree laid out as the suite is, with the suite's own conftest.py and quick stand-in tests (a slow one in
# each capture file, as the conftest requires): the scheduling is what is tested, not the files' contents.
FILES = [
    "tests/test_units.py",
    "tests/capture/test_bisect.py",
    "tests/capture_untimed/test_api_choices.py",
    "tests/capture/test_configurations.py",
]
STAND_IN = """import time

import pytest


@pytest.mark.parametrize("n", range(3))
def test_quick(n):
    time.sleep(0.05)


@pytest.mark.slow
def test_slow():
    pass
"""
SETTINGS = """[pytest]
addopts = -n 2 --no-loadscope-reorder
markers = slow: a stand-in
"""


def suite_tree(root):
    shutil.copy(ROOT / "tests" / "conftest.py", root / "conftest.py")
    (root / "pytest.ini").write_text(SETTINGS)
    for file in FILES:
        (root / file).parent.mkdir(parents=True, exist_ok=True)
        (root / file).write_text(STAND_IN)


def worker_of_each_test(root):
    """[(worker, file)] in the order the workers reported them."""
    suite_tree(root)
    command = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-m", "not slow", *FILES]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=root)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    return re.findall(r"^\[(gw\d)\] .*? PASSED (tests/[\w./]+)::", done.stdout, flags=re.MULTILINE)


def test_the_capture_lane_has_one_worker_with_the_timed_file_last_and_the_untimed_captures_start_the_other(
    tmp_path,
):
    ran = worker_of_each_test(tmp_path)
    lane = {worker for worker, file in ran if file.startswith("tests/capture/")}
    assert len(lane) == 1, ran
    in_lane = [file for worker, file in ran if worker in lane]
    assert in_lane.index("tests/capture/test_bisect.py") > max(
        number for number, file in enumerate(in_lane) if file == "tests/capture/test_configurations.py"
    )
    other = [file for worker, file in ran if worker not in lane]
    assert other and other[0].startswith("tests/capture_untimed/"), ran
    assert "tests/test_units.py" in other and "tests/test_units.py" not in in_lane, ran
    last_untimed = max(n for n, file in enumerate(other) if file.startswith("tests/capture_untimed/"))
    assert last_untimed < other.index("tests/test_units.py"), ran


def test_every_timed_file_is_in_the_capture_folder():
    assert {name for name in conftest.TIMED_LAST} <= {
        p.name for p in (ROOT / "tests" / "capture").glob("test_*.py")
    }
    assert conftest.lane_of("tests/capture/test_noise.py") == conftest.CAPTURE_LANE
    assert conftest.lane_of("tests/capture_untimed/test_docs_api.py") == conftest.UNTIMED_LANE
    assert conftest.lane_of("tests/test_units.py") == "tests/test_units.py"
