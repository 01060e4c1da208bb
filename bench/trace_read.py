"""How fast is reading a large trace? The whole analysis against plain JSON decodes of the same file.

    python bench/trace_read.py                  # ~50 MB and ~200 MB
    python bench/trace_read.py --sizes 50,200,1000 --repeat 3

Inputs are built at run time from the real traces in tests/data/h200/ (their steps repeated with
shifted timestamps and fresh correlation / external ids) into a temporary folder, never committed.
Each measurement runs in a fresh Python process, so its peak RSS is its own. Printed per size:
MB/s of `json.load` (baseline), of the fastest plain decode available (msgspec untyped, orjson if
installed), of `load_trace` alone (the reader's decode: the floor under the analysis) and of the
whole analysis (`analyze_trace` + `find`: decode, dispatch index, metrics, findings), the analysis'
speed as a ratio of both baselines, and each one's peak RSS as a multiple of the file size.
With `--repeat N` the cases run N times, interleaved (so a burst of load on a shared machine hits
every case alike), and the fastest run of each counts. Last, the analysis' seconds per MB at each
size against the smallest size: 1.00 is linear.
"""
from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "h200"
MB = 1_000_000

# Each measurement: a snippet run in a fresh process with PATH bound; it prints seconds, peak RSS bytes.
MEASURE = r'''
import resource, sys, time
path = sys.argv[1]
{setup}
start, cpu = time.perf_counter(), time.process_time()
{work}
elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
print(elapsed, cpu, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
'''
CASES = {
    "json.load": ("import json", "with open(path, 'rb') as f: json.load(f)"),
    "msgspec.json.decode": ("import msgspec", "with open(path, 'rb') as f: msgspec.json.decode(f.read())"),
    "orjson.loads": ("import orjson", "with open(path, 'rb') as f: orjson.loads(f.read())"),
    # Not a baseline: the reader's own decode (read + typed decode + filter + sort), the floor of
    # the whole analysis.
    "load_trace alone": ("from compile_inspect.trace import load_trace", "load_trace(path)"),
    "whole analysis": (
        "from compile_inspect.analysis import analyze_trace\nfrom compile_inspect.findings import find",
        "a = analyze_trace(path); find(a)"),
}


def _base_events() -> list[list[dict]]:
    """The profiled events of each fixture trace (complete events only), one list per trace."""
    traces = []
    for path in sorted(DATA.glob("*.json")):
        events = json.loads(path.read_text())["traceEvents"]
        traces.append([e for e in events if e.get("ph") == "X" and e.get("cat") != "Trace"])
    return traces


def _shifted(events: list[dict], round_no: int, ts_offset: float, id_offset: int) -> list[dict]:
    out = []
    for event in events:
        event = dict(event, ts=event["ts"] + ts_offset)
        args = dict(event.get("args", {}))
        for key in ("correlation", "External id"):
            if key in args:
                args[key] += id_offset
        if event["name"].startswith("ProfilerStep#"):
            event["name"] = f"ProfilerStep#{round_no}"
        event["args"] = args
        out.append(event)
    return out


def build_input(path: Path, target_bytes: int) -> int:
    """Write a trace of about `target_bytes` by repeating the fixture traces' steps; returns its size."""
    bases = _base_events()
    with open(path, "w") as out:
        out.write('{"schemaVersion": 1, "deviceProperties": [{"id": 0, "name": "NVIDIA H200"}], "traceEvents": [\n')
        written, round_no, ts_offset, first = 0, 0, 0.0, True
        while written < target_bytes:
            for events in bases:
                chunk = _shifted(events, round_no, ts_offset - events[0]["ts"], round_no * 100_000)
                text = ",\n".join(json.dumps(e) for e in chunk)
                out.write(("" if first else ",\n") + text)
                written += len(text) + 2
                first = False
                span = max(e["ts"] + e.get("dur", 0) for e in events) - events[0]["ts"]
                ts_offset += span + 100.0
                round_no += 1
        out.write("\n]}\n")
    return path.stat().st_size


def measure(case: str, path: Path) -> tuple[float, float, int] | None:
    setup, work = CASES[case]
    code = MEASURE.format(setup=setup, work=work)
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    if proc.returncode != 0:
        if "ModuleNotFoundError" in proc.stderr:
            return None
        raise RuntimeError(f"{case} failed:\n{proc.stderr}")
    seconds, cpu, rss = proc.stdout.split()
    return float(seconds), float(cpu), int(rss)


def measure_all(path: Path, repeat: int) -> dict:
    """case -> (wall s, CPU s, peak RSS) of its fastest run; cases missing here are left out."""
    best: dict = {}
    for _ in range(repeat):
        for case in CASES:
            if case in best and best[case] is None:
                continue
            result = measure(case, path)
            if result is None or case not in best or result[0] < best[case][0]:
                best[case] = result
    return {case: r for case, r in best.items() if r is not None}


def report(size_bytes: int, results: dict) -> list[str]:
    mb = size_bytes / MB
    lines = [f"file {mb:.0f} MB"]
    for case, (seconds, cpu, rss) in results.items():
        lines.append(f"  {case:<22} {seconds:7.2f} s  (CPU {cpu:6.2f} s)  {mb / seconds:7.1f} MB/s  "
                     f"peak RSS {rss / size_bytes:4.2f}x file")
    analysis = results["whole analysis"][0]
    plain = {c: r for c, r in results.items() if c not in ("json.load", "whole analysis", "load_trace alone")}
    fastest = min(plain, key=lambda c: plain[c][0])
    lines.append(f"  speed of the whole analysis / json.load: {results['json.load'][0] / analysis:.2f}x; "
                 f"/ fastest plain decode ({fastest}): {plain[fastest][0] / analysis:.2f}x")
    if "load_trace alone" in results:
        lines.append(f"  speed of load_trace alone / json.load: {results['json.load'][0] / results['load_trace alone'][0]:.2f}x")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="50,200", help="target sizes in MB, comma separated")
    parser.add_argument("--repeat", type=int, default=1, help="runs per case; the fastest counts")
    args = parser.parse_args()
    print(f"{platform.node()} | {platform.processor() or platform.machine()} | Python {platform.python_version()}"
          f" | {time.strftime('%Y-%m-%d')}")
    per_mb = []
    with tempfile.TemporaryDirectory(prefix="trace_read_") as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            path = Path(tmp) / f"trace_{size}mb.json"
            actual = build_input(path, size * MB)
            results = measure_all(path, args.repeat)
            print("\n".join(report(actual, results)), flush=True)
            per_mb.append((actual / MB, results["whole analysis"][0] / (actual / MB)))
            path.unlink()
    if len(per_mb) > 1:
        base = per_mb[0][1]
        print("linearity (whole analysis, s per MB / s per MB at the smallest size): "
              + ", ".join(f"{mb:.0f} MB {value / base:.2f}" for mb, value in per_mb))


if __name__ == "__main__":
    main()
