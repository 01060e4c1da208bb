#!/usr/bin/env bash
# Issue 41 on the GPU host, every CUDA-graph mode: HF GPT-2 with grad off under default, reduce-overhead,
# max-autotune-no-cudagraphs and max-autotune in one session (each CUDA-graph mode beside the same graph
# without graphs), then what the reports show of the replays: the diff, `show` of each graph mode (extern
# calls' GPU time and roofline from the replay) and the kernel table of the JSON.
#   run(command="bash .devsnap/scripts/device/graph_replay_modes.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; python3 -c "import torch, triton, transformers; print(torch.__version__, triton.__version__, transformers.__version__)"; } >"$OUT/versions.txt" 2>&1
QUICK="--iters 20 --rounds 6 --block-ms 20"
S="$OUT/gpt2_graph_modes"
timeout -k 5 480 python3 -m compile_inspect run samples/models/gpt2.py:fn_no_grad --device cuda \
  --modes default,reduce-overhead,max-autotune-no-cudagraphs,max-autotune $QUICK -o "$S" >"$OUT/run.txt" 2>&1
echo "run exit $?" >>"$OUT/run.txt"
python3 -m compile_inspect diff "$S" --full --width 140 >"$OUT/diff.txt" 2>&1
python3 -m compile_inspect diff "$S" --format json -o "$OUT/diff.json" >"$OUT/diff_json.txt" 2>&1
for mode in reduce-overhead max-autotune; do
  python3 -m compile_inspect show "$S" --mode "$mode" --plain >"$OUT/show_$mode.txt" 2>&1
done
find "$S" -name 'trace.json' -exec gzip -9 {} \;
du -sh "$S"/* >"$OUT/sizes.txt" 2>&1
