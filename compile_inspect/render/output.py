"""Where a report or a merged trace lands: written whole or not at all, never onto what is being read.
No torch.

    >>> refuse_outputs_in({"-o": Path("s/session.json")}, [Path("s")])   # UsageError: s is being read
    >>> write_text("report.md", text)                                    # all of it, or nothing
    >>> with replacing("merged.json.gz") as out:                         # a binary file, streamed
    ...     out.write(data)

A file is written as a temporary file next to it (`.report.md.<random>.tmp`, same folder, so same file
system) that `os.replace` puts in place only once every byte is written and synced: a reader, or the
user after a Ctrl-C, a full disk or a crash, sees the old file or the new one, never half of one, and
the temporary file is removed on any failure. A device or a pipe (`/dev/stdout`, `/dev/full`) cannot be
replaced, so it is written in place. An `OSError` becomes one `OutputError` line naming the file.
docs/security.md says what this guarantees and which tests show it.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator, Mapping, Optional, Union

from compile_inspect.errors import InspectError, UsageError

PathLike = Union[str, Path]
_BUFFER = 1 << 20  # a merged trace is written an event at a time


class OutputError(InspectError):
    """A report or trace that cannot be written (missing folder, full disk, no permission): exit 2."""


def refuse_outputs_in(outputs: Mapping[str, Optional[PathLike]], reads: Iterable[PathLike]) -> None:
    """`UsageError` when an output (keyed by its option, e.g. "-o") is, or is inside, a file or folder
    this command reads, or two outputs are one file; checked before anything is read or written."""
    named = {option: Path(path) for option, path in outputs.items() if path is not None}
    for option, path in named.items():
        for source in reads:
            if _lands_on(path, Path(source)):
                raise UsageError(
                    f"{option} {path} lands on {source}, which this command reads; "
                    "write it outside the sessions and traces it reads"
                )
    _refuse_same_file(named)


def write_text(path: PathLike, text: str) -> None:
    """`text` as UTF-8 in `path`, all of it or nothing."""
    with replacing(path) as out:
        out.write(text.encode("utf-8"))


@contextlib.contextmanager
def replacing(path: PathLike) -> Iterator[BinaryIO]:
    """A binary file whose bytes become `path` when the block ends without an error; on any error,
    Ctrl-C included, the temporary file is removed and `path` is left as it was."""
    path = Path(path)
    if _is_special(path):
        with _in_place(path) as out:
            yield out
        return
    target = Path(os.path.realpath(path))  # through a symlink to the file it names, as open() would
    _check_writable(path, target)
    handle, temporary = _temporary_next_to(path, target)
    try:
        with _closing(os.fdopen(handle, "wb", buffering=_BUFFER), path, sync=True) as out:
            yield out
        _publish(path, temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


class _Output:
    """The file being written; its errors (a full disk) become one OutputError line naming `path`. Only
    errors of the writing itself: an OSError of the block's own (a trace it reads) stays as it is."""

    def __init__(self, file: BinaryIO, path: Path):
        self._file, self._path = file, path

    def write(self, data: bytes) -> int:
        try:
            return self._file.write(data)
        except OSError as exc:
            raise _worded(exc, self._path) from None

    def flush(self) -> None:
        with _one_line_errors(self._path):
            self._file.flush()


@contextlib.contextmanager
def _closing(file: BinaryIO, path: Path, sync: bool = False):
    """The open file as an `_Output`, flushed (and synced to the disk) and closed after the block; when
    the block fails, closing it quietly, so that a Ctrl-C is not reported as a full disk."""
    try:
        yield _Output(file, path)
        with _one_line_errors(path):
            file.flush()
            if sync:
                os.fsync(file.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            file.close()
        raise
    with _one_line_errors(path):
        file.close()


@contextlib.contextmanager
def _in_place(path: Path):
    with _one_line_errors(path):
        file = open(path, "wb")
    with _closing(file, path) as out:
        yield out


@contextlib.contextmanager
def _one_line_errors(path: Path):
    try:
        yield
    except OSError as exc:
        raise _worded(exc, path) from None


def _worded(exc: OSError, path: Path) -> OutputError:
    return OutputError(f"cannot write {path}: {exc.strerror or exc}")


def _is_special(path: Path) -> bool:
    """A device, pipe or socket (`/dev/stdout`, `/dev/full`): written in place, never replaced."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _check_writable(path: Path, target: Path) -> None:
    """The errors open() would give, in one line, before a temporary file is made."""
    if not target.parent.is_dir():
        raise OutputError(f"cannot write {path}: no folder {target.parent}")
    if target.is_dir():
        raise OutputError(f"cannot write {path}: it is a folder")
    if target.exists() and not os.access(target, os.W_OK):  # replacing would defeat its read-only mode
        raise OutputError(f"cannot write {path}: Permission denied")


def _temporary_next_to(path: Path, target: Path) -> tuple[int, str]:
    with _one_line_errors(path):
        return tempfile.mkstemp(prefix=f".{target.name[:200]}.", suffix=".tmp", dir=target.parent)


def _publish(path: Path, temporary: str, target: Path) -> None:
    """The temporary file takes the place of `target`, with the mode a new file would have (or the old
    file's)."""
    with _one_line_errors(path):
        os.chmod(temporary, _mode(target))
        os.replace(temporary, target)


def _mode(target: Path) -> int:
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _lands_on(output: Path, source: Path) -> bool:
    """Whether writing `output` would write `source` (the file) or into it (a folder), through any
    symlink or second name: compared by device and inode, the output's existing folders one by one."""
    try:
        source_id = _identity(source)
    except OSError:
        return False
    candidates = [output, *Path(os.path.realpath(output)).parents, *output.absolute().parents]
    return any(_identity_or_none(candidate) == source_id for candidate in candidates)


def _refuse_same_file(named: Mapping[str, Path]) -> None:
    seen: dict[str, str] = {}
    for option, path in named.items():
        key = os.path.realpath(path)
        if key in seen:
            raise UsageError(f"{seen[key]} and {option} name the same file, {path}")
        seen[key] = option


def _identity(path: Path) -> tuple[int, int]:
    info = os.stat(path)
    return info.st_dev, info.st_ino


def _identity_or_none(path: Path) -> Optional[tuple[int, int]]:
    try:
        return _identity(path)
    except OSError:
        return None
