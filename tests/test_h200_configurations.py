"""A real H200 session of configurations (torch 2.11, scripts/device/checks.sh): the cudagraphs backend,
reduce-overhead with an Inductor option and default+dynamic side by side, with `compile-inspect ncu --mode
default+dynamic` run on it. No torch, no GPU: the CUDA paths of issue 20 read from what the GPU wrote."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.compare.diff import diff_session
from compile_inspect.session.model import load_session

SESSION = Path(__file__).parent / "data" / "h200_configurations" / "matmul_add_512"
ROOT = Path(__file__).resolve().parents[1]
LABELS = ["eager", "cudagraphs", "default+dynamic", "reduce-overhead+coordinate_descent_tuning=True"]


def cli(*argv):
    command = [sys.executable, "-c", "from compile_inspect.cli.main import main; main()", *argv]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=ROOT)


@pytest.fixture(scope="module")
def report():
    return diff_session(SESSION)


def test_each_configuration_ran_under_its_label_with_the_arguments_it_means():
    session = load_session(SESSION)
    assert [run.mode for run in session.modes] == LABELS and all(run.ok for run in session.modes)
    job = json.loads((SESSION / LABELS[3] / "job.json").read_text())
    assert job["compile_kwargs"] == {
        "mode": "reduce-overhead",
        "options": {"coordinate_descent_tuning": True},
    }
    graphs = {run.mode: len(run.graphs) for run in session.modes}
    assert graphs == {"eager": 0, "cudagraphs": 0, "default+dynamic": 1, LABELS[3]: 1}


def test_the_cudagraphs_backend_replays_a_graph_and_its_copies_are_not_blamed_on_old_torch(report):
    comparison = next(c for c in report.comparisons if c.test == "cudagraphs")
    copies = next(f for f in comparison.findings if f.id == "cudagraph-input-copies")
    assert copies.evidence["graph_launches_per_step"] == 1 and copies.evidence["by_shape"]
    assert "cudagraphs runs no Inductor" in copies.message and "older torch" not in copies.message
    assert "newer torch" not in copies.remedy


def test_the_reduce_overhead_configuration_kept_cuda_graphs_under_its_option(report):
    comparison = next(c for c in report.comparisons if c.test == LABELS[3])
    assert any(f.id == "cudagraph-input-copies" for f in comparison.findings)


def test_ncu_of_a_configuration_shows_beside_its_extern_gemm_though_dynamic_sizes_give_no_roofline():
    shown = cli("show", str(SESSION), "--mode", "default+dynamic", "--plain")
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    at = lines.index("  extern_kernels.addmm:")
    assert lines[at + 1].startswith("    ncu: SM 56% · memory 53% · 14.5 µs (ncu)")
    assert not any("roofline" in line for line in lines)  # symbolic sizes: no work to divide by
