"""Assertions for a project's own test suite that keep compiled code from regressing.

    from compile_inspect.testing import assert_no_graph_breaks, assert_no_recompiles

    def test_block_compiles_whole():
        assert_no_graph_breaks(block, torch.randn(8, 64))

    def test_block_handles_batch_sizes_without_recompiling():
        assert_no_recompiles(block, [(torch.randn(8, 64),), (torch.randn(16, 64),)])

The gates: assert_no_graph_breaks, assert_no_recompiles, assert_max_recompiles, assert_no_eager_fallback,
assert_cudagraphs_applied, assert_max_kernel_launches, assert_speedup, assert_no_finding (docs/gates.md).

Each raises AssertionError with the evidence (graph break reasons, recompile reasons, the kernels
launched, torch's CUDA graph skip reasons, the paired timing, the finding's message) in its message, and
errors.UsageError on arguments it cannot use. They run in the test's own process: Dynamo is reset
before and after, and Inductor writes into a temporary cache, so tests do not leak compiled state into
each other (nor into the user's Inductor cache).

Plain imports are all a test needs, so no pytest plugin is registered: a plugin would add nothing
(no fixtures or hooks are needed) and would load torch into every pytest run that has this installed.
"""

import contextlib
import math
import numbers
import os
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from compile_inspect import errors
from compile_inspect.capture import probes
from compile_inspect.session import modes
from compile_inspect.session import rounds as timing
from compile_inspect.units import significant_ms_text

# Dynamo decides graph breaks and recompiles before any backend runs, so the checks that only need
# those skip Inductor's code generation (about a second instead of a C++ or Triton build per test).
DEFAULT_BACKEND = "eager"
# Compile errors that Dynamo can swallow (suppress_errors) are mostly the backend's: Inductor's by default.
FALLBACK_BACKEND = "inductor"
# cudagraph trees runs a graph's first call eagerly (warm-up) and records it on the second; from the
# third call on, every call should replay a recorded graph.
CUDAGRAPH_WARMUP_CALLS = 2
CUDAGRAPH_CALLS = 5
# assert_speedup: clean rounds wanted, the time the rounds may take, and how long one block of calls lasts.
# Blocks are short so that a shared machine still leaves some of them alone: a block that another
# process interrupts loses a scheduler slice (milliseconds), which STARVED_WAIT_SHARE catches.
SPEEDUP_ROUNDS = 20
SPEEDUP_MAX_SECONDS = 10.0
SPEEDUP_BLOCK_MS = 2.0
SPEEDUP_WARMUP_CALLS = 3
# The rounds last this long at least, so that other processes' share of the cores, read from /proc/stat
# in 10 ms ticks, is known to a few hundredths of a core.
SPEEDUP_MIN_SECONDS = 1.0
# The calls are multi-threaded when this process's other threads (torch's intra-op workers) used this
# many cores' worth of CPU, on average, while the rounds ran.
MULTI_THREAD_CORES = 0.05


@dataclass(frozen=True)
class CompileReport:
    """What Dynamo did over a series of calls: graph break reasons and recompile reasons."""

    graph_breaks: tuple[str, ...]
    recompiles: tuple[str, ...]


def compile_report(fn, calls, backend=DEFAULT_BACKEND, dynamic=None):
    """Call `torch.compile(fn, backend=backend, dynamic=dynamic)` once per (args, kwargs) in `calls`;
    -> CompileReport.

    The reasons come from the TORCH_TRACE records the calls leave (the same reading a session uses).
    """
    import torch

    from compile_inspect.capture import _torch
    from compile_inspect.code import evidence

    with _fresh_compile() as (trace_dir, traced):
        compiled = torch.compile(fn, backend=backend, dynamic=dynamic)
        for args, call_kwargs in calls:
            compiled(*args, **call_kwargs)
        fallback = tuple(_torch.graph_break_counts())
        if not traced:
            return CompileReport(fallback, ())
        return CompileReport(
            tuple(evidence.graph_breaks_in_torch_trace(trace_dir)),
            tuple(evidence.recompiles_in_torch_trace(trace_dir)),
        )


@contextlib.contextmanager
def _fresh_compile():
    """Dynamo reset on entry and exit, Inductor's caches and TORCH_TRACE in a temporary folder; yields
    (the TORCH_TRACE folder, whether torch writes there), the folder readable until the block ends."""
    from compile_inspect.capture import _torch

    with tempfile.TemporaryDirectory(prefix="compile-inspect-test-") as folder:
        trace_dir = Path(folder) / "torch_trace"
        _torch.reset_dynamo()
        try:
            with (
                _torch.inductor_cache_dir(Path(folder) / "inductor_cache"),
                _torch.structured_trace(trace_dir) as traced,
            ):
                yield trace_dir, traced
        finally:
            _torch.reset_dynamo()


def assert_no_graph_breaks(fn, *args, backend=DEFAULT_BACKEND, **kwargs):
    """Fails when Dynamo breaks `fn(*args, **kwargs)` into more than one graph; lists the reasons.

    `backend`: torch.compile's; "inductor" compiles for real (slower; the graph breaks are the same).
    """
    report = compile_report(fn, [(args, kwargs)], backend)
    if report.graph_breaks:
        raise AssertionError(
            _listed(
                f"{_name(fn)}: {len(report.graph_breaks)} graph break(s) under torch.compile",
                report.graph_breaks,
            )
        )


def assert_no_recompiles(fn, inputs_list, backend=DEFAULT_BACKEND):
    """Fails when calling the compiled `fn` on each inputs in turn recompiles; lists Dynamo's reasons.

    `inputs_list`: one entry per call, each a tuple of positional args (a bare tensor means one arg).
    """
    calls = _calls_of(inputs_list, "assert_no_recompiles")
    report = compile_report(fn, calls, backend)
    if report.recompiles:
        raise AssertionError(
            _listed(
                f"{_name(fn)}: {len(report.recompiles)} recompile(s) over {len(calls)} calls",
                report.recompiles,
            )
        )


def assert_max_recompiles(fn, inputs_list, n, backend=DEFAULT_BACKEND, dynamic=None):
    """Fails when calling the compiled `fn` on each inputs in turn recompiles more than `n` times; lists
    Dynamo's reason for every recompile (the guard that failed).

    `inputs_list`: as for assert_no_recompiles. `dynamic`: torch.compile's. With None Dynamo recompiles
    once, with symbolic sizes, on the first size it has not seen; with True the first compile is already
    size-generic, so new sizes need none.
    """
    if not _is_count(n):
        raise errors.UsageError(f"assert_max_recompiles: n must be a whole number >= 0, not {n!r}")
    calls = _calls_of(inputs_list, "assert_max_recompiles")
    report = compile_report(fn, calls, backend, dynamic)
    if len(report.recompiles) > n:
        raise AssertionError(
            _listed(
                f"{_name(fn)}: {len(report.recompiles)} recompile(s) over {len(calls)} calls, more than {n}",
                report.recompiles,
            )
        )


def _calls_of(inputs_list, gate):
    """(args, kwargs) per call, from one entry per call: a tuple of positional args, or one bare arg."""
    calls = [(inputs if isinstance(inputs, tuple) else (inputs,), {}) for inputs in inputs_list]
    if len(calls) < 2:
        raise errors.UsageError(f"{gate} needs at least two inputs to call fn with")
    return calls


def _is_count(value):
    return isinstance(value, numbers.Integral) and not isinstance(value, bool) and value >= 0


def assert_no_eager_fallback(fn, *args, backend=FALLBACK_BACKEND, **kwargs):
    """Fails when any part of `fn(*args, **kwargs)` under torch.compile ran outside compiled graphs; lists
    each part. What counts, from the TORCH_TRACE records of the call:

    - a graph break: the code at the break ran as plain Python, between two graphs;
    - a frame Dynamo traced but compiled no graph for (it found nothing to capture), which ran as Python;
    - a frame whose compile failed and that Dynamo then ran eagerly instead of raising (an error it
      swallowed under `torch._dynamo.config.suppress_errors`, or the recompile limit reached);
    - no frame traced at all (under `torch.compiler.set_stance("force_eager")`, say): all of it ran eagerly.

    Not counted: ATen operators a compiled graph calls (extern kernels, Inductor's fallback ops), which
    run inside the graph. A compile error that Dynamo does not swallow (suppress_errors off, the
    default) is raised as is: the test fails on it. `backend`: torch.compile's; Inductor by default,
    because the errors that get swallowed are mostly the backend's; "eager" judges Dynamo's part only.
    """
    import torch

    with _fresh_compile() as (trace_dir, traced):
        torch.compile(fn, backend=backend)(*args, **kwargs)
        parts = _eager_parts(trace_dir) if traced else _eager_parts_from_counters()
    if parts:
        raise AssertionError(
            _listed(f"{_name(fn)}: {len(parts)} part(s) of the call ran outside compiled graphs", parts)
        )


def _eager_parts(trace_dir):
    """What ran eagerly (see assert_no_eager_fallback), one line each, from a TORCH_TRACE folder."""
    from compile_inspect.code import evidence

    found = evidence.read_evidence(trace_dir, None)
    if not found.frames:
        return ["Dynamo traced no frame of the call: all of it ran eagerly"]
    breaks = [f"graph break {brk.summary()}" for brk in found.graph_breaks]
    skipped = [
        f"frame {_frame_place(frame)}: Dynamo compiled no graph for it; it ran as plain Python"
        for frame in found.frames
        if frame.skipped
    ]
    failed = [
        f"frame {_frame_place(frame)}: its compile failed and it ran eagerly: {_failure_line(frame)}"
        for frame in found.frames
        if frame.fail_type
    ]
    return breaks + skipped + failed


def _eager_parts_from_counters():
    """The same from Dynamo's counters, where TORCH_TRACE wrote nothing: graph breaks and failed frames
    (frames that compiled nothing are not told apart there)."""
    from compile_inspect.capture import _torch

    breaks = [f"graph break: {reason.splitlines()[0]}" for reason in _torch.graph_break_counts()]
    frames = _torch.dynamo_frame_counts()
    failed = frames.get("total", 0) - frames.get("ok", 0)
    return breaks + ([f"{failed} frame(s): the compile failed and it ran eagerly"] if failed > 0 else [])


def _frame_place(frame):
    where = f"{frame.filename}:{frame.first_line}" if frame.filename else "?"
    return f"{frame.function or '?'} ({where}, compile {frame.compile_id})"


def _failure_line(frame):
    reason = " ".join((frame.fail_reason or "").split("\n")[:2]).strip()
    return f"{frame.fail_type}: {reason}" if reason else frame.fail_type


WARMUP, STEADY = "warm-up", "steady"


@dataclass(frozen=True)
class CudagraphReport:
    """What CUDA graphs did over a series of calls: per phase (warm-up calls, then steady state)."""

    calls: int
    skip_reasons: tuple[str, ...]  # torch's words: its logs, compile metrics, and the compiled graphs
    skips: dict  # phase -> torch's skip count (counters['inductor']['cudagraph_skips']) in it
    recordings: dict | None  # phase -> CUDA graphs recorded in it; None where torch cannot tell
    rerecord_reasons: tuple[str, ...]  # cudagraph trees' reasons for recording again


def assert_cudagraphs_applied(fn, *args, mode="reduce-overhead", calls=CUDAGRAPH_CALLS, **kwargs):
    """Fails when CUDA graphs did not carry `fn(*args, **kwargs)` under `mode`: torch skipped them (its
    reasons are listed: "skipping cudagraphs due to ..."), recorded none, or recorded again in steady state.

    The compiled fn is called `calls` times; the first CUDAGRAPH_WARMUP_CALLS (2) are warm-up: cudagraph
    trees runs a graph eagerly on its first call and records it on its second. Every later call should
    replay; a recording there is a re-record (new input sizes, inputs that moved, a broken invariant),
    and its reason is listed where cudagraph trees gives one. Needs a CUDA device to pass: on CPU torch
    skips CUDA graphs and this fails with its reason.
    """
    if not _mode_uses_cudagraphs(mode):
        raise errors.UsageError(f"assert_cudagraphs_applied: mode {mode!r} does not use CUDA graphs")
    if not _is_count(calls) or calls <= CUDAGRAPH_WARMUP_CALLS:
        raise errors.UsageError(
            f"assert_cudagraphs_applied: calls must be a whole number above {CUDAGRAPH_WARMUP_CALLS} "
            f"(the warm-up calls), not {calls!r}"
        )
    report = cudagraph_report(fn, args, kwargs, mode, calls)
    failures = cudagraph_failures(report)
    if failures:
        raise AssertionError(
            _listed(f"{_name(fn)}: CUDA graphs not applied under mode {mode!r} over {calls} calls", failures)
        )


def _mode_uses_cudagraphs(mode):
    modes.configuration(mode)  # UsageError naming an unknown mode
    return modes.uses_cudagraphs(mode)


def _compiled(fn, mode):
    """`fn` under torch.compile as a session's worker compiles `mode` (a mode, or a configuration such as
    `default+dynamic`): `modes.compile_kwargs`, the one place those arguments are made."""
    from compile_inspect.capture.worker import compiled

    return compiled(fn, modes.compile_kwargs(mode))


def cudagraph_report(fn, args, kwargs, mode, calls):
    """Compile `fn` under `mode`, call it `calls` times, and collect what torch said about CUDA graphs."""

    from compile_inspect.capture import _torch
    from compile_inspect.code import evidence

    existing = _torch.compiled_graphs()  # held, so that no new graph can take an old one's id
    with _fresh_compile() as (trace_dir, _), _torch.watch_cudagraphs() as watch:
        skips = _call_in_phases(_compiled(fn, mode), args, kwargs, calls, watch)
        graphs = _new_graph_reasons(existing)
        frames = evidence.read_evidence(trace_dir, None).frames
    metrics = [frame.cudagraph_skip_reason for frame in frames if frame.cudagraph_skip_reason]
    return _report_from(watch, calls, skips, metrics, graphs)


def _call_in_phases(compiled, args, kwargs, calls, watch):
    """Call `compiled` `calls` times, warm-up then steady state; -> {phase: torch's skip count in it}."""
    from compile_inspect.capture import _torch

    for number in range(calls):
        if number == CUDAGRAPH_WARMUP_CALLS:
            warmup_skips, watch.phase = _torch.cudagraph_skip_count(), STEADY
        compiled(*args, **kwargs)
    return {WARMUP: warmup_skips, STEADY: _torch.cudagraph_skip_count() - warmup_skips}


def _new_graph_reasons(existing):
    """(reason, devices) for each reason a graph compiled since `existing` was listed keeps for not
    using CUDA graphs: on CPU-only graphs, the only place torch writes it."""
    from compile_inspect.capture import _torch

    old = {id(graph) for graph in existing}
    return [
        (reason, ", ".join(sorted(_torch.graph_device_types(graph))) or "?")
        for graph in _torch.compiled_graphs()
        if id(graph) not in old
        for reason in _torch.cudagraph_disabled_reasons(graph)
    ]


def _report_from(watch, calls, skips, metric_reasons, graph_reasons):
    logged = [text.strip() for _, text in watch.messages if "skipping cudagraph" in text]
    said = logged + metric_reasons
    kept = [f"{reason} (graph on {devices})" for reason, devices in graph_reasons if not _said(reason, said)]
    recordings = None
    if watch.recordings is not None:
        recordings = {phase: watch.recordings.count(phase) for phase in (WARMUP, STEADY)}
    return CudagraphReport(
        calls=calls,
        skip_reasons=tuple(dict.fromkeys(said + kept)),
        skips=skips,
        recordings=recordings,
        rerecord_reasons=tuple(
            dict.fromkeys(t.strip() for _, t in watch.messages if _is_rerecord_message(t))
        ),
    )


def _said(reason, messages):
    """Is `reason` already in one of the messages? (torch logs a graph's reason with a prefix)"""
    return any(reason in message for message in messages)


def _is_rerecord_message(text):
    return "Re-recording" in text or "recording a new graph for each distinct input size" in text


def cudagraph_failures(report):
    """The lines of assert_cudagraphs_applied's message for a CudagraphReport ([] when CUDA graphs
    carried every steady-state call)."""
    failures = []
    skipped = sum(report.skips.values())
    if skipped or report.skip_reasons:
        steady = f", {report.skips[STEADY]} of them in steady state" if report.skips[STEADY] else ""
        failures.append(f"torch skipped CUDA graphs {skipped} time(s){steady}")
        failures += [f"torch: {reason}" for reason in report.skip_reasons]
    if report.recordings is not None:
        steady_calls = f"calls {CUDAGRAPH_WARMUP_CALLS + 1}-{report.calls}"
        if not sum(report.recordings.values()):
            failures.append(f"no CUDA graph was recorded in {report.calls} calls")
        elif report.recordings[STEADY]:
            failures.append(
                f"{report.recordings[STEADY]} CUDA graph(s) recorded again in steady state ({steady_calls})"
            )
            failures += [f"torch: {reason}" for reason in report.rerecord_reasons]
    return failures


def assert_max_kernel_launches(fn, *args, mode="default", n, **kwargs):
    """Fails when one steady-state call of `fn` under `mode` launches more than `n` kernels.

    On a GPU the count is the kernels the profiler saw per step. On CPU a trace has no kernel
    events, so the count is the kernel calls (C++ kernels and extern calls such as
    `extern_kernels.mm`) in the `call()` of each generated graph the step ran.
    """
    from compile_inspect import api

    with tempfile.TemporaryDirectory(prefix="compile-inspect-test-") as folder:
        session = api.inspect(
            fn,
            *args,
            modes=mode,
            warmup=1,
            wait=0,
            profile_warmup=1,
            active=1,
            iters=1,
            in_process=True,
            out_dir=folder,
            **kwargs,
        )
        view = session[session.mode_names[-1]]
        if not view.ok:
            raise AssertionError(f"{_name(fn)}: mode {view.mode} failed: {view.error}")
        count, launched = kernel_launches(view)
    if count > n:
        raise AssertionError(
            _listed(
                f"{_name(fn)}: {count:g} kernel launches per call under mode {view.mode}, more than {n}",
                launched,
            )
        )


def kernel_launches(view):
    """(launches per step, ['name x count', ...]) of a mode of a session (see assert_max_kernel_launches)."""
    from compile_inspect.code.kernels import WRAPPER
    from compile_inspect.trace.model import LayerKind

    analysis = view.analysis
    steps = max(analysis.metrics.steps, 1)
    rows = [row for row in analysis.kernels if row.kind == LayerKind.KERNEL]
    if rows:  # measured: the GPU kernels of the profiled steps, counted as every report counts them
        from compile_inspect.findings.inputs import gpu_ops

        return gpu_ops(analysis).kernels, [f"{row.name} x{row.count / steps:g}" for row in rows]
    calls = {ref.fx_hash: ref.calls / steps for ref in analysis.graphs}
    launched = [
        (kernel.name, len(kernel.launch_lines) * calls[graph.fx_hash])
        for graph in view.graphs
        if graph.fx_hash in calls
        for kernel in graph.kernels
        if kernel.kind != WRAPPER
    ]
    return sum(times for _, times in launched), [f"{name} x{times:g}" for name, times in launched if times]


PASSED, TOO_SLOW, TOO_BUSY = "passed", "too-slow", "too-busy"


@dataclass(frozen=True)
class MachineShare:
    """How the cores were shared while the rounds ran: averages over the whole timing."""

    threads: int  # intra-op threads torch may use (torch.get_num_threads())
    helper_cores: float  # cores this process's other threads (torch's intra-op workers) used
    others_cores: float | None  # cores every other process used; None off Linux
    cores: int  # cores this process may run on

    @property
    def oversubscribed(self):
        """Did calls that run on several threads share the cores with other processes? Then a thread
        held off its core stalls the others at the end of each parallel loop, which no run-queue wait
        of this process reliably shows (measured: docs/gates.md), so no round can be trusted."""
        if self.others_cores is None or self.helper_cores < MULTI_THREAD_CORES:
            return False
        return self.others_cores + self.threads > self.cores + timing.STARVED_OTHERS_CORES


@dataclass(frozen=True)
class SpeedupVerdict:
    """assert_speedup's judgement of a paired timing. `speedup`: eager time / compiled time, the median
    over the clean rounds with its interval (None when too few rounds were clean)."""

    outcome: str  # PASSED, TOO_SLOW or TOO_BUSY
    speedup: timing.PairedRatio | None
    at_least: float
    rounds_run: int
    clean_rounds: int
    eager_ms: float | None  # median ms per call over the clean rounds
    compiled_ms: float | None
    share: MachineShare | None = None

    @property
    def passed(self):
        return self.outcome == PASSED

    def message(self, name, mode):
        """assert_speedup's AssertionError message: the figures it judged on, or why it could not judge."""
        if self.outcome == TOO_BUSY and self.share is not None and self.share.oversubscribed:
            return (
                f"{name}: no verdict on the speedup of mode {mode!r}: the machine was too busy to judge. "
                f"The calls ran on up to {self.share.threads} threads while other processes used "
                f"{self.share.others_cores:.1f} of the {self.share.cores} cores, so torch's threads waited "
                "for each other; time them with torch.set_num_threads(1), or rerun on a quieter machine"
            )
        if self.outcome == TOO_BUSY:
            return (
                f"{name}: no verdict on the speedup of mode {mode!r}: the machine was too busy to judge. "
                f"Only {self.clean_rounds} of {self.rounds_run} rounds ran both sides on equally fast cores "
                f"(their speed probes within {timing.STEADY_PROBE_RATIO}x; {timing.MIN_CLEAN_ROUNDS} needed); "
                "rerun on a quieter machine (`compile-inspect machine` shows each core's speed now), or give "
                "it more time (max_seconds)"
            )
        ratio, starved = self.speedup, self.rounds_run - self.clean_rounds
        return _listed(
            f"{name}: compiled (mode {mode!r}) is {ratio.ratio:.3g}x as fast as eager (95% interval "
            f"{ratio.low:.3g}-{ratio.high:.3g}x), clearly below the required {self.at_least:g}x",
            [
                f"eager: {significant_ms_text(self.eager_ms)} per call, compiled: {significant_ms_text(self.compiled_ms)} per call "
                "(medians over the comparable rounds)",
                f"{self.clean_rounds} comparable rounds of {self.rounds_run}; {starved} left out because the "
                f"two sides' cores ran at different speeds (their speed probes over {timing.STEADY_PROBE_RATIO}x "
                "apart)",
            ],
        )


def judge_speedup(eager_round_ms, compiled_round_ms, at_least, share=None):
    """The verdict on per-round times (ms per call, None for a starved round; round i of one list was
    timed beside round i of the other). TOO_SLOW only when the whole interval of the median speedup lies
    below `at_least`: clearly slower than required, never a guess on noise. TOO_BUSY when fewer than
    MIN_CLEAN_ROUNDS rounds were clean, or when multi-threaded calls shared the cores with other
    processes (`share`, a MachineShare): no verdict either way. Else PASSED."""
    speedup = timing.paired_ratio(eager_round_ms, compiled_round_ms)
    if speedup is None or (share is not None and share.oversubscribed):
        outcome = TOO_BUSY
    else:
        outcome = TOO_SLOW if speedup.below(at_least) else PASSED
    pairs = timing.common_rounds(eager_round_ms, compiled_round_ms)
    eager_ms = statistics.median(eager for eager, _ in pairs) if pairs else None
    compiled_ms = statistics.median(compiled for _, compiled in pairs) if pairs else None
    return SpeedupVerdict(
        outcome, speedup, at_least, len(eager_round_ms), len(pairs), eager_ms, compiled_ms, share
    )


def assert_speedup(
    fn,
    *args,
    mode="default",
    at_least=1.0,
    rounds=SPEEDUP_ROUNDS,
    max_seconds=SPEEDUP_MAX_SECONDS,
    **kwargs,
):
    """Fails when `torch.compile(fn, mode=mode)` is clearly less than `at_least` times as fast as `fn`
    on `(*args, **kwargs)`, judged on a paired, interleaved timing in this process (docs/gates.md).

    After warm-up, eager and compiled run one short block of calls each per round, in alternating order,
    until `rounds` rounds were clean or `max_seconds` have passed. A round where a thread of this process
    waited for a core during either block (another process held it) is left out. The speedup is the
    median over the clean rounds of eager time / compiled time, with a distribution-free 95% interval.
    Fails when the interval's upper end is below `at_least`; when fewer than 5 rounds were clean, fails
    saying the machine was too busy to judge. A speedup just under `at_least`, within the noise, passes:
    this gate catches clear regressions, not a few percent.
    """
    _check_speedup_arguments(mode, at_least, rounds, max_seconds)
    eager_ms, compiled_ms, share = _paired_timing(fn, args, kwargs, mode, rounds, max_seconds)
    verdict = judge_speedup(eager_ms, compiled_ms, at_least, share)
    if not verdict.passed:
        raise AssertionError(verdict.message(_name(fn), mode))


def _check_speedup_arguments(mode, at_least, rounds, max_seconds):

    modes.configuration(mode)  # UsageError naming an unknown mode
    if not _is_positive(at_least):
        raise errors.UsageError(f"assert_speedup: at_least must be a number above 0, not {at_least!r}")
    if not _is_count(rounds) or rounds < timing.MIN_CLEAN_ROUNDS:
        raise errors.UsageError(
            f"assert_speedup: rounds must be a whole number >= {timing.MIN_CLEAN_ROUNDS}, not {rounds!r}"
        )
    if not _is_positive(max_seconds):
        raise errors.UsageError(f"assert_speedup: max_seconds must be a number above 0, not {max_seconds!r}")


def _is_positive(value):
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and 0 < value < math.inf


def _paired_timing(fn, args, kwargs, mode, rounds_wanted, max_seconds):
    """Compile, warm both sides up, time rounds; -> (eager, compiled) ms per call per round (None:
    starved), and the MachineShare of the rounds."""
    import functools

    import torch

    with _fresh_compile():
        sides = {
            "eager": functools.partial(fn, *args, **kwargs),
            "compiled": functools.partial(_compiled(fn, mode), *args, **kwargs),
        }
        sync = _synchronizer(args, kwargs)
        for call in sides.values():
            _run(call, SPEEDUP_WARMUP_CALLS, sync)
        before = _machine_mark()
        one_thread = sync is not _no_sync or torch.get_num_threads() == 1  # the timing is one thread's
        with probes.FastestCore() if one_thread else contextlib.nullcontext() as pin:
            blocks = _timed_rounds(sides, rounds_wanted, time.monotonic() + max_seconds, sync, pin)
        share = _machine_share(before, _machine_mark(), torch.get_num_threads())
    return *comparable_rounds(blocks["eager"], blocks["compiled"]), share


def comparable_rounds(eager_blocks, compiled_blocks):
    """(eager ms, compiled ms) per round, None in each round whose two blocks did not run on equally fast
    cores (`rounds.steady_pair`: every probe before and after both within 1.25x; starved or not)."""
    eager, compiled = [], []
    for eager_block, compiled_block in zip(eager_blocks, compiled_blocks):
        steady = timing.steady_pair(
            timing.core_speed_range(eager_block), timing.core_speed_range(compiled_block)
        )
        eager.append(eager_block.latency_ms if steady else None)
        compiled.append(compiled_block.latency_ms if steady else None)
    return eager, compiled


def _machine_mark():
    """(monotonic s, machine busy s, this process's CPU s, its other threads' run s) now."""
    return time.monotonic(), probes.machine_busy_s(), time.process_time(), probes.helper_threads_run_s()


def _machine_share(before, after, threads):
    """The MachineShare between two _machine_mark()s."""
    wall = max(after[0] - before[0], 1e-9)
    own_cpu, helpers = after[2] - before[2], after[3] - before[3]
    others = None if None in (before[1], after[1]) else max(0.0, after[1] - before[1] - own_cpu) / wall
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return MachineShare(threads, helpers / wall, others, cores)


def _timed_rounds(sides, rounds_wanted, deadline, sync, pin=None):
    """Rounds of one block per side (order alternating) until `rounds_wanted` are comparable (both blocks on
    equally fast cores: `comparable_rounds`) and SPEEDUP_MIN_SECONDS have passed, or the deadline has
    (MIN_CLEAN_ROUNDS rounds at least). With `pin` (probes.FastestCore), a round that is not comparable
    moves the timing to the fastest core now."""
    calls = {name: _calls_per_block(call, SPEEDUP_BLOCK_MS / 1000.0, sync) for name, call in sides.items()}
    blocks, clean, number, started = {name: [] for name in sides}, 0, 0, time.monotonic()
    while _more_rounds(clean, number, rounds_wanted, time.monotonic() - started, deadline):
        order = list(sides) if number % 2 == 0 else list(reversed(sides))
        timed = [_timed_block(sides[name], calls[name], number, sync) for name in order]
        for name, block in zip(order, timed):
            blocks[name].append(block)
        number += 1
        kept = comparable_rounds(blocks["eager"], blocks["compiled"])[0]
        if pin is not None and kept[-1] is None:
            pin.move()
        clean = sum(value is not None for value in kept)
    return blocks


def _more_rounds(clean, number, rounds_wanted, elapsed_s, deadline):
    if number < timing.MIN_CLEAN_ROUNDS:
        return True
    enough = clean >= rounds_wanted and elapsed_s >= SPEEDUP_MIN_SECONDS
    return not enough and time.monotonic() < deadline


def _calls_per_block(call, block_s, sync):
    """Calls that make a block last `block_s` or more (`rounds.calls_per_block`)."""
    return timing.calls_per_block(lambda calls: _run(call, calls, sync), block_s)


def _run(call, calls, sync):
    """Seconds `calls` calls take (the device synchronised at the end)."""
    start = time.perf_counter()
    for _ in range(calls):
        call()
    sync()
    return time.perf_counter() - start


def _timed_block(call, calls, number, sync):
    """One block of calls as a rounds.Block, timed as the workers time theirs (capture/blocks.py), the wait
    counted over every thread of the process (torch's intra-op threads run each call too)."""
    from compile_inspect.capture.blocks import timed_block

    device = "cpu" if sync is _no_sync else "cuda"
    return timed_block(
        lambda: (_run(call, calls, sync) * 1000.0 / calls, None),
        calls,
        number,
        device,
        wait=probes.process_wait_s,
    )


def _synchronizer(args, kwargs):
    """torch.cuda.synchronize where an argument is a CUDA tensor (a block's time then includes its
    kernels), else nothing to wait for."""
    import torch

    values = [*args, *kwargs.values()]
    if any(isinstance(value, torch.Tensor) and value.is_cuda for value in values):
        return torch.cuda.synchronize
    return _no_sync


def _no_sync():
    """Nothing to wait for: the calls ran on the CPU."""


def assert_no_finding(session, finding_id, mode=None):
    """Fails when `finding_id` (e.g. "cudagraph-input-copies") fired in the session (or in one mode).

    `session`: what `compile_inspect.inspect` or `load` returned, or a session folder.
    """
    from compile_inspect import api, findings

    known = {rule.id for rule in findings.ALL_RULES}
    if finding_id not in known:
        raise errors.UsageError(f"unknown finding {finding_id!r}; known: {', '.join(sorted(known))}")
    session = session if isinstance(session, api.InspectedSession) else api.load(session)
    views = [session[mode]] if mode else list(session)
    fired = [(view.mode, finding) for view in views for finding in view.findings if finding.id == finding_id]
    if fired:
        raise AssertionError(
            _listed(
                f"finding {finding_id!r} fired in {len(fired)} mode(s)",
                [f"{name}: {f.message} (evidence: {f.evidence})" for name, f in fired],
            )
        )


def _listed(headline, lines):
    return headline + ":\n" + "\n".join(f"  - {line}" for line in lines)


def _name(fn):
    return getattr(fn, "__qualname__", None) or type(fn).__name__
