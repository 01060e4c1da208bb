"""torchvision ResNet-18, random weights (no download), inference under torch.no_grad().

    python -m compile_inspect run bench/targets/resnet18.py --device cuda --modes default,reduce-overhead

Needs torchvision (in the GPU image; PyPI's torchvision does not import beside the CPU torch 2.13 of
this project's venv): without it the file still imports and example_inputs(...) raises a clear error,
which bench/fidelity.py reports as a skipped target. CPU default: batch 2 at 64 x 64; on the H200 the
bench uses batch 32 at 224 x 224, bf16, channels-last.
"""

import torch

try:
    import torchvision
except Exception as exc:  # missing, or built for another torch ('operator torchvision::nms does not exist')
    torchvision = None
    IMPORT_ERROR = f"{type(exc).__name__}: {exc}"

BENCH_ARGS = {"cpu": {}, "cuda": {"batch": 32, "image": 224, "dtype": "bfloat16"}}


def _require():
    if torchvision is None:
        raise RuntimeError(
            f"bench/targets/resnet18.py needs torchvision, which does not import here ({IMPORT_ERROR})"
        )


class ResNet18(torch.nn.Module):
    def __init__(self, dtype=torch.float32, device="cpu"):
        super().__init__()
        _require()
        torch.manual_seed(0)
        model = torchvision.models.resnet18(weights=None).to(device=device, dtype=dtype).eval()
        self.model = model.to(memory_format=torch.channels_last)

    def forward(self, images):
        with torch.no_grad():
            return self.model(images)


fn = ResNet18


def example_inputs(batch=2, image=64, dtype=torch.float32, device="cpu"):
    _require()
    generator = torch.Generator().manual_seed(0)
    images = torch.randn(batch, 3, image, image, generator=generator).to(device=device, dtype=dtype)
    return (images.contiguous(memory_format=torch.channels_last),)
