"""A function Dynamo skips entirely: it traces no torch op, so no graph is compiled and every call
runs eagerly ("No ops traced for the FX graph" in torch 2.13).

    compile-inspect run tests/data/evidence/targets/skipped.py --modes default
"""

import torch


def fn(x):
    return [x, x.shape[0] + 1]


def example_inputs(size=8, device="cpu"):
    return (torch.randn(size, size, device=device),)
