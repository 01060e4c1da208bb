"""One timed block of calls and what the machine did meanwhile, as a `session.rounds.Block`: the one copy,
for the workers (capture/worker.py) and `testing.assert_speedup`. Both then judge their rounds by the same
rule (`rounds.steady_pair`: the speed probes just before and just after each block within 1.25x).

    >>> block = timed_block(lambda: (run_ms(calls) / calls, None), calls, round_number=3, device="cpu")

Around the calls: the speed probe and the core before and after, the process's CPU time, the timing
thread's CPU time, its run-queue wait (`wait`: this thread's by default; `testing` counts every thread of
the process, since torch's intra-op threads run its calls too), other processes' CPU time, minor page
faults and kernel time, the resident memory.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from compile_inspect.capture import probes
from compile_inspect.session import rounds


def timed_block(
    run_calls: Callable[[], tuple[float, Optional[float]]],
    calls: int,
    round_number: int,
    device: str,
    wait: Callable[[], Optional[float]] = probes.thread_wait_s,
) -> rounds.Block:
    """`run_calls()` runs the block's `calls` calls and returns (latency ms a call, throughput ms a call or
    None); the block's wall time is measured around it."""
    (probe_ms, probe_cpu_ms), core = probes.speed_probe(), probes.current_cpu()
    started, busy = time.monotonic(), probes.machine_busy_s()
    faults, system = probes.process_faults_and_system_s()
    waited, cpu, thread_cpu = wait(), time.process_time(), time.thread_time()
    wall = time.perf_counter()
    latency_ms, throughput_ms = run_calls()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    thread_cpu = time.thread_time() - thread_cpu
    wait_after, busy_after = wait(), probes.machine_busy_s()
    faults_after, system_after = probes.process_faults_and_system_s()
    probe_after_ms, probe_after_cpu_ms = probes.speed_probe()
    return rounds.Block(
        round=round_number,
        calls=calls,
        wall_s=wall,
        cpu_s=cpu,
        latency_ms=latency_ms,
        wait_s=None if waited is None or wait_after is None else wait_after - waited,
        others_cpu_s=None if busy is None or busy_after is None else max(0.0, busy_after - busy - cpu),
        throughput_ms=throughput_ms,
        load1=probes.load_average(),
        device=device,
        started_s=started,
        probe_ms=probe_ms,
        cpu=core,
        probe_cpu_ms=probe_cpu_ms,
        probe_after_ms=probe_after_ms,
        probe_after_cpu_ms=probe_after_cpu_ms,
        thread_cpu_s=thread_cpu,
        minor_faults=None if faults is None or faults_after is None else faults_after - faults,
        system_s=None if system is None or system_after is None else max(0.0, system_after - system),
        rss_mb=probes.resident_mb(),
    )
