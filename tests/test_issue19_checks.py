"""Issue 19, 'the README does not hold': what the README promises about checks and resumed sessions.

--device cuda is refused before any worker starts (no torch in the parent), --resume on a finished
session says there is nothing to rerun, and a two-session diff names the modes it could not pair.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect import errors
from compile_inspect.capture import request as request_module
from compile_inspect.capture import runner
from compile_inspect.session.model import load_session

REPO = Path(__file__).resolve().parents[1]
MATMUL_ADD = REPO / "tests" / "data" / "provenance" / "cpu" / "matmul_add"  # eager and default, size=64

NO_CUDA = request_module.torch_build().get("cuda") is None or request_module.cuda_device_count() == 0


@pytest.mark.skipif(not NO_CUDA, reason="this machine has CUDA")
def test_device_cuda_is_refused_before_any_worker_and_without_torch(tmp_path):
    """It was refused by the workers, after importing torch and compiling (6.5-13 s on 2 cores)."""
    code = (
        "import sys\n"
        "from compile_inspect.capture.request import CaptureRequest, check_request\n"
        f"request = CaptureRequest.create({str(REPO / 'samples' / 'matmul_add.py')!r}, {str(tmp_path)!r},"
        " modes='default', args={'size': '64'}, device='cuda')\n"
        "try:\n"
        "    check_request(request)\n"
        "except Exception as exc:\n"
        "    print(type(exc).__name__, exc)\n"
        "print('torch imported' if 'torch' in sys.modules else 'no torch')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.splitlines() == [
        "UsageError --device cuda: CUDA is not available on this machine (the installed torch is a CPU build)"
        if request_module.torch_build().get("cuda", "") is None
        else "UsageError --device cuda: CUDA is not available on this machine (no CUDA device found)",
        "no torch",
    ]


def test_torch_build_reads_version_py_as_text(tmp_path, monkeypatch):
    package = tmp_path / "torch"
    package.mkdir()
    (package / "__init__.py").write_text("raise ImportError('never imported')\n")
    (package / "version.py").write_text("cuda: Optional[str] = '13.0'\nhip: Optional[str] = None\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    monkeypatch.setattr(request_module, "cuda_device_count", lambda: 0)
    assert request_module.torch_build() == {"cuda": "13.0", "hip": None}
    with pytest.raises(errors.UsageError, match=r"on this machine \(no CUDA device found\)$"):
        request_module.check_device("cuda")
    monkeypatch.setattr(request_module, "cuda_device_count", lambda: 1)
    request_module.check_device("cuda")  # a CUDA build and a device: the worker takes it from here


def test_resume_of_a_finished_session_says_nothing_to_rerun(tmp_path, monkeypatch):
    folder = tmp_path / "mm"
    shutil.copytree(MATMUL_ADD, folder)
    previous = load_session(folder)
    monkeypatch.chdir(REPO)  # the session's target is samples/matmul_add.py
    request = request_module.CaptureRequest.create(
        previous.target.spec,
        folder,
        modes=list(previous.mode_names),
        args=dict(previous.target.args),
        options=previous.options,
        resume=True,
    )
    before = folder_state(folder)
    news = []
    session = runner.run_session(request, progress=news.append)
    assert [event.message for event in news] == [f"nothing to rerun: every mode of {folder} finished"]
    assert [run.mode for run in session.modes] == ["eager", "default"]
    assert folder_state(folder) == before  # session.json, the manifest and the marker: not rewritten


def folder_state(folder):
    """Every path in `folder` with its bytes and modification time (ns)."""
    return {
        path.relative_to(folder): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_two_session_diff_names_the_modes_it_could_not_pair(tmp_path):
    from click.testing import CliRunner
    from compile_inspect.cli.main import cli

    shutil.copytree(MATMUL_ADD, tmp_path / "a")
    shutil.copytree(MATMUL_ADD, tmp_path / "b")
    data = json.loads((tmp_path / "b" / "session.json").read_text())
    data["modes"] = [mode for mode in data["modes"] if mode["mode"] == "eager"]
    (tmp_path / "b" / "session.json").write_text(json.dumps(data))
    result = CliRunner().invoke(cli, ["diff", str(tmp_path / "a"), str(tmp_path / "b"), "--width", "100"])
    assert result.exit_code == 0, result.output
    assert "modes only in a: default; only in b: none" in result.output.split("Summary")[0]
    as_json = CliRunner().invoke(cli, ["diff", str(tmp_path / "a"), str(tmp_path / "b"), "--format", "json"])
    assert json.loads(as_json.output)["warnings"] == ["modes only in a: default; only in b: none"]
