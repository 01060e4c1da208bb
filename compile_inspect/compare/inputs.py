"""What a path given to `diff` or `explain` is, decided in one place (the CLI and the library ask here).

    kind, found = input_kind("runs/ddp")     # ("rank-session", ((0, Session), (1, Session)))

Kinds: "trace" (a trace file), "ranks" (a folder of rank traces; `found`: its rank traces),
"rank-session" (a multi-rank session; `found`: its rank sessions), "session" (a session of one process)
and "other" (anything else: a target file to run). No torch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Union

from compile_inspect import reading
from compile_inspect.compare import loading, ranks
from compile_inspect.errors import TraceError, UsageError
from compile_inspect.session.model import check_session_folder
from compile_inspect.trace import reader

# (kind, what was found): a folder's rank traces, a multi-rank session's (rank, Session) of each rank, or
# nothing. A caller that keeps the pair whole narrows `found` by comparing `kind`, as `pair[0] == "ranks"`.
InputKind = Union[
    tuple[Literal["ranks"], tuple[ranks.RankTrace, ...]],
    tuple[Literal["rank-session"], tuple[tuple[int, object], ...]],
    tuple[Literal["trace", "other", "session"], None],
]


def input_kind(source) -> InputKind:
    """(kind, what was found on the way); a trace file that is missing or not a regular file is an error."""
    path = Path(source)
    if path.name.endswith(reader.PERFETTO_SUFFIXES) and path.is_file():
        raise TraceError(reader.perfetto_message(path.name))
    if loading.is_trace_file(path) and not path.is_dir():
        if path.exists() and not path.is_file():  # a FIFO, a device: named as explain names it
            reading.check_regular_file(path)
        if not path.is_file():
            raise UsageError(f"cannot read {source}: no such file")
        return "trace", None
    if not path.is_dir():
        return "other", None
    check_session_folder(path)  # a run writing it, or a session.json that is a FIFO: said so
    if not (path / "session.json").is_file():
        return "ranks", ranks.check_rank_folder(path)
    found = ranks.rank_sessions(path)
    return ("rank-session", found) if found is not None else ("session", None)
