"""Timing on a busy machine: a session recorded while two busy processes come and go (on 1.5 s, off
1.5 s: bench/hog.py) still states the speedup an idle, independent measurement finds, with its sign.

The independent measurement shares no code with compile-inspect: a fresh process that compiles the
same function, then times eager and compiled blocks of calls alternately with perf_counter, before
the hog starts. Real torch, real Inductor, real processes."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session

ROOT = Path(__file__).resolve().parents[2]
# Not bench/targets/pointwise.py: its 4 MB tensors put eager at the mercy of glibc's dynamic mmap and
# trim thresholds, 5.5 or 9 ms a call depending on the process's allocation history (docs/performance.md).
TARGET = ROOT / "tests" / "data" / "targets" / "elementwise_chain.py"
# The target: within 30% of the idle harness. On the 2-core dev VM (2026-12-03) with the target
# on one intra-op thread: 11 runs, 1-21% apart. With ATen's two threads on two cores it was not met
# reliably (4 of 6 runs; the others 47-63% high), an after-effect of the hog on the barrier-waiting eager
# calls that no block counter shows (docs/performance.md).
SPEEDUP_BOUND = 0.30
# The idle harness's effect must be this clear either way for the sign to be kept (on the dev VM of
# 2026-12-03 the fused loop ran 1.5-2x faster; on the Sapphire Rapids vCPUs of 2026-12-07, 1.4-1.5x slower,
# the product agreeing: 1.33x slower).
DECISIVE = 1.2

# Its own loader, its own timer: eager and torch.compile(default) blocks alternately, per-call median.
IDLE_SPEEDUP = r"""
import importlib.util, json, statistics, sys, time
import torch
spec = importlib.util.spec_from_file_location("elementwise_chain", sys.argv[1])
module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)
(x,) = module.example_inputs()
eager, compiled = module.fn, torch.compile(module.fn)
def per_call(f, calls):
    start = time.perf_counter()
    for _ in range(calls):
        f(x)
    return (time.perf_counter() - start) / calls
for f in (eager, compiled):
    for _ in range(5):
        f(x)
calls = max(1, int(0.05 / per_call(eager, 3)))
ratios = [per_call(eager, calls) / per_call(compiled, calls) for _ in range(31)]
print(json.dumps({"speedup": statistics.median(ratios)}))
"""


# One intra-op thread for the harness and the session alike: with ATen's two threads on two cores, any other
# load on the machine (another test run, CI's neighbours) starves one thread at each parallel loop's
# barrier and the "idle" truth itself swings (0.66x measured once where it is 1.5-2x): the test would be
# testing the machine's mood, not the product.
ONE_THREAD = {"OMP_NUM_THREADS": "1"}


def idle_speedup():
    done = subprocess.run([sys.executable, "-c", IDLE_SPEEDUP, str(TARGET)], capture_output=True, text=True,
                          timeout=600, env=dict(os.environ, **ONE_THREAD))  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])["speedup"]


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) a live process has run, from /proc (Linux: where CI runs)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.slow
def test_a_session_under_a_duty_cycled_hog_keeps_the_idle_speedup_and_its_sign(tmp_path):
    sys.path.insert(0, str(ROOT / "bench"))
    from hog import duty_cycled_hog

    truth = idle_speedup()
    if 1 / DECISIVE < truth < DECISIVE:
        pytest.skip(f"the idle harness sees no clear effect on this machine ({truth:.2f}x): nothing to keep")
    out = tmp_path / "busy"
    command = [sys.executable, "-m", "compile_inspect", "run", str(TARGET), "--modes", "default",
               "--device", "cpu", "--rounds", "30", "-o", str(out)]  # fmt: skip
    with duty_cycled_hog(processes=2, on_s=1.5, off_s=1.5) as hog:
        started = time.monotonic()
        done = subprocess.run(command, capture_output=True, text=True, timeout=900,
                              env=dict(os.environ, **ONE_THREAD))  # fmt: skip
        wall_s, hog_cpu_s = time.monotonic() - started, sum(map(cpu_seconds, hog.pids))
    assert done.returncode == 0, done.stderr[-2000:]
    # the machine was busy: the hogs ran a core's worth for at least a third of the session (they are on
    # half the time, two of them on two cores). Whether a round is then starved and left out depends on
    # where the hog's phases fall; the verdict must hold either way.
    assert hog_cpu_s > wall_s / 3, (hog_cpu_s, wall_s)
    comparison = diff_session(out).comparisons[0]
    found = {finding.id: finding for finding in comparison.findings}
    sign = "faster" if truth > 1 else "slower"  # the fused loop wins on most machines, not on every one
    assert f"{sign}-than-eager" in found, [f.id for f in comparison.findings]
    stated = 1 / found[f"{sign}-than-eager"].evidence["ratio"]  # eager's time over default's
    print(f"under the hog {stated:.2f}x, idle harness {truth:.2f}x")  # pytest -s shows the pair
    assert abs(stated / truth - 1) <= SPEEDUP_BOUND, f"stated {stated:.2f}x, idle harness {truth:.2f}x"
    said = stated if truth > 1 else 1 / stated  # the figure the finding and the verdict quote
    assert comparison.verdict[0].startswith(f"default is {said:.2f}x {sign} than eager")
