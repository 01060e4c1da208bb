"""The layer names torch's profiler writes, each with a few plain words (trace/events.py's GLOSSARY, which
the report carries: `DiffReport.glossary`): the text and Markdown reports say them the first time a name
appears, the HTML report on hover; docs/report.md "Words the reports use" says them at length. No torch.

    >>> words = Legend(report.glossary)
    >>> words.say("TorchDynamo Cache Lookup 4.1, TorchDynamo Cache Lookup 3.0")
    'TorchDynamo Cache Lookup (guard checks) 4.1, TorchDynamo Cache Lookup 3.0'
"""

from __future__ import annotations

import re
from typing import Sequence

# What may follow a name as part of it (a region's `: <i>/<j>`, a wrapper's ` Prologue`): the words go
# after the whole.
_TAIL = r"(?:: (?:<i>/<j>|\d+/\d+))?(?: Prologue| Epilogue)?"


class Legend:
    """Says each glossary name's words after its first appearance in the texts given to `say`, in order."""

    def __init__(self, glossary: Sequence[Sequence[str]] = ()):
        self.glossary = [tuple(entry) for entry in glossary]
        self.seen: set[str] = set()
        names = "|".join(f"(?P<t{n}>{re.escape(name)}{_TAIL})" for n, (name, _) in enumerate(self.glossary))
        self.pattern = re.compile(f"(?:{names})(?=\\W|$)") if self.glossary else None

    def say(self, text: str) -> str:
        return self.pattern.sub(self._explained, text) if self.pattern is not None else text

    def _explained(self, found: re.Match) -> str:
        name, meaning = self.glossary[int(str(found.lastgroup)[1:])]
        if name in self.seen:
            return found[0]
        self.seen.add(name)
        return f"{found[0]} ({meaning})"
