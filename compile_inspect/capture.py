"""Runs a target eagerly and under each compile mode, one worker process per mode, into a session.

    session = run_session("samples/matmul_add.py", "default,max-autotune", "runs/mm",
                          args={"size": "64"}, progress=print)

Workers start together (up to `jobs` at a time) so their imports and compiles overlap; each then
waits for the one measurement token, so profiling and timing never run while another worker
computes. No torch here: the workers import it.
"""

import contextlib
import datetime
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

import compile_inspect
from compile_inspect import codegen, errors
from compile_inspect import modes as modes_module
from compile_inspect import session as session_module
from compile_inspect import target as target_module
from compile_inspect.session import (
    Accuracy,
    Environment,
    GraphCode,
    ModeRun,
    Options,
    Session,
    Target,
    Timing,
)

DEFAULT_TIMEOUT_S = 900.0


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
    folder: Path  # <session>/<mode>

    @property
    def paths(self):
        return {
            "trace_file": self.folder / "trace.json",
            "log_file": self.folder / "worker.log",
            "torch_trace_dir": self.folder / "torch_trace",
            "cache_dir": self.folder / "inductor_cache",
            "job_file": self.folder / "job.json",
            "code_dir": self.folder / "code",
        }


@dataclass(frozen=True)
class Outcome:
    """What a worker reported: `result` on success, else `error` (and `setup_error` if the target is unusable)."""

    mode: str
    result: dict | None = None
    error: str | None = None
    setup_error: errors.InspectError | None = None
    compile_seconds: float | None = None
    wall_seconds: float | None = None


# Longest compiles first, so that on few cores the last stretch (one worker compiling, cores idle)
# is the shortest compile: the eager worker only imports.
COMPILE_ORDER = ("max-autotune", "max-autotune-no-cudagraphs", "reduce-overhead", "default", "eager")


def default_jobs(mode_count):
    return max(1, min(os.cpu_count() or 1, mode_count))


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


def run_session(
    target,
    modes,
    out_dir,
    *,
    args=None,
    device="auto",
    options=None,
    force=False,
    progress=None,
    inputs_file=None,
):
    """Validate cheaply (no torch), run every mode's worker, resolve generated code, save; -> Session.

    `inputs_file` (written by `target.save_inputs`): the workers call the target with these inputs
    instead of the file's `example_inputs(...)`; the library uses it for an importable function.
    """
    spec = target_module.parse_target(target)
    mode_names = mode_list(modes)
    args = dict(args or {})
    _check_device(device)
    options = options or Options(jobs=default_jobs(len(mode_names)))
    root = prepare_out_dir(Path(out_dir), mode_names, force)
    jobs = [WorkerJob(mode, root / mode) for mode in mode_names]
    outcomes = _Scheduler(spec, args, device, options, progress, inputs_file).run(jobs)
    return _save(root, Target(target, spec.name, tuple(sorted(args.items()))), options, jobs, outcomes)


def run_in_process(
    loaded, modes, out_dir, *, target, device, options=None, reason="", force=False, progress=None
):
    """The modes one after the other in this process, for a callable no worker can rebuild (a lambda,
    a closure, a function of a notebook); -> Session marked `in_process`.

    `loaded` is a `target.LoadedTarget` (the callable and its positional inputs), `target` the
    `session.Target` to record, `device` "cpu" or "cuda". Each mode leaves the same files a worker
    would (trace, Inductor cache, TORCH_TRACE); the user's prints go to the mode's worker.log.
    The timeout cannot stop a call in this process and is not applied.
    """
    mode_names = mode_list(modes)
    _check_device(device)
    options = options or Options(jobs=1)
    root = prepare_out_dir(Path(out_dir), mode_names, force)
    jobs = [WorkerJob(mode, root / mode) for mode in mode_names]
    started, progress = time.monotonic(), progress or (lambda event: None)

    def say(mode, stage, message):
        progress(Progress(mode, stage, message, time.monotonic() - started))

    outcomes = {
        job.mode: _run_here(job, job_data(job, target.spec, {}, device, options), loaded, device, say)
        for job in jobs
    }
    return _save(root, target, options, jobs, outcomes, in_process=True, in_process_reason=reason or None)


def mode_list(modes):
    return modes_module.parse_modes(modes if isinstance(modes, str) else ",".join(modes))


def _check_device(device):
    if device not in ("auto", "cpu", "cuda"):
        raise errors.UsageError(f"--device {device!r}: choose auto, cpu or cuda")


def _run_here(job, data, loaded, device, say):
    """One mode in this process; its prints (Python-level) go to the mode's log like a worker's."""
    from compile_inspect import worker

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
            traceback.print_exc()
            error = worker.one_line(exc)
            say(job.mode, "failed", f"{job.mode}: failed: {error}")
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


def _save(root, target, options, jobs, outcomes, **extra):
    runs = tuple(_mode_run(job, outcomes[job.mode], root) for job in jobs)
    session = Session(
        target=target,
        options=options,
        environment=_environment(outcomes, [job.mode for job in jobs]),
        modes=runs,
        created=datetime.datetime.now().isoformat(timespec="seconds"),
        **extra,
    )
    return session_module.save_session(session, root)


def job_data(job, target, args, device, options, inputs_file=None):
    """What one mode is asked to do (job.json): the worker's whole brief."""
    data = {
        "mode": job.mode,
        "target": target,
        "args": args,
        "device": device,
        "warmup": options.warmup,
        "wait": options.wait,
        "profile_warmup": options.profile_warmup,
        "active": options.active,
        "iters": options.iters,
        "trace_file": str(job.paths["trace_file"].resolve()),
    }
    if inputs_file is not None:
        data["inputs_file"] = str(Path(inputs_file).resolve())
    return data


def prepare_out_dir(out_dir, mode_names, force):
    """An empty/new folder or an old session is (re)used; anything else needs --force."""
    if out_dir.exists() and not out_dir.is_dir():
        raise errors.SessionError(f"{out_dir} exists and is not a folder")
    occupied = out_dir.is_dir() and any(out_dir.iterdir())
    if occupied and not session_module.is_session_dir(out_dir) and not force:
        raise errors.SessionError(f"{out_dir} exists and is not a session; choose another -o or pass --force")
    for mode in modes_module.MODES:  # only what a session writes: never the user's other files
        shutil.rmtree(out_dir / mode, ignore_errors=True)
    (out_dir / session_module.SESSION_FILE).unlink(missing_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    return out_dir


class _Gate:
    """Up to `jobs` workers compile at once; measuring is exclusive of compiling and of other measuring,
    and goes in the modes' order (eager first) so runs are reproducible."""

    def __init__(self, jobs, modes):
        self.jobs, self.compiling, self.measuring = jobs, 0, False
        self.pending = list(modes)  # modes still to measure (or to fail), in order
        self.to_start = compile_order(modes)  # modes still to start compiling, in this order
        self.condition = threading.Condition()

    def enter_compile(self, mode):
        with self.condition:
            self.condition.wait_for(
                lambda: not self.measuring and self.compiling < self.jobs and self.to_start[0] == mode
            )
            self.to_start.remove(mode)
            self.compiling += 1
            self.condition.notify_all()

    def leave_compile(self):
        with self.condition:
            self.compiling -= 1
            self.condition.notify_all()

    def enter_measure(self, mode):
        with self.condition:
            self.condition.wait_for(
                lambda: not self.measuring and self.compiling == 0 and self.pending[0] == mode
            )
            self.measuring = True

    def leave_measure(self):
        with self.condition:
            self.measuring = False
            self.condition.notify_all()

    def done(self, mode):
        with self.condition:
            self.pending.remove(mode)
            if mode in self.to_start:  # never started (its thread failed first): let the next one start
                self.to_start.remove(mode)
            self.condition.notify_all()


class _Scheduler:
    def __init__(self, spec, args, device, options, progress, inputs_file=None):
        self.spec, self.args, self.device, self.options = spec, args, device, options
        self.inputs_file = inputs_file
        self.progress = progress or (lambda event: None)
        self.gate = None
        self.abort = threading.Event()  # set when the target itself is unusable: every mode would fail alike
        self.started = time.monotonic()

    def run(self, jobs):
        self.gate = _Gate(self.options.jobs, [job.mode for job in jobs])
        outcomes = {}
        threads = [
            threading.Thread(target=lambda job=job: outcomes.update({job.mode: self._run_one(job)}))
            for job in jobs
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        setup_errors = [outcome.setup_error for outcome in outcomes.values() if outcome.setup_error]
        if setup_errors:
            raise setup_errors[0]
        return outcomes

    def _say(self, mode, stage, message):
        self.progress(Progress(mode, stage, message, time.monotonic() - self.started))

    def _run_one(self, job):
        try:
            return self._compile_then_measure(job)
        except Exception as exc:  # e.g. the worker could not be started: this mode fails, the others go on
            return Outcome(job.mode, error=f"could not run the worker: {type(exc).__name__}: {exc}")
        finally:
            self.gate.done(job.mode)

    def _compile_then_measure(self, job):
        self.gate.enter_compile(job.mode)
        try:
            if self.abort.is_set():
                return Outcome(job.mode, error="cancelled")
            worker = _Worker(job, self._job_data(job), self.options.timeout_s, self.options.jobs)
            self._say(job.mode, "compiling", f"{job.mode}: compiling")
            message = worker.next_message()
        finally:
            self.gate.leave_compile()
        if message.get("event") != "ready":
            return self._finish(worker, message)
        self._say(job.mode, "ready", f"{job.mode}: ready (first call took {message['compile_seconds']:.1f}s)")
        self.gate.enter_measure(job.mode)
        try:
            if self.abort.is_set():
                return self._finish(worker, {"event": "failed", "error": "cancelled"})
            self._say(job.mode, "measuring", f"{job.mode}: profiling and timing")
            worker.send_token()
            return self._finish(worker, worker.next_message(), message["compile_seconds"])
        finally:
            self.gate.leave_measure()

    def _finish(self, worker, message, compile_seconds=None):
        outcome = worker.finish(message, compile_seconds)
        if outcome.setup_error is not None:
            self.abort.set()
        elif outcome.error is not None:
            self._say(outcome.mode, "failed", f"{outcome.mode}: failed: {outcome.error}")
        else:
            timing = outcome.result["timing"]
            self._say(outcome.mode, "ok", f"{outcome.mode}: ok, median {timing['median_ms']:.3f} ms")
        return outcome

    def _job_data(self, job):
        target = f"{self.spec.path.resolve()}:{self.spec.name}"
        data = job_data(job, target, self.args, self.device, self.options, self.inputs_file)
        return dict(data, tuned_env=tuned_env(self.options.jobs))  # recorded in job.json: what was set


class _Worker:
    """One worker process: its environment, its protocol messages, its deadline."""

    def __init__(self, job, data, timeout_s, jobs=1):
        self.job, self.timeout_s = job, timeout_s
        paths = job.paths
        job.folder.mkdir(parents=True, exist_ok=True)
        paths["job_file"].write_text(json.dumps(data, indent=1))
        self.log = open(paths["log_file"], "w")
        self.started = time.monotonic()
        self.budget = (
            timeout_s  # seconds of the worker's own running time left (waiting for the token is free)
        )
        self.process = subprocess.Popen(
            [sys.executable, "-m", "compile_inspect.worker", str(paths["job_file"])],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=worker_env(job, jobs),
        )
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

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
            self.process.kill()
            return {"event": "failed", "error": f"timed out after {self.timeout_s:g}s (--timeout)"}
        finally:
            self.budget -= time.monotonic() - waited_from
        return message if message is not None else {"event": "failed", "error": self._death_reason()}

    def _death_reason(self):
        code = self.process.wait()
        how = f"killed by signal {-code}" if code < 0 else f"exit code {code}"
        return f"worker crashed ({how}); see {self.job.paths['log_file']}"

    def send_token(self):
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def finish(self, message, compile_seconds):
        self._stop()
        wall = time.monotonic() - self.started
        event = message.get("event")
        if event == "setup_failed":
            error_class = getattr(errors, message.get("kind", ""), errors.TargetError)
            if not (isinstance(error_class, type) and issubclass(error_class, errors.InspectError)):
                error_class = errors.TargetError
            return Outcome(
                self.job.mode, error=message["message"], setup_error=error_class(message["message"])
            )
        if event == "done":
            return Outcome(
                self.job.mode, result=message["result"], compile_seconds=compile_seconds, wall_seconds=wall
            )
        return Outcome(
            self.job.mode,
            error=message.get("error", "unknown failure"),
            compile_seconds=message.get("compile_seconds", compile_seconds),
            wall_seconds=wall,
        )

    def _stop(self):
        for closer in (self.process.stdin.close,):
            try:
                closer()  # EOF on stdin tells a waiting worker to leave
            except OSError:
                pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


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
    paths = job.paths

    def relative(path):
        return str(path.relative_to(root)) if path.exists() else None

    graphs = collect_graphs(paths, root)
    result = outcome.result or {}
    return ModeRun(
        mode=job.mode,
        status="ok" if outcome.error is None else "failed",
        error=outcome.error,
        compile_seconds=outcome.compile_seconds
        if outcome.compile_seconds is not None
        else result.get("compile_seconds"),
        timing=Timing(**result["timing"]) if result.get("timing") else None,
        trace_file=relative(paths["trace_file"]),
        graphs=graphs,
        graph_breaks=_graph_breaks(paths, result),
        recompiles=_recompiles(paths),
        accuracy=Accuracy(**result["accuracy"]) if result.get("accuracy") else None,
        log_file=relative(paths["log_file"]),
        torch_trace_dir=relative(paths["torch_trace_dir"]),
        cache_dir=relative(paths["cache_dir"]),
        wall_seconds=outcome.wall_seconds,
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
        return tuple(codegen.graph_breaks_in_torch_trace(paths["torch_trace_dir"]))
    return tuple(result.get("graph_break_counts", {}))


def _recompiles(paths):
    return (
        tuple(codegen.recompiles_in_torch_trace(paths["torch_trace_dir"]))
        if paths["torch_trace_dir"].is_dir()
        else ()
    )


def _environment(outcomes, mode_names):
    for mode in mode_names:  # the control's view first; any mode that got far enough reports it
        result = outcomes[mode].result
        if result and result.get("environment"):
            return Environment(**result["environment"])
    return Environment(python=sys.version.split()[0])
