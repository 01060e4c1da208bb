"""The session folder: claiming it (whose session may be overwritten or resumed), preparing it, and where
each mode's files go in it. No torch.

    previous = claim_out_dir(root, record, force=False, out_option="-o/--out")  # the session there, or None
    kept = resumed_modes(previous, modes, options)                             # --resume: the ok modes
    prepare_out_dir(root, modes, force=False, keep=kept)
    WorkerJob("default", root / "default").paths["trace_file"]                 # root/default/trace.json

An empty or new folder, a session of the same run (target file, callable and --arg values) or what a
killed run left is taken; anything else needs --force, and the error names the option that chose the
folder. Only what a session writes is ever removed: never the user's other files.
"""

import shutil
from dataclasses import dataclass
from pathlib import Path

from compile_inspect import errors
from compile_inspect.session import model as session_module
from compile_inspect.session import modes as modes_module
from compile_inspect.session.model import split_spec
from compile_inspect.session.options import measuring_fields


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
        }


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


def prepare_out_dir(out_dir, mode_names, force, keep=(), out_option=None):
    """An empty/new folder, an old session or what a stopped run left is (re)used; anything else needs
    --force. The folders of the modes in `keep` (a resumed session's finished modes) stay."""
    if out_dir.exists() and not out_dir.is_dir():
        raise errors.SessionError(f"{out_dir} exists and is not a folder")
    occupied = out_dir.is_dir() and any(out_dir.iterdir())
    ours = session_module.is_session_dir(out_dir) or left_by_a_run(out_dir)
    if occupied and not ours and not force:
        raise errors.SessionError(f"{out_dir} exists and is not a session; {_hint(out_option)}")
    for mode in modes_module.MODES:  # only what a session writes: never the user's other files
        if mode not in keep:
            shutil.rmtree(out_dir / mode, ignore_errors=True)
    for folder in rank_folders(out_dir):
        shutil.rmtree(folder, ignore_errors=True)
    (out_dir / session_module.SESSION_FILE).unlink(missing_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    return out_dir


def _hint(out_option):
    return (
        f"choose another {out_option} or pass --force"
        if out_option
        else "choose another out_dir, or remove that folder"
    )


def left_by_a_run(out_dir):
    """A folder holding only what a run that never saved writes (mode and rank folders with job.json):
    a run killed before its session.json; the same command may take it over."""
    entries = list(out_dir.iterdir()) if out_dir.is_dir() else []
    modes = [path for path in entries if path.name in modes_module.MODES]
    ranks = rank_folders(out_dir)
    return bool(entries) and len(modes) + len(ranks) == len(entries)
