#!/usr/bin/env bash
# Issue 16's open bias on the H200 (docs/performance.md, "Third H200 run"): the batch-1 MLP's default mode
# is 1.43-1.52x slower in sessions than in the paired harness. bench/env_bias.py, paired against a plain
# harness process, 60 rounds: the worker's compile-time environment split into its parts (output_code,
# torch_trace, provenance), the worker's whole environment (worker_env), the product's own loading and
# warm-up (product), and its block timing too (product_timed). Then a Triton-kernel sample (square) run
# with a private TMPDIR, counting the .cubin files in each mode's own Inductor cache and checking ~/.triton
# is untouched (issue 18's check, which matmul_add, cuBLAS only, could not make); then, as time allows,
# one session against the paired harness (bench/fidelity.py) of the MLP. Outputs in $OUT/env_split.tgz.
#   run(command="bash .devsnap/scripts/device/env_split.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
D="$OUT/env_split"
mkdir -p "$D"
timeout -k 5 240 python3 bench/env_bias.py --device cuda --target bench/targets/mlp_batch1.py --mode default \
  --rounds 60 --conditions worker_env,product,product_timed,output_code,torch_trace,provenance \
  >"$D/env_bias_default.txt" 2>&1
tail -12 "$D/env_bias_default.txt"
(
  export TMPDIR=/tmp/user_tmp
  mkdir -p "$TMPDIR"
  ls -A ~/.triton 2>/dev/null | sort >"$D/triton_home_before.txt"
  timeout -k 5 150 python3 -m compile_inspect run samples/square.py --device cuda --modes default,reduce-overhead \
    -o /tmp/square_run >"$D/square_run.txt" 2>&1
  echo "square run: exit $?"
  for m in /tmp/square_run/*/; do echo "$(basename "$m") cubin: $(find "$m" -path '*inductor_cache/triton*' -name '*.cubin' | wc -l)"; done
  echo "TMPDIR entries: $(ls -A "$TMPDIR" | wc -l)"
  ls -A ~/.triton 2>/dev/null | sort | diff "$D/triton_home_before.txt" - >/dev/null && echo "~/.triton unchanged" || echo "~/.triton CHANGED"
) 2>&1 | tee "$D/square_files.txt"
timeout -k 5 "${BUDGET_S:-200}" python3 bench/fidelity.py --device cuda --targets mlp_batch1 \
  --modes default,max-autotune-no-cudagraphs --sessions 1 --harness paired --work /tmp/fid \
  --out "$D/fidelity.json" >"$D/fidelity.txt" 2>&1
tail -15 "$D/fidelity.txt"
tar czf "$OUT/env_split.tgz" -C "$OUT" env_split
