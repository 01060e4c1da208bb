"""`compile-inspect run --nproc 2` for real on CPU: torch.distributed.run, gloo, DistributedDataParallel
(samples/ddp_train.py), eager and default; one sub-session per rank plus the top session listing them.

Checked against the raw traces: each rank's trace is its own process (the pid its ModeRun records)
and holds one gloo all-reduce per profiled step (the tiny model's gradients fit one DDP bucket).
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code import sources as codegen
from compile_inspect.session.model import load_session

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow
ACTIVE = 2


@pytest.fixture(scope="module")
def two_ranks(tmp_path_factory):
    out = tmp_path_factory.mktemp("nproc") / "ddp"
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "run"]
    command += [str(ROOT / "samples" / "ddp_train.py"), "--nproc", "2", "--modes", "default", "-o", str(out)]
    command += ["--arg", "size=16", "--warmup", "1", "--wait", "0", "--profile-warmup", "0"]
    command += ["--active", str(ACTIVE), "--iters", "3", "--rounds", "3", "--block-ms", "5"]
    process = subprocess.run(command, capture_output=True, text=True, timeout=500)
    assert process.returncode == 0, process.stderr
    return out


def _x_events(trace_file):
    return [e for e in json.loads(Path(trace_file).read_text())["traceEvents"] if e.get("ph") == "X"]


def test_one_loadable_session_per_rank_listed_by_the_top_one(two_ranks):
    top = load_session(two_ranks)
    assert top.ranks == ("rank0", "rank1") and top.rank is None
    for rank, folder in enumerate(top.ranks):
        session = load_session(two_ranks / folder)
        assert session.rank == rank and session.ranks == ()
        assert session.mode_names == ("eager", "default") and all(run.ok for run in session.modes)
        assert session.trace_path("default") == two_ranks / folder / "default" / "trace.json"
    rank0 = load_session(two_ranks / "rank0")
    assert [run.pid for run in top.modes] == [run.pid for run in rank0.modes]
    assert top.trace_path("default") == rank0.trace_path("default")  # top paths lead into rank0/
    assert top.graph_sources("default") == rank0.graph_sources("default")


def test_each_rank_profiled_itself_with_one_gloo_all_reduce_per_step(two_ranks):
    pids = set()
    for folder in ("rank0", "rank1"):
        session = load_session(two_ranks / folder)
        for run in session.modes:
            events = _x_events(session.trace_path(run.mode))
            assert {e["pid"] for e in events if isinstance(e.get("pid"), int)} == {run.pid}, run.mode
            steps = [e for e in events if e["name"] == "fn"]
            reduces = [e for e in events if e["name"] == "gloo:all_reduce"]
            assert len(steps) == ACTIVE and len(reduces) == ACTIVE, (folder, run.mode)
            inside = [r for r in reduces if any(s["ts"] <= r["ts"] <= s["ts"] + s["dur"] for s in steps)]
            assert len(inside) == ACTIVE
            pids.add(run.pid)
    assert len(pids) == 4  # two modes x two ranks, each its own process


def test_each_rank_compiled_into_its_own_cache_and_logged_its_rank(two_ranks):
    for rank, folder in enumerate(("rank0", "rank1")):
        session = load_session(two_ranks / folder)
        run = session.mode("default")
        called = codegen.graph_hashes_in_trace(session.trace_path("default"))
        assert called and set(called) <= set(session.graph_sources("default"))
        assert (two_ranks / folder / run.cache_dir).is_dir() and (
            two_ranks / folder / run.torch_trace_dir
        ).is_dir()
        log = (two_ranks / folder / run.log_file).read_text()
        assert f"process group ready (gloo, rank {rank} of 2)" in log
    assert (two_ranks / "rank0" / "default" / "launcher.log").is_file()


def test_the_sample_trains_plainly_without_a_process_group():
    torch = pytest.importorskip("torch")
    from compile_inspect.capture.target import load_target

    target = load_target(str(ROOT / "samples" / "ddp_train.py"), {"size": "8"}, "cpu")
    assert target.fn.ddp is target.fn.model  # no DistributedDataParallel without a process group
    first, second = target.fn(*target.inputs), target.fn(*target.inputs)
    assert first.shape == () and torch.isfinite(first) and second < first  # one SGD step further on


def test_ctrl_c_stops_the_launcher_and_every_rank(tmp_path):
    """The ranks run in process groups of their own (torch.distributed.run starts them so): the
    launcher's SIGTERM and their PR_SET_PDEATHSIG stop them with it."""
    import signal
    import time

    from test_interrupt import Run, alive, descendants

    run = Run(ROOT / "samples" / "ddp_train.py", tmp_path / "s", "--nproc", "2", "--arg", "size=16")
    run.wait_for("default: compiling")
    deadline = time.monotonic() + 60
    while len(descendants(run.process.pid)) < 3 and time.monotonic() < deadline:  # launcher + 2 ranks
        time.sleep(0.2)
    workers = descendants(run.process.pid)
    sent = time.monotonic()
    run.process.send_signal(signal.SIGINT)
    run.process.wait(timeout=30)
    assert run.process.returncode == 130 and time.monotonic() - sent < 2.0
    assert len(workers) >= 3 and [pid for pid in workers if alive(pid)] == []
    top = load_session(tmp_path / "s")
    assert top.interrupted and top.ranks == ("rank0", "rank1")
