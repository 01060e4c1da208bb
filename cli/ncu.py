"""`compile-inspect ncu`: rerun one mode of a session under Nsight Compute; store its per-kernel results."""

from pathlib import Path

import click


@click.command("ncu")
@click.argument("session", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "-m", "--mode", default="default", show_default=True, help="Mode to profile, e.g. --mode max-autotune."
)
@click.option(
    "-k",
    "--kernel",
    metavar="NAME",
    help="Only kernels whose name matches this regex, e.g. --kernel triton_ (ncu --kernel-name regex:NAME).",
)
@click.option(
    "--set",
    "sets",
    multiple=True,
    metavar="basic|detailed|full|SECTION",
    help="ncu section set, or section names (repeatable), e.g. --set full, --set SpeedOfLight --set Occupancy. "
    "Default: basic.",
)
@click.option(
    "--launch-count", default=20, show_default=True, help="Profile at most this many kernel launches."
)
@click.option("--timeout", default=600.0, show_default=True, help="Seconds ncu may run.")
def command(session, mode, kernel, sets, launch_count, timeout):
    """Run MODE of SESSION again under Nsight Compute (ncu --csv --page details).

    The raw CSV goes to SESSION/ncu/MODE.csv, the parsed Speed-Of-Light figures (SM %, memory %,
    duration) and ncu's rule messages (OPT / WRN) per kernel to SESSION/ncu/MODE.json; `show` and
    `diff` then print them next to each kernel. Run it where the session was run (its target file
    is loaded again), on a machine with a CUDA GPU and ncu on PATH.

    \b
    Examples:
      compile-inspect ncu runs/sq                                  # default mode, basic set
      compile-inspect ncu runs/mm --mode max-autotune --kernel triton_tem --set full
    """
    from compile_inspect.code import ncu
    from compile_inspect.render import escape

    report = ncu.profile_mode(session, mode, kernel, tuple(sets), launch_count, timeout_s=timeout)
    for found in report.kernels:
        click.echo(f"{escape.name(found.name)[:70]:<70}  x{found.launches}  {found.short()}")
        for rule in found.findings():
            click.echo(escape.message(f"    {rule.type} {rule.text}"))
    click.echo(f"ncu results written to {escape.path_text(ncu.report_paths(session, mode)[1])}")
