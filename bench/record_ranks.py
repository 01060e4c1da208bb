"""Record genuine 2-rank CPU (gloo) torch.profiler traces of a data-parallel training loop.

    python bench/record_ranks.py --out tests/data/ranks
    python bench/record_ranks.py --out /tmp/ranks --variants ddp_eager --world-size 2

Each variant spawns `--world-size` processes (`torch.multiprocessing.spawn`, gloo over localhost,
one thread each), trains the same seeded MLP (`--layers` Linear + ReLU layers of `--width`, MSE, SGD)
on a per-rank batch and profiles it under `schedule(wait=1, warmup=1, active=3)` with
`record_shapes=True`; every rank exports its own trace to `<out>/<variant>/rank<k>.json.gz`.
Variants:

- `ddp_eager` / `ddp_compiled`: `DistributedDataParallel` (gradients all-reduced in buckets of
  `--bucket-mb` MB while backward runs); compiled = `torch.compile(ddp_model)` (Dynamo's DDPOptimizer
  splits the graph at the bucket boundaries).
- `manual_eager` / `manual_compiled`: no DDP; after backward, one blocking `dist.all_reduce` per
  parameter gradient (the un-bucketed loop people write by hand: 2 collectives per layer per step);
  compiled = `torch.compile(model)`, the all-reduce loop stays eager.

The compiled variants compile and warm up before the profiler starts. Events are never edited: each
file is what `export_chrome_trace` wrote, gzipped. `<out>/record_ranks.json` lists what was written.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

from recording import free_port, gzip_file, mlp

VARIANTS = ("ddp_eager", "ddp_compiled", "manual_eager", "manual_compiled")
ACTIVE_STEPS = 3
WARMUP_STEPS = 3


def wrap(model, variant: str, bucket_mb: float):
    """(the module to call, a function that all-reduces gradients after backward, or None)."""
    import torch
    import torch.distributed as dist
    from torch.nn.parallel import DistributedDataParallel

    if variant.startswith("ddp"):
        ddp = DistributedDataParallel(model, bucket_cap_mb=bucket_mb)
        return (torch.compile(ddp) if variant.endswith("compiled") else ddp), None

    def all_reduce_each_gradient():
        world = dist.get_world_size()
        for param in model.parameters():
            dist.all_reduce(param.grad)
            param.grad.div_(world)

    return (torch.compile(model) if variant.endswith("compiled") else model), all_reduce_each_gradient


def rank_main(rank: int, world: int, port: int, args, variant: str, folder: str) -> None:
    import torch
    import torch.distributed as dist
    from torch.profiler import ProfilerActivity, profile, schedule

    torch.set_num_threads(1)
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=world)
    model = mlp(args.layers, args.width)
    step_model, reduce_gradients = wrap(model, variant, args.bucket_mb)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)
    generator = torch.Generator().manual_seed(100 + rank)
    inputs = torch.randn(args.batch, args.width, generator=generator)
    targets = torch.randn(args.batch, 1, generator=generator)

    def step():
        optimizer.zero_grad(set_to_none=True)
        loss = torch.nn.functional.mse_loss(step_model(inputs), targets)
        loss.backward()
        if reduce_gradients is not None:
            reduce_gradients()
        optimizer.step()
        return loss.item()

    for _ in range(WARMUP_STEPS):
        step()
    dist.barrier()
    with profile(
        activities=[ProfilerActivity.CPU],
        schedule=schedule(wait=1, warmup=1, active=ACTIVE_STEPS, repeat=1),
        record_shapes=True,
    ) as prof:
        for _ in range(ACTIVE_STEPS + 2):
            step()
            prof.step()
    raw = Path(folder) / f"rank{rank}.json"
    prof.export_chrome_trace(str(raw))
    gzip_file(raw, keep=False)
    dist.barrier()
    dist.destroy_process_group()


def record_variant(variant: str, args, out: Path, log) -> dict:
    import torch.multiprocessing as mp

    folder = out / variant
    folder.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    mp.spawn(
        rank_main, args=(args.world_size, free_port(), args, variant, str(folder)), nprocs=args.world_size
    )
    seconds = time.perf_counter() - start
    files = {p.name: p.stat().st_size for p in sorted(folder.glob("rank*.json.gz"))}
    log(f"{variant}: {len(files)} ranks in {seconds:.1f} s, {sum(files.values()) / 1000:.0f} kB gzipped")
    return {"variant": variant, "files": files, "record_s": round(seconds, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, help="folder for <variant>/rank<k>.json.gz (default: a temp folder)"
    )
    parser.add_argument(
        "--variants", default=",".join(VARIANTS), help=f"comma separated: {', '.join(VARIANTS)}"
    )
    parser.add_argument("--world-size", type=int, default=2)
    parser.add_argument("--layers", type=int, default=12, help="Linear + ReLU layers (2 parameters each)")
    parser.add_argument("--width", type=int, default=256)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument(
        "--bucket-mb",
        type=float,
        default=1.0,
        help="DDP bucket_cap_mb (>= its 1 MB first bucket: DDPOptimizer asks for it)",
    )
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="rank_traces_"))
    out.mkdir(parents=True, exist_ok=True)

    import torch

    def log(message):
        print(f"[record_ranks {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    manifest = {
        "torch": torch.__version__,
        "python": platform.python_version(),
        "recorded": time.strftime("%Y-%m-%d %H:%M %Z"),
        "world_size": args.world_size,
        "layers": args.layers,
        "width": args.width,
        "batch": args.batch,
        "bucket_mb": args.bucket_mb,
        "active_steps": ACTIVE_STEPS,
        "variants": [],
    }
    for variant in args.variants.split(","):
        if variant not in VARIANTS:
            raise SystemExit(f"record_ranks: unknown variant {variant!r} (known: {', '.join(VARIANTS)})")
        manifest["variants"].append(record_variant(variant, args, out, log))
    (out / "record_ranks.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(out)


if __name__ == "__main__":
    main()
