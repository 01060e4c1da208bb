"""The articles' example: a matmul and an add, which Inductor turns into one addmm.

compile-inspect run samples/matmul_add.py --arg size=4096 --arg dtype=bfloat16
"""

import torch


def fn(x, w, b):
    return torch.add(torch.matmul(x, w), b)


def example_inputs(size=256, dtype=torch.float32, device="cpu"):
    return tuple(torch.randn(size, size, dtype=dtype, device=device) for _ in range(3))
