"""Which files of an output folder a run may write and delete (issue 18: never lose a user's file). No torch.

    folder = OutputFolder.claim(Path("runs/mm"), is_ours=lambda root: False, force=False)  # locked
    folder.remove_recorded(keep=lambda relative: relative.startswith("eager/"))
    folder.record([(root / "default", FOLDER), (root / "default" / "job.json", FILE)])  # before writing
    folder.release()

The marker, `.compile-inspect-run`, is the first file a run writes in the folder, and its lock: the run
holds an exclusive `fcntl.flock` on it until it ends (a second run is refused, naming the holder's pid),
and it names the run (JSON: pid, start, what it runs). It stays after the run: the folder is ours.

The manifest, `.compile-inspect-manifest`, lists every file and folder runs created in the folder, one
`<kind> <relative path>` a line, each appended before the run creates it (so a killed run's leftovers are
listed too). Kinds: `file`; `folder`, removed only once empty; `tree`, a folder torch fills (Inductor's
cache, TORCH_TRACE, a worker's temporary files), removed whole. Nothing the manifest does not list is
deleted or overwritten: a path a run would create that exists unlisted is refused (`record`); what
another command of ours wrote into the folder is listed when a run finds it (`adopt`).
"""

import datetime
import errno
import fcntl
import json
import os
import shutil
from pathlib import Path, PurePosixPath

from compile_inspect import errors
from compile_inspect.reading import inside

MARKER = ".compile-inspect-run"
MANIFEST = ".compile-inspect-manifest"
FILE, FOLDER, TREE = "file", "folder", "tree"
KINDS = (FILE, FOLDER, TREE)
OWN_FILES = (MARKER, MANIFEST)  # never in the manifest, never removed by a run


class OutputFolder:
    """A folder this run holds: locked through its marker; `entries` is its manifest (relative path -> kind)."""

    def __init__(self, root, lock_fd, created, out_option=None, entries=None, marked_now=False):
        self.root, self.created, self.out_option = Path(root), created, out_option
        self._lock_fd, self.marked_now, self.changed = lock_fd, marked_now, False
        self.found_marker = None  # the marker's bytes as the run found them (None: it made the marker)
        self.entries = read_manifest(self.root) if entries is None else entries

    @classmethod
    def claim(cls, root, is_ours, force=False, out_option=None, about="", legacy=None):
        """Lock `root` (made when missing, parents too) and mark it ours. An existing folder must be empty,
        hold our marker, or pass `is_ours` (a session.json of ours); anything else needs `force`.
        `legacy(root)` lists what an older compile-inspect wrote there when it has no manifest."""
        root = Path(root)
        created = _to_be_made(root, is_ours, force, out_option)
        marked_now = created or not has_marker(root)
        _make_folder(root)
        folder = cls(root, _lock(root, created, out_option), created, out_option, {}, marked_now)
        try:
            folder.entries = _manifest_or_legacy(root, is_ours, legacy)
            folder.found_marker = None if marked_now else _marker_bytes(folder._lock_fd)
            _write_marker(folder._lock_fd, about)
        except BaseException as exc:  # a full disk: the folder is left as it was
            folder.__exit__(type(exc), exc, exc.__traceback__)
            raise
        return folder

    def release(self):
        """Unlock the folder (the marker stays: the folder is still ours)."""
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if kind is not None and not self.changed:
            self._unmark()
        self.release()

    def _unmark(self):
        """A run refused before it changed anything leaves the folder as it found it: no marker of its
        own (the one it found put back as it was, naming the run that wrote it), and no folder where there
        was none."""
        if self.found_marker is not None and self._lock_fd is not None:
            _put_marker(self._lock_fd, self.found_marker)
        if self.marked_now and not self.entries:
            for name in OWN_FILES:
                (self.root / name).unlink(missing_ok=True)
        if self.created and _holds_only(self.root, OWN_FILES):
            for name in OWN_FILES:
                (self.root / name).unlink(missing_ok=True)
            self.root.rmdir()

    def record(self, planned):
        """List `planned` ((path, kind) pairs) in the manifest before they are created. A path there but
        not listed is refused (SessionError, nothing recorded), but for a folder, which is used as it is
        (and never removed)."""
        new = []
        for path, kind in planned:
            relative = self.relative(path)
            if relative in self.entries or relative in dict(new):
                continue
            if os.path.lexists(path):
                if kind == FOLDER and path.is_dir() and not path.is_symlink():
                    continue
                raise errors.SessionError(
                    f"{path} is in the way: compile-inspect did not write it, and keeps it; move it or "
                    f"choose another {self.out_option or 'folder'}"
                )
            new.append((relative, kind))
        self._append(new)

    def adopt(self, found):
        """List `found` ((path, kind) pairs already there, written into the folder by another command of
        ours) as the folder's, so that a rerun replaces them."""
        self._append(
            [(self.relative(path), kind) for path, kind in found if self.relative(path) not in self.entries]
        )

    def remove_recorded(self, keep=lambda relative: False):
        """Delete what the manifest lists, deepest first, but the entries `keep(relative)` is true of; the
        manifest then lists what is still there. Never anything outside the folder, nor through a link."""
        for relative, kind in sorted(self.entries.items(), key=_depth, reverse=True):
            if not keep(relative):
                remove_entry(self.root, relative, kind)
        left = {
            relative: kind for relative, kind in self.entries.items() if os.path.lexists(self.root / relative)
        }
        if left != self.entries:
            self.entries, self.changed = left, True
            self._rewrite()

    def undo(self, keep=lambda relative: False):
        """`remove_recorded`, and the folder itself when this run made it and nothing else is in it."""
        self.remove_recorded(keep)
        if not self.entries:
            self._unmark()

    def relative(self, path):
        return PurePosixPath(Path(path).relative_to(self.root)).as_posix()

    def _append(self, new):
        if not new:
            return
        self.changed, first = True, not (self.root / MANIFEST).exists()
        self.entries.update(new)
        if first:  # a session older than manifests: what was derived for it is written out too
            self._rewrite()
            return
        with open(self.root / MANIFEST, "a", encoding="utf-8") as manifest:
            manifest.writelines(f"{kind} {relative}\n" for relative, kind in new)

    def _rewrite(self):
        partial = self.root / (MANIFEST + ".partial")
        partial.write_text("".join(f"{kind} {relative}\n" for relative, kind in self.entries.items()))
        os.replace(partial, self.root / MANIFEST)


def hint(out_option):
    if out_option:
        return f"choose another {out_option} or pass --force"
    return "choose another folder, or remove that one"


def has_marker(root):
    return (Path(root) / MARKER).is_file()


def read_manifest(root):
    """relative path -> kind, from the manifest; lines that are not well-formed, or lead outside the
    folder, are left out (and so never deleted)."""
    try:
        lines = (Path(root) / MANIFEST).read_text(encoding="utf-8", errors="replace").splitlines()
    except FileNotFoundError:
        return {}
    entries = {}
    for line in lines:
        kind, _, relative = line.partition(" ")
        if kind in KINDS and _well_formed(relative):
            entries[relative] = kind
    return entries


def _well_formed(relative):
    parts = PurePosixPath(relative).parts
    return bool(parts) and not relative.startswith("/") and ".." not in parts and relative not in OWN_FILES


def remove_entry(root, relative, kind):
    """One manifest entry gone: a file, a tree, or a folder once empty. A link is left alone (a run makes
    none), and so is anything that leads outside `root`."""
    path = root / relative
    if path.is_symlink() or not inside(root, path):
        return
    if kind == FILE and path.is_file():
        path.unlink()
    elif kind == TREE and path.is_dir():
        shutil.rmtree(path)
    elif kind == FOLDER and path.is_dir():
        try:
            path.rmdir()
        except OSError as exc:  # not empty: what is left is not ours
            if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                raise


def holder_pid(root):
    """The pid the marker names (the run holding the folder), or None."""
    try:
        return json.loads((Path(root) / MARKER).read_text()).get("pid")
    except (OSError, ValueError, AttributeError):
        return None


def _to_be_made(root, is_ours, force, out_option):
    """True when `root` is missing; False for a folder a run may write into; SessionError otherwise."""
    refuse_a_file(root)
    if not os.path.lexists(root):
        return True
    if force or _empty(root) or has_marker(root) or is_ours(root):
        return False
    raise errors.SessionError(f"{root} exists and is not a session; {hint(out_option)}")


def _manifest_or_legacy(root, is_ours, legacy):
    if legacy is not None and not (root / MANIFEST).exists() and is_ours(root):
        return legacy(root)
    return read_manifest(root)


def _lock(root, created, out_option):
    """The marker, opened (made if missing) and locked: its descriptor. SessionError naming the holder
    when another run holds it; an OSError (a full disk) leaves no folder this run made."""
    flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW
    try:
        lock_fd = os.open(root / MARKER, flags, 0o644)
    except OSError:
        if created and _empty(root):
            root.rmdir()
        raise
    try:
        fcntl.flock(lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(lock_fd)
        pid = holder_pid(root)
        holder = f"pid {pid}" if pid else "its pid not written yet"
        raise errors.SessionError(
            f"{root} is in use by another compile-inspect run ({holder}); wait for it to end or choose "
            f"another {out_option or 'folder'}"
        ) from None
    return lock_fd


def is_locked(root) -> bool:
    """Whether another run holds `root` now (its marker locked); read without writing a byte."""
    try:
        descriptor = os.open(Path(root) / MARKER, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(descriptor)


def _write_marker(lock_fd, about):
    started = datetime.datetime.now().isoformat(timespec="seconds")
    text = json.dumps({"tool": "compile-inspect", "pid": os.getpid(), "started": started, "run": about})
    _put_marker(lock_fd, (text + "\n").encode())


def _marker_bytes(lock_fd):
    return os.pread(lock_fd, os.fstat(lock_fd).st_size, 0)


def _put_marker(lock_fd, data):
    os.ftruncate(lock_fd, 0)
    os.pwrite(lock_fd, data, 0)


def refuse_a_file(root):
    if os.path.lexists(root) and not root.is_dir():
        raise errors.SessionError(f"{root} is a file, not a folder; choose a folder for the session")


def _make_folder(root):
    root.mkdir(parents=True, exist_ok=True)


def _empty(root):
    return root.is_dir() and not any(root.iterdir())


def _holds_only(root, names):
    return {path.name for path in root.iterdir()} <= set(names)


def _depth(item):
    return len(PurePosixPath(item[0]).parts)
