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

from compile_inspect.compare.loading import LoadedMode, load_trace
from compile_inspect.compare.ranks import RankFailure, RankSummary, RankTrace, summarize_rank
from compile_inspect.errors import UsageError

Summary = RankSummary | RankFailure
Progress = Optional[Callable[[str], None]]
CLUSTER_EXTRA = "pip install 'compile-inspect[cluster]'"


def summarize_ranks(traces: Sequence[RankTrace], prefix: str = "", jobs: Optional[int] = None,
                    scheduler=None, progress: Progress = None) -> list[Summary]:  # fmt: skip
    """Each rank's summary, in the order of `traces`: one process (`jobs=1`), a pool of `jobs` worker
    processes (default: every core), or the Dask cluster `scheduler`."""
    if scheduler is not None:
        return _on_dask(traces, prefix, scheduler, progress)
    jobs = min(jobs or _auto_jobs(traces), len(traces))
    if jobs <= 1:
        return [
            _told(summarize_rank(trace, prefix), n + 1, len(traces), progress)
            for n, trace in enumerate(traces)
        ]
    return _on_pool(traces, prefix, jobs, progress)


# Below this many bytes of traces in all, one process reads them sooner than a pool starts (each spawned
# worker imports this package and numpy first: about a second on the 2-core dev VM).
POOL_MIN_BYTES = 64 * 1024 * 1024


def _auto_jobs(traces: Sequence[RankTrace]) -> int:
    """Every core, where the traces are big enough to pay for the workers' start; else one process."""
    total = sum(trace.path.stat().st_size for trace in traces if trace.path.is_file())
    return (os.cpu_count() or 1) if total >= POOL_MIN_BYTES else 1


def _told(summary: Summary, done: int, total: int, progress: Progress) -> Summary:
    if progress is not None:
        progress(f"ranks done {done} of {total}")
    return summary


def _on_pool(traces, prefix, jobs, progress) -> list[Summary]:
    """A pool of `jobs` fresh processes (spawned: none inherits the parent's memory or threads)."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        running = {pool.submit(summarize_rank, trace, prefix): trace for trace in traces}
        results: dict = {}
        seen: dict = {}  # future -> when it was first seen running
        while running:
            done, _ = wait(running, timeout=PROGRESS_EVERY_S, return_when=FIRST_COMPLETED)
            now = time.monotonic()
            seen.update((future, now) for future in running if future.running() and future not in seen)
            for future in done:
                results[running.pop(future).rank] = future.result()
            if progress is not None and done:
                progress(_progress_line(len(results), len(traces), running, seen, now))
    return [results[trace.rank] for trace in traces]


PROGRESS_EVERY_S = 1.0  # how often the pool looks at which ranks are running


def _progress_line(done: int, total: int, running: dict, seen: dict, now: float) -> str:
    """'ranks done 3 of 16; slowest still running: rank 7 (41 s)'."""
    line = f"ranks done {done} of {total}"
    going = [future for future in running if future in seen]
    if going:
        slowest = min(going, key=lambda future: seen[future])
        line += f"; slowest still running: rank {running[slowest].rank} ({now - seen[slowest]:.0f} s)"
    return line


def _on_dask(traces, prefix, scheduler, progress) -> list[Summary]:
    """The ranks on a Dask cluster: its workers read the traces by their paths (a shared file system)."""
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise UsageError(f"--scheduler needs Dask's distributed scheduler: {CLUSTER_EXTRA}") from None
    client = scheduler if isinstance(scheduler, Client) else _connect(Client, scheduler)
    try:
        futures = [client.submit(summarize_rank, trace, prefix, pure=False) for trace in traces]
        for n, _ in enumerate(as_completed(futures), 1):
            if progress is not None:
                progress(f"ranks done {n} of {len(traces)} (on {client.scheduler.address})")
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


def load_rank_traces(
    traces: Sequence[RankTrace], prefix: str = "", jobs: Optional[int] = None
) -> list[LoadedMode]:
    """Each rank's trace read whole (a diff of two rank folders compares their analyses, which do not
    reduce to a summary), in a pool of worker processes where the traces pay for it, in `traces` order;
    a rank that cannot be read raises its error, as in one process."""
    jobs = min(jobs or _auto_jobs(traces), len(traces))
    labels = [f"{prefix}rank{trace.rank}" for trace in traces]
    if jobs <= 1:
        return [load_trace(trace.path, label) for trace, label in zip(traces, labels)]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(load_trace, [trace.path for trace in traces], labels))
