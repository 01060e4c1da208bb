"""The HTML report: through its JSON payload, and in a real headless Chromium (tests/browser.py).

Reports are built from real data: sessions around the H200 fixture traces and generated modules
(`h200_session`, cheap), and one real CPU capture of samples/matmul_add.py (slow).
"""

import dataclasses
import json
import os
import re
import shutil
from pathlib import Path

import pytest
from browser import browser, page  # noqa: F401  (pytest fixtures)
from compile_inspect.cli.main import main
from test_perfetto import h200_session

from compile_inspect.compare import diff
from compile_inspect.errors import InspectError
from compile_inspect.render.html import build_payload, embed_json, read_payload, render_html
from compile_inspect.session.model import load_session, save_session

ROOT = Path(__file__).resolve().parents[2]
SQUARE_HASH = "fxedci6ltlcursitnxdz6bmnvkg7iglr5aajcwlu4w2jutikyiqb"
EVIL_FUNCTION = "<script>window.pwned=1</script>"
EVIL_KERNEL = '<img src=x onerror="window.pwned=2">'
EVIL_CODE = "# </script><script>window.pwned=3</script><!-- "


def write_report(session, path):
    text = render_html(diff.diff_session(session))
    path.write_text(text, encoding="utf-8")
    return text


@pytest.fixture(scope="module")
def square(tmp_path_factory):
    root = tmp_path_factory.mktemp("square")
    text = write_report(h200_session(root / "session", case="square"), root / "square.html")
    return root / "square.html", text, read_payload(text)


@pytest.fixture(scope="module")
def matmul(tmp_path_factory):
    """matmul_add with eager, default, and reduce-overhead marked failed (its trace left out)."""
    root = tmp_path_factory.mktemp("matmul")
    session = h200_session(root / "session")
    failed = dataclasses.replace(
        session.mode("reduce-overhead"),
        status="failed",
        trace_file=None,
        timing=None,
        error="InductorError: <b>boom</b>",
    )
    session = save_session(dataclasses.replace(session, modes=session.modes[:2] + (failed,)))
    text = write_report(session, root / "matmul.html")
    return root / "matmul.html", text, read_payload(text)


def _evil_trace(text):
    doc = json.loads(text)
    for event in doc["traceEvents"]:
        if event.get("name") == "aten::pow":
            event["name"] = EVIL_FUNCTION
        elif event.get("cat") == "kernel":
            event["name"] = EVIL_KERNEL
    return json.dumps(doc)


@pytest.fixture(scope="module")
def evil(tmp_path_factory):
    """Names from the trace, the target and the generated code that would be markup if not escaped."""
    root = tmp_path_factory.mktemp("evil")
    session = h200_session(
        root / "session",
        case="square",
        spec="<script>window.pwned=4</script>.py",
        edit_trace=_evil_trace,
        edit_source=lambda source: EVIL_CODE + "\n" + source,
    )
    text = write_report(session, root / "evil.html")
    return root / "evil.html", text, read_payload(text)


# ---- the payload ----


def test_summary_rows_one_per_mode(square, matmul):
    _, _, data = square
    assert [row["label"] for row in data["summary"]["rows"]] == ["eager", "default"]
    assert data["summary"]["rows"][1]["cells"][:4] == ["default", "ok", "0.300", "0.75x"]
    _, _, data = matmul
    failed = data["summary"]["rows"][2]
    assert (failed["label"], failed["status"]) == ("reduce-overhead", "failed")
    assert failed["cells"][1] == "FAILED: InductorError: <b>boom</b>"
    assert [c["test"] for c in data["comparisons"]] == ["default"]


def test_chain_rows_link_the_graph_call_and_the_kernel_to_their_code(square):
    _, _, data = square
    kernel = next(k for k in data["kernels"] if k["name"] == "triton_poi_fused_pow_0")
    graph = next(g for g in data["graphs"] if g["fx_hash"] == SQUARE_HASH)
    assert (
        kernel["graph"] == graph["id"]
        and kernel["label"] == "default"
        and kernel["kind"] == "triton pointwise"
    )
    test_cells = [row["test"] for row in data["comparisons"][0]["rows"] if row["test"]]
    links = {cell["name"]: cell["link"] for cell in test_cells if cell["link"]}
    assert links == {
        f"## Call CompiledFxGraph {SQUARE_HASH} ##": graph["id"],
        "triton_poi_fused_pow_0": kernel["id"],
    }
    gpu = [cell for cell in test_cells if cell["gpu"]]
    assert [(cell["kind"], cell["name"]) for cell in gpu] == [("kernel", "triton_poi_fused_pow_0")]
    statuses = {row["status"] for row in data["comparisons"][0]["rows"]}
    assert {"added", "deleted", "changed"} <= statuses


def test_every_kernel_is_highlighted_with_its_gpu_time(square):
    _, _, data = square
    kernel = data["kernels"][0]
    assert 'class="ci-code"' in kernel["html"] and "triton_poi_fused_pow_0" in kernel["html"]
    assert kernel["gpu_us"] == pytest.approx(32.544) and kernel["calls"] == 3
    assert kernel["lines"] == "37-74"
    assert data["graphs"][0]["lines"] > 74 and 'class="ci-code"' in data["graphs"][0]["html"]


def test_timeline_has_one_step_per_mode_from_the_step_start(square):
    _, _, data = square
    eager, default = data["timelines"]
    assert (eager["label"], default["label"]) == ("eager", "default")
    for line in (eager, default):
        step = line["cpu"][0]
        assert step["depth"] == 0 and step["start"] == 0 and step["dur"] == line["dur"] > 0
        assert all(bar["start"] >= 0 and bar["depth"] >= 1 for bar in line["cpu"][1:])
    assert [bar["kind"] for bar in eager["gpu"]] == ["kernel", "kernel"]
    (kernel,) = default["gpu"]
    assert kernel["name"] == "triton_poi_fused_pow_0" and kernel["link"] == data["kernels"][0]["id"]
    layers = {bar["kind"] for bar in default["cpu"]}
    assert {"dynamo cache lookup", "compiled region", "compiled graph call"} <= layers


def test_payload_is_sorted_and_the_page_is_deterministic(square, tmp_path):
    path, text, data = square
    block = re.search(r'id="ci-data">(.*?)</script>', text, re.DOTALL).group(1)
    assert block == embed_json(data)
    assert list(data) == sorted(data)
    again = h200_session(tmp_path / "again", case="square")
    assert render_html(diff.diff_session(again)) == text


def test_trace_and_user_names_stay_data_in_the_page_source(evil):
    _, text, data = evil
    assert text.count("<script") == 2  # the data block and the page's own script
    assert "\\u003cscript\\u003ewindow.pwned=1\\u003c/script\\u003e" in text  # the name, as escaped JSON
    assert "<img" not in text and "<!-- " not in text
    names = {
        cell["name"]
        for row in data["comparisons"][0]["rows"]
        for cell in (row["control"], row["test"])
        if cell
    }
    assert {EVIL_FUNCTION, f"{EVIL_KERNEL}"} <= names
    assert data["title"].startswith("<script>window.pwned=4</script>.py")
    assert "&lt;/script&gt;" in data["graphs"][0]["html"]


def test_two_sessions_link_each_side_to_its_own_code(tmp_path):
    before = h200_session(tmp_path / "a", case="square")
    after = h200_session(tmp_path / "b", case="square", edit_source=lambda source: "# after\n" + source)
    data = read_payload(render_html(diff.diff_sessions(load_session(before.root), load_session(after.root))))
    assert [row["label"] for row in data["summary"]["rows"]] == [
        "a:eager",
        "b:eager",
        "a:default",
        "b:default",
    ]
    by_label = {kernel["label"]: kernel for kernel in data["kernels"]}
    assert set(by_label) == {"a:default", "b:default"}
    assert by_label["b:default"]["lines"] == "38-75" and by_label["a:default"]["lines"] == "37-74"
    (comparison,) = [c for c in data["comparisons"] if c["test"] == "b:default"]
    links = {
        (side, row[side]["link"])
        for row in comparison["rows"]
        for side in ("control", "test")
        if row[side] and row[side]["name"] == "triton_poi_fused_pow_0"
    }
    assert links == {("control", by_label["a:default"]["id"]), ("test", by_label["b:default"]["id"])}


def test_read_payload_of_another_page_is_a_clear_error():
    with pytest.raises(InspectError, match="not a compile-inspect HTML report"):
        read_payload("<html><body>hello</body></html>")


# ---- in a real browser ----


def assert_clean_load(page, path):  # noqa: F811
    page.open(path)
    assert page.console_errors == []
    assert page.evaluate("document.body.dataset.ready") == "1"
    assert [url for url in page.requests if url != path.resolve().as_uri()] == []


def summary_labels(page):  # noqa: F811
    return page.evaluate(
        "Array.from(document.querySelectorAll('#summary tr.mode')).map(r => r.dataset.label)"
    )


def test_page_loads_clean_with_the_summary_rows(page, matmul):  # noqa: F811
    path, _, _ = matmul
    assert_clean_load(page, path)
    assert summary_labels(page) == ["eager", "default", "reduce-overhead"]
    failed = page.evaluate("document.querySelector('#summary tr.mode.failed td.status').textContent")
    assert failed == "FAILED: InductorError: <b>boom</b>"
    assert page.evaluate("document.querySelectorAll('#summary b').length") == 0
    assert page.evaluate("document.querySelectorAll('svg.timeline-svg').length") == 2
    assert page.evaluate("document.querySelectorAll('svg.timeline-svg g.bar.gpu').length") >= 2


def test_clicking_a_kernel_link_shows_its_code(page, square):  # noqa: F811
    path, _, _ = square
    assert_clean_load(page, path)
    assert page.evaluate("document.getElementById('code').hidden") is True
    page.click("table.kernel-table a.kernel-link")
    assert page.evaluate("document.getElementById('code').hidden") is False
    assert page.evaluate("document.getElementById('code-title').textContent") == "triton_poi_fused_pow_0"
    code = page.evaluate("document.querySelector('#code-body .ci-code').textContent")
    assert "def triton_poi_fused_pow_0(" in code and "tl.load" in code


def test_clicking_a_chain_node_shows_its_graph_module_or_kernel(page, square):  # noqa: F811
    path, _, _ = square
    assert_clean_load(page, path)
    page.click("table.chain a.graph-link")
    assert page.evaluate("document.getElementById('code-title').textContent") == f"graph {SQUARE_HASH}"
    assert "def call(" in page.evaluate("document.getElementById('code-body').textContent")
    page.click("table.chain a.kernel-link")
    assert page.evaluate("document.getElementById('code-title').textContent") == "triton_poi_fused_pow_0"
    page.click("svg.timeline-svg g.bar.gpu.linked")
    assert page.evaluate("document.getElementById('code').dataset.shown") == "k0"


def test_chains_collapse_and_filter_to_the_rows_that_differ(page, matmul):  # noqa: F811
    path, _, data = matmul
    assert_clean_load(page, path)
    assert page.evaluate("document.querySelectorAll('details.comparison[open]').length") == 1
    visible = (
        "Array.from(document.querySelectorAll('table.chain tbody tr')).filter(r => r.offsetParent).length"
    )
    rows = data["comparisons"][0]["rows"]
    differing = [row for row in rows if row["status"] != "unchanged"]
    assert len(differing) < len(rows) and page.evaluate(visible) == len(differing)  # as the text report
    label = page.evaluate("document.querySelector('details.comparison label').textContent")
    assert label == f" show the {len(rows) - len(differing)} unchanged rows"
    page.click("details.comparison input.show-unchanged")
    assert page.evaluate(visible) == len(rows)
    page.click("details.comparison > summary")
    assert page.evaluate("document.querySelectorAll('details.comparison[open]').length") == 0


def test_escaped_names_render_as_text_and_run_nothing(page, evil):  # noqa: F811
    path, _, data = evil
    assert_clean_load(page, path)
    assert page.evaluate("typeof window.pwned") == "undefined"
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    cells = page.evaluate(
        "Array.from(document.querySelectorAll('table.chain td.name')).map(td => td.textContent)"
    )
    assert any(cell == EVIL_FUNCTION for cell in cells)
    assert any(cell == f"\u2192 kernel: {EVIL_KERNEL}" for cell in cells)
    assert page.evaluate("document.getElementById('title').textContent").startswith(
        "compile-inspect diff: <script>"
    )
    page.click("table.chain a.graph-link")
    assert EVIL_CODE.strip() in page.evaluate("document.getElementById('code-body').textContent")
    assert page.evaluate("typeof window.pwned") == "undefined" and page.console_errors == []


def test_cli_writes_a_report_that_passes_the_browser_checks(page, tmp_path, capsys):  # noqa: F811
    session = h200_session(tmp_path / "session", case="square")
    out = tmp_path / "report.html"
    main(["diff", str(session.root), "--format", "html", "-o", str(out)])
    assert f"report written to {out}" in capsys.readouterr().err
    assert_clean_load(page, out)
    assert summary_labels(page) == ["eager", "default"]
    page.click("table.kernel-table a.kernel-link")
    assert "def triton_poi_fused_pow_0(" in page.evaluate("document.getElementById('code-body').textContent")


# ---- a real CPU capture (torch.compile runs) ----


@pytest.fixture(scope="module")
def cpu_session(matmul_add_all_modes):
    """The suite's real CPU capture of samples/matmul_add.py under every mode (tests/conftest.py)."""
    return load_session(matmul_add_all_modes[0])


@pytest.mark.slow
def test_cpu_session_report_payload(cpu_session):
    data = read_payload(render_html(diff.diff_session(load_session(cpu_session.root))))
    assert [row["label"] for row in data["summary"]["rows"]] == list(cpu_session.mode_names)
    assert all(row["status"] == "ok" for row in data["summary"]["rows"])
    graphs = {graph["label"]: graph for graph in data["graphs"]}
    assert sorted(graphs) == sorted(name for name in cpu_session.mode_names if name != "eager")
    graph = graphs["default"]
    assert graph["fx_hash"] == cpu_session.mode("default").graphs[0].fx_hash
    assert data["comparisons"][0]["test"] == "default"
    names = [cell["name"] for row in data["comparisons"][0]["rows"] for cell in (row["test"],) if cell]
    call = next(row["test"] for row in data["comparisons"][0]["rows"] if row["test"] and row["test"]["link"])
    assert call["name"] == f"## Call CompiledFxGraph {graph['fx_hash']} ##" and call["link"] == graph["id"]
    assert "aten::addmm" in names
    eager_names = [
        cell["name"] for row in data["comparisons"][0]["rows"] for cell in (row["control"],) if cell
    ]
    assert {"aten::matmul", "aten::mm", "aten::add"} <= set(eager_names)
    assert all(line["gpu"] == [] for line in data["timelines"])


@pytest.mark.slow
def test_cli_html_of_a_cpu_session_passes_the_browser_checks(page, cpu_session, tmp_path, capsys):  # noqa: F811
    out = tmp_path / "report.html"
    main(["diff", str(cpu_session.root), "--format", "html", "-o", str(out)])
    capsys.readouterr()
    assert_clean_load(page, out)
    assert summary_labels(page) == list(cpu_session.mode_names)
    page.click("table.chain a.graph-link")
    assert page.evaluate("document.getElementById('code').hidden") is False
    assert "def call(" in page.evaluate("document.getElementById('code-body').textContent")
    if page.evaluate("document.querySelectorAll('table.kernel-table a.kernel-link').length"):
        page.click("table.kernel-table a.kernel-link")
        title = page.evaluate("document.getElementById('code-title').textContent")
        assert title and title in page.evaluate("document.getElementById('code-body').textContent")


# ---- what the page opens with, each timeline's own scale, GPU columns only with GPU data ----

MODELS = ROOT / "tests" / "data" / "h200_models"
CPU_SESSION = ROOT / "tests" / "data" / "cpu_sessions" / "mlp_128"
# viewBox units of a timeline's drawing area (the template's WIDTH - 2 * LEFT)
DRAWN_WIDTH = 1200 - 2 * 8


@pytest.fixture(scope="module")
def gpt2_page(tmp_path_factory):
    """GPT-2 on the H200 with grad on: reduce-overhead's step is 22x default's (it re-records its CUDA graph)."""
    path = tmp_path_factory.mktemp("gpt2") / "gpt2.html"
    report = diff.diff_session(load_session(MODELS / "gpt2"))
    path.write_text(render_html(report), encoding="utf-8")
    return path, report


def section_order(page):  # noqa: F811
    return page.evaluate(
        "Array.from(document.querySelectorAll('body > section')).filter(s => !s.hidden).map(s => s.id)"
    )


def test_page_opens_with_the_verdict_then_the_summary(page, gpt2_page):  # noqa: F811
    path, report = gpt2_page
    assert_clean_load(page, path)
    assert section_order(page)[:2] == ["findings", "summary"]
    verdicts = page.evaluate(
        "Array.from(document.querySelectorAll('#findings p.verdict')).map(p => p.textContent)"
    )
    assert verdicts == [line for comparison in report.comparisons for line in comparison.verdict]
    top = page.evaluate("document.querySelector('#findings p.verdict').getBoundingClientRect().top")
    assert top < page.evaluate("document.getElementById('summary').getBoundingClientRect().top")


def test_each_timeline_fills_its_own_scale(page, gpt2_page):  # noqa: F811
    path, report = gpt2_page
    assert_clean_load(page, path)
    steps = {label: analysis.step(-1) for label, analysis in report.analyses.items()}
    assert steps["reduce-overhead"].dur > 10 * steps["default"].dur  # one noisy mode
    drawn = page.evaluate(
        "Array.from(document.querySelectorAll('.timeline')).map(box => [box.querySelector('svg').dataset.label,"
        " +box.querySelector('p.scale').dataset.span, +box.querySelector('g.bar.cpu rect').getAttribute('width')])"
    )
    for label, span, step_width in drawn:
        ends = [bar_end for bar_end in _bar_ends(report.analyses[label].step(-1))]
        assert span == pytest.approx(max([steps[label].dur] + ends), abs=1e-3)  # from the raw step
        assert step_width == pytest.approx(DRAWN_WIDTH * steps[label].dur / span, rel=1e-6)
        assert step_width > 0.9 * DRAWN_WIDTH  # not a sliver of the slowest mode's axis
    scales = page.evaluate("Array.from(document.querySelectorAll('p.scale')).map(p => p.textContent)")
    assert scales[1] == f"Time scale of this mode: full width = {drawn[1][1]:,.1f} µs"


def _bar_ends(step):
    starts = [node.ts for node in step.roots]
    ends = [event.ts + (event.dur or 0.0) - step.ts for event in step.gpu_events()]
    return ends + [start - step.ts + node.dur for start, node in zip(starts, step.roots)]


def test_a_cpu_session_shows_no_gpu_columns(page, tmp_path):  # noqa: F811
    report = diff.diff_session(load_session(CPU_SESSION))
    assert all(not row.gpu_busy_us and not row.kernel_launches for row in report.summary)
    path = tmp_path / "cpu.html"
    path.write_text(render_html(report), encoding="utf-8")
    assert_clean_load(page, path)
    headers = page.evaluate("Array.from(document.querySelectorAll('table th')).map(th => th.textContent)")
    assert headers and not [h for h in headers if "GPU" in h or "CUDA" in h or "memcpy" in h]
    cells = page.evaluate("Array.from(document.querySelectorAll('#summary td')).map(td => td.textContent)")
    assert len(cells) == 2 * 8 and cells[:2] == ["eager", "ok"]
    assert page.evaluate("document.querySelectorAll('svg.timeline-svg g.bar.gpu').length") == 0
    svg_text = page.evaluate(
        "Array.from(document.querySelectorAll('svg text')).map(t => t.textContent).join()"
    )
    assert "GPU" not in svg_text


def test_an_h200_session_keeps_its_gpu_columns(gpt2_page):
    _, report = gpt2_page
    data = build_payload(report)
    header = data["summary"]["header"]
    assert {"GPU busy µs/step", "kernels/step", "memcpy B/step"} <= set(header) and data["gpu"] is True
    column = header.index("kernels/step")
    assert [row["cells"][column] for row in data["summary"]["rows"]] == [
        f"{row.kernel_launches:,.0f}" for row in report.summary
    ]


def test_a_missing_trace_is_a_warning_at_the_top_of_the_page(page, tmp_path):  # noqa: F811
    session = tmp_path / "s"
    shutil.copytree(ROOT / "tests" / "data" / "h200_sessions" / "matmul_add_64", session)
    (session / "default" / "trace.json").unlink()
    path = tmp_path / "missing.html"
    path.write_text(render_html(diff.diff_session(load_session(session))), encoding="utf-8")
    assert_clean_load(page, path)
    assert section_order(page)[0] == "warnings"
    items = page.evaluate("Array.from(document.querySelectorAll('#warnings li')).map(li => li.textContent)")
    assert items == ["default: trace default/trace.json is missing, so the mode is left out of comparisons"]


def test_report_screenshots_for_the_docs(page, gpt2_page, tmp_path):  # noqa: F811
    """docs/img/report-*.png: rewritten with UPDATE_SCREENSHOTS=1 (they are what docs/report.md shows)."""
    pages = {"report-gpt2-h200": gpt2_page[0], "report-mlp-cpu": tmp_path / "cpu.html"}
    pages["report-mlp-cpu"].write_text(render_html(diff.diff_session(load_session(CPU_SESSION))), "utf-8")
    page.set_viewport(1400, 900)
    for name, path in pages.items():
        page.open(path)
        assert page.console_errors == [] and page.evaluate("document.body.dataset.ready") == "1"
        shot = page.screenshot(tmp_path / f"{name}.png", height=1100)
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
        shots = [(name, shot)]
        if name == "report-gpt2-h200":  # the timelines, each on its own scale
            top = page.evaluate("document.getElementById('timeline').getBoundingClientRect().top + scrollY")
            shots.append((f"{name}-timelines", page.screenshot(tmp_path / "t.png", height=900, top=top)))
        for shot_name, file in shots:
            if os.environ.get("UPDATE_SCREENSHOTS"):
                shutil.copyfile(file, ROOT / "docs" / "img" / f"{shot_name}.png")
            assert (ROOT / "docs" / "img" / f"{shot_name}.png").is_file()
