"""A shape mix's what-ifs (issue 41, capture/shaping.py): +pad=N pads the swept dimensions outside the
compiled function, +mark_dynamic marks them, found on the first value's inputs (a feature size a later
value equals is left alone); the configurations' grammar and the one-line refusal without a sweep."""

import pytest

from compile_inspect.capture.request import CaptureRequest, check_sweep
from compile_inspect.capture.shaping import Shaping, pad_to
from compile_inspect.capture.target import parse_target
from compile_inspect.errors import UsageError
from compile_inspect.session import modes

torch = pytest.importorskip("torch")


def test_the_swept_dimensions_are_found_on_the_first_value_and_padded_outside_the_call():
    shaping = Shaping(pad=32, mark_dynamic=True, value=16)
    x = torch.randn(2, 16, 64)
    shaping.first((x, 3))
    assert shaping.dims == {0: [1]}  # the sequence, not the batch (2) nor the features (64)
    assert 1 in getattr(x, "_dynamo_dynamic_indices", set())  # torch.compile will treat it as dynamic
    seen = []
    padded = shaping.around(lambda t, n: seen.append((tuple(t.shape), n)))
    padded(x, 3)
    y = torch.randn(2, 64, 64)  # a later value equal to the feature size: only dim 1 is the sequence
    shaping.next((y,), 64)
    padded(y, 3)
    assert seen == [((2, 32, 64), 3), ((2, 64, 64), 3)]
    assert pad_to(x, [1], 32)[:, 16:].abs().sum().item() == 0.0  # zeros at the end


def test_pad_and_mark_dynamic_are_configurations_and_need_a_swept_size(tmp_path):
    assert modes.configuration("default+pad=64").pad == 64
    assert modes.configuration("default+mark_dynamic").mark_dynamic
    assert modes.configuration("eager+pad=16").pad == 16  # padding eager is a what-if too
    assert not modes.configuration("default+pad=64").same_as(modes.configuration("default"))
    with pytest.raises(UsageError, match="pad=1 must be pad=N with N a whole number from 2"):
        modes.configuration("default+pad=1")
    target = tmp_path / "t.py"
    target.write_text("def fn(x):\n    return x\ndef example_inputs(seq=8):\n    return ()\n")
    spec = parse_target(str(target))
    request = CaptureRequest.create(str(target), tmp_path / "o", modes="default+pad=64", args={"seq": "8"})
    with pytest.raises(
        UsageError, match=r"--modes default\+pad=64: \+pad=N and \+mark_dynamic act on a swept size"
    ):
        check_sweep(spec, request)
    swept = CaptureRequest.create(str(target), tmp_path / "o", modes="default+pad=64", args={"seq": "8"},
                                  sweep=("seq", ("8", "16")))  # fmt: skip
    check_sweep(spec, swept)
