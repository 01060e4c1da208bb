"""Issue 18, reading: nothing outside the session is read. Every path session.json names is resolved
inside the session folder (links too) by `Session.path`; one that leads out is refused, on load and
again when its file is opened, in one line naming the field (exit 2), and its file's text appears in no
report. The files found inside a named folder (TORCH_TRACE logs) and the rank folders keep to it as well."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code.provenance import target_file
from compile_inspect.code.torch_trace import read_torch_trace
from compile_inspect.compare import loading
from compile_inspect.compare.ranks import rank_sessions
from compile_inspect.errors import FileRefused, SessionError
from compile_inspect.session.model import load_session, path_fields

DATA = Path(__file__).parent / "data"
MM64 = DATA / "h200_sessions" / "matmul_add_64"
CODE = "default/code/f5cuhjr5x4oitgrjgt5lhpqfm4vzthganmjrg3zybx66p3hnvt5g.py"
SECRET = "SECRET=hunter2"


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=120,
    )


@pytest.fixture
def layout(tmp_path):
    """tmp/s: a copy of the matmul_add_64 session; tmp/outside/.env: a file next to it, not in it."""
    root = tmp_path / "s"
    shutil.copytree(MM64, root)
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / ".env").write_text(SECRET + "\n")
    return root, tmp_path / "outside" / ".env"


def edit(root, change):
    data = json.loads((root / "session.json").read_text())
    change(data)
    (root / "session.json").write_text(json.dumps(data))


def outside_error(root, field, value):
    return f"{root / 'session.json'}: {field}: {value!r} is outside the session"


def set_source(value):
    return lambda data: data["modes"][1]["graphs"][0].update(source_file=value)


# ---- a path that says it leads out ----


@pytest.mark.parametrize(
    "field, change, value",
    [
        ("modes[1].graphs[0].source_file", set_source, "../outside/.env"),
        ("modes[1].trace_file", lambda v: lambda d: d["modes"][1].update(trace_file=v), "../outside/.env"),
        (
            "modes[2].log_file",
            lambda v: lambda d: d["modes"][2].update(log_file=v),
            "default/../../outside/.env",
        ),
        ("modes[0].torch_trace_dir", lambda v: lambda d: d["modes"][0].update(torch_trace_dir=v), ".."),
        (
            "modes[1].cache_dir",
            lambda v: lambda d: d["modes"][1].update(cache_dir=v),
            "/tmp",
        ),  # ncu writes there
        ("ranks[1]", lambda v: lambda d: d.update(ranks=["rank0", v]), "../rank1"),
    ],
)
def test_a_path_field_leading_out_is_refused_naming_it(layout, field, change, value):
    root, _ = layout
    edit(root, change(value))
    with pytest.raises(SessionError) as error:
        load_session(root)
    assert str(error.value) == outside_error(root, field, value)


def test_an_absolute_path_is_outside(layout):
    root, secret = layout
    edit(root, set_source(str(secret)))
    with pytest.raises(
        SessionError, match=r"modes\[1\].graphs\[0\].source_file: '/.*/outside/.env' is outside"
    ):
        load_session(root)


@pytest.mark.parametrize("command", [["show", "--plain"], ["diff", "--format", "html"], ["diff"]])
def test_show_and_diff_print_one_line_and_nothing_of_the_file(layout, command):
    root, _ = layout
    edit(root, set_source("../outside/.env"))
    result = cli(command[0], str(root), *command[1:])
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        "error: " + outside_error(root, "modes[1].graphs[0].source_file", "../outside/.env")
    ]
    assert "hunter2" not in result.stdout + result.stderr


# ---- a path that leads out through a link ----


def test_generated_code_replaced_by_a_link_out_is_refused(layout):
    root, secret = layout
    (root / CODE).unlink()
    (root / CODE).symlink_to(secret)
    with pytest.raises(SessionError) as error:
        load_session(root)
    assert str(error.value) == outside_error(root, "modes[1].graphs[0].source_file", CODE)
    result = cli("show", str(root), "--plain")
    assert result.returncode == 2 and "hunter2" not in result.stdout + result.stderr


def test_a_link_to_a_device_is_outside(layout):
    root, _ = layout
    (root / "default" / "trace.json").unlink()
    (root / "default" / "trace.json").symlink_to("/dev/zero")
    with pytest.raises(SessionError, match=r"modes\[1\].trace_file: 'default/trace.json' is outside"):
        load_session(root)


def test_a_link_inside_the_session_is_fine(layout):
    root, _ = layout
    (root / "copies").mkdir()
    shutil.move(root / CODE, root / "copies" / "code.py")
    (root / CODE).symlink_to(root / "copies" / "code.py")
    loaded = loading.load(root)
    assert loaded.mode("default").graphs[0].module is not None and not loaded.mode("default").warnings


def test_a_file_swapped_for_a_link_after_loading_is_refused_when_opened(layout):
    root, secret = layout
    session = load_session(root)  # every path inside, then
    (root / CODE).unlink()
    (root / CODE).symlink_to(secret)
    with pytest.raises(SessionError) as error:
        loading.load(session)
    assert str(error.value) == outside_error(root, "modes[1].graphs[0].source_file", CODE)


def test_the_session_folder_itself_may_be_a_link(layout, tmp_path):
    root, _ = layout
    (tmp_path / "link").symlink_to(root)
    assert loading.load(tmp_path / "link").mode("default").graphs[0].module is not None


# ---- files inside the folders a session names ----


def test_a_torch_trace_log_linked_out_of_its_folder_is_refused(layout):
    root, secret = layout
    folder = root / "default" / "torch_trace"
    folder.mkdir()
    (folder / "rank_0.log").symlink_to(secret)
    edit(root, lambda d: d["modes"][1].update(torch_trace_dir="default/torch_trace"))
    with pytest.raises(FileRefused, match="rank_0.log leads outside its TORCH_TRACE folder"):
        read_torch_trace(folder)
    result = cli("diff", str(root))
    assert (
        result.returncode == 2 and "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1
    )
    assert "leads outside its TORCH_TRACE folder" in result.stderr and "hunter2" not in result.stdout


def test_a_rank_folder_outside_the_session_is_refused(layout, tmp_path):
    root, _ = layout
    edit(root, lambda d: d.update(ranks=[0, {"rank": 1, "dir": "../elsewhere"}]))
    with pytest.raises(SessionError, match=r"ranks\[1\]: \{'rank': 1, 'dir': '../elsewhere'\} is outside"):
        rank_sessions(root)


def test_every_path_field_is_found():
    session = load_session(MM64)
    assert [name for name, _ in path_fields(session)] == [
        "modes[0].trace_file",
        "modes[0].log_file",
        "modes[0].cache_dir",
        "modes[1].trace_file",
        "modes[1].graphs[0].source_file",
        "modes[1].log_file",
        "modes[1].torch_trace_dir",
        "modes[1].cache_dir",
        "modes[2].trace_file",
        "modes[2].graphs[0].source_file",
        "modes[2].log_file",
        "modes[2].torch_trace_dir",
        "modes[2].cache_dir",
    ]


@pytest.mark.parametrize("session_json", sorted(DATA.rglob("session.json")), ids=lambda f: f.parent.name)
def test_every_recorded_session_keeps_inside(session_json):
    load_session(session_json.parent).check_paths()


# ---- the user's file: the one file outside a session that is read ----


def test_the_target_file_is_read_only_when_it_is_python(layout):
    root, secret = layout
    assert target_file("samples/matmul_add.py", root) == Path("samples/matmul_add.py")
    assert target_file(str(secret), root) is None
    assert target_file(f"{secret}:fn", root) is None


def test_a_file_torch_stacks_name_is_shown_only_if_it_is_python(layout, tmp_path):
    """TORCH_TRACE's stacks name files on the recording machine; the HTML report shows a window of one only
    when it is a regular .py file here whose line is what torch recorded: never a device or a FIFO."""
    from compile_inspect.code.kernels import KernelSource
    from compile_inspect.code.provenance import KernelProvenance, SourceLine, source_lines
    from compile_inspect.render.code import user_source_html

    _, secret = layout
    fifo = tmp_path / "fifo.py"
    os.mkfifo(fifo)
    assert source_lines("/dev/zero") is None and source_lines(fifo) is None and source_lines(secret) is None
    assert source_lines("samples/matmul_add.py")[0].startswith('"""')
    lines = tuple(SourceLine(str(file), 1, "fn", SECRET) for file in ("/dev/zero", fifo, secret))
    kernel = KernelSource("k", "cpp", "", 1, 2, "", 1, provenance=KernelProvenance(lines=lines))
    shown = user_source_html(kernel)  # returns: reads neither /dev/zero nor the FIFO
    assert shown.count("hunter2") == 3  # the recorded line, as recorded: nothing more of any file
