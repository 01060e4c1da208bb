"""Runs a target eagerly and under each compile mode, one worker process per mode, into a session.

    request = CaptureRequest.create("samples/matmul_add.py", "runs/mm", modes="default,max-autotune",
                                    args={"size": "64"})
    session = run_session(request, progress=print)

Workers start together (up to `jobs` at a time) so their imports and compiles overlap; each then
waits for the one measurement token, so profiling and timing never run while another worker
computes. No torch here: the workers import it.

Every input is checked before a worker starts (modes, --arg values against example_inputs's
signature, counts, the output folder). Each worker runs in its own process group: Ctrl-C or SIGTERM
sends SIGTERM to every group, SIGKILL after `GRACE_S`, and the modes that finished are saved in a
session marked `interrupted` (`RunInterrupted`, exit 130); `resume=True` reruns only the others.
With `nproc` > 1 each mode's worker runs under `torch.distributed.run`, one sub-session per rank.
"""

import contextlib
import dataclasses
import datetime
import json
import math
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
import traceback
import uuid
from dataclasses import dataclass
from pathlib import Path

import compile_inspect
from compile_inspect import errors
from compile_inspect.capture import target as target_module
from compile_inspect.capture.request import check_device, check_request
from compile_inspect.code import evidence
from compile_inspect.code import sources as codegen
from compile_inspect.session import model as session_module
from compile_inspect.session import modes as modes_module
from compile_inspect.session import rounds as rounds_module
from compile_inspect.session.model import (
    Accuracy,
    Environment,
    GraphCode,
    ModeRun,
    Session,
    Target,
)
from compile_inspect.session.options import option_fields
from compile_inspect.signals import signals_to

GRACE_S = 1.0  # seconds a worker's process group has after SIGTERM before SIGKILL
INTERRUPTED = "interrupted"  # the error of a mode stopped by Ctrl-C / SIGTERM (never saved)
# At most this many times Options.rounds are run to find that many clean (unstarved) rounds.
MAX_ROUNDS_FACTOR = 4
MIN_ROUNDS_S = 20.0  # ... or for this long, whichever is later, when the rounds take longer than planned


class RunInterrupted(errors.InspectError):
    """Ctrl-C or SIGTERM stopped the run; the modes that had finished are saved (exit 130)."""

    exit_code = 130


@dataclass(frozen=True)
class Progress:
    """One line of news for the terminal: `elapsed` seconds since the session started."""

    mode: str
    stage: str  # "compiling", "ready", "measuring", "ok", "failed"
    message: str
    elapsed: float


@dataclass(frozen=True)
class WorkerJob:
    mode: str
    folder: Path  # <session>/<mode>, or <session>/rank<r>/<mode>

    @property
    def paths(self):
        return {
            "trace_file": self.folder / "trace.json",
            "log_file": self.folder / "worker.log",
            "torch_trace_dir": self.folder / "torch_trace",
            "cache_dir": self.folder / "inductor_cache",
            "job_file": self.folder / "job.json",
            "code_dir": self.folder / "code",
            "result_file": self.folder / "result.json",  # a rank's own result (runs under --nproc)
            "launcher_log": self.folder / "launcher.log",  # torch.distributed.run's output (rank 0)
        }


def rank_jobs(root, mode, nproc):
    """The folders of one mode's ranks: <session>/rank<r>/<mode>."""
    return [WorkerJob(mode, Path(root) / rank_folder(rank) / mode) for rank in range(nproc)]


def rank_folder(rank):
    return f"rank{rank}"


@dataclass(frozen=True)
class Outcome:
    """What a worker reported: `result` on success, else `error` (and `setup_error` if the target is unusable)."""

    mode: str
    result: dict | None = None
    error: str | None = None
    setup_error: errors.InspectError | None = None
    compile_seconds: float | None = None
    wall_seconds: float | None = None
    interrupted: bool = False  # stopped by Ctrl-C / SIGTERM: not finished, not saved
    pid: int | None = None
    started: str | None = None  # local ISO time the worker started
    ranks: tuple = ()  # under --nproc: each rank's own Outcome


# Longest compiles first, so that on few cores the last stretch (one worker compiling, cores idle)
# is the shortest compile: the eager worker only imports.
COMPILE_ORDER = ("max-autotune", "max-autotune-no-cudagraphs", "reduce-overhead", "default", "eager")


def compile_order(mode_names):
    rank = {mode: index for index, mode in enumerate(COMPILE_ORDER)}
    return sorted(mode_names, key=lambda mode: rank.get(mode, -1))


def tuned_env(jobs, cpu_count=None, environ=None):
    """Variables compile-inspect sets in each worker's environment so that `jobs` workers compiling at
    once do not oversubscribe the cores; never one the user has set (in `environ`).

    TORCHINDUCTOR_COMPILE_THREADS=1 when fewer than 2 cores per worker: Inductor's default (one per
    core) would start, in each worker, a compile sidecar and a pool of processes that each import torch,
    and the pools of concurrent workers fight for the same cores.
    """
    environ = os.environ if environ is None else environ
    cores = cpu_count if cpu_count is not None else (os.cpu_count() or 1)
    wanted = {"TORCHINDUCTOR_COMPILE_THREADS": "1"} if cores // max(jobs, 1) < 2 else {}
    return {name: value for name, value in wanted.items() if name not in environ}


def run_session(request, progress=None):
    """Check every input cheaply (no torch), run every mode's worker, resolve generated code, save;
    -> Session. `request` is a `CaptureRequest`; `progress` gets a `Progress` for each line of news.
    Raises RunInterrupted (after saving the finished modes) on Ctrl-C / SIGTERM.
    """
    spec = check_request(request)
    record = Target(request.target, spec.name, tuple(sorted(request.args.items())))
    root, options, mode_names = request.out_dir, request.options, request.modes
    previous = claim_out_dir(root, record, request.force, request.out_option)
    kept = resumed_modes(previous, mode_names, options) if request.resume else {}
    prepare_out_dir(root, mode_names, request.force, keep=kept, out_option=request.out_option)
    jobs = [
        WorkerJob(mode, _job_folder(root, mode, request.nproc)) for mode in mode_names if mode not in kept
    ]
    scheduler = _Scheduler(request, spec, progress)
    with signals_to(scheduler.cancel):  # saving included: a late Ctrl-C cannot cut session.json short
        outcomes = scheduler.run_or_clean_up(jobs, root)
        interrupted, environment = scheduler.interrupted, previous.environment if kept else None
        session = _save_run(
            root, record, options, jobs, outcomes, kept, environment, interrupted, request.nproc
        )
    if interrupted:
        raise RunInterrupted(
            interrupted_message(scheduler.signal_name, session, mode_names, request.out_option)
        )
    return session


def _job_folder(root, mode, nproc):
    return root / mode if nproc == 1 else root / rank_folder(0) / mode


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


def run_in_process(loaded, request, target, reason="", progress=None):
    """The modes one after the other in this process, for a callable no worker can rebuild (a lambda,
    a closure, a function of a notebook); -> Session marked `in_process`.

    `loaded` is a `target.LoadedTarget` (the callable and its positional inputs), `target` the
    `session.Target` to record, `request.device` "cpu" or "cuda". Each mode leaves the same files a
    worker would (trace, Inductor cache, TORCH_TRACE); the user's prints go to the mode's worker.log.
    The timeout cannot stop a call in this process and is not applied.
    """
    check_device(request.device)
    root = prepare_out_dir(request.out_dir, request.modes, request.force)
    jobs = [WorkerJob(mode, root / mode) for mode in request.modes]
    started, progress = time.monotonic(), progress or (lambda event: None)

    def say(mode, stage, message):
        progress(Progress(mode, stage, message, time.monotonic() - started))

    outcomes = {
        job.mode: _run_here(job, job_data(job, target.spec, {}, request), loaded, request.device, say)
        for job in jobs
    }
    options, extra = request.options, {"in_process": True, "in_process_reason": reason or None}
    return _save(root, target, options, jobs, outcomes, **extra)


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
    ):
        try:
            result = worker.run_mode_in_process(
                data, loaded, device, paths["cache_dir"], paths["torch_trace_dir"]
            )
        except Exception as exc:  # the user's function or the compiler failed: this mode fails, others go on
            traceback.print_exc()  # the whole story stays in the log; the session keeps one line
            error = worker.root_cause(exc)
            say(job.mode, "failed", f"{job.mode}: failed: {error} (log: {paths['log_file']})")
            return Outcome(job.mode, error=error, wall_seconds=time.monotonic() - started)
    say(job.mode, "ok", f"{job.mode}: ok, median {result['timing']['median_ms']:.3f} ms")
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


def _save(root, target, options, jobs, outcomes, kept=None, environment=None, **extra):
    """session.json of the modes that finished (and the `kept` ModeRuns of a resumed session)."""
    runs = dict(kept or {})
    runs.update({job.mode: _mode_run(job, outcomes[job.mode], root) for job in jobs if job.mode in outcomes})
    session = Session(
        target=target,
        options=options,
        environment=_environment(outcomes, [job.mode for job in jobs]) or environment or _bare_environment(),
        modes=tuple(runs[mode] for mode in modes_module.MODES if mode in runs),
        created=datetime.datetime.now().isoformat(timespec="seconds"),
        **extra,
    )
    return session_module.save_session(session, root)


def _save_run(root, target, options, jobs, outcomes, kept, environment, interrupted, nproc):
    """The session (one per rank under --nproc, plus the top one listing them); interrupted modes left out."""
    finished = {mode: outcome for mode, outcome in outcomes.items() if not outcome.interrupted}
    extra = {"interrupted": True} if interrupted else {}
    if nproc == 1:
        return _save(root, target, options, jobs, finished, kept, environment, **extra)
    ranks = []
    for rank in range(nproc):
        rank_root = root / rank_folder(rank)
        rank_outcomes = {mode: outcome.ranks[rank] for mode, outcome in finished.items() if outcome.ranks}
        rank_outcomes.update({mode: o for mode, o in finished.items() if not o.ranks})  # never launched
        rank_jobs_ = [WorkerJob(job.mode, rank_root / job.mode) for job in jobs]
        ranks.append(_save(rank_root, target, options, rank_jobs_, rank_outcomes, rank=rank, **extra))
    top = dataclasses.replace(
        ranks[0],
        modes=tuple(_under(run, rank_folder(0)) for run in ranks[0].modes),
        rank=None,
        ranks=tuple(rank_folder(rank) for rank in range(nproc)),
    )
    return session_module.save_session(top, root)


def _under(run, folder):
    """A rank's ModeRun with its paths relative to the top session folder (`rank0/default/trace.json`)."""

    def moved(path):
        return None if path is None else f"{folder}/{path}"

    graphs = tuple(dataclasses.replace(g, source_file=moved(g.source_file)) for g in run.graphs)
    return dataclasses.replace(
        run,
        trace_file=moved(run.trace_file),
        log_file=moved(run.log_file),
        torch_trace_dir=moved(run.torch_trace_dir),
        cache_dir=moved(run.cache_dir),
        graphs=graphs,
    )


def job_data(job, target, args, request):
    """What one mode is asked to do (job.json): the worker's whole brief. `target` and `args` as the
    worker loads them (the file resolved), the options that shape the measurement, torch.compile's
    arguments (`modes.compile_kwargs`: the one place they are made)."""
    options = request.options
    data = {
        "mode": job.mode,
        "target": target,
        "args": args,
        "device": request.device,
        "compile_kwargs": modes_module.compile_kwargs(job.mode, options),
        **{field.name: getattr(options, field.name) for field in measuring_fields()},
        "trace_file": str(job.paths["trace_file"].resolve()),
    }
    if request.inputs_file is not None:
        data["inputs_file"] = str(Path(request.inputs_file).resolve())
    return data


def measuring_fields():
    """The options that shape a measurement: the worker gets them, --resume compares them."""
    return [field for field in option_fields() if field.metadata["option"].shapes_measurement]


def prepare_out_dir(out_dir, mode_names, force, keep=(), out_option=None):
    """An empty/new folder, an old session or what a stopped run left is (re)used; anything else needs
    --force. The folders of the modes in `keep` (a resumed session's finished modes) stay."""
    if out_dir.exists() and not out_dir.is_dir():
        raise errors.SessionError(f"{out_dir} exists and is not a folder")
    occupied = out_dir.is_dir() and any(out_dir.iterdir())
    ours = session_module.is_session_dir(out_dir) or left_by_a_run(out_dir)
    if occupied and not ours and not force:
        raise errors.SessionError(f"{out_dir} exists and is not a session; {_hint(out_option)}")
    for mode in modes_module.MODES:  # only what a session writes: never the user's other files
        if mode not in keep:
            shutil.rmtree(out_dir / mode, ignore_errors=True)
    for folder in _rank_folders(out_dir):
        shutil.rmtree(folder, ignore_errors=True)
    (out_dir / session_module.SESSION_FILE).unlink(missing_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    return out_dir


def _hint(out_option):
    return (
        f"choose another {out_option} or pass --force"
        if out_option
        else "choose another out_dir, or remove that folder"
    )


def _rank_folders(out_dir):
    if not out_dir.is_dir():
        return []
    return [path for path in out_dir.glob("rank*") if path.is_dir() and path.name[4:].isdigit()]


def left_by_a_run(out_dir):
    """A folder holding only what a run that never saved writes (mode and rank folders with job.json):
    a run killed before its session.json; the same command may take it over."""
    entries = list(out_dir.iterdir()) if out_dir.is_dir() else []
    modes = [path for path in entries if path.name in modes_module.MODES]
    ranks = _rank_folders(out_dir)
    return bool(entries) and len(modes) + len(ranks) == len(entries)


def claim_out_dir(root, target, force, out_option):
    """The session already in `root` (None if none), when this run may overwrite it: the same target
    and --arg values (an interrupted or failed run rerun, or a rerun), or --force."""
    if not session_module.is_session_dir(root):
        return None
    try:
        previous = session_module.load_session(root)
    except errors.SessionError:
        if force:
            return None
        raise errors.SessionError(f"{root} holds an unreadable session.json; {_hint(out_option)}") from None
    if not force and not same_run(previous.target, target):
        args = " ".join(f"--arg {key}={value}" for key, value in previous.target.args)
        raise errors.SessionError(
            f"{root} holds a session of another run ({previous.target.spec}{' ' + args if args else ''}); "
            f"{_hint(out_option)}"
        )
    return previous


def same_run(old, new):
    """The same target file and callable, with the same --arg values."""
    return (
        _spec_file(old.spec) == _spec_file(new.spec)
        and old.name == new.name
        and tuple(tuple(pair) for pair in old.args) == tuple(new.args)
    )


def _spec_file(spec):
    return Path(target_module.split_spec(spec)[0]).resolve()


def resumed_modes(previous, mode_names, options):
    """mode -> ModeRun of the earlier session's modes that finished ok (and are asked for again), when
    they were measured with the same options; the others run again."""
    if previous is None:
        return {}
    for field in measuring_fields():
        then, now = getattr(previous.options, field.name), getattr(options, field.name)
        if then != now:
            flag = field.metadata["option"].flag
            raise errors.UsageError(
                f"--resume: {previous.root} was measured with {flag} {then}, this command "
                f"asks for {now}; give the same value or drop --resume"
            )
    return {run.mode: run for run in previous.modes if run.ok and run.mode in mode_names}


class _Gate:
    """Up to `jobs` workers compile at once, started in `compile_order`; the timed rounds and the
    profiles come after every compile (`_Scheduler.run` joins the compiling threads first)."""

    def __init__(self, jobs, modes):
        self.jobs, self.compiling = jobs, 0
        self.to_start = compile_order(modes)  # modes still to start compiling, in this order
        self.cancelled = False  # Ctrl-C: every wait ends; the callers see it and stop
        self.condition = threading.Condition()

    def cancel(self):
        with self.condition:
            self.cancelled = True
            self.condition.notify_all()

    def enter_compile(self, mode):
        with self.condition:
            self.condition.wait_for(
                lambda: self.cancelled or (self.compiling < self.jobs and self.to_start[0] == mode)
            )
            self.to_start.remove(mode)
            self.compiling += 1
            self.condition.notify_all()

    def leave_compile(self):
        with self.condition:
            self.compiling -= 1
            self.condition.notify_all()

    def done(self, mode):
        with self.condition:
            if mode in self.to_start:  # never started (its thread failed first): let the next one start
                self.to_start.remove(mode)
            self.condition.notify_all()


class _Scheduler:
    def __init__(self, request, spec, progress):
        self.request, self.spec, self.options = request, spec, request.options
        self.nproc, self.root = request.nproc, request.out_dir
        self.progress = progress or (lambda event: None)
        self.gate = None
        self.abort = threading.Event()  # set when the target itself is unusable: every mode would fail alike
        self.started = time.monotonic()
        self.signal_name = None  # "SIGINT" / "SIGTERM" once interrupted
        self.workers, self.lock = set(), threading.Lock()  # live workers, to stop on a signal

    @property
    def interrupted(self):
        return self.signal_name is not None

    def cancel(self, signum):
        """Ctrl-C / SIGTERM (called in the main thread): stop every worker's process group now; a second
        signal changes nothing and prints nothing."""
        if self.interrupted:
            return
        self.signal_name = signal.Signals(signum).name
        self.abort.set()
        with self.lock:
            workers = list(self.workers)
        for worker in workers:
            worker.terminate()
        if self.gate is not None:
            self.gate.cancel()

    def run_or_clean_up(self, jobs, root):
        """`run`; when the target is unusable (a setup error) the folders this run made are removed
        first, so the same command can run again into the same folder."""
        existed = root.is_dir() and any(root.iterdir())
        try:
            return self.run(jobs)
        except errors.InspectError:
            for job in jobs:
                shutil.rmtree(job.folder, ignore_errors=True)
            for folder in _rank_folders(root):
                if not any(folder.iterdir()):
                    folder.rmdir()
            if not existed and root.is_dir() and not any(root.iterdir()):
                root.rmdir()
            raise

    def run(self, jobs):
        """Compile every mode (up to `jobs` at once), then time the warm ones in interleaved rounds,
        then profile them one at a time; -> mode -> Outcome."""
        self.gate = _Gate(self.options.jobs, [job.mode for job in jobs])
        outcomes, warm = {}, {}
        threads = [threading.Thread(target=self._run_one, args=(job, outcomes, warm)) for job in jobs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        setup_errors = [outcome.setup_error for outcome in outcomes.values() if outcome.setup_error]
        if setup_errors and not self.interrupted:
            for worker, _ in warm.values():
                self._finish(worker, {"event": "failed", "error": "cancelled"})
            raise setup_errors[0]
        order = [job.mode for job in jobs if job.mode in warm]
        outcomes.update(_Measurement(self, {mode: warm[mode] for mode in order}).run())
        return outcomes

    def _say(self, mode, stage, message):
        if not self.interrupted:  # after Ctrl-C only the one closing line is printed
            self.progress(Progress(mode, stage, message, time.monotonic() - self.started))

    def _run_one(self, job, outcomes, warm):
        """Compile one mode: a warm worker goes into `warm` (mode -> (worker, compile seconds)), a
        failed one's Outcome into `outcomes`."""
        try:
            compiled = self._compile(job)
        except Exception as exc:  # e.g. the worker could not be started: this mode fails, the others go on
            if self.interrupted:
                compiled = Outcome(job.mode, error=INTERRUPTED, interrupted=True)
            else:
                compiled = Outcome(job.mode, error=f"could not run the worker: {type(exc).__name__}: {exc}")
        finally:
            self.gate.done(job.mode)
        if isinstance(compiled, Outcome):
            outcomes[job.mode] = compiled
        else:
            warm[job.mode] = compiled

    def _start(self, job):
        """A new worker, or None once interrupted (checked under the lock `cancel` takes)."""
        with self.lock:
            if self.interrupted:
                return None
            rank_folders = rank_jobs(self.root, job.mode, self.nproc) if self.nproc > 1 else None
            worker = _Worker(
                job, self._job_data(job), self.options.timeout_s, self.options.jobs, rank_folders
            )
            self.workers.add(worker)
            return worker

    def _compile(self, job):
        """-> (worker, compile seconds) once the worker is warm, or the Outcome of its failure."""
        self.gate.enter_compile(job.mode)
        try:
            if self.abort.is_set():
                return Outcome(
                    job.mode,
                    error=INTERRUPTED if self.interrupted else "cancelled",
                    interrupted=self.interrupted,
                )
            worker = self._start(job)
            if worker is None:
                return Outcome(job.mode, error=INTERRUPTED, interrupted=True)
            self._say(job.mode, "compiling", f"{job.mode}: compiling")
            message = worker.next_message()
        finally:
            self.gate.leave_compile()
        if message.get("event") != "ready":
            return self._finish(worker, message)
        self._say(job.mode, "ready", f"{job.mode}: ready (first call took {message['compile_seconds']:.1f}s)")
        return worker, message["compile_seconds"]

    def _finish(self, worker, message, compile_seconds=None):
        outcome = worker.finish(message, compile_seconds)
        with self.lock:
            self.workers.discard(worker)
        if self.interrupted and outcome.result is None:
            return dataclasses.replace(outcome, error=INTERRUPTED, interrupted=True, setup_error=None)
        if outcome.setup_error is not None:
            self.abort.set()
        elif outcome.error is not None:
            log = worker.job.paths["log_file"]
            self._say(outcome.mode, "failed", f"{outcome.mode}: failed: {outcome.error} (log: {log})")
        else:
            timing = outcome.result["timing"]
            self._say(outcome.mode, "ok", f"{outcome.mode}: ok, median {timing['median_ms']:.3f} ms")
        return outcome

    def _job_data(self, job):
        target = f"{self.spec.path.resolve()}:{self.spec.name}"
        data = job_data(job, target, self.request.args, self.request)
        return dict(data, tuned_env=tuned_env(self.options.jobs * self.nproc))  # recorded in job.json


class _Measurement:
    """The warm workers timed in interleaved rounds, then profiled one at a time (rounds.py says why).

    Each worker first calibrates its block (calls lasting `Options.block_ms`, at least `iters` calls
    over the rounds); each round then asks every live worker for one block, starting one mode further
    along each round. Rounds run until `Options.rounds` of them are clean (no block starved) or
    `MAX_ROUNDS_FACTOR` times that many ran. A worker that fails leaves the rounds; the others go on.
    """

    def __init__(self, scheduler, warm):
        self.scheduler, self.options = scheduler, scheduler.options
        self.live = dict(warm)  # mode -> (worker, compile seconds), in the modes' order
        self.outcomes, self.calls = {}, {}
        self.blocks = {mode: [] for mode in warm}
        self.rounds_run, self.run_id = 0, uuid.uuid4().hex[:12]

    def run(self):
        if not self.live:
            return {}
        self._calibrate()
        self._rounds()
        clean = rounds_module.clean_rounds({mode: self.blocks[mode] for mode in self.live})
        for mode in list(self.live):
            self._profile(mode, clean)
        return self.outcomes

    def _ask(self, mode, expected, **command):
        """The live worker's answer to a command, or None after ending the mode on any other answer."""
        if self.scheduler.abort.is_set():
            message = {"event": "failed", "error": "cancelled"}
        else:
            message = self.live[mode][0].request(**command)
        if message.get("event") == expected:
            return message
        worker, compile_seconds = self.live.pop(mode)
        self.outcomes[mode] = self.scheduler._finish(worker, message, compile_seconds)
        return None

    def _calibrate(self):
        least, block_s = math.ceil(self.options.iters / self.options.rounds), self.options.block_ms / 1000
        for mode in list(self.live):
            answer = self._ask(mode, "calibrated", do="calibrate", block_s=block_s, min_calls=least)
            if answer is not None:
                self.calls[mode] = answer["calls"]

    def _rounds(self):
        clean, wanted = 0, self.options.rounds
        names = ", ".join(self.live)
        self.scheduler._say("", "measuring", f"timing {names} in interleaved rounds ({wanted} clean wanted)")
        started, deadline = time.monotonic(), math.inf
        while self.live and clean < wanted and self.rounds_run < wanted * MAX_ROUNDS_FACTOR:
            if time.monotonic() > deadline:  # a busy machine stretched the rounds far past the plan
                break
            number, order = self.rounds_run, list(self.live)
            shift = number % len(order)
            for mode in order[shift:] + order[:shift]:
                answer = self._ask(mode, "block", do="block", calls=self.calls[mode], round=number)
                if answer is not None:
                    self.blocks[mode].append(rounds_module.Block(**answer["block"]))
            self.rounds_run += 1
            if number == 0:  # a busy machine may stretch each round: stop past a few times the planned rounds
                deadline = started + max(
                    MIN_ROUNDS_S, (time.monotonic() - started) * wanted * MAX_ROUNDS_FACTOR
                )
            this_round = [b for mode in self.live for b in self.blocks[mode] if b.round == number]
            clean += bool(this_round) and not any(rounds_module.is_starved(b) for b in this_round)
        starved = self.rounds_run - clean
        self.scheduler._say("", "measuring", f"timed {self.rounds_run} rounds, {starved} left out as starved")

    def _profile(self, mode, clean):
        self.scheduler._say(mode, "measuring", f"{mode}: profiling")
        worker = self.live[mode][0]
        answer = self._ask(mode, "done", do="profile")
        if answer is None:
            return
        self._record(answer["result"], self.blocks[mode], clean, worker.job.folder)
        worker, compile_seconds = self.live.pop(mode)
        outcome = self.scheduler._finish(worker, answer, compile_seconds)
        for rank_outcome, rank_job in zip(outcome.ranks, worker.rank_folders or ()):
            if rank_outcome.result and rank_outcome.result.get("blocks"):
                blocks = [rounds_module.Block(**block) for block in rank_outcome.result.pop("blocks")]
                self._record(rank_outcome.result, blocks, clean, rank_job.folder)
        self.outcomes[mode] = outcome

    def _record(self, result, blocks, clean, folder):
        rounds_module.record_timing(result, blocks, clean, self.run_id, self.rounds_run, folder)


class _Worker:
    """One worker process (or, under --nproc, one `torch.distributed.run` launching a worker per rank),
    in its own process group: its environment, its protocol messages, its deadline."""

    def __init__(self, job, data, timeout_s, jobs=1, rank_folders=None):
        self.job, self.timeout_s, self.rank_folders = job, timeout_s, rank_folders
        paths = job.paths
        job.folder.mkdir(parents=True, exist_ok=True)
        if rank_folders:
            command = self._write_rank_jobs(data, jobs)
            self.log = open(paths["launcher_log"], "w")
        else:
            paths["job_file"].write_text(json.dumps(data, indent=1))
            command = [sys.executable, "-m", "compile_inspect.capture.worker", str(paths["job_file"])]
            self.log = open(paths["log_file"], "w")
        self.started = time.monotonic()
        self.started_at = datetime.datetime.now().isoformat(timespec="milliseconds")
        # seconds of the worker's own running time left (waiting for the token is free)
        self.budget = timeout_s
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=worker_env(job, jobs * len(rank_folders or [job])),
            start_new_session=True,  # its own process group: Ctrl-C reaches only us, we stop the group
        )
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _write_rank_jobs(self, data, jobs):
        """Each rank's job.json (its own trace, log, Inductor cache, TORCH_TRACE); -> the launch command."""
        for rank_job in self.rank_folders:
            paths = rank_job.paths
            rank_job.folder.mkdir(parents=True, exist_ok=True)
            rank_data = dict(
                data,
                trace_file=str(paths["trace_file"].resolve()),
                log_file=str(paths["log_file"].resolve()),
                result_file=str(paths["result_file"].resolve()),
                distributed=True,
                env=rank_env(rank_job),
            )
            paths["job_file"].write_text(json.dumps(rank_data, indent=1))
        root = self.rank_folders[0].folder.parent.parent
        pattern = str(root / "rank{rank}" / self.job.mode / "job.json")  # the worker puts its RANK in
        return [
            sys.executable,
            "-m",
            "torch.distributed.run",
            "--nproc-per-node",
            str(len(self.rank_folders)),
            "--standalone",
            "-m",
            "compile_inspect.capture.worker",
            pattern,
        ]

    def terminate(self):
        """SIGTERM to the worker's process group, SIGKILL after GRACE_S if it is still there."""
        _signal_group(self.process, signal.SIGTERM)
        timer = threading.Timer(GRACE_S, _signal_group, (self.process, signal.SIGKILL))
        timer.daemon = True
        timer.start()

    def _read(self):
        for line in self.process.stdout:
            try:
                self.messages.put(json.loads(line))
            except ValueError:
                pass  # not ours: the protocol stream carries only JSON lines
        self.messages.put(None)

    def next_message(self):
        """The next protocol message, or a failure one when the worker dies or runs out of time."""
        waited_from = time.monotonic()
        try:
            message = self.messages.get(timeout=max(self.budget, 0.0))
        except queue.Empty:
            _signal_group(self.process, signal.SIGKILL)
            return {"event": "failed", "error": f"timed out after {self.timeout_s:g}s (--timeout)"}
        finally:
            self.budget -= time.monotonic() - waited_from
        return message if message is not None else {"event": "failed", "error": self._death_reason()}

    def _death_reason(self):
        code = self.process.wait()
        how = f"killed by signal {-code}" if code < 0 else f"exit code {code}"
        logs = [job.paths["log_file"] for job in self.rank_folders or [self.job]]
        for rank, log in enumerate(logs):
            cause = root_cause_in_log(log)
            if cause:
                where = f"rank {rank}: " if self.rank_folders else ""
                return f"worker crashed ({how}): {where}{cause}"
        return f"worker crashed ({how})"

    def request(self, **command):
        """Send one command (a JSON line on the worker's stdin); -> its answer (`next_message`)."""
        try:
            self.process.stdin.write(json.dumps(command) + "\n")
            self.process.stdin.flush()
        except OSError:
            pass  # it died meanwhile: its next message says how
        return self.next_message()

    def finish(self, message, compile_seconds):
        self._stop()
        outcome = self._outcome(message, compile_seconds)
        if self.rank_folders:
            return dataclasses.replace(outcome, ranks=tuple(self._rank_outcomes(outcome)))
        return outcome

    def _outcome(self, message, compile_seconds):
        wall = time.monotonic() - self.started
        event = message.get("event")
        common = {"wall_seconds": wall, "pid": self.process.pid, "started": self.started_at}
        if event == "setup_failed":
            error_class = getattr(errors, message.get("kind", ""), errors.TargetError)
            if not (isinstance(error_class, type) and issubclass(error_class, errors.InspectError)):
                error_class = errors.TargetError
            return Outcome(
                self.job.mode, error=message["message"], setup_error=error_class(message["message"])
            )
        if event == "done":
            return Outcome(self.job.mode, result=message["result"], compile_seconds=compile_seconds, **common)
        from compile_inspect.capture.worker import cut_line

        return Outcome(
            self.job.mode,
            error=cut_line(message.get("error", "unknown failure")),  # one line, whoever wrote it
            compile_seconds=message.get("compile_seconds", compile_seconds),
            **common,
        )

    def _rank_outcomes(self, outcome):
        """Each rank's Outcome, from the result.json it wrote; a rank without one shares the launch's."""
        for rank, rank_job in enumerate(self.rank_folders):
            try:
                written = json.loads(rank_job.paths["result_file"].read_text())
            except (OSError, ValueError):
                written = {}
            result, error = written.get("result"), written.get("error")
            if result is None and error is None:
                error = outcome.error or "no result from this rank"
            yield dataclasses.replace(
                outcome,
                result=result,
                error=None if result is not None else error,
                compile_seconds=(result or {}).get("compile_seconds", outcome.compile_seconds),
                pid=written.get("pid"),
            )

    def _stop(self):
        try:
            self.process.stdin.close()  # EOF on stdin tells a waiting worker to leave
        except OSError:
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            _signal_group(self.process, signal.SIGKILL)
            self.process.wait()
        self.log.close()


def _signal_group(process, number):
    try:
        os.killpg(process.pid, number)
    except (ProcessLookupError, PermissionError):
        pass  # gone already


def root_cause_in_log(log_file):
    """The exception line that ends the last traceback in a worker's log (`RuntimeError: boom`), or None."""
    try:
        text = Path(log_file).read_text(errors="replace")
    except OSError:
        return None
    found, in_traceback = None, False
    for line in text.splitlines():
        if line.startswith("Traceback (most recent call last):"):
            in_traceback = True
        elif in_traceback and line.strip() and not line.startswith((" ", "\t")):
            found, in_traceback = line.strip(), False
    return found


def rank_env(job):
    """What one rank sets before importing torch: its own Inductor cache and TORCH_TRACE folder."""
    paths = job.paths
    return {
        "TORCHINDUCTOR_CACHE_DIR": str(paths["cache_dir"].resolve()),
        "TORCH_TRACE": str(paths["torch_trace_dir"].resolve()),
    }


def worker_env(job, jobs=1):
    """The worker's own environment: fresh Inductor cache and TORCH_TRACE inside the session folder,
    the output_code log into the mode's log file (its stderr), this package importable, and
    `tuned_env(jobs)` for `jobs` workers compiling at once. The parent's environment is not changed."""
    paths = job.paths
    package_root = str(Path(compile_inspect.__file__).resolve().parents[1])
    python_path = os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))
    return dict(
        os.environ,
        **tuned_env(jobs),
        TORCHINDUCTOR_CACHE_DIR=str(paths["cache_dir"].resolve()),
        TORCH_TRACE=str(paths["torch_trace_dir"].resolve()),
        TORCH_LOGS="output_code",
        TORCHINDUCTOR_FX_GRAPH_CACHE="1",
        PYTHONUNBUFFERED="1",
        PYTHONPATH=python_path,
        COMPILE_INSPECT_MODE=job.mode,
    )


def _mode_run(job, outcome, root):
    from compile_inspect.code.evidence import mode_status

    paths = job.paths

    def relative(path):
        return str(path.relative_to(root)) if path.exists() else None

    graphs = collect_graphs(paths, root)
    result = outcome.result or {}
    return ModeRun(
        mode=job.mode,
        status=mode_status(outcome.error, paths["torch_trace_dir"], paths["log_file"]),
        error=outcome.error,
        compile_seconds=outcome.compile_seconds
        if outcome.compile_seconds is not None
        else result.get("compile_seconds"),
        timing=session_module.timing_from_dict(result["timing"]) if result.get("timing") else None,
        trace_file=relative(paths["trace_file"]),
        graphs=graphs,
        graph_breaks=_graph_breaks(paths, result),
        recompiles=_recompiles(paths),
        accuracy=Accuracy(**result["accuracy"]) if result.get("accuracy") else None,
        log_file=relative(paths["log_file"]),
        torch_trace_dir=relative(paths["torch_trace_dir"]),
        cache_dir=relative(paths["cache_dir"]),
        wall_seconds=outcome.wall_seconds,
        pid=outcome.pid,
        started=outcome.started,
    )


def collect_graphs(paths, root):
    """Every graph the trace called (in call order), then any other compiled graph; sources copied to code/."""
    called = codegen.graph_hashes_in_trace(paths["trace_file"]) if paths["trace_file"].exists() else []
    sources = codegen.resolve_sources(paths["cache_dir"], paths["torch_trace_dir"])
    graphs = []
    for fx_hash in called + sorted(set(sources) - set(called)):
        source_file = None
        if fx_hash in sources:
            paths["code_dir"].mkdir(exist_ok=True)
            file = paths["code_dir"] / f"{fx_hash}.py"
            file.write_text(sources[fx_hash])
            source_file = str(file.relative_to(root))
        graphs.append(GraphCode(fx_hash, source_file, in_trace=fx_hash in called))
    return tuple(graphs)


def _graph_breaks(paths, result):
    if paths["torch_trace_dir"].is_dir():
        return tuple(evidence.graph_breaks_in_torch_trace(paths["torch_trace_dir"]))
    return tuple(result.get("graph_break_counts", {}))


def _recompiles(paths):
    return (
        tuple(evidence.recompiles_in_torch_trace(paths["torch_trace_dir"]))
        if paths["torch_trace_dir"].is_dir()
        else ()
    )


def _environment(outcomes, mode_names):
    """The environment a worker reported (the control's first); None when no mode got that far."""
    for mode in mode_names:
        result = outcomes[mode].result if mode in outcomes else None
        if result and result.get("environment"):
            return Environment(**result["environment"])
    return None


def _bare_environment():
    return Environment(python=sys.version.split()[0])
