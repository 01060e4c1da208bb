"""One trace explained: what `compile-inspect explain TRACE [--control OTHER]` shows, every figure computed
here and not by the renderers (render/explain.py, render/json.py lay it out). No torch.

    >>> report = ExplainReport(analysis, findings, verdict)
    >>> report.tree        # the last step's dispatch tree as rows (trace/steptree.py); None without steps
    >>> report.lanes       # the trace's lanes, counted (trace/lanes.py); None without the trace's index
    >>> for tree in report.step_trees():   # every step's dispatch trees as JSON data, one step at a time
    ...     ...

The tree and the lanes are worked out on first use (a JSON document needs neither), once.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Iterator, Optional

from compile_inspect.findings.finding import Finding
from compile_inspect.trace.lanes import Lanes, lanes_of
from compile_inspect.trace.model import TraceAnalysis
from compile_inspect.trace.steptree import StepRows, step_rows


@dataclass(frozen=True)
class ExplainReport:
    """One trace explained: its analysis, findings and, against a control trace, the verdict's lines."""

    analysis: TraceAnalysis
    findings: tuple[Finding, ...]
    verdict: tuple[str, ...] = ()

    @functools.cached_property
    def tree(self) -> Optional[StepRows]:
        return step_rows(self.analysis.require_index(), -1) if self.analysis.steps else None

    @functools.cached_property
    def lanes(self) -> Optional[Lanes]:
        index = self.analysis.index
        return None if index is None else lanes_of(index.trace)

    def step_trees(self) -> Iterator[dict]:
        """Each step's dispatch trees as JSON data (`explain --full`), built one step at a time."""
        index = self.analysis.require_index()
        for step_no in range(len(self.analysis.steps)):
            yield index.step(step_no, keep=False).to_dict()
