"""Does the product worker's environment slow a compiled call? Paired and interleaved, so a GPU (or CPU)
whose speed drifts between states cannot pass for an effect (issue 16: sessions of compiled modes ran
14-55% slower than the independent harness on the H200).

    python bench/env_bias.py --device cuda --target bench/targets/llama.py --arg layers=4 ... --mode default

One child process per condition, all alive at once, each compiled and warm; then rounds, in each round
every child times one block of calls (latency: CUDA events around each call, a sync after each; on CPU
perf_counter), the first child rotating. Conditions (each its own code here; nothing of compile_inspect):
  plain        what bench/fidelity_harness.py does
  logs         TORCH_TRACE=<tmp> and TORCH_LOGS=output_code (stderr to a file), Inductor provenance
               tracking on: the worker's compile-time environment
  cpu_profile  plain, then one empty CPU-only torch.profiler profile before timing (the worker's
               profiler warm-up, which the worker no longer does)
  worker       logs + cpu_profile
  output_code  TORCH_LOGS=output_code alone      } the three parts of `logs`, one at a time
  torch_trace  TORCH_TRACE=<tmp> alone           } (--conditions output_code,torch_trace,provenance
  provenance   Inductor provenance tracking alone}  to split a bias `logs` shows)
  worker_env   the product worker's whole environment (compile_inspect.capture.protocol.worker_env: its
               own Inductor and Triton caches, TORCH_TRACE, TORCH_LOGS, FX graph cache, TMPDIR), the
               harness's loading, compile and timing
  product      worker_env, and the target loaded, compiled and warmed by the product's own worker code
               (capture.target.load_target, capture.worker.prepare_mode), timed by the harness's block
  product_timed product, each block timed by the product's capture.worker.measure_block
  (the last three import compile_inspect on purpose: they look for where a session and the harness
  part, which the independent harness itself must not do)
--conditions picks some (plain is always run: the ratios are to it).
Printed: each condition's median per-call ms and the median of its per-round ratio to plain, with min-max.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
CONDITIONS = (
    "plain",
    "logs",
    "cpu_profile",
    "worker",
    "output_code",
    "torch_trace",
    "provenance",
    "worker_env",
    "product",
    "product_timed",
)
PRODUCT = ("product", "product_timed")
WORKER_ENV = ("worker_env", *PRODUCT)
DEFAULT_CONDITIONS = "logs,cpu_profile,worker"
PROVENANCE = ("logs", "worker", "provenance")
OUTPUT_CODE = ("logs", "worker", "output_code")
TORCH_TRACE = ("logs", "worker", "torch_trace")


def child(options):
    sys.path.insert(0, str(BENCH))
    import fidelity_harness as harness
    import torch

    if options.condition in PROVENANCE:
        trace = getattr(__import__("torch._inductor.config", fromlist=["trace"]), "trace", None)
        for name, on in (("provenance_tracking_level", 1), ("provenance_tracking", True)):
            if trace is not None and hasattr(trace, name):
                setattr(trace, name, on)
                break
    args = dict(pair.split("=", 1) for pair in options.arg)
    if options.condition in PRODUCT:
        warm = product_warm(options, args)
        fn, inputs = warm.fn, warm.target.inputs
    else:
        fn, inputs = harness.load(options.target, args, options.device)
        fn = harness.compiled(fn, options.mode)
    harness.warm_up(fn, inputs, options.device, 20, 1.0)
    if options.condition in ("cpu_profile", "worker"):
        from torch.profiler import ProfilerActivity, profile

        with profile(activities=[ProfilerActivity.CPU]):
            pass
    n, _ = harness.autorange(fn, inputs, options.device, options.block_s)
    print(json.dumps({"ready": True, "calls": n}), flush=True)
    product_timed = options.condition == "product_timed"
    if product_timed:
        from compile_inspect.capture import worker
    for line in sys.stdin:
        if line.strip() != "block":
            break
        if product_timed:
            ms = worker.measure_block(warm, n, 0)["latency_ms"]
        else:
            ms = block_latency(fn, inputs, n, options.device, torch)
        print(json.dumps({"ms": ms}), flush=True)


def product_warm(options, args):
    """The product worker's steps up to its hand-over: load_target, prepare_mode (eager reference call,
    provenance tracking, compile, warm-up, profiler import) -> its WarmMode."""
    from compile_inspect.capture import target, worker
    from compile_inspect.session import modes

    loaded = target.load_target(options.target, args, options.device)
    job = {"compile_kwargs": modes.compile_kwargs(options.mode), "warmup": 3}
    return worker.prepare_mode(job, loaded, options.device)


def worker_environment(condition, mode, folder):
    """The product worker's environment for `mode`, its files under `folder`/`condition`."""
    from compile_inspect.capture import output, protocol

    job = output.WorkerJob(mode, folder / condition)
    job.folder.mkdir(parents=True)
    job.paths["tmp_dir"].mkdir()
    return protocol.worker_env(job, jobs=1)


def block_latency(fn, inputs, n, device, torch):
    if device != "cuda":
        start = time.perf_counter()
        for _ in range(n):
            fn(*inputs)
        return (time.perf_counter() - start) * 1e3 / n
    pairs = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(n)]
    torch.cuda.synchronize()
    for start, end in pairs:
        start.record()
        fn(*inputs)
        end.record()
        torch.cuda.synchronize()
    return sum(start.elapsed_time(end) for start, end in pairs) / n


def start_children(options, folder):
    children = {}
    for condition in ["plain", *(c for c in options.conditions.split(",") if c != "plain")]:
        if condition not in CONDITIONS:
            raise SystemExit(f"unknown condition {condition!r}; choose from {', '.join(CONDITIONS)}")
        env = (
            worker_environment(condition, options.mode, folder)
            if condition in WORKER_ENV
            else dict(os.environ)
        )
        if condition in TORCH_TRACE:
            env.update(TORCH_TRACE=str(folder / f"tt_{condition}"))
        if condition in OUTPUT_CODE:
            env.update(TORCH_LOGS="output_code")
        command = [
            sys.executable,
            __file__,
            "child",
            "--condition",
            condition,
            "--target",
            options.target,
            "--device",
            options.device,
            "--mode",
            options.mode,
            "--block-s",
            str(options.block_s),
        ]
        command += [item for pair in options.arg for item in ("--arg", pair)]
        log = open(folder / f"{condition}.log", "w")
        children[condition] = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True, env=env
        )
    for condition, process in children.items():
        ready = process.stdout.readline()
        if not ready:
            raise SystemExit(f"{condition} failed: see {folder / (condition + '.log')}")
    return children


def rounds(children, count):
    """{condition: [per-call ms, a round each]}: paired_harness's rounds (one block each, the first
    rotating), without its settle rounds."""
    sys.path.insert(0, str(BENCH))
    from paired_harness import paired_rounds

    timed = paired_rounds(children, count, settle=0)
    return {name: [round_[name]["ms"] for round_ in timed] for name in children}


def report(times):
    print(f"{'condition':12} {'median ms':>10} {'ratio to plain (median, min-max over rounds)':>46}")
    for name, values in times.items():
        ratios = [value / plain for value, plain in zip(values, times["plain"])]
        print(
            f"{name:12} {statistics.median(values):10.3f}   {statistics.median(ratios):.3f} "
            f"({min(ratios):.3f}-{max(ratios):.3f})"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("role", nargs="?", default="parent", choices=["parent", "child"])
    parser.add_argument("--condition", default="plain")
    parser.add_argument("--target", default=str(BENCH / "targets" / "llama.py"))
    parser.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--mode", default="default")
    parser.add_argument("--arg", action="append", default=[])
    parser.add_argument("--block-s", type=float, default=0.05)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--conditions", default=DEFAULT_CONDITIONS, help="comma list, besides plain")
    options = parser.parse_args()
    if options.role == "child":
        return child(options)
    with tempfile.TemporaryDirectory(prefix="env_bias_") as folder:
        started = time.perf_counter()
        children = start_children(options, Path(folder))
        print(f"compiled and warm in {time.perf_counter() - started:.0f} s", flush=True)
        times = rounds(children, options.rounds)
        for process in children.values():
            process.stdin.close()
            process.wait(timeout=60)
    report(times)
    print(json.dumps(times))


if __name__ == "__main__":
    main()
