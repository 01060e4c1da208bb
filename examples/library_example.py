"""The README's library example as a script (CI runs it: tests/capture_untimed/test_docs_api.py).

    python examples/library_example.py [out_dir]

The function is defined in the script being run, so no worker can import it: compile-inspect runs
the modes in this process, as it would in a notebook, and says so in the session.
"""

import sys

import torch

import compile_inspect as ci
from compile_inspect.testing import assert_no_graph_breaks


def mlp(x, w, b):
    return torch.relu(x @ w + b) * 2


def main(out_dir="runs/library-example"):
    x, w, b = torch.randn(32, 32), torch.randn(32, 32), torch.randn(32)
    session = ci.inspect(mlp, x, w, b, modes=["default"], warmup=1, active=2, iters=10)
    print(session.diff())  # the same text as `compile-inspect diff`
    default = session["default"]
    print([finding.id for finding in default.findings])
    print(session.show(kernel=default.kernels[0].name))  # one generated kernel
    session.save(out_dir)
    print(ci.load(out_dir).diff().to_markdown().splitlines()[0])
    assert_no_graph_breaks(mlp, x, w, b)
    print(f"in-process: {session.in_process}; saved to {out_dir}")


if __name__ == "__main__":
    main(*sys.argv[1:])
