"""reduce-overhead cannot use CUDA graphs here: the function mutates its input in place, so Inductor
records "skipping cudagraphs due to mutated inputs (1 instances)" (compilation_metrics
.cudagraph_skip_reason) and runs the graph without them (CUDA only).

    compile-inspect run tests/data/evidence/targets/cudagraph_skip.py --modes reduce-overhead --device cuda
"""

import torch


def fn(x):
    x.add_(1)
    return torch.sin(x) * 2


def example_inputs(size=256, device="cuda"):
    return (torch.randn(size, size, device=device),)
