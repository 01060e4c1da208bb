"""compile-inspect: what torch.compile did to your function, and what it cost.

Importing this package imports no torch; the capture path imports it when used.
"""
__version__ = "0.1.0"
__all__ = ["__version__"]
