"""Finds a session's generated code for `show`: graphs per mode with their kernel index and GPU times,
one kernel by name (as in the code or a profiler trace), one graph by hash prefix. No torch.

    >>> graphs = graphs_by_mode(Path("runs/mm"), "default")
    >>> mode, graph, kernel = find_kernel(graphs, "triton_poi_fused_pow_0")
"""

from pathlib import Path


def graphs_by_mode(path, mode):
    """{mode: [CompiledGraph]} from a session folder (or its LoadedSession), or {"(file)": [one graph]}
    from a .py file."""
    from compile_inspect.code.kernels import CompiledGraph, parse_module

    if isinstance(path, Path) and path.is_file() and path.suffix == ".py":
        from compile_inspect.code.provenance import with_provenance  # the nodes Inductor's comments name

        module = with_provenance(parse_module(path.read_text()))
        return {"(file)": [CompiledGraph(path.stem, str(path), module)]}
    from compile_inspect.compare.loading import LoadedSession, load
    from compile_inspect.errors import SessionError
    from compile_inspect.session.model import check_session_folder, load_session

    if isinstance(path, Path) and path.is_dir():
        check_session_folder(path)  # a run rewriting it: its files come and go
    session = path.session if isinstance(path, LoadedSession) else load_session(path)
    names = [mode] if mode else [run.mode for run in session.modes if run.graphs]
    if not names:
        raise SessionError(f"{session.root} has no compiled graphs (modes: {', '.join(session.mode_names)})")
    loaded = load(path if isinstance(path, LoadedSession) else session, modes=names)
    return {name: list(loaded.mode(name).graphs) for name in names}


def find_kernel(graphs_by_mode, name):
    from compile_inspect.code.kernels import locate_kernel
    from compile_inspect.errors import UsageError

    errors = []
    for mode, graphs in graphs_by_mode.items():
        modules = {graph.fx_hash: graph.module for graph in graphs if graph.module is not None}
        try:
            fx_hash, kernel = locate_kernel(modules, name)
        except UsageError as exc:
            errors.append(exc)
            continue
        return mode, next(graph for graph in graphs if graph.fx_hash == fx_hash), kernel
    raise errors[0] if len(errors) == 1 else merged_kernel_error(name, graphs_by_mode)


def merged_kernel_error(name, graphs_by_mode):
    from compile_inspect.code.kernels import close_matches
    from compile_inspect.errors import UsageError

    names = [
        known
        for graphs in graphs_by_mode.values()
        for graph in graphs
        if graph.module
        for known in graph.module.names
    ]
    matches = close_matches(name, names)
    hint = (
        f"; close matches: {', '.join(matches)}"
        if matches
        else f"; kernels: {', '.join(dict.fromkeys(names)) or 'none'}"
    )
    return UsageError(f"no kernel {name!r} in any mode ({', '.join(graphs_by_mode)}){hint}")


def find_graph(graphs_by_mode, prefix):
    """(mode, CompiledGraph) whose hash starts with `prefix`; the first mode wins if two share a graph."""
    found = {}
    for mode, graphs in graphs_by_mode.items():
        for graph in graphs:
            found.setdefault(graph.fx_hash, (mode, graph))
    from compile_inspect.code import kernels

    fx_hash, _ = kernels.select_graph(dict.fromkeys(found), prefix)
    return found[fx_hash]


def listing(graphs_by_mode):
    """[(mode, graphs, why none)]: each mode's graphs and, where it has none because it generates no code
    (eager; a backend that stops before Inductor), why, in words; else None."""
    return [(mode, graphs, None if graphs else _why_no_code(mode)) for mode, graphs in graphs_by_mode.items()]


def _why_no_code(mode):
    from compile_inspect.session import modes

    if mode == modes.EAGER:
        return "eager is not compiled"
    if not modes.uses_inductor(mode):
        return f"{modes.base_of(mode)} runs no Inductor (the captured graph runs as aten ops)"
    return None
