"""The verdict line: the cause chosen by priority, the speed finding's reason without its times twice,
the unit a raw trace is timed in, and every training rule ranked as a cause."""

from compile_inspect.findings import RULES
from compile_inspect.findings.finding import Finding
from compile_inspect.findings.verdict import CAUSES, WIN_REASONS, listed_findings, verdict

FASTER = Finding(
    "faster-than-eager",
    "49 kernels per step fused into 23 kernels: default takes 1.419 ms per call against eager's 3.266 ms (2.30x faster)",
    {"why": "49 kernels per step fused into 23 kernels"},
)


def test_a_faster_mode_states_its_times_once():
    first, *_ = verdict([FASTER], "default", "eager", 1.419, 3.266)
    assert (
        first
        == "default is 2.30x faster than eager (1.419 ms against 3.266 ms per call): 49 kernels per step fused into 23 kernels"
    )
    assert first.count("ms against") == 1


def test_raw_traces_are_timed_per_profiled_step():
    slower = Finding("slower-than-eager", "b takes 2.000 ms per profiled step against a's 1.000 ms (2.00x)")
    first, *_ = verdict([slower], "b", "a", 2.0, 1.0, per="per profiled step")
    assert first.startswith("b is 2.00x slower than a (2.000 ms against 1.000 ms per profiled step)")


def test_a_named_cause_beats_the_symptom_and_brings_its_remedy():
    sync = Finding("host-sync", "12 syncs a step leave the GPU idle 14% of the step", remedy="drop .item()")
    bound = Finding("overhead-bound", "the GPU is idle 97% of each step")
    slower = Finding("slower-than-eager", "x")
    lines = verdict([bound, sync, slower], "default", "eager", 2.0, 1.0)
    assert lines == (
        "default is 2.00x slower than eager (2.000 ms against 1.000 ms per call): 12 syncs a step leave the GPU "
        "idle 14% of the step",
        "To fix: drop .item()",
    )


def test_every_rule_that_names_a_cause_is_ranked():
    verdicts = {"slower-than-eager", "faster-than-eager", "within-noise"}
    caveats = {
        "compile-time",
        "noisy-timing",
        "profiler-overhead",
        "kernel-time-variance",
        "first-step-outlier",
        "triton-template-gemm",
        "autotune-choice-failed",
        "busy-machine",
        "drifting-target",
        "throughput-disagrees",
        "shape-recompiles",
        "cudagraphs-on-cpu",  # context: the time goes where the verdict says, CUDA graphs or not
        "cudagraph-replay",  # what the replays ran, attributed: the time is the verdict's
    }  # fmt: skip  (a sweep's recompiles happen after the timed calls: never their cause)
    unranked = {rule.id for rule in RULES} - set(CAUSES) - set(WIN_REASONS) - verdicts - caveats
    assert unranked == set()


def test_a_slower_mode_is_not_blamed_on_its_fusion():
    fused = Finding("ops-fused", "aten::matmul + aten::add -> aten::addmm")
    layers = Finding("compile-layers-overhead", "the compile layers add 111.2 µs CPU self time per step")
    first, *_ = verdict([fused, layers, Finding("slower-than-eager", "x")], "default", "eager", 0.056, 0.009)
    assert first.endswith(": the compile layers add 111.2 µs CPU self time per step")


def test_within_noise_names_no_cause_and_says_how_to_separate_them():
    noise = Finding(
        "within-noise",
        "default takes 0.696 ms per call against eager's 1.321 ms (0.53x), within noise: their p10-p90 "
        "intervals overlap (0.508-9.060 ms against 1.174-1.670 ms); no faster / slower verdict",
        {"why": "their p10-p90 intervals overlap (0.508-9.060 ms against 1.174-1.670 ms)"},
        remedy="rerun on an idle machine, with more --iters, to separate the two",
    )
    guards = Finding("guard-overhead", "TorchDynamo Cache Lookup takes 89.6 µs", remedy="fewer guards")
    assert verdict([guards, noise], "default", "eager", 0.696, 1.321) == (
        "default and eager cannot be told apart (0.696 ms against 1.321 ms per call): their p10-p90 intervals "
        "overlap (0.508-9.060 ms against 1.174-1.670 ms); no faster / slower verdict",
        "To fix: rerun on an idle machine, with more --iters, to separate the two",
    )


def test_the_findings_listed_under_a_verdict_do_not_state_it_again():
    """issue 19: verdict, within-noise and noisy-timing each said the mode could not be told apart."""
    noise = Finding("within-noise", "d takes 0.326 ms per call against eager's 0.271 ms (1.20x), within noise: "
                    "their p10-p90 intervals overlap (0.315-39.001 ms against 0.230-0.822 ms); no faster / slower "
                    "verdict", {"why": "their p10-p90 intervals overlap (0.315-39.001 ms against 0.230-0.822 ms)"},
                    remedy="rerun on an idle machine")  # fmt: skip
    layers = Finding("compile-layers-overhead", "the compile layers add 514.6 µs CPU self time per step")
    lines = verdict([layers, noise], "d", "eager", 0.326, 0.271)
    assert listed_findings([layers, noise], lines) == (layers,)
    assert listed_findings([FASTER], verdict([FASTER], "default", "eager", 1.419, 3.266)) == ()
    # a slower mode whose verdict names a cause: slower-than-eager keeps only where the time went
    slower = Finding("slower-than-eager", "d takes 2.000 ms per call against eager's 1.000 ms (2.00x); ...",
                     {"largest_difference": {"what": "GPU work", "us_per_step": 80.0}})  # fmt: skip
    cause = Finding("host-sync", "the CPU waits for the GPU 6 times a step", remedy="keep values on the GPU")
    lines = verdict([cause, slower], "d", "eager", 2.0, 1.0)
    (listed_cause, rest) = listed_findings([cause, slower], lines)
    assert listed_cause == cause and rest.id == "slower-than-eager"
    assert rest.message == "the largest measured difference is GPU work, +80.0 µs per profiled step"
    alone = verdict([slower], "d", "eager", 2.0, 1.0)  # no cause: the verdict says it, nothing is listed
    assert alone[0].endswith(rest.message) and listed_findings([slower], alone) == ()
