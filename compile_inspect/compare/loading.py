"""One loading step per session: every mode's trace analysed once, its generated code parsed once, its
kernels' roofline and ncu lines worked out once (`kernel_facts.with_facts`: the graphs carry them to every
renderer), its log read once. diff, show, perfetto, the HTML report and the API all start from here. No torch.

    >>> loaded = load(load_session("runs/mm"))      # or load("runs/mm")
    >>> loaded.mode("default").analysis.metrics, loaded.mode("default").graphs[0].module.kernels
    >>> loaded.mode("default").warnings               # a trace or code file the session names but lacks

A file the session names but the folder lacks is a visible warning on the mode, never a silent gap.

Raw Chrome traces recorded elsewhere load the same way, as a session of trace-only modes (no code,
no log, no TORCH_TRACE), so `diff TRACE_A TRACE_B` and `explain TRACE --control OTHER` take the
session path:

    >>> loaded = load_traces(["eager.json.gz", "compiled.json.gz"])   # modes labelled by file stem
    >>> loaded.modes[0].run.timing.median_ms                           # the profiled steps' median
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Union

from compile_inspect.code import kernel_facts, provenance, roofline
from compile_inspect.code import kernels as kernels_module
from compile_inspect.code.evidence import TorchEvidence, read_evidence
from compile_inspect.code.kernels import CompiledGraph
from compile_inspect.errors import FileRefused, InspectError
from compile_inspect.kinds import LayerKind
from compile_inspect.reading import MAX_FILE_BYTES, read_text
from compile_inspect.session.model import (
    PROFILED_STEPS,
    Environment,
    ModeRun,
    Options,
    Session,
    Target,
    Timing,
    load_session,
)
from compile_inspect.session.rounds import quantiles
from compile_inspect.trace import checks, replays
from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.model import TraceAnalysis

# The suffixes a trace file name carries (the stem, its label, is what is left).
TRACE_SUFFIXES = (".json.gz", ".json", ".gz")


@dataclass(frozen=True)
class LoadedMode:
    """One mode of a session with everything read from its files."""

    label: str  # the mode, or "a:mode" / "b:mode" when two sessions are compared
    run: ModeRun
    analysis: Optional[TraceAnalysis]  # None when the mode failed or its trace is missing
    log_text: Optional[str]
    graphs: tuple[CompiledGraph, ...]
    warnings: tuple[str, ...] = ()
    evidence: Optional[TorchEvidence] = None  # what torch itself recorded (TORCH_TRACE, log warnings)

    @property
    def mode(self) -> str:
        return self.run.mode

    def graph_source(self, fx_hash: str) -> Optional[str]:
        graph = next((g for g in self.graphs if g.fx_hash == fx_hash), None)
        return graph.source if graph is not None else None


@dataclass(frozen=True)
class LoadedSession:
    session: Session
    modes: tuple[LoadedMode, ...]

    @property
    def root(self) -> Optional[Path]:  # None for raw traces (`traces_session`)
        return self.session.root

    def mode(self, name: str) -> LoadedMode:
        found = next((m for m in self.modes if m.mode == name), None)
        if found is None:
            self.session.mode(name)  # raises the session's own error, naming the modes it has
            raise InspectError(f"mode {name!r} of {self.root} was not loaded (`load(..., modes=...)`)")
        return found


def load(session: Union[Session, LoadedSession, str, Path], prefix: str = "", modes=None) -> LoadedSession:
    """Read every mode of a session (a Session, or its folder) once; `prefix` labels its modes;
    `modes`: only these (a `show --mode` reads one mode's files, not all)."""
    if isinstance(session, LoadedSession):
        relabelled = tuple(replace(m, label=prefix + m.mode) for m in session.modes)
        return session if not prefix else LoadedSession(session.session, relabelled)
    read = session if isinstance(session, Session) else load_session(session)
    read.require_modes()
    runs = [read.mode(name) for name in modes] if modes else read.modes
    traces = {run.mode: _read_mode(read, run) for run in runs}
    for run in runs:  # a CUDA-graph mode's replays joined to the same graph run without graphs
        traces[run.mode] = _with_replays(read, run, traces, prefix)
    return LoadedSession(
        read, tuple(_load_mode(read, run, prefix + run.mode, *traces[run.mode]) for run in runs)
    )


_ReadMode = tuple[dict, Optional[TraceAnalysis], list]  # the mode's sources, analysis and warnings


def _read_mode(session: Session, run: ModeRun) -> _ReadMode:
    warnings: list[str] = []
    sources = {graph.fx_hash: _source(session, graph, warnings) for graph in run.graphs}
    analysis = _with_session_check(
        _analysis(session, run, _usable_sources(run, sources, warnings), warnings), run
    )
    return sources, analysis, warnings


def _with_replays(session: Session, run: ModeRun, traces: dict[str, _ReadMode], prefix: str) -> _ReadMode:
    """The mode's analysis with its CUDA graph replays attributed (trace/replays.py) to the session's run of
    the same graph without CUDA graphs, read here where the caller did not load that mode (`show --mode`)."""
    sources, analysis, warnings = traces[run.mode]

    def reference(mode: str) -> Optional[TraceAnalysis]:
        return traces[mode][1] if mode in traces else _reference_analysis(session, mode)

    return sources, _joined_to_reference(analysis, run.mode, reference, prefix), warnings


def with_session_replays(analysis: TraceAnalysis, trace: Path) -> TraceAnalysis:
    """A trace `explain` reads that lies in a session (`<session>/<mode>/trace.json`) of a CUDA-graph mode:
    its replays joined to the session's graph without CUDA graphs, as a diff of the session joins them."""
    root = trace.parent.parent
    if not (root / "session.json").is_file():
        return analysis
    try:  # the session is read only where the mode replays CUDA graphs
        found = _joined_to_reference(
            analysis, trace.parent.name, lambda mode: _reference_analysis(load_session(root), mode)
        )
    except InspectError:  # not a session after all: the trace alone
        return analysis
    return found or analysis


def _joined_to_reference(analysis: Optional[TraceAnalysis], mode: str, reference_of, prefix: str = ""):
    """The analysis of `mode` with its CUDA graph replays joined (`replays.with_replays`) to the analysis
    `reference_of` gives for the same graph without CUDA graphs (`replays.WITHOUT_CUDA_GRAPHS`); unchanged
    for a mode without such a reference or whose steps launch no CUDA graph (the reference is not read)."""
    wanted = replays.WITHOUT_CUDA_GRAPHS.get(mode)
    if analysis is None or wanted is None or not _launches_graphs(analysis):
        return analysis
    reference = reference_of(wanted)
    return replays.with_replays(analysis, reference, prefix + wanted if reference else "")


def _launches_graphs(analysis: TraceAnalysis) -> bool:
    return any(layer.kind == LayerKind.GRAPH_LAUNCH for layer in analysis.layers)


def _reference_analysis(session: Session, mode: str) -> Optional[TraceAnalysis]:
    run = next((run for run in session.modes if run.mode == mode), None)
    return None if run is None else _read_mode(session, run)[1]


def _load_mode(
    session: Session,
    run: ModeRun,
    label: str,
    sources: dict,
    analysis: Optional[TraceAnalysis],
    warnings: list,
) -> LoadedMode:
    graphs = tuple(_graph(graph, sources[graph.fx_hash], analysis) for graph in run.graphs)
    user_file = provenance.target_file(session.target.spec, session.root) if session.target else None
    graphs = provenance.attach(graphs, session.path(run.torch_trace_dir), user_file)  # kernel -> source lines
    # roofline, ncu per kernel; with_facts takes a None root (it finds the session from the trace), but its
    # annotation in code/kernel_facts.py says Path
    graphs = kernel_facts.with_facts(graphs, analysis, session.root, run.mode)
    log = session.path(run.log_file)
    log_text = _text(log, f"{label}: log {run.log_file}", warnings) if log is not None else None
    evidence = read_evidence(session.path(run.torch_trace_dir), log_text)
    return LoadedMode(label, run, analysis, log_text, graphs, tuple(warnings), evidence)


def _with_session_check(analysis, run: ModeRun):
    """The analysis with the session's own check: was its profile a later profiler session of a process
    that profiled another mode before (the in-process path, on CUDA)?"""
    ordinal = run.timing.profiler_session if run.timing else None
    if analysis is None or not ordinal:
        return analysis
    found = checks.session_check(ordinal - WORKER_SESSIONS, analysis.metrics.gpu_busy_us is not None)
    return replace(analysis, checks=analysis.checks + (found,)) if found else analysis


# A worker's recorded profile is its process's second session (a throwaway first: capture/worker.py).
WORKER_SESSIONS = 2


def _usable_sources(run: ModeRun, sources: dict, warnings: list[str]) -> dict:
    """fx hash -> the generated modules the analysis and the findings may read: those that parse as
    Python. Another (a cut file) is still shown, unsplit, and said in a warning."""
    usable = {}
    for graph in run.graphs:
        source = sources[graph.fx_hash]
        if source is not None and _parse(source, warnings, f"{run.mode}: generated code {graph.source_file}"):
            usable[graph.fx_hash] = source
    return usable


def _analysis(session: Session, run: ModeRun, sources: dict, warnings: list[str]) -> Optional[TraceAnalysis]:
    if not run.trace_file:
        return None
    trace = session.trace_path(run.mode)
    if trace is None or not Path(trace).exists():
        warnings.append(
            f"{run.mode}: trace {run.trace_file} is missing, so the mode is left out of comparisons"
        )
        return None
    try:
        return analyze_trace(trace, sources=sources)
    except InspectError as exc:
        warnings.append(f"{run.mode}: trace {run.trace_file} cannot be read: {exc}")
        return None


def _source(session: Session, graph, warnings: list[str]) -> Optional[str]:
    file = session.path(graph.source_file)
    return None if file is None else _text(file, f"generated code {graph.source_file}", warnings)


def _text(file: Path, what: str, warnings: list[str]) -> Optional[str]:
    """The file's text, or None with a warning: missing, or refused (not a regular file, past its limit)."""
    if not file.exists():
        warnings.append(f"{what} is missing")
        return None
    try:
        return read_text(file, MAX_FILE_BYTES)
    except FileRefused as exc:
        warnings.append(f"{what} cannot be read: {exc}")
        return None


def _graph(graph, source: Optional[str], analysis: Optional[TraceAnalysis]) -> CompiledGraph:
    if source is None:
        return CompiledGraph(graph.fx_hash, graph.source_file, None)
    module = _parse(source)
    times = {}
    if module is not None and analysis is not None:  # Triton kernels by name, extern calls by their aten op
        times = kernels_module.kernel_times(module, analysis.kernels) | roofline.extern_times(
            analysis, module
        )
        times |= roofline.extern_line_times(analysis, module, graph.fx_hash)  # each extern call line's own
    return CompiledGraph(graph.fx_hash, graph.source_file, module, times, source)


def _parse(source: str, warnings: Optional[list[str]] = None, what: str = ""):
    """The module split into kernels, or None when it is not Python (it is still shown, unsplit; said in
    `warnings` when given)."""
    try:
        return kernels_module.parse_module(source)
    except InspectError as exc:
        if warnings is not None:
            warnings.append(f"{what} cannot be read: {exc}; shown unsplit, its kernels left out")
        return None


# ---- raw traces as trace-only modes ----


def is_trace_file(path: Union[str, Path]) -> bool:
    """A file named like a Chrome trace (.json, .json.gz), other than a session's session.json."""
    name = Path(path).name
    return name != "session.json" and name.endswith((".json", ".json.gz"))


def trace_label(path: Union[str, Path]) -> str:
    """The file's stem: `rank0.pt.trace.json.gz` -> `rank0.pt.trace`, `eager.json` -> `eager`."""
    name = Path(path).name
    suffix = next((s for s in TRACE_SUFFIXES if name.endswith(s) and name != s), "")
    return name[: len(name) - len(suffix)]


def load_traces(paths) -> LoadedSession:
    """Raw Chrome traces -> one LoadedSession of trace-only modes, each labelled by its file stem;
    a trace that cannot be read raises its TraceError (one line, exit 2)."""
    paths = [Path(p) for p in paths]
    labels = _distinct(trace_label(p) for p in paths)
    return traces_session([load_trace(path, label) for path, label in zip(paths, labels)])


def traces_session(modes) -> LoadedSession:
    """Trace-only modes as one LoadedSession; its device is the first trace's GPU, if any. A trace labelled
    reduce-overhead has its replays joined to one labelled default (trace/replays.py), as in a session."""
    modes = tuple(modes)
    by_label = {m.label: m.analysis for m in modes}
    modes = tuple(replace(m, analysis=_joined_to_reference(m.analysis, m.label, by_label.get)) for m in modes)
    device_name = next((m.analysis.device for m in modes if m.analysis.device), None)
    session = Session(
        target=Target(spec="  vs  ".join(Path(m.run.trace_file).name for m in modes), name=modes[0].label),
        options=Options(),
        environment=Environment(device="cuda" if device_name else "cpu", device_name=device_name),
        modes=tuple(m.run for m in modes),
    )
    return LoadedSession(session, modes)


def load_trace(path: Union[str, Path], label: Optional[str] = None) -> LoadedMode:
    """One raw trace as a trace-only mode: its analysis, and a Timing read off its profiled steps."""
    return trace_mode(analyze_trace(path), label or trace_label(path))


def trace_mode(
    analysis: TraceAnalysis, label: str, log_text: Optional[str] = None, evidence=None
) -> LoadedMode:
    """A trace already analysed as a trace-only mode (`log_text`, `evidence`: what `explain --log`
    / `--torch-trace` read for it)."""
    run = ModeRun(mode=label, status="ok", timing=steps_timing(analysis), trace_file=str(analysis.source))
    return LoadedMode(label, run, analysis, log_text, (), (), evidence)


def steps_timing(analysis: TraceAnalysis) -> Optional[Timing]:
    """The profiled steps' wall time as the mode's timing (median, min, max), None without steps;
    p10 / p90 are the steps' quantiles (`rounds.quantiles`, nearest rank), so the verdicts' interval rule (overlapping
    intervals: within noise) applies to two traces as to two timed modes. Below 10 steps they are
    the min and max: `explain after.json --control before.json` said "1.19x slower" from two traces
    whose steps overlapped (1.03x on an independent harness)."""
    if not analysis.steps:
        return None
    step_us = analysis.metrics.cpu_us
    p10, p90 = quantiles([m.cpu_us for m in analysis.step_metrics])
    return Timing(
        step_us.median / 1e3,
        step_us.min / 1e3,
        step_us.max / 1e3,
        step_us.n,
        PROFILED_STEPS,
        p10 / 1e3,
        p90 / 1e3,
    )


def _distinct(labels) -> list[str]:
    """Labels made distinct: equal stems get `a:` / `b:` ... prefixes."""
    labels = list(labels)
    if len(set(labels)) == len(labels):
        return labels
    return [f"{chr(ord('a') + n)}:{label}" for n, label in enumerate(labels)]
