"""A full disk for a test: writes past a size fail with EFBIG, as writes on a full disk fail
(POSIX only: the file size limit of this process, ``RLIMIT_FSIZE``)."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

needs_file_size_limits = pytest.mark.skipif(
    not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file size limits"
)
"""Mark a test that uses :func:`file_size_limit`: skipped where there are none."""


@contextmanager
def file_size_limit(limit: int) -> Iterator[None]:
    """Writes past ``limit`` bytes of a file fail with EFBIG, as on a full disk, until the
    block ends (POSIX only)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)
