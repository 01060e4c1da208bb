"""Forty elementwise ops on a small tensor: eager dispatches forty ATen ops a call, Inductor one fused
C++ loop. Small enough (64 x 64, 16 KB) that no allocation reaches glibc's mmap threshold and ATen runs
it on one thread, so a plain script and a worker process see the same steady state."""

import torch

# One intra-op thread: with two on two cores, a busy neighbour leaves each parallel region waiting at
# its barrier for the descheduled thread, an effect that lingers into the neighbour's idle phases.
torch.set_num_threads(1)


def fn(x):
    with torch.no_grad():
        for _ in range(10):
            x = torch.sin(x) * 1.5 + 0.25
            x = torch.tanh(x)
        return x


def example_inputs(size=64):
    return (torch.randn(size, size, generator=torch.Generator().manual_seed(0)),)
