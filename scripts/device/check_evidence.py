"""Each finding of each session given is its id's evidence type and round-trips through JSON (issue 28's
typed evidence on sessions captured on the GPU host); prints each session's findings and verdicts.

    python3 scripts/device/check_evidence.py SESSION [SESSION ...]
"""

import sys

from compile_inspect.compare import diff
from compile_inspect.findings.evidence import EVIDENCE
from compile_inspect.findings.finding import Finding
from compile_inspect.session.model import load_session

for folder in sys.argv[1:]:
    report = diff.diff_session(load_session(folder))
    found = [*report.control_findings, *(f for c in report.comparisons for f in c.findings)]
    for finding in found:
        assert type(finding.evidence) is EVIDENCE[finding.id], (finding.id, type(finding.evidence))
        assert Finding.from_dict(finding.to_dict()).to_dict() == finding.to_dict(), finding.id
    print(folder, "typed evidence ok:", sorted({f.id for f in found}))
    for comparison in report.comparisons:
        print("  ", comparison.verdict[0][:160])
