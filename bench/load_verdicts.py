"""Verdicts where users run it (issue 37): the product's speed verdicts under load against an independent
paired harness on the quiet machine.

    OMP_NUM_THREADS=1 python bench/load_verdicts.py --loads quiet,hog2,compile --out load_verdicts.json
    python bench/load_verdicts.py --targets column_sum,pointwise --loads hog2
    python bench/load_verdicts.py --report load_verdicts.json
    git worktree add /tmp/landed 51b9f4a && OMP_NUM_THREADS=1 python bench/load_verdicts.py --product landed=/tmp/landed

For each target (bench/targets/*.py and a few samples/, with their BENCH_ARGS), first the quiet reference:
bench/paired_harness.py (never imports compile_inspect: its own processes, probes and rounds), run with
nothing else started by this bench; a mode's reference speedup is the median of its per-round eager / mode
ratios. Then one product session per load (`python -m compile_inspect run`, then `diff --format json`):

    quiet    nothing beside it
    hog2     two busy loops for the whole session (bench/hog.py, on and never off)
    duty     two busy loops on 1.5 s / off 1.5 s (bench/hog.py's default)
    compile  a process compiling a small model again and again beside it (Inductor, caches off: g++ and
             Python, sustained mixed load)

The harness runs again after the sessions: this VM's cores change speed for minutes at a time and a
speedup moves with them, so the reference is the band of the two runs. Each comparison (eager -> mode) is
scored against the issue's targets: where both references put the effect beyond 1.25x on one side, the
session must give a verdict (faster / slower) on at least 90% of them, never the wrong sign, with its
speedup within 15% of the reference band. The load average and the share of rounds compared are
recorded beside each session. Run it with OMP_NUM_THREADS=1 (the issue's one intra-op thread); the harness and
the sessions inherit it.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))

from fidelity import bench_args, find_rows, run_logged  # noqa: E402  (bench/ helpers, no compile_inspect)
from hog import duty_cycled_hog  # noqa: E402

EFFECT = 1.25  # the reference effect beyond which a verdict is owed
SPEEDUP_TOLERANCE = 0.15
VERDICT_SHARE = 0.90
# target name -> (path, modes, extra args); BENCH_ARGS["cpu"] of the file apply first
TARGETS = {
    "column_sum": ("samples/column_sum.py", "default", {}),
    "matmul_add": ("samples/matmul_add.py", "default", {"size": "64"}),
    "pointwise": ("bench/targets/pointwise.py", "default", {}),
    "gemm": ("bench/targets/gemm.py", "default", {}),
    "mlp_batch1": ("bench/targets/mlp_batch1.py", "default", {}),
    "residual_norm": ("bench/targets/residual_norm.py", "default", {}),
    "gpt2": ("bench/targets/gpt2.py", "default", {}),
    "bert": ("bench/targets/bert.py", "default", {}),
    "train_step": ("bench/targets/train_step.py", "default", {}),
}
COMPILE_LOOP = r"""
import os, torch
os.environ.setdefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")
x = torch.randn(256, 256)
n = 0
while True:
    n += 1
    torch._dynamo.reset()
    f = torch.compile(lambda t, k=n: torch.relu(t @ t + k).sum(0) * k)
    f(x)
"""


def log(message):
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


@contextlib.contextmanager
def load(kind, work):
    """The load beside a session: None, busy loops (always on or duty-cycled) or a compiling process."""
    if kind == "quiet":
        yield
    elif kind in ("hog2", "duty"):
        on, off = (1e6, 0.0) if kind == "hog2" else (1.5, 1.5)
        with duty_cycled_hog(processes=2, on_s=on, off_s=off):
            yield
    elif kind == "compile":
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(work / "compile_load_cache"))
        beside = subprocess.Popen([sys.executable, "-c", COMPILE_LOOP], env=env, stderr=subprocess.DEVNULL)
        try:
            time.sleep(3.0)  # compiling before the session starts
            yield
        finally:
            beside.kill()
            beside.wait()
    else:
        raise SystemExit(f"unknown load {kind!r}")


def reference(name, spec, modes, args, work, blocks, when="before"):
    """The quiet paired harness: {mode: speedup eager / mode} (median of per-round ratios). It runs before
    and after the sessions: this VM's cores change speed for minutes at a time, and a speedup moves with
    them (eager's transcendental loop more than the fused kernel), so the reference is the band of both."""
    command = [sys.executable, str(BENCH / "paired_harness.py"), spec, "--modes", "eager," + modes]
    command += [f"--arg={key}={value}" for key, value in args.items()]
    command += ["--rounds", str(blocks)]
    log_path = work / f"{name}.harness_{when}.log"
    status, seconds = run_logged(command, log_path, 3600)
    lines = [line for line in log_path.read_text(errors="replace").splitlines() if line.startswith("{")]
    if status != 0 or not lines:
        return {"error": f"harness exit {status}"}
    record = json.loads(lines[-1])
    kept = [record["rounds"][i] for i in record.get("kept", range(len(record["rounds"])))] or record["rounds"]
    speedups = {}
    for mode in modes.split(","):
        ratios = [
            r["eager"]["median_ms"] / r[mode]["median_ms"] for r in kept if r.get(mode) and r.get("eager")
        ]
        speedups[mode] = statistics.median(ratios) if ratios else None
    log(f"{name}: harness {seconds:.0f} s, {len(kept)} rounds kept: {speedups}")
    return {"speedups": speedups, "rounds": len(kept), "seconds": seconds}


def python_of(root):
    """The Python a checkout runs under: its own .venv's where it has one (an editable install of another
    checkout would shadow its `cli` package), else this one."""
    own = Path(root) / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


def session(name, spec, modes, args, work, kind, product=("", ROOT)):
    """One session of the product checked out at `product` (label, root) under `kind`: {mode: {outcome,
    speedup, interval}}, its wall time and load."""
    label, root = product
    folder = work / f"{name}.{kind}{label}"
    python = python_of(root)
    command = [python, "-m", "compile_inspect", "run", str(ROOT / spec), "--modes", modes]
    command += ["-o", str(folder), *(f"--arg={key}={value}" for key, value in args.items())]
    loads = [os.getloadavg()[0]]
    with load(kind, work), open(work / f"{name}.{kind}{label}.run.log", "w") as log_file:
        started = time.perf_counter()
        status = subprocess.run(command, cwd=root, stdout=log_file, stderr=subprocess.STDOUT).returncode
        seconds = time.perf_counter() - started
        loads.append(os.getloadavg()[0])
    diff = subprocess.run(
        [python, "-m", "compile_inspect", "diff", str(folder), "--format", "json"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    try:
        document = json.loads(diff.stdout)
        rows = {row["mode"]: row for row in find_rows(document)}
    except (json.JSONDecodeError, KeyError):
        return {"error": f"run exit {status}, diff exit {diff.returncode}", "seconds": seconds}
    result = {"seconds": seconds, "load1": loads, "modes": {}}
    for mode in modes.split(","):
        row = rows.get(mode, {})
        ratio = row.get("ratio_to_control") or row.get("unjudged_ratio")
        low, high = row.get("ratio_low"), row.get("ratio_high")
        result["modes"][mode] = {
            "outcome": row.get("speed_outcome") or outcome_of_findings(document, mode),
            "speedup": 1 / ratio if ratio else None,
            "interval": [1 / high, 1 / low] if low and high else None,
            "paired_rounds": row.get("paired_rounds"),
            "rounds_run": row.get("rounds_run"),
        }
    log(f"{name}{label} under {kind}: {seconds:.0f} s, load {loads}: {result['modes']}")
    return result


def band(target, mode):
    """(lowest, highest) reference speedup of `mode` over the harness runs before and after the sessions."""
    found = [
        ((target.get(key) or {}).get("speedups") or {}).get(mode) for key in ("reference", "reference_after")
    ]
    found = [value for value in found if value]
    return (min(found), max(found)) if found else None


def distance(speedup, limits):
    """How far `speedup` lies outside the reference band, as a ratio (1.0 inside it)."""
    low, high = limits
    return speedup / high if speedup > high else (speedup / low if speedup < low else 1.0)


FINDING_OUTCOMES = {
    "faster-than-eager": "faster",
    "slower-than-eager": "slower",
    "within-noise": "noise",
    "busy-machine": "busy",
    "drifting-target": "drift",
}


def outcome_of_findings(document, mode):
    """The comparison's outcome read off its findings: for diff JSON written before `speed_outcome` was a
    summary field (the landed code this bench compares against)."""
    for comparison in document.get("comparisons", ()):
        if comparison.get("test") == mode:
            ids = [finding["id"] for finding in comparison.get("findings", ())]
            return next((FINDING_OUTCOMES[i] for i in ids if i in FINDING_OUTCOMES), "same")
    return None


def score(results):
    """Per load: comparisons owed a verdict (both references beyond EFFECT on one side), verdicts given,
    wrong signs, speedups within SPEEDUP_TOLERANCE of the reference band."""
    table = {}
    for target in results.values():
        modes = ((target.get("reference") or {}).get("speedups") or {}).keys()
        for kind, found in target.get("sessions", {}).items():
            row = table.setdefault(kind, {"owed": 0, "given": 0, "wrong_sign": 0, "within": 0, "errors": []})
            for mode in modes:
                limits, got = band(target, mode), (found.get("modes") or {}).get(mode) or {}
                if limits is None or not (limits[0] >= EFFECT or limits[1] <= 1 / EFFECT):
                    continue
                row["owed"] += 1
                outcome, speedup = got.get("outcome"), got.get("speedup")
                if outcome not in ("faster", "slower"):
                    continue
                row["given"] += 1
                row["wrong_sign"] += (outcome == "faster") != (limits[0] > 1)
                off = distance(speedup, limits) if speedup else None
                if off is not None and abs(off - 1) <= SPEEDUP_TOLERANCE:
                    row["within"] += 1
                elif off is not None:
                    row["errors"].append(round(off, 3))
    return table


def print_report(results):
    print(f"{'target':<14} {'mode':<9} {'harness':>13}  " + "  ".join(f"{k:>22}" for k in loads_of(results)))
    for name, target in results.items():
        for mode in ((target.get("reference") or {}).get("speedups") or {}).keys():
            low, high = band(target, mode) or (0, 0)
            cells = []
            for kind in loads_of(results):
                got = ((target.get("sessions", {}).get(kind) or {}).get("modes") or {}).get(mode) or {}
                speedup = got.get("speedup")
                cells.append(
                    f"{got.get('outcome') or '-':>8} {speedup or 0:6.2f}x r{got.get('paired_rounds') or 0:>3}"
                )
            print(f"{name:<14} {mode:<9} {low:5.2f}-{high:5.2f}x  " + "  ".join(f"{c:>22}" for c in cells))
    for kind, row in score(results).items():
        share = row["given"] / row["owed"] if row["owed"] else None
        print(
            f"{kind}: verdict on {row['given']} of {row['owed']} owed ({share:.0%})"
            if share is not None
            else f"{kind}: nothing owed",
            f"wrong signs {row['wrong_sign']}, speedup within {SPEEDUP_TOLERANCE:.0%}: {row['within']} of "
            f"{row['given']} (others {row['errors']})",
        )


def loads_of(results):
    return sorted({kind for target in results.values() for kind in target.get("sessions", {})})


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--targets", default=",".join(TARGETS), help="comma-separated, of: " + ",".join(TARGETS)
    )
    parser.add_argument(
        "--loads", default="quiet,hog2,compile", help="comma-separated: quiet,hog2,duty,compile"
    )
    parser.add_argument("--blocks", type=int, default=21, help="harness rounds")
    parser.add_argument("--out", help="write the results here as JSON (rewritten after each target)")
    parser.add_argument("--work", help="folder for sessions and logs (default: a new temp folder, kept)")
    parser.add_argument(
        "--product",
        action="append",
        default=[],
        metavar="LABEL=ROOT",
        help="also time the product checked out at ROOT (e.g. a git worktree of the landed commit, with its "
        "own .venv), its sessions interleaved with this checkout's under each load; repeatable",
    )
    parser.add_argument("--report", nargs="+", metavar="JSON", help="print saved results")
    parser.add_argument(
        "--quiet-reference",
        metavar="JSON",
        help="with --report: the references of this saved run (e.g. --loads none on a quiet machine) "
        "replace those recorded beside the sessions",
    )
    options = parser.parse_args(argv)
    if options.report:
        merged = {}
        for path in options.report:
            merged.update(json.loads(Path(path).read_text())["targets"])
        if options.quiet_reference:
            quiet = json.loads(Path(options.quiet_reference).read_text())["targets"]
            for name, target in merged.items():
                target.update({key: quiet[name].get(key) for key in ("reference", "reference_after")})
        print_report(merged)
        return 0
    products = [("", ROOT)] + [
        (f"@{label}", Path(root))
        for label, _, root in map(str.partition, options.product, ["="] * len(options.product))
    ]
    work = Path(options.work or tempfile.mkdtemp(prefix="load_verdicts-"))
    work.mkdir(parents=True, exist_ok=True)
    log(f"work folder {work}; OMP_NUM_THREADS={os.environ.get('OMP_NUM_THREADS')}")
    results = {}
    for name in options.targets.split(","):
        path, modes, extra = TARGETS[name]
        args = {**bench_args(ROOT / path, "cpu"), **extra}
        results[name] = {
            "reference": reference(name, path, modes, args, work, options.blocks),
            "sessions": {},
        }
        for number, kind in enumerate(filter(None, options.loads.split(","))):
            order = products if number % 2 == 0 else products[::-1]  # each product first in turn
            for product in order:
                found = session(name, path, modes, args, work, kind, product)
                results[name]["sessions"][kind + product[0]] = found
        results[name]["reference_after"] = reference(name, path, modes, args, work, options.blocks, "after")
        if options.out:
            document = {"omp_num_threads": os.environ.get("OMP_NUM_THREADS"), "targets": results}
            Path(options.out).write_text(json.dumps(document, indent=1))
    print_report(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
