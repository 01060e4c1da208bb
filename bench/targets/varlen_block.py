"""A transformer block fed sequences of varying length (a shape mix): layer norm, attention, MLP, on one
intra-op thread. Small enough that a CPU call is a few hundred µs.

    compile-inspect diff bench/targets/varlen_block.py --modes default,default+dynamic \
        --arg seq=16:70,32:20,64:10
"""

import torch
from torch import nn

torch.set_num_threads(1)


class Block(nn.Module):
    def __init__(self, dim=64, heads=4):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(C, dim=2)
        q, k, v = (t.view(B, T, self.heads, C // self.heads).transpose(1, 2) for t in (q, k, v))
        y = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(B, T, C))
        return x + self.mlp(self.norm2(x))


torch.manual_seed(0)
block = Block().eval()


def fn(x):
    with torch.no_grad():
        return block(x)


def example_inputs(seq=32, batch=2, dim=64):
    return (torch.randn(batch, seq, dim, generator=torch.Generator().manual_seed(seq)),)
