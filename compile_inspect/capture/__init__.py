"""Capturing: load the user's target, run it eagerly and under each compile mode in worker processes,
time the modes in interleaved rounds, profile them, and write the session. The only package that imports
torch (through `_torch`, the one home of private torch APIs, and the worker).

Layer 3: imports the base modules, trace/, session/ and code/. Nothing on the reading side imports it; only
the API, the CLI and `testing` do.
"""
