"""One training step of a small transformer language model: forward, cross-entropy, backward, AdamW
step, zero_grad. The model is torch's own nn.TransformerEncoder (pre-norm, no dropout) between a token
embedding and a vocabulary head. Dynamo breaks the graph at loss.backward(): one compiled forward
(with its AOTAutograd backward) and one compiled optimizer step.

    python -m compile_inspect run bench/targets/train_step.py --modes default
    python -m compile_inspect run bench/targets/train_step.py --device cuda --modes default,reduce-overhead

Each call updates the weights (lr 1e-4, so calls stay alike). CPU default: 2 layers, width 128,
batch 4 x 64 tokens. On the H200 the bench uses BENCH_ARGS["cuda"] (4 layers, width 512, batch 16 x 256).
"""

import torch

BENCH_ARGS = {"cpu": {}, "cuda": {"layers": 4, "width": 512, "heads": 8, "seq": 256, "batch": 16}}


class TrainStep(torch.nn.Module):
    def __init__(self, layers=2, width=128, heads=4, vocab=1024, device="cpu"):
        super().__init__()
        torch.manual_seed(0)
        layer = torch.nn.TransformerEncoderLayer(
            width, heads, dim_feedforward=4 * width, dropout=0.0, batch_first=True, norm_first=True
        )
        self.model = torch.nn.ModuleDict(
            {
                "embed": torch.nn.Embedding(vocab, width),
                "encoder": torch.nn.TransformerEncoder(layer, layers, enable_nested_tensor=False),
                "head": torch.nn.Linear(width, vocab),
            }
        ).to(device)
        self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=1e-4)
        self.vocab = vocab

    def forward(self, tokens, targets):
        hidden = self.model["encoder"](self.model["embed"](tokens), is_causal=False)
        logits = self.model["head"](hidden)
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, self.vocab), targets.reshape(-1))
        loss.backward()
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        return loss.detach()


fn = TrainStep


def example_inputs(layers=2, width=128, heads=4, vocab=1024, seq=64, batch=4, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    tokens = torch.randint(0, vocab, (batch, seq), generator=generator)
    targets = torch.randint(0, vocab, (batch, seq), generator=generator)
    return (tokens.to(device), targets.to(device))
