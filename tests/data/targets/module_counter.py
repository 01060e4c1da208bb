"""A user's block (issue 40): a step counter kept on the module (`self.step += 1`, a guard on its value:
one graph per call up to the recompile limit) and a NaN check that branches on data (`.item()`, a graph
break). The report must name both lines, with torch's reason and hint.

    compile-inspect run tests/data/targets/module_counter.py --modes default -o runs/module_counter
"""

import torch
from torch import nn

# Three graphs, not torch's eight, before Dynamo gives up: the same causes, a third of the compiling (the
# test suite's time).
torch._dynamo.config.recompile_limit = 3


class Block(nn.Module):
    def __init__(self, dim=8):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.step = 0

    def forward(self, x):
        y = self.proj(x)
        self.step += 1  # a step counter kept on the module
        if y.isnan().any().item():
            raise RuntimeError("NaN")
        return y.relu()


block = Block()


def fn(x):
    return block(x)


def example_inputs(size=8):
    return (torch.randn(size, size),)
