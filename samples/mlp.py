"""A small pre-norm MLP block: LayerNorm, Linear, GELU, Linear, residual add.

compile-inspect run samples/mlp.py --arg size=1024 --arg dtype=bfloat16
"""

import torch


class MLP(torch.nn.Module):
    def __init__(self, size=256, dtype=torch.float32, device="cpu"):
        super().__init__()
        self.ln = torch.nn.LayerNorm(size, dtype=dtype, device=device)
        self.lin1 = torch.nn.Linear(size, 4 * size, dtype=dtype, device=device)
        self.lin2 = torch.nn.Linear(4 * size, size, dtype=dtype, device=device)

    def forward(self, x):
        return x + self.lin2(torch.nn.functional.gelu(self.lin1(self.ln(x))))


fn = MLP


def example_inputs(size=256, batch=64, dtype=torch.float32, device="cpu"):
    return (torch.randn(batch, size, dtype=dtype, device=device),)
