"""End-to-end wall time of the tool against the same work done by hand, in the same invocation.

    python bench/diff_wall.py                                   # CPU: matmul_add, all modes, size 256
    python bench/diff_wall.py --device cuda --arg size=4096     # on an H200
    python bench/diff_wall.py --repeat 3 --json out.json        # alternate the order, medians

The tool: `compile-inspect diff TARGET --modes M` (or `compile-inspect run ... -o tmp` while `diff`
does not exist; the output says which verb was timed). The baseline: what the articles do by hand,
one plain script per mode run one after another (python starts, imports torch, compiles, warms up,
profiles with the same schedule and exports the trace, times the same number of calls). Both use a
fresh Inductor cache per mode, so neither profits from the other's compiles. Printed: both wall
times, the ratio tool / baseline (lower is better; the target is <= 1.0 on 2 cores, <= 0.5 on an
H200), the CPU seconds each side used (user + system, of the processes waited for), each baseline
mode's own time, and the tool's progress timeline. `--tool-env KEY=VALUE` tries a variant of the
tool's environment (e.g. TORCHINDUCTOR_COMPILE_THREADS=2) without touching the baseline's.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODES = ("eager", "default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")

# One mode, the naive way. argv[1]: JSON config. Prints one JSON line with the median.
BASELINE_SCRIPT = r"""
import importlib.util, json, statistics, sys, time
config = json.loads(sys.argv[1])
import torch
from torch.profiler import ProfilerActivity, profile, record_function, schedule

device = config["device"]
if device == "auto":
    device = "cuda" if torch.cuda.is_available() else "cpu"
sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)

def value(key, text):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return getattr(torch, text.removeprefix("torch.")) if key == "dtype" else text

spec = importlib.util.spec_from_file_location("target", config["target"])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
inputs = module.example_inputs(device=device, **{k: value(k, v) for k, v in config["args"].items()})
fn = getattr(module, config["name"])
mode = config["mode"]
if mode != "eager":
    fn = torch.compile(fn, mode=None if mode == "default" else mode)
fn(*inputs)
sync()
for _ in range(config["warmup"]):
    fn(*inputs)
sync()
activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
steps = config["wait"] + config["profile_warmup"] + config["active"]
plan = schedule(wait=config["wait"], warmup=config["profile_warmup"], active=config["active"], repeat=1)
with profile(activities=activities, schedule=plan) as prof:
    for _ in range(steps):
        with record_function(config["name"]):
            fn(*inputs)
        sync()
        prof.step()
prof.export_chrome_trace(config["trace"])
samples = []
for _ in range(config["iters"]):
    if device == "cuda":
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record(); fn(*inputs); end.record(); torch.cuda.synchronize()
        samples.append(start.elapsed_time(end))
    else:
        start = time.perf_counter(); fn(*inputs); samples.append((time.perf_counter() - start) * 1e3)
print(json.dumps({"mode": mode, "median_ms": statistics.median(samples)}))
"""


def tool_verb() -> str:
    """'diff' once the lead's verb exists, else 'run' (the same capture work)."""
    return "diff" if find_spec("compile_inspect.cli.diff") is not None else "run"


def tool_command(verb: str, options, out_dir: Path) -> list[str]:
    target = str(options.target_path) + ("" if options.name == "fn" else f":{options.name}")
    command = [shutil.which("compile-inspect") or "compile-inspect", verb, target, "--modes", options.modes]
    command += [flag for pair in options.arg for flag in ("--arg", pair)]
    flags = _help_text(verb)
    for name in ("device", "warmup", "wait", "profile-warmup", "active", "iters", "jobs"):
        value = getattr(options, name.replace("-", "_"))
        if f"--{name}" in flags and value is not None:
            command += [f"--{name}", str(value)]
    if "--save" in flags:  # diff: -o is the report, --save the session
        command += ["--save", str(out_dir), "-o", str(out_dir.parent / "report.txt")]
    elif "--out" in flags:  # run: -o is the session
        command += ["-o", str(out_dir)]
    return command


def _help_text(verb: str) -> str:
    return subprocess.run(["compile-inspect", verb, "--help"], capture_output=True, text=True).stdout


def run_tool(verb: str, options, scratch: Path) -> dict:
    out_dir = scratch / "session"
    command = tool_command(verb, options, out_dir)
    env = dict(os.environ, **dict(_pairs(options.tool_env)))
    start, cpu = time.perf_counter(), _children_cpu()
    # cwd=scratch: a verb without -o writes its default runs/ folder there, not into the repo
    proc = subprocess.run(command, capture_output=True, text=True, cwd=scratch, env=env)
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
    if proc.returncode != 0:  # a failed mode makes the times incomparable: show why and stop
        logs = "".join(
            f"\n--- {log}\n" + "".join(log.read_text().splitlines(True)[-15:])
            for log in sorted(out_dir.glob("*/worker.log"))
            if "Error" in log.read_text()
        )
        raise SystemExit(f"{' '.join(command)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}{logs}")
    return {
        "wall_s": wall,
        "cpu_s": cpu,
        "command": command,
        "tool_env": options.tool_env,
        "progress": proc.stderr.strip().splitlines(),
    }


def _children_cpu() -> float:
    """User + system CPU seconds of the finished child processes (and of the descendants they waited for)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_baseline(options, scratch: Path) -> dict:
    """Each mode in its own fresh process, one after another, each with a fresh Inductor cache."""
    script = scratch / "one_mode.py"
    script.write_text(BASELINE_SCRIPT)
    per_mode, start, cpu = {}, time.perf_counter(), _children_cpu()
    for mode in _modes(options.modes):
        per_mode[mode] = _baseline_mode(script, mode, options, scratch)
    return {"wall_s": time.perf_counter() - start, "cpu_s": _children_cpu() - cpu, "per_mode": per_mode}


def _baseline_mode(script: Path, mode: str, options, scratch: Path) -> dict:
    config = {
        "target": str(options.target_path),
        "name": options.name,
        "args": dict(_pairs(options.arg)),
        "device": options.device,
        "mode": mode,
        "trace": str(scratch / f"baseline_{mode}.json"),
        "warmup": options.warmup,
        "wait": options.wait,
        "profile_warmup": options.profile_warmup,
        "active": options.active,
        "iters": options.iters,
    }
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(scratch / f"baseline_cache_{mode}"))
    if options.baseline_logs:  # the logs the tool's workers write, to separate their cost from the overlap
        env.update(TORCH_TRACE=str(scratch / f"baseline_trace_{mode}"), TORCH_LOGS="output_code")
    start = time.perf_counter()
    with open(scratch / f"baseline_{mode}.log", "w") as log:
        proc = subprocess.run(
            [sys.executable, str(script), json.dumps(config)],
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
            env=env,
        )
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"baseline {mode} failed:\n{(scratch / f'baseline_{mode}.log').read_text()[-3000:]}")
    return {"wall_s": wall, "median_ms": json.loads(proc.stdout.strip().splitlines()[-1])["median_ms"]}


def _modes(text: str) -> list[str]:
    names = {name.strip() for name in text.split(",")}
    return list(MODES) if "all" in names else [mode for mode in MODES if mode == "eager" or mode in names]


def _pairs(pairs: list[str]) -> list[tuple[str, str]]:
    return [tuple(pair.split("=", 1)) for pair in pairs]


def one_round(verb: str, options, tool_first: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="diff_wall_") as tmp:
        tool_dir, base_dir = Path(tmp, "tool"), Path(tmp, "baseline")
        tool_dir.mkdir()
        base_dir.mkdir()
        if tool_first:
            tool = run_tool(verb, options, tool_dir)
            baseline = run_baseline(options, base_dir)
        else:
            baseline = run_baseline(options, base_dir)
            tool = run_tool(verb, options, tool_dir)
    return {
        "tool_first": tool_first,
        "baseline_logs": options.baseline_logs,
        "tool": tool,
        "baseline": baseline,
        "ratio": tool["wall_s"] / baseline["wall_s"],
    }


def report(verb: str, rounds: list[dict]) -> list[str]:
    logs = "with TORCH_TRACE and TORCH_LOGS=output_code" if rounds[0]["baseline_logs"] else "without logs"
    lines = [
        f"timed: compile-inspect {verb}"
        + ("" if verb == "diff" else " (the diff verb does not exist yet; run does the same capture work)")
        + f"; baseline {logs}",
        "  "
        + " ".join(rounds[0]["tool"]["command"][1:])
        + "".join(f"   [tool env {pair}]" for pair in rounds[0]["tool"]["tool_env"]),
    ]
    for number, result in enumerate(rounds, 1):
        order = "tool first" if result["tool_first"] else "baseline first"
        lines.append(
            f"round {number} ({order}): tool {result['tool']['wall_s']:6.1f} s   "
            f"baseline {result['baseline']['wall_s']:6.1f} s   ratio {result['ratio']:.2f}   "
            f"(CPU s: tool {result['tool']['cpu_s']:.1f}, baseline {result['baseline']['cpu_s']:.1f})"
        )
        for mode, numbers in result["baseline"]["per_mode"].items():
            lines.append(
                f"    baseline {mode:<28} {numbers['wall_s']:6.1f} s  (median {numbers['median_ms']:.3f} ms)"
            )
        lines += [f"    tool {line}" for line in result["tool"]["progress"] if line.startswith("[")]
    tool = statistics.median(r["tool"]["wall_s"] for r in rounds)
    baseline = statistics.median(r["baseline"]["wall_s"] for r in rounds)
    lines.append(
        f"median over {len(rounds)} round(s): tool {tool:.1f} s, baseline {baseline:.1f} s, "
        f"tool / baseline = {tool / baseline:.2f}  (median of per-round ratios "
        f"{statistics.median(r['ratio'] for r in rounds):.2f})"
    )
    return lines


def parse_options(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "target",
        nargs="?",
        default=str(ROOT / "samples" / "matmul_add.py"),
        help="path.py or path.py:name [samples/matmul_add.py]",
    )
    parser.add_argument("--modes", default="all")
    parser.add_argument("--arg", action="append", default=[], metavar="KEY=VALUE", help="for example_inputs")
    parser.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto")
    for name, default in (("warmup", 3), ("wait", 1), ("profile-warmup", 1), ("active", 3), ("iters", 50)):
        parser.add_argument(
            f"--{name}", type=int, default=default, help=f"as compile-inspect run [{default}]"
        )
    parser.add_argument(
        "--jobs", type=int, help="the tool's --jobs (workers compiling at once) [its default]"
    )
    parser.add_argument(
        "--baseline-logs",
        action="store_true",
        help="give the baseline the tool's logging too (TORCH_TRACE, TORCH_LOGS=output_code)",
    )
    parser.add_argument(
        "--tool-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set in the tool's environment only (e.g. TORCHINDUCTOR_COMPILE_THREADS=2, to try a variant)",
    )
    parser.add_argument("--repeat", type=int, default=1, help="rounds, alternating which side goes first")
    parser.add_argument("--json", type=Path, help="also write the results here")
    options = parser.parse_args(argv)
    path, _, name = options.target.partition(".py:")
    options.target_path = Path(path if name else options.target).resolve()
    options.target_path = options.target_path.with_suffix(".py")
    options.name = name or "fn"
    return options


def main(argv=None) -> None:
    options = parse_options(argv)
    verb = tool_verb()
    print(
        f"{platform.node()} | {platform.machine()} x{os.cpu_count()} | Python {platform.python_version()}"
        f" | {time.strftime('%Y-%m-%d %H:%M')}",
        flush=True,
    )
    rounds = [one_round(verb, options, tool_first=(number % 2 == 0)) for number in range(options.repeat)]
    print("\n".join(report(verb, rounds)))
    if options.json:
        options.json.write_text(json.dumps({"verb": verb, "rounds": rounds}, indent=1))


if __name__ == "__main__":
    main()
