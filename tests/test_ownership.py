"""Issue 18, capture side: a run writes only into a folder it made or one marked as ours, deletes only what
its manifest lists, and holds a lock on the folder for the whole run. No worker starts here: every case is
refused, or prepared, before one would (a real run: tests/capture_untimed/test_clean_exit.py)."""

import contextlib
import json
import os

import pytest
from compile_inspect.cli.main import main
from refusals import refused as run_cli

from compile_inspect.capture import output, ownership
from compile_inspect.capture.output import WorkerJob
from compile_inspect.errors import SessionError
from compile_inspect.session.model import Environment, ModeRun, Options, Session, Target, save_session

SQUARE = os.path.join(os.path.dirname(__file__), "..", "samples", "square.py")


def tree(root):
    """Every file and folder under `root`, relative, sorted."""
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def user_folder(tmp_path):
    """The reported layout: `mkdir -p u/eager u/default/code; echo x > u/eager/important.txt`."""
    root = tmp_path / "u"
    (root / "default" / "code").mkdir(parents=True)
    (root / "eager").mkdir()
    (root / "eager" / "important.txt").write_text("x\n")
    return root


def test_a_folder_of_mode_named_folders_is_not_taken_for_a_killed_run(tmp_path, capsys):
    root = user_folder(tmp_path)
    before = tree(root)
    code, line = run_cli(["run", SQUARE, "--modes", "default", "-o", str(root)], capsys)
    assert (
        code == 2
        and line == f"error: {root} exists and is not a session; choose another -o/--out or pass --force"
    )
    assert tree(root) == before and (root / "eager" / "important.txt").read_text() == "x\n"


def test_force_never_overwrites_a_file_it_did_not_write(tmp_path, capsys):
    root = user_folder(tmp_path)
    before = tree(root)
    code, line = run_cli(["run", SQUARE, "--modes", "default", "-o", str(root), "--force"], capsys)
    assert code == 2 and line == (
        f"error: {root / 'default' / 'code'} is in the way: compile-inspect did not write it, and keeps "
        "it; move it or choose another -o/--out"
    )
    assert tree(root) == before  # refused before anything was written: no marker either


def test_the_force_help_says_what_it_does(capsys):
    with contextlib.suppress(SystemExit):
        main(["run", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "(its files are kept)" not in help_text
    assert "next to its files (none is deleted or overwritten: one in the way is refused)" in help_text


def claimed(root, **options):
    return output.claim_folder(root, out_option="-o/--out", **options)


def write_like_a_worker(job):
    """What a worker leaves in its folder (no torch): its log, trace, job, Inductor cache, TORCH_TRACE."""
    for name in ("job_file", "log_file", "trace_file", "timing_file"):
        job.paths[name].write_text("{}")
    for name in ("cache_dir", "torch_trace_dir", "code_dir"):
        job.paths[name].mkdir()
        (job.paths[name] / "made_by_torch.py").write_text("#")


def a_run(root, modes=("eager", "default"), save=True):
    """A run's writes, each listed in the manifest before it is made, then (unless killed) session.json."""
    with claimed(root) as folder:
        output.prepare_out_dir(folder)
        jobs = [WorkerJob(mode, root / mode) for mode in modes]
        output.record_jobs(folder, jobs)
        for job in jobs:
            job.folder.mkdir(exist_ok=True)
            write_like_a_worker(job)
        if save:
            runs = tuple(ModeRun(mode, "ok") for mode in modes)
            save_session(Session(Target(SQUARE, "fn"), Options(), Environment(), runs), root)


def test_a_rerun_removes_only_what_the_manifest_lists(tmp_path):
    root = tmp_path / "out"
    a_run(root)
    (root / "eager" / "important.txt").write_text("mine")  # the user's, in folders of ours
    (root / "notes.txt").write_text("mine")
    with claimed(root) as folder:
        output.prepare_out_dir(folder)
    assert tree(root) == [
        ownership.MANIFEST,
        ownership.MARKER,
        "eager",
        "eager/important.txt",
        "notes.txt",
    ]
    assert ownership.read_manifest(root) == {"eager": ownership.FOLDER}  # not empty: kept, still ours


def test_what_a_killed_run_left_is_known_by_its_manifest(tmp_path):
    root = tmp_path / "out"
    a_run(root, save=False)  # killed before its session.json
    listed = ownership.read_manifest(root)
    assert {"eager/job.json", "default/inductor_cache", "session.json"} <= set(listed)
    with claimed(root) as folder:  # the marker says it is ours: no --force
        output.prepare_out_dir(folder)
    assert tree(root) == [ownership.MANIFEST, ownership.MARKER]


def test_resume_keeps_the_finished_modes_and_their_session_json(tmp_path):
    root = tmp_path / "out"
    a_run(root)
    with claimed(root) as folder:
        output.prepare_out_dir(folder, keep=("eager",))
    assert not (root / "default").exists() and (root / "eager" / "trace.json").is_file()
    assert (root / "session.json").is_file()  # replaced whole when the resumed run saves


def test_an_entry_leading_outside_the_folder_is_never_deleted(tmp_path):
    root, outside = tmp_path / "out", tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine")
    a_run(root)
    (root / "link").symlink_to(outside)
    with open(root / ownership.MANIFEST, "a") as manifest:
        manifest.write(f"file ../outside/keep.txt\ntree {outside}\ntree link\nfile link/keep.txt\nbogus x\n")
    with claimed(root) as folder:
        output.prepare_out_dir(folder)
    assert (outside / "keep.txt").read_text() == "mine" and (root / "link").is_symlink()


def test_an_older_session_is_ours_and_only_what_its_workers_write_goes(tmp_path):
    root = tmp_path / "old"
    runs = (ModeRun("eager", "ok"),)
    save_session(Session(Target(SQUARE, "fn"), Options(), Environment(), runs), root)  # no marker
    job = WorkerJob("eager", root / "eager")
    job.folder.mkdir()
    write_like_a_worker(job)
    (job.folder / "important.txt").write_text("mine")
    with claimed(root) as folder:
        output.prepare_out_dir(folder)
    assert tree(root) == [ownership.MANIFEST, ownership.MARKER, "eager", "eager/important.txt"]


def test_a_second_run_into_a_held_folder_is_refused_naming_the_holder(tmp_path, capsys):
    root = tmp_path / "out"
    with claimed(root):
        assert json.loads((root / ownership.MARKER).read_text())["pid"] == os.getpid()
        code, line = run_cli(["run", SQUARE, "--modes", "default", "-o", str(root)], capsys)
        assert code == 2 and line == (
            f"error: {root} is in use by another compile-inspect run (pid {os.getpid()}); wait for it to "
            "end or choose another -o/--out"
        )
    with claimed(root):  # released at the end of the run
        pass


@pytest.mark.parametrize("verb", ["run", "diff"])
def test_a_folder_inside_a_session_or_a_file_is_refused(verb, tmp_path, capsys):
    root = tmp_path / "out"
    a_run(root)
    option = "-o" if verb == "run" else "--save"
    hint = "-o/--out" if verb == "run" else "--save"
    inner = root / "default" / "again"
    code, line = run_cli([verb, SQUARE, option, str(inner)], capsys)
    assert (
        code == 2 and line == f"error: {inner} is inside the session {root}; choose another {hint} outside it"
    )
    assert not inner.exists()
    if verb == "run":  # diff's --save is a click.Path(file_okay=False): click refuses a file itself
        code, line = run_cli([verb, SQUARE, option, str(root / "session.json")], capsys)
        assert code == 2 and line.endswith("is a file, not a folder; choose a folder for the session")


def test_a_refused_run_leaves_no_folder_behind(tmp_path, capsys):
    root = tmp_path / "new"
    code, line = run_cli(["run", SQUARE, "--modes", "default", "-o", str(root), "--resume"], capsys)
    assert code == 2 and line == f"error: --resume: {root} holds no session to resume; run without --resume"
    assert not root.exists()


def test_claiming_is_refused_with_nothing_written_when_a_planned_file_is_in_the_way(tmp_path):
    root = tmp_path / "out"
    a_run(root)
    with claimed(root) as folder:
        output.prepare_out_dir(folder)
        (root / "eager").mkdir(exist_ok=True)
        (root / "eager" / "worker.log").write_text("the user's own log")
        before = (root / ownership.MANIFEST).read_text()
        with pytest.raises(SessionError, match="worker.log is in the way"):
            output.record_jobs(folder, [WorkerJob("eager", root / "eager")])
        assert (root / ownership.MANIFEST).read_text() == before
    assert (root / "eager" / "worker.log").read_text() == "the user's own log"


def test_saving_a_copy_over_an_older_copy_keeps_the_users_files(tmp_path):
    """`InspectedSession.save(path)` copies through `copy_session`: it removed the old folder whole."""
    source, copy = tmp_path / "source", tmp_path / "copy"
    a_run(source)
    output.copy_session(source, copy)
    (copy / "eager" / "important.txt").write_text("mine")
    output.copy_session(source, copy)
    assert (copy / "eager" / "important.txt").read_text() == "mine"
    assert tree(copy) == sorted([*tree(source), "eager/important.txt"])
    (tmp_path / "theirs").mkdir()
    (tmp_path / "theirs" / "notes.txt").write_text("mine")
    with pytest.raises(SessionError, match="exists and is not a session; choose another folder, or remove"):
        output.copy_session(source, tmp_path / "theirs")


def test_a_rerun_drops_the_ncu_results_of_the_modes_it_runs_again(tmp_path):
    """`compile-inspect ncu` writes ncu/<mode>.csv, .log, .json into a session: a mode run again must not
    keep the figures of the run before; a kept mode's stay, and so does anything else in ncu/."""
    root = tmp_path / "out"
    a_run(root)
    (root / "ncu").mkdir()
    for name in ("default.csv", "default.log", "default.json", "eager.json", "notes.txt"):
        (root / "ncu" / name).write_text("x")
    with claimed(root) as folder:
        output.prepare_out_dir(folder, keep=("eager",))
    assert sorted(path.name for path in (root / "ncu").iterdir()) == ["eager.json", "notes.txt"]
