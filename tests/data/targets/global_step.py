"""A global Python int read and changed in the function: the compiled code guards on its value
(`G['STEP'] == n`), so every call recompiles until Dynamo's recompile limit
(torch._dynamo.config.recompile_limit, 8), after which the function runs eagerly.

    compile-inspect run tests/data/targets/global_step.py --modes default -o runs/global_step
"""

import torch

STEP = 0


def fn(x):
    global STEP
    STEP += 1
    return x * STEP


def example_inputs(size=8):
    return (torch.randn(size, size),)
