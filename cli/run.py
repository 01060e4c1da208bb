"""`compile-inspect run`: capture a target eagerly and under compile modes into a session folder."""
import click

from compile_inspect.errors import ModeFailedExit


@click.command("run")
@click.argument("target")
@click.option("--modes", default="default", show_default=True,
              help="Comma-separated: default, reduce-overhead, max-autotune, max-autotune-no-cudagraphs, or all. "
                   "eager always runs as the control.")
@click.option("-o", "--out", "out_dir", default="runs/session", show_default=True, help="Session folder to write.")
@click.option("--arg", "args", multiple=True, metavar="KEY=VALUE",
              help="Keyword argument for example_inputs(...) (repeatable), e.g. --arg size=64 --arg dtype=bfloat16.")
@click.option("--device", type=click.Choice(["auto", "cpu", "cuda"]), default="auto", show_default=True)
@click.option("--warmup", default=3, show_default=True, help="Calls after compiling, before profiling.")
@click.option("--wait", default=1, show_default=True, help="Profiler schedule: steps skipped.")
@click.option("--profile-warmup", default=1, show_default=True, help="Profiler schedule: warm-up steps.")
@click.option("--active", default=3, show_default=True, help="Profiler schedule: recorded steps.")
@click.option("--iters", default=50, show_default=True, help="Timed calls outside the profiler.")
@click.option("--timeout", default=900.0, show_default=True, help="Seconds each mode's worker may run.")
@click.option("--jobs", type=int, default=None, help="Workers compiling at once [default: min(cores, modes)].")
@click.option("--force", is_flag=True, help="Write into an existing folder that is not a session.")
def command(target, modes, out_dir, args, device, warmup, wait, profile_warmup, active, iters, timeout, jobs, force):
    """Run TARGET (path.py or path.py:name) eagerly and under each mode, profiled; save a session.

    \b
    Example:
      compile-inspect run samples/matmul_add.py --modes all --arg size=64 -o runs/mm
    """
    from compile_inspect import capture, modes as modes_module, target as target_module
    from compile_inspect.session import Options

    mode_names = modes_module.parse_modes(modes)
    parsed_args = target_module.parse_args(args)
    options = Options(warmup=warmup, wait=wait, profile_warmup=profile_warmup, active=active, iters=iters,
                      timeout_s=timeout, jobs=jobs or capture.default_jobs(len(mode_names)))
    session = capture.run_session(target, mode_names, out_dir, args=parsed_args, device=device, options=options,
                                  force=force, progress=_show_progress)
    _summarise(session)
    failed = [run for run in session.modes if not run.ok]
    if failed:
        raise ModeFailedExit(f"{len(failed)} of {len(session.modes)} modes failed ({failed[0].mode}: {failed[0].error}); "
                             f"session written to {session.root}")


def _show_progress(event):
    click.echo(f"[{event.elapsed:6.1f}s] {event.message}", err=True)


def _summarise(session):
    for run in session.modes:
        timing = f"median {run.timing.median_ms:.3f} ms" if run.timing else run.error
        click.echo(f"{run.mode:<28} {run.status:<6} {len(run.graphs)} graph(s)  {timing}")
    click.echo(f"session written to {session.root}")
