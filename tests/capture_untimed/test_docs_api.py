"""docs/api.md's examples run, in order, like notebook cells; and the README's library section runs, as examples/library_example.py."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def python_blocks(markdown):
    return re.findall(r"^```python\n(.*?)^```", markdown, flags=re.S | re.M)


def test_the_page_has_an_example_for_each_public_call():
    code = "\n".join(python_blocks((ROOT / "docs" / "api.md").read_text()))
    for call in (
        "ci.inspect(",
        ".diff()",
        ".to_markdown()",
        ".to_json()",
        ".to_html(",
        '["default"]',
        ".findings",
        ".kernels",
        ".graphs[0].source",
        ".timing",
        ".analysis",
        ".show(kernel=",
        ".show(graph=",
        ".save(",
        "ci.load(",
        "ci.explain(",
        "assert_no_graph_breaks(",
        "assert_no_recompiles(",
        "assert_max_kernel_launches(",
        "assert_no_finding(",
    ):
        assert call in code, call


def test_the_examples_run_in_order(tmp_path, capsys):
    namespace = {"__name__": "__main__"}  # as in a notebook: the functions defined here are not importable
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        for number, block in enumerate(python_blocks((ROOT / "docs" / "api.md").read_text()), 1):
            exec(compile(block, f"docs/api.md block {number}", "exec"), namespace)
    finally:
        os.chdir(cwd)
    out = capsys.readouterr().out
    assert "compile-inspect diff: gelu_mlp (in-process)" in out
    assert "at docs/api.md block" in out and "`print`" in out  # the failing assertion's evidence
    assert (tmp_path / "report.html").is_file() and (tmp_path / "runs" / "gelu" / "session.json").is_file()
    assert namespace["session"].in_process


def readme_library_code():
    """The README's library section's Python blocks, joined."""
    section = (ROOT / "README.md").read_text().split("## Library", 1)[1].split("\n## ", 1)[0]
    return "\n".join(python_blocks(section))


def test_the_library_example_script_is_the_readmes_library_section():
    script = (ROOT / "examples" / "library_example.py").read_text().split('"""', 2)[2]
    assert lines_of(script) == lines_of(readme_library_code())


def lines_of(code):
    """The code's lines, blank ones left out (the formatter spaces the script's two blocks apart)."""
    return [line for line in code.splitlines() if line.strip()]


def test_the_readme_library_section_runs_as_written(tmp_path):
    """Run once, as the example script (the same code, checked above)."""
    process = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "library_example.py")],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
    )
    assert process.returncode == 0, process.stderr[-3000:]
    assert "compile-inspect diff: mlp (in-process)" in process.stdout
    assert (tmp_path / "report.html").is_file() and (tmp_path / "runs" / "mlp" / "session.json").is_file()
    assert (tmp_path / "runs" / "mlp" / "default" / "trace.json").is_file()
