"""The whole configuration (issue 41): every torch config value off its default and the environment torch
reads, recorded per mode; a two-session diff says what differs in configuration next to what differs in
time. Recorded sessions edited by hand, no torch (tests/capture_untimed/test_recompile_limit.py checks a
real capture records a target's own setting)."""

import json
import shutil
from pathlib import Path

from compile_inspect.compare.configuration import differences
from compile_inspect.compare.diff import diff_sessions
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import CompileConfiguration, Environment

SESSION = Path(__file__).parent / "data" / "cpu_sessions" / "mlp_128"
OURS = ("TORCH_TRACE", "TORCHINDUCTOR_CACHE_DIR")


def _configuration(**inductor) -> CompileConfiguration:
    env = {"TORCH_TRACE": "/a/t", "TORCHINDUCTOR_CACHE_DIR": "/a/c", "OMP_NUM_THREADS": "1"}
    return CompileConfiguration(inductor=inductor, env=env, ours=OURS)


def test_each_difference_is_one_line_and_compile_inspects_own_settings_are_left_out():
    before = _configuration(max_autotune="True")
    after = CompileConfiguration(
        inductor={"max_autotune": "True", "epilogue_fusion": "False"},
        dynamo={"recompile_limit": "3"},
        env={"TORCH_TRACE": "/b/t", "TORCHINDUCTOR_CACHE_DIR": "/b/c"},
        ours=OURS,
    )
    assert differences(before, after) == (
        "inductor epilogue_fusion: (default) -> False",
        "dynamo recompile_limit: (default) -> 3",
        "env OMP_NUM_THREADS: 1 -> (unset)",
    )
    old, new = Environment(torch="2.13.0", python="3.11.7"), Environment(torch="2.14.1", python="3.11.7")
    assert differences(before, before, old, new) == ("torch 2.13.0 -> 2.14.1",)
    assert differences(None, after) == () and differences(before, before, old, old) == ()


def test_a_two_session_diff_says_what_differs_in_configuration_next_to_the_verdict(tmp_path):
    folders = []
    for name, torch_version, inductor in (
        ("a", "2.13.0+cpu", {}),
        ("b", "2.14.1+cpu", {"max_autotune": "True"}),
    ):
        folder = tmp_path / name
        shutil.copytree(SESSION, folder)
        data = json.loads((folder / "session.json").read_text())
        data["environment"]["torch"] = torch_version
        for mode in data["modes"]:
            mode["configuration"] = {
                "inductor": inductor,
                "dynamo": {},
                "env": {"TORCH_TRACE": name},
                "ours": ["TORCH_TRACE"],
            }
        (folder / "session.json").write_text(json.dumps(data))
        folders.append(folder)
    report = diff_sessions(*folders)
    said = ("torch 2.13.0+cpu -> 2.14.1+cpu", "inductor max_autotune: (default) -> True")
    assert all(c.configuration == said for c in report.comparisons)
    text = render_text(report, width=100)
    verdict_at = text.index(report.comparisons[0].verdict[0][:40])
    assert verdict_at < text.index(
        "Configuration differs: torch 2.13.0+cpu -> 2.14.1+cpu; inductor max_autotune"
    )
    assert "env TORCH_TRACE" not in text and "`inductor max_autotune: (default) -> True`" in render_markdown(
        report
    )
    assert list(report.to_dict()["comparisons"][0]["configuration"]) == list(said)
    assert diff_sessions(folders[0], folders[0]).comparisons[0].configuration == ()
