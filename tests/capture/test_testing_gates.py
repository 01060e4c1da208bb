"""The performance gates of compile_inspect.testing, for real on CPU: each passes on a function that meets it
and fails, with torch's evidence in its message, on one that does not (a graph break, a new shape, a compile
that fails and falls back, reduce-overhead where no GPU is). The speedup verdict is also tested on its own,
on synthetic rounds: a measured speedup cannot be pinned without flaking, so the real runs take bars no
honest measurement can miss (0.01x, 1000x)."""

import pytest
import torch

from compile_inspect import errors
from compile_inspect.session import rounds
from compile_inspect.testing import (
    PASSED,
    TOO_BUSY,
    TOO_SLOW,
    MachineShare,
    assert_cudagraphs_applied,
    assert_max_recompiles,
    assert_no_eager_fallback,
    assert_speedup,
    judge_speedup,
)


def pointwise(x):
    return (x.sin() * 2).cos() + 1


def chatty(x):
    y = x.sin()
    print("halfway")
    return y + 1


def no_tensor_work(x):
    return [x, x]


def broken_backend(graph_module, example_inputs):
    raise RuntimeError("this backend cannot compile anything")


@pytest.fixture
def one_thread():
    """One intra-op thread while the speedup is timed: on this shared 2-core machine, two OpenMP threads
    beside other processes leave almost no round clean (docs/gates.md)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


# ---- assert_max_recompiles


def test_a_new_shape_recompiles_and_the_failed_guard_is_listed():
    with pytest.raises(AssertionError) as failure:
        assert_max_recompiles(pointwise, [torch.randn(8), torch.randn(9)], 0)
    lines = str(failure.value).splitlines()
    assert lines[0] == "pointwise: 1 recompile(s) over 2 calls, more than 0:"
    assert "size mismatch at index 0. expected 8, actual 9" in lines[1]


def test_the_recompile_is_allowed_within_n():
    assert_max_recompiles(pointwise, [torch.randn(8), torch.randn(9), torch.randn(10)], 1)


def test_dynamic_true_compiles_once_for_every_size():
    assert_max_recompiles(pointwise, [torch.randn(8), torch.randn(9), torch.randn(10)], 0, dynamic=True)


@pytest.mark.parametrize("bad_n", [-1, 1.5, True, "2"])
def test_max_recompiles_refuses_a_bad_n(bad_n):
    with pytest.raises(errors.UsageError, match="n must be a whole number"):
        assert_max_recompiles(pointwise, [torch.randn(8), torch.randn(9)], bad_n)


# ---- assert_no_eager_fallback


def test_no_eager_fallback_passes_on_a_whole_graph():
    assert_no_eager_fallback(pointwise, torch.randn(8), backend="eager")


def test_a_graph_break_ran_eagerly_and_the_message_says_where():
    with pytest.raises(AssertionError) as failure:
        assert_no_eager_fallback(chatty, torch.randn(8), backend="eager")
    lines = str(failure.value).splitlines()
    assert lines[0] == "chatty: 1 part(s) of the call ran outside compiled graphs:"
    print_line = chatty.__code__.co_firstlineno + 2
    assert lines[1].startswith(f"  - graph break at {__file__}:{print_line}: ") and "`print`" in lines[1]


def test_a_swallowed_compile_error_is_a_fallback_with_the_error():
    with torch._dynamo.config.patch(suppress_errors=True):
        with pytest.raises(AssertionError) as failure:
            assert_no_eager_fallback(pointwise, torch.randn(8), backend=broken_backend)
    lines = str(failure.value).splitlines()
    assert lines[0] == "pointwise: 1 part(s) of the call ran outside compiled graphs:"
    assert lines[1].startswith(f"  - frame pointwise ({__file__}:{pointwise.__code__.co_firstlineno}, ")
    assert "its compile failed and it ran eagerly: BackendCompilerFailed" in lines[1]
    assert "this backend cannot compile anything" in lines[1]


def test_a_compile_error_not_swallowed_is_raised_as_is():
    with pytest.raises(torch._dynamo.exc.BackendCompilerFailed, match="cannot compile anything"):
        assert_no_eager_fallback(pointwise, torch.randn(8), backend=broken_backend)


def test_a_frame_without_tensor_work_ran_as_python():
    with pytest.raises(AssertionError, match="no_tensor_work .*Dynamo compiled no graph for it"):
        assert_no_eager_fallback(no_tensor_work, torch.randn(8), backend="eager")


def test_under_a_force_eager_stance_nothing_was_compiled():
    with torch.compiler.set_stance("force_eager"):
        with pytest.raises(AssertionError, match="Dynamo traced no frame of the call: all of it ran eagerly"):
            assert_no_eager_fallback(pointwise, torch.randn(8), backend="eager")


# ---- assert_cudagraphs_applied (its passing side needs a GPU: see docs/gates.md)


@pytest.mark.slow
def test_reduce_overhead_on_cpu_fails_with_torchs_skip_reason():
    with pytest.raises(AssertionError) as failure:
        assert_cudagraphs_applied(pointwise, torch.randn(8))
    lines = str(failure.value).splitlines()
    assert lines[0] == "pointwise: CUDA graphs not applied under mode 'reduce-overhead' over 5 calls:"
    assert lines[1] == "  - torch skipped CUDA graphs 1 time(s)"
    assert lines[2].startswith("  - torch: skipping cudagraphs due to ") and lines[2].endswith(
        "(graph on cpu)"
    )
    assert lines[3] == "  - no CUDA graph was recorded in 5 calls"


@pytest.mark.parametrize(
    "options, complaint",
    [
        ({"mode": "default"}, "does not use CUDA graphs"),
        ({"mode": "no-such-mode"}, "unknown mode"),
        ({"calls": 2}, "calls must be a whole number above 2"),
    ],
)
def test_cudagraphs_applied_refuses_what_it_cannot_check(options, complaint):
    with pytest.raises(errors.UsageError, match=complaint):
        assert_cudagraphs_applied(pointwise, torch.randn(8), **options)


# ---- assert_speedup: the decision on synthetic rounds


def test_a_clear_speedup_passes():
    verdict = judge_speedup([2.0, 2.1, 1.9, 2.0, 2.2, 2.0, 1.8], [1.0, 1.0, 1.1, 0.9, 1.0, 1.0, 1.0], 1.5)
    assert verdict.outcome == PASSED and verdict.speedup.low > 1.5
    assert (verdict.clean_rounds, verdict.eager_ms, verdict.compiled_ms) == (7, 2.0, 1.0)


def test_clearly_below_the_bar_fails_with_the_interval():
    verdict = judge_speedup([1.0] * 8, [1.0, 1.1, 0.9, 1.0, 1.05, 0.95, 1.0, 1.0], 1.5)
    assert verdict.outcome == TOO_SLOW and verdict.speedup.high < 1.5
    message = verdict.message("fn", "default").splitlines()
    assert message[0].startswith("fn: compiled (mode 'default') is 1x as fast as eager (95% interval 0.")
    assert message[0].endswith("clearly below the required 1.5x:")
    assert message[2] == (
        "  - 8 comparable rounds of 8; 0 left out because the two sides' cores ran at different speeds"
        f" (their speed probes over {rounds.STEADY_PROBE_RATIO}x apart)"
    )


def test_an_interval_that_reaches_the_bar_passes():
    """Median below the bar, but the noise reaches it: no verdict of 'slower' on noise."""
    verdict = judge_speedup([1.0] * 9, [1.2, 0.5, 0.9, 0.95, 0.55, 1.3, 0.7, 1.1, 0.6], 1.5)
    assert verdict.speedup.ratio < 1.5 <= verdict.speedup.high
    assert verdict.outcome == PASSED


def test_too_few_clean_rounds_is_no_verdict_and_says_so():
    clean = rounds.MIN_CLEAN_ROUNDS - 1
    eager = [1.0] * clean + [None] * 20
    compiled = [100.0] * clean + [None] * 20  # 100x slower, but on too few rounds to judge
    verdict = judge_speedup(eager, compiled, 1.0)
    assert (verdict.outcome, verdict.speedup, verdict.clean_rounds, verdict.rounds_run) == (
        TOO_BUSY,
        None,
        clean,
        24,
    )
    message = verdict.message("fn", "default")
    assert message.startswith(
        "fn: no verdict on the speedup of mode 'default': the machine was too busy to judge."
    )
    assert (
        f"Only {clean} of 24 rounds ran both sides on equally fast cores (their speed probes within "
        f"{rounds.STEADY_PROBE_RATIO}x; {rounds.MIN_CLEAN_ROUNDS} needed)" in message
    )


def test_a_starved_round_counts_where_both_sides_ran_on_equally_fast_cores():
    from compile_inspect.session.rounds import Block
    from compile_inspect.testing import comparable_rounds

    def timed(number, ms, probes, wait_share):
        wall = ms * 10 / 1000
        return Block(number, 10, wall, wall, ms, wait_s=wall * wait_share, probe_ms=probes[0],
                     probe_cpu_ms=probes[0], probe_after_ms=probes[1], probe_after_cpu_ms=probes[1])  # fmt: skip

    eager = [timed(0, 2.0, (5.0, 5.1), 0.4), timed(1, 2.0, (5.0, 8.0), 0.0)]
    compiled = [timed(0, 1.0, (5.2, 5.0), 0.3), timed(1, 1.0, (5.0, 5.0), 0.0)]
    assert comparable_rounds(eager, compiled) == ([2.0, None], [1.0, None])  # starved alike; a core slowed


def test_a_round_counts_only_where_both_sides_were_clean():
    verdict = judge_speedup([2.0, None, 2.0, 2.0, 2.0, 2.0], [1.0, 1.0, None, 1.0, 1.0, 1.0], 1.0)
    assert verdict.clean_rounds == 4 and verdict.outcome == TOO_BUSY


@pytest.mark.parametrize(
    "share, oversubscribed",
    [
        (MachineShare(threads=2, helper_cores=0.3, others_cores=1.5, cores=2), True),
        (MachineShare(threads=2, helper_cores=0.3, others_cores=0.02, cores=2), False),  # an idle machine
        (MachineShare(threads=8, helper_cores=3.0, others_cores=1.0, cores=16), False),  # cores to spare
        (
            MachineShare(threads=2, helper_cores=0.0, others_cores=1.5, cores=2),
            False,
        ),  # one thread did it all
        (MachineShare(threads=1, helper_cores=0.0, others_cores=1.9, cores=2), False),
    ],
)
def test_multi_threaded_calls_on_shared_cores_get_no_verdict(share, oversubscribed):
    eager, compiled = [2.0, 2.1, 1.9, 2.0, 2.2, 2.0, 1.8], [1.0, 1.0, 1.1, 0.9, 1.0, 1.0, 1.0]
    verdict = judge_speedup(eager, compiled, 0.5, share)
    assert share.oversubscribed == oversubscribed
    assert verdict.outcome == (TOO_BUSY if oversubscribed else PASSED)
    if oversubscribed:
        assert "ran on up to 2 threads while other processes used 1.5 of the 2 cores" in verdict.message(
            "fn", "default"
        )


# ---- assert_speedup: real timings, with bars no honest measurement can miss


@pytest.mark.slow
def test_a_thousandfold_bar_fails_with_the_measured_figures(one_thread):
    with pytest.raises(AssertionError) as failure:
        assert_speedup(pointwise, torch.randn(256), at_least=1000, rounds=10)
    lines = str(failure.value).splitlines()
    assert lines[0].startswith("pointwise: compiled (mode 'default') is ")
    assert lines[0].endswith("clearly below the required 1000x:")
    assert lines[1].startswith("  - eager: ") and " ms per call, compiled: " in lines[1]


@pytest.mark.slow
def test_a_hundredth_bar_passes(one_thread):
    assert_speedup(pointwise, torch.randn(256), at_least=0.01, rounds=10)


@pytest.mark.parametrize(
    "options, complaint",
    [
        ({"at_least": 0}, "at_least must be a number above 0"),
        ({"at_least": float("nan")}, "at_least must be a number above 0"),
        ({"rounds": 2}, "rounds must be a whole number >= 5"),
        ({"max_seconds": -1}, "max_seconds must be a number above 0"),
        ({"mode": "no-such-mode"}, "unknown mode"),
    ],
)
def test_speedup_refuses_bad_arguments(options, complaint):
    with pytest.raises(errors.UsageError, match=complaint):
        assert_speedup(pointwise, torch.randn(8), **options)


# ---- the gates' TORCH_TRACE records stay out of the test's captured log (issue 38 D16)


def test_trace_records_stay_out_of_a_log_capture_shared_with_the_root_logger(tmp_path):
    """pytest 9 adds its log capture to every logger that does not propagate, torch's `torch.__trace`
    too: each TORCH_TRACE record of a gate was an empty `DEBUG torch.__trace` line in a failing test's
    report (69 of its 106 lines). The gate's own trace file still gets them."""
    import logging

    from torch._logging import _internal, trace_structured

    from compile_inspect.capture import _torch

    captured = []
    capture = logging.Handler()
    capture.emit = captured.append
    loggers = [logging.getLogger(), _internal.trace_log]  # where pytest's catching_logs puts its handler
    for logger in loggers:
        logger.addHandler(capture)
    try:
        with _torch.structured_trace(tmp_path / "torch_trace"):
            metadata = {"name": "probe_artifact", "encoding": "string"}
            trace_structured("artifact", lambda: metadata, payload_fn=lambda: "x", expect_trace_id=False)
    finally:
        for logger in loggers:
            logger.removeHandler(capture)
    assert [record.name for record in captured] == []
    written = "".join(path.read_text() for path in (tmp_path / "torch_trace").iterdir())
    assert "probe_artifact" in written
    assert not capture.filters  # the filter went with the block


@pytest.mark.slow
def test_a_failing_gate_reports_no_empty_trace_lines(tmp_path):
    """A user's suite with a failing gate, run by pytest as users run it: the report shows the failure and
    not one `torch.__trace` line."""
    import subprocess
    import sys

    (tmp_path / "test_user_gate.py").write_text(
        "import torch\nfrom compile_inspect.testing import assert_no_graph_breaks\n\n"
        "def chatty(x):\n    y = x.sin()\n    print('halfway')\n    return y + 1\n\n"
        "def test_gate():\n    assert_no_graph_breaks(chatty, torch.randn(4))\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_user_gate.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout
    assert "AssertionError: chatty: 1 graph break(s) under torch.compile:" in done.stdout
    assert [line for line in done.stdout.splitlines() if "torch.__trace" in line] == []
