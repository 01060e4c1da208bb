"""A shape mix's what-ifs in the worker (issue 41): `+pad=N` pads the swept dimensions to the next
multiple of N before each call of the compiled function (the padding's own cost counted in the call:
what the user's code would pay to bucket; the compiled graph sees padded shapes only), and
`+mark_dynamic` marks them dynamic (`torch._dynamo.mark_dynamic`) on each value's inputs before their
first call. The swept dimensions are found on the first value's inputs: every dimension of an input
tensor whose size is that value (a feature size that a later value happens to equal is left alone).

    shaping = Shaping.of(job)                   # None without +pad / +mark_dynamic
    shaping.first(target.inputs)                # before the compile: find and mark the dimensions
    fn = shaping.around(compiled_fn)            # the padding, outside the compiled function
    shaping.next(inputs, value)                 # each new value of the sweep
"""

from __future__ import annotations

from typing import Optional


class Shaping:
    def __init__(self, pad: int, mark_dynamic: bool, value: int):
        self.pad, self.mark_dynamic, self.value = pad, mark_dynamic, value
        self.dims: dict[int, list[int]] = {}  # input position -> its swept dimensions

    @classmethod
    def of(cls, job) -> Optional["Shaping"]:
        shaping = job.get("shaping") or {}
        if not shaping:
            return None
        return cls(shaping.get("pad", 0), bool(shaping.get("mark_dynamic")), int(job["args"][job["swept"]]))

    def first(self, inputs) -> None:
        """The first value's inputs: their swept dimensions found, and marked."""
        import torch

        self.dims = {
            at: [dim for dim, size in enumerate(x.shape) if size == self.value]
            for at, x in enumerate(inputs)
            if isinstance(x, torch.Tensor)
        }
        self._mark(inputs)

    def next(self, inputs, value) -> None:
        """The sweep moved on to `value`: the padding pads for it, its inputs are marked."""
        self.value = int(value)
        self._mark(inputs)

    def around(self, fn):
        """`fn` called on inputs padded to the next multiple of `pad` (`fn` itself without +pad)."""
        if not self.pad:
            return fn

        def padded(*inputs):
            goal = -(-self.value // self.pad) * self.pad
            return fn(*(pad_to(x, self.dims.get(at, ()), goal) for at, x in enumerate(inputs)))

        return padded

    def _mark(self, inputs) -> None:
        if not self.mark_dynamic:
            return
        import torch

        for at, dims in self.dims.items():
            for dim in dims:
                torch._dynamo.mark_dynamic(inputs[at], dim)


def pad_to(tensor, dims, goal):
    """`tensor` with each of `dims` padded with zeros at its end to `goal`."""
    import torch.nn.functional as F

    grow = {dim: goal - tensor.shape[dim] for dim in dims if tensor.shape[dim] < goal}
    if not grow:
        return tensor
    widths = []
    for dim in reversed(range(tensor.dim())):  # F.pad takes the last dimension first
        widths += [0, grow.get(dim, 0)]
    return F.pad(tensor, widths)
