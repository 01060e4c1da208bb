#!/usr/bin/env bash
# The CUDA paths of issues 17, 18 and 20 checked once on the H200, each step guarded, outputs in $OUT/checks.tgz:
#   18: a CUDA run of default,reduce-overhead with a private TMPDIR: Triton's kernels land in the session's
#       <mode>/inductor_cache/triton, nothing in $TMPDIR or ~/.triton, no run temp folder left;
#   17: a run, then `ncu` rerunning a mode from the session's recorded request;
#   20: the cudagraphs backend and reduce-overhead with options; `ncu --mode LABEL` of a configuration;
#       a CUDA-timed shape sweep; --bisect; the gates (compile_inspect.testing) passing and failing on CUDA.
# Run from a `git archive` copy in .devsnap/ with msgspec's wheel in .whl/:
#   run(command="bash .devsnap/scripts/device/checks.sh", carry=[".whl", ".devsnap"])
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/device/setup.sh
D="$OUT/checks"
mkdir -p "$D"
{ nvidia-smi -L; command -v ncu; python3 -c "import torch, triton; print(torch.__version__, triton.__version__)"; } \
  >"$D/versions.txt" 2>&1
CI=(python3 -m compile_inspect)
step() {  # name, seconds, command...: stdout+stderr to $D/<name>.txt, exit status and time to status.txt
  local name=$1 seconds=$2 start=$SECONDS
  shift 2
  timeout -k 5 "$seconds" "$@" >"$D/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start)) s" | tee -a "$D/status.txt"
}

# 18: the run's temporary files stay in the session
export TMPDIR=/tmp/user_tmp
mkdir -p "$TMPDIR"
ls -A ~/.triton 2>/dev/null | sort >"$D/triton_home_before.txt"
step r18_run 150 "${CI[@]}" run samples/matmul_add.py --device cuda --modes default,reduce-overhead --arg size=1024 -o "$D/r18"
{
  echo "triton kernels per mode:"
  for m in "$D"/r18/*/; do echo "$(basename "$m") $(find "$m" -path '*inductor_cache/triton*' -name '*.cubin' | wc -l)"; done
  echo "TMPDIR entries: $(ls -A "$TMPDIR" | wc -l)"; ls -A "$TMPDIR"
  echo "~/.triton before/after differ:"; ls -A ~/.triton 2>/dev/null | sort | diff "$D/triton_home_before.txt" - && echo no
  echo "run temp folder left:"; ls -d "$D"/r18/.compile-inspect-tmp 2>&1
} >"$D/r18_files.txt" 2>&1
unset TMPDIR
step r18_diff 60 "${CI[@]}" diff "$D/r18"

# 17: ncu from the session's recorded request
step r17_ncu 120 "${CI[@]}" ncu "$D/r18" --mode default --launch-count 6
step r17_show 60 "${CI[@]}" show "$D/r18" --mode default --plain

# 20: configurations on CUDA, ncu of a configuration's label, a sweep, a bisect
CONF='cudagraphs,reduce-overhead+coordinate_descent_tuning=True,default+dynamic'
step r20_conf 200 "${CI[@]}" run samples/matmul_add.py --device cuda --modes "$CONF" --arg size=512 -o "$D/r20_conf"
step r20_conf_diff 60 "${CI[@]}" diff "$D/r20_conf"
step r20_ncu_label 120 "${CI[@]}" ncu "$D/r20_conf" --mode default+dynamic --launch-count 6
step r20_sweep 200 "${CI[@]}" diff samples/matmul_add.py --device cuda --modes default,default+dynamic \
  --arg size=256,512,1024 -o "$D/r20_sweep"
step r20_bisect 200 "${CI[@]}" diff samples/matmul_add.py --device cuda --bisect --arg size=1024 -o "$D/r20_bisect"
step r20_gates 200 python3 - <<'PY'
import torch
from compile_inspect import testing

def mm(x, w, b):
    return torch.add(torch.matmul(x, w), b)

def tiny(x):  # launch-bound: CUDA graphs and fusion win
    for _ in range(20):
        x = torch.relu(x * 1.01 + 0.1)
    return x

def outcome(name, call):
    try:
        call()
        print(f"{name}: passed")
    except AssertionError as error:
        print(f"{name}: failed: {str(error)[:600]}")

x = torch.randn(1024, 1024, device="cuda")
small = torch.randn(64, device="cuda")
outcome("cudagraphs_applied mm", lambda: testing.assert_cudagraphs_applied(mm, x, x, x))
outcome("cudagraphs_applied tiny", lambda: testing.assert_cudagraphs_applied(tiny, small))
def mutate(v):  # an input mutated in place: cudagraph trees skip the graph
    v.add_(1)
    return v * 2

outcome("cudagraphs_applied mutate (should fail)", lambda: testing.assert_cudagraphs_applied(mutate, small.clone()))
moving = [torch.randn(n, device="cuda") for n in (64, 96, 128)]
outcome("max_recompiles 0 over sizes (should fail)", lambda: testing.assert_max_recompiles(tiny, [(v,) for v in moving], 0))
outcome("max_recompiles 3", lambda: testing.assert_max_recompiles(tiny, [(v,) for v in moving], 3))
outcome("no_eager_fallback", lambda: testing.assert_no_eager_fallback(tiny, small))
outcome("speedup reduce-overhead tiny >= 1.5", lambda: testing.assert_speedup(tiny, small, mode="reduce-overhead", at_least=1.5))
outcome("speedup default mm >= 3 (should fail)", lambda: testing.assert_speedup(mm, x, x, x, mode="default", at_least=3.0))
PY
# what the fixtures need; compiled binaries stay behind
rm -rf "$D"/*/*/inductor_cache "$D"/*/*/torch_trace
du -sh "$D"/* | sort -h | tail -5
cat "$D/status.txt"
# one file back (the device returns few files): the whole folder as a tarball
tar czf "$OUT/checks.tgz" -C "$OUT" checks && rm -rf "$D"
