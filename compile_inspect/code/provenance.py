"""From a generated kernel to the FX nodes it came from and the user's source lines. No torch.

    graphs = graphs_in_torch_trace(read_torch_trace("runs/mm/default/torch_trace"))   # {fx hash: GraphTrace}
    module = with_provenance(parse_module(source), graphs.get(fx_hash), user_file=Path("samples/mlp.py"))
    module.find("cpp_fused_add_2").provenance.lines[0]     # SourceLine('samples/mlp.py', 17, 'forward', ...)

What torch writes, best first (see docs/generated-code.md, "Provenance"):
- provenance tracking (`config.trace.provenance_tracking_level` >= 1): TORCH_TRACE artifacts
  `inductor_provenance_tracking_kernel_stack_traces` ({"<kernel>:<handle>": [Python stack trace]}) and
  `..._node_mappings` ({"cppCodeToPost" / "tritonCodeToPost": {"<kernel>:<handle>": [post-grad nodes]},
  "postToPre": ...}); the wrapper names each launch's handle (`# [Provenance debug handles] k:3`).
- the comments Inductor writes above each Triton kernel and extern call (not above C++ kernels):
  `# Topologically Sorted Source Nodes: [a, b], Original ATen: [aten.pow]`, `#   a => pow_1`, and a
  `# Graph fragment:` of post-grad nodes (`#   %pow_1 : ... = call_function[target=...]`);
- the readable FX graphs in TORCH_TRACE (`dynamo_output_graph`: the source nodes; `inductor_post_grad_graph`:
  the post-grad nodes), whose `# File: f.py:12 in fn, code: y = a @ b` comments name each node's line;
- where no stack trace was recorded (torch 2.11 left the top frame's nodes without one): the source node
  names found as calls in the user's own file (`square` -> `torch.square(...)`), marked as such.
"""

import ast
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from compile_inspect.code.torch_trace import (
    FX_GRAPH_CACHE_ARTIFACTS,
    OUTPUT_GRAPH,
    POST_GRAD_GRAPH,
    PROVENANCE_NODES,
    PROVENANCE_STACKS,
)
from compile_inspect.errors import InspectError
from compile_inspect.reading import MAX_FILE_BYTES, read_text

# The TORCH_TRACE records read here (code/torch_trace.py names them): the pre-grad graph (its node names are
# the `Source Nodes` of the kernel comments), the post-grad graph (the `Graph fragment` / `=>` right-hand side),
# the provenance tracking artifacts, and each graph's cache key.
PRE_GRAD_GRAPH = OUTPUT_GRAPH
# Where each kernel's lines came from, best first.
VIA_TRACKING = "provenance tracking"
VIA_GRAPH = "FX graph stack traces"
VIA_NAMES = "node names in the user's file"

_SOURCE_NODES = re.compile(
    r"^# (?:Topologically Sorted|Unsorted) Source Nodes: \[(.*)\], Original ATen: \[(.*)\]"
)
_MAPPING = re.compile(r"^#   (\w+) => (.+)$")
_FRAGMENT_NODE = re.compile(r"^#   %(\w+) : .*= call_function\[")
_HANDLE = re.compile(r"^# \[Provenance debug handles\] (\S+)")
_FILE_COMMENT = re.compile(r"^\s*# File: (.+?):(\d+) in ([^,]+), code: (.*)$")
_NO_STACK = re.compile(r"^\s*# No stacktrace found")
_GRAPH_NODE = re.compile(r"^\s+(\w+)(?:: \"[^\"]*\")? = (?:([\w.]+)\()?")
_STACK_FRAME = re.compile(r'^\s*File "(.+)", line (\d+), in (.+)$')
_CARETS = re.compile(r"^(\s*)([~^]+)\s*$")
# ATen ops a pattern produces -> the calls in user code they replace (for the by-name fallback).
_ATEN_CALLS = {
    "aten.addmm": ("addmm", "matmul", "mm", "linear"),
    "aten.mm": ("mm", "matmul", "linear"),
    "aten.bmm": ("bmm", "matmul"),
    "aten.convolution": ("conv1d", "conv2d", "conv3d", "convolution"),
}
_IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")
_GRAPH_INPUT = re.compile(r"\b(?:primals_\d+|arg\d+_\d+|tangents_\d+)\b")  # AOTAutograd's placeholders
VIA_INPUTS = "the nodes that read its graph inputs"
_OPERATORS = {
    "add": "+",
    "sub": "-",
    "mul": "*",
    "truediv": "/",
    "floordiv": "//",
    "matmul": "@",
    "pow": "**",
}


@dataclass(frozen=True)
class SourceLine:
    """One line of the user's (or a library's) Python: file, 1-based line, function, the line's text
    (stripped, as torch recorded it) and, where torch marked it, the columns of the expression in it."""

    file: str
    line: int
    function: str
    code: str
    span: tuple[int, int] | None = None  # [start, end) in `code`, from the traceback's ^^^ markers

    @property
    def location(self):
        return f"{self.file}:{self.line}"

    @property
    def expression(self):
        """The part of the line torch marked (the whole line where it marked none), widened to whole
        brackets: torch's ^^^ may start or end inside a parenthesis (`att @ v).transpose(1, 2)` of
        `(att @ v).transpose(1, 2)`), which would show an expression cut in the middle."""
        if not self.span:
            return self.code
        start, end = balanced_span(self.code, *self.span)
        return self.code[start:end]

    def short(self, width=None, marked=False):
        """`file.py:12  code` (or only the marked expression), the file's name only."""
        text = f"{Path(self.file).name}:{self.line}  {self.expression if marked else self.code}"
        return text if width is None or len(text) <= width else text[: width - 1] + "…"


_OPENING, _CLOSING = "([{", ")]}"


def balanced_span(code: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) of `code` widened until every bracket in it is matched inside it; the whole line where
    the brackets cannot be matched (a string holding one, a statement going on to the next line)."""
    while True:
        depth, lowest = 0, 0
        for char in code[start:end]:
            depth += (char in _OPENING) - (char in _CLOSING)
            lowest = min(lowest, depth)
        if lowest == 0 and depth == 0:
            return start, end
        if lowest < 0:  # a bracket closed that opened before the span: reach left for it
            opened = _unclosed_before(code, start)
            if opened is None:
                return 0, len(code)
            start = opened
        else:  # one opened that closes after it: reach right for it
            closed = _unclosed_after(code, end)
            if closed is None:
                return 0, len(code)
            end = closed + 1


def _unclosed_before(code: str, start: int) -> int | None:
    """Where the nearest bracket before `start` opens that is not closed before `start`."""
    depth = 0
    for at in range(start - 1, -1, -1):
        depth += (code[at] in _CLOSING) - (code[at] in _OPENING)
        if depth < 0:
            return at
    return None


def _unclosed_after(code: str, end: int) -> int | None:
    """Where the nearest bracket from `end` on closes one that opened before `end`."""
    depth = 0
    for at in range(end, len(code)):
        depth += (code[at] in _OPENING) - (code[at] in _CLOSING)
        if depth < 0:
            return at
    return None


@dataclass(frozen=True)
class KernelProvenance:
    """What a kernel computes: the FX nodes it came from and the source lines they were traced at."""

    source_nodes: tuple[str, ...] = ()  # Dynamo's graph nodes (the `Source Nodes` comment)
    aten_ops: tuple[str, ...] = ()  # `Original ATen`
    post_grad_nodes: tuple[str, ...] = ()  # the nodes of the graph Inductor lowered
    lines: tuple[SourceLine, ...] = ()  # innermost frame of each node, in file / line order
    stacks: tuple[tuple[SourceLine, ...], ...] = ()  # whole stacks, outermost first, where recorded
    via: str = ""  # VIA_TRACKING, VIA_GRAPH, VIA_NAMES, or "" when no line was found

    def to_dict(self):
        return {
            "source_nodes": list(self.source_nodes),
            "aten_ops": list(self.aten_ops),
            "post_grad_nodes": list(self.post_grad_nodes),
            "lines": [_line_dict(line) for line in self.lines],
            "via": self.via,
        }

    @classmethod
    def from_dict(cls, data):
        lines = tuple(_line_from_dict(line) for line in data.get("lines", ()))
        names = {key: tuple(data.get(key, ())) for key in ("source_nodes", "aten_ops", "post_grad_nodes")}
        return cls(**names, lines=lines, via=data.get("via", ""))


def _line_from_dict(data):
    span = tuple(data["span"]) if data.get("span") else None
    return SourceLine(data["file"], data["line"], data["function"], data["code"], span)


def _line_dict(line):
    data = {"file": line.file, "line": line.line, "function": line.function, "code": line.code}
    return {**data, "span": list(line.span)} if line.span else data


# ---- what the generated module says about each kernel


@dataclass(frozen=True)
class KernelNotes:
    """The comments Inductor wrote for one kernel, above its definition and above its launches."""

    source_nodes: tuple[str, ...] = ()
    aten_ops: tuple[str, ...] = ()
    post_grad_nodes: tuple[str, ...] = ()
    handles: tuple[str, ...] = ()  # `<kernel>:<n>` keys of the provenance artifacts
    inputs: tuple[str, ...] = ()  # graph inputs its launches pass (`primals_1`, `arg0_1`)


def kernel_notes(kernel, source_lines):
    """A KernelSource and its module's lines -> KernelNotes from the comments around it."""
    comments = _definition_comments(kernel, source_lines)
    for launch in kernel.launch_lines:
        comments += _comments_above(source_lines, launch)
    inputs = [
        name for launch in kernel.launch_lines for name in _GRAPH_INPUT.findall(source_lines[launch - 1])
    ]
    return replace(_notes([line.strip() for line in comments]), inputs=tuple(dict.fromkeys(inputs)))


def _definition_comments(kernel, lines):
    if not kernel.embedded:
        return []
    return [
        line for line in lines[kernel.first_line - 1 : kernel.text_first_line - 1] if line.startswith("#")
    ]


def _comments_above(lines, line_no):
    found, index = [], line_no - 2
    while index >= 0 and lines[index].lstrip().startswith("#"):
        found.insert(0, lines[index])
        index -= 1
    return found


def _notes(comments):
    sources, atens, post, handles = [], [], [], []
    for comment in comments:
        if match := _SOURCE_NODES.match(comment):
            sources += _names(match.group(1))
            atens += _names(match.group(2))
        elif match := _MAPPING.match(comment):
            post += _names(match.group(2))
        elif match := _FRAGMENT_NODE.match(comment):
            post.append(match.group(1))
        elif match := _HANDLE.match(comment):
            handles.append(match.group(1))
    return KernelNotes(*(tuple(dict.fromkeys(names)) for names in (sources, atens, post, handles)))


def _names(text):
    return [name.strip() for name in text.split(",") if name.strip()]


# ---- readable FX graphs and stack traces


@dataclass(frozen=True)
class GraphNode:
    name: str
    target: str  # `torch.ops.aten.addmm.default`, `torch.matmul`, or "" when the line is no call
    frame: SourceLine | None  # the `# File:` comment above it; None: "No stacktrace found"
    uses: tuple[str, ...] = ()  # the names its right-hand side reads


def graph_nodes(readable_graph):
    """A readable FX graph (`print_readable` text) -> {node name: GraphNode} with each node's line."""
    nodes, frame = {}, None
    for text in readable_graph.splitlines():
        if match := _FILE_COMMENT.match(text):
            frame = SourceLine(match.group(1), int(match.group(2)), match.group(3), match.group(4).strip())
        elif _NO_STACK.match(text):
            frame = None
        elif (match := _GRAPH_NODE.match(text)) and not text.lstrip().startswith("def "):
            uses = tuple(_IDENTIFIER.findall(text.split(" = ", 1)[-1].split(";")[0]))
            nodes.setdefault(match.group(1), GraphNode(match.group(1), match.group(2) or "", frame, uses))
    return nodes


def parse_stack(text):
    """A Python stack trace (`  File "f.py", line 3, in fn\\n    code\\n    ^^^`) -> SourceLines, outermost
    first; the ^^^ line, where present, gives the expression's columns in the stripped code."""
    frames, lines, index = [], text.splitlines(), 0
    while index < len(lines):
        match = _STACK_FRAME.match(lines[index])
        index += 1
        if not match:
            continue
        code_line = lines[index] if index < len(lines) and not _STACK_FRAME.match(lines[index]) else ""
        index += 1 if code_line else 0
        span = _caret_span(code_line, lines[index] if index < len(lines) else "")
        index += 1 if span else 0
        frames.append(
            SourceLine(match.group(1), int(match.group(2)), match.group(3), code_line.strip(), span)
        )
    return tuple(frames)


def _caret_span(code_line, marker_line):
    match = _CARETS.match(marker_line)
    if not match or not code_line.strip():
        return None
    indent = len(code_line) - len(code_line.lstrip())
    start = max(len(match.group(1)) - indent, 0)
    return _balanced(code_line.strip(), start, start + len(match.group(2)))


def _balanced(code, start, end):
    """Python's ^^^ under a call nested in others runs on over the outer calls' `)`: stop at its own."""
    while end > start and code[end - 1] == ")" and code[start:end].count(")") > code[start:end].count("("):
        end -= 1
    return (start, end)


# ---- TORCH_TRACE: one record set per compiled graph


@dataclass(frozen=True)
class GraphTrace:
    """What TORCH_TRACE holds for one compiled FX graph (one Inductor compile)."""

    pre_grad: dict = field(default_factory=dict)  # node name -> GraphNode (Dynamo's graph)
    post_grad: dict = field(default_factory=dict)  # node name -> GraphNode (the graph Inductor lowered)
    kernel_stacks: dict = field(default_factory=dict)  # "<kernel>:<n>" -> [stack trace text]
    kernel_nodes: dict = field(default_factory=dict)  # "<kernel>:<n>" -> [post-grad node names]

    @property
    def has_stacks(self):
        return any(node.frame for node in (*self.pre_grad.values(), *self.post_grad.values()))


def graphs_in_torch_trace(records):
    """torch_trace.TraceRecords -> {fx hash: GraphTrace}. Within a compile, the records of each Inductor
    compile (post-grad graph, provenance artifacts) come before its `fx_graph_cache_miss` key."""
    graphs, pending, pre_grad = {}, {}, {}
    for record in records:
        key = record.compile_key
        if record.kind == PRE_GRAD_GRAPH:
            pre_grad[key] = graph_nodes(record.payload)
        elif record.artifact_name == POST_GRAD_GRAPH:
            pending.setdefault(key, {})["post_grad"] = graph_nodes(record.payload)
        elif record.artifact_name == PROVENANCE_STACKS:
            pending.setdefault(key, {})["kernel_stacks"] = _json(record.payload)
        elif record.artifact_name == PROVENANCE_NODES:
            pending.setdefault(key, {})["kernel_nodes"] = _code_to_post(_json(record.payload))
        elif record.artifact_name in FX_GRAPH_CACHE_ARTIFACTS:
            fx_hash = _json(record.payload).get("key")
            parts = pending.pop(key, {})
            if fx_hash and (parts or fx_hash not in graphs):  # a cache hit's key brings no graph of its own
                graphs[fx_hash] = GraphTrace(pre_grad=pre_grad.get(key, {}), **parts)
    return graphs


def _json(text):
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested past the recursion limit
        return {}
    return value if isinstance(value, dict) else {}


def _code_to_post(mappings):
    """The `<language>CodeToPost` maps of a node-mappings artifact, merged (cpp, triton, extern ...)."""
    merged = {}
    for name, mapping in mappings.items():
        if name.endswith("CodeToPost") and isinstance(mapping, dict):
            merged.update(mapping)
    return merged


# ---- kernels -> provenance


def kernel_provenance(kernel, notes, graph=None, user_lines=None):
    """One kernel's KernelProvenance from its notes, its graph's TORCH_TRACE and, last, the user's file
    (`user_lines`: {node name: [SourceLine]} found by name, for traces without stack traces)."""
    graph = graph or GraphTrace()
    handles = notes.handles or _handles_by_name(kernel.name, graph)
    post = tuple(dict.fromkeys([*notes.post_grad_nodes, *_tracked_nodes(handles, graph)]))
    stacks = _tracked_stacks(handles, graph)
    found = KernelProvenance(notes.source_nodes, notes.aten_ops, post)
    if stacks:
        return replace(found, lines=_ordered(stack[-1] for stack in stacks), stacks=stacks, via=VIA_TRACKING)
    lines = _graph_lines(found, graph)
    if lines:
        return replace(found, lines=lines, via=VIA_GRAPH)
    if not found.source_nodes and not found.post_grad_nodes and (lines := _input_users(notes, graph)):
        return replace(found, lines=lines, via=VIA_INPUTS)
    by_name = [line for name in _names_to_find(notes) for line in (user_lines or {}).get(name, ())]
    return replace(found, lines=_ordered(by_name), via=VIA_NAMES) if by_name else found


def _tracked_stacks(handles, graph):
    stacks = (parse_stack(text) for handle in handles for text in graph.kernel_stacks.get(handle, ()))
    return tuple(stack for stack in stacks if stack)


def _input_users(notes, graph):
    """A kernel with no FX node (a layout copy of a weight before a convolution): the lines of the first
    post-grad node that reads each graph input it is passed."""
    frames = []
    for name in notes.inputs:
        users = [node for node in graph.post_grad.values() if name in node.uses and node.frame]
        frames += users[:1]
    return _ordered(node.frame for node in frames)


def _names_to_find(notes):
    """What to look for in the user's file: the source nodes, or for a kernel Inductor named none of (a
    pattern's replacement: `mm` + `add` -> `addmm`), the calls its ATen ops come from."""
    if notes.source_nodes:
        return notes.source_nodes
    return tuple(name for op in notes.aten_ops for name in _ATEN_CALLS.get(op, (op.rpartition(".")[2],)))


def _handles_by_name(name, graph):
    keys = [*graph.kernel_stacks, *graph.kernel_nodes]
    return tuple(dict.fromkeys(key for key in keys if key.rpartition(":")[0] == name))


def _tracked_nodes(handles, graph):
    return [node for handle in handles for node in graph.kernel_nodes.get(handle, ())]


def _graph_lines(found, graph):
    """Each source node's line in Dynamo's graph, each post-grad node's line in the lowered graph; for an
    extern call Inductor named no node of (a pattern's replacement), the one post-grad node of its op."""
    frames = [_frame(graph.pre_grad, name) for name in found.source_nodes]
    frames += [_frame(graph.post_grad, name) for name in found.post_grad_nodes]
    if not any(frames) and not found.source_nodes:
        frames += [_single_node_of_ops(graph.post_grad, found.aten_ops)]
    return _ordered(frame for frame in frames if frame)


def _frame(nodes, name):
    node = nodes.get(name)
    return node.frame if node is not None else None


def _single_node_of_ops(nodes, aten_ops):
    """`aten.addmm` -> the frame of the graph's one `torch.ops.aten.addmm.*` node (None if not exactly one)."""
    prefixes = tuple(f"torch.ops.{op}." for op in aten_ops)
    matches = [node for node in nodes.values() if prefixes and node.target.startswith(prefixes)]
    return matches[0].frame if len(matches) == 1 else None


def _ordered(lines):
    """Distinct lines (file, line), in file and line order; the first span seen for a line is kept."""
    distinct = {}
    for line in lines:
        distinct.setdefault((line.file, line.line), line)
    return tuple(distinct[key] for key in sorted(distinct))


def with_provenance(module, graph=None, user_file=None):
    """GeneratedModule -> the same module whose kernels carry their KernelProvenance."""
    source_lines = module.source.splitlines()
    notes = {id(kernel): kernel_notes(kernel, source_lines) for kernel in module.kernels}
    user_lines = {}
    if user_file is not None and (graph is None or not graph.has_stacks):
        names = {name for note in notes.values() for name in _names_to_find(note)}
        user_lines = lines_by_name(user_file, names)
    relocate = _relocator(user_file)
    kernels = tuple(
        replace(kernel, provenance=relocate(kernel_provenance(kernel, notes[id(kernel)], graph, user_lines)))
        for kernel in module.kernels
    )
    return replace(module, kernels=kernels)


def _relocator(user_file):
    """A session recorded on another machine names the user's file by that machine's path: a line of a
    file of the same name that is not here, whose text the local user file has at the same line, is
    pointed at the local file (so reports can show it around the line)."""
    try:
        local = read_text(user_file, MAX_FILE_BYTES).splitlines() if user_file else None
    except InspectError:
        local = None

    def moved(line):
        same = Path(line.file).name == Path(user_file).name and 0 < line.line <= len(local)
        if same and local[line.line - 1].strip() == line.code and not Path(line.file).is_file():
            return replace(line, file=str(user_file))
        return line

    def relocate(found):
        if local is None or not found.lines:
            return found
        return replace(found, lines=tuple(moved(line) for line in found.lines))

    return relocate


def statement_rest(line: SourceLine, file_lines=None) -> list[str]:
    """The lines after `line` that its statement goes on to (`y = torch.matmul(` then `    x, w)`), read
    from its file where the file's line is what torch recorded; [] for a statement of one line or a file
    not here. At most STATEMENT_LINES lines."""
    if _depth(line.code) <= 0:
        return []
    text = source_lines(line.file) if file_lines is None else file_lines
    if text is None or line.line > len(text) or text[line.line - 1].strip() != line.code.strip():
        return []
    rest, depth = [], _depth(line.code)
    for following in text[line.line : line.line + STATEMENT_LINES]:
        rest.append(following)
        depth += _depth(following)
        if depth <= 0:
            return rest
    return []  # not closed within reach: show the line alone


STATEMENT_LINES = 20


def _depth(code: str) -> int:
    """Brackets opened less brackets closed in `code` before its comment (a rough count: a bracket in a
    string counts too, so a statement may show alone that goes on; never a wrong line)."""
    return sum((char in _OPENING) - (char in _CLOSING) for char in _code_part(code))


# ---- the fallback: source node names in the user's file


def source_lines(file):
    """The lines of a Python file a kernel's provenance names (the user's file, or one torch's stacks
    name), where it can be read here: a regular `.py` file within MAX_FILE_BYTES; None otherwise. Reports
    show a window of it only around a line whose text is what torch recorded (docs/security.md)."""
    if Path(file).suffix != ".py":
        return None
    try:
        return read_text(file, MAX_FILE_BYTES).splitlines()
    except InspectError:
        return None


def lines_by_name(path, names):
    """{node name: [SourceLine]}: the lines of the user's file that call what Dynamo named a node after
    (`square_1` -> `square(`, `add` -> `add(` or ` + `), outside `example_inputs`. Empty if unreadable."""
    try:
        text = read_text(path, MAX_FILE_BYTES, errors="strict")
        tree = ast.parse(text)
    except (InspectError, SyntaxError, UnicodeDecodeError, ValueError, RecursionError, MemoryError):
        return {}  # MemoryError, RecursionError: the parser's own stack, on nesting no real file has
    lines = text.splitlines()
    functions = _function_lines(tree)
    found = {}
    for name in names:
        pattern = _name_pattern(re.sub(r"_\d+$", "", name))
        found[name] = [
            SourceLine(str(path), number, function, lines[number - 1].strip())
            for number, function in functions
            if pattern.search(_code_part(lines[number - 1]))
        ]
    return {name: matches for name, matches in found.items() if matches}


def _function_lines(tree):
    """(line number, function name) of every body line of the file's functions but `example_inputs`."""
    rows = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name != "example_inputs":
            for statement in node.body:
                for number in range(statement.lineno, statement.end_lineno + 1):
                    rows.setdefault(number, node.name)
    return sorted(rows.items())


def _name_pattern(base):
    call = rf"\b{re.escape(base)}\s*\("
    operator = _OPERATORS.get(base)
    return re.compile(call + (rf"|\s{re.escape(operator)}\s" if operator else ""))


def _code_part(line):
    return line.split("#", 1)[0]


# ---- a mode's graphs


def attach(graphs, torch_trace=None, user_file=None):
    """CompiledGraphs -> the same graphs whose modules' kernels carry their provenance, from the mode's
    TORCH_TRACE folder (or log) and the user's file (the session's target), either may be None."""
    from compile_inspect.code.torch_trace import read_torch_trace

    found = Path(torch_trace) if torch_trace else None
    traces = graphs_in_torch_trace(read_torch_trace(found)) if found and found.exists() else {}
    user_file = Path(user_file) if user_file and Path(user_file).is_file() else None
    return tuple(
        replace(graph, module=with_provenance(graph.module, traces.get(graph.fx_hash), user_file))
        if graph.module is not None
        else graph
        for graph in graphs
    )


def target_file(spec, root=None):
    """The user's file of a session's target spec (`samples/mlp.py:fn`), where it is still on disk:
    as given (relative to the working directory), else relative to the session folder's parent. The one
    file outside a session a session names that is read (docs/security.md): a `.py` regular file only."""
    from compile_inspect.session.model import split_spec

    path = Path(split_spec(spec)[0])
    if path.suffix != ".py":
        return None
    candidates = [path] + ([Path(root).parent / path] if root is not None and not path.is_absolute() else [])
    return next((candidate for candidate in candidates if candidate.is_file()), None)


# ---- a diff report's chains: which kernel of which row computes which line


def chain_kernels(report):
    """(mode label, kernel, KernelProvenance) for each distinct generated kernel the report's chains show
    (a Triton kernel row, an `aten::addmm` row of an extern call, a `graph_0_cpp_...` CPU op), in row order,
    where a source line is known."""
    modules = {}
    for graph in report.graphs:
        if graph.module is not None:
            modules.setdefault(graph.label, []).append(graph.module)
    found = {}
    for comparison in report.comparisons:
        for row in comparison.rows:
            for label, side in ((comparison.control, row.control), (comparison.test, row.test)):
                kernel = _kernel_of(modules.get(label, ()), side.name) if side is not None else None
                if kernel is not None and kernel.provenance is not None and kernel.provenance.lines:
                    found.setdefault((label, kernel.name, kernel.first_line), (label, kernel))
    return [(label, kernel, kernel.provenance) for label, kernel in found.values()]


def _kernel_of(modules, name):
    return next((kernel for module in modules if (kernel := module.find(name)) is not None), None)
