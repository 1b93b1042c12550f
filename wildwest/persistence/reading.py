"""A bounded read of a file: at most a limit, never waiting on a pipe or a device.

Standard library only: the class folder (:mod:`wildwest.persistence.class_folder`), which
loads no Qt, reads its share with the same code as
:func:`~wildwest.persistence.files.read_regular` reads the app's own files. Each caller says
what it refuses, in its own words.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def read_at_most(path: Path, limit: int, refuse: Callable[[Path, int], None]) -> bytes:
    """At most ``limit + 1`` bytes of ``path`` (so a caller can tell a file over the limit),
    opened without waiting on a pipe or a device. ``refuse(path, mode)`` is given the open
    file's ``st_mode`` before anything is read and raises for one that must not be read
    (anything but a regular file); :class:`OSError` for anything else that goes wrong."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    handle = os.open(path, flags)
    try:
        refuse(path, os.fstat(handle).st_mode)
        chunks: list[bytes] = []
        wanted = limit + 1
        while wanted > 0:
            chunk = os.read(handle, min(wanted, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            wanted -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(handle)
