"""GPU checks of the library API and the testing assertions (run on a CUDA machine).

python scripts/check_gpu.py OUT_DIR
"""

import sys

import torch

import compile_inspect as ci
from compile_inspect.testing import assert_max_kernel_launches, assert_no_graph_breaks


def square(a):
    return torch.square(torch.square(a))


def main(out):
    a = torch.randn(4096, 4096, device="cuda")
    session = ci.inspect(
        lambda t: torch.square(torch.square(t)),
        a,
        modes=["default", "reduce-overhead"],
        out_dir=f"{out}/lambda",
    )
    print(session.diff())
    print("in-process:", session.in_process, "| kernels:", [k.name for k in session["default"].kernels])
    session.to_html(f"{out}/lambda.html")
    assert_no_graph_breaks(square, a)
    assert_max_kernel_launches(square, a, mode="default", n=1)
    try:
        assert_max_kernel_launches(square, a, mode="default", n=0)
    except AssertionError as exc:
        print("expected failure:", str(exc).splitlines()[0])
    else:
        raise SystemExit("assert_max_kernel_launches(n=0) should have failed")


if __name__ == "__main__":
    main(sys.argv[1])
