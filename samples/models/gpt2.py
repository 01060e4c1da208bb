"""Hugging Face GPT-2 (transformers), a tiny config with random weights: no download.

    compile-inspect diff samples/models/gpt2.py --modes default,reduce-overhead --device cuda
    compile-inspect diff samples/models/gpt2.py:fn_no_grad --modes default,reduce-overhead --device cuda

`fn` runs the model as most people first try it: with grad enabled, so AOTAutograd compiles a
training graph (forward + backward) and reduce-overhead's CUDA graphs cannot take their fast path.
`fn_no_grad` is the same model under `torch.no_grad()`: the inference graph.
Sizes: --arg layers=2 --arg width=64 --arg seq=32 --arg batch=2.
"""

import torch
from transformers import GPT2Config, GPT2LMHeadModel


class GPT2(torch.nn.Module):
    def __init__(self, layers=2, width=64, heads=2, vocab=512, dtype=torch.float32, device="cpu"):
        super().__init__()
        config = GPT2Config(
            n_layer=layers,
            n_embd=width,
            n_head=heads,
            vocab_size=vocab,
            n_positions=256,
            bos_token_id=0,
            eos_token_id=0,
            attn_implementation="sdpa",
        )
        torch.manual_seed(0)
        self.model = GPT2LMHeadModel(config).to(device=device, dtype=dtype).eval()

    def forward(self, input_ids):
        return self.model(input_ids=input_ids, use_cache=False).logits


class GPT2NoGrad(GPT2):
    def forward(self, input_ids):
        with torch.no_grad():
            return super().forward(input_ids)


fn = GPT2
fn_no_grad = GPT2NoGrad


def example_inputs(seq=32, batch=2, vocab=512, device="cpu"):
    generator = torch.Generator().manual_seed(0)
    return (torch.randint(0, vocab, (batch, seq), generator=generator).to(device),)
