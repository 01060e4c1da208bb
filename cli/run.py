"""`compile-inspect run`: capture a target eagerly and under compile modes into a session folder."""

import click
from compile_inspect.cli.options import capture, capture_options

from compile_inspect.errors import ModeFailedExit


@click.command("run")
@click.argument("target")
@click.option(
    "-o", "--out", "out_dir", default="runs/session", show_default=True, help="Session folder to write."
)
@capture_options
def command(target, out_dir, **capture_kwargs):
    """Run TARGET (path.py or path.py:name) eagerly and under each mode, profiled; save a session.

    \b
    Example:
      compile-inspect run samples/matmul_add.py --modes all --arg size=64 -o runs/mm
    """
    session = capture(target, out_dir, **capture_kwargs)
    _summarise(session)
    failed = [run for run in session.modes if not run.ok]
    if failed:
        raise ModeFailedExit(
            f"{len(failed)} of {len(session.modes)} modes failed ({failed[0].mode}: {failed[0].error}); "
            f"session written to {session.root}"
        )


def _summarise(session):
    for run in session.modes:
        timing = f"median {run.timing.median_ms:.3f} ms" if run.timing else run.error
        click.echo(f"{run.mode:<28} {run.status:<6} {len(run.graphs)} graph(s)  {timing}")
    click.echo(f"session written to {session.root}")
