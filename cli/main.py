"""Entry point: a click group whose subcommands are imported only when invoked, so --help stays instant."""

import importlib
import sys

import click

from compile_inspect.errors import InspectError

# verb -> (module in compile_inspect.cli, one-line help)
COMMANDS = {
    "run": ("run", "Run a function eagerly and under compile modes, profiled; save a session."),
    "explain": ("explain", "Explain a Chrome trace you recorded: chains, metrics, findings."),
    "diff": ("diff", "Eager against each compile mode, side by side (runs or loads sessions)."),
    "show": ("show", "Show the generated code of a session's graphs and kernels, highlighted."),
    "ncu": ("ncu", "Rerun a session's mode under Nsight Compute; store SOL figures and rule messages per kernel."),
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


def main(argv=None):
    try:
        cli.main(args=argv, prog_name="compile-inspect", standalone_mode=False)
    except InspectError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("error: aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
