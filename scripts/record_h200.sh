#!/usr/bin/env bash
# Records the CUDA sessions kept under tests/data/ (run on a GPU machine, e.g. the lent H200).
# Usage: scripts/record_h200.sh OUT_DIR
set -uo pipefail
out=${1:?usage: scripts/record_h200.sh OUT_DIR}
mkdir -p "$out"
ci() { python3 -m compile_inspect "$@"; }
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name(0))"
ci run samples/square.py --device cuda --modes all --arg size=4096 -o "$out/square_4096" --jobs 8
ci run samples/matmul_add.py --device cuda --modes all --arg size=4096 --arg dtype=bfloat16 -o "$out/matmul_add_4096" --jobs 8
ci run samples/matmul_add.py --device cuda --modes default,reduce-overhead --arg size=64 --arg dtype=bfloat16 -o "$out/matmul_add_64" --jobs 8
ci run samples/mlp.py --device cuda --modes default,max-autotune-no-cudagraphs -o "$out/mlp" --jobs 8
for s in "$out"/*/; do ci diff "$s" --no-color > "$s/diff.txt" 2>&1; done
