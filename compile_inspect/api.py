"""The library API: capture, diff, show and explain from Python (a notebook, a script, a test suite).

    import compile_inspect as ci
    session = ci.inspect(fn, x, w, modes=["default", "reduce-overhead"])
    print(session.diff())                       # the same text as `compile-inspect diff`
    session["default"].findings, session["default"].graphs[0].source
    session.save("runs/x"); ci.load("runs/x")

`inspect` runs each mode in its own worker process when a fresh process can rebuild the function
(a plain function at the top level of an importable .py file, with picklable example inputs);
otherwise (a lambda, a closure, an nn.Module instance, a function of a notebook or of the script
being run) it runs the modes one after the other in this process and says so in the session.
torch is imported only by `inspect` (and the workers), never by loading, diffing or rendering.
"""

import dataclasses
import logging
import shutil
import sys
import tempfile
import types
import weakref
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Union

from compile_inspect import errors
from compile_inspect.capture.exclusive import CAPTURES
from compile_inspect.capture.request import (
    DEVICES,
    CaptureRequest,
    check_library_call,
    check_library_request,
    mode_list,
)
from compile_inspect.session.model import Target, load_session
from compile_inspect.session.modes import DEFAULT_MODES
from compile_inspect.session.options import DEFAULTS

if TYPE_CHECKING:  # annotations only: importing the library loads no diff code
    from compile_inspect.compare.diff import DiffReport
    from compile_inspect.compare.ranks import RankDiff

TEMP_PREFIX = "compile-inspect-"  # inspect()'s temporary session folders, in tempfile.gettempdir()


def inspect(
    fn,
    *args,
    modes=DEFAULT_MODES,
    bisect=False,
    warmup=DEFAULTS.warmup,
    wait=DEFAULTS.wait,
    profile_warmup=DEFAULTS.profile_warmup,
    active=DEFAULTS.active,
    iters=DEFAULTS.iters,
    rounds=DEFAULTS.rounds,
    block_ms=DEFAULTS.block_ms,
    device=CaptureRequest.device,
    timeout=DEFAULTS.timeout_s,
    out_dir=None,
    in_process=None,
    progress=None,
    **kwargs,
):
    """Run `fn(*args, **kwargs)` eagerly and under each mode, profiled and timed; -> InspectedSession.

    The options are the CLI's, with the same defaults (`session/options.py`; `modes` as a list or
    "default,max-autotune", each a configuration such as "default+dynamic" (docs/configurations.md);
    eager always runs as the control; `bisect=True` adds the stages dynamo, aot_eager,
    aot_eager_decomp_partition and default, and the report says at which one a problem appears;
    `rounds` and `block_ms` shape the interleaved timing). `out_dir`: where the session is written (default: a temporary folder
    /tmp/compile-inspect-*, removed when the returned session is garbage-collected, closed or its
    `with` block ends, or at once when `inspect` raises; keep it with `.save(path)`). `in_process`:
    None chooses (workers when possible), True forces the in-process run, False forbids it (raises
    TargetError when no worker can rebuild `fn`). `progress`: called with each line of news as the CLI
    prints it (a `capture.scheduler.Progress`: mode, stage, message, elapsed seconds), such as "round 12 of up
    to 40: 9 comparable" every few seconds of the timing; by default each goes to the `compile_inspect`
    logger at INFO.

    Refused at the call (UsageError, TargetError), before any work: a keyword that is neither one of these
    nor one `fn` takes, a value of the wrong type, a generator function or an async def, and a call from
    inside a capture (the function another `inspect()` or `compile-inspect run` captures). Called from two
    threads at once, the second waits for the first to end.
    """
    own = {name: value for name, value in locals().items() if name not in ("fn", "args", "kwargs")}
    from compile_inspect.optional import require_torch

    check_library_call(fn, own, kwargs)
    CAPTURES.refuse_nested(_label(fn))
    require_torch("inspect()")
    if device not in DEVICES:
        raise errors.UsageError(f"device {device!r}: choose auto, cpu or cuda")
    options = dict(warmup=warmup, wait=wait, profile_warmup=profile_warmup, active=active, iters=iters)
    options.update(rounds=rounds, block_ms=float(block_ms), timeout_s=float(timeout))
    device = resolve_device(device, fn, args, kwargs)
    modes = mode_list(modes, bisect=bisect)
    request = CaptureRequest.create(None, out_dir, modes=modes, options=options, device=device)
    check_library_request(request, fn)
    progress = progress or log_progress
    if out_dir is not None:
        return InspectedSession(_run(fn, args, kwargs, request, in_process, progress))
    root = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX))
    try:
        session = _run(fn, args, kwargs, dataclasses.replace(request, out_dir=root), in_process, progress)
    except BaseException:  # an error, Ctrl-C: nobody holds the folder, so nobody else would remove it
        shutil.rmtree(root, ignore_errors=True)
        raise
    return InspectedSession(session, temporary=True)


def log_progress(event):
    """inspect()'s default news: each line to the `compile_inspect` logger at INFO."""
    logging.getLogger("compile_inspect").info("[%6.1fs] %s", event.elapsed, event.message)


def _run(fn, args, kwargs, request, in_process, progress=None):
    """The session of `fn` in `request.out_dir`: in workers when a worker can rebuild `fn`, else in this
    process."""
    with CAPTURES.held(waiting=lambda holder: _say_waiting(holder, progress)):
        spec, reason = (None, "asked for (in_process=True)") if in_process else worker_spec(fn)
        if spec is not None:
            in_workers = dataclasses.replace(request, target=spec)
            session, reason = _run_in_workers(in_workers, args, kwargs, progress)
            if session is not None:
                return session
        if in_process is False:
            raise errors.TargetError(f"no worker can rebuild {_label(fn)}: {reason}")
        with CAPTURES.here():
            return _run_in_process(fn, args, kwargs, request, reason, progress)


def _say_waiting(holder, progress):
    """News that this capture waits for another thread's to end (one capture at a time)."""
    from compile_inspect.capture.scheduler import Progress

    thread = f"thread {holder.name!r}" if holder is not None else "another thread"
    if progress is not None:
        progress(Progress("", "waiting", f"waiting for the inspect() of {thread} to end", 0.0))


def resolve_device(choice, fn, args, kwargs):
    """'auto' -> where the example inputs (or the module's parameters) already live: cuda or cpu; 'cuda'
    where this torch has no CUDA: a one-line UsageError (torch's own is a bare AssertionError)."""
    import torch

    if choice == "cuda" and not torch.cuda.is_available():
        raise errors.UsageError(
            f"device='cuda': CUDA is not available here (torch {torch.__version__}); use device='cpu' or 'auto'"
        )
    if choice != "auto":
        return choice

    tensors = [value for value in _leaves((args, kwargs)) if isinstance(value, torch.Tensor)]
    if isinstance(fn, torch.nn.Module):
        tensors += list(fn.parameters())
    return "cuda" if any(tensor.device.type == "cuda" for tensor in tensors) else "cpu"


def _leaves(value):
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]


def worker_spec(fn):
    """('path.py:name', None) when a fresh process can rebuild `fn` by importing its file, else (None, why)."""
    if not isinstance(fn, types.FunctionType):
        return None, f"a {type(fn).__name__} instance lives only in this process"
    if "<" in fn.__qualname__:  # <lambda>, <locals>
        return None, f"{fn.__qualname__} is a lambda or a nested function"
    if fn.__module__ == "__main__":  # importing the script again would run it again
        return None, f"{fn.__name__} is defined in __main__ (a notebook or the script being run)"
    module = sys.modules.get(fn.__module__)
    file = getattr(module, "__file__", None) or ""
    if not file.endswith(".py") or getattr(module, fn.__name__, None) is not fn:
        return None, f"{fn.__module__}.{fn.__qualname__} cannot be found again by importing its file"
    return f"{file}:{fn.__name__}", None


def _run_in_workers(request, args, kwargs, progress=None):
    """(Session, None), or (None, why) when the inputs cannot travel or no worker could load the target."""
    # The runner (and the in-process fallback) load only for a capture: reading commands (explain,
    # load) never run one, and importing them cost their start-up 20-35 ms (bench/explain_speed.py).
    from compile_inspect.capture import runner
    from compile_inspect.capture import target as target_module

    with tempfile.TemporaryDirectory(prefix="compile-inspect-inputs-") as folder:
        inputs_file = Path(folder) / "inputs.pt"
        try:
            target_module.save_inputs(inputs_file, args, kwargs)
            target_module.load_inputs(inputs_file, request.device)
        except Exception as exc:  # unpicklable or not plain data: only this process can call it
            return None, f"its example inputs cannot be passed to a worker ({_one_line(exc)})"
        try:
            request = dataclasses.replace(request, inputs_file=inputs_file)
            return runner.run_session(request, progress=progress), None
        except errors.TargetError as exc:  # e.g. the file imports relatively: it loads only here
            return None, f"a worker could not load it ({exc})"


def _run_in_process(fn, args, kwargs, request, reason, progress=None):
    from compile_inspect.capture import in_process as in_process_module
    from compile_inspect.capture import target as target_module

    args, kwargs, fn = _on_device((args, kwargs, fn), request.device)
    name = _label(fn)
    loaded = target_module.LoadedTarget(name, target_module.bind_kwargs(fn, kwargs), tuple(args))
    target = Target(spec=f"{name} (in-process)", name=name, args=_describe_inputs(args, kwargs))
    return in_process_module.run_in_process(loaded, request, target, reason=reason, progress=progress)


def _on_device(value, device):
    """Tensors and modules moved to `device` (a no-op where they already are)."""
    import torch

    if isinstance(value, (torch.Tensor, torch.nn.Module)):
        return value.to(device)
    if isinstance(value, dict):
        return {key: _on_device(item, device) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_on_device(item, device) for item in value)
    return value


def _label(fn):
    return getattr(fn, "__name__", None) or type(fn).__name__


def _describe_inputs(args, kwargs):
    """(('arg0', 'Tensor float32 [8, 8]'), ...): what the session records of the example inputs."""
    named = [(f"arg{i}", value) for i, value in enumerate(args)] + sorted(kwargs.items())
    return tuple((key, _describe(value)) for key, value in named)


def _describe(value):
    shape, dtype = getattr(value, "shape", None), getattr(value, "dtype", None)
    if shape is not None and dtype is not None:
        return f"{type(value).__name__} {str(dtype).removeprefix('torch.')} {list(shape)}"
    return repr(value) if len(repr(value)) <= 40 else type(value).__name__


def _one_line(exc):
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def load(path):
    """A saved session folder -> InspectedSession (no torch)."""
    return InspectedSession(load_session(path))


def explain(trace, cache_dir=None, log=None, torch_trace=None, control=None, jobs=None, scheduler=None,
            progress=None):  # fmt: skip
    """A Chrome trace you recorded -> Explanation (what `compile-inspect explain` prints); no torch.

    `cache_dir`: the Inductor cache dir (TORCHINDUCTOR_CACHE_DIR) to resolve compiled graphs' sources;
    `log`: a file holding the run's stderr (TORCH_LOGS=output_code text, torch's warnings);
    `torch_trace`: the TORCH_TRACE folder of the run, for the findings from torch's own evidence;
    `control`: a baseline trace: the findings and verdict of the comparison with it instead.
    A folder of rank traces, or a multi-rank session -> Ranks (`compile-inspect explain DIR`): one line
    per rank and the rank skew; with `control` another folder of rank traces -> Diff (`compile-inspect diff
    CONTROL DIR`): rank k against rank k. `jobs` worker processes read the ranks (default: every core where
    the traces total 64 MB), or the Dask cluster `scheduler` (an address or a `dask.distributed.Client`).
    """
    if Path(trace).is_dir():
        return _explain_ranks(Path(trace), control, jobs, scheduler, progress)
    from compile_inspect import findings
    from compile_inspect.code import evidence
    from compile_inspect.code import sources as codegen
    from compile_inspect.compare import loading
    from compile_inspect.trace import analysis

    sources = None
    if cache_dir is not None:
        if not Path(cache_dir).is_dir():
            raise errors.UsageError(f"--cache-dir {cache_dir} is not a directory")
        sources = codegen.sources_from_cache_dir(cache_dir)
    if torch_trace is not None and not Path(torch_trace).exists():
        raise errors.UsageError(f"--torch-trace {torch_trace} does not exist")
    result = loading.with_session_replays(analysis.analyze_trace(trace, sources=sources), Path(trace))
    log_text = _read_text(log) if log is not None else None
    trace_dir = Path(torch_trace) if torch_trace is not None else None
    found = evidence.read_evidence(trace_dir, log_text) if trace_dir is not None or log_text else None
    if control is not None:
        comparison = _against_control(result, Path(trace), Path(control), log_text, found)
        return Explanation(result, comparison.findings, comparison.verdict)
    context = findings.FindingContext(output_code_log=log_text, evidence=found)
    return Explanation(result, tuple(findings.find(result, context=context)))


def _against_control(result, trace: Path, control: Path, log_text, found):
    """The comparison of `trace` (analysed) with the `control` trace, as a two-trace diff makes it."""
    from compile_inspect.compare import diff, loading

    if trace.resolve() == control.resolve():
        raise errors.UsageError("--control is the trace itself; give the baseline trace to compare against")
    label, control_label = loading.trace_label(trace), loading.trace_label(control)
    test = loading.trace_mode(result, label, log_text, found)
    control_label = control_label if control_label != label else f"control:{control_label}"
    return diff.compare(loading.load_trace(control, control_label), test)


def _explain_ranks(folder: Path, control, jobs=None, scheduler=None, progress=None):
    """A folder of rank traces, or a multi-rank session: each rank's metrics and the rank skew."""
    from compile_inspect.compare import ranks
    from compile_inspect.compare.inputs import input_kind

    kind_found = input_kind(folder)  # kept whole: comparing the kind narrows what was found
    if control is not None:
        return _rank_diff(Path(control), folder, kind_found, jobs, scheduler, progress)
    if kind_found[0] == "rank-session":
        return Ranks(ranks.explain_rank_session(folder, kind_found[1]))
    if kind_found[0] == "session":
        raise errors.UsageError(
            f"{folder} is a session of one process: compile-inspect diff {folder} reads it"
        )
    return Ranks((ranks.explain_rank_folder(folder, kind_found[1], jobs, scheduler, progress),))


def _rank_diff(control: Path, folder: Path, kind_found, jobs, scheduler, progress) -> "Diff":
    """Two folders of rank traces: rank k of `control` against rank k of `folder`, each rank compared in a
    worker of its own (compare/rank_workers.py), as `compile-inspect diff CONTROL FOLDER` does."""
    from compile_inspect.compare import ranks
    from compile_inspect.compare.inputs import input_kind

    control_kind = input_kind(control)
    if kind_found[0] != "ranks" or control_kind[0] != "ranks":
        raise errors.UsageError("--control with a folder takes another folder of rank traces")
    found = (control_kind[1], kind_found[1])
    return Diff(ranks.diff_rank_folders(control, folder, found, jobs, scheduler, progress))


def _read_text(path):
    """The --log file's text: a regular file within MAX_FILE_BYTES (reading.py), else a one-line error."""
    from compile_inspect.reading import MAX_FILE_BYTES, read_text

    try:
        return read_text(path, MAX_FILE_BYTES)
    except errors.FileRefused as exc:  # "cannot read PATH: why" or "PATH is ..."
        message = str(exc).removeprefix("cannot read ")
        raise errors.FileRefused(
            f"cannot read --log {message}" if message != str(exc) else f"--log {message}"
        ) from None
    except OSError as exc:
        raise errors.UsageError(f"cannot read --log {path}: {exc.strerror or exc}") from None


class Report:
    """What the library's reports share: every format comes from the renderer registry, as the CLI's
    output does (`render/registry.py`), so `str()`, `to_markdown()`, `to_json()` are what the CLI prints."""

    kind: str  # the registry's report kind: each report class names its own

    def __init__(self, report):
        self.report = report

    def __str__(self):
        return self.render("text")

    def render(self, fmt="text", **options):
        """The report in any format registered for its kind, as `--format fmt` writes it; `options`:
        `color`, `width`, `all_rows`, `full` (`registry.RenderOptions`)."""
        from compile_inspect.render import registry

        return registry.render(self.kind, fmt, self.report, registry.RenderOptions(**options))

    def to_markdown(self):
        return self.render("md")

    def to_json(self):
        return self.render("json")


class Explanation(Report):
    """One trace's analysis and findings, and the verdict against a control trace when there is one;
    `str()` is the text `compile-inspect explain [--control OTHER]` prints."""

    kind = "explain"

    def __init__(self, analysis, findings, verdict=()):
        from compile_inspect.compare.explaining import ExplainReport

        super().__init__(ExplainReport(analysis, tuple(findings), tuple(verdict)))

    analysis = property(lambda self: self.report.analysis)
    findings = property(lambda self: self.report.findings)
    verdict = property(lambda self: self.report.verdict)  # () without a control

    def __repr__(self):
        return f"<Explanation of {self.analysis.source}: {len(self.findings)} finding(s)>"

    def to_json(self, full=False):
        """As `explain --format json` (`full`: `--full`, every step's dispatch trees too)."""
        return self.render("json", full=full)


class Ranks(Report):
    """Rank reports (one line per rank, the rank skew); `str()` is what `compile-inspect explain DIR` prints."""

    kind = "ranks"

    def __repr__(self):
        return f"<Ranks of {', '.join(report.title for report in self.report)}>"


class Diff(Report):
    """A diff report; `str()` is the text `compile-inspect diff` prints (without colour). `sources`: the
    session folders it was read from, which `to_html(path)` never writes into."""

    report: "Union[DiffReport, RankDiff]"

    def __init__(self, report: "Union[DiffReport, RankDiff]", sources: Iterable[Path] = ()) -> None:
        super().__init__(report)
        self.sources = tuple(sources)

    @property
    def kind(self):
        from compile_inspect.render.registry import diff_kind

        return diff_kind(self.report)  # a rank diff's output leads with each side's rank tables

    def text(self, width=100, all_rows=False, color=False, full=False):
        """The text report in `width` columns (as `diff --width`): the short one; `full` (`diff --full`):
        every finding whole, the chains, each compile layer's cost, the kernels' source lines; `all_rows`:
        that with the unchanged chain rows too."""
        return self.render("text", width=width, all_rows=all_rows, color=color, full=full)

    def __repr__(self) -> str:
        from compile_inspect.compare.ranks import RankDiff

        # a rank diff holds its DiffReport
        report = self.report.report if isinstance(self.report, RankDiff) else self.report
        return f"<Diff {report.title}: {len(report.comparisons)} comparison(s)>"

    def to_markdown(self, all_rows=False, full=False):
        """As `diff --format md` (short unless `full`; `all_rows` implies it)."""
        return self.render("md", all_rows=all_rows, full=full)

    def to_html(self, path=None):
        """The self-contained HTML report (as `diff --format html`); also written to `path` if given, never
        inside a session it was read from (`UsageError`, as the CLI refuses)."""
        from compile_inspect.render.output import refuse_outputs_in

        refuse_outputs_in({"path": path}, self.sources)
        return _write(self.render("html"), path)

    def _repr_html_(self):
        """What Jupyter shows: the compact notebook view (render/notebook.py: the verdicts, the summary, the
        full text report folded), under 200 KB; the text repr where it returns None, not a traceback."""
        from compile_inspect.compare.diff import DiffReport
        from compile_inspect.render.notebook import notebook_html

        try:
            return notebook_html(self.report) if isinstance(self.report, DiffReport) else self.to_html()
        except errors.InspectError:
            return None


def _write(text, path):
    """`text` written to `path` whole or not at all (render/output.py), returned."""
    if path is not None:
        from compile_inspect.render.output import write_text

        write_text(path, text)
    return text


class Code(str):
    """Generated code to look at: a str (plain text with line numbers, as `show --plain` prints);
    `.highlighted()` has ANSI colours; Jupyter shows it highlighted."""

    def __new__(cls, render):
        code = super().__new__(cls, render("plain"))
        code._render = render  # fmt -> text: "plain", "terminal" or "html"
        return code

    def __repr__(self):
        return str.__str__(self)

    def highlighted(self):
        """With ANSI colours, as `compile-inspect show` prints on a terminal."""
        return self._render("terminal")

    def _repr_html_(self):
        from compile_inspect.render.code import html_stylesheet

        return f"<style>{html_stylesheet()}</style>{self._render('html')}"


class Graph:
    """One compiled FX graph of a mode: its hash, generated module source (None when the source was
    not captured), its parsed module, and kernels."""

    def __init__(self, fx_hash, path, in_trace, compiled):
        self.fx_hash, self.path, self.in_trace = fx_hash, path, in_trace
        self.source, self.module = compiled.source, compiled.module

    def __repr__(self):
        return f"<Graph {self.fx_hash} ({len(self.kernels)} kernels)>"

    @property
    def kernels(self):
        """KernelSource per kernel (name, kind, language, first_line, last_line, text)."""
        return self.module.kernels if self.module is not None else ()


class ModeView:
    """One mode of a session: its run record, trace analysis, findings, compiled graphs and kernels."""

    def __init__(self, owner, run):
        self._owner, self.run = owner, run

    def __repr__(self):
        return f"<ModeView {self.mode} {self.run.status}>"

    mode = property(lambda self: self.run.mode)
    ok = property(lambda self: self.run.ok)
    error = property(lambda self: self.run.error)
    timing = property(lambda self: self.run.timing)
    accuracy = property(lambda self: self.run.accuracy)
    graph_breaks = property(lambda self: self.run.graph_breaks)
    recompiles = property(lambda self: self.run.recompiles)
    compile_seconds = property(lambda self: self.run.compile_seconds)

    @property
    def analysis(self):
        """The TraceAnalysis of the mode's trace (steps, metrics, trace kernel table); None if it failed."""
        return self._owner.diff().report.analyses.get(self.mode)

    @property
    def findings(self):
        """What `diff` finds for this mode (against eager); for eager, its own findings."""
        report = self._owner.diff().report
        if self.mode == report.control:
            return report.control_findings
        return next((c.findings for c in report.comparisons if c.test == self.mode), ())

    @cached_property
    def graphs(self):
        session, loaded = self._owner.session, self._owner.loaded.mode(self.mode).graphs
        return tuple(
            Graph(graph.fx_hash, session.path(graph.source_file), graph.in_trace, compiled)
            for graph, compiled in zip(self.run.graphs, loaded)
        )

    @property
    def kernels(self):
        """Every kernel Inductor generated for this mode, graph by graph (KernelSource objects)."""
        return tuple(kernel for graph in self.graphs for kernel in graph.kernels)


class InspectedSession:
    """A session from `inspect` or `load`: index it by mode, diff it, show its code, save it.

    A temporary one (`inspect` without `out_dir`) removes its folder when it is garbage-collected,
    closed (`close()`, or the end of a `with` block) or at interpreter exit; `save(path)` keeps a copy.
    """

    def __init__(self, session, temporary=False):
        self.session = session
        self._views = {}
        self._diff = None
        self.temporary = temporary
        self._cleanup = weakref.finalize(self, shutil.rmtree, session.root, True) if temporary else None

    def close(self):
        """Remove a temporary session's folder now (a saved or loaded session's folder is never touched)."""
        if self._cleanup is not None:
            self._cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def __repr__(self):
        how = " (in-process)" if self.in_process else ""
        return (
            f"<InspectedSession {self.session.target.spec} modes={list(self.mode_names)} at {self.root}{how}>"
        )

    @property
    def root(self):
        return self.session.root

    @property
    def mode_names(self):
        return self.session.mode_names

    @property
    def in_process(self):
        return self.session.in_process

    @cached_property
    def loaded(self):
        """The session read once (every mode's trace analysis, code and log): `loading.LoadedSession`."""
        from compile_inspect.compare.loading import load as load_files

        return load_files(self.session)

    def __getitem__(self, mode):
        if mode not in self._views:
            self._views[mode] = ModeView(self, self.session.mode(mode))
        return self._views[mode]

    def __iter__(self):
        return (self[name] for name in self.mode_names)

    def diff(self, other=None):
        """Eager against each mode; with `other` (a session or a path), each mode of self (a:) against other's (b:)."""
        from compile_inspect.compare import diff as diff_module

        if other is None:
            if self._diff is None:
                self._diff = Diff(diff_module.diff_session(self.loaded), [self.root])
            return self._diff
        other = other if isinstance(other, InspectedSession) else load(other)
        return Diff(diff_module.diff_sessions(self.loaded, other.loaded), [self.root, other.root])

    def show(self, kernel=None, graph=None, mode=None):
        """Generated code, as `compile-inspect show`: the kernel index, one graph (hash prefix), or one kernel."""
        from compile_inspect.compare import showing
        from compile_inspect.render import code

        graphs_by_mode = showing.graphs_by_mode(self.loaded, mode)
        if kernel is not None:
            found = showing.find_kernel(graphs_by_mode, kernel)
            return Code(lambda fmt: code.render_kernel(*found, fmt))
        if graph is not None:
            found = showing.find_graph(graphs_by_mode, graph)
            return Code(lambda fmt: code.render_graph(*found, fmt))
        return Code(lambda fmt: _listing(code.render_listing(showing.listing(graphs_by_mode)), fmt))

    def save(self, path):
        """Copy the session folder to `path` (a new folder, or an old session there is replaced)."""
        path = Path(path)
        if path.resolve() == Path(self.root).resolve():
            return self
        from compile_inspect.capture.output import copy_session  # removes only what sessions wrote there

        copy_session(self.root, path)
        return load(path)

    def to_html(self, path=None):
        """The diff's self-contained HTML report; written to `path` when given (never inside this
        session: `UsageError`). Returns the HTML."""
        from compile_inspect.render.output import refuse_outputs_in

        refuse_outputs_in({"path": path}, [self.root])
        return self.diff().to_html(path)

    def _repr_html_(self):
        return self.diff()._repr_html_()


def _listing(text, fmt):
    if fmt != "html":
        return text
    import html

    return f"<pre>{html.escape(text)}</pre>"
