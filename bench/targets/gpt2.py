"""Hugging Face GPT-2 (transformers' GPT2LMHeadModel), tiny config, random weights (no download),
inference under torch.no_grad().

    python -m compile_inspect run bench/targets/gpt2.py --modes default
    python -m compile_inspect run bench/targets/gpt2.py --device cuda --arg layers=6 --arg width=768 ...

CPU default: 2 layers, width 128, batch 2 x 64 tokens. On the H200 the bench uses BENCH_ARGS["cuda"]
(6 layers of GPT-2 small's width and vocabulary, batch 8 x 256 tokens, bf16).
"""

import torch
from transformers import GPT2Config, GPT2LMHeadModel

BENCH_ARGS = {
    "cpu": {},
    "cuda": {
        "layers": 6,
        "width": 768,
        "heads": 12,
        "vocab": 50257,
        "seq": 256,
        "batch": 8,
        "dtype": "bfloat16",
    },
}


class GPT2(torch.nn.Module):
    def __init__(self, layers=2, width=128, heads=4, vocab=1024, dtype=torch.float32, device="cpu"):
        super().__init__()
        config = GPT2Config(
            n_layer=layers,
            n_embd=width,
            n_head=heads,
            vocab_size=vocab,
            n_positions=1024,
            bos_token_id=0,
            eos_token_id=0,
            attn_implementation="sdpa",
        )
        torch.manual_seed(0)
        self.model = GPT2LMHeadModel(config).to(device=device, dtype=dtype).eval()

    def forward(self, input_ids):
        with torch.no_grad():
            return self.model(input_ids=input_ids, use_cache=False).logits


fn = GPT2


def example_inputs(
    layers=2, width=128, heads=4, vocab=1024, seq=64, batch=2, dtype=torch.float32, device="cpu"
):
    generator = torch.Generator().manual_seed(0)
    return (torch.randint(0, vocab, (batch, seq), generator=generator).to(device),)
