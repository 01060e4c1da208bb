"""A chain of eight elementwise ops on one tensor: the textbook fusion win (eager reads and writes the
whole tensor eight times; Inductor emits one kernel that reads it once).

    python -m compile_inspect run bench/targets/pointwise.py --modes default
    python -m compile_inspect run bench/targets/pointwise.py --device cuda --arg size=4096

CPU default: 1024 x 1024 fp32 (4 MiB). On the H200 the bench uses 8192 x 8192 (256 MiB).
"""

import torch

BENCH_ARGS = {"cpu": {}, "cuda": {"size": 8192}}


def fn(x):
    with torch.no_grad():
        y = torch.sin(x)
        y = y * 1.5
        y = y + x
        y = torch.exp(-y * y)
        y = torch.tanh(y)
        y = y - 0.25
        y = torch.relu(y)
        return torch.sqrt(y + 1.0)


def example_inputs(size=1024, dtype=torch.float32, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    return (torch.randn(size, size, generator=generator).to(device=device, dtype=dtype),)
