"""Trims `compile-inspect run` sessions into provenance fixtures: python trim.py SRC_DIR DEST_DIR.

Per session: session.json; per mode its trace (gzipped, `trace_file` pointed at it), `code/` and
`torch_trace/` (each log gzipped). Dropped: `inductor_cache/` (compiled binaries), `worker.log`
(`log_file` set to null), timing samples. No torch needed.
"""

import gzip
import json
import shutil
import sys
from pathlib import Path


def trim_session(src, dest):
    session = json.loads((src / "session.json").read_text())
    for mode in session["modes"]:
        _trim_mode(src, dest, mode)
    (dest / "session.json").write_text(json.dumps(session, indent=1, sort_keys=True) + "\n")


def _trim_mode(src, dest, mode):
    mode["log_file"] = None
    if mode.get("trace_file"):
        mode["trace_file"] = _gzip(src / mode["trace_file"], dest / (mode["trace_file"] + ".gz"))
        mode["trace_file"] = str(Path(mode["trace_file"]).relative_to(dest))
    for graph in mode["graphs"]:
        if graph.get("source_file"):
            (dest / graph["source_file"]).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(src / graph["source_file"], dest / graph["source_file"])
    if mode.get("torch_trace_dir"):
        for log in sorted((src / mode["torch_trace_dir"]).glob("*.log")):
            _gzip(log, dest / mode["torch_trace_dir"] / (log.name + ".gz"))


def _gzip(file, target):
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(file.read_bytes(), mtime=0))
    return str(target)


if __name__ == "__main__":
    source, destination = Path(sys.argv[1]), Path(sys.argv[2])
    for folder in sorted(p for p in source.iterdir() if (p / "session.json").is_file()):
        trim_session(folder, destination / folder.name)
