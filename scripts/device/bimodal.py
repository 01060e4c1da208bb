"""Is the H200 machine's per-call time bimodal within one process, and does pinning the thread to one
core change that? ViT-B/16 eager, batch 32 bf16: per-second median of CUDA-event call times, with the
SM clock sampled by nvidia-smi each second. argv[1]: 'free' or a core number to pin to."""

import os
import statistics
import subprocess
import sys
import time

import torch
import torchvision


def _cpu():
    """The core this thread last ran on (/proc: os has no sched_getcpu)."""
    return open("/proc/thread-self/stat").read().rsplit(")", 1)[1].split()[36]


if sys.argv[1] != "free":
    os.sched_setaffinity(0, {int(sys.argv[1])})
model = torchvision.models.vit_b_16().cuda().to(torch.bfloat16).eval()
x = torch.randn(32, 3, 224, 224, device="cuda", dtype=torch.bfloat16)
with torch.no_grad():
    for _ in range(20):
        model(x)
    torch.cuda.synchronize()
    end = time.time() + float(sys.argv[2])
    while time.time() < end:
        second, samples = time.time() + 1, []
        while time.time() < second:
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            model(x)
            b.record()
            torch.cuda.synchronize()
            samples.append(a.elapsed_time(b))
        clock = subprocess.run(
            ["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader"],
            capture_output=True,
            text=True,
        ).stdout.strip()
        print(f"{sys.argv[1]} cpu{_cpu()} {statistics.median(samples):.2f} ms  {clock}", flush=True)
