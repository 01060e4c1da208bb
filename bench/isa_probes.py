"""Inductor's CPU feature probes asked one after another (torch alone) or at once (compile-inspect's warm-up).

    python bench/isa_probes.py --rounds 5

Each round starts two fresh processes, in turn (the order alternates): one asks `valid_vec_isa_list()`
as torch does, one runs `capture/_torch.py`'s `warm_cpu_isa_probes` (the ISAs in threads at once, then
`valid_vec_isa_list()`). Both use the probe folder of compile-inspect's header cache, so the probes' builds
are cached and what is timed is what a capture pays each time: the child Pythons that load each probe
library. Printed: each round's seconds (the probe phase alone, timed inside the process), the medians, the
ratio, and whether the two found the same ISAs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

ALONE = """
import json, sys, time
import torch
from torch._inductor import cpu_vec_isa
from compile_inspect.capture import _torch, protocol
with _torch.inductor_cache_dir(protocol.isa_probe_cache()):
    start = time.perf_counter()
    found = cpu_vec_isa.valid_vec_isa_list()
    seconds = time.perf_counter() - start
print(json.dumps({"s": seconds, "isas": [str(v) for v in found]}))
"""
AT_ONCE = """
import json, sys, time
import torch
from torch._inductor import cpu_vec_isa
from compile_inspect.capture import _torch, protocol
start = time.perf_counter()
_torch.warm_cpu_isa_probes(protocol.isa_probe_cache())
seconds = time.perf_counter() - start
print(json.dumps({"s": seconds, "isas": [str(v) for v in cpu_vec_isa.valid_vec_isa_list()]}))
"""


def probed(script: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=600, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    probed(AT_ONCE)  # the builds made once, outside the rounds
    runs = {"alone": [], "at once": []}
    for round_no in range(rounds):
        order = [("alone", ALONE), ("at once", AT_ONCE)]
        for name, script in order if round_no % 2 == 0 else reversed(order):
            runs[name].append(probed(script))
        print(f"round {round_no + 1}: " + ", ".join(f"{n} {r[-1]['s']:.3f} s" for n, r in runs.items()))
    alone, at_once = (statistics.median(r["s"] for r in runs[n]) for n in ("alone", "at once"))
    same = all(r["isas"] == runs["alone"][0]["isas"] for values in runs.values() for r in values)
    print(f"median: alone {alone:.3f} s, at once {at_once:.3f} s, at once / alone {at_once / alone:.2f}")
    print(f"ISAs found: {runs['alone'][0]['isas']}; the same in every process: {same}")


if __name__ == "__main__":
    main()
