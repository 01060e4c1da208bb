"""Copies the TORCH_TRACE logs and worker.logs of recorded sessions, keeping what evidence.py reads.

    python tests/data/evidence/trim.py /tmp/rec tests/data/evidence/torch2.13-cpu

For every <session>/<mode>/ with a torch_trace/ folder (eager has none), writes
<dest>/<session>/<mode>/torch_trace/<same name>.log and <dest>/<session>/<mode>/worker.log. Every line
kept is torch's own, unchanged, except in compilation_metrics headers, where the config dumps and the
graph's node shapes (tens of KB each, read by nobody here) become "<trimmed>". Dropped: records of
kinds evidence.py does not read (chromium_event other than CUDAGraphNode.record, describe_*), payloads
of records whose header alone is read (graphs, generated code, cache keys), dynamo_cpp_guards_str
payloads over MAX_GUARDS_PAYLOAD (GPT-2's guard tree: 200-300 KB), and the TORCH_LOGS=output_code
lines of worker.log (the generated modules).
"""

import json
import re
import sys
from pathlib import Path

HEADER = re.compile(r"^([VIWEC]\d{4} [\d:.]+\s+\d+ [^\]]*\] )(\{.*\})\s*$")
PAYLOAD_KEPT = {"dynamo_graph_break_reason", "recompile_reasons", "dynamo_cpp_guards_str", "torch_version"}
DROPPED_KINDS = {"describe_storage", "describe_tensor", "describe_source"}
KEPT_CHROMIUM = ('"name": "CUDAGraphNode.record"',)
TRIMMED_METRICS = (
    "dynamo_config",
    "inductor_config",
    "compiler_config",
    "functorch_config",
    "graph_node_shapes",
)
MAX_GUARDS_PAYLOAD = 64_000


def records(lines):
    """(prefix, header dict, header line, payload lines) per record."""
    current = None
    for line in lines:
        if line.startswith("\t") and current is not None:
            current[3].append(line)
            continue
        match = HEADER.match(line)
        if current is not None:
            yield current
        current = (match.group(1), json.loads(match.group(2)), line, []) if match else None
    if current is not None:
        yield current


def kind_of(header):
    kinds = [
        key for key in header if key not in ("frame_id", "frame_compile_id", "attempt", "has_payload", "rank")
    ]
    kind = kinds[0] if kinds else ""
    return header[kind].get("name", "") if kind == "artifact" else kind


def trimmed(record):
    prefix, header, line, payload = record
    kind = kind_of(header)
    if kind in DROPPED_KINDS:
        return []
    if kind == "chromium_event":
        text = "\n".join(payload)
        return [line, *payload] if any(name in text for name in KEPT_CHROMIUM) else []
    if "compilation_metrics" in kind:
        metrics = header[kind]
        for key in TRIMMED_METRICS:
            if isinstance(metrics.get(key), str):
                metrics[key] = "<trimmed>"
        line = prefix + json.dumps(header)
    keep = kind in PAYLOAD_KEPT and not (
        kind == "dynamo_cpp_guards_str" and sum(map(len, payload)) > MAX_GUARDS_PAYLOAD
    )
    return [line, *(payload if keep else [])]


def trim_log(source, dest):
    lines = source.read_text(errors="replace").splitlines()
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text("".join(kept + "\n" for record in records(lines) for kept in trimmed(record)))


def trim_worker_log(source, dest):
    kept = [line for line in source.read_text(errors="replace").splitlines() if "[__output_code]" not in line]
    dest.write_text("".join(line + "\n" for line in kept))


def main(src, dest):
    for trace_dir in sorted(Path(src).glob("*/*/torch_trace")):
        mode_dir = trace_dir.parent
        out = Path(dest) / mode_dir.parent.name / mode_dir.name
        for log in sorted(trace_dir.glob("*.log")):
            trim_log(log, out / "torch_trace" / log.name)
        trim_worker_log(mode_dir / "worker.log", out / "worker.log")


if __name__ == "__main__":
    main(*sys.argv[1:3])
