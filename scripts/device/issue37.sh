#!/usr/bin/env bash
# Issue 37 on the GPU host: a launch-bound batch-1 MLP against the paired harness (two sessions, a clone of
# default), then two sessions with half the cores kept busy by local busy loops (bench/hog.py, always on):
# every session must give a verdict, speedups within 10% of the harness, the clone within 5%.
#   run(command="bash .devsnap/scripts/device/issue37.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; nproc; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$OUT/versions.txt" 2>&1
python3 -m compile_inspect machine --sweeps 6 >"$OUT/machine_before.txt" 2>&1
work=/tmp/i37
timeout -k 5 "${BUDGET_S:-240}" python3 bench/fidelity.py --device cuda --targets mlp_batch1 \
  --modes default,reduce-overhead --clones 2 --sessions 2 --harness paired --blocks 20 \
  --work "$work" --out "$OUT/fidelity.json" >"$OUT/fidelity.txt" 2>&1
half=$(( $(nproc) / 2 ))
for n in 1; do
  python3 - "$half" "$n" >"$OUT/hog_session$n.txt" 2>&1 <<'PY'
import subprocess, sys, json
sys.path.insert(0, "bench")
from hog import duty_cycled_hog
half, n = int(sys.argv[1]), sys.argv[2]
folder = f"/tmp/i37/hog_session{n}"
with duty_cycled_hog(processes=half, on_s=1e6, off_s=0.0):
    run = subprocess.run([sys.executable, "-m", "compile_inspect", "run", "bench/targets/mlp_batch1.py", "--device", "cuda",
                          "--modes", "default,default+clone=2,reduce-overhead", "-o", folder], capture_output=True, text=True)
print(run.stdout[-3000:], run.stderr[-3000:])
diff = subprocess.run([sys.executable, "-m", "compile_inspect", "diff", folder, "--format", "json"], capture_output=True, text=True)
rows = json.loads(diff.stdout)["summary"]
for row in rows:
    print(json.dumps({k: row.get(k) for k in ("mode", "median_ms", "ratio_to_control", "unjudged_ratio", "speed_outcome",
                                                "ratio_low", "ratio_high", "paired_rounds", "rounds_run", "rounds_kept")}))
PY
done
python3 -m compile_inspect diff /tmp/i37/hog_session1 --width 140 >"$OUT/hog_session1_diff.txt" 2>&1
python3 -m compile_inspect machine --sweeps 6 >"$OUT/machine_after.txt" 2>&1
tar czf "$OUT/sessions.tgz" --exclude=harness_cache --exclude=cache_probe --exclude=inductor_cache --exclude='*/torch_trace' \
  --exclude='cache_*' -C "$work" . 2>/dev/null
ls -la "$OUT"
