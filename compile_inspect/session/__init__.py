"""The session on disk: what `compile-inspect run` writes (`model`), its checked schema (`schema`), the
compile modes (`modes`) and the paired, interleaved timing maths (`rounds`).

Layer 1: imports only the base modules (errors, optional, units) and its own modules. No torch.
"""
