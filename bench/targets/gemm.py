"""One matrix multiply: what every compile mode should leave alone (Inductor calls the same GEMM).

    python -m compile_inspect run bench/targets/gemm.py --modes default --arg size=512
    python -m compile_inspect run bench/targets/gemm.py --device cuda --arg size=8192 --arg dtype=bfloat16

CPU default: 512 x 512 fp32 (~3-8 ms on 2 cores). On the H200 the bench uses 8192 bf16 (~1 ms).
"""

import torch

# What bench/fidelity.py passes as --arg on each device (read from the source, never imported there).
BENCH_ARGS = {"cpu": {}, "cuda": {"size": 8192, "dtype": "bfloat16"}}


def fn(a, b):
    with torch.no_grad():
        return torch.matmul(a, b)


def example_inputs(size=512, dtype=torch.float32, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    return tuple(
        torch.randn(size, size, generator=generator).to(device=device, dtype=dtype) for _ in range(2)
    )
