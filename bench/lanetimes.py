"""A pytest plugin that records when each test ran and on which xdist worker, to see the suite's lanes:

    PYTHONPATH=bench PYTEST_ADDOPTS="-p lanetimes" python -m pytest -q
    python bench/lanetimes.py            # each lane's span and its slowest files

Rows go to $LANETIMES_DIR (default /tmp/lanetimes), one JSON line per test: [node id, start, end].
"""

import collections
import glob
import json
import os
import sys
import time

FOLDER = os.environ.get("LANETIMES_DIR", "/tmp/lanetimes")
_started: dict = {}


def pytest_runtest_logstart(nodeid, location):
    _started[nodeid] = time.time()


def pytest_runtest_logfinish(nodeid, location):
    os.makedirs(FOLDER, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(os.path.join(FOLDER, f"{worker}.jsonl"), "a") as rows:
        rows.write(json.dumps([nodeid, _started.get(nodeid), time.time()]) + "\n")


def summary(folder: str = FOLDER, top: int = 8) -> None:
    for path in sorted(glob.glob(os.path.join(folder, "*.jsonl"))):
        rows = [json.loads(line) for line in open(path)]
        span = max(end for _, _, end in rows) - min(start for _, start, _ in rows)
        print(f"{os.path.basename(path)}: {len(rows)} tests, {span:.0f} s")
        per_file: collections.Counter = collections.Counter()
        for node, start, end in rows:
            per_file[node.split("::")[0]] += end - start
        for file, seconds in per_file.most_common(top):
            print(f"  {seconds:6.1f} s  {file}")


if __name__ == "__main__":
    summary(sys.argv[1] if len(sys.argv) > 1 else FOLDER)
