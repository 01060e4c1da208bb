"""What one TMPDIR per run (instead of one per worker) saves a CPU capture: Inductor builds its precompiled
header (150 MB, torch 2.13) in tempfile.gettempdir() the first time a C++ kernel compiles, once per folder.

    python bench/shared_tmp.py --baseline 3ef3404            # that commit (one TMPDIR per worker) vs the tree
    python bench/shared_tmp.py --baseline 3ef3404 --rounds 5 --modes default,max-autotune-no-cudagraphs

Each round runs `compile-inspect run` of a pointwise target (C++ kernels: the header is needed) once with
the baseline commit's code (git archive, `python -S`, as bench/explain_speed.py) and once with the working
tree, in an order that alternates, each into a fresh session folder; the wall time of the whole command is
taken from outside. Printed: each round's seconds and ratio (tree / baseline), then the medians.
"""

from __future__ import annotations

import argparse
import os
import site
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = """
import torch


def fn(x):
    return torch.relu(x * 2 + 1).sum(0)


def example_inputs(size=256):
    return (torch.randn(size, size),)
"""
QUICK = ["--warmup", "1", "--wait", "0", "--profile-warmup", "0", "--active", "1", "--iters", "5"]
QUICK += ["--rounds", "3", "--block-ms", "5"]


def baseline_code(commit: str, folder: Path) -> tuple[list[str], dict]:
    """The commit's compile_inspect (git archive into `folder`), run with -S so the editable install's hook
    cannot load this checkout's modules over it."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "compile_inspect", "cli"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    (folder / "compile_inspect" / "cli").symlink_to("../cli")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(folder), *site.getsitepackages()]))
    return [sys.executable, "-S"], env


def timed_run(python, env, target, modes, out) -> float:
    command = [*python, "-m", "compile_inspect", "run", str(target), "--modes", modes, *QUICK, "-o", str(out)]
    start = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=tempfile.gettempdir())
    if done.returncode != 0:
        raise SystemExit(f"{command}: exit {done.returncode}\n{done.stderr[-2000:]}")
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="a commit with one TMPDIR per worker")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--modes", default="default,max-autotune-no-cudagraphs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="shared-tmp-bench-") as scratch:
        scratch = Path(scratch)
        target = scratch / "pointwise.py"
        target.write_text(TARGET)
        (scratch / "old").mkdir()
        codes = {
            "baseline": baseline_code(args.baseline, scratch / "old"),
            "tree": ([sys.executable], dict(os.environ)),
        }
        seconds = {name: [] for name in codes}
        for number in range(args.rounds):
            order = list(codes) if number % 2 == 0 else list(reversed(codes))
            for name in order:
                python, env = codes[name]
                user_tmp = Path(tempfile.mkdtemp(dir=scratch))  # the user's TMPDIR: empty, like a new machine
                env = dict(env, TMPDIR=str(user_tmp))
                seconds[name].append(timed_run(python, env, target, args.modes, scratch / f"{name}{number}"))
            print(f"round {number}: baseline {seconds['baseline'][-1]:.1f} s, tree {seconds['tree'][-1]:.1f} s, "
                  f"tree / baseline {seconds['tree'][-1] / seconds['baseline'][-1]:.2f}", flush=True)  # fmt: skip
    ratios = [tree / base for tree, base in zip(seconds["tree"], seconds["baseline"])]
    print(f"median: baseline {statistics.median(seconds['baseline']):.1f} s, tree "
          f"{statistics.median(seconds['tree']):.1f} s, tree / baseline {statistics.median(ratios):.2f} "
          f"(modes eager,{args.modes}; {args.rounds} rounds)")  # fmt: skip


if __name__ == "__main__":
    main()
