"""Keeping a file under a name nobody has taken: ``name.ext``, else ``name (2).ext`` … up
to ``name (999).ext``. The name is reserved by creating the file exclusively before it is
written, so two copies of the app never write the same file; a write that fails removes
the empty reservation. Used for unfinished games and for real-card deals."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wildwest.engine.phrases import fill

from .files import display_name, path_length_problem
from .savefile import SaveFileError

log = logging.getLogger(__name__)

MAX_SAME_NAME = 999
"""How many files may share a name (``name (999).ext`` is the last)."""


def keep_under_free_name(
    folder: Path, first: str, suffix: str, write: Callable[[Path], None], what: str
) -> Path:
    """Write a new file in ``folder`` with ``write(path)`` under ``first`` or the first free
    numbered form of it; its path. ``what`` names the files in the message when every name
    is taken ("unfinished games"). Raises :class:`SaveFileError` with a one-line message."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Numbered", "the folder %1 cannot be made (%2)"),
                (folder, reason),
            )
        ) from None
    stem = first.removesuffix(suffix)
    for count in range(1, MAX_SAME_NAME + 1):
        path = folder / (first if count == 1 else f"{stem} ({count}){suffix}")
        too_long = path_length_problem(path)
        if too_long is not None:  # before Windows refuses it with "path not found"
            raise SaveFileError(_not_saved(path, too_long))
        try:
            handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        except OSError as error:
            raise SaveFileError(_not_saved(path, error.strerror or type(error).__name__)) from None
        os.close(handle)
        try:
            write(path)
        except SaveFileError:
            _drop_reservation(path)
            raise
        return path
    full = fill(
        QCoreApplication.translate("Numbered", "there are already %1 %2 with that name"),
        (MAX_SAME_NAME, what),
    )
    raise SaveFileError(_not_saved(folder / first, full))


def _not_saved(path: Path, reason: str) -> str:
    return fill(
        QCoreApplication.translate("Numbered", "%1 could not be saved: %2"),
        (display_name(path), reason),
    )


def _drop_reservation(path: Path) -> None:
    """Remove the empty file made to reserve the name (only if it is still empty)."""
    try:
        if path.stat().st_size == 0:
            path.unlink()
    except OSError as error:
        log.warning("cannot remove the empty %s: %s", path, error)
