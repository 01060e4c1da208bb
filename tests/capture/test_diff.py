"""diff: aligned chains, summary, findings, renderers and the CLI, on sessions recorded on an H200
with `compile-inspect run` (tests/data/h200_sessions, scripts/record_h200.sh) and on a real CPU session."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.compare import diff
from compile_inspect.compare.diff import ChainRow, align, replaces, timing_status
from compile_inspect.names import short_name
from compile_inspect.render import diffview as view
from compile_inspect.render.markdown import render_markdown
from compile_inspect.render.text import render_text
from compile_inspect.session.model import load_session

DATA = Path(__file__).parents[1] / "data"
SESSIONS = DATA / "h200_sessions"
GOLDEN = DATA / "golden"
ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="module")
def mm4096():
    return diff.diff_session(load_session(SESSIONS / "matmul_add_4096"))


def comparison(report, test):
    return next(c for c in report.comparisons if c.test == test)


def rows(kind, *names, depth=0, parent=None):
    return [ChainRow(depth, kind, n, n, 10.0, 10.0, 0.0, parent_kind=parent) for n in names]


# ---- alignment on hand-made rows ----


def test_equal_labels_share_a_row_and_extra_rows_are_added():
    control = rows("aten op", "aten::a", "aten::b", parent="user annotation")
    test = rows("aten op", "aten::a", "aten::x", "aten::b", parent="user annotation")
    aligned = align(control, test)
    assert [(r.status, r.control and r.control.name, r.test and r.test.name) for r in aligned] == [
        ("unchanged", "aten::a", "aten::a"),
        ("added", None, "aten::x"),
        ("unchanged", "aten::b", "aten::b"),
    ]


def test_an_op_inside_another_op_is_never_paired_as_changed():
    inner = rows("aten op", "aten::mm", parent="aten op")[0]
    other = rows("aten op", "aten::squeeze", parent="aten op")[0]
    top = rows("aten op", "aten::addmm", parent="compiled graph call")[0]
    matmul = rows("aten op", "aten::matmul", parent="user annotation")[0]
    assert not replaces(inner, other)
    assert replaces(matmul, top)
    assert replaces(rows("kernel", "gemm_a", parent="runtime call")[0], rows("kernel", "gemm_b")[0])


def test_timing_status_needs_both_thresholds():
    base = ChainRow(0, "aten op", "a", "a", 100.0, 0, 0)
    assert timing_status(base, ChainRow(0, "aten op", "a", "a", 124.0, 0, 0)) == "unchanged"
    assert timing_status(base, ChainRow(0, "aten op", "a", "a", 126.0, 0, 0)) == "increased"
    assert timing_status(base, ChainRow(0, "aten op", "a", "a", 70.0, 0, 0)) == "decreased"
    small = ChainRow(0, "aten op", "a", "a", 1.0, 0, 0)
    assert timing_status(small, ChainRow(0, "aten op", "a", "a", 2.9, 0, 0)) == "unchanged"  # under 2 µs


# ---- the H200 session ----


def test_summary_has_every_mode_with_its_session_median_and_ratio(mm4096):
    session = load_session(SESSIONS / "matmul_add_4096")
    assert [row.label for row in mm4096.summary] == list(session.mode_names)
    eager = session.mode("eager").timing.median_ms
    for row in mm4096.summary:
        assert row.median_ms == session.mode(row.mode).timing.median_ms
        assert row.ratio_to_control == pytest.approx(row.median_ms / eager)
    default = next(row for row in mm4096.summary if row.mode == "default")
    assert default.memcpy_bytes == 33554432 and default.kernel_launches == 1


def test_eager_matmul_add_against_compiled_addmm_chain(mm4096):
    rows_ = comparison(mm4096, "default").rows
    added = [r.test.name for r in rows_ if r.status == "added"]
    assert added[:4] == [
        "TorchDynamo Cache Lookup",
        "Torch-Compiled Region: 0/0",
        "Pregraph bytecode",
        "AOTDispatcher Runtime Wrapper Prologue",
    ]
    assert added[4].startswith("## Call CompiledFxGraph ")
    changed = {(r.control.name, r.test.name) for r in rows_ if r.status == "changed"}
    assert ("aten::matmul", "aten::addmm") in changed
    memcpy = next(r.test for r in rows_ if r.test and r.test.kind == "memcpy")
    assert memcpy.bytes == 33554432 and memcpy.name.startswith("Memcpy DtoD")
    deleted = [r.control.name for r in rows_ if r.status == "deleted"]
    assert "aten::add" in deleted and "aten::mm" in deleted
    gemm = next(r for r in rows_ if r.status == "changed" and r.test.kind == "kernel")
    assert "_badd_" in gemm.test.name and "_badd_" not in gemm.control.name


def test_compile_layers_carry_their_per_call_cpu_cost(mm4096):
    layers = {layer.kind: layer for layer in comparison(mm4096, "default").layers}
    for kind in (
        "dynamo cache lookup",
        "compiled region",
        "pregraph bytecode",
        "aot wrapper",
        "compiled graph call",
    ):
        assert layers[kind].control_us is None and layers[kind].test_us > 0


def test_findings_per_mode(mm4096):
    ids = {c.test: {f.id for f in c.findings} for c in mm4096.comparisons}
    assert {"ops-fused", "bias-copy-epilogue", "compile-layers-overhead", "slower-than-eager"} <= ids[
        "default"
    ]
    assert "cudagraph-input-copies" in ids["reduce-overhead"]
    # On this H200 run autotuning kept cuBLAS: the Triton template choices failed for lack of shared memory.
    assert "autotune-choice-failed" in ids["max-autotune"]


def test_a_session_against_itself_is_all_unchanged():
    session = load_session(SESSIONS / "square_4096")
    report = diff.diff_sessions(session, session)
    assert [c.test for c in report.comparisons] == [f"b:{m}" for m in session.mode_names]
    for c in report.comparisons:
        assert set(c.status_counts()) == {"unchanged"}
    assert all(row.ratio_to_control == pytest.approx(1.0) for row in report.summary)


def test_json_is_stable_and_machine_readable(mm4096):
    data = json.loads(mm4096.to_json())
    assert data["diff_schema_version"] == diff.DIFF_SCHEMA_VERSION
    assert data["control"] == "eager"
    default = next(c for c in data["comparisons"] if c["test"] == "default")
    assert default["status_counts"]["added"] == sum(1 for r in default["rows"] if r["status"] == "added")
    assert "source" not in data["graphs"][0] and data["graphs"][0]["lines"] > 10
    assert mm4096.to_json() == mm4096.to_json()


# ---- golden text and Markdown, times and hashes normalised ----


def normalise(text):
    text = re.sub(r"\b[a-z0-9]{52}\b", "<hash>", text)
    text = re.sub(r"\d[\d,]*\.\d+(e[-+]\d+)?", "<n>", text)
    return text


@pytest.mark.parametrize("fmt", ["txt", "md"])
@pytest.mark.parametrize("case", ["matmul_add_4096", "square_4096", "matmul_add_64"])
def test_golden(case, fmt):
    report = diff.diff_session(load_session(SESSIONS / case))
    text = normalise(render_text(report, full=True) if fmt == "txt" else render_markdown(report, full=True))
    golden = GOLDEN / f"diff_{case}.{fmt}"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(text)
    assert text.splitlines() == golden.read_text().splitlines()


def test_markdown_escapes_names_outside_code_spans(mm4096):
    md = render_markdown(mm4096, full=True)
    assert "Torch-Compiled Region: &lt;i&gt;/&lt;j&gt;" in md
    assert "<i>" not in md


def test_text_colour_only_when_asked(mm4096):
    assert "\x1b[" not in render_text(mm4096, full=True)
    assert "\x1b[32madded" in render_text(mm4096, color=True, full=True)


# ---- the CLI ----


def cli(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "compile_inspect", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=120,
    )


def test_cli_saved_session_text_is_plain_when_piped():
    result = cli("diff", str(SESSIONS / "matmul_add_64"))
    assert result.returncode == 0, result.stderr
    assert "\x1b[" not in result.stdout and "eager -> default" in result.stdout
    assert "overhead-bound" in result.stdout
    forced = cli("diff", str(SESSIONS / "matmul_add_64"), "--color")
    assert "\x1b[" in forced.stdout


def test_cli_writes_json_to_a_file(tmp_path):
    out = tmp_path / "d.json"
    result = cli("diff", str(SESSIONS / "square_4096"), "--format", "json", "-o", str(out))
    assert result.returncode == 0 and f"report written to {out}" in result.stderr
    data = json.loads(out.read_text())
    assert [row["label"] for row in data["summary"]][0] == "eager"


def test_cli_failed_mode_exits_3_and_still_reports_the_others(tmp_path):
    session = tmp_path / "s"
    shutil.copytree(SESSIONS / "matmul_add_64", session)
    data = json.loads((session / "session.json").read_text())
    failed = next(m for m in data["modes"] if m["mode"] == "reduce-overhead")
    failed.update(status="failed", error="compile error: boom", timing=None, trace_file=None, graphs=[])
    (session / "session.json").write_text(json.dumps(data))
    result = cli("diff", str(session))
    assert result.returncode == 3
    assert "FAILED: compile error: boom" in result.stdout and "eager -> default" in result.stdout
    assert (
        result.stderr.strip().splitlines()[-1]
        == "error: 1 mode(s) failed: reduce-overhead: compile error: boom"
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (("diff", "/nonexistent/x.py"), "error: no such file"),
        (("diff", str(DATA)), "is a folder but not a session"),
        (("diff", "a", "b", "c"), "diff takes one target or session, or two sessions"),
    ],
)
def test_cli_bad_input_is_one_line(args, message):
    result = cli(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_cli_help_explains_with_examples():
    result = cli("diff", "--help")
    assert result.returncode == 0
    for text in ("--format", "--perfetto", "--modes", "compile-inspect diff runs/a runs/b", "Exit status"):
        assert text in result.stdout


@pytest.mark.slow
def test_cli_runs_a_target_and_saves_its_session_on_cpu(tmp_path):
    result = cli(
        "diff",
        str(ROOT / "samples" / "square.py"),
        "--arg",
        "size=64",
        "--iters",
        "5",
        "--rounds",
        "3",
        "--block-ms",
        "5",
        "--warmup",
        "2",
        "--save",
        str(tmp_path / "sq"),
        "--format",
        "md",
        "--full",
    )
    assert result.returncode == 0, result.stderr
    assert "### eager -> default" in result.stdout and "**compile-layers-overhead**" in result.stdout
    # A CPU trace has no event per C++ kernel: the generated code names the one that replaced both squares,
    # and its compute inside the graph call is not counted as compile overhead.
    assert "**ops-fused**: aten::square x2 -&gt; cpp_fused_pow_0; kernel fusion" in result.stdout
    assert "is not counted as overhead" in result.stdout
    assert load_session(tmp_path / "sq").mode("default").ok
    again = cli("diff", str(tmp_path / "sq"), "--format", "md", "--full")
    assert normalise(again.stdout) == normalise(result.stdout)


# ---- the text report: verdict first, only rows that differ, fitted to the width ----

GPT2 = DATA / "h200_models" / "gpt2"


@pytest.fixture(scope="module")
def gpt2():
    return diff.diff_session(load_session(GPT2))


@pytest.mark.parametrize("width", [60, 100, 137])
def test_text_fits_the_width_on_the_h200_gpt2_session(gpt2, width):
    lines = render_text(gpt2, width=width, full=True).splitlines()
    assert max(len(line) for line in lines) <= width
    assert max(len(line) for line in lines) > width - 10  # the room is used, not left empty


def test_text_opens_with_the_verdict_and_findings(gpt2):
    lines = render_text(gpt2, full=True).splitlines()
    first_finding = next(i for i, line in enumerate(lines) if line.startswith("  [training-graph]"))
    summary = lines.index("Summary (steady-state medians; control: eager)")
    chains = next(i for i, line in enumerate(lines) if line.startswith("Dispatch chains: "))
    assert lines[3] == "eager -> default" and lines[4].startswith("  default is 2.30x faster than eager")
    assert first_finding < summary < chains


def chain_block(lines, comparison):
    start = next(
        i
        for i, line in enumerate(lines)
        if line.startswith(f"Dispatch chains: {comparison.control} -> {comparison.test} ")
    )
    header = next(i for i in range(start, len(lines)) if lines[i].strip().startswith(comparison.control))
    end = next(
        i for i in range(header, len(lines)) if not lines[i].startswith("  ") or lines[i].startswith("  …")
    )
    return lines[header + 1 : end], lines[end]


def test_text_hides_unchanged_rows_and_counts_them(gpt2):
    lines = render_text(gpt2, full=True).splitlines()
    for comparison in gpt2.comparisons:
        unchanged = sum(
            1 for row in comparison.rows if row.control and row.test and row.status == "unchanged"
        )
        rows, after = chain_block(lines, comparison)
        assert after == f"  … {unchanged} unchanged rows hidden, --all-rows shows them"
        assert len(rows) == len(comparison.rows) - unchanged
        assert [line.split()[0] for line in rows] == [
            r.status for r in comparison.rows if r.status != "unchanged"
        ]
    every = render_text(gpt2, all_rows=True).splitlines()
    rows, after = chain_block(every, gpt2.comparisons[0])
    assert len(rows) == len(gpt2.comparisons[0].rows) and "hidden" not in after


def shown_as(segment, name):
    """How `name` shows in a chain line's side: "full", "cut" (its head … its tail), or None. A C++
    kernel's name shows shortened (`names.short_name`: templates and arguments collapsed) before any cut."""
    name = short_name(name)
    if name in segment:
        return "full"
    before, mark, after = segment.partition("…")
    head = max(k for k in range(len(name)) if before.endswith(name[:k]))
    tail = max(j for j in range(len(name) - head) if after.startswith(name[len(name) - j :]))
    return "cut" if mark and head >= 5 and tail >= 1 and head >= tail else None


def test_text_names_keep_their_head_and_tail(gpt2):
    long_name = "aten::_scaled_dot_product_efficient_attention"
    assert view.middle_cut(long_name, 31) == "aten::_scaled_dot_pr…_attention"
    lines, ways = render_text(gpt2, width=100, full=True).splitlines(), []
    for comparison in gpt2.comparisons:
        rows, _ = chain_block(lines, comparison)
        shown = [row for row in comparison.rows if row.status != "unchanged"]
        for line, row in zip(rows, shown, strict=True):
            left, right = re.split(r" \|(?: |$)", line, maxsplit=1)
            ways += [
                shown_as(side, node.name) for side, node in ((left, row.control), (right, row.test)) if node
            ]
    assert None not in ways and ways.count("cut") > 20 and ways.count("full") > 100


def test_cli_width_and_all_rows():
    narrow = cli("diff", str(GPT2), "--width", "80")
    assert narrow.returncode == 0, narrow.stderr
    assert max(len(line) for line in narrow.stdout.splitlines()) <= 80
    short = cli("diff", str(GPT2))  # not a terminal: 100 columns, the short report
    assert len(short.stdout.splitlines()) <= 60 and "unchanged rows hidden" not in short.stdout
    piped = cli("diff", str(GPT2), "--full")
    assert max(len(line) for line in piped.stdout.splitlines()) == 100
    every = cli("diff", str(GPT2), "--all-rows")
    assert "unchanged rows hidden" in piped.stdout and "unchanged rows hidden" not in every.stdout
    assert len(every.stdout.splitlines()) - len(piped.stdout.splitlines()) == sum(
        c.status_counts().get("unchanged", 0) - 1 for c in diff.diff_session(load_session(GPT2)).comparisons
    )


def test_text_width_follows_the_terminal_and_is_100_elsewhere(monkeypatch):
    from compile_inspect.render.text import output_width

    monkeypatch.setenv("COLUMNS", "77")  # what shutil.get_terminal_size reads first
    assert output_width(True) == 77 and output_width(False) == 100
    monkeypatch.setenv("COLUMNS", "30")
    assert output_width(True) == 60  # narrower terminals get the narrowest layout that still has names
