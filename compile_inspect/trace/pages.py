"""Memory pages for the index's large columns: numpy's transparent huge pages off while a trace is analysed.

numpy asks the kernel for huge pages (madvise MADV_HUGEPAGE) for every array of 4 MB or more. Past glibc's
largest mmap threshold (32 MB) each such array is a fresh mapping, and where the kernel's THP defrag
setting is `madvise` (a common default) every first touch of it may compact memory to find a 2 MB page.
A 1 GB trace's columns are 37 MB each: explain spent 0.9-1.15 s of system time against 0.40 s without
(docs/performance.md, log 2026-12-06 "Explain's CPU"); at 264 MB it made no difference.

numpy's switch is private (`_set_madvise_hugepage`, numpy 1.20 to 2.x, in numpy._core or numpy.core);
where it is missing nothing changes. The setting is put back afterwards: a library user's process keeps
its own.
"""

from __future__ import annotations

import contextlib
import importlib


@contextlib.contextmanager
def without_huge_pages():
    """numpy's huge-page advice off for the duration, then as it was."""
    switch = _huge_page_switch()
    if switch is None:
        yield
        return
    before = switch(False)
    try:
        yield
    finally:
        switch(bool(before))


def _huge_page_switch():
    for name in ("numpy._core.multiarray", "numpy.core.multiarray"):
        try:
            switch = getattr(importlib.import_module(name), "_set_madvise_hugepage", None)
        except ImportError:
            continue
        if callable(switch):
            return switch
    return None
