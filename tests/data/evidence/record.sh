#!/usr/bin/env bash
# Records the sessions whose TORCH_TRACE and worker.log the evidence tests read (tests/test_evidence.py).
# Usage: tests/data/evidence/record.sh OUT_DIR [cpu|cuda]     (from the repo root; cuda on a GPU machine)
# Then: python tests/data/evidence/trim.py OUT_DIR tests/data/evidence/<torch>_<device>
set -uo pipefail
out=${1:?usage: record.sh OUT_DIR [cpu|cuda]}
device=${2:-cpu}
here=tests/data/evidence/targets
mkdir -p "$out"
ci() { python3 -m compile_inspect run "$@" --device "$device" --iters 5 --jobs 2; }
python3 -c "import torch; print('torch', torch.__version__)"
if [ "$device" = cuda ]; then
  ci samples/models/gpt2.py --modes default,reduce-overhead -o "$out/gpt2"
  ci samples/models/gpt2.py:fn_no_grad --modes reduce-overhead -o "$out/gpt2_no_grad"
  ci "$here/cudagraph_skip.py" --modes reduce-overhead -o "$out/cudagraph_skip"
else
  ci samples/models/gpt2.py --modes default -o "$out/gpt2"
  ci samples/models/gpt2.py:fn_no_grad --modes default -o "$out/gpt2_no_grad"
fi
ci samples/graph_break.py --modes default -o "$out/graph_break"
ci "$here/recompile.py" --modes default -o "$out/recompile"
ci "$here/skipped.py" --modes default -o "$out/skipped"
