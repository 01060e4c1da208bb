"""The parent's side of the worker protocol: what a worker is asked (job.json, its environment), the
process in its own process group, its messages, and what it answered (`Outcome`). No torch.

    worker = WorkerProcess(job, job_data(job, target, args, request), timeout_s=900.0)
    worker.next_message()                  # {"event": "ready", "compile_seconds": ...} or a failure
    worker.request(do="block", calls=20, round=0)
    outcome = worker.finish(worker.request(do="profile"), compile_seconds)

The worker's side, and the messages in order, are in `worker.py`. A worker's budget is `--timeout`
seconds of its own running time (waiting for the parent is free); past it, or when it dies, its next
message is a failure naming why. `terminate` sends SIGTERM to its group, SIGKILL after `GRACE_S`; when
the mode ends, however it ends, what is left of its group is ended the same way (`end_group`); both
through `ending.end_processes`.
"""

import contextlib
import dataclasses
import datetime
import hashlib
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import compile_inspect
from compile_inspect import errors
from compile_inspect.capture.ending import end_processes, pids_in_proc
from compile_inspect.capture.probes import process_stat
from compile_inspect.session import modes as modes_module
from compile_inspect.session.options import measuring_fields

GRACE_S = 1.0  # seconds a worker's process group has after SIGTERM before SIGKILL
TARGET_EXITED = (
    "the target exited during the run (exit code 0 before the worker reported: os._exit() or sys.exit() "
    "in its code ends the worker's process)"
)


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
        "compile_kwargs": modes_module.compile_kwargs(request.configurations[job.mode], options),
        **{field.name: getattr(options, field.name) for field in measuring_fields()},
        "trace_file": str(job.paths["trace_file"].resolve()),
    }
    if request.inputs_file is not None:
        data["inputs_file"] = str(Path(request.inputs_file).resolve())
    configuration = request.configurations[job.mode]
    if configuration.shapes_inputs and request.sweep is not None:
        data["swept"] = request.sweep[0]
        data["shaping"] = {"pad": configuration.pad, "mark_dynamic": configuration.mark_dynamic}
    return data


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


# glibc's malloc moves its mmap threshold (and the trim threshold, twice it) up as a process frees large
# blocks, from 128 KiB to at most 32 MiB: a process allocates a tensor from the heap or by mmap (a page
# fault per fresh page) depending on its history. That is part of what the user's own process pays, and
# part of what compiled code saves (fewer temporaries): the workers inherit the user's environment as it
# is. `+malloc=fixed` (session/modes.py) times a configuration with the thresholds fixed at that ceiling,
# beside the plain one (issue 37; docs/timing.md "The allocator").
# Setting either variable turns glibc's adjustment off, so each setting below is one fixed state:
MALLOC_ENVS = {
    # "fixed": at the adjustment's ceiling, what a long-running process tends to: large blocks come from
    # the heap and stay mapped, no page fault after the first calls
    "fixed": {
        "MALLOC_MMAP_THRESHOLD_": str(32 * 1024 * 1024),
        "MALLOC_TRIM_THRESHOLD_": str(64 * 1024 * 1024),
    },
    # "mmap": at glibc's starting values, what a fresh process does until it frees a large block: every
    # block over 128 KiB mapped fresh, its pages faulted in on each call
    "mmap": {"MALLOC_MMAP_THRESHOLD_": str(128 * 1024), "MALLOC_TRIM_THRESHOLD_": str(128 * 1024)},
}
FIXED_MALLOC_ENV = MALLOC_ENVS["fixed"]


def allocator_env(malloc=None):
    """The allocator settings a configuration asks for (`Configuration.malloc`): {} for the user's own."""
    return dict(MALLOC_ENVS.get(malloc, {}))


def malloc_of(label):
    """The allocator setting of a configuration's label (None: the user's own, or a label not known)."""
    found = modes_module.known(label)
    return found.malloc if found is not None else None


def worker_env(job, jobs=1, tmp_dir=None):
    """The worker's own environment: fresh Inductor cache and TORCH_TRACE inside the session folder,
    its temporary files in `tmp_dir` (`temporary_folder`), the output_code log added to the user's
    TORCH_LOGS and written into the mode's log file (its stderr), this package importable,
    `tuned_env(jobs)` for `jobs` workers compiling at once, and the allocator settings its configuration
    asks for (`allocator_env`; none by default: the user's own). The parent's environment is not changed."""
    paths = job.paths
    package_root = str(Path(compile_inspect.__file__).resolve().parents[1])
    python_path = os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))
    environ = {name: value for name, value in os.environ.items() if name not in DROPPED_ENV}
    cache = command_safe(paths["cache_dir"], tmp_dir)
    ours = dict(
        **tuned_env(jobs),
        **allocator_env(malloc_of(job.mode)),
        TORCHINDUCTOR_CACHE_DIR=str(cache),
        TRITON_CACHE_DIR=triton_cache_dir(cache),
        TORCH_TRACE=str(paths["torch_trace_dir"].resolve()),
        TORCH_LOGS=torch_logs(os.environ.get("TORCH_LOGS")),
        TORCHINDUCTOR_FX_GRAPH_CACHE="1",
    )
    changed = [name for name, value in ours.items() if environ.get(name) != value]
    return dict(
        environ,
        **ours,
        PYTHONUNBUFFERED="1",
        PYTHONPATH=python_path,
        COMPILE_INSPECT_MODE=job.mode,
        TMPDIR=str(Path(tmp_dir or paths["tmp_dir"]).resolve()),
        **{SET_HERE: ",".join(changed)},
    )


# The environment variables torch, Inductor, Triton and their libraries read, by prefix or name: a
# session records their values per mode (`torch_environment`), compile-inspect's own marked.
TORCH_ENV_PREFIXES = ("TORCH", "PYTORCH_", "INDUCTOR_", "TRITON_", "CUDA_", "CUBLAS", "NCCL_", "MALLOC_")
TORCH_ENV_NAMES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "LD_PRELOAD")
# The variable naming, in a worker, the variables compile-inspect set there (`worker_env`).
SET_HERE = "COMPILE_INSPECT_SET"


def torch_environment(environ=None) -> dict[str, str]:
    """The variables of `environ` (os.environ) that torch and its libraries read, sorted."""
    environ = os.environ if environ is None else environ
    return {
        name: value
        for name, value in sorted(environ.items())
        if name.startswith(TORCH_ENV_PREFIXES) or name in TORCH_ENV_NAMES
    }


def set_here(environ=None) -> tuple[str, ...]:
    """In a worker, the variables compile-inspect set (`SET_HERE`)."""
    environ = os.environ if environ is None else environ
    return tuple(name for name in environ.get(SET_HERE, "").split(",") if name)


# TORCH_LOGS_OUT would send the output_code log (which the session reads from worker.log) to the user's
# file, every worker appending to it at once: the logs go to each mode's worker.log instead.
# The user's TRITON_CACHE_DIR is replaced by the mode's own (`triton_cache_dir`).
DROPPED_ENV = ("TORCH_LOGS_OUT",)


def triton_cache_dir(inductor_cache):
    """Triton's kernel cache for a worker: `<inductor_cache>/triton/0`, where Inductor itself puts it
    (torch/_inductor/runtime/cache_dir_utils.py `triton_cache_dir`). Set, never left to Inductor: Inductor
    sets the variable only when it builds a kernel's launcher, and its compile subprocesses get it only if
    set by then (torch/_inductor/async_compile.py): left unset, a CUDA run of matmul_add created the user's
    `~/.triton/cache` (H200, torch 2.11; set, it did not); a user's own TRITON_CACHE_DIR would take every
    mode's kernels (and give them cache hits). A link `command_safe` made stays a link."""
    return str(Path(os.path.abspath(inductor_cache)) / "triton" / "0")


def torch_logs(users):
    """TORCH_LOGS with `output_code` (what the session reads from the log) added to what the user set:
    `"+dynamo"` -> `"+dynamo,output_code"`."""
    names = [name.strip() for name in (users or "").split(",") if name.strip()]
    return ",".join(names if "output_code" in names else [*names, "output_code"])


# AF_UNIX socket paths hold 107 bytes; Python's multiprocessing makes its sockets in TMPDIR, 33 deeper
SOCKET_ROOM = 107 - 40


def temporary_folder(job):
    """A worker's own TMPDIR, made (for a worker started outside a run: `run_temporary_folder` is the
    run's): `<mode>/tmp` in the session, so that nothing lands in the user's temp folder; removed when
    the worker ends (`WorkerProcess.finish`)."""
    return short_enough(job.paths["tmp_dir"])


def run_temporary_folder(root):
    """The TMPDIR every worker of one run shares, made: `<session>/.compile-inspect-tmp`, so that nothing
    lands in the user's temp folder; its precompiled-header folder is a link to compile-inspect's own,
    kept between runs (`link_header_cache`). Inductor's precompiled header (150 MB, 6-15 s of cc1plus on the 2-core VM, built
    the first time a C++ kernel compiles; torch 2.13 `_inductor/codecache.py` `_HEADER_DIR`, under
    tempfile.gettempdir(), behind a file lock) can then be shared by the workers; bench/shared_tmp.py
    measured no time saved by it (ratio 0.99). The run removes it when it ends (`runner`)."""
    folder = short_enough(Path(root) / RUN_TMP)
    link_header_cache(folder)
    return folder


HEADER_CACHE_VARIABLE = "COMPILE_INSPECT_HEADER_CACHE"  # a folder, or "off"


def header_cache() -> Path | None:
    """compile-inspect's folder for Inductor's precompiled headers, kept between runs: the
    COMPILE_INSPECT_HEADER_CACHE folder, else `$XDG_CACHE_HOME/compile-inspect/precompiled_headers`
    (~/.cache when unset); None when the variable says `off`."""
    given = os.environ.get(HEADER_CACHE_VARIABLE, "").strip()
    if given.lower() == "off":
        return None
    if given:
        return Path(given).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "compile-inspect" / "precompiled_headers"


def isa_probe_cache() -> Path | None:
    """Where Inductor's CPU feature probes are kept between runs (`_torch.warm_cpu_isa_probes`): the
    header cache's `cpu_isa_probes` folder; None when the header cache is `off`."""
    cache = header_cache()
    return None if cache is None else cache / "cpu_isa_probes"


def link_header_cache(tmp_dir):
    """`<tmp_dir>/torchinductor_<user>/precompiled_headers` made a link to `header_cache()`, where
    Inductor builds its precompiled header (150 MB, 6-15 s of cc1plus on 2 cores) when a worker's TMPDIR
    is `tmp_dir`. The header's name is a hash of its preprocessed text, the compiler and its flags
    (torch/_inductor/codecache.py `_precompile_header`, behind a file lock): one built for another torch
    or compiler is never used, and runs at once share it safely. Nothing happens where the cache folder
    cannot be made (the header is then built in tmp_dir, as before)."""
    cache = header_cache()
    if cache is None:
        return
    link = Path(tmp_dir) / f"torchinductor_{_inductor_user()}" / "precompiled_headers"
    try:
        cache.mkdir(parents=True, exist_ok=True)
        link.parent.mkdir(parents=True, exist_ok=True)
        if not link.is_symlink():
            link.symlink_to(cache.resolve(), target_is_directory=True)
    except OSError:
        return


def _inductor_user():
    """The user name in Inductor's cache folder name, as torch/_inductor/runtime/cache_dir_utils.py
    `default_cache_dir` writes it (torch 2.11-2.13)."""
    import getpass
    import re

    try:
        name = getpass.getuser()
    except (KeyError, ModuleNotFoundError, OSError):
        name = f"uid_{os.getuid()}" if hasattr(os, "getuid") else "unknown_user"
    return re.sub(r'[\\/:*?"<>|]', "_", name)


RUN_TMP = ".compile-inspect-tmp"  # <session>/RUN_TMP: the run's shared TMPDIR, removed at its end


# What torch's C++ builds split a path at: the command line is a string, unquoted, split by `shlex.split`
# (torch 2.13 _inductor/cpp_builder.py `_run_compile_cmd`): a TMPDIR `my runs/...` failed the header build.
SPLIT_AT = frozenset(" \t\n\r\v\f'\"\\")


def short_enough(folder):
    """`folder`, made; where its path is too long for a socket in it, or holds a character a compiler's
    command line is split at (`SPLIT_AT`), a new folder in the system's temp."""
    path = str(folder.resolve())
    if len(path) <= SOCKET_ROOM and not SPLIT_AT.intersection(path):
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    return Path(tempfile.mkdtemp(prefix="compile-inspect-tmp-"))


# A mode's log kept: its first and last bytes (a target printing 200 MB made a 401 MB session, and its
# diff read every byte). torch's output_code and warnings come early, a failure's traceback last.
LOG_HEAD_BYTES = 8 * 1024 * 1024
LOG_TAIL_BYTES = 8 * 1024 * 1024


def cap_log(path, head=LOG_HEAD_BYTES, tail=LOG_TAIL_BYTES):
    """A log longer than `head` + `tail` bytes cut, in place, to its first `head` and last `tail` bytes
    (whole lines), with a line between them saying how many bytes were left out there."""
    try:
        size = os.path.getsize(path)
    except OSError:
        return
    if size <= head + tail:
        return
    with open(path, "r+b") as log:
        head_end, end = _log_ends(log, size, head, tail)
        left_out = size - head_end - len(end)
        note = f"[compile-inspect: {left_out:,} bytes of this log left out here, between its first and last]"
        log.seek(head_end)
        log.write(note.encode() + b"\n" + end)
        log.truncate()


def _log_ends(log, size, head, tail):
    """(where the kept head ends: after its last whole line, the tail kept: from its first whole line)."""
    start = log.read(head)
    head_end = start.rfind(b"\n") + 1 or len(start)
    log.seek(size - tail)
    end = log.read(tail)
    return head_end, end[end.find(b"\n") + 1 :]  # all of it when it holds no newline


def command_safe(folder, tmp_dir=None):
    """`folder` resolved, as a compiler's command line may name it: where its path holds a character the
    line is split at (`SPLIT_AT`: `-o 'my runs/mm'`), the same folder (made) through a link in `tmp_dir`
    (a folder `short_enough` made, which the link goes with). Inductor builds its C++ kernels from
    TORCHINDUCTOR_CACHE_DIR, the paths unquoted, and keeps a link as it is (`os.path.abspath`)."""
    folder = Path(folder).resolve()
    if tmp_dir is None or not SPLIT_AT.intersection(str(folder)):
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    link = Path(tmp_dir) / f"link-{hashlib.sha1(str(folder).encode()).hexdigest()[:12]}"
    if not link.is_symlink():
        link.symlink_to(folder, target_is_directory=True)
    return link


@contextlib.contextmanager
def command_safe_here(folder):
    """`command_safe(folder)` for a capture in this process: a link, where one is needed, in a folder of
    the system's temp removed after the block."""
    links = Path(tempfile.mkdtemp(prefix="compile-inspect-tmp-"))
    try:
        yield command_safe(folder, links)
    finally:
        shutil.rmtree(links, ignore_errors=True)


def rank_env(job, tmp_dir=None):
    """What one rank sets before importing torch: its own Inductor cache and TORCH_TRACE folder."""
    paths = job.paths
    cache = command_safe(paths["cache_dir"], tmp_dir)
    return {
        "TORCHINDUCTOR_CACHE_DIR": str(cache),
        "TRITON_CACHE_DIR": triton_cache_dir(cache),
        "TORCH_TRACE": str(paths["torch_trace_dir"].resolve()),
    }


class WorkerProcess:
    """One worker process (or, under --nproc, one `torch.distributed.run` launching a worker per rank),
    in its own process group: its environment, its protocol messages, its deadline."""

    def __init__(self, job, data, timeout_s, jobs=1, rank_jobs=None, tmp_dir=None):
        """`tmp_dir`: the run's shared TMPDIR (`run_temporary_folder`, the run removes it); None: the
        worker's own, removed when it ends."""
        self.job, self.timeout_s, self.rank_jobs = job, timeout_s, rank_jobs
        paths = job.paths
        job.folder.mkdir(parents=True, exist_ok=True)
        self.own_tmp = tmp_dir is None
        self.tmp_dir = temporary_folder(job) if self.own_tmp else tmp_dir
        if rank_jobs:
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
            env=worker_env(job, jobs * len(rank_jobs or [job]), self.tmp_dir),
            start_new_session=True,  # its own process group: Ctrl-C reaches only us, we end the group
        )
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _write_rank_jobs(self, data, jobs):
        """Each rank's job.json (its own trace, log, Inductor cache, TORCH_TRACE); -> the launch command."""
        for rank_job in self.rank_jobs:
            paths = rank_job.paths
            rank_job.folder.mkdir(parents=True, exist_ok=True)
            rank_data = dict(
                data,
                trace_file=str(paths["trace_file"].resolve()),
                log_file=str(paths["log_file"].resolve()),
                result_file=str(paths["result_file"].resolve()),
                distributed=True,
                env=rank_env(rank_job, self.tmp_dir),
            )
            paths["job_file"].write_text(json.dumps(rank_data, indent=1))
        root = self.rank_jobs[0].folder.parent.parent
        pattern = str(root / "rank{rank}" / self.job.mode / "job.json")  # the worker puts its RANK in
        return [
            sys.executable,
            "-m",
            "torch.distributed.run",
            "--nproc-per-node",
            str(len(self.rank_jobs)),
            "--standalone",
            "-m",
            "compile_inspect.capture.worker",
            pattern,
        ]

    def terminate(self):
        """SIGTERM to the worker's process group, SIGKILL after GRACE_S if it is still there (in the
        background: this returns at once)."""
        end_processes([ProcessGroup(self.process)], GRACE_S, watch=False, background=True)

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
        if code == 0:  # the worker never exits 0 before it reports: os._exit(0) or sys.exit() in the target
            return TARGET_EXITED
        how = f"killed by signal {-code}" if code < 0 else f"exit code {code}"
        logs = [job.paths["log_file"] for job in self.rank_jobs or [self.job]]
        for rank, log in enumerate(logs):
            cause = root_cause_in_log(log)
            if cause:
                where = f"rank {rank}: " if self.rank_jobs else ""
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
        if self.rank_jobs:
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
        for rank, rank_job in enumerate(self.rank_jobs):
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
        """The worker gone, and every process it started (the target's own children, Inductor's compile
        workers) with it: nothing outlives the mode holding its log or its temporary folder."""
        try:
            self.process.stdin.close()  # EOF on stdin tells a waiting worker to leave
        except OSError:
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            _signal_group(self.process, signal.SIGKILL)
            self.process.wait()
        end_group(self.process)
        self.log.close()
        for job in self.rank_jobs or [self.job]:
            cap_log(job.paths["log_file"])
        if self.rank_jobs:
            cap_log(self.job.paths["launcher_log"])
        if self.own_tmp:
            shutil.rmtree(self.tmp_dir, ignore_errors=True)


def end_group(process: subprocess.Popen[str], grace_s: float = GRACE_S) -> None:
    """SIGTERM to what is left of the process group of `process` (the leader exited), SIGKILL to what is
    still there after `grace_s`. The group's id is not reused while any member lives."""
    end_processes([ProcessGroup(process)], grace_s, stop_if_none=True)


@dataclass(frozen=True)
class ProcessGroup:
    """A worker's process group, as `end_processes` ends it; the leader is the caller's to reap (Popen)."""

    process: subprocess.Popen[str]

    def send(self, number: int) -> bool:
        return _signal_group(self.process, number)

    def running(self) -> bool:
        return group_lives(self.process.pid)

    def reap(self) -> None:
        pass  # the leader: Popen.wait; the others: their own parents, or init


def group_lives(group: int) -> bool:
    """Whether a process of the group runs. A zombie does not count: it holds no file, and an orphan's
    zombie waits for an init that may never reap it (in a container PID 1 often does not)."""
    try:
        pids = pids_in_proc()
    except OSError:  # no /proc: any member counts
        return _any_member(group)
    return any(_running_in(pid, group) for pid in pids)


def _any_member(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def _running_in(pid: int, group: int) -> bool:
    """Whether process `pid` is in `group` and not a zombie (/proc/<pid>/stat: state, ppid, pgrp, ...)."""
    stat = process_stat(pid)
    return bool(stat) and stat[0] != "Z" and stat[2] == group


def _signal_group(process: subprocess.Popen[str], number: int) -> bool:
    """Send `number` to the group; False when no process is left in it."""
    try:
        os.killpg(process.pid, number)
    except (ProcessLookupError, PermissionError):
        return False  # gone already
    return True


def root_cause_in_log(log_file):
    """The exception line that ends the last traceback in a worker's log (`RuntimeError: boom`), or None.
    A message that starts on the next line (torch's `ValueError: \nInvalid log settings: ...` for a
    TORCH_LOGS it does not know) gets that line."""
    try:
        text = Path(log_file).read_text(errors="replace")
    except OSError:
        return None
    found, in_traceback, lines = None, False, text.splitlines()
    for number, line in enumerate(lines):
        if line.startswith("Traceback (most recent call last):"):
            in_traceback = True
        elif in_traceback and line.strip() and not line.startswith((" ", "\t")):
            found, in_traceback = line.strip(), False
            rest = next((later.strip() for later in lines[number + 1 :] if later.strip()), None)
            if found.endswith(":") and rest:
                found = f"{found} {rest}"
    return found
