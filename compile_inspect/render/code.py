"""Generated code, highlighted with pygments: for a terminal, for an HTML page, or plain. No torch.

    module = parse_module(source)
    print(highlight(source, module.kernels, "terminal"))          # the whole module
    print(highlight_kernel(source, kernel, "plain"))              # one kernel, module line numbers
    html = highlight_kernel(source, kernel, "html")               # <div class="ci-code">...</div>
    page_css = html_stylesheet()                                  # embed once per page

The wrapper and Triton kernels are Python; a C++ kernel is a string literal inside the Python
module (`async_compile.cpp_pybinding([...], r'''...''')`), so its body is lexed as C++ while the
rest of the statement stays Python. Line numbers are always the module's own.
"""

from html import escape

from pygments import format as pygments_format
from pygments.formatters import HtmlFormatter, Terminal256Formatter
from pygments.lexers import CppLexer, PythonLexer
from pygments.token import Token

from compile_inspect.code.kernel_facts import MeasuredGraph
from compile_inspect.code.kernels import CompiledGraph, KernelSource, kernel_time
from compile_inspect.code.provenance import source_lines, statement_rest
from compile_inspect.render import escape as safe
from compile_inspect.units import kernel_time_text

FORMATS = ("terminal", "html", "plain")
CSS_CLASS = "ci-code"
# "default" leaves plain text in the terminal's own colour, so it reads on dark and light backgrounds.
TERMINAL_STYLE = "default"
HTML_STYLE = "default"
# Kernel languages whose source is C-like; everything else (triton, python, halide) is Python.
_C_LIKE = {"cpp", "cuda", "metal"}
_QUOTES = ("'''", '"""')


def highlight(source, kernels=(), fmt="terminal", first_line=1, last_line=None):
    """Module text (lines first_line..last_line) -> highlighted text with module line numbers."""
    _check_format(fmt)
    lines = source.splitlines()
    last_line = len(lines) if last_line is None else min(last_line, len(lines))
    window = "\n".join(lines[first_line - 1 : last_line]) + "\n"
    inside = [kernel for kernel in kernels if first_line <= kernel.text_first_line <= last_line]
    if fmt == "plain":
        return _numbered(window.splitlines(), first_line)
    tokens = list(_tokens(window, inside))
    if fmt == "html":
        return pygments_format(tokens, _html_formatter(first_line))
    return _numbered(
        pygments_format(tokens, Terminal256Formatter(style=TERMINAL_STYLE)).splitlines(), first_line
    )


def highlight_kernel(source, kernel, fmt="terminal"):
    """One kernel's statement (with the comments Inductor writes above it), highlighted."""
    return highlight(source, [kernel], fmt, kernel.first_line, kernel.last_line)


def html_stylesheet(style=HTML_STYLE):
    """CSS for the `ci-code` blocks that `highlight(..., "html")` returns; embed once per page.

    Every rule is scoped to `.ci-code`: pygments' own unscoped `pre` / `span.linenos` rules are
    dropped so the stylesheet cannot restyle the rest of a report."""
    scope = f".{CSS_CLASS}"
    rules = HtmlFormatter(style=style).get_style_defs(scope).splitlines()
    layout = [
        f"{scope} pre {{ margin: 0; line-height: 125%; overflow-x: auto; }}",
        f"{scope} .linenos {{ opacity: 0.55; padding-right: 1em; user-select: none; }}",
    ]
    return "\n".join([rule for rule in rules if rule.startswith(scope)] + layout) + "\n"


def _check_format(fmt):
    if fmt not in FORMATS:
        raise ValueError(f"unknown code format {fmt!r}; use one of {', '.join(FORMATS)}")


def _tokens(text, kernels):
    """Python tokens for the module, with each embedded kernel body lexed in its own language."""
    python = _lexer(PythonLexer)
    position = 0
    for start, end, language in _embedded_spans(text, kernels):
        yield from python.get_tokens(text[position:start])
        yield from _body_tokens(text, start, end, language)
        position = end
    yield from python.get_tokens(text[position:])


def _body_tokens(text, start, end, language):
    """Opening quotes and closing quotes as string tokens, the body in between in its language."""
    body_start, body_end = start + _opener_length(text, start), end - 3
    yield Token.Literal.String, text[start:body_start]
    yield from _lexer(CppLexer if language in _C_LIKE else PythonLexer).get_tokens(text[body_start:body_end])
    yield Token.Literal.String, text[body_end:end]


def _embedded_spans(text, kernels):
    """(start, end, language) of each embedded kernel's string literal, quotes included, in order.

    A literal is found by its value, so one written with escapes that change its text (rare in
    generated code) is skipped and stays a plain Python string."""
    spans, position = [], 0
    for kernel in sorted(kernels, key=lambda kernel: kernel.first_line):
        found = text.find(kernel.text, position) if kernel.embedded and kernel.text else -1
        quotes = text[found - 3 : found] if found >= 3 else ""
        closing = text[found + len(kernel.text) : found + len(kernel.text) + 3]
        if found < 0 or quotes not in _QUOTES or closing != quotes:
            continue
        start = found - 4 if text[found - 4 : found - 3] in ("r", "R") else found - 3
        spans.append((start, found + len(kernel.text) + 3, kernel.language))
        position = spans[-1][1]
    return spans


def _opener_length(text, start):
    return 4 if text[start] in "rR" else 3


def _lexer(cls):
    # Keep the text exactly as given: no stripped or added newlines, or the pieces misalign.
    return cls(stripnl=False, ensurenl=False, stripall=False)


def _html_formatter(first_line):
    return HtmlFormatter(cssclass=CSS_CLASS, linenos="inline", linenostart=first_line, wrapcode=True)


def _numbered(lines, first_line):
    width = len(str(first_line + len(lines)))
    return "\n".join(f"{number:>{width}}  {line}" for number, line in enumerate(lines, first_line))


def kernel_index(module, gpu_times=None, facts=None):
    """The kernel table of one generated module as text lines: name, kind, lines, GPU time.

    `gpu_times`: kernel name -> (median µs per call, calls), from the trace's kernel table;
    `facts`: kernel name -> lines printed below the table under its name (roofline, ncu: `kernel_facts`)."""
    gpu_times, facts = gpu_times or {}, facts or {}
    rows = [("kernel", "kind", "lines", "GPU time (median x calls)", "computes (source line)")]
    for kernel in module.kernels:
        time = _gpu_time(kernel_time(gpu_times, kernel))
        rows.append((safe.name(kernel.name), kernel.kind, _line_range(kernel), time, source_cell(kernel)))
    if module.wrapper is not None:
        rows.append(("call", "wrapper", _line_range(module.wrapper), "", ""))
    widths = [max(len(row[column]) for row in rows) for column in range(4)]
    lines = [
        ("  ".join(cell.ljust(width) for cell, width in zip(row[:4], widths)) + "  " + row[4]).rstrip()
        for row in rows
    ]
    for name in (kernel.name for kernel in module.kernels if kernel.name in facts):  # below the table
        lines += [f"{name}:", *("  " + fact for fact in facts[name])]
    return lines


def source_cell(kernel, width=72):
    """What a kernel computes, in one cell: its first source line (`mlp.py:17  return x + ...`, `+2 more`),
    else the FX nodes it came from, else `-`."""
    found = kernel.provenance
    if found is None or not (found.lines or found.source_nodes or found.post_grad_nodes):
        return "-"
    if not found.lines:
        return "nodes: " + ", ".join(found.source_nodes or found.post_grad_nodes)
    more = f"  (+{len(found.lines) - 1} more)" if len(found.lines) > 1 else ""
    return found.lines[0].short(width - len(more), marked=True) + more


def provenance_lines(kernel):
    """The lines `show --kernel` prints about where a kernel comes from: its FX nodes, then each source
    line (full path) with the expression torch marked in it underlined by ^^^."""
    found = kernel.provenance
    if found is None:
        return []
    nodes = [
        f"{label}: {', '.join(names)}"
        for label, names in (
            ("source nodes", found.source_nodes),
            ("ATen", found.aten_ops),
            ("post-grad nodes", found.post_grad_nodes),
        )
        if names
    ]
    if not found.lines:
        return nodes + ["source lines: none recorded (no stack trace in TORCH_TRACE, no user file)"]
    lines = nodes + [f"source lines ({found.via}):"]
    for line in found.lines:
        lines.append(f"  {line.location}  {line.code}")
        if line.span:
            lines.append(" " * (len(line.location) + 4 + line.span[0]) + "^" * (line.span[1] - line.span[0]))
        lines += [
            f"  {'':{len(line.location)}}  {rest}" for rest in statement_rest(line)
        ]  # the statement whole
    return lines


def user_source_html(kernel, context=2, files=None):
    """The user's source lines a kernel computes, as `ci-code` HTML: for each file a window of the file
    itself (`context` lines around, the kernel's lines highlighted) where it can be read here, else the
    line text torch recorded; "" when no line is known. Everything is escaped (pygments, html.escape).
    `files`: path -> its lines (None: unreadable), filled as files are read, so a report's kernels read
    each user file once."""
    found = kernel.provenance
    if found is None or not found.lines:
        return ""
    by_file = {}
    for line in found.lines:
        by_file.setdefault(line.file, []).append(line)
    parts = [f'<div class="ci-source"><div class="muted">computes ({escape(found.via)}):</div>']
    for file, lines in by_file.items():
        parts.append(f'<div class="ci-source-file">{escape(file)}</div>')
        parts += [  # the expression torch marked in each line (the traceback's ^^^)
            f'<div class="muted">line {line.line}: <code>{escape(line.expression)}</code></div>'
            for line in lines
            if line.span and line.expression != line.code
        ]
        text = _file_lines(file, {} if files is None else files)
        parts += [_source_window(text, window, context) for window in _windows(lines, context)]
    return "".join(parts) + "</div>"


def _windows(lines, context):
    """Lines of one file in groups close enough to share one window."""
    groups = []
    for line in sorted(lines, key=lambda line: line.line):
        if groups and line.line - groups[-1][-1].line <= 2 * context + 1:
            groups[-1].append(line)
        else:
            groups.append([line])
    return groups


def _file_lines(file, files):
    if file not in files:
        files[file] = source_lines(file)  # a regular .py file, bounded (code/provenance.py)
    return files[file]


def _source_window(text, lines, context):
    numbers = [line.line for line in lines]
    if text is None or numbers[-1] > len(text) or text[numbers[-1] - 1].strip() != lines[-1].code:
        return "".join(_highlighted([line.code], line.line, [line.line]) for line in lines)  # as recorded
    statement_end = max(line.line + len(statement_rest(line, text)) for line in lines)  # each whole
    first, last = max(numbers[0] - context, 1), min(max(numbers[-1], statement_end) + context, len(text))
    return _highlighted(text[first - 1 : last], first, numbers)


def _highlighted(lines, first_line, marked):
    formatter = HtmlFormatter(
        cssclass=CSS_CLASS,
        linenos="inline",
        linenostart=first_line,
        wrapcode=True,
        hl_lines=[number - first_line + 1 for number in marked],
    )
    return pygments_format(_lexer(PythonLexer).get_tokens("\n".join(lines) + "\n"), formatter)


def _line_range(kernel):
    if kernel.first_line == kernel.last_line:
        return str(kernel.first_line)
    return f"{kernel.first_line}-{kernel.last_line}"


def _gpu_time(time):
    if time is None:
        return "-"
    median_us, calls = time
    return f"{kernel_time_text(median_us)} x {calls}"


def render_listing(listing):
    """`compare.showing.listing`'s [(mode, graphs, why none)] -> the kernel index of every graph, as text."""
    lines = []
    for mode, graphs, why_none in listing:
        lines.append(f"mode {mode}: {_graph_count(graphs, why_none)}")
        for graph in graphs:
            lines += [_graph_heading(graph), *("  " + row for row in _graph_index(graph)), ""]
    return _terminal_safe("\n".join(lines).rstrip("\n"), "plain")


def _graph_count(graphs, why_none):
    """`1 compiled graph`; for eager or a backend that stops before Inductor, that it generates no code."""
    if why_none:
        return f"no generated code: {why_none}"
    return f"{len(graphs)} compiled graph{'s' if len(graphs) != 1 else ''}"


def render_graph(mode, graph, fmt="terminal"):
    """One graph: its heading, kernel index, then the whole module highlighted."""
    lines = [f"mode {mode}", _graph_heading(graph), *("  " + row for row in _graph_index(graph)), ""]
    if graph.module is not None:
        lines.append(highlight(graph.module.source, graph.module.kernels, fmt))
    return _terminal_safe("\n".join(lines), fmt)


def render_kernel(mode: str, graph: CompiledGraph, kernel: KernelSource, fmt: str = "terminal") -> str:
    """One kernel: what it is and where, its GPU time, then its source highlighted (`graph` holds its module:
    `showing.find_kernel` found the kernel there)."""
    assert graph.module is not None, graph.fx_hash
    facts = [kernel.kind, f"mode {mode}", f"graph {graph.fx_hash}", f"lines {_line_range(kernel)}"]
    if kernel_time(graph.gpu_times, kernel) is not None:
        facts.append(f"GPU {_gpu_time(kernel_time(graph.gpu_times, kernel))}")
    launched = ", ".join(str(line) for line in kernel.launch_lines)
    where = f"{graph.source_path}" + (
        f" (launched at line {launched})" if launched and kernel.embedded else ""
    )
    # roofline, ncu: a kernel_facts.MeasuredGraph carries them (a .py file's graph, or one without a module, not)
    measured = graph.kernel_facts.get(kernel.name, []) if isinstance(graph, MeasuredGraph) else []
    header = [f"{kernel.name}: " + ", ".join(facts), where, *measured, *provenance_lines(kernel), ""]
    return _terminal_safe("\n".join(header) + "\n" + highlight_kernel(graph.module.source, kernel, fmt), fmt)


def _terminal_safe(text, fmt):
    """What `show` prints carries no control character from a session's code or names, only the
    highlighting's own colours (`render/escape.py`); HTML is escaped by pygments."""
    return text if fmt == "html" else safe.terminal_safe(text, colour=fmt == "terminal")


def _graph_heading(graph):
    if graph.module is None:
        return f"graph {graph.fx_hash}  (generated source not captured)"
    size = len(graph.module.source.splitlines())
    return f"graph {graph.fx_hash}  {graph.source_path} ({size} lines)"


def _graph_index(graph: CompiledGraph) -> list[str]:
    facts = graph.kernel_facts if isinstance(graph, MeasuredGraph) else None  # a MeasuredGraph carries them
    return kernel_index(graph.module, graph.gpu_times, facts) if graph.module is not None else []
