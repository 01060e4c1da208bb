"""Options shared by the verbs that capture (`run`, `diff`), declared once."""

import click

CAPTURE_OPTIONS = [
    click.option(
        "--modes",
        default="default",
        show_default=True,
        help="Comma-separated: default, reduce-overhead, max-autotune, max-autotune-no-cudagraphs, "
        "or all. eager always runs as the control. Example: --modes default,reduce-overhead",
    ),
    click.option(
        "--arg",
        "args",
        multiple=True,
        metavar="KEY=VALUE",
        help="Keyword argument for example_inputs(...) (repeatable). Example: --arg size=64 "
        "--arg dtype=bfloat16",
    ),
    click.option(
        "--device",
        type=click.Choice(["auto", "cpu", "cuda"]),
        default="auto",
        show_default=True,
        help="auto: cuda when available. Example: --device cuda",
    ),
    click.option(
        "--warmup",
        default=3,
        show_default=True,
        help="Calls after compiling, before profiling. Example: --warmup 10",
    ),
    click.option(
        "--wait", default=1, show_default=True, help="Profiler schedule: steps skipped. Example: --wait 2"
    ),
    click.option(
        "--profile-warmup",
        default=1,
        show_default=True,
        help="Profiler schedule: warm-up steps. Example: --profile-warmup 2",
    ),
    click.option(
        "--active",
        default=5,
        show_default=True,
        help="Profiler schedule: recorded steps; their medians outlast two outlier steps (the first is often one). Example: --active 9",
    ),
    click.option(
        "--iters",
        default=50,
        show_default=True,
        help="The least timed calls per mode over all rounds (outside the profiler). Example: --iters 200",
    ),
    click.option(
        "--rounds",
        default=10,
        show_default=True,
        help="Clean rounds of interleaved timing: in each, every mode (eager too) runs one block of calls; "
        "rounds where another process starved a block are left out and rerun. Example: --rounds 20",
    ),
    click.option(
        "--block-ms",
        default=50.0,
        show_default=True,
        help="Each mode's block of calls in a round lasts at least this long. Example: --block-ms 100",
    ),
    click.option(
        "--timeout",
        default=900.0,
        show_default=True,
        help="Seconds each mode's worker may run; past it the mode fails. Example: --timeout 300",
    ),
    click.option(
        "--jobs",
        type=int,
        default=None,
        help="Workers compiling at once (they measure one at a time) [default: min(cores, modes)]. Example: --jobs 1",
    ),
    click.option(
        "--force",
        is_flag=True,
        help="Write into an existing folder that is not a session (its files are kept), or over a session "
        "of another target or --arg values. Example: -o out --force",
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
        default=1,
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


def capture(
    target,
    out_dir,
    *,
    modes,
    args,
    device,
    warmup,
    wait,
    profile_warmup,
    active,
    iters,
    timeout,
    jobs,
    rounds=10,
    block_ms=50.0,
    force,
    resume=False,
    nproc=1,
):
    """Run the capture with progress lines on stderr; -> Session. Every value is checked (by
    capture.run_session) before a worker starts."""
    from compile_inspect.capture import runner as capture_module
    from compile_inspect.capture import target as target_module
    from compile_inspect.optional import require_torch
    from compile_inspect.session import modes as modes_module
    from compile_inspect.session.model import Options

    require_torch("capturing a target")  # one line saying how to install it, before any work
    mode_names = modes_module.parse_modes(modes)
    options = Options(
        warmup=warmup,
        wait=wait,
        profile_warmup=profile_warmup,
        active=active,
        iters=iters,
        rounds=rounds,
        block_ms=block_ms,
        timeout_s=timeout,
        jobs=jobs if jobs is not None else capture_module.default_jobs(len(mode_names), nproc),
    )
    return capture_module.run_session(
        target,
        mode_names,
        out_dir,
        args=target_module.parse_args(args),
        device=device,
        options=options,
        force=force,
        progress=show_progress,
        resume=resume,
        nproc=nproc,
        out_option=_out_option(),
    )


def _out_option():
    context = click.get_current_context(silent=True)
    return OUT_OPTIONS.get(context.info_name if context else "", "-o/--out")


def show_progress(event):
    click.echo(f"[{event.elapsed:6.1f}s] {event.message}", err=True)
