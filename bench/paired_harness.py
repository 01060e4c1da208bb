"""The independent harness, paired: one fresh process per mode (bench/fidelity_harness.py's loader,
compile, warm-up and block timing; nothing of compile_inspect), all alive at once, each compiled and
warm; each then chooses its block size (one at a time, nothing compiling); after three rounds not
recorded, rounds: in each round every mode times one block, the first mode rotating. Before the rounds
every core is probed (a fixed pure-Python loop, timed) and every child's timing pinned to the fastest
(CPU: the OMP_NUM_THREADS fastest); each block is preceded by the same probe, and the children move
together when a round's probe is over 1.2x the fastest seen. `kept` lists the rounds whose probes were
all within 1.2x of the run's fastest (issue 27's rule, in this file's own code). `default+clone=2` is
one more process of default. On a machine whose
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
SLOW_PROBE = 1.2  # a round whose core probe took longer than this times the run's fastest is not kept


def child(options):
    sys.path.insert(0, str(BENCH))
    import fidelity_harness as harness

    fn, inputs = harness.load(
        options.target, dict(pair.split("=", 1) for pair in options.arg), options.device
    )
    fn = harness.compiled(fn, options.mode.split("+")[0])  # default+clone=2: a second process of default
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
            probe = core_speed_ms()
            record = one_block(harness, fn, inputs, n, options.device)
            print(json.dumps(dict(record, probe_ms=probe, cpu=on_cpu())), flush=True)
        elif line.startswith("pin "):
            print(json.dumps({"pinned": pin(options.device, line.split()[1])}), flush=True)
        else:
            break


def one_block(harness, fn, inputs, n, device):
    if device == "cuda":
        row = harness.time_cuda(fn, inputs, n, 1)[0]
        return dict(row, median_ms=row["latency_ms"])
    row = harness.time_cpu(fn, inputs, n, 1)[0]
    return {"median_ms": row["ms"], "cpu_per_wall": row["cpu_per_wall"]}


# ---- the cores (issue 27): this harness's own probe and pinning, written apart from compile_inspect's


def core_speed_ms(iterations=200_000):
    """How long this thread's core takes for a fixed pure-Python sum of squares now, in ms."""
    begin = time.perf_counter()
    x = 0
    for i in range(iterations):
        x += i * i
    return (time.perf_counter() - begin) * 1e3


def on_cpu():
    """The core this thread is on (the 39th field of /proc/thread-self/stat), None elsewhere."""
    try:
        fields = Path("/proc/thread-self/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[36])
    except (OSError, IndexError, ValueError):
        return None


def pin(device, cores_text):
    """CUDA: this (timing) thread onto the first core; CPU: every thread of the process onto the cores."""
    cores = [int(core) for core in cores_text.split(",")]
    if device == "cuda":
        os.sched_setaffinity(0, cores[:1])
        return cores[:1]
    for task in os.listdir("/proc/self/task"):
        try:
            os.sched_setaffinity(int(task), cores)
        except OSError:
            pass
    return cores


def core_speeds(sweeps=2):
    """{core: fastest of `sweeps` probes} with this (parent) thread moved onto each allowed core."""
    allowed = sorted(os.sched_getaffinity(0))
    best = {}
    for _ in range(sweeps):
        for core in allowed:
            os.sched_setaffinity(0, [core])
            best[core] = min(best.get(core, 1e9), core_speed_ms())
    os.sched_setaffinity(0, allowed)
    return best


def pin_children(children, threads):
    """Every child onto the `threads` fastest cores now; -> (the cores, their speeds), or (None, {})
    where there are no more cores than that."""
    if len(os.sched_getaffinity(0)) <= threads:
        return None, {}
    speeds = core_speeds()
    cores = sorted(speeds, key=speeds.get)[:threads]
    for process in children.values():
        ask(process, "pin " + ",".join(map(str, cores)))
    return cores, speeds


def start_children(options, folder):
    """One child per mode, all compiling at once; {mode: (process, ready record)}."""
    children = {}
    for mode in options.modes.split(","):
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(folder / f"cache_{mode}"))
        # the caller's environment as it is, allocator included: the product's workers inherit it too
        # (issue 37: the user's own process is what is timed)
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


def paired_rounds(children, count, settle=SETTLE_ROUNDS, threads=None):
    """`count` rounds after `settle` unrecorded ones (what compiling left running winds down). With
    `threads` (the cores a call keeps busy), every child is pinned to that many fastest cores first and
    all move together when a round's probe is slower than SLOW_PROBE times the fastest seen."""
    modes = list(children)
    rounds, pinned, fastest, moves = [], None, None, 0
    if threads:
        pinned, _ = pin_children(children, threads)
    for index in range(-settle, count):
        shift = index % len(modes)
        records = {}
        for mode in modes[shift:] + modes[:shift]:
            records[mode] = ask(children[mode], "block")
        probes = [record["probe_ms"] for record in records.values() if record.get("probe_ms")]
        fastest = min([fastest or 1e9, *probes])
        if pinned and probes and max(probes) > SLOW_PROBE * fastest:
            now, _ = pin_children(children, threads)
            moves += now != pinned
            pinned = now
        if index >= 0:
            rounds.append({mode: records[mode] for mode in modes})
    return rounds


def kept_rounds(rounds):
    """The rounds whose every block's probe was within SLOW_PROBE of the run's fastest."""
    probes = [record.get("probe_ms") for round_ in rounds for record in round_.values()]
    if not all(probes):
        return rounds
    limit = SLOW_PROBE * min(probes)
    return [round_ for round_ in rounds if all(record["probe_ms"] <= limit for record in round_.values())]


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
    parser.add_argument(
        "--no-pin", action="store_true", help="leave the children unpinned (probes still kept)"
    )
    options = parser.parse_args()
    if options.child:
        return child(options)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="paired_harness_") as folder:
        children, ready = start_children(options, Path(folder))
        warm_s = time.perf_counter() - started
        for mode, process in children.items():
            ready[mode].update(ask(process, "calibrate"))
        threads = 1 if options.device == "cuda" else int(os.environ.get("OMP_NUM_THREADS") or os.cpu_count())
        rounds = paired_rounds(children, options.rounds, threads=None if options.no_pin else threads)
        for process in children.values():
            process.stdin.close()
            process.wait(timeout=60)
    record = {"rounds": rounds, "ready": ready, "warm_s": warm_s, "total_s": time.perf_counter() - started}
    record["kept"] = [index for index, round_ in enumerate(rounds) if round_ in kept_rounds(rounds)]
    record["loadavg"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(json.dumps(record), flush=True)


if __name__ == "__main__":
    main()
