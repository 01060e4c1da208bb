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
    processes (default: every core), or the Dask cluster `scheduler`."""
    if scheduler is not None:
        return _on_dask(traces, prefix, scheduler, progress)
    jobs = min(jobs or os.cpu_count() or 1, len(traces))
    if jobs <= 1:
        return [
            _told(summarize_rank(trace, prefix), n + 1, len(traces), progress)
            for n, trace in enumerate(traces)
        ]
    return _on_pool(traces, prefix, jobs, progress)


def _told(summary: Summary, done: int, total: int, progress: Progress) -> Summary:
    if progress is not None:
        progress(f"ranks done {done} of {total}")
    return summary


def _on_pool(traces, prefix, jobs, progress) -> list[Summary]:
    """A pool of `jobs` fresh processes (spawned: none inherits the parent's memory or threads)."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        started = time.monotonic()
        running = {pool.submit(summarize_rank, trace, prefix): trace for trace in traces}
        results: dict = {}
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                results[running.pop(future).rank] = future.result()
            if progress is not None:
                progress(_progress_line(len(results), len(traces), running, started))
    return [results[trace.rank] for trace in traces]


def _progress_line(done: int, total: int, running: dict, started: float) -> str:
    line = f"ranks done {done} of {total}"
    going = [trace for future, trace in running.items() if future.running()]
    if going:
        more = f" and {len(going) - 1} more" if len(going) > 1 else ""
        line += (
            f"; still running: rank {min(t.rank for t in going)}{more}, {time.monotonic() - started:.0f} s in"
        )
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
