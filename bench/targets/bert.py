"""Hugging Face BERT (transformers' BertModel: embeddings, encoder, pooler), tiny config, random
weights (no download), inference under torch.no_grad() with an attention mask.

    python -m compile_inspect run bench/targets/bert.py --modes default
    python -m compile_inspect run bench/targets/bert.py --device cuda --arg layers=12 --arg width=768 ...

CPU default: 2 layers, width 128, batch 4 x 64 tokens. On the H200 the bench uses BENCH_ARGS["cuda"]
(BERT-base's shape: 12 layers, width 768; batch 16 x 128 tokens, bf16).
"""

import torch
from transformers import BertConfig, BertModel

BENCH_ARGS = {
    "cpu": {},
    "cuda": {
        "layers": 12,
        "width": 768,
        "heads": 12,
        "vocab": 30522,
        "seq": 128,
        "batch": 16,
        "dtype": "bfloat16",
    },
}


class Bert(torch.nn.Module):
    def __init__(self, layers=2, width=128, heads=4, vocab=1024, dtype=torch.float32, device="cpu"):
        super().__init__()
        config = BertConfig(
            num_hidden_layers=layers,
            hidden_size=width,
            num_attention_heads=heads,
            intermediate_size=4 * width,
            vocab_size=vocab,
            max_position_embeddings=512,
            attn_implementation="sdpa",
        )
        torch.manual_seed(0)
        self.model = BertModel(config).to(device=device, dtype=dtype).eval()

    def forward(self, input_ids, attention_mask):
        with torch.no_grad():
            return self.model(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


fn = Bert


def example_inputs(
    layers=2, width=128, heads=4, vocab=1024, seq=64, batch=4, dtype=torch.float32, device="cpu"
):
    generator = torch.Generator().manual_seed(0)
    input_ids = torch.randint(0, vocab, (batch, seq), generator=generator)
    attention_mask = torch.ones(batch, seq, dtype=torch.long)
    attention_mask[:, seq - seq // 4 :] = 0  # padding at the end of each sequence, as a tokenizer makes
    return (input_ids.to(device), attention_mask.to(device))
