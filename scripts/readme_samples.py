"""Rewrite the README's sample reports with today's output of the command each names (whole, no lines
left out): run after a wording change; tests/test_readme_output.py checks them.

    python scripts/readme_samples.py
"""

import contextlib
import io
import os
import re
from pathlib import Path

from compile_inspect.cli.main import main

REPO = Path(__file__).resolve().parents[1]
COMMAND = re.compile(r"`compile-inspect (diff tests/data/[^`]+)`")
FENCE = re.compile(r"^```\n(compile-inspect diff: .*?)\n```$", re.M | re.S)


def output_of(command: str) -> str:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), contextlib.suppress(SystemExit):
        main(command.split())
    return buffer.getvalue().rstrip("\n")


def rewritten(text: str) -> str:
    def replace(fence: re.Match) -> str:
        command = COMMAND.findall(text[: fence.start()])[-1]
        return f"```\n{output_of(command)}\n```"

    return FENCE.sub(replace, text)


if __name__ == "__main__":
    os.chdir(REPO)
    os.environ["NO_COLOR"] = "1"
    readme = REPO / "README.md"
    readme.write_text(rewritten(readme.read_text()))
