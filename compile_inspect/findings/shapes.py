"""Shape sweeps (`--arg seq=64,128,256`, capture/sweep.py): the values at which Dynamo compiled the
function again, why (torch's guard failure), which dimensions it made dynamic, and the remedy.

    shape_recompiles(inputs)   # Finding("shape-recompiles", "recompiled at seq=128: tensor 'x' size ...")

Reads the test mode's `session.Sweep` from the context. No torch.
"""

from __future__ import annotations

from typing import Optional

from compile_inspect.findings.evidence import ShapeRecompiles
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs

REMEDY = (
    "compile with dynamic=True (--modes default+dynamic shows its effect), mark the changing dimension "
    "dynamic before the first call (torch._dynamo.mark_dynamic(x, 1)), or pad the sizes to a few buckets"
)


def shape_recompiles(inp: Inputs) -> Optional[Finding]:
    """Fires when a value after the first made Dynamo compile again."""
    sweep = inp.context.sweep
    if sweep is None or len(sweep.points) < 2:
        return None
    later = sweep.points[1:]
    recompiled = [point for point in later if point.compiles]
    if not recompiled:
        return None
    values = ", ".join(f"{sweep.arg}={point.value}" for point in recompiled)
    message = f"recompiled at {values} ({len(recompiled)} of {len(later)} new values)"
    reason = next((reason for point in recompiled for reason in point.recompiled_because), None)
    message += f": {reason}" if reason else ""
    dynamic = [name for point in recompiled for name in point.dynamic]
    message += f"; dimensions then made dynamic: {', '.join(dynamic)}" if dynamic else ""
    return Finding("shape-recompiles", message, _evidence(sweep, recompiled), remedy=REMEDY)


def _evidence(sweep, recompiled) -> ShapeRecompiles:
    return ShapeRecompiles(
        arg=sweep.arg,
        values=[point.value for point in sweep.points],
        recompiled_at=[point.value for point in recompiled],
        reasons=[reason for point in recompiled for reason in point.recompiled_because],
        dynamic=[name for point in recompiled for name in point.dynamic],
        first_call_s={point.value: point.first_call_s for point in recompiled},
    )
