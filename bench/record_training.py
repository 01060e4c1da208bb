"""Record genuine torch.profiler Chrome traces of a real training loop, at target sizes.

    python bench/record_training.py --out /tmp/bench_inputs --sizes 35,200 --gzip
    python bench/record_training.py --out /tmp/fixtures --steps 4 --gzip-only --device cuda

Models: `transformer` (token embedding, a 2-layer `torch.nn.TransformerEncoder`, a vocabulary head,
cross-entropy) and `mlp` (4 Linear + ReLU layers, MSE), both trained with AdamW. Modes: `eager` and
`compiled` (`torch.compile(model)`, default mode; the optimizer stays eager, as most people write it).
Each training step is zero_grad, forward, loss, backward, optimizer step and `loss.item()` (the logging
sync of most loops), followed by `prof.step()` under a `torch.profiler.schedule(wait=1, warmup=1,
active=N)`, so every step is a `ProfilerStep#N` annotation; `record_shapes=True` as users commonly
set it; CPU activity, plus CUDA activity with `--device cuda`. The compiled model is compiled and
warmed up before the profiler starts.

Size: for `--sizes` (MB) it first profiles two short runs (2 and 6 steps) of the same model in the
same process, takes bytes per step and fixed bytes from them, and profiles as many steps as the target
needs. Events are never copied or edited: the file is what `export_chrome_trace` wrote. With
`--steps N` it profiles exactly N steps instead. Files: `<out>/<model>_<mode>_<size>MB.json` (or
`..._<N>steps.json`), `_cuda` before `.json` on CUDA; `--gzip` also writes `<file>.json.gz` beside
it, `--gzip-only` keeps only the `.json.gz`. `<out>/record_training.json` lists what was written
(steps, bytes, seconds, torch version). Outputs are never committed: `--out` defaults to a new
temporary folder.

Time and memory on the 2-core dev VM (torch 2.13 CPU): see docs/performance.md ("Reading real
training traces"). Profiling costs about as much as the step itself, and exporting holds every event
in memory (the profiler's C++ results) while it writes: a 1 GB trace takes minutes to record.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

from recording import gzip_file

MB = 1_000_000
MODELS = ("transformer", "mlp")
MODES = ("eager", "compiled")
CALIBRATION_STEPS = (2, 6)
WARMUP_STEPS = 3  # before the profiler: compiles forward + backward, warms the allocator and AdamW state


def build(model_name: str, device: str):
    """(model, optimizer, batch function, loss function) of one model, seeded."""
    import torch
    from torch import nn

    torch.manual_seed(0)
    if model_name == "transformer":
        vocab, width, seq, batch = 1000, 64, 32, 8

        class TinyLM(nn.Module):
            def __init__(self):
                super().__init__()
                self.embed = nn.Embedding(vocab, width)
                layer = nn.TransformerEncoderLayer(
                    width, nhead=4, dim_feedforward=4 * width, batch_first=True
                )
                self.encoder = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
                self.head = nn.Linear(width, vocab)

            def forward(self, tokens):
                return self.head(self.encoder(self.embed(tokens)))

        model = TinyLM()
        generator = torch.Generator().manual_seed(1)
        tokens = torch.randint(0, vocab, (batch, seq + 1), generator=generator).to(device)
        inputs, targets = tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous()

        def loss_fn(out):
            return nn.functional.cross_entropy(out.reshape(-1, vocab), targets.reshape(-1))
    elif model_name == "mlp":
        width, batch = 256, 64
        layers = []
        for _ in range(4):
            layers += [nn.Linear(width, width), nn.ReLU()]
        model = nn.Sequential(*layers, nn.Linear(width, 1))
        generator = torch.Generator().manual_seed(1)
        inputs = torch.randn(batch, width, generator=generator).to(device)
        targets = torch.randn(batch, 1, generator=generator).to(device)

        def loss_fn(out):
            return nn.functional.mse_loss(out, targets)
    else:
        raise SystemExit(f"record_training: unknown model {model_name!r} (known: {', '.join(MODELS)})")
    model = model.to(device).train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    return model, optimizer, inputs, loss_fn


def train_step(model, optimizer, inputs, loss_fn) -> float:
    optimizer.zero_grad(set_to_none=True)
    loss = loss_fn(model(inputs))
    loss.backward()
    optimizer.step()
    return loss.item()


def profile_steps(step, steps: int, device: str, path: Path) -> float:
    """Profile `steps` training steps under a schedule; export to `path`; returns seconds (steps + export)."""
    from torch.profiler import ProfilerActivity, profile, schedule

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
    start = time.perf_counter()
    with profile(
        activities=activities,
        schedule=schedule(wait=1, warmup=1, active=steps, repeat=1),
        record_shapes=True,
    ) as prof:
        for _ in range(steps + 2):
            step()
            prof.step()
    prof.export_chrome_trace(str(path))
    return time.perf_counter() - start


def record_model(
    model_name: str,
    mode: str,
    device: str,
    sizes: list[int],
    steps: list[int],
    out: Path,
    gz: str,
    log,
) -> list[dict]:
    import torch

    model, optimizer, inputs, loss_fn = build(model_name, device)
    if mode == "compiled":
        model = torch.compile(model)

    def step():
        return train_step(model, optimizer, inputs, loss_fn)

    start = time.perf_counter()
    for _ in range(WARMUP_STEPS):
        step()
    log(
        f"{model_name} {mode}: warm-up ({WARMUP_STEPS} steps{', compile' if mode == 'compiled' else ''}) "
        f"{time.perf_counter() - start:.1f} s"
    )
    suffix = "_cuda" if device == "cuda" else ""
    plan = [(f"{n}steps", n, None) for n in steps]
    if sizes:
        with tempfile.TemporaryDirectory(prefix="calibrate_", dir=out) as tmp:
            measured = []
            for n in CALIBRATION_STEPS:
                calibration = Path(tmp) / f"calibrate_{n}.json"
                profile_steps(step, n, device, calibration)
                measured.append(calibration.stat().st_size)
        (n1, n2), (s1, s2) = CALIBRATION_STEPS, measured
        per_step = (s2 - s1) / (n2 - n1)
        fixed = s1 - n1 * per_step
        log(f"{model_name} {mode}: {per_step / 1000:.1f} kB a step, {fixed / 1000:.1f} kB fixed")
        plan += [(f"{mb}MB", max(1, math.ceil((mb * MB - fixed) / per_step)), mb) for mb in sizes]
    written = []
    for label, n, target_mb in plan:
        path = out / f"{model_name}_{mode}_{label}{suffix}.json"
        seconds = profile_steps(step, n, device, path)
        size = path.stat().st_size
        entry = {
            "file": path.name,
            "model": model_name,
            "mode": mode,
            "device": device,
            "steps": n,
            "bytes": size,
            "target_mb": target_mb,
            "record_s": round(seconds, 2),
        }
        if gz != "none":
            gz_start = time.perf_counter()
            gz_path = gzip_file(path)
            entry.update(
                gz_file=gz_path.name,
                gz_bytes=gz_path.stat().st_size,
                gzip_s=round(time.perf_counter() - gz_start, 2),
            )
            if gz == "only":
                path.unlink()
                entry["file"] = None
        log(
            f"{model_name} {mode}: {label}: {n} steps, {size / MB:.1f} MB in {seconds:.1f} s"
            + (f", gzip {entry['gz_bytes'] / MB:.1f} MB in {entry['gzip_s']:.1f} s" if gz != "none" else "")
        )
        written.append(entry)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        help="folder for the traces (default: a new temporary folder)",
    )
    parser.add_argument(
        "--models",
        default=",".join(MODELS),
        help=f"comma separated: {', '.join(MODELS)}",
    )
    parser.add_argument("--modes", default=",".join(MODES), help=f"comma separated: {', '.join(MODES)}")
    parser.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    parser.add_argument(
        "--sizes",
        default="",
        help="target sizes in MB, comma separated, e.g. 35,200,1000",
    )
    parser.add_argument(
        "--steps",
        default="",
        help="exact profiled step counts, comma separated, e.g. 4",
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--gzip",
        action="store_true",
        help="also write FILE.json.gz beside each FILE.json",
    )
    group.add_argument("--gzip-only", action="store_true", help="keep only FILE.json.gz")
    parser.add_argument(
        "--threads",
        type=int,
        default=0,
        help="torch.set_num_threads (default: torch's own)",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    steps = [int(s) for s in args.steps.split(",") if s]
    if not sizes and not steps:
        sizes = [35]
    out = args.out or Path(tempfile.mkdtemp(prefix="training_traces_"))
    out.mkdir(parents=True, exist_ok=True)
    gz = "only" if args.gzip_only else "beside" if args.gzip else "none"

    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    if args.device == "cuda" and not torch.cuda.is_available():
        raise SystemExit("record_training: --device cuda but torch sees no CUDA device")

    def log(message):
        print(
            f"[record_training {time.strftime('%H:%M:%S')}] {message}",
            file=sys.stderr,
            flush=True,
        )

    log(
        f"torch {torch.__version__} | {args.device}"
        + (f" {torch.cuda.get_device_name(0)}" if args.device == "cuda" else f" {os.cpu_count()} cores")
        + f" | {torch.get_num_threads()} threads | out {out}"
    )
    manifest_path = out / "record_training.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {"files": []}
    for model_name in args.models.split(","):
        for mode in args.modes.split(","):
            if mode not in MODES:
                raise SystemExit(f"record_training: unknown mode {mode!r} (known: {', '.join(MODES)})")
            entries = record_model(model_name, mode, args.device, sizes, steps, out, gz, log)
            names = {e["file"] or e["gz_file"] for e in entries}
            manifest["files"] = [e for e in manifest["files"] if (e["file"] or e.get("gz_file")) not in names]
            manifest["files"] += entries
            manifest.update(
                torch=torch.__version__,
                python=platform.python_version(),
                host=platform.node(),
                recorded=time.strftime("%Y-%m-%d %H:%M %Z"),
            )
            manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    print(out)


if __name__ == "__main__":
    main()
