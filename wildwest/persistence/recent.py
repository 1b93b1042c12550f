"""The Open Recent list: the last :data:`MAX_RECENT` games saved or opened, newest first.

Kept in the settings under :data:`RECENT_KEY` as absolute paths (text).
Entries that are not absolute paths, hold a NUL or are longer than
:data:`~wildwest.persistence.settings_schema.MAX_PATH_LENGTH` characters (a
hand-edited file) are left out when read.

Checking a file never raises and never hangs on a pipe: :meth:`RecentFiles.entry`
sorts each path into one of three states:

* ``READY``: a regular file is there.
* ``GONE``: its folder is there but the file is not (moved or deleted), or
  something that is not a file has its name. It is taken off the list.
* ``UNREACHABLE``: the file cannot be looked at now: its folder is missing too
  (a USB stick or network drive that is not connected) or cannot be entered
  (no permission), or any other error from the system. It **stays** on the
  list, shown disabled with a note, because it will very likely be back when
  the stick is plugged in again; newer files push it off the end in time.
"""

from __future__ import annotations

import enum
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wildwest.engine.phrases import fill

from .files import display_name
from .settings import Settings
from .settings_schema import FILES_RECENT, MAX_PATH_LENGTH

RECENT_KEY = FILES_RECENT
"""The setting the list is kept in (``files/recent``)."""
MAX_RECENT = 8
"""The most files on the Open Recent list."""


class RecentState(enum.Enum):
    READY = "ready"
    GONE = "gone"
    UNREACHABLE = "unreachable"


@dataclass(frozen=True, slots=True)
class RecentEntry:
    """One file on the list, as it is now."""

    path: Path
    state: RecentState
    note: str | None = None
    """Why it cannot be opened now (for a disabled menu entry's tooltip), or ``None``."""

    @property
    def name(self) -> str:
        """The file name for the menu (control characters shown as ``?``)."""
        return display_name(self.path)

    @property
    def usable(self) -> bool:
        return self.state is RecentState.READY


def _same_file(a: str, b: str) -> bool:
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


def _acceptable(text: object) -> bool:
    return (
        isinstance(text, str)
        and 0 < len(text) <= MAX_PATH_LENGTH
        and "\x00" not in text
        and os.path.isabs(text)
    )


def check_path(path: Path) -> RecentEntry:
    """Where ``path`` stands now (see the module notes); never raises."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return _missing(path)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        return RecentEntry(
            path,
            RecentState.UNREACHABLE,
            fill(QCoreApplication.translate("Recent", "cannot be reached now (%1)"), (reason,)),
        )
    except ValueError:  # a name the system cannot take at all
        return RecentEntry(
            path,
            RecentState.GONE,
            QCoreApplication.translate("Recent", "is not a file name this computer can use"),
        )
    if stat.S_ISREG(info.st_mode):
        return RecentEntry(path, RecentState.READY)
    return RecentEntry(
        path, RecentState.GONE, QCoreApplication.translate("Recent", "is not a saved game any more")
    )


def _missing(path: Path) -> RecentEntry:
    try:
        folder_there = stat.S_ISDIR(os.stat(path.parent).st_mode)
    except (OSError, ValueError):
        folder_there = False
    if folder_there:
        return RecentEntry(
            path,
            RecentState.GONE,
            QCoreApplication.translate("Recent", "is no longer there (moved or deleted)"),
        )
    return RecentEntry(
        path,
        RecentState.UNREACHABLE,
        QCoreApplication.translate(
            "Recent", "cannot be reached now (on a drive that is not connected?)"
        ),
    )


class RecentFiles:
    """The Open Recent list, over the settings. Build one per use or keep one: it holds
    nothing but the settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def paths(self) -> list[Path]:
        """The files on the list, newest first (at most :data:`MAX_RECENT`)."""
        kept: list[str] = []
        for text in self.settings.get(RECENT_KEY):
            if _acceptable(text) and not any(_same_file(text, k) for k in kept):
                kept.append(text)
        return [Path(text) for text in kept[:MAX_RECENT]]

    def entries(self) -> list[RecentEntry]:
        """Every file on the list with its state now, for the menu."""
        return [check_path(path) for path in self.paths()]

    def add(self, path: str | Path) -> None:
        """Put ``path`` at the top (a file just saved or opened)."""
        text = os.path.abspath(path)
        rest = [str(p) for p in self.paths() if not _same_file(str(p), text)]
        self.settings.set_value(RECENT_KEY, [text, *rest][:MAX_RECENT])

    def remove(self, path: str | Path) -> None:
        """Take ``path`` off the list."""
        rest = [str(p) for p in self.paths() if not _same_file(str(p), str(path))]
        self.settings.set_value(RECENT_KEY, rest)

    def prune(self) -> str | None:
        """Take the files that are gone off the list (unreachable ones stay); a one-line
        message naming them, or ``None`` if none was taken off."""
        gone = [entry for entry in self.entries() if entry.state is RecentState.GONE]
        if not gone:
            return None
        for entry in gone:
            self.remove(entry.path)
        names = [entry.name for entry in gone]
        if len(names) == 1:
            return fill(
                QCoreApplication.translate(
                    "RecentFiles", "%1 is no longer there, so taken off Open Recent"
                ),
                (names[0],),
            )
        #: the last two of a list of file names: "a.wwgame and b.wwgame"
        both = QCoreApplication.translate("RecentFiles", "%1 and %2")
        listed = fill(both, (", ".join(names[:-1]), names[-1]))
        return fill(
            QCoreApplication.translate(
                "RecentFiles", "%1 are no longer there, so taken off Open Recent"
            ),
            (listed,),
        )

    def open_problem(self, path: str | Path) -> str | None:
        """Before opening ``path`` from the list: ``None`` if it can be opened, else a
        one-line message. A file that is gone is taken off the list; one that cannot be
        reached now stays on it."""
        entry = check_path(Path(path))
        if entry.state is RecentState.READY:
            return None
        if entry.state is RecentState.GONE:
            self.remove(path)
            return fill(
                QCoreApplication.translate("RecentFiles", "%1 %2, so it was taken off Open Recent"),
                (entry.name, entry.note),
            )
        return fill(
            QCoreApplication.translate(
                "RecentFiles", "%1 %2; it stays on Open Recent for when it can be reached again"
            ),
            (entry.name, entry.note),
        )
