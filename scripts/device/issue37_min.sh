#!/usr/bin/env bash
# Issue 37, the least run that checks the CUDA path: a batch-1 MLP session (default, a clone, reduce-overhead)
# with half the cores kept busy by local busy loops, its verdicts and the blocks' new fields.
#   run(command="bash .devsnap/scripts/device/issue37_min.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
nvidia-smi -L >"$OUT/versions.txt" 2>&1
half=$(( $(nproc) / 2 ))
timeout -k 5 "${BUDGET_S:-200}" python3 - "$half" >"$OUT/hog_session.txt" 2>&1 <<'PY'
import subprocess, sys, json
sys.path.insert(0, "bench")
from hog import duty_cycled_hog
folder = "/tmp/i37/hog_session"
with duty_cycled_hog(processes=int(sys.argv[1]), on_s=1e6, off_s=0.0):
    run = subprocess.run([sys.executable, "-m", "compile_inspect", "run", "bench/targets/mlp_batch1.py", "--device", "cuda",
                          "--modes", "default,default+clone=2,reduce-overhead", "-o", folder], capture_output=True, text=True)
print(run.stdout[-2000:], run.stderr[-3000:])
diff = subprocess.run([sys.executable, "-m", "compile_inspect", "diff", folder, "--format", "json"], capture_output=True, text=True)
for row in json.loads(diff.stdout)["summary"]:
    print(json.dumps({k: row.get(k) for k in ("mode", "median_ms", "ratio_to_control", "unjudged_ratio", "speed_outcome",
                                                "ratio_low", "ratio_high", "paired_rounds", "rounds_run", "rounds_kept")}))
blocks = json.load(open(folder + "/default/timing.json"))["blocks"]
print(json.dumps(blocks[0]))
PY
python3 -m compile_inspect diff /tmp/i37/hog_session --width 140 >"$OUT/hog_session_diff.txt" 2>&1
tar czf "$OUT/session.tgz" --exclude=inductor_cache --exclude=torch_trace -C /tmp/i37 hog_session 2>/dev/null
ls -la "$OUT"
