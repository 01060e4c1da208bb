"""The FX-hash -> generated-source resolver, on real H200 cache dirs and TORCH_TRACE logs (torch 2.11)."""

import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code import sources as codegen
from compile_inspect.code import torch_trace

DATA = Path(__file__).parent / "data" / "h200_cache"
TRACES = Path(__file__).parent / "data" / "h200"  # the fixture traces, kept once
CASES = ["matmul_add_4096_default", "graph_break_1024_default", "square_4096_default"]


@pytest.mark.parametrize("case", CASES)
def test_cache_dir_resolves_every_hash_in_the_fixture_trace(case):
    hashes = codegen.graph_hashes_in_trace(TRACES / f"{case}.json")
    sources = codegen.sources_from_cache_dir(DATA / f"cache_{case}")
    assert hashes and set(hashes) <= set(sources)


def test_matmul_add_hash_maps_to_the_addmm_module():
    sources = codegen.sources_from_cache_dir(DATA / "cache_matmul_add_4096_default")
    source = sources["fdglgmd3lpajgitslcjwivmbiarou7wpb27vlq7abgsnrkbk2rq5"]
    assert "extern_kernels.addmm" in source and source.startswith("# AOT ID:")


def test_graph_break_gives_two_graphs_both_resolved():
    hashes = codegen.graph_hashes_in_trace(TRACES / "graph_break_1024_default.json")
    sources = codegen.sources_from_cache_dir(DATA / "cache_graph_break_1024_default")
    assert len(hashes) == 2 and all("def call(" in sources[h] for h in hashes)


def test_square_source_is_one_fused_triton_kernel():
    (source,) = codegen.sources_from_cache_dir(DATA / "cache_square_4096_default").values()
    assert "@triton.jit" in source and source.count("def triton_poi_fused") == 1


def test_torch_trace_gives_the_same_source_as_the_cache_dir():
    from_trace = codegen.sources_from_torch_trace(DATA / "tt_matmul_add_4096_default")
    from_cache = codegen.sources_from_cache_dir(DATA / "cache_matmul_add_4096_default")
    assert list(from_trace) == ["fdglgmd3lpajgitslcjwivmbiarou7wpb27vlq7abgsnrkbk2rq5"]
    assert from_trace == from_cache


def test_torch_trace_records_parse_headers_and_payloads():
    records = torch_trace.read_torch_trace(DATA / "tt_matmul_add_4096_default")
    kinds = {record.kind for record in records}
    assert {"inductor_output_code", "artifact", "compilation_metrics", "dynamo_start"} <= kinds
    code = next(record for record in records if record.kind == "inductor_output_code")
    assert code.compile_key == (0, 0, 0) and "addmm" in code.payload


def test_relocate_finds_a_module_recorded_on_another_machine():
    recorded = "/root/out/fixtures/cache_matmul_add_4096_default/sv/csve6bqqqwmjuhz56kgtzdtwlkmzwl2j3ecvf7de6fp76lgzqxnj.py"
    moved = codegen.relocate(recorded, DATA / "cache_matmul_add_4096_default")
    assert moved is not None and "addmm" in moved.read_text()
    assert codegen.relocate("/elsewhere/zz/missing.py", DATA / "cache_matmul_add_4096_default") is None


def test_unreadable_cache_entries_are_skipped(tmp_path):
    entry = tmp_path / "fxgraph" / "ab" / "fabc" / "entry"
    entry.parent.mkdir(parents=True)
    entry.write_bytes(b"\x80\x04 not a pickle")
    assert codegen.sources_from_cache_dir(tmp_path) == {}
    assert codegen.resolve_sources(tmp_path / "absent", tmp_path / "absent") == {}


def test_output_code_paths_in_a_log():
    text = "V1202 x] [0/0] [__output_code] Output code written to: /tmp/torchinductor_root/sv/csve.py\n"
    assert codegen.output_code_files_in_log(text) == ["/tmp/torchinductor_root/sv/csve.py"]


def test_reading_modules_import_no_torch():
    code = (
        "import sys, compile_inspect.code.sources, compile_inspect.session.model, compile_inspect.capture.runner, "
        "compile_inspect.session.modes; assert 'torch' not in sys.modules, 'torch imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
