"""The compile modes a session can run, and the `torch.compile` arguments each one means.

>>> parse_modes("default,max-autotune")
('eager', 'default', 'max-autotune')
>>> compile_kwargs("max-autotune", session.options)   # the options a session recorded
{'mode': 'max-autotune'}
"""

from compile_inspect.errors import UsageError
from compile_inspect.session.options import DEFAULTS, compile_options

EAGER = "eager"
# The order is the order of the report: control first, then cheapest compile to costliest.
MODES = (EAGER, "default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")
ALL = "all"
DEFAULT_MODES = "default"  # what --modes and inspect(modes=...) run when not told


def parse_modes(text, option="--modes"):
    """'default,reduce-overhead' or 'all' -> the modes to run, eager (the control) always first.

    Every comma-separated entry must name a mode, once: `default,,` and `default,default` are refused."""
    names = [name.strip() for name in text.split(",")]
    if not any(names):
        raise UsageError(f"{option} is empty; give mode names separated by commas, or 'all'")
    if "" in names:
        raise UsageError(f"{option} {text!r}: empty mode name at position {names.index('') + 1}")
    unknown = [name for name in names if name not in MODES and name != ALL]
    if unknown:
        raise UsageError(f"{option}: unknown mode {unknown[0]!r}; choose from {', '.join(MODES)} or all")
    repeated = [name for index, name in enumerate(names) if name in names[:index]]
    if repeated:
        raise UsageError(f"{option}: {repeated[0]!r} is given twice; name each mode once")
    if ALL in names:
        return MODES
    return tuple(mode for mode in MODES if mode == EAGER or mode in names)


def compile_kwargs(mode, options=DEFAULTS):
    """Keyword arguments of torch.compile for a mode and the compile options of `options` (a session's
    recorded `Options`); None for eager (not compiled). The one place they are made: the workers, the
    in-process run and `compile-inspect ncu` all compile with what this returns."""
    if mode == EAGER:
        return None
    return {"mode": None if mode == "default" else mode, **compile_options(options)}


def uses_cudagraphs(mode):
    return mode in ("reduce-overhead", "max-autotune")
