"""The suite's two lanes (tests/conftest.py): a real pytest with xdist on three files, quick tests only.

The capture files' tests (test_configurations.py, then test_bisect.py, which reads timing and so runs at
the lane's end) must run on one worker, in that order; a file outside the lane runs on the other.
"""

import re
import subprocess
import sys
from pathlib import Path

import conftest

ROOT = Path(__file__).resolve().parents[1]
FILES = ["tests/test_units.py", "tests/test_bisect.py", "tests/test_configurations.py"]


def worker_of_each_test():
    """[(worker, file)] in the order the workers reported them."""
    command = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-m", "not slow", *FILES]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    return re.findall(r"^\[(gw\d)\] .*? PASSED (tests/[\w.]+)::", done.stdout, flags=re.MULTILINE)


def test_the_capture_files_share_one_worker_with_the_timed_file_last_and_the_rest_beside_them():
    ran = worker_of_each_test()
    lane = {worker for worker, file in ran if Path(file).name in conftest.CAPTURE_FILES}
    assert len(lane) == 1, ran
    in_lane = [file for worker, file in ran if worker in lane]
    assert in_lane.index("tests/test_bisect.py") > max(
        number for number, file in enumerate(in_lane) if file == "tests/test_configurations.py"
    )
    assert {worker for worker, file in ran if file == "tests/test_units.py"} - lane, ran


def test_every_listed_file_is_a_test_file_here_and_the_timed_ones_are_listed():
    assert {path.name for path in (ROOT / "tests").glob("test_*.py")} >= conftest.CAPTURE_FILES
    assert set(conftest.TIMED_LAST) <= conftest.CAPTURE_FILES
