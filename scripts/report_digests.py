"""An md5 of every report of every recorded session and trace in tests/data, in every format: the check
that a refactoring changed no byte of what users see (issue 28).

    python scripts/report_digests.py > /tmp/before.txt      # on the old commit
    python scripts/report_digests.py > /tmp/after.txt       # on the new one
    diff /tmp/before.txt /tmp/after.txt                     # nothing: every report byte-identical

Each line: `<md5> <format> <input>`. A session renders as `compile-inspect diff S` does (text at width
100 without colour, Markdown, JSON, HTML); a pair of traces of a session's eager and default modes as
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


def digest(arguments: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            cli.main(args=arguments, prog_name="compile-inspect", standalone_mode=False)
        except Exception as exc:  # an error is an output too
            return "error: " + hashlib.md5(f"{type(exc).__name__}: {exc}".encode()).hexdigest()
    return hashlib.md5(out.getvalue().encode()).hexdigest()


def main() -> None:
    os.environ["NO_COLOR"] = "1"
    os.chdir(ROOT)
    sessions = sorted(path.parent for path in (ROOT / "tests" / "data").rglob("session.json"))
    for session in sessions:
        where = str(session.relative_to(ROOT))
        for fmt in FORMATS:
            print(digest(["diff", where, "--format", fmt, "--width", "100"]), fmt, where, flush=True)
        traces = [session / mode / "trace.json" for mode in ("eager", "default")]
        if all(trace.is_file() for trace in traces):
            pair = [str(trace.relative_to(ROOT)) for trace in traces]
            print(digest(["diff", *pair, "--format", "text", "--width", "100"]), "text", " ".join(pair))
    for trace in sorted(raw_traces(sessions)):
        where = str(trace.relative_to(ROOT))
        for fmt in ("text", "json"):
            print(digest(["explain", where, "--format", fmt, "--width", "100"]), fmt, where, flush=True)


def raw_traces(sessions: list[Path]) -> list[Path]:
    """The recorded traces outside any session folder (training steps, ranks, foreign traces)."""
    found = [*(ROOT / "tests" / "data").rglob("*.json.gz"), *(ROOT / "tests" / "data").rglob("*trace*.json")]
    return [path for path in set(found) if not any(session in path.parents for session in sessions)]


if __name__ == "__main__":
    main()
