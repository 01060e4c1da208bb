"""A finding: a rule that fired, its stable id, one plain line, the numbers behind it and the standard fix.
The findings' own type (docs/trace-events.md lists every id); the trace model never uses it. No torch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Union

import msgspec

from compile_inspect.findings.evidence import Evidence, NoEvidence, evidence_type


@dataclass(frozen=True)
class Finding:
    """A rule that fired: a stable `id`, one plain line, and the numbers behind it.

    `evidence` is the id's type in `findings/evidence.py` (every rule builds it so); a plain mapping is
    taken too, for hand-made findings and ids this version does not know."""

    id: str
    message: str
    evidence: Union[Evidence, Mapping[str, Any]] = field(default_factory=NoEvidence)
    remedy: Optional[str] = None  # the standard fix, where one exists

    def to_dict(self) -> dict:
        return msgspec.to_builtins(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Finding":
        """A finding from its JSON form: the evidence as its id's type where the id is known."""
        kind = evidence_type(data["id"])
        evidence = data.get("evidence") or {}
        if kind is not None:
            evidence = msgspec.convert(evidence, kind)
        return cls(data["id"], data["message"], evidence, data.get("remedy"))
