"""One loading step per session: every trace decoded once for diff, HTML and perfetto; missing files
are visible warnings, not silent gaps."""

import shutil
from pathlib import Path

from compile_inspect import perfetto
from compile_inspect.compare import diff, loading
from compile_inspect.render.html import render_html
from compile_inspect.session.model import load_session

SESSIONS = Path(__file__).parent / "data" / "h200_sessions"


def test_each_trace_is_decoded_once_for_diff_html_and_perfetto(monkeypatch, tmp_path):
    decoded = []
    real = loading.analyze_trace
    monkeypatch.setattr(
        loading, "analyze_trace", lambda path, sources=None: decoded.append(path) or real(path, sources)
    )
    loaded = loading.load(SESSIONS / "matmul_add_4096")
    report = diff.diff_session(loaded)
    render_html(report)
    perfetto.write_merged([loaded], tmp_path / "merged.json")
    assert sorted(Path(p).parent.name for p in decoded) == sorted(m.mode for m in loaded.modes)
    assert len(decoded) == 5


def test_the_code_of_every_graph_is_parsed_in_the_loading_step():
    loaded = loading.load(SESSIONS / "square_4096")
    (graph,) = loaded.mode("default").graphs
    assert graph.module.names == ("triton_poi_fused_pow_0",)
    assert graph.gpu_times["triton_poi_fused_pow_0"][1] == 3  # calls, from the same analysis
    assert graph.source.startswith("# AOT ID") or "def call(" in graph.source


def test_a_missing_trace_or_code_file_is_a_warning_in_the_report(tmp_path):
    root = tmp_path / "s"
    shutil.copytree(SESSIONS / "square_4096", root)
    (root / "reduce-overhead" / "trace.json").unlink()
    for code in (root / "default" / "code").glob("*.py"):
        code.unlink()
    report = diff.diff_session(load_session(root))
    assert any("reduce-overhead: trace reduce-overhead/trace.json is missing" in w for w in report.warnings)
    assert any("generated code default/code/" in w and "is missing" in w for w in report.warnings)
    assert report.to_dict()["warnings"] == list(report.warnings)
    assert "reduce-overhead" not in {c.test for c in report.comparisons}


def test_relabelling_a_loaded_session_reads_nothing_again(monkeypatch):
    loaded = loading.load(SESSIONS / "matmul_add_64")
    monkeypatch.setattr(loading, "analyze_trace", None)  # any read now fails
    relabelled = loading.load(loaded, "a:")
    assert [m.label for m in relabelled.modes] == ["a:" + m.mode for m in loaded.modes]
    assert relabelled.mode("default").analysis is loaded.mode("default").analysis


TRAINING = Path(__file__).parent / "data" / "training"


def test_raw_traces_load_as_trace_only_modes_each_decoded_once(monkeypatch):
    import gzip
    import json
    import statistics

    decoded = []
    real = loading.analyze_trace
    monkeypatch.setattr(
        loading, "analyze_trace", lambda path, sources=None: decoded.append(path) or real(path, sources)
    )
    paths = [TRAINING / "mlp_eager_3steps.json.gz", TRAINING / "mlp_compiled_3steps.json.gz"]
    report = diff.diff_traces(*paths)
    assert decoded == paths and len(report.comparisons) == 1
    loaded = loading.load_traces(paths)
    assert [m.label for m in loaded.modes] == ["mlp_eager_3steps", "mlp_compiled_3steps"]
    for mode, path in zip(loaded.modes, paths):
        assert (mode.log_text, mode.graphs, mode.evidence) == (None, (), None)
        events = json.load(gzip.open(path))["traceEvents"]
        steps = [
            e["dur"]
            for e in events
            if e.get("cat") == "user_annotation" and e["name"].startswith("ProfilerStep#")
        ]
        timing = mode.run.timing
        assert timing.method == loading.PROFILED_STEPS and timing.iters == len(steps) == 3
        assert timing.median_ms == statistics.median(steps) / 1e3
        assert (timing.p10_ms, timing.p90_ms) == (min(steps) / 1e3, max(steps) / 1e3)  # 3 steps: min-max
    assert (
        loaded.session.environment.device == "cpu"
        and loaded.session.trace_path("mlp_eager_3steps") == paths[0]
    )


def test_trace_labels_are_the_file_stems():
    names = {"rank0.pt.trace.json.gz": "rank0.pt.trace", "eager.json": "eager", "a.gz": "a", ".json": ".json"}
    assert {name: loading.trace_label(name) for name in names} == names
    assert [loading.is_trace_file(n) for n in ("x.json", "x.json.gz", "session.json", "x.py")] == [
        True,
        True,
        False,
        False,
    ]
