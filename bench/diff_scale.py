"""A diff of two large traces against the two explains it contains (issue 29: at most 1.5x at 1 GB).

    python bench/diff_scale.py CONTROL.json.gz TEST.json.gz --mb 250,1000 --repeat 2
    python bench/diff_scale.py --keep /tmp/scaled ...        # keep the scaled traces for another run

Each trace is scaled to about MB megabytes by repeating its complete events (every profiler step) with
shifted timestamps, fresh correlation ids and renumbered ProfilerStep#N, written plain. Then, per size,
`--repeat` interleaved rounds of three whole processes, stdout to /dev/null: `compile-inspect explain
CONTROL`, `compile-inspect explain TEST`, `compile-inspect diff CONTROL TEST`. Printed: CPU seconds
(user + system, os.wait4) and peak RSS of each (the fastest round), MB/s of each explain, and the ratio
diff / (explain CONTROL + explain TEST). Real traces recorded by others: HolisticTraceAnalysis's
tests/data/trace_diff/{control,test} (V100 training steps).
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IDS = ("correlation", "External id")


def complete_events(path: Path) -> tuple[dict, list[dict]]:
    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "rt") as file:
        doc = json.load(file)
    return doc, [event for event in doc["traceEvents"] if event.get("ph") == "X"]


def scaled(path: Path, target_bytes: int, out: Path) -> int:
    """`out`: the trace's complete events repeated until about `target_bytes`; returns its size."""
    doc, events = complete_events(path)
    start = min(event["ts"] for event in events)
    span = max(event["ts"] + event.get("dur", 0) for event in events) - start + 1000.0
    steps = sorted({e["name"] for e in events if e["name"].startswith("ProfilerStep#")})
    head = {key: value for key, value in doc.items() if key != "traceEvents"}
    with open(out, "w") as file:
        file.write(json.dumps(head)[:-1] + ', "traceEvents": [\n')
        written, copy, first = 0, 0, True
        while written < target_bytes:
            text = ",\n".join(json.dumps(_copy(e, copy, span, len(steps))) for e in events)
            file.write(("" if first else ",\n") + text)
            written, copy, first = written + len(text) + 2, copy + 1, False
        file.write("\n]}\n")
    return out.stat().st_size


def _copy(event: dict, copy: int, span: float, steps: int) -> dict:
    if copy == 0:
        return event
    event = dict(event, ts=event["ts"] + copy * span)
    if "args" in event:
        event["args"] = {k: (v + copy * 10_000_000 if k in IDS and isinstance(v, int) else v)
                         for k, v in event["args"].items()}  # fmt: skip
    if event["name"].startswith("ProfilerStep#"):
        number = int(event["name"].split("#")[1])
        event["name"] = f"ProfilerStep#{number + copy * max(steps, 1) * 1000}"
    return event


def scaled_elsewhere(path: Path, target_bytes: int, out: Path) -> int:
    """`scaled` in a process of its own: a child started later would report this process's peak RSS as its
    own (Linux's ru_maxrss counts the memory a child had when it forked, before it exec'd)."""
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(scaled, path, target_bytes, out).result()


def measured(arguments: list[str]) -> tuple[float, int]:
    """CPU seconds and peak RSS (bytes) of one `compile-inspect` process."""
    command = [sys.executable, "-m", "compile_inspect", *arguments]
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdout=null, stderr=subprocess.PIPE, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 3):
        raise SystemExit(f"{' '.join(arguments)} failed: {process.stderr.read().decode()[-2000:]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("control", type=Path)
    parser.add_argument("test", type=Path)
    parser.add_argument("--mb", default="250,1000")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--keep", type=Path)
    options = parser.parse_args()
    folder = options.keep or Path(tempfile.mkdtemp(prefix="diff-scale-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"{'MB':>6} {'explain C s':>11} {'explain T s':>11} {'diff s':>7} {'ratio':>6} "
          f"{'C MB/s':>7} {'RSS C/T/diff MB':>18}")  # fmt: skip
    for mb in map(int, options.mb.split(",")):
        pair = [folder / f"control_{mb}.json", folder / f"test_{mb}.json"]
        sizes = [
            path.stat().st_size if path.exists() else scaled_elsewhere(source, mb << 20, path)
            for source, path in zip((options.control, options.test), pair)
        ]
        runs = {"c": [], "t": [], "d": []}
        for _ in range(options.repeat):
            runs["c"].append(measured(["explain", str(pair[0])]))
            runs["t"].append(measured(["explain", str(pair[1])]))
            runs["d"].append(measured(["diff", str(pair[0]), str(pair[1])]))
        best = {key: min(values) for key, values in runs.items()}
        ratio = best["d"][0] / (best["c"][0] + best["t"][0])
        rss = "/".join(f"{best[k][1] >> 20}" for k in "ctd")
        print(f"{sizes[0] >> 20:>6} {best['c'][0]:11.1f} {best['t'][0]:11.1f} {best['d'][0]:7.1f} "
              f"{ratio:6.2f} {sizes[0] / 1e6 / best['c'][0]:7.0f} {rss:>18}")  # fmt: skip
    if not options.keep:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


if __name__ == "__main__":
    main()
