"""The session folder: claiming it (whose it is, whose session may be overwritten or resumed), preparing
it, and where each mode's files go in it. No torch.

    folder = claim_folder(root, force=False, out_option="-o/--out", about="samples/mm.py")  # locked
    previous = claim_out_dir(root, record, force=False, out_option="-o/--out")  # the session there, or None
    kept = resumed_modes(previous, modes, options)                             # --resume: the ok modes
    prepare_out_dir(folder, keep=kept)          # what earlier runs wrote here goes, but the kept modes
    record_jobs(folder, jobs, nproc=1)          # every file the workers will write, in the manifest first
    WorkerJob("default", root / "default").paths["trace_file"]                 # root/default/trace.json

A new or empty folder, or one holding compile-inspect's marker or a session.json of ours, is taken; a
session of another run (target file, callable, --arg values) needs --force, and so does a folder that
is not ours, where the run writes next to what is there. A folder inside another session, or a file, is
refused. Only what the manifest lists (`ownership.py`) is ever removed: never the user's files.
"""

import contextlib
import errno
import shutil
from dataclasses import dataclass
from pathlib import Path

from compile_inspect import errors
from compile_inspect.capture import ownership
from compile_inspect.capture.ownership import FILE, FOLDER, TREE, OutputFolder
from compile_inspect.code import ncu
from compile_inspect.session import model as session_module
from compile_inspect.session import modes as modes_module
from compile_inspect.session.model import split_spec
from compile_inspect.session.options import measuring_fields
from compile_inspect.session.rounds import TIMING_FILE

SESSION_FILES = (session_module.SESSION_FILE, session_module.SESSION_FILE + ".partial")
SWEEP_FOLDER = "sweep"  # <session>/<mode>/sweep: the mode's shape-sweep worker (capture/sweep.py)


@dataclass(frozen=True)
class WorkerJob:
    """One mode's worker (or one rank's) and its folder: where each of its files goes (`paths`)."""

    mode: str
    folder: Path  # <session>/<mode>, or <session>/rank<r>/<mode>

    @property
    def paths(self):
        return {
            "trace_file": self.folder / "trace.json",
            "log_file": self.folder / "worker.log",
            "torch_trace_dir": self.folder / "torch_trace",
            "cache_dir": self.folder / "inductor_cache",
            "job_file": self.folder / "job.json",
            "code_dir": self.folder / "code",
            "result_file": self.folder / "result.json",  # a rank's own result (runs under --nproc)
            "launcher_log": self.folder / "launcher.log",  # torch.distributed.run's output (rank 0)
            "timing_file": self.folder / TIMING_FILE,  # every timed block (session/rounds.py)
            "tmp_dir": self.folder / "tmp",  # the worker's TMPDIR, removed when it ends (protocol.py)
        }

    def entries(self):
        """(path, manifest kind) of its folder and of every file and folder its worker may create."""
        trees = ("torch_trace_dir", "cache_dir", "code_dir", "tmp_dir")
        paths = self.paths
        return [(self.folder, FOLDER)] + [(paths[name], TREE if name in trees else FILE) for name in paths]


def sweep_job(job):
    """The worker of `job`'s mode for a shape sweep: its own folder, <session>/<mode>/sweep."""
    return WorkerJob(job.mode, job.folder / SWEEP_FOLDER)


def job_folder(root, mode, nproc):
    """<session>/<mode>; under --nproc rank 0's, <session>/rank0/<mode>."""
    return root / mode if nproc == 1 else root / rank_folder(0) / mode


def rank_jobs(root, mode, nproc):
    """The folders of one mode's ranks: <session>/rank<r>/<mode>."""
    return [WorkerJob(mode, Path(root) / rank_folder(rank) / mode) for rank in range(nproc)]


def rank_folder(rank):
    return f"rank{rank}"


def rank_folders(out_dir):
    """The rank<r> folders in `out_dir` (what `run --nproc` wrote there)."""
    if not out_dir.is_dir():
        return []
    return [path for path in out_dir.glob("rank*") if path.is_dir() and path.name[4:].isdigit()]


def claim_folder(root, force=False, out_option=None, about=""):
    """The session folder `root`, locked and marked ours (`ownership.OutputFolder`); SessionError when it
    is a file, lies inside another session, or is a folder of someone else's (without `force`)."""
    ownership.refuse_a_file(root)
    refuse_inside_a_session(root, out_option)
    return OutputFolder.claim(
        root, holds_our_session, force=force, out_option=out_option, about=about, legacy=legacy_entries
    )


def refuse_inside_a_session(root, out_option=None):
    """A session is never written inside another one: its files would read as the outer one's."""
    for folder in Path(root).resolve().parents:
        if session_module.is_session_dir(folder) or ownership.has_marker(folder):
            raise errors.SessionError(
                f"{root} is inside the session {folder}; choose another {out_option or 'folder'} outside it"
            )


def holds_our_session(root):
    """A session.json of ours (one that loads): a session written before the marker existed."""
    try:
        session_module.load_session(root)
    except errors.SessionError:
        return False
    return True


def legacy_entries(root):
    """The manifest of a session written before manifests existed: session.json and, in each mode folder
    (and each rank's), the names a worker writes. Nothing else in those folders is ever removed."""
    entries = {name: FILE for name in SESSION_FILES}
    for folder in [root, *rank_folders(root)]:
        if folder != root:
            entries[folder.name] = FOLDER
            entries.update({f"{folder.name}/{name}": FILE for name in SESSION_FILES})
        for mode in modes_module.MODES:
            for path, kind in WorkerJob(mode, folder / mode).entries() if (folder / mode).is_dir() else ():
                entries[path.relative_to(root).as_posix()] = kind
    return entries


def record_jobs(folder, jobs, nproc=1):
    """Every file and folder the run will create (each job's, each rank's, session.json) in the manifest
    before any is made; SessionError, with nothing created, when one is there and not ours."""
    planned = [(folder.root / name, FILE) for name in SESSION_FILES]
    for job in jobs:
        for rank_job in rank_jobs(folder.root, job.mode, nproc) if nproc > 1 else [job]:
            if nproc > 1:
                rank_root = rank_job.folder.parent
                planned += [(rank_root, FOLDER)] + [(rank_root / name, FILE) for name in SESSION_FILES]
            planned += rank_job.entries()
    folder.record(planned)


def copy_session(source, destination):
    """The session folder `source` copied into `destination`, claimed as a run claims its folder: what an
    earlier session of the same target there wrote is replaced (one of another target is refused, as a
    run refuses it), every file copied is listed first, nothing else touched."""
    source, destination = Path(source), Path(destination)
    with claim_folder(destination, about=str(source)) as folder:
        claim_out_dir(destination, session_module.load_session(source).target, force=False, out_option=None)
        prepare_out_dir(folder)
        copied = [path for path in sorted(source.rglob("*")) if path.name not in ownership.OWN_FILES]
        folder.record(
            [(destination / path.relative_to(source), FOLDER if path.is_dir() else FILE) for path in copied]
        )
        shutil.copytree(
            source, destination, dirs_exist_ok=True, ignore=shutil.ignore_patterns(*ownership.OWN_FILES)
        )
    return destination


def claim_out_dir(root, target, force, out_option):
    """The session already in `root` (None if none), when this run may overwrite it: the same target
    and --arg values (an interrupted or failed run rerun, or a rerun), or --force."""
    if not session_module.is_session_dir(root):
        return None
    try:
        previous = session_module.load_session(root)
    except errors.SessionError:
        if force:
            return None
        raise errors.SessionError(f"{root} holds an unreadable session.json; {_hint(out_option)}") from None
    if not force and not same_run(previous.target, target):
        args = " ".join(f"--arg {key}={value}" for key, value in previous.target.args)
        raise errors.SessionError(
            f"{root} holds a session of another run ({previous.target.spec}{' ' + args if args else ''}); "
            f"{_hint(out_option)}"
        )
    return previous


def same_run(old, new):
    """The same target file and callable, with the same --arg values."""
    return (
        _spec_file(old.spec) == _spec_file(new.spec)
        and old.name == new.name
        and tuple(tuple(pair) for pair in old.args) == tuple(new.args)
    )


def _spec_file(spec):
    return Path(split_spec(spec)[0]).resolve()


def resumed_modes(previous, mode_names, options):
    """mode -> ModeRun of the earlier session's modes that finished ok (and are asked for again), when
    they were measured with the same options; the others run again."""
    if previous is None:
        return {}
    for field in measuring_fields():
        then, now = getattr(previous.options, field.name), getattr(options, field.name)
        if then != now:
            flag = field.metadata["option"].flag
            raise errors.UsageError(
                f"--resume: {previous.root} was measured with {flag} {then}, this command "
                f"asks for {now}; give the same value or drop --resume"
            )
    return {run.mode: run for run in previous.modes if run.ok and run.mode in mode_names}


def finished_session(request, target):
    """The session in request.out_dir when --resume has nothing to do there: the same run, measured with
    the same options, not interrupted, every mode asked for finished ok and no other, no sweep asked."""
    root = request.out_dir
    if request.sweep or not session_module.is_session_dir(root) or ownership.is_locked(root):
        return None
    try:
        previous = session_module.load_session(root)
    except errors.SessionError:
        return None
    if previous.interrupted or previous.ranks or not same_run(previous.target, target):
        return None
    kept = resumed_modes(previous, request.modes, request.options)
    return previous if set(kept) == set(request.modes) == set(previous.mode_names) else None


def prepare_out_dir(folder, keep=()):
    """What earlier runs wrote in the claimed `folder` (its manifest) is removed, but the folders of the
    modes in `keep` (a resumed session's finished modes); the user's files stay wherever they are."""
    folder.adopt(ncu_entries(folder.root))
    folder.remove_recorded(keep=keeping(keep))
    return folder.root


def ncu_entries(root):
    """What `compile-inspect ncu` wrote into the session (code/ncu.py: ncu/<mode>.csv, .log, .json): a
    mode run again must not keep the figures of the run before."""
    folder = Path(root) / ncu.NCU_DIR
    found = [(folder, FOLDER)] if folder.is_dir() else []
    for mode in ncu_modes(folder):
        csv_file, json_file = ncu.report_paths(root, mode)
        found += [
            (path, FILE) for path in (csv_file, csv_file.with_suffix(".log"), json_file) if path.is_file()
        ]
    return found


def ncu_modes(folder):
    """The configurations `compile-inspect ncu` left results of in `folder` (<label>.csv, .log, .json)."""
    if not folder.is_dir():
        return []
    stems = {
        path.name.rsplit(".", 1)[0] for path in folder.iterdir() if path.suffix in (".csv", ".log", ".json")
    }
    return sorted(stem for stem in stems if modes_module.known(stem))


def keeping(modes):
    """Whether a manifest entry stays: in the folder of a mode in `modes` or among its ncu results, or,
    when any is kept, the session.json that lists them (replaced whole when the run saves)."""
    kept = {*modes, session_module.SESSION_FILE} if modes else set()

    def keep(relative):
        head, _, rest = relative.partition("/")
        return head in kept or (head == ncu.NCU_DIR and bool(rest) and Path(rest).stem in modes)

    return keep


def check_resume(previous, root):
    """--resume needs a session in the folder: naming a folder that holds none is a slip, not a new run."""
    if previous is None:
        raise errors.UsageError(f"--resume: {root} holds no session to resume; run without --resume")


class OutOfSpace(errors.InspectError):
    """The disk filled while the session was written: what is there is not a complete session. Exit 2, as
    every file that cannot be written (a report on a full disk too: cli/main.py)."""

    exit_code = 2


@contextlib.contextmanager
def space_checked(root):
    """A full disk (or quota) while writing the session becomes one `OutOfSpace` line naming the folder."""
    try:
        yield
    except OSError as exc:
        if exc.errno not in (errno.ENOSPC, errno.EDQUOT):
            raise
        raise OutOfSpace(
            f"no space left on the device writing {exc.filename or root}: the session in {root} is not "
            "complete (its session.json was not written); free some space and run again"
        ) from None


def _hint(out_option):
    return ownership.hint(out_option)
