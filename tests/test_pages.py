"""numpy's huge-page advice is off while a trace is analysed and put back afterwards (trace/pages.py)."""

from pathlib import Path

import pytest

from compile_inspect.trace import pages
from compile_inspect.trace.analysis import analyze_trace

TRACE = Path(__file__).resolve().parent / "data" / "h200" / "matmul_add_4096_default.json"


@pytest.fixture
def switch():
    found = pages._huge_page_switch()
    if found is None:
        pytest.skip("this numpy has no _set_madvise_hugepage: nothing is changed")
    before = found(True)
    yield found
    found(before)


def test_off_inside_and_as_before_after(switch):
    with pages.without_huge_pages():
        assert switch(False) is False  # off inside
    assert switch(False) is True  # on again, as it was
    with pages.without_huge_pages():
        pass
    assert switch(False) is False  # off stays off


def test_analysing_a_trace_leaves_the_users_setting(switch):
    analysis = analyze_trace(TRACE)
    assert analysis.steps and switch(True) is True
