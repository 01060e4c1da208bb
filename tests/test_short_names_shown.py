"""Every place a report shows a kernel or op name shortens it with `names.short_name` (issue 19): explain's
GPU work table and dispatch tree in text and Markdown, the HTML's chain cells and timeline labels, with
the whole name on hover (a title) and in the JSON. The name is a cuBLAS GEMV kernel recorded on the H200
(tests/data/training_extra/h200, README there): 517 characters of `std::enable_if<...>::type
internal::gemvx::kernel<int, int, float, ...>(cublasGemvParamsEx<...>)`."""

import gzip
import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)

from compile_inspect import api
from compile_inspect.compare import diff
from compile_inspect.render.explain import render
from compile_inspect.render.html import build_payload, read_payload, render_html

H200 = Path(__file__).parent / "data" / "training_extra" / "h200"
CLEAN, PAGEABLE = H200 / "clean.json.gz", H200 / "pageable.json.gz"
SHORT = "gemvx::kernel<…>(…)"
# What only the whole name holds: its return type and its template and parameter types.
WHOLE_ONLY = re.compile(r"std::enable_if|cublasGemvParamsEx|cublasGemvTensorStridedBatched")


@lru_cache(maxsize=None)
def gemv_names() -> tuple[str, ...]:
    """The GEMV kernels' names as the trace records them (two instantiations)."""
    with gzip.open(CLEAN, "rt") as file:
        events = json.load(file)["traceEvents"]
    return tuple(sorted({e["name"] for e in events if e.get("cat") == "kernel" and "gemvx" in e["name"]}))


@lru_cache(maxsize=None)
def explained():
    return api.explain(CLEAN)


def test_the_recorded_name_is_a_long_template():
    names = gemv_names()
    assert len(names) == 2 and all(name.startswith("std::enable_if<!(false), void>::type") for name in names)
    assert min(map(len, names)) > 400


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_explain_shows_the_short_name_in_its_kernel_table_and_tree(fmt):
    found = explained()
    shown = render(found.analysis, found.findings, fmt=fmt, width=200, all_rows=True)
    gpu_work = shown.split("GPU work", 1)[1].split("Compiled graphs" if fmt == "md" else "\n\n", 1)[0]
    tree = shown.split("Dispatch tree of", 1)[1]
    if fmt == "md":
        gpu_work = gpu_work.replace("\\", "")  # Markdown escapes `<`, `*`, `_` in table cells
    assert gpu_work.count(SHORT) == 2  # one row per instantiation
    assert tree.count(f"-> kernel: {SHORT}") >= 2
    assert not WHOLE_ONLY.search(shown)


def test_explain_json_keeps_the_whole_name():
    found = explained()
    document = render(found.analysis, found.findings, fmt="json")
    assert all(json.dumps(name)[1:-1] in document for name in gemv_names())


@lru_cache(maxsize=None)
def trace_diff():
    return diff.diff_traces(PAGEABLE, CLEAN)


def test_html_payload_has_the_short_name_and_the_whole_one():
    payload = build_payload(trace_diff())
    cells = [side for row in payload["comparisons"][0]["rows"] for side in (row["control"], row["test"])]
    gemv = [cell for cell in cells if cell and "gemvx" in cell["name"]]
    assert gemv and {cell["name"] for cell in gemv} <= set(gemv_names())
    assert {cell["short"] for cell in gemv} == {SHORT}
    bars = [bar for line in payload["timelines"] for bar in line["gpu"] if "gemvx" in bar["name"]]
    assert bars and {bar["short"] for bar in bars} == {SHORT}


def page_html(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_html_shows_the_short_name_with_the_whole_one_on_hover(page, tmp_path):  # noqa: F811
    path = tmp_path / "report.html"
    path.write_text(render_html(trace_diff()), encoding="utf-8")
    page.open(path)
    assert page.console_errors == [] and page.evaluate("document.body.dataset.ready") == "1"
    cells = page.evaluate(
        "Array.from(document.querySelectorAll('table.chain td.name'))"
        ".filter(td => td.title.includes('gemvx')).map(td => [td.textContent, td.title])"
    )
    assert cells
    for text, title in cells:
        assert text.strip() == f"\u2192 kernel: {SHORT}" and not WHOLE_ONLY.search(text)
        assert title.split(" (kernel)")[0] in gemv_names()
    tips = page.evaluate(
        "Array.from(document.querySelectorAll('svg.timeline-svg g.bar title'))"
        ".map(t => t.textContent).filter(t => t.includes('gemvx'))"
    )
    assert tips and all(tip.split(" (kernel)")[0] in gemv_names() for tip in tips)  # whole on hover
    labels = page.evaluate(  # a bar wide enough is labelled with the start of its short name
        "Array.from(document.querySelectorAll('svg.timeline-svg g.bar'))"
        ".filter(g => g.querySelector('text')).map(g => { var tip = g.querySelector('title').textContent"
        ".split('\\n')[0]; return [g.querySelector('text').textContent, tip.slice(0, tip.lastIndexOf(' ('))]; })"
    )
    shorts = {bar["name"]: bar["short"] for line in read_payload(page_html(path))["timelines"]
              for bar in line["cpu"] + line["gpu"]}  # fmt: skip
    assert labels and all(shorts[name].startswith(label.rstrip("…")) for label, name in labels)
