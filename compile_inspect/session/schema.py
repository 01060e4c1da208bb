"""session.json's typed schema: every field checked on load, each error one line naming the field.

    >>> check_session(json.loads(text), "runs/mm/session.json")
    SessionError: runs/mm/session.json: modes[1].timing.median_ms: expected float, got str

The schema is derived from `model.py`'s dataclasses (`schema_of`), so the two cannot drift: a msgspec
struct per dataclass, a field per saved field of the same name and type (a nested dataclass as its
struct, a tuple as a JSON array), required where the dataclass requires it. The structs only check:
the session is still built by `Session.from_dict`. Fields they do not name are allowed (and ignored),
so a session written by a newer compile-inspect (one more field, one more status) still loads;
statuses are free text for that reason.

Then the values (`value_problems`): every duration finite, 0 or more and at most LONGEST_DURATION_S,
every count 0 or more, min <= p10 <= median <= p90 <= max, each option at least its least value, an
accuracy 0 or more (inf and nan say the outputs differ), at least one mode (but in an interrupted run),
each mode once, by a name that is a plain word. docs/security.md, "Validation". No torch.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
import types
import typing

import msgspec

from compile_inspect.errors import SessionError
from compile_inspect.session import model
from compile_inspect.session.model import SCHEMA_VERSION

__all__ = ["LONGEST_DURATION_S", "SCHEMA_VERSION", "check_session", "describe", "schema_of", "value_problems"]


@functools.cache
def schema_of(cls):
    """The msgspec struct `<cls>Schema` that checks the JSON form of the dataclass `cls`."""
    hints = typing.get_type_hints(cls)
    fields = [_struct_field(field, json_type(hints[field.name])) for field in saved_fields(cls)]
    return msgspec.defstruct(f"{cls.__name__}Schema", fields, kw_only=True)


def saved_fields(cls):
    """The fields of `cls` that session.json holds (`Session.root` is where it was loaded from: not saved)."""
    return [field for field in dataclasses.fields(cls) if field.metadata.get("saved", True)]


def _struct_field(field, kind):
    if field.default is not dataclasses.MISSING:
        return field.name, kind, field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.name, kind, msgspec.field(default_factory=field.default_factory)
    return field.name, kind


def json_type(hint):
    """A dataclass field's type as its JSON form is checked: `tuple[X, ...]` -> `list[X]`, a dataclass ->
    its struct, through `X | None` and fixed tuples; any other type as it is."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if dataclasses.is_dataclass(hint):
        return schema_of(hint)
    if origin in (typing.Union, types.UnionType):
        return typing.Union[tuple(json_type(arg) for arg in args)]
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return list[json_type(args[0])]
    if origin is tuple:
        return tuple[tuple(json_type(arg) for arg in args)]
    return hint


def check_session(data, source) -> None:
    """Raise SessionError `<source>: <field path>: <what is wrong>` when `data` does not fit the schema."""
    if isinstance(data, dict) and data.get("schema_version") != SCHEMA_VERSION:
        return  # Session.from_dict names the version it cannot read
    try:
        msgspec.convert(data, schema_of(model.Session))
    except msgspec.ValidationError as exc:
        raise SessionError(f"{source}: {describe(str(exc))}") from None
    problem = next(value_problems(data), None)
    if problem is not None:
        raise SessionError(f"{source}: {problem}")


_AT = re.compile(r"^(?P<what>.*?)(?: - at `\$(?P<path>[^`]*)`)?$", re.DOTALL)
_EXPECTED = re.compile(r"^Expected `(?P<want>[^`]+)`, got `(?P<got>[^`]+)`$")
_MISSING = re.compile(r"^Object missing required field `(?P<field>[^`]+)`$")
_TYPE_WORDS = {"null": "null", "array": "list", "object": "object"}


def describe(message: str) -> str:
    """msgspec's `Expected `float`, got `str` - at `$.modes[1].timing.median_ms`` as
    `modes[1].timing.median_ms: expected float, got str`."""
    match = _AT.match(message.strip())
    assert match is not None  # every part of _AT is optional: it matches any text
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


# ---- values: what the types let through ----

LONGEST_DURATION_S = 365 * 24 * 3600  # no timing, compile or run lasts a year: 1e308 ms is garbage
_MODE_NAME = re.compile(r"[\w.,+=-]+")  # a plain word or a configuration: it names folders (ncu/<mode>.json)
_TIMING_ORDER = ("min_ms", "p10_ms", "median_ms", "p90_ms", "max_ms")


def value_problems(data: dict):
    """The problems of a session.json that fits the types, one line each, in field order:
    `modes[1].timing.median_ms: expected a duration from 0 to a year (31536000000 ms), got nan`."""
    yield from _mode_problems(data.get("modes"), data.get("interrupted"))
    yield from _number_problems(model.Session, data, "")
    for n, run in enumerate(data.get("modes") or ()):
        yield from _order_problems(run.get("timing"), f"modes[{n}].timing")


def _mode_problems(modes: typing.Optional[list], interrupted) -> typing.Iterator[str]:
    if not modes and not interrupted:
        yield "modes: empty; a session holds one mode at least"
    first: dict[str, int] = {}
    for n, run in enumerate(modes or ()):
        name = run["mode"]
        if not _MODE_NAME.fullmatch(name) or name in (".", ".."):
            yield f"modes[{n}].mode: {name!r} is not a mode name (letters, digits, '.', ',', '+', '=', '-', '_')"
        if name in first:
            yield f"modes[{n}].mode: {name!r} is listed twice (modes[{first[name]}] too)"
        first.setdefault(name, n)


def _number_problems(cls, data: dict, at: str) -> typing.Iterator[str]:
    hints = typing.get_type_hints(cls)
    for field in saved_fields(cls):
        if isinstance(data, dict) and data.get(field.name) is not None:
            yield from _field_problems(cls, field.name, hints[field.name], data[field.name], at + field.name)


def _field_problems(cls, name: str, hint, value, at: str) -> typing.Iterator[str]:
    kind = _optional_of(hint)
    if dataclasses.is_dataclass(kind):
        yield from _number_problems(kind, value, at + ".")
    elif typing.get_origin(kind) is tuple and typing.get_args(kind)[1:] == (Ellipsis,):
        for n, item in enumerate(value):
            if item is not None:
                yield from _field_problems(cls, name, typing.get_args(kind)[0], item, f"{at}[{n}]")
    elif kind in (int, float) and not isinstance(value, bool):
        problem = _rule(cls, name, kind)(value)
        if problem:
            yield f"{at}: {problem}, got {value!r}"


def _optional_of(hint):
    """`X | None` -> X; anything else as it is."""
    args = [arg for arg in typing.get_args(hint) if arg is not type(None)]
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    return args[0] if union and len(args) == 1 else hint


def _rule(cls, name: str, kind):
    """The check of the number `cls.name`: a function value -> what was expected, or None when it fits."""
    if cls is model.Accuracy:
        return _error_size
    if cls is model.Options:
        return functools.partial(_option_value, model.Options.__dataclass_fields__[name].metadata["option"])
    if kind is int:
        return _whole_number
    if name.endswith("_z"):  # a test statistic (rounds.kendall_z): any sign
        return _finite
    return _duration_ms if name.endswith("_ms") else _duration_s


def _finite(value):
    return None if math.isfinite(value) else "expected a finite number"


def _duration_s(value, scale=1, unit="s"):
    longest = LONGEST_DURATION_S * scale
    if math.isfinite(value) and 0 <= value <= longest:
        return None
    return f"expected a duration from 0 to a year ({longest:g} {unit})"


def _duration_ms(value):
    return _duration_s(value, 1000, "ms")


def _whole_number(value):
    return None if value >= 0 else "expected a whole number, 0 or more"


def _error_size(value):
    return None if math.isnan(value) or value >= 0 else "expected an error, 0 or more (inf and nan allowed)"


def _option_value(option, value):
    if option.least is not None and not value >= option.least:
        return f"expected a whole number, {option.least} or more"
    if option.above is not None and not (math.isfinite(value) and value > option.above):
        return f"expected a number above {option.above:g}"
    return None


def _order_problems(timing, at: str) -> typing.Iterator[str]:
    """min <= p10 <= median <= p90 <= max (one part in a billion of rounding allowed)."""
    present = [(name, timing[name]) for name in _TIMING_ORDER if (timing or {}).get(name) is not None]
    for (low_name, low), (high_name, high) in zip(present, present[1:]):
        if low > high * (1 + 1e-9):
            yield f"{at}: {low_name} {low!r} is above {high_name} {high!r}"
