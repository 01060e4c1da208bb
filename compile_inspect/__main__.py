"""`python -m compile_inspect ...` is the same as the `compile-inspect` command."""

from compile_inspect.cli.main import main

main()
