"""Runs a target eagerly and under each compile mode, one worker process per mode, into a session.

    request = CaptureRequest.create("samples/matmul_add.py", "runs/mm", modes="default,max-autotune",
                                    args={"size": "64"})
    session = run_session(request, progress=print)

The steps, each a module of its own: check the request (`request.py`), claim and prepare the output
folder (`output.py`), compile, time and profile the modes in their workers (`scheduler.py`, talking
to each worker through `protocol.py`), build and save the session (`building.py`). Workers start
together (up to `jobs` at a time) so their imports and compiles overlap; timing and profiling never
run while another worker computes. No torch here: the workers import it.

Each worker runs in its own process group: Ctrl-C or SIGTERM stops every group, and the modes that
finished are saved in a session marked `interrupted` (`RunInterrupted`, exit 130); `resume=True`
reruns only the others. With `nproc` > 1 each mode's worker runs under `torch.distributed.run`, one
sub-session per rank.
"""

import shutil

from compile_inspect import errors
from compile_inspect.capture.building import save_run
from compile_inspect.capture.output import (
    WorkerJob,
    check_resume,
    claim_folder,
    claim_out_dir,
    finished_session,
    job_folder,
    keeping,
    prepare_out_dir,
    record_jobs,
    resumed_modes,
    space_checked,
    sweep_job,
)
from compile_inspect.capture.ownership import TREE
from compile_inspect.capture.protocol import RUN_TMP, run_temporary_folder
from compile_inspect.capture.reaper import strays_ended
from compile_inspect.capture.request import check_request
from compile_inspect.capture.scheduler import Progress, Scheduler
from compile_inspect.session.model import Target
from compile_inspect.signals import signals_to


class RunInterrupted(errors.InspectError):
    """Ctrl-C or SIGTERM stopped the run; the modes that had finished are saved (exit 130)."""

    exit_code = 130


def run_session(request, progress=None):
    """Check every input cheaply (no torch), claim the output folder (locked for the whole run), run every
    mode's worker, resolve generated code, save; -> Session. `request` is a `CaptureRequest`; `progress`
    gets a `Progress` for each line of news. Raises RunInterrupted (after saving the finished modes) on
    Ctrl-C / SIGTERM, OutOfSpace when the disk fills.
    """
    spec = check_request(request)
    record = Target(request.target, spec.name, tuple(sorted(request.args.items())))
    root = request.out_dir
    finished = finished_session(request, record) if request.resume else None
    if finished is not None:  # nothing to rerun: not a byte of the folder is written, its marker neither
        if progress is not None:
            progress(Progress("", "ok", f"nothing to rerun: every mode of {root} finished", 0.0))
        return finished
    with space_checked(root), claim_folder(root, request.force, request.out_option, request.target) as folder:
        return _run_in(folder, request, spec, record, progress)


def _run_in(folder, request, spec, record, progress):
    """The run, in the claimed `folder`: what earlier runs left goes (but --resume's finished modes), every
    file the workers will write is listed in the manifest first, then the workers run and the session is
    saved."""
    root, options, mode_names = folder.root, request.options, request.modes
    previous = claim_out_dir(root, record, request.force, request.out_option)
    if request.resume:
        check_resume(previous, root)
    kept = resumed_modes(previous, mode_names, options) if request.resume else {}
    prepare_out_dir(folder, keep=kept)
    jobs = [WorkerJob(mode, job_folder(root, mode, request.nproc)) for mode in mode_names if mode not in kept]
    sweep_jobs = [sweep_job(job) for job in jobs] if request.sweep else []
    record_jobs(folder, jobs + sweep_jobs, request.nproc)
    folder.record([(root / RUN_TMP, TREE)])
    tmp_dir = run_temporary_folder(root)
    scheduler = Scheduler(request, spec, progress, tmp_dir)
    # Saving and the cleanup included: a late Ctrl-C can neither cut session.json short nor, arriving while
    # the run's TMPDIR (Inductor's 149 MB precompiled header on a first run) is removed, replace the
    # closing line's "session written ... --resume" with a bare "interrupted".
    with signals_to(scheduler.cancel), strays_ended():  # a daemon a target started ends with the run
        try:
            outcomes = _run_or_undo(scheduler, jobs, sweep_jobs, folder, kept)
            interrupted, environment = scheduler.interrupted, previous.environment if kept else None
            session = save_run(
                root, record, options, jobs, outcomes, kept, environment, interrupted, request.nproc
            )
        finally:
            shutil.rmtree(tmp_dir, ignore_errors=True)  # the run's TMPDIR, once every worker has ended
    if interrupted:
        raise RunInterrupted(
            interrupted_message(scheduler.signal_name, session, mode_names, request.out_option)
        )
    return session


def _run_or_undo(scheduler, jobs, sweep_jobs, folder, kept):
    """The workers' outcomes; when the target is unusable (a setup error) what this run wrote is removed
    first (the folder too, when the run made it), so the same command can run again into it."""
    try:
        return scheduler.run(jobs, sweep_jobs)
    except errors.InspectError:
        folder.undo(keep=keeping(kept))
        raise


def interrupted_message(signal_name, session, mode_names, out_option):
    finished = [run.mode for run in session.modes if run.mode in mode_names]
    done = f"{len(finished)} of {len(mode_names)} modes finished ({', '.join(finished) or 'none'})"
    hint = _resume_hint(session.root, out_option)
    return f"interrupted by {signal_name}: {done}; session written to {session.root} ({hint})"


def _resume_hint(root, out_option):
    if out_option is None:
        return "run the rest: the same call with resume=True"
    if out_option == "--save":  # diff's default folder is new each time: name it
        return f"run the rest: the same command with --save {root} --resume"
    return "run the rest: the same command with --resume"
