"""The README's sample reports are today's output of the command they name (issue 19), trimmed honestly:
each block, read top down, is the real output's lines in order, a `[... N lines left out ...]` line
standing for exactly N of them, up to the output's last line. A wording change that leaves the README
behind fails here; tests/capture/test_readme_commands.py runs the README's commands."""

import re
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

REPO = Path(__file__).resolve().parents[1]
LEFT_OUT = re.compile(r"\[\.\.\. (\d+) lines? left out \.\.\.\]")
COMMAND = re.compile(r"`compile-inspect (diff tests/data/[^`]+)`")


def sample_blocks() -> list[tuple[str, list[str]]]:
    """(command, lines) of each plain fence of README.md that holds a report: the command is the last one
    the text names before the fence."""
    text = (REPO / "README.md").read_text()
    found = []
    for fence in re.finditer(r"^```\n(compile-inspect diff: .*?)\n```$", text, re.M | re.S):
        command = COMMAND.findall(text[: fence.start()])[-1]
        found.append((command, fence[1].split("\n")))
    return found


def test_the_readme_has_its_two_samples():
    assert [command for command, _ in sample_blocks()] == [
        "diff tests/data/h200_models/gpt2",
        "diff tests/data/cpu_sessions/mlp_128",
    ]


@pytest.mark.parametrize("command, block", sample_blocks(), ids=lambda value: str(value)[:40])
def test_a_sample_is_the_real_output_trimmed(command, block, capsys, monkeypatch):
    monkeypatch.chdir(REPO)
    monkeypatch.setenv("NO_COLOR", "1")
    main(command.split())
    output = capsys.readouterr().out.rstrip("\n").split("\n")
    at = 0
    for line in block:
        cut = LEFT_OUT.fullmatch(line)
        if cut:
            at += int(cut[1])
            continue
        assert at < len(output) and output[at] == line, f"README: {line!r}\noutput: {output[at : at + 1]}"
        at += 1
    assert at == len(output), f"the block ends at line {at} of {len(output)}: say what is left out"
