#!/usr/bin/env bash
# Issue 41 on the GPU host: reduce-overhead's CUDA graph replays of HF GPT-2 with grad off, beside default
# (the same graph run without CUDA graphs), as a session to record as a fixture; and an independent
# profile of the same model (plain torch, none of this code) for the join check here.
#   run(command="bash .devsnap/scripts/device/graph_replay.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; python3 -c "import torch, triton, transformers; print(torch.__version__, triton.__version__, transformers.__version__)"; } >"$OUT/versions.txt" 2>&1
QUICK="--iters 20 --rounds 6 --block-ms 20"
timeout -k 5 400 python3 -m compile_inspect run samples/models/gpt2.py:fn_no_grad --device cuda \
  --modes default,reduce-overhead $QUICK -o "$OUT/gpt2_no_grad" >"$OUT/run.txt" 2>&1
echo "run exit $?" >>"$OUT/run.txt"
python3 -m compile_inspect diff "$OUT/gpt2_no_grad" --full --width 140 >"$OUT/diff.txt" 2>&1
timeout -k 5 150 python3 - >"$OUT/harness.txt" 2>&1 <<'PY'
# Independent: torch only. The same model compiled reduce-overhead and default, each profiled over 3
# steady-state calls; the raw Chrome traces come back for the join check.
import importlib.util, os, sys, torch
spec = importlib.util.spec_from_file_location("gpt2", "samples/models/gpt2.py")
gpt2 = importlib.util.module_from_spec(spec); spec.loader.exec_module(gpt2)
model = gpt2.GPT2NoGrad(device="cuda")
(ids,) = gpt2.example_inputs(device="cuda")
out = os.environ["OUT"]
for mode in ("reduce-overhead", "default"):
    torch._dynamo.reset()
    fn = torch.compile(model, mode=None if mode == "default" else mode)
    for _ in range(5):
        fn(ids)
    torch.cuda.synchronize()
    acts = [torch.profiler.ProfilerActivity.CPU, torch.profiler.ProfilerActivity.CUDA]
    with torch.profiler.profile(activities=acts) as prof:
        for _ in range(3):
            with torch.profiler.record_function("step"):
                fn(ids)
            torch.cuda.synchronize()
    prof.export_chrome_trace(f"{out}/harness_{mode}.json")
    print(mode, "ok")
PY
gzip -9 "$OUT"/harness_*.json 2>/dev/null
find "$OUT/gpt2_no_grad" -name 'trace.json' -exec gzip -9 {} \;
du -sh "$OUT"/* >"$OUT/sizes.txt" 2>&1
