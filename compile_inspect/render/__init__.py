"""Renderers: model in, string out. They never import torch or run user code.

Layer 5: imports the base modules, trace/, session/, code/, findings/ and compare/.
"""
