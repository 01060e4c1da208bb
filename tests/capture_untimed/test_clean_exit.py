"""Issue 18, capture side, for real: one `compile-inspect run --force` on CPU into a folder of the user's,
of a target whose `example_inputs` starts a child process that would sleep for five minutes, with the
user's own TMPDIR, TORCH_LOGS=+dynamo and TORCH_LOGS_OUT set. While it runs, the same command is refused
(the folder is locked). Afterwards: no child left, nothing in the user's TMPDIR nor their TORCH_LOGS_OUT
file, the user's files where they were, every file of the session in its manifest, and the session read
as usual despite Dynamo's debug lines in each log. About 30-50 s on 2 cores.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compile_inspect.capture import output, ownership
from compile_inspect.findings.inputs import graph_inputs
from compile_inspect.session.model import load_session

pytestmark = pytest.mark.slow

FORKING_TARGET = """
import os, subprocess, sys, torch


def fn(a):
    return torch.square(torch.square(a))


def example_inputs(size=8):
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
    daemon = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"], start_new_session=True)
    with open(os.environ["CHILD_PIDS"], "a") as pids:
        pids.write(f"{child.pid}\\n")
    with open(os.environ["CHILD_PIDS"] + ".setsid", "a") as pids:
        pids.write(f"{daemon.pid}\\n")
    return (torch.randn(size, size),)
"""
QUICK = ["--modes", "default", "--warmup", "1", "--wait", "0", "--profile-warmup", "0", "--active", "1"]
QUICK += ["--iters", "5", "--rounds", "2", "--block-ms", "5"]


def cli(*argv):
    return [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", *argv]


def wait_for_marker(out, process, timeout=60):
    """The pid the folder's marker names, once the run has written it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        pid = ownership.holder_pid(out)
        if pid:
            return pid
        time.sleep(0.05)
    raise AssertionError("the run never marked its folder")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    base = tmp_path_factory.mktemp("clean_exit")
    target, out, user_tmp = base / "forking.py", base / "mine", base / "user_tmp"
    target.write_text(FORKING_TARGET)
    (out / "eager").mkdir(parents=True)
    (out / "eager" / "important.txt").write_text("mine")
    (out / "notes.txt").write_text("mine")
    user_tmp.mkdir()
    env = dict(os.environ, TMPDIR=str(user_tmp), TORCH_LOGS="+dynamo", CHILD_PIDS=str(base / "child_pids"))
    env["TORCH_LOGS_OUT"] = str(base / "my_torch_logs.txt")
    command = cli("run", str(target), *QUICK, "-o", str(out), "--force")
    first = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    holder = wait_for_marker(out, first)
    second = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    stdout, stderr = first.communicate(timeout=300)
    assert first.returncode == 0, stderr
    return {
        "base": base,
        "out": out,
        "user_tmp": user_tmp,
        "holder": holder,
        "second": second,
        "first": first,
    }


def test_a_second_run_into_the_same_folder_is_refused_naming_the_first(run):
    second, out = run["second"], run["out"]
    assert run["holder"] == run["first"].pid
    assert second.returncode == 2 and second.stderr.splitlines() == [
        f"error: {out} is in use by another compile-inspect run (pid {run['holder']}); wait for it to end or "
        "choose another -o/--out"
    ]


def test_no_child_of_the_target_outlives_the_run(run):
    pids = [int(line) for line in (run["base"] / "child_pids").read_text().split()]
    assert len(pids) == 2  # eager's worker and default's each started one
    assert [pid for pid in pids if _running(pid)] == []


def test_no_daemon_of_the_target_outlives_the_run(run):
    """Issue 29's D10: a child that left the worker's process group (setsid) is not reached by ending the
    group; the run adopts such orphans (PR_SET_CHILD_SUBREAPER) and ends them when it ends."""
    pids = [int(line) for line in (run["base"] / "child_pids.setsid").read_text().split()]
    assert len(pids) == 2
    assert [pid for pid in pids if _running(pid)] == []


def _running(pid):
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_nothing_lands_in_the_users_temp_folder_nor_their_log_file(run):
    assert list(run["user_tmp"].iterdir()) == []  # Inductor's precompiled headers went to <mode>/tmp
    assert not (run["base"] / "my_torch_logs.txt").exists()
    assert not any(path.name == "tmp" for path in run["out"].rglob("tmp"))  # removed with each worker


def test_the_users_files_stay_and_every_other_file_is_in_the_manifest(run):
    out = run["out"]
    assert (out / "eager" / "important.txt").read_text() == "mine" and (
        out / "notes.txt"
    ).read_text() == "mine"
    listed = ownership.read_manifest(out)
    trees = [name for name, kind in listed.items() if kind == ownership.TREE]
    unlisted = []
    for path in out.rglob("*"):
        relative = path.relative_to(out).as_posix()
        if relative in listed or any(relative.startswith(tree + "/") for tree in trees):
            continue
        unlisted.append(relative)
    assert sorted(unlisted) == sorted([*ownership.OWN_FILES, "eager", "eager/important.txt", "notes.txt"])


def test_the_users_torch_logs_are_kept_and_the_session_reads_as_usual(run):
    session = load_session(run["out"])
    default = session.mode("default")
    assert [mode.status for mode in session.modes] == ["ok", "ok"]
    assert default.graphs and session.graph_sources("default")
    log = session.path(default.log_file).read_text()
    assert "torchdynamo start compiling" in log  # +dynamo's debug lines (absent from a plain run's log)
    assert "[__output_code] Output code:" in log  # and the output_code log the session reads
    output_code_only = "\n".join(line for line in log.splitlines() if "[__output_code]" in line)
    assert graph_inputs(log) == graph_inputs(output_code_only) == [("arg0_1", 64)]  # what findings read
    done = subprocess.run(cli("diff", str(run["out"])), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "eager -> default" in done.stdout


def test_a_rerun_would_remove_only_what_runs_wrote(run):
    out = run["out"]
    with output.claim_folder(out) as folder:  # no --force: the folder is ours now
        output.prepare_out_dir(folder)
    left = sorted(path.relative_to(out).as_posix() for path in out.rglob("*"))
    assert left == sorted([*ownership.OWN_FILES, "eager", "eager/important.txt", "notes.txt"])


def test_the_users_triton_cache_is_not_the_workers(tmp_path, monkeypatch):
    """A GPU worker's Triton kernels go under the mode's Inductor cache, never into the user's TRITON_CACHE_DIR
    nor Triton's default ~/.triton/cache (where Inductor's compile subprocesses put them when the variable
    is unset: seen on the H200, torch 2.11); the same for each rank under --nproc."""
    from compile_inspect.capture.output import WorkerJob
    from compile_inspect.capture.protocol import rank_env, worker_env

    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "my_triton_cache"))
    job = WorkerJob("default", tmp_path / "s" / "default")
    cache = (tmp_path / "s" / "default" / "inductor_cache").resolve()
    for env in (worker_env(job), rank_env(job)):
        assert env["TRITON_CACHE_DIR"] == str(cache / "triton" / "0")
        assert env["TORCHINDUCTOR_CACHE_DIR"] == str(cache)


def test_in_process_capture_sets_and_restores_the_triton_cache(tmp_path, monkeypatch):
    """inspect(in_process=True): Triton's cache follows the mode's Inductor cache for the duration, and the
    user's TRITON_CACHE_DIR (or its absence) is back afterwards."""
    from compile_inspect.capture import _torch

    for users in (str(tmp_path / "mine"), None):
        if users is None:
            monkeypatch.delenv("TRITON_CACHE_DIR", raising=False)
        else:
            monkeypatch.setenv("TRITON_CACHE_DIR", users)
        with _torch.inductor_cache_dir(tmp_path / "cache"):
            assert os.environ["TRITON_CACHE_DIR"] == str((tmp_path / "cache").resolve() / "triton" / "0")
        assert os.environ.get("TRITON_CACHE_DIR") == users


IN_PROCESS_POINTWISE = """
import sys, torch, compile_inspect as ci
quick = dict(modes=["default"], warmup=1, wait=0, profile_warmup=0, active=1, iters=3, rounds=2, block_ms=5)
ci.inspect(lambda x: torch.sin(x) * 2 + 1, torch.randn(64), in_process=True, out_dir=sys.argv[1], **quick)
"""


def test_an_in_process_compile_puts_its_precompiled_header_in_the_header_cache_not_the_users_tmp(
    tmp_path, header_cache
):
    """Issue 29's D12: a pointwise kernel compiled in the user's process (a lambda) built Inductor's
    150 MB header under the user's temp folder, fixed when torch was imported there."""
    users_tmp, cache = tmp_path / "users_tmp", Path(header_cache)  # the suite's: built once
    users_tmp.mkdir()
    env = dict(os.environ, TMPDIR=str(users_tmp), COMPILE_INSPECT_HEADER_CACHE=str(cache))
    done = subprocess.run(
        [sys.executable, "-c", IN_PROCESS_POINTWISE, str(tmp_path / "s")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert [p.name for p in cache.glob("*.gch")], sorted(cache.rglob("*"))
    left = [p for p in users_tmp.rglob("*") if p.is_file()]
    assert not [p for p in left if "precompiled_headers" in p.parts], left
