#!/usr/bin/env bash
# Issue 38 on the GPU host: a space in the session path with Triton compiling on CUDA (the CLI from a working
# folder with a space, and inspect(out_dir=...) with a space), the user's own Inductor cache left as it was.
# The sessions come back in $OUT for report digests here (issue 39).
#   run(command="bash .devsnap/scripts/device/space_path.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
repo=$PWD
mkdir -p "$OUT"
{ nvidia-smi -L; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } >"$OUT/versions.txt" 2>&1
user_cache=/tmp/torchinductor_$(whoami)
listing() { find "$user_cache" -type f 2>/dev/null | sort | xargs -r md5sum 2>/dev/null | md5sum; find "$user_cache" -type f 2>/dev/null | wc -l; }
# A user's own Inductor cache with something in it, to check it is left as it was.
python3 -c "import torch; f=torch.compile(lambda x: x.sin()+1); f(torch.ones(8, device='cuda'))" >/dev/null 2>&1
listing >"$OUT/user_cache_before.txt"
work="/tmp/space dir"
mkdir -p "$work" && cd "$work"
{
  echo "== run from '$work' with -o 'my runs/mm'"
  timeout -k 5 200 python3 -m compile_inspect run "$repo/samples/matmul_add.py" --device cuda \
    --modes default,reduce-overhead,max-autotune-no-cudagraphs -o 'my runs/mm'
  echo "exit $?"
  python3 -m compile_inspect diff 'my runs/mm' --width 140
  echo "diff exit $?"
  python3 -m compile_inspect show 'my runs/mm' --mode default 2>&1 | head -60
  echo "show exit $?"
} >"$OUT/cli.txt" 2>&1
timeout -k 5 150 python3 - >"$OUT/library.txt" 2>&1 <<'PY'
import sys, torch
sys.path.insert(0, "/tmp/site")
import compile_inspect as ci
def mlp(x, w1, w2):
    return torch.relu(x @ w1) @ w2
x, w1, w2 = (torch.randn(64, 64, device="cuda") for _ in range(3))
s = ci.inspect(mlp, x, w1, w2, modes="default", out_dir="lib space/s")
print(s.diff().text(width=140)[:4000])
code = str(s.show())
print(code[:3000])
print("triton kernels found:", code.count("@triton.jit"), "| 'def triton_' in code:", "def triton_" in code)
PY
echo "library exit $?" >>"$OUT/library.txt"
listing >"$OUT/user_cache_after.txt"
ls -la "$work" "$work/my runs/mm" >"$OUT/listing.txt" 2>&1
tar czf "$OUT/sessions.tgz" --exclude=inductor_cache --exclude=torch_trace --exclude='.compile-inspect-tmp' -C "$work" . 2>/dev/null
ls -la "$OUT"
