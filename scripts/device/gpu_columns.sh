#!/usr/bin/env bash
# A change to reading or findings that must change no output (issue 29), on fresh CUDA captures: every report
# of a real model's session and every explain of its traces byte-identical between this code and a baseline
# commit (a `git archive` of it in .devsnap_old/), and explain's peak RSS and CPU time on the largest trace.
# The modes include the cudagraphs backend: CUDA graph copies found by shape (no graph-call annotation).
#   run(command="bash .devsnap/scripts/device/gpu_columns.sh", carry=[".whl", ".devsnap", ".devsnap_old"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
NEW=$PWD OLD=$(cd ../.devsnap_old && pwd)
ln -sfn ../cli "$OLD/compile_inspect/cli"
D="$OUT/gpu_columns"
mkdir -p "$D"
{ nvidia-smi -L; nproc; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$D/versions.txt" 2>&1
with() { local code=$1; shift; PYTHONPATH=/tmp/site:$code python3 -m compile_inspect "$@"; }
for target in samples/models/gpt2.py samples/matmul_add.py; do
  name=$(basename "$target" .py)
  timeout -k 5 400 python3 -m compile_inspect run "$target" --device cuda --modes "${MODES:-default,reduce-overhead,cudagraphs}" \
    -o "$D/$name" >"$D/$name.run.txt" 2>&1
  echo "$name run: exit $?" | tee -a "$D/status.txt"
  for format in text md json html; do
    a=$(with "$NEW" diff "$D/$name" --format "$format" --width 140 2>&1 | md5sum | cut -c1-12)
    b=$(with "$OLD" diff "$D/$name" --format "$format" --width 140 2>&1 | md5sum | cut -c1-12)
    echo "$name diff $format: new $a old $b $([ "$a" = "$b" ] && echo SAME || echo DIFFERENT)" | tee -a "$D/status.txt"
  done
  for trace in "$D/$name"/*/trace.json*; do
    for format in text json; do
      a=$(with "$NEW" explain "$trace" --format "$format" 2>&1 | md5sum | cut -c1-12)
      b=$(with "$OLD" explain "$trace" --format "$format" 2>&1 | md5sum | cut -c1-12)
      echo "$name explain $(basename "$(dirname "$trace")") $format: $([ "$a" = "$b" ] && echo SAME || echo DIFFERENT)" | tee -a "$D/status.txt"
    done
  done
  with "$NEW" diff "$D/$name" --width 140 >"$D/$name.diff.txt" 2>&1
done
biggest=$(ls -S "$D"/*/*/trace.json* | head -1)
for code in "$NEW" "$OLD"; do
  PYTHONPATH=/tmp/site:$code /usr/bin/time -f "$(basename "$code") %U user %S sys %M KB peak RSS" \
    python3 -m compile_inspect explain "$biggest" >/dev/null 2>>"$D/status.txt"
done
echo "largest trace: $biggest $(stat -c %s "$biggest") bytes" >>"$D/status.txt"
tar czf "$OUT/gpu_columns.tgz" --exclude=inductor_cache --exclude=torch_trace -C "$OUT" gpu_columns
