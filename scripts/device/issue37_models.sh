#!/usr/bin/env bash
# Issue 37 on the GPU host, on models nobody here wrote (bench/targets: a timm-style ViT, a BERT encoder):
# per target, the paired harness and one session without load (bench/fidelity.py), then one session with
# half the cores kept busy by local busy loops (bench/hog.py, always on); the verdicts of each.
#   run(command="bash .devsnap/scripts/device/issue37_models.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
mkdir -p "$OUT"
{ nvidia-smi -L; nproc; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$OUT/versions.txt" 2>&1
half=$(( $(nproc) / 2 ))
for target in ${TARGETS:-vit bert}; do
  [ -n "${HOG_ONLY:-}" ] || timeout -k 5 "${BUDGET_S:-170}" python3 bench/fidelity.py --device cuda --targets "$target" \
    --modes default,reduce-overhead --sessions 1 --harness paired --blocks 15 \
    --work "/tmp/i37m/$target" --out "$OUT/fidelity_$target.json" >"$OUT/fidelity_$target.txt" 2>&1
  timeout -k 5 150 python3 - "$half" "$target" >"$OUT/hog_$target.txt" 2>&1 <<'PY'
import subprocess, sys, json
sys.path.insert(0, "bench")
from hog import duty_cycled_hog
half, target = int(sys.argv[1]), sys.argv[2]
folder = f"/tmp/i37m/hog_{target}"
from fidelity import bench_args  # the target's BENCH_ARGS["cuda"], as the harness ran it
args = [part for key, value in bench_args(__import__("pathlib").Path(f"bench/targets/{target}.py"), "cuda").items() for part in ("--arg", f"{key}={value}")]
with duty_cycled_hog(processes=half, on_s=1e6, off_s=0.0):
    run = subprocess.run([sys.executable, "-m", "compile_inspect", "run", f"bench/targets/{target}.py", "--device", "cuda",
                          "--modes", "default,reduce-overhead", *args, "-o", folder], capture_output=True, text=True)
print(run.stdout[-1500:], run.stderr[-2500:])
diff = subprocess.run([sys.executable, "-m", "compile_inspect", "diff", folder, "--format", "json"], capture_output=True, text=True)
for row in json.loads(diff.stdout)["summary"]:
    print(json.dumps({k: row.get(k) for k in ("mode", "median_ms", "ratio_to_control", "unjudged_ratio", "speed_outcome",
                                                "ratio_low", "ratio_high", "paired_rounds", "rounds_run", "rounds_kept")}))
PY
done
tar czf "$OUT/sessions.tgz" --exclude=harness_cache --exclude=cache_probe --exclude=inductor_cache --exclude='*/torch_trace' \
  --exclude='cache_*' -C /tmp/i37m . 2>/dev/null
ls -la "$OUT"
