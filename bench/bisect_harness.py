"""An independent check of `--bisect`'s figures: each stage's time against eager and against the stage
under it, measured with nothing of compile-inspect (plain torch.compile, perf_counter, interleaved rounds).

    python bench/bisect_harness.py samples/column_sum.py --rounds 30
    python bench/bisect_harness.py samples/column_sum.py --threads 1
    python bench/bisect_harness.py samples/models/gpt2.py:fn_no_grad --threads 1

Loads `fn` and `example_inputs()` from the target file, compiles one function per stage (backend="eager",
"aot_eager", "aot_eager_decomp_partition", then Inductor's default), warms each up, then runs `--rounds`
rounds; in each, every stage runs a block of `--calls` calls, in an order that rotates from round to
round. Prints each stage's median per-call time, and the median of the per-round ratios against eager
and against the stage under it, with the 10th-90th percentile of those ratios.
"""

import argparse
import importlib.util
import statistics
import time

import torch

STAGES = {"eager": None, "dynamo": "eager", "aot_eager": "aot_eager"}
STAGES.update({"aot_eager_decomp_partition": "aot_eager_decomp_partition", "default": "inductor"})


def load(target):
    """`path.py[:name]` -> (the callable, example_inputs()); a torch.nn.Module class is built with its defaults."""
    path, _, name = target.partition(":")
    spec = importlib.util.spec_from_file_location("bisect_target", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn = getattr(module, name or "fn")
    if isinstance(fn, type) and issubclass(fn, torch.nn.Module):
        fn = fn()
    return fn, module.example_inputs()


def block_ms(fn, inputs, calls):
    start = time.perf_counter()
    for _ in range(calls):
        fn(*inputs)
    return (time.perf_counter() - start) / calls * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target")
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--threads", type=int, default=0, help="torch.set_num_threads; 0: torch's default")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    fn, inputs = load(args.target)
    compiled = {
        name: fn if backend is None else torch.compile(fn, backend=backend)
        for name, backend in STAGES.items()
    }
    for stage in compiled.values():
        for _ in range(5):
            stage(*inputs)
    names, per_round = list(compiled), {name: [] for name in compiled}
    for round_number in range(args.rounds):
        order = names[round_number % len(names) :] + names[: round_number % len(names)]
        for name in order:
            per_round[name].append(block_ms(compiled[name], inputs, args.calls))
    report(names, per_round)


def report(names, per_round):
    print(f"{'stage':28s} {'median ms':>10s} {'vs eager':>18s} {'vs stage under':>18s}")
    for index, name in enumerate(names):
        under = names[index - 1] if index else None
        print(
            f"{name:28s} {statistics.median(per_round[name]):10.3f} {ratio(per_round, name, 'eager'):>18s} "
            f"{ratio(per_round, name, under) if under else '-':>18s}"
        )


def ratio(per_round, test, control):
    ratios = sorted(t / c for t, c in zip(per_round[test], per_round[control]))
    deciles = statistics.quantiles(ratios, n=10)
    return f"{statistics.median(ratios):.2f}x ({deciles[0]:.2f}-{deciles[-1]:.2f})"


if __name__ == "__main__":
    main()
