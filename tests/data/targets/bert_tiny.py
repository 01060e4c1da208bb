"""Hugging Face BERT (transformers' BertModel), a tiny config with random weights (no download),
inference under torch.no_grad(). Small enough that Dynamo's guard check on the model's many
parameters and modules is a visible share of a CPU call (tests/capture/test_findings_real.py).

    compile-inspect run tests/data/targets/bert_tiny.py --modes default
"""

import torch
from transformers import BertConfig, BertModel


class Bert(torch.nn.Module):
    def __init__(self, layers=2, width=32, heads=2, vocab=128):
        super().__init__()
        config = BertConfig(
            num_hidden_layers=layers,
            hidden_size=width,
            num_attention_heads=heads,
            intermediate_size=4 * width,
            vocab_size=vocab,
            max_position_embeddings=64,
            attn_implementation="sdpa",
        )
        torch.manual_seed(0)
        self.model = BertModel(config).eval()

    def forward(self, input_ids):
        with torch.no_grad():
            return self.model(input_ids=input_ids).last_hidden_state


fn = Bert


def example_inputs(seq=8, batch=1, vocab=128):
    generator = torch.Generator().manual_seed(0)
    return (torch.randint(0, vocab, (batch, seq), generator=generator),)
