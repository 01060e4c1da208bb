"""What `inspect` decides before running anything (workers or in-process), and what importing costs."""

import gc
import json
import re
import subprocess
import sys
import tempfile
import types
from pathlib import Path

import pytest
import torch

import compile_inspect as ci
from compile_inspect import api, errors, findings
from compile_inspect.capture.request import CaptureRequest
from compile_inspect.session.model import load_session

ROOT = Path(__file__).resolve().parents[2]


def top_level(x):
    return x + 1


class Opaque:
    """Picklable, but not plain data: a worker's weights_only load refuses it."""


def test_importing_the_package_imports_no_torch():
    code = (
        "import sys, compile_inspect as ci; ci.load; ci.explain; ci.inspect; ci.InspectedSession; "
        "import compile_inspect.testing; print('torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_all_names_resolve():
    assert set(ci.__all__) <= set(dir(ci))
    for name in ci.__all__:
        assert getattr(ci, name) is not None
    with pytest.raises(AttributeError):
        ci.nothing_here


@pytest.mark.parametrize(
    "fn, why",
    [
        (lambda x: x, "lambda"),
        (torch.nn.Linear(2, 2), "Linear instance"),
        (types.FunctionType(top_level.__code__, {"__name__": "__main__"}, "in_main"), "__main__"),
    ],
)
def test_what_no_worker_can_rebuild(fn, why):
    spec, reason = api.worker_spec(fn)
    assert spec is None and why in reason


def test_a_closure_is_not_rebuildable():
    def inner(x):
        return x

    assert "nested function" in api.worker_spec(inner)[1]


def test_a_top_level_function_is_rebuilt_from_its_file():
    spec, reason = api.worker_spec(top_level)
    assert reason is None and spec == f"{__file__}:top_level"


def test_inputs_that_cannot_travel_keep_the_run_here(tmp_path):
    request = CaptureRequest.create(f"{__file__}:top_level", tmp_path, modes="eager", device="cpu")
    session, reason = api._run_in_workers(request, (Opaque(),), {})
    assert session is None and "example inputs cannot be passed to a worker" in reason
    assert not any(tmp_path.iterdir())  # nothing ran


def test_in_process_false_refuses_a_lambda(tmp_path):
    with pytest.raises(errors.TargetError, match="no worker can rebuild <lambda>: .*<lambda> is a lambda"):
        ci.inspect(lambda x: x, torch.ones(2), in_process=False, out_dir=tmp_path)


def test_bad_options_are_usage_errors(tmp_path):
    with pytest.raises(errors.UsageError, match="device 'tpu'"):
        ci.inspect(top_level, torch.ones(2), device="tpu", out_dir=tmp_path)
    with pytest.raises(errors.UsageError, match="unknown mode 'fast'"):
        ci.inspect(top_level, torch.ones(2), modes="fast", out_dir=tmp_path)


@pytest.mark.parametrize(
    "given, says",
    [
        (dict(iters=-5), "iters=-5: must be a whole number, at least 1"),
        (dict(rounds=-3), "rounds=-3: must be a whole number, at least 1"),
        (dict(warmup=-1), "warmup=-1: must be a whole number, at least 0"),
        (dict(block_ms=float("inf")), "block_ms=inf: must be a finite number more than 0"),
        (dict(timeout=float("inf")), "timeout=inf: must be a finite number more than 0 seconds"),
        (dict(modes="default+not_a_key=1"), "not_a_key is not an Inductor config key"),
    ],
)
def test_the_library_refuses_what_the_cli_refuses_before_any_work(tmp_path, given, says):
    """Issue 29's D5/D6: these were accepted and failed later, mode by mode (or wrote Infinity)."""
    with pytest.raises(errors.UsageError, match=re.escape(says)):
        ci.inspect(top_level, torch.ones(2), out_dir=tmp_path / "s", **given)
    assert not (tmp_path / "s").exists()


def test_the_library_refuses_something_it_cannot_call(tmp_path):
    with pytest.raises(errors.UsageError, match="inspect\\(\\) runs a function or module; got a int"):
        ci.inspect(5, torch.ones(2), out_dir=tmp_path / "s")


def test_auto_device_follows_the_inputs():
    assert api.resolve_device("auto", top_level, (torch.ones(1),), {}) == "cpu"
    if torch.cuda.is_available():
        assert api.resolve_device("cuda", top_level, (torch.ones(1),), {}) == "cuda"


@pytest.mark.skipif(torch.cuda.is_available(), reason="CUDA is here: device='cuda' is fine")
def test_cuda_without_cuda_is_one_line_not_torchs_assertion(tmp_path):
    """Issue 29's D4: inspect(..., device='cuda') on a CPU build of torch raised a bare AssertionError."""
    with pytest.raises(errors.UsageError, match="device='cuda': CUDA is not available here"):
        ci.inspect(top_level, torch.ones(2), device="cuda", out_dir=tmp_path)
    assert not (tmp_path / "session.json").exists()


def test_old_session_json_without_in_process_still_loads(tmp_path):
    recorded = Path(__file__).parents[1] / "data" / "cpu_sessions" / "mlp_128" / "session.json"
    data = json.loads(recorded.read_text())  # a session holds one mode at least
    data.pop("in_process", None), data.pop("in_process_reason", None)
    (tmp_path / "session.json").write_text(json.dumps(data))
    session = load_session(tmp_path)
    assert session.in_process is False and session.in_process_reason is None


def test_finding_ids_known_to_testing_are_the_rules_ids():
    from pathlib import Path

    source = "".join(p.read_text() for p in Path(findings.__file__).parent.glob("*.py"))
    # a rule's id is written once: as Finding("id", ...) or steps_view.step_finding(index, "id", ...)
    literal_ids = set(__import__("re").findall(r'(?:Finding\(|step_finding\(\s*\w+,)\s*"([a-z-]+)"', source))
    assert {rule.id for rule in findings.ALL_RULES} == literal_ids - {"withheld"}  # findings.withhold's own
    assert len({rule.id for rule in findings.ALL_RULES}) == len(findings.ALL_RULES)


@pytest.mark.slow
def test_a_failing_function_fails_its_modes_and_the_session_is_still_written(tmp_path):
    session = ci.inspect(
        lambda x: x.no_such_method(), torch.ones(2), modes="default", out_dir=tmp_path, iters=1
    )
    assert [view.ok for view in session] == [False, False]
    assert session["default"].error == "AttributeError: 'Tensor' object has no attribute 'no_such_method'"
    assert "Traceback" in (tmp_path / "default" / "worker.log").read_text()  # the full story, as a worker's
    assert load_session(tmp_path).in_process and session.diff().report.any_failed


NATIVE_WRITE = """
import os, sys, torch
import compile_inspect as ci
def noisy(x):
    os.write(2, b"native-stderr-write\\n")  # what C++ code (Kineto, the C++ compiler) does, past sys.stderr
    return x * 2
session = ci.inspect(noisy, torch.ones(4), modes=["eager"], warmup=1, active=1, iters=2, out_dir=sys.argv[1])
print("in-process:", session.in_process)
"""


@pytest.mark.slow
def test_in_process_native_output_goes_to_the_mode_log_not_the_terminal(tmp_path):
    out = tmp_path / "s"
    process = subprocess.run(
        [sys.executable, "-c", NATIVE_WRITE, str(out)], capture_output=True, text=True, timeout=300
    )
    assert process.returncode == 0, process.stderr[-2000:]
    assert "in-process: True" in process.stdout
    assert "native-stderr-write" not in process.stderr + process.stdout
    assert "native-stderr-write" in (out / "eager" / "worker.log").read_text()


# ---- temporary sessions: removed unless saved ----


@pytest.fixture
def temp_root(tmp_path, monkeypatch):
    """tempfile's folder for this test alone, so other tests' folders never count."""
    root = tmp_path / "tmp"
    root.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(root))
    monkeypatch.setenv("TMPDIR", str(root))
    return root


def temp_sessions(root):
    return sorted(path.name for path in root.glob(f"{api.TEMP_PREFIX}*"))


EAGER_ONLY = dict(modes=["eager"], warmup=1, wait=0, profile_warmup=0, active=1, iters=2)


@pytest.mark.slow
def test_a_temporary_session_is_removed_when_dropped_but_a_saved_copy_stays(temp_root, tmp_path):
    session = ci.inspect(lambda x: x * 2, torch.ones(4), **EAGER_ONLY)
    (folder,) = temp_sessions(temp_root)
    assert session.temporary and session.root == temp_root / folder and session["eager"].ok
    kept = session.save(tmp_path / "kept")
    del session
    gc.collect()
    assert temp_sessions(temp_root) == [] and not kept.temporary
    assert load_session(tmp_path / "kept").mode("eager").ok


@pytest.mark.slow
def test_a_failed_mode_s_temporary_session_is_removed_too(temp_root):
    with ci.inspect(lambda x: x.no_such_method(), torch.ones(2), **EAGER_ONLY) as session:
        assert not session["eager"].ok and len(temp_sessions(temp_root)) == 1
    assert temp_sessions(temp_root) == []


def test_an_error_out_of_inspect_leaves_no_temporary_session(temp_root):
    with pytest.raises(errors.TargetError, match="no worker can rebuild"):
        ci.inspect(lambda x: x, torch.ones(2), in_process=False, **EAGER_ONLY)
    with pytest.raises(KeyboardInterrupt):
        ci.inspect(interrupted, torch.ones(2), in_process=True, **EAGER_ONLY)
    assert temp_sessions(temp_root) == []


def interrupted(x):
    raise KeyboardInterrupt  # what Ctrl-C raises in the middle of a run


@pytest.mark.slow
def test_an_out_dir_session_is_never_removed(tmp_path):
    session = ci.inspect(lambda x: x + 1, torch.ones(2), out_dir=tmp_path / "mine", **EAGER_ONLY)
    session.close()
    del session
    gc.collect()
    assert load_session(tmp_path / "mine").mode("eager").ok


def test_show_returns_a_str():
    session = ci.load(ROOT / "tests" / "data" / "h200_models" / "gpt2")
    listing, kernel = session.show(mode="default"), session.show(kernel="triton_poi_fused_add_arange_0")
    assert isinstance(listing, str) and isinstance(kernel, str)
    source = next(k for k in session["default"].kernels if k.name == "triton_poi_fused_add_arange_0")
    heading = kernel.splitlines()[0]
    assert heading.startswith("triton_poi_fused_add_arange_0: triton pointwise, mode default, graph ")
    assert f"lines {source.first_line}-{source.last_line}" in heading
    code_lines = [line for line in source.text.splitlines() if line.strip()]
    assert all(line in kernel for line in code_lines)  # every line of the kernel's own source
    assert all(k.name in listing for k in session["default"].kernels)
    assert "\x1b[" in kernel.highlighted() and "\x1b[" not in kernel and repr(kernel) == str(kernel)


def test_diff_text_takes_the_cli_s_width_and_all_rows():
    from compile_inspect.render.text import render_text

    report = ci.load(ROOT / "tests" / "data" / "h200_sessions" / "matmul_add_64").diff()
    assert str(report) == render_text(report.report, width=100)
    wide = report.text(width=160, all_rows=True).splitlines()
    assert max(map(len, wide)) <= 160 and not any("unchanged rows hidden" in line for line in wide)
    unchanged = sum(c.status_counts().get("unchanged", 0) for c in report.report.comparisons)
    assert sum(line.startswith("  unchanged ") for line in wide) == unchanged > 0
