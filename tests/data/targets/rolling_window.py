"""Streaming inference over a rolling window of the last 4 frames, kept between calls. The window
grows from 2 to 4 rows over the first calls: Dynamo compiles it static (3 rows), recompiles once with
the row count dynamic (`0/1`, automatic dynamic shapes) during warm-up, and every later call runs that
one graph: a steady state, not a recompile of the measured calls.

    compile-inspect run tests/data/targets/rolling_window.py --modes default -o runs/rolling_window
"""

import torch

WINDOW = [torch.zeros(2, 8)]


def fn(frame):
    WINDOW[0] = torch.cat([WINDOW[0], frame])[-4:]
    return torch.tanh(WINDOW[0].sum(0) + frame)


def example_inputs():
    return (torch.randn(1, 8),)
