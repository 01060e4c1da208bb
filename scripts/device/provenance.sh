#!/usr/bin/env bash
# Provenance on torch 2.11 (issue 13): what the installed torch writes that leads from a generated kernel
# to the user's source lines. Sessions of samples/ on the H200, with and without Inductor's provenance
# tracking (INDUCTOR_PROVENANCE=1 sets config.trace.provenance_tracking_level=1, read at import by the
# worker), so tests can read their output code and TORCH_TRACE logs. Everything goes to $OUT/provenance/.
# Run in the repository root; each step guarded; about 50 s (the runs go side by side).
set -x
P="$OUT/provenance"
mkdir -p "$P"
date
python3 - >"$P/torch_features.txt" 2>&1 <<'PY' || echo "step features failed: $?"
import torch
import torch._inductor.config as config
import torch._inductor.debug as debug
print("torch", torch.__version__)
print("trace.provenance_tracking_level", getattr(config.trace, "provenance_tracking_level", "absent"))
print("debug provenance names", sorted(n for n in dir(debug) if "provenance" in n))
PY
cat "$P/torch_features.txt"

OPTS="--modes default --iters 5 --active 2 --warmup 1 --jobs 2"
INDUCTOR_PROVENANCE=1 timeout -k 5 45 python3 -m compile_inspect run samples/mlp.py $OPTS --arg size=256 \
  -o "$P/mlp_prov" >"$P/mlp_prov.log" 2>&1 || echo "step mlp_prov failed: $?" &
INDUCTOR_PROVENANCE=1 timeout -k 5 45 python3 -m compile_inspect run samples/graph_break.py $OPTS \
  -o "$P/graph_break_prov" >"$P/graph_break_prov.log" 2>&1 || echo "step graph_break_prov failed: $?" &
timeout -k 5 45 python3 -m compile_inspect run samples/square.py $OPTS --arg size=1024 \
  -o "$P/square" >"$P/square.log" 2>&1 || echo "step square failed: $?" &
timeout -k 5 45 python3 -m compile_inspect run samples/matmul_add.py $OPTS --arg size=1024 \
  -o "$P/matmul_add" >"$P/matmul_add.log" 2>&1 || echo "step matmul_add failed: $?" &
INDUCTOR_PROVENANCE=1 timeout -k 5 50 python3 -m compile_inspect run samples/matmul_add.py \
  --modes max-autotune-no-cudagraphs --iters 5 --active 2 --warmup 1 --jobs 2 --arg size=256 \
  -o "$P/matmul_add_autotune_prov" >"$P/matmul_add_autotune_prov.log" 2>&1 \
  || echo "step matmul_add_autotune_prov failed: $?" &
wait
# The compiled binaries are not needed (and large); the generated modules are kept in <mode>/code/.
rm -rf "$P"/*/*/inductor_cache
du -sh "$P"/* 2>/dev/null
date
