"""The program `compile-inspect ncu` runs under Nsight Compute: one mode of a session's target.

    python -m compile_inspect.capture.ncu_target samples/square.py:fn '{"size": "4096"}' 2 '{"mode": null}'

Loads the target as a worker does (`target.load_target`), compiles it as the session's worker did:
with the torch.compile arguments `code/ncu.py` works out from the session's recorded options
(`modes.compile_kwargs`, JSON; `null` for eager), through the worker's own `compiled`. It calls it a
few times to finish compiling and autotuning, then makes `calls` calls between cudaProfilerStart and
cudaProfilerStop: ncu (`--profile-from-start off`) measures only those launches. Its own messages go to
stderr; stdout is ncu's CSV.
"""

import json
import sys

WARM_UP_CALLS = 3


def main(argv=None):
    spec, args_json, calls, compile_json = (argv or sys.argv[1:])[:4]
    import torch

    from compile_inspect import errors
    from compile_inspect.capture.target import load_target
    from compile_inspect.capture.worker import compiled

    try:
        target = load_target(spec, json.loads(args_json), "cuda")
    except errors.InspectError as exc:
        print(f"compile-inspect ncu_target: {exc}", file=sys.stderr)
        return 2
    fn = compiled(target.fn, json.loads(compile_json))
    for _ in range(WARM_UP_CALLS):
        fn(*target.inputs)
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    for _ in range(int(calls)):
        fn(*target.inputs)
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
