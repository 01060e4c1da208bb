"""`compile-inspect run`: capture a target eagerly and under compile modes into a session folder."""

import click
from compile_inspect.cli.options import capture, capture_options

from compile_inspect.errors import ModeFailedExit
from compile_inspect.render import escape
from compile_inspect.session import modes
from compile_inspect.units import call_ms_text


@click.command("run")
@click.argument("target")
@click.option(
    "-o", "--out", "out_dir", default="runs/session", show_default=True, help="Session folder to write."
)
@capture_options
def command(target, out_dir, **capture_kwargs):
    """Run TARGET (path.py or path.py:name) eagerly and under each mode, profiled; save a session.

    \b
    Examples:
      compile-inspect run samples/matmul_add.py --modes all --arg size=64 -o runs/mm
      compile-inspect run samples/matmul_add.py --modes all -o runs/mm --resume   # after Ctrl-C
      compile-inspect run samples/ddp_train.py --nproc 2 --modes default -o runs/ddp

    Exit status: 0; 3 when a mode failed (the session is written); 2 on bad input; 130 on Ctrl-C
    (the modes that finished are saved, marked interrupted).
    """
    session = capture(target, out_dir, **capture_kwargs)
    _summarise(session)
    failed = [run for run in session.modes if not run.ok]
    if failed:
        first = failed[0]
        log = f"; log: {session.path(first.log_file)}" if first.log_file else ""
        raise ModeFailedExit(
            f"{len(failed)} of {len(session.modes)} modes failed ({first.mode}: {first.error}{log}); "
            f"session written to {escape.path_text(session.root)}"
        )


def _summarise(session):
    width = max([28, *(len(run.mode) + 1 for run in session.modes)])
    for run in session.modes:
        timing = f"median {call_ms_text(run.timing.median_ms)}" if run.timing else run.error
        click.echo(f"{run.mode:<{width}} {run.status:<6} {_graphs(run.mode, run.graphs)}  {timing}")
    click.echo(f"session written to {escape.path_text(session.root)}")


def _graphs(mode, graphs):
    """What the mode generated: a count of Inductor graphs, or that it generates no code (eager, and the
    backends dynamo, aot_eager, aot_eager_decomp_partition, cudagraphs), never "0 graph(s)" for those."""
    return f"{len(graphs)} graph(s)" if modes.uses_inductor(mode) else "no generated code"
