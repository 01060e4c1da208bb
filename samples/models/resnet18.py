"""torchvision ResNet-18 with random weights (no download).

    compile-inspect diff samples/models/resnet18.py --modes default,reduce-overhead --device cuda
    compile-inspect diff samples/models/resnet18.py:fn_no_grad --modes default,reduce-overhead --device cuda

`fn` runs the model in eval mode with grad enabled (a training graph is compiled); `fn_no_grad`
under `torch.no_grad()`. Needs torchvision (PyPI's torchvision does not import beside CPU torch
2.13; the GPU image has it). Sizes: --arg batch=8 --arg image=64.
"""

import torch
import torchvision


class ResNet18(torch.nn.Module):
    def __init__(self, dtype=torch.float32, device="cpu"):
        super().__init__()
        torch.manual_seed(0)
        self.model = torchvision.models.resnet18(weights=None).to(device=device, dtype=dtype).eval()

    def forward(self, images):
        return self.model(images)


class ResNet18NoGrad(ResNet18):
    def forward(self, images):
        with torch.no_grad():
            return super().forward(images)


fn = ResNet18
fn_no_grad = ResNet18NoGrad


def example_inputs(batch=8, image=64, dtype=torch.float32, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    return (torch.randn(batch, 3, image, image, generator=generator).to(device=device, dtype=dtype),)
