"""Behaviour oracle for refactors: every report the reading side prints, byte for byte, old tree against new.

    git worktree add /tmp/oracle_old <commit-before-the-move>
    python scripts/oracle.py --old /tmp/oracle_old            # prints the cases that differ, exit 1 if any

Each tree runs in its own process (`python scripts/oracle.py collect OUT` with PYTHONPATH set to that
tree), through the CLI's own `main()`, over the recorded material of *this* checkout's tests/data and
../shared/fixtures: `diff SESSION` in text, md, json and html, `show SESSION`, `explain TRACE` in text, md
and json, `explain RANK_DIR`, and `diff TRACE_A TRACE_B` for the training traces. Output, error line and
exit status are compared. Reading only: no torch is needed and nothing is captured.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_ROOTS = [ROOT / "tests" / "data", ROOT.parent / "shared" / "fixtures"]


def sessions():
    found = []
    for root in DATA_ROOTS:
        found += sorted(path.parent for path in root.rglob("session.json"))
    return found


def traces():
    found = []
    for path in sorted((ROOT / "tests" / "data").rglob("*.json*")):
        if path.name in ("session.json", "timing.json") or not path.name.endswith((".json", ".json.gz")):
            continue
        if any(parent.joinpath("session.json").exists() for parent in path.parents):
            continue  # a session's own traces are read through the session
        found.append(path)
    return found


def cases():
    for session in sessions():
        for fmt in ("text", "md", "json", "html"):
            yield f"diff-{fmt}:{session}", ["diff", str(session), "--format", fmt, "--width", "100"]
        yield f"show:{session}", ["show", str(session), "--plain"]
    for trace in traces():
        for fmt in ("text", "md", "json"):
            yield f"explain-{fmt}:{trace}", ["explain", str(trace), "--format", fmt]
    for ranks in sorted((ROOT / "tests" / "data" / "ranks").iterdir()):
        if ranks.is_dir():
            yield f"explain-ranks:{ranks}", ["explain", str(ranks)]
    training = ROOT / "tests" / "data" / "training"
    for eager, compiled in [
        ("mlp_eager_3steps", "mlp_compiled_3steps"),
        ("mlp_eager_4steps_cuda", "mlp_compiled_4steps_cuda"),
    ]:
        pair = [str(training / f"{eager}.json.gz"), str(training / f"{compiled}.json.gz")]
        yield f"diff-traces:{eager}", ["diff", *pair, "--width", "100"]
        yield f"explain-control:{compiled}", ["explain", pair[1], "--control", pair[0]]


def run_case(argv):
    from compile_inspect.cli.main import main

    out, err = (io.TextIOWrapper(io.BytesIO(), encoding="utf-8") for _ in range(2))  # JSON writes bytes
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as exc:
            code = exc.code
        except Exception as exc:  # noqa: BLE001 - a crash is an outcome to compare too
            code = f"crash {type(exc).__name__}: {exc}"
    return f"exit {code}\n--- stderr\n{_text(err)}--- stdout\n{_text(out)}"


def _text(stream):
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "replace")


def collect(out_dir):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for index, (name, argv) in enumerate(cases()):
        (out_dir / f"{index:04d}.txt").write_text(f"{name}\n{run_case(argv)}")


def run_tree(tree, out_dir):
    """tree None: this checkout as installed (`pip install -e .`); else a worktree, put first on the path
    (its cli/ folder linked in as compile_inspect/cli, as the package's install maps it)."""
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
        cli_link = Path(tree) / "compile_inspect" / "cli"
        if not cli_link.exists():
            cli_link.symlink_to(Path(tree) / "cli")
    subprocess.run([sys.executable, __file__, "collect", str(out_dir)], env=env, check=True)


def compare(old, new_tree, work):
    run_tree(old, work / "old")
    run_tree(new_tree, work / "new")
    differing = []
    for old_file in sorted((work / "old").iterdir()):
        new_file = work / "new" / old_file.name
        if not new_file.exists() or new_file.read_bytes() != old_file.read_bytes():
            differing.append(old_file.read_text().splitlines()[0])
    total = len(list((work / "old").iterdir()))
    print(f"{total - len(differing)} of {total} cases identical")
    for name in differing:
        print(f"DIFFERS {name}")
    return 1 if differing else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="compare", choices=["compare", "collect"])
    parser.add_argument("out", nargs="?", help="collect: the folder to write each case's output to")
    parser.add_argument("--old", help="compare: a worktree of the commit before the change")
    parser.add_argument("--work", default="/tmp/oracle_out", help="compare: where both trees' outputs go")
    options = parser.parse_args()
    if options.command == "collect":
        return collect(options.out)
    return compare(Path(options.old), None, Path(options.work))


if __name__ == "__main__":
    sys.exit(main())
