"""Control against test: eager against each compile mode, or one session against another.

    >>> report = diff_session(load_session("runs/mm"))          # eager vs every other mode
    >>> report = diff_sessions(load_session("runs/a"), load_session("runs/b"))  # a:mode vs b:mode
    >>> [row.status for row in report.comparisons[0].rows]
    ['unchanged', 'added', 'added', ..., 'changed', ...]

A comparison aligns the dispatch chains of one representative step of each side (the last step:
past the first step's one-off costs) on normalised names, so matching nodes sit on the
same row (compare/align.py). Statuses use HTA's vocabulary (added, deleted, increased, decreased, unchanged) plus
`changed`: a node of the same kind whose name differs (a GEMM kernel swapped for its bias-epilogue
variant). No torch here.
"""

from __future__ import annotations

import functools
import weakref
from dataclasses import asdict, dataclass, field, replace
from typing import Optional, Union

import msgspec

from compile_inspect import findings as findings_module
from compile_inspect.code.evidence import STATUS_EAGER_FALLBACK, STATUSES_THAT_RAN
from compile_inspect.code.kernels import GeneratedModule
from compile_inspect.compare import configuration
from compile_inspect.compare.align import matched_pairs
from compile_inspect.compare.loading import LoadedMode, load
from compile_inspect.compare.mix import AMORTISED_CALLS, MixAnswer, mix_answer
from compile_inspect.compare.stages import bisect_verdict
from compile_inspect.compare.sweeps import SweepSpeeds, sweep_speeds
from compile_inspect.errors import InspectError
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.inputs import TraceCounts, gpu_ops, graph_runs_kernels
from compile_inspect.findings.speed import SpeedComparison, compare_speeds, ratio_of_medians
from compile_inspect.findings.timing import per_unit
from compile_inspect.findings.verdict import (
    ABOUT_THE_MEASUREMENT,
    SHORT_CONTROL_FINDINGS,
    SHORT_FINDINGS,
    brief_findings,
    listed_findings,
    shared_findings,
    short_findings,
    verdict,
)
from compile_inspect.session import modes
from compile_inspect.session.model import PROFILED_STEPS
from compile_inspect.trace import chains, events
from compile_inspect.trace.checks import TraceCheck
from compile_inspect.trace.events import normalise_name
from compile_inspect.trace.model import ChainNode, LayerKind, Step, TraceAnalysis
from compile_inspect.trace.replays import ReplayAttribution

DIFF_SCHEMA_VERSION = 1
# Summary statuses of a mode that ran: "eager-fallback" ran, but Dynamo compiled nothing.
EAGER_FALLBACK = STATUS_EAGER_FALLBACK  # one home: evidence decides the status at capture
RAN = STATUSES_THAT_RAN
# A matched node is `increased`/`decreased` when its time moved by more than this share...
CHANGE_RATIO = 0.25
# ...and by more than this many µs: a few µs of jitter on a short node says nothing.
CHANGE_MIN_US = 2.0


@dataclass(frozen=True)
class ChainRow:
    """One node of a step's chain, flattened: GPU work appears as rows under its launch call."""

    depth: int
    kind: str
    name: str  # exact, for display
    label: str  # normalised, for matching
    total_us: float  # CPU: the node's duration; GPU: the event's duration
    self_us: float  # CPU self time (0 for GPU rows)
    gpu_us: float  # GPU time of the work this node launched (its own duration for GPU rows)
    # memcpy / memset, as the event's args hold it: an int for GPU events (EventArgs.bytes)
    bytes: Union[int, str, None] = None
    parent_kind: Optional[str] = None  # None for a root
    # The same node's total_us across the profiled steps past the first (min, max): a row changed only
    # beyond both sides' spread (`timing_status`); None where one step is all there is.
    spread_us: Optional[tuple[float, float]] = None
    # a GPU event a CUDA graph replayed: the op that launched the same work without graphs (trace/replays.py)
    launched_by: Optional[str] = None


@dataclass(frozen=True)
class AlignedRow:
    status: str  # added, deleted, increased, decreased, unchanged, changed
    control: Optional[ChainRow]
    test: Optional[ChainRow]


@dataclass(frozen=True)
class LayerDelta:
    """CPU self µs per call of one layer kind, on each side (None: the side has no such layer)."""

    kind: str
    names: tuple[str, ...]
    control_us: Optional[float]
    test_us: Optional[float]
    test_calls_per_step: float
    # The graph call's self time is the compiled graph's own C++ kernels (a CPU trace), not the
    # layer's cost (`findings.inputs.graph_runs_kernels`); False for every other kind.
    kernels_inside: bool = False
    test_steps_with: Optional[int] = None  # the test's profiled steps holding the layer, of `test_steps`
    test_steps: Optional[int] = None


@dataclass(frozen=True)
class ModeSummary:
    """One row of the summary table."""

    label: str
    mode: str
    status: str
    error: Optional[str] = None
    median_ms: Optional[float] = None
    ratio_to_control: Optional[float] = None  # None also where the comparison gave no verdict (speed_outcome)
    cpu_us: Optional[float] = None
    gpu_busy_us: Optional[float] = None
    kernel_launches: Optional[float] = None
    memcpy_bytes: Optional[float] = None
    compile_seconds: Optional[float] = None
    max_abs_error: Optional[float] = None
    max_rel_error: Optional[float] = None
    p10_ms: Optional[float] = None  # the timed calls' spread (None in sessions that did not record it)
    p90_ms: Optional[float] = None
    min_ms: Optional[float] = None
    max_ms: Optional[float] = None
    cpu_us_min: Optional[float] = None  # the profiled steps' spread
    cpu_us_max: Optional[float] = None
    timing_method: Optional[str] = None  # how median_ms was measured (session.Timing.method)
    # Paired timing (both modes timed in the same interleaved rounds): ratio_to_control is then the median
    # of the per-round ratios, and these its 95% interval and the rounds it pools; None otherwise.
    ratio_low: Optional[float] = None
    ratio_high: Optional[float] = None
    paired_rounds: Optional[int] = None
    ratio_coverage: Optional[float] = None  # the paired interval's exact coverage (not in the JSON)
    throughput_ms: Optional[float] = None  # cuda: per call of back-to-back calls
    # Where it was timed (session.Timing; None in older sessions and raw traces): the cores, whether pinned
    # to the fastest, the rounds kept of those run and why others were left out, the speed probes.
    timed_cpus: tuple[int, ...] = ()
    pinned: Optional[bool] = None
    core_moves: Optional[int] = None
    rounds_run: Optional[int] = None
    rounds_kept: Optional[int] = None
    starved_rounds: Optional[int] = None
    slow_core_rounds: Optional[int] = None
    probe_fastest_ms: Optional[float] = None
    probe_kept_slowest_ms: Optional[float] = None
    probe_slowest_ms: Optional[float] = None
    # The speed comparison's outcome against the control (findings/speed.py): "slower", "faster", "same", or
    # no verdict: "noise", "busy", "drift"; None for a control and where no comparison could be made. With
    # no verdict ratio_to_control is None and the figure is kept only as unjudged_ratio, never as a result.
    speed_outcome: Optional[str] = None
    unjudged_ratio: Optional[float] = None
    # The comparison these figures come from: the pair's, built once (`Pair`), the comparison's too (no JSON)
    speed: Optional[SpeedComparison] = field(default=None, compare=False, repr=False)

    @property
    def per_profiled_step(self) -> bool:
        """Timed over the profiled steps (a raw trace has no timed calls), not per call."""
        return self.timing_method == PROFILED_STEPS

    @property
    def compiled_without_code(self) -> bool:
        """Compiled by a backend that stops before Inductor: there is no generated code to show."""
        return self.mode != modes.EAGER and not modes.uses_inductor(self.mode)

    @property
    def ratio_judged(self) -> bool:
        """Is ratio_to_control a result (False where the comparison withheld its verdict)?"""
        return self.unjudged_ratio is None


@dataclass(frozen=True)
class Comparison:
    control: str
    test: str
    control_step: Optional[str]
    test_step: Optional[str]
    rows: tuple[AlignedRow, ...]
    layers: tuple[LayerDelta, ...]
    findings: tuple[Finding, ...]
    verdict: tuple[str, ...] = ()  # one or two lines: what changed, what it cost, what to do
    # the pair's speed, built once (`Pair`): the summary row's and the findings' (not in the JSON)
    speed: Optional[SpeedComparison] = field(default=None, compare=False, repr=False)
    # what differs in configuration between the two sides, a line each (compare/configuration.py)
    configuration: tuple[str, ...] = ()

    def status_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self.rows:
            counts[row.status] = counts.get(row.status, 0) + 1
        return counts

    def listed_findings(self) -> tuple[Finding, ...]:
        """The findings a report lists under the verdict: the speed findings only for what the verdict
        does not already say (`verdict.listed_findings`); `findings` keeps every one, for JSON."""
        return listed_findings(self.findings, self.verdict)

    def brief_findings(self) -> tuple[Finding, ...]:
        """The short report's list: `listed_findings` less what the verdict already says, word for word."""
        return brief_findings(self.findings, self.verdict)


@dataclass(frozen=True)
class GraphSource:
    label: str
    fx_hash: str
    source: str
    module: Optional[GeneratedModule] = field(default=None, compare=False)  # parsed once
    # kernel name -> roofline and ncu lines, worked out once at load (`kernel_facts.with_facts`)
    kernel_facts: dict = field(default_factory=dict, compare=False)
    in_trace: bool = True  # False: compiled, but no profiled step called it
    # kernel name -> (median GPU µs per call, calls), as loading measured it (Triton by name, extern by op)
    gpu_times: dict = field(default_factory=dict, compare=False)


# What one mode of one session brings to a diff: its run record, trace analysis, log and code.
Side = LoadedMode


@dataclass(frozen=True)
class DiffReport:
    title: str
    device: Optional[str]
    environment: dict
    control: str
    summary: tuple[ModeSummary, ...]
    comparisons: tuple[Comparison, ...]
    control_findings: tuple[Finding, ...] = ()
    graphs: tuple[GraphSource, ...] = ()
    analyses: dict = field(default_factory=dict, compare=False)  # label -> TraceAnalysis, not serialised
    warnings: tuple[str, ...] = ()  # files the sessions name but lack
    evidence: dict = field(default_factory=dict)  # label -> evidence.TorchEvidence: what torch recorded
    bisect: tuple[str, ...] = ()  # --bisect: the stage where a slowdown, failure or difference appears
    sweeps: dict = field(default_factory=dict)  # label -> session.Sweep (`--arg key=v1,v2`), summary order
    # the timelines, where they were worked out beside the analyses' index (a rank diff's workers, whose
    # analyses come back without it); None: worked out on first use
    made_timelines: Optional[tuple] = field(default=None, compare=False, repr=False)

    @functools.cached_property
    def mix(self) -> Optional[MixAnswer]:
        """A shape mix's cost per mode and the cheapest (compare/mix.py); None without a weighted sweep."""
        return mix_answer(self.sweeps, self.sweep_speeds) if self.sweeps else None

    @property
    def glossary(self) -> tuple[tuple[str, str], ...]:
        """The layer names with a few plain words each (trace/events.py), for the renderers' legend."""
        return events.GLOSSARY

    @functools.cached_property
    def shared_findings(self) -> tuple[Finding, ...]:
        """The findings every comparison lists word for word: the short report states them once."""
        return shared_findings([c.brief_findings() for c in self.comparisons])

    @functools.cached_property
    def short_findings(self) -> tuple[tuple[tuple[Finding, ...], int], ...]:
        """Per comparison, in order: the findings the short report shows under its verdict (the shared
        ones stated once, after the comparisons), and how many it leaves to --full."""
        many = len(self.comparisons) > 2  # then one finding each besides the places to fix
        return tuple(
            short_findings(c.brief_findings(), self.shared_findings, 1 if many else SHORT_FINDINGS)
            for c in self.comparisons
        )

    @functools.cached_property
    def short_control_findings(self) -> tuple[Finding, ...]:
        """The control's findings the short report shows: the first two about the function (how well the
        profile measured is left to --full)."""
        about_the_function = [f for f in self.control_findings if f.id not in ABOUT_THE_MEASUREMENT]
        return tuple(about_the_function[:SHORT_CONTROL_FINDINGS])

    @property
    def any_failed(self) -> bool:
        return any(row.status not in RAN for row in self.summary)

    @functools.cached_property
    def sweep_speeds(self) -> SweepSpeeds:
        """(mode, value) -> the sweep point's speed against eager's (compare/sweeps.py), built once a report:
        the sweep table of every format reads it (render/sweepview.py)."""
        return sweep_speeds(self.sweeps)

    @functools.cached_property
    def timelines(self) -> list:
        """Each analysed mode's representative step as timeline bars (compare/timeline.py), for the HTML
        report's picture; worked out on first use."""
        from compile_inspect.compare.timeline import timelines

        if self.made_timelines is not None:
            return list(self.made_timelines)
        return timelines([row.label for row in self.summary], self.analyses)

    def to_dict(self, include_sources: bool = False) -> dict:
        data = {
            "diff_schema_version": DIFF_SCHEMA_VERSION,
            "title": self.title,
            "device": self.device,
            "environment": self.environment,
            "control": self.control,
            "summary": [_summary_dict(row) for row in self.summary],
            "control_findings": [f.to_dict() for f in self.control_findings],
            "comparisons": [_comparison_dict(c) for c in self.comparisons],
            "graphs": [_graph_dict(g, include_sources) for g in self.graphs],
        }
        if self.warnings:
            data["warnings"] = list(self.warnings)
        if self.bisect:
            data["bisect"] = list(self.bisect)
        if self.sweeps:
            data["sweeps"] = {label: asdict(sweep) for label, sweep in self.sweeps.items()}
        if self.evidence:
            data["torch_evidence"] = {label: evidence.to_dict() for label, evidence in self.evidence.items()}
        if self.mix is not None:
            data["mix"] = {"line": self.mix.line, "amortised_calls": AMORTISED_CALLS, "best": self.mix.best.label,
                           "costs": [dict(asdict(cost), per_call_ms=cost.per_call_ms) for cost in self.mix.costs]}  # fmt: skip
        checked = {label: analysis.checks for label, analysis in self.analyses.items() if analysis.checks}
        if checked:
            data["trace_checks"] = {
                label: [asdict(check) for check in found] for label, found in checked.items()
            }
        return data

    @property
    def failed_checks(self) -> tuple[tuple[str, TraceCheck], ...]:
        """(label, check) of each trace check a mode's trace failed (trace/checks.py): said before findings."""
        return tuple(
            (label, check)
            for label, analysis in self.analyses.items()
            for check in analysis.checks
            if not check.ok
        )

    def to_json(self) -> str:
        return json_text(self.to_dict())


def json_text(data: dict) -> str:
    """A report's JSON (the diff's, the ranks'): sorted keys, two-space indent, anything else as str."""
    return json_bytes(data).decode() + "\n"


def json_bytes(data) -> bytes:
    """The one JSON encoding of every report (render/json.py), without the final newline."""
    # msgspec writes the bytes of json.dumps(indent=2, sort_keys=True, ensure_ascii=False), ~10x faster
    return msgspec.json.format(msgspec.json.encode(data, order="sorted", enc_hook=str), indent=2)


def _comparison_dict(comparison: Comparison) -> dict:
    data = asdict(comparison)
    del data["speed"]  # the summary row's figures say it
    data["findings"] = [f.to_dict() for f in comparison.findings]
    data["status_counts"] = comparison.status_counts()
    return data


def _graph_dict(graph: GraphSource, include_source: bool) -> dict:
    data = {"label": graph.label, "fx_hash": graph.fx_hash, "lines": len(graph.source.splitlines())}
    if include_source:
        data["source"] = graph.source
    return data


# ---- building sides from sessions ----


def diff_session(session) -> DiffReport:
    """Eager (the control) against every other mode of one session (a Session or a LoadedSession)."""
    loaded = load(session)
    sides = list(loaded.modes)
    control = next((s for s in sides if s.run.mode == "eager"), sides[0])
    pairs = [(_control_of(side, sides, control), side) for side in sides if side is not control]
    return build_report(_title(loaded.session), loaded.session, [control] + [t for _, t in pairs], pairs)


def _control_of(side: Side, sides: list[Side], control: Side) -> Side:
    """The side a mode is compared with: eager under the same allocator setting where the session has it
    (`default+malloc=fixed` against `eager+malloc=fixed`: each allocator's own verdict), else the control."""
    found = modes.known(side.run.mode)
    if found is None or found.malloc is None or not found.compiled:
        return control
    same = next((s for s in sides if s.run.mode == f"{modes.EAGER}+malloc={found.malloc}"), None)
    return same or control


def diff_sessions(before, after) -> DiffReport:
    """Each mode of `before` (control, labelled a:) against the same mode of `after` (b:)."""
    before, after = load(before, "a:"), load(after, "b:")
    b_by_mode = {side.run.mode: side for side in after.modes}
    pairs = [(a, b_by_mode[a.run.mode]) for a in before.modes if a.run.mode in b_by_mode]
    if not pairs:
        raise InspectError("the two sessions have no mode in common")
    title = f"{_title(before.session)}  vs  {_title(after.session)}"
    report = build_report(title, after.session, [s for pair in pairs for s in pair], pairs)
    runs = {side.label: side.run for pair in pairs for side in pair}
    envs = (before.session.environment, after.session.environment)
    report = replace(report, comparisons=tuple(
        replace(c, configuration=configuration.differences(runs[c.control].configuration, runs[c.test].configuration, *envs))
        for c in report.comparisons
    ))  # fmt: skip
    unpaired = unpaired_warning([s.run.mode for s in before.modes], [s.run.mode for s in after.modes])
    return replace(report, warnings=(unpaired, *report.warnings)) if unpaired else report


UNPAIRED = "modes only in "  # the start of unpaired_warning's line: a note, not a gap in the report


def unpaired_warning(a_modes, b_modes) -> str:
    """The modes one session has and the other lacks, which a two-session diff cannot pair ("" if none)."""
    only_a, only_b = [m for m in a_modes if m not in b_modes], [m for m in b_modes if m not in a_modes]
    if not only_a and not only_b:
        return ""
    return f"{UNPAIRED}a: {', '.join(only_a) or 'none'}; only in b: {', '.join(only_b) or 'none'}"


def _title(session) -> str:
    args = ", ".join(f"{k}={v}" for k, v in session.target.args)
    return f"{session.target.spec}" + (f" ({args})" if args else "")


@dataclass(frozen=True)
class Pair:
    """A test side and its control, with their speed comparison: built once (`pair_speed`), carried by the
    summary row and the comparison alike."""

    control: Side
    test: Side
    speed: Optional[SpeedComparison]

    @classmethod
    def of(cls, control: Side, test: Side) -> "Pair":
        return cls(control, test, pair_speed(control, test))


def pair_speed(control: Side, test: Side) -> Optional[SpeedComparison]:
    """The pair's speed: the one place a diff builds it (`speed.compare_speeds`), once per pair."""
    return compare_speeds(test.run.timing, control.run.timing, *_medians(test, control))


def build_report(title: str, session, sides: list[Side], pairs: list[tuple[Side, Side]]) -> DiffReport:
    control = pairs[0][0] if pairs else sides[0]
    env = asdict(session.environment)
    measured = [Pair.of(c, t) for c, t in pairs]
    return DiffReport(
        title=title,
        device=env.get("device_name") or env.get("device"),
        environment=env,
        control=control.label,
        summary=tuple(summarise_side(side, _pair_for(side, measured)) for side in sides),
        bisect=_bisect(sides, measured) if control.label == modes.EAGER else (),
        comparisons=tuple(
            compare_pair(pair)
            for pair in measured
            if pair.control.analysis is not None and pair.test.analysis is not None
        ),
        control_findings=tuple(_control_findings(control)),
        graphs=tuple(_graphs(sides)),
        analyses={side.label: side.analysis for side in sides if side.analysis is not None},
        warnings=tuple(
            dict.fromkeys([*interrupted_warnings(session), *(w for side in sides for w in side.warnings)])
        ),
        evidence={s.label: s.evidence for s in sides if s.evidence is not None and s.evidence.trace_found},
        sweeps={side.label: side.run.sweep for side in sides if side.run.sweep is not None},
    )


def interrupted_warnings(session) -> list[str]:
    """A session stopped by Ctrl-C / SIGTERM holds only the modes that finished: the report says so."""
    if not getattr(session, "interrupted", False):
        return []
    done = ", ".join(run.mode for run in session.modes) or "none"
    return [
        f"the run was interrupted: only these modes finished: {done} (the same command with --resume runs the rest)"
    ]


def _pair_for(side: Side, measured: list[Pair]) -> Optional[Pair]:
    """The pair where `side` is the test (None: the side is a control)."""
    return next((pair for pair in measured if pair.test is side), None)


def _bisect(sides: list[Side], measured: list[Pair]) -> tuple[str, ...]:
    """The bisect verdict (compare/stages.py), reusing the speeds of the pairs already measured."""
    known = {(pair.test.label, pair.control.label): pair.speed for pair in measured}
    return bisect_verdict({side.label: side.run for side in sides}, known)


def _control_findings(control: Side) -> list[Finding]:
    if control.analysis is None:
        return []
    context = findings_module.FindingContext(
        mode=control.label,
        test_timing=control.run.timing,
        evidence=control.evidence,
        test_median_ms=control.run.timing.median_ms if control.run.timing else None,
        speed=None,  # a control alone: nothing to compare its time with
    )
    return findings_module.find(control.analysis, context=context)


def _graphs(sides: list[Side]):
    """Each side's graphs the trace calls, then those it compiled but no profiled step ran (an eager
    fallback after the recompile limit, a graph of warm-up shapes): `show` lists them all, so does the report."""
    for side in sides:
        called = set()
        if side.analysis is not None:
            loaded = {graph.fx_hash: graph for graph in side.graphs}
            for ref in side.analysis.graphs:
                if ref.source is not None:
                    called.add(ref.fx_hash)
                    yield _graph_source(side.label, ref, loaded.get(ref.fx_hash))
        for graph in side.graphs:
            if graph.fx_hash not in called and graph.source is not None:
                yield GraphSource(side.label, graph.fx_hash, graph.source, graph.module, in_trace=False)


def _graph_source(label: str, ref, loaded) -> GraphSource:
    """A graph of the report, with what loading parsed and measured for it (None: no loaded code)."""
    if loaded is None:
        return GraphSource(label, ref.fx_hash, ref.source)
    facts = getattr(loaded, "kernel_facts", {})
    return GraphSource(label, ref.fx_hash, ref.source, loaded.module, facts, gpu_times=loaded.gpu_times)


# ---- the summary table ----


def summarise_side(side: Side, measured: Optional[Pair]) -> ModeSummary:
    """The side's summary row; `measured`: its pair with its control (None for a control)."""
    run, analysis = side.run, side.analysis
    metrics = analysis.metrics if analysis else None
    median = run.timing.median_ms if run.timing else None
    control = measured.control if measured else None
    control_median = control.run.timing.median_ms if control and control.run.timing else None
    speed = measured.speed if measured else None
    pair = speed.paired if speed else None
    return ModeSummary(
        label=side.label,
        mode=run.mode,
        status=_status(side),
        error=run.error,
        median_ms=median,
        **_ratio_fields(speed, median, control_median, control is not None),
        ratio_low=pair.low if pair else None,
        ratio_high=pair.high if pair else None,
        paired_rounds=pair.rounds if pair else None,
        ratio_coverage=pair.coverage if pair else None,
        throughput_ms=run.timing.throughput_ms if run.timing else None,
        cpu_us=_median(metrics and metrics.cpu_us),
        gpu_busy_us=_median(metrics and metrics.gpu_busy_us),
        kernel_launches=gpu_ops(analysis).kernels if analysis and metrics else None,
        memcpy_bytes=_median(metrics and metrics.memcpy_bytes),
        compile_seconds=run.compile_seconds,
        max_abs_error=run.accuracy.max_abs_error if run.accuracy else None,
        max_rel_error=run.accuracy.max_rel_error if run.accuracy else None,
        p10_ms=run.timing.p10_ms if run.timing else None,
        p90_ms=run.timing.p90_ms if run.timing else None,
        min_ms=run.timing.min_ms if run.timing else None,
        max_ms=run.timing.max_ms if run.timing else None,
        cpu_us_min=metrics.cpu_us.min if metrics else None,
        cpu_us_max=metrics.cpu_us.max if metrics else None,
        timing_method=run.timing.method if run.timing else None,
        **_where_timed(run.timing),
        speed=speed,
    )


def _ratio_fields(speed, median, control_median, controlled: bool) -> dict:
    """The row's ratio to its control and the speed outcome. Where the comparison gave no verdict (busy,
    drifting, within the noise) the figure is unjudged_ratio: no table, chart or JSON reads it as a result."""
    if not controlled:
        return {"ratio_to_control": 1.0 if median else None}
    if speed is None:
        return {"ratio_to_control": ratio_of_medians(median, control_median)}
    if not speed.judged:
        return {"unjudged_ratio": speed.ratio, "speed_outcome": speed.outcome}
    return {"ratio_to_control": speed.ratio, "speed_outcome": speed.outcome}


# diff-json's summary rows: what they held before (docs/diff-json.md); the speed is in the figures
NOT_IN_JSON = ("ratio_coverage", "speed")


def _summary_dict(row: ModeSummary) -> dict:
    return {key: value for key, value in asdict(row).items() if key not in NOT_IN_JSON}


def _where_timed(timing) -> dict:
    """ModeSummary's where-timed fields from a session.Timing ({} without one)."""
    if timing is None:
        return {}
    return {
        "timed_cpus": tuple(timing.cpus),
        "pinned": timing.pinned,
        "core_moves": timing.core_moves,
        "rounds_run": timing.rounds_run,
        "rounds_kept": timing.clean_rounds,
        "starved_rounds": timing.starved_rounds,
        "slow_core_rounds": timing.slow_core_rounds,
        "probe_fastest_ms": timing.probe_fastest_ms,
        "probe_kept_slowest_ms": timing.probe_kept_slowest_ms,
        "probe_slowest_ms": timing.probe_slowest_ms,
    }


def _status(side: Side) -> str:
    """The run's status, or eager-fallback where torch compiled no graph for a compile mode."""
    fell_back = (
        not modes.is_eager(side.run.mode) and side.evidence is not None and side.evidence.all_frames_skipped
    )
    return EAGER_FALLBACK if side.run.ok and fell_back else side.run.status


def _median(stat):
    return stat.median if stat else None


# ---- one comparison ----


def compare(control: Side, test: Side) -> Comparison:
    """The test side against the control, both with an analysis (`explain --control`: one pair)."""
    return compare_pair(Pair.of(control, test))


def compare_pair(pair: Pair) -> Comparison:
    """The pair's test side against its control; both have an analysis (`build_report` compares no other)."""
    control, test = pair.control, pair.test
    control_analysis, test_analysis = control.analysis, test.analysis
    assert control_analysis is not None and test_analysis is not None
    c_step, t_step = representative_step(control_analysis), representative_step(test_analysis)
    replayed = test_analysis.replays  # attributed once, when the session was loaded
    context = findings_module.FindingContext(
        mode=test.label,
        control_mode=control.label,
        output_code_log=test.log_text,
        test_median_ms=test.run.timing.median_ms if test.run.timing else None,
        control_median_ms=control.run.timing.median_ms if control.run.timing else None,
        test_timing=test.run.timing,
        control_timing=control.run.timing,
        evidence=test.evidence,
        control_evidence=control.evidence,
        graph_breaks=tuple(test.run.graph_breaks),
        recompiles=tuple(test.run.recompiles),
        compile_mode=test.run.mode,
        compile_seconds=test.run.compile_seconds,
        sweep=test.run.sweep,
        speed=pair.speed,
    )
    found = tuple(findings_module.find(test_analysis, control_analysis, context))
    return Comparison(
        control=control.label,
        test=test.label,
        control_step=c_step.name if c_step else None,
        test_step=t_step.name if t_step else None,
        rows=tuple(
            with_replay_ops(align(spread_rows(control_analysis), spread_rows(test_analysis)), replayed)
        ),
        layers=tuple(layer_deltas(control_analysis, test_analysis)),
        findings=found,
        verdict=verdict(
            found,
            test.label,
            control.label,
            context.test_median_ms,
            context.control_median_ms,
            per_unit(context),
            pair.speed,
        ),
        speed=pair.speed,
        configuration=configuration.differences(control.run.configuration, test.run.configuration),
    )


def _medians(test: Side, control: Side) -> tuple:
    return tuple(side.run.timing.median_ms if side.run.timing else None for side in (test, control))


def representative_step(analysis: TraceAnalysis) -> Optional[Step]:
    """The last step: past the first step's one-off costs (the same step `explain` shows)."""
    return analysis.step(-1)


def with_replay_ops(rows: list[AlignedRow], replayed: Optional[ReplayAttribution]) -> list[AlignedRow]:
    """The test's GPU rows under a CUDA graph launch, each with the op its replayed work was joined to
    (`launched_by`: an extern kernel's aten op; none for a generated kernel, named for its code), in
    order, where the name agrees."""
    events = [event for event in (replayed.events if replayed else ()) if event.op is not None]
    if not events:
        return rows
    out, at = [], 0
    for row in rows:
        test = row.test
        if test is not None and test.parent_kind == LayerKind.GRAPH_LAUNCH and test.kind in LayerKind.GPU:
            if at < len(events) and events[at].name == test.name and events[at].op != test.name:
                row = replace(
                    row, test=replace(test, launched_by=events[at].op)
                )  # a generated kernel is its own
            at += 1
        out.append(row)
    return out


def spread_rows(analysis: TraceAnalysis) -> list[ChainRow]:
    """The representative step's rows, each with its spread across the other steps (past the first,
    whose one-off costs are no spread) where the same node recurs: the nth row of its depth, kind and
    label in each step. Worked out once per trace (a control is compared with every mode)."""
    index = analysis.index
    if index is None:
        return chain_rows(representative_step(analysis))
    if index not in _SPREADS:
        _SPREADS[index] = _spread_rows(analysis, index)
    return _SPREADS[index]


_SPREADS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _spread_rows(analysis: TraceAnalysis, index) -> list[ChainRow]:
    rows = chain_rows(representative_step(analysis))
    steps = len(analysis.steps)
    others = [chain_rows(index.step(number, keep=False)) for number in range(1 if steps > 2 else 0, steps)]
    if len(others) < 2:
        return rows
    seen: dict[tuple, list[float]] = {}
    for other in others:
        for key, row in _keyed(other):
            seen.setdefault(key, []).append(row.total_us)
    return [
        replace(row, spread_us=(min(seen[key]), max(seen[key]))) if len(seen.get(key, ())) > 1 else row
        for key, row in _keyed(rows)
    ]


def _keyed(rows: list[ChainRow]):
    """(key, row): the key a node has in every step, its depth, kind and label with its count so far."""
    count: dict[tuple, int] = {}
    for row in rows:
        key = (row.depth, row.kind, row.label)
        count[key] = count.get(key, 0) + 1
        yield (*key, count[key]), row


def chain_rows(step: Optional[Step]) -> list[ChainRow]:
    """The step's chain as rows, depth first; the step node itself is left out."""
    rows: list[ChainRow] = []
    for root in step.roots if step else ():
        _append_rows(root, 0, None, rows)
    return rows


def _append_rows(root: ChainNode, depth: int, parent_kind: Optional[str], rows: list[ChainRow]) -> None:
    """The rows of `root`'s subtree, depth first (an explicit stack: a chain may nest thousands deep)."""
    stack = [(root, depth, parent_kind)]
    while stack:
        node, depth, parent_kind = stack.pop()
        rows.append(
            ChainRow(
                depth,
                node.kind,
                node.name,
                normalise_name(node.name),
                node.dur,
                node.self_us,
                node.gpu_us,
                parent_kind=parent_kind,
            )
        )
        for event in node.gpu:
            size = event.args.bytes if event.args is not None else None
            rows.append(
                ChainRow(
                    depth + 1,
                    chains.gpu_kind(event),
                    event.name,
                    normalise_name(event.name),
                    event.dur or 0.0,
                    0.0,
                    event.dur or 0.0,
                    size,
                    node.kind,
                )
            )
        stack.extend((child, depth + 1, node.kind) for child in reversed(node.children))


def align(control: list[ChainRow], test: list[ChainRow]) -> list[AlignedRow]:
    """Rows of both chains aligned: equal labels share a row (compare/align.py, O(n log n)); the rows
    between two such pairs are paired by kind, the rest added or deleted."""
    out: list[AlignedRow] = []
    c_next = t_next = 0
    for c, t in [
        *matched_pairs([r.label for r in control], [r.label for r in test]),
        (len(control), len(test)),
    ]:
        out += _pair_replaced(control[c_next:c], test[t_next:t])
        if c < len(control):
            out.append(AlignedRow(timing_status(control[c], test[t]), control[c], test[t]))
        c_next, t_next = c + 1, t + 1
    return out


def _pair_replaced(control: list[ChainRow], test: list[ChainRow]) -> list[AlignedRow]:
    """Within a replaced block, pair each control row with the next unpaired test row it can stand for
    (`replaces`): linear, each kind's test rows are passed once."""
    out, next_test = [], 0
    waiting = _standing_in(test)
    for c in control:
        match = _next_at_or_after(waiting.get(c.kind, []), next_test) if _at_op_level(c) else None
        if match is None:
            out.append(AlignedRow("deleted", c, None))
            continue
        out += [AlignedRow("added", None, t) for t in test[next_test:match]]
        out.append(AlignedRow("changed", c, test[match]))
        next_test = match + 1
    return out + [AlignedRow("added", None, t) for t in test[next_test:]]


def _standing_in(test: list[ChainRow]) -> dict[str, list[int]]:
    """kind -> the indices (reversed, so the next is at the end) of test rows that may replace one."""
    waiting: dict[str, list[int]] = {}
    for index in range(len(test) - 1, -1, -1):
        if _at_op_level(test[index]):
            waiting.setdefault(test[index].kind, []).append(index)
    return waiting


def _next_at_or_after(indices: list[int], start: int):
    """The smallest index at or after `start`, dropping the ones before it for good (`start` only rises)."""
    while indices and indices[-1] < start:
        indices.pop()
    return indices[-1] if indices else None


def _at_op_level(row: ChainRow) -> bool:
    """GPU work, or an op the user's code (or the compiled graph) called directly: a row `replaces` pairs."""
    return row.kind in LayerKind.GPU or row.parent_kind in _OP_LEVEL_PARENTS


# Parents under which an op is one the user's code (or the compiled graph) called directly.
_OP_LEVEL_PARENTS = (
    None,
    LayerKind.PROFILER_STEP,
    LayerKind.USER_ANNOTATION,
    LayerKind.GRAPH_CALL,
    LayerKind.COMPILED_REGION,
    LayerKind.AOT_WRAPPER,
    LayerKind.PYTHON,
    LayerKind.OTHER,
)


def replaces(control: ChainRow, test: ChainRow) -> bool:
    """Whether `test` plausibly stands in for `control`: GPU work of the same kind (a GEMM kernel for
    its epilogue variant), or an op called at op level (aten::matmul -> aten::addmm), never the
    internals of an op (aten::mm is not replaced by the squeeze inside addmm)."""
    return control.kind == test.kind and _at_op_level(control) and _at_op_level(test)


def timing_status(control: ChainRow, test: ChainRow) -> str:
    """increased / decreased when the time moved beyond both thresholds and beyond the row's own spread
    across steps on both sides (their ranges apart), else unchanged."""
    delta = test.total_us - control.total_us
    if abs(delta) <= CHANGE_MIN_US or abs(delta) <= CHANGE_RATIO * max(control.total_us, 1e-9):
        return "unchanged"
    if _spreads_overlap(control, test):
        return "unchanged"
    return "increased" if delta > 0 else "decreased"


def _spreads_overlap(control: ChainRow, test: ChainRow) -> bool:
    low_c, high_c = control.spread_us or (control.total_us, control.total_us)
    low_t, high_t = test.spread_us or (test.total_us, test.total_us)
    return low_t <= high_c and low_c <= high_t


def layer_deltas(control: TraceAnalysis, test: TraceAnalysis):
    """CPU self µs per call for each layer kind either side has, compile layers first; the graph
    call's row says when its self time is the graph's C++ kernels rather than the layer's cost."""
    kinds = list(LayerKind.COMPILE_LAYERS) + [layer.kind for layer in control.layers + test.layers]
    kernels = any(graph_runs_kernels(side) for side in (control, test) if side.layer(LayerKind.GRAPH_CALL))
    counts = TraceCounts(test)
    for kind in dict.fromkeys(kinds):
        c, t = control.layer(kind), test.layer(kind)
        if c is None and t is None:
            continue
        names = tuple(dict.fromkeys((t.names if t else ()) + (c.names if c else ())))
        yield LayerDelta(
            kind,
            names,
            c.self_us.median if c else None,
            t.self_us.median if t else None,
            t.calls_per_step if t else 0.0,
            kernels and kind == LayerKind.GRAPH_CALL,
            counts.kind_steps(kind) if t else None,
            counts.steps,
        )


# ---- two raw traces ----


def diff_traces(control, test) -> DiffReport:
    """Two raw Chrome traces (paths, read by `loading.load_traces`): `control` (the baseline,
    TRACE_A) against `test` (TRACE_B), with the findings and verdict of a session diff."""
    from compile_inspect.compare.loading import load_traces

    loaded = load_traces([control, test])
    a, b = loaded.modes
    return build_report(f"{a.label}  vs  {b.label}", loaded.session, [a, b], [(a, b)])
