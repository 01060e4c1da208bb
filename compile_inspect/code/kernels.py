"""An Inductor generated module split into its kernels. No torch.

    module = parse_module(source)              # the text TORCH_LOGS=output_code prints
    for kernel in module.kernels:
        print(kernel.name, kernel.kind, kernel.first_line, kernel.last_line)
    module.find("triton_poi_fused_pow_0")      # a kernel name as a profiler trace shows it
    module.wrapper                             # the `call()` function that launches them

What a generated module holds (see docs/generated-code.md):
- `name = async_compile.triton('name', '''<Triton source>''', device_str='cuda')`: one Triton
  kernel; its decorator `@triton_heuristics.<kind>` says pointwise / reduction / template ...
- `name = async_compile.cpp_pybinding([...], r'''<C++ source>''')` (or `.cpp(...)`): one C++ kernel.
- `def call(args)` (a method of `class Runner` since torch 2.8): launches the kernels in order and
  calls library kernels directly (`extern_kernels.addmm(...)`, `aten.<op>.default(...)`).
"""

import ast
import difflib
import functools
import re
from dataclasses import asdict, dataclass, field, replace

from compile_inspect.errors import UsageError
from compile_inspect.trace import events

TRITON = "triton"
CPP = "cpp"
PYTHON = "python"

# async_compile method -> language of the kernel source passed to it.
_COMPILE_METHODS = {
    "triton": TRITON,
    "cpp": CPP,
    "cpp_pybinding": CPP,
    "cuda": "cuda",
    "rocm": "cuda",
    "halide": PYTHON,
    "mps": "metal",
}
# @triton_heuristics.<decorator> -> kind. Inductor's descriptive kernel names carry the same
# information as a prefix (triton_poi_ ...), used when the decorator is missing.
_TRITON_DECORATOR_KINDS = {
    "pointwise": "triton pointwise",
    "reduction": "triton reduction",
    "persistent_reduction": "triton persistent reduction",
    "cooperative_reduction": "triton cooperative reduction",
    "split_scan": "triton split scan",
    "template": "triton template",
    "foreach": "triton foreach",
    "user_autotune": "triton user kernel",
}
_TRITON_PREFIX_KINDS = {
    events.TRITON_POINTWISE_PREFIX: "triton pointwise",
    events.TRITON_REDUCTION_PREFIX: "triton reduction",
    events.TRITON_PERSISTENT_PREFIX: "triton persistent reduction",
    events.TRITON_TEMPLATE_PREFIX: "triton template",
    events.TRITON_FOREACH_PREFIX: "triton foreach",
}
EXTERN_CALL = "extern call"
WRAPPER = "wrapper"
_DECORATOR = re.compile(r"^@triton_heuristics\.(\w+)", re.MULTILINE)
_JIT_DEF = re.compile(r"^def (\w+)\(", re.MULTILINE)
# With `cpp.enable_kernel_profile`, CPU traces name C++ kernels `graph_<n>_cpp_fused_...`.
_LAUNCHER = re.compile(r"^(call|partition_\d+)$")


@dataclass(frozen=True)
class KernelSource:
    """One kernel of a generated module. Lines are 1-based and inclusive, in the module's numbering.

    `text` is the kernel's own source (the Triton or C++ string literal; for an extern call, the
    call statement); `text_first_line` is the module line of its first line.
    """

    name: str
    kind: str
    language: str
    first_line: int
    last_line: int
    text: str
    text_first_line: int
    trace_name: str = ""  # the name a profiler trace shows, when it differs from `name`
    launch_lines: tuple[int, ...] = ()  # lines of the wrapper that launch it
    provenance: object = None  # a provenance.KernelProvenance once the session's TORCH_TRACE was read

    @property
    def embedded(self):
        """True when `text` is a string literal inside the module (not Python of the module itself)."""
        return self.kind not in (EXTERN_CALL, WRAPPER)

    def to_dict(self):
        data = asdict(replace(self, provenance=None))
        return {**data, "provenance": self.provenance.to_dict() if self.provenance is not None else None}

    @classmethod
    def from_dict(cls, data):
        from compile_inspect.code.provenance import KernelProvenance

        provenance = data.get("provenance")
        return cls(
            **{
                **data,
                "launch_lines": tuple(data.get("launch_lines", ())),
                "provenance": KernelProvenance.from_dict(provenance) if provenance else None,
            }
        )


@dataclass(frozen=True)
class GeneratedModule:
    source: str
    kernels: tuple[KernelSource, ...]
    wrapper: KernelSource | None  # the `call()` function

    def find(self, trace_name):
        """The kernel a profiler trace names `trace_name`, or None."""
        return find_kernel(self.kernels, trace_name)

    @property
    def names(self):
        return tuple(dict.fromkeys(kernel.name for kernel in self.kernels))


@functools.lru_cache(maxsize=64)
def parse_module(source):
    """Generated module text -> GeneratedModule; raises UsageError if it is not Python.

    Kept per text (the result is frozen): the loading step, the findings' inputs and `show` all ask
    for the same modules, and a step calls one graph many times."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise UsageError(f"generated module is not valid Python (line {exc.lineno}): {exc.msg}") from None
    except (RecursionError, MemoryError):  # the parser's own stack: nesting no generated code has
        raise UsageError("generated module is nested too deeply to parse") from None
    lines = source.splitlines()
    wrapper_node = _find_call_function(tree)
    launchers = list(_launcher_functions(tree))
    compiled = [kernel for node in tree.body for kernel in _compiled_kernel(node, lines)]
    externs = [kernel for function in launchers for kernel in _extern_calls(function, lines)]
    launches = _launch_lines(launchers, {kernel.name for kernel in compiled})
    compiled = [_with_launches(kernel, launches.get(kernel.name, ())) for kernel in compiled]
    kernels = sorted(compiled + externs, key=lambda kernel: kernel.first_line)
    wrapper = _block(wrapper_node, lines, "call", WRAPPER) if wrapper_node else None
    return GeneratedModule(source=source, kernels=tuple(kernels), wrapper=wrapper)


def split_kernels(source):
    """Generated module text -> its kernels, in module order."""
    return list(parse_module(source).kernels)


def _compiled_kernel(node, lines):
    """`name = async_compile.<method>(..., '''source''', ...)` -> [KernelSource], else []."""
    if not (
        isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    ):
        return []
    call = node.value
    method = _async_compile_method(call)
    if method not in _COMPILE_METHODS:
        return []
    literal = _longest_string_argument(call)
    if literal is None:
        return []
    name = node.targets[0].id
    language = _COMPILE_METHODS[method]
    text = literal.value
    kernel = KernelSource(
        name=name,
        kind=_kind(name, text, language),
        language=language,
        first_line=_first_line_with_comments(node, lines),
        last_line=node.end_lineno,
        text=text,
        text_first_line=literal.lineno,
        trace_name=_trace_name(name, text, language),
    )
    return [kernel]


def _async_compile_method(call):
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
        return None
    owner = call.func.value
    return call.func.attr if isinstance(owner, ast.Name) and owner.id == "async_compile" else None


def _longest_string_argument(call):
    """The kernel source: the longest string argument (the first one of .triton() is its name)."""
    strings = [arg for arg in call.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
    return max(strings, key=lambda arg: len(arg.value), default=None)


def _kind(name, text, language):
    if language == CPP:
        return "cpp"
    if language != TRITON:
        return language
    decorator = _DECORATOR.search(text)
    if decorator and decorator.group(1) in _TRITON_DECORATOR_KINDS:
        return _TRITON_DECORATOR_KINDS[decorator.group(1)]
    for prefix, kind in _TRITON_PREFIX_KINDS.items():
        if name.startswith(prefix):
            return kind
    return "triton"


def _trace_name(name, text, language):
    """Triton kernels run under their @triton.jit function's name (a user kernel's own name)."""
    if language != TRITON:
        return name
    jit_def = _JIT_DEF.search(text)
    return jit_def.group(1) if jit_def else name


def _first_line_with_comments(node, lines):
    """Inductor writes `# kernel path:` / `# Original ATen:` comments right above each kernel."""
    first = node.lineno
    while first > 1 and lines[first - 2].startswith("#") and not lines[first - 2].startswith("# AOT ID"):
        first -= 1
    return first


def _launcher_functions(tree):
    """`call` and, with graph partitions (cudagraphs), `partition_<n>`: the functions that launch kernels."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and _LAUNCHER.match(node.name):
            yield node
        if isinstance(node, ast.ClassDef):
            yield from (
                item for item in node.body if isinstance(item, ast.FunctionDef) and item.name == "call"
            )


def _find_call_function(tree):
    """`def call(args)` at module level, or `Runner.call(self, args)` (torch >= 2.8)."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "call":
            return node
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "call":
                    return item
    return None


def _extern_calls(wrapper_node, lines):
    """Library kernels the wrapper calls directly: `extern_kernels.mm(...)`, `aten.<op>.default(...)`."""
    calls = []
    for statement in _statements(wrapper_node):
        call = statement.value if isinstance(statement, ast.Expr) else getattr(statement, "value", None)
        name = _extern_name(call) if isinstance(call, ast.Call) else None
        if name:
            calls.append(_extern_kernel(name, statement, lines))
    return calls


def _statements(node):
    """Every simple statement in a function body, `with` blocks included, in order."""
    for statement in node.body:
        if isinstance(statement, (ast.With, ast.If, ast.For)):
            yield from _statements(statement)
        else:
            yield statement


def _extern_name(call):
    """`extern_kernels.addmm` / `aten.convolution` (from `aten.convolution.default`), else None."""
    chain = _attribute_chain(call.func)
    if len(chain) >= 2 and chain[0] == "extern_kernels":
        return ".".join(chain[:2])
    if chain[:3] == ["torch", "ops", "aten"]:
        chain = chain[2:]
    if len(chain) >= 2 and chain[0] == "aten":
        return ".".join(chain[:2])
    return None


def _attribute_chain(node):
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        names.append(node.id)
    return names[::-1]


def _extern_kernel(name, statement, lines):
    text = "\n".join(lines[statement.lineno - 1 : statement.end_lineno]).strip()
    return KernelSource(
        name=name,
        kind=EXTERN_CALL,
        language=PYTHON,
        first_line=statement.lineno,
        last_line=statement.end_lineno,
        text=text,
        text_first_line=statement.lineno,
        trace_name=events.aten_name(name.split(".")[1]),
        launch_lines=(statement.lineno,),
    )


def _launch_lines(launchers, names):
    """kernel name -> lines of the wrapper that call it (`name.run(...)` or `name(...)`)."""
    launches = {}
    for node in (node for launcher in launchers for node in ast.walk(launcher)):
        if isinstance(node, ast.Call):
            func = node.func.value if isinstance(node.func, ast.Attribute) else node.func
            if isinstance(func, ast.Name) and func.id in names:
                launches.setdefault(func.id, []).append(node.lineno)
    return {name: tuple(sorted(set(found))) for name, found in launches.items()}


def _with_launches(kernel, launch_lines):
    return replace(kernel, launch_lines=launch_lines)


def _block(node, lines, name, kind):
    first = node.decorator_list[0].lineno if node.decorator_list else node.lineno
    text = "\n".join(lines[first - 1 : node.end_lineno])
    return KernelSource(name, kind, PYTHON, first, node.end_lineno, text, first)


def find_kernel(kernels, trace_name):
    """The kernel a trace event name refers to, or None.

    Matches the kernel's own name, the name its Triton function runs under, `aten::addmm` for
    `extern_kernels.addmm`, and `graph_0_cpp_fused_...` (CPU traces with cpp.enable_kernel_profile).
    """
    candidates = (trace_name, events.without_graph_prefix(trace_name))
    for candidate in candidates:
        for kernel in kernels:
            if candidate in (kernel.name, kernel.trace_name):
                return kernel
    return None


def close_matches(name, names, limit=5):
    """Names that look like `name` (for 'did you mean' in errors), most alike first."""
    names = list(dict.fromkeys(names))
    found = difflib.get_close_matches(name, names, n=limit, cutoff=0.6)
    return found or [candidate for candidate in names if name in candidate][:limit]


def select_graph(sources, prefix):
    """fx hash prefix -> (fx hash, source) among `sources`; UsageError naming close matches."""
    found = [fx_hash for fx_hash in sources if fx_hash.startswith(prefix)]
    if len(found) == 1:
        return found[0], sources[found[0]]
    if len(found) > 1:
        raise UsageError(f"graph prefix {prefix!r} is ambiguous: {', '.join(sorted(found))}")
    hint = _did_you_mean(prefix, [fx_hash[: len(prefix)] for fx_hash in sources], sources)
    raise UsageError(f"no compiled graph {prefix!r}{hint}")


def locate_kernel(modules, name):
    """Kernel name (as a trace shows it) -> (fx hash, KernelSource) among {fx hash: GeneratedModule}."""
    for fx_hash, module in modules.items():
        kernel = module.find(name)
        if kernel is not None:
            return fx_hash, kernel
    names = [known for module in modules.values() for known in module.names]
    matches = close_matches(name, names)
    hint = f"; close matches: {', '.join(matches)}" if matches else f"; kernels: {', '.join(names) or 'none'}"
    raise UsageError(f"no kernel {name!r} in the generated code{hint}")


def _did_you_mean(prefix, prefixes, sources):
    by_prefix = {fx_hash[: len(prefix)]: fx_hash for fx_hash in sources}
    matches = [by_prefix[found] for found in close_matches(prefix, prefixes)]
    return (
        f"; close matches: {', '.join(matches)}" if matches else f"; graphs: {', '.join(sources) or 'none'}"
    )


def kernel_times(module, rows):
    """A trace's kernel table rows (`.name`, `.dur_us.median`, `.count`) -> {kernel name: (median µs, calls)}.

    Only kernels that ran under their own name (Triton) match; an extern call's library kernel
    (cuBLAS ...) has a name of its own."""
    times = {}
    for row in rows:
        kernel = module.find(row.name)
        if kernel is not None and row.dur_us is not None:
            times[kernel.name] = (row.dur_us.median, row.count)
    return times


def kernel_key(kernel: KernelSource) -> str:
    """The key of one launch line of a kernel in a graph's times (`extern_kernels.mm@925`): a module calls
    `extern_kernels.mm` at several lines, each its own GEMM."""
    return f"{kernel.name}@{kernel.first_line}"


def kernel_time(times: dict, kernel: KernelSource):
    """A kernel's (median µs per call, calls) in a graph's times: its own line's where measured so (an
    extern call, `roofline.extern_line_times`), else its name's; None where it did not run."""
    return times.get(kernel_key(kernel)) or times.get(kernel.name)


@dataclass(frozen=True)
class CompiledGraph:
    """One compiled FX graph of a mode, ready to show: its module split, and its kernels' GPU times."""

    fx_hash: str
    source_path: str | None  # where the module was read from; None when the source was not captured
    module: GeneratedModule | None
    gpu_times: dict = field(
        default_factory=dict
    )  # kernel name (or `kernel_key`) -> (median µs per call, calls)
    source: str | None = None  # the module's text (kept also when it does not parse as Python)
