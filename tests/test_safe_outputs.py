"""Outputs never lose a user's file (render/output.py, docs/security.md "Outputs").

`-o` and `--perfetto` never land on what the command reads (one line, exit 2, nothing written); a report
or merged trace is written whole or not at all (a temporary file next to it, then os.replace), and no
temporary file is left on any failure; every OS error (a missing folder, a full disk, a read-only
folder, no permission, a file too large) is one `error:` line, exit 2, no traceback.
"""

import ctypes
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.errors import UsageError
from compile_inspect.render import output

DATA = Path(__file__).parent / "data"
RECORDED = DATA / "h200_sessions" / "matmul_add_64"


@pytest.fixture
def session(tmp_path):
    """A copy of a recorded session, and a snapshot of its bytes to prove nothing in it changed."""
    root = tmp_path / "s"
    shutil.copytree(RECORDED, root)
    return root


def snapshot(folder):
    return {path: path.read_bytes() for path in sorted(Path(folder).rglob("*")) if path.is_file()}


def cli(capsys, *argv):
    try:
        main([str(arg) for arg in argv])
        code = 0
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def temporaries(folder):
    return sorted(Path(folder).rglob(".*.tmp"))


# ---- never onto what is read ----


@pytest.mark.parametrize(
    "argv",
    [
        ["-o", "{s}/session.json"],  # the reported case: the session being read destroyed
        ["--perfetto", "{s}/default/trace.json"],  # the reported case: its trace truncated
        ["-o", "{s}/report.md"],  # a new file inside the session
        ["-o", "{s}/default/code/new.html", "--format", "html"],
        ["--perfetto", "{s}/merged.json.gz"],
        ["-o", "{link}"],  # a symlink to the session's file
        ["-o", "{link_dir}/report.md"],  # a symlinked folder inside the session
    ],
)
def test_output_inside_the_session_is_refused(capsys, tmp_path, session, argv):
    (tmp_path / "link.json").symlink_to(session / "session.json")
    (tmp_path / "link_dir").symlink_to(session / "default")
    before = snapshot(session)
    names = {"s": session, "link": tmp_path / "link.json", "link_dir": tmp_path / "link_dir"}
    code, out, err = cli(capsys, "diff", session, *(arg.format(**names) for arg in argv))
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and "which this command reads" in err
    assert snapshot(session) == before and not temporaries(tmp_path)


def test_output_onto_a_trace_being_diffed_is_refused(capsys, tmp_path):
    control, test = tmp_path / "eager.json", tmp_path / "default.json"
    shutil.copy(DATA / "h200" / "matmul_add_64_eager.json", control)
    shutil.copy(DATA / "h200" / "matmul_add_64_default.json", test)
    before = test.read_bytes()
    code, _, err = cli(capsys, "diff", control, test, "-o", test)
    assert code == 2 and f"lands on {test}" in err
    assert test.read_bytes() == before


def test_output_into_a_rank_folder_being_read_is_refused(capsys, tmp_path):
    before, after = tmp_path / "before", tmp_path / "after"
    shutil.copytree(DATA / "ranks" / "manual_eager", before)
    shutil.copytree(DATA / "ranks" / "manual_compiled", after)
    code, _, err = cli(capsys, "diff", before, after, "-o", after / "report.txt")
    assert code == 2 and "which this command reads" in err
    assert not (after / "report.txt").exists()


def test_two_outputs_on_one_file_are_refused(capsys, tmp_path, session):
    code, _, err = cli(capsys, "diff", session, "-o", tmp_path / "x.json", "--perfetto", tmp_path / "x.json")
    assert code == 2 and "-o and --perfetto name the same file" in err
    assert not (tmp_path / "x.json").exists()


def test_the_library_refuses_html_inside_its_session(tmp_path, session):
    import compile_inspect as ci

    loaded = ci.load(session)
    before = snapshot(session)
    with pytest.raises(UsageError, match="which this command reads"):
        loaded.to_html(session / "report.html")
    assert snapshot(session) == before
    assert loaded.to_html(tmp_path / "report.html") == (tmp_path / "report.html").read_text()


def test_the_librarys_diff_refuses_html_onto_the_sessions_own_files(tmp_path, session):
    """Issue 29's D1: `load(S).diff().to_html("S/default/trace.json")` overwrote the trace and returned."""
    import compile_inspect as ci

    before = snapshot(session)
    for inside in (session / "default" / "trace.json", session / "session.json"):
        with pytest.raises(UsageError, match="which this command reads"):
            ci.load(session).diff().to_html(inside)
        with pytest.raises(UsageError, match="which this command reads"):
            ci.load(session).diff(session).to_html(inside)  # two sessions: each is a source
    assert snapshot(session) == before
    assert ci.load(session).diff().to_html(tmp_path / "r.html") == (tmp_path / "r.html").read_text()


def test_outputs_next_to_the_session_are_written(capsys, tmp_path, session):
    code, _, err = cli(capsys, "diff", session, "-o", tmp_path / "r.md", "--perfetto", tmp_path / "m.json.gz")
    assert code == 0, err
    assert (tmp_path / "r.md").read_text().startswith("compile-inspect diff:")
    assert (tmp_path / "m.json.gz").read_bytes()[:2] == b"\x1f\x8b"
    assert not temporaries(tmp_path)


# ---- whole or not at all ----


def test_a_report_replaces_the_old_file_whole(tmp_path):
    target = tmp_path / "report.txt"
    target.write_text("old")
    target.chmod(0o640)
    output.write_text(target, "new report")
    assert target.read_text() == "new report" and (target.stat().st_mode & 0o777) == 0o640
    assert not temporaries(tmp_path)


def test_a_failure_while_writing_leaves_the_old_file_and_no_temporary(tmp_path):
    target = tmp_path / "merged.json"
    target.write_text("old")
    with pytest.raises(KeyboardInterrupt):
        with output.replacing(target) as out:
            out.write(b"half of a merged tr")
            raise KeyboardInterrupt  # what Ctrl-C raises half-way
    assert target.read_text() == "old" and not temporaries(tmp_path)


def test_a_new_file_gets_the_umask_mode(tmp_path):
    umask = os.umask(0o027)
    try:
        output.write_text(tmp_path / "new.txt", "x")
    finally:
        os.umask(umask)
    assert (tmp_path / "new.txt").stat().st_mode & 0o777 == 0o640


def test_through_a_symlink_the_file_it_names_is_written(tmp_path):
    (tmp_path / "real.md").write_text("old")
    (tmp_path / "link.md").symlink_to(tmp_path / "real.md")
    output.write_text(tmp_path / "link.md", "new")
    assert (tmp_path / "link.md").is_symlink() and (tmp_path / "real.md").read_text() == "new"


# ---- one line for every OS error ----


def run_cli(*argv, stdout=subprocess.PIPE, preexec_fn=None):
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", *map(str, argv)]
    done = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, text=True, preexec_fn=preexec_fn)
    return done.returncode, done.stderr


def assert_one_line(err, *expected):
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err and "Exception ignored" not in err
    for text in expected:
        assert text in err, err


def test_into_a_missing_folder(capsys, tmp_path, session):
    code, _, err = cli(capsys, "diff", session, "-o", tmp_path / "no" / "such" / "r.md")
    assert code == 2
    assert_one_line(err, f"cannot write {tmp_path / 'no' / 'such' / 'r.md'}: no folder")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("option", ["-o", "--perfetto"])
def test_a_full_disk(session, option):
    code, err = run_cli("diff", session, option, "/dev/full", stdout=subprocess.DEVNULL)
    assert code == 2
    assert_one_line(err, "cannot write /dev/full: No space left on device")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("argv", [["diff", "{s}"], ["explain", "{t}", "--format", "json", "--full"]])
def test_stdout_on_a_full_disk(session, argv):
    trace = DATA / "h200" / "matmul_add_64_default.json"
    with open("/dev/full", "w") as full:
        code, err = run_cli(*(arg.format(s=session, t=trace) for arg in argv), stdout=full)
    assert code == 2
    assert_one_line(err, "cannot write the output: No space left on device")


def test_a_closed_pipe_is_quiet():
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()"]
    trace = DATA / "training" / "transformer_compiled_4steps_cuda.json.gz"
    process = subprocess.Popen(
        [*command, "explain", trace, "--format", "json", "--full"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdout.read(100)
    process.stdout.close()  # `| head -c 100`
    assert process.wait(timeout=60) == 1 and process.stderr.read() == b""


def test_a_file_too_large(tmp_path, session):
    """The disk fills half-way through the report (RLIMIT_FSIZE: writes past 4 KB fail with EFBIG)."""
    target = tmp_path / "report.html"
    target.write_text("old")

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    code, err = run_cli("diff", session, "--format", "html", "-o", target, preexec_fn=small_files)
    assert code == 2
    assert_one_line(err, f"cannot write {target}: File too large")
    assert target.read_text() == "old" and not temporaries(tmp_path)


def without_root_powers():
    """Run as root without the capabilities that bypass file permissions (as an ordinary user would)."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
        if libc.prctl(24, capability, 0, 0, 0) != 0:  # PR_CAPBSET_DROP; exec takes them away
            raise OSError(ctypes.get_errno(), "cannot drop capabilities")


def can_drop_root_powers():
    try:
        subprocess.run(["true"], preexec_fn=without_root_powers, check=True)
    except (OSError, subprocess.SubprocessError):
        return False
    return True


needs_permissions = pytest.mark.skipif(
    not can_drop_root_powers(), reason="root, and the powers that bypass file permissions cannot be dropped"
)


@needs_permissions
def test_a_read_only_folder(tmp_path, session):
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, err = run_cli("diff", session, "-o", folder / "r.md", preexec_fn=without_root_powers)
    finally:
        folder.chmod(0o755)
    assert code == 2
    assert_one_line(err, f"cannot write {folder / 'r.md'}: Permission denied")
    assert list(folder.iterdir()) == []


@needs_permissions
def test_a_read_only_file(tmp_path, session):
    target = tmp_path / "r.md"
    target.write_text("keep me")
    target.chmod(0o444)
    code, err = run_cli("diff", session, "-o", target, preexec_fn=without_root_powers)
    assert code == 2
    assert_one_line(err, f"cannot write {target}: Permission denied")
    assert target.read_text() == "keep me" and not temporaries(tmp_path)


def test_diff_names_a_fifo_as_explain_does(capsys, tmp_path):
    """Issue 29's D8: `diff good.json fifo.json` said 'no such file'; explain says what it is."""
    good = Path(__file__).parent / "data" / "generated" / "traces" / "cuda_mlp_default.json"
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    code, _, err = cli(capsys, "diff", good, fifo)
    assert code == 2 and err.strip() == f"error: {fifo} is not a regular file (a FIFO)"
    code, _, err = cli(capsys, "explain", fifo)
    assert code == 2 and err.strip() == f"error: {fifo} is not a regular file (a FIFO)"
