"""A column sum, x.sum(0), whose cost appears only with Inductor on CPU: ATen's reduction kernel beats
Inductor's generated C++ loop over the outer dimension (3.0x faster in one thread, 2-core VM, torch 2.13).

compile-inspect diff samples/column_sum.py --bisect
"""

import torch


def fn(x):
    return x.sum(0)


def example_inputs(rows=4096, cols=1024):
    return (torch.randn(rows, cols),)
