"""`compile-inspect explain TRACE`: chains, metrics and findings of a trace you recorded."""
from pathlib import Path

import click

from compile_inspect.errors import UsageError


@click.command(name="explain")
@click.argument("trace", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--cache-dir", type=click.Path(path_type=Path),
              help="Inductor cache dir (TORCHINDUCTOR_CACHE_DIR), to resolve each compiled graph's source; "
                   "it may come from another machine. Example: --cache-dir /tmp/torchinductor_$USER")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Log holding TORCH_LOGS=output_code text, for the autotune and input-copy findings. "
                   "Example: --log stderr.log")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "md"]), default="text", show_default=True,
              help="Example: --format md")
@click.option("--color", is_flag=True, help="Colour the text format with ANSI codes. Example: --color | less -R")
def command(trace, cache_dir, log_path, fmt, color):
    """Explain a Chrome trace (.json or .json.gz) you recorded: dispatch chains, per-layer CPU cost, kernels, findings.

    \b
    Examples:
      compile-inspect explain trace.json.gz
      compile-inspect explain trace.json --cache-dir /tmp/torchinductor_$USER --log stderr.log --format md
    """
    from compile_inspect import analysis, findings
    from compile_inspect.render.explain import render

    sources = _sources(cache_dir) if cache_dir else None
    result = analysis.analyze_trace(trace, sources=sources)
    context = findings.FindingContext(output_code_log=_read_log(log_path) if log_path else None)
    text = render(result, findings.find(result, context=context), fmt=fmt, color=color and fmt == "text")
    click.echo(text, nl=False, color=color)


def _sources(cache_dir: Path) -> dict:
    from compile_inspect.codegen import sources_from_cache_dir

    if not cache_dir.is_dir():
        raise UsageError(f"--cache-dir {cache_dir} is not a directory")
    return sources_from_cache_dir(cache_dir)


def _read_log(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError as exc:
        raise UsageError(f"cannot read --log {path}: {exc.strerror or exc}") from None
