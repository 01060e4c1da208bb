"""Capture for real on CPU: one shared `run --modes all` of a small matmul_add, plus targeted worker runs.

No mocks: torch.compile, the profiler and Inductor run. The whole module costs about a minute on 2 cores.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.capture import building, output, protocol, runner
from compile_inspect.capture.request import CaptureRequest
from compile_inspect.code import evidence, torch_trace
from compile_inspect.code import sources as codegen
from compile_inspect.session.model import load_session
from compile_inspect.session.modes import MODES, compile_kwargs

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def all_modes(matmul_add_all_modes):
    """The suite's capture of samples/matmul_add.py under every mode (tests/conftest.py)."""
    out, process = matmul_add_all_modes
    return load_session(out), process


def test_every_mode_ok_with_timing_and_trace(all_modes):
    session, _ = all_modes
    assert session.mode_names == MODES
    for run in session.modes:
        assert run.status == "ok" and run.error is None, run
        assert 0 < run.timing.min_ms <= run.timing.median_ms <= run.timing.max_ms
        assert run.timing.iters >= 20 and run.timing.method == "perf_counter"
        assert run.timing.rounds_run >= 4 and len(run.timing.round_ms) == run.timing.rounds_run
        assert session.trace_path(run.mode).is_file() and run.compile_seconds > 0


def test_every_block_records_its_core_and_speed_probe_and_the_modes_share_the_fastest_core(all_modes):
    session, _ = all_modes
    allowed = set(os.sched_getaffinity(0))
    cores = {run.mode: set(run.timing.cpus) for run in session.modes}
    for run in session.modes:
        blocks = json.loads((session.root / run.mode / "timing.json").read_text())["blocks"]
        assert len(blocks) == run.timing.rounds_run
        assert all(block["probe_ms"] > 0 and block["cpu"] in allowed for block in blocks)
        assert run.timing.probe_fastest_ms == min(block["probe_ms"] for block in blocks)
        assert run.timing.probe_fastest_ms <= run.timing.probe_median_ms <= run.timing.probe_slowest_ms
        if len(allowed) > 1:  # one intra-op thread and more cores: pinned, every mode on the same cores
            assert run.timing.pinned and len(cores[run.mode]) <= 1 + run.timing.core_moves
    if len(allowed) > 1 and not session.modes[0].timing.core_moves:
        assert len(set().union(*cores.values())) == 1


def test_the_short_report_of_every_mode_on_cpu_says_once_what_is_shared(all_modes):
    """Issue 40: reduce-overhead / max-autotune on CPU say CUDA graphs do not apply (context, never the
    verdict's cause); a finding every comparison lists word for word (ops-fused) is stated once; the
    columns no mode has any of are named in one line; the short report is far shorter than --full."""
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.render.text import render_text

    session, _ = all_modes
    report = diff_session(session)
    by_test = {c.test: c for c in report.comparisons}
    for mode in ("reduce-overhead", "max-autotune"):
        (cpu,) = [f for f in by_test[mode].findings if f.id == "cudagraphs-on-cpu"]
        assert cpu.message.startswith(f"{mode} ran on CPU, where CUDA graphs do not apply")
        assert cpu.message not in by_test[mode].verdict[0]
    assert not any(f.id == "cudagraphs-on-cpu" for f in by_test["default"].findings)
    assert [f.id for f in report.shared_findings] == ["ops-fused"]
    short = render_text(report, width=100)
    assert short.count("[ops-fused]") == 1 and "Findings of every comparison against eager" in short
    assert "no mode has any breaks, recompiles" in " ".join(short.split())
    assert len(short.splitlines()) <= 80 < len(render_text(report, width=100, full=True).splitlines())


def test_every_compiled_graph_hash_in_each_trace_resolves_to_addmm(all_modes):
    session, _ = all_modes
    for run in session.modes[1:]:
        called = codegen.graph_hashes_in_trace(session.trace_path(run.mode))
        sources = session.graph_sources(run.mode)
        assert called and set(called) <= set(sources), run.mode
        assert all("addmm" in sources[h] for h in called), run.mode
    assert session.mode("eager").graphs == ()


def test_compiled_outputs_match_eager(all_modes):
    session, _ = all_modes
    for run in session.modes:
        assert run.accuracy.max_rel_error < 1e-4, run


def test_each_profiled_step_is_labelled_with_the_target_name(all_modes):
    session, _ = all_modes
    events = json.loads(session.trace_path("default").read_text())["traceEvents"]
    steps = [event for event in events if event.get("name") == "fn" and event.get("ph") == "X"]
    assert len(steps) == session.options.active == 5  # the default: enough steps for a stable median


def test_session_round_trips_and_records_the_environment(all_modes):
    session, _ = all_modes
    again = load_session(session.root / "session.json")
    assert again == session and again.root == session.root
    assert session.environment.torch.startswith("2.") and session.environment.device == "cpu"
    assert session.target.args == (("size", "32"),)


def test_progress_on_stderr_and_inductor_logs_only_in_log_files(all_modes):
    session, process = all_modes
    for mode in MODES:
        assert f"{mode}: ok" in process.stderr
    assert "Output code" not in process.stderr + process.stdout
    assert "Output code" in (session.root / session.mode("default").log_file).read_text()


def test_each_job_records_what_was_set_and_each_log_its_phases(all_modes):
    session, _ = all_modes
    for run in session.modes:
        job = json.loads((session.root / run.mode / "job.json").read_text())
        assert job["tuned_env"] == protocol.tuned_env(session.options.jobs)
        log = (session.root / run.log_file).read_text()
        phases = [line.split(" at ")[0] for line in log.splitlines() if line.startswith("[compile-inspect] ")]
        assert phases[:2] == ["[compile-inspect] torch imported", "[compile-inspect] target loaded"], phases
        assert phases[-3].startswith("[compile-inspect] ready (first call"), phases
        assert phases[-2:] == ["[compile-inspect] profiling", "[compile-inspect] measured"], phases


def _run_worker(folder, target, mode="default"):
    """One worker process, driven by hand: wait for ready, hand over the token, read the result."""
    job = output.WorkerJob(mode, folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "mode": mode,
        "target": str(target),
        "args": {},
        "device": "cpu",
        "compile_kwargs": compile_kwargs(mode),
        "warmup": 1,
        "wait": 1,
        "profile_warmup": 1,
        "active": 2,
        "iters": 3,
        "trace_file": str(job.paths["trace_file"]),
        "result_file": str(job.paths["result_file"]),  # what it reported, for the tests to read
    }
    job.paths["job_file"].write_text(json.dumps(data))
    with open(job.paths["log_file"], "w") as log:
        process = subprocess.run(
            [sys.executable, "-m", "compile_inspect.capture.worker", str(job.paths["job_file"])],
            input='{"do": "calibrate", "block_s": 0.001}\n{"do": "block", "calls": 2, "round": 0}\n{"do": "profile"}\n',
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
            env=protocol.worker_env(job),
            timeout=300,
        )
    messages = [json.loads(line) for line in process.stdout.splitlines()]
    assert [m["event"] for m in messages] == ["ready", "calibrated", "block", "done"], messages
    return job


GRAPH_BREAK = """
import torch
def fn(x):
    y = torch.sin(x) + 1
    print("graph break here")
    return torch.cos(y) * 2
def example_inputs(size=8, device="cpu"):
    return (torch.randn(size, size, device=device),)
"""


def test_graph_breaks_cold_and_warm_cache_all_hashes_resolve(tmp_path):
    target = tmp_path / "graph_break.py"
    target.write_text(GRAPH_BREAK)
    cold = _run_worker(tmp_path / "mode", target)
    cold_graphs = building.collect_graphs(cold.paths, tmp_path)
    os.rename(cold.paths["torch_trace_dir"], tmp_path / "cold_torch_trace")
    warm = _run_worker(tmp_path / "mode", target)  # same cache dir: FX graph cache hits
    warm_graphs = building.collect_graphs(warm.paths, tmp_path)
    hits = [
        r
        for r in torch_trace.read_torch_trace(warm.paths["torch_trace_dir"])
        if r.artifact_name == "fx_graph_cache_hit"
    ]
    assert len(hits) >= 2
    for graphs in (cold_graphs, warm_graphs):
        called = [graph for graph in graphs if graph.in_trace]
        assert len(called) >= 2 and all(graph.source_file for graph in called)
    assert evidence.graph_breaks_in_torch_trace(tmp_path / "cold_torch_trace")
    assert "graph break here" in warm.paths["log_file"].read_text()  # the user's print went to the log


RELU = """
import torch
def fn(x):
    return torch.relu(x) * 2
def example_inputs():
    return (torch.randn(8, 8),)
"""


def test_a_throwaway_profiler_session_runs_first_and_its_steps_are_reported(tmp_path):
    """The process's first profiler session is slow for reasons of its own: a throwaway one runs before the
    baseline and the recorded profile, its step time reported; the trace holds only the recorded steps."""
    target = tmp_path / "relu.py"
    target.write_text(RELU)
    job = _run_worker(tmp_path / "eager", target, mode="eager")
    result = json.loads(job.paths["result_file"].read_text())["result"]
    assert result["first_profile_step_ms"] > 0 and result["unprofiled_step_ms"] > 0
    assert result["profiled_step_ms"] > 0
    events = json.loads(job.paths["trace_file"].read_text())["traceEvents"]
    steps = [e["name"] for e in events if e.get("name", "").startswith("ProfilerStep#")]
    assert len(steps) == 2  # the job's `active`: nothing of the throwaway session was exported


RAISES_IN_DEFAULT = """
import os, torch
MODE = os.environ.get("COMPILE_INSPECT_MODE")
def fn(x):
    if MODE == "default":
        raise RuntimeError("boom in default")
    return x * 2
def example_inputs():
    return (torch.ones(4),)
"""


def test_a_mode_whose_function_raises_fails_alone(tmp_path):
    target = tmp_path / "raises.py"
    target.write_text(RAISES_IN_DEFAULT)
    session = runner.run_session(CaptureRequest.create(str(target), tmp_path / "out"))
    assert session.mode("eager").status == "ok"
    failed = session.mode("default")
    assert failed.status == "failed" and failed.error == "RuntimeError: boom in default"
    assert load_session(tmp_path / "out").mode("default").error == failed.error


SLOW_IN_DEFAULT = RAISES_IN_DEFAULT.replace(
    'raise RuntimeError("boom in default")', "import time; time.sleep(60)"
)


def test_a_mode_that_times_out_fails_with_a_reason(tmp_path):
    from compile_inspect.session.model import Options

    target = tmp_path / "slow.py"
    target.write_text(SLOW_IN_DEFAULT)
    # eager's whole run (start, short timing, one profiled step) fits 8 s of its own time many times over
    quick = dict(warmup=1, wait=0, profile_warmup=0, active=1, iters=3, rounds=2, block_ms=5.0)
    options = Options(timeout_s=8.0, jobs=2, **quick)
    session = runner.run_session(CaptureRequest.create(str(target), tmp_path / "out", options=options))
    assert session.mode("eager").status == "ok"
    assert session.mode("default").error == "timed out after 8s (--timeout)"


def test_inductor_builds_its_precompiled_header_in_the_shared_cache_and_the_run_tmp_goes(
    tmp_path, header_cache
):
    """A pointwise kernel compiles C++, so Inductor needs its precompiled header: it lands in the header
    cache (kept between runs) through the run TMPDIR's link, and the run TMPDIR is removed whole."""
    out = tmp_path / "sq"
    command = [sys.executable, "-m", "compile_inspect", "run", str(ROOT / "samples" / "square.py")]
    command += ["--arg", "size=8", "--modes", "default", "--warmup", "1", "--wait", "0"]
    command += ["--profile-warmup", "0", "--active", "1", "--iters", "3", "--rounds", "2", "-o", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    headers = [path for path in Path(header_cache).rglob("*") if path.suffix in (".gch", ".pch")]
    assert headers and all(path.stat().st_size > 1 << 20 for path in headers), sorted(
        Path(header_cache).rglob("*")
    )
    assert not (out / protocol.RUN_TMP).exists()
    # Inductor's CPU feature probes (C++ builds of their own) ran in the cache too, not in the mode's cache
    probes = {path.name for path in (Path(header_cache) / "cpu_isa_probes").rglob("*.so")}
    in_mode = {path.name for path in (out / "default" / "inductor_cache").rglob("*") if path.suffix == ".so"}
    assert probes and in_mode and not probes & in_mode, (probes, in_mode)


def test_the_header_cache_link_and_its_switch(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILE_INSPECT_HEADER_CACHE", str(tmp_path / "cache"))
    run_tmp = tmp_path / "run_tmp"
    run_tmp.mkdir()
    protocol.link_header_cache(run_tmp)
    (link,) = run_tmp.glob("torchinductor_*/precompiled_headers")
    assert link.is_symlink() and link.resolve() == (tmp_path / "cache").resolve()
    (link / "kept.h").write_text("x")
    shutil.rmtree(run_tmp)  # as the run does when it ends
    assert (tmp_path / "cache" / "kept.h").read_text() == "x"
    monkeypatch.setenv("COMPILE_INSPECT_HEADER_CACHE", "off")
    assert protocol.header_cache() is None
    monkeypatch.delenv("COMPILE_INSPECT_HEADER_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert protocol.header_cache() == tmp_path / "xdg" / "compile-inspect" / "precompiled_headers"
