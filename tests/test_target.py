"""Loading `path.py[:name]` and its example inputs."""

import pytest

from compile_inspect.errors import TargetError, UsageError
from compile_inspect.target import convert_value, load_target, parse_args, parse_target


def test_parse_target_default_and_named(tmp_path):
    path = tmp_path / "t.py"
    path.write_text("x = 1\n")
    assert parse_target(str(path)).name == "fn"
    assert parse_target(f"{path}:model").name == "model"
    with pytest.raises(TargetError, match="is not a Python name"):
        parse_target(f"{path}:not-a-name")


@pytest.mark.parametrize(
    "text, value", [("64", 64), ("0.5", 0.5), ("true", True), ("False", False), ("abc", "abc")]
)
def test_convert_value(text, value):
    assert convert_value("k", text) == value and type(convert_value("k", text)) is type(value)


def test_dtype_values_become_torch_dtypes():
    torch = pytest.importorskip("torch")
    assert convert_value("dtype", "bfloat16") is torch.bfloat16
    assert convert_value("other", "torch.float16") is torch.float16
    with pytest.raises(UsageError, match="'complex7' is not a torch dtype"):
        convert_value("dtype", "complex7")


def test_parse_args_keeps_text_and_rejects_malformed():
    assert parse_args(["size=64", "name=a=b"]) == {"size": "64", "name": "a=b"}
    with pytest.raises(UsageError):
        parse_args(["=3"])


def test_device_passed_only_when_the_factory_accepts_it(tmp_path):
    torch = pytest.importorskip("torch")
    path = tmp_path / "t.py"
    path.write_text(
        "import torch\ndef fn(x):\n    return x\n"
        "def example_inputs(size=2):\n    return (torch.zeros(size),)\n"
    )
    target = load_target(str(path), {"size": "3"}, "cpu")
    assert target.name == "fn" and target.inputs[0].shape == torch.Size([3])


def test_module_class_is_built_from_the_args_it_accepts():
    torch = pytest.importorskip("torch")
    target = load_target("samples/mlp.py", {"size": "16", "dtype": "float64"}, "cpu")
    assert isinstance(target.fn, torch.nn.Module) and target.fn.lin1.in_features == 16
    assert target.fn(*target.inputs).dtype == torch.float64


@pytest.mark.parametrize("sample", ["matmul_add", "square", "mlp"])
def test_samples_run_eagerly(sample):
    pytest.importorskip("torch")
    target = load_target(f"samples/{sample}.py", {"size": "8"}, "cpu")
    assert target.fn(*target.inputs).shape[-1] == 8
