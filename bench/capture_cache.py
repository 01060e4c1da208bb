"""What compile-inspect's build cache saves a CPU capture: Inductor's precompiled header and its CPU
feature probes kept between runs (capture/protocol.py `header_cache`, `isa_probe_cache`).

    python bench/capture_cache.py                     # samples/square.py (C++ kernels), 3 rounds
    python bench/capture_cache.py --rounds 5 --target samples/mlp.py

Three variants of the same `compile-inspect run`, interleaved round by round in this process (the
order rotates each round, so a slow minute of the machine falls on each alike):
  off          COMPILE_INSPECT_HEADER_CACHE=off: the header and the probes built afresh in the run
  header only  a cache folder holding the header but no probes (the probes built in it, then removed)
  both         the cache as a second run finds it: header and probes
Printed: each variant's wall times, its median, and the median's ratio to `off` (lower is better),
and the default mode's "ready" time from the run's progress lines.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUICK = "--modes default --warmup 1 --wait 0 --profile-warmup 0 --active 1 --iters 5 --rounds 2 --block-ms 5".split()
PROBES = "cpu_isa_probes"


def one_run(target: str, args: list[str], cache: str, work: Path) -> tuple[float, float]:
    """(wall s, seconds until `default: ready`) of one run with COMPILE_INSPECT_HEADER_CACHE=cache."""
    out = Path(tempfile.mkdtemp(dir=work)) / "s"
    command = [sys.executable, "-m", "compile_inspect", "run", target, *args, *QUICK, "-o", str(out)]
    env = dict(os.environ, COMPILE_INSPECT_HEADER_CACHE=cache)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"run failed ({cache}): {done.stderr[-2000:]}")
    ready = re.search(r"\[\s*([\d.]+)s\] default: ready", done.stdout + done.stderr)
    shutil.rmtree(out.parent, ignore_errors=True)
    return wall, float(ready.group(1)) if ready else float("nan")


def header_only_copy(full: Path, into: Path) -> Path:
    """A cache folder linking every header file of `full`, without the probes."""
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    for entry in full.iterdir():
        if entry.name != PROBES and entry.is_file():
            (into / entry.name).symlink_to(entry)
    return into


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="samples/square.py")
    parser.add_argument("--arg", action="append", default=["size=64"])
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    args = [part for value in options.arg for part in ("--arg", value)]
    work = Path(tempfile.mkdtemp(prefix="capture-cache-"))
    full = work / "cache"
    print("building the cache once (not timed) ...", flush=True)
    one_run(options.target, args, str(full), work)
    variants = {
        "off": lambda: "off",
        "header only": lambda: str(header_only_copy(full, work / "h")),
        "both": lambda: str(full),
    }
    walls: dict[str, list[tuple[float, float]]] = {name: [] for name in variants}
    names = list(variants)
    for number in range(options.rounds):
        for name in names[number % 3 :] + names[: number % 3]:
            walls[name].append(one_run(options.target, args, variants[name](), work))
            print(f"round {number + 1}: {name:12s} {walls[name][-1][0]:6.2f} s", flush=True)
    baseline = statistics.median(wall for wall, _ in walls["off"])
    print(f"\n{options.target} {' '.join(args)}, {options.rounds} rounds interleaved")
    print(f"{'variant':12s}  {'wall s (each)':28s}  median  vs off  default ready s (median)")
    for name, runs in walls.items():
        median = statistics.median(wall for wall, _ in runs)
        each = " ".join(f"{wall:.2f}" for wall, _ in runs)
        ready = statistics.median(ready for _, ready in runs)
        print(f"{name:12s}  {each:28s}  {median:6.2f}  {median / baseline:5.2f}x  {ready:.1f}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
