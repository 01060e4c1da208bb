"""signals_to on the way out (compile_inspect/signals.py): the CLI's exit after a Ctrl-C keeps later
signals ignored, while a block that ignored nothing gets the previous handler back.

CI caught the first: `run` interrupted by two Ctrl-C 0.1 s apart died by SIGINT (-2) instead of exit
130, when the second arrived after the CLI's `with signals_to(...)` had put Python's default handler
back around the SystemExit."""

import signal
import subprocess
import sys

from compile_inspect.signals import signals_to

SECOND_CTRL_C_WHILE_EXITING = """
import os, signal, sys
from compile_inspect.signals import raise_interrupted, signals_to
try:
    with signals_to(raise_interrupted):
        os.kill(os.getpid(), signal.SIGINT)
except BaseException as exc:
    print(type(exc).__name__)
os.kill(os.getpid(), signal.SIGINT)
sys.exit(130)
"""


def test_a_second_ctrl_c_after_the_block_raised_interrupted_is_ignored_and_the_exit_code_stays():
    done = subprocess.run(
        [sys.executable, "-c", SECOND_CTRL_C_WHILE_EXITING], capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stdout.strip()) == (130, "Interrupted"), done.stderr


def test_a_block_that_ignored_nothing_gets_the_previous_handler_back():
    def mine(signum, frame):
        pass

    before = signal.signal(signal.SIGINT, mine)
    try:
        with signals_to(lambda signum: None):
            assert signal.getsignal(signal.SIGINT) is not mine
        assert signal.getsignal(signal.SIGINT) is mine
    finally:
        signal.signal(signal.SIGINT, before)
