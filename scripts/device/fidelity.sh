#!/usr/bin/env bash
# Issue 16 on the H200: per-call time before/after a profile (bench/profiler_state.py), then sessions
# against the independent harness (bench/fidelity.py; HARNESS=paired: bench/paired_harness.py) for the targets in $TARGETS with modes $MODES.
# Run from a `git archive` copy in .devsnap/ with msgspec's wheel in .whl/:
#   run(command="TARGETS=gemm,pointwise bash .devsnap/scripts/device/fidelity.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$OUT/versions.txt" 2>&1
if [ -n "${PROFILER_STATE:-}" ]; then
  timeout -k 5 150 python3 bench/profiler_state.py --device cuda --out "$OUT/profiler_state.json" 2>&1 | tee "$OUT/profiler_state.txt"
fi
work=/tmp/fidelity_work
timeout -k 5 "${BUDGET_S:-420}" python3 bench/fidelity.py --device cuda --targets "$TARGETS" --modes "${MODES:-default,reduce-overhead,max-autotune-no-cudagraphs}" \
  --sessions "${SESSIONS:-2}" --harness-repeats "${REPEATS:-2}" --harness "${HARNESS:-fresh}" --work "$work" --out "$OUT/fidelity.json" 2>&1 | tee "$OUT/fidelity.txt"
# the sessions, without Inductor caches and TORCH_TRACE (fixtures are trimmed here later)
tar czf "$OUT/sessions.tgz" --exclude=harness_cache --exclude=cache_probe --exclude=inductor_cache --exclude='*/torch_trace' -C "$work" . 2>/dev/null
ls -la "$OUT"
