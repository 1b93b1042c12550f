"""Where Wild West keeps its files: one place decides every path.

By default the folders come from ``QStandardPaths`` (per user). ``--data-dir``
overrides them for tests and locked-down PCs, and a file called
``portable.txt`` next to the program (or the frozen bundle's executable)
switches to portable mode: everything lives in a ``WildWestData`` folder
beside it. The program's own folder is never written otherwise.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from wildwest.engine.phrases import fill

APP_NAME = "WildWest"
PORTABLE_MARKER = "portable.txt"
PORTABLE_FOLDER = "WildWestData"
ADMIN_SETTINGS_NAME = "wildwest-admin.ini"


def program_dir() -> Path:
    """The folder holding the program: the bundle's executable, or the source checkout."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True, slots=True)
class AppPaths:
    """Every folder and file the app uses."""

    data_dir: Path
    """Records, the recovery file and the lock live here."""
    config_dir: Path
    """The user's settings file."""
    log_dir: Path
    portable: bool = False

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "wildwest.ini"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "wildwest.log"

    @property
    def recovery_file(self) -> Path:
        return self.data_dir / "recovery.wwgame"

    @property
    def records_file(self) -> Path:
        return self.data_dir / "records.sqlite3"

    @property
    def lock_file(self) -> Path:
        return self.data_dir / "wildwest.lock"

    def admin_settings_files(self) -> list[Path]:
        """Settings files a school's IT may ship, lowest priority first (see the README)."""
        candidates = [*system_settings_dirs(), program_dir()]
        return [folder / ADMIN_SETTINGS_NAME for folder in candidates]

    def ensure(self) -> str | None:
        """Create the folders; a one-line warning if the data folder cannot be written."""
        problem = None
        for folder in (self.config_dir, self.log_dir, self.data_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                problem = fill(
                    QCoreApplication.translate("AppPaths", "cannot create %1: %2"),
                    (folder, error.strerror or error),
                )
        if problem is None and not os.access(self.data_dir, os.W_OK):
            problem = fill(
                QCoreApplication.translate("AppPaths", "%1 is read-only"), (self.data_dir,)
            )
        return problem


def system_settings_dirs() -> list[Path]:
    """System-wide folders for the administrator's settings file on this platform."""
    if sys.platform.startswith("win"):
        base = os.environ.get("PROGRAMDATA", r"C:\ProgramData")
        return [Path(base) / APP_NAME]
    if sys.platform == "darwin":
        return [Path("/Library/Application Support") / APP_NAME]
    dirs = os.environ.get("XDG_CONFIG_DIRS", "/etc/xdg").split(os.pathsep)
    return [Path(d) / APP_NAME for d in reversed(dirs) if d]


def _explicit(data_dir: str | Path) -> AppPaths:
    text = os.fspath(data_dir)
    if not text.strip():
        raise ValueError("the data folder's name is empty: give the folder to keep files in")
    if "\0" in text:
        raise ValueError("the data folder's name has a NUL character in it")
    try:
        root = Path(text).expanduser().resolve()
    except (OSError, RuntimeError) as error:  # ~ with no home folder, a loop of links
        raise ValueError(f"the data folder {text} cannot be used: {error}") from None
    return AppPaths(root, root, root / "logs")


def _standard(location: QStandardPaths.StandardLocation) -> Path:
    found = QStandardPaths.writableLocation(location)
    return Path(found) if found else Path.home() / f".{APP_NAME.lower()}"


def resolve_paths(data_dir: str | Path | None = None) -> AppPaths:
    """The paths for this run: ``--data-dir``, else portable mode, else the user's folders.

    Raises :class:`ValueError` with a one-line message for a ``data_dir`` that
    cannot be a folder: an empty (or blank) name, which would mean "the current
    folder" and scatter files wherever the app was started, or a name with a NUL.
    """
    if data_dir is not None:
        return _explicit(data_dir)
    portable = program_dir() / PORTABLE_MARKER
    if portable.is_file():
        root = program_dir() / PORTABLE_FOLDER
        return AppPaths(root, root, root / "logs", portable=True)
    data = _standard(QStandardPaths.StandardLocation.AppLocalDataLocation)
    config = _standard(QStandardPaths.StandardLocation.AppConfigLocation)
    return AppPaths(data, config, data / "logs")
