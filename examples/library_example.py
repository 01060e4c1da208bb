"""The README's library example, its two code blocks as they stand there, as one script (CI runs it:
tests/capture_untimed/test_docs_api.py, which also checks that the README's blocks are this code).

    python examples/library_example.py      # writes report.html and runs/mlp in the working folder

The function is defined in the script being run, so no worker can import it: compile-inspect runs
the modes in this process, as it would in a notebook, and says so in the session.
"""

import torch

import compile_inspect as ci


def mlp(x, w, b):
    return torch.relu(x @ w + b) * 2


x, w, b = torch.randn(32, 32), torch.randn(32, 32), torch.randn(32)
session = ci.inspect(mlp, x, w, b, modes=["default"])  # like `compile-inspect run`
print(session.diff())  # the same text as `compile-inspect diff`
session.diff().to_markdown()
session.to_html("report.html")
session["default"].findings
session["default"].kernels
session["default"].graphs[0].source
print(session.show(kernel=session["default"].kernels[0].name))
session.save("runs/mlp")
ci.load("runs/mlp")
ci.explain("runs/mlp/default/trace.json", cache_dir="runs/mlp/default/inductor_cache")

from compile_inspect.testing import assert_max_kernel_launches, assert_no_graph_breaks, assert_no_recompiles

assert_no_graph_breaks(mlp, x, w, b)
assert_no_recompiles(mlp, [(x, w, b), (torch.randn(32, 32), w, b)])  # same shapes: no recompile
assert_max_kernel_launches(mlp, x, w, b, mode="default", n=4)
