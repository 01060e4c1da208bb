"""Training-loop findings from the host side: syncs, host-to-device copies, allocator churn, tiny kernels.

Each reads the profiled steps of the test trace only (per step, then the median over the steps) and
stays silent when the trace lacks the evidence (no GPU work, no such calls in the steps).
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Optional

import numpy as np

from compile_inspect.findings import steps_view as view
from compile_inspect.findings.evidence import AllocatorChurn, HostSync, HtodCopy, TinyKernels
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import Inputs
from compile_inspect.names import qualified_name, short_name
from compile_inspect.trace import events, intervals
from compile_inspect.trace.index import KIND_CODE, ROLE_KERNEL, ROLE_MEMCPY, TraceIndex
from compile_inspect.trace.model import LayerKind
from compile_inspect.units import ms_text, us_text

# More host syncs a step than this: one is the logging `loss.item()` most loops hold.
SYNCS_PER_STEP_TOLERATED = 1
# ... and what they cost, the waits plus the GPU's idle right after them (its queue drained until the
# next launch lands), is this share of the step or more.
HOST_SYNC_SHARE = 0.1
# Pageable host-to-device bytes a step from which it is worth pinning the batch.
PAGEABLE_HTOD_BYTES = 1 << 20
# Kernels a step (launched one by one, not by a CUDA graph) and their median duration: launch-bound.
TINY_KERNELS_PER_STEP = 200
TINY_KERNEL_US = 5.0


def host_sync(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps or not len(index.gpu):
        return None
    found = view.step_calls(index, events.SYNC_CALLS | events.BLOCKING_COPY_CALLS)
    counts, waits = found.per_step_count(), found.per_step_time(index)
    idle_after = np.array(_gpu_idle_after(index, found))
    shares = (waits + idle_after) / np.maximum(view.step_durations(index), 1e-9)
    if view.median(counts) <= SYNCS_PER_STEP_TOLERATED or view.median(shares) < HOST_SYNC_SHARE:
        return None
    names = ", ".join(f"{name} x{count:g}" for name, count in found.names(index).most_common())
    by = view.callers(index, found.calls, len(index.steps))
    gpu_busy = view.median(_gpu_busy_during(index, found))
    return view.step_finding(
        index,
        "host-sync",
        f"the CPU waits for the GPU {view.median(counts):g} times a step ({names}; from "
        f"{', '.join(f'{op} x{n:g}' for op, n in by.items())}): {ms_text(view.median(waits))} of "
        f"waiting (the GPU busy {ms_text(gpu_busy)} of it) and {ms_text(view.median(idle_after))} "
        f"of GPU idle right after, its queue drained until the next launch lands: "
        f"{view.median(shares):.0%} of the step",
        HostSync(
            syncs_per_step=view.median(counts),
            sync_us_per_step=view.median(waits),
            gpu_busy_in_sync_us=gpu_busy,
            gpu_idle_after_sync_us=view.median(idle_after),
            sync_share=view.median(shares),
            calls=dict(found.names(index)),
            callers=by,
        ),
        "keep values on the GPU inside the step: log `.item()` / `.cpu()` every N steps or "
        "accumulate on the device, and drop torch.cuda.synchronize() from the loop",
    )


def _gpu_idle_after(index: TraceIndex, found: view.StepCalls) -> list[float]:
    """Per step: the GPU's idle time from each sync call's end to the next GPU work (or the step's
    end), where no GPU work runs at the moment the call returns."""
    lo, hi = intervals.merged(index.work.ts, index.work.ts + index.work.dur)
    idle = []
    for step, span in enumerate(index.steps):
        ends = index.end_of(found.calls[found.step == step])
        busy = intervals.inside(lo, hi, ends)
        following = np.r_[lo, np.inf][np.searchsorted(lo, ends, "right")]  # the next GPU work's start
        gaps = np.minimum(following, span.ts + span.dur) - ends
        idle.append(float(np.clip(gaps, 0, None)[~busy].sum()))
    return idle


def htod_copy(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps:
        return None
    work, steps = index.work, len(index.steps)
    named = partial(index.gpu.name_matches, work.gpu)
    htod = (work.role == ROLE_MEMCPY) & named(lambda name: events.HTOD in name)
    pageable = htod & named(lambda name: events.PAGEABLE in name)
    pinned = htod & named(lambda name: events.PINNED in name)
    per_step = {
        kind: _per_step(work, mask, steps) for kind, mask in (("pageable", pageable), ("pinned", pinned))
    }
    copies, nbytes, gpu_us = per_step["pageable"]
    if view.median(nbytes) < PAGEABLE_HTOD_BYTES:
        return None
    cpu_us = np.bincount(work.step[pageable], weights=index.dur[work.call[pageable]], minlength=steps)
    _, pinned_bytes, _ = per_step["pinned"]
    return view.step_finding(
        index,
        "htod-copy",
        f"host-to-device copies from pageable memory: {view.median(copies):g} a step, "
        f"{view.size_text(view.median(nbytes))}, {ms_text(view.median(gpu_us))} on the GPU, the CPU "
        f"blocked {ms_text(view.median(cpu_us))} in their copy calls "
        f"({view.size_text(view.median(pinned_bytes))} a step come from pinned memory)",
        HtodCopy(
            pageable_copies_per_step=view.median(copies),
            pageable_bytes_per_step=view.median(nbytes),
            pageable_gpu_us_per_step=view.median(gpu_us),
            pageable_call_us_per_step=view.median(cpu_us),
            pinned_copies_per_step=view.median(per_step["pinned"][0]),
            pinned_bytes_per_step=view.median(pinned_bytes),
        ),
        "pin the batch (DataLoader(pin_memory=True) or tensor.pin_memory()) and copy it with "
        ".to(device, non_blocking=True), so the copy overlaps compute instead of blocking the CPU",
    )


def allocator_churn(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps:
        return None
    found = view.step_calls(index, events.ALLOCATION_CALLS)
    counts, time = found.per_step_count(), found.per_step_time(index)
    if not len(found.calls) or view.median(counts) < 1:  # in half the steps at least: not a one-off
        return None
    share = view.median(time / np.maximum(view.step_durations(index), 1e-9))
    names = ", ".join(f"{name} x{count:g}" for name, count in found.names(index).most_common())
    return view.step_finding(
        index,
        "allocator-churn",
        f"the caching allocator asks the driver for memory inside the steps: {names} a step, "
        f"{ms_text(view.median(time))} of CPU a step ({share:.0%} of the step), in "
        f"{int((counts > 0).sum())} of {len(counts)} steps",
        AllocatorChurn(
            calls_per_step=view.median(counts),
            call_us_per_step=view.median(time),
            share=share,
            steps_with_calls=int((counts > 0).sum()),
            calls=dict(found.names(index)),
            callers=view.callers(index, found.calls, len(index.steps)),
        ),
        "drop torch.cuda.empty_cache() from the loop and keep batch shapes fixed (pad to a few "
        "sizes); PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True lets blocks grow instead",
    )


def tiny_kernels(inp: Inputs) -> Optional[Finding]:
    index = inp.test.index
    if index is None or not index.steps:
        return None
    work, steps = index.work, len(index.steps)
    launched = (work.role == ROLE_KERNEL) & (index.kind[work.call] != KIND_CODE[LayerKind.GRAPH_LAUNCH])
    counts = np.bincount(work.step[launched], minlength=steps)
    durations = work.dur[launched]
    if view.median(counts) < TINY_KERNELS_PER_STEP or view.median(durations) > TINY_KERNEL_US:
        return None
    launch_us = view.median(index.dur[np.unique(work.call[launched])])
    shorter = float((durations < launch_us).mean())
    top = _kernel_families(index, work.gpu[launched], steps)
    return view.step_finding(
        index,
        "tiny-kernels",
        f"{view.median(counts):g} kernels a step with a median of {us_text(view.median(durations))} each; "
        f"{shorter:.0%} run shorter than their {us_text(launch_us)} launch call, so their launches, not the "
        f"GPU, set the pace{_idle_text(inp)} (most: {_families_text(top)})",
        TinyKernels(
            kernels_per_step=view.median(counts),
            median_kernel_us=view.median(durations),
            launch_call_us=launch_us,
            shorter_than_launch=shorter,
            top_kernels=top,
        ),
        "fuse them: torch.compile the step (elementwise chains become one kernel), use foreach / "
        "fused optimizers (foreach=True, fused=True), or replay the step as a CUDA graph "
        "(mode='reduce-overhead')",
    )


def _families_text(top: dict) -> str:
    return ", ".join(f"{short_name(name)} x{n:g}" for name, n in top.items())


def _idle_text(inp: Inputs) -> str:
    idle = inp.test.metrics.gpu_idle_share
    return f"; the GPU idles {idle.median:.0%} of the step" if idle is not None else ""


def _gpu_busy_during(index: TraceIndex, found: view.StepCalls) -> list[float]:
    """Per step: how long the steps' GPU work ran while the step's sync calls waited."""
    work = index.work
    gpu = (work.ts, work.ts + work.dur)
    busy = []
    for step in range(found.steps):
        calls = found.calls[found.step == step]
        busy.append(intervals.overlap((index.ts[calls], index.end_of(calls)), gpu))
    return busy


def _per_step(work, mask: np.ndarray, steps: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(count, bytes, GPU µs) a step of the work events in `mask`."""
    step = work.step[mask]
    return (
        np.bincount(step, minlength=steps),
        np.bincount(step, weights=work.bytes[mask], minlength=steps),
        np.bincount(step, weights=work.dur[mask], minlength=steps),
    )


def _kernel_families(index: TraceIndex, gpu: np.ndarray, steps: int, top: int = 3) -> dict[str, float]:
    """Kernels a step by name up to its template arguments, most frequent first."""
    found: Counter[str] = Counter()
    for name, count in Counter(index.gpu.names_of(gpu)).items():
        found[kernel_family(name)] += count
    return {name: round(count / max(steps, 1), 1) for name, count in found.most_common(top)}


def kernel_family(name: str) -> str:
    """`void at::native::vectorized_elementwise_kernel<4, ...>(...)` -> `at::native::vectorized_elementwise_kernel`
    (`names.qualified_name`: the return type goes too, `std::enable_if<...>::type` as well as `void`)."""
    return qualified_name(name)
