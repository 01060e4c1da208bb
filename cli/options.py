"""Options shared by the verbs that capture (`run`, `diff`), declared once; their defaults and the
capture options' help are read from where they live (`session/options.py`, `capture/request.py`)."""

import sys
import typing

import click
from compile_inspect.cli.main import to_devnull

from compile_inspect.capture.request import DEVICES, CaptureRequest, mode_list
from compile_inspect.errors import UsageError
from compile_inspect.render import escape
from compile_inspect.session.modes import DEFAULT_MODES
from compile_inspect.session.options import option_fields


def terminal_progress():
    """Progress lines on stderr for a person at a terminal; None for a pipe or a log (nothing said)."""
    return (lambda line: click.echo(line, err=True)) if sys.stderr.isatty() else None


def flag_of(option_field):
    """The click option of one field of `Options`: its flag, type, help and default, all declared there."""
    facts, kind = option_field.metadata["option"], _click_type(option_field.type)
    if facts.worked_out:  # None: the request works it out (--jobs: min(cores, modes))
        return click.option(facts.flag, option_field.name, type=kind, default=None, help=facts.help)
    return click.option(
        facts.flag,
        option_field.name,
        type=kind,
        default=option_field.default,
        show_default=True,
        help=facts.help,
    )


def _click_type(kind):
    """int, float, bool or str: the field's type, or X of `X | None`."""
    inside = [arg for arg in typing.get_args(kind) if arg is not type(None)]
    return inside[0] if inside else kind


CAPTURE_OPTIONS = [
    click.option(
        "--modes",
        default=DEFAULT_MODES,
        show_default=True,
        help="Comma-separated configurations: a mode (default, reduce-overhead, max-autotune, "
        "max-autotune-no-cudagraphs), a backend (dynamo, aot_eager, aot_eager_decomp_partition, "
        "cudagraphs), or all (the four modes); each may add +dynamic, +dynamic=false, +fullgraph or "
        "+KEY=VALUE (a torch._inductor.config key). eager always runs as the control. Example: "
        "--modes default,default+dynamic,max-autotune+coordinate_descent_tuning=False",
    ),
    click.option(
        "--bisect",
        is_flag=True,
        default=False,
        help="Add the stages dynamo, aot_eager, aot_eager_decomp_partition and default, and say at which "
        "one a slowdown, a failure or an accuracy difference first appears. Example: --bisect",
    ),
    click.option(
        "--arg",
        "args",
        multiple=True,
        metavar="KEY=VALUE",
        help="Keyword argument for example_inputs(...) (repeatable). A comma list sweeps it: each value "
        "in order in one process per mode (compiles, recompiles, time per value); with counts it is a "
        "shape mix: each mode's cost per call weighted by how often each value occurs. Example: --arg "
        "size=64 --arg dtype=bfloat16, --arg seq=64,128,256, or --arg seq=32:70,48:20,64:10",
    ),
    click.option(
        "--shapes",
        type=click.Path(dir_okay=False),
        default=None,
        help="A file of observed shapes and their counts, one `key=value count` a line (seq=128 5120): a "
        "shape mix of that argument, as --arg seq=128:5120,... Example: --shapes shapes.txt",
    ),
    click.option(
        "--device",
        type=click.Choice(DEVICES),
        default=CaptureRequest.device,
        show_default=True,
        help="auto: cuda when available. Example: --device cuda",
    ),
    *(flag_of(option_field) for option_field in option_fields()),
    click.option(
        "--force",
        is_flag=True,
        help="Write into an existing folder that is not a session, next to its files (none is deleted or "
        "overwritten: one in the way is refused), or over a session of another target or --arg values. "
        "Example: -o out --force",
    ),
    click.option(
        "--resume",
        is_flag=True,
        help="Keep the modes an interrupted or failed session in the same folder finished; run only the "
        "others. Example: -o runs/mm --resume",
    ),
    click.option(
        "--nproc",
        type=int,
        default=CaptureRequest.nproc,
        show_default=True,
        help="Ranks per mode: each mode's worker runs under torch.distributed.run (gloo on CPU, NCCL on "
        "CUDA), one sub-session per rank in <session>/rank<r>/. Example: --nproc 2",
    ),
]

# The option that names the session folder, per verb: error hints name the one the user can change.
OUT_OPTIONS = {"run": "-o/--out", "diff": "--save"}


def capture_options(command):
    for option in reversed(CAPTURE_OPTIONS):
        command = option(command)
    return command


def capture(target, out_dir, **values):
    """Run the capture with progress lines on stderr; -> Session. `values` are the capture options'
    (CAPTURE_OPTIONS), each checked (`request.check_request`) before a worker starts."""
    from compile_inspect.capture import runner
    from compile_inspect.optional import require_torch

    require_torch("capturing a target")  # one line saying how to install it, before any work
    return runner.run_session(capture_request(target, out_dir, values), progress=show_progress)


def capture_request(target, out_dir, values):
    """The CaptureRequest of `run` / `diff TARGET`'s values: the modes, then the --arg values, read first."""
    from compile_inspect.capture import target as target_module

    modes = mode_list(values.pop("modes"), bisect=values.pop("bisect"))
    pairs = list(values.pop("args"))
    shapes = values.pop("shapes", None)
    if shapes:
        key, listed = target_module.read_shapes(shapes)
        if any(pair.partition("=")[0].strip() == key for pair in pairs):
            raise UsageError(f"--shapes {shapes} gives {key}, and so does --arg {key}=...: give it once")
        pairs.append(f"{key}={listed}")
    args, sweep, mix = target_module.split_mix(target_module.parse_args(pairs))
    options = {field.name: values.pop(field.name) for field in option_fields()}
    return CaptureRequest.create(
        target,
        out_dir,
        modes=modes,
        args=args,
        options=options,
        out_option=_out_option(),
        sweep=sweep,
        mix=mix,
        **values,
    )


def _out_option():
    context = click.get_current_context(silent=True)
    return OUT_OPTIONS.get(context.info_name if context else "", "-o/--out")


def show_progress(event):
    """One line of news on stderr, escaped (a path or a mode's error may hold control characters). Once
    stderr fails (`2>&1 | head -1` closed the pipe), the rest go to /dev/null and the run goes on: the
    failed write used to fail every mode ("could not run the worker: BrokenPipeError")."""
    try:
        click.echo(f"[{event.elapsed:6.1f}s] {escape.message(event.message)}", err=True)
    except OSError:
        to_devnull(sys.stderr)
