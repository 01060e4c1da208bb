"""The target file loads like a script: a real module under a stable name, its folder on sys.path; and a
failed mode's error is one short line, the whole traceback staying in its worker.log.

Real workers and torch.compile on CPU (no mocks); modes kept to what each case needs. About 35 s on 2 cores.
"""

import os
import subprocess
import sys

import pytest

from compile_inspect.capture import runner
from compile_inspect.capture.request import CaptureRequest
from compile_inspect.capture.target import TARGET_PREFIX, load_target, module_name
from compile_inspect.capture.worker import ERROR_CHARS, one_line
from compile_inspect.session.model import Options, load_session

QUICK = Options(warmup=1, iters=3, active=1, jobs=2)

# Dynamo inlines score_mod from flex_attention's own frame and reaches SLOPE through the target
# module's name (`import_source`): this failed in every mode, eager included, before the target
# was a real module.
FLEX_TARGET = """
import torch
from torch.nn.attention.flex_attention import flex_attention

SLOPE = 0.5


def relative_bias(score, batch, head, q_index, kv_index):
    return score + torch.tanh((q_index - kv_index) * SLOPE)


def fn(q, k, v):
    return flex_attention(q, k, v, score_mod=relative_bias)


def example_inputs():
    torch.manual_seed(0)
    return tuple(torch.randn(1, 2, 16, 8) for _ in range(3))
"""

SIBLING = """
def shift(x):
    return x + 1
"""

IMPORTS_ITSELF = """
import importlib
import pickle
import sys

import torch

import sibling_of_the_target


def double(x):
    return x * 2


def fn(x):
    module = importlib.import_module(__name__)
    assert module is sys.modules[__name__] and module.double is double, __name__
    assert pickle.loads(pickle.dumps(double)) is double
    return sibling_of_the_target.shift(double(x))


def example_inputs():
    return (torch.ones(4),)
"""

LONG_MESSAGE_LINES = ["first line " + "x" * 1000] + [f"detail line {i:03d} " + "y" * 40 for i in range(80)]
LONG_MESSAGE = "\n".join(LONG_MESSAGE_LINES)  # about 5 KB

RAISES_LONG = f"""
import torch


def fn(x):
    raise ValueError({LONG_MESSAGE!r})


def example_inputs():
    return (torch.ones(4),)
"""


def write(folder, name, text):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


@pytest.mark.slow
def test_flex_attention_with_a_score_mod_of_the_target_runs_in_eager_and_default(tmp_path):
    target = write(tmp_path / "model", "flex_target.py", FLEX_TARGET)
    session = runner.run_session(
        CaptureRequest.create(str(target), tmp_path / "out", device="cpu", options=QUICK)
    )
    assert {run.mode: run.status for run in session.modes} == {"eager": "ok", "default": "ok"}, [
        run.error for run in session.modes
    ]


@pytest.mark.slow
def test_the_function_imports_its_own_module_by_name_and_a_sibling_file(tmp_path):
    folder = tmp_path / "project"
    write(folder, "sibling_of_the_target.py", SIBLING)
    target = write(folder, "imports_itself.py", IMPORTS_ITSELF)
    request = CaptureRequest.create(str(target), tmp_path / "out", modes="eager", device="cpu", options=QUICK)
    session = runner.run_session(request)
    assert session.mode("eager").status == "ok", session.mode("eager").error


@pytest.fixture
def own_imports(monkeypatch, tmp_path):
    """sys.path as it was, and no module of tmp_path left in sys.modules, once the test has loaded
    targets in this process (torch, imported meanwhile, stays)."""
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield
    folder = str(tmp_path.resolve())
    for name, module in list(sys.modules.items()):
        if (getattr(module, "__file__", None) or "").startswith(folder):
            del sys.modules[name]


def test_loaded_in_this_process_the_target_is_the_module_of_its_name(tmp_path, own_imports):
    pytest.importorskip("torch")
    folder = tmp_path / "project"
    write(folder, "sibling_of_the_target.py", SIBLING)
    target = write(folder, "imports_itself_here.py", IMPORTS_ITSELF)
    loaded = load_target(str(target), {}, "cpu")
    assert loaded.fn.__module__ == "imports_itself_here"
    assert sys.modules["imports_itself_here"].__file__ == str(target.resolve())
    assert sys.path[0] == str(folder.resolve())
    assert loaded.fn(*loaded.inputs).tolist() == [3.0] * 4


def test_the_name_is_the_stem_unless_that_names_another_module(tmp_path):
    assert module_name(write(tmp_path, "my_flex_model.py", "")) == "my_flex_model"
    shadowing = write(tmp_path, "json.py", "")  # `import json` is the standard library's
    assert module_name(shadowing).startswith(TARGET_PREFIX + "json_")
    for awkward in ("my-model.py", "class.py", "__init__.py"):
        assert module_name(write(tmp_path, awkward, "")).startswith(TARGET_PREFIX)


def test_the_prefixed_name_is_the_same_in_every_process(tmp_path):
    target = write(tmp_path, "os.py", "")
    command = [
        sys.executable,
        "-c",
        f"from compile_inspect.capture.target import module_name; print(module_name({str(target)!r}))",
    ]
    names = {
        subprocess.run(
            command, capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": seed}
        ).stdout.strip()
        for seed in ("1", "2")
    }
    assert names == {module_name(target)} and module_name(target).startswith(TARGET_PREFIX + "os_")


def test_one_line_of_a_long_multi_line_message_is_cut_and_names_the_type():
    line = one_line(ValueError(LONG_MESSAGE))
    assert line.startswith("ValueError: first line xxx") and line.endswith("…")
    assert "\n" not in line and len(line) == ERROR_CHARS


@pytest.mark.slow
def test_a_long_multi_line_error_is_one_short_line_and_the_log_holds_it_all(tmp_path):
    target = write(tmp_path, "raises_long.py", RAISES_LONG)
    lines = []
    request = CaptureRequest.create(str(target), tmp_path / "out", modes="eager", device="cpu", options=QUICK)
    session = runner.run_session(request, progress=lines.append)
    failed = load_session(tmp_path / "out").mode("eager")
    assert failed.status == "failed" and failed.error == session.mode("eager").error
    assert failed.error.startswith("ValueError: first line xxx") and failed.error.endswith("…")
    assert "\n" not in failed.error and len(failed.error) <= ERROR_CHARS
    log = tmp_path / "out" / "eager" / "worker.log"
    assert all(line in log.read_text() for line in LONG_MESSAGE_LINES)  # the whole message stays in the log
    said = [event.message for event in lines if event.stage == "failed"]
    assert said == [f"eager: failed: {failed.error} (log: {log})"]
