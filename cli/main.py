"""Entry point: a click group whose subcommands are imported only when invoked, so --help stays instant."""

import importlib
import signal
import sys

import click

from compile_inspect.errors import InspectError
from compile_inspect.signals import signals_to

# verb -> (module in compile_inspect.cli, one-line help)
COMMANDS = {
    "run": ("run", "Run a function eagerly and under compile modes, profiled; save a session."),
    "explain": ("explain", "Explain a Chrome trace you recorded: chains, metrics, findings."),
    "diff": ("diff", "Eager against each compile mode, side by side (runs or loads sessions)."),
    "show": ("show", "Show the generated code of a session's graphs and kernels, highlighted."),
    "ncu": (
        "ncu",
        "Rerun a session's mode under Nsight Compute; store SOL figures and rule messages per kernel.",
    ),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return [name for name, (module, _) in COMMANDS.items() if _module_exists(module)]

    def get_command(self, ctx, name):
        if name not in COMMANDS or not _module_exists(COMMANDS[name][0]):
            return None
        module = importlib.import_module(f"compile_inspect.cli.{COMMANDS[name][0]}")
        return module.command

    def format_commands(self, ctx, formatter):
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        if not rows:
            return
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _module_exists(module):
    from importlib.util import find_spec

    return find_spec(f"compile_inspect.cli.{module}") is not None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="compile-inspect")
def cli():
    """What did torch.compile do to my function, and what did it cost?

    \b
    Example:
      compile-inspect diff samples/matmul_add.py --modes default,reduce-overhead
    """


class Interrupted(InspectError):
    """Ctrl-C or SIGTERM outside a capture (a capture saves what finished and says so itself)."""

    exit_code = 130


def _interrupt(signum):
    """Ctrl-C / SIGTERM outside a capture: one line, exit 130, not a KeyboardInterrupt traceback (a capture
    catches them itself meanwhile)."""
    raise Interrupted(f"interrupted by {signal.Signals(signum).name}")


def main(argv=None):
    """Every failure ends in one `error: ...` line on stderr and its exit code (130 on Ctrl-C/SIGTERM)."""
    try:
        with signals_to(_interrupt):
            cli.main(args=argv, prog_name="compile-inspect", standalone_mode=False)
    except InspectError as exc:
        _fail(str(exc), exc.exit_code)
    except click.exceptions.Abort:
        _fail("aborted", 130)
    except click.UsageError as exc:
        hint = f" (see: {exc.ctx.command_path} --help)" if exc.ctx is not None else ""
        _fail(exc.format_message() + hint, exc.exit_code)
    except click.ClickException as exc:
        _fail(exc.format_message(), exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)


def _fail(message, code):
    if code == 130:  # a second Ctrl-C while we leave: quiet
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
    click.echo(f"error: {message}", err=True)
    sys.exit(code)
