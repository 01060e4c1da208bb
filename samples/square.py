"""Two pointwise ops that Inductor fuses into one kernel.

compile-inspect run samples/square.py --arg size=4096
"""

import torch


def fn(a):
    return torch.square(torch.square(a))


def example_inputs(size=1024, dtype=torch.float32, device="cpu"):
    return (torch.randn(size, size, dtype=dtype, device=device),)
