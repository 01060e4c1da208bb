"""Issue 41's shape-mix target: on a variable-length transformer block on CPU (bench/targets/varlen_block.py),
each configuration's weighted cost per call for a mix of sequence lengths, as compile-inspect states it,
against an independent harness running the same mix (sharing no code with compile-inspect: its own
loader, its own timer). Compared as the weighted run time per call over eager's (both sides measure
eager and the configuration in the same process, interleaved), so the vCPU's speed of the moment
cancels; the compile time is reported beside it.

    OMP_NUM_THREADS=1 python bench/shape_mix.py --out bench/out/shape_mix.json
    OMP_NUM_THREADS=1 python bench/shape_mix.py --load compile   # a process compiling beside the session
    OMP_NUM_THREADS=1 python bench/shape_mix.py --target bench/targets/gpt2.py   # Hugging Face GPT-2, tiny

`--load` (bench/load_verdicts.py's loads: quiet, duty, hog2, compile) runs beside compile-inspect's session
only; the harness runs quiet after it, the reference.

Target (issue 41): each configuration within 10% of the harness.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "bench" / "targets" / "varlen_block.py"
MIX = {"16": 70, "32": 20, "64": 10}
CONFIGURATIONS = {"default": "dict()", "default+dynamic": "dict(dynamic=True)"}

# The harness: its own loader and timer. One process per configuration; in it, for each length in the
# mix, eager and compiled blocks of calls alternate (ROUNDS pairs), each block's per-call time kept;
# the per-length median ratio weighted by the mix.
HARNESS = r"""
import importlib.util, json, statistics, sys, time
import torch
spec = importlib.util.spec_from_file_location("target", sys.argv[1])
module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)
kwargs, mix = eval(sys.argv[2]), json.loads(sys.argv[3])
fn = module.fn() if isinstance(module.fn, type) else module.fn  # a Module class: built with its defaults
compiled = torch.compile(fn, **kwargs)
start = time.perf_counter()
for value in mix:
    (x,) = module.example_inputs(seq=int(value))
    compiled(x)
compile_s = time.perf_counter() - start
def per_call(f, x, calls):
    start = time.perf_counter()
    for _ in range(calls):
        f(x)
    return (time.perf_counter() - start) / calls * 1000
out = {"compile_s": compile_s, "values": {}}
for value in mix:
    (x,) = module.example_inputs(seq=int(value))
    for f in (fn, compiled):
        for _ in range(20):
            f(x)
    calls = max(1, int(20 / per_call(fn, x, 5)))
    pairs = [(per_call(fn, x, calls), per_call(compiled, x, calls)) for _ in range(15)]
    out["values"][value] = {"eager_ms": statistics.median(e for e, _ in pairs),
                            "compiled_ms": statistics.median(c for _, c in pairs),
                            "ratio": statistics.median(c / e for e, c in pairs)}
print(json.dumps(out))
"""


def harness(kwargs: str, target: Path = TARGET) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1")
    done = subprocess.run([sys.executable, "-c", HARNESS, str(target), kwargs, json.dumps(list(MIX))],
                          capture_output=True, text=True, env=env, timeout=900)  # fmt: skip
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def weighted(values: dict, key: str) -> float:
    return sum(MIX[value] * values[value][key] for value in MIX) / sum(MIX.values())


def product(folder: Path, beside: str = "quiet", target: Path = TARGET) -> dict:
    arg = "seq=" + ",".join(f"{value}:{count}" for value, count in MIX.items())
    command = [sys.executable, "-m", "compile_inspect", "run", str(target), "--modes", ",".join(CONFIGURATIONS),
               "--arg", arg, "-o", str(folder)]  # fmt: skip
    sys.path.insert(0, str(ROOT / "bench"))
    from load_verdicts import load

    with load(beside, folder.parent):
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=1800,
                              env=dict(os.environ, OMP_NUM_THREADS="1"))  # fmt: skip
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    sys.path.insert(0, str(ROOT))
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.compare.loading import load

    return diff_session(load(folder)).to_dict()["mix"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--load", default="quiet", help="beside the session: quiet, duty, hog2 or compile")
    parser.add_argument("--target", type=Path, default=TARGET, help="a target whose example_inputs take seq=")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        mix = product(Path(folder) / "session", options.load, options.target)
    costs = {cost["label"]: cost for cost in mix["costs"]}
    rows = []
    for label, kwargs in CONFIGURATIONS.items():
        measured = harness(kwargs, options.target)["values"]
        truth = weighted(measured, "compiled_ms") / weighted(measured, "eager_ms")
        stated = costs[label]["weighted_ms"] / costs["eager"]["weighted_ms"]
        rows.append({"configuration": label, "stated": stated, "harness": truth, "off": stated / truth - 1,
                     "stated_compile_s": costs[label]["compile_s"]})  # fmt: skip
        print(f"{label:17} stated {stated:.3f}x eager  harness {truth:.3f}x  off {stated / truth - 1:+.1%}")
    print(mix["line"])
    if options.out:
        options.out.parent.mkdir(parents=True, exist_ok=True)
        options.out.write_text(
            json.dumps(
                {"rows": rows, "line": mix["line"], "load": options.load, "target": str(options.target)},
                indent=1,
            )
        )


if __name__ == "__main__":
    main()
