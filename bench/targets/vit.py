"""timm's Vision Transformer (vit_small_patch16_224 unless --arg model=...), random weights (no
download), inference under torch.no_grad().

    python -m compile_inspect run bench/targets/vit.py --device cuda --modes default,reduce-overhead

Needs timm (in the GPU image; not in this project's venv): without it the file still imports and
example_inputs(...) raises a clear error, which bench/fidelity.py reports as a skipped target.
CPU default: batch 1 at 112 x 112 (timm builds the patch grid for --arg image); on the H200 the bench
uses batch 32 at 224 x 224, bf16.
"""

import torch

try:
    import timm
except Exception as exc:  # missing, or its torchvision built for another torch
    timm = None
    IMPORT_ERROR = f"{type(exc).__name__}: {exc}"

BENCH_ARGS = {"cpu": {}, "cuda": {"batch": 32, "image": 224, "dtype": "bfloat16"}}


def _require():
    if timm is None:
        raise RuntimeError(f"bench/targets/vit.py needs timm, which does not import here ({IMPORT_ERROR})")


class ViT(torch.nn.Module):
    def __init__(self, model="vit_small_patch16_224", image=112, dtype=torch.float32, device="cpu"):
        super().__init__()
        _require()
        torch.manual_seed(0)
        self.model = (
            timm.create_model(model, pretrained=False, img_size=image).to(device=device, dtype=dtype).eval()
        )

    def forward(self, images):
        with torch.no_grad():
            return self.model(images)


fn = ViT


def example_inputs(model="vit_small_patch16_224", batch=1, image=112, dtype=torch.float32, device="cpu"):
    _require()
    generator = torch.Generator().manual_seed(0)
    return (torch.randn(batch, 3, image, image, generator=generator).to(device=device, dtype=dtype),)
