"""A graph break: a print() between two ops splits the function into two compiled regions.

compile-inspect diff samples/graph_break.py --arg size=1024
"""

import torch


def fn(x):
    y = torch.sin(x) + 1
    print("graph break here")  # Dynamo cannot trace print(): the graph ends here and resumes after it
    return torch.cos(y) * 2


def example_inputs(size=256, dtype=torch.float32, device="cpu"):
    return (torch.randn(size, size, dtype=dtype, device=device),)
