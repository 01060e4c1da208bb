"""One mode in its own process: load the target, compile, warm up, then carry out the parent's
commands: blocks of timed calls (interleaved with the other modes' blocks by the parent), then the
profile, last, so no timed call runs after any profile. Run by the parent
(`protocol.WorkerProcess`) as

    python -m compile_inspect.capture.worker <job.json>

Protocol: one JSON object per line on the process's original stdout, which the worker keeps for
itself; fd 1 and 2 then both go to the mode's log file, so user prints and Inductor's logs never
reach the protocol or the user's terminal. Messages, in order:
    {"event": "setup_failed", "kind": "TargetError", "message": ...}   target/device unusable: stop
    {"event": "ready", "compile_seconds": ...}                         compiled and warmed up
    then, for each command the parent writes on stdin (see `serve`):
    {"event": "calibrated", "calls": n}  /  {"event": "block", "block": {...}}
    {"event": "done", "result": {...}}  or  {"event": "failed", "error": ...}
EOF or anything else on stdin makes the worker leave without a word.
A failure's `error` is the root cause: the innermost exception of the chain, type qualified as in
a traceback (`torch._dynamo.exc.TorchRuntimeError: ...`), with Dynamo's `Explanation:` line.

Under `run --nproc N` the parent starts `python -m torch.distributed.run --nproc-per-node N
--standalone -m compile_inspect.capture.worker <session>/rank{rank}/<mode>/job.json`: each rank reads its own
job (RANK put in), sets its own Inductor cache and TORCH_TRACE before importing torch, writes its own
log, trace and `result.json`, and initialises the process group (gloo on CPU, NCCL on CUDA) after
importing the target file unless the file did. Rank 0 alone speaks the protocol and reads the
commands, which it broadcasts to the other ranks (on a gloo group), so every rank runs every block;
barriers hold every rank at the hand-over and before rank 0 reports done.
"""

import datetime
import json
import logging
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
import traceback
from dataclasses import dataclass

from compile_inspect import errors
from compile_inspect.capture import probes
from compile_inspect.capture.blocks import timed_block
from compile_inspect.capture.shaping import Shaping
from compile_inspect.capture.target import load_target, refuse_lazy_result
from compile_inspect.session import rounds
from compile_inspect.session.options import DEFAULTS

STARTED = time.monotonic()


def main(argv=None):
    job = read_job((argv or sys.argv[1:])[0])
    distributed = bool(job.get("distributed"))
    channel = _own_process(job, distributed)
    try:
        device, target = _set_up(job, distributed)
    except errors.InspectError as exc:
        _write_result(job, error=str(exc))
        _send(channel, event="setup_failed", kind=type(exc).__name__, message=str(exc))
        return _leave_now(1) if distributed else None
    try:
        if job.get("sweep"):
            result = sweep(channel, job, target, device)
        else:
            warm = prepare_mode(job, target, device)
            _hand_over(channel, warm.compile_seconds, distributed)
            result = serve(channel, warm, job, distributed)
    except Exception as exc:  # the user's function or the compiler failed: this mode fails, others go on
        _report_failure(job, channel, exc)
    log_phase("measured")
    _write_result(job, result=result)
    if distributed:
        _barrier()  # every rank's result.json is written before rank 0 says done
    _send(channel, event="done", result=result)
    _leave_now()


def read_job(path_pattern):
    """job.json; under torch.distributed.run the path holds `{rank}`, this process's RANK goes there."""
    with open(path_pattern.replace("{rank}", os.environ.get("RANK", "0"))) as file:
        return json.load(file)


def _own_process(job, distributed):
    """A rank's own environment (before torch is imported), log and parent-death signal; -> the
    protocol channel (None for ranks other than 0)."""
    os.environ.update(job.get("env", {}))
    if distributed:
        _die_with_parent()
        _log_to(job["log_file"])
    rank = int(os.environ.get("RANK", "0")) if distributed else 0
    return _private_stdout(speaks=rank == 0)


def _set_up(job, distributed):
    """Import torch, choose the device, load the target (the process group set up in between under
    torch.distributed.run); -> (device, LoadedTarget). Raises InspectError."""
    _import_torch()
    log_phase("torch imported")
    device = resolve_device(job["device"])
    on_import = (lambda module: _init_process_group(device)) if distributed else None
    target = load_target(
        job["target"], job["args"], device, inputs_file=job.get("inputs_file"), on_import=on_import
    )
    log_phase("target loaded")
    global SHAPING
    SHAPING = Shaping.of(job)  # +pad=N, +mark_dynamic: the swept argument's dimensions
    if SHAPING is not None:
        SHAPING.first(target.inputs)
    return device, target


SHAPING = None  # this worker's `shaping.Shaping`, where its configuration has one


def _report_failure(job, channel, exc):
    print(f"[compile-inspect] mode {job['mode']} failed", file=sys.stderr, flush=True)
    traceback.print_exc()  # into the log file, for whoever wants the full story
    error = root_cause(exc)
    _write_result(job, error=error)
    _send(channel, event="failed", error=error)
    _leave_now(1)  # under torch.distributed.run a failed rank stops the others


def _leave_now(code=0):
    """Exit without the interpreter's teardown of torch (1-1.5 s of CPU on 2 cores): the parent holds the
    measurement token until this process is gone, so the teardown would delay every later mode.
    Everything to keep is written already; Inductor's compile sidecar, if any, exits when we do."""
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()  # flush TORCH_TRACE and TORCH_LOGS handlers
    os._exit(code)


def _write_result(job, **written):
    """A rank's own outcome (`result` or `error`) in its result.json; single workers only report."""
    if job.get("result_file"):
        with open(job["result_file"], "w") as file:
            json.dump({"pid": os.getpid(), **written}, file)


def _log_to(log_file):
    """A rank's fd 2 (and, by `_private_stdout`, fd 1) into its own log, not the launcher's."""
    log = os.open(log_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(log, 2)
    os.close(log)


def _die_with_parent():
    """Linux: this rank gets SIGKILL when torch.distributed.run dies (killed by the parent after a
    Ctrl-C), as the ranks run in process groups of their own that the parent's signal misses."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, 9)  # PR_SET_PDEATHSIG, SIGKILL
    except (OSError, AttributeError):
        pass  # not Linux: torch.distributed.run still stops its ranks on SIGTERM


_PROTOCOL_GROUP = None  # the gloo group of the hand-over barriers (the default group may be NCCL)


def _init_process_group(device):
    """The process group for the ranks, unless importing the target initialised it: gloo on CPU, NCCL on
    CUDA (each rank on its LOCAL_RANK device); plus a gloo group, without timeout worth the name, for
    the barriers where ranks wait for the measurement token while other modes measure."""
    global _PROTOCOL_GROUP
    import torch
    import torch.distributed as dist

    if not dist.is_initialized():
        if device == "cuda":
            torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", "0")))
        dist.init_process_group("nccl" if device == "cuda" else "gloo")
    _PROTOCOL_GROUP = dist.new_group(backend="gloo", timeout=datetime.timedelta(days=1))
    log_phase(
        f"process group ready ({dist.get_backend()}, rank {dist.get_rank()} of {dist.get_world_size()})"
    )


def _barrier():
    import torch.distributed as dist

    dist.barrier(group=_PROTOCOL_GROUP)


def log_phase(name):
    """A timestamp in the mode's log (seconds since the worker started), to see where a worker's time goes."""
    print(f"[compile-inspect] {name} at {time.monotonic() - STARTED:.2f}s", file=sys.stderr, flush=True)


def _hand_over(channel, compile_seconds, distributed=False):
    """Tell the parent we are warm (every rank warm first); the parent's commands follow."""
    log_phase(f"ready (first call {compile_seconds:.2f}s)")
    if distributed:
        _barrier()  # every rank warm
    _send(channel, event="ready", compile_seconds=compile_seconds)


def serve(channel, warm, job, distributed=False):
    """Answer the parent's commands (one JSON object a line on stdin) until it asks for the profile:
    {"do": "calibrate", "block_s": s, "min_calls": n} -> {"event": "calibrated", "calls": n, "threads": t}
    {"do": "pin", "cores": [c, ...]}                 -> {"event": "pinned", "pinned": bool, "cpu": c}
    {"do": "block", "calls": n, "round": r}          -> {"event": "block", "block": {...}}  (rounds.Block)
    {"do": "profile"}                                 -> profiles; -> the mode's result (sent as "done")
    Under torch.distributed.run rank 0 reads each command and every rank carries it out."""
    from compile_inspect.capture import _torch

    measured = []  # this rank's blocks (every rank writes its own into result.json)
    compiles = 0  # frames Dynamo compiled while the blocks were sized and timed: none, once settled
    while True:
        command = _next_command(distributed)
        if command is None:  # the parent went away or cancelled us: nothing to report
            _leave_now(1 if distributed else 0)
        if command["do"] == "profile":
            log_phase("profiling")
            result = dict(profile_and_result(warm, job), blocks=measured if distributed else None)
            return dict(result, compiles_while_timed=compiles)
        with _torch.compile_events() as events:
            _time_blocks(channel, warm, command, measured, distributed)
        compiles += events["compiles"]


def _time_blocks(channel, warm, command, measured, distributed=False):
    """The timing commands: `calibrate` (calls per block) and `block` (one timed block of a round)."""
    if command["do"] == "calibrate":
        agree = _from_rank_zero if distributed else None
        calls = calibrate(warm, command["block_s"], command.get("min_calls", 1), agree)
        _send(channel, event="calibrated", calls=calls, threads=timing_threads(warm.device))
    elif command["do"] == "pin":
        pinned = pin_timing(warm.device, command["cores"])
        _send(channel, event="pinned", pinned=pinned, cpu=probes.current_cpu())
    elif command["do"] == "block":
        measured.append(measure_block(warm, command["calls"], command["round"]))
        _send(channel, event="block", block=measured[-1])


def sweep(channel, job, target, device):
    """A shape sweep's worker (job["sweep"]: the argument and its values, the first one loaded): compile
    on the first value, then for each value the parent names, in order, in this one process: new inputs,
    the first call (did Dynamo compile, why, which dimensions became dynamic), warm-up; then the timing
    commands of that value's rounds. No profile. Commands besides `calibrate` and `block`:
    {"do": "shape", "index": i} -> {"event": "shape", "shape": {...}};  {"do": "finish"} -> done."""
    from compile_inspect.capture import _torch

    with _torch.compile_events() as first:
        warm = prepare_mode(job, target, device)
    _hand_over(channel, warm.compile_seconds, False)
    while True:
        command = _next_command(False)
        if command is None:
            _leave_now(0)
        if command["do"] == "finish":
            return {"sweep": True}
        if command["do"] == "shape":
            shape = (
                _first_value(warm, first)
                if command["index"] == 0
                else _next_value(warm, job, command["index"])
            )
            _send(channel, event="shape", shape=shape)
        else:
            _time_blocks(channel, warm, command, [])


def _first_value(warm, events):
    return {"first_call_s": warm.compile_seconds, **events}


def _next_value(warm, job, index):
    """The sweep's value `index`: its inputs in place of the last ones, its first call timed, warm-up."""
    from compile_inspect.capture import _torch
    from compile_inspect.capture.target import LoadedTarget, inputs_with

    arg, values = job["sweep"]["arg"], job["sweep"]["values"]
    inputs = inputs_with(job["target"], {**job["args"], arg: values[index]}, warm.device)
    if SHAPING is not None:
        SHAPING.next(inputs, values[index])
    warm.target = LoadedTarget(warm.target.name, warm.target.fn, inputs)
    with _torch.compile_events() as events:
        start = time.perf_counter()
        warm.call()
        synchronize(warm.device)
        first_call_s = time.perf_counter() - start
    for _ in range(job["warmup"]):
        warm.call()
    synchronize(warm.device)
    return {"first_call_s": first_call_s, **events}


def _next_command(distributed):
    """The parent's next command (rank 0 reads it; under torch.distributed.run every rank gets it)."""
    command = _read_command() if _rank() == 0 else None
    return _from_rank_zero(command) if distributed else command


def _from_rank_zero(value):
    """Rank 0's `value`, on every rank (a broadcast on the protocol's gloo group)."""
    import torch.distributed as dist

    box = [value]
    dist.broadcast_object_list(box, src=0, group=_PROTOCOL_GROUP)
    return box[0]


def _read_command():
    line = sys.stdin.readline()
    try:
        command = json.loads(line) if line.strip() else None
    except ValueError:
        return None
    return command if isinstance(command, dict) and "do" in command else None


def _rank():
    return int(os.environ.get("RANK", "0"))


def _import_torch():
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        raise errors.UsageError(f"torch cannot be imported by {sys.executable}: {exc}") from None


def _private_stdout(speaks=True):
    """Keep the real stdout for the protocol (-> the channel; None for a rank that does not speak it);
    point fd 1 at the log (fd 2) for everything else."""
    channel = os.fdopen(os.dup(1), "w", buffering=1) if speaks else None
    os.dup2(2, 1)
    sys.stdout = os.fdopen(1, "w", buffering=1, closefd=False)
    return channel


def _send(channel, **message):
    if channel is not None:
        channel.write(json.dumps(message) + "\n")
        channel.flush()


def resolve_device(choice):
    import torch

    if choice == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if choice == "cuda" and not torch.cuda.is_available():
        raise errors.UsageError("--device cuda: CUDA is not available on this machine")
    return choice


@dataclass
class WarmMode:
    """A mode compiled and warm in this process, ready for blocks of timed calls and the profile."""

    fn: object
    target: object  # target.LoadedTarget
    device: str
    compile_seconds: float
    accuracy: dict
    settle_calls: int = 0  # calls after the warm-up until one compiled nothing (`settle`)
    configuration: dict | None = None  # `compile_configuration()` as it compiled

    def call(self):
        return self.fn(*self.target.inputs)


def compile_configuration():
    """What the mode compiles under besides its own options (session.CompileConfiguration's fields):
    the config values off their defaults, the environment torch reads, and what compile-inspect set
    (in a worker: `COMPILE_INSPECT_SET`; in the library's in-process path, the mode's own cache folders)."""
    from compile_inspect.capture import _torch, protocol

    changed, env, set_here = _torch.configuration_changes(), protocol.torch_environment(), protocol.set_here()
    in_process = [] if set_here else [name for name in IN_PROCESS_ENV if name in env]
    ours = [*set_here, *in_process, *(f"inductor:{key}" for key in OUR_CONFIG if key in changed["inductor"])]
    return {**changed, "env": env, "ours": ours}


# What the library's in-process path sets for each mode as it runs (`in_process._run_here`: the mode's cache).
IN_PROCESS_ENV = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")


# The config keys compile-inspect sets in a worker (`_torch.enable_provenance_tracking`).
OUR_CONFIG = ("trace.provenance_tracking_level", "trace.provenance_tracking")


def prepare_mode(job, target, device):
    """Compile (the first call), check the output against eager's, warm up, import the profiler (no
    profile runs before the timed calls); -> WarmMode."""
    import torch

    from compile_inspect.capture import _torch, protocol
    from compile_inspect.session import modes

    torch.manual_seed(0)
    eager_output = target.fn(*target.inputs)
    refuse_lazy_result(eager_output, target.name)  # a generator or coroutine made, no work done
    reference = _clone_output(eager_output)  # eager output, the accuracy baseline
    if device == "cpu" and modes.uses_inductor(job["mode"]):  # Inductor's CPU probes, outside the first call
        _torch.warm_cpu_isa_probes(protocol.isa_probe_cache())
    _torch.enable_provenance_tracking()  # set here (as the compile sets it): the configuration shows it
    configuration = compile_configuration()  # before the compile: torch's lazy resolutions are no setting
    fn, compile_seconds = _compile_and_first_call(job["compile_kwargs"], target, device)
    output = fn(*target.inputs)
    padded = SHAPING is not None and SHAPING.pad  # its outputs have the padded shapes: no accuracy to read
    accuracy = None if padded else compare_outputs(_clone_output(output), reference)
    for _ in range(job["warmup"]):
        fn(*target.inputs)
    settle_calls = settle(fn, target)
    synchronize(device)
    _import_profiler()
    return WarmMode(fn, target, device, compile_seconds, accuracy, settle_calls, configuration)


SETTLE_MAX_CALLS = 64  # a function that still compiles after this many calls is timed as it is
SETTLE_MAX_S = 60.0


def settle(fn, target):
    """Call until a call compiles nothing (a function that recompiles each call until Dynamo's recompile
    limit: blocks sized or timed meanwhile would time the compiles); -> the calls made, the last included."""
    from compile_inspect.capture import _torch

    started = time.monotonic()
    for calls in range(1, SETTLE_MAX_CALLS + 1):
        with _torch.compile_events() as events:
            fn(*target.inputs)
        if not events["compiles"] or time.monotonic() - started > SETTLE_MAX_S:
            return calls
    return SETTLE_MAX_CALLS


def run_mode(job, target, device):
    """The whole mode in this process, no parent to pair it with: compile, warm up, `rounds` blocks of
    the mode alone (not interleaved with other modes: the timing has no run_id), then the profile."""
    warm = prepare_mode(job, target, device)
    rounds_wanted = job.get("rounds", DEFAULTS.rounds)
    calls = calibrate(
        warm, job.get("block_ms", DEFAULTS.block_ms) / 1000.0, math.ceil(job["iters"] / rounds_wanted)
    )
    blocks = [rounds.Block(**measure_block(warm, calls, number)) for number in range(rounds_wanted)]
    clean = rounds.clean_rounds(
        {job["mode"]: blocks}
    )  # none clean: the figures pool them all, clean_rounds 0
    result = profile_and_result(warm, job)
    rounds.record_timing(result, blocks, clean, None, rounds_wanted, os.path.dirname(job["trace_file"]))
    return result


def profile_and_result(warm, job):
    """Profile the mode (after every timed block: the CUDA profiler slows the calls that follow it);
    -> what the worker reports: compile time, accuracy, environment, the profiled steps' wall time.
    A process's first profiler session is slow for reasons of its own (3.7-10.9x a step, later sessions
    0.75-0.99x: a one-time change when the profiler first starts, not a cost per call), so a throwaway
    session of a few steps runs first: the baseline and the recorded profile come after it, and its own
    steps' median is reported as `first_profile_step_ms` (docs/torch-internals.md)."""
    first_ms = profile(warm.fn, warm.target, warm.device, job, throwaway_steps=3)
    unprofiled_ms = profile_steps(warm.fn, warm.target, warm.device, job["active"])
    step_ms = profile(warm.fn, warm.target, warm.device, job)
    return {
        "compile_seconds": warm.compile_seconds,
        "accuracy": warm.accuracy,
        "environment": environment(warm.device),
        "graph_break_counts": _graph_break_counts(),
        "profiled_step_ms": statistics.median(step_ms) if step_ms else None,
        "unprofiled_step_ms": statistics.median(unprofiled_ms) if unprofiled_ms else None,
        "first_profile_step_ms": statistics.median(first_ms),
        "profiler_session": len(PROFILER_SESSIONS),  # the recorded profile's place among this process's
        "settle_calls": warm.settle_calls,
        "configuration": warm.configuration,
    }


def profile_steps(fn, target, device, count):
    """The profiled steps' loop without the profiler, just before it (the same state of the process and
    the machine): the baseline the profiler's own cost is measured against; -> each step's wall ms."""
    return [_step_ms(fn, target, device) for _ in range(max(count, 5))]


def _step_ms(fn, target, device):
    """One step as the profile runs it (one call inside record_function(name), the device synchronised),
    profiler on or off; -> its wall ms."""
    from torch.profiler import record_function

    start = time.perf_counter()
    with record_function(target.name):
        fn(*target.inputs)
    synchronize(device)
    return (time.perf_counter() - start) * 1000.0


def calibrate(warm, block_s, min_calls=1, agree=None):
    """Calls per block so that a block lasts at least `block_s` (`rounds.calls_per_block`), and at least
    `min_calls`. `agree(value)` -> rank 0's value: under torch.distributed.run every rank makes the same
    calls (a call may hold collectives), so rank 0's times decide."""
    calls = rounds.calls_per_block(lambda count: _timed_calls(warm, count), block_s, agree)
    return max(calls, int(min_calls))


def timing_threads(device):
    """The cores a timed call keeps busy: torch's intra-op threads on cpu, the one launching thread on cuda."""
    if device != "cpu":
        return 1
    import torch

    return torch.get_num_threads()


def pin_timing(device, cores):
    """Keep the timing on `cores` (the parent's fastest, shared by every mode's worker): on cuda the calling
    thread on the first, on cpu every thread of the process (the intra-op threads run each call too)."""
    if device != "cpu":
        return probes.pin_thread(cores[:1])
    return probes.pin_process(cores)


def _timed_calls(warm, calls):
    start = time.perf_counter()
    for _ in range(calls):
        warm.call()
        synchronize(warm.device)
    return time.perf_counter() - start


def measure_block(warm, calls, round_number):
    """One block of `calls` calls, and what the machine did meanwhile (rounds.Block as a dict; capture/blocks.py).
    On cuda two figures: latency (CUDA events around each call, a sync after each) and throughput (the same
    number of calls back to back, one sync at the end); on cpu wall time / calls. The speed probe runs
    just before and just after the calls: a round's blocks are comparable when their cores ran alike."""
    return timed_block(lambda: _block_calls(warm, calls), calls, round_number, warm.device).to_dict()


def _block_calls(warm, calls):
    """(latency ms, throughput ms or None) of `calls` calls."""
    if warm.device == "cuda":
        latency_ms = statistics.median(_cuda_event_times(warm.fn, warm.target.inputs, calls))
        return latency_ms, _cuda_back_to_back_ms(warm, calls)
    start = time.perf_counter()
    for _ in range(calls):
        warm.call()
    return (time.perf_counter() - start) * 1000.0 / calls, None


def _cuda_back_to_back_ms(warm, calls):
    import torch

    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(calls):
        warm.call()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / calls


def run_mode_in_process(job, target, device, cache_dir, torch_trace_dir):
    """`run_mode` inside this process, made to leave what a worker leaves: Inductor's cache in
    `cache_dir`, TORCH_TRACE records in `torch_trace_dir`; Dynamo is reset before and after, so the
    mode compiles from scratch and leaves nothing behind for the next."""
    from compile_inspect.capture import _torch

    _torch.reset_dynamo()
    try:
        with _torch.inductor_cache_dir(cache_dir), _torch.structured_trace(torch_trace_dir):
            return run_mode(job, target, device)
    finally:
        _torch.reset_dynamo()


def _compile_and_first_call(compile_kwargs, target, device):
    from compile_inspect.capture import _torch

    _torch.enable_provenance_tracking()  # each kernel's FX nodes and stack traces into TORCH_TRACE
    fn = compiled(target.fn, compile_kwargs)
    fn = SHAPING.around(fn) if SHAPING is not None else fn  # +pad=N: outside the compiled function
    start = time.perf_counter()
    fn(*target.inputs)
    synchronize(device)
    return fn, time.perf_counter() - start


def compiled(fn, compile_kwargs):
    """`fn` under torch.compile with `compile_kwargs` (`modes.compile_kwargs`: job.json's, or the
    session's for `compile-inspect ncu`); `fn` itself for None (eager)."""
    import torch

    from compile_inspect.capture import _torch

    return fn if compile_kwargs is None else torch.compile(fn, **_torch.compile_arguments(compile_kwargs))


def synchronize(device):
    import torch

    if device == "cuda":
        torch.cuda.synchronize()


def _import_profiler():
    """The profiler's modules imported before the hand-over (most of its one-time start-up: about 1 s on 2
    cores where Dynamo has not imported them already, i.e. in eager), while the other workers compile.
    No profile is started: on the H200 one empty CPU-only profile made every later call of a compiled
    function 20-35% slower (bench/env_bias.py, docs/performance.md), so the first profile starts only
    after the last timed block."""
    import torch.autograd.profiler  # noqa: F401
    import torch.profiler  # noqa: F401


# The profiler sessions this process opened, in order (each the mode it profiled): a mode's recorded profile
# is its own throwaway session's successor in a worker; in the library's in-process path, a later mode's
# follows the earlier modes' sessions too, which `profiler_session` records (trace/checks.py session_check).
PROFILER_SESSIONS: list = []


def profile(fn, target, device, job, throwaway_steps=0):
    """torch.profiler over wait+warmup+active steps, each step one call inside record_function(name);
    -> the wall time (ms) of each active step, the device synchronised. With `throwaway_steps`: a session
    of that many steps, the same activities, no schedule, nothing exported -> each step's wall time."""
    from torch.profiler import ProfilerActivity, schedule
    from torch.profiler import profile as torch_profile

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
    PROFILER_SESSIONS.append(job.get("mode"))
    if throwaway_steps:
        with torch_profile(activities=activities):
            return [_step_ms(fn, target, device) for _ in range(throwaway_steps)]
    plan = schedule(wait=job["wait"], warmup=job["profile_warmup"], active=job["active"], repeat=1)
    step_ms = []
    with torch_profile(activities=activities, schedule=plan) as prof:
        for _ in range(job["wait"] + job["profile_warmup"] + job["active"]):
            step_ms.append(_step_ms(fn, target, device))
            prof.step()
    prof.export_chrome_trace(job["trace_file"])
    return step_ms[-job["active"] :]


def _cuda_event_times(fn, inputs, iters):
    import torch

    samples = []
    for _ in range(iters):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*inputs)
        end.record()
        torch.cuda.synchronize()
        samples.append(start.elapsed_time(end))
    return samples


def _tensors(value):
    import torch

    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return [tensor for item in value for tensor in _tensors(item)]
    return []


def _clone_output(value):
    # cudagraph modes reuse output buffers on the next call: keep a copy that stays put
    return [tensor.detach().clone() for tensor in _tensors(value)]


def compare_outputs(test, reference):
    """Max abs error, and max rel error = max |test - ref| / max |ref| (robust to zeros in ref)."""
    if len(test) != len(reference):
        return {"max_abs_error": math.inf, "max_rel_error": math.inf}
    worst_abs, worst_rel = 0.0, 0.0
    for got, want in zip(test, reference):
        diff = (got.double() - want.double()).abs().max().item() if got.numel() else 0.0
        scale = want.double().abs().max().item() if want.numel() else 0.0
        worst_abs = max(worst_abs, diff)
        worst_rel = max(worst_rel, diff / scale if scale else (0.0 if diff == 0 else math.inf))
    return {"max_abs_error": worst_abs, "max_rel_error": worst_rel}


def environment(device):
    import torch

    env = {
        "python": platform.python_version(),
        "torch": str(torch.__version__),
        "triton": _triton_version(),
        "platform": platform.platform(),
        "device": device,
        "cpu_count": os.cpu_count(),
    }
    if device == "cuda":
        env.update(_cuda_environment())
    else:
        env["device_name"] = platform.processor() or platform.machine()
    return env


def _cuda_environment():
    import torch

    props = torch.cuda.get_device_properties(0)
    return {
        "device_name": props.name,
        "compute_capability": f"{props.major}.{props.minor}",
        "cuda_runtime": torch.version.cuda,
        "cuda_driver": _nvidia_driver_version(),
    }


def _nvidia_driver_version():
    """The kernel driver version (e.g. 580.159.04): torch exposes none, nvidia-smi does."""
    if shutil.which("nvidia-smi") is None:
        return None
    query = ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]
    try:
        out = subprocess.run(query, capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return out.strip().splitlines()[0] if out.strip() else None


def _triton_version():
    from importlib.util import find_spec

    if find_spec("triton") is None:
        return None
    import triton

    return getattr(triton, "__version__", None)


def _graph_break_counts():
    from compile_inspect.capture import _torch

    return {str(reason): count for reason, count in _torch.graph_break_counts().items()}


def root_cause(exc):
    """The innermost exception of a `raise ... from` chain (and of Dynamo's BackendCompilerFailed, which
    holds the compiler's error as `inner_exception`), as one line."""
    seen = set()
    while id(exc) not in seen:
        seen.add(id(exc))
        inner = exc.__cause__ or getattr(exc, "inner_exception", None)
        if not isinstance(inner, BaseException):
            break
        exc = inner
    return one_line(exc)


def one_line(exc):
    """`module.Type: first line`, as a traceback names it; a first line ending in ':' (Inductor's
    'backend='inductor' raised:') gets the next line, and Dynamo's `Explanation:` line is added. At most
    ERROR_CHARS long (`cut_line`): the whole message stays in the traceback the log holds."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    name = exception_name(exc)
    if not lines:
        return name
    text = f"{lines[0]} {lines[1]}" if lines[0].endswith(":") and len(lines) > 1 else lines[0]
    explanation = next((line for line in lines[1:] if line.startswith("Explanation:")), None)
    return cut_line(f"{name}: {text}" + (f" ({explanation})" if explanation else ""))


def exception_name(exc):
    kind = type(exc)
    module = kind.__module__
    return kind.__qualname__ if module in ("builtins", "__main__") else f"{module}.{kind.__qualname__}"


# a failed mode's error line (the full text is in its worker.log): room for Dynamo's `Explanation:` of
# a typical failure (a custom op without a fake impl: ~450 characters), not for a traceback
ERROR_CHARS = 500


def cut_line(text, limit=ERROR_CHARS):
    """`text` on one line (whitespace runs joined), cut to `limit` characters with a trailing '…'."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


if __name__ == "__main__":
    sys.exit(main())
