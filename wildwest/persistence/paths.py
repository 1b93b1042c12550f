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
        """Settings files a school's IT may ship, lowest priority first (see
        :func:`admin_settings_dirs` and the README)."""
        return [folder / ADMIN_SETTINGS_NAME for folder in admin_settings_dirs()]

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


LINUX_SYSTEM_CONFIG = Path("/etc/xdg")
"""Linux's system-wide configuration folder: read even when ``$XDG_CONFIG_DIRS`` leaves it out."""
MACOS_SYSTEM_CONFIG = Path("/Library/Application Support")
"""macOS's folder for settings of every user (only an administrator can write it)."""


def admin_settings_dirs() -> list[Path]:
    """The folders that may hold ``wildwest-admin.ini``, lowest priority first.

    Every file found is read; a setting locked in any of them stays locked, and
    where two files give a setting different values the later one wins. So the
    system's own place comes last: the folders ``$XDG_CONFIG_DIRS`` names
    (Linux), which anyone who starts the app can choose, then the program's own
    folder (a per-user install or a USB stick the pupil can write), then the
    system folder (:func:`system_settings_dirs`), which only an administrator
    can write and no environment variable moves.
    """
    *chosen, system = system_settings_dirs()
    return [*chosen, program_dir(), system]


def system_settings_dirs(platform: str | None = None) -> list[Path]:
    """The system-wide folders for the administrator's file on ``platform`` (``sys.platform``
    by default), lowest priority first; the last is the system's own place."""
    platform = sys.platform if platform is None else platform
    if platform.startswith("win"):
        return [windows_program_data() / APP_NAME]
    if platform == "darwin":
        return [MACOS_SYSTEM_CONFIG / APP_NAME]
    return xdg_config_dirs(os.environ.get("XDG_CONFIG_DIRS"))


def xdg_config_dirs(value: str | None) -> list[Path]:
    """``WildWest`` in each folder of ``$XDG_CONFIG_DIRS`` (``value``), lowest priority first,
    and ``/etc/xdg/WildWest`` always, last.

    The XDG specification lists the most important folder first, so the list is
    read backwards; relative or empty entries are ignored (the specification
    calls them invalid), and ``/etc/xdg`` is never read twice:

    >>> [p.as_posix() for p in xdg_config_dirs("/tmp")]
    ['/tmp/WildWest', '/etc/xdg/WildWest']
    >>> [p.as_posix() for p in xdg_config_dirs("/etc/xdg/:/opt/a:relative::/opt/b")]
    ['/opt/b/WildWest', '/opt/a/WildWest', '/etc/xdg/WildWest']
    >>> [p.as_posix() for p in xdg_config_dirs(None)]
    ['/etc/xdg/WildWest']
    """
    chosen: list[Path] = []
    for entry in (value or "").split(":"):
        if not entry.startswith("/"):
            continue
        folder = Path(os.path.normpath(entry))
        if folder != LINUX_SYSTEM_CONFIG and folder not in chosen:
            chosen.append(folder)
    return [folder / APP_NAME for folder in reversed(chosen)] + [LINUX_SYSTEM_CONFIG / APP_NAME]


FOLDERID_PROGRAM_DATA = "{62AB5D82-FDC1-4DC3-A9DD-070D1D495D97}"
"""Windows' known-folder id of ProgramData (``FOLDERID_ProgramData``, KnownFolders.h)."""


def windows_program_data() -> Path:
    """ProgramData as Windows knows it (``SHGetKnownFolderPath(FOLDERID_ProgramData)``).

    Never the ``PROGRAMDATA`` or ``ALLUSERSPROFILE`` variables: whoever starts the
    program sets those. If the API fails, ``ProgramData`` on the drive of the
    Windows folder (``GetSystemWindowsDirectoryW``, which no variable changes
    either), else ``C:\\ProgramData``.
    """
    found = _known_folder(FOLDERID_PROGRAM_DATA)
    if found:
        return Path(found)
    windows = _system_windows_dir()
    drive = windows[:2] if windows[1:2] == ":" else "C:"
    return Path(drive + "\\ProgramData")


def _known_folder(folder_id: str) -> str | None:  # pragma: no cover - Windows only
    """``SHGetKnownFolderPath(folder_id)``, or ``None`` if it fails (or off Windows)."""
    if not sys.platform.startswith("win"):
        return None
    import ctypes
    import uuid
    from ctypes import wintypes

    class GUID(ctypes.Structure):
        _fields_ = [
            ("Data1", wintypes.DWORD),
            ("Data2", wintypes.WORD),
            ("Data3", wintypes.WORD),
            ("Data4", wintypes.BYTE * 8),
        ]

    raw = uuid.UUID(folder_id).bytes_le
    guid = GUID.from_buffer_copy(raw)
    shell32 = ctypes.WinDLL("shell32")
    ole32 = ctypes.WinDLL("ole32")
    get = shell32.SHGetKnownFolderPath
    get.argtypes = [
        ctypes.POINTER(GUID),
        wintypes.DWORD,
        wintypes.HANDLE,
        ctypes.POINTER(ctypes.c_void_p),
    ]
    get.restype = ctypes.c_long
    ole32.CoTaskMemFree.argtypes = [ctypes.c_void_p]
    ole32.CoTaskMemFree.restype = None
    pointer = ctypes.c_void_p()
    try:
        result = get(ctypes.byref(guid), 0, None, ctypes.byref(pointer))
        text = ctypes.wstring_at(pointer.value) if result == 0 and pointer.value else None
    except OSError:
        text = None
    finally:
        if pointer.value:
            ole32.CoTaskMemFree(pointer)
    return text or None


def _system_windows_dir() -> str:  # pragma: no cover - Windows only
    """``GetSystemWindowsDirectoryW``, or ``""`` if it fails (or off Windows)."""
    if not sys.platform.startswith("win"):
        return ""
    import ctypes

    buffer = ctypes.create_unicode_buffer(1024)
    try:
        size = ctypes.WinDLL("kernel32").GetSystemWindowsDirectoryW(buffer, len(buffer))
    except OSError:
        return ""
    return buffer.value if 0 < size < len(buffer) else ""


def _explicit(data_dir: str | Path) -> AppPaths:
    text = os.fspath(data_dir)
    if not text.strip():
        raise ValueError("the data folder's name is empty: give the folder to keep files in")
    if "\0" in text:
        raise ValueError("the data folder's name has a NUL character in it")
    try:
        root = Path(text).expanduser()
        if sys.platform.startswith("win"):
            # Not resolve(): it turns a mapped network drive (H:) into its \\server\share
            # name and a SUBST drive into the long path it stands for.
            root = Path(os.path.abspath(root))
        else:
            root = root.resolve()
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
