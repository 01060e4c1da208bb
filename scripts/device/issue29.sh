#!/usr/bin/env bash
# Issues 28-29's CUDA paths once on the GPU host, each step guarded, outputs in $OUT/issue29.tgz:
#   a CUDA run of default,reduce-overhead whose target starts a setsid daemon (it must end with the run),
#   with the header cache and a private TMPDIR (nothing left there); its diff in text and JSON (the new row
#   alignment on a real CUDA chain); the README's sample run on CUDA.
# Run from a `git archive` copy in .devsnap/ with msgspec's wheel in .whl/:
#   run(command="bash .devsnap/scripts/device/issue29.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
D="$OUT/issue29"
mkdir -p "$D"
{ nvidia-smi -L; nproc; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$D/versions.txt" 2>&1
CI=(python3 -m compile_inspect)
step() {  # name, seconds, command...: stdout+stderr to $D/<name>.txt, exit status and time to status.txt
  local name=$1 seconds=$2 start=$SECONDS
  shift 2
  timeout -k 5 "$seconds" "$@" >"$D/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s" | tee -a "$D/status.txt"
}
cat >/tmp/daemon_target.py <<'PY'
import os, subprocess, sys, torch

def fn(a, b):
    return torch.relu(a @ b) + 1

def example_inputs(size=1024, device="cuda"):
    daemon = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], start_new_session=True)
    with open("/tmp/daemon_pids", "a") as pids:
        pids.write(f"{daemon.pid}\n")
    return (torch.randn(size, size, device=device), torch.randn(size, size, device=device))
PY
rm -f /tmp/daemon_pids
export TMPDIR=/tmp/user_tmp COMPILE_INSPECT_HEADER_CACHE=/tmp/header_cache
mkdir -p "$TMPDIR"
step run_daemon 240 "${CI[@]}" run /tmp/daemon_target.py --device cuda --modes default,reduce-overhead -o "$D/daemon"
{
  echo "daemons started: $(wc -l </tmp/daemon_pids)"
  for pid in $(cat /tmp/daemon_pids); do
    if [ -e /proc/$pid ]; then echo "ALIVE $pid $(cut -d' ' -f3 /proc/$pid/stat)"; else echo "gone $pid"; fi
  done
  echo "TMPDIR entries: $(ls -A "$TMPDIR" | wc -l)"; ls -A "$TMPDIR"
  echo "run temp folder left:"; ls -d "$D"/daemon/.compile-inspect-tmp 2>&1
  echo "header cache:"; ls -la /tmp/header_cache 2>&1
} >"$D/daemon_files.txt" 2>&1
unset TMPDIR
step diff_text 60 "${CI[@]}" diff "$D/daemon" --width 160
step diff_json 60 "${CI[@]}" diff "$D/daemon" --format json
[ -n "${README_STEP:-}" ] && step readme 300 "${CI[@]}" diff samples/matmul_add.py --device cuda --save "$D/readme"
tar czf "$OUT/issue29.tgz" --exclude=inductor_cache --exclude=torch_trace -C "$OUT" issue29
ls -la "$OUT"
