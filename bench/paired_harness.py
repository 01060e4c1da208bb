"""The independent harness, paired: one fresh process per mode (bench/fidelity_harness.py's loader,
compile, warm-up and block timing; nothing of compile_inspect), all alive at once, each compiled and
warm; each then chooses its block size (one at a time, nothing compiling); after three rounds not
recorded, rounds: in each round every mode times one block, the first mode rotating. On a machine whose
speed drifts between states for tens of seconds (the lent H200: docs/performance.md), a fresh process per
mode and round lands each mode in a different state; paired blocks share one.

    python bench/paired_harness.py bench/targets/bert.py --device cuda --modes eager,default,reduce-overhead

One JSON line on stdout: {"rounds": [{mode: record}, ...], ...}, a record holding what one
fidelity_harness round holds for that figure (median_ms, latency_ms, throughput_ms on CUDA; median_ms and
cpu_per_wall on CPU), so bench/fidelity.py compares it as it compares fresh-process rounds: a mode's
figure is the median over rounds, its speedup the median of the per-round ratios eager / mode.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
SETTLE_ROUNDS = 3  # rounds run first and not recorded


def child(options):
    sys.path.insert(0, str(BENCH))
    import fidelity_harness as harness

    fn, inputs = harness.load(
        options.target, dict(pair.split("=", 1) for pair in options.arg), options.device
    )
    fn = harness.compiled(fn, options.mode)
    first_s, _, _ = harness.warm_up(fn, inputs, options.device, 20, 1.0)
    ready = {"ready": True, "first_call_s": first_s, "pid": os.getpid()}
    ready["compile_inspect_imported"] = any(name.split(".")[0] == "compile_inspect" for name in sys.modules)
    print(json.dumps(ready), flush=True)
    n = 1
    for line in sys.stdin:
        if line.strip() == "calibrate":  # sent once every mode is compiled: no compile competes with it
            n, _ = harness.autorange(fn, inputs, options.device, options.min_block_s)
            print(json.dumps({"calls": n}), flush=True)
        elif line.strip() == "block":
            print(json.dumps(one_block(harness, fn, inputs, n, options.device)), flush=True)
        else:
            break


def one_block(harness, fn, inputs, n, device):
    if device == "cuda":
        row = harness.time_cuda(fn, inputs, n, 1)[0]
        return dict(row, median_ms=row["latency_ms"])
    row = harness.time_cpu(fn, inputs, n, 1)[0]
    return {"median_ms": row["ms"], "cpu_per_wall": row["cpu_per_wall"]}


def start_children(options, folder):
    """One child per mode, all compiling at once; {mode: (process, ready record)}."""
    children = {}
    for mode in options.modes.split(","):
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(folder / f"cache_{mode}"))
        env["TRITON_CACHE_DIR"] = str(folder / f"cache_{mode}" / "triton")
        command = [
            sys.executable,
            __file__,
            options.target,
            "--child",
            "--mode",
            mode,
            "--device",
            options.device,
        ]
        command += ["--min-block-s", str(options.min_block_s)]
        command += [item for pair in options.arg for item in ("--arg", pair)]
        log = open(folder / f"{mode}.log", "w")
        children[mode] = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True, env=env
        )
    ready = {}
    for mode, process in children.items():
        line = process.stdout.readline()
        if not line:
            raise SystemExit(f"{mode} failed: {(folder / f'{mode}.log').read_text()[-2000:]}")
        ready[mode] = json.loads(line)
    return children, ready


def ask(process, command):
    process.stdin.write(command + "\n")
    process.stdin.flush()
    return json.loads(process.stdout.readline())


def paired_rounds(children, count, settle=SETTLE_ROUNDS):
    """`count` rounds after `settle` unrecorded ones (what compiling left running winds down)."""
    modes = list(children)
    rounds = []
    for index in range(-settle, count):
        shift = index % len(modes)
        records = {}
        for mode in modes[shift:] + modes[:shift]:
            records[mode] = ask(children[mode], "block")
        if index >= 0:
            rounds.append({mode: records[mode] for mode in modes})
    return rounds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target")
    parser.add_argument("--child", action="store_true", help="(internal) one mode's process")
    parser.add_argument("--mode", default="eager", help="child: its one mode")
    parser.add_argument("--modes", default="eager,default", help="parent: the modes, eager first")
    parser.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--arg", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--min-block-s", type=float, default=0.05)
    parser.add_argument("--rounds", type=int, default=21)
    options = parser.parse_args()
    if options.child:
        return child(options)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="paired_harness_") as folder:
        children, ready = start_children(options, Path(folder))
        warm_s = time.perf_counter() - started
        for mode, process in children.items():
            ready[mode].update(ask(process, "calibrate"))
        rounds = paired_rounds(children, options.rounds)
        for process in children.values():
            process.stdin.close()
            process.wait(timeout=60)
    record = {"rounds": rounds, "ready": ready, "warm_s": warm_s, "total_s": time.perf_counter() - started}
    record["loadavg"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(json.dumps(record), flush=True)


if __name__ == "__main__":
    main()
