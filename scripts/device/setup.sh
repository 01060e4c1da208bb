# Sourced by the device scripts that run from a `git archive` copy in .devsnap/ (the device image has torch,
# triton and ncu but no msgspec and no install of this project): from the repository root, msgspec's
# wheel from ../.whl/ into /tmp/site, this checkout importable, and cli/ where the installed package has it.
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site ../.whl/*.whl
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1
ln -sfn ../cli compile_inspect/cli
