"""Issue 38, the refusals made before any work (no capture runs here; the real runs are in
tests/capture_untimed/test_issue38_capture.py): sessions of another target kept (D2), the sane bounds of the options
(D13), inspect()'s keywords and their types (D17), generator and async def targets (D10), nested and
concurrent captures (D6, D7), the logs' cap (D11) and a temporary folder a compiler's command line cannot
split (D1)."""

import re
import shutil
import tempfile
import threading
from pathlib import Path

import pytest
import torch
from refusals import refused as run_cli

import compile_inspect as ci
from compile_inspect import errors
from compile_inspect.capture import exclusive, output, ownership, protocol, target
from compile_inspect.capture.output import WorkerJob
from compile_inspect.capture.request import check_call_keywords
from compile_inspect.session.model import (
    SESSION_FILE,
    Environment,
    ModeRun,
    Options,
    Session,
    Target,
    save_session,
)

ROOT = Path(__file__).resolve().parents[1]
SQUARE = str(ROOT / "samples" / "square.py")
MATMUL = str(ROOT / "samples" / "matmul_add.py")
MODES_WANTED = "a list of configurations or a comma-separated text, like 'default,max-autotune'"


def top_level(x, scale=1.0):
    return x * scale


def a_session(root, spec, name="fn", args=()):
    """A session of `spec` written into `root` as a run writes it: the folder claimed (marker, manifest)."""
    with output.claim_folder(root, about=spec) as folder:
        output.record_jobs(folder, [])
        runs = (ModeRun("eager", "ok"),)
        save_session(Session(Target(spec, name, args), Options(), Environment(), runs), root)
    return root


# D2: a session of another target is never replaced without a word ----------------------------------------


def test_saving_over_a_session_of_another_target_is_refused(tmp_path):
    mine, theirs = a_session(tmp_path / "mine", SQUARE), a_session(tmp_path / "theirs", MATMUL)
    before = (theirs / SESSION_FILE).read_bytes()
    with pytest.raises(errors.SessionError) as refusal:
        ci.load(mine).save(theirs)
    assert str(refusal.value) == (
        f"{theirs} holds a session of another run ({MATMUL}); choose another folder, or remove that one"
    )
    assert (theirs / SESSION_FILE).read_bytes() == before
    assert ci.load(mine).save(tmp_path / "copy").session.target.spec == SQUARE  # a new folder: taken
    assert ci.load(mine).save(tmp_path / "copy").root == tmp_path / "copy"  # the same target: replaced


@pytest.mark.parametrize("in_process", [True, False])
def test_inspect_into_a_session_of_another_target_is_refused(tmp_path, in_process):
    theirs = a_session(tmp_path / "theirs", MATMUL, "fn", (("size", "32"),))
    before = {path.name: path.read_bytes() for path in theirs.iterdir() if path.is_file()}
    with pytest.raises(errors.SessionError) as refusal:
        ci.inspect(top_level, torch.ones(2), out_dir=theirs, in_process=in_process)
    assert str(refusal.value) == (
        f"{theirs} holds a session of another run ({MATMUL} --arg size=32); choose another folder, or "
        "remove that one"
    )
    assert {path.name: path.read_bytes() for path in theirs.iterdir() if path.is_file()} == before


def test_a_refused_run_leaves_the_marker_as_it_found_it(tmp_path, capsys):
    theirs = a_session(tmp_path / "theirs", MATMUL, "fn", (("size", "32"),))
    marker = (theirs / ownership.MARKER).read_bytes()
    code, line = run_cli(["run", SQUARE, "--modes", "default", "-o", str(theirs)], capsys)
    assert (code, line) == (
        2,
        f"error: {theirs} holds a session of another run ({MATMUL} --arg size=32); choose another "
        "-o/--out or pass --force",
    )
    assert (theirs / ownership.MARKER).read_bytes() == marker


# D13: values past a sane bound refused before any work ---------------------------------------------------


@pytest.mark.parametrize(
    "option, value, message",
    [
        (
            "--iters",
            "99999999999999999999",
            "--iters 99999999999999999999: must be a whole number, at most 1,000,000,000",
        ),
        ("--block-ms", "1e308", "--block-ms 1e+308: must be a number, at most 60,000"),
        ("--timeout", "1e308", "--timeout 1e+308: must be a number, at most 604,800 seconds"),
        ("--rounds", "1000001", "--rounds 1000001: must be a whole number, at most 100,000"),
        ("--warmup", "10000000", "--warmup 10000000: must be a whole number, at most 1,000,000"),
        ("--active", "10001", "--active 10001: must be a whole number, at most 10,000"),
        ("--jobs", "5000", "--jobs 5000: must be a whole number, at most 1,024"),
        ("--nproc", "5000", "--nproc 5000: must be at most 1,024"),
    ],
)
def test_values_past_a_sane_bound_are_refused_before_any_work(option, value, message, tmp_path, capsys):
    code, line = run_cli(["run", SQUARE, option, value, "-o", str(tmp_path / "o")], capsys)
    assert (code, line) == (2, "error: " + message)
    assert not (tmp_path / "o").exists()


def test_the_library_has_the_same_bounds(tmp_path):
    with pytest.raises(errors.UsageError) as refusal:
        ci.inspect(top_level, torch.ones(2), iters=10**20, out_dir=tmp_path / "s")
    assert str(refusal.value) == "iters=100000000000000000000: must be a whole number, at most 1,000,000,000"
    with pytest.raises(errors.UsageError) as refusal:
        ci.inspect(top_level, torch.ones(2), timeout=1e308, out_dir=tmp_path / "s")
    assert str(refusal.value) == "timeout=1e+308: must be a number, at most 604,800 seconds"
    assert not (tmp_path / "s").exists()


# D17: inspect()'s keywords and their types -----------------------------------------------------------------


@pytest.mark.parametrize(
    "given, message",
    [
        (
            dict(iterz=5),
            "iterz=5: inspect() has no option iterz (did you mean iters?), and top_level(x, scale) takes no "
            "keyword iterz",
        ),
        (
            dict(colour=1),
            "colour=1: inspect() has no option colour, and top_level(x, scale) takes no keyword colour",
        ),
        (
            dict(modes=5),
            f"modes=5: must be {MODES_WANTED}",
        ),
        (
            dict(modes=["default", 3]),
            f"modes=['default', 3]: must be {MODES_WANTED}",
        ),
        (dict(block_ms="fast"), "block_ms='fast': must be a number"),
        (dict(timeout=True), "timeout=True: must be a number of seconds"),
        (dict(iters=2.5), "iters=2.5: must be a whole number"),
        (dict(bisect="yes"), "bisect='yes': must be True or False"),
        (dict(out_dir=3), "out_dir=3: must be a folder path or None"),
        (dict(in_process="no"), "in_process='no': must be None, True or False"),
        (dict(progress=print, device=0), "device=0: must be 'auto', 'cpu' or 'cuda'"),
        (dict(progress=5), "progress=5: must be a function taking a Progress, or None"),
    ],
)
def test_unknown_keywords_and_wrong_types_are_refused_at_the_call(given, message, tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # inspect()'s temporary session would go here
    with pytest.raises(errors.UsageError) as refusal:
        ci.inspect(top_level, torch.ones(2), **given)
    assert str(refusal.value) == message
    assert list(tmp_path.iterdir()) == []


def test_keywords_the_function_takes_are_passed_on():
    check_call_keywords(top_level, {"scale": 2.0}, ["iters"])
    check_call_keywords(lambda x, **anything: x, {"iterz": 5}, ["iters"])  # **kwargs: any keyword is its
    module = torch.nn.Linear(2, 2)
    with pytest.raises(errors.UsageError, match=re.escape("Linear(input) takes no keyword bias")):
        check_call_keywords(module, {"bias": 1}, ["iters"])


# D10: generator and async def targets refused, saying which -------------------------------------------------


def a_generator(x):
    yield x


async def a_coroutine(x):
    return x


async def an_async_generator(x):
    yield x


ADVICE = "so its work would never be timed; refused. Inspect a plain function that runs it to the end"


@pytest.mark.parametrize(
    "fn, message",
    [
        (
            a_generator,
            f"a_generator is a generator function (a def with yield): a call only makes a generator, "
            f"{ADVICE}, "
            "such as one returning list(a_generator(...))",
        ),
        (
            a_coroutine,
            f"a_coroutine is an async def function: a call only makes a coroutine, {ADVICE}, such as one "
            "returning asyncio.run(a_coroutine(...))",
        ),
        (
            an_async_generator,
            "an_async_generator is an async generator function (async def with yield): a call only makes an "
            f"async generator, {ADVICE}",
        ),
    ],
)
def test_generator_and_async_targets_are_refused_saying_which(fn, message, tmp_path):
    with pytest.raises(errors.TargetError) as refusal:
        ci.inspect(fn, torch.ones(2), out_dir=tmp_path / "s")
    assert str(refusal.value) == message
    assert not (tmp_path / "s").exists()


def test_a_callable_returning_a_generator_fails_its_modes_saying_so():
    """A lambda around a generator function passes the check at the call: its first call, in each mode,
    says."""
    with pytest.raises(errors.TargetError) as refusal:
        target.refuse_lazy_result(a_generator(1), "<lambda>")
    assert str(refusal.value) == (
        f"<lambda> returned a generator: a call only makes a generator, {ADVICE}, such as one returning "
        "list(<lambda>(...))"
    )
    assert target.refuse_lazy_result(torch.ones(1), "fn") is None


# D6, D7: one capture at a time; a nested one refused --------------------------------------------------------


def test_inspect_inside_a_worker_is_refused_before_any_work(tmp_path, monkeypatch):
    monkeypatch.setenv(exclusive.WORKER_VARIABLE, "default")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with pytest.raises(errors.UsageError) as refusal:
        ci.inspect(top_level, torch.ones(2))
    assert str(refusal.value) == (
        "inspect(top_level) inside a capture: this process is the worker of mode default; nested captures "
        "are refused; call inspect() outside the function it captures"
    )
    assert list(tmp_path.iterdir()) == []  # no temporary session left behind


def test_a_capture_inside_this_threads_capture_is_refused():
    captures = exclusive.Captures()
    with captures.held():
        with pytest.raises(errors.UsageError) as refusal:
            captures.refuse_nested("inner")
    assert str(refusal.value) == (
        "inspect(inner) inside the capture this thread runs; nested captures are refused; call inspect() "
        "outside the function it captures"
    )
    captures.refuse_nested("inner")  # released: no capture runs


def test_a_second_thread_waits_for_the_first_capture_and_is_told():
    captures, order, told = exclusive.Captures(), [], []
    holding, second_started = threading.Event(), threading.Event()

    def second():
        second_started.set()
        captures.refuse_nested("second")  # another thread's capture in workers: not nested
        with captures.held(waiting=lambda holder: told.append(holder.name)):
            order.append("second")

    with captures.held():
        holding.set()
        thread = threading.Thread(target=second, name="second")
        thread.start()
        second_started.wait(5)
        thread.join(0.3)
        assert thread.is_alive()  # waiting
        order.append("first")
    thread.join(5)
    assert order == ["first", "second"] and told == [threading.current_thread().name]


def test_a_thread_started_while_a_capture_runs_its_target_here_is_refused():
    """It may be the target's own thread: waiting for the capture would never end. A thread that ran
    before the target started waits, as it would for a capture in workers."""
    captures, refusals, waited = exclusive.Captures(), [], []
    go = threading.Event()

    def call(into):
        go.wait(5)
        try:
            captures.refuse_nested("inner")
            into.append("not refused")
        except errors.UsageError as exc:
            into.append(str(exc))

    earlier = threading.Thread(target=call, args=(waited,))
    earlier.start()
    with captures.held(), captures.here():
        later = threading.Thread(target=call, args=(refusals,))
        later.start()
        go.set()
        later.join(5), earlier.join(5)
    holder = threading.current_thread().name
    assert refusals == [
        f"inspect(inner) from a thread started while the inspect() of thread {holder!r} runs its target in "
        "this process; nested captures are refused; call inspect() outside the function it captures"
    ]
    assert waited == ["not refused"]


# D11: a log kept to its head and tail -----------------------------------------------------------------------


def test_a_long_log_keeps_its_first_and_last_lines_and_says_how_much_was_left_out(tmp_path):
    log = tmp_path / "worker.log"
    log.write_bytes(b"".join(b"line %05d\n" % number for number in range(1000)))  # 11 bytes a line
    protocol.cap_log(log, head=105, tail=95)
    lines = log.read_text().splitlines()
    assert lines[:9] == [f"line {number:05d}" for number in range(9)]  # 99 bytes: whole lines only
    assert lines[9] == "[compile-inspect: 10,813 bytes of this log left out here, between its first and last]"
    assert lines[10:] == [f"line {number:05d}" for number in range(992, 1000)]  # 88 bytes
    short = tmp_path / "short.log"
    short.write_text("one\ntwo\n")
    protocol.cap_log(short, head=4, tail=4)
    assert short.read_text() == "one\ntwo\n"


# D1: a temporary folder no compiler's command line splits ---------------------------------------------------


def test_a_temporary_folder_in_a_path_with_a_space_goes_to_the_system_temp(tmp_path, monkeypatch):
    """A short path (a long one went to the system's temp already): `/tmp/ci38 .../mm/.compile-inspect-tmp`."""
    short = Path(tempfile.mkdtemp(prefix="ci38 ", dir="/tmp"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    try:
        folder = protocol.short_enough(short / "mm" / protocol.RUN_TMP)
        assert len(str(short / "mm" / protocol.RUN_TMP)) <= protocol.SOCKET_ROOM
        assert folder.parent == tmp_path and folder.is_dir() and not (short / "mm").exists()
    finally:
        shutil.rmtree(short)


def test_the_inductor_cache_in_a_path_with_a_space_is_named_through_a_link(tmp_path):
    """Inductor compiles its C++ kernels in TORCHINDUCTOR_CACHE_DIR, the paths unquoted: the worker is given
    the mode's cache through a link in the run's TMPDIR (`short_enough`: no space)."""
    job = WorkerJob("default", tmp_path / "my runs" / "mm" / "default")
    run_tmp = tmp_path / "run_tmp"
    run_tmp.mkdir()
    env = protocol.worker_env(job, tmp_dir=run_tmp)
    cache = Path(env["TORCHINDUCTOR_CACHE_DIR"])
    assert cache.parent == run_tmp and cache.is_symlink()
    assert cache.resolve() == job.paths["cache_dir"].resolve()
    assert env["TRITON_CACHE_DIR"] == str(cache / "triton" / "0")
    assert protocol.rank_env(job, run_tmp)["TORCHINDUCTOR_CACHE_DIR"] == str(cache)
    plain = WorkerJob("default", tmp_path / "plain" / "default")
    assert protocol.worker_env(plain, tmp_dir=run_tmp)["TORCHINDUCTOR_CACHE_DIR"] == str(
        plain.paths["cache_dir"].resolve()
    )
