"""How quickly does the CLI answer? `--help` and re-rendering a saved session, against `python -c pass`.

    python bench/cli_latency.py                          # records CPU sessions of the samples first
    python bench/cli_latency.py --session runs/mm        # re-render sessions you already have
    python bench/cli_latency.py --repeat 15 --json out.json

Every command runs `--repeat` times in a fresh process, interleaved (floor, help, render, floor, ...)
so a burst of load on a shared machine hits all of them alike; the median of each is printed with its
ratio to the floor (the interpreter's own start). Targets: `compile-inspect --help` under 0.5 s and
`compile-inspect diff SESSION` under 2 s. Also checked, in a subprocess that runs the same entry
point: `--help` and re-rendering never import torch (the script exits 1 if they do).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ("matmul_add.py", "square.py", "mlp.py")
TARGETS_S = {"--help": 0.5, "render": 2.0}

# Runs the CLI entry point in-process, then reports on stderr which torch modules got imported.
TORCH_PROBE = r"""
import json, sys
from compile_inspect.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print("TORCH_PROBE " + json.dumps(sorted(m for m in sys.modules if m == "torch" or m.startswith("torch."))),
      file=sys.__stderr__)
"""


def render_argv(session: Path, fmt: str) -> list[str]:
    """`diff SESSION` once the verb exists; before that, `explain` of the session's first compiled trace."""
    if find_spec("compile_inspect.cli.diff") is not None:
        return ["diff", str(session), "--format", fmt]
    data = json.loads((session / "session.json").read_text())
    trace = next(m["trace_file"] for m in data["modes"] if m["trace_file"] and m["mode"] != "eager")
    return ["explain", str(session / trace), "--format", "text" if fmt == "html" else fmt]


def record_sessions(scratch: Path, modes: str, device: str) -> list[Path]:
    sessions = []
    for sample in SAMPLES:
        out = scratch / Path(sample).stem
        command = [
            _cli(),
            "run",
            str(ROOT / "samples" / sample),
            "--modes",
            modes,
            "--device",
            device,
            "--iters",
            "5",
            "-o",
            str(out),
        ]
        print(f"recording {out.name}: {' '.join(command[1:])}", flush=True)
        subprocess.run(command, check=True, capture_output=True)
        sessions.append(out)
    return sessions


def _cli() -> str:
    return shutil.which("compile-inspect") or "compile-inspect"


def wall_time(command: list[str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 3):  # 3: a mode failed, the report was still rendered
        raise SystemExit(f"{' '.join(command)} failed ({proc.returncode}): {proc.stderr.decode()[-2000:]}")
    return elapsed


def measure(cases: dict[str, list[str]], repeat: int) -> dict[str, list[float]]:
    """Each case `repeat` times, interleaved, after one untimed run each (page cache, .pyc files)."""
    for command in cases.values():
        wall_time(command)
    samples = {name: [] for name in cases}
    for _ in range(repeat):
        for name, command in cases.items():
            samples[name].append(wall_time(command))
    return samples


def torch_imports(argv: list[str]) -> list[str]:
    proc = subprocess.run([sys.executable, "-c", TORCH_PROBE, *argv], capture_output=True, text=True)
    line = next((text for text in proc.stderr.splitlines() if text.startswith("TORCH_PROBE ")), None)
    if line is None:
        raise SystemExit(f"probe of {argv} printed nothing: {proc.stderr[-2000:]}")
    return json.loads(line.removeprefix("TORCH_PROBE "))


def build_cases(sessions: list[Path], formats: list[str]) -> dict[str, list[str]]:
    cases = {
        "floor: python -c pass": [sys.executable, "-c", "pass"],
        "compile-inspect --help": [_cli(), "--help"],
    }
    for session in sessions:
        for fmt in formats:
            argv = render_argv(session, fmt)
            cases[f"compile-inspect {argv[0]} {session.name} --format {argv[-1]}"] = [_cli(), *argv]
    return cases


def report(samples: dict[str, list[float]]) -> list[str]:
    floor = statistics.median(next(iter(samples.values())))
    lines = [f"{'command':<58} {'median':>8} {'min':>8} {'x floor':>8}  target"]
    for name, times in samples.items():
        median = statistics.median(times)
        limit = (
            TARGETS_S["--help"]
            if name.endswith("--help")
            else TARGETS_S["render"]
            if "floor" not in name
            else None
        )
        verdict = "" if limit is None else f"< {limit:g} s " + ("met" if median < limit else "MISSED")
        lines.append(f"{name:<58} {median:7.3f}s {min(times):7.3f}s {median / floor:7.1f}x  {verdict}")
    return lines


def torch_report(sessions: list[Path]) -> tuple[list[str], bool]:
    probes = {"--help": ["--help"], "run --help": ["run", "--help"], "diff --help": ["diff", "--help"]}
    if sessions:
        probes[f"render {sessions[0].name}"] = render_argv(sessions[0], "text")
    lines, clean = [], True
    for name, argv in probes.items():
        modules = torch_imports(argv)
        must_be_clean = name == "--help" or name.startswith("render")
        clean &= not (modules and must_be_clean)
        state = f"imports torch ({len(modules)} modules)" if modules else "no torch import"
        lines.append(f"  {name:<24} {state}" + (" <- NOT ALLOWED" if modules and must_be_clean else ""))
    return lines, clean


def parse_options(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--session",
        action="append",
        type=Path,
        default=[],
        help="a saved session folder to re-render (repeatable); default: record the samples",
    )
    parser.add_argument("--modes", default="all", help="modes of the recorded sessions [all]")
    parser.add_argument("--device", default="cpu", help="device of the recorded sessions [cpu]")
    parser.add_argument("--formats", default="text,html", help="render formats to time [text,html]")
    parser.add_argument("--repeat", type=int, default=9, help="timed runs of each command [9]")
    parser.add_argument("--json", type=Path, help="also write the raw times here")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    options = parse_options(argv)
    print(
        f"{platform.node()} | {platform.machine()} x{os.cpu_count()} | Python {platform.python_version()}"
        f" | {time.strftime('%Y-%m-%d %H:%M')}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="cli_latency_") as tmp:
        sessions = options.session or record_sessions(Path(tmp), options.modes, options.device)
        samples = measure(build_cases(sessions, options.formats.split(",")), options.repeat)
        torch_lines, clean = torch_report(sessions)
    print(f"{options.repeat} runs each, interleaved; ratios against the floor's median")
    print("\n".join(report(samples)))
    print("torch imported by the CLI entry point (checked in-process via sys.modules):")
    print("\n".join(torch_lines))
    if options.json:
        options.json.write_text(json.dumps({"samples_s": samples, "torch_clean": clean}, indent=1))
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
