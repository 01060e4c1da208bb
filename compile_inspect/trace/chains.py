"""Dispatch chains as text: one line per node, indented by depth, GPU work under its launch.

    >>> print(chain_text(analysis.step()))      # compact, normalised: compare steps or modes
    matmul_add
      TorchDynamo Cache Lookup
      Torch-Compiled Region: <i>/<j>
        ...

The trees themselves come from `index.TraceIndex` (nesting and correlation); the names they hold
are classified and normalised by `events`.
"""

from __future__ import annotations

from typing import Iterable

from compile_inspect.trace.events import gpu_kind as _category_kind
from compile_inspect.trace.events import normalise_name
from compile_inspect.trace.model import ChainNode, Step, TraceEvent


def chain_lines(nodes: Iterable[ChainNode], exact: bool = False, depth: int = 0) -> list[str]:
    """One line per node, indented by depth; GPU work as `-> kind: name` under its launch.

    The compact form (exact=False) normalises names and folds runs of identical siblings into
    one line ending in `x N`, so equal work compares equal across steps, runs and modes.
    """
    rendered = [_subtree_lines(node, exact, depth) for node in nodes]
    if exact:
        return [line for lines in rendered for line in lines]
    return _fold_repeats(rendered)


def _subtree_lines(node: ChainNode, exact: bool, depth: int) -> list[str]:
    name = node.name if exact else normalise_name(node.name)
    launched = [
        ["  " * (depth + 1) + f"-> {gpu_kind(ev)}: {ev.name if exact else normalise_name(ev.name)}"]
        for ev in node.gpu
    ]
    launched_lines = sum(launched, []) if exact else _fold_repeats(launched)
    return ["  " * depth + name, *launched_lines, *chain_lines(node.children, exact, depth + 1)]


def _fold_repeats(groups: list[list[str]]) -> list[str]:
    """Flatten groups of lines, writing a run of equal groups once with `x N` on its first line."""
    out, index = [], 0
    while index < len(groups):
        run = 1
        while index + run < len(groups) and groups[index + run] == groups[index]:
            run += 1
        out.append(groups[index][0] + (f"  x {run}" if run > 1 else ""))
        out.extend(groups[index][1:])
        index += run
    return out


def gpu_kind(event: TraceEvent) -> str:
    return _category_kind(event.cat)


def chain_text(step: Step, exact: bool = False) -> str:
    """The step's chain as text: compact and normalised by default, exact names with exact=True."""
    return "\n".join(chain_lines(step.roots, exact=exact))
