"""The session on disk: what `compile-inspect run` writes (`model`), the capture options it records, each
declared once (`options`), its checked schema, derived from the model (`schema`), the compile modes and
their torch.compile arguments (`modes`) and the paired, interleaved timing maths (`rounds`).

Layer 1: imports only the base modules (errors, optional, units) and its own modules. No torch.
"""
