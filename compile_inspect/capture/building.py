"""Builds the session from what the workers left: each mode's `ModeRun` (status, timing, the generated
code copied into `<mode>/code/`, graph breaks and recompiles from TORCH_TRACE), the environment, and
under --nproc one sub-session per rank under a top session; then saves session.json. No torch.

    session = save_modes(root, target, options, jobs, outcomes)                 # one process per mode
    session = save_run(root, target, options, jobs, outcomes, kept, environment, interrupted, nproc)
"""

import dataclasses
import datetime
import sys

from compile_inspect.capture.output import WorkerJob, rank_folder
from compile_inspect.code import evidence
from compile_inspect.code import sources as codegen
from compile_inspect.session import model as session_module
from compile_inspect.session import modes as modes_module
from compile_inspect.session.model import Accuracy, Environment, GraphCode, ModeRun, Session


def save_modes(root, target, options, jobs, outcomes, kept=None, environment=None, **extra):
    """session.json of the modes that finished (and the `kept` ModeRuns of a resumed session)."""
    runs = dict(kept or {})
    runs.update({job.mode: mode_run(job, outcomes[job.mode], root) for job in jobs if job.mode in outcomes})
    session = Session(
        target=target,
        options=options,
        environment=_environment(outcomes, [job.mode for job in jobs]) or environment or _bare_environment(),
        modes=tuple(runs[mode] for mode in modes_module.report_order(runs) if mode in runs),
        created=datetime.datetime.now().isoformat(timespec="seconds"),
        **extra,
    )
    return session_module.save_session(session, root)


def save_run(root, target, options, jobs, outcomes, kept, environment, interrupted, nproc):
    """The session (one per rank under --nproc, plus the top one listing them); interrupted modes left out."""
    finished = {mode: outcome for mode, outcome in outcomes.items() if not outcome.interrupted}
    extra = {"interrupted": True} if interrupted else {}
    if nproc == 1:
        return save_modes(root, target, options, jobs, finished, kept, environment, **extra)
    ranks = []
    for rank in range(nproc):
        rank_root = root / rank_folder(rank)
        rank_outcomes = {mode: outcome.ranks[rank] for mode, outcome in finished.items() if outcome.ranks}
        rank_outcomes.update({mode: o for mode, o in finished.items() if not o.ranks})  # never launched
        rank_mode_jobs = [WorkerJob(job.mode, rank_root / job.mode) for job in jobs]
        ranks.append(
            save_modes(rank_root, target, options, rank_mode_jobs, rank_outcomes, rank=rank, **extra)
        )
    top = dataclasses.replace(
        ranks[0],
        modes=tuple(_under(run, rank_folder(0)) for run in ranks[0].modes),
        rank=None,
        ranks=tuple(rank_folder(rank) for rank in range(nproc)),
    )
    return session_module.save_session(top, root)


def _under(run, folder):
    """A rank's ModeRun with its paths relative to the top session folder (`rank0/default/trace.json`)."""

    def moved(path):
        return None if path is None else f"{folder}/{path}"

    graphs = tuple(dataclasses.replace(g, source_file=moved(g.source_file)) for g in run.graphs)
    return dataclasses.replace(
        run,
        trace_file=moved(run.trace_file),
        log_file=moved(run.log_file),
        torch_trace_dir=moved(run.torch_trace_dir),
        cache_dir=moved(run.cache_dir),
        graphs=graphs,
    )


def mode_run(job, outcome, root):
    """The ModeRun of one mode's Outcome and the files its worker left in `job.folder`."""
    paths = job.paths

    def relative(path):
        return str(path.relative_to(root)) if path.exists() else None

    graphs = collect_graphs(paths, root)
    result = outcome.result or {}
    return ModeRun(
        mode=job.mode,
        status=evidence.mode_status(outcome.error, paths["torch_trace_dir"], paths["log_file"]),
        error=outcome.error,
        compile_seconds=outcome.compile_seconds
        if outcome.compile_seconds is not None
        else result.get("compile_seconds"),
        timing=session_module.timing_from_dict(result["timing"]) if result.get("timing") else None,
        trace_file=relative(paths["trace_file"]),
        graphs=graphs,
        graph_breaks=_graph_breaks(paths, result),
        recompiles=_recompiles(paths),
        accuracy=Accuracy(**result["accuracy"]) if result.get("accuracy") else None,
        log_file=relative(paths["log_file"]),
        torch_trace_dir=relative(paths["torch_trace_dir"]),
        cache_dir=relative(paths["cache_dir"]),
        wall_seconds=outcome.wall_seconds,
        pid=outcome.pid,
        started=outcome.started,
        sweep=session_module.sweep_from_dict(result["sweep"]) if result.get("sweep") else None,
        configuration=session_module.configuration_from_dict(result["configuration"])
        if result.get("configuration")
        else None,
    )


def collect_graphs(paths, root):
    """Every graph the trace called (in call order), then any other compiled graph; sources copied to code/."""
    called = codegen.graph_hashes_in_trace(paths["trace_file"]) if paths["trace_file"].exists() else []
    sources = codegen.resolve_sources(paths["cache_dir"], paths["torch_trace_dir"])
    graphs = []
    for fx_hash in called + sorted(set(sources) - set(called)):
        source_file = None
        if fx_hash in sources:
            paths["code_dir"].mkdir(exist_ok=True)
            file = paths["code_dir"] / f"{fx_hash}.py"
            file.write_text(sources[fx_hash])
            source_file = str(file.relative_to(root))
        graphs.append(GraphCode(fx_hash, source_file, in_trace=fx_hash in called))
    return tuple(graphs)


def _graph_breaks(paths, result):
    if paths["torch_trace_dir"].is_dir():
        return tuple(evidence.graph_breaks_in_torch_trace(paths["torch_trace_dir"]))
    return tuple(result.get("graph_break_counts", {}))


def _recompiles(paths):
    return (
        tuple(evidence.recompiles_in_torch_trace(paths["torch_trace_dir"]))
        if paths["torch_trace_dir"].is_dir()
        else ()
    )


def _environment(outcomes, mode_names):
    """The environment a worker reported (the control's first); None when no mode got that far."""
    for mode in mode_names:
        result = outcomes[mode].result if mode in outcomes else None
        if result and result.get("environment"):
            return Environment(**result["environment"])
    return None


def _bare_environment():
    return Environment(python=sys.version.split()[0])
