"""How fast is reading a real training trace? The whole analysis against plain JSON decodes of the same file.

    python bench/trace_read.py                                   # records 35 and 200 MB traces, measures
    python bench/trace_read.py --inputs /tmp/bench_inputs --sizes 35,200,1000 --repeat 3
    python bench/trace_read.py --inputs /tmp/bench_inputs --synthetic --repeat 3  # + the synthetic worst case
    python bench/trace_read.py --inputs /tmp/bench_inputs --commit HEAD           # measure one commit's code

Inputs are genuine torch.profiler traces of a training loop (bench/record_training.py: a small
transformer and an MLP, forward + backward + AdamW step, eager and torch.compile'd, `ProfilerStep#N`
steps, record_shapes on), scaled to each size by profiling more steps. `--inputs DIR` reuses traces
recorded before (`<model>_<mode>_<size>MB[_cuda].json` and/or `.json.gz`; the missing one of the two
is made in a temporary folder); without it they are recorded into `--keep DIR` or a temporary folder
(minutes: see docs/performance.md). `--synthetic` adds the old input, reported separately: the steps
of the H200 fixture traces in tests/data/h200/ repeated with shifted timestamps and fresh ids (tiny
steps, so per-step work weighs most: a worst case, not a real trace).

Cases per file, each run in a fresh process, interleaved (`--repeat N` rounds; the fastest run of each
case counts): in the process, timed around the work alone, `json.load` (the baseline), `load_trace
alone` (the reader: the floor under the analysis), `whole analysis` (`analyze_trace(path)` +
`find(a)`) and the same on the `.json.gz`; as whole processes, timed from outside (start-up and
imports included), `python -c json.load` and `python -m compile_inspect explain FILE --format json`
(stdout to a file: its size is reported). Peak RSS is each process's own (`ru_maxrss`: from inside
for the first kind, from `os.wait4` for the second), as a multiple of the uncompressed file. Printed:
speed ratios against json.load, peak RSS / file, each target of issue 9 met or MISSED, and seconds per
MB at each size against the smallest (linearity). `--json PATH` writes every number.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "h200"
MB = 1_000_000
NAME = re.compile(r"^(?P<model>[a-z0-9]+)_(?P<mode>[a-z]+)_(?P<size>\d+)MB(?P<cuda>_cuda)?\.json(?:\.gz)?$")

# Targets of issue 9 (ratios in one run, min of N).
TARGET_ANALYSIS = 2.5  # whole analysis speed / json.load speed, at every size
TARGET_EXPLAIN = 1.0  # explain --format json process / json.load process
TARGET_RSS = 2.0  # peak RSS / file size: .json, .json.gz, the JSON output
TARGET_LINEAR = 1.15  # seconds per MB at 1 GB / at 35 MB
# Bytes of free memory a case may need, per byte of file, before it is skipped (explain today peaks at
# up to ~13x, json.load at ~5.5x); other engineers share the machine.
MEMORY_NEED = {"json.load process": 6.0, "explain --format json": 14.0, "explain --full": 14.0}

# In-process cases: a snippet run in a fresh process with `path` bound; it prints seconds, CPU, peak RSS.
MEASURE = r"""
import resource, sys, time
path = sys.argv[1]
{setup}
start, cpu = time.perf_counter(), time.process_time()
{work}
elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
print(elapsed, cpu, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
"""
ANALYSIS = (
    "from compile_inspect.trace.analysis import analyze_trace\nfrom compile_inspect.findings import find",
    "a = analyze_trace(path); find(a)",
)
IN_PROCESS = {
    "json.load": ("import json", "with open(path, 'rb') as f: json.load(f)"),
    # The same with the cyclic GC off: on big files most of json.load's time is GC passes over the growing
    # heap of dicts (200 MB: ~3 s with it off against 7-8 s on), so its seconds per MB grow with size.
    "json.load gc off": ("import gc, json\ngc.disable()", "with open(path, 'rb') as f: json.load(f)"),
    # Not a baseline: the reader's own decode, the floor of the whole analysis.
    "load_trace alone": (
        "from compile_inspect.trace.reader import load_trace",
        "load_trace(path)",
    ),
    "whole analysis": ANALYSIS,
    "whole analysis .gz": ANALYSIS,  # run on FILE.json.gz
}
DECODERS = {
    "msgspec.json.decode": (
        "import msgspec",
        "with open(path, 'rb') as f: msgspec.json.decode(f.read())",
    ),
    "orjson.loads": (
        "import orjson",
        "with open(path, 'rb') as f: orjson.loads(f.read())",
    ),
}


def _explain(path, *extra) -> list:
    return [sys.executable, "-m", "compile_inspect", "explain", path, "--format", "json", *extra]


# Whole processes, timed from outside.
PROCESS = {
    "json.load process": lambda path: [
        sys.executable,
        "-c",
        "import json, sys\nwith open(sys.argv[1], 'rb') as f: json.load(f)",
        path,
    ],
    "explain --format json": lambda path: _explain(path),
    # Every step's whole dispatch tree too (what `--format json` wrote before it became a summary).
    "explain --full": lambda path: _explain(path, "--full"),
}
UNSUPPORTED: dict = {}  # case -> why the code under test cannot run it


class Skipped(Exception):
    pass


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


def build_synthetic(path: Path, target_bytes: int) -> int:
    """Write a trace of about `target_bytes` by repeating the fixture traces' steps; returns its size."""
    bases = _base_events()
    with open(path, "w") as out:
        out.write(
            '{"schemaVersion": 1, "deviceProperties": [{"id": 0, "name": "NVIDIA H200"}], "traceEvents": [\n'
        )
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


def _mem_available() -> int:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 1 << 62


def run_in_process(case: str, path: str, code_dir: Path) -> tuple[float, float, int, int]:
    setup, work = {**IN_PROCESS, **DECODERS}[case]
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE.format(setup=setup, work=work), path],
        capture_output=True,
        check=False,
        text=True,
        cwd=code_dir,
        env=_env(code_dir),
    )
    if proc.returncode != 0:
        if "ModuleNotFoundError" in proc.stderr and case in DECODERS:
            raise Skipped("not installed")
        raise RuntimeError(f"{case} failed on {path}:\n{proc.stderr[-3000:]}")
    seconds, cpu, rss = proc.stdout.split()[-3:]
    return float(seconds), float(cpu), int(rss), 0


def run_process(case: str, path: str, code_dir: Path, scratch: Path) -> tuple[float, float, int, int]:
    """Wall seconds, CPU seconds, peak RSS bytes of the child alone (os.wait4), bytes it wrote to stdout."""
    out_file = scratch / "stdout.out"
    with open(out_file, "wb") as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            PROCESS[case](path),
            stdout=out,
            stderr=err,
            cwd=code_dir,
            env=_env(code_dir),
        )
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            tail = err.read()[-3000:].decode(errors="replace")
            raise RuntimeError(f"{case} failed on {path} (exit {proc.returncode}):\n{tail}")
    written = out_file.stat().st_size
    out_file.unlink()
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, written


def _env(code_dir: Path) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(code_dir), env.get("PYTHONPATH")]))
    env.pop("NO_COLOR", None)
    return env


def measure_file(item: dict, cases: list[str], repeat: int, code_dir: Path, scratch: Path) -> dict:
    """case -> {"s", "cpu", "rss", "out"} of its fastest run, or {"skipped": why}."""
    best: dict = {}
    for _ in range(repeat):
        for case in cases:
            if "skipped" in best.get(case, {}):
                continue
            path = item["gz"] if case.endswith(".gz") else item["json"]
            need = MEMORY_NEED.get(case, 0) * item["bytes"]
            try:
                if case in UNSUPPORTED:
                    raise Skipped(UNSUPPORTED[case])
                if need and _mem_available() < need:
                    raise Skipped(
                        f"needs ~{need / 1e9:.1f} GB free, {_mem_available() / 1e9:.1f} GB available"
                    )
                if case in PROCESS:
                    result = run_process(case, str(path), code_dir, scratch)
                else:
                    result = run_in_process(case, str(path), code_dir)
            except Skipped as why:
                best[case] = {"skipped": str(why)}
                continue
            if case not in best or result[0] < best[case]["s"]:
                best[case] = dict(zip(("s", "cpu", "rss", "out"), result))
    return best


def report_file(item: dict, results: dict) -> tuple[list[str], dict]:
    size = item["bytes"]
    mb = size / MB
    gz_mb = item["gz_bytes"] / MB
    head = f"{item['label']}: {mb:.1f} MB (.json.gz {gz_mb:.1f} MB)"
    if item.get("steps"):
        head += f", {item['steps']} profiled steps"
    lines = [head]
    for case, r in results.items():
        if "skipped" in r:
            lines.append(f"  {case:<22} skipped: {r['skipped']}")
            continue
        extra = f"  output {r['out'] / MB:.2f} MB" if r.get("out") else ""
        lines.append(
            f"  {case:<22} {r['s']:7.2f} s  (CPU {r['cpu']:6.2f} s)  {mb / r['s']:7.1f} MB/s  "
            f"peak RSS {r['rss'] / size:5.2f}x file{extra}"
        )

    def secs(case):
        r = results.get(case, {})
        return r.get("s")

    def verdict(ok):
        return "met" if ok else "MISSED"

    checks = {}
    base = secs("json.load")
    if base and secs("whole analysis"):
        ratio = base / secs("whole analysis")
        checks["analysis_vs_json_load"] = ratio
        lines.append(
            f"  whole analysis / json.load: {ratio:.2f}x  (target >= {TARGET_ANALYSIS}x: "
            f"{verdict(ratio >= TARGET_ANALYSIS)})"
        )
    if secs("json.load gc off") and secs("whole analysis"):
        checks["analysis_vs_json_load_gc_off"] = secs("json.load gc off") / secs("whole analysis")
        lines.append(f"  whole analysis / json.load gc off: {checks['analysis_vs_json_load_gc_off']:.2f}x")
    if base and secs("load_trace alone"):
        checks["load_trace_vs_json_load"] = base / secs("load_trace alone")
        lines.append(f"  load_trace alone / json.load: {checks['load_trace_vs_json_load']:.2f}x")
    if base and secs("whole analysis .gz"):
        checks["analysis_gz_vs_json_load"] = base / secs("whole analysis .gz")
        lines.append(
            f"  whole analysis on .json.gz / json.load of .json: {checks['analysis_gz_vs_json_load']:.2f}x"
        )
    for decoder in DECODERS:
        if base and secs(decoder):
            lines.append(f"  {decoder} / json.load: {base / secs(decoder):.2f}x")
    if secs("json.load process") and secs("explain --format json"):
        ratio = secs("json.load process") / secs("explain --format json")
        checks["explain_vs_json_load_process"] = ratio
        lines.append(
            f"  explain --format json process / json.load process: {ratio:.2f}x  (target >= "
            f"{TARGET_EXPLAIN}x: {verdict(ratio >= TARGET_EXPLAIN)})"
        )
    if secs("json.load process") and secs("explain --full"):
        ratio = secs("json.load process") / secs("explain --full")
        checks["explain_full_vs_json_load_process"] = ratio
        lines.append(f"  explain --format json --full process / json.load process: {ratio:.2f}x")
    rss = []
    for case, what in (
        ("whole analysis", ".json"),
        ("whole analysis .gz", ".json.gz"),
        ("explain --format json", "JSON output"),
        ("explain --full", "JSON output --full"),
    ):
        r = results.get(case, {})
        if "rss" in r:
            checks[f"rss_{what}"] = r["rss"] / size
            rss.append(f"{what} {r['rss'] / size:.2f}x ({verdict(r['rss'] / size <= TARGET_RSS)})")
    if rss:
        lines.append(f"  peak RSS / file (target <= {TARGET_RSS}x): " + ", ".join(rss))
    return lines, checks


def linearity(items: list[dict]) -> list[str]:
    """Seconds per MB at each size / at the smallest, per series (model, mode, device) and case."""
    lines = []
    series: dict = {}
    for item in items:
        series.setdefault(item["series"], []).append(item)
    for name, group in series.items():
        group = sorted(group, key=lambda i: i["bytes"])
        if len(group) < 2:
            continue
        for case in (
            "whole analysis",
            "explain --format json",
            "explain --full",
            "json.load",
            "json.load gc off",
        ):
            per_mb = [
                (i["bytes"] / MB, i["results"][case]["s"] / (i["bytes"] / MB))
                for i in group
                if "s" in i["results"].get(case, {})
            ]
            if len(per_mb) < 2:
                continue
            base = per_mb[0][1]
            text = ", ".join(f"{mb:.0f} MB {value / base:.2f}" for mb, value in per_mb)
            last_mb, last = per_mb[-1]
            verdict = ""
            if case in ("whole analysis", "explain --format json") and last_mb >= 900:
                met = "met" if last / base <= TARGET_LINEAR else "MISSED"
                verdict = f"  (target at 1 GB <= {TARGET_LINEAR}: {met})"
            lines.append(f"  {name:<26} {case:<22} {text}{verdict}")
    return lines


def _gzip(src: Path, dst: Path) -> None:
    with open(src, "rb") as f, gzip.open(dst, "wb", compresslevel=6) as g:
        shutil.copyfileobj(f, g, 4 * MB)


def _gunzip(src: Path, dst: Path) -> None:
    with gzip.open(src, "rb") as f, open(dst, "wb") as g:
        shutil.copyfileobj(f, g, 4 * MB)


def collect_inputs(folder: Path, sizes, models, modes, scratch: Path) -> list[dict]:
    """The recorded traces in `folder` that match the filters, each with its .json and .json.gz."""
    manifest = {}
    if (folder / "record_training.json").exists():
        for entry in json.loads((folder / "record_training.json").read_text()).get("files", []):
            manifest[(entry.get("file") or entry.get("gz_file")).removesuffix(".gz")] = entry
    stems: dict = {}
    for path in sorted(folder.iterdir()):
        match = NAME.match(path.name)
        if (
            not match
            or int(match["size"]) not in sizes
            or match["model"] not in models
            or match["mode"] not in modes
        ):
            continue
        stem = path.name.removesuffix(".gz")
        stems.setdefault(stem, {"match": match})[("gz" if path.name.endswith(".gz") else "json")] = path
    items = []
    for stem, found in stems.items():
        match = found["match"]
        if "json" not in found:
            found["json"] = scratch / stem
            _gunzip(found["gz"], found["json"])
        if "gz" not in found:
            found["gz"] = scratch / (stem + ".gz")
            _gzip(found["json"], found["gz"])
        device = "cuda" if match["cuda"] else "cpu"
        items.append(
            {
                "label": f"{match['model']} {match['mode']} {device} {match['size']} MB",
                "series": f"{match['model']} {match['mode']} {device}",
                "size_label": int(match["size"]),
                "json": found["json"],
                "gz": found["gz"],
                "bytes": found["json"].stat().st_size,
                "gz_bytes": found["gz"].stat().st_size,
                "steps": manifest.get(stem, {}).get("steps"),
            }
        )
    return sorted(items, key=lambda i: (i["series"], i["bytes"]))


def code_under_test(commit: str | None, scratch: Path) -> tuple[Path, str]:
    """The source tree whose compile_inspect is measured, and how to name it in the report."""
    head = (
        subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", commit or "HEAD"],
            capture_output=True,
            check=False,
            text=True,
        ).stdout.strip()
        or "unknown"
    )
    if commit is None:
        dirty = subprocess.run(
            [
                "git",
                "-C",
                str(ROOT),
                "status",
                "--porcelain",
                "--",
                "compile_inspect",
                "cli",
            ],
            capture_output=True,
            check=False,
            text=True,
        ).stdout.strip()
        return ROOT, f"working tree at {head}" + (
            " with uncommitted changes to compile_inspect/ or cli/" if dirty else ""
        )
    code = scratch / "code"
    code.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "compile_inspect", "cli"],
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(code)], input=archive, check=True)
    (code / "compile_inspect" / "cli").symlink_to(
        "../cli"
    )  # what the package-dir mapping does when installed
    return code, f"commit {head} (git archive)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--inputs",
        type=Path,
        help="folder of traces recorded by bench/record_training.py",
    )
    parser.add_argument(
        "--keep",
        type=Path,
        help="record into this folder (kept) instead of a temporary one",
    )
    parser.add_argument(
        "--sizes",
        default="35,200",
        help="sizes in MB, comma separated (default 35,200)",
    )
    parser.add_argument("--models", default="transformer,mlp")
    parser.add_argument("--modes", default="eager,compiled")
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="rounds of every case; the fastest run counts",
    )
    parser.add_argument("--synthetic", action="store_true", help="also measure the synthetic worst case")
    parser.add_argument("--synthetic-only", action="store_true", help="measure only the synthetic input")
    parser.add_argument(
        "--decoders",
        action="store_true",
        help="also msgspec.json.decode and orjson.loads",
    )
    parser.add_argument(
        "--no-explain",
        action="store_true",
        help="leave out the two whole-process cases",
    )
    parser.add_argument(
        "--commit",
        help="measure this commit's compile_inspect (git archive) instead of the working tree",
    )
    parser.add_argument(
        "--cases",
        help="only these cases, comma separated (names as printed, e.g. 'json.load process,explain --full')",
    )
    parser.add_argument("--json", type=Path, help="write every number to this file")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    models, modes = args.models.split(","), args.modes.split(",")
    cases = ["json.load", "json.load gc off", "load_trace alone", "whole analysis", "whole analysis .gz"]
    cases += list(DECODERS) if args.decoders else []
    cases += [] if args.no_explain else list(PROCESS)
    if args.cases:
        cases = [c.strip() for c in args.cases.split(",")]
        unknown = set(cases) - set(IN_PROCESS) - set(DECODERS) - set(PROCESS)
        if unknown:
            raise SystemExit(f"trace_read: unknown cases {sorted(unknown)}")

    with tempfile.TemporaryDirectory(prefix="trace_read_") as tmp:
        scratch = Path(tmp)
        code_dir, code_name = code_under_test(args.commit, scratch)
        helped = subprocess.run(
            [sys.executable, "-m", "compile_inspect", "explain", "--help"],
            capture_output=True,
            text=True,
            check=False,
            cwd=code_dir,
            env=_env(code_dir),
        ).stdout
        if "--full" not in helped:
            UNSUPPORTED["explain --full"] = (
                "this code's explain has no --full (its --format json has every tree)"
            )
        print(
            f"{platform.node()} | {platform.machine()} x{os.cpu_count()} | "
            f"Python {platform.python_version()} | "
            f"{time.strftime('%Y-%m-%d %H:%M %Z')} | {code_name} | repeat {args.repeat}",
            flush=True,
        )
        items: list[dict] = []
        if not args.synthetic_only:
            folder = args.inputs
            if folder is None:
                folder = args.keep or scratch / "recorded"
                command = [
                    sys.executable,
                    str(ROOT / "bench" / "record_training.py"),
                    "--out",
                    str(folder),
                    "--sizes",
                    args.sizes,
                    "--models",
                    args.models,
                    "--modes",
                    args.modes,
                    "--gzip",
                ]
                print("recording:", " ".join(command[1:]), flush=True)
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            items = collect_inputs(folder, sizes, models, modes, scratch)
            if not items:
                raise SystemExit(
                    f"trace_read: no traces in {folder} match sizes {sizes}, models {models}, modes {modes}"
                )
        synthetic: list[dict] = []
        if args.synthetic or args.synthetic_only:
            for size in sizes:
                path = scratch / f"synthetic_{size}MB.json"
                actual = build_synthetic(path, size * MB)
                _gzip(path, scratch / f"synthetic_{size}MB.json.gz")
                synthetic.append(
                    {
                        "label": f"synthetic {size} MB",
                        "series": "synthetic",
                        "size_label": size,
                        "json": path,
                        "gz": Path(str(path) + ".gz"),
                        "bytes": actual,
                        "gz_bytes": (scratch / f"synthetic_{size}MB.json.gz").stat().st_size,
                    }
                )
        all_checks = []
        for title, group in (
            ("real training traces", items),
            ("synthetic worst case (repeated fixture steps)", synthetic),
        ):
            if not group:
                continue
            print(f"\n== {title}", flush=True)
            for item in group:
                item["results"] = measure_file(item, cases, args.repeat, code_dir, scratch)
                lines, checks = report_file(item, item["results"])
                item["checks"] = checks
                all_checks.append((title, item))
                print("\n".join(lines), flush=True)
            lines = linearity(group)
            if lines:
                print("linearity (seconds per MB / seconds per MB at the smallest size):")
                print("\n".join(lines), flush=True)
        if args.json:
            rows = [
                {
                    "group": title,
                    **{k: str(v) if isinstance(v, Path) else v for k, v in item.items()},
                }
                for title, item in all_checks
            ]
            args.json.write_text(
                json.dumps(
                    {
                        "code": code_name,
                        "repeat": args.repeat,
                        "host": platform.node(),
                        "date": time.strftime("%Y-%m-%d %H:%M %Z"),
                        "files": rows,
                    },
                    indent=1,
                )
                + "\n"
            )


if __name__ == "__main__":
    main()
