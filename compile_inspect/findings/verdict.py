"""The verdict of one comparison: one or two plain lines (what changed, what it cost, what to do),
read off the findings, shown before everything else. No torch.

    >>> verdict(findings, mode="reduce-overhead", control="eager", test_ms=90.2, control_ms=3.27)
    ('reduce-overhead is 27.6x slower than eager (90.165 ms against 3.266 ms per call): the CUDA graph is re-recorded ...',
     'To fix: run inference under torch.no_grad() ...')
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from compile_inspect.findings.finding import Finding
from compile_inspect.findings.timing import COMPILE_LAYERS, NO_VERDICT, largest_text
from compile_inspect.units import call_ms_text

# The finding that explains a mode best, most decisive first: a cause torch names beats a symptom.
CAUSES = (
    "recompile-limit",
    "eager-fallback",
    "cudagraph-rerecord",
    "cudagraph-skipped",
    "recompile",
    "graph-break",
    "training-graph",
    "cudagraph-input-copies",
    "page-faults",
    "communication",
    "host-sync",
    "htod-copy",
    "allocator-churn",
    "bias-copy-epilogue",
    "guard-overhead",
    "tiny-kernels",
    "overhead-bound",
    "gpu-bound",
    "far-below-roofline",
    "ops-fused",
    "compile-layers-overhead",
)
# Findings that name a place in the user's code to fix: the short report lists each (up to SHORT_PLACES),
# also where another finding leads, before SHORT_FINDINGS of the others.
IN_USER_CODE = ("graph-break", "recompile")
SHORT_PLACES = 4
SHORT_FINDINGS = 2
SHORT_CONTROL_FINDINGS = 2
# Findings about how well the profile measured, not about the function: listed last.
ABOUT_THE_MEASUREMENT = ("first-step-outlier", "kernel-time-variance", "profiler-overhead", "noisy-timing")
# The evidence field that holds what a finding costs a profiled step, µs (the short report's order).
_COST_FIELDS = {
    "compile-layers-overhead": "total_us",
    "graph-break": "eager_between_us",
    "cudagraph-input-copies": "copy_gpu_us",
    "cudagraph-rerecord": "record_us_per_step",
    "bias-copy-epilogue": "copy_us",
    "cudagraph-replay": "gpu_us",
}
# Findings that say the mode did not run compiled code: they lead whatever the timing says (a speed, a
# win, the noise), since the mode's time is then eager's.
LEADS = ("recompile-limit",)
WIN_REASONS = ("faster-than-eager", "page-faults", "ops-fused", "cudagraph-input-copies", "gpu-bound")
# The findings a verdict's head is made of (the speed against the control and both times): listed under
# the verdict only for what it does not say already, so each comparison states its verdict once.
SPEED_FINDINGS = (
    "slower-than-eager",
    "faster-than-eager",
    "within-noise",
    "busy-machine",
    "drifting-target",
    "throughput-disagrees",
)


def verdict(findings: Sequence[Finding], mode: str, control: str, test_ms: Optional[float],
            control_ms: Optional[float], per: str = "per call", speed=None) -> tuple[str, ...]:  # fmt: skip
    """`per`: what one timed unit is ("per call"; "per profiled step" for raw traces); `speed`: the pair's
    `speed.SpeedComparison` (None: the medians alone)."""
    by_id = {f.id: f for f in findings}
    head = _speed(mode, control, test_ms, control_ms, by_id, per, speed)
    if "throughput-disagrees" in by_id:  # latency and throughput verdicts differ: say both, not one
        head = f"{head}; {by_id['throughput-disagrees'].message}"
    order: tuple[str, ...] = WIN_REASONS if "faster-than-eager" in by_id else CAUSES
    if "within-noise" in by_id:  # no cause to name before the two can be told apart: say how to
        order = ("within-noise",)
    if "busy-machine" in by_id:
        order = ("busy-machine",)
    if "drifting-target" in by_id:
        order = ("drifting-target",)
    if "slower-than-eager" in by_id:  # a fusion is a win, never why a mode is slower
        order = tuple(i for i in order if i != "ops-fused")
        if _grew_elsewhere(by_id["slower-than-eager"]):  # the layers' µs do not explain a slowdown elsewhere
            order = tuple(i for i in order if i != "compile-layers-overhead")
    if "page-faults" in by_id and not _pays_the_faults(
        by_id["page-faults"], "faster-than-eager" in by_id, mode
    ):
        order = tuple(i for i in order if i != "page-faults")
    cause = next((by_id[i] for i in LEADS + order if i in by_id), None)
    first = f"{head}: {_reason(cause)}" if cause else _with_largest(head, by_id.get("slower-than-eager"))
    if cause is not None and cause.remedy:
        return first, f"To fix: {cause.remedy}"
    further = next(
        (by_id[i] for i in CAUSES if i in by_id and by_id[i].remedy and _for_mode(by_id[i], mode)), None
    )
    if further is not None:  # a faster mode that could be faster still (a training graph, a graph break)
        return first, f"To go further ({further.id}): {further.remedy}"
    return (first,)


def _pays_the_faults(faults: Finding, faster: bool, mode: str) -> bool:
    """Page faults explain a faster mode where the control pays them, a slower one where the mode does."""
    return (faults.evidence.get("mode") == mode) != faster


def _for_mode(cause: Finding, mode: str) -> bool:
    """Advice for the mode itself: not the control's page faults."""
    return cause.id != "page-faults" or cause.evidence.get("mode") == mode


def _grew_elsewhere(slower: Finding) -> bool:
    """slower-than-eager measured its largest growth somewhere other than the compile layers (a CPU
    graph's C++ kernels, the GPU work, other CPU time)."""
    largest = slower.evidence.get("largest_difference")
    if not largest:
        return False
    return largest.get("what") != COMPILE_LAYERS


def _with_largest(head: str, slower: Optional[Finding]) -> str:
    """A slower mode with no cause to name: where the time went, as slower-than-eager measured it."""
    largest = slower.evidence.get("largest_difference") if slower is not None else None
    return f"{head}: {largest_text(largest)}" if largest else head


def listed_findings(findings: Sequence[Finding], verdict_lines: Sequence[str]) -> tuple[Finding, ...]:
    """The findings to list under a verdict: every one but the speed findings, and those only with what
    the verdict does not already say (slower-than-eager's largest difference where the verdict named a
    cause instead; within-noise's overlap where recompile-limit leads). The JSON keeps them whole."""
    said = " ".join(verdict_lines)
    listed = []
    for finding in findings:
        if finding.id not in SPEED_FINDINGS:
            listed.append(finding)
            continue
        rest = _beyond_verdict(finding)
        if rest and rest not in said:
            remedy = finding.remedy if finding.remedy and finding.remedy not in said else None
            listed.append(replace(finding, message=rest, remedy=remedy))
    return tuple(listed)


def brief_findings(findings: Sequence[Finding], verdict_lines: Sequence[str]) -> tuple[Finding, ...]:
    """The short report's list under a verdict: `listed_findings` less those whose message the verdict
    already quotes (the cause it names), each without a remedy the verdict already gives; the places to
    fix in the user's code first, then by what they cost a step (`cost_us`), the rest in rule order."""
    said = " ".join(verdict_lines)
    brief = [
        replace(finding, remedy=None) if finding.remedy and finding.remedy in said else finding
        for finding in listed_findings(findings, verdict_lines)
        if finding.message not in said
    ]
    return tuple(sorted(brief, key=_by_cost))


def short_findings(
    brief: Sequence[Finding], shared: Sequence[Finding] = (), count: int = SHORT_FINDINGS
) -> tuple[tuple[Finding, ...], int]:
    """What the short report shows of `brief_findings` less those it states once for every comparison
    (`shared_findings`): every place in the user's code (up to SHORT_PLACES), then the first
    `count` (SHORT_FINDINGS) of the rest; and how many it leaves to --full."""
    said = {(f.id, f.message) for f in shared}
    own = [f for f in brief if (f.id, f.message) not in said]
    places = [f for f in own if f.id in IN_USER_CODE][:SHORT_PLACES]
    rest = [f for f in own if f.id not in IN_USER_CODE][:count]
    return tuple(places + rest), len(own) - len(places) - len(rest)


def shared_findings(briefs: Sequence[Sequence[Finding]]) -> tuple[Finding, ...]:
    """The findings every comparison lists word for word, where there are three comparisons or more (with
    two, the heading stating them once costs the lines it saves): stated once."""
    if len(briefs) < 3:
        return ()
    common = set.intersection(*({(f.id, f.message) for f in brief} for brief in briefs))
    return tuple(f for f in briefs[0] if (f.id, f.message) in common)


def cost_us(finding: Finding) -> Optional[float]:
    """What the finding costs a profiled step in µs, where its evidence measures it."""
    field = _COST_FIELDS.get(finding.id)
    value = finding.evidence.get(field) if field else None
    return float(value) if isinstance(value, (int, float)) else None


def _by_cost(finding: Finding) -> tuple[int, float]:
    if finding.id in IN_USER_CODE:
        return (0, 0.0)
    if finding.id in ABOUT_THE_MEASUREMENT:
        return (3, 0.0)
    cost = cost_us(finding)
    return (1, -cost) if cost is not None else (2, 0.0)


def _beyond_verdict(speed: Finding) -> Optional[str]:
    """What a speed finding says beyond the speed and the times the verdict's head gives."""
    if speed.id == "slower-than-eager":
        largest = speed.evidence.get("largest_difference")
        return largest_text(largest) if largest else None
    return _reason(speed)


def _reason(cause: Finding) -> str:
    """The cause in words; the speed finding's own words without the times the head already gives."""
    why = cause.evidence.get("why")
    if cause.id == "faster-than-eager" and why:
        return why
    if cause.id == "within-noise" and why:
        return f"{why}; {NO_VERDICT}"
    return cause.message


def _speed(
    mode: str,
    control: str,
    test_ms: Optional[float],
    control_ms: Optional[float],
    by_id: dict,
    per: str,
    speed,
) -> str:
    if test_ms is None or not control_ms:
        return f"{mode} (no timing)"
    times = f"({call_ms_text(test_ms)} against {call_ms_text(control_ms)} {per})"
    if speed is not None and speed.unsteady:  # every round counted: say how wide that leaves it
        times = times[:-1] + f"; every round counted, the cores' speed moving: {speed.interval_text})"
    ratio = speed.ratio if speed is not None else test_ms / control_ms  # the medians' ratio
    if "busy-machine" in by_id:  # the times are the starved ones: not worth quoting
        return f"{mode} and {control} cannot be compared"
    if "drifting-target" in by_id:
        return f"{mode} and {control} have no one ratio"
    if "within-noise" in by_id:
        return f"{mode} and {control} cannot be told apart {times}"
    if "slower-than-eager" in by_id:
        return f"{mode} is {ratio:.2f}x slower than {control} {times}"
    if "faster-than-eager" in by_id:
        return f"{mode} is {1 / ratio:.2f}x faster than {control} {times}"
    return f"{mode} takes {ratio:.2f}x {control}'s time {times}"
