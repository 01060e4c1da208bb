#!/usr/bin/env bash
# Issue 16's open bias on the H200 (docs/performance.md, "Third H200 run"): the batch-1 MLP's default mode
# is 1.43-1.52x slower in sessions than in the paired harness. bench/env_bias.py splits the worker's
# compile-time environment (TORCH_LOGS=output_code, TORCH_TRACE, provenance tracking) into one condition
# each, paired against a plain process, 60 rounds; then a Triton-kernel sample (square) run with a private
# TMPDIR, counting the .cubin files in each mode's own Inductor cache and checking ~/.triton is untouched
# (issue 18's check, which matmul_add, cuBLAS only, could not make). Outputs in $OUT/env_split/.
#   run(command="bash .devsnap/scripts/device/env_split.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
D="$OUT/env_split"
mkdir -p "$D"
for mode in default max-autotune-no-cudagraphs; do
  timeout -k 5 200 python3 bench/env_bias.py --device cuda --target bench/targets/mlp_batch1.py --mode "$mode" \
    --rounds 60 --conditions output_code,torch_trace,provenance,logs 2>&1 | tee "$D/env_bias_$mode.txt"
done
export TMPDIR=/tmp/user_tmp
mkdir -p "$TMPDIR"
ls -A ~/.triton 2>/dev/null | sort >"$D/triton_home_before.txt"
timeout -k 5 150 python3 -m compile_inspect run samples/square.py --device cuda --modes default,reduce-overhead \
  --arg size=1024 -o /tmp/square_run >"$D/square_run.txt" 2>&1
{
  for m in /tmp/square_run/*/; do echo "$(basename "$m") cubin: $(find "$m" -path '*inductor_cache/triton*' -name '*.cubin' | wc -l)"; done
  echo "TMPDIR entries: $(ls -A "$TMPDIR" | wc -l)"
  ls -A ~/.triton 2>/dev/null | sort | diff "$D/triton_home_before.txt" - >/dev/null && echo "~/.triton unchanged" || echo "~/.triton CHANGED"
} | tee "$D/square_files.txt"
