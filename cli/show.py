"""`compile-inspect show`: the generated code of a session's compiled graphs, highlighted, with a kernel index."""

import os
import sys
from pathlib import Path

import click


@click.command("show")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option(
    "-m",
    "--mode",
    metavar="MODE",
    help="Compile mode whose code to show, e.g. --mode max-autotune. "
    "Default: every compiled mode for the list; the first mode that has it for --graph/--kernel.",
)
@click.option(
    "-g",
    "--graph",
    "graph_prefix",
    metavar="HASH_PREFIX",
    help="Print one compiled graph's whole module, highlighted: a prefix of the FX graph hash in "
    "'## Call CompiledFxGraph <hash> ##', e.g. --graph fdglgmd3.",
)
@click.option(
    "-k",
    "--kernel",
    metavar="NAME",
    help="Print one kernel's source, by its name in the code or in a profiler trace, "
    "e.g. --kernel triton_tem_fused_addmm_0, --kernel aten::addmm, --kernel graph_0_cpp_fused_add_2.",
)
@click.option(
    "--plain",
    is_flag=True,
    help="No colour, e.g. compile-inspect show runs/mm --plain > code.txt "
    "(colour is also off when piped or when NO_COLOR is set).",
)
@click.option(
    "--color",
    "force_color",
    is_flag=True,
    help="Colour even when piped, e.g. compile-inspect show runs/mm --color | less -R.",
)
def command(path, mode, graph_prefix, kernel, plain, force_color):
    """Show the Inductor-generated code of PATH: a session folder or one generated module (.py).

    Without --graph or --kernel, lists each compiled graph with its kernel index: name, kind
    (triton pointwise / reduction / persistent reduction / template, cpp, extern call), line
    range in the module, GPU time per call from the mode's trace when the kernel ran there, and
    the user's source line it computes (from TORCH_TRACE; --kernel prints every line and its FX nodes).

    \b
    Examples:
      compile-inspect show runs/mm                                   # every mode's graphs and kernels
      compile-inspect show runs/mm --mode default                    # one mode's graphs and kernels
      compile-inspect show runs/mm --mode default --graph fdglgmd3   # one graph's whole module
      compile-inspect show runs/mm --mode max-autotune --kernel triton_tem_fused_addmm_0
      compile-inspect show runs/mm/default/code/fdglgmd3.py --kernel extern_kernels.addmm --plain
    """
    from compile_inspect.compare import showing
    from compile_inspect.render import code

    fmt = _code_format(plain, force_color)
    graphs_by_mode = showing.graphs_by_mode(path, mode)
    if kernel:
        text = code.render_kernel(*showing.find_kernel(graphs_by_mode, kernel), fmt)
    elif graph_prefix:
        text = code.render_graph(*showing.find_graph(graphs_by_mode, graph_prefix), fmt)
    else:
        text = code.render_listing(showing.listing(graphs_by_mode))
    click.echo(text, color=fmt == "terminal")


def _code_format(plain, force_color):
    if plain:
        return "plain"
    if force_color:
        return "terminal"
    return "terminal" if sys.stdout.isatty() and not os.environ.get("NO_COLOR") else "plain"
