"""Every fenced command of README.md that runs on CPU, run in a temporary folder (issue 19).

The README's lines are read from the file itself: a command added there fails `test_every_command_is_
covered_or_skipped` until it is run here or skipped with its reason. One real capture only (the
`run ... -o runs/mm` line, the quickest); every command that reads a session reads that one; commands on
your own files (`trace.json.gz`, `before.json.gz`, `traces/`, `runs/a runs/b`) read recorded ones from
tests/data, copied under the README's names.
"""

import gzip
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
PREFIXES = ("compile-inspect ", "python ", "python3 ", ".ci/")

# Command (without its comment) -> why it is not run here.
SKIPPED = {
    "install": "the fresh-venv setup and a five-mode capture: timed by hand, the README says when",
    ".ci/run": "CI itself",
    "python -m pytest -q": "the test suite itself",
    "--device cuda": "CUDA only",
    " ncu ": "CUDA only (Nsight Compute)",
    "--nproc": "two ranks, a capture each: tests/capture_untimed/test_nproc.py runs them",
    "python bench/": "benchmarks, minutes each: docs/performance.md",
    "--modes default,reduce-overhead": "a second capture (diff TARGET): tests/capture/test_run_cli.py captures",
    "--bisect": "five configurations: tests/capture/test_bisect.py runs this bisect (with --rounds 8)",
    "--arg size=32,48,64": "a sweep: tests/capture/test_configurations.py runs it (with default+dynamic and aot_eager)",
    "--scheduler tcp://": "needs a Dask cluster at that address: tests/test_rank_workers.py runs a LocalCluster",
    "--arg seq=16:70": "a shape mix of four configurations: bench/shape_mix.py and docs/configurations.md (a mix, "
    "tests/capture/test_configurations.py; +pad / +mark_dynamic, tests/test_shaping.py)",
    "--modes aot_eager,default,default+dynamic": "tests/capture/test_configurations.py captures these configurations",
}


def readme_commands():
    """The command lines of README.md's plain ``` fences (not ```python), comments cut."""
    commands, fence = [], None  # the line that opened the fence we are in
    for line in (REPO / "README.md").read_text().splitlines():
        if line.startswith("```"):
            fence = line if fence is None else None
            continue
        if (
            fence == "```" and line.startswith(PREFIXES) and not re.match(r"compile-inspect \w+:", line)
        ):  # output
            commands.append(re.sub(r"\s+#.*$", "", line).strip())
    return commands


def skip_reason(command):
    if command.startswith("python3 -m venv"):
        return SKIPPED["install"]
    return next((why for key, why in SKIPPED.items() if key in f"{command} " or command == key), None)


# What each run command must leave: (exit code, text in stdout or stderr, file written).
EXPECTED = {
    "run  samples/matmul_add.py --modes default --arg size=64 -o runs/mm": (
        0,
        "session written to runs/mm",
        None,
    ),
    "diff runs/mm": (0, "eager -> default", None),
    "diff runs/a runs/b --format md": (0, "### a:eager -> b:eager", None),
    "diff runs/mm --perfetto merged.json": (0, "merged trace written to merged.json", "merged.json"),
    "show runs/mm --mode default": (0, "extern_kernels.addmm", None),
    "show runs/mm --mode default --kernel extern_kernels.addmm": (0, "extern_kernels.addmm(", None),
    "explain trace.json.gz --cache-dir /tmp/torchinductor_me": (0, "compiled graph call", None),
    "explain trace.json --format json --full > trees.json": (0, "", "trees.json"),
    "run  samples/matmul_add.py --modes default --arg size=64 -o runs/mm --resume": (
        0,
        "nothing to rerun: every mode of runs/mm finished",
        None,
    ),
    "diff before.json.gz after.json.gz": (0, "before -> after", None),
    "explain after.json.gz --control before.json.gz": (0, "control", None),
    "explain traces/": (0, "rank 0", None),
    "diff traces_before/ traces_after/": (0, "rank", None),
    "machine": (0, "Speed probe of each core now", None),
}
RUN = [c for c in readme_commands() if skip_reason(c) is None]
CAPTURE = "compile-inspect run  samples/matmul_add.py --modes default --arg size=64 -o runs/mm"


def test_every_command_is_covered_or_skipped():
    commands = readme_commands()
    assert len(commands) > 20, commands  # the fences were found
    assert sorted(c.removeprefix("compile-inspect ") for c in RUN) == sorted(EXPECTED)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A user's folder: the samples, the README's own files from recorded data, and runs/mm captured once."""
    root = tmp_path_factory.mktemp("readme")
    os.symlink(REPO / "samples", root / "samples")
    trace = DATA / "provenance" / "cpu" / "matmul_add" / "default"
    shutil.copy(trace / "trace.json.gz", root / "trace.json.gz")
    (root / "trace.json").write_bytes(gzip.decompress((trace / "trace.json.gz").read_bytes()))
    shutil.copytree(trace / "code", root / "torchinductor_me" / "fx")
    shutil.copytree(DATA / "provenance" / "cpu" / "mlp", root / "runs" / "a")
    shutil.copytree(DATA / "cpu_sessions" / "mlp_128", root / "runs" / "b")
    shutil.copy(DATA / "training" / "mlp_eager_3steps.json.gz", root / "before.json.gz")
    shutil.copy(DATA / "training" / "mlp_compiled_3steps.json.gz", root / "after.json.gz")
    shutil.copytree(DATA / "ranks" / "ddp_compiled", root / "traces")
    shutil.copytree(DATA / "ranks" / "ddp_eager", root / "traces_before")
    shutil.copytree(DATA / "ranks" / "ddp_compiled", root / "traces_after")
    check(root, CAPTURE)  # the one real capture: 7 s on 2 cores
    return root


def check(root, command):
    """Run `command` as the README writes it (a shell line) in `root`; check its documented effect."""
    line = command.replace("/tmp/torchinductor_me", "torchinductor_me")
    env = dict(
        os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}", NO_COLOR="1"
    )
    done = subprocess.run(line, shell=True, cwd=root, env=env, capture_output=True, text=True, timeout=300)
    code, text, written = EXPECTED[command.removeprefix("compile-inspect ")]
    assert done.returncode == code, f"{shlex.quote(line)}: {done.stderr[-2000:]}"
    assert text in done.stdout + done.stderr, done.stdout[-2000:] + done.stderr[-2000:]
    if written and written.endswith(".json"):
        assert json.loads((root / written).read_text())


@pytest.mark.slow
@pytest.mark.parametrize("command", [c for c in RUN if c != CAPTURE])
def test_readme_command(folder, command):
    check(folder, command)
