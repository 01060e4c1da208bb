"""Do the product's per-mode timings match an independent harness? (issue 16, "Measure it")

    python bench/fidelity.py --out fidelity_cpu.json                        # CPU, all targets that import
    python bench/fidelity.py --targets gemm,pointwise,gpt2 --modes default  # a few
    python bench/fidelity.py --hog --out fidelity_cpu_hog.json              # sessions under a CPU hog
    python bench/fidelity.py --device cuda --out fidelity_h200.json         # H200

For each target of bench/targets/ (or --targets), with its BENCH_ARGS[device] as --arg values:
  1. a product session: `python -m compile_inspect run TARGET --modes ... --device D -o WORK/T/session1`,
     read back through `python -m compile_inspect diff WORK/T/session1 --format json` (summary rows:
     median_ms, ratio_to_control, and ratio_low / ratio_high / throughput_ms when the product has them);
  2. the harness (bench/fidelity_harness.py, which never imports compile_inspect): a fresh process per
     (mode, round), the modes interleaved (eager, default, ..., eager, default, ...) for
     --harness-repeats rounds; a mode's figure is the median of its rounds, its speedup the median of
     the per-round paired ratios eager / mode;
  3. sessions 2..N (--sessions, default 2) of the same target, as in 1.
With --hog, two duty-cycled busy processes (bench/hog.py: on 1.5 s / off 1.5 s) run during each product
session (never during the harness).

Reported per mode: the session's median against the harness's (ratio), the session's speedup
(eager / mode) against the harness's, and the later sessions against session 1; each against the
issue's targets: within 10% on CUDA and 15% on CPU, sessions within 10% of each other; with --hog, a
speedup within 30% of the idle harness's, on the same side of 1 (its median against the harness is then
shown, not judged). A within-X% check is |ratio - 1| <= X. On CUDA there are two figures: latency
(a sync after each call; the product's median_ms) and throughput (one sync per block; the product's
throughput_ms, when it has one).
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
TARGETS_DIR = BENCH / "targets"
HARNESS = BENCH / "fidelity_harness.py"
PAIRED_HARNESS = BENCH / "paired_harness.py"

MODES = ("eager", "default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")
DEFAULT_MODES = {"cpu": "default", "cuda": "default,reduce-overhead,max-autotune-no-cudagraphs"}
TOLERANCE = {"cuda": 0.10, "cpu": 0.15}  # session vs harness: medians and speedups
RUNS_TOLERANCE = 0.10  # session 1 vs session k
HOG_TOLERANCE = 0.30  # speedup under the hog vs the idle harness
SIGN_DEADBAND = 0.03  # a harness speedup within 3% of 1 has no sign to get right


def log(message):
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- targets


def discover_targets():
    return sorted(path.stem for path in TARGETS_DIR.glob("*.py") if not path.name.startswith("_"))


def bench_args(path, device):
    """BENCH_ARGS[device] of a target file, read from its syntax tree (the driver imports no target)."""
    tree = ast.parse(path.read_text(), str(path))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "BENCH_ARGS" for target in node.targets
        ):
            return {key: str(value) for key, value in ast.literal_eval(node.value).get(device, {}).items()}
    return {}


def parse_arg_overrides(pairs):
    """['gemm:size=1024', 'batch=4'] -> {'gemm': {'size': '1024'}, None: {'batch': '4'}}."""
    overrides = {}
    for pair in pairs:
        scope, _, assignment = pair.rpartition(":") if ":" in pair.split("=", 1)[0] else ("", "", pair)
        key, sep, value = assignment.partition("=")
        if not sep:
            raise SystemExit(f"--arg {pair!r} is not [TARGET:]KEY=VALUE")
        overrides.setdefault(scope or None, {})[key] = value
    return overrides


# ---------------------------------------------------------------- subprocesses


def run_logged(command, log_path, timeout, env=None):
    """Run `command` from the repository root, its output into log_path; (exit status, seconds)."""
    start = time.perf_counter()
    with open(log_path, "w") as handle:
        handle.write("$ " + shlex.join(command) + "\n")
        handle.flush()
        try:
            status = subprocess.run(
                command, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT, timeout=timeout, env=env
            ).returncode
        except subprocess.TimeoutExpired:
            status = "timeout"
    return status, time.perf_counter() - start


def last_line(path):
    lines = [line for line in Path(path).read_text(errors="replace").splitlines() if line.strip()]
    return lines[-1] if lines else ""


def run_harness(spec, mode, device, args, cache_dir, log_path, options, probe=False):
    """One harness process; its JSON record, or {'error': ...}."""
    command = [sys.executable, str(HARNESS), spec, "--mode", mode, "--device", device]
    command += [f"--arg={key}={value}" for key, value in args.items()]
    command += ["--blocks", str(options.blocks), "--min-block-s", str(options.min_block_s)]
    if probe:
        command.append("--probe")
    env = dict(os.environ)
    env["TORCHINDUCTOR_CACHE_DIR"] = str(cache_dir)
    env["TRITON_CACHE_DIR"] = str(Path(cache_dir) / "triton")
    status, seconds = run_logged(command, log_path, options.timeout, env)
    lines = [line for line in Path(log_path).read_text(errors="replace").splitlines() if line.startswith("{")]
    if status != 0 or not lines:
        return {"error": f"exit {status}: {last_line(log_path)}", "log": str(log_path), "wall_s": seconds}
    record = json.loads(lines[-1])
    record["wall_s"] = seconds
    return record


def find_rows(document):
    """The diff JSON's per-mode summary rows: `summary` where it is today, else the first list of dicts
    with 'mode' and 'median_ms' anywhere in the document."""
    if isinstance(document, dict) and isinstance(document.get("summary"), list):
        return document["summary"]
    stack = [document]
    while stack:
        item = stack.pop(0)
        if isinstance(item, list) and item and all(isinstance(row, dict) for row in item):
            if all("mode" in row and "median_ms" in row for row in item):
                return item
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return []


def run_session(spec, device, modes, args, session_dir, options, label):
    """A product session and its summary rows, keyed by mode."""
    if session_dir.exists():
        shutil.rmtree(session_dir)
    compiled_modes = [mode for mode in modes if mode != "eager"] or ["eager"]
    command = [sys.executable, "-m", "compile_inspect", "run", spec, "--modes", ",".join(compiled_modes)]
    command += ["--device", device, "-o", str(session_dir)]
    command += [f"--arg={key}={value}" for key, value in args.items()]
    command += shlex.split(options.run_opts)
    run_log = session_dir.parent / f"{session_dir.name}.run.log"
    with hog_if(options.hog) as hog:
        status, seconds = run_logged(command, run_log, options.timeout)
    result = {"label": label, "dir": str(session_dir), "run_status": status, "run_s": seconds, "hog": hog}
    result["run_log"] = str(run_log)
    diff = subprocess.run(
        [sys.executable, "-m", "compile_inspect", "diff", str(session_dir), "--format", "json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=options.timeout,
    )
    result["diff_status"] = diff.returncode
    try:
        rows = find_rows(json.loads(diff.stdout))
    except json.JSONDecodeError:
        rows = []
        result["error"] = (
            f"diff --format json exit {diff.returncode}: {(diff.stderr.strip() or '?').splitlines()[-1]}"
        )
    result["rows"] = {row.get("mode") or row.get("label"): row for row in rows}
    if status != 0 and "error" not in result:
        result["error"] = f"run exit {status}: {last_line(run_log)}"
    return result


@contextlib.contextmanager
def hog_if(enabled):
    if not enabled:
        yield None
        return
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    from hog import duty_cycled_hog

    with duty_cycled_hog(processes=2, on_s=1.5, off_s=1.5) as hog:
        yield {"pids": list(hog.pids), "on_s": hog.on_s, "off_s": hog.off_s}


# ---------------------------------------------------------------- one target


def bench_target(name, device, modes, overrides, options, work):
    stem, _, callable_name = name.partition(":")
    path = TARGETS_DIR / f"{stem}.py"
    spec = str(path.relative_to(ROOT)) + (f":{callable_name}" if callable_name else "")
    args = {**bench_args(path, device), **overrides.get(None, {}), **overrides.get(stem, {})}
    folder = work / name.replace(":", "_")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    result = {"target": name, "spec": spec, "args": args, "folder": str(folder)}
    started = time.perf_counter()

    probe = run_harness(
        spec, "eager", device, args, folder / "cache_probe", folder / "probe.log", options, True
    )
    if "error" in probe:
        log(f"{name}: skipped, it does not load here: {probe['error']}")
        result["skipped"] = probe["error"]
        return result
    log(f"{name}: loads (first eager call {probe['first_call_ms']:.1f} ms); args {args or '(defaults)'}")
    result["probe"] = probe

    sessions, harness, harness_s = [], [], 0.0
    for index in range(1, options.sessions + 1):
        log(f"{name}: session{index}{' under the hog' if options.hog else ''} ...")
        session = run_session(
            spec, device, modes, args, folder / f"session{index}", options, f"session{index}"
        )
        medians = ", ".join(
            f"{mode} {row.get('median_ms'):.3f}"
            for mode, row in session["rows"].items()
            if isinstance(row.get("median_ms"), (int, float))
        )
        log(f"{name}: session{index} {session['run_s']:.0f} s: {medians or session.get('error')}")
        sessions.append(session)
        if index == 1:  # the harness runs between session 1 and session 2
            rounds_of = paired_harness_rounds if options.harness == "paired" else harness_rounds
            harness_start = time.perf_counter()
            harness = rounds_of(spec, device, modes, args, folder, options, name)
            harness_s = time.perf_counter() - harness_start
    result["sessions"] = sessions
    result["harness"] = harness
    result["wall_s"] = time.perf_counter() - started
    result["session_s"] = sum(session["run_s"] for session in sessions)
    result["harness_s"] = harness_s
    result["comparisons"] = compare(device, modes, sessions, harness, options.hog)
    loads = [
        record["loadavg_start"]
        for round_ in harness
        for record in round_.values()
        if record.get("loadavg_start")
    ]
    result["harness_loadavg"] = [min(loads), max(loads)] if loads else None
    return result


def harness_rounds(spec, device, modes, args, folder, options, name):
    rounds = []
    for round_index in range(options.harness_repeats):
        records = {}
        for mode in modes:
            log_path = folder / f"harness_r{round_index + 1}_{mode}.log"
            record = run_harness(spec, mode, device, args, folder / "harness_cache" / mode, log_path, options)
            records[mode] = record
            if "error" in record:
                log(f"{name}: harness {mode} round {round_index + 1}: {record['error']}")
            else:
                if record.get("compile_inspect_imported"):
                    log(
                        f"{name}: harness {mode}: compile_inspect was imported: the harness is not independent"
                    )
                extra = f", throughput {record['throughput_ms']:.3f}" if record.get("throughput_ms") else ""
                log(
                    f"{name}: harness {mode} round {round_index + 1}: {record['median_ms']:.3f} ms{extra}"
                    f" ({record['calls_per_block']} calls x {record['blocks']} blocks, {record['wall_s']:.0f} s)"
                )
        rounds.append(records)
    return rounds


def paired_harness_rounds(spec, device, modes, args, folder, options, name):
    """bench/paired_harness.py: every mode's process alive at once, one block each per round; its rounds
    in the shape of harness_rounds' (a round: {mode: record})."""
    command = [sys.executable, str(PAIRED_HARNESS), spec, "--device", device, "--modes", ",".join(modes)]
    command += [f"--arg={key}={value}" for key, value in args.items()]
    command += ["--rounds", str(options.blocks), "--min-block-s", str(options.min_block_s)]
    log_path = folder / "harness_paired.log"
    status, seconds = run_logged(command, log_path, options.timeout)
    lines = [line for line in log_path.read_text(errors="replace").splitlines() if line.startswith("{")]
    if status != 0 or not lines:
        log(f"{name}: paired harness failed: exit {status}: {last_line(log_path)}")
        return []
    record = json.loads(lines[-1])
    kept = record.get("kept", range(len(record["rounds"])))
    log(f"{name}: paired harness kept {len(kept)} of {len(record['rounds'])} rounds (probe within 1.2x)")
    record["rounds"] = [record["rounds"][index] for index in kept] or record["rounds"]
    if any(ready.get("compile_inspect_imported") for ready in record["ready"].values()):
        log(f"{name}: paired harness: compile_inspect was imported: the harness is not independent")
    for mode in modes:
        values = [round_[mode]["median_ms"] for round_ in record["rounds"]]
        log(
            f"{name}: paired harness {mode}: median {statistics.median(values):.3f} ms over {len(values)} rounds"
        )
    log(f"{name}: paired harness {seconds:.0f} s (compiled and warm after {record['warm_s']:.0f} s)")
    return record["rounds"]


# ---------------------------------------------------------------- comparisons


def number(value):
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0 else None


# The product's session/rounds.py MIN_CLEAN_ROUNDS: with fewer rounds on full-speed, unstarved cores a
# session states no ratio and no verdict ("cannot be compared"), so its figures are not judged here either.
MIN_CLEAN_ROUNDS = 5


def no_verdict(row):
    """Whether the session withheld its verdict for this mode's timing (too few clean rounds)."""
    return number(row.get("rounds_run")) is not None and (row.get("rounds_kept") or 0) < MIN_CLEAN_ROUNDS


def within(ratio, tolerance):
    return None if ratio is None else abs(ratio - 1) <= tolerance


def side(speedup):
    if speedup is None:
        return None
    return 0 if abs(speedup - 1) <= SIGN_DEADBAND else (1 if speedup > 1 else -1)


def figures_for(device):
    """(figure, harness key, session key) pairs."""
    if device == "cuda":
        return [("latency", "latency_ms", "median_ms"), ("throughput", "throughput_ms", "throughput_ms")]
    return [("time", "median_ms", "median_ms")]


def compare(device, modes, sessions, harness, hog):
    tolerance = TOLERANCE[device]
    comparisons = []
    for figure, harness_key, session_key in figures_for(device):
        primary = session_key == "median_ms"
        for mode in modes:
            values = [number(round_[mode].get(harness_key)) for round_ in harness if mode in round_]
            values = [value for value in values if value is not None]
            paired = [
                round_["eager"][harness_key] / round_[mode][harness_key]
                for round_ in harness
                if number(round_.get("eager", {}).get(harness_key))
                and number(round_.get(mode, {}).get(harness_key))
            ]
            utilisation = [
                round_[mode]["figures"]["cpu_per_wall"]["median"]
                for round_ in harness
                if ((round_.get(mode) or {}).get("figures") or {}).get("cpu_per_wall")
            ]
            entry = {
                "figure": figure,
                "mode": mode,
                "harness_cpu_per_wall": statistics.median(utilisation) if utilisation else None,
                "harness_ms": statistics.median(values) if values else None,
                "harness_rounds_ms": values,
                "harness_spread": (max(values) / min(values) - 1) if values else None,
                "harness_speedup": statistics.median(paired) if paired else None,
                "harness_rounds_speedup": paired,
                "sessions": [],
            }
            for session in sessions:
                row = session["rows"].get(mode, {})
                eager_row = session["rows"].get("eager", {})
                ms = number(row.get(session_key))
                status = row.get("status")
                speedup, interval = None, None
                if mode != "eager":
                    # the product's figure, also where it gave no verdict on it (null ratio_to_control)
                    figure = row.get("ratio_to_control") or row.get("unjudged_ratio")
                    ratio = number(figure) if primary else None
                    if ratio:
                        speedup = 1 / ratio
                    elif ms and number(eager_row.get(session_key)):
                        speedup = eager_row[session_key] / ms
                    low, high = number(row.get("ratio_low")), number(row.get("ratio_high"))
                    if primary and low and high:
                        interval = [1 / high, 1 / low]
                else:
                    speedup = 1.0 if ms else None
                median_ratio = ms / entry["harness_ms"] if ms and entry["harness_ms"] else None
                speedup_ratio = (
                    speedup / entry["harness_speedup"] if speedup and entry["harness_speedup"] else None
                )
                checks = {}
                if not hog:
                    checks["median"] = within(median_ratio, tolerance)
                if mode != "eager":
                    if hog:
                        right_side = side(entry["harness_speedup"]) in (0, side(speedup))
                        near = within(speedup_ratio, HOG_TOLERANCE)
                        checks["speedup"] = None if near is None else (near and right_side)
                    else:
                        checks["speedup"] = within(speedup_ratio, tolerance)
                busy = no_verdict(row) or no_verdict(eager_row)
                if busy:  # shown, not judged: the product itself gave no verdict on these figures
                    checks = {name: None for name in checks}
                entry["sessions"].append(
                    {
                        "label": session["label"],
                        "status": status,
                        "ms": ms,
                        "median_ratio": median_ratio,
                        "speedup": speedup,
                        "speedup_interval": interval,
                        "speedup_ratio": speedup_ratio,
                        "checks": checks,
                        "no_verdict": busy,
                    }
                )
            first = entry["sessions"][0] if entry["sessions"] else None
            entry["runs"] = []
            for later in entry["sessions"][1:]:
                ratio = later["ms"] / first["ms"] if later["ms"] and first["ms"] else None
                judged = not (first["no_verdict"] or later["no_verdict"])
                ok = within(ratio, RUNS_TOLERANCE) if judged else None
                entry["runs"].append({"label": later["label"], "ratio": ratio, "ok": ok})
            entry["present"] = any(item["ms"] for item in entry["sessions"])
            comparisons.append(entry)
    return comparisons


# ---------------------------------------------------------------- report


def fmt(value, spec=".3f", missing="-"):
    return missing if value is None else format(value, spec)


def mark(ok):
    return {True: "ok", False: "MISS", None: "n/a"}[ok]


def table(results, device, hog):
    tolerance = TOLERANCE[device]
    lines = []
    if hog:
        goal = (
            f"speedup within {HOG_TOLERANCE:.0%} of the idle harness's and on the same side of 1; "
            f"sessions within {RUNS_TOLERANCE:.0%} of each other; session/harness shown, not judged"
        )
    else:
        goal = (
            f"session within {tolerance:.0%} of the harness, speedup within {tolerance:.0%}, "
            f"sessions within {RUNS_TOLERANCE:.0%} of each other"
        )
    header = (
        f"{'target':<12} {'mode':<27} {'harness ms':>10} {'spread':>6}  {'session ms':<18} {'sess/harness':<17}"
        f" {'harness x':>9}  {'session x':<14} {'sess x/harn x':<17} {'sN/s1':<11}"
    )
    for figure, _, session_key in figures_for(device):
        rows = [
            (result, entry)
            for result in results
            if "comparisons" in result
            for entry in result["comparisons"]
            if entry["figure"] == figure
        ]
        if not rows:
            continue
        lines.append("")
        what = {"time": "per-call time", "latency": "latency", "throughput": "throughput"}[figure]
        lines.append(
            f"{what} ({session_key} in the session){' [sessions under the hog]' if hog else ''}: {goal}"
        )
        if figure == "throughput" and not any(entry["present"] for _, entry in rows):
            lines.append("  the product's summary rows have no throughput_ms: harness figures only")
        lines.append(header)
        for result, entry in rows:
            sessions = entry["sessions"]
            ms = " ".join(fmt(item["ms"], missing=failed(item)) for item in sessions)
            ratio_checks = [item["checks"].get("median") for item in sessions]
            ratios = " ".join(fmt(item["median_ratio"], ".2f") for item in sessions)
            ratio_mark = "" if hog else " " + worst_mark(ratio_checks)
            speedups = " ".join(fmt(item["speedup"], ".2f") for item in sessions)
            if entry["mode"] == "eager":
                speedup_ratios = "-"
            else:
                speedup_checks = [item["checks"].get("speedup") for item in sessions]
                speedup_ratios = " ".join(fmt(item["speedup_ratio"], ".2f") for item in sessions)
                speedup_ratios += " " + worst_mark(speedup_checks)
            runs = " ".join(fmt(run["ratio"], ".2f") for run in entry["runs"])
            runs = (runs + " " + worst_mark([run["ok"] for run in entry["runs"]])) if entry["runs"] else "-"
            lines.append(
                f"{result['target']:<12} {entry['mode']:<27} {fmt(entry['harness_ms']):>10}"
                f" {fmt(entry['harness_spread'] * 100 if entry['harness_spread'] is not None else None, '.0f') + '%':>6}"
                f"  {ms:<18} {ratios + ratio_mark:<17} {fmt(entry['harness_speedup'], '.2f'):>9}  {speedups:<14}"
                f" {speedup_ratios:<17} {runs:<11}"
            )
            for item in sessions:
                if item["speedup_interval"]:
                    low, high = item["speedup_interval"]
                    lines.append(f"{'':<40}{item['label']} speedup 95% interval {low:.2f}-{high:.2f}")
    lines.append("")
    for result in results:
        if result.get("harness_loadavg"):
            low, high = result["harness_loadavg"]
            used = ", ".join(
                f"{entry['mode']} {entry['harness_cpu_per_wall']:.2f}"
                for entry in result["comparisons"]
                if entry["figure"] == "time" and entry["harness_cpu_per_wall"] is not None
            )
            lines.append(
                f"{result['target']}: harness ran at load average {low:.1f}-{high:.1f}"
                + (f"; its CPU time / wall time per block: {used}" if used else "")
            )
    for result in results:
        busy = sorted(
            {
                item["label"]
                for entry in result.get("comparisons", [])
                for item in entry["sessions"]
                if item.get("no_verdict")
            }
        )
        if busy:
            lines.append(
                f"{result['target']}: {', '.join(busy)} kept fewer than {MIN_CLEAN_ROUNDS} clean rounds and "
                "gave no verdict (busy machine): their figures are shown, not judged (n/a)"
            )
    skipped = [result for result in results if "skipped" in result]
    for result in skipped:
        lines.append(f"skipped {result['target']}: {result['skipped']}")
    lines.append("")
    lines.extend(clone_lines(results, device))
    lines.extend(tally(results))
    return "\n".join(line.rstrip() for line in lines)


CLONES_TOLERANCE = 0.05  # identical processes of one mode, in one session


def clone_groups(modes):
    """{base label: [it and its +clone=N labels]} for the bases that have clones."""
    groups = {}
    for mode in modes:
        groups.setdefault(mode.split("+clone=")[0], []).append(mode)
    return {base: group for base, group in groups.items() if len(group) > 1}


def clone_lines(results, device):
    """Per target and figure: the slowest clone over the fastest, in each session and in the harness."""
    lines = []
    for result in results:
        entries = {(e["figure"], e["mode"]): e for e in result.get("comparisons", [])}
        modes = [mode for figure, mode in entries if figure == figures_for(device)[0][0]]
        for base, group in clone_groups(modes).items():
            for figure, _, _ in figures_for(device):
                spans = [("harness", [entries[(figure, m)]["harness_ms"] for m in group], False)]
                sessions = entries[(figure, group[0])]["sessions"]
                for index, item in enumerate(sessions):
                    values = [entries[(figure, m)]["sessions"][index]["ms"] for m in group]
                    spans.append((item["label"], values, bool(item.get("no_verdict"))))
                words = []
                for label, values, busy in spans:
                    if all(values):
                        spread = max(values) / min(values)
                        judged = None if busy else spread - 1 <= CLONES_TOLERANCE
                        words.append(f"{label} {spread:.3f}x {mark(judged)}")
                lines.append(
                    f"{result['target']} {figure}: {len(group)} clones of {base}, slowest/fastest: "
                    + ", ".join(words)
                )
    return lines


def failed(item):
    """What stands in for a session's missing figure: its status when the mode did not run ok."""
    return item["status"] if item["status"] not in (None, "ok") else "-"


def worst_mark(checks):
    known = [check for check in checks if check is not None]
    if not known:
        return "n/a"
    return "ok" if all(known) else "MISS"


def tally(results):
    counts = {}
    for result in results:
        for entry in result.get("comparisons", []):
            for item in entry["sessions"]:
                for name, ok in item["checks"].items():
                    counts.setdefault(f"{entry['figure']} {name}", []).append(ok)
            for run in entry["runs"]:
                counts.setdefault(f"{entry['figure']} sessions", []).append(run["ok"])
    lines = []
    for name, oks in counts.items():
        judged = [ok for ok in oks if ok is not None]
        lines.append(
            f"{name}: {sum(judged)}/{len(judged)} within target"
            + (f" ({len(oks) - len(judged)} n/a)" if len(judged) < len(oks) else "")
        )
    return lines


def machine():
    info = {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count()}
    with contextlib.suppress(OSError):
        info["loadavg"] = os.getloadavg()
    return info


# ---------------------------------------------------------------- main


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    parser.add_argument(
        "--targets",
        help=f"comma-separated names of bench/targets/ (default: all): {','.join(discover_targets())}",
    )
    parser.add_argument(
        "--modes",
        help="comma-separated (eager always runs); default: cpu 'default', cuda "
        "'default,reduce-overhead,max-autotune-no-cudagraphs'",
    )
    parser.add_argument("--max-autotune", action="store_true", help="add max-autotune (slow to compile)")
    parser.add_argument("--out", help="write every number here as JSON (rewritten after each target)")
    parser.add_argument(
        "--work", help="folder for sessions, harness logs and caches (default: a new temp folder, kept)"
    )
    parser.add_argument(
        "--hog", action="store_true", help="run the product sessions under a duty-cycled CPU hog"
    )
    parser.add_argument("--sessions", type=int, default=2, help="product sessions per target (default 2)")
    parser.add_argument(
        "--harness-repeats", type=int, default=3, help="interleaved harness rounds (default 3)"
    )
    parser.add_argument(
        "--harness",
        choices=["fresh", "paired"],
        default="fresh",
        help="fresh: a new process per mode and round (--harness-repeats rounds); paired: "
        "bench/paired_harness.py, every mode's process alive at once, --blocks rounds of one block each",
    )
    parser.add_argument(
        "--arg",
        action="append",
        default=[],
        metavar="[TARGET:]KEY=VALUE",
        help="override an example_inputs argument (all targets, or one); repeatable",
    )
    parser.add_argument(
        "--run-opts", default="", help="extra options for `compile_inspect run`, e.g. '--iters 200'"
    )
    parser.add_argument("--blocks", type=int, default=21, help="harness: timed blocks per process (>= 15)")
    parser.add_argument(
        "--min-block-s", type=float, default=0.05, help="harness: seconds a block lasts at least"
    )
    parser.add_argument(
        "--threads",
        type=int,
        help="OMP_NUM_THREADS for the sessions and the harness alike (default: torch's, one per core)",
    )
    parser.add_argument("--timeout", type=float, default=3600, help="seconds any one subprocess may run")
    parser.add_argument(
        "--clones",
        type=int,
        default=1,
        help="time N processes of the first compiled mode (MODE, MODE+clone=2, ...) in each session and "
        "harness run: identical processes must agree (issue 27: within 5%%)",
    )
    parser.add_argument(
        "--report",
        nargs="+",
        metavar="JSON",
        help="print the tables of results saved with --out (several files: their targets in one table)",
    )
    options = parser.parse_args(argv)
    if options.report:
        return report_saved(options.report)

    device = options.device
    wanted = [name.strip() for name in (options.modes or DEFAULT_MODES[device]).split(",") if name.strip()]
    if options.max_autotune:
        wanted.append("max-autotune")
    unknown = [mode for mode in wanted if mode not in MODES]
    if unknown:
        parser.error(f"unknown mode {unknown[0]!r}; choose from {', '.join(MODES)}")
    modes = [mode for mode in MODES if mode == "eager" or mode in wanted]
    if options.clones > 1:  # N processes of the first compiled mode, in one session and one harness run
        base = next((mode for mode in modes if mode != "eager"), "eager")
        at = modes.index(base) + 1
        modes[at:at] = [f"{base}+clone={k}" for k in range(2, options.clones + 1)]
    names = [name.strip() for name in options.targets.split(",")] if options.targets else discover_targets()
    for name in names:
        if not (TARGETS_DIR / f"{name.partition(':')[0]}.py").is_file():
            parser.error(f"no target {name!r} in {TARGETS_DIR} (have: {', '.join(discover_targets())})")
    if options.threads:
        os.environ["OMP_NUM_THREADS"] = str(options.threads)  # inherited by every subprocess
    options.sessions = max(1, options.sessions)
    options.harness_repeats = max(1, options.harness_repeats)
    overrides = parse_arg_overrides(options.arg)
    work = Path(options.work) if options.work else Path(tempfile.mkdtemp(prefix="fidelity_"))
    work.mkdir(parents=True, exist_ok=True)
    log(f"device {device}, modes {','.join(modes)}, targets {','.join(names)}, work folder {work}")

    started = time.perf_counter()
    report = {
        "device": device,
        "modes": modes,
        "hog": options.hog,
        "sessions": options.sessions,
        "harness_repeats": options.harness_repeats,
        "harness": options.harness,
        "tolerance": {
            "median_and_speedup": TOLERANCE[device],
            "runs": RUNS_TOLERANCE,
            "hog_speedup": HOG_TOLERANCE,
        },
        "machine": machine(),
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "started": time.strftime("%Y-%m-%d %H:%M:%S"),
        "work": str(work),
        "command": shlex.join([sys.executable, *sys.argv]),
        "targets": [],
    }
    for name in names:
        report["targets"].append(bench_target(name, device, modes, overrides, options, work))
        report["elapsed_s"] = time.perf_counter() - started
        if options.out:
            Path(options.out).write_text(json.dumps(report, indent=1))
    report["machine"]["loadavg_end"] = machine().get("loadavg")
    if options.out:
        Path(options.out).write_text(json.dumps(report, indent=1))
    print_report(report)
    print(f"work folder {work}" + (f"; JSON {options.out}" if options.out else ""))


def harness_words(report):
    if report.get("harness") == "paired":
        return "a paired harness (every mode's process alive, one block each per round)"
    return f"{report['harness_repeats']} harness rounds"


def print_report(report):
    device, hog = report["device"], report["hog"]
    print(
        f"bench/fidelity.py: {device}, modes {','.join(report['modes'])}, {report['sessions']} sessions, "
        + harness_words(report)
        + (", hog during sessions" if hog else "")
    )
    print(table(report["targets"], device, hog))
    for result in report["targets"]:
        if "wall_s" in result:
            print(
                f"{result['target']}: {result['wall_s']:.0f} s (sessions {result['session_s']:.0f} s, "
                f"harness {result['harness_s']:.0f} s)"
            )
    print(f"total {report.get('elapsed_s', 0):.0f} s")


def report_saved(paths):
    """The tables of saved results, judged again by this version's rules from the saved sessions' rows and
    harness rounds; files of the same device, hog setting and modes are merged."""
    groups = {}
    for path in paths:
        report = json.loads(Path(path).read_text())
        for target in report["targets"]:
            if "sessions" in target and "harness" in target:
                target["comparisons"] = compare(
                    report["device"], report["modes"], target["sessions"], target["harness"], report["hog"]
                )
        key = (report["device"], report["hog"], tuple(report["modes"]))
        if key in groups:
            groups[key]["targets"].extend(report["targets"])
            groups[key]["elapsed_s"] = groups[key].get("elapsed_s", 0) + report.get("elapsed_s", 0)
        else:
            groups[key] = report
    for report in groups.values():
        print_report(report)


if __name__ == "__main__":
    main()
