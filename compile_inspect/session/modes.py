"""The configurations a session can run, and the `torch.compile` arguments each one means.

A configuration is a mode or a backend, then options after `+` (docs/configurations.md):

    default  reduce-overhead  max-autotune  max-autotune-no-cudagraphs      Inductor's modes
    dynamo  aot_eager  aot_eager_decomp_partition  cudagraphs                 backends without Inductor
    +dynamic  +dynamic=false  +fullgraph  +KEY=VALUE (a torch._inductor.config key)
    +clone=N   the same compile in one more process (identical processes should time alike)
    +pad=N  +mark_dynamic   a shape mix's what-ifs on the swept argument's dimensions (eager+pad=N too)
    +malloc=fixed   glibc malloc's mmap / trim thresholds fixed at their ceiling in this worker (eager
                    too: `eager+malloc=fixed`); +malloc=mmap at their starting values (every large
                    block mapped afresh); without either every worker has the user's own allocator

>>> parse_modes("default,max-autotune+coordinate_descent_tuning=True")
('eager', 'default', 'max-autotune+coordinate_descent_tuning=True')
>>> compile_kwargs("default+dynamic")
{'mode': None, 'dynamic': True}
>>> compile_kwargs("aot_eager")
{'backend': 'aot_eager'}

Each is labelled by exactly the text given, everywhere (folder names, session.json, reports, --resume,
ncu). Whether an Inductor key exists in the installed torch is checked by the capture side
(`capture/_torch.py`); this module is pure text. No torch.
"""

from __future__ import annotations

import ast
import difflib
import functools
import re
from dataclasses import dataclass, replace

from compile_inspect.errors import UsageError
from compile_inspect.session.options import DEFAULTS, compile_options

EAGER = "eager"
# Inductor's modes; `all` runs these. The order is the report's: control first, then cheapest to costliest.
MODES = (EAGER, "default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")
# The backends that stop before Inductor (name -> torch.compile's backend=): each isolates one stage.
BACKENDS = {
    "dynamo": "eager",  # Dynamo's graph capture and guards only: the captured graph runs op by op
    "aot_eager": "aot_eager",  # + AOTAutograd's joint graph and functionalization
    "aot_eager_decomp_partition": "aot_eager_decomp_partition",  # + Inductor's decompositions, partitioner
    "cudagraphs": "cudagraphs",  # AOTAutograd + CUDA graphs, no Inductor code generation
}
BISECT = ("dynamo", "aot_eager", "aot_eager_decomp_partition", "default")  # stage by stage, towards Inductor
ORDER = (EAGER, *BISECT[:-1], "cudagraphs", *MODES[1:])  # the report's order of the bases
ALL = "all"
DEFAULT_MODES = "default"  # what --modes and inspect(modes=...) run when not told
CUDAGRAPH_MODES = ("reduce-overhead", "max-autotune", "cudagraphs")
# +malloc=: glibc's mmap / trim thresholds fixed at their ceiling ("fixed": large blocks stay mapped) or at
# their starting values ("mmap": every large block mapped and faulted in afresh); capture/protocol.py says why
MALLOC_SETTINGS = ("fixed", "mmap")
_KEY = re.compile(r"[A-Za-z_][\w.]*")
_VALUE = re.compile(r"[\w.,-]+")  # a label names a folder: no '/', no spaces


@dataclass(frozen=True)
class Configuration:
    """One item of --modes: a base (mode or backend) and its options. `label` is the text as given."""

    label: str
    base: str
    dynamic: bool | None = None  # torch.compile's dynamic=; None: torch's default
    fullgraph: bool = False
    inductor: tuple[tuple[str, object], ...] = ()  # torch._inductor.config keys and values, as given
    clone: int = 0  # +clone=N: one more process of the same compile (do identical processes agree?)
    malloc: str | None = None  # +malloc=fixed: the allocator setting of its worker (None: the user's own)
    # A shape mix's what-ifs, on the swept argument's dimensions (capture/shaping.py): +pad=N pads each to
    # the next multiple of N inside the timed call; +mark_dynamic marks each dynamic before its first call
    pad: int = 0
    mark_dynamic: bool = False

    @property
    def shapes_inputs(self):
        """Whether the configuration acts on the swept argument's dimensions (+pad=N, +mark_dynamic)."""
        return bool(self.pad or self.mark_dynamic)

    @property
    def uses_inductor(self):
        return self.base in MODES[1:]

    @property
    def compiled(self):
        return self.base != EAGER

    def same_as(self, other):
        """The same compile under two labels (`default+dynamic` and `default+dynamic=true`)."""
        mine = (self.base, self.dynamic, self.fullgraph, dict(self.inductor), self.clone, self.malloc)
        theirs = (other.base, other.dynamic, other.fullgraph, dict(other.inductor), other.clone, other.malloc)
        return mine + (self.pad, self.mark_dynamic) == theirs + (other.pad, other.mark_dynamic)


@functools.lru_cache(maxsize=256)
def configuration(label):
    """The `Configuration` a label means; UsageError (one line, naming the part) for any other text.

    Parsed once per process: every later question about the label (its base, its CUDA graphs, its
    compile arguments) reads the cached, frozen value."""
    base, *parts = label.split("+")
    if base not in ORDER:
        where = "" if base == label else f" in {label!r}"
        close = difflib.get_close_matches(base, ORDER, n=1)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise UsageError(
            f"unknown mode {base!r}{where}; {hint}choose from {', '.join((*MODES, *BACKENDS))} or all"
        )
    found = Configuration(label, base)
    for part in parts:
        found = _with_option(found, part)
    if parts and not found.compiled and replace(found, malloc=None, pad=0) != Configuration(label, base):
        raise UsageError(
            f"{label!r}: eager is not compiled; options after '+' need a mode or backend (but malloc=, pad=)"
        )
    if found.inductor and not found.uses_inductor:
        raise UsageError(
            f"{label!r}: {found.inductor[0][0]} is an Inductor option; {base} does not run Inductor"
        )
    return found


def _with_option(found, part):
    """`found` with one `+option` applied."""
    key, has_value, text = part.partition("=")
    if key == "clone":
        if not (has_value and text.isdigit() and int(text) >= 1):
            raise UsageError(f"{found.label!r}: clone={text} must be clone=N with N a whole number from 1")
        return replace(found, clone=int(text))
    if key == "pad":
        if not (has_value and text.isdigit() and int(text) >= 2):
            raise UsageError(f"{found.label!r}: pad={text} must be pad=N with N a whole number from 2")
        return replace(found, pad=int(text))
    if key == "mark_dynamic" and not has_value:
        return replace(found, mark_dynamic=True)
    if key == "malloc":
        if text not in MALLOC_SETTINGS:
            raise UsageError(f"{found.label!r}: malloc={text} must be one of: {', '.join(MALLOC_SETTINGS)}")
        return replace(found, malloc=text)
    if key in ("dynamic", "fullgraph"):
        flag = _flag(text, found.label, key) if has_value else True
        return replace(found, **{key: flag})
    if not _KEY.fullmatch(key) or not has_value or not _VALUE.fullmatch(text):
        raise UsageError(
            f"{found.label!r}: option {part!r} is not dynamic, dynamic=false, fullgraph, clone=N, malloc=fixed|mmap, "
            "pad=N, mark_dynamic "
            "or KEY=VALUE "
            "(an Inductor config key; a value of letters, digits, '.', ',', '-', '_')"
        )
    if key in dict(found.inductor):
        raise UsageError(f"{found.label!r}: {key} is given twice")
    return replace(found, inductor=(*found.inductor, (key, literal(text))))


def _flag(text, label, key):
    lowered = text.lower()
    if lowered not in ("true", "false"):
        raise UsageError(f"{label!r}: {key}={text} must be {key}=true or {key}=false")
    return lowered == "true"


def literal(text):
    """A KEY=VALUE value as Python: True/False/None (any case), a number, else the text itself."""
    named = {"true": True, "false": False, "none": None}
    if text.lower() in named:
        return named[text.lower()]
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    return value if isinstance(value, (int, float)) else text


def parse_modes(text, option="--modes"):
    """'default,reduce-overhead' or 'all' -> the labels to run, eager (the control) first, then in the
    report's order of their bases (`ORDER`), configurations of one base in the order given.

    Every comma-separated entry must be a configuration, once: `default,,` and `default,default` are
    refused, and so are two labels of the same compile."""
    names = [name.strip() for name in text.split(",")]
    return ordered(names, option, text)


def ordered(names, option="--modes", text=None):
    """The labels `names` checked and ordered (see parse_modes); `all` is Inductor's four modes."""
    text = ",".join(names) if text is None else text
    if not any(names):
        raise UsageError(f"{option} is empty; give mode names separated by commas, or 'all'")
    if "" in names:
        raise UsageError(f"{option} {text!r}: empty mode name at position {names.index('') + 1}")
    if ALL in names:
        names = [*MODES, *(name for name in names if name not in MODES and name != ALL)]
    try:
        found = [configuration(name) for name in names]
    except UsageError as exc:
        raise UsageError(f"{option}: {exc}") from None
    _refuse_repeats(found, option)
    labels = tuple(report_order(item.label for item in found))
    return labels if EAGER in labels else (EAGER, *labels)


def with_bisect(labels):
    """`labels` and the bisect stages (dynamo, aot_eager, aot_eager_decomp_partition, default), once each."""
    return tuple(report_order(dict.fromkeys((*labels, *BISECT))))


def _refuse_repeats(found, option):
    for index, item in enumerate(found):
        earlier = next((other for other in found[:index] if other.same_as(item)), None)
        if earlier is not None and earlier.label == item.label:
            raise UsageError(f"{option}: {item.label!r} is given twice; name each mode once")
        if earlier is not None:
            raise UsageError(f"{option}: {earlier.label!r} and {item.label!r} are the same configuration")


def compile_kwargs(mode, options=DEFAULTS):
    """Keyword arguments of torch.compile for a configuration (or its label) and the compile options of
    `options` (a session's recorded `Options`); None for eager (not compiled). The one place they are
    made: the workers, the in-process run and `compile-inspect ncu` all compile with what this returns.
    `mode` and `options` together are merged by the worker (`_torch.compile_arguments`): torch.compile
    takes one or the other."""
    found = mode if isinstance(mode, Configuration) else configuration(mode)
    if not found.compiled:
        return None
    if found.base in BACKENDS:
        kwargs = {"backend": BACKENDS[found.base]}
    else:
        kwargs = {"mode": None if found.base == "default" else found.base}
    if found.dynamic is not None:
        kwargs["dynamic"] = found.dynamic
    if found.fullgraph:
        kwargs["fullgraph"] = True
    if found.inductor:
        kwargs["options"] = dict(found.inductor)
    return {**kwargs, **compile_options(options)}


def uses_cudagraphs(mode):
    """Whether the configuration records CUDA graphs (reduce-overhead, max-autotune, the cudagraphs
    backend), unless it turns them off (`+triton.cudagraphs=False`); False for a label this version
    does not know (a session written by a later one)."""
    found = known(mode)
    chosen = dict(found.inductor).get("triton.cudagraphs") if found else None
    return chosen if isinstance(chosen, bool) else bool(found) and found.base in CUDAGRAPH_MODES


def is_eager(label):
    """Whether a configuration runs the function uncompiled (`eager`, `eager+malloc=fixed`)."""
    return label is not None and base_of(label) == EAGER


def uses_inductor(mode):
    """Whether the configuration generates code (Triton / C++): Inductor's modes, not the backends (nor
    eager); True for a label this version does not know, so that nothing is said of its code."""
    found = known(mode)
    return found is None or found.uses_inductor


def known(label):
    """The `Configuration` of a session's mode name, None when this version cannot read the name."""
    try:
        return configuration(label)
    except UsageError:
        return None


def report_order(labels):
    """`labels` in the report's order of their bases (`ORDER`), a base's labels as they came; labels this
    version does not know go last."""
    rank = {base: index for index, base in enumerate(ORDER)}
    return sorted(labels, key=lambda label: rank.get(base_of(label), len(ORDER)))


def base_of(label):
    """A label's mode or backend (`default` for `default+dynamic`); the label itself when unknown."""
    found = known(label)
    return found.base if found else label
