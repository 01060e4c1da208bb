"""An md5 of every report of every recorded session and trace in tests/data, in every format: the check
that a refactoring changed no byte of what users see (issue 28).

    python scripts/report_digests.py > /tmp/before.txt      # on the old commit
    python scripts/report_digests.py > /tmp/after.txt       # on the new one
    diff /tmp/before.txt /tmp/after.txt                     # nothing: every report byte-identical
    python scripts/report_digests.py /tmp/gpu_sessions      # the sessions under other folders instead
                                                            # (fresh CUDA sessions from a GPU host)

Each line: `<md5> <format> <input>`. A session renders as `compile-inspect diff S --full` does (text at
width 100 without colour, Markdown, JSON, HTML; `--full` where this version has it: the whole report, what
the default was before the short one); a pair of traces of a session's eager and default modes as
`diff A B` does; every recorded trace outside a session as `explain TRACE` does (text and JSON). Errors are recorded as `error: <message>` lines, so a changed error shows up too.
"""

from __future__ import annotations

import hashlib
import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from compile_inspect.cli.main import cli  # noqa: E402

FORMATS = ("text", "md", "json", "html")
FULL = ["--full"] if any(param.name == "full" for param in cli.get_command(None, "diff").params) else []


def digest(arguments: list[str]) -> str:
    """The md5 of what the command writes to stdout, as text or (`explain --format json`) through its buffer."""
    raw = io.BytesIO()
    out, err = io.TextIOWrapper(raw, encoding="utf-8", newline=""), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            cli.main(args=arguments, prog_name="compile-inspect", standalone_mode=False)
        except Exception as exc:  # an error is an output too
            return "error: " + hashlib.md5(f"{type(exc).__name__}: {exc}".encode()).hexdigest()
    out.flush()
    return hashlib.md5(raw.getvalue()).hexdigest()


def main(folders: list[str]) -> None:
    os.environ["NO_COLOR"] = "1"
    roots = [Path(folder).resolve() for folder in folders] or [ROOT / "tests" / "data"]
    os.chdir(ROOT)
    sessions = sorted(path.parent for root in roots for path in root.rglob("session.json"))
    for session in sessions:
        where = _shown(session)
        for fmt in FORMATS:
            print(digest(["diff", where, "--format", fmt, "--width", "100", *FULL]), fmt, where, flush=True)
        traces = [session / mode / "trace.json" for mode in ("eager", "default")]
        if all(trace.is_file() for trace in traces):
            pair = [_shown(trace) for trace in traces]
            print(
                digest(["diff", *pair, "--format", "text", "--width", "100", *FULL]), "text", " ".join(pair)
            )
    explained = sorted(raw_traces(roots, sessions)) if not folders else sorted(mode_traces(sessions))
    for trace in explained:
        where = _shown(trace)
        for fmt in ("text", "json") if not folders else ("text", "json", "md"):
            print(digest(["explain", where, "--format", fmt, "--width", "100"]), fmt, where, flush=True)


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def raw_traces(roots: list[Path], sessions: list[Path]) -> list[Path]:
    """The recorded traces outside any session folder (training steps, ranks, foreign traces)."""
    found = [
        path for root in roots for pattern in ("*.json.gz", "*trace*.json") for path in root.rglob(pattern)
    ]
    return [path for path in set(found) if not any(session in path.parents for session in sessions)]


def mode_traces(sessions: list[Path]) -> list[Path]:
    """Every mode's trace of the given sessions (explained in text, JSON and Markdown)."""
    return [trace for session in sessions for trace in session.glob("*/trace.json")]


if __name__ == "__main__":
    main(sys.argv[1:])
