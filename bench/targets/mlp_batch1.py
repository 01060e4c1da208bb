"""A deep, narrow MLP at batch 1: 16 blocks of LayerNorm -> Linear -> GELU -> Linear + residual.
On a GPU each op is a tiny kernel, so eager is launch-bound (the CPU time to launch ~100 kernels):
what reduce-overhead's CUDA graphs remove. On the CPU it is a chain of small GEMVs.

    python -m compile_inspect run bench/targets/mlp_batch1.py --modes default,reduce-overhead
    python -m compile_inspect run bench/targets/mlp_batch1.py --device cuda --modes default,reduce-overhead

Sizes: --arg width=256 --arg blocks=16 --arg batch=1 (the bench keeps them on both devices).
"""

import torch

BENCH_ARGS = {"cpu": {}, "cuda": {}}


class Block(torch.nn.Module):
    def __init__(self, width):
        super().__init__()
        self.norm = torch.nn.LayerNorm(width)
        self.up = torch.nn.Linear(width, 4 * width)
        self.down = torch.nn.Linear(4 * width, width)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


class MLP(torch.nn.Module):
    def __init__(self, width=256, blocks=16, dtype=torch.float32, device="cpu"):
        super().__init__()
        torch.manual_seed(0)
        self.blocks = torch.nn.Sequential(*(Block(width) for _ in range(blocks)))
        self.blocks.to(device=device, dtype=dtype).eval()

    def forward(self, x):
        with torch.no_grad():
            return self.blocks(x)


fn = MLP


def example_inputs(width=256, blocks=16, batch=1, dtype=torch.float32, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    return (torch.randn(batch, width, generator=generator).to(device=device, dtype=dtype),)
