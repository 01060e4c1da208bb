"""The capture options a session records (session.json `options`), each declared once: its default, its
command-line flag and help, the least value it takes, and whether it shapes the measurement or the compile.

    Options(warmup=10).warmup                  # 10
    DEFAULTS.rounds                            # 10: the CLI's default, the library's, the runner's
    option_of("timeout_s").flag                # '--timeout'

Everything else reads them from here: the CLI's flags (`cli/options.py`), the library's keyword defaults
(`api.inspect`), the input checks (`capture/request.py`), `--resume`'s comparison, the worker's job and
torch.compile's arguments (`modes.compile_kwargs`, for the workers and `compile-inspect ncu` alike).
No torch.
"""

import dataclasses
from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    """What the program knows of one field of `Options`, besides its name, type and default."""

    flag: str  # the command-line flag; its keyword in `api.inspect` is the flag without dashes
    help: str  # the flag's help, ending with an example
    least: int | None = None  # a whole number, at least this
    above: float | None = None  # a number more than this ...
    unit: str = ""  # ... in this unit, for the message (`--timeout 0: must be more than 0 seconds`)
    most: float | None = None  # the sane bound: a larger value is refused before any work (it overflows
    # a time_t, or the run would never end)
    measuring: bool = False  # the worker uses it, and a resumed session keeps only modes measured alike
    compile_arg: str | None = None  # the torch.compile keyword it sets (passed when not the default)
    worked_out: bool = False  # the CLI's default is None: the request works it out for the machine

    @property
    def keyword(self):
        """The library's keyword for it: `--block-ms` -> `block_ms`."""
        return self.flag.lstrip("-").replace("-", "_")

    @property
    def shapes_measurement(self):
        return self.measuring or self.compile_arg is not None


def option(default, flag, help, **facts):
    """A field of `Options`: its default, and its `Option` facts as the field's metadata."""
    return dataclasses.field(default=default, metadata={"option": Option(flag, help, **facts)})


@dataclass(frozen=True)
class Options:
    """How a session was captured. A compile option is a field with `compile_arg=` (docs/architecture.md)."""

    warmup: int = option(
        3,
        "--warmup",
        "Calls after compiling, before profiling. Example: --warmup 10",
        least=0,
        most=1_000_000,
        measuring=True,
    )
    wait: int = option(
        1,
        "--wait",
        "Profiler schedule: steps skipped. Example: --wait 2",
        least=0,
        most=10_000,
        measuring=True,
    )
    profile_warmup: int = option(
        1,
        "--profile-warmup",
        "Profiler schedule: warm-up steps. Example: --profile-warmup 2",
        least=0,
        most=10_000,
        measuring=True,
    )
    # profiled steps: a median of 5 outlasts two outliers (the first step is often one)
    active: int = option(
        5,
        "--active",
        "Profiler schedule: recorded steps; their medians outlast two outlier steps (the first is often "
        "one). Example: --active 9",
        least=1,
        most=10_000,
        measuring=True,
    )
    iters: int = option(
        50,
        "--iters",
        "The least timed calls per mode over all rounds (outside the profiler). Example: --iters 200",
        least=1,
        most=1_000_000_000,
        measuring=True,
    )
    # clean rounds of interleaved timing wanted (compile_inspect/session/rounds.py)
    rounds: int = option(
        10,
        "--rounds",
        "Clean rounds of interleaved timing: in each, every mode (eager too) runs one block of calls; "
        "rounds where another process starved a block are left out and rerun. Example: --rounds 20",
        least=1,
        most=100_000,
        measuring=True,
    )
    block_ms: float = option(
        50.0,
        "--block-ms",
        "Each mode's block of calls in a round lasts at least this long. Example: --block-ms 100",
        above=0,
        most=60_000,
        measuring=True,
    )
    timeout_s: float = option(
        900.0,
        "--timeout",
        "Seconds each mode's worker may run; past it the mode fails. Example: --timeout 300",
        above=0,
        most=7 * 24 * 3600,
        unit="seconds",
    )
    jobs: int = option(
        1,
        "--jobs",
        "Workers compiling at once (they measure one at a time) [default: min(cores, modes)]; diff of two "
        "folders of rank traces: ranks compared at once [default: every core where the traces total 64 MB]. "
        "Example: --jobs 1",
        least=1,
        most=1024,
        worked_out=True,
    )


DEFAULTS = Options()


def option_fields():
    """The fields of `Options`, in the order the CLI lists their flags."""
    return dataclasses.fields(Options)


def option_of(name):
    """The `Option` facts of the field `name`."""
    return next(field.metadata["option"] for field in option_fields() if field.name == name)


def compile_options(options):
    """{torch.compile keyword: value} of the compile options `options` sets to other than their default."""
    chosen = {}
    for field in dataclasses.fields(options):
        facts, value = field.metadata["option"], getattr(options, field.name)
        if facts.compile_arg is not None and value != field.default:
            chosen[facts.compile_arg] = value
    return chosen


def measuring_fields():
    """The fields that shape a measurement: the worker gets them, and --resume keeps only modes measured
    with the same values."""
    return [field for field in option_fields() if field.metadata["option"].shapes_measurement]
