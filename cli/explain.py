"""`compile-inspect explain TRACE`: chains, metrics and findings of a trace you recorded."""

import sys
from pathlib import Path

import click

from compile_inspect.errors import UsageError


@click.command(name="explain")
@click.argument("trace", type=click.Path(dir_okay=False, path_type=Path))
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
    type=click.Choice(["text", "json", "md"]),
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
def command(trace, cache_dir, log_path, torch_trace, fmt, full, color):
    """Explain a Chrome trace (.json or .json.gz) you recorded: dispatch chains, per-layer CPU cost, kernels, findings.

    \b
    Examples:
      compile-inspect explain trace.json.gz
      compile-inspect explain trace.json --cache-dir /tmp/torchinductor_$USER --log stderr.log --format md
      compile-inspect explain trace.json --format json --full > trees.json
    """
    from compile_inspect.api import explain
    from compile_inspect.render.explain import render, write_json

    if full and fmt != "json":
        raise UsageError("--full goes with --format json")
    explained = explain(trace, cache_dir=cache_dir, log=log_path, torch_trace=torch_trace)
    if fmt == "json":
        sys.stdout.flush()
        write_json(explained.analysis, explained.findings, sys.stdout.buffer, full=full)
        sys.stdout.buffer.flush()
        return
    text = render(explained.analysis, explained.findings, fmt=fmt, color=color and fmt == "text")
    click.echo(text, nl=False, color=color)
