"""The text report's first line names the target and its arguments whole (issue 19: a long argument list was
cut mid-name, "arg0=Tensor float32 [32, 3…2, 32]"): wrapped at spaces within the width, never cut."""

import dataclasses
from pathlib import Path

from compile_inspect.compare.diff import diff_session
from compile_inspect.compare.loading import load
from compile_inspect.render.text import render_text

SESSION = Path(__file__).parent / "data" / "cpu_sessions" / "mlp_128"


def test_a_long_argument_list_is_wrapped_not_cut():
    report = diff_session(load(SESSION))
    args = ", ".join(f"arg{i}=Tensor float32 [32, 3, 32, 32]" for i in range(4))
    report = dataclasses.replace(report, title=f"samples/vision.py ({args})")
    for width in (60, 100):
        lines = render_text(report, width=width).splitlines()
        head = [line for line in lines[:6] if line and not line.startswith(("NVIDIA", "CPU"))]
        title = " ".join(line.strip() for line in head[: len(head)])
        assert args in title, title
        assert all(len(line) <= width for line in lines[:6])
        assert "…" not in " ".join(lines[:3])
