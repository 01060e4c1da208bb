"""Entry point: a click group whose subcommands are imported only when invoked, so --help stays instant."""

import importlib
import os
import signal
import sys

import click

from compile_inspect.errors import InspectError
from compile_inspect.render import escape
from compile_inspect.signals import Interrupted, raise_interrupted, signals_to

CLOSED_STDOUT = (
    "stdout is closed (>&-): compile-inspect writes its report and summary there; redirect it to a file "
    "or to /dev/null instead"
)

# verb -> (module in compile_inspect.cli, one-line help)
COMMANDS = {
    "run": ("run", "Run a function eagerly and under compile modes, profiled; save a session."),
    "explain": ("explain", "Explain a Chrome trace you recorded: chains, metrics, findings."),
    "diff": ("diff", "Eager against each compile mode, side by side (runs or loads sessions)."),
    "show": ("show", "Show the generated code of a session's graphs and kernels, highlighted."),
    "machine": ("machine", "How fast each core runs now: is this machine fit to time on?"),
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


def main(argv=None):
    """Every failure ends in one `error: ...` line on stderr and its exit code: 130 on Ctrl-C / SIGTERM
    (compile_inspect/signals.py: nothing half-written is left), 2 for bad input and for a file that cannot
    be written (a missing folder, a full disk, no permission)."""
    if sys.stdout is None:  # `>&-`: refused before any work, so a run never writes a session it cannot report
        _fail(CLOSED_STDOUT, 2)
    with signals_to(raise_interrupted):
        try:
            cli.main(args=argv, prog_name="compile-inspect", standalone_mode=False)
            sys.stdout.flush()  # a full disk or a closed pipe behind stdout fails here, not at exit
        except (Interrupted, KeyboardInterrupt) as exc:
            _fail(str(exc) or "interrupted by SIGINT", Interrupted.exit_code)
        except InspectError as exc:
            _fail(str(exc), exc.exit_code)
        except click.exceptions.Abort:
            _fail("aborted", Interrupted.exit_code)
        except click.UsageError as exc:
            hint = f" (see: {exc.ctx.command_path} --help)" if exc.ctx is not None else ""
            _fail(exc.format_message() + hint, exc.exit_code)
        except click.ClickException as exc:
            _fail(exc.format_message(), exc.exit_code)
        except click.exceptions.Exit as exc:
            sys.exit(exc.exit_code)
        except MemoryError:  # the trace reader bounds its own use (docs/security.md); this is the rest
            _fail("out of memory (a smaller trace, or a machine with more memory)", 2)
        except BrokenPipeError:  # `| head` stopped reading: nothing to say
            _drop_stdout()
            sys.exit(1)
        except OSError as exc:
            _drop_stdout()
            _fail(os_error_line(exc), 2)


def os_error_line(exc: OSError) -> str:
    """`/x/trace.json: Permission denied`; an error naming no file is the output's (stdout on a full disk)."""
    reason = exc.strerror or str(exc)
    return f"{exc.filename}: {reason}" if exc.filename else f"cannot write the output: {reason}"


def _drop_stdout():
    """A stdout that failed once (a full disk, a closed pipe) goes to /dev/null, so the interpreter's own
    flush at exit does not print a second error."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        to_devnull(sys.stdout)


def to_devnull(stream):
    """What is written to `stream` from now on goes to /dev/null (its descriptor replaced)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, stream.fileno())
    os.close(devnull)


def _fail(message, code):
    if code == Interrupted.exit_code:  # a second Ctrl-C while we leave: quiet
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
    click.echo(f"error: {escape.message(message)}", err=True)  # one line, whatever a name in it holds
    sys.exit(code)
