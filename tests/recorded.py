"""The recorded sessions' compared modes, read from session.json alone: test ids at collection time without
diffing every session (which took seconds of every test run's collection)."""

import json
from pathlib import Path

RAN = ("ok", "eager-fallback")


def compared_modes(session: Path, control: str = "eager") -> list[str]:
    """The modes a diff of `session` compares with `control`: every other mode that ran and left a trace,
    in the session's order (what `diff.diff_session(...).comparisons` holds)."""
    modes = json.loads((session / "session.json").read_text())["modes"]
    return [
        mode["mode"]
        for mode in modes
        if mode["mode"] != control
        and mode.get("status") in RAN
        and (session / (mode.get("trace_file") or "-")).is_file()
    ]
