"""A finding: a rule that fired, its stable id, one plain line, the numbers behind it and the standard fix.
The findings' own type (docs/trace-events.md lists every id); the trace model never uses it. No torch."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

import msgspec


@dataclass(frozen=True)
class Finding:
    """A rule that fired: a stable `id`, one plain line, and the numbers behind it."""

    id: str
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)
    remedy: Optional[str] = None  # the standard fix, where one exists

    def to_dict(self) -> dict:
        return msgspec.to_builtins(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Finding":
        return msgspec.convert(data, cls)
