"""The compile-inspect command line (installed as compile_inspect.cli). Thin: options in, library call, renderer out."""
