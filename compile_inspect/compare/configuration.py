"""What differs between two modes' configurations (issue 41): the torch config values off their defaults,
the environment variables torch reads, and (two sessions) the versions, each as one plain line; what
compile-inspect set itself (its cache and trace folders) is left out. No torch.

    >>> differences(a_run.configuration, b_run.configuration, a_session.environment, b_session.environment)
    ('inductor max_autotune: (default) -> True', 'env TORCHINDUCTOR_MAX_AUTOTUNE_GEMM: (unset) -> 1', ...)
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Optional

from compile_inspect.session.model import CompileConfiguration, Environment

DEFAULT, UNSET = "(default)", "(unset)"
# The environment's fields a two-session diff compares (the versions, the device), in this order.
VERSION_FIELDS = ("torch", "triton", "python", "cuda_runtime", "cuda_driver", "device_name", "platform")


def differences(
    control: Optional[CompileConfiguration],
    test: Optional[CompileConfiguration],
    control_env: Optional[Environment] = None,
    test_env: Optional[Environment] = None,
) -> tuple[str, ...]:
    """One line per value that differs: versions first, then the config modules, then the environment."""
    lines = list(_versions(control_env, test_env))
    if control is None or test is None:
        return tuple(lines)
    ours = set(control.ours) | set(test.ours)
    for label in ("inductor", "dynamo"):
        lines += _changed(label, getattr(control, label), getattr(test, label), DEFAULT, ours, f"{label}:")
    return tuple(lines + _changed("env", control.env, test.env, UNSET, ours, ""))


def _changed(label: str, before: dict, after: dict, missing: str, ours: set, prefix: str) -> list[str]:
    keys = sorted(set(before) | set(after))
    return [
        f"{label} {key}: {before.get(key, missing)} -> {after.get(key, missing)}"
        for key in keys
        if before.get(key) != after.get(key) and f"{prefix}{key}" not in ours
    ]


def _versions(control: Optional[Environment], test: Optional[Environment]) -> list[str]:
    if control is None or test is None or control == test:
        return []
    before, after = asdict(control), asdict(test)
    return [
        f"{name} {before[name]} -> {after[name]}" for name in VERSION_FIELDS if before[name] != after[name]
    ]
