"""`compile-inspect show`: the generated code of a session's compiled graphs, highlighted, with a kernel index."""
import os
import sys
from pathlib import Path

import click


@click.command("show")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("-m", "--mode", metavar="MODE",
              help="Compile mode whose code to show, e.g. --mode max-autotune. "
                   "Default: every compiled mode for the list; the first mode that has it for --graph/--kernel.")
@click.option("-g", "--graph", "graph_prefix", metavar="HASH_PREFIX",
              help="Print one compiled graph's whole module, highlighted: a prefix of the FX graph hash in "
                   "'## Call CompiledFxGraph <hash> ##', e.g. --graph fdglgmd3.")
@click.option("-k", "--kernel", metavar="NAME",
              help="Print one kernel's source, by its name in the code or in a profiler trace, "
                   "e.g. --kernel triton_tem_fused_addmm_0, --kernel aten::addmm, --kernel graph_0_cpp_fused_add_2.")
@click.option("--plain", is_flag=True,
              help="No colour, e.g. compile-inspect show runs/mm --plain > code.txt "
                   "(colour is also off when piped or when NO_COLOR is set).")
@click.option("--color", "force_color", is_flag=True,
              help="Colour even when piped, e.g. compile-inspect show runs/mm --color | less -R.")
def command(path, mode, graph_prefix, kernel, plain, force_color):
    """Show the Inductor-generated code of PATH: a session folder or one generated module (.py).

    Without --graph or --kernel, lists each compiled graph with its kernel index: name, kind
    (triton pointwise / reduction / persistent reduction / template, cpp, extern call), line
    range in the module, and GPU time per call from the mode's trace when the kernel ran there.

    \b
    Examples:
      compile-inspect show runs/mm                                   # every mode's graphs and kernels
      compile-inspect show runs/mm --mode default                    # one mode's graphs and kernels
      compile-inspect show runs/mm --mode default --graph fdglgmd3   # one graph's whole module
      compile-inspect show runs/mm --mode max-autotune --kernel triton_tem_fused_addmm_0
      compile-inspect show runs/mm/default/code/fdglgmd3.py --kernel extern_kernels.addmm --plain
    """
    from compile_inspect import kernels
    from compile_inspect.render import code

    fmt = _code_format(plain, force_color)
    graphs_by_mode = _graphs_by_mode(path, mode)
    if kernel:
        found_mode, graph, found = _find_kernel(graphs_by_mode, kernel)
        text = code.render_kernel(found_mode, graph, found, fmt)
    elif graph_prefix:
        found_mode, graph = _find_graph(graphs_by_mode, graph_prefix, kernels)
        text = code.render_graph(found_mode, graph, fmt)
    else:
        text = code.render_listing(graphs_by_mode)
    click.echo(text, color=fmt == "terminal")


def _code_format(plain, force_color):
    if plain:
        return "plain"
    if force_color:
        return "terminal"
    return "terminal" if sys.stdout.isatty() and not os.environ.get("NO_COLOR") else "plain"


def _graphs_by_mode(path, mode):
    """{mode: [CompiledGraph]} from a session folder, or {"module": [one graph]} from a .py file."""
    from compile_inspect.kernels import CompiledGraph, parse_module

    if path.is_file() and path.suffix == ".py":
        return {"(file)": [CompiledGraph(path.stem, str(path), parse_module(path.read_text()))]}
    from compile_inspect.errors import SessionError
    from compile_inspect.session import load_session

    session = load_session(path)
    runs = [session.mode(mode)] if mode else [run for run in session.modes if run.graphs]
    if not runs:
        raise SessionError(f"{path} has no compiled graphs (modes: {', '.join(session.mode_names)})")
    return {run.mode: _mode_graphs(session, run) for run in runs}


def _mode_graphs(session, run):
    from compile_inspect.kernels import CompiledGraph, kernel_times, parse_module

    rows = _kernel_rows(session.trace_path(run.mode))
    graphs = []
    for graph in run.graphs:
        file = session.path(graph.source_file)
        module = parse_module(file.read_text()) if file is not None and file.is_file() else None
        times = kernel_times(module, rows) if module is not None else {}
        graphs.append(CompiledGraph(graph.fx_hash, graph.source_file, module, times))
    return graphs


def _kernel_rows(trace_path):
    """The trace's kernel table, or none when the mode has no readable trace (times are optional)."""
    from compile_inspect.analysis import analyze_trace
    from compile_inspect.errors import InspectError

    if trace_path is None or not trace_path.is_file():
        return ()
    try:
        return analyze_trace(trace_path).kernels
    except InspectError:
        return ()


def _find_kernel(graphs_by_mode, name):
    from compile_inspect.errors import UsageError
    from compile_inspect.kernels import locate_kernel

    errors = []
    for mode, graphs in graphs_by_mode.items():
        modules = {graph.fx_hash: graph.module for graph in graphs if graph.module is not None}
        try:
            fx_hash, kernel = locate_kernel(modules, name)
        except UsageError as exc:
            errors.append(exc)
            continue
        return mode, next(graph for graph in graphs if graph.fx_hash == fx_hash), kernel
    raise errors[0] if len(errors) == 1 else _merged_kernel_error(name, graphs_by_mode)


def _merged_kernel_error(name, graphs_by_mode):
    from compile_inspect.errors import UsageError
    from compile_inspect.kernels import close_matches

    names = [known for graphs in graphs_by_mode.values() for graph in graphs if graph.module
             for known in graph.module.names]
    matches = close_matches(name, names)
    hint = f"; close matches: {', '.join(matches)}" if matches else f"; kernels: {', '.join(dict.fromkeys(names)) or 'none'}"
    return UsageError(f"no kernel {name!r} in any mode ({', '.join(graphs_by_mode)}){hint}")


def _find_graph(graphs_by_mode, prefix, kernels):
    """(mode, CompiledGraph) whose hash starts with `prefix`; the first mode wins if two share a graph."""
    found = {}
    for mode, graphs in graphs_by_mode.items():
        for graph in graphs:
            found.setdefault(graph.fx_hash, (mode, graph))
    fx_hash, _ = kernels.select_graph(dict.fromkeys(found), prefix)
    return found[fx_hash]
