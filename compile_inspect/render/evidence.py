"""What torch itself recorded per mode, as table cells shared by the text, Markdown and HTML reports.

>>> header, rows = evidence_table(report)      # one row per mode with a TORCH_TRACE
"""

from __future__ import annotations

EVIDENCE_HEADER = (
    "mode",
    "graphs",
    "guards",
    "compile s (dynamo / aot / inductor / codegen)",
    "breaks",
    "recompiles",
    "training graph",
    "CUDA graphs recorded",
    "torch warnings",
)


def evidence_table(report) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    return EVIDENCE_HEADER, [_row(label, evidence) for label, evidence in report.evidence.items()]


# Columns the short report leaves out where no mode has any (named in one line instead).
QUIET_WHEN_EMPTY = {"breaks": "0", "recompiles": "0", "training graph": "no", "CUDA graphs recorded": "0",
                    "torch warnings": "-"}  # fmt: skip


def without_empty_columns(header, rows) -> tuple[tuple[str, ...], list[tuple[str, ...]], list[str]]:
    """(header, rows, names of the columns left out): a QUIET_WHEN_EMPTY column where every row is empty."""
    empty = {n for n, name in enumerate(header) if QUIET_WHEN_EMPTY.get(name) is not None
             and all(row[n] == QUIET_WHEN_EMPTY[name] for row in rows)}  # fmt: skip
    keep = [n for n in range(len(header)) if n not in empty]
    return (
        tuple(header[n] for n in keep),
        [tuple(row[n] for n in keep) for row in rows],
        [header[n] for n in sorted(empty)],
    )


def _row(label: str, evidence) -> tuple[str, ...]:
    return (
        label,
        str(evidence.graph_count),
        _text(evidence.guard_count),
        _compile(evidence),
        str(evidence.graph_break_count),
        str(len(evidence.recompiles)),
        "yes" if evidence.training_graph else "no",
        str(evidence.cudagraph_recordings),
        ", ".join(f"{w.kind} x{w.count}" for w in evidence.warnings) or "-",
    )


def _compile(evidence) -> str:
    if evidence.compile_seconds is None:
        return "-"
    parts = [sum((getattr(f.times, name) or 0.0) for f in evidence.frames) for name in _PARTS]
    return f"{evidence.compile_seconds:.1f} ({' / '.join(f'{p:.1f}' for p in parts)})"


_PARTS = ("dynamo_s", "aot_s", "inductor_s", "codegen_s")


def _text(value) -> str:
    return "-" if value is None else str(value)
