"""session.json's typed schema: every field checked on load, each error one line naming the field.

    >>> check_session(json.loads(text), "runs/mm/session.json")
    SessionError: runs/mm/session.json: modes[1].timing.median_ms: expected float, got str

The schema is derived from `model.py`'s dataclasses (`schema_of`), so the two cannot drift: a msgspec
struct per dataclass, a field per saved field of the same name and type (a nested dataclass as its
struct, a tuple as a JSON array), required where the dataclass requires it. The structs only check:
the session is still built by `Session.from_dict`. Fields they do not name are allowed, so a session
written by a newer compile-inspect (one more field, one more status) still loads; statuses are free
text for that reason. No torch.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import types
import typing

import msgspec

from compile_inspect.errors import SessionError
from compile_inspect.session import model
from compile_inspect.session.model import SCHEMA_VERSION

__all__ = ["SCHEMA_VERSION", "check_session", "describe", "schema_of"]


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
