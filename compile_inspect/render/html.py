"""A diff report as one self-contained HTML page: a JSON payload plus a static template. No torch.

    html = render_html(report)                 # what `compile-inspect diff ... --format html` writes
    data = read_payload(html)                  # the payload back, e.g. in tests
    data["summary"]["rows"][1]["label"]        # 'default'

The page is `templates/report.html`: CSS, one `<script type="application/json" id="ci-data">` block
holding `build_payload(report)` (sorted keys), and a small inline vanilla script that draws the page
from it. Every name from a trace or a session reaches the page as JSON and is set with textContent, so
a kernel named `<script>` shows as text. A kernel or op name is shown shortened (`names.short_name`: a C++
kernel's templates and arguments collapsed, `short` in the payload) with the whole name on hover (a
title) and in `name`. The one exception is generated code, which pygments turns
into escaped HTML here, in Python. A Content-Security-Policy allows no network and only the page's
own script (by its sha256), so nothing else can run even if a name slipped through. See docs/report.md.
"""

from __future__ import annotations

import base64
import hashlib
import html as html_module
import json
import re
from importlib import resources
from typing import Optional

from compile_inspect.code.kernels import kernel_time
from compile_inspect.compare.diff import (
    AlignedRow,
    ChainRow,
    Comparison,
    DiffReport,
    GraphSource,
)
from compile_inspect.compare.stages import HEADING as BISECT_HEADING
from compile_inspect.errors import InspectError
from compile_inspect.findings.finding import Finding
from compile_inspect.kinds import LayerKind
from compile_inspect.names import graph_hash, short_name
from compile_inspect.render import code as code_module
from compile_inspect.render import diffview as view
from compile_inspect.render import sweepview
from compile_inspect.render.chart import glance_chart
from compile_inspect.render.registry import RenderOptions

PAYLOAD_VERSION = 1
# Bars per timeline picture: past this a step is unreadable as a picture and only makes the page heavy.
MAX_TIMELINE_BARS = 2000
_TEMPLATE = "report.html"
_MARKERS = re.compile(r"/\*CI:(TITLE|CSP|CODE_CSS)\*/|__CI_DATA__")
_APP_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)
_DATA_BLOCK = re.compile(r'<script type="application/json" id="ci-data">(.*?)</script>', re.DOTALL)
# Inside <script>, `</script` or `<!--` would end or confuse the block; JSON may spell them as escapes.
_SCRIPT_UNSAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def render_html(report: DiffReport) -> str:
    template = (resources.files("compile_inspect.render") / "templates" / _TEMPLATE).read_text("utf-8")
    values = {
        "TITLE": html_module.escape(f"compile-inspect diff: {report.title}"),
        "CSP": _csp(template),
        "CODE_CSS": code_module.html_stylesheet(),
        "DATA": embed_json(build_payload(report)),
    }
    # One pass: a replacement is never scanned again, so a payload that mentions a marker stays as it is.
    return _MARKERS.sub(lambda match: values[match.group(1) or "DATA"], template)


def diff_html(report: DiffReport, options: RenderOptions) -> str:
    return render_html(report)


def embed_json(data) -> str:
    """JSON with sorted keys, safe inside <script type="application/json"> (no `</script>`, no `<!--`)."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return re.sub("[<>&\u2028\u2029]", lambda match: _SCRIPT_UNSAFE[match.group(0)], text)


def read_payload(page: str) -> dict:
    """The payload of a page `render_html` wrote."""
    match = _DATA_BLOCK.search(page)
    if match is None:
        raise InspectError("not a compile-inspect HTML report (no ci-data block)")
    return json.loads(match.group(1))


def _csp(template: str) -> str:
    """No network at all; only the template's own inline script runs (allowed by its hash)."""
    script = _APP_SCRIPT.search(template)
    assert script is not None  # the template has its script
    digest = base64.b64encode(hashlib.sha256(script.group(1).encode("utf-8")).digest()).decode()
    return f"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-{digest}'"


# ---- the payload ----

# Timeline bar colour per layer kind (GitHub Primer hues); sent to the page in the payload.
LAYER_COLOURS = {
    LayerKind.PROFILER_STEP: "#d0d7de", LayerKind.USER_ANNOTATION: "#afb8c1", LayerKind.CACHE_LOOKUP: "#8250df",
    LayerKind.COMPILED_REGION: "#a475f9", LayerKind.PREGRAPH: "#c297ff", LayerKind.AOT_WRAPPER: "#bf3989",
    LayerKind.GRAPH_CALL: "#e85aad", LayerKind.TRITON_CALL: "#1b7c83", LayerKind.ATEN: "#0969da",
    LayerKind.RUNTIME: "#bc4c00", LayerKind.GRAPH_LAUNCH: "#fb8f44", LayerKind.PYTHON: "#8c959f",
    LayerKind.OTHER: "#8c959f", LayerKind.KERNEL: "#1a7f37", LayerKind.MEMCPY: "#cf222e", LayerKind.MEMSET: "#ff8182",
}  # fmt: skip


def build_payload(report: DiffReport) -> dict:
    code = CodeIndex(report.graphs)
    header, cells = view.summary_table(report)  # no GPU columns without GPU data
    return {
        "version": PAYLOAD_VERSION,
        "title": report.title,
        "environment": view.environment_line(report),
        "control": report.control,
        "warnings": list(report.warnings),
        "bisect": {"heading": BISECT_HEADING, "lines": list(report.bisect)},
        "sweep": sweepview.payload(report),
        "gpu": view.has_gpu_data(report),
        "summary": {
            "where_timed": view.where_timed(report),
            "header": list(header),
            "rows": [_summary_row(row, row_cells) for row, row_cells in zip(report.summary, cells)],
        },
        "evidence": _evidence(report),
        "comparisons": [_comparison(comparison, code) for comparison in report.comparisons],
        "control_findings": _findings(report.control_findings),
        "timelines": [_timeline(timeline, code) for timeline in report.timelines],
        "graphs": code.graphs,
        "glossary": [list(entry) for entry in report.glossary],
        "no_code": [row.label for row in report.summary if row.compiled_without_code],
        "kernels": code.kernels,
        "layer_colours": LAYER_COLOURS,
        "chart": glance_chart(report),  # the first screen's chart; None where there is nothing to draw
    }


def _evidence(report: DiffReport) -> dict:
    header, rows = view.evidence_columns(report)
    return {"header": list(header), "rows": [list(row) for row in rows]}


def _summary_row(row, cells) -> dict:
    return {
        "label": row.label,
        "mode": row.mode,
        "status": row.status,
        "error": row.error,
        "cells": list(cells),
    }


def _findings(findings: tuple[Finding, ...]) -> list[dict]:
    return [{"id": finding.id, "message": finding.message, "remedy": finding.remedy} for finding in findings]


def _comparison(comparison: Comparison, code: "CodeIndex") -> dict:
    layers = view.compile_layers(comparison)
    return {
        "control": comparison.control,
        "test": comparison.test,
        "heading": view.comparison_heading(comparison),
        "control_step": comparison.control_step,
        "test_step": comparison.test_step,
        "counts": comparison.status_counts(),
        "rows": [_aligned_row(row, comparison, code) for row in comparison.rows],
        "layers": {
            "header": list(view.LAYER_HEADER),
            "rows": [list(view.layer_cells(layer)) for layer in layers],
        },
        "findings": _findings(comparison.listed_findings()),  # the text's list: the verdict said once
        "verdict": list(comparison.verdict),
        "configuration": list(comparison.configuration),
    }


def _aligned_row(row: AlignedRow, comparison: Comparison, code: "CodeIndex") -> dict:
    return {
        "status": row.status,
        "mark": view.STATUS_MARK[row.status],
        "control": _chain_cell(row.control, comparison.control, code),
        "test": _chain_cell(row.test, comparison.test, code),
    }


def _chain_cell(row: Optional[ChainRow], label: str, code: "CodeIndex") -> Optional[dict]:
    if row is None:
        return None
    in_code = row.launched_by or row.name  # a replayed library kernel: the extern call of the op it replays
    return {
        "depth": row.depth,
        "kind": row.kind,
        "name": row.name,  # whole: the cell's title
        "short": short_name(row.name) + (f" <- {row.launched_by}" if row.launched_by else ""),  # as shown
        "time": view.node_time(row),
        "gpu": row.kind in LayerKind.GPU,
        "link": code.link(label, in_code),
        "computes": code.computes(label, in_code),  # the kernel's source line (provenance)
    }


# ---- the timeline picture: one step per mode, times from the step's start ----


def _timeline(timeline, code: "CodeIndex") -> dict:
    if timeline.step is None:
        return {
            "label": timeline.label,
            "step": None,
            "dur": 0.0,
            "span": 0.0,
            "cpu": [],
            "gpu": [],
            "dropped": 0,
        }
    label = timeline.label
    cpu = [_bar(bar, code.link(label, bar.name) if bar.depth else None) for bar in timeline.cpu]
    gpu = [_bar(bar, code.link(label, bar.name)) for bar in timeline.gpu]
    kept_cpu = cpu[:MAX_TIMELINE_BARS]
    kept_gpu = gpu[: max(0, MAX_TIMELINE_BARS - len(kept_cpu))]
    return {
        "label": label,
        "step": timeline.step,
        "dur": round(timeline.dur, 3),
        "span": _span(timeline.dur, kept_cpu + kept_gpu),
        "cpu": kept_cpu,
        "gpu": kept_gpu,
        "dropped": len(cpu) + len(gpu) - len(kept_cpu) - len(kept_gpu),
    }


def _span(step_dur: float, bars: list[dict]) -> float:
    """This mode's own time scale, in µs: its step, or its last bar where GPU work ends after the step."""
    return round(max([step_dur] + [bar["start"] + bar["dur"] for bar in bars]), 3)


def _bar(bar, link: Optional[str]) -> dict:
    return {
        "name": bar.name,
        "short": short_name(bar.name),  # the bar's label; the whole name in its tooltip
        "kind": bar.kind,
        "start": round(bar.start, 3),
        "dur": round(bar.dur, 3),
        "depth": bar.depth,
        "link": link,
    }


# ---- generated code: every graph and kernel, highlighted, and what links to them ----


class CodeIndex:
    """Each graph's module and kernels highlighted, with ids; `link(label, name)` finds a trace name's code.

    Graph ids are `g<n>`, kernel ids `k<n>`, in report order. A chain or timeline name links to a kernel
    of the same mode (`find_kernel`: Triton names, `aten::addmm` for `extern_kernels.addmm`, CPU
    `graph_<n>_cpp_...`), and `## Call CompiledFxGraph <hash> ##` to that graph's whole module.
    """

    def __init__(self, graphs: tuple[GraphSource, ...]):
        self.graphs: list[dict] = []
        self.kernels: list[dict] = []
        self._modules: dict = {}  # label -> [(graph id, GeneratedModule)]
        self._graph_ids: dict = {}  # (label, fx hash) -> graph id
        self._kernel_ids: dict = {}  # (graph id, kernel name) -> kernel id
        self._user_files: dict = {}  # the user's files as read for the kernels' source windows, each once
        for graph in graphs:
            self._add_graph(graph)

    def link(self, label: str, name: str) -> Optional[str]:
        fx_hash = graph_hash(name)
        if fx_hash is not None:
            return self._graph_ids.get((label, fx_hash))
        for graph_id, module in self._modules.get(label, ()):
            kernel = module.find(name)
            if kernel is not None:
                return self._kernel_ids[(graph_id, kernel.name)]
        return None

    def computes(self, label: str, name: str) -> Optional[str]:
        """The source line a chain row's kernel computes (`mlp.py:17  x + ...`), or None."""
        for _, module in self._modules.get(label, ()):
            kernel = module.find(name)
            if kernel is not None:
                cell = code_module.source_cell(kernel)
                return None if cell == "-" else cell
        return None

    def _add_graph(self, graph: GraphSource) -> None:
        graph_id = f"g{len(self.graphs)}"
        module = graph.module
        found = module.kernels if module else ()
        self.graphs.append(
            {
                "id": graph_id,
                "label": graph.label,
                "fx_hash": graph.fx_hash,
                "lines": len(graph.source.splitlines()),
                "kernels": len(found),
                "in_trace": graph.in_trace,
                "html": code_module.highlight(graph.source, found, "html"),
            }
        )
        self._graph_ids.setdefault((graph.label, graph.fx_hash), graph_id)
        if module is None:
            return
        self._modules.setdefault(graph.label, []).append((graph_id, module))
        for kernel in module.kernels:  # the kernel's roofline and ncu lines, as loading found them
            facts = graph.kernel_facts.get(kernel.name, ())
            self._add_kernel(graph, graph_id, kernel, kernel_time(graph.gpu_times, kernel), facts)

    def _add_kernel(self, graph: GraphSource, graph_id: str, kernel, time, facts=()) -> None:
        kernel_id = f"k{len(self.kernels)}"
        self._kernel_ids.setdefault((graph_id, kernel.name), kernel_id)
        self.kernels.append(
            {
                "id": kernel_id,
                "graph": graph_id,
                "label": graph.label,
                "fx_hash": graph.fx_hash,
                "name": kernel.name,
                "short": short_name(kernel.name),
                "kind": kernel.kind,
                "language": kernel.language,
                "lines": f"{kernel.first_line}-{kernel.last_line}",
                "gpu_us": round(time[0], 3) if time else None,
                "calls": time[1] if time else None,
                "facts": list(facts),
                "html": code_module.highlight_kernel(graph.source, kernel, "html"),
                "computes": code_module.source_cell(kernel),  # provenance: what the kernel computes
                # the user's lines, highlighted
                "source_html": code_module.user_source_html(kernel, files=self._user_files),
            }
        )
