"""Many ranks at once (issue 42): each rank's trace read and reduced to its summary (`ranks.summarize_rank`:
the metrics, collectives per step and findings the rank report needs) in a worker process of its own, on
every core by default, or on an existing Dask cluster (`scheduler`: an address or a
`dask.distributed.Client`, reading the traces where its workers see them); the parent merges the
summaries (`ranks.report_of_summaries`), so the report is the one-process path's, byte for byte. A worker
holds one trace at a time, as a single explain does; a rank that cannot be read is named in the report.

    summaries = summarize_ranks(traces, jobs=2, progress=print)      # "ranks done 3 of 16; ..."
    summaries = summarize_ranks(traces, scheduler="tcp://10.0.0.5:8786")
"""

from __future__ import annotations

import multiprocessing
import os
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Callable, Optional, Sequence

from compile_inspect.compare.ranks import RankFailure, RankSummary, RankTrace, summarize_rank
from compile_inspect.errors import UsageError

Summary = RankSummary | RankFailure
Progress = Optional[Callable[[str], None]]
CLUSTER_EXTRA = "pip install 'compile-inspect[cluster]'"


def summarize_ranks(traces: Sequence[RankTrace], prefix: str = "", jobs: Optional[int] = None,
                    scheduler=None, progress: Progress = None) -> list[Summary]:  # fmt: skip
    """Each rank's summary, in the order of `traces`: one process (`jobs=1`), a pool of `jobs` worker
    processes (default: every core where the traces pay for it), or the Dask cluster `scheduler`."""
    work = [(trace.rank, (trace, prefix)) for trace in traces]
    return run_per_rank(summarize_rank, work, pool_size(traces, jobs), scheduler, progress)


def run_per_rank(task: Callable, work: Sequence[tuple[int, tuple]], jobs: int, scheduler=None,
                 progress: Progress = None) -> list:  # fmt: skip
    """`task(*args)` for each (rank, args) of `work`, the results in `work` order: in this process
    (`jobs` 1), in a pool of `jobs` spawned processes, or on the Dask cluster `scheduler` (an address or a
    `dask.distributed.Client`); `progress` hears "ranks done 3 of 16; slowest still running: rank 7 (41 s)"."""
    if scheduler is not None:
        return _on_dask(task, work, scheduler, progress)
    if min(jobs, len(work)) <= 1:
        return [_told(task(*args), n + 1, len(work), progress) for n, (_, args) in enumerate(work)]
    return _on_pool(task, work, min(jobs, len(work)), progress)


def pool_size(traces: Sequence[RankTrace], jobs: Optional[int] = None) -> int:
    """`jobs` where given; else every core, where the traces are big enough to pay for the workers' start,
    else one process."""
    if jobs:
        return jobs
    total = sum(trace.path.stat().st_size for trace in traces if trace.path.is_file())
    return (os.cpu_count() or 1) if total >= POOL_MIN_BYTES else 1


# Below this many bytes of traces in all, one process reads them sooner than a pool starts (each spawned
# worker imports this package and numpy first: about a second on the 2-core dev VM).
POOL_MIN_BYTES = 64 * 1024 * 1024


def _told(result, done: int, total: int, progress: Progress):
    if progress is not None:
        progress(f"ranks done {done} of {total}")
    return result


def _on_pool(task: Callable, work: Sequence[tuple[int, tuple]], jobs: int, progress: Progress) -> list:
    """A pool of `jobs` fresh processes (spawned: none inherits the parent's memory or threads)."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        running = {pool.submit(task, *args): (n, rank) for n, (rank, args) in enumerate(work)}
        results: dict = {}
        seen: dict = {}  # future -> when it was first seen running
        while running:
            done, _ = wait(running, timeout=PROGRESS_EVERY_S, return_when=FIRST_COMPLETED)
            now = time.monotonic()
            seen.update((future, now) for future in running if future.running() and future not in seen)
            for future in done:
                results[running.pop(future)[0]] = future.result()
            if progress is not None and done:
                progress(_progress_line(len(results), len(work), running, seen, now))
    return [results[n] for n in range(len(work))]


PROGRESS_EVERY_S = 1.0  # how often the pool looks at which ranks are running


def _progress_line(done: int, total: int, running: dict, seen: dict, now: float) -> str:
    """'ranks done 3 of 16; slowest still running: rank 7 (41 s)'."""
    line = f"ranks done {done} of {total}"
    going = [future for future in running if future in seen]
    if going:
        slowest = min(going, key=lambda future: seen[future])
        line += f"; slowest still running: rank {running[slowest][1]} ({now - seen[slowest]:.0f} s)"
    return line


def _on_dask(task: Callable, work: Sequence[tuple[int, tuple]], scheduler, progress: Progress) -> list:
    """The ranks on a Dask cluster: its workers read the traces by their paths (a shared file system)."""
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise UsageError(f"--scheduler needs Dask's distributed scheduler: {CLUSTER_EXTRA}") from None
    client = scheduler if isinstance(scheduler, Client) else _connect(Client, scheduler)
    try:
        futures = [client.submit(task, *args, pure=False) for _, args in work]
        for n, _ in enumerate(as_completed(futures), 1):
            if progress is not None:
                progress(f"ranks done {n} of {len(work)} (on {client.scheduler.address})")
        return [future.result() for future in futures]
    finally:
        if client is not scheduler:
            client.close()


def _connect(client_type, address):
    try:
        return client_type(address, timeout=30)
    except (OSError, TimeoutError, ValueError) as exc:
        raise UsageError(
            f"--scheduler {address}: cannot reach it ({exc.__class__.__name__}: {exc})"
        ) from None
