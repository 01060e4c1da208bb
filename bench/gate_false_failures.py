"""How often does `assert_speedup` fail wrongly on a busy machine? (issue 20)

    python bench/gate_false_failures.py --runs 50 --hogs 2 --threads 1
    python bench/gate_false_failures.py --runs 20 --hogs 2 --threads 2 --cases fused
    python bench/gate_false_failures.py --runs 10 --hogs 0 --truth-processes 3      # a quick look, idle
    python bench/gate_false_failures.py --runs 50 --hogs 2 --hog-kind duty          # a busy machine that comes and goes
    python bench/gate_false_failures.py --runs 50 --hogs 1 --hog-kind slow-core     # one core slow, the others not

1. The truth, with no hog running: each case's speedup (eager time / compiled time per call) measured by
   an independent harness, TRUTH_HARNESS below: plain torch and perf_counter loops, one fresh process
   per measurement, eager and compiled processes alternated, nothing of compile-inspect imported. The
   speedup is the median of the eager processes' fastest per-call times over that of the compiled ones.
2. The bar each case's gate gets, from its truth: the `fused` case (a pointwise chain Inductor fuses
   into one loop) gets `truth / margin`, which the truth clearly passes; the `no-gain` case (one matmul:
   Inductor calls the same extern GEMM, plus guards) gets `truth * margin`, which the truth clearly misses.
3. `--hogs` busy processes (`python -c "while True: pass"`) start beside this one, and
   `compile_inspect.testing.assert_speedup(fn, x, at_least=bar)` runs `--runs` times per case, each a
   fresh compile with its own paired timing, exactly as a test would call it.

Each run's outcome: passed, too-slow (AssertionError "clearly below": a verdict), too-busy
(AssertionError "no verdict": the machine was too busy to judge). For `fused` every failure is a false
failure, split into wrong verdicts (too-slow) and no verdicts (too-busy); for `no-gain` a pass is the
wrong answer. Prints one line per run and a JSON summary (also written to `--json`).
"""

import argparse
import contextlib
import json
import os
import signal
import statistics
import subprocess
import sys
import time

import torch

# The independent harness: argv = case, side (eager|compiled), threads. Prints the fastest µs per call
# of 30 timed loops of `calls` calls (calls: the first count whose loop lasts 20 ms or more). The fastest,
# not the median: other sessions share this machine, and a loop they interrupt only ever runs slower.
TRUTH_HARNESS = r"""
import sys, time, torch
case, side, threads = sys.argv[1], sys.argv[2], int(sys.argv[3])
if threads:
    torch.set_num_threads(threads)
def fused(x):
    y = x * 1.5 + 0.25
    y = torch.sin(y) * torch.cos(x)
    y = y * y + torch.exp(-x.abs())
    return torch.tanh(y) * 0.5 + y.sigmoid()
def no_gain(x):
    return torch.mm(x, x)
fn, x = {"fused": (fused, torch.randn(1024)), "no-gain": (no_gain, torch.randn(128, 128))}[case]
fn = torch.compile(fn) if side == "compiled" else fn
for _ in range(20):
    fn(x)
calls = 1
while True:
    start = time.perf_counter()
    for _ in range(calls):
        fn(x)
    if time.perf_counter() - start >= 0.02:
        break
    calls *= 2
loops = []
for _ in range(30):
    start = time.perf_counter()
    for _ in range(calls):
        fn(x)
    loops.append((time.perf_counter() - start) / calls * 1e6)
print(min(loops))
"""


def fused(x):
    """A pointwise chain: eager runs ~12 ATen ops, each a pass over memory; Inductor fuses them into one loop."""
    y = x * 1.5 + 0.25
    y = torch.sin(y) * torch.cos(x)
    y = y * y + torch.exp(-x.abs())
    return torch.tanh(y) * 0.5 + y.sigmoid()


def no_gain(x):
    """One matmul: compiled calls the same GEMM (extern_kernels.mm) behind Dynamo's guards."""
    return torch.mm(x, x)


CASES = {"fused": (fused, lambda: torch.randn(1024)), "no-gain": (no_gain, lambda: torch.randn(128, 128))}


def truth(case, threads, processes):
    """(speedup, {side: each process's µs per call}): the speedup from the medians over `processes` fresh
    processes per side, alternated."""
    times = {"eager": [], "compiled": []}
    for number in range(processes):
        for side in ("eager", "compiled") if number % 2 == 0 else ("compiled", "eager"):
            command = [sys.executable, "-c", TRUTH_HARNESS, case, side, str(threads)]
            output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
            times[side].append(float(output.split()[-1]))
    return statistics.median(times["eager"]) / statistics.median(times["compiled"]), times


def start_hogs(count, kind="spin"):
    """`count` busy processes; the caller stops them (stop_hogs). kind: spin (always busy, any core),
    slow-core (always busy, each pinned to one core: the first `count` cores run anything else slower,
    the others not; the gate should time on one of the others)."""
    cores = sorted(os.sched_getaffinity(0))
    hogs = []
    for number in range(count):
        pin = None
        if kind == "slow-core":
            core = cores[number % len(cores)]
            pin = lambda core=core: os.sched_setaffinity(0, {core})  # noqa: E731
        hogs.append(subprocess.Popen([sys.executable, "-c", "while True: pass"], preexec_fn=pin))
    return hogs


@contextlib.contextmanager
def hogs_running(count, kind):
    """The hogs of `kind` for the block: spin and slow-core (start_hogs), or duty (bench/hog.py: busy 1.5 s,
    idle 1.5 s, all together)."""
    if kind == "duty":
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from hog import duty_cycled_hog

        with duty_cycled_hog(processes=count, on_s=1.5, off_s=1.5):
            yield
        return
    hogs = start_hogs(count, kind)
    try:
        yield
    finally:
        stop_hogs(hogs)


def stop_hogs(hogs):
    for hog in hogs:
        hog.kill()
        hog.wait()


def gate_once(case, at_least, max_seconds):
    """One assert_speedup call; -> (outcome, seconds, first line of its message or '')."""
    from compile_inspect.testing import assert_speedup

    fn, make_input = CASES[case]
    started = time.monotonic()
    try:
        assert_speedup(fn, make_input(), at_least=at_least, max_seconds=max_seconds)
        outcome, message = "passed", ""
    except AssertionError as failure:
        message = str(failure).splitlines()[0]
        outcome = "too-busy" if "no verdict" in message else "too-slow"
    return outcome, time.monotonic() - started, message


def run_case(case, at_least, runs, max_seconds):
    outcomes = []
    for number in range(runs):
        outcome, seconds, message = gate_once(case, at_least, max_seconds)
        outcomes.append(outcome)
        print(f"{case} run {number + 1}/{runs}: {outcome} in {seconds:.1f} s  {message}", flush=True)
    return {name: outcomes.count(name) for name in ("passed", "too-slow", "too-busy")}


def bar(case, speedup, margin):
    return speedup / margin if case == "fused" else speedup * margin


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="assert_speedup calls per case")
    parser.add_argument("--hogs", type=int, default=2, help="busy processes beside the gate runs")
    parser.add_argument(
        "--hog-kind",
        choices=["spin", "duty", "slow-core"],
        default="spin",
        help="spin: always busy; duty: busy 1.5 s / idle 1.5 s (bench/hog.py); slow-core: always busy, "
        "each pinned to one core (those cores run slow, the others not)",
    )
    parser.add_argument("--threads", type=int, default=1, help="torch.set_num_threads (0: torch's default)")
    parser.add_argument(
        "--truth-processes", type=int, default=5, help="fresh processes per side for the truth"
    )
    parser.add_argument("--margin", type=float, default=1.5, help="how far the bar sits from the truth")
    parser.add_argument("--cases", default="fused,no-gain")
    parser.add_argument("--max-seconds", type=float, default=10.0, help="assert_speedup's max_seconds")
    parser.add_argument("--json", help="write the summary here too")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    summary = {"command": " ".join(sys.argv), "threads": torch.get_num_threads(), "hogs": args.hogs}
    summary["hog_kind"] = args.hog_kind
    summary.update(max_seconds=args.max_seconds, cases=measure_truths(args))
    run_gates(summary["cases"], args)
    report(summary, args.runs)
    if args.json:
        with open(args.json, "w") as file:
            json.dump(summary, file, indent=1)


def measure_truths(args):
    """{case: its truth, each truth process's µs per call, and the bar its gate gets}, no hog running."""
    cases = {}
    for case in args.cases.split(","):
        speedup, times = truth(case, args.threads, args.truth_processes)
        at_least = round(bar(case, speedup, args.margin), 3)
        spread = ", ".join(f"{side} {min(us):.1f}-{max(us):.1f} µs" for side, us in times.items())
        print(f"{case}: truth {speedup:.3f}x (per process: {spread}); at_least {at_least}", flush=True)
        cases[case] = {"truth": speedup, "truth_us": times, "at_least": at_least}
    return cases


def run_gates(cases, args):
    """Each case's gate runs with the hogs busy beside them; the outcomes go into `cases`."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that `finally` stops the hogs
    with hogs_running(args.hogs, args.hog_kind):
        for case, facts in cases.items():
            facts["load_before"] = os.getloadavg()[0]
            facts["outcomes"] = run_case(case, facts["at_least"], args.runs, args.max_seconds)
            facts["load_after"] = os.getloadavg()[0]


def report(summary, runs):
    """Per case: for `fused` the false failures (wrong verdicts + no verdicts), for `no-gain` the wrong passes."""
    for case, facts in summary["cases"].items():
        counts = facts["outcomes"]
        if case == "fused":
            facts["false_failure_rate"] = (counts["too-slow"] + counts["too-busy"]) / runs
            facts["wrong_verdict_rate"] = counts["too-slow"] / runs
            print(
                f"fused (truth passes): {counts} of {runs}; false failures {facts['false_failure_rate']:.0%} "
                f"(wrong verdicts {counts['too-slow']}, no verdict: too busy {counts['too-busy']})"
            )
        else:
            facts["wrong_pass_rate"] = counts["passed"] / runs
            print(
                f"no-gain (truth misses): {counts} of {runs}; wrong passes {counts['passed']}, "
                f"no verdict: too busy {counts['too-busy']}"
            )
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
