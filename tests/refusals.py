"""A CLI command refused before any work starts: its exit status and its one `error:` line, never a traceback."""

import pytest
from compile_inspect.cli.main import main


def refused(argv, capsys):
    """(exit status, the one `error:` line); never a traceback."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(lines) == 1, err
    return exit_info.value.code, lines[0]
