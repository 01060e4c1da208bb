"""The capture request (capture/request.py): one object from the CLI or the library down to the runner,
every default read from one place, and torch.compile's arguments made in one place
(`modes.compile_kwargs`) for the workers and for `compile-inspect ncu` alike. No torch."""

import dataclasses
import inspect
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from compile_inspect.cli import diff as diff_cli
from compile_inspect.cli import run as run_cli
from compile_inspect.cli.options import capture_request, flag_of

from compile_inspect import api
from compile_inspect.capture import protocol
from compile_inspect.capture.output import WorkerJob, resumed_modes
from compile_inspect.capture.request import CaptureRequest, default_jobs
from compile_inspect.code import ncu
from compile_inspect.errors import UsageError
from compile_inspect.session.model import load_session
from compile_inspect.session.modes import DEFAULT_MODES, compile_kwargs
from compile_inspect.session.options import DEFAULTS, Options, option, option_fields

SESSIONS = Path(__file__).parent / "data" / "h200_sessions"


@dataclass(frozen=True)
class OptionsWithDynamic(Options):
    """What adding a compile option is: one field, declared where the others are."""

    dynamic: bool | None = option(None, "--dynamic", "torch.compile(dynamic=...). Example: --dynamic true",
                                  compile_arg="dynamic")  # fmt: skip


def _cli_defaults(command):
    return {param.name: param.default for param in command.params}


@pytest.mark.parametrize("command", [run_cli.command, diff_cli.command], ids=["run", "diff"])
def test_the_cli_reads_every_default_from_where_it_is_declared(command):
    defaults = _cli_defaults(command)
    for field in option_fields():
        facts = field.metadata["option"]
        assert defaults[field.name] == (None if facts.worked_out else field.default), facts.flag
        assert next(p for p in command.params if p.name == field.name).help == facts.help
    assert defaults["modes"] == DEFAULT_MODES
    assert defaults["device"] == CaptureRequest.device and defaults["nproc"] == CaptureRequest.nproc


def test_inspect_reads_its_keyword_defaults_from_the_same_place():
    parameters = inspect.signature(api.inspect).parameters
    for field in option_fields():
        facts = field.metadata["option"]
        if not facts.worked_out:
            assert parameters[facts.keyword].default == field.default, facts.keyword
    assert parameters["modes"].default == DEFAULT_MODES
    assert parameters["device"].default == CaptureRequest.device


def test_the_cli_values_become_one_request(tmp_path):
    values = {
        name: value
        for name, value in _cli_defaults(run_cli.command).items()
        if name not in ("target", "out_dir")
    }
    values.update(modes="max-autotune", args=("size=8",), timeout_s=5.0, force=True, resume=False)
    request = capture_request("t.py:fn", tmp_path, values)
    assert request.modes == ("eager", "max-autotune") and request.args == {"size": "8"}
    assert request.options == dataclasses.replace(DEFAULTS, timeout_s=5.0, jobs=default_jobs(2))
    assert (request.force, request.resume, request.nproc, request.device) == (True, False, 1, "auto")
    assert request.out_dir == tmp_path and request.out_option == "-o/--out"


def test_create_parses_the_modes_and_works_out_jobs(tmp_path):
    request = CaptureRequest.create("t.py", tmp_path, modes=["default", "eager"], options={"iters": 7})
    assert request.modes == ("eager", "default") and request.options.iters == 7
    assert request.options.jobs == default_jobs(2) and request.options.rounds == DEFAULTS.rounds
    with pytest.raises(UsageError, match="unknown mode 'fast'"):
        CaptureRequest.create("t.py", tmp_path, modes="fast")


def test_a_compile_option_gets_its_flag_from_its_field():
    field = next(field for field in dataclasses.fields(OptionsWithDynamic) if field.name == "dynamic")
    command = flag_of(field)(click.command()(lambda dynamic: click.echo(repr(dynamic))))
    runner = CliRunner()
    assert runner.invoke(command, ["--dynamic", "true"]).output == "True\n"
    assert runner.invoke(command, []).output == "None\n"
    assert "torch.compile(dynamic=...)" in runner.invoke(command, ["--help"]).output


def test_a_compile_option_reaches_torch_compile_only_when_set():
    assert compile_kwargs("default", OptionsWithDynamic()) == {"mode": None}  # its default: torch's
    assert compile_kwargs("max-autotune", OptionsWithDynamic(dynamic=True)) == {
        "mode": "max-autotune",
        "dynamic": True,
    }
    assert compile_kwargs("eager", OptionsWithDynamic(dynamic=True)) is None


def test_the_worker_is_asked_for_the_compile_the_options_make(tmp_path):
    options = OptionsWithDynamic(dynamic=False, iters=9)
    request = CaptureRequest.create("t.py", tmp_path, options=options, device="cpu")
    data = protocol.job_data(WorkerJob("default", tmp_path / "default"), "/abs/t.py:fn", {}, request)
    assert data["compile_kwargs"] == {"mode": None, "dynamic": False}
    assert data["iters"] == 9 and data["device"] == "cpu" and "timeout_s" not in data


def test_ncu_compiles_what_the_session_recorded(tmp_path):
    root = tmp_path / "s"
    shutil.copytree(SESSIONS / "square_4096", root)
    session = load_session(root)
    assert json.loads(ncu.target_command(session, "reduce-overhead")[-1]) == {"mode": "reduce-overhead"}
    with_option = dataclasses.replace(session, options=OptionsWithDynamic(dynamic=True))
    assert json.loads(ncu.target_command(with_option, "default")[-1]) == {"mode": None, "dynamic": True}
    assert json.loads(ncu.target_command(session, "eager")[-1]) is None


def test_resume_names_the_flag_of_the_option_that_changed(tmp_path):
    session = load_session(SESSIONS / "square_4096")
    with pytest.raises(UsageError, match="measured with --rounds 10, this command asks for 3"):
        resumed_modes(session, session.mode_names, dataclasses.replace(session.options, rounds=3))
    changed_timeout = dataclasses.replace(session.options, timeout_s=1.0, jobs=7)  # not measuring
    assert set(resumed_modes(session, session.mode_names, changed_timeout)) == set(session.mode_names)
