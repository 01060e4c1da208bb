"""The independent timing harness of bench/fidelity.py: one (target, mode) in this fresh process, one JSON
line on stdout. It shares no code with compile_inspect and never imports it (the JSON says so:
`compile_inspect_imported`), never starts a profiler, and loads the target with its own loader.

    python bench/fidelity_harness.py bench/targets/gemm.py --mode default --device cpu
    python bench/fidelity_harness.py bench/targets/gpt2.py --mode reduce-overhead --device cuda --arg layers=6
    python bench/fidelity_harness.py bench/targets/vit.py --probe     # import + build + one eager call

Protocol: import the file, build the callable (an nn.Module class is constructed with the --arg values its
__init__ takes, and device), build example_inputs(...); `torch.compile(fn, mode=...)` (eager: fn as is);
the first call (compile) is timed; warm-up until at least --warmup-calls calls and --warmup-s seconds;
then a block size n is chosen so that a block of n back-to-back calls lasts >= --min-block-s; then
--blocks blocks are timed:
  - CPU: perf_counter around the block (and process CPU time, to see a starved block); figure: the
    median over blocks of block time / n.
  - CUDA: latency blocks (a CUDA event pair around each call, synchronize after each: the mean per call)
    alternate with throughput blocks (n back-to-back calls, one event pair around the block, one
    synchronize); figures: the median over blocks of each.
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import itertools
import json
import math
import os
import re
import statistics
import sys
import time
from pathlib import Path


def parse_value(key, text):
    """'64' -> 64, '0.5' -> 0.5, 'true' -> True, dtype=bfloat16 -> torch.bfloat16, else the text."""
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    if key == "dtype" or text.startswith("torch."):
        import torch

        dtype = getattr(torch, text.removeprefix("torch."), None)
        if isinstance(dtype, torch.dtype):
            return dtype
    return text


def _takes(callable_, kwargs, device):
    """The kwargs `callable_` accepts, plus device when it takes one."""
    params = inspect.signature(callable_).parameters
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return {**kwargs, "device": device}
    return {key: value for key, value in {**kwargs, "device": device}.items() if key in params}


def load(spec, args, device):
    """'path.py' or 'path.py:name' -> (callable, inputs). The file becomes a real module in sys.modules
    (its folder on sys.path), so Dynamo and pickling can import it by name."""
    import torch

    path_text, _, name = spec.rpartition(":") if re.search(r"\.py:\w+$", spec) else (spec, "", "fn")
    path = Path(path_text).resolve()
    module_name = "fidelity_target_" + re.sub(r"\W", "_", path.stem)
    sys.path.insert(0, str(path.parent))
    module_spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[module_name] = module
    module_spec.loader.exec_module(module)
    kwargs = {key: parse_value(key, value) for key, value in args.items()}
    fn = getattr(module, name)
    if isinstance(fn, type) and issubclass(fn, torch.nn.Module):
        fn = fn(**_takes(fn.__init__, kwargs, device))
    if isinstance(fn, torch.nn.Module):
        fn = fn.to(device)
    factory = module.example_inputs
    inputs = factory(**_takes(factory, kwargs, device))
    if not isinstance(inputs, tuple):
        raise TypeError(f"example_inputs(...) in {path} returned {type(inputs).__name__}, not a tuple")
    return fn, inputs


def compiled(fn, mode):
    import torch

    if mode == "eager":
        return fn
    return torch.compile(fn, mode=None if mode == "default" else mode)


def run_calls(fn, inputs, n):
    for _ in itertools.repeat(None, n):
        fn(*inputs)


def sync(device):
    if device == "cuda":
        import torch

        torch.cuda.synchronize()


def warm_up(fn, inputs, device, min_calls, min_s):
    """First call (compile) timed; then calls until both minimums are met."""
    start = time.perf_counter()
    fn(*inputs)
    sync(device)
    first_s = time.perf_counter() - start
    calls, start = 0, time.perf_counter()
    while calls < min_calls or time.perf_counter() - start < min_s:
        fn(*inputs)
        calls += 1
    sync(device)
    return first_s, calls, time.perf_counter() - start


def block_wall(fn, inputs, device, n):
    """Seconds for n back-to-back calls, synchronized at the end (the autorange probe)."""
    sync(device)
    start = time.perf_counter()
    run_calls(fn, inputs, n)
    sync(device)
    return time.perf_counter() - start


def autorange(fn, inputs, device, min_block_s):
    """The block size n, so that a block of n calls lasts >= min_block_s: probe blocks grow (at most 10x
    a step) until one lasts a tenth of the goal; then five probe blocks of that size give the median time
    per call, and n aims at 1.2x the goal from it (one slow or fast probe call does not set n)."""
    n = 1
    while True:
        seconds = block_wall(fn, inputs, device, n)
        if seconds >= min_block_s / 10:
            break
        n = max(n + 1, min(math.ceil(n * min_block_s / 10 / max(seconds, 1e-9)), n * 10))
    per_call = statistics.median(block_wall(fn, inputs, device, n) / n for _ in range(5))
    return max(1, math.ceil(1.2 * min_block_s / max(per_call, 1e-9))), per_call


def time_cpu(fn, inputs, n, blocks):
    rows = []
    for _ in range(blocks):
        cpu0, wall0 = time.process_time(), time.perf_counter()
        run_calls(fn, inputs, n)
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        rows.append({"ms": wall * 1e3 / n, "cpu_per_wall": cpu / wall if wall > 0 else None})
    return rows


def time_cuda(fn, inputs, n, blocks):
    import torch

    rows = []
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    block_start, block_end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(blocks):
        # latency: a sync after each call, events around each call
        torch.cuda.synchronize()
        wall0 = time.perf_counter()
        for i in range(n):
            starts[i].record()
            fn(*inputs)
            ends[i].record()
            torch.cuda.synchronize()
        latency_wall = (time.perf_counter() - wall0) * 1e3 / n
        latency = sum(s.elapsed_time(e) for s, e in zip(starts, ends)) / n
        # throughput: back-to-back calls, events around the block, one sync
        torch.cuda.synchronize()
        wall0 = time.perf_counter()
        block_start.record()
        run_calls(fn, inputs, n)
        block_end.record()
        block_end.synchronize()
        throughput_wall = (time.perf_counter() - wall0) * 1e3 / n
        rows.append(
            {
                "latency_ms": latency,
                "throughput_ms": block_start.elapsed_time(block_end) / n,
                "latency_wall_ms": latency_wall,
                "throughput_wall_ms": throughput_wall,
            }
        )
    return rows


def quantile(values, q):
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summary(values):
    return {
        "median": statistics.median(values),
        "min": min(values),
        "p10": quantile(values, 0.1),
        "p90": quantile(values, 0.9),
        "max": max(values),
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", help="path.py or path.py:name")
    parser.add_argument("--mode", default="eager")
    parser.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--arg", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--warmup-calls", type=int, default=20)
    parser.add_argument("--warmup-s", type=float, default=1.0)
    parser.add_argument("--min-block-s", type=float, default=0.05)
    parser.add_argument("--blocks", type=int, default=21)
    parser.add_argument("--probe", action="store_true", help="load, build, one eager call; no timing")
    options = parser.parse_args(argv)
    args = dict(pair.split("=", 1) for pair in options.arg)
    started = time.perf_counter()

    import torch

    record = {
        "target": options.target,
        "mode": options.mode,
        "device": options.device,
        "args": args,
        "torch": torch.__version__,
        "threads": torch.get_num_threads(),
        "pid": os.getpid(),
        "loadavg_start": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    fn, inputs = load(options.target, args, options.device)
    if options.probe:
        call_s = block_wall(fn, inputs, options.device, 1)
        record.update(probe=True, first_call_ms=call_s * 1e3)
    else:
        fn = compiled(fn, options.mode)
        first_s, warm_calls, warm_s = warm_up(
            fn, inputs, options.device, options.warmup_calls, options.warmup_s
        )
        n, probe_per_call_s = autorange(fn, inputs, options.device, options.min_block_s)
        blocks = max(options.blocks, 15)
        measure_start = time.perf_counter()
        if options.device == "cuda":
            rows = time_cuda(fn, inputs, n, blocks)
            figures = {key: summary([row[key] for row in rows]) for key in rows[0]}
            main_key = "latency_ms"
        else:
            rows = time_cpu(fn, inputs, n, blocks)
            figures = {"ms": summary([row["ms"] for row in rows])}
            utilisation = [row["cpu_per_wall"] for row in rows if row["cpu_per_wall"] is not None]
            figures["cpu_per_wall"] = summary(utilisation) if utilisation else None
            main_key = "ms"
        record.update(
            first_call_s=first_s,
            warmup_calls=warm_calls,
            warmup_s=warm_s,
            calls_per_block=n,
            autorange_call_ms=probe_per_call_s * 1e3,
            blocks=blocks,
            measure_s=time.perf_counter() - measure_start,
            median_ms=figures[main_key]["median"],
            latency_ms=figures[main_key]["median"],
            throughput_ms=figures["throughput_ms"]["median"] if "throughput_ms" in figures else None,
            figures=figures,
            block_ms=[row.get("ms", row.get("latency_ms")) for row in rows],
            block_throughput_ms=[row["throughput_ms"] for row in rows]
            if "throughput_ms" in rows[0]
            else None,
        )
    record.update(
        total_s=time.perf_counter() - started,
        loadavg_end=os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        compile_inspect_imported=any(name.split(".")[0] == "compile_inspect" for name in sys.modules),
    )
    print(json.dumps(record), flush=True)


if __name__ == "__main__":
    main()
