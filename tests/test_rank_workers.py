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


def test_the_same_ranks_on_a_real_dask_cluster_give_the_same_report():
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
            used = client.run(lambda: __import__("os").getpid())
    assert len(set(used.values())) == 2  # two worker processes


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


def test_a_diff_of_two_rank_folders_read_by_workers_is_the_one_process_diff():
    """`diff DIR_A DIR_B` reads every rank whole (its comparisons need the analyses): in worker processes
    where the traces pay for it, the same report."""
    from compile_inspect.render.text import render_text

    eager = RANKS.parent / "ddp_eager"
    alone, pooled = (ranks.diff_rank_folders(eager, RANKS, jobs=jobs) for jobs in (1, 2))
    assert pooled.to_dict() == alone.to_dict()
    assert render_text(pooled.report, width=100, full=True) == render_text(alone.report, width=100, full=True)
