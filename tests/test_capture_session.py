"""The session model and mode planning (no torch)."""

import json
import os

import pytest

from compile_inspect.capture import output, ownership, protocol, scheduler
from compile_inspect.errors import SessionError, UsageError
from compile_inspect.session.model import (
    Accuracy,
    Environment,
    GraphCode,
    ModeRun,
    Options,
    Session,
    Target,
    Timing,
    load_session,
    save_session,
)
from compile_inspect.session.modes import MODES, compile_kwargs, configuration, parse_modes


def make_session():
    graph = GraphCode("fabc", "default/code/fabc.py")
    runs = (
        ModeRun("eager", "ok", timing=Timing(1.0, 0.9, 1.5, 50, "perf_counter"), accuracy=Accuracy(0.0, 0.0)),
        ModeRun(
            "default",
            "ok",
            timing=Timing(0.5, 0.4, 0.9, 50, "perf_counter"),
            graphs=(graph,),
            trace_file="default/trace.json",
            graph_breaks=("print",),
        ),
        ModeRun("max-autotune", "failed", error="RuntimeError: boom"),
    )
    return Session(Target("m.py", "fn", (("size", "8"),)), Options(), Environment(torch="2.13.0"), runs)


def test_session_json_round_trip_and_accessors(tmp_path):
    (tmp_path / "default" / "code").mkdir(parents=True)
    (tmp_path / "default" / "code" / "fabc.py").write_text("# generated")
    saved = save_session(make_session(), tmp_path)
    loaded = load_session(tmp_path)
    assert loaded == saved and loaded.root == tmp_path
    assert loaded.graph_sources("default") == {"fabc": "# generated"}
    assert loaded.trace_path("default") == tmp_path / "default" / "trace.json"
    assert loaded.trace_path("max-autotune") is None and not loaded.mode("max-autotune").ok
    assert json.loads((tmp_path / "session.json").read_text())["schema_version"] == 1


def test_load_session_errors_are_one_line(tmp_path):
    with pytest.raises(SessionError, match="is not a session folder"):
        load_session(tmp_path)
    (tmp_path / "session.json").write_text('{"schema_version": 99}')
    with pytest.raises(SessionError, match="schema_version 99 is not supported"):
        load_session(tmp_path)
    with pytest.raises(SessionError, match="session has no mode 'turbo'"):
        make_session().mode("turbo")


def test_parse_modes_puts_eager_first_in_canonical_order():
    assert parse_modes("max-autotune,default") == ("eager", "default", "max-autotune")
    assert parse_modes("all") == MODES and parse_modes("eager") == ("eager",)
    assert compile_kwargs("eager") is None and compile_kwargs("default") == {"mode": None}
    with pytest.raises(UsageError):
        parse_modes(" , ")


def prepared(root, keep=()):
    """What a run does to `root` before its workers start: claim it, remove what earlier runs wrote."""
    with output.claim_folder(root, out_option="-o/--out") as folder:
        output.prepare_out_dir(folder, keep)


def test_out_dir_reuses_a_session_and_keeps_foreign_files(tmp_path):
    save_session(make_session(), tmp_path)  # written before manifests: what a worker writes is derived
    (tmp_path / "default").mkdir()
    (tmp_path / "notes.txt").write_text("mine")
    prepared(tmp_path)
    assert not (tmp_path / "default").exists() and (tmp_path / "notes.txt").exists()


def test_gate_lets_at_most_jobs_compile_at_once():
    import threading

    gate, inside, most = scheduler.Gate(2, configurations("eager", "default", "max-autotune")), [0], [0]
    lock = threading.Lock()

    def compile_one(mode):
        gate.enter_compile(mode)
        with lock:
            inside[0] += 1
            most[0] = max(most[0], inside[0])
        threading.Event().wait(0.05)
        with lock:
            inside[0] -= 1
        gate.leave_compile()
        gate.done(mode)

    threads = [threading.Thread(target=compile_one, args=(m,)) for m in ("eager", "default", "max-autotune")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert most[0] == 2 and inside[0] == 0


def test_gate_starts_compiles_longest_first_whatever_order_the_threads_come():
    import threading

    gate, started = scheduler.Gate(1, configurations(*MODES)), []

    def compile_(mode):
        gate.enter_compile(mode)
        started.append(mode)
        gate.leave_compile()

    threads = [threading.Thread(target=compile_, args=(mode,)) for mode in MODES]  # eager's thread first
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert started == ["max-autotune", "max-autotune-no-cudagraphs", "reduce-overhead", "default", "eager"]


def test_gate_lets_the_next_compile_start_when_a_mode_never_started():
    gate = scheduler.Gate(1, configurations("eager", "default", "max-autotune"))
    gate.done("max-autotune")  # its thread failed before compiling
    gate.enter_compile("default")  # would wait forever for max-autotune's turn otherwise
    assert gate.compiling == 1 and gate.to_start == ["eager"]


def test_tuned_env_one_compile_thread_per_worker_only_when_cores_are_few():
    few = {"TORCHINDUCTOR_COMPILE_THREADS": "1"}
    assert protocol.tuned_env(2, cpu_count=2, environ={}) == few  # 2 workers on 2 cores
    assert protocol.tuned_env(5, cpu_count=8, environ={}) == few
    assert protocol.tuned_env(1, cpu_count=2, environ={}) == {}  # one worker: Inductor's own default
    assert protocol.tuned_env(5, cpu_count=16, environ={}) == {}  # H200 host: 3 cores a worker
    assert protocol.tuned_env(2, cpu_count=2, environ={"TORCHINDUCTOR_COMPILE_THREADS": "4"}) == {}


def test_worker_env_never_overrides_what_the_user_set_nor_changes_the_parent(tmp_path, monkeypatch):
    job = output.WorkerJob("default", tmp_path / "default")
    many = (os.cpu_count() or 1) + 1  # fewer than 2 cores a worker on any machine
    monkeypatch.delenv("TORCHINDUCTOR_COMPILE_THREADS", raising=False)
    assert protocol.worker_env(job, jobs=many)["TORCHINDUCTOR_COMPILE_THREADS"] == "1"
    assert "TORCHINDUCTOR_COMPILE_THREADS" not in os.environ
    monkeypatch.setenv("TORCHINDUCTOR_COMPILE_THREADS", "3")
    assert protocol.worker_env(job, jobs=many)["TORCHINDUCTOR_COMPILE_THREADS"] == "3"


def _session_of(target, modes, **extra):
    runs = tuple(ModeRun(mode, status) for mode, status in modes)
    return Session(
        Target(str(target), "fn", (("size", "8"),)), Options(active=2), Environment(), runs, **extra
    )


def test_an_interrupted_or_failed_session_of_the_same_run_is_taken_over_without_force(tmp_path):
    target = tmp_path / "t.py"
    target.write_text("def fn(x):\n    return x\n")
    for number, session in enumerate(
        (
            _session_of(target, [("eager", "ok")], interrupted=True),
            _session_of(target, [("eager", "ok"), ("default", "failed")]),
        )
    ):
        out = tmp_path / f"out{number}"
        save_session(session, out)  # written before manifests: what a worker writes is derived
        (out / "default").mkdir(exist_ok=True)
        same = Target(str(target), "fn", (("size", "8"),))
        previous = output.claim_out_dir(out, same, force=False, out_option="-o/--out")
        assert previous.modes == session.modes and previous.interrupted == session.interrupted
        prepared(out)
        assert {path.name for path in out.iterdir()} <= set(ownership.OWN_FILES)


def test_a_session_of_another_run_needs_force_and_the_hint_names_the_option(tmp_path):
    target = tmp_path / "t.py"
    target.write_text("def fn(x):\n    return x\n")
    save_session(_session_of(target, [("eager", "ok")], interrupted=True), tmp_path)
    other_args = Target(str(target), "fn", (("size", "9"),))
    with pytest.raises(SessionError, match="another run .*; choose another --save or pass --force$"):
        output.claim_out_dir(tmp_path, other_args, force=False, out_option="--save")
    assert output.claim_out_dir(tmp_path, other_args, force=True, out_option="--save").target.args
    relative = Target(os.path.relpath(target), "fn", (("size", "8"),))  # the same file, spelt otherwise
    assert output.claim_out_dir(tmp_path, relative, force=False, out_option="-o/--out") is not None


def test_resume_keeps_only_the_ok_modes_measured_alike(tmp_path):
    target = tmp_path / "t.py"
    previous = _session_of(target, [("eager", "ok"), ("default", "failed")], interrupted=True)
    previous = previous.with_root(tmp_path)
    kept = output.resumed_modes(previous, ("eager", "default", "max-autotune"), Options(active=2, jobs=4))
    assert list(kept) == ["eager"]
    with pytest.raises(UsageError, match="measured with --active 2, this command asks for 5"):
        output.resumed_modes(previous, ("eager", "default"), Options(active=5))


def test_mode_folders_without_our_marker_are_not_taken_for_a_killed_run(tmp_path):
    """Issue 18: a folder holding only mode-named folders was taken for what a killed run left, and emptied."""
    (tmp_path / "eager").mkdir()
    (tmp_path / "eager" / "important.txt").write_text("mine")
    with pytest.raises(SessionError, match="is not a session; choose another -o/--out or pass --force"):
        prepared(tmp_path)
    assert (tmp_path / "eager" / "important.txt").read_text() == "mine"


def configurations(*labels):
    return [configuration(label) for label in labels]
