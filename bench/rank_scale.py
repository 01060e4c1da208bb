"""Issue 42's target: a folder of 16 rank traces scaled from a real two-rank DDP recording
(tests/data/ranks/ddp_compiled) to about MB megabytes each, explained in one process (`--jobs 1`) and in
a pool of worker processes (`--jobs 2`): the wall time of each, the ratio, and the peak RSS of the
largest worker against a trace's size. Each run is a fresh process (`explain_rank_folder` inside it, its
children's peak RSS read with getrusage), the two interleaved over `--repeat` rounds, the fastest kept.

    python bench/rank_scale.py --mb 250 --ranks 16 --repeat 1 --keep /tmp/ranks250
    python bench/rank_scale.py --mb 250 --ranks 16 --keep /tmp/ranks250 --diff   # diff DIR DIR instead

`--diff` times `diff DIR DIR` (the folder against itself: rank k of each side read and compared in one
worker, both traces held there at once).

Targets (issue 42): wall with --jobs 2 at most 0.6x the one-process path; peak RSS per worker at most
0.5x a file.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tests" / "data" / "ranks" / "ddp_compiled"
sys.path.insert(0, str(ROOT / "bench"))
from diff_scale import scaled_elsewhere  # noqa: E402

RUN = r"""
import json, resource, sys, time
from compile_inspect.compare.ranks import diff_rank_folders, explain_rank_folder
start = time.perf_counter()
if sys.argv[3] == "diff":
    report = diff_rank_folders(sys.argv[1], sys.argv[1], jobs=int(sys.argv[2]))
else:
    report = explain_rank_folder(sys.argv[1], jobs=int(sys.argv[2]))
wall = time.perf_counter() - start
print(json.dumps({"wall_s": wall,
                  "self_rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                  "children_rss": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024,
                  "report": json.dumps(report.to_dict(), sort_keys=True)}))
"""


def make_ranks(folder: Path, mb: int, ranks: int) -> int:
    """`ranks` traces rank<k>.json in `folder`: the two recorded ranks scaled to about `mb` MB, each copied
    with its distributedInfo.rank set to k; -> one file's size."""
    sources = []
    for rank in (0, 1):
        out = folder / f"source{rank}.json"
        scaled_elsewhere(SOURCE / f"rank{rank}.json.gz", mb * 1_000_000, out)
        sources.append(out)
    for k in range(ranks):
        source = sources[k % 2]
        with open(source, "rb") as src, open(folder / f"rank{k}.json", "wb") as dst:
            head = src.read(1 << 16)
            at = head.index(b'"traceEvents"')
            dst.write(
                re.sub(
                    rb'("distributedInfo"\s*:\s*\{[^}]*"rank"\s*:\s*)\d+', rb"\g<1>%d" % k, head[:at], count=1
                )
            )
            dst.write(head[at:])
            shutil.copyfileobj(src, dst, 1 << 22)
    size = sources[0].stat().st_size
    for source in sources:
        source.unlink()
    return size


def run(folder: Path, jobs: int, what: str = "explain") -> dict:
    done = subprocess.run([sys.executable, "-c", RUN, str(folder), str(jobs), what], capture_output=True, text=True,
                          cwd=ROOT, timeout=7200)  # fmt: skip
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=250)
    parser.add_argument("--ranks", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--keep", type=Path)
    parser.add_argument("--diff", action="store_true", help="time diff DIR DIR instead of explain DIR")
    options = parser.parse_args()
    folder = options.keep or Path(tempfile.mkdtemp(prefix="rank-scale-"))
    folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    size = (
        make_ranks(folder, options.mb, options.ranks)
        if not (folder / "rank0.json").exists()
        else (folder / "rank0.json").stat().st_size
    )
    print(
        f"{options.ranks} ranks of {size / 1e6:.0f} MB in {folder} ({time.perf_counter() - started:.0f} s to write)"
    )
    best: dict = {}
    for _ in range(options.repeat):
        for jobs in (1, 2):
            found = run(folder, jobs, "diff" if options.diff else "explain")
            if jobs not in best or found["wall_s"] < best[jobs]["wall_s"]:
                best[jobs] = found
    assert best[1]["report"] == best[2]["report"], "the pooled report differs from the one-process one"
    one, two = best[1], best[2]
    print(f"--jobs 1: {one['wall_s']:.1f} s, peak RSS {one['self_rss'] / 1e6:.0f} MB")
    print(f"--jobs 2: {two['wall_s']:.1f} s ({two['wall_s'] / one['wall_s']:.2f}x), largest worker's peak RSS "
          f"{two['children_rss'] / 1e6:.0f} MB ({two['children_rss'] / size:.2f}x a file), parent "
          f"{two['self_rss'] / 1e6:.0f} MB; reports identical")  # fmt: skip
    if not options.keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
