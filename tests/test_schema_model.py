"""session.json's schema and the session model have one home: session/schema.py derives a msgspec struct
from each dataclass of session/model.py. `differences` compares a dataclass with a struct on its own (a
saved field of the same name, JSON type and required-ness on each side), so the derived structs are
checked by something that does not share their code, and it is shown to catch a drifted copy."""

import dataclasses
import typing
from dataclasses import dataclass

import msgspec
import pytest

from compile_inspect.errors import SessionError
from compile_inspect.session import model, schema
from compile_inspect.session.options import Options, option

MODEL = [
    model.Session,
    model.Target,
    model.Options,
    model.Environment,
    model.ModeRun,
    model.Timing,
    model.Accuracy,
    model.GraphCode,
]
PLAIN = (int, float, str, bool, type(None))


def shape(kind):
    """A type as JSON sees it, the same for a dataclass and its struct: `tuple[X, ...]` and `list[X]`
    are both ("array", X); a dataclass or struct is its name (each compared on its own)."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if dataclasses.is_dataclass(kind) or (isinstance(kind, type) and issubclass(kind, msgspec.Struct)):
        return ("object", kind.__name__.removesuffix("Schema"))
    if origin is typing.Union or type(kind).__name__ == "UnionType":
        return ("one of", frozenset(shape(arg) for arg in args))
    if origin in (tuple, list) and (origin is list or (len(args) == 2 and args[1] is Ellipsis)):
        return ("array", shape(args[0]))
    if origin is tuple:
        return ("fixed array", tuple(shape(arg) for arg in args))
    assert kind in PLAIN, f"no JSON shape for {kind!r}: teach shape() and schema.json_type it"
    return kind


def differences(cls, struct):
    """What the struct lacks, adds or holds otherwise than the dataclass's saved fields: [] when equal."""
    hints = typing.get_type_hints(cls)
    model_side = {
        field.name: (shape(hints[field.name]), _required(field))
        for field in dataclasses.fields(cls)
        if field.metadata.get("saved", True)
    }
    struct_side = {
        field.name: (shape(field.type), field.required) for field in msgspec.structs.fields(struct)
    }
    found = [f"{name}: in the model, not in the struct" for name in model_side.keys() - struct_side.keys()]
    found += [f"{name}: in the struct, not in the model" for name in struct_side.keys() - model_side.keys()]
    for name in model_side.keys() & struct_side.keys():
        (model_shape, model_required), (struct_shape, struct_required) = model_side[name], struct_side[name]
        if model_shape != struct_shape:
            found.append(f"{name}: {model_shape} in the model, {struct_shape} in the struct")
        if model_required != struct_required:
            found.append(f"{name}: required {model_required} in the model, {struct_required} in the struct")
    return sorted(found)


def _required(field):
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


@pytest.mark.parametrize("cls", MODEL, ids=lambda cls: cls.__name__)
def test_each_dataclass_and_its_struct_have_the_same_fields(cls):
    assert differences(cls, schema.schema_of(cls)) == []


def test_session_root_is_not_saved_so_not_in_the_schema():
    names = [field.name for field in msgspec.structs.fields(schema.schema_of(model.Session))]
    assert "root" not in names and "root" not in model.Session(None, Options(), None, ()).to_dict()


class DriftedOptions(msgspec.Struct):
    """A hand-kept copy of Options that drifted: `rounds` forgotten, `block_ms` an int, one field extra."""

    warmup: int = 3
    wait: int = 1
    profile_warmup: int = 1
    active: int = 5
    iters: int = 50
    block_ms: int = 50
    timeout_s: float = 900.0
    jobs: int = 1
    retries: int = 0


class DriftedGraphCode(msgspec.Struct):
    fx_hash: str
    source_file: typing.Optional[str] = None  # the model requires it
    in_trace: int = 1  # the model says bool


def test_the_comparison_catches_a_drifted_copy():
    assert differences(model.Options, DriftedOptions) == [
        f"block_ms: {float!r} in the model, {int!r} in the struct",
        "retries: in the struct, not in the model",
        "rounds: in the model, not in the struct",
    ]
    assert differences(model.GraphCode, DriftedGraphCode) == [
        f"in_trace: {bool!r} in the model, {int!r} in the struct",
        "source_file: required True in the model, False in the struct",
    ]


@dataclass(frozen=True)
class OptionsWithDynamic(Options):
    dynamic: bool | None = option(None, "--dynamic", "torch.compile(dynamic=...). Example: --dynamic true",
                                  compile_arg="dynamic")  # fmt: skip


def test_a_field_added_to_the_model_is_checked_with_nothing_else_to_edit():
    struct = schema.schema_of(OptionsWithDynamic)
    assert differences(OptionsWithDynamic, struct) == []
    assert msgspec.convert({"dynamic": True, "rounds": 3}, struct).dynamic is True
    with pytest.raises(msgspec.ValidationError) as error:
        msgspec.convert({"dynamic": "yes"}, struct)
    assert schema.describe(str(error.value)) == "dynamic: expected bool or null, got str"


def test_a_saved_session_fits_its_schema_and_a_wrong_field_is_named(tmp_path):
    timing = model.Timing(1.0, 0.9, 1.2, 50, "perf_counter", round_ms=(1.0, None), clean_rounds=1)
    runs = (model.ModeRun("eager", "ok", timing=timing, graphs=(model.GraphCode("fabc", None),)),)
    session = model.Session(
        model.Target("m.py", "fn", (("size", "8"),)), Options(), model.Environment(), runs
    )
    data = model.save_session(session, tmp_path).to_dict()
    schema.check_session(data, "session.json")
    data["modes"][0]["timing"]["round_ms"] = [1.0, "slow"]
    with pytest.raises(
        SessionError, match=r"^s\.json: modes\[0\]\.timing\.round_ms\[1\]: expected float or null"
    ):
        schema.check_session(data, "s.json")
