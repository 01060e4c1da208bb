"""Hugging Face Llama (transformers' LlamaForCausalLM: RMSNorm, rotary embeddings, grouped-query
attention, SwiGLU), tiny config, random weights (no download), inference under torch.no_grad().

    python -m compile_inspect run bench/targets/llama.py --modes default
    python -m compile_inspect run bench/targets/llama.py --device cuda --arg layers=4 --arg width=1024 ...

CPU default: 2 layers, width 128, 4 query / 2 key-value heads, batch 2 x 64 tokens. On the H200 the
bench uses BENCH_ARGS["cuda"] (4 layers, width 1024, 16 / 4 heads, batch 8 x 256 tokens, bf16).
"""

import torch
from transformers import LlamaConfig, LlamaForCausalLM

BENCH_ARGS = {
    "cpu": {},
    "cuda": {
        "layers": 4,
        "width": 1024,
        "heads": 16,
        "kv_heads": 4,
        "vocab": 32000,
        "seq": 256,
        "batch": 8,
        "dtype": "bfloat16",
    },
}


class Llama(torch.nn.Module):
    def __init__(
        self, layers=2, width=128, heads=4, kv_heads=2, vocab=1024, dtype=torch.float32, device="cpu"
    ):
        super().__init__()
        config = LlamaConfig(
            num_hidden_layers=layers,
            hidden_size=width,
            intermediate_size=int(width * 8 / 3) // 32 * 32,
            num_attention_heads=heads,
            num_key_value_heads=kv_heads,
            vocab_size=vocab,
            max_position_embeddings=2048,
            bos_token_id=0,
            eos_token_id=0,
            pad_token_id=0,
            attn_implementation="sdpa",
        )
        torch.manual_seed(0)
        self.model = LlamaForCausalLM(config).to(device=device, dtype=dtype).eval()

    def forward(self, input_ids):
        with torch.no_grad():
            return self.model(input_ids=input_ids, use_cache=False).logits


fn = Llama


def example_inputs(
    layers=2, width=128, heads=4, kv_heads=2, vocab=1024, seq=64, batch=2, dtype=torch.float32, device="cpu"
):
    generator = torch.Generator().manual_seed(0)
    return (torch.randint(0, vocab, (batch, seq), generator=generator).to(device),)
