"""Record small CUDA training loops that show what the training findings look for, as profiler traces.

    python bench/record_cuda_findings.py --out OUT [--cases syncs,pageable,...]

One process, one case after another (each guarded: a failing case is logged and the next one runs),
each written as soon as it is profiled: `<out>/<case>.json.gz` (gzipped `export_chrome_trace`, events
never edited), and `<out>/record_cuda_findings.json` (what each case does per step, its seconds).
Every case trains a seeded MLP under `schedule(wait=1, warmup=1, active=3)` after 3 warm-up steps.

- `syncs`: `loss.item()` and one `.item()` per parameter's gradient norm (logging written the slow
  way), plus one `torch.cuda.synchronize()`, every step.
- `pageable`: a fresh CPU batch (pageable) copied with `.to("cuda")` every step.
- `pinned`: the same batch from pinned memory, `.to("cuda", non_blocking=True)`.
- `churn`: `torch.cuda.empty_cache()` after every step: the caching allocator gives its blocks back,
  the next step `cudaMalloc`s them again.
- `tiny`: 48 narrow Linear layers, batch 4, SGD with `foreach=False`: hundreds of kernels of a few
  µs each per step (launch-bound); `record_shapes=False` to keep the file small.
- `clean`: the `pinned` loop without `.item()`: batch pinned, no sync, no allocation in steps.
- `cudagraph`: `torch.compile(model, mode="reduce-overhead")` training: CUDA graph replays and the
  copies of their inputs into static buffers.
- `nccl` (only with 2+ GPUs): 2 ranks (NCCL), DDP and a per-parameter `dist.all_reduce` loop.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path

import recording

DEVICE = "cuda"  # --device cpu: a smoke test of the script on a machine without a GPU
CASES = ("syncs", "pageable", "pinned", "churn", "tiny", "clean", "cudagraph", "nccl")
WARMUP_STEPS = 3
ACTIVE_STEPS = 3


def mlp(layers: int, width: int):
    return recording.mlp(layers, width).to(DEVICE)


def profile_to(path: Path, step, record_shapes: bool = True) -> float:
    from torch.profiler import ProfilerActivity, profile, schedule

    for _ in range(WARMUP_STEPS):
        step()
    start = time.perf_counter()
    with profile(
        activities=[ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if DEVICE == "cuda" else []),
        schedule=schedule(wait=1, warmup=1, active=ACTIVE_STEPS, repeat=1),
        record_shapes=record_shapes,
    ) as prof:
        for _ in range(ACTIVE_STEPS + 2):
            step()
            prof.step()
    raw = path.with_suffix("")  # <case>.json
    prof.export_chrome_trace(str(raw))
    recording.gzip_file(raw, keep=False)  # <case>.json.gz
    return time.perf_counter() - start


def training_step(model, optimizer, batch_fn, after=None):
    import torch

    def step():
        inputs, targets = batch_fn()
        optimizer.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(model(inputs), targets)
        loss.backward()
        optimizer.step()
        if after is not None:
            after(model, loss)

    return step


def case_syncs():
    import torch

    model = mlp(4, 1024)  # a batch of 2048: the GPU still works when the first .item() waits
    inputs, targets = torch.randn(2048, 1024, device=DEVICE), torch.randn(2048, 1, device=DEVICE)

    def log_slowly(model, loss):
        loss.item()
        for param in model.parameters():
            param.grad.norm().item()
        if DEVICE == "cuda":
            torch.cuda.synchronize()

    step = training_step(model, torch.optim.AdamW(model.parameters()), lambda: (inputs, targets), log_slowly)
    items = 1 + len(list(model.parameters()))
    return step, {"item_calls_per_step": items, "synchronize_calls_per_step": 1}


def _copy_case(pinned: bool, item: bool):
    import torch

    model = mlp(4, 1024)
    rows, width = 1024, 1024
    host_inputs = torch.randn(rows, width)
    host_targets = torch.randn(rows, 1)
    if pinned and DEVICE == "cuda":
        host_inputs, host_targets = host_inputs.pin_memory(), host_targets.pin_memory()

    def batch():
        if not pinned:  # a fresh pageable batch, as a plain DataLoader without pin_memory yields
            host_inputs.normal_()
        return (
            host_inputs.to(DEVICE, non_blocking=pinned),
            host_targets.to(DEVICE, non_blocking=pinned),
        )

    after = (lambda model, loss: loss.item()) if item else None
    step = training_step(model, torch.optim.AdamW(model.parameters()), batch, after)
    nbytes = (rows * width + rows) * 4
    return step, {"htod_bytes_per_step": nbytes, "htod_copies_per_step": 2, "pinned": pinned}


def case_pageable():
    return _copy_case(pinned=False, item=True)


def case_pinned():
    return _copy_case(pinned=True, item=True)


def case_clean():
    return _copy_case(pinned=True, item=False)


def case_churn():
    import torch

    model = mlp(4, 1024)
    inputs, targets = torch.randn(512, 1024, device=DEVICE), torch.randn(512, 1, device=DEVICE)

    def release(model, loss):
        loss.item()
        if DEVICE == "cuda":
            torch.cuda.empty_cache()

    step = training_step(model, torch.optim.AdamW(model.parameters()), lambda: (inputs, targets), release)
    return step, {"empty_cache_per_step": 1}


def case_tiny():
    import torch

    model = mlp(48, 32)
    inputs, targets = torch.randn(4, 32, device=DEVICE), torch.randn(4, 1, device=DEVICE)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9, foreach=False)
    step = training_step(model, optimizer, lambda: (inputs, targets), lambda model, loss: loss.item())
    return step, {
        "layers": 48,
        "width": 32,
        "parameters": len(list(model.parameters())),
        "record_shapes": False,
    }


def case_cudagraph():
    import torch

    model = mlp(4, 512)
    compiled = torch.compile(model, mode="reduce-overhead")
    inputs, targets = torch.randn(256, 512, device=DEVICE), torch.randn(256, 1, device=DEVICE)
    optimizer = torch.optim.AdamW(model.parameters())

    def step():
        torch.compiler.cudagraph_mark_step_begin()
        optimizer.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(compiled(inputs), targets)
        loss.backward()
        optimizer.step()
        loss.item()

    return step, {"compile_mode": "reduce-overhead"}


def _nccl_rank(rank: int, world: int, port: int, folder: str) -> None:
    import torch
    import torch.distributed as dist
    from torch.nn.parallel import DistributedDataParallel

    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    torch.cuda.set_device(rank)
    dist.init_process_group("nccl", rank=rank, world_size=world)
    for variant in ("ddp", "manual"):
        model = mlp(8, 1024)
        inputs, targets = torch.randn(256, 1024, device=DEVICE), torch.randn(256, 1, device=DEVICE)
        if variant == "ddp":
            wrapped = DistributedDataParallel(model, device_ids=[rank])
            after = lambda model, loss: loss.item()  # noqa: E731
        else:
            wrapped = model

            def after(model, loss):
                for param in model.parameters():
                    dist.all_reduce(param.grad)
                loss.item()

        step = training_step(
            wrapped, torch.optim.SGD(model.parameters(), lr=1e-3), lambda: (inputs, targets), after
        )
        dist.barrier()
        profile_to(Path(folder) / f"nccl_{variant}_rank{rank}.json.gz", step)
    dist.destroy_process_group()


def run_nccl(out: Path, log) -> dict:
    import torch
    import torch.multiprocessing as mp

    if torch.cuda.device_count() < 2:
        log(f"nccl: skipped ({torch.cuda.device_count()} GPU)")
        return {"skipped": "fewer than 2 GPUs"}
    start = time.perf_counter()
    mp.spawn(_nccl_rank, args=(2, recording.free_port(), str(out)), nprocs=2)
    return {"ranks": 2, "variants": ["ddp", "manual"], "seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--device", default="cuda", choices=("cuda", "cpu"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    global DEVICE
    DEVICE = args.device

    import torch

    def log(message):
        print(f"[record_cuda_findings {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    manifest = {
        "torch": torch.__version__,
        "device": torch.cuda.get_device_name(0) if DEVICE == "cuda" else "cpu",
        "cases": {},
    }
    for case in args.cases.split(","):
        try:
            if case == "nccl":
                manifest["cases"][case] = run_nccl(args.out, log)
            else:
                step, facts = globals()[f"case_{case}"]()
                shapes = facts.get("record_shapes", True)
                facts["seconds"] = round(profile_to(args.out / f"{case}.json.gz", step, shapes), 2)
                manifest["cases"][case] = facts
                log(f"{case}: {facts}")
        except Exception as error:  # one case failing must not stop the others
            traceback.print_exc()
            manifest["cases"][case] = {"error": f"{type(error).__name__}: {error}"}
        (args.out / "record_cuda_findings.json").write_text(json.dumps(manifest, indent=1) + "\n")


if __name__ == "__main__":
    main()
