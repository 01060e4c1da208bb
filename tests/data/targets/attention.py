"""An SDPA self-attention block: a fused QKV projection, heads split by view / transpose,
scaled_dot_product_attention, heads merged, an output projection. Its compiled CPU code holds no
C++ kernel: two extern addmm calls and the SDPA op, the rest are views (reinterpret_tensor).

    compile-inspect run tests/data/targets/attention.py --modes default -o runs/attention
"""

import torch


class Attention(torch.nn.Module):
    def __init__(self, dim=64, heads=4, dtype=torch.float32, device="cpu"):
        super().__init__()
        self.heads = heads
        self.qkv = torch.nn.Linear(dim, 3 * dim, dtype=dtype, device=device)
        self.out = torch.nn.Linear(dim, dim, dtype=dtype, device=device)

    def forward(self, x):
        batch, seq, dim = x.shape
        q, k, v = self.qkv(x).view(batch, seq, 3, self.heads, dim // self.heads).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        y = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return self.out(y.transpose(1, 2).reshape(batch, seq, dim))


fn = Attention


def example_inputs(dim=64, batch=2, seq=16, dtype=torch.float32, device="cpu"):
    return (torch.randn(batch, seq, dim, dtype=dtype, device=device),)
