"""Reading the files a session, a trace or a command line names: regular files only, each within a size limit
(gzip inflated within one too), and paths checked to lead inside their folder. No torch.

    data = read_bytes(path, MAX_FILE_BYTES)                       # gzip inflated; FileRefused past the limit
    for block in read_blocks(path, MAX_TRACE_BYTES): ...         # the same, a block at a time
    text = read_text(path, MAX_FILE_BYTES)                        # decoded, bad bytes replaced
    inside(root, root / relative)                                 # False when it leads out (`..`, a link)

A FIFO, a device (/dev/zero), a socket or a folder is refused before it is read, and opening never blocks
(O_NONBLOCK). Each limit is a `Limit`: a default, overridden by an environment variable read each time a
file is opened (docs/security.md, "Reading: bounds").
"""

from __future__ import annotations

import os
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterator

from compile_inspect.errors import FileRefused, UsageError

GZIP_MAGIC = b"\x1f\x8b"
BLOCK_BYTES = 1 << 20
_GZIP_WBITS = 31  # zlib's window bits for a gzip stream (header and trailer checked)
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True)
class Limit:
    """A bound on reading: `default`, or the whole number the environment variable `variable` holds."""

    variable: str
    default: int
    unit: str = "bytes"

    def value(self) -> int:
        text = os.environ.get(self.variable, "").strip()
        if not text:
            return self.default
        if not text.isdigit() or int(text) < 1:
            raise UsageError(f"{self.variable}={text!r}: expected a whole number of {self.unit}, 1 or more")
        return int(text)


# A trace, after gunzip: real ones reach a few GB (docs/performance.md reads 1 GB).
MAX_TRACE_BYTES = Limit("COMPILE_INSPECT_MAX_TRACE_BYTES", 8 << 30)
# Any other file: session.json, generated code, a worker's log, a TORCH_TRACE log, an ncu result.
MAX_FILE_BYTES = Limit("COMPILE_INSPECT_MAX_FILE_BYTES", 1 << 30)
# A gzip file inflating more than this many times its compressed size (a trace: ~15x) is refused once
# it has inflated past GZIP_RATIO_FROM_BYTES: 10 MB of gzipped zeros would inflate to 10 GB.
MAX_GZIP_RATIO = Limit("COMPILE_INSPECT_MAX_GZIP_RATIO", 200, "times")
GZIP_RATIO_FROM_BYTES = Limit("COMPILE_INSPECT_GZIP_RATIO_FROM_BYTES", 64 << 20)
# What a trace's events may hold once read (columns, kept events, names): by default half the memory
# available when the read starts, so a trace of tiny events (a bomb under the ratio) stops in one line.
MAX_TRACE_MEMORY = Limit("COMPILE_INSPECT_MAX_TRACE_MEMORY", 0)
_MEMORY_WHEN_UNKNOWN = 8 << 30


def trace_memory_budget() -> tuple[int, str]:
    """The bytes a trace's events may hold, and where that figure comes from (for the error line)."""
    if os.environ.get(MAX_TRACE_MEMORY.variable, "").strip():
        return MAX_TRACE_MEMORY.value(), f"{MAX_TRACE_MEMORY.variable} sets it"
    available = available_memory()
    return available // 2, f"half the {size_text(available)} available; {MAX_TRACE_MEMORY.variable} sets it"


def available_memory() -> int:
    """MemAvailable of /proc/meminfo in bytes (8 GiB where it cannot be read)."""
    try:
        with open("/proc/meminfo", encoding="ascii") as file:
            for line in file:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return _MEMORY_WHEN_UNKNOWN


def size_text(count: int) -> str:
    """8589934592 -> '8 GiB'; 1000 -> '1000 bytes'."""
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= scale:
            return f"{count / scale:.3g} {unit}"
    return f"{count} bytes"


def open_regular(path) -> BinaryIO:
    """The file open for reading, when it is a regular file (links followed); FileRefused otherwise.

    Checked before opening, so a device is never opened, and again on the open file, opened without
    blocking, so a FIFO swapped in meanwhile cannot hang the read."""
    path = Path(path)
    try:
        _check_regular(path, os.stat(path).st_mode)
        descriptor = os.open(path, _OPEN_FLAGS)
    except (OSError, ValueError) as exc:
        raise FileRefused(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        _check_regular(path, os.fstat(descriptor).st_mode)
    except FileRefused:
        os.close(descriptor)
        raise
    return os.fdopen(descriptor, "rb")


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def check_regular_file(path: Path) -> None:
    """FileRefused naming what `path` is when it exists and is not a regular file (a FIFO, a device)."""
    _check_regular(path, os.stat(path).st_mode)


def _check_regular(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        kind = next((name for test, name in _KINDS if test(mode)), "not a file")
        raise FileRefused(f"{path} is not a regular file ({kind})")


def read_blocks(path, limit: Limit, size: int = BLOCK_BYTES, gunzip: bool = True) -> Iterator[bytes]:
    """The file's bytes, at most `size` at a time, inflated when it is gzip (and `gunzip`); FileRefused
    before a byte past `limit` is yielded, or when a gzip file inflates more than MAX_GZIP_RATIO times."""
    path = Path(path)
    with open_regular(path) as file:
        first = file.read(max(size, len(GZIP_MAGIC)))  # the magic whole, however small the reads
        if gunzip and first[:2] == GZIP_MAGIC:
            yield from _inflated(path, first, file, size, limit)
        else:
            _check_size(path, os.fstat(file.fileno()).st_size, limit)
            yield from _plain(path, first, file, size, limit)


def _plain(path: Path, block: bytes, file, size: int, limit: Limit) -> Iterator[bytes]:
    total = 0
    while block:
        total += len(block)
        _check_size(path, total, limit)  # a file that grows while it is read
        yield block
        block = file.read(size)


def _inflated(path: Path, data: bytes, file, size: int, limit: Limit) -> Iterator[bytes]:
    """Inflated blocks of at most `size` bytes, from compressed reads of size / 8 (a trace inflates ~15x)."""
    guard = _InflationGuard(path, limit)
    unpack = zlib.decompressobj(wbits=_GZIP_WBITS)
    try:
        while data:
            guard.compressed += len(data)
            while data:
                block = unpack.decompress(data, size)
                guard.add(len(block))
                yield block
                data = unpack.unconsumed_tail
                if unpack.eof and unpack.unused_data:  # a next gzip member
                    data, unpack = unpack.unused_data, zlib.decompressobj(wbits=_GZIP_WBITS)
            data = file.read(max(1, size // 8))
        if not unpack.eof:
            raise EOFError("compressed file ended before the end-of-stream marker was reached")
    except (EOFError, zlib.error) as exc:
        raise FileRefused(f"{path} is a damaged or truncated gzip file ({exc})") from None


class _InflationGuard:
    """Counts what a gzip file inflates to against its compressed bytes read; FileRefused past the limits."""

    def __init__(self, path: Path, limit: Limit):
        self.path, self.limit, self.cap = path, limit, limit.value()
        self.ratio, self.ratio_from = MAX_GZIP_RATIO.value(), GZIP_RATIO_FROM_BYTES.value()
        self.compressed = self.inflated = 0

    def add(self, count: int) -> None:
        self.inflated += count
        if self.inflated > self.cap:
            raise FileRefused(
                f"{self.path} inflates past {size_text(self.cap)}, the limit "
                f"({self.limit.variable} raises it)"
            )
        if self.inflated > self.ratio_from and self.inflated > self.ratio * max(self.compressed, 1):
            raise FileRefused(
                f"{self.path} inflates more than {self.ratio} times its size past "
                f"{size_text(self.ratio_from)}: a gzip bomb? ({MAX_GZIP_RATIO.variable} raises the limit)"
            )


def _check_size(path: Path, size: int, limit: Limit) -> None:
    cap = limit.value()
    if size > cap:
        raise FileRefused(f"{path} is larger than {size_text(cap)}, the limit ({limit.variable} raises it)")


def read_bytes(path, limit: Limit, gunzip: bool = True) -> bytes:
    """The whole file (inflated when it is gzip and `gunzip`), within `limit`; FileRefused otherwise."""
    path = Path(path)
    with open_regular(path) as file:
        head = file.read(2)
        if gunzip and head == GZIP_MAGIC:
            first = head + file.read(BLOCK_BYTES)
            return b"".join(_inflated(path, first, file, BLOCK_BYTES, limit))
        size = os.fstat(file.fileno()).st_size
        _check_size(path, size, limit)
        data = head + file.read(min(size, limit.value()) + 1)  # one byte more: a file that grew
        _check_size(path, len(data), limit)
        return data


def read_text(path, limit: Limit = MAX_FILE_BYTES, errors: str = "replace") -> str:
    """The whole file as UTF-8 text (gzip inflated), newlines as `Path.read_text` gives them, within
    `limit`; FileRefused otherwise."""
    text = read_bytes(path, limit).decode("utf-8", errors)
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def inside(root, path) -> bool:
    """Whether `path`, its links resolved, is the folder `root` or lies in it; False when it cannot be
    resolved (a link loop, a NUL byte)."""
    try:
        return Path(path).resolve().is_relative_to(Path(root).resolve())
    except (OSError, RuntimeError, ValueError):
        return False
