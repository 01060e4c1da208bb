"""`compile-inspect diff`: eager against each compile mode, side by side; or one session against another."""

from __future__ import annotations

import datetime
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence, Union

import click
from compile_inspect.cli.formats import FormatChoice
from compile_inspect.cli.options import capture, capture_options, terminal_progress

from compile_inspect.errors import ModeFailedExit, UsageError
from compile_inspect.render import escape

if TYPE_CHECKING:  # annotations only: the CLI imports the diff code when a diff runs
    from compile_inspect.compare.diff import DiffReport
    from compile_inspect.compare.ranks import RankDiff


@click.command("diff")
@click.argument(
    "sources",
    nargs=-1,
    required=True,
    metavar="TARGET.py[:fn] | SESSION [SESSION_B] | TRACE_A TRACE_B | DIR_A DIR_B",
)
@click.option(
    "--format",
    "fmt",
    type=FormatChoice("diff"),  # text, json, md, html and any registered since
    default="text",
    show_default=True,
    help="text (colour on a terminal unless NO_COLOR), json (stable, documented in docs/diff-json.md), "
    "md (pastes into a GitHub issue), html (one self-contained file). Example: --format md",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the report to this file instead of stdout. Example: -o report.html",
)
@click.option(
    "--save",
    "save_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Where a TARGET's new session is written [default: runs/<name>-<time>]. Example: --save runs/mm",
)
@click.option(
    "--perfetto",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Also write one merged Chrome trace (eager and every mode as its own process lane) for "
    "ui.perfetto.dev. Example: --perfetto merged.json",
)
@click.option(
    "--color/--no-color",
    default=None,
    help="Force colour on or off in text output. Example: --color | less -R",
)
@click.option(
    "--full",
    is_flag=True,
    help="Text and md: the whole report (every finding whole, the dispatch chains, each compile layer's "
    "cost, the kernels' source lines); by default the short one: the verdicts, their first findings, "
    "the summary. HTML and JSON always hold everything.",
)
@click.option(
    "--all-rows",
    is_flag=True,
    help="Text and md: the whole report (--full) with every chain row; by default the unchanged ones are "
    "counted, not shown.",
)
@click.option(
    "--width",
    type=click.IntRange(min=60),
    help="Text: columns per line [default: the terminal's; 100 when not a terminal]. Example: --width 120",
)
@click.option(
    "--scheduler",
    metavar="ADDRESS",
    help="Two folders of rank traces: compare the ranks on this Dask cluster (its workers must see the "
    "files; pip install 'compile-inspect[cluster]'). Example: --scheduler tcp://10.0.0.5:8786",
)
@capture_options
def command(
    sources: tuple[str, ...],
    fmt: str,
    output: Optional[Path],
    save_dir: Optional[Path],
    perfetto: Optional[Path],
    color: Optional[bool],
    full: bool,
    all_rows: bool,
    width: Optional[int],
    scheduler: Optional[str],
    **capture_kwargs: object,
) -> None:
    """Show eager (control) against each compile mode (test), side by side.

    A TARGET (path.py or path.py:name) is run first, as `run` does, and its session saved; a saved
    SESSION folder is only re-read (no torch, instant); two sessions compare each mode of the first
    (a:) against the same mode of the second (b:). Two raw Chrome traces (.json, .json.gz) compare
    TRACE_A (the control) with TRACE_B, labelled by their file stems; two folders of rank traces
    (rank0.json.gz ...) compare rank k with rank k and show each folder's rank skew; a multi-rank
    session (`run --nproc`) compares eager with each mode on every rank.

    \b
    Examples:
      compile-inspect diff samples/matmul_add.py --modes default,reduce-overhead
      compile-inspect diff samples/matmul_add.py --arg size=4096 --device cuda --format html -o mm.html
      compile-inspect diff runs/mm                    # a saved session
      compile-inspect diff runs/a runs/b --format md  # before / after a code change
      compile-inspect diff eager.json.gz compiled.json.gz   # two traces of one training job
      compile-inspect diff traces_eager/ traces_compiled/   # one trace per rank in each

    Exit status: 0 on success; 3 when a mode failed or a file the session names is missing (the report
    still shows the rest, with a warning); 2 on bad input.
    """
    from compile_inspect.compare import diff as diff_module
    from compile_inspect.compare.loading import load
    from compile_inspect.compare.ranks import RankDiff

    _check_save(sources, save_dir)
    _refuse_outputs_in({"-o": output, "--perfetto": perfetto}, [*map(_read_path, sources), save_dir])
    rank_diff = _trace_or_rank_diff(
        _check_count(sources), _int_or_none(capture_kwargs.get("jobs")), scheduler
    )
    if rank_diff is not None:
        if perfetto:
            raise UsageError("--perfetto goes with targets and sessions, not with raw traces")
        # a rank diff holds its DiffReport; a diff of two traces is one
        report = rank_diff.report if isinstance(rank_diff, RankDiff) else rank_diff
        sessions = []
    else:
        sessions = [load(_session(source, save_dir, capture_kwargs)) for source in sources]
        _refuse_outputs_in({"-o": output, "--perfetto": perfetto}, [loaded.root for loaded in sessions])
        report = (
            diff_module.diff_session(sessions[0])
            if len(sessions) == 1
            else diff_module.diff_sessions(*sessions)
        )
    colour = _use_colour(color, output)
    _write(_render(rank_diff or report, fmt, colour, width, all_rows, output, full), output, colour)
    if perfetto:
        from compile_inspect import perfetto as perfetto_module

        perfetto_module.write_merged(sessions, perfetto)
        click.echo(f"merged trace written to {escape.path_text(perfetto)}", err=True)
    if report.any_failed:
        failed = [row for row in report.summary if row.status not in diff_module.RAN]
        raise ModeFailedExit(
            f"{len(failed)} mode(s) failed: " + "; ".join(f"{r.label}: {r.error}" for r in failed)
        )
    gaps = [w for w in report.warnings if not w.startswith(diff_module.UNPAIRED)]  # unpaired modes: a note
    if gaps and rank_diff is None:  # a file the session names is missing: the report has a gap
        more = f" (and {len(gaps) - 1} more)" if len(gaps) > 1 else ""
        raise ModeFailedExit(f"the report is incomplete: {gaps[0]}{more}")


def _check_count(sources):
    if len(sources) > 2:
        raise UsageError("diff takes one target or session, or two sessions, traces or rank folders")
    return sources


def _source_kind(source):
    """(kind, what was found): trace, ranks, rank-session (`compare.inputs.input_kind`), or other: a
    target to run or a session to read (the capture path)."""
    from compile_inspect.compare.inputs import input_kind

    kind, found = input_kind(source)
    return ("other", None) if kind == "session" else (kind, found)


def _int_or_none(value: object) -> Optional[int]:
    return value if isinstance(value, int) else None


def _trace_or_rank_diff(
    sources: Sequence[str], jobs: Optional[int], scheduler: Optional[str]
) -> Optional[Union[DiffReport, RankDiff]]:
    """The diff of two raw traces, of two rank folders or of a multi-rank session; None for
    targets and sessions (the capture path). Each source is inspected once: what that found (the
    rank traces, the rank sessions) is what the diff reads."""
    from compile_inspect.compare import diff as diff_module
    from compile_inspect.compare import ranks

    kinds_found, found = zip(*(_source_kind(source) for source in sources))
    kinds = list(kinds_found)
    if scheduler and kinds != ["ranks", "ranks"]:
        raise UsageError("--scheduler goes with two folders of rank traces (DIR_A DIR_B)")
    if jobs and "trace" in kinds:  # a TARGET's --jobs is its compile workers'
        raise UsageError("--jobs goes with a TARGET or two folders of rank traces, not with traces")
    if kinds == ["trace", "trace"]:
        return diff_module.diff_traces(*sources)
    if kinds == ["ranks", "ranks"]:
        return ranks.diff_rank_folders(sources[0], sources[1], found, jobs, scheduler, terminal_progress())
    if kinds == ["rank-session"]:
        return ranks.diff_rank_session(sources[0], found[0])
    if kinds == ["rank-session", "rank-session"]:
        return ranks.diff_rank_sessions(sources[0], found[0], sources[1], found[1])
    if kinds == ["other"] * len(kinds):
        return None
    if kinds in (["trace"], ["ranks"]):
        what = "two traces (TRACE_A TRACE_B)" if kinds == ["trace"] else "two rank folders (DIR_A DIR_B)"
        raise UsageError(f"diff of {sources[0]} needs {what}; explain {sources[0]} reads one alone")
    described = ", ".join(f"{s} ({k.replace('other', 'target or session')})" for s, k in zip(sources, kinds))
    raise UsageError(f"diff compares two of a kind, not {described}")


def _check_save(sources, save_dir):
    """--save says where a TARGET's new session goes; with saved sessions or traces alone it would do
    nothing, so it is refused rather than ignored."""
    if save_dir is not None and not any(map(_is_target, sources)):
        raise UsageError(
            "--save applies only when running a TARGET (path.py); sessions and traces are read, not saved"
        )


def _is_target(source):
    """What `_session` runs rather than reads: not a folder, not a trace."""
    from compile_inspect.compare.loading import is_trace_file

    return not Path(source.split(":", 1)[0]).is_dir() and not is_trace_file(Path(source))


def _session(source, save_dir, capture_kwargs):
    from compile_inspect.session.model import is_session_dir, load_session

    path = Path(source.split(":", 1)[0])
    if path.is_dir():
        if not is_session_dir(path):
            raise UsageError(f"{source} is a folder but not a session (no session.json)")
        return load_session(path)
    out_dir = save_dir or Path("runs") / f"{path.stem}-{datetime.datetime.now():%Y%m%d-%H%M%S}"
    session = capture(source, out_dir, **capture_kwargs)
    root = escape.path_text(session.root)
    click.echo(f"session saved to {root} (re-render: compile-inspect diff {root})", err=True)
    return session


def _render(report, fmt, colour, width=None, all_rows=False, output=None, full=False):
    """The report as the library renders it (render/registry.py); text fits the terminal it goes to."""
    from compile_inspect.render import registry
    from compile_inspect.render.text import output_width

    width = width or output_width(output is None and sys.stdout.isatty())
    options = registry.RenderOptions(color=colour, width=width, all_rows=all_rows, full=full)
    return registry.render(registry.diff_kind(report), fmt, report, options)


def _use_colour(flag, output):
    if flag is not None:
        return flag
    return output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _write(text, output, colour):
    """On stdout, or into `output` whole or not at all (render/output.py: a temporary file next to it
    takes its place once written; a full disk or a Ctrl-C leaves the old file and no temporary one)."""
    from compile_inspect.render.output import write_text

    if output is None:
        click.echo(text, nl=False, color=colour)
        return
    write_text(output, text)
    click.echo(f"report written to {escape.path_text(output)}", err=True)


def _refuse_outputs_in(outputs, reads):
    """-o and --perfetto never land on what this diff reads: a session (the one a TARGET is saved to
    too), a trace, a rank folder, the target's file. Checked before anything is read, and again against
    the sessions loaded (a TARGET's default --save folder)."""
    from compile_inspect.render.output import refuse_outputs_in

    refuse_outputs_in(outputs, [path for path in reads if path is not None])


def _read_path(source):
    """The file or folder a source names: `path.py:fn` reads `path.py`."""
    path = Path(source)
    return path if path.exists() else Path(source.rsplit(":", 1)[0])
