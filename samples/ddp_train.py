"""One training step of a tiny MLP (forward, MSE loss, backward, SGD update), wrapped in
DistributedDataParallel when a process group is initialised (under `--nproc N`), plain otherwise.

compile-inspect run samples/ddp_train.py --nproc 2 --modes default -o runs/ddp
compile-inspect run samples/ddp_train.py --arg size=256                       # one process, no DDP

Each rank trains on its own batch (seeded by its rank); DDP all-reduces the gradients in backward.
The step updates the weights, so each call's loss is a step further on: the accuracy against eager
compares two different steps (lr is small, so they stay close).
"""

import torch

LEARNING_RATE = 1e-4


def _distributed():
    return torch.distributed.is_available() and torch.distributed.is_initialized()


class TrainStep(torch.nn.Module):
    def __init__(self, size=64, device="cpu"):
        super().__init__()
        self.model = torch.nn.Sequential(
            torch.nn.Linear(size, 2 * size), torch.nn.GELU(), torch.nn.Linear(2 * size, size)
        ).to(device)
        self.ddp = torch.nn.parallel.DistributedDataParallel(self.model) if _distributed() else self.model

    def forward(self, x, target):
        loss = torch.nn.functional.mse_loss(self.ddp(x), target)
        loss.backward()
        with torch.no_grad():
            for parameter in self.model.parameters():
                parameter -= LEARNING_RATE * parameter.grad
                parameter.grad = None
        return loss.detach()


fn = TrainStep


def example_inputs(size=64, batch=32, device="cpu"):
    rank = torch.distributed.get_rank() if _distributed() else 0
    generator = torch.Generator().manual_seed(rank)
    x = torch.randn(batch, size, generator=generator)
    return (x.to(device), torch.randn(batch, size, generator=generator).to(device))
