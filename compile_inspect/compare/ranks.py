"""One trace per rank of a distributed job: per-rank metrics, rank skew and its verdict. No torch.

    >>> report = rank_report(load_rank_folder("traces/"))   # rank0.json.gz, rank1.json.gz, ...
    >>> [(r.rank, r.step_ms.median, r.wait_ms) for r in report.ranks], report.verdict

A rank is read from the trace's `distributedInfo.rank` (torch.profiler writes it into the trace's
header when torch.distributed is initialised: torch/profiler/profiler.py `_get_distributed_info`),
else from the file name (`rank0.json`, `trace_rank_1.pt.trace.json`, `worker1.123.pt.trace.json`).

Collectives are what `trace/collectives.py` finds, as the communication finding counts them: the
device collectives where the trace has them (NCCL kernels `ncclKernel_*`, `ncclDevKernel_*`, MTIA's
`hccl::<op>`), which run for as long as the collective does, else the process groups' own spans
(`gloo:all_reduce`, `nccl:all_reduce`: the `profilingTitle` of ProcessGroupGloo / ProcessGroupNCCL work)
on any CPU thread. The n-th collective of a step on one rank is the n-th on every other (the ranks
run one program, and a process group runs its collectives in issue order); the time a rank waits in
it is its duration minus the shortest duration any rank took for it: the rank that arrives last
waits least.

Two words, one definition each, so the report cannot contradict itself: the *slowest rank* has the most
time of its own a step (its step less its wait in collectives: waiting for another rank is not being
slow; the longest step where no collective matched), and the *rank that holds the others back* (the
straggler) is the slowest rank, named only when another rank waits more than WAIT_SHARE of its step.
"""

from __future__ import annotations

import gzip
import json
import re
import statistics
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence, Union

import numpy as np

from compile_inspect.compare.loading import LoadedMode, is_trace_file, load_trace, trace_label
from compile_inspect.errors import InspectError, SessionError
from compile_inspect.findings.finding import Finding
from compile_inspect.reading import inside
from compile_inspect.trace import collectives as trace_collectives
from compile_inspect.trace.intervals import clipped, covered
from compile_inspect.trace.model import Stat
from compile_inspect.units import call_ms_text, ms_range_text

if TYPE_CHECKING:  # diff.py is imported where a diff is built
    from compile_inspect.compare.diff import DiffReport
    from compile_inspect.trace.model import TraceAnalysis

RANK_SCHEMA_VERSION = 1
# Where a rank's collectives were read, as the report words it.
COMM_SOURCES = {trace_collectives.DEVICE: "gpu", trace_collectives.CPU: "cpu", trace_collectives.NONE: "none"}
# `rank3`, `rank_3`, `rank-3`, `worker3` in a file name (not `crank3`: a word boundary before it).
RANK_IN_NAME = re.compile(r"(?:^|[^a-z])(?:rank|worker)[_-]?(\d+)", re.IGNORECASE)
# The header of a Kineto trace (schemaVersion, deviceProperties, distributedInfo ...) before its events.
HEADER_BYTES = 1 << 18
# Verdict thresholds: ranks within this share of the fastest step time are balanced...
BALANCED_STEP_SPREAD = 0.05
# ...and a rank waiting more than this share of its step in collectives is held back by another.
WAIT_SHARE = 0.10


@dataclass(frozen=True)
class RankTrace:
    rank: int
    path: Path
    rank_from: str  # "distributedInfo", "file name" or "session" (a rank of a multi-rank session)


@dataclass(frozen=True)
class StepCollectives:
    """The collectives of one step of one rank, in start order."""

    step: str
    names: tuple[str, ...]
    ts: tuple[float, ...]
    dur: tuple[float, ...]


@dataclass(frozen=True)
class RankMetrics:
    """One rank, over its profiled steps: medians per step (ms), wait in collectives included."""

    rank: int
    label: str
    steps: int
    step_ms: Optional[Stat]
    cpu_busy_ms: Optional[float]  # union of the step's CPU events, collectives left out
    gpu_busy_ms: Optional[float]  # None for a CPU-only trace
    comm_ms: Optional[float]  # union of the step's collectives
    collectives: Optional[float]  # collectives per step
    comm_source: str  # "gpu" (NCCL kernels), "cpu" (gloo: / nccl: annotations) or "none"
    wait_ms: Optional[float] = None  # per step, summed over the collectives matched on every rank
    wait_per_step_ms: tuple[float, ...] = ()
    own_ms: Optional[float] = None  # per step: the step less its wait (median over the matched steps)


@dataclass(frozen=True)
class RankReport:
    title: str
    ranks: tuple[RankMetrics, ...]
    slowest_rank: Optional[int]  # the most time of its own a step (`own_time`)
    straggler: Optional[int]  # the slowest rank when another waits for it; None when balanced or unmatched
    matched_collectives: int  # collectives matched on every rank, over the common steps
    verdict: str
    warnings: tuple[str, ...] = ()
    findings: tuple[tuple[int, tuple[Finding, ...]], ...] = ()  # (rank, what the rules found in its trace)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["rank_schema_version"] = RANK_SCHEMA_VERSION
        data["warnings"] = list(self.warnings)
        data["findings"] = [
            {"rank": r, "findings": [f.to_dict() for f in found]} for r, found in self.findings
        ]
        return data


@dataclass(frozen=True)
class RankRun:
    """A rank's trace read once: its LoadedMode (analysis, timing) and where its rank came from."""

    trace: RankTrace
    mode: LoadedMode


# ---- finding the ranks ----


def check_rank_folder(folder) -> tuple[RankTrace, ...]:
    """The rank traces of a folder that is not a session; the error says it is neither."""
    if not any(_trace_files(Path(folder))):
        raise InspectError(
            f"{folder} is a folder but not a session (no session.json), and it holds no trace files"
        )
    try:
        return rank_traces(folder)
    except InspectError as exc:
        raise InspectError(
            f"{folder} is a folder but not a session (no session.json) nor a folder of rank traces ({exc}): "
            "give a session folder, a trace file, or a folder of one trace per rank"
        ) from None


def rank_traces(folder) -> tuple[RankTrace, ...]:
    """The traces of a folder with their ranks, by rank; one readable error for anything off."""
    folder = Path(folder)
    if not folder.is_dir():
        raise InspectError(f"{folder} is not a folder")
    files = list(_trace_files(folder))
    sessions = [p.name for p in folder.iterdir() if (p / "session.json").is_file()]
    if sessions and files:
        raise InspectError(f"{folder} mixes sessions ({', '.join(sorted(sessions))}) and trace files")
    if not files:
        raise InspectError(f"{folder} holds no trace files (*.json, *.json.gz)")
    found = sorted((trace_rank(path) for path in files), key=lambda t: t.rank)
    ranks = [t.rank for t in found]
    repeated = sorted({r for r in ranks if ranks.count(r) > 1})
    if repeated:
        names = [t.path.name for t in found if t.rank in repeated]
        raise InspectError(f"{folder}: rank {repeated[0]} has more than one trace ({', '.join(names)})")
    return tuple(found)


def _trace_files(folder: Path):
    return (p for p in sorted(folder.iterdir()) if p.is_file() and is_trace_file(p))


def trace_rank(path) -> RankTrace:
    """The rank of a trace: its distributedInfo's, else its name's (a file whose head cannot be read is
    ranked by its name, and its reading fails later, named in the report)."""
    path = Path(path)
    try:
        info = distributed_info(path)
    except InspectError:
        info, unreadable = None, True
    else:
        unreadable = False
    if info is not None and isinstance(info.get("rank"), int):
        return RankTrace(info["rank"], path, "distributedInfo")
    match = RANK_IN_NAME.search(trace_label(path))
    if match is None and unreadable:
        distributed_info(path)  # the reading's own error, which says why
    if match is None:
        raise InspectError(
            f"cannot tell the rank of {path.name}: no distributedInfo.rank in it, no rank<k> or worker<k> in its name"
        )
    return RankTrace(int(match.group(1)), path, "file name")


def distributed_info(path) -> Optional[dict]:
    """The trace's `distributedInfo` object, read from its header only; None when it has none."""
    head = _head(Path(path))
    end = head.find('"traceEvents"')
    match = re.search(r'"distributedInfo"\s*:\s*', head[: end if end >= 0 else len(head)])
    if match is None:
        return None
    try:
        value, _ = json.JSONDecoder().raw_decode(head, match.end())
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _head(path: Path) -> str:
    try:
        with open(path, "rb") as raw:
            gzipped = raw.read(2) == b"\x1f\x8b"
        opener = gzip.open if gzipped else open
        with opener(path, "rb") as file:
            return file.read(HEADER_BYTES).decode("utf-8", errors="replace")
    except (OSError, EOFError) as exc:
        raise InspectError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None


def load_ranks(traces: Sequence[RankTrace], prefix: str = "") -> tuple[RankRun, ...]:
    """Every rank's trace read once, in this process, labelled `<prefix>rank<k>`."""
    return tuple(RankRun(t, load_trace(t.path, f"{prefix}rank{t.rank}")) for t in traces)


# ---- per-rank metrics ----


def step_collectives(mode: LoadedMode) -> tuple[tuple[StepCollectives, ...], str]:
    """Each step's collectives (the device's where the trace has them, else the CPU spans) and where
    they were read ("gpu", "cpu" or "none")."""
    found = trace_collectives.step_collectives(_analysis_of(mode).require_index())
    return _by_step(mode, found.step, found.ts, found.dur, found.names), COMM_SOURCES[found.where]


def _by_step(mode: LoadedMode, steps, ts, dur, names) -> tuple[StepCollectives, ...]:
    """The collectives grouped by step, each step's in start order."""
    steps, ts, dur = np.asarray(steps), np.asarray(ts, dtype=float), np.asarray(dur, dtype=float)
    out = []
    for step_no, span in enumerate(_analysis_of(mode).steps):
        mine = np.flatnonzero(steps == step_no)
        mine = mine[np.argsort(ts[mine], kind="stable")].tolist()
        out.append(StepCollectives(span.name, tuple(names[i] for i in mine), tuple(ts[mine].tolist()),
                                   tuple(dur[mine].tolist())))  # fmt: skip
    return tuple(out)


def cpu_busy_us(mode: LoadedMode) -> list[float]:
    """Per step: the union of the step's CPU events on every thread, clipped to the step's window,
    the step event and the collectives left out (their time is `comm`)."""
    analysis, out = _analysis_of(mode), []
    index = analysis.require_index()
    collective = trace_collectives.cpu_collectives(index)
    for step_no, span in enumerate(analysis.steps):
        members = index.step_members(step_no)
        members = members[~collective[members]]
        out.append(covered(*clipped(index.ts[members], index.end_of(members), span.ts, span.ts + span.dur)))
    return out


def _analysis_of(mode: LoadedMode) -> TraceAnalysis:
    """A rank's trace analysis: every rank has one (`load_ranks` reads its trace, `_session_run` keeps only
    the modes with one)."""
    assert mode.analysis is not None, mode.label
    return mode.analysis


def rank_metrics(run: RankRun) -> tuple[RankMetrics, tuple[StepCollectives, ...]]:
    mode = run.mode
    analysis = _analysis_of(mode)
    collectives, source = step_collectives(mode)
    has_gpu = analysis.require_index().trace.has_gpu
    per_step = analysis.step_metrics
    metrics = RankMetrics(
        rank=run.trace.rank,
        label=_trace_name(run.trace),
        steps=len(per_step),
        step_ms=Stat.of(m.cpu_us / 1e3 for m in per_step),
        cpu_busy_ms=_median_ms(cpu_busy_us(mode)),
        gpu_busy_ms=_median_ms(m.gpu_busy_us for m in per_step) if has_gpu else None,
        comm_ms=_median_ms(_union_us(s) for s in collectives),
        collectives=_median(len(s.names) for s in collectives),
        comm_source=source,
    )
    return metrics, collectives


def _union_us(step: StepCollectives) -> float:
    """The time the step's collectives cover, overlaps counted once."""
    ts = np.asarray(step.ts, dtype=float)
    return covered(ts, ts + np.asarray(step.dur, dtype=float))


def _trace_name(trace: RankTrace) -> str:
    """The file's name; in a session, its path from the top folder (`rank1/default/trace.json`)."""
    return "/".join(trace.path.parts[-3:]) if trace.rank_from == "session" else trace.path.name


def _median(values) -> Optional[float]:
    values = list(values)
    return float(statistics.median(values)) if values else None


def _median_ms(values_us) -> Optional[float]:
    value = _median(values_us)
    return None if value is None else value / 1e3


# ---- skew across ranks ----


def common_steps(per_rank: Sequence[tuple[StepCollectives, ...]]) -> list[str]:
    """The steps every rank profiled, by name, in the first rank's order."""
    return [name for name in _step_names(per_rank[0]) if all(name in _step_names(r) for r in per_rank)]


def collective_waits(per_rank: Sequence[tuple[StepCollectives, ...]]) -> tuple[list[list[float]], int]:
    """Per rank, per common step (`common_steps`), the wait (µs) summed over the collectives every rank
    ran: each one's duration minus the shortest any rank took for it; and how many collectives matched."""
    common = common_steps(per_rank)
    waits: list[list[float]] = [[] for _ in per_rank]
    matched = 0
    for name in common:
        steps = [next(s for s in rank if s.step == name) for rank in per_rank]
        count = min(len(s.dur) for s in steps)
        durations = np.array([s.dur[:count] for s in steps], dtype=float).reshape(len(steps), count)
        wait = durations - durations.min(axis=0, initial=np.inf) if count else durations
        matched += count
        for r in range(len(steps)):
            waits[r].append(float(wait[r].sum()))
    return waits, matched


def _step_names(steps: tuple[StepCollectives, ...]) -> list[str]:
    return [s.step for s in steps]


@dataclass(frozen=True)
class RankSummary:
    """What the rank report needs of one rank, its trace read and let go (`summarize_rank`): small and
    picklable, so a worker process (or a Dask worker) makes it and the parent merges them."""

    trace: RankTrace
    metrics: RankMetrics
    collectives: tuple[StepCollectives, ...]
    findings: tuple[Finding, ...]
    step_cpu_us: dict[str, float]  # step name -> its CPU µs (own time less wait)


@dataclass(frozen=True)
class RankFailure:
    """A rank whose trace could not be read: named in the report, the other ranks reported."""

    trace: RankTrace
    error: str


def summarize_run(run: RankRun) -> RankSummary:
    metrics, collectives = rank_metrics(run)
    step_us = {m.name: m.cpu_us for m in _analysis_of(run.mode).step_metrics}
    return RankSummary(run.trace, metrics, collectives, rank_findings(run), step_us)


def summarize_rank(trace: RankTrace, prefix: str = "") -> Union[RankSummary, RankFailure]:
    """One rank's trace read, reduced to its summary, and let go (what each worker does)."""
    try:
        return summarize_run(RankRun(trace, load_trace(trace.path, f"{prefix}rank{trace.rank}")))
    except InspectError as exc:
        return RankFailure(trace, str(exc))


def rank_report(runs: Sequence[RankRun], title: str = "") -> RankReport:
    return report_of_summaries([summarize_run(run) for run in runs], title)


def report_of_summaries(summaries: Sequence[Union[RankSummary, RankFailure]], title: str = "") -> RankReport:
    """The rank report of every rank's summary (a failed rank named in the warnings)."""
    done = [s for s in summaries if isinstance(s, RankSummary)]
    failed = [f"rank {f.trace.rank}: {f.trace.path.name} could not be read: {f.error}" for f in summaries
              if isinstance(f, RankFailure)]  # fmt: skip
    measured = [(s.metrics, s.collectives) for s in done]
    waits, matched = collective_waits([c for _, c in measured]) if measured else ([], 0)
    common = common_steps([c for _, c in measured]) if measured else []
    ranks = tuple(
        _with_wait(s.metrics, w, common, s.step_cpu_us) if matched else s.metrics for s, w in zip(done, waits)
    )
    warnings = tuple(failed) + tuple(_count_warnings(measured))
    slowest = slowest_rank(ranks)
    straggler = _straggler(ranks, slowest)
    verdict = skew_verdict(ranks, straggler, matched)
    found = tuple((s.trace.rank, s.findings) for s in done)
    return RankReport(title, ranks, slowest, straggler, matched, verdict, warnings, found)


def rank_findings(run: RankRun) -> tuple[Finding, ...]:
    """What the rules find in one rank's trace alone (communication, host syncs, boundness ...)."""
    from compile_inspect import findings

    mode = run.mode
    context = findings.FindingContext(mode=mode.label, output_code_log=mode.log_text, evidence=mode.evidence)
    return tuple(findings.find(_analysis_of(mode), context=context))


def _with_wait(metrics: RankMetrics, waits_us: list[float], steps: list[str], step_us: dict) -> RankMetrics:
    """The rank's waits per matched step, and its own time: each matched step less its wait."""
    per_step = tuple(w / 1e3 for w in waits_us)
    own = _median_ms(step_us[name] - wait for name, wait in zip(steps, waits_us))
    return replace(metrics, wait_ms=_median(per_step), wait_per_step_ms=per_step, own_ms=own)


def _count_warnings(measured):
    for metrics, collectives in measured:
        counts = sorted({len(s.names) for s in collectives})
        if len(counts) > 1:
            yield f"rank {metrics.rank}: {'/'.join(map(str, counts))} collectives in different steps"
    totals = {m.rank: sum(len(s.names) for s in c) for m, c in measured}
    if len(set(totals.values())) > 1:
        parts = ", ".join(f"rank {r}: {n}" for r, n in totals.items())
        yield f"the ranks ran different numbers of collectives ({parts}): only the common ones are matched"


def own_time(rank: RankMetrics) -> float:
    """A rank's own time a step: its step less its wait in collectives; the step where none matched."""
    return rank.own_ms if rank.own_ms is not None else _step(rank)


def slowest_rank(ranks: Sequence[RankMetrics]) -> Optional[int]:
    """The rank with the most time of its own a step (a rank waiting in a collective is not slow itself:
    the collectives make every rank's step as long as the slowest one's)."""
    timed = [r for r in ranks if r.step_ms]
    return max(timed, key=own_time).rank if timed else None


def _straggler(ranks: Sequence[RankMetrics], slowest: Optional[int]) -> Optional[int]:
    """The rank that holds the others back: the slowest rank, when another rank waits WAIT_SHARE of its
    step in collectives (for it: the slowest arrives last)."""
    timed = [r for r in ranks if r.wait_ms is not None and r.step_ms]
    if len(timed) < 2 or slowest is None:
        return None
    held = [
        r for r in timed if r.rank != slowest and r.wait_ms is not None and r.wait_ms > WAIT_SHARE * _step(r)
    ]
    return slowest if held else None


def skew_verdict(ranks: Sequence[RankMetrics], straggler: Optional[int], matched: int) -> str:
    timed = [r for r in ranks if r.step_ms]
    if len(timed) < 2:
        return f"{len(ranks)} rank(s) with steps: no skew to measure"
    fastest, slowest = min(timed, key=_step), max(timed, key=_step)
    spread = (_step(slowest) - _step(fastest)) / _step(fastest)
    times = f"steps {ms_range_text(_step(fastest), _step(slowest), 3)} across {len(timed)} ranks ({spread:.0%} apart)"
    if straggler is not None:
        return f"{_held_back_words(timed, straggler)}; {times}"
    if not matched:
        return f"no collectives matched across the ranks; {times}"
    most = max(timed, key=lambda r: r.wait_ms or 0.0)
    balanced = "balanced" if spread <= BALANCED_STEP_SPREAD else "no rank waits on another"
    return (
        f"{balanced}: {times}; the most any rank waits in collectives is {call_ms_text(most.wait_ms or 0.0)} a step "
        f"(rank {most.rank}, {(most.wait_ms or 0.0) / _step(most):.0%} of its step)"
    )


def _held_back_words(timed: Sequence[RankMetrics], straggler: int) -> str:
    """The straggler and the rank waiting most for it (every rank has its waits: a straggler is found
    only among ranks whose collectives matched)."""
    waits = [(r, r.wait_ms) for r in timed if r.rank != straggler and r.wait_ms is not None]
    waiting, wait_ms = max(waits, key=lambda pair: pair[1])
    last, steps = _steps_waiting_least(timed, straggler)
    return (
        f"rank {straggler} holds the others back: rank {waiting.rank} waits {call_ms_text(wait_ms)} a "
        f"step in collectives for it ({wait_ms / _step(waiting):.0%} of its step; rank "
        f"{straggler} arrives last in {last} of {steps} steps)"
    )


def _steps_waiting_least(ranks: Sequence[RankMetrics], rank: int) -> tuple[int, int]:
    """In how many of the matched steps `rank` waited least (arrived last), and how many there are."""
    per_step = list(zip(*(r.wait_per_step_ms for r in ranks)))
    position = [r.rank for r in ranks].index(rank)
    return sum(waits[position] == min(waits) for waits in per_step), len(per_step)


def _step(metrics: RankMetrics) -> float:
    """A rank's median step (ms): only ranks with steps are compared (`timed`)."""
    assert metrics.step_ms is not None, metrics.label
    return metrics.step_ms.median


# ---- folders of rank traces and multi-rank sessions ----


@dataclass(frozen=True)
class RankSet:
    """The ranks of one folder of traces, or of one mode of a multi-rank session, read once."""

    title: str
    runs: tuple[RankRun, ...]

    def report(self) -> RankReport:
        return rank_report(self.runs, self.title)


@dataclass(frozen=True)
class RankDiff:
    """A diff across ranks: the session-style DiffReport of each rank's pairs, and the rank skew
    of every side (each folder, or each mode of a multi-rank session)."""

    report: DiffReport
    ranks: tuple[RankReport, ...]

    def to_dict(self) -> dict:
        return {**self.report.to_dict(), "ranks": [r.to_dict() for r in self.ranks]}


def explain_rank_folder(folder, traces: Optional[Sequence[RankTrace]] = None, jobs: Optional[int] = None,
                        scheduler=None, progress=None) -> RankReport:  # fmt: skip
    """The rank report of a folder of rank traces, each rank read in a worker of its own
    (compare/rank_workers.py: `jobs` processes, or the Dask cluster `scheduler`)."""
    from compile_inspect.compare.rank_workers import summarize_ranks

    found = traces if traces is not None else check_rank_folder(folder)
    return report_of_summaries(summarize_ranks(found, "", jobs, scheduler, progress), str(folder))


def load_rank_folder(folder, prefix: str = "", traces: Optional[Sequence[RankTrace]] = None) -> RankSet:
    """The folder's rank traces (`traces`: its `check_rank_folder`, when already found) read once."""
    found = traces if traces is not None else check_rank_folder(folder)
    return RankSet(str(folder), load_ranks(found, prefix))


def rank_sessions(path) -> Optional[tuple[tuple[int, object], ...]]:
    """(rank, Session) of each rank of a multi-rank session folder (`session.json` with `ranks`,
    `rank<k>/session.json` each); None when `path` is not one."""
    from compile_inspect.session.model import load_session, read_session_json

    path = Path(path)
    file = path / "session.json"
    if not file.is_file():
        return None
    try:
        data = read_session_json(file)
    except (ValueError, InspectError):
        return None  # load_session words the error
    if not isinstance(data, dict) or not data.get("ranks"):
        return None  # a session of one process (sessions write `ranks: []`)
    out = []
    for rank, folder in _rank_folders(path, data["ranks"]):
        if not (folder / "session.json").is_file():
            raise InspectError(f"{path} names rank {rank}, but {folder}/session.json is missing")
        out.append((rank, load_session(folder)))
    return tuple(out)


def _rank_folders(path: Path, ranks) -> list[tuple[int, Path]]:
    """The `ranks` field as (rank, folder): a count, a list of ranks, of folder names, or of
    objects with `rank` and a folder (`dir` / `path` / `session`)."""
    if isinstance(ranks, int) and not isinstance(ranks, bool):
        ranks = list(range(ranks))
    if not isinstance(ranks, list):
        raise InspectError(f"{path}/session.json: `ranks` is neither a count nor a list")
    out = []
    for n, entry in enumerate(ranks):
        if isinstance(entry, int):
            out.append((entry, path / f"rank{entry}"))
        elif isinstance(entry, str):
            match = RANK_IN_NAME.search(Path(entry).name)
            out.append((int(match.group(1)) if match else n, path / entry))
        elif isinstance(entry, dict) and isinstance(entry.get("rank", n), int):
            rank = entry.get("rank", n)
            where = entry.get("dir") or entry.get("path") or entry.get("session") or f"rank{rank}"
            out.append((rank, path / where))
        else:
            raise InspectError(f"{path}/session.json: cannot read rank entry {entry!r}")
        if not inside(path, out[-1][1]):  # the same rule as every path a session names (Session.path)
            raise SessionError(f"{path / 'session.json'}: ranks[{n}]: {entry!r} is outside the session")
    return out


def session_rank_sets(path, ranks, prefix: str = "") -> tuple[tuple[RankSet, ...], list]:
    """One RankSet per mode the rank sessions share (from each rank's trace of that mode), and
    the loaded rank sessions as (rank, LoadedSession), labelled `<prefix>rank<k>:<mode>`."""
    from compile_inspect.compare.loading import load

    loaded = [(rank, load(session, f"{prefix}rank{rank}:")) for rank, session in ranks]
    modes = [m.mode for m in loaded[0][1].modes if all(_has_mode(s, m.mode) for _, s in loaded)]
    sets = []
    for mode in modes:
        runs = tuple(_session_run(rank, s.session, s.mode(mode)) for rank, s in loaded)
        sets.append(RankSet(f"{path} {mode}", tuple(r for r in runs if r is not None)))
    return tuple(sets), loaded


def _has_mode(loaded, mode: str) -> bool:
    return any(m.mode == mode for m in loaded.modes)


def _session_run(rank: int, session, mode: LoadedMode) -> Optional[RankRun]:
    if mode.analysis is None:
        return None
    return RankRun(RankTrace(rank, Path(session.trace_path(mode.mode)), "session"), mode)


def diff_rank_folders(folder_a, folder_b, traces=(None, None), jobs: Optional[int] = None, scheduler=None,
                      progress=None) -> RankDiff:  # fmt: skip
    """Rank k of folder A (control) against rank k of folder B, and each folder's rank skew; `traces`: each
    folder's `check_rank_folder`, when already found. Each rank is read and compared in a worker of its
    own (compare/rank_workers.py: `jobs` processes, or the Dask cluster `scheduler`), both sides' traces at
    once, and sends back its comparison and summaries: the report is the one-process one, byte for byte.
    A rank that cannot be read is named in its folder's report; the other ranks are compared."""
    from compile_inspect.compare.rank_workers import pool_size, run_per_rank

    found_a, found_b = (found if found is not None else check_rank_folder(folder)
                        for found, folder in zip(traces, (folder_a, folder_b)))  # fmt: skip
    work = _rank_diff_work(found_a, found_b)
    if not any(task is compare_rank_pair for _, (task, _) in work):
        raise InspectError(f"{folder_a} and {folder_b} have no rank in common")
    done = run_per_rank(_rank_task, work, pool_size([*found_a, *found_b], jobs), scheduler, progress)
    reports = [pair.report for pair in done if isinstance(pair, RankPair) and pair.report is not None]
    if not reports:
        raise InspectError(f"no rank of {folder_a} and {folder_b} could be read in both")
    summaries = {summary.trace: summary for summary in _summaries(done)}
    skew = tuple(report_of_summaries([summaries[t] for t in found], str(folder))
                 for found, folder in ((found_a, folder_a), (found_b, folder_b)))  # fmt: skip
    return RankDiff(merged_report(f"{folder_a}  vs  {folder_b}", reports), skew)


def _rank_diff_work(found_a: Sequence[RankTrace], found_b: Sequence[RankTrace]) -> list[tuple[int, tuple]]:
    """(rank, (task, args)) per worker task: the ranks both folders have compared, in A's order; then the
    ranks one folder has alone summarised, for its rank table."""
    b_by_rank = {trace.rank: trace for trace in found_b}
    a_ranks = {trace.rank for trace in found_a}
    work: list[tuple[int, tuple]] = [
        (a.rank, (compare_rank_pair, (a, b_by_rank[a.rank]))) for a in found_a if a.rank in b_by_rank
    ]
    work += [(t.rank, (summarize_rank, (t, "a:"))) for t in found_a if t.rank not in b_by_rank]
    return work + [(t.rank, (summarize_rank, (t, "b:"))) for t in found_b if t.rank not in a_ranks]


def _summaries(done: Sequence) -> list[Union[RankSummary, RankFailure]]:
    """Every rank summary (or failure) the workers sent back: both sides of a pair, or a rank alone."""
    return [
        part
        for result in done
        for part in ((result.a, result.b) if isinstance(result, RankPair) else (result,))
    ]


def _rank_task(task, args):
    """One worker's task (a module-level function: what a spawned process or a Dask worker can run)."""
    return task(*args)


@dataclass(frozen=True)
class RankPair:
    """Rank k of two folders read in one worker: each side's summary (or why it could not be read) and,
    where both were read, the diff of the two (its analyses without their index: small to send back)."""

    a: Union[RankSummary, RankFailure]
    b: Union[RankSummary, RankFailure]
    report: Optional[DiffReport]


def compare_rank_pair(a: RankTrace, b: RankTrace) -> RankPair:
    """What a worker does for rank k of two folders: read both traces, summarise each, compare them."""
    from compile_inspect.compare.diff import build_report
    from compile_inspect.compare.loading import traces_session

    sides = [_read_rank(a, "a:"), _read_rank(b, "b:")]
    summaries = [summarize_run(side) if isinstance(side, RankRun) else side for side in sides]
    if not all(isinstance(side, RankRun) for side in sides):
        return RankPair(summaries[0], summaries[1], None)
    modes = [side.mode for side in sides if isinstance(side, RankRun)]
    report = build_report("", traces_session(modes).session, modes, [(modes[0], modes[1])])
    analyses = {label: replace(analysis, index=None) for label, analysis in report.analyses.items()}
    small = replace(report, analyses=analyses, made_timelines=tuple(report.timelines))  # the HTML's picture
    return RankPair(summaries[0], summaries[1], small)


def _read_rank(trace: RankTrace, prefix: str) -> Union[RankRun, RankFailure]:
    try:
        return RankRun(trace, load_trace(trace.path, f"{prefix}rank{trace.rank}"))
    except InspectError as exc:
        return RankFailure(trace, str(exc))


def merged_report(title: str, parts: Sequence[DiffReport]) -> DiffReport:
    """The ranks' diffs as one, as `build_report` makes it over every rank's sides at once: the summary
    rows and comparisons in rank order, the first rank's control findings, each warning once, the first
    device any trace names."""
    first = parts[0]
    with_device = next((part for part in parts if part.device), first)
    return replace(
        first,
        title=title,
        device=with_device.device,
        environment=with_device.environment,
        summary=tuple(row for part in parts for row in part.summary),
        comparisons=tuple(c for part in parts for c in part.comparisons),
        analyses={label: a for part in parts for label, a in part.analyses.items()},
        warnings=tuple(dict.fromkeys(w for part in parts for w in part.warnings)),
        made_timelines=tuple(t for part in parts for t in part.timelines),
    )


def diff_rank_session(path, ranks) -> RankDiff:
    """Each rank's eager (control) against its other modes, and every mode's rank skew."""
    from compile_inspect.compare.diff import build_report

    sets, loaded = session_rank_sets(path, ranks)
    sides, pairs = [], []
    for _, session in loaded:
        control = next((m for m in session.modes if m.mode == "eager"), session.modes[0])
        tests = [m for m in session.modes if m is not control]
        sides += [control] + tests
        pairs += [(control, test) for test in tests]
    report = build_report(f"{path} ({len(loaded)} ranks)", loaded[0][1].session, sides, pairs)
    return RankDiff(report, tuple(s.report() for s in sets if s.runs))


def explain_rank_session(path, ranks) -> tuple[RankReport, ...]:
    """The rank skew of every mode of a multi-rank session."""
    sets, _ = session_rank_sets(path, ranks)
    return tuple(s.report() for s in sets if s.runs)


def diff_rank_sessions(path_a, ranks_a, path_b, ranks_b) -> RankDiff:
    """Two multi-rank sessions: each mode of rank k of A (control, `a:rank<k>:`) against the same
    mode of rank k of B, and the rank skew of every mode of both."""
    from compile_inspect.compare.diff import build_report

    sets_a, loaded_a = session_rank_sets(path_a, ranks_a, "a:")
    sets_b, loaded_b = session_rank_sets(path_b, ranks_b, "b:")
    b_by_rank = dict(loaded_b)
    pairs = [
        (side, b_by_rank[rank].mode(side.mode))
        for rank, session in loaded_a
        if rank in b_by_rank
        for side in session.modes
        if _has_mode(b_by_rank[rank], side.mode)
    ]
    if not pairs:
        raise InspectError(f"{path_a} and {path_b} have no rank and mode in common")
    sides = [side for pair in pairs for side in pair]
    report = build_report(f"{path_a}  vs  {path_b}", loaded_b[0][1].session, sides, pairs)
    return RankDiff(report, tuple(s.report() for s in sets_a + sets_b if s.runs))
