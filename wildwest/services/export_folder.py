"""Where Save sheet as PDF and Export records start: the folder the last sheet or export
was saved to, while it is still a folder, else the user's Documents folder.

The folder is remembered in ``files/export_folder``, which anyone can edit, so it is used
only if it is an absolute path to a folder that exists now; anything else (a folder since
deleted, a file, a drive not connected, a relative path that would mean the program's own
folder) falls back to Documents, and to the home folder if the system names no Documents.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import FILES_EXPORT_FOLDER


def documents() -> Path:
    """The user's Documents folder (the home folder if the system has none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if found and _is_folder(Path(found)):
        return Path(found)
    return Path.home()


def _is_folder(path: Path) -> bool:
    try:
        return path.is_absolute() and path.is_dir()
    except (OSError, ValueError):  # no permission, a name the system refuses, a NUL
        return False


def start_folder(settings: Settings) -> Path:
    """The remembered folder if it is still a folder, else :func:`documents`."""
    remembered = settings.get(FILES_EXPORT_FOLDER)
    if remembered and _is_folder(Path(remembered)):
        return Path(remembered)
    return documents()


def remember(settings: Settings, saved: str) -> None:
    """A sheet or export was saved as ``saved``: the next one starts in its folder (a path
    too long for the setting is not remembered)."""
    folder = Path(saved).parent
    if _is_folder(folder):
        settings.set_value(FILES_EXPORT_FOLDER, str(folder))
