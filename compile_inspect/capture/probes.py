"""What a worker measures about the machine: the /proc readings (run-queue waits, other processes' CPU,
load), which core a thread is on, and how fast a core runs right now (a speed probe). No torch.

On shared cloud VMs some vCPUs run the same code 1.5-2x slower than others at any moment (other
tenants on the same physical cores), with no steal time and no load to show it (docs/performance.md).
The speed probe is a short fixed pure-Python loop, timed: its time on a core is that core's speed now.

    speeds = probe_cores(allowed_cores())            # {core: probe ms}, the fastest first in fastest_cores
    pin_thread(fastest_cores(speeds, 1))             # the calling thread onto the fastest core
    speed_probe_ms(), current_cpu()                  # 3.1, 5

Linux only for the pinning and the core number; elsewhere they do nothing and say None.
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

PROBE_LOOPS = 200_000  # iterations of the speed probe: ~5 ms on the dev VM's cores (issue 27: "a few ms")
# probe_cores: each core this many times, its median counts. Not its fastest: a thread that arrives on a
# core another process keeps busy runs first for a few ms (the scheduler's credit to a waking task), so one
# probe there can read full speed (seen 1 in 10 beside a pinned spinner on the dev VM); nor its slowest:
# one interrupt on a free core decides nothing.
PROBE_SWEEPS = 3


def speed_probe_ms(loops: int = PROBE_LOOPS) -> float:
    """Milliseconds the calling thread takes to run a fixed pure-Python loop now: the speed of its core."""
    start = time.perf_counter()
    total = 0
    for i in range(loops):
        total += i * i
    return (time.perf_counter() - start) * 1000.0


def speed_probe(loops: int = PROBE_LOOPS) -> tuple[float, float]:
    """(wall ms, CPU ms) of the calling thread running the speed probe now. The wall time is slowed by
    everything (local processes preempting it, other tenants); the thread's CPU time only by the core
    itself running slow (a busy hyperthread sibling, a lower clock), not by waits on a run queue."""
    cpu, start = time.thread_time(), time.perf_counter()
    total = 0
    for i in range(loops):
        total += i * i
    return (time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0


def process_faults_and_system_s() -> tuple[Optional[int], Optional[float]]:
    """(minor page faults, CPU seconds in the kernel) of this process so far (getrusage), (None, None)
    where there is no getrusage."""
    try:
        import resource

        usage = resource.getrusage(resource.RUSAGE_SELF)
    except (ImportError, OSError):
        return None, None
    return usage.ru_minflt, usage.ru_stime


def resident_mb() -> Optional[float]:
    """This process's resident memory now in MiB (/proc/self/statm), None off Linux."""
    try:
        with open("/proc/self/statm") as file:
            pages = int(file.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return None


def current_cpu() -> Optional[int]:
    """The core the calling thread runs on now (/proc/thread-self/stat's `processor`), None off Linux."""
    try:
        with open("/proc/thread-self/stat") as file:
            text = file.read()
        return int(text[text.rindex(")") + 2 :].split()[36])  # field 39; the name may hold spaces
    except (OSError, ValueError, IndexError):
        return None


def process_stat(pid: int) -> list:
    """[state, ppid, pgrp, session] of /proc/<pid>/stat (the name, which may hold spaces and ')', cut
    off first), or [] when the process is gone or there is no /proc."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return [fields[0], int(fields[1]), int(fields[2]), int(fields[3])]
    except (OSError, IndexError, ValueError):
        return []


def allowed_cores() -> list[int]:
    """The cores the calling thread may run on ([] where the OS does not say)."""
    try:
        return sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return []


def pin_thread(cores: Iterable[int]) -> bool:
    """Keep the calling thread (only it: pid 0 is the calling thread on Linux) on `cores`; False where
    the OS refuses or cannot."""
    try:
        os.sched_setaffinity(0, set(cores))
        return True
    except (AttributeError, OSError, ValueError):
        return False


def pin_process(cores: Iterable[int]) -> bool:
    """Keep every thread of this process (the calling one, torch's intra-op threads) on `cores`."""
    wanted, pinned = set(cores), False
    for task in _tasks():
        try:
            os.sched_setaffinity(int(task), wanted)
            pinned = True
        except (OSError, ValueError):
            continue  # the thread ended meanwhile
    return pinned


def probe_cores(cores: Sequence[int], sweeps: int = PROBE_SWEEPS) -> dict[int, float]:
    """{core: probe ms} for each of `cores`, the calling thread moved onto each in turn, `sweeps` times
    (the median of a core's sweeps counts); the thread's own cores restored after."""
    return {core: statistics.median(times) for core, times in core_sweeps(cores, sweeps).items()}


def core_sweeps(
    cores: Sequence[int], sweeps: int, pause_s: float = 0.0, probe=speed_probe_ms
) -> dict[int, list]:
    """{core: [`probe()` of each sweep]} (the speed probe's ms by default): the calling thread moved onto
    each core in turn, `sweeps` times over the cores (`pause_s` between sweeps); the thread's own cores
    restored after. A core the OS refuses (offline, another cpuset) is left out."""
    before = allowed_cores()
    times: dict[int, list] = {}
    try:
        for sweep in range(sweeps):
            if sweep and pause_s:
                time.sleep(pause_s)
            for core in cores:
                if pin_thread([core]):
                    times.setdefault(core, []).append(probe())
    finally:
        if before:
            pin_thread(before)
    return times


@dataclass(frozen=True)
class MachineProbe:
    """What `compile-inspect machine` measured: each core's (wall ms, thread CPU ms) per sweep, and how
    busy the other processes of this machine kept its cores meanwhile."""

    sweeps: dict  # core -> [(wall ms, CPU ms), ...]
    seconds: float
    others_busy_cores: Optional[float]  # other processes' CPU seconds / wall seconds: cores they kept busy


def probe_machine(cores: Sequence[int], sweeps: int, pause_s: float) -> MachineProbe:
    """`sweeps` sweeps over `cores` (wall and CPU time of each probe), with the machine's busy time
    counted around them: what other processes used (this process's own CPU time taken out)."""
    busy, own, start = machine_busy_s(), time.process_time(), time.perf_counter()
    times = core_sweeps(cores, sweeps, pause_s, probe=speed_probe)
    seconds, after = time.perf_counter() - start, machine_busy_s()
    others = None
    if busy is not None and after is not None and seconds > 0:
        others = max(0.0, (after - busy) - (time.process_time() - own)) / seconds
    return MachineProbe(times, seconds, others)


class FastestCore:
    """The calling thread kept on the fastest core it may use, probed on entering and again at each
    `move()` (when its core has slowed), then put back on its own cores on leaving. `core` is None where
    there is one core or the OS does not let a thread choose.

        with FastestCore() as pin:
            ...
            pin.move()          # re-probe, and go to the fastest core now
    """

    def __init__(self):
        self.before, self.core = allowed_cores(), None

    def __enter__(self):
        self.move()
        return self

    def move(self) -> bool:
        """Onto the fastest core now; True when that is another core than before."""
        if len(self.before) < 2:
            return False
        pin_thread(self.before)  # probe from the thread's own cores, not from the pinned one
        core = fastest_cores(probe_cores(self.before), 1)[0]
        moved = self.core is not None and core != self.core
        self.core = core if pin_thread([core]) else None
        return moved

    def __exit__(self, *exc):
        if len(self.before) >= 2:
            pin_thread(self.before)
        return False


def fastest_cores(speeds: dict[int, float], count: int) -> list[int]:
    """The `count` fastest cores of `probe_cores`' answer, fastest first."""
    return sorted(speeds, key=lambda core: (speeds[core], core))[: max(1, count)]


def thread_wait_s() -> Optional[float]:
    """Seconds this thread has waited on a run queue so far (Linux schedstat), None elsewhere."""
    try:
        with open("/proc/thread-self/schedstat") as file:
            return int(file.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return None


def helper_threads_run_s() -> float:
    """Seconds this process's threads other than the calling one have run so far (Linux schedstat; 0 elsewhere)."""
    caller, total = str(threading.get_native_id()), 0.0
    for task in _tasks():
        if task != caller:
            total += _schedstat(task, 0)
    return total


def process_wait_s() -> Optional[float]:
    """Seconds every thread of this process has waited on a run queue so far (Linux schedstat), None
    elsewhere. Every thread, not just this one: torch's intra-op threads (ATen's and Inductor's OpenMP
    loops) run each call too, and one of them held off its core stalls the call while the calling
    thread sleeps at the loop's end, a wait that the calling thread's own schedstat never shows."""
    tasks = _tasks()
    return sum(_schedstat(task, 1) for task in tasks) if tasks else None


def _tasks():
    """The thread ids of this process (/proc/self/task), [] where there is no such folder."""
    try:
        return os.listdir("/proc/self/task")
    except OSError:
        return []


def _schedstat(task, field):
    """A thread's schedstat field in seconds: 0 time on a CPU, 1 time waiting on a run queue (0.0 if gone)."""
    try:
        with open(f"/proc/self/task/{task}/schedstat") as file:
            return int(file.read().split()[field]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0  # the thread ended meanwhile


def machine_busy_s() -> Optional[float]:
    """CPU seconds every core of the machine has been busy so far (user, nice, system, irq, softirq
    and steal of /proc/stat's first line), None off Linux."""
    try:
        with open("/proc/stat") as file:
            fields = [int(value) for value in file.readline().split()[1:9]]
        return (sum(fields[:3]) + sum(fields[5:8])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def load_average() -> Optional[float]:
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):
        return None
