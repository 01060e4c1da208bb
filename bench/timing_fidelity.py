"""Can the session's timings be trusted? Each mode's steady-state median against triton's do_bench.

    python bench/timing_fidelity.py --out fidelity.json            # on an H200 (~5 min)
    python bench/timing_fidelity.py --cpu --out fidelity_cpu.json  # small CPU variant, timeit instead

For each target (default: matmul_add and square at size 4096) the script records a session with
`capture.run_session` (every mode, as `compile-inspect run` does), then, in the same invocation and
for each mode, starts one fresh process that loads the *same compiled code* from the mode's own
Inductor cache in the session (an FX graph cache hit: same kernels, same autotune picks) and measures:
  - `recheck`: the worker's own method again (`worker.time_calls`: CUDA events, sync after each call),
    which separates process-to-process noise from a difference of method;
  - `do_bench`: `triton.testing.do_bench(..., return_mode="median")` (on CPU: `timeit`, median);
and reads from the session's trace the profiler-attributed GPU time per step (median over the
active steps of the union of the step's kernel/memcpy/memset intervals). Printed: a table of the
four figures per mode and each one's ratio to do_bench (target: the session's median within 5%).
Without CUDA and without --cpu it prints a "needs CUDA" line and exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the bench runs from a checkout; the package need not be installed

from compile_inspect import capture  # noqa: E402  (no torch: the workers and the rechecks import it)
from compile_inspect.analysis import analyze_trace  # noqa: E402
from compile_inspect.session import Options  # noqa: E402

GPU_TARGETS = "matmul_add.py:size=4096,square.py:size=4096"
CPU_TARGETS = "matmul_add.py:size=256,square.py:size=512"
TOLERANCE = 0.05

# One mode, re-measured in a fresh process from the session's compiled code. argv: JSON job.
RECHECK = r"""
import json, statistics, sys, timeit
job = json.loads(sys.argv[1])
import torch
from compile_inspect import modes, worker
from compile_inspect.target import load_target

target = load_target(job["target"], job["args"], job["device"])
kwargs = modes.compile_kwargs(job["mode"])
fn = target.fn if kwargs is None else torch.compile(target.fn, **kwargs)
call = lambda: fn(*target.inputs)
for _ in range(1 + job["warmup"]):
    call()
worker.synchronize(job["device"])
recheck = worker.time_calls(fn, target.inputs, job["device"], job["iters"])["median_ms"]
if job["device"] == "cuda":
    from triton.testing import do_bench
    independent = do_bench(call, warmup=100, rep=500, return_mode="median")
else:
    independent = statistics.median(t * 1e3 for t in timeit.repeat(call, number=1, repeat=job["iters"]))
hits = None
try:  # informational: proves the code came from the session's cache (private counter, may move)
    from torch._dynamo.utils import counters
    hits = counters["inductor"]["fxgraph_cache_hit"]
except Exception:
    pass
print(json.dumps({"recheck_ms": recheck, "independent_ms": independent, "fxgraph_cache_hits": hits}))
"""


def has_cuda() -> bool:
    probe = subprocess.run(
        [sys.executable, "-c", "import torch; print(torch.cuda.is_available())"],
        capture_output=True,
        text=True,
    )
    return probe.stdout.strip() == "True"


def parse_targets(text: str) -> list[tuple[str, dict]]:
    """'matmul_add.py:size=4096,square.py:size=4096' -> [(samples/matmul_add.py, {'size': '4096'}), ...]"""
    targets = []
    for item in text.split(","):
        name, *pairs = item.split(":")
        path = Path(name) if Path(name).is_file() else ROOT / "samples" / name
        targets.append((str(path), dict(pair.split("=", 1) for pair in pairs)))
    return targets


def measure_target(path: str, args: dict, options, scratch: Path) -> list[dict]:
    name = Path(path).stem + "_" + "_".join(args.values())
    print(f"recording {name} ({options.modes}) ...", flush=True)
    run_options = Options(iters=options.iters, jobs=capture.default_jobs(5))
    session = capture.run_session(
        path, options.modes, scratch / name, args=args, device=options.device, options=run_options
    )
    rows = []
    for run in session.modes:
        if not run.ok:
            rows.append({"target": name, "mode": run.mode, "error": run.error})
            continue
        rows.append(
            {
                "target": name,
                "mode": run.mode,
                "session_ms": run.timing.median_ms,
                **recheck(path, args, run, session, options),
                **profiler_figures(session.trace_path(run.mode)),
            }
        )
    return rows


def recheck(path: str, args: dict, run, session, options) -> dict:
    job = {
        "target": path,
        "args": args,
        "device": options.device,
        "mode": run.mode,
        "warmup": session.options.warmup,
        "iters": options.iters,
    }
    env = dict(
        os.environ,
        TORCHINDUCTOR_CACHE_DIR=str(session.path(run.cache_dir).resolve()),
        TORCHINDUCTOR_FX_GRAPH_CACHE="1",
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    proc = subprocess.run(
        [sys.executable, "-c", RECHECK, json.dumps(job)], capture_output=True, text=True, env=env
    )
    if proc.returncode != 0:
        return {"error": f"recheck failed: {proc.stderr.strip().splitlines()[-1:]}"}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def profiler_figures(trace_path) -> dict:
    """GPU busy time per profiled step (median), and the step's CPU span, from the session's trace."""
    metrics = analyze_trace(trace_path).metrics
    busy = metrics.gpu_busy_us.median / 1e3 if metrics.gpu_busy_us else None
    return {"profiler_gpu_ms": busy, "profiler_step_cpu_ms": metrics.cpu_us.median / 1e3}


def ratio(value, reference):
    return None if value is None or not reference else value / reference


def table(rows: list[dict], device: str) -> list[str]:
    method = "do_bench" if device == "cuda" else "timeit"
    head = (
        f"{'target':<18} {'mode':<27} {'session':>9} {'recheck':>9} {method:>9} {'prof GPU':>9}"
        f"  {'sess/ind':>8} {'rech/ind':>8} {'prof/ind':>8}  within 5%"
    )
    lines = [head, "-" * len(head)]
    for row in rows:
        if "error" in row:
            lines.append(f"{row['target']:<18} {row['mode']:<27} {row['error']}")
            continue
        independent = row["independent_ms"]
        figures = [row["session_ms"], row["recheck_ms"], independent, row["profiler_gpu_ms"]]
        ratios = [
            ratio(row["session_ms"], independent),
            ratio(row["recheck_ms"], independent),
            ratio(row["profiler_gpu_ms"], independent),
        ]
        verdict = "yes" if abs(ratios[0] - 1) <= TOLERANCE else f"NO ({ratios[0] - 1:+.1%})"
        lines.append(
            f"{row['target']:<18} {row['mode']:<27} "
            + " ".join(_ms(v) for v in figures)
            + "  "
            + " ".join(_x(r) for r in ratios)
            + f"  {verdict}"
        )
    return lines + [
        "times in ms (medians); ratios against the independent measurement ("
        f"{method}); prof GPU = profiler-attributed GPU busy time per step"
    ]


def _ms(value):
    return f"{value:9.4f}" if value is not None else f"{'-':>9}"


def _x(value):
    return f"{value:7.3f}x" if value is not None else f"{'-':>8}"


def parse_options(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--targets", help=f"comma-separated sample[:key=value...] [{GPU_TARGETS}; --cpu: {CPU_TARGETS}]"
    )
    parser.add_argument("--modes", default="all")
    parser.add_argument("--iters", type=int, default=100, help="timed calls per measurement [100]")
    parser.add_argument(
        "--cpu", action="store_true", help="run the CPU variant (timeit) instead of needing CUDA"
    )
    parser.add_argument("--out", type=Path, help="write the rows as JSON here")
    parser.add_argument("--keep", type=Path, help="keep the recorded sessions in this folder")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    options = parse_options(argv)
    cuda = has_cuda()
    if not cuda and not options.cpu:
        print(
            "timing_fidelity: needs CUDA (run it on an H200); nothing measured. "
            "`--cpu` runs a small CPU variant against timeit."
        )
        return 0
    options.device = "cuda" if cuda and not options.cpu else "cpu"
    targets = parse_targets(options.targets or (GPU_TARGETS if options.device == "cuda" else CPU_TARGETS))
    print(
        f"{platform.node()} | {platform.machine()} x{os.cpu_count()} | device {options.device} | "
        f"{time.strftime('%Y-%m-%d %H:%M')}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="fidelity_") as tmp:
        scratch = options.keep or Path(tmp)
        rows = [row for path, args in targets for row in measure_target(path, args, options, scratch)]
    print("\n".join(table(rows, options.device)))
    if options.out:
        options.out.write_text(
            json.dumps(
                {
                    "device": options.device,
                    "date": time.strftime("%Y-%m-%d"),
                    "host": platform.node(),
                    "rows": rows,
                },
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
