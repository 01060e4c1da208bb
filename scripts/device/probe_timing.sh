#!/usr/bin/env bash
# Issue 27 on the H200: each core's speed now (`compile-inspect machine`), then sessions against the paired
# harness (both pin to the fastest core and keep rounds whose probe is within 1.2x of the fastest) with
# clones of the first compiled mode: $TARGETS with $MODES, $CLONES processes of the first mode.
# Run from a `git archive` copy in .devsnap/ with msgspec's wheel in .whl/:
#   run(command="TARGETS=mlp_batch1 CLONES=3 bash .devsnap/scripts/device/probe_timing.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; nproc; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$OUT/versions.txt" 2>&1
python3 -m compile_inspect machine --sweeps 8 2>&1 | tee "$OUT/machine_before.txt"
work=/tmp/probe_work
timeout -k 5 "${BUDGET_S:-460}" python3 bench/fidelity.py --device cuda --targets "$TARGETS" \
  --modes "${MODES:-default,reduce-overhead}" --clones "${CLONES:-1}" --sessions 2 --harness paired \
  --blocks "${BLOCKS:-30}" --run-opts "--rounds ${ROUNDS:-20}" --work "$work" --out "$OUT/fidelity.json" 2>&1 | tee "$OUT/fidelity.txt"
python3 -m compile_inspect machine --sweeps 8 2>&1 | tee "$OUT/machine_after.txt"
tar czf "$OUT/sessions.tgz" --exclude=harness_cache --exclude=cache_probe --exclude=inductor_cache --exclude='*/torch_trace' \
  --exclude='cache_*' -C "$work" . 2>/dev/null
ls -la "$OUT"
# The GEMM epilogue of issue 27's item 7 (latency and throughput verdicts may differ): one session, kept.
if [ -n "${EPILOGUE:-}" ]; then
  timeout -k 5 180 python3 -m compile_inspect run samples/matmul_add.py --device cuda --modes default,reduce-overhead \
    --arg size=4096 --arg dtype=bfloat16 --rounds 20 -o /tmp/epilogue >"$OUT/epilogue_run.txt" 2>&1
  python3 -m compile_inspect diff /tmp/epilogue --width 160 >"$OUT/epilogue_diff.txt" 2>&1
  tar czf "$OUT/epilogue.tgz" --exclude=inductor_cache --exclude=torch_trace -C /tmp epilogue
fi
