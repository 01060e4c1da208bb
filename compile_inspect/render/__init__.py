"""Renderers: model in, string out. They never import torch or run user code."""
