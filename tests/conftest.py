"""What every test shares.

Inductor's precompiled header (150 MB, 6-15 s of cc1plus on 2 cores, the first time a run compiles a
C++ kernel) is kept in compile-inspect's header cache between runs (capture/protocol.py
`link_header_cache`). The suite points that cache at a folder of its own, made once per session: the
first capture that compiles C++ builds the header, the others reuse it, and the user's ~/.cache is
never written by a test.
"""

import os
import tempfile

import pytest

HEADER_CACHE = tempfile.mkdtemp(prefix="compile-inspect-test-headers-")
os.environ["COMPILE_INSPECT_HEADER_CACHE"] = HEADER_CACHE  # before any test starts a worker


@pytest.fixture(scope="session")
def header_cache():
    """The suite's precompiled-header folder (see the module's docstring)."""
    return HEADER_CACHE
