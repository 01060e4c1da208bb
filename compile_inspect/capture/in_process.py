"""The library's fallback for a callable no worker can rebuild (a lambda, a closure, a notebook's
function): the modes one after the other in this process, each leaving the files a worker would.

    session = run_in_process(loaded, request, Target("fn (in-process)", "fn"), reason="a lambda")

Each mode's prints, Python's and native code's (Kineto, the C++ compiler), go to its worker.log.
"""

import contextlib
import json
import os
import sys
import time
import traceback

from compile_inspect.capture.building import save_modes
from compile_inspect.capture.output import (
    WorkerJob,
    claim_folder,
    claim_out_dir,
    prepare_out_dir,
    record_jobs,
    space_checked,
)
from compile_inspect.capture.protocol import Outcome, cap_log, command_safe_here, job_data
from compile_inspect.capture.request import check_device
from compile_inspect.capture.scheduler import Progress
from compile_inspect.units import call_ms_text


def run_in_process(loaded, request, target, reason="", progress=None):
    """The modes one after the other in this process, for a callable no worker can rebuild (a lambda,
    a closure, a function of a notebook); -> Session marked `in_process`.

    `loaded` is a `target.LoadedTarget` (the callable and its positional inputs), `target` the
    `session.Target` to record, `request.device` "cpu" or "cuda". Each mode leaves the same files a
    worker would (trace, Inductor cache, TORCH_TRACE); the user's prints go to the mode's worker.log.
    The timeout cannot stop a call in this process and is not applied.
    """
    check_device(request.device)
    out_dir = request.out_dir
    with (
        space_checked(out_dir),
        claim_folder(out_dir, request.force, request.out_option, target.spec) as folder,
    ):
        return _run_modes(folder, loaded, request, target, reason, progress)


def _run_modes(folder, loaded, request, target, reason, progress):
    """Each mode in turn in the claimed `folder`, what an earlier session of the same target there wrote
    removed first (one of another target is refused, as a run refuses it)."""
    claim_out_dir(folder.root, target, request.force, request.out_option)
    root = prepare_out_dir(folder)
    jobs = [WorkerJob(mode, root / mode) for mode in request.modes]
    record_jobs(folder, jobs)
    started, progress = time.monotonic(), progress or (lambda event: None)

    def say(mode, stage, message):
        progress(Progress(mode, stage, message, time.monotonic() - started))

    outcomes = {
        job.mode: _run_here(job, job_data(job, target.spec, {}, request), loaded, request.device, say)
        for job in jobs
    }
    for job in jobs:
        cap_log(job.paths["log_file"])
    options, extra = request.options, {"in_process": True, "in_process_reason": reason or None}
    return save_modes(root, target, options, jobs, outcomes, **extra)


def _run_here(job, data, loaded, device, say):
    """One mode in this process; its prints (Python-level) go to the mode's log like a worker's."""
    from compile_inspect.capture import worker

    paths = job.paths
    job.folder.mkdir(parents=True, exist_ok=True)
    paths["job_file"].write_text(json.dumps(data, indent=1))
    started = time.monotonic()
    say(job.mode, "compiling", f"{job.mode}: compiling and measuring in this process")
    with (
        open(paths["log_file"], "w") as log,
        contextlib.redirect_stdout(log),
        contextlib.redirect_stderr(log),
        native_output_to(log),
        command_safe_here(paths["cache_dir"]) as cache_dir,  # `-o 'my runs/x'`: C++ builds split at spaces
    ):
        try:
            result = worker.run_mode_in_process(data, loaded, device, cache_dir, paths["torch_trace_dir"])
        except Exception as exc:  # the user's function or the compiler failed: this mode fails, others go on
            traceback.print_exc()  # the whole story stays in the log; the session keeps one line
            error = worker.root_cause(exc)
            say(job.mode, "failed", f"{job.mode}: failed: {error} (log: {paths['log_file']})")
            return Outcome(job.mode, error=error, wall_seconds=time.monotonic() - started)
    say(job.mode, "ok", f"{job.mode}: ok, median {call_ms_text(result['timing']['median_ms'])}")
    return Outcome(
        job.mode,
        result=result,
        compile_seconds=result["compile_seconds"],
        wall_seconds=time.monotonic() - started,
    )


@contextlib.contextmanager
def native_output_to(log):
    """Point file descriptors 1 and 2 at `log` too, and back afterwards: C and C++ code (the profiler's
    Kineto, the C++ compiler Inductor starts) writes there, past sys.stdout and sys.stderr."""
    sys.stdout.flush(), sys.stderr.flush()
    saved = [os.dup(fd) for fd in (1, 2)]
    try:
        for fd in (1, 2):
            os.dup2(log.fileno(), fd)
        yield
    finally:
        log.flush()
        for fd, copy in zip((1, 2), saved):
            os.dup2(copy, fd)
            os.close(copy)
