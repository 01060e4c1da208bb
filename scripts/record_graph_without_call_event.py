"""Record a training trace whose compiled graph runs with no `## Call CompiledFxGraph ##` around it.

    python scripts/record_graph_without_call_event.py tests/data/aot_eager/mlp_train.json.gz

Older torch (the V100 training traces of HolisticTraceAnalysis's tests/data) and backends other than
Inductor run the compiled graph straight inside AOTAutograd's `CompiledFunction` /
`CompiledFunctionBackward`: their self time is then the graph's own Python between its ops, not the
wrapper's. `torch.compile(backend="aot_eager")` gives that shape on any torch: a small MLP's training step
(forward, MSE loss, backward, SGD), 2 warm-up and 3 profiled steps, written gzipped.
"""

import gzip
import shutil
import sys
import tempfile
from pathlib import Path

import torch


def main(out: Path) -> None:
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        *[torch.nn.Linear(64, 64) if i % 2 == 0 else torch.nn.ReLU() for i in range(7)]
    )
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    inputs, target = torch.randn(32, 64), torch.randn(32, 64)
    compiled = torch.compile(model, backend="aot_eager")

    def step():
        optimizer.zero_grad()
        with torch.profiler.record_function("train_step"):
            loss = torch.nn.functional.mse_loss(compiled(inputs), target)
            loss.backward()
        optimizer.step()

    schedule = torch.profiler.schedule(wait=0, warmup=2, active=3, repeat=1)
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU], schedule=schedule) as prof:
        for _ in range(5):
            step()
            prof.step()
    with tempfile.TemporaryDirectory() as folder:
        plain = Path(folder) / "trace.json"
        prof.export_chrome_trace(str(plain))
        with open(plain, "rb") as source, gzip.open(out, "wb") as target_file:
            shutil.copyfileobj(source, target_file)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
