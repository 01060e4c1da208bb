"""Does a profile slow the calls after it? Per-call time before and after, in one process (no compile_inspect).

    python bench/profiler_state.py --device cuda --out profiler_state.json     # H200: ~1 min

For each case (a 16-block MLP at batch 1, eager and torch.compile default; a torchvision ViT-B/16 at
batch 1 in eager where torchvision is installed) the same process times `--calls` calls, median of
CUDA-event times with a sync after each (perf_counter on cpu), in three states:
  fresh        compiled and warm, no profiler ever started
  cpu_profile  after an empty CPU-only torch.profiler run (what compile-inspect's worker does before
               its timed blocks, to pay the profiler's one-time start-up outside them)
  cuda_profile after a CPU+CUDA torch.profiler run of 5 calls (what the worker did before issue 16)
and reports each state's median over `--repeats` blocks and its ratio to `fresh`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time


def mlp(device):
    import torch

    blocks = [torch.nn.Sequential(torch.nn.Linear(512, 512), torch.nn.GELU()) for _ in range(16)]
    model = torch.nn.Sequential(*blocks).to(device).eval()
    return model, (torch.randn(1, 512, device=device),)


def vit(device):
    import torch
    import torchvision

    model = torchvision.models.vit_b_16().to(device).eval()
    return model, (torch.randn(1, 3, 224, 224, device=device),)


def per_call_ms(fn, args, device, calls):
    import torch

    samples = []
    for _ in range(calls):
        if device == "cuda":
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn(*args)
            end.record()
            torch.cuda.synchronize()
            samples.append(start.elapsed_time(end))
        else:
            began = time.perf_counter()
            fn(*args)
            samples.append((time.perf_counter() - began) * 1000)
    return statistics.median(samples)


def state_ms(fn, args, device, calls, repeats):
    return statistics.median(per_call_ms(fn, args, device, calls) for _ in range(repeats))


def run_profile(fn, args, device, with_cuda, calls=5):
    import torch
    from torch.profiler import ProfilerActivity, profile

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if with_cuda else [])
    with profile(activities=activities):
        for _ in range(calls if with_cuda else 0):
            fn(*args)
        if device == "cuda":
            torch.cuda.synchronize()


def measure_case(name, build, compile_mode, device, calls, repeats):
    import torch

    model, args = build(device)
    fn = model if compile_mode is None else torch.compile(model, mode=compile_mode)
    with torch.no_grad():
        for _ in range(30):
            fn(*args)
        row = {"case": name, "mode": compile_mode or "eager"}
        row["fresh"] = state_ms(fn, args, device, calls, repeats)
        run_profile(fn, args, device, with_cuda=False)
        row["cpu_profile"] = state_ms(fn, args, device, calls, repeats)
        run_profile(fn, args, device, with_cuda=device == "cuda")
        row["cuda_profile"] = state_ms(fn, args, device, calls, repeats)
    return row


CASES = [("mlp16 batch 1", mlp, None), ("mlp16 batch 1", mlp, "default"), ("vit_b_16 batch 1", vit, None)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--case", type=int, help="run this case alone in this process, print its JSON row")
    parser.add_argument("--out")
    args = parser.parse_args()
    if (
        args.case is not None
    ):  # once a CUDA profile has run, the process stays in that state: one case a process
        name, build, mode = CASES[args.case]
        print(json.dumps(measure_case(name, build, mode, args.device, args.calls, args.repeats)))
        return
    rows = []
    for number, (name, _, _) in enumerate(CASES):
        command = [sys.executable, __file__, "--case", str(number), "--device", args.device,
                   "--calls", str(args.calls), "--repeats", str(args.repeats)]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            print(
                f"{name}: skipped ({done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode})"
            )
            continue
        rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
    for row in rows:
        print(
            f"{row['case']:18} {row['mode']:8} fresh {row['fresh']:.3f} ms  after CPU-only profile "
            f"{row['cpu_profile']:.3f} ({row['cpu_profile'] / row['fresh']:.2f}x)  after CUDA profile "
            f"{row['cuda_profile']:.3f} ({row['cuda_profile'] / row['fresh']:.2f}x)"
        )
    if args.out:
        with open(args.out, "w") as file:
            json.dump(rows, file, indent=1)


if __name__ == "__main__":
    main()
