"""A residual add, layer_norm and GELU on a 512 x 1024 fp32 activation: eager makes a 2 MiB temporary per
op, which glibc's malloc (above its mmap threshold) maps fresh and faults in on every call; Inductor's
fused kernel makes one output. In a plain process the page faults are much of eager's time (issue 37).

    OMP_NUM_THREADS=1 python -m compile_inspect diff bench/targets/residual_norm.py \\
        --modes default,eager+malloc=fixed,default+malloc=fixed
"""

import torch

BENCH_ARGS = {"cpu": {}, "cuda": {"rows": 8192, "cols": 4096}}


def fn(x, residual, weight, bias):
    with torch.no_grad():
        h = x + residual
        h = torch.nn.functional.layer_norm(h, (h.shape[-1],), weight, bias)
        return torch.nn.functional.gelu(h)


def example_inputs(rows=512, cols=1024, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(rows, cols, generator=generator)
    residual = torch.randn(rows, cols, generator=generator)
    weight, bias = torch.ones(cols), torch.zeros(cols)
    return tuple(t.to(device) for t in (x, residual, weight, bias))
