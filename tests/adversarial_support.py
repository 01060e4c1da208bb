"""The adversarial suite's runner and checks (issue 18; tests/test_adversarial.py, docs/security.md
"The adversarial suite").

Every case runs one reading command (`diff SESSION`, `show SESSION`, `explain TRACE`, `diff TRACE_A
TRACE_B`, `explain RANK_DIR`) in a process of its own, under a memory limit (RLIMIT_AS) and a time limit,
with its stdout and stderr in files, then checks what a hostile input may never cause:

    runner = Runner(scratch)                                   # one per test module
    result = runner.run(["explain", "t.json"], cwd=case)       # a child process per command
    problems = result.problems(secrets=[SECRET])               # [] or one line per broken promise
    changed = diff_snapshots(before, snapshot(case))           # reading writes nothing anywhere

The child is forked from a server process that has imported compile_inspect once (about 0.6 s saved per
command on 2 cores): it calls the CLI's `main` exactly as `python -m compile_inspect` does, in its own
process with its own limits, working directory, environment, descriptors and exit status. With
ADVERSARIAL_FRESH=1 in the environment every command runs as `python -m compile_inspect` instead.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import resource
import signal
import stat
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

# ---- the bounds every case runs under (docs/security.md, "The adversarial suite") ----

MEMORY_BYTES = 2 << 30  # RLIMIT_AS of each command: address space, the interpreter and numpy included
TIME_S = 20.0  # wall time of each command; past it the command is killed and the case fails
STDOUT_BYTES = 64 << 20  # a report; RLIMIT_FSIZE stops a command writing more
STDERR_BYTES = 64 << 10  # one line, at most escape.MESSAGE_CAP characters
# success, bad input, a mode failed or a file the session names is missing: never 1, never a signal
EXIT_CODES = (0, 2, 3)

FRESH = os.environ.get("ADVERSARIAL_FRESH", "") not in ("", "0")

# What a terminal acts on: C0 controls but tab and newline, DEL, C1 controls (U+0080-U+009F: xterm takes
# U+009B for CSI), and the bidirectional overrides that reorder what is shown. Checked in stderr and in
# text and Markdown. JSON and HTML keep names exactly, as data: only a raw C0 control is refused there
# (ESC above all); whether JSON escapes C1 controls is a corpus case of its own (c1_controls_in_json).
TERMINAL_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
RAW_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")

# The modules the commands import lazily: imported once by the server, so each child starts warm.
_WARM_MODULES = (
    "compile_inspect.cli.main",
    "compile_inspect.cli.diff",
    "compile_inspect.cli.explain",
    "compile_inspect.cli.show",
    "compile_inspect.compare.loading",
    "compile_inspect.compare.diff",
    "compile_inspect.compare.ranks",
    "compile_inspect.compare.showing",
    "compile_inspect.render.registry",
    "compile_inspect.render.text",
    "compile_inspect.render.markdown",
    "compile_inspect.render.json",
    "compile_inspect.render.html",
    "compile_inspect.render.explain",
    "compile_inspect.render.code",
    "compile_inspect.findings",
    "compile_inspect.trace.analysis",
)


@dataclass
class Result:
    """One command's end: exit status or signal, its outputs, its time and peak memory."""

    argv: list
    code: int | None  # the exit status; None when a signal ended it
    signal: int | None
    timed_out: bool
    wall_s: float
    peak_rss: int  # bytes
    stdout: bytes
    stderr: bytes
    stdout_size: int
    stderr_size: int

    @property
    def out(self) -> str:
        return self.stdout.decode("utf-8", "replace")

    @property
    def err(self) -> str:
        return self.stderr.decode("utf-8", "replace")

    @property
    def format(self) -> str:
        argv = [str(arg) for arg in self.argv]
        return argv[argv.index("--format") + 1] if "--format" in argv else "text"

    def problems(self, secrets=()) -> list[str]:
        """What this command did that no input may make it do, one line each; [] when nothing."""
        found = []
        if self.timed_out:
            found.append(f"still running after {TIME_S:g} s: killed")
        elif self.signal is not None:
            found.append(f"killed by signal {signal.Signals(self.signal).name}")
        elif self.code not in EXIT_CODES:
            found.append(f"exit status {self.code}, expected one of {EXIT_CODES}")
        if b"Traceback" in self.stderr or b"Traceback (most recent call last)" in self.stdout:
            found.append("a traceback")
        found += self._stderr_problems()
        if self.stdout_size > STDOUT_BYTES:
            found.append(f"stdout of {self.stdout_size} bytes, past {STDOUT_BYTES}")
        if self.peak_rss > MEMORY_BYTES:
            found.append(f"peak memory {self.peak_rss >> 20} MiB, past {MEMORY_BYTES >> 20} MiB")
        found += self._control_problems()
        found += [f"prints the secret {secret!r}" for secret in secrets if self._shows(secret)]
        found += self._json_problems()
        return found

    def _stderr_problems(self) -> list[str]:
        if self.stderr_size > STDERR_BYTES:
            return [f"stderr of {self.stderr_size} bytes, past {STDERR_BYTES}"]
        lines = self.err.splitlines()
        errors = [line for line in lines if line.startswith("error:")]
        found = [f"{len(lines)} lines on stderr, expected one at most"] if len(lines) > 1 else []
        if len(errors) > 1:
            found.append(f"{len(errors)} `error:` lines")
        if self.code not in (0, None) and not (len(lines) == 1 and lines[0].startswith("error: ")):
            found.append(f"exit status {self.code} without one `error: ...` line on stderr")
        return found

    def _control_problems(self) -> list[str]:
        coloured = "--color" in [str(arg) for arg in self.argv]
        found = []
        if TERMINAL_CONTROL.search(self.err.replace("\n", "")):
            found.append(f"a control character on stderr: {_first(TERMINAL_CONTROL, self.err)!r}")
        if not coloured:
            pattern = RAW_CONTROL if self.format in ("json", "html") else TERMINAL_CONTROL
            text = self.out.replace("\n", "").replace("\t", "")
            if pattern.search(text):
                found.append(f"a control character on stdout: {_first(pattern, text)!r}")
        return found

    def _shows(self, secret: str) -> bool:
        needle = secret.encode()
        return needle in self.stdout or needle in self.stderr

    def _json_problems(self) -> list[str]:
        """--format json, when a report is written, is JSON a strict parser reads: no NaN, no Infinity."""
        if self.format != "json" or self.code not in (0, 3) or not self.stdout.strip():
            return []
        try:
            json.loads(self.stdout, parse_constant=_no_constant)
        except (ValueError, RecursionError) as exc:
            return [f"--format json is not strict JSON: {str(exc)[:200]}"]
        return []

    def describe(self) -> str:
        status = f"signal {self.signal}" if self.signal is not None else f"exit {self.code}"
        tail = self.err[-600:].strip() or "(empty)"
        return (
            f"compile-inspect {' '.join(_short(arg) for arg in self.argv)}: {status}, {self.wall_s:.1f} s, "
            f"{self.peak_rss >> 20} MiB; stdout {self.stdout_size} bytes: {_short(self.out[:300])!r}; "
            f"stderr: {tail}"
        )


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")


def _first(pattern, text):
    match = pattern.search(text)
    return text[max(0, match.start() - 20) : match.end() + 20]


def _short(value, limit=120):
    text = str(value)
    return text if len(text) <= limit else f"{text[: limit // 2]}…({len(text)} chars)…{text[-limit // 4 :]}"


# ---- the runner ----


def _limit_child(memory: int = MEMORY_BYTES, output: int = STDOUT_BYTES + 1) -> None:
    """In the child, before it runs anything: its own limits, its own process group (killed whole)."""
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_FSIZE, (output, output))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.setpgid(0, 0)


def _wait(pid: int, timeout: float):
    """(status, rusage, timed out) of the child `pid`, killed with its group past `timeout` seconds."""
    deadline = time.monotonic() + timeout
    delay = 0.002
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return status, usage, False
        if time.monotonic() > deadline:
            for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
                try:
                    target()
                except OSError:
                    pass
            _, status, usage = os.wait4(pid, 0)
            return status, usage, True
        time.sleep(delay)
        delay = min(delay * 1.5, 0.05)


def _ending(status: int, usage, timed_out: bool, wall: float) -> dict:
    code = os.waitstatus_to_exitcode(status)
    return {
        "code": code if code >= 0 else None,
        "signal": -code if code < 0 else None,
        "timed_out": timed_out,
        "wall_s": wall,
        "peak_rss": usage.ru_maxrss * 1024,  # kilobytes on Linux
    }


def child_environment(home: Path) -> dict:
    """The environment of every command: plain output, a HOME and TMPDIR of the case's own (so anything
    written there shows in the case's snapshot), one BLAS thread, no bytecode written into the checkout."""
    keep = {key: os.environ[key] for key in ("PATH", "LANG", "LC_ALL", "PYTHONPATH") if key in os.environ}
    return {
        **keep,
        "HOME": str(home),
        "TMPDIR": str(home),
        "NO_COLOR": "1",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONIOENCODING": "utf-8",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
    }


class Runner:
    """Runs `compile-inspect ARGV` in a child process per command, bounded; see the module docstring."""

    def __init__(self, scratch: Path, fresh: bool = FRESH):
        self.scratch, self.fresh, self.count = Path(scratch), fresh, 0
        self.scratch.mkdir(parents=True, exist_ok=True)
        self.server = None if fresh else self._start_server()

    def _start_server(self):
        server = subprocess.Popen(
            [sys.executable, __file__, "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "OPENBLAS_NUM_THREADS": "1"},
            text=True,
        )
        ready = server.stdout.readline()
        if ready.strip() != "ready":
            raise RuntimeError(f"the adversarial fork server did not start: {ready!r}")
        return server

    def close(self):
        if self.server is not None:
            self.server.stdin.close()
            self.server.wait(timeout=30)
            self.server = None

    def run(self, argv, cwd: Path, env: dict | None = None, timeout: float = TIME_S) -> Result:
        argv = [str(arg) for arg in argv]
        self.count += 1
        out, err = self.scratch / f"{self.count}.out", self.scratch / f"{self.count}.err"
        env = env or child_environment(Path(cwd))
        if self.fresh:
            ending = self._run_fresh(argv, cwd, env, out, err, timeout)
        else:
            request = {"argv": argv, "cwd": str(cwd), "env": env, "out": str(out), "err": str(err)}
            self.server.stdin.write(json.dumps({**request, "timeout": timeout}) + "\n")
            self.server.stdin.flush()
            ending = json.loads(self.server.stdout.readline())
        return Result(argv, **ending, **_outputs(out, err))

    @staticmethod
    def _run_fresh(argv, cwd, env, out, err, timeout) -> dict:
        start = time.monotonic()
        with open(out, "wb") as stdout, open(err, "wb") as stderr:
            child = subprocess.Popen(
                [sys.executable, "-m", "compile_inspect", *argv],
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=stdout,
                stderr=stderr,
                preexec_fn=_limit_child,
            )
        status, usage, timed_out = _wait(child.pid, timeout)
        child.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        return _ending(status, usage, timed_out, time.monotonic() - start)


def _outputs(out: Path, err: Path) -> dict:
    """The first STDOUT_BYTES + 1 bytes of each output, their sizes; the files removed."""
    found = {}
    for name, path, cap in (("stdout", out, STDOUT_BYTES), ("stderr", err, STDERR_BYTES)):
        size = path.stat().st_size
        with open(path, "rb") as file:
            found[name] = file.read(cap + 1)
        found[f"{name}_size"] = size
        path.unlink()
    return found


# ---- the fork server (run as `python tests/adversarial_support.py --serve`) ----


def serve():
    import importlib

    for module in _WARM_MODULES:
        try:
            importlib.import_module(module)
        except ImportError:  # a module renamed: the child imports what it needs anyway
            pass
    from compile_inspect.cli.main import main

    print("ready", flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            _child(main, request)  # never returns
        status, usage, timed_out = _wait(pid, request["timeout"])
        print(json.dumps(_ending(status, usage, timed_out, time.monotonic() - start)), flush=True)


def _child(main, request):
    """In the forked child: become `compile-inspect ARGV` in the request's folder, then exit with its status."""
    code = 1
    try:
        _limit_child()
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for fd, path, flags in (
            (0, os.devnull, os.O_RDONLY),
            (1, request["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            (2, request["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
        ):
            descriptor = os.open(path, flags, 0o600)
            os.dup2(descriptor, fd)
            os.close(descriptor)
        sys.argv = ["compile-inspect", *request["argv"]]
        code = _main_status(main, request["argv"])
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
        os._exit(code)


def _main_status(main, argv) -> int:
    """What the interpreter would exit with after `main(argv)`: SystemExit's code, 1 after a traceback."""
    import traceback

    try:
        main(argv)
        return 0
    except SystemExit as exc:
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        print(exc.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1


# ---- snapshots: nothing outside the command's output changes ----


_DIGEST_BYTES = 64 << 20


def snapshot(*folders) -> dict:
    """Every entry under `folders`: kind, mode, size, mtime and a digest of a regular file's bytes, a
    link's target. Never opens anything but a regular file (a FIFO would block)."""
    entries = {}
    for folder in folders:
        folder = Path(folder)
        entries[str(folder)] = _entry(folder)
        for root, dirs, files in os.walk(folder, followlinks=False):
            for name in dirs + files:
                path = Path(root) / name
                entries[str(path)] = _entry(path)
    return entries


def _entry(path: Path):
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(info.st_mode):
        digest = hashlib.sha256()
        with open(path, "rb") as file:  # a large (sparse) input: its first MiB, its size and its mtime
            for block in iter(lambda: file.read(1 << 20), b""):
                digest.update(block)
                if file.tell() >= _DIGEST_BYTES:
                    break
        return ("file", info.st_mode, info.st_size, info.st_mtime_ns, digest.hexdigest())
    if stat.S_ISDIR(info.st_mode):
        return ("dir", info.st_mode)
    return ("other", info.st_mode, info.st_mtime_ns)


def diff_snapshots(before: dict, after: dict) -> list[str]:
    """`created x`, `removed x`, `changed x`, one a line, in path order."""
    found = [f"created {path}" for path in sorted(after.keys() - before.keys())]
    found += [f"removed {path}" for path in sorted(before.keys() - after.keys())]
    both = sorted(before.keys() & after.keys())
    found += [f"changed {path}" for path in both if before[path] != after[path]]
    return found


if __name__ == "__main__" and sys.argv[1:] == ["--serve"]:
    serve()
