"""The package's layers (docs/architecture.md): every import of our own code, at module level or inside a
function, goes down the pipeline, never up or sideways into capture; only capture/ imports torch.
Read from the source with `ast`, so a lazy import inside a function counts too."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "compile_inspect"
CLI = PACKAGE.parent / "cli"

# The rank of each part: a module may import its own part and parts of lower rank only.
BASE = {"errors", "kinds", "names", "optional", "reading", "signals", "units"}
RANK = {
    "base": 0,
    "trace": 1,
    "session": 1,
    "code": 2,
    "findings": 3,
    "capture": 3,
    "compare": 4,
    "render": 5,
    "perfetto": 6,  # the traces merged for ui.perfetto.dev: reads sessions, writes through render/output
    "api": 7,
    "testing": 8,
    "cli": 8,
    "__init__": 9,
    "__main__": 9,
}
MAY_IMPORT_CAPTURE = {"capture", "api", "testing", "cli", "__main__"}
MAY_IMPORT_TORCH = {"capture", "api", "testing"}  # api: only on its capture paths
# Renderers lay out what the report holds: render/ imports nothing of trace/ or session/ at run time (the
# report carries every figure, so a renderer neither reads a trace, nor loads a session, nor computes on
# the index; `if TYPE_CHECKING:` imports name the report's types for annotations only) and never loads.
RENDER_NEVER_IMPORTS = (
    "compile_inspect.trace",
    "compile_inspect.session",
    "compile_inspect.compare.loading.load",
    "compile_inspect.compare.loading.load_traces",
)


def part_of(module):
    """`compile_inspect.trace.index` -> `trace`; `compile_inspect.errors` -> `base`."""
    names = module.split(".")
    if names[0] != "compile_inspect" or len(names) == 1:
        return "__init__"
    return "base" if names[1] in BASE else names[1]


def module_name(path):
    if path.is_relative_to(CLI):
        return "compile_inspect.cli." + path.stem
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_checking_only(tree):
    """The import nodes inside `if TYPE_CHECKING:` blocks: annotations only, never run."""
    blocks = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
    ]
    return {id(inner) for block in blocks for stmt in block.body for inner in ast.walk(stmt)}


def imports_of(path, name, at_run_time=False):
    """Every module a source file imports (absolute names), with its line number; `at_run_time`: not those
    under `if TYPE_CHECKING:`."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(), str(path))
    skipped = type_checking_only(tree) if at_run_time else set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            yield base, node.lineno
            for alias in node.names:  # `from compile_inspect.trace import events` imports trace.events
                yield f"{base}.{alias.name}", node.lineno


def sources():
    return [(path, module_name(path)) for path in sorted([*PACKAGE.rglob("*.py"), *CLI.glob("*.py")])]


def violations(files):
    found = []
    for path, name in files:
        importer = part_of(name)
        for imported, line in imports_of(path, name):
            where = f"{name} line {line} imports {imported}"
            top = imported.split(".")[0]
            if top == "torch" and importer not in MAY_IMPORT_TORCH:
                found.append(f"{where}: only capture/ imports torch")
            if top != "compile_inspect" or imported == "compile_inspect":
                continue
            target = part_of(imported)
            if target == "capture" and importer not in MAY_IMPORT_CAPTURE:
                found.append(f"{where}: the reading side never imports capture/")
            elif target != importer and RANK.get(target, 99) >= RANK[importer]:
                found.append(f"{where}: {importer} (layer {RANK[importer]}) reaches up to {target}")
    return found


def loading_in_render(files):
    """The imports by which a render/ module would load a session, read a trace or compute on one
    (RENDER_NEVER_IMPORTS)."""
    return [
        f"{name} line {line} imports {imported}: render/ lays out the report, it loads nothing"
        for path, name in files
        if part_of(name) == "render"
        for imported, line in imports_of(path, name, at_run_time=True)
        if any(imported == banned or imported.startswith(banned + ".") for banned in RENDER_NEVER_IMPORTS)
    ]


def test_every_part_has_a_rank():
    parts = {part_of(name) for _, name in sources()}
    assert parts <= set(RANK), parts - set(RANK)


def test_imports_only_go_down():
    assert violations(sources()) == []


def test_the_checker_catches_what_it_forbids(tmp_path):
    """The checker itself can fail: a trace module importing findings, capture and torch is reported."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from compile_inspect.findings import timing\nimport torch\n\n\ndef f():\n"
        "    from compile_inspect.capture import worker\n    from .events import X\n"
    )
    found = violations([(probe, "compile_inspect.trace.probe")])
    assert found == [
        "compile_inspect.trace.probe line 1 imports compile_inspect.findings: trace (layer 1) reaches up to findings",
        "compile_inspect.trace.probe line 1 imports compile_inspect.findings.timing: trace (layer 1) reaches up to findings",
        "compile_inspect.trace.probe line 2 imports torch: only capture/ imports torch",
        "compile_inspect.trace.probe line 6 imports compile_inspect.capture: the reading side never imports capture/",
        "compile_inspect.trace.probe line 6 imports compile_inspect.capture.worker: the reading side never imports capture/",
    ]


def test_render_never_loads_sessions_or_reads_traces():
    assert loading_in_render(sources()) == []


def test_the_render_rule_catches_what_it_forbids(tmp_path):
    """The imports render/perfetto.py had before it moved (issue 39), a session constant, and
    `load_session` and the index inside a function are reported; annotations under TYPE_CHECKING are not."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from typing import TYPE_CHECKING\n"
        "from compile_inspect.compare.loading import load\n"
        "from compile_inspect.trace.reader import CpuEvents\n"
        "from compile_inspect.session.model import PROFILED_STEPS\n"
        "if TYPE_CHECKING:\n    from compile_inspect.trace.model import TraceAnalysis\n\n\ndef f():\n"
        "    from compile_inspect.session.model import load_session\n"
        "    from compile_inspect.trace import index\n"
    )
    rule = "render/ lays out the report, it loads nothing"
    assert loading_in_render([(probe, "compile_inspect.render.probe")]) == [
        f"compile_inspect.render.probe line 2 imports compile_inspect.compare.loading.load: {rule}",
        f"compile_inspect.render.probe line 3 imports compile_inspect.trace.reader: {rule}",
        f"compile_inspect.render.probe line 3 imports compile_inspect.trace.reader.CpuEvents: {rule}",
        f"compile_inspect.render.probe line 4 imports compile_inspect.session.model: {rule}",
        f"compile_inspect.render.probe line 4 imports compile_inspect.session.model.PROFILED_STEPS: {rule}",
        f"compile_inspect.render.probe line 10 imports compile_inspect.session.model: {rule}",
        f"compile_inspect.render.probe line 10 imports compile_inspect.session.model.load_session: {rule}",
        f"compile_inspect.render.probe line 11 imports compile_inspect.trace: {rule}",
        f"compile_inspect.render.probe line 11 imports compile_inspect.trace.index: {rule}",
    ]
    assert loading_in_render([(probe, "compile_inspect.perfetto")]) == []  # outside render/: allowed


@pytest.mark.parametrize("package", ["trace", "session", "code", "capture", "compare", "findings", "render"])
def test_each_package_says_what_it_may_import(package):
    doc = ast.get_docstring(ast.parse((PACKAGE / package / "__init__.py").read_text())) or ""
    assert "Layer" in doc and "imports" in doc, f"{package}/__init__.py: say its layer and what it may import"
