"""The session on disk: what `compile-inspect run` wrote, as frozen dataclasses (no torch).

    session = load_session("runs/mm")
    for run in session.modes:
        print(run.mode, run.status, run.timing.median_ms if run.timing else None)
    sources = session.graph_sources("default")   # fx hash -> generated module text

Layout of a session folder (paths in session.json are relative to it):
    session.json
    <mode>/trace.json        Chrome trace of the profiled steps
    <mode>/worker.log        everything the worker printed (Inductor's output_code log included)
    <mode>/torch_trace/      TORCH_TRACE structured logs
    <mode>/inductor_cache/   the mode's own fresh Inductor cache dir
    <mode>/code/<hash>.py    generated module of each compiled graph
    rank<r>/                 under `run --nproc N`: one whole session per rank (the top session.json
                             is rank 0's, its paths under rank0/, and lists them in `ranks`)
"""

import dataclasses
import fcntl
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from compile_inspect.errors import FileRefused, SessionError
from compile_inspect.reading import MAX_FILE_BYTES, check_regular_file, inside, read_bytes, read_text
from compile_inspect.session import rounds
from compile_inspect.session.options import Options  # how it was captured: declared in options.py

SESSION_FILE = "session.json"
# capture/ownership.py's MARKER (the reading side imports nothing of capture/): a run holds an exclusive
# flock on it while it writes the folder, and names itself in it (JSON: pid, started, run).
RUN_MARKER = ".compile-inspect-run"
SCHEMA_VERSION = 1  # the session.json version these dataclasses describe (schema.py checks it)


# Timing.method of a trace-only mode (a raw trace has no timed calls): the profiled steps' wall time.
PROFILED_STEPS = "profiled-steps"

# The metadata of a field holding a path relative to the session folder: `Session.path` keeps it inside.
PATH = {"path": True}


@dataclass(frozen=True)
class Timing:
    """Steady-state calls timed outside the profiler (CUDA events on cuda, perf_counter on cpu).

    `p10_ms` / `p90_ms` (the 10th and 90th percentiles of the calls) are None in sessions written
    before they were recorded; `spread()` then falls back to min / max. The per-call samples are
    in `<mode>/timing.json`.
    """

    median_ms: float
    min_ms: float
    max_ms: float
    iters: int
    method: str  # "cuda_events" or "perf_counter"
    p10_ms: float | None = None
    p90_ms: float | None = None
    # Paired, interleaved timing (compile_inspect/session/rounds.py); absent (None / empty) in older sessions,
    # in-process runs and raw traces. Modes with the same `run_id` ran their blocks in the same rounds:
    # `round_ms[i]` is this mode's per-call time in round i, None where that round was starved.
    run_id: str | None = None
    round_ms: tuple[float | None, ...] = ()
    throughput_ms: float | None = None  # cuda: back-to-back calls, one sync per block
    throughput_round_ms: tuple[float | None, ...] = ()
    rounds_run: int | None = None
    clean_rounds: int | None = None  # rounds no mode was starved in (the figures above pool these)
    block_calls: int | None = None
    profiled_step_ms: float | None = None  # wall time of one profiled step (the profiler on), median
    # the same steps' loop with the profiler off, just before the profile: the profiler's cost is measured
    # against this, not against the rounds (the process or the machine may have changed since)
    unprofiled_step_ms: float | None = None
    # a step in a throwaway profiler session run first: only a process's first profiler session is slow
    first_profile_step_ms: float | None = None
    # the recorded profile's place among the profiler sessions its process opened (2 in a worker: a
    # throwaway first; more in the in-process path, where the modes share one process)
    profiler_session: int | None = None
    settle_calls: int | None = None  # calls after the warm-up until one compiled nothing
    compiles_while_timed: int | None = None  # frames Dynamo compiled while the blocks were sized and timed
    # Where it was timed (capture/probes.py; absent in older sessions): the cores its blocks ran on, whether
    # the timing thread was pinned to the fastest core, the speed probe before each block (fastest, median,
    # slowest; the slowest of the kept rounds), and the rounds left out (starved / on a slowed core).
    cpus: tuple[int, ...] = ()
    pinned: bool | None = None
    core_moves: int | None = None  # times every worker moved to faster cores (theirs had slowed)
    probe_fastest_ms: float | None = None
    probe_median_ms: float | None = None
    probe_slowest_ms: float | None = None
    probe_kept_slowest_ms: float | None = None
    starved_rounds: int | None = None
    slow_core_rounds: int | None = None
    # [fastest, slowest] probe of the core's own speed around each round's block (rounds.core_speed_range):
    # two modes' rounds are compared where their blocks' cores ran alike (rounds.steady_pair)
    round_core_ms: tuple[tuple[float, float] | None, ...] = ()
    threads: int | None = None  # the cores a timed call keeps busy (torch's intra-op threads on cpu)
    cores: int | None = None  # the cores the workers could run on
    helper_cores: float | None = None  # median cores' worth of CPU the calls' other threads used
    # cpu: the timing thread's own CPU ms per call in each round (waits for a core excluded)
    round_cpu_ms: tuple[float | None, ...] = ()
    probe_cpu_fastest_ms: float | None = None  # the speed probe's CPU time: the core's own speed
    probe_cpu_median_ms: float | None = None
    # median share of the time it was not waiting that the timing thread ran (below 1: it slept or blocked)
    thread_cpu_share: float | None = None
    wait_share: float | None = None  # median share of a block the timing thread waited for a core
    others_cores: float | None = None  # median cores' worth of CPU other processes used meanwhile
    load1_max: float | None = None
    # What the OS did for the calls (getrusage): minor page faults a call, the share of the blocks' wall
    # time this process spent in the kernel (faults, mmap / munmap), its largest resident memory
    faults_per_call: float | None = None
    kernel_share: float | None = None
    rss_mb: float | None = None
    # Whether the time per call moved over the run (rounds.trend): the first and last thirds' medians
    trend_first_ms: float | None = None
    trend_last_ms: float | None = None
    trend_z: float | None = None
    trend_calls: int | None = None
    trend_load_z: float | None = None  # the same test on other processes' CPU during each block
    stopped_early: bool | None = None  # the rounds stopped before enough were comparable: too unsteady

    @property
    def drifts(self) -> bool:
        """Did the time per call trend over the run (a target whose state grows with each call)?"""
        return rounds.drifts(self.trend_first_ms, self.trend_last_ms, self.trend_z, self.trend_load_z)

    @property
    def paired(self) -> bool:
        return self.run_id is not None and bool(self.round_ms)

    @property
    def has_quantiles(self) -> bool:
        return self.p10_ms is not None and self.p90_ms is not None

    def spread(self) -> tuple[float, float, str]:
        """(low, high, "p10-p90") where the quantiles were recorded, else (min, max, "min-max")."""
        if self.p10_ms is not None and self.p90_ms is not None:  # has_quantiles
            return self.p10_ms, self.p90_ms, "p10-p90"
        return self.min_ms, self.max_ms, "min-max"

    def spread_ratio(self) -> float | None:
        """(high - low) / median of `spread()`; None for a zero median."""
        low, high, _ = self.spread()
        return (high - low) / self.median_ms if self.median_ms > 0 else None


@dataclass(frozen=True)
class Accuracy:
    """The mode's output against eager's, computed in the same worker on the same inputs."""

    max_abs_error: float
    max_rel_error: float


@dataclass(frozen=True)
class GraphCode:
    """One compiled FX graph: the hash in `## Call CompiledFxGraph <hash> ##` and its generated module."""

    fx_hash: str
    source_file: str | None = field(metadata=PATH)  # relative to the session folder
    in_trace: bool = True  # False: compiled, but never called in the profiled steps


@dataclass(frozen=True)
class ShapePoint:
    """One value of a shape sweep (`--arg seq=64,128,256`): the values are called in order in one process
    per mode (capture/sweep.py), so each says what the function met at that point."""

    value: str  # the argument's value, as given
    first_call_s: float | None = None  # the first call with this value: a compile, if one happened
    compiles: int = 0  # frames Dynamo compiled at that first call (0: the code compiled before served it)
    recompiled_because: tuple[str, ...] = ()  # the guard that failed, as torch words it
    dynamic: tuple[str, ...] = ()  # dimensions made dynamic there (`L['x'].size()[0]`)
    timing: Timing | None = None  # the value's rounds, paired with eager's (same run_id)


@dataclass(frozen=True)
class Sweep:
    """A mode's shape sweep: the argument, its values in the order called, and where it stopped, if it did."""

    arg: str
    points: tuple[ShapePoint, ...] = ()
    error: str | None = None
    # a shape mix (`--arg seq=32:70,48:20`): how often each value occurs, in the values' order; () for a
    # plain sweep (compare/mix.py weighs each mode's time per call by them)
    weights: tuple[float, ...] = ()


@dataclass(frozen=True)
class CompileConfiguration:
    """What the mode compiled under besides its own options (issue 41): every `torch._inductor.config` and
    `torch._dynamo.config` value that differs from its default when it compiled (the user's settings, the
    environment's, compile-inspect's own), and the environment variables torch reads. `ours`: the names
    compile-inspect set itself (its cache and trace folders, ...), left out when two sessions compare."""

    inductor: dict[str, str] = field(default_factory=dict)
    dynamo: dict[str, str] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    ours: tuple[str, ...] = ()


@dataclass(frozen=True)
class ModeRun:
    mode: str
    # "ok"; "eager-fallback": it ran and was timed, but torch's records say its function ran eagerly
    # (Dynamo hit the recompile limit on it, or compiled nothing: evidence.mode_status); "failed"
    status: str
    error: str | None = None
    compile_seconds: float | None = None
    timing: Timing | None = None
    trace_file: str | None = field(default=None, metadata=PATH)
    graphs: tuple[GraphCode, ...] = ()
    graph_breaks: tuple[str, ...] = ()
    recompiles: tuple[str, ...] = ()
    accuracy: Accuracy | None = None
    log_file: str | None = field(default=None, metadata=PATH)
    torch_trace_dir: str | None = field(default=None, metadata=PATH)
    cache_dir: str | None = field(default=None, metadata=PATH)
    wall_seconds: float | None = None
    pid: int | None = None  # the worker's process id (the trace's pid); None in older sessions
    started: str | None = None  # local ISO time (ms) the worker started; None in older sessions
    sweep: Sweep | None = None  # `--arg key=v1,v2,...`: the mode's shape sweep; None without one
    configuration: CompileConfiguration | None = None  # None in older sessions and raw traces

    @property
    def ok(self):
        """The mode ran and was measured (an eager fallback too: its numbers are eager's)."""
        return self.status in ("ok", "eager-fallback")


@dataclass(frozen=True)
class Environment:
    python: str = ""
    torch: str = ""
    triton: str | None = None
    platform: str = ""
    device: str = "cpu"  # "cpu" or "cuda"
    device_name: str | None = None
    compute_capability: str | None = None
    cuda_runtime: str | None = None
    cuda_driver: str | None = None
    cpu_count: int | None = None


@dataclass(frozen=True)
class Target:
    spec: str  # as the user gave it: path.py or path.py:name
    name: str  # the callable's name, also the record_function label of each profiled step
    args: tuple[tuple[str, str], ...] = ()  # --arg key=value, as given


@dataclass(frozen=True)
class Session:
    target: Target
    options: Options
    environment: Environment
    modes: tuple[ModeRun, ...]
    created: str = ""
    schema_version: int = SCHEMA_VERSION
    # True when the modes ran one after the other in the caller's process (the library's fallback
    # for a callable no worker can rebuild); the reason says why. Absent in older session.json: False.
    in_process: bool = False
    in_process_reason: str | None = None
    # True when Ctrl-C / SIGTERM stopped the run: `modes` holds only the modes that finished.
    interrupted: bool = False
    rank: int | None = None  # under `run --nproc`: this sub-session's rank
    # under `run --nproc`, in the top session: the rank folders, rank 0 first
    ranks: tuple[str, ...] = field(default=(), metadata=PATH)
    # where it was loaded from; not saved
    root: Path | None = field(default=None, compare=False, metadata={"saved": False})

    def mode(self, name):
        for run in self.modes:
            if run.mode == name:
                return run
        raise SessionError(f"session has no mode {name!r}; it has {', '.join(self.mode_names)}")

    @property
    def mode_names(self):
        return tuple(run.mode for run in self.modes)

    def path(self, relative):
        """The file or folder `relative` (a path session.json names) in the session folder; SessionError
        naming the field when it leads outside the folder: absolute, up through `..`, or through a link.
        Every file a session names is opened through here (docs/security.md, "Reading: confinement")."""
        return None if relative is None else self._confined(relative)

    def _confined(self, relative, field_name=None):
        path = Path(self.root or ".") / relative
        if self.root is None or inside(self.root, path):
            return path
        field_name = field_name or next((name for name, value in path_fields(self) if value == relative), "")
        raise SessionError(f"{self.root / SESSION_FILE}: {field_name}: {relative!r} is outside the session")

    def check_paths(self):
        """SessionError naming the first path field that leads outside the session folder."""
        for name, relative in path_fields(self):
            self._confined(relative, name)

    def require_modes(self):
        """SessionError when no mode finished (a run interrupted before the first): nothing to read."""
        if not self.modes:
            raise SessionError(
                f"{self.root / SESSION_FILE}: modes: empty: the run was interrupted before any mode "
                "finished (the same command runs them)"
            )

    def trace_path(self, mode_name):
        return self.path(self.mode(mode_name).trace_file)

    def graph_sources(self, mode_name):
        """fx hash -> generated module text, for every graph of the mode whose source was captured."""
        sources = {}
        for graph in self.mode(mode_name).graphs:
            if graph.source_file is not None:
                sources[graph.fx_hash] = read_text(self.path(graph.source_file), MAX_FILE_BYTES, "strict")
        return sources

    def with_root(self, root):
        return dataclasses.replace(self, root=Path(root))

    def to_dict(self):
        data = dataclasses.asdict(self)
        del data["root"]
        return data

    @classmethod
    def from_dict(cls, data, root=None):
        version = data.get("schema_version")
        if version != SCHEMA_VERSION:
            raise SessionError(
                f"session schema_version {_version_text(version)} is not supported "
                f"(expected {SCHEMA_VERSION})"
            )
        return cls(
            target=_target_from_dict(data["target"]),
            options=Options(**known_fields(Options, data["options"])),
            environment=Environment(**known_fields(Environment, data["environment"])),
            modes=tuple(_mode_from_dict(run) for run in data["modes"]),
            created=data.get("created", ""),
            schema_version=version,
            in_process=bool(data.get("in_process", False)),
            in_process_reason=data.get("in_process_reason"),
            interrupted=bool(data.get("interrupted", False)),
            rank=data.get("rank"),
            ranks=tuple(data.get("ranks", ())),
            root=None if root is None else Path(root),
        )


def path_fields(value, at=""):
    """(field, relative path) of every path a session (or a part of it) names, in session.json's order:
    `("modes[1].graphs[0].source_file", "default/code/f.py")`; None values left out."""
    for item in dataclasses.fields(value):
        name, child = at + item.name, getattr(value, item.name)
        if item.metadata.get("path"):
            yield from _named_paths(name, child)
        elif dataclasses.is_dataclass(child):
            yield from path_fields(child, name + ".")
        elif isinstance(child, tuple):
            for n, part in enumerate(child):
                if dataclasses.is_dataclass(part):
                    yield from path_fields(part, f"{name}[{n}].")


def _named_paths(name, value):
    if isinstance(value, tuple):  # `ranks`
        return [(f"{name}[{n}]", path) for n, path in enumerate(value)]
    return [] if value is None else [(name, value)]


def known_fields(cls, data):
    """The entries of `data` that are fields of `cls`: what a newer compile-inspect adds is ignored."""
    names = {item.name for item in dataclasses.fields(cls)}
    return {key: value for key, value in data.items() if key in names}


def _target_from_dict(data):
    return Target(
        spec=data["spec"], name=data["name"], args=tuple(tuple(pair) for pair in data.get("args", ()))
    )


def timing_from_dict(data):
    """A Timing from its JSON form (lists as tuples, so a saved and reloaded session compares equal)."""
    data = known_fields(Timing, data)
    for name in ("round_ms", "round_cpu_ms", "throughput_round_ms", "cpus"):
        data[name] = tuple(data.get(name) or ())
    data["round_core_ms"] = tuple(tuple(pair) if pair else None for pair in data.get("round_core_ms") or ())
    return Timing(**data)


def _mode_from_dict(data):
    data = known_fields(ModeRun, data)
    data["timing"] = data.get("timing") and timing_from_dict(data["timing"])
    data["accuracy"] = data.get("accuracy") and Accuracy(**known_fields(Accuracy, data["accuracy"]))
    data["graphs"] = tuple(GraphCode(**known_fields(GraphCode, graph)) for graph in data.get("graphs", ()))
    data["graph_breaks"] = tuple(data.get("graph_breaks", ()))
    data["recompiles"] = tuple(data.get("recompiles", ()))
    data["sweep"] = data.get("sweep") and sweep_from_dict(data["sweep"])
    data["configuration"] = data.get("configuration") and configuration_from_dict(data["configuration"])
    return ModeRun(**data)


def configuration_from_dict(data):
    data = known_fields(CompileConfiguration, data)
    return CompileConfiguration(**dict(data, ours=tuple(data.get("ours") or ())))


def sweep_from_dict(data):
    """A Sweep from its JSON form (session.json, or a sweep worker's result)."""
    points = tuple(_point_from_dict(point) for point in data.get("points") or ())
    return Sweep(**dict(known_fields(Sweep, data), points=points, weights=tuple(data.get("weights") or ())))


def _point_from_dict(data):
    data = known_fields(ShapePoint, data)
    data["timing"] = data.get("timing") and timing_from_dict(data["timing"])
    data["recompiled_because"] = tuple(data.get("recompiled_because") or ())
    data["dynamic"] = tuple(data.get("dynamic") or ())
    return ShapePoint(**data)


def _version_text(version) -> str:
    """A schema_version as the error may quote it: a whole number, never the text of a stray file."""
    if isinstance(version, int) and not isinstance(version, bool):
        return str(version)
    return "missing" if version is None else f"of type {type(version).__name__}"


def is_session_dir(path):
    return (Path(path) / SESSION_FILE).is_file()


def check_session_folder(folder) -> None:
    """SessionError when a run is writing `folder` now (its files come and go: naming the run, not "not
    a session"); FileRefused when its session.json is there but no regular file (a FIFO: named so)."""
    holder = holding_run(folder)
    if holder is not None:
        raise SessionError(
            f"{folder} is being written by a compile-inspect run ({holder}); read it once that run ends"
        )
    file = Path(folder) / SESSION_FILE
    if file.exists() and not file.is_file():
        check_regular_file(file)


def holding_run(folder):
    """Who writes `folder` now ("pid 4242, started 2026-12-07T05:12:00, running samples/mm.py") when a
    compile-inspect run holds its marker's lock; None otherwise. Nothing is written: a shared lock is
    tried, and let go."""
    flags = os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK  # a FIFO marker never blocks
    try:
        descriptor = os.open(Path(folder) / RUN_MARKER, flags)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return None
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return None
    except BlockingIOError:
        return _holder_text(os.pread(descriptor, 4096, 0))
    except OSError:
        return None
    finally:
        os.close(descriptor)


def _holder_text(marker: bytes) -> str:
    try:
        facts = json.loads(marker)
    except ValueError:
        facts = None
    if not isinstance(facts, dict):
        return "its pid not written yet"
    said = [("pid", "pid {}"), ("started", "started {}"), ("run", "running {}")]
    return ", ".join(form.format(facts[key]) for key, form in said if facts.get(key)) or "unnamed"


def load_session(path) -> Session:
    """A session folder (or its session.json) -> Session; raises SessionError with one readable line:
    a field of the wrong type or out of range (schema.py), a path leading outside the folder."""
    path = Path(path)
    file = path if path.suffix == ".json" else path / SESSION_FILE
    if not file.is_file():
        check_session_folder(file.parent)  # a run writing it now, or a FIFO for session.json: said so
        raise SessionError(f"{path} is not a session folder (no {SESSION_FILE})")
    if not inside(file.parent, file):
        raise SessionError(f"{file} is a link leading outside its session folder; not read")
    from compile_inspect.session.schema import check_session  # derived from the dataclasses above

    try:
        data = read_session_json(file)
        check_session(data, file)
        session = Session.from_dict(data, root=file.parent)
    except (ValueError, KeyError, TypeError) as exc:
        raise SessionError(f"{file} is not a valid session: {type(exc).__name__}: {exc}") from None
    session.check_paths()
    return session


def read_session_json(file):
    """session.json's JSON: a regular file within MAX_FILE_BYTES, nested within the recursion limit;
    SessionError (or ValueError for JSON that does not parse) otherwise."""
    try:
        return json.loads(read_bytes(file, MAX_FILE_BYTES, gunzip=False))
    except FileRefused as exc:
        raise SessionError(str(exc)) from None
    except RecursionError:
        raise SessionError(f"{file} is nested too deeply to be a session") from None


def save_session(session, root=None):
    """Write session.json into `root` (default session.root) whole or not at all: a full disk or a kill
    leaves the previous one (or none), never a cut one. Returns the session rooted there."""
    root = Path(root or session.root)
    root.mkdir(parents=True, exist_ok=True)
    partial = root / (SESSION_FILE + ".partial")  # listed in a capture's manifest (capture/output.py)
    try:
        partial.write_text(json.dumps(session.to_dict(), indent=1, sort_keys=True) + "\n")
        partial.replace(root / SESSION_FILE)
    finally:
        partial.unlink(missing_ok=True)
    return session.with_root(root)


DEFAULT_NAME = "fn"  # the function a target spec names when it names none


def split_spec(spec):
    """'path.py:name' -> ('path.py', 'name'); 'path.py' -> ('path.py', DEFAULT_NAME). Nothing checked."""
    path_text, _, name = spec.rpartition(":") if _has_name(spec) else (spec, "", DEFAULT_NAME)
    return path_text, name


def _has_name(spec):
    # 'C:\\x.py' has a drive colon, not a name; a name follows the last ':' after the '.py'
    head, sep, tail = spec.rpartition(":")
    return bool(sep) and head.endswith(".py")
