"""What the trace recorders in bench/ share: a free TCP port for a process group, the MLP they train, and
gzipping an exported trace. Imported by the scripts as a sibling module (`python bench/<script>.py`)."""

from __future__ import annotations

import gzip
import shutil
import socket
from pathlib import Path

COPY_BUFFER = 4 << 20


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def mlp(layers: int, width: int):
    """`layers` x (Linear(width, width) + ReLU), then Linear(width, 1); seeded, on the CPU."""
    import torch
    from torch import nn

    torch.manual_seed(0)
    stack = []
    for _ in range(layers):
        stack += [nn.Linear(width, width), nn.ReLU()]
    return nn.Sequential(*stack, nn.Linear(width, 1))


def gzip_file(path: Path, level: int = 6, keep: bool = True) -> Path:
    """PATH.gz beside PATH; `keep=False` removes PATH afterwards."""
    target = path.with_name(path.name + ".gz")
    with open(path, "rb") as src, gzip.open(target, "wb", compresslevel=level) as dst:
        shutil.copyfileobj(src, dst, COPY_BUFFER)
    if not keep:
        path.unlink()
    return target
