#!/usr/bin/env bash
# Roofline + Nsight Compute fixtures (issue 13): sessions of square 4096 (fp32) and matmul_add 4096 (bf16),
# recorded with TORCHINDUCTOR_BENCHMARK_KERNEL=1 (Inductor writes kernel_num_gb / kernel_flop into each
# Triton kernel's inductor_meta), then `compile-inspect ncu` on their default mode; a raw ncu run of the
# same computation only where ours fails. Everything goes to $OUT/ncu/. Run in the repository root.
set -x
NCU_OUT="$OUT/ncu"
mkdir -p "$NCU_OUT"
date
command -v ncu || echo "step ncu-on-path failed: ncu is not on PATH"
ncu --version >"$NCU_OUT/ncu_version.txt" 2>&1 || echo "step ncu-version failed: $?"
cat "$NCU_OUT/ncu_version.txt"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv >"$NCU_OUT/gpu.csv" 2>&1 \
  || echo "step nvidia-smi failed: $?"

export TORCHINDUCTOR_BENCHMARK_KERNEL=1
RUN_OPTS="--modes default --iters 20 --active 3 --jobs 2"
# The two recordings side by side (16 cores; each measures on its own stream), ncu after them on an idle GPU.
timeout -k 5 50 python3 -m compile_inspect run samples/square.py $RUN_OPTS --arg size=4096 \
  -o "$NCU_OUT/square_4096" >"$NCU_OUT/run_square.txt" 2>&1 || echo "step run-square failed: $?" &
timeout -k 5 50 python3 -m compile_inspect run samples/matmul_add.py $RUN_OPTS --arg size=4096 \
  --arg dtype=bfloat16 -o "$NCU_OUT/matmul_add_4096" >"$NCU_OUT/run_matmul_add.txt" 2>&1 \
  || echo "step run-matmul_add failed: $?" &
wait
cat "$NCU_OUT/run_square.txt" "$NCU_OUT/run_matmul_add.txt"

raw_ncu() {  # name, python code: the fallback, independent of compile-inspect
  timeout -k 5 25 ncu --set basic --csv --page details --profile-from-start off --launch-count 6 \
    python3 -c "$2" >"$NCU_OUT/raw_$1.csv" 2>"$NCU_OUT/raw_$1.err" || echo "step raw-ncu-$1 failed: $?"
  head -c 3000 "$NCU_OUT/raw_$1.err"
}
SQUARE='import torch
a = torch.randn(4096, 4096, device="cuda")
f = torch.compile(lambda a: torch.square(torch.square(a)))
for _ in range(3): f(a)
torch.cuda.synchronize(); torch.cuda.profiler.start(); f(a); f(a); torch.cuda.synchronize(); torch.cuda.profiler.stop()'
MATMUL='import torch
x, w, b = (torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16) for _ in range(3))
f = torch.compile(lambda x, w, b: torch.add(torch.matmul(x, w), b))
for _ in range(3): f(x, w, b)
torch.cuda.synchronize(); torch.cuda.profiler.start(); f(x, w, b); f(x, w, b); torch.cuda.synchronize(); torch.cuda.profiler.stop()'

timeout -k 5 35 python3 -m compile_inspect ncu "$NCU_OUT/square_4096" --mode default --kernel triton_ \
  || { echo "step ncu-square failed: $?"; raw_ncu square "$SQUARE"; }
timeout -k 5 35 python3 -m compile_inspect ncu "$NCU_OUT/matmul_add_4096" --mode default \
  || { echo "step ncu-matmul_add failed: $?"; raw_ncu matmul_add "$MATMUL"; }

for s in square_4096 matmul_add_4096; do
  head -c 4000 "$NCU_OUT/$s/ncu/default.json" || echo "step show-$s failed: $?"
  tail -c 2000 "$NCU_OUT/$s/ncu/default.log" 2>/dev/null
  timeout 20 python3 -m compile_inspect show "$NCU_OUT/$s" --mode default --plain | head -40 || echo "step show-$s failed: $?"
  # what a CPU-side fixture needs; the compiled binaries and caches stay behind
  rm -rf "$NCU_OUT/$s"/*/inductor_cache/triton "$NCU_OUT/$s"/*/inductor_cache/*/*.so 2>/dev/null
  du -sh "$NCU_OUT/$s" 2>/dev/null
done
date
