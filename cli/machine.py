"""`compile-inspect machine`: how fast each core runs now (is this machine fit to time on?)."""

import json

import click


@click.command("machine")
@click.option(
    "--sweeps",
    type=click.IntRange(1, 100),
    default=30,
    show_default=True,
    help="Times to probe every core, 0.05 s apart; the medians decide. Example: --sweeps 60",
)
@click.option("--format", "format_", type=click.Choice(["text", "json"]), default="text", show_default=True)
def command(sweeps, format_):
    """Probe every core this process may use with a short fixed loop and print how fast each ran.

    On a shared cloud VM some cores run the same code 1.5-2x slower than others at any moment (other
    tenants), with no steal time or load to show it; the timing of `run` and `diff` pins to the fastest
    core and leaves out rounds on a slowed one. Run this to see whether the machine is fit to time on.

    \b
    Example:
      compile-inspect machine --sweeps 10
    """
    from compile_inspect.capture import probes
    from compile_inspect.compare.machine import machine_dict
    from compile_inspect.render.machine import machine_text

    probe = probes.probe_machine(probes.allowed_cores(), sweeps, pause_s=0.05)
    found = machine_dict(probe.sweeps, probes.PROBE_LOOPS, probe.others_busy_cores)
    click.echo(json.dumps(found, indent=1) if format_ == "json" else machine_text(found))
