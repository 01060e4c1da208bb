"""Is reading a hostile trace linear? A valid trace prefix followed by whitespace, against json.load of it.

    python bench/hostile_read.py                        # 100 and 400 MB, this checkout's reader
    python bench/hostile_read.py --sizes 100 --repeat 3
    python bench/hostile_read.py --tree /tmp/old        # the reader of another checkout (before a fix)

Each input is `{"traceEvents": [<the events of a real H200 trace>,` followed by spaces up to the size: a
valid prefix whose array never closes. The file is not a trace, so `load_trace` ends in a TraceError;
what is measured is how long it takes to say so. Before issue 18 the chunked decoder searched the whole
growing buffer for an event boundary at every 1 MB block, so its time grew with the square of the
whitespace. The baseline is `json.load` of the same file (it reads it all, then fails at its end: linear).

Each case runs in a fresh process, timed around the work alone, the cases interleaved over `--repeat`
rounds (the fastest of each counts). Printed: seconds, the ratio load_trace / json.load, and seconds per
MB at each size against the smallest (1.0: linear). Results: docs/performance.md, "Hostile input".
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PREFIX_TRACE = ROOT / "tests" / "data" / "h200_sessions" / "matmul_add_64" / "default" / "trace.json"
MB = 1_000_000
BLOCK = 1 << 20

MEASURE = r"""
import sys, time
path = sys.argv[1]
{setup}
start = time.perf_counter()
try:
    {work}
except Exception as exc:
    failure = type(exc).__name__
else:
    failure = "none"
print(time.perf_counter() - start, failure)
"""
CASES = {
    "json.load": ("import json", "json.load(open(path, 'rb'))"),
    "load_trace": ("from compile_inspect.trace.reader import load_trace", "load_trace(path)"),
}


def write_input(path: Path, size_mb: int) -> Path:
    """A valid prefix (a real trace's events, the array left open) padded with spaces to `size_mb` MB."""
    events = json.loads(PREFIX_TRACE.read_text())["traceEvents"]
    prefix = ('{"traceEvents": [' + ",".join(json.dumps(event) for event in events) + ",").encode()
    with open(path, "wb") as out:
        out.write(prefix)
        left = size_mb * MB - len(prefix)
        while left > 0:
            out.write(b" " * min(BLOCK, left))
            left -= BLOCK
    return path


def run_case(case: str, path: Path, tree: Path) -> tuple[float, str]:
    setup, work = CASES[case]
    code = MEASURE.format(setup=setup, work=work)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    # cwd: `python -c` puts the working folder first on sys.path, before PYTHONPATH
    out = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, cwd=tree
    )
    if out.returncode != 0:
        raise SystemExit(f"{case} on {path.name} crashed:\n{out.stderr}")
    seconds, failure = out.stdout.split()
    return float(seconds), failure


def measure(sizes: list[int], repeat: int, tree: Path, folder: Path) -> dict:
    results = {}
    for size in sizes:
        path = write_input(folder / f"prefix_then_spaces_{size}MB.json", size)
        best = {case: (float("inf"), "") for case in CASES}
        for _ in range(repeat):
            for case in CASES:
                seconds, failure = run_case(case, path, tree)
                best[case] = min(best[case], (seconds, failure))
        path.unlink()
        results[size] = best
        print_size(size, best)
    return results


def print_size(size: int, best: dict) -> None:
    base, _ = best["json.load"]
    for case, (seconds, failure) in best.items():
        ratio = seconds / base
        print(f"{size:>5} MB  {case:<11} {seconds:8.2f} s  {ratio:6.2f}x json.load  raised {failure}")


def print_linearity(results: dict) -> None:
    smallest = min(results)
    for size, best in sorted(results.items()):
        per_mb = {case: seconds / size for case, (seconds, _) in best.items()}
        first = {case: seconds / smallest for case, (seconds, _) in results[smallest].items()}
        growth = "  ".join(f"{case} {per_mb[case] / first[case]:.2f}" for case in CASES)
        print(f"{size:>5} MB  seconds per MB against {smallest} MB: {growth}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,400", help="MB, comma-separated")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose reader is measured")
    parser.add_argument("--json", type=Path, help="write every number here")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="hostile_read_") as folder:
        results = measure(sizes, args.repeat, args.tree.resolve(), Path(folder))
    print_linearity(results)
    if args.json:
        args.json.write_text(json.dumps({str(k): v for k, v in results.items()}, indent=1) + "\n")


if __name__ == "__main__":
    main()
