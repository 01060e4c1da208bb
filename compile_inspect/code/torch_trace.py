"""TORCH_TRACE logs (what `TORCH_TRACE=<dir>` makes torch write) -> records: a glog-style JSON header line
and the tab-indented payload lines after it. The one low-level reader: generated sources, torch's evidence
and provenance all read through it. No torch.
"""

import functools
import gzip
import json
import re
from dataclasses import dataclass
from pathlib import Path

_GLOG_HEADER = re.compile(r"^[VIWEC]\d{4} [\d:.]+\s+\d+ [^\]]*\] (\{.*\})\s*$")


@dataclass(frozen=True)
class TraceRecord:
    """One TORCH_TRACE record: the JSON header line and the payload lines that follow it."""

    kind: str
    header: dict
    payload: str

    @property
    def compile_key(self):
        return (self.header.get("frame_id"), self.header.get("frame_compile_id"), self.header.get("attempt"))

    @property
    def artifact_name(self):
        return self.header.get("artifact", {}).get("name") if self.kind == "artifact" else None


def read_torch_trace(path):
    """A TORCH_TRACE folder (every *.log or *.log.gz in it) or one log file -> its records, in order.

    Read once per set of files (name, size, mtime): the loading step asks for a mode's records twice
    (torch's evidence, the kernels' provenance), and a model's logs are megabytes."""
    path = Path(path)
    files = sorted([*path.glob("*.log"), *path.glob("*.log.gz")]) if path.is_dir() else [path]
    return _records_of(tuple((str(file), *_stamp(file)) for file in files))


def _stamp(file):
    try:
        stat = file.stat()
    except OSError:
        return (None, None)
    return (stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _records_of(stamped_files):
    return tuple(record for name, *_ in stamped_files for record in _records(_read_log(Path(name))))


def _read_log(file):
    data = file.read_bytes()
    return (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode(errors="replace")


def _records(text):
    records, header, payload = [], None, []
    for line in text.splitlines():
        if line.startswith("\t") and header is not None:
            payload.append(line[1:])
            continue
        match = _GLOG_HEADER.match(line)
        if header is not None:
            records.append(_record(header, payload))
        header, payload = (parse_json(match.group(1)) if match else None), []
    if header is not None:
        records.append(_record(header, payload))
    return [record for record in records if record is not None]


def _record(header, payload):
    kinds = [
        key for key in header if key not in ("frame_id", "frame_compile_id", "attempt", "has_payload", "rank")
    ]
    return TraceRecord(kinds[0], header, "\n".join(payload)) if kinds else None


def parse_json(text):
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
