"""What one capture is asked to do, built once by the CLI (`cli/options.py`) or the library (`api.inspect`)
and passed down whole; and its input checks, made before any worker starts (no torch).

    request = CaptureRequest.create("samples/matmul_add.py", "runs/mm", modes="default,max-autotune",
                                    args={"size": "64"}, options={"iters": 200})
    spec = check_request(request)        # UsageError / TargetError naming the option, before any work
    session = runner.run_session(request, progress=print)

The defaults live in one place each: the capture options in `session/options.py` (`Options`), the
modes in `session/modes.py` (`DEFAULT_MODES`), the rest as this dataclass's field defaults. The CLI's
flags and the library's keywords read them from there.
"""

import ctypes
import difflib
import functools
import importlib.util
import inspect as inspection
import math
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from compile_inspect import errors
from compile_inspect.session import modes as modes_module
from compile_inspect.session.options import Options, option_fields

DEVICES = ("auto", "cpu", "cuda")  # auto: cuda when there is one (the library: where the inputs live)


@dataclass(frozen=True)
class CaptureRequest:
    """Everything a capture is asked: the target, the modes, the inputs, the options, where it goes."""

    target: str | None  # path.py[:name]; None until the library knows whether a worker can import it
    out_dir: Path | None  # the session folder; None until the library has made its temporary one
    modes: tuple[str, ...] = modes_module.parse_modes(modes_module.DEFAULT_MODES)  # eager first
    args: dict = field(default_factory=dict)  # --arg key=value for example_inputs(...), values as text
    device: str = "auto"  # one of DEVICES
    options: Options = Options()  # `create` works out `jobs` for this machine
    nproc: int = 1  # ranks per mode (torch.distributed.run), one sub-session each
    force: bool = False  # write into a folder that is not a session, or over another run's session
    resume: bool = False  # keep the modes of the session in out_dir that finished ok; run the others
    inputs_file: Path | None = None  # the library's example inputs (`target.save_inputs`) for the workers
    out_option: str | None = None  # the option that chose out_dir, named in error hints (None: the library)
    sweep: tuple[str, tuple[str, ...]] | None = None  # --arg key=v1,v2: (key, values); args holds v1
    mix: tuple[float, ...] = ()  # --arg key=v1:n1,v2:n2: how often each value occurs (a shape mix)

    @functools.cached_property
    def configurations(self) -> dict[str, modes_module.Configuration]:
        """label -> its `Configuration`, parsed once for the capture: the compile arguments of every
        worker, the compile order and the Inductor-option checks read it, never the label again."""
        return {label: modes_module.configuration(label) for label in self.modes}

    @classmethod
    def create(cls, target, out_dir, *, modes=modes_module.DEFAULT_MODES, options=None, nproc=1, **rest):
        """A request with `modes` parsed ("default,max-autotune", a list, or "all": eager always first)
        and `options` an `Options`, or a dict of its values where those not given (and `jobs=None`)
        take their defaults, `jobs` worked out for this machine."""
        names = mode_list(modes)
        if not isinstance(options, Options):
            options = capture_options(len(names), nproc, **(options or {}))
        out_dir = None if out_dir is None else Path(out_dir)
        return cls(target, out_dir, names, options=options, nproc=nproc, **rest)


def mode_list(modes, bisect=False):
    """`"default,max-autotune"`, `["default"]` or `"all"` -> the mode names, eager first. A list's items
    are taken whole (a value may hold a comma: `"max-autotune+max_autotune_gemm_backends=ATEN,TRITON"`).
    `bisect`: the bisect stages (`modes.BISECT`) added to them."""
    if isinstance(modes, str):
        labels = modes_module.parse_modes(modes)
    else:
        labels = modes_module.ordered([str(name).strip() for name in modes], "modes")
    return modes_module.with_bisect(labels) if bisect else labels


def capture_options(mode_count, nproc=1, jobs=None, **values):
    """`Options` of the given values, the others their defaults; `jobs` None: `default_jobs`."""
    return Options(jobs=default_jobs(mode_count, nproc) if jobs is None else jobs, **values)


def default_jobs(mode_count, nproc=1):
    """Workers compiling at once: as many as the modes, at most one per core (per rank under --nproc)."""
    return max(1, min((os.cpu_count() or 1) // max(nproc, 1), mode_count))


def check_request(request):
    """Every input checked, no torch: -> the target's `TargetSpec`. Raises UsageError / TargetError."""
    from compile_inspect.capture import target as target_module  # not for the CLI's --help

    spec = target_module.parse_target(request.target, needs_factory=request.inputs_file is None)
    target_module.check_args(spec, request.args)
    check_device(request.device)
    check_nproc(request.nproc, request.resume)
    check_options(request.options)
    check_inductor_options(request.configurations.values())
    check_sweep(spec, request)
    return spec


def check_sweep(spec, request):
    """A shape sweep's every value against example_inputs's signature; no sweep with --nproc or --resume;
    +pad=N and +mark_dynamic only with a sweep of whole numbers (they act on its dimensions)."""
    shaping = [label for label, found in request.configurations.items() if found.shapes_inputs]
    if shaping and (request.sweep is None or not all(v.isdigit() for v in request.sweep[1])):
        raise errors.UsageError(
            f"--modes {shaping[0]}: +pad=N and +mark_dynamic act on a swept size; give one as --arg "
            "seq=16,32,64 (whole numbers; counts for a mix: seq=16:70,32:30)"
        )
    if request.sweep is None:
        return
    from compile_inspect.capture import target as target_module

    arg, values = request.sweep
    if request.nproc > 1 or request.resume or request.inputs_file is not None:
        which = "--nproc" if request.nproc > 1 else "--resume" if request.resume else "the library's inputs"
        raise errors.UsageError(
            f"--arg {arg}={','.join(values)}: a shape sweep is not supported with {which}"
        )
    for value in values[1:]:
        target_module.check_args(spec, {**request.args, arg: value})


def check_inductor_options(configurations):
    """Each `+KEY=VALUE` of the configurations against the installed torch's `torch._inductor.config`: an
    unknown key is one line naming the closest one, a value of the wrong type names the type. Imports
    torch (a second or two) only when a configuration sets such an option."""
    given = [(found.label, key, value) for found in configurations for key, value in found.inductor]
    if not given:
        return
    from compile_inspect.capture import _torch

    defaults = _torch.inductor_config_defaults()
    for label, key, value in given:
        check_inductor_option(label, key, value, defaults)


def check_inductor_option(label, key, value, defaults):
    if key not in defaults:
        close = difflib.get_close_matches(key, list(defaults), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]}?" if close else " (see torch._inductor.config)"
        raise errors.UsageError(f"--modes {label!r}: {key} is not an Inductor config key{hint}")
    wanted = type(defaults[key])
    if wanted is bool and not isinstance(value, bool) or wanted is int and type(value) is not int:
        raise errors.UsageError(f"--modes {label!r}: {key} takes a {wanted.__name__}, got {value!r}")
    if wanted is float and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise errors.UsageError(f"--modes {label!r}: {key} takes a number, got {value!r}")
    if wanted is str and not isinstance(value, str):
        raise errors.UsageError(f"--modes {label!r}: {key} takes text, got {value!r}")


def check_device(device):
    if device not in DEVICES:
        raise errors.UsageError(f"--device {device!r}: choose auto, cpu or cuda")
    if device == "cuda":
        check_cuda()


def check_cuda():
    """--device cuda where CUDA cannot run: refused in one line before any worker starts (a worker would
    import torch and compile for seconds before finding out). Without importing torch: its build's
    `torch/version.py` read as text, then the driver asked for a device through libcuda."""
    build = torch_build()
    if build.get("hip"):
        return  # ROCm builds answer torch.cuda too, without libcuda: the worker checks them
    if "cuda" in build and build["cuda"] is None:
        raise errors.UsageError(
            "--device cuda: CUDA is not available on this machine (the installed torch is a CPU build)"
        )
    if cuda_device_count() == 0:
        raise errors.UsageError("--device cuda: CUDA is not available on this machine (no CUDA device found)")


def torch_build():
    """{"cuda": "13.0" or None, "hip": ...} from the installed torch's version.py, unread: {}."""
    try:
        spec = importlib.util.find_spec("torch")
        text = (Path(spec.origin).parent / "version.py").read_text()
    except (ImportError, ValueError, AttributeError, TypeError, OSError):
        return {}
    found = re.findall(r"^(cuda|hip)\b[^=]*=\s*(None|'[^']*'|\"[^\"]*\")\s*$", text, re.MULTILINE)
    return {name: None if value == "None" else value.strip("'\"") for name, value in found}


def cuda_device_count():
    """CUDA devices the driver sees (cuInit + cuDeviceGetCount through libcuda); 0 without a driver."""
    try:
        libcuda = ctypes.CDLL("nvcuda.dll" if sys.platform == "win32" else "libcuda.so.1")
    except OSError:
        return 0
    count = ctypes.c_int(0)
    if libcuda.cuInit(0) != 0 or libcuda.cuDeviceGetCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


MAX_NPROC = (
    1024  # ranks per mode: past it torch.distributed.run would start processes until the machine stops
)


def check_nproc(nproc, resume):
    if not isinstance(nproc, int) or nproc < 1:
        raise errors.UsageError(f"--nproc {nproc}: must be at least 1")
    if nproc > MAX_NPROC:
        raise errors.UsageError(f"--nproc {nproc}: must be at most {MAX_NPROC:,}")
    if nproc > 1 and resume:
        raise errors.UsageError("--resume is not supported with --nproc yet; rerun without --resume")


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _mode_names(value):
    return (
        isinstance(value, str) or isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
    )


# inspect()'s keywords that are not whole-number options: what each takes, as a test and in words
LIBRARY_KEYWORDS = {
    "modes": (_mode_names, "a list of configurations or a comma-separated text, like 'default,max-autotune'"),
    "bisect": (lambda value: isinstance(value, bool), "True or False"),
    "device": (lambda value: isinstance(value, str), "'auto', 'cpu' or 'cuda'"),
    "block_ms": (_number, "a number"),
    "timeout": (_number, "a number of seconds"),
    "out_dir": (
        lambda value: value is None or isinstance(value, (str, os.PathLike)),
        "a folder path or None",
    ),
    "in_process": (lambda value: value is None or isinstance(value, bool), "None, True or False"),
    "progress": (lambda value: value is None or callable(value), "a function taking a Progress, or None"),
}


def check_library_call(fn, keywords, call_kwargs):
    """`api.inspect`'s call, checked before anything is built from it: a callable that returns its work
    (`target.refuse_lazy_callable`), each of inspect()'s own `keywords` (name -> value) of the type it
    takes, and each keyword left for `fn` (`call_kwargs`) one that `fn` accepts."""
    from compile_inspect.capture import target as target_module

    if not callable(fn):
        raise errors.UsageError(f"inspect() runs a function or module; got a {type(fn).__name__}")
    target_module.refuse_lazy_callable(fn, _label(fn))
    for name, value in keywords.items():
        test, words = LIBRARY_KEYWORDS.get(name, (_whole, "a whole number"))
        if not test(value):
            raise errors.UsageError(f"{name}={value!r}: must be {words}")
    check_call_keywords(fn, call_kwargs, sorted(keywords))


def _whole(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _label(fn):
    return getattr(fn, "__name__", None) or type(fn).__name__


def check_call_keywords(fn, call_kwargs, own):
    """Each keyword inspect() would pass on to `fn` one that `fn` takes (`inspect(fn, x, iterz=5)` failed
    every mode with "unexpected keyword argument"); a slip for one of inspect()'s `own` keywords is named."""
    accepted = keywords_taken(fn)
    for name, value in call_kwargs.items():
        if accepted is None or name in accepted:
            continue
        close = difflib.get_close_matches(name, own, n=1, cutoff=0.6)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise errors.UsageError(
            f"{name}={value!r}: inspect() has no option {name}{hint}, and {_label(fn)}"
            f"({', '.join(accepted)}) takes no keyword {name}"
        )


def keywords_taken(fn):
    """The names `fn` takes as keywords (a module's `forward`'s for a module), in order; None when it
    takes any (**kwargs) or its signature cannot be read."""
    forward = getattr(fn, "forward", None)
    try:
        parameters = inspection.signature(forward if callable(forward) else fn).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(parameter.kind is parameter.VAR_KEYWORD for parameter in parameters):
        return None
    named = (inspection.Parameter.POSITIONAL_OR_KEYWORD, inspection.Parameter.KEYWORD_ONLY)
    return [parameter.name for parameter in parameters if parameter.kind in named]


def check_library_request(request, fn):
    """What `api.inspect` is given, checked as the CLI checks its flags, before any work starts: the
    options, each `+KEY=VALUE` against the installed torch, and a callable to run."""
    if not callable(fn):
        raise errors.UsageError(f"inspect() runs a function or module; got a {type(fn).__name__}")
    check_options(request.options, library=True)
    check_inductor_options(request.configurations.values())


def check_options(options, library=False):
    """Each option against its declared least value and sane bound, the error naming its flag (`--active
    0: must be a whole number, at least 1`, `--timeout 1e+308: must be a number, at most 604,800 seconds`),
    or for the library its keyword (`iters=-5: ...`)."""
    for option_field in option_fields():
        facts, value = option_field.metadata["option"], getattr(options, option_field.name)
        shown = f"{value:g}" if isinstance(value, float) else value
        given = f"{facts.keyword}={shown}" if library else f"{facts.flag} {shown}"
        check_option(facts, value, given)


def check_option(facts, value, given):
    """One option's value against its `Option` facts (`least`, `above`, `most`); `given`: as the user
    wrote it."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    unit = f" {facts.unit}" if facts.unit else ""
    if facts.least is not None and (not whole or value < facts.least):
        raise errors.UsageError(f"{given}: must be a whole number, at least {facts.least}")
    if facts.above is not None and not (isinstance(value, (int, float)) and facts.above < value < math.inf):
        raise errors.UsageError(f"{given}: must be a finite number more than {facts.above:g}{unit}")
    if facts.most is not None and value > facts.most:
        kind = "a whole number" if facts.least is not None else "a number"
        raise errors.UsageError(f"{given}: must be {kind}, at most {facts.most:,}{unit}")
