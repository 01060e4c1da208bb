"""Recompiles on every call until Dynamo's recompile limit: the compiled code guards on a global
counter's value, and every call changes it. Records `compilation_metrics.recompile_reason` and, once
past `torch._dynamo.config.recompile_limit` (8), the "hit config.recompile_limit" warning.

    compile-inspect run tests/data/evidence/targets/recompile.py --modes default
"""

import torch

CALLS = [0]


def fn(x):
    CALLS[0] += 1
    return x * CALLS[0]


def example_inputs(size=8, device="cpu"):
    return (torch.randn(size, size, device=device),)
