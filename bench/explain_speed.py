"""How fast does `compile-inspect explain TRACE` answer, against reading the same file with json.load?

    python bench/explain_speed.py                                 # traces under tests/data and ../shared/fixtures
    python bench/explain_speed.py /tmp/hta_traces --repeat 3      # and every trace in these folders
    python bench/explain_speed.py /tmp/hta_traces --commit HEAD~1 # that commit's code (git archive)
    python bench/explain_speed.py /tmp/hta_traces --against HEAD~1 # and that commit's explain in the same rounds

Per trace of `--min-mb` (5) MB or more, uncompressed: `--repeat` (3) interleaved runs of two whole
processes, timed from outside (start-up and imports included), stdout to /dev/null:

- `json.load`: `python -c "import json; json.load(open(TRACE))"` (`gzip.open` for `.gz`);
- `explain`:   `compile-inspect explain TRACE` (the text report, as a person runs it).

The bench probes its core (a fixed pure-Python loop) before and after each process; run it pinned
(`taskset -c N`) so the processes run on that core. Each figure is the median of the runs whose probes
were within 1.2x of the fastest probe seen (column `fast`: how many of explain's runs those were; all runs
when none was): on a shared VM a core runs 1.5-2x slow at times (other tenants), and MB/s from such a
run says nothing about the code.

Printed: the median seconds of each, and the speed ratio json.load / explain (2.0 = explain takes half
the time of json.load); explain's CPU time as MB per CPU second (user + system, os.wait4) and its peak RSS
as a share of the file (issue 29's targets from 250 MB: >= 200 MB/s, <= 0.5x). `--against REV` runs that
commit's explain as a third process in the same rounds: its seconds, before / explain in wall and CPU time,
and its peak RSS as a share of the file. `--no-json` leaves the json.load process out. Issue 19's target: >= 2x on every trace of 20 MB or more, >= 1x on the smaller
ones; each row says met or MISSED. Traces recorded by others: the Chrome traces of HolisticTraceAnalysis's
tests/data (facebookresearch/HolisticTraceAnalysis), extracted into a folder given as an argument.
"""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import site
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEARCHED = (ROOT / "tests" / "data", ROOT.parent / "shared" / "fixtures")
BIG_MB = 20.0  # from this size on the target is BIG_TARGET, below it SMALL_TARGET
BIG_TARGET, SMALL_TARGET = 2.0, 1.0
JSON_LOAD = (
    "import json, gzip, sys; p = sys.argv[1]; json.load(gzip.open(p) if p.endswith('.gz') else open(p))"
)


def uncompressed_bytes(path: Path) -> int:
    """The file's size, or for a .gz the size its gzip trailer records (mod 4 GiB)."""
    if not path.name.endswith(".gz") or path.stat().st_size < 18:  # no room for a gzip header and trailer
        return path.stat().st_size
    with path.open("rb") as handle:
        handle.seek(-4, os.SEEK_END)
        return int.from_bytes(handle.read(4), "little")


def is_chrome_trace(path: Path) -> bool:
    opener = gzip.open if path.name.endswith(".gz") else open
    try:
        with opener(path, "rb") as handle:
            head = handle.read(1 << 16)
    except OSError:
        return False
    return b'"traceEvents"' in head or head.lstrip().startswith(b"[")


def find_traces(folders, min_bytes: int) -> list[Path]:
    found = set()
    for folder in folders:
        paths = [folder] if folder.is_file() else folder.rglob("*")
        for path in paths:
            if path.name.endswith((".json", ".json.gz")) and path.is_file():
                if uncompressed_bytes(path) >= min_bytes and is_chrome_trace(path):
                    found.add(path.resolve())
    return sorted(found, key=uncompressed_bytes)


@dataclass(frozen=True)
class Measure:
    """One process: wall seconds, CPU seconds (user + system, its own and its children's) and peak RSS."""

    wall: float
    cpu: float
    rss: int
    full_speed_runs: int = 0  # of `runs`, those whose core probed at full speed before and after
    runs: int = 0


def timed(command: list[str], env: dict) -> Measure:
    """One process, run outside the checkout (`-m` puts the current folder first on sys.path)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=tempfile.gettempdir()
    )
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {process.returncode}: {stderr.decode()[-2000:]}")
    return Measure(elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)


PROBE_LOOP = 200_000  # a fixed pure-Python loop: about 10 ms on a full-speed core of the dev VM
SLOW_PROBE = 1.2  # a core probing this much slower than the fastest probe seen is taken as contended
_fastest_probe = [float("inf")]


def core_probe_ms() -> float:
    """How long the fixed loop takes on this process's core now (the best of 3): children started next
    inherit the core when the bench runs under `taskset -c N`."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        total = 0
        for i in range(PROBE_LOOP):
            total += i * i
        best = min(best, (time.perf_counter() - start) * 1e3)
    _fastest_probe[0] = min(_fastest_probe[0], best)
    return best


def full_speed(before_ms: float, after_ms: float) -> bool:
    return max(before_ms, after_ms) <= SLOW_PROBE * _fastest_probe[0]


def median_of_interleaved(commands: dict[str, tuple[list[str], dict]], repeat: int) -> dict[str, Measure]:
    """Each (command, environment) `repeat` times, taking turns (a burst of load hits all alike), the core
    probed before and after each process; the median of each figure over the runs the probes say ran at
    full speed (all runs where none did), and how many those were."""
    runs: dict[str, list[tuple[Measure, float, float]]] = {name: [] for name in commands}
    for round_no in range(repeat):
        order = list(commands) if round_no % 2 == 0 else list(reversed(commands))
        for name in order:
            before = core_probe_ms()
            measure = timed(*commands[name])
            runs[name].append((measure, before, core_probe_ms()))
    return {name: _median_of_full_speed(values) for name, values in runs.items()}


def _median_of_full_speed(values: list[tuple[Measure, float, float]]) -> Measure:
    fast = [measure for measure, before, after in values if full_speed(before, after)]
    kept = fast or [measure for measure, _, _ in values]
    fields = (statistics.median(getattr(m, field) for m in kept) for field in ("wall", "cpu", "rss"))
    return Measure(*fields, full_speed_runs=len(fast), runs=len(values))


@dataclass(frozen=True)
class Code:
    """How to start the explain process of some code: interpreter and flags, environment, a name."""

    python: tuple[str, ...]
    env: dict
    name: str

    def explain(self, trace: Path) -> tuple[list[str], dict]:
        return [*self.python, "-m", "compile_inspect", "explain", str(trace)], self.env

    def files(self) -> str:
        """Where its `compile_inspect.cli.explain` and `render.explain` come from (which code is measured)."""
        probe = "import compile_inspect.cli.explain as c, compile_inspect.render.explain as r; print(c.__file__, r.__file__)"
        return subprocess.run(
            [*self.python, "-c", probe],
            env=self.env,
            cwd=tempfile.gettempdir(),
            capture_output=True,
            text=True,
        ).stdout.strip()


def code_under_test(commit: str | None, folder: Path) -> Code:
    """The working tree as installed, or a commit's code (git archive into `folder`). A commit's code runs
    with `-S` and the site-packages on PYTHONPATH: the editable install's import hook (a .pth file) would
    otherwise load this checkout's cli/ over the commit's."""
    env = dict(os.environ)
    env.pop("COLUMNS", None)
    head = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", commit or "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    if commit is None:
        precompile(ROOT)
        return Code((sys.executable,), env, f"working tree at {head}")
    folder.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "compile_inspect", "cli"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    (folder / "compile_inspect" / "cli").symlink_to("../cli")  # what the installed package-dir mapping does
    precompile(folder)
    env["PYTHONPATH"] = os.pathsep.join([str(folder), *site.getsitepackages()])
    return Code((sys.executable, "-S"), env, f"commit {head} (git archive, python -S)")


def precompile(root: Path) -> None:
    """Byte-compile the measured code first, as an install does: where PYTHONDONTWRITEBYTECODE is set (it
    is on the dev VM) every explain process would otherwise compile its ~190 modules from source again
    (75-90 ms of each run measured), which no user's installed copy does."""
    for package in ("compile_inspect", "cli"):
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / package)], check=True)


def verdict(size_mb: float, ratio: float) -> str:
    target = BIG_TARGET if size_mb >= BIG_MB else SMALL_TARGET
    return f"target >= {target:.0f}x {'met' if ratio >= target else 'MISSED'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, help="more folders (or trace files) to search")
    parser.add_argument("--min-mb", type=float, default=5.0, help="smallest uncompressed size measured")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--commit", help="measure this commit's compile_inspect (git archive)")
    parser.add_argument(
        "--against", help="also run this commit's explain in the same rounds (before / after)"
    )
    parser.add_argument(
        "--no-json", action="store_true", help="leave out the json.load process (1 GB: 30 s, 2.5 GB)"
    )
    args = parser.parse_args()
    traces = find_traces([*SEARCHED, *args.folders], int(args.min_mb * 1e6))
    with tempfile.TemporaryDirectory(prefix="explain-speed-") as scratch:
        codes = {"explain": code_under_test(args.commit, Path(scratch) / "code")}
        if args.against:
            codes["before"] = code_under_test(args.against, Path(scratch) / "before")
        for label, code in codes.items():
            print(f"{label}: {code.name}: {code.files()}")
        print(f"{platform.node()}, {os.cpu_count()} cores, Python {platform.python_version()}; load average "
              f"{os.getloadavg()[0]:.1f}; median of {args.repeat} interleaved runs")  # fmt: skip
        before = (
            f" {'before s':>8} {'before/explain':>14} {'CPU before/':>11} {'before RSS':>11}"
            if args.against
            else ""
        )
        print(f"{'MB':>6} {'json.load s':>11} {'explain s':>9} {'json/explain':>12} {'CPU MB/s':>8} {'RSS':>8}"
              f" {'fast':>5}{before}  target  trace")  # fmt: skip
        for trace in traces:
            commands = (
                {}
                if args.no_json
                else {"json": ([sys.executable, "-c", JSON_LOAD, str(trace)], dict(os.environ))}
            )
            commands.update({label: code.explain(trace) for label, code in codes.items()})
            try:
                print(_row(trace, median_of_interleaved(commands, args.repeat)), flush=True)
            except RuntimeError as exc:  # a trace the code measured cannot read: said, and the next one
                print(
                    f"{uncompressed_bytes(trace) / 1e6:6.1f} FAILED {_shown(trace)}: {str(exc).splitlines()[-1]}"
                )


def _row(trace: Path, measured: dict[str, Measure]) -> str:
    size_mb, explain = uncompressed_bytes(trace) / 1e6, measured["explain"]
    ratio = measured["json"].wall / explain.wall if "json" in measured else float("nan")
    json_s = f"{measured['json'].wall:11.2f}" if "json" in measured else f"{'-':>11}"
    before = measured.get("before")
    against = (
        f" {before.wall:8.2f} {before.wall / explain.wall:13.2f}x {before.cpu / explain.cpu:10.2f}x "
        f"{before.rss / 1e6 / size_mb:11.2f}x"
        if before
        else ""
    )
    target = verdict(size_mb, ratio) if "json" in measured else ""
    return (
        f"{size_mb:6.1f} {json_s} {explain.wall:9.2f} {ratio:11.2f}x {size_mb / explain.cpu:8.0f} "
        f"{explain.rss / 1e6 / size_mb:7.2f}x {explain.full_speed_runs:>2}/{explain.runs:<2}{against}  {target}  "
        f"{_shown(trace)}"
    )


def _shown(trace: Path) -> str:
    try:
        return str(trace.relative_to(ROOT))
    except ValueError:
        return str(trace)


if __name__ == "__main__":
    main()
