#!/usr/bin/env bash
# Records, on a GPU machine (the lent H200), from the repository root:
#   OUT/training/   CUDA training traces of bench/record_training.py: 4 profiled steps (the fixtures of
#                   tests/data/training/) and ~35 MB (a benchmark input, never committed), .json.gz
#   OUT/sessions/   compile-inspect sessions of the real models in samples/models/ (tests/data/h200_models/),
#                   each with diff.txt (`compile-inspect diff SESSION --no-color`) and run.log
# Usage: scripts/record_h200_models.sh OUT_DIR        (DEVICE=cpu to try it without a GPU)
# Took 190 s on the lent H200 (2026-12-03; 16 cores; most of it Inductor compiling). Then, here:
#   python scripts/trim_h200_models.py OUT_DIR/sessions tests/data/h200_models
# How it was run there (the device image has torch, triton, torchvision, transformers but no msgspec,
# and the project is not installed): from a `git archive HEAD` copy of the repository, with
# `ln -s ../cli compile_inspect/cli` (what the package-dir mapping does on install) and msgspec's wheel
# installed with `pip install --no-index --no-deps --target /tmp/site` + PYTHONPATH=/tmp/site.
set -uo pipefail
out=${1:?usage: scripts/record_h200_models.sh OUT_DIR}
device=${DEVICE:-cuda}
mkdir -p "$out/training" "$out/sessions"
export PYTHONUNBUFFERED=1
ci() { python3 -m compile_inspect "$@"; }
python3 - <<'EOF' | tee "$out/versions.txt"
import platform, time, torch, triton, transformers
try:
    import torchvision
    tv = torchvision.__version__
except Exception as exc:  # noqa: BLE001
    tv = f"missing ({exc})"
gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "no GPU"
print(f"{time.strftime('%Y-%m-%d %H:%M %Z')} | {platform.node()} | Python {platform.python_version()} | torch {torch.__version__}"
      f" | triton {triton.__version__} | torchvision {tv} | transformers {transformers.__version__} | {gpu}")
EOF

# 1. Training traces: transformer and MLP, eager and compiled; 4 profiled steps, and ~35 MB.
timeout 240 python3 bench/record_training.py --device "$device" --out "$out/training" --steps 4 --sizes 35 \
    --gzip-only 2>&1 | grep -v '^USDT' | tee "$out/training/record.log"

# 2. Sessions of the real models: eager + default + reduce-overhead, 5 profiled steps each.
for spec in gpt2=samples/models/gpt2.py gpt2_no_grad=samples/models/gpt2.py:fn_no_grad \
            resnet18=samples/models/resnet18.py resnet18_no_grad=samples/models/resnet18.py:fn_no_grad; do
    name=${spec%%=*}
    target=${spec#*=}
    echo "== $name: compile-inspect run $target"
    timeout 200 python3 -m compile_inspect run "$target" --device "$device" --modes default,reduce-overhead \
        --active 5 -o "$out/sessions/$name" 2>&1 | tee "$out/sessions/$name.run.log"
    ci diff "$out/sessions/$name" --no-color > "$out/sessions/$name.diff.txt" 2>&1
    echo "compile-inspect diff exit status: $?" | tee -a "$out/sessions/$name.run.log"
done
