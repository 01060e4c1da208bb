"""Issue 18, capture side: what a run is given and where it writes, refused in one line before any worker
starts: a mode named twice, a folder or a .txt as the target, `diff SESSION --save`, an output folder that
cannot be made, a read-only one, a full disk (exit 2, as a report that cannot be written). Nothing half-written is left claiming to be whole."""

import os
import subprocess
from pathlib import Path

import pytest
from refusals import refused

from compile_inspect.session.model import SESSION_FILE, load_session, save_session

ROOT = Path(__file__).resolve().parents[1]
SQUARE = str(ROOT / "samples" / "square.py")
A_SESSION = ROOT / "tests" / "data" / "h200_noise" / "matmul_add_64"


@pytest.mark.parametrize("verb", ["run", "diff"])
def test_a_mode_named_twice_is_refused(verb, tmp_path, capsys):
    code, line = refused(
        [
            verb,
            SQUARE,
            "--modes",
            "default,default",
            "-o" if verb == "run" else "--save",
            str(tmp_path / "o"),
        ],
        capsys,
    )
    assert (code, line) == (2, "error: --modes: 'default' is given twice; name each mode once")
    assert not (tmp_path / "o").exists()


def test_a_folder_or_a_text_file_as_the_target_is_named_for_what_it_is(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("x = 1\n")
    out = str(tmp_path / "o")
    assert refused(["run", str(tmp_path), "-o", out], capsys) == (
        2,
        f"error: {tmp_path} is a folder: give a .py file",
    )
    assert refused(["run", str(notes), "-o", out], capsys) == (2, f"error: {notes} is not a .py file")
    missing = tmp_path / "nope.py"
    assert refused(["run", str(missing), "-o", out], capsys) == (2, f"error: no such file: {missing}")


def test_save_with_only_a_saved_session_is_refused_not_ignored(tmp_path, capsys):
    save = tmp_path / "saved"
    code, line = refused(["diff", str(A_SESSION), "--save", str(save)], capsys)
    assert (code, line) == (
        2,
        "error: --save applies only when running a TARGET (path.py); sessions and traces are read, not saved",
    )
    assert not save.exists()


def test_an_output_folder_that_cannot_be_made_is_one_line(tmp_path, capsys):
    a_file = tmp_path / "a_file"
    a_file.write_text("mine")
    code, line = refused(["run", SQUARE, "-o", str(a_file / "session")], capsys)
    assert code == 2 and line == f"error: {a_file / 'session'}: Not a directory"
    assert a_file.read_text() == "mine"


@pytest.fixture
def mount(tmp_path):
    """mount(name, *tmpfs options) -> a fresh tmpfs under tmp_path; skips where none can be mounted."""
    points = []

    def mount_one(name, *options):
        point = tmp_path / name
        point.mkdir()
        try:
            done = subprocess.run(
                ["mount", "-t", "tmpfs", "-o", ",".join(options), "tmpfs", str(point)], capture_output=True
            )
        except OSError:
            done = None
        if done is None or done.returncode != 0:
            pytest.skip("no tmpfs can be mounted here (needs root)")
        points.append(point)
        return point

    yield mount_one
    for point in points:
        subprocess.run(["umount", str(point)], check=True)


def read_only_folder(tmp_path, mount):
    if os.geteuid() != 0:  # permissions stop anyone but root
        folder = tmp_path / "read_only"
        folder.mkdir(mode=0o555)
        return folder
    return mount("read_only", "ro")


def test_a_read_only_folder_is_one_line_exit_2(tmp_path, capsys, mount):
    folder = read_only_folder(tmp_path, mount)
    code, line = refused(["run", SQUARE, "--modes", "default", "-o", str(folder / "session")], capsys)
    assert code == 2 and line.startswith(f"error: {folder / 'session'}: ")
    assert list(folder.iterdir()) == []


def full_disk(mount):
    """A 16 KiB tmpfs, filled."""
    disk = mount("full", "size=16k")
    with pytest.raises(OSError):
        (disk / "filler").write_bytes(b"\0" * 32 * 1024)
    return disk


def test_a_full_disk_is_one_line_exit_2_and_leaves_no_session(capsys, mount):
    disk = full_disk(mount)
    out = disk / "session"
    code, line = refused(["run", SQUARE, "--modes", "default", "-o", str(out)], capsys)
    assert code == 2 and line.startswith(f"error: no space left on the device writing {out}: the session in ")
    assert line.endswith("is not complete (its session.json was not written); free some space and run again")
    assert sorted(path.name for path in disk.iterdir()) == ["filler"]  # the folder it made is gone


def test_session_json_is_written_whole_or_not_at_all(tmp_path, mount):
    disk = mount("small", "size=64k")
    session = load_session(A_SESSION)
    save_session(session, disk)
    before = (disk / SESSION_FILE).read_text()
    (disk / "filler").write_bytes(b"\0" * 30 * 1024)
    with pytest.raises(OSError):
        (disk / "more").write_bytes(b"\0" * 64 * 1024)
    with pytest.raises(OSError):
        save_session(session, disk)
    assert (disk / SESSION_FILE).read_text() == before  # the previous one, whole
    assert not (disk / (SESSION_FILE + ".partial")).exists()
