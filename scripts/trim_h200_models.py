"""Copy the sessions that scripts/record_h200_models.sh wrote into tests/data/h200_models/, trimmed.

    python scripts/trim_h200_models.py OUT_DIR/sessions tests/data/h200_models

Drops each mode's inductor_cache/ (compiled binaries), gzips trace.json -> trace.json.gz (and points
session.json's trace_file at it) and torch_trace/*.log -> *.log.gz; copies <name>.diff.txt and
<name>.run.log in as diff.txt and run.log. session.json is rewritten as compile_inspect.session.model writes it.
"""

import gzip
import json
import shutil
import sys
from pathlib import Path

NAMES = ("gpt2", "gpt2_no_grad", "resnet18", "resnet18_no_grad")


def gzip_away(path: Path) -> None:
    with open(path, "rb") as src, gzip.open(f"{path}.gz", "wb", compresslevel=9) as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()


def main() -> None:
    src, dst = Path(sys.argv[1]), Path(sys.argv[2])
    dst.mkdir(parents=True, exist_ok=True)
    for name in NAMES:
        out = dst / name
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(src / name, out, ignore=shutil.ignore_patterns("inductor_cache"))
        shutil.copy(src / f"{name}.diff.txt", out / "diff.txt")
        shutil.copy(src / f"{name}.run.log", out / "run.log")
        session = json.loads((out / "session.json").read_text())
        for mode in session["modes"]:
            if mode.get("trace_file") and not mode["trace_file"].endswith(".gz"):
                gzip_away(out / mode["trace_file"])
                mode["trace_file"] += ".gz"
            if mode.get("torch_trace_dir"):
                for log in (out / mode["torch_trace_dir"]).glob("*.log"):
                    gzip_away(log)
        (out / "session.json").write_text(json.dumps(session, indent=1, sort_keys=True) + "\n")
        print(name, sum(f.stat().st_size for f in out.rglob("*") if f.is_file()) // 1000, "kB")


if __name__ == "__main__":
    main()
