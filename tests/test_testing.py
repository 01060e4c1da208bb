"""compile_inspect.testing for real on CPU: each assertion passes on clean code and fails, with the
evidence in its message, where it should (a print() breaks the graph, changing shapes/dtypes recompile)."""

import pytest
import torch

from compile_inspect import errors
from compile_inspect.testing import (
    assert_max_kernel_launches,
    assert_no_graph_breaks,
    assert_no_recompiles,
    compile_report,
)


def clean(x):
    return x.cos() * 2


def chatty(x):
    y = x.sin()
    print("halfway")
    return y + 1


def test_no_graph_breaks_passes_on_clean_code():
    assert_no_graph_breaks(clean, torch.randn(8))


def test_a_print_is_a_graph_break_and_the_message_says_where_and_why(capsys):
    with pytest.raises(AssertionError) as failure:
        assert_no_graph_breaks(chatty, torch.randn(8))
    message = str(failure.value)
    assert message.startswith("chatty: 1 graph break(s) under torch.compile:\n  - at ")
    print_line = chatty.__code__.co_firstlineno + 2
    assert f"{__file__}:{print_line}: " in message and "`print`" in message


def test_no_recompiles_passes_on_same_shapes():
    assert_no_recompiles(clean, [(torch.randn(8),), (torch.randn(8),), torch.randn(8)])


def test_changing_shape_and_dtype_recompile_and_the_reasons_are_listed():
    with pytest.raises(AssertionError) as failure:
        assert_no_recompiles(clean, [torch.randn(8), torch.randn(9), torch.randn(9, dtype=torch.float64)])
    lines = str(failure.value).splitlines()
    assert lines[0] == "clean: 2 recompile(s) over 3 calls:"
    assert "size mismatch at index 0. expected 8, actual 9" in lines[1]
    assert "dtype mismatch. expected Float, actual Double" in lines[2]


def test_one_input_is_not_a_recompile_check():
    with pytest.raises(errors.UsageError, match="at least two inputs"):
        assert_no_recompiles(clean, [torch.randn(8)])


def test_compile_state_does_not_leak_between_checks():
    first = compile_report(clean, [((torch.randn(8),), {})])
    second = compile_report(
        clean, [((torch.randn(9),), {})]
    )  # would recompile if the first were still cached
    assert first.recompiles == second.recompiles == ()


@pytest.mark.slow
def test_kernel_launches_on_cpu_count_the_generated_kernel_calls():
    x, w = torch.randn(8, 8), torch.randn(8, 8)
    matmul_relu = lambda a, b: torch.relu(a @ b) * 2  # noqa: E731 -- a lambda runs in-process
    assert_max_kernel_launches(matmul_relu, x, w, n=2)
    with pytest.raises(AssertionError) as failure:
        assert_max_kernel_launches(matmul_relu, x, w, n=1)
    lines = str(failure.value).splitlines()
    assert lines[0].endswith(".<lambda>: 2 kernel launches per call under mode default, more than 1:")
    assert sorted(lines[1:]) == ["  - cpp_fused_mul_relu_0 x1", "  - extern_kernels.mm x1"]


def test_assert_speedups_block_is_the_workers_timed_block():
    """testing times its blocks with capture/blocks.py, as the workers do: the same figures around the calls
    (the timing thread's CPU time, page faults, the probes on each side), the wait over every thread."""
    from compile_inspect.capture import blocks
    from compile_inspect.testing import _no_sync, _timed_block

    made = []
    original = blocks.timed_block

    def counting(*args, **kwargs):
        made.append(kwargs.get("wait"))
        return original(*args, **kwargs)

    blocks.timed_block = counting
    try:
        block = _timed_block(lambda: sum(range(2000)), 50, 4, _no_sync)
    finally:
        blocks.timed_block = original
    assert len(made) == 1 and made[0].__name__ == "process_wait_s"
    assert block.round == 4 and block.calls == 50 and block.device == "cpu"
    assert block.latency_ms == pytest.approx(block.wall_s * 1000.0 / 50, rel=0.5)
    assert block.thread_cpu_s is not None and block.thread_cpu_s > 0
    assert block.probe_ms > 0 and block.probe_after_ms > 0 and block.minor_faults is not None
