"""--bisect (compare/stages.py, docs/configurations.md): the verdict from each stage's paired timing,
failure and accuracy, on synthetic rounds where the answer is known; then a real CPU bisect of a target
whose cost appears only with Inductor (samples/column_sum.py: ATen's column sum beats Inductor's loop)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.compare.stages import bisect_verdict
from compile_inspect.session.model import Accuracy, ModeRun, Timing
from compile_inspect.session.modes import parse_modes, with_bisect

ROOT = Path(__file__).resolve().parents[2]
JITTER = (1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0, 1.02)  # ten rounds of a steady machine


def run(mode, scale=1.0, status="ok", error=None, rel_error=0.0):
    """A ModeRun timed in the shared rounds at `scale` times eager's per-call time (1 ms)."""
    timing = Timing(
        scale, scale, scale, 50, "perf_counter", run_id="r1", round_ms=tuple(scale * j for j in JITTER)
    )
    if status != "ok":
        return ModeRun(mode=mode, status=status, error=error)
    return ModeRun(mode=mode, status="ok", timing=timing, accuracy=Accuracy(rel_error * 3, rel_error))


def runs(**scales):
    found = {"eager": run("eager")}
    found.update(
        {mode: value if isinstance(value, ModeRun) else run(mode, value) for mode, value in scales.items()}
    )
    return found


def test_a_slowdown_that_comes_with_inductor_is_put_on_inductor_and_the_stages_under_it_are_cleared():
    verdict = bisect_verdict(runs(dynamo=1.0, aot_eager=1.0, aot_eager_decomp_partition=1.0, default=1.8))
    assert verdict == (
        "the 1.80x slowdown against eager appears with Inductor (default, 1.80x the time of "
        "aot_eager_decomp_partition); Dynamo, AOTAutograd and Inductor's decompositions alone are within noise",
    )


def test_the_largest_step_carries_the_verdict_and_the_other_steps_beyond_noise_are_named():
    verdict = bisect_verdict(runs(dynamo=1.2, aot_eager=1.2, aot_eager_decomp_partition=1.2, default=3.0))
    assert verdict[0].startswith("the 3.00x slowdown against eager appears with Inductor (default, 2.50x")
    assert verdict[0].endswith("; also Dynamo slower (dynamo, 1.20x the time of eager)")


def test_a_speed_up_from_aot_autograd_is_found():
    verdict = bisect_verdict(runs(dynamo=1.0, aot_eager=0.5, default=0.5))
    assert verdict[0].startswith(
        "the 2.00x speed-up against eager appears with AOTAutograd (aot_eager, 0.50x"
    )


def test_no_stage_beyond_noise():
    verdict = bisect_verdict(runs(dynamo=1.01, aot_eager=1.0, default=0.99))
    assert verdict == ("every stage is within noise of eager (Dynamo, AOTAutograd and Inductor); none fails",)


def test_the_first_failing_stage_is_named_with_its_error_and_the_stages_that_ran():
    failing = run("aot_eager_decomp_partition", status="failed", error="BackendCompilerFailed: boom\nmore")
    verdict = bisect_verdict(runs(dynamo=1.0, aot_eager=1.0, aot_eager_decomp_partition=failing))
    assert verdict == (
        "the failure appears with Inductor's decompositions (aot_eager_decomp_partition): "
        "BackendCompilerFailed: boom; Dynamo and AOTAutograd alone run",
    )


def test_an_accuracy_difference_is_put_on_the_first_stage_that_shows_it():
    found = runs(dynamo=1.0, aot_eager=1.0, default=1.0)
    found["aot_eager"] = run("aot_eager", 1.0, rel_error=0.05)
    verdict = bisect_verdict(found)
    assert verdict[1] == (
        "the outputs differ from eager's from AOTAutograd (aot_eager) on: max abs error 0.15, "
        "0.05 of eager's largest value"
    )


def test_rounds_too_few_to_pair_say_so_rather_than_guess():
    found = runs(dynamo=1.0, default=2.0)
    found["default"] = ModeRun(mode="default", status="ok", timing=Timing(2.0, 2.0, 2.0, 50, "perf_counter"))
    assert bisect_verdict(found) == (
        "Inductor (default) was not timed alongside eager: no stage can be judged",
    )


def test_one_stage_is_not_a_bisect():
    assert bisect_verdict(runs(default=2.0)) == ()


def test_bisect_adds_the_four_stages_to_the_modes_given_once_each():
    assert with_bisect(parse_modes("default,max-autotune")) == (
        "eager",
        "dynamo",
        "aot_eager",
        "aot_eager_decomp_partition",
        "default",
        "max-autotune",
    )


@pytest.mark.slow
def test_a_real_bisect_puts_the_column_sum_slowdown_on_inductor(tmp_path):
    out = tmp_path / "s"
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", "diff"]
    command += ["samples/column_sum.py", "--bisect", "--save", str(out), "--format", "json", "--rounds", "8"]
    env = dict(os.environ, OMP_NUM_THREADS="1")  # ATen's two threads on two cores starve each other's rounds
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert [row["label"] for row in report["summary"]] == [
        "eager",
        "dynamo",
        "aot_eager",
        "aot_eager_decomp_partition",
        "default",
    ]
    assert "against eager appears with Inductor (default," in report["bisect"][0], report["bisect"]
