#!/usr/bin/env bash
# One GPU call for every recording in scripts/device/: each <name>.sh writes into $OUT/<name>/, under its own
# time limit, its output in $OUT/<name>/log.txt. The short ones run side by side first; ncu runs alone after
# them so that its replays see an idle GPU.
# How it is run (the device image has torch 2.11, triton 3.6 and ncu, but no msgspec and no install of this
# project): from a `git archive HEAD` copy of the repository in .devsnap/, msgspec's wheel in .whl/:
#   run(command="bash .devsnap/scripts/device/run_all.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; command -v ncu && ncu --version; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } \
  >"$OUT/versions.txt" 2>&1

record() {  # name, seconds
  mkdir -p "$OUT/$1"
  local start=$SECONDS
  timeout -k 5 "$2" bash "scripts/device/$1.sh" >"$OUT/$1/log.txt" 2>&1
  echo "$1: exit $? after $((SECONDS - start)) s" | tee -a "$OUT/status.txt"
}

for name in findings provenance h1; do
  [ -f "scripts/device/$name.sh" ] && record "$name" 60 &
done
wait
[ -f scripts/device/ncu.sh ] && record ncu 150
cat "$OUT/status.txt"
