"""Loads the user's target: `path.py` or `path.py:name`, and its `example_inputs(...)`.

    target = load_target("samples/matmul_add.py", {"size": "64"}, device="cpu")
    target.fn(*target.inputs)

The checks that need no torch (`parse_target`, `parse_args`, `check_file`, `check_args`: the --arg
values against example_inputs's signature, read from the source) run in the parent before any
worker starts; `load_target` imports the user's file (and so torch) inside a worker.
"""

import ast
import difflib
import hashlib
import importlib.util
import inspect
import keyword
import sys
from dataclasses import dataclass
from pathlib import Path

from compile_inspect.errors import TargetError, UsageError
from compile_inspect.session.model import split_spec

FACTORY = "example_inputs"


@dataclass(frozen=True)
class TargetSpec:
    path: Path
    name: str


def parse_target(spec, needs_factory=True):
    """'path.py' or 'path.py:name' -> TargetSpec; the file must exist and be valid Python, and bind the
    name and (`needs_factory`: the inputs are not given otherwise) example_inputs."""
    path_text, name = split_spec(spec)
    path = Path(path_text)
    check_python_file(path)
    if not name.isidentifier():
        raise TargetError(f"{name!r} in {spec!r} is not a Python name")
    check_file(path)
    check_names(path, name, needs_factory)
    return TargetSpec(path, name)


FACTORY_TEMPLATE = 'def example_inputs(device="cpu"): return (torch.randn(8, 8, device=device),)'


def check_names(path, name, needs_factory=True):
    """The target's name and example_inputs are bound at the file's top level, read from its syntax tree
    before any work (a did-you-mean for a near name, a template for a missing factory). A file that binds
    names in ways the tree does not show (`import *`, globals(), exec) is left to the worker."""
    bound = top_level_names(ast.parse(Path(path).read_text(), str(path)))
    if bound is None:
        return
    if name not in bound:
        close = difflib.get_close_matches(name, sorted(bound), n=1)
        hint = f": did you mean {path}:{close[0]}?" if close else ""
        raise TargetError(f"{path} has no {name!r}{hint} (name it with {path}:<name>)")
    if needs_factory and FACTORY not in bound:
        raise TargetError(missing_factory(path))


def missing_factory(path):
    return (
        f"{path} defines no {FACTORY}(...) function: add one that returns the target's arguments as a "
        f"tuple, e.g. `{FACTORY_TEMPLATE}`"
    )


_DYNAMIC_BINDERS = {"globals", "exec", "setattr", "vars", "locals", "__import__"}


def top_level_names(tree):
    """The names a module's top level binds, or None where it may bind others unseen."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names):
            return None
        if isinstance(node, ast.Name) and node.id in _DYNAMIC_BINDERS:
            return None
    for node in tree.body:
        names |= _bound_by(node)
    return names


def _bound_by(node):
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    if isinstance(node, (ast.If, ast.Try, ast.With, ast.For, ast.While)):  # names bound inside, any branch
        inner = [child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)]
        handlers = [stmt for h in getattr(node, "handlers", ()) for stmt in h.body]
        targets = _target_names(node.target) if isinstance(node, ast.For) else set()
        items = {
            n
            for item in getattr(node, "items", ())
            if item.optional_vars
            for n in _target_names(item.optional_vars)
        }
        return set().union(targets, items, *(_bound_by(child) for child in inner + handlers))
    if isinstance(node, ast.Assign):
        return set().union(*(_target_names(target) for target in node.targets))
    if isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        return _target_names(node.target)
    return set()


def _target_names(target):
    return {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}


def check_python_file(path):
    """A target is an existing .py file: a folder, another kind of file or a missing one is named as such."""
    if path.is_dir():
        raise TargetError(f"{path} is a folder: give a .py file")
    if not path.exists():
        raise TargetError(f"no such file: {path}")
    if not path.is_file():
        raise TargetError(f"{path} is not a regular file: give a .py file")
    if path.suffix != ".py":
        raise TargetError(f"{path} is not a .py file")


def check_file(path):
    """Syntax errors are found here, without running the file."""
    try:
        compile(Path(path).read_text(), str(path), "exec")
    except SyntaxError as exc:
        raise TargetError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise TargetError(f"{path} cannot be read as Python source: {exc}") from None


def parse_args(pairs):
    """('size=64', 'dtype=bfloat16') -> {'size': '64', 'dtype': 'bfloat16'} (values stay text here)."""
    args = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip().isidentifier():
            raise UsageError(f"--arg {pair!r} is not key=value")
        args[key.strip()] = value
    return args


def read_shapes(path):
    """A file of observed shapes and how often each occurred -> (key, 'v1:n1,v2:n2,...'), the --arg of
    a shape mix. One `key=value count` a line (`seq=128 5120`), blank lines and `#` comments skipped; one
    key throughout. UsageError naming the file and line otherwise."""
    try:
        text = Path(path).read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"--shapes {path}: cannot read it ({exc.__class__.__name__})") from None
    key, pairs = None, []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        name, _, value = words[0].partition("=")
        if len(words) != 2 or not name or not value or (key is not None and name != key):
            raise UsageError(
                f"--shapes {path}:{number}: {line.strip()!r} is not `key=value count` of one key"
            )
        key = name
        pairs.append(f"{value}:{words[1]}")
    if key is None:
        raise UsageError(f"--shapes {path}: no `key=value count` line in it")
    return key, ",".join(pairs)


def split_mix(args):
    """split_sweep for a shape mix: each listed value may carry how often it occurs, `seq=32:70,48:20,64:10`
    -> (args, ('seq', ('32', '48', '64')), (70.0, 20.0, 10.0)); weights () where none is given (every
    value once). A weight that is not a positive number, or weights on some values only: UsageError."""
    args, sweep = split_sweep(args)
    if sweep is None:
        return args, None, ()
    key, listed = sweep
    pairs = [value.partition(":") for value in listed]
    weighted = [sep for _, sep, _ in pairs]
    if not any(weighted):
        return args, sweep, ()
    if not all(weighted):
        raise UsageError(f"--arg {key}: give every value its count (seq=32:70,48:20) or none")
    values = tuple(value for value, _, _ in pairs)
    weights = tuple(_weight(key, value, count) for value, _, count in pairs)
    return {**args, key: values[0]}, (key, values), weights


def _weight(key, value, count):
    try:
        weight = float(count)
    except ValueError:
        weight = -1.0
    if not weight > 0 or weight == float("inf"):
        raise UsageError(
            f"--arg {key}: {value}:{count}: a count is a positive number (how often {value} occurs)"
        )
    return weight


def split_sweep(args):
    """{'seq': '64,128,256', 'batch': '2'} -> ({'seq': '64', 'batch': '2'}, ('seq', ('64', '128', '256'))):
    a comma list in one --arg is a shape sweep, the session itself measured on its first value; (args,
    None) without one. Two lists, an empty or a repeated value: UsageError."""
    listed = [key for key, value in args.items() if "," in value]
    if not listed:
        return args, None
    if len(listed) > 1:
        raise UsageError(
            f"--arg {listed[0]} and --arg {listed[1]} both list values; sweep one argument at a time"
        )
    key = listed[0]
    values = tuple(value.strip() for value in args[key].split(","))
    if "" in values or len(set(values)) != len(values):
        raise UsageError(
            f"--arg {key}={args[key]}: give each value once, separated by commas (seq=64,128,256)"
        )
    return {**args, key: values[0]}, (key, values)


# torch's dtype names (every `torch.<name>` that is a torch.dtype in torch 2.11 .. 2.14), so the parent
# checks `--arg dtype=...` without importing torch; the worker still converts with torch itself.
DTYPE_NAMES = frozenset(
    "bfloat16 bit bits16 bits1x8 bits2x4 bits4x2 bits8 bool cdouble cfloat chalf complex128 complex32 "
    "complex64 double float float16 float32 float4_e2m1fn_x2 float64 float8_e4m3fn float8_e4m3fnuz "
    "float8_e5m2 float8_e5m2fnuz float8_e8m0fnu half int int1 int16 int2 int3 int32 int4 int5 int6 int64 "
    "int7 int8 long qint32 qint8 quint2x4 quint4x2 quint8 short uint1 uint16 uint2 uint3 uint32 uint4 "
    "uint5 uint6 uint64 uint7 uint8".split()
)
KIND_WORDS = {"int": "an int", "float": "a number", "bool": "true or false", "dtype": "a torch dtype"}


def convert_value(key, text):
    """'64' -> 64, '0.5' -> 0.5, 'true' -> True, 'bfloat16' (or 'torch.bfloat16') -> torch.bfloat16."""
    value = plain_value(text)
    if isinstance(value, str) and (key == "dtype" or text.startswith("torch.")):
        return _torch_dtype(key, text)
    return value


def plain_value(text):
    """What `convert_value` makes of `text` short of dtypes (no torch): bool, int, float or the text."""
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _torch_dtype(key, text):
    import torch

    dtype = getattr(torch, text.removeprefix("torch."), None)
    if not isinstance(dtype, torch.dtype):
        raise UsageError(f"--arg {key}: {text!r} is not a torch dtype (e.g. float32, bfloat16, float16)")
    return dtype


@dataclass(frozen=True)
class FactorySignature:
    """example_inputs's keyword parameters as the source declares them: name -> kind of value."""

    kinds: dict  # name -> "int", "float", "bool", "str", "dtype" or "any"
    defaults: dict  # name -> the default as written in the source
    takes_any: bool  # a **kwargs parameter


def factory_signature(path):
    """example_inputs(...)'s parameters read from the file's syntax tree (nothing runs); None when the
    file has no top-level `def example_inputs` (a factory made some other way is checked by the worker)."""
    tree = ast.parse(Path(path).read_text(), str(path))
    defs = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == FACTORY]
    if not defs:
        return None
    arguments = defs[-1].args
    positional = arguments.args
    defaults = [None] * (len(positional) - len(arguments.defaults)) + list(arguments.defaults)
    pairs = list(zip(positional, defaults)) + list(zip(arguments.kwonlyargs, arguments.kw_defaults))
    kinds = {arg.arg: _kind(arg.annotation, default) for arg, default in pairs}
    written = {arg.arg: ast.unparse(default) for arg, default in pairs if default is not None}
    return FactorySignature(kinds, written, arguments.kwarg is not None)


def _kind(annotation, default):
    """The kind of value a parameter takes, from its annotation, else from its default."""
    named = ast.unparse(annotation) if annotation is not None else None
    if named in ("int", "float", "bool", "str"):
        return named
    if named in ("torch.dtype", "dtype"):
        return "dtype"
    if isinstance(default, ast.Constant) and type(default.value) in (int, float, bool, str):
        return type(default.value).__name__
    text = ast.unparse(default) if default is not None else ""
    if text.startswith("torch.") and text.removeprefix("torch.") in DTYPE_NAMES:
        return "dtype"
    return "any"


def check_args(spec, args):
    """Each --arg against example_inputs's signature, before any worker starts (raises UsageError
    `--arg size: example_inputs(size=...) got 'abc' ...`). Arguments of a factory the source does not
    show plainly are left to the worker."""
    if not args:
        return  # nothing to check: the source is not parsed again
    signature = factory_signature(spec.path)
    if signature is None:
        return
    for key, text in args.items():
        if key == "device" and ("device" in signature.kinds or signature.takes_any):
            raise UsageError("--arg device: the device comes from --device (auto, cpu or cuda)")
        if key not in signature.kinds and not signature.takes_any:
            takes = ", ".join(name for name in signature.kinds if name != "device") or "no arguments"
            raise UsageError(
                f"--arg {key}: {FACTORY}(...) in {spec.path} has no parameter {key!r} (it takes {takes})"
            )
        kind = signature.kinds.get(key, "any")
        if not fits(kind, text):
            default = signature.defaults.get(key)
            like = f", like its default {default}" if default is not None else ""
            raise UsageError(
                f"--arg {key}: {FACTORY}({key}=...) got {text!r}, expected {KIND_WORDS[kind]}{like}"
            )


def fits(kind, text):
    """Whether `text` converts to a value of `kind` (as the worker will convert it)."""
    value = plain_value(text)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "dtype":
        return text.removeprefix("torch.") in DTYPE_NAMES
    return True


@dataclass(frozen=True)
class LoadedTarget:
    name: str
    fn: object
    inputs: tuple


def load_target(spec, args, device, inputs_file=None, on_import=None):
    """Import the file, find the callable and build its inputs on `device` (raises TargetError).

    With `inputs_file` (what `save_inputs` wrote: the library's example args and kwargs), the
    inputs come from it instead of the file's `example_inputs(...)`. `on_import(module)` runs
    between importing the file and building anything from it (the worker initialises the process
    group there under --nproc, so the target's constructor and example_inputs see it).
    """
    spec = parse_target(spec, needs_factory=inputs_file is None) if isinstance(spec, str) else spec
    module = _import_file(spec.path)
    if on_import is not None:
        on_import(module)
    kwargs = {key: convert_value(key, value) for key, value in args.items()}
    fn = _callable(module, spec, kwargs, device)
    if inputs_file is None:
        return LoadedTarget(spec.name, fn, _example_inputs(module, spec.path, kwargs, device))
    inputs, call_kwargs = load_inputs(inputs_file, device)
    return LoadedTarget(spec.name, bind_kwargs(fn, call_kwargs), inputs)


def inputs_with(spec, args, device):
    """`example_inputs(**args)` of a target file this process loaded already (a sweep's next value): the
    same module, so the same function object and its compiled code stay in use."""
    spec = parse_target(spec) if isinstance(spec, str) else spec
    module = sys.modules.get(module_name(spec.path)) or _import_file(spec.path)
    kwargs = {key: convert_value(key, value) for key, value in args.items()}
    return _example_inputs(module, spec.path, kwargs, device)


def save_inputs(path, args, kwargs):
    """Example args and kwargs into a file a worker can read back (torch.save; tensors keep their data)."""
    import torch

    torch.save({"args": tuple(args), "kwargs": dict(kwargs)}, path)


def load_inputs(path, device):
    """(args, kwargs) saved by `save_inputs`, tensors moved to `device`. Only plain data loads
    (`weights_only`): the parent checked that before choosing a worker."""
    import torch

    try:
        data = torch.load(path, map_location=device, weights_only=True)
    except Exception as exc:
        raise TargetError(f"example inputs in {path} cannot be loaded: {_one_line(exc)}") from None
    return tuple(data["args"]), dict(data["kwargs"])


def bind_kwargs(fn, kwargs):
    """`fn` called with `kwargs` on every call; positional inputs stay the only changing arguments."""
    if not kwargs:
        return fn

    def call(*args):
        return fn(*args, **kwargs)

    return call


def _import_file(path):
    """Load the file as `python file.py` would make it importable: a real module in `sys.modules` under
    `module_name(path)`, with its folder first on sys.path. Dynamo imports the module of every function
    it inlines by name (`import_source`), pickle finds functions and classes by module name, and
    Inductor's cache keys hold that name: a module known only to this loader fails all three."""
    path = Path(path).resolve()
    name = module_name(path)
    _put_first_on_path(str(path.parent))  # so the file can import its neighbours, as a script can
    module_spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module  # before running it, as `import` does: the file may import itself
    try:
        module_spec.loader.exec_module(module)
    except Exception as exc:  # the user's code: anything can happen on import
        sys.modules.pop(name, None)
        raise TargetError(f"importing {path} failed: {_one_line(exc)}") from None
    return module


TARGET_PREFIX = "compile_inspect_target_"


def module_name(path):
    """The name the target is imported under: its stem ('models/llama.py' -> 'llama') when that names a
    valid module that nothing else importable is called, else a stable prefixed name
    ('compile_inspect_target_random_1a2b3c4d5e', the same in every process for the same file)."""
    path = Path(path).resolve()
    stem = path.stem
    if _plain_name(stem) and _importable_as(stem) in (None, path):
        return stem
    digest = hashlib.sha1(str(path).encode()).hexdigest()[:10]
    safe_stem = "".join(char if char.isalnum() else "_" for char in stem)
    return f"{TARGET_PREFIX}{safe_stem}_{digest}"


def _plain_name(stem):
    """A name `import` takes and no dunder ('__init__', '__main__' name something else)."""
    return stem.isidentifier() and not keyword.iskeyword(stem) and not stem.startswith("__")


def _importable_as(name):
    """The file `import name` would load now (None when nothing is found); a module without a file
    (built in, or `__main__`) counts as taken."""
    try:
        found = importlib.util.find_spec(name)
    except (ImportError, ValueError):  # ValueError: in sys.modules without a __spec__ (__main__)
        return Path("<taken>")
    if found is None:
        return None
    origin = found.origin if found.has_location else None
    return Path(origin).resolve() if origin else Path("<taken>")


def _put_first_on_path(folder):
    if sys.path[:1] != [folder]:
        sys.path.insert(0, folder)


def _example_inputs(module, path, kwargs, device):
    factory = getattr(module, FACTORY, None)
    if not callable(factory):
        raise TargetError(missing_factory(path))
    try:
        inputs = factory(**_accepted(factory, kwargs, device))
    except Exception as exc:
        raise TargetError(f"{FACTORY}(...) in {path} raised {_one_line(exc)}") from None
    if not isinstance(inputs, tuple):
        raise TargetError(
            f"{FACTORY}(...) in {path} returned {type(inputs).__name__}, not a tuple of arguments"
        )
    return inputs


def _accepted(factory, kwargs, device):
    """All --arg values, plus device when the factory takes it (a `device` or **kwargs parameter)."""
    params = inspect.signature(factory).parameters.values()
    takes_any = any(p.kind is p.VAR_KEYWORD for p in params)
    if takes_any or any(p.name == "device" for p in params):
        kwargs = {**kwargs, "device": device}
    return kwargs


def _callable(module, spec, kwargs, device):
    import torch

    fn = getattr(module, spec.name, None)
    if fn is None:
        raise TargetError(f"{spec.path} has no {spec.name!r} (name it with {spec.path}:<name>)")
    if isinstance(fn, type) and issubclass(fn, torch.nn.Module):
        fn = _construct(fn, spec, kwargs, device)
    if not callable(fn):
        raise TargetError(f"{spec.name!r} in {spec.path} is not callable")
    refuse_lazy_callable(fn, spec.name)
    if isinstance(fn, torch.nn.Module):
        fn = fn.to(device)
    return fn


# What a call of such a function makes instead of doing its work: (the test, the kind, what a call makes)
LAZY_KINDS = (
    (inspect.isasyncgenfunction, "an async generator function (async def with yield)", "an async generator"),
    (inspect.isgeneratorfunction, "a generator function (a def with yield)", "a generator"),
    (inspect.iscoroutinefunction, "an async def function", "a coroutine"),
)


def refuse_lazy_callable(fn, label):
    """A generator function or an async def (a module's `forward` for a module) is refused (TargetError):
    a call only makes a generator or a coroutine, and the session would time that, not the work."""
    forward = getattr(fn, "forward", None)
    called = forward if callable(forward) else fn
    for test, kind, made in LAZY_KINDS:
        if test(called):
            raise TargetError(f"{label} is {kind}: {_lazy_advice(label, made)}")


def refuse_lazy_result(value, label):
    """The same refusal for a callable that returned a generator or a coroutine (a lambda around one)."""
    made = _lazy_made(value)
    if made is not None:
        getattr(value, "close", lambda: None)()  # no "coroutine was never awaited" warning
        raise TargetError(f"{label} returned {made}: {_lazy_advice(label, made)}")


def _lazy_made(value):
    if inspect.isasyncgen(value):
        return "an async generator"
    if inspect.isgenerator(value):
        return "a generator"
    return "a coroutine" if inspect.iscoroutine(value) else None


def _lazy_advice(label, made):
    driver = {"a generator": "list", "a coroutine": "asyncio.run"}.get(made)
    example = f", such as one returning {driver}({label}(...))" if driver else ""
    return (
        f"a call only makes {made}, so its work would never be timed; refused. Inspect a plain function "
        f"that runs it to the end{example}"
    )


def _construct(cls, spec, kwargs, device):
    """A Module class is built with the --arg values its __init__ accepts (size, dtype, device...)."""
    params = inspect.signature(cls.__init__).parameters
    accepted = {key: value for key, value in {**kwargs, "device": device}.items() if key in params}
    try:
        return cls(**accepted)
    except Exception as exc:
        raise TargetError(f"constructing {spec.name} from {spec.path} raised {_one_line(exc)}") from None


def _one_line(exc):
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
