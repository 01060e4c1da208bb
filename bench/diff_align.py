"""How the diff's row alignment grows with the rows of a step (issue 29: no difflib, O(n log n)).

    python bench/diff_align.py                    # 25k .. 400k rows, and difflib where it finishes
    python bench/diff_align.py --difflib-up-to 0  # without difflib

A synthetic step like a large model's: labels drawn from 300 op names and 3,000 kernel names; the test
side drops a tenth of the rows (fused away) and repeats a twentieth (a second pass). Printed per size:
(shape `random`) or one layer's 60 op rows repeated (shape `layers`, a real model's step). Per size:
CPU seconds of `compare.align.matched_pairs` (best of 3), seconds per 100k rows against the smallest
size's (1.0 = linear), and difflib.SequenceMatcher's seconds on the same labels (the code before) where
the size is within --difflib-up-to. Both run in this process on the same lists.
"""

from __future__ import annotations

import argparse
import difflib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compile_inspect.compare.align import matched_pairs  # noqa: E402


def step_labels(rows: int, rng: random.Random, shape: str) -> tuple[list[str], list[str]]:
    vocabulary = [f"aten::op{i}" for i in range(300)] + [f"kernel_{i}" for i in range(3000)]
    if shape == "layers":  # one layer's 60 rows, repeated: what real models look like, difflib's worst
        layer = [rng.choice(vocabulary[:300]) for _ in range(60)]
        control = (layer * (rows // 60 + 1))[:rows]
    else:
        control = [rng.choice(vocabulary) for _ in range(rows)]
    test = [label for label in control if rng.random() > 0.1] + control[: rows // 20]
    return control, test


def cpu_seconds(function, *args) -> float:
    start = time.process_time()
    function(*args)
    return time.process_time() - start


def with_difflib(control, test):
    return difflib.SequenceMatcher(None, control, test, autojunk=False).get_opcodes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="25000,50000,100000,200000,400000")
    parser.add_argument("--difflib-up-to", type=int, default=50_000)
    parser.add_argument("--shapes", default="random,layers")
    options = parser.parse_args()
    for shape in options.shapes.split(","):
        print(f"\n{shape}: {'rows':>8}  {'align s':>8}  {'per 100k vs first':>17}  {'difflib s':>9}")
        measure(shape, options)


def measure(shape: str, options) -> None:
    rng, first = random.Random(0), None
    for rows in map(int, options.sizes.split(",")):
        control, test = step_labels(rows, rng, shape)
        seconds = min(cpu_seconds(matched_pairs, control, test) for _ in range(3))
        per_row = seconds / rows
        first = first or per_row
        old = (
            f"{cpu_seconds(with_difflib, control, test):9.2f}"
            if rows <= options.difflib_up_to
            else "        -"
        )
        print(f"{'':{len(shape) + 2}}{rows:>8}  {seconds:8.3f}  {per_row / first:17.2f}  {old}")


if __name__ == "__main__":
    main()
