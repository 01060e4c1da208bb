#!/usr/bin/env bash
# Small CUDA training loops for the training findings (host-sync, htod-copy, allocator-churn, tiny-kernels,
# communication, CUDA-graph copies): bench/record_cuda_findings.py writes one gzipped profiler trace per
# case into $OUT/findings/ (each case guarded inside the script; about 30 s on an H200).
set -uo pipefail
cd "$(dirname "$0")/../.."
dest="$OUT/findings"
mkdir -p "$dest"
{ nvidia-smi -L; python3 -c "import torch; print(torch.__version__, torch.cuda.device_count())"; } >"$dest/versions.txt" 2>&1
# Cheap cases first, the compile (cudagraph) last: a timeout then costs only that one.
timeout -k 5 50 python3 bench/record_cuda_findings.py --out "$dest" \
  --cases syncs,pageable,pinned,churn,tiny,clean,nccl,cudagraph \
  || echo "record_cuda_findings: exit $?"
ls -la "$dest"
