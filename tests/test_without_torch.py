"""Reading and rendering without torch: each test runs compile-inspect in a fresh Python whose import
system refuses torch (a meta-path hook: `import torch` raises ModuleNotFoundError, as where torch is
not installed). Our code runs for real; only torch is absent."""

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
GPT2 = DATA / "h200_models" / "gpt2"
INSTALL = "pip install 'compile-inspect[capture]' (or pip install torch)"

NO_TORCH = """
import sys

class NoTorch:
    '''Finds no torch: what Python does where torch is not installed.'''
    def find_spec(self, name, path=None, target=None):
        if name == "torch" or name.startswith("torch."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NoTorch())
"""

CLI = (
    NO_TORCH
    + """
import atexit
atexit.register(lambda: sys.stderr.write(f"\\ntorch imported: {'torch' in sys.modules}\\n"))
from compile_inspect.cli.main import main
main(sys.argv[1:])
"""
)


def without_torch(*args, code=CLI):
    result = subprocess.run(
        [sys.executable, "-c", code, *map(str, args)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=120,
    )
    lines = result.stderr.rstrip("\n").splitlines()
    assert lines and lines[-1] == "torch imported: False", result.stderr[-2000:]
    return result.returncode, result.stdout, "\n".join(lines[:-1]).strip()


def test_the_hook_refuses_torch():
    code = (
        NO_TORCH + "\ntry:\n    import torch\nexcept ImportError as e:\n    print(type(e).__name__, e.name)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "ModuleNotFoundError torch"


def test_explain_a_recorded_trace():
    rc, out, err = without_torch("explain", GPT2 / "default" / "trace.json.gz", "--format", "json")
    assert rc == 0, err
    metrics = json.loads(out)["analysis"]["metrics"]
    events = json.loads(gzip.decompress((GPT2 / "default" / "trace.json.gz").read_bytes()))["traceEvents"]
    kernels = sum(1 for event in events if event.get("cat") == "kernel")
    steps = sum(1 for event in events if event.get("name", "").startswith("ProfilerStep#"))
    assert metrics["kernel_launches"]["n"] == steps == 5  # the raw trace: 115 kernels in 5 steps
    assert metrics["kernel_launches"]["median"] == kernels / steps == 23


@pytest.mark.parametrize("fmt", ["text", "md", "html", "json"])
def test_diff_of_a_saved_session(fmt, tmp_path):
    out = tmp_path / f"report.{fmt}"
    rc, _, err = without_torch("diff", GPT2, "--format", fmt, "-o", out)
    assert rc == 0 and err == f"report written to {out}"
    assert "reduce-overhead is 27.60x slower than eager" in out.read_text(encoding="utf-8")


def test_show_a_saved_session():
    rc, out, err = without_torch("show", GPT2, "--mode", "default", "--plain")
    assert rc == 0, err
    assert "triton_poi_fused_add_arange_0" in out


@pytest.mark.parametrize("verb", ["run", "diff"])
def test_capture_without_torch_is_one_line_saying_how_to_install(verb, tmp_path):
    rc, out, err = without_torch(
        verb, ROOT / "samples" / "square.py", "--save" if verb == "diff" else "-o", tmp_path / "s"
    )
    assert rc == 2 and out == ""
    assert err == f"error: capturing a target runs torch, which is not installed: {INSTALL}"
    assert not (tmp_path / "s").exists()  # checked before any work


LIBRARY = (
    NO_TORCH
    + f"""
import compile_inspect as ci
session = ci.load({str(GPT2)!r})
shown = session.show(mode="default")
print(isinstance(shown, str), "triton_poi_fused_add_arange_0" in shown)
print(str(session.diff()).splitlines()[3])
try:
    ci.inspect(lambda: 1)
except ci.InspectError as error:
    print(error)
print("torch imported:", "torch" in sys.modules)
"""
)


def test_the_library_reads_and_renders_and_says_how_to_install_for_inspect():
    result = subprocess.run([sys.executable, "-c", LIBRARY], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines() == [
        "True True",
        "eager -> default",
        f"inspect() runs torch, which is not installed: {INSTALL}",
        "torch imported: False",
    ]
