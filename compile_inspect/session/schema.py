"""session.json's typed schema: every field checked on load, each error one line naming the field.

    >>> check_session(json.loads(text), "runs/mm/session.json")
    SessionError: runs/mm/session.json: modes[1].timing.median_ms: expected float, got str

The structs mirror `session.py`'s dataclasses (docs/session-schema.md) but only check: the session is
still built by `Session.from_dict`. Fields they do not name are allowed, so a session written by a
newer compile-inspect (one more field, one more status) still loads; statuses are free text for that
reason. No torch.
"""

from __future__ import annotations

import re
from typing import Optional

import msgspec

from compile_inspect.errors import SessionError

SCHEMA_VERSION = 1  # the session.json version these structs describe (session.py uses this one)


class TargetSchema(msgspec.Struct):
    spec: str
    name: str
    args: list[tuple[str, str]] = []


class OptionsSchema(msgspec.Struct):
    warmup: int = 3
    wait: int = 1
    profile_warmup: int = 1
    active: int = 5
    iters: int = 50
    timeout_s: float = 900.0
    jobs: int = 1
    rounds: int = 10
    block_ms: float = 50.0


class EnvironmentSchema(msgspec.Struct):
    python: str = ""
    torch: str = ""
    triton: Optional[str] = None
    platform: str = ""
    device: str = "cpu"
    device_name: Optional[str] = None
    compute_capability: Optional[str] = None
    cuda_runtime: Optional[str] = None
    cuda_driver: Optional[str] = None
    cpu_count: Optional[int] = None


class TimingSchema(msgspec.Struct):
    median_ms: float
    min_ms: float
    max_ms: float
    iters: int
    method: str
    p10_ms: Optional[float] = None
    p90_ms: Optional[float] = None
    run_id: Optional[str] = None
    round_ms: list[Optional[float]] = []
    throughput_ms: Optional[float] = None
    throughput_round_ms: list[Optional[float]] = []
    rounds_run: Optional[int] = None
    clean_rounds: Optional[int] = None
    block_calls: Optional[int] = None
    profiled_step_ms: Optional[float] = None


class AccuracySchema(msgspec.Struct):
    max_abs_error: float
    max_rel_error: float


class GraphCodeSchema(msgspec.Struct):
    fx_hash: str
    source_file: Optional[str]
    in_trace: bool = True


class ModeRunSchema(msgspec.Struct):
    mode: str
    status: str
    error: Optional[str] = None
    compile_seconds: Optional[float] = None
    timing: Optional[TimingSchema] = None
    trace_file: Optional[str] = None
    graphs: list[GraphCodeSchema] = []
    graph_breaks: list[str] = []
    recompiles: list[str] = []
    accuracy: Optional[AccuracySchema] = None
    log_file: Optional[str] = None
    torch_trace_dir: Optional[str] = None
    cache_dir: Optional[str] = None
    wall_seconds: Optional[float] = None
    pid: Optional[int] = None
    started: Optional[str] = None


class SessionSchema(msgspec.Struct):
    target: TargetSchema
    options: OptionsSchema
    environment: EnvironmentSchema
    modes: list[ModeRunSchema]
    schema_version: int
    created: str = ""
    in_process: bool = False
    in_process_reason: Optional[str] = None
    interrupted: bool = False
    rank: Optional[int] = None
    ranks: list[str] = []


def check_session(data, source) -> None:
    """Raise SessionError `<source>: <field path>: <what is wrong>` when `data` does not fit the schema."""
    if isinstance(data, dict) and data.get("schema_version") != SCHEMA_VERSION:
        return  # Session.from_dict names the version it cannot read
    try:
        msgspec.convert(data, SessionSchema)
    except msgspec.ValidationError as exc:
        raise SessionError(f"{source}: {describe(str(exc))}") from None


_AT = re.compile(r"^(?P<what>.*?)(?: - at `\$(?P<path>[^`]*)`)?$", re.DOTALL)
_EXPECTED = re.compile(r"^Expected `(?P<want>[^`]+)`, got `(?P<got>[^`]+)`$")
_MISSING = re.compile(r"^Object missing required field `(?P<field>[^`]+)`$")
_TYPE_WORDS = {"null": "null", "array": "list", "object": "object"}


def describe(message: str) -> str:
    """msgspec's `Expected `float`, got `str` - at `$.modes[1].timing.median_ms`` as
    `modes[1].timing.median_ms: expected float, got str`."""
    match = _AT.match(message.strip())
    what, path = match.group("what"), (match.group("path") or "").lstrip(".")
    expected, missing = _EXPECTED.match(what), _MISSING.match(what)
    if expected:
        want = " or ".join(_TYPE_WORDS.get(t, t) for t in expected.group("want").split(" | "))
        what = f"expected {want}, got {_TYPE_WORDS.get(expected.group('got'), expected.group('got'))}"
    elif missing:
        path, what = ".".join(p for p in (path, missing.group("field")) if p), "missing (required)"
    else:
        what = (what[:1].lower() + what[1:]).replace("`", "")
    return f"{path}: {what}" if path else what
