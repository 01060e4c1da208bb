"""`compile-inspect explain TRACE`: findings, summary and the dispatch tree of a trace you recorded."""

import sys
from pathlib import Path

import click
from compile_inspect.cli.formats import FormatChoice
from compile_inspect.cli.options import terminal_progress

from compile_inspect.errors import UsageError


@click.command(name="explain")
@click.argument("trace", type=click.Path(path_type=Path), metavar="TRACE | RANK_DIR | SESSION")
@click.option(
    "--control",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A second trace to compare against (the baseline: an eager step, an older torch); adds the "
    "comparison findings and the verdict. Example: --control eager.json.gz",
)
@click.option(
    "--cache-dir",
    type=click.Path(path_type=Path),
    help="Inductor cache dir (TORCHINDUCTOR_CACHE_DIR), to resolve each compiled graph's source; "
    "it may come from another machine. Example: --cache-dir /tmp/torchinductor_$USER",
)
@click.option(
    "--log",
    "log_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Log holding TORCH_LOGS=output_code text, for the autotune and input-copy findings. "
    "Example: --log stderr.log",
)
@click.option(
    "--format",
    "fmt",
    type=FormatChoice("explain"),
    default="text",
    show_default=True,
    help="Example: --format md",
)
@click.option(
    "--torch-trace",
    type=click.Path(path_type=Path),
    help="The run's TORCH_TRACE folder, for what torch itself recorded (training graph, guards, graph "
    "breaks, recompiles). Example: --torch-trace /tmp/tt",
)
@click.option(
    "--full",
    is_flag=True,
    help="JSON only: add every step's whole dispatch tree (large: tens of MB for a big trace). "
    "Example: --format json --full",
)
@click.option(
    "--color", is_flag=True, help="Colour the text format with ANSI codes. Example: --color | less -R"
)
@click.option(
    "--all-rows",
    is_flag=True,
    help="Text and md: every row of the dispatch tree and of the GPU work, one-off cost and graph lists; "
    "by default each is capped and the last line counts the rest.",
)
@click.option(
    "--width",
    type=click.IntRange(min=60),
    help="Text: columns per line [default: the terminal's; 100 when not a terminal]. Example: --width 120",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    help="A folder of rank traces: read this many ranks at once, each in a process of its own [default: "
    "every core]. Example: --jobs 4",
)
@click.option(
    "--scheduler",
    metavar="ADDRESS",
    help="A folder of rank traces: read the ranks on this Dask cluster (its workers must see the files; "
    "pip install 'compile-inspect[cluster]'). Example: --scheduler tcp://10.0.0.5:8786",
)
def command(
    trace, control, cache_dir, log_path, torch_trace, fmt, full, color, all_rows, width, jobs, scheduler
):
    """Explain a Chrome trace (.json or .json.gz) you recorded: findings, per-layer CPU cost, kernels, dispatch tree.

    Read top down: what the trace is (its steps and lanes), the verdict (with --control) and the
    findings, a summary table, then the evidence and the last step's dispatch tree (its heaviest rows;
    --all-rows for every row). Every text line fits in --width.

    A folder of rank traces (rank0.json.gz, worker1.*.pt.trace.json ...), or a multi-rank session
    of `run --nproc`, gives one line per rank and the rank skew instead.

    \b
    Examples:
      compile-inspect explain trace.json.gz
      compile-inspect explain trace.json.gz --all-rows --width 140 | less -S
      compile-inspect explain trace.json --cache-dir /tmp/torchinductor_$USER --log stderr.log --format md
      compile-inspect explain trace.json --format json --full > trees.json
      compile-inspect explain compiled.json.gz --control eager.json.gz
      compile-inspect explain traces/        # rank0.json.gz, rank1.json.gz: per-rank metrics, skew
    """
    from compile_inspect.api import explain
    from compile_inspect.render.fit import output_width
    from compile_inspect.render.registry import RenderOptions

    if full and fmt != "json":
        raise UsageError("--full goes with --format json")
    if full and control is None and trace.is_dir():
        raise UsageError("--full goes with one trace, not a folder")
    if (jobs or scheduler) and not trace.is_dir():
        raise UsageError("--jobs and --scheduler go with a folder of rank traces")
    progress = terminal_progress() if trace.is_dir() else None
    explained = explain(trace, cache_dir=cache_dir, log=log_path, torch_trace=torch_trace, control=control,
                        jobs=jobs, scheduler=scheduler, progress=progress)  # fmt: skip
    width = width or output_width(sys.stdout.isatty())
    options = RenderOptions(color=color and fmt == "text", width=width, all_rows=all_rows, full=full)
    _emit(explained, fmt, options, color)


def _emit(explained, fmt, options, color):
    """The report (an api.Explanation, or api.Ranks for a folder) on stdout, rendered as the library
    renders it; a format the registry writes in pieces (JSON with --full) is streamed."""
    from compile_inspect.render import registry

    kind, report = explained.kind, explained.report
    if not registry.writes_in_pieces(kind, fmt):
        click.echo(registry.render(kind, fmt, report, options), nl=False, color=color)
        return
    sys.stdout.flush()
    registry.write(kind, fmt, report, sys.stdout.buffer, options)
    sys.stdout.buffer.flush()
