"""Loading `path.py[:name]` and its example inputs."""

import pytest

from compile_inspect.capture.target import convert_value, load_target, parse_args, parse_target
from compile_inspect.errors import TargetError, UsageError


def test_parse_target_default_and_named(tmp_path):
    path = tmp_path / "t.py"
    path.write_text("fn = model = None\ndef example_inputs():\n    return ()\n")
    assert parse_target(str(path)).name == "fn"
    assert parse_target(f"{path}:model").name == "model"
    with pytest.raises(TargetError, match="is not a Python name"):
        parse_target(f"{path}:not-a-name")


def test_a_missing_name_is_refused_before_any_work_with_a_did_you_mean(tmp_path):
    """Issue 40: `file.py:Blok` and a file without example_inputs are refused from the syntax tree, at
    once, not after the workers compiled for seconds."""
    path = tmp_path / "t.py"
    path.write_text(
        "import torch\nclass Block(torch.nn.Module):\n    pass\ndef example_inputs():\n    return ()\n"
    )
    with pytest.raises(TargetError) as refused:
        parse_target(f"{path}:Blok")
    assert (
        str(refused.value) == f"{path} has no 'Blok': did you mean {path}:Block? (name it with {path}:<name>)"
    )
    with pytest.raises(TargetError, match=r"has no 'fn' \(name it with"):
        parse_target(str(path))
    path.write_text("def fn(x):\n    return x\n")
    with pytest.raises(TargetError) as refused:
        parse_target(str(path))
    assert "defines no example_inputs(...) function: add one that returns" in str(refused.value)
    assert '`def example_inputs(device="cpu"): return (torch.randn(8, 8, device=device),)`' in str(
        refused.value
    )


@pytest.mark.parametrize(
    "text",
    [
        "from helpers import *\n",  # may bind fn and example_inputs unseen: the worker decides
        "globals()['fn'] = print\n",
        "try:\n    from a import fn, example_inputs\nexcept ImportError:\n    fn = example_inputs = None\n",
        "if True:\n    def fn(x): return x\n    with open('f') as example_inputs: pass\n",
        "for fn, example_inputs in []: pass\n",
        "import fn\nimport example_inputs as x, os.path as example_inputs\n",
    ],
)
def test_names_bound_any_way_the_tree_shows_or_hides_pass(tmp_path, text):
    path = tmp_path / "t.py"
    path.write_text(text)
    assert parse_target(str(path)).name == "fn"


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


def test_factory_signature_is_read_from_the_source_without_running_it(tmp_path):
    from compile_inspect.capture.target import factory_signature

    path = tmp_path / "t.py"
    path.write_text(
        "raise SystemExit('never run')\n"
        "def example_inputs(size: int, ratio=0.5, dtype=torch.bfloat16, flag=True, *rest, tag: str = '', **kw):\n"
        "    pass\n"
    )
    signature = factory_signature(path)
    assert signature.kinds == {
        "size": "int",
        "ratio": "float",
        "dtype": "dtype",
        "flag": "bool",
        "tag": "str",
    }
    assert signature.defaults == {"ratio": "0.5", "dtype": "torch.bfloat16", "flag": "True", "tag": "''"}
    assert signature.takes_any
    path.write_text("from elsewhere import example_inputs\n")
    assert factory_signature(path) is None  # not plainly in the source: the worker checks it


def test_root_cause_is_the_innermost_exception_qualified_like_a_traceback():
    from compile_inspect.capture.worker import root_cause

    class Wrapper(Exception):
        pass

    try:
        try:
            try:
                raise KeyError("the real cause")
            except KeyError as inner:
                raise ValueError("middle:\nsecond line") from inner
        except ValueError as middle:
            raise Wrapper("outer") from middle
    except Wrapper as outer:
        assert root_cause(outer) == "KeyError: 'the real cause'"
        assert root_cause(outer.__cause__.__cause__) == "KeyError: 'the real cause'"

    class Failed(Exception):
        def __init__(self, inner):
            super().__init__("backend='inductor' raised:\nsomething")
            self.inner_exception = inner

    unsupported = type("Unsupported", (Exception,), {"__module__": "torch._dynamo.exc"})
    cause = unsupported("Attempted to call a skipped function\n  Explanation: it is skipped\n  Hint: no")
    assert root_cause(Failed(cause)) == (
        "torch._dynamo.exc.Unsupported: Attempted to call a skipped function (Explanation: it is skipped)"
    )


def test_root_cause_in_a_log_is_the_line_that_ends_the_last_traceback(tmp_path):
    from compile_inspect.capture.protocol import root_cause_in_log

    log = tmp_path / "worker.log"
    log.write_text(
        "[compile-inspect] torch imported at 1.00s\n"
        'Traceback (most recent call last):\n  File "a.py", line 1, in <module>\n    f()\n'
        "KeyError: 'first'\n\nThe above exception was the direct cause of the following exception:\n\n"
        'Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n    g()\n'
        "    ^^^\n"
        "torch._inductor.exc.InductorError: RuntimeError: compile failed\n\nSet TORCH_LOGS=+inductor\n"
    )
    assert root_cause_in_log(log) == "torch._inductor.exc.InductorError: RuntimeError: compile failed"
    log.write_text("Fatal Python error: Segmentation fault\n")
    assert root_cause_in_log(log) is None and root_cause_in_log(tmp_path / "none.log") is None


def test_a_root_cause_whose_message_starts_on_the_next_line_keeps_it(tmp_path):
    """Issue 29's D11: torch's own text for an unknown TORCH_LOGS name (raised while importing torch) starts
    its message on the line after `ValueError:`; the crash reason said `ValueError:` and dropped it."""
    from compile_inspect.capture.protocol import root_cause_in_log

    log = tmp_path / "worker.log"
    log.write_text(
        "Traceback (most recent call last):\n"
        '  File "torch/_logging/_internal.py", line 855, in _parse_log_settings\n'
        "    raise ValueError(_invalid_settings_err_msg(settings))\n"
        "ValueError: \n"
        "Invalid log settings: not_a_real_log_name,output_code, must be a comma separated list of fully\n"
        "qualified module names, registered log names or registered artifact names.\n"
    )
    assert root_cause_in_log(log) == (
        "ValueError: Invalid log settings: not_a_real_log_name,output_code, must be a comma separated list"
        " of fully"
    )


def test_a_shape_mix_gives_each_value_its_count_or_is_refused_in_one_line():
    from compile_inspect.capture.target import split_mix

    assert split_mix({"seq": "32:70,48:20.5,64:10", "batch": "2"}) == (
        {"seq": "32", "batch": "2"},
        ("seq", ("32", "48", "64")),
        (70.0, 20.5, 10.0),
    )
    assert split_mix({"seq": "32,48"}) == ({"seq": "32"}, ("seq", ("32", "48")), ())
    assert split_mix({"seq": "32"}) == ({"seq": "32"}, None, ())
    for bad, said in (("32:70,48", "give every value its count"), ("32:0,48:1", "a count is a positive number"),
                      ("32:x,48:1", "32:x: a count is a positive number")):  # fmt: skip
        with pytest.raises(UsageError, match=said):
            split_mix({"seq": bad})


def test_a_file_of_observed_shapes_is_a_shape_mix(tmp_path, capsys):
    from compile_inspect.cli.main import main

    from compile_inspect.capture.target import read_shapes

    shapes = tmp_path / "shapes.txt"
    shapes.write_text(
        "# seen in production, 2026-12\nseq=128 5120\n\nseq=256 880  # long prompts\nseq=512 12\n"
    )
    assert read_shapes(shapes) == ("seq", "128:5120,256:880,512:12")
    for text, said in (("seq=128\n", ":1: 'seq=128' is not `key=value count`"), ("seq=1 2\nbatch=2 3\n", ":2:"),
                       ("# nothing\n", "no `key=value count` line")):  # fmt: skip
        shapes.write_text(text)
        with pytest.raises(UsageError, match=said):
            read_shapes(shapes)
    shapes.write_text("seq=16 70\nseq=32 30\n")
    target = tmp_path / "t.py"
    target.write_text("def fn(x):\n    return x\ndef example_inputs(seq=8):\n    return ()\n")
    for extra, said in ((["--arg", "seq=4"], "gives seq, and so does --arg seq=...: give it once"),
                        (["--modes", "default+pad=x"], "pad=x must be pad=N")):  # fmt: skip
        with pytest.raises(SystemExit) as ended:
            main(["run", str(target), "--shapes", str(shapes), *extra, "-o", str(tmp_path / "o")])
        assert ended.value.code == 2 and said in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_the_shapes_file_becomes_the_requests_weighted_sweep(tmp_path):
    from compile_inspect.cli.options import capture_request

    from compile_inspect.session.options import option_fields

    shapes = tmp_path / "shapes.txt"
    shapes.write_text("seq=16 70\nseq=32 20\nseq=64 10\n")
    values = {"modes": "default", "bisect": False, "args": ("batch=2",), "shapes": str(shapes)}
    values.update({field.name: None for field in option_fields()})
    request = capture_request("t.py", tmp_path / "o", values)
    assert request.args == {"batch": "2", "seq": "16"} and request.sweep == ("seq", ("16", "32", "64"))
    assert request.mix == (70.0, 20.0, 10.0)
