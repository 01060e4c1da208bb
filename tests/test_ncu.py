"""`compile-inspect ncu`: the command line it builds, the CSV parser, what it stores, its one-line errors.

The parser is checked on the documented `ncu --csv --page details` format (rows written here, with
the shapes real output has: `==PROF==` lines before the header, thousands separators, rule rows with
empty metric columns, a launch repeated). The flow tests put a stand-in `ncu` on PATH that prints a
CSV and records its arguments: they test what compile-inspect does with ncu's output, not ncu.
"""

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from compile_inspect.code import ncu

REPO = Path(__file__).parents[1]
SESSIONS = REPO / "tests/data/h200_sessions"
HEADER = (
    '"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size",'
    '"Device","CC","Section Name","Metric Name","Metric Unit","Metric Value","Rule Name","Rule Type",'
    '"Rule Description","Estimated Speedup Type","Estimated Speedup"'
)


def _row(launch, kernel, section, metric="", unit="", value="", rule=("", "", "", "", "")):
    cells = [str(launch), "4242", "python3", "127.0.0.1", kernel, "1", "7", "(128, 1, 1)", "(131072, 1, 1)"]
    cells += ["0", "9.0", section, metric, unit, value, *rule]
    return ",".join(f'"{cell}"' for cell in cells)


SOL = "GPU Speed Of Light Throughput"
CSV = "\n".join(
    [
        "==PROF== Connected to process 4242 (/usr/bin/python3.12)",
        "==PROF== Profiling \"triton_poi_fused_pow_0\" - 0: 0%....50%....100% - 8 passes",
        HEADER,
        _row(0, "triton_poi_fused_pow_0", SOL, "DRAM Frequency", "hz", "3,199,999,999.99"),
        _row(0, "triton_poi_fused_pow_0", SOL, "Duration", "usecond", "40.00"),
        _row(0, "triton_poi_fused_pow_0", SOL, "Memory Throughput", "%", "90.10"),
        _row(0, "triton_poi_fused_pow_0", SOL, "DRAM Throughput", "%", "90.10"),
        _row(0, "triton_poi_fused_pow_0", SOL, "Compute (SM) Throughput", "%", "12.00"),
        _row(0, "triton_poi_fused_pow_0", "SpeedOfLight", rule=("SOLBottleneck", "OPT", "Memory is more heavily utilized than Compute.", "", "")),
        _row(0, "triton_poi_fused_pow_0", "SpeedOfLight_RooflineChart", rule=("SOLFPRoofline", "INF", "The ratio of peak float to double ...", "", "")),
        _row(1, "triton_poi_fused_pow_0", SOL, "Duration", "nsecond", "44,000"),
        _row(1, "triton_poi_fused_pow_0", SOL, "Memory Throughput", "%", "88.10"),
        _row(1, "triton_poi_fused_pow_0", SOL, "Compute (SM) Throughput", "%", "14.00"),
        _row(1, "triton_poi_fused_pow_0", "SpeedOfLight", rule=("SOLBottleneck", "OPT", "Memory is more heavily utilized than Compute.", "", "")),
        _row(2, "void cutlass_gemm<float>(Params)", SOL, "Duration", "msecond", "0.25"),
        _row(2, "void cutlass_gemm<float>(Params)", SOL, "Compute (SM) Throughput", "%", "n/a"),
        _row(2, "void cutlass_gemm<float>(Params)", "Occupancy", rule=("AchievedOccupancy", "WRN", "Occupancy is limited by registers.", "global", "21.5")),
    ]
)  # fmt: skip


def test_parser_merges_launches_by_name_with_medians_and_units():
    report = ncu.parse_csv(CSV, "default")
    pow_kernel = report.kernel("triton_poi_fused_pow_0")
    assert pow_kernel.launches == 2
    assert pow_kernel.duration_us == pytest.approx((40.0 + 44.0) / 2)  # usecond and 44,000 nsecond
    assert pow_kernel.memory_pct == pytest.approx((90.1 + 88.1) / 2)
    assert pow_kernel.sm_pct == pytest.approx(13.0)
    assert pow_kernel.dram_pct == pytest.approx(90.1)  # only launch 0 has it
    assert pow_kernel.sections[SOL]["DRAM Frequency"] == ["3,199,999,999.99", "hz"]
    assert [(r.type, r.name) for r in pow_kernel.rules] == [
        ("OPT", "SOLBottleneck"),
        ("INF", "SOLFPRoofline"),
    ]
    assert [r.type for r in pow_kernel.findings()] == ["OPT"]


def test_parser_keeps_na_as_missing_and_reads_speedup_and_ms():
    gemm = ncu.parse_csv(CSV).kernel("cutlass_gemm")  # a trace's base name finds the demangled one
    assert gemm.name == "void cutlass_gemm<float>(Params)"
    assert gemm.sm_pct is None and gemm.duration_us == pytest.approx(250.0)
    assert gemm.rules[0].speedup_pct == pytest.approx(21.5) and gemm.rules[0].type == "WRN"


def test_parser_without_rule_columns_and_without_header():
    """Nsight Compute before 2023 writes no rule columns."""
    old_header = HEADER.rsplit(',"Rule Name"', 1)[0]
    rows = [row.rsplit(',"', 5)[0] for row in CSV.splitlines()[3:]]
    report = ncu.parse_csv("\n".join([old_header, *rows]))
    assert report.kernel("triton_poi_fused_pow_0").memory_pct == pytest.approx(89.1)
    assert report.kernel("triton_poi_fused_pow_0").rules == ()
    assert ncu.parse_csv("==PROF== Disconnected\n").kernels == ()


def test_report_round_trips_through_json():
    report = ncu.parse_csv(CSV, "default")
    again = ncu.NcuReport.from_dict(json.loads(report.to_json()))
    assert again == report


def test_sets_and_sections_become_ncu_arguments():
    assert ncu.section_arguments(()) == ["--set", "basic"]
    assert ncu.section_arguments(("full",)) == ["--set", "full"]
    assert ncu.section_arguments(("SpeedOfLight", "Occupancy")) == [
        "--section",
        "SpeedOfLight",
        "--section",
        "Occupancy",
    ]
    with pytest.raises(ncu.UsageError):
        ncu.section_arguments(("basic", "Occupancy"))


# ---- the command, against a stand-in ncu ----


def _fake_ncu(folder, stdout_text, stderr_text="", code=0):
    """An `ncu` that records its argv to argv.json, prints `stdout_text` / `stderr_text`, exits `code`."""
    (folder / "out.txt").write_text(stdout_text)
    (folder / "err.txt").write_text(stderr_text)
    script = folder / "ncu"
    script.write_text(
        f"#!{sys.executable}\nimport json, sys\n"
        f"if sys.argv[1:] == ['--version']: print('Version 2025.3.1.0 (build 36398880)'); sys.exit(0)\n"
        f"json.dump(sys.argv[1:], open({str(folder / 'argv.json')!r}, 'w'))\n"
        f"sys.stdout.write(open({str(folder / 'out.txt')!r}).read())\n"
        f"sys.stderr.write(open({str(folder / 'err.txt')!r}).read())\nsys.exit({code})\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return folder


def _session_copy(tmp_path, name="square_4096", device=None):
    root = tmp_path / name
    shutil.copytree(SESSIONS / name, root)
    if device:
        data = json.loads((root / "session.json").read_text())
        data["environment"]["device"] = device
        (root / "session.json").write_text(json.dumps(data))
    return root


def _cli(args, path_dirs, cwd=REPO):
    env = dict(os.environ, PATH=os.pathsep.join([*map(str, path_dirs), os.environ["PATH"]]))
    return subprocess.run([sys.executable, "-m", "compile_inspect", *args], capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=120)  # fmt: skip


def test_ncu_command_saves_the_csv_then_the_parsed_json(tmp_path):
    fake = _fake_ncu(tmp_path, CSV)
    root = _session_copy(tmp_path)
    done = _cli(["ncu", str(root), "--kernel", "triton_", "--set", "SpeedOfLight"], [fake])
    assert done.returncode == 0, done.stderr
    argv = json.loads((fake / "argv.json").read_text())
    assert argv[:4] == ["--csv", "--page", "details", "--profile-from-start"]
    assert argv[argv.index("--kernel-name") + 1] == "regex:triton_"
    assert argv[argv.index("--section") + 1] == "SpeedOfLight"
    target = argv[argv.index("compile_inspect.capture.ncu_target") + 1 :]
    assert target == ["samples/square.py:fn", '{"size": "4096"}', str(ncu.PROFILED_CALLS), '{"mode": null}']
    assert (root / "ncu/default.csv").read_text() == CSV
    stored = ncu.load_report(root, "default")
    assert stored.kernel("triton_poi_fused_pow_0").memory_pct == pytest.approx(89.1)
    assert stored.ncu_version.startswith("Version 2025.3") and stored.csv_file == "ncu/default.csv"
    assert "OPT Memory is more heavily utilized than Compute." in done.stdout


@pytest.mark.parametrize(
    "stdout_text, stderr_text, code, message",
    [
        ("==PROF== Connected to process 1\n", "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission "
         "to access NVIDIA GPU Performance Counters on the target device 0.\n", 1, "ERR_NVGPUCTRPERM"),
        ("==PROF== Connected to process 1\n==WARNING== No kernels were profiled.\n", "", 0, "profiled no kernels matching 'nothing_'"),
        ("", "==ERROR== The application returned an error code (1).\n", 1, "ncu failed (exit 1): ==ERROR== The application"),
    ],
)  # fmt: skip
def test_ncu_failures_are_one_line_errors(tmp_path, stdout_text, stderr_text, code, message):
    fake = _fake_ncu(tmp_path, stdout_text, stderr_text, code)
    root = _session_copy(tmp_path)
    done = _cli(["ncu", str(root), "--kernel", "nothing_"], [fake])
    assert done.returncode == 2 and message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert (root / "ncu/default.csv").read_text() == stdout_text  # the raw output is kept, even then
    assert not (root / "ncu/default.json").exists()


def test_ncu_missing_and_cpu_session_are_one_line_errors(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILE_INSPECT_NCU", "ncu-not-installed")  # the name looked up on PATH
    done = _cli(["ncu", str(_session_copy(tmp_path))], [])
    assert done.returncode == 2 and done.stderr.strip() == (
        "error: ncu (Nsight Compute) is not on PATH; install Nsight Compute or put its folder on PATH"
    )
    monkeypatch.delenv("COMPILE_INSPECT_NCU")
    cpu = _session_copy(tmp_path, "matmul_add_64", device="cpu")
    done = _cli(["ncu", str(cpu)], [_fake_ncu(tmp_path, CSV)])
    assert done.returncode == 2 and "ncu profiles CUDA sessions only" in done.stderr
    done = _cli(["ncu", str(cpu), "--mode", "max-autotune"], [tmp_path])
    assert done.returncode == 2 and "no mode 'max-autotune'" in done.stderr


def test_show_and_html_put_ncu_and_roofline_next_to_the_kernel(tmp_path):
    from compile_inspect.code import roofline
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.compare.loading import load
    from compile_inspect.render import code
    from compile_inspect.render.html import build_payload

    root = _session_copy(tmp_path)
    csv_file, json_file = ncu.report_paths(root, "default")
    csv_file.parent.mkdir()
    json_file.write_text(ncu.parse_csv(CSV, "default").to_json())
    loaded = load(root)
    (graph,) = loaded.mode("default").graphs
    (row,) = roofline.kernel_rooflines(loaded.mode("default").analysis)
    expected = [
        f"roofline: {row.short()}; 134.2 MB a call (from sizes)",
        "ncu: SM 13% · memory 89% · 42.0 µs (ncu)",
        "ncu OPT: Memory is more heavily utilized than Compute.",
    ]
    listing = code.render_listing([("default", [graph], None)]).splitlines()
    at = listing.index("  triton_poi_fused_pow_0:")
    assert listing[at + 1 : at + 4] == ["    " + line for line in expected]
    kernel = next(k for k in build_payload(diff_session(loaded))["kernels"] if k["label"] == "default")
    assert kernel["facts"] == expected
    other = next(k for k in build_payload(diff_session(loaded))["kernels"] if k["label"] == "max-autotune")
    assert [line.split(":")[0] for line in other["facts"]] == ["roofline"]  # ncu ran for default only


def test_diff_text_lists_kernels_with_roofline_and_ncu_once_ncu_has_run(tmp_path):
    from compile_inspect.code import roofline
    from compile_inspect.compare.diff import diff_session
    from compile_inspect.compare.loading import load
    from compile_inspect.render.text import render_text

    root = _session_copy(tmp_path)
    assert "Kernels: roofline and Nsight Compute" not in render_text(diff_session(load(root)), full=True)
    json_file = ncu.report_paths(root, "default")[1]
    json_file.parent.mkdir()
    json_file.write_text(ncu.parse_csv(CSV, "default").to_json())
    lines = render_text(diff_session(load(root)), width=200, full=True).splitlines()
    at = lines.index("Kernels: roofline and Nsight Compute")
    assert lines[at + 1] == "  default: triton_poi_fused_pow_0"
    (row,) = roofline.kernel_rooflines(load(root).mode("default").analysis)  # its figures: test_roofline
    assert lines[at + 2] == f"    roofline: {row.short()}; 134.2 MB a call (from sizes)"
    assert lines[at + 3 : at + 5] == [
        "    ncu: SM 13% · memory 89% · 42.0 µs (ncu)",
        "    ncu OPT: Memory is more heavily utilized than Compute.",
    ]


# ---- recorded on an H200 (tests/data/ncu, scripts/device/ncu.sh) ----

RECORDED = REPO / "tests/data/ncu"


def _csv_column(csv_text, kernel, metric):
    """A metric's values, per launch, read with the csv module alone (the hand reading)."""
    import csv as csv_module
    import io

    lines = csv_text.splitlines()
    header = next(n for n, line in enumerate(lines) if line.startswith('"ID"'))
    rows = csv_module.DictReader(io.StringIO("\n".join(lines[header:])))
    return [
        row["Metric Value"] for row in rows if row["Kernel Name"] == kernel and row["Metric Name"] == metric
    ]


@pytest.mark.parametrize(
    "session, kernel",
    [
        ("square_4096", "triton_poi_fused_pow_0"),
        ("matmul_add_4096", "nvjet_sm90_tst_256x128_64x4_1x2_h_badd_coopA_NNT"),
    ],
)
def test_recorded_h200_csv_parses_to_what_the_device_stored(session, kernel):
    text = (RECORDED / session / "ncu/default.csv").read_text()
    report = ncu.parse_csv(text, "default")
    found = report.kernel(kernel)
    durations_ns = [float(v.replace(",", "")) for v in _csv_column(text, kernel, "Duration")]
    memory = [float(v) for v in _csv_column(text, kernel, "Memory Throughput")]
    sm = [float(v) for v in _csv_column(text, kernel, "Compute (SM) Throughput")]
    assert found.launches == len(durations_ns) == ncu.PROFILED_CALLS
    assert found.duration_us == pytest.approx(sum(durations_ns) / 2 / 1000)  # median of two, ns -> µs
    assert found.memory_pct == pytest.approx(sum(memory) / 2) and found.sm_pct == pytest.approx(sum(sm) / 2)
    assert {rule.type for rule in found.rules} <= set(ncu.RULE_TYPES) and found.findings()
    stored = ncu.load_report(RECORDED / session, "default")
    assert stored.kernels == report.kernels  # parsed here == parsed on the device
    assert stored.ncu_version.startswith("Version 2025.3.1.0")


def test_recorded_fused_square_kernel_is_memory_bound_by_ncu_and_by_the_roofline():
    from compile_inspect.code import roofline
    from compile_inspect.compare.loading import load

    fused = ncu.load_report(RECORDED / "square_4096", "default").kernel("triton_poi_fused_pow_0")
    assert fused.memory_pct > 5 * fused.sm_pct  # ncu: memory far more utilised than compute
    assert [rule.name for rule in fused.findings()][0] == "SOLBottleneck"
    assert fused.findings()[0].text.startswith("Memory is more heavily utilized than Compute")
    (row,) = roofline.kernel_rooflines(load(RECORDED / "square_4096").mode("default").analysis)
    assert row.work.source == "inductor" and row.work.bytes == 2 * 4096 * 4096 * 4 and row.bound == "memory"
