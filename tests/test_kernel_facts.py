"""Kernel facts (roofline, ncu) are worked out once, when a session is loaded, and every renderer prints
what the graphs carry: one ncu report read per mode for a whole rendered report, whatever its formats.

The reader is wrapped to count its calls: this tests our own call structure, not torch or ncu."""

from pathlib import Path

import pytest

from compile_inspect.code import kernel_facts, ncu
from compile_inspect.compare import diff
from compile_inspect.compare.loading import load
from compile_inspect.render import registry

SESSIONS = Path(__file__).parent / "data" / "ncu"


@pytest.fixture
def ncu_reads(monkeypatch):
    """(root, mode) of every ncu report read, in order."""
    reads = []
    read = ncu.load_report

    def counting(root, mode):
        reads.append((str(root), mode))
        return read(root, mode)

    monkeypatch.setattr(ncu, "load_report", counting)
    return reads


@pytest.mark.parametrize("name", ["square_4096", "matmul_add_4096"])
def test_a_report_in_every_format_reads_each_mode_s_ncu_report_once(ncu_reads, name):
    loaded = load(SESSIONS / name)
    report = diff.diff_session(loaded)
    full = registry.RenderOptions(full=True)
    outputs = {fmt: registry.render("diff", fmt, report, full) for fmt in registry.formats("diff")}
    assert "ncu: SM" in outputs["text"] and "ncu: SM" in outputs["md"] and "ncu: SM" in outputs["html"]
    assert len(ncu_reads) == len(set(ncu_reads)) <= len(loaded.modes)


def test_what_a_graph_carries_is_what_its_own_module_gives(ncu_reads):
    loaded = load(SESSIONS / "matmul_add_4096")
    mode = loaded.mode("default")
    for graph in mode.graphs:
        fresh = kernel_facts.kernel_facts(
            mode.analysis, loaded.root, "default", {graph.fx_hash: graph.source}
        )
        assert graph.kernel_facts == fresh and any(
            line.startswith("ncu:") for lines in fresh.values() for line in lines
        )
    report = diff.diff_session(loaded)
    carried = {(g.label, g.fx_hash): g.kernel_facts for g in report.graphs}
    assert carried[("default", mode.graphs[0].fx_hash)] == mode.graphs[0].kernel_facts
