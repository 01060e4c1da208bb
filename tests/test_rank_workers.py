"""Many ranks at once (issue 42, compare/rank_workers.py): each rank reduced to its summary in a worker
process, or on a real Dask cluster (`dask.distributed.LocalCluster`, two worker processes: a real
scheduler, not a mock); the report byte-identical to the one-process path in every format; a rank that
cannot be read is named and the others reported."""

import shutil
from pathlib import Path

import pytest
from compile_inspect.cli.main import main

from compile_inspect.compare import ranks
from compile_inspect.compare.rank_workers import summarize_ranks

RANKS = Path(__file__).parent / "data" / "ranks" / "ddp_compiled"
FORMATS = ("text", "md", "json")


def explain(capsys, *argv) -> tuple[str, str]:
    main(["explain", str(RANKS), *argv])
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_a_pool_of_workers_gives_the_one_process_report_byte_for_byte(capsys):
    for fmt in FORMATS:
        alone, _ = explain(capsys, "--jobs", "1", "--format", fmt)
        pooled, said = explain(capsys, "--jobs", "2", "--format", fmt)
        assert pooled == alone and alone and said == ""  # progress only on a terminal
    lines: list[str] = []
    summaries = summarize_ranks(ranks.check_rank_folder(RANKS), jobs=2, progress=lines.append)
    assert [s.trace.rank for s in summaries] == [0, 1] and lines[-1] == "ranks done 2 of 2"


def test_a_rank_that_cannot_be_read_is_named_and_the_others_reported(tmp_path):
    folder = tmp_path / "ranks"
    shutil.copytree(RANKS, folder)
    (folder / "rank1.json.gz").write_bytes(b"\x1f\x8b not gzip")
    report = ranks.explain_rank_folder(folder, jobs=2)
    assert [r.rank for r in report.ranks] == [0]
    assert report.warnings[0].startswith("rank 1: rank1.json.gz could not be read: ")


def one_process_diff(folder_a: Path, folder_b: Path) -> "ranks.RankDiff":
    """The rank diff as one process builds it over every rank's sides at once (every trace held)."""
    from compile_inspect.compare.diff import build_report
    from compile_inspect.compare.loading import traces_session

    a, b = ranks.load_rank_folder(folder_a, "a:"), ranks.load_rank_folder(folder_b, "b:")
    pairs = [(run.mode, other.mode) for run, other in zip(a.runs, b.runs)]
    sides = [side for pair in pairs for side in pair]
    report = build_report(f"{folder_a}  vs  {folder_b}", traces_session(sides).session, sides, pairs)
    return ranks.RankDiff(report, (a.report(), b.report()))


def same_diff(found: "ranks.RankDiff", expected: "ranks.RankDiff") -> bool:
    from compile_inspect.render.html import render_html
    from compile_inspect.render.markdown import render_markdown
    from compile_inspect.render.text import render_text

    return (
        found.to_dict() == expected.to_dict()
        and render_html(found.report) == render_html(expected.report)  # the timelines, made in the workers
        and render_text(found.report, width=100, full=True)
        == render_text(expected.report, width=100, full=True)
        and render_markdown(found.report) == render_markdown(expected.report)
    )


EAGER = RANKS.parent / "ddp_eager"


def test_the_same_ranks_on_a_real_dask_cluster_give_the_same_report():
    """`explain DIR` and `diff DIR_A DIR_B` on a LocalCluster of two worker processes: the one-process
    reports."""
    distributed = pytest.importorskip("distributed")
    traces = ranks.check_rank_folder(RANKS)
    alone = ranks.report_of_summaries(summarize_ranks(traces, jobs=1), str(RANKS)).to_dict()
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        with distributed.Client(cluster) as client:
            said = []
            on_dask = summarize_ranks(traces, scheduler=client, progress=said.append)
            assert ranks.report_of_summaries(on_dask, str(RANKS)).to_dict() == alone
            assert said[-1].startswith("ranks done 2 of 2 (on tcp://")
            diffed = ranks.diff_rank_folders(EAGER, RANKS, scheduler=client)
            used = client.run(lambda: __import__("os").getpid())
    assert len(set(used.values())) == 2  # two worker processes
    assert same_diff(diffed, one_process_diff(EAGER, RANKS))


def test_without_dask_the_scheduler_option_says_how_to_install_it(monkeypatch, capsys):
    import builtins

    real_import = builtins.__import__

    def no_dask(name, *args, **kwargs):
        if name.startswith("dask"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(SystemExit) as ended:
        main(["explain", str(RANKS), "--scheduler", "tcp://127.0.0.1:1"])
    assert ended.value.code == 2
    assert capsys.readouterr().err.strip() == (
        "error: --scheduler needs Dask's distributed scheduler: pip install 'compile-inspect[cluster]'"
    )


def test_a_diff_of_two_rank_folders_compared_by_workers_is_the_one_process_diff(capsys):
    """`diff DIR_A DIR_B`: each rank's two traces read and compared in a worker, the comparison and the
    summaries sent back and merged: the report one process makes holding every trace, in every format."""
    expected = one_process_diff(EAGER, RANKS)
    for jobs in (1, 2):
        assert same_diff(ranks.diff_rank_folders(EAGER, RANKS, jobs=jobs), expected)
    outputs = []
    for jobs in ("1", "2"):
        main(["diff", str(EAGER), str(RANKS), "--jobs", jobs, "--format", "md"])
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] and "### a:rank1 -> b:rank1" in outputs[1]


def test_a_rank_of_a_diff_that_cannot_be_read_is_named_and_the_others_compared(tmp_path):
    folder = tmp_path / "ranks"
    shutil.copytree(RANKS, folder)
    (folder / "rank1.json.gz").write_bytes(b"\x1f\x8b not gzip")
    found = ranks.diff_rank_folders(EAGER, folder, jobs=1)
    assert [(c.control, c.test) for c in found.report.comparisons] == [("a:rank0", "b:rank0")]
    assert [r.rank for r in found.ranks[1].ranks] == [0] and [r.rank for r in found.ranks[0].ranks] == [0, 1]
    assert found.ranks[1].warnings[0].startswith("rank 1: rank1.json.gz could not be read: ")


@pytest.mark.parametrize(
    "option, said",
    [
        (["--jobs", "2"], "--jobs goes with a TARGET or two folders of rank traces, not with traces"),
        (
            ["--scheduler", "tcp://127.0.0.1:1"],
            "--scheduler goes with two folders of rank traces (DIR_A DIR_B)",
        ),
    ],
)
def test_jobs_and_scheduler_of_diff_go_with_rank_folders(capsys, option, said):
    with pytest.raises(SystemExit) as ended:
        main(["diff", str(EAGER / "rank0.json.gz"), str(RANKS / "rank0.json.gz"), *option])
    assert ended.value.code == 2 and capsys.readouterr().err.strip() == f"error: {said}"


def test_the_library_diffs_two_rank_folders_as_explain_with_a_control_folder():
    import compile_inspect as ci

    found = ci.explain(RANKS, control=EAGER, jobs=2)
    assert same_diff(found.report, one_process_diff(EAGER, RANKS))
