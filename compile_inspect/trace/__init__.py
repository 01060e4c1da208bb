"""Reading one Chrome trace: its events (`reader`), the vocabulary of their names (`events`), the columnar
index (`index`), its steps (`steps`), intervals (`intervals`), collectives (`collectives`), metrics
(`analysis`) and dispatch chains (`chains`); value types in `model`.

Layer 1: imports only the base modules (errors, optional, units) and its own modules. No torch.
"""
