"""The pieces of a diff report that every renderer shows, as plain cells: model in, strings out.

Text, Markdown and HTML differ in layout only; what a row says is decided here once.
"""
from __future__ import annotations

from typing import Optional

from compile_inspect.model import LayerKind
from compile_inspect.diff import ChainRow, Comparison, DiffReport, LayerDelta, ModeSummary

SUMMARY_HEADER = ("mode", "status", "median ms", "vs control", "CPU µs/step", "GPU busy µs/step",
                  "kernels/step", "memcpy B/step", "compile s", "max abs err")
LAYER_HEADER = ("layer", "events", "control µs/call", "test µs/call", "calls/step")
STATUS_MARK = {"added": "+", "deleted": "-", "changed": "~", "increased": ">", "decreased": "<", "unchanged": " "}


def number(value: Optional[float], digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def summary_cells(row: ModeSummary) -> tuple[str, ...]:
    status = row.status if row.status == "ok" else f"FAILED: {row.error or 'unknown error'}"
    return (row.label, status, number(row.median_ms, 3),
            "-" if row.ratio_to_control is None else f"{row.ratio_to_control:.2f}x",
            number(row.cpu_us), number(row.gpu_busy_us), number(row.kernel_launches, 0),
            number(row.memcpy_bytes, 0), number(row.compile_seconds, 2),
            "-" if row.max_abs_error is None else f"{row.max_abs_error:.2e}")


def layer_cells(layer: LayerDelta) -> tuple[str, ...]:
    return (layer.kind, " / ".join(layer.names), number(layer.control_us), number(layer.test_us),
            f"{layer.test_calls_per_step:g}")


def node_text(row: Optional[ChainRow], exact: bool = True) -> str:
    """A chain node as its indented name; GPU work marked with an arrow."""
    if row is None:
        return ""
    name = row.name if exact else row.label
    if row.kind in ("kernel", "memcpy", "memset"):
        name = f"-> {row.kind}: {name}"
    return "  " * row.depth + name


def node_time(row: Optional[ChainRow]) -> str:
    if row is None:
        return ""
    text = f"{row.total_us:,.1f}"
    if row.bytes:
        text += f" ({row.bytes:,} B)"
    return text


def comparison_heading(comparison: Comparison) -> str:
    counts = comparison.status_counts()
    parts = ", ".join(f"{counts[s]} {s}" for s in STATUS_MARK if counts.get(s))
    return (f"{comparison.control} -> {comparison.test}  "
            f"({comparison.control_step} vs {comparison.test_step}; {parts})")


def compile_layers(comparison: Comparison) -> list[LayerDelta]:
    """The layers torch.compile adds, for the 'what each layer costs' table."""
    return [layer for layer in comparison.layers if layer.kind in LayerKind.COMPILE_LAYERS]


def environment_line(report: DiffReport) -> str:
    env = report.environment
    parts = [report.device or env.get("device"), f"torch {env.get('torch')}" if env.get("torch") else None,
             f"triton {env.get('triton')}" if env.get("triton") else None,
             f"python {env.get('python')}" if env.get("python") else None]
    return " · ".join(p for p in parts if p)
