"""Write the small shaped traces of this folder (Kineto's Chrome trace format, as torch.profiler writes it).

    python tests/data/training_extra/make_shaped.py

They stand in for what the lent machines cannot record here: multi-GPU NCCL steps and an older
torch's CUDA-graph training step. Event shapes follow libkineto's output_json.cpp and torch's
profiler: `cpu_op` / `user_annotation` / `cuda_runtime` on the host (pid 100), `kernel` /
`gpu_memcpy` on the device (pid 0, tid = stream), a launch call and its GPU event sharing
`args.correlation`; NCCL kernels carry the collective's metadata that Kineto copies from the
`record_param_comms` op (`Collective name`, `In msg nelems`, `Out msg nelems`, `Group size`,
`dtype`, `Process Group Name`, `Process Group Description`; pytorch's ParamCommsUtils.hpp and
libkineto's CuptiActivityProfiler tests). Times are µs, chosen so each figure is easy to check.
"""

from __future__ import annotations

import json
from pathlib import Path

HOST, DEVICE, COMPUTE_STREAM, NCCL_STREAM = 100, 0, 7, 13
NCCL_KERNEL = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"
GEMM = "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off_kernel"


class Builder:
    def __init__(self):
        self.events, self.correlation, self.external = [], 1000, 1

    def cpu(self, name, ts, dur, cat="cpu_op", **args):
        self.external += 1
        self.events.append(
            {"ph": "X", "cat": cat, "name": name, "pid": HOST, "tid": HOST, "ts": ts, "dur": dur,
             "args": {"External id": self.external, **args}}
        )  # fmt: skip

    def launch(self, call, ts, dur, gpu_name, gpu_ts, gpu_dur, cat="kernel", stream=COMPUTE_STREAM, **args):
        """A runtime call and the GPU event it launched."""
        self.correlation += 1
        self.cpu(call, ts, dur, cat="cuda_runtime", correlation=self.correlation)
        self.events.append(
            {"ph": "X", "cat": cat, "name": gpu_name, "pid": DEVICE, "tid": stream, "ts": gpu_ts,
             "dur": gpu_dur, "args": {"device": 0, "stream": stream, "correlation": self.correlation, **args}}
        )  # fmt: skip

    def kernel_under(self, op, ts, gpu_ts, gpu_dur, name=GEMM):
        self.cpu(op, ts, 10)
        self.launch("cudaLaunchKernel", ts + 2, 6, name, gpu_ts, gpu_dur)

    def all_reduce(self, ts, gpu_ts, gpu_dur, nelems):
        meta = {
            "Collective name": "allreduce",
            "In msg nelems": nelems,
            "Out msg nelems": nelems,
            "Group size": 2,
            "dtype": "Float",
            "Process Group Name": "0",
            "Process Group Description": "default_pg",
        }
        self.cpu("record_param_comms", ts, 20, **meta)
        self.cpu("nccl:all_reduce", ts + 1, 18, cat="user_annotation")
        self.launch(
            "cudaLaunchKernelExC", ts + 5, 8, NCCL_KERNEL, gpu_ts, gpu_dur, stream=NCCL_STREAM, **meta
        )

    def write(self, path: Path):
        trace = {"schemaVersion": 1, "deviceProperties": [{"id": 0, "name": "NVIDIA H100 80GB HBM3"}],
                 "distributedInfo": {"backend": "nccl", "rank": 0, "world_size": 2},
                 "traceEvents": self.events, "traceName": path.name}  # fmt: skip
        path.write_text(json.dumps(trace, separators=(",", ":")) + "\n")


def nccl_steps(path: Path, collectives: int, overlapped: bool, steps: int = 3):
    """Each step: 4 GEMMs of 100 µs back to back from 50 µs, then `collectives` all-reduces of 40 µs
    each (20 µs apart on the NCCL stream). Overlapped: the all-reduces run from the second GEMM on
    (DDP's buckets during backward); exposed: after the last GEMM (a reduce-after-backward loop)."""
    b = Builder()
    for step in range(steps):
        t0 = 10_000 * step
        b.cpu(f"ProfilerStep#{step + 1}", t0, 9000, cat="user_annotation")
        for k in range(4):
            b.kernel_under("aten::mm", t0 + 10 + 20 * k, t0 + 50 + 100 * k, 100)
        first = t0 + (150 if overlapped else 460)
        for k in range(collectives):
            b.all_reduce(t0 + 100 + 30 * k, first + 60 * k, 40, nelems=65536 if collectives < 20 else 256)
    b.write(path)


def old_cudagraph_training(path: Path, steps: int = 3):
    """An older torch's compiled training step (torch 2.0-2.2 shape): `CompiledFunction` then
    `CompiledFunctionBackward`, each copying its inputs into the graph's static buffers with
    `aten::copy_` (a `Memcpy DtoD` each) before a `cudaGraphLaunch`, and no `## Call CompiledFxGraph ##`
    annotation. Forward: 3 copies of 1 MB (5 µs each); backward: 2 copies of 2 MB (8 µs each)."""
    b = Builder()
    for step in range(steps):
        t0 = 10_000 * step
        b.cpu(f"ProfilerStep#{step + 1}", t0, 5000, cat="user_annotation")
        b.cpu("CompiledFunction", t0 + 100, 400)
        for k in range(3):
            _copy(b, t0 + 110 + 40 * k, t0 + 500 + 10 * k, 5, 1 << 20)
        _graph(b, t0 + 300, t0 + 600, kernels=4)
        b.cpu("autograd::engine::evaluate_function: CompiledFunctionBackward", t0 + 1000, 500)
        b.cpu("CompiledFunctionBackward", t0 + 1010, 480)
        for k in range(2):
            _copy(b, t0 + 1020 + 40 * k, t0 + 1600 + 20 * k, 8, 2 << 20)
        _graph(b, t0 + 1200, t0 + 1700, kernels=6)
    b.write(path)


def _copy(b: Builder, ts, gpu_ts, gpu_dur, nbytes):
    b.cpu("aten::copy_", ts, 30)
    b.launch("cudaMemcpyAsync", ts + 5, 20, "Memcpy DtoD (Device -> Device)", gpu_ts, gpu_dur,
             cat="gpu_memcpy", bytes=nbytes)  # fmt: skip


def _graph(b: Builder, ts, gpu_ts, kernels):
    b.correlation += 1
    b.cpu("cudaGraphLaunch", ts, 15, cat="cuda_runtime", correlation=b.correlation)
    for k in range(kernels):
        b.events.append(
            {"ph": "X", "cat": "kernel", "name": f"triton_poi_fused_{k}", "pid": DEVICE, "tid": COMPUTE_STREAM,
             "ts": gpu_ts + 20 * k, "dur": 15, "args": {"device": 0, "stream": COMPUTE_STREAM,
                                                       "correlation": b.correlation}}
        )  # fmt: skip


def messy_cuda_steps(path: Path, steps: int = 3):
    """A CUDA training step with everything the host-side findings look for, each step (6000 µs):
    300 tiny kernels (2 µs on the GPU, 4 µs launch calls), a 500 µs GEMM still running when the first
    of 3 `loss.item()`-style syncs (aten::item ->
    aten::_local_scalar_dense -> cudaMemcpyAsync + cudaStreamSynchronize of 300 µs), one pageable
    4 MiB HtoD copy (350 µs on the GPU, the call blocks 900 µs) and one pinned 1 MiB copy, and a
    cudaFree (200 µs) + cudaMalloc (150 µs) pair (torch.cuda.empty_cache() then a new block)."""
    b = Builder()
    for step in range(steps):
        t0 = 10_000 * step
        b.cpu(f"ProfilerStep#{step + 1}", t0, 6000, cat="user_annotation")
        b.cpu("aten::copy_", t0 + 10, 950)
        b.launch("cudaMemcpyAsync", t0 + 20, 900, "Memcpy HtoD (Pageable -> Device)", t0 + 500, 350,
                 cat="gpu_memcpy", bytes=4 << 20)  # fmt: skip
        b.cpu("aten::copy_", t0 + 970, 20)
        b.launch("cudaMemcpyAsync", t0 + 975, 10, "Memcpy HtoD (Pinned -> Device)", t0 + 980, 20,
                 cat="gpu_memcpy", bytes=1 << 20)  # fmt: skip
        for k in range(300):
            at = t0 + 1000 + 10 * k
            b.cpu("aten::add_", at, 8)
            b.launch("cudaLaunchKernel", at + 2, 4, "void at::native::vectorized_elementwise_kernel<4, "
                     "at::native::AddFunctor<float>>(int, T2, T3)", at + 5, 2)  # fmt: skip
        b.kernel_under("aten::mm", t0 + 4000, t0 + 4050, 500)  # still running when the first sync waits
        for k in range(3):
            at = t0 + 4100 + 400 * k
            b.cpu("aten::item", at, 330)
            b.cpu("aten::_local_scalar_dense", at + 5, 320)
            copy_at = max(at + 12, t0 + 4551 + 2 * k)  # one stream: a copy waits for the GEMM queued before it
            b.launch("cudaMemcpyAsync", at + 8, 6, "Memcpy DtoH (Device -> Pageable)", copy_at, 1,
                     cat="gpu_memcpy", bytes=4)  # fmt: skip
            b.cpu("cudaStreamSynchronize", at + 16, 300, cat="cuda_runtime")
        b.cpu("cudaFree", t0 + 5400, 200, cat="cuda_runtime")
        b.cpu("cudaMalloc", t0 + 5700, 150, cat="cuda_runtime")
    b.write(path)


def main():
    here = Path(__file__).parent
    nccl_steps(here / "nccl_bucketed_overlapped.json", collectives=3, overlapped=True)
    nccl_steps(here / "nccl_exposed.json", collectives=3, overlapped=False)
    nccl_steps(here / "nccl_unbucketed.json", collectives=40, overlapped=False)
    old_cudagraph_training(here / "old_torch_cudagraph_training.json")
    messy_cuda_steps(here / "messy_cuda_steps.json")


if __name__ == "__main__":
    main()
