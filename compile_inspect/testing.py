"""Assertions for a project's own test suite that keep compiled code from regressing.

    from compile_inspect.testing import assert_no_graph_breaks, assert_no_recompiles

    def test_block_compiles_whole():
        assert_no_graph_breaks(block, torch.randn(8, 64))

    def test_block_handles_batch_sizes_without_recompiling():
        assert_no_recompiles(block, [(torch.randn(8, 64),), (torch.randn(16, 64),)])

Each raises AssertionError with the evidence (graph break reasons, recompile reasons, the kernels
launched, the finding's message) in its message. They run in the test's own process: Dynamo is
reset before and after, and Inductor writes into a temporary cache, so tests do not leak compiled
state into each other (nor into the user's Inductor cache).

Plain imports are all a test needs, so no pytest plugin is registered: a plugin would add nothing
(no fixtures or hooks are needed) and would load torch into every pytest run that has this installed.
"""

import tempfile
from dataclasses import dataclass
from pathlib import Path

from compile_inspect import errors

# Dynamo decides graph breaks and recompiles before any backend runs, so the checks that only need
# those skip Inductor's code generation (about a second instead of a C++ or Triton build per test).
DEFAULT_BACKEND = "eager"


@dataclass(frozen=True)
class CompileReport:
    """What Dynamo did over a series of calls: graph break reasons and recompile reasons."""

    graph_breaks: tuple[str, ...]
    recompiles: tuple[str, ...]


def compile_report(fn, calls, backend=DEFAULT_BACKEND):
    """Call `torch.compile(fn, backend=backend)` once per (args, kwargs) in `calls`; -> CompileReport.

    The reasons come from the TORCH_TRACE records the calls leave (the same reading a session uses).
    """
    import torch

    from compile_inspect.capture import _torch
    from compile_inspect.code import evidence

    with tempfile.TemporaryDirectory(prefix="compile-inspect-test-") as folder:
        trace_dir = Path(folder) / "torch_trace"
        _torch.reset_dynamo()
        try:
            with (
                _torch.inductor_cache_dir(Path(folder) / "inductor_cache"),
                _torch.structured_trace(trace_dir) as traced,
            ):
                compiled = torch.compile(fn, backend=backend)
                for args, call_kwargs in calls:
                    compiled(*args, **call_kwargs)
                fallback = tuple(_torch.graph_break_counts())
        finally:
            _torch.reset_dynamo()
        if not traced:
            return CompileReport(fallback, ())
        return CompileReport(
            tuple(evidence.graph_breaks_in_torch_trace(trace_dir)),
            tuple(evidence.recompiles_in_torch_trace(trace_dir)),
        )


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
    calls = [(inputs if isinstance(inputs, tuple) else (inputs,), {}) for inputs in inputs_list]
    if len(calls) < 2:
        raise errors.UsageError("assert_no_recompiles needs at least two inputs to call fn with")
    report = compile_report(fn, calls, backend)
    if report.recompiles:
        raise AssertionError(
            _listed(
                f"{_name(fn)}: {len(report.recompiles)} recompile(s) over {len(calls)} calls",
                report.recompiles,
            )
        )


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
    if rows:  # measured: the GPU kernels of the profiled steps
        return analysis.metrics.kernel_launches.median, [f"{row.name} x{row.count / steps:g}" for row in rows]
    calls = {ref.fx_hash: ref.calls / steps for ref in analysis.graphs}
    launched = [
        (kernel.name, len(kernel.launch_lines) * calls[graph.fx_hash])
        for graph in view.graphs
        if graph.fx_hash in calls
        for kernel in graph.kernels
        if kernel.kind != WRAPPER
    ]
    return sum(times for _, times in launched), [f"{name} x{times:g}" for name, times in launched if times]


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
