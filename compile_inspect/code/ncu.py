"""Nsight Compute for one mode of a session: the command, the run, its CSV parsed per kernel. No torch.

    >>> result = profile_mode(Path("runs/sq"), "default", kernel="triton_")   # runs ncu
    >>> report = load_report(Path("runs/sq"), "default")                       # S/ncu/default.json
    >>> report.kernel("triton_poi_fused_pow_0").sm_pct, report.kernel(...).rules[0].text

`ncu --csv --page details` writes one row per (launch, section, metric) and, since Nsight Compute
2023, one row per rule result (columns "Rule Name", "Rule Type", "Rule Description", "Estimated
Speedup"); older versions have no rule columns. Numbers may carry thousands separators ("1,215,000").
The CSV is saved into the session first (`S/ncu/<mode>.csv`), then parsed into `S/ncu/<mode>.json`.
The profiled program is `python -m compile_inspect.capture.ncu_target`: the mode's target, compiled with
the torch.compile arguments the session's worker got (`target_command`) and warmed up outside the
profiled range, then called between cudaProfilerStart / Stop (`--profile-from-start off`), so
autotuning launches are never the ones measured.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import statistics
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

from compile_inspect.errors import InspectError, SessionError, UsageError
from compile_inspect.reading import MAX_FILE_BYTES, inside, read_bytes
from compile_inspect.units import us_text

NCU_DIR = "ncu"
SETS = ("basic", "detailed", "full", "roofline")  # ncu --list-sets; anything else is a section identifier
DEFAULT_LAUNCH_COUNT = 20  # profiled launches at most (each is replayed once per counter pass)
PROFILED_CALLS = 2  # calls of the target inside the profiled range
SOL_SECTION = "GPU Speed Of Light Throughput"
# Speed-Of-Light metric names (as the CSV spells them) -> our field names.
SOL_METRICS = {
    "Compute (SM) Throughput": "sm_pct",
    "Memory Throughput": "memory_pct",
    "DRAM Throughput": "dram_pct",
    "Duration": "duration_us",
}
RULE_TYPES = ("OPT", "WRN", "ERR", "INF")
# ncu's own words for the two failures a user can fix.
PERMISSION_MARKERS = (
    "ERR_NVGPUCTRPERM",
    "does not have permission to access NVIDIA GPU Performance Counters",
)
NO_KERNELS_MARKER = "No kernels were profiled"
_TIME_UNITS_US = {"nsecond": 1e-3, "usecond": 1.0, "msecond": 1e3, "second": 1e6, "ns": 1e-3, "us": 1.0}


class NcuError(InspectError):
    """ncu is missing, cannot read the counters, matched no kernel, or the session cannot be profiled."""


@dataclass(frozen=True)
class Rule:
    type: str  # OPT, WRN, INF, ERR
    name: str
    text: str
    speedup_pct: Optional[float] = None


@dataclass(frozen=True)
class NcuKernel:
    """One kernel name over its profiled launches: medians of the Speed-Of-Light figures, its rules."""

    name: str
    launches: int
    sm_pct: Optional[float] = None
    memory_pct: Optional[float] = None
    dram_pct: Optional[float] = None
    duration_us: Optional[float] = None
    block: str = ""
    grid: str = ""
    rules: tuple[Rule, ...] = ()
    sections: dict = field(default_factory=dict)  # section -> metric -> [value, unit] (first launch)

    def short(self) -> str:
        """`SM 12% · memory 91% · 38.1 µs (ncu)`: one cell for a report."""
        parts = [f"SM {self.sm_pct:.0f}%" if self.sm_pct is not None else None]
        parts.append(f"memory {self.memory_pct:.0f}%" if self.memory_pct is not None else None)
        parts.append(us_text(self.duration_us) if self.duration_us is not None else None)
        return " · ".join(part for part in parts if part) + " (ncu)"

    def findings(self) -> tuple[Rule, ...]:
        """The rules that say something to act on: OPT and WRN (and ERR) first, INF left out."""
        return tuple(rule for rule in self.rules if rule.type != "INF")


@dataclass(frozen=True)
class NcuReport:
    mode: str
    kernels: tuple[NcuKernel, ...]
    command: tuple[str, ...] = ()
    ncu_version: str = ""
    csv_file: str = ""

    def kernel(self, trace_name: str) -> Optional[NcuKernel]:
        """The kernel a trace (or generated code) names `trace_name`: same name, or same base name."""
        wanted = base_name(trace_name)
        exact = next((k for k in self.kernels if k.name == trace_name), None)
        return exact or next((k for k in self.kernels if base_name(k.name) == wanted), None)

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=1)

    @classmethod
    def from_dict(cls, data: dict) -> "NcuReport":
        kernels = tuple(
            NcuKernel(**{**k, "rules": tuple(Rule(**r) for r in k.get("rules", ()))}) for k in data["kernels"]
        )
        return cls(data["mode"], kernels, tuple(data.get("command", ())), data.get("ncu_version", ""),
                   data.get("csv_file", ""))  # fmt: skip


def base_name(name: str) -> str:
    """`void foo<float>(int*)` -> `foo`; `triton_poi_fused_pow_0` stays itself."""
    head = name.split("(", 1)[0].split("<", 1)[0].strip()
    return head.rsplit(" ", 1)[-1].rsplit("::", 1)[-1]


# ---- parsing ----


def parse_csv(text: str, mode: str = "") -> NcuReport:
    """`ncu --csv --page details` output (program output and ==PROF== lines before it allowed)."""
    rows = _csv_rows(text)
    launches: dict[str, list[dict]] = {}
    for row in rows:
        launches.setdefault(row.get("ID", ""), []).append(row)
    per_name: dict[str, list[list[dict]]] = {}
    for launch_rows in launches.values():
        per_name.setdefault(launch_rows[0].get("Kernel Name", ""), []).append(launch_rows)
    kernels = tuple(_kernel(name, found) for name, found in per_name.items())
    return NcuReport(mode=mode, kernels=kernels)


def _csv_rows(text: str) -> list[dict]:
    lines = text.splitlines()
    start = next((n for n, line in enumerate(lines) if line.startswith('"ID",')), None)
    if start is None:
        return []
    reader = csv.DictReader(io.StringIO("\n".join(lines[start:])))
    return [row for row in reader if row.get("ID") and row.get("Kernel Name")]


def _kernel(name: str, launches: list[list[dict]]) -> NcuKernel:
    per_launch = [_sections(rows) for rows in launches]
    sol = [_sol(sections.get(SOL_SECTION, {})) for sections in per_launch]
    medians = {
        key: _median([figures[key] for figures in sol if key in figures]) for key in SOL_METRICS.values()
    }
    first = launches[0][0]
    return NcuKernel(
        name=name, launches=len(launches), **medians, block=first.get("Block Size", ""),
        grid=first.get("Grid Size", ""), rules=_rules(launches), sections=per_launch[0],
    )  # fmt: skip


def _sections(rows: list[dict]) -> dict:
    sections: dict = {}
    for row in rows:
        metric = row.get("Metric Name") or ""
        if metric:
            sections.setdefault(row.get("Section Name", ""), {})[metric] = [row.get("Metric Value", ""),
                                                                             row.get("Metric Unit", "")]  # fmt: skip
    return sections


def _sol(metrics: dict) -> dict:
    figures = {}
    for metric, key in SOL_METRICS.items():
        if metric in metrics:
            value, unit = metrics[metric]
            number = parse_number(value)
            if number is not None and key == "duration_us":
                number = number * _TIME_UNITS_US.get(unit, float("nan"))
            if number is not None:
                figures[key] = number
    return figures


def _rules(launches: list[list[dict]]) -> tuple[Rule, ...]:
    """Each distinct rule message once (the first launch's wording), in the order ncu gave them."""
    seen: dict[tuple[str, str], Rule] = {}
    for row in (row for rows in launches for row in rows):
        kind, text = (row.get("Rule Type") or "").strip(), (row.get("Rule Description") or "").strip()
        if kind in RULE_TYPES and text and (kind, row.get("Rule Name", "")) not in seen:
            rule = Rule(
                kind, row.get("Rule Name", ""), text, parse_number(row.get("Estimated Speedup") or "")
            )
            seen[(kind, rule.name)] = rule
    return tuple(seen.values())


def parse_number(text: str) -> Optional[float]:
    """ncu's '1,215,000,000.00' / '56.42' / 'n/a' -> float or None."""
    try:
        return float(text.replace(",", ""))
    except (ValueError, AttributeError):
        return None


def _median(values: list) -> Optional[float]:
    return statistics.median(values) if values else None


# ---- storing and loading ----


def report_paths(root: Path, mode: str) -> tuple[Path, Path]:
    """(S/ncu/<mode>.csv, S/ncu/<mode>.json)."""
    folder = Path(root) / NCU_DIR
    return folder / f"{mode}.csv", folder / f"{mode}.json"


def load_report(root: Path, mode: str) -> Optional[NcuReport]:
    """The stored ncu result of a mode, or None when ncu was not run for it."""
    _, json_file = report_paths(root, mode)
    if not json_file.is_file():
        return None
    if not inside(root, json_file):
        raise SessionError(f"{json_file} is outside the session {root}")
    try:
        return NcuReport.from_dict(json.loads(read_bytes(json_file, MAX_FILE_BYTES, gunzip=False)))
    except (ValueError, KeyError, TypeError, RecursionError) as exc:
        raise SessionError(f"{json_file} is not an ncu result of compile-inspect: {exc}") from None


# ---- running ----


def section_arguments(choices: tuple[str, ...]) -> list[str]:
    """('basic',) -> ['--set', 'basic']; ('SpeedOfLight', 'Occupancy') -> ['--section', ..., ...]."""
    choices = choices or ("basic",)
    sets = [choice for choice in choices if choice in SETS]
    if len(sets) > 1 or (sets and len(choices) > 1):
        raise UsageError(
            f"--set: give one of {', '.join(SETS)}, or section names, not both ({', '.join(choices)})"
        )
    if sets:
        return ["--set", sets[0]]
    return [arg for section in choices for arg in ("--section", section)]


def ncu_command(ncu: str, target_args: list[str], kernel: Optional[str], sets: tuple[str, ...],
                launch_count: int = DEFAULT_LAUNCH_COUNT) -> list[str]:  # fmt: skip
    """The ncu command line that profiles `target_args` (a Python command)."""
    command = [ncu, "--csv", "--page", "details", "--profile-from-start", "off", *section_arguments(sets)]
    if kernel:
        command += [
            "--kernel-name",
            kernel if kernel.startswith(("regex:", "mangled:")) else f"regex:{kernel}",
        ]
    return command + ["--launch-count", str(launch_count), *target_args]


def target_command(session, mode: str, calls: int = PROFILED_CALLS) -> list[str]:
    """`python -m compile_inspect.capture.ncu_target ...`: the session's target and args, the calls, and
    torch.compile's arguments as the session's worker got them (`modes.compile_kwargs` of the recorded
    options, compile options included), so ncu profiles the compile the session measured."""
    from compile_inspect.session.modes import compile_kwargs

    args = json.dumps(dict(session.target.args))
    spec = (
        f"{session.target.spec}:{session.target.name}"
        if ":" not in session.target.spec
        else session.target.spec
    )
    compile_json = json.dumps(compile_kwargs(mode, session.options))
    return [sys.executable, "-m", "compile_inspect.capture.ncu_target", spec, args, str(calls), compile_json]


def check_session(session, mode: str) -> None:
    run = session.mode(mode)  # SessionError naming the modes when it has none such
    if session.environment.device != "cuda":
        raise NcuError(
            f"{session.root} was recorded on {session.environment.device}: ncu profiles CUDA sessions only"
        )
    if not run.ok:
        raise NcuError(f"mode {mode} failed in this session ({run.error}); nothing to profile")
    from compile_inspect.session.model import split_spec

    spec_file = Path(split_spec(session.target.spec)[0])
    if not spec_file.is_file():
        raise NcuError(
            f"the session's target {spec_file} is not here (run ncu from the folder the session was run in)"
        )


def find_ncu(ncu: Optional[str] = None) -> str:
    found = shutil.which(ncu or os.environ.get("COMPILE_INSPECT_NCU", "ncu"))
    if found is None:
        raise NcuError(
            "ncu (Nsight Compute) is not on PATH; install Nsight Compute or put its folder on PATH"
        )
    return found


def ncu_version(ncu: str) -> str:
    try:
        out = subprocess.run([ncu, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    return next((line.strip() for line in reversed(out.splitlines()) if line.strip()), "")


def profile_mode(root: Path, mode: str = "default", kernel: Optional[str] = None, sets: tuple[str, ...] = (),
                 launch_count: int = DEFAULT_LAUNCH_COUNT, ncu: Optional[str] = None,
                 timeout_s: float = 600.0) -> NcuReport:  # fmt: skip
    """Run the mode under ncu, save the CSV, parse it, save the JSON; NcuError with ncu's reason."""
    from compile_inspect.session.model import load_session

    session = load_session(root)
    folder = session.root
    assert folder is not None  # load_session roots the session in its folder
    check_session(session, mode)
    executable = find_ncu(ncu)
    command = ncu_command(executable, target_command(session, mode), kernel, sets, launch_count)
    completed = _run(command, _target_env(session, mode), timeout_s)
    csv_file, json_file = report_paths(folder, mode)
    csv_file.parent.mkdir(parents=True, exist_ok=True)
    csv_file.write_text(completed.stdout)
    (csv_file.parent / f"{mode}.log").write_text(completed.stderr)
    report = parse_csv(completed.stdout, mode)
    _raise_for_failure(completed, report, kernel, csv_file)
    report = NcuReport(
        mode, report.kernels, tuple(command), ncu_version(executable), str(csv_file.relative_to(folder))
    )
    json_file.write_text(report.to_json())
    return report


def _run(command: list[str], env: dict, timeout_s: float) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise NcuError(
            f"ncu ran past {timeout_s:g}s; profile fewer launches (--launch-count) or one kernel (--kernel)"
        ) from None
    except OSError as exc:
        raise NcuError(f"ncu cannot be started: {exc}") from None


def _target_env(session, mode: str) -> dict:
    """The mode's own Inductor cache (the compiled kernels are found again, same names), this package importable."""
    run = session.mode(mode)
    package_root = str(Path(__file__).resolve().parents[1])
    python_path = os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))
    # One compile thread: no pool of compile subprocesses for ncu to follow.
    env = dict(os.environ, PYTHONPATH=python_path, PYTHONUNBUFFERED="1", TORCHINDUCTOR_COMPILE_THREADS="1")
    if run.cache_dir:
        env["TORCHINDUCTOR_CACHE_DIR"] = str(session.path(run.cache_dir).resolve())
    return env


def _raise_for_failure(completed, report: NcuReport, kernel: Optional[str], csv_file: Path) -> None:
    output = completed.stdout + completed.stderr
    if any(marker in output for marker in PERMISSION_MARKERS):
        raise NcuError("ncu cannot read the GPU performance counters (ERR_NVGPUCTRPERM): run as root or allow "
                       "profiling for all users (NVreg_RestrictProfilingToAdminUsers=0)")  # fmt: skip
    if report.kernels:
        return
    if NO_KERNELS_MARKER in output or completed.returncode == 0:
        which = f"matching {kernel!r}" if kernel else "at all"
        raise NcuError(f"ncu profiled no kernels {which} (raw output in {csv_file})")
    last = next((line for line in reversed(output.splitlines()) if line.strip()), "no output")
    raise NcuError(f"ncu failed (exit {completed.returncode}): {last.strip()} (raw output in {csv_file})")
