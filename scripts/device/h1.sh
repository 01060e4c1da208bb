#!/usr/bin/env bash
# run on CUDA with the new capture code: Ctrl-C (SIGINT to a real run; workers gone, exit 130, one
# line, interrupted session.json), and `run --nproc` under torch.distributed.run with NCCL when the
# machine has 2+ GPUs (a 1-GPU machine: a plain CUDA run of the same sample instead). Outputs in
# $OUT/h1/; each step guarded; about 45 s on an H200.
set -uo pipefail
cd "$(dirname "$0")/../.."
dest="$OUT/h1"
mkdir -p "$dest"
CI=(python3 -c "from compile_inspect.cli.main import main; main()")
gpus=$(python3 -c "import torch; print(torch.cuda.device_count())" 2>/dev/null || echo 0)
{ nvidia-smi -L; python3 -c "import torch; print(torch.__version__, torch.cuda.device_count())"; } >"$dest/versions.txt" 2>&1

# 1. Ctrl-C (to python itself, not a subshell: a background job's shell ignores SIGINT) 6 s into a CUDA run of matmul_add (workers importing torch / compiling).
(
  "${CI[@]}" run samples/matmul_add.py --device ${DEVICE:-cuda} --modes default,max-autotune-no-cudagraphs -o "$dest/interrupted" \
    >"$dest/interrupt.stdout" 2>"$dest/interrupt.stderr" &
  pid=$!
  sleep 6
  before=$(pgrep -d, -P "$pid" || true)
  kill -INT "$pid"; sent=$EPOCHREALTIME
  wait "$pid"; echo "exit $?" >"$dest/interrupt.result"
  awk -v a="$sent" -v b="$EPOCHREALTIME" 'BEGIN { printf "seconds %.2f\n", b - a }' >>"$dest/interrupt.result"
  sleep 0.5
  echo "workers before: $before" >>"$dest/interrupt.result"
  for p in ${before//,/ }; do [ -e "/proc/$p" ] && echo "still alive: $p" >>"$dest/interrupt.result"; done; true
) || echo "interrupt step failed: $?" >>"$dest/errors.txt"

# 2. --nproc 2 with NCCL (2+ GPUs), else one CUDA process of the same sample.
if [ "$gpus" -ge 2 ]; then
  timeout -k 5 40 "${CI[@]}" run samples/ddp_train.py --nproc 2 --device ${DEVICE:-cuda} --modes default \
    --iters 5 --active 2 -o "$dest/ddp" >"$dest/ddp.stdout" 2>"$dest/ddp.stderr" || echo "ddp nproc: exit $?" >>"$dest/errors.txt"
else
  echo "only $gpus GPU(s): --nproc 2 with NCCL not run" >>"$dest/errors.txt"
  timeout -k 5 40 "${CI[@]}" run samples/ddp_train.py --device ${DEVICE:-cuda} --modes default \
    --iters 5 --active 2 -o "$dest/ddp" >"$dest/ddp.stdout" 2>"$dest/ddp.stderr" || echo "ddp plain: exit $?" >>"$dest/errors.txt"
fi
find "$dest" -name inductor_cache -prune -o -name torch_trace -prune -o -type f -print | sort >"$dest/files.txt"
