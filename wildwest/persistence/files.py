"""Small, careful file operations shared by the persistence modules.

* :func:`read_regular` reads a small file without ever blocking on a pipe or a
  device, and refuses anything that is not a regular file (with
  :func:`~wildwest.persistence.reading.read_at_most`, as the class folder reads its share).
* :func:`atomic_write` writes all or nothing, and never turns a pipe, a device
  or a folder into a plain file.
* :func:`move_aside` renames a file that cannot be used next to itself with a
  timestamp: nothing in Wild West deletes a file it cannot use.
* :func:`safe_file_name` makes a file name every system accepts (at most
  :data:`MAX_SAVED_NAME_BYTES` bytes, none of the characters Windows forbids, no
  device name), and :func:`longest_name` says how long it may be in a folder so
  that the whole path stays within Windows' ``MAX_PATH`` when long paths are off.
"""

from __future__ import annotations

import errno
import functools
import logging
import os
import re
import stat
import sys
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wildwest.engine.phrases import fill

from .reading import read_at_most

if TYPE_CHECKING:
    from PySide6.QtCore import QSaveFile

log = logging.getLogger(__name__)

MAX_NAME_BYTES = 255
"""The longest file name (one path component) the common file systems accept: 255 bytes
of UTF-8 on Linux and macOS, 255 UTF-16 code units on Windows (NTFS, exFAT, FAT32)."""
MAX_SAVED_NAME_BYTES = MAX_NAME_BYTES - len(".XXXXXX")
"""The longest name of a file written by :func:`atomic_write` (248): the temporary file
beside it is called ``NAME.XXXXXX`` and must fit in :data:`MAX_NAME_BYTES` too."""

_WINDOWS_FORBIDDEN = dict.fromkeys([*range(0x20), *map(ord, '<>:"/\\|?*\x7f\u2028\u2029')], "_")
"""Characters no Windows file name may hold, and control characters and line separators, as
a ``str.translate`` table to ``_`` (lone surrogates, which no file system stores reliably,
go too: see :func:`_clean`). A table, not a regular expression: compiling one with the
surrogates' range took 0.5 ms of the start (issue 31)."""
_WINDOWS_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{digit}" for port in ("COM", "LPT") for digit in "123456789\u00b9\u00b2\u00b3"]
)
"""Names Windows keeps for devices, with or without an extension (``con.txt`` too), and
whatever spaces end them: ``COM1`` to ``COM9`` and ``LPT1`` to ``LPT9`` also with the
superscript digits ¹ ² ³, which Windows counts as digits here."""
TEMPORARY_SUFFIX_LENGTH = len(".XXXXXX")
"""What :func:`atomic_write`'s temporary file adds to the name it writes."""
MAX_PATH_CHARS = 259
"""The longest whole path (drive, folders and name, in UTF-16 code units) a Windows program
may open unless long paths are turned on: ``MAX_PATH`` (260) less the closing NUL."""
SHORTEST_NAME = 40
"""Below this room for a name, a folder is too deep to keep files in on Windows (the time
stamp, a deal code and the suffix alone take 40)."""


class NotAFileError(OSError):
    """The path is a pipe, a device or a socket: something that is not a regular file."""


def display_name(path: Path) -> str:
    """The file's name for a one-line message (control characters shown as ``?``)."""
    return re.sub(r"[\x00-\x1f\x7f\u2028\u2029]", "?", path.name) or str(path)


@functools.cache
def path_limit() -> int | None:
    """The longest whole path this computer's programs may open: :data:`MAX_PATH_CHARS` on
    Windows unless long paths are on (``LongPathsEnabled`` in the registry; the frozen
    app's manifest already says ``longPathAware``), else ``None`` for no limit worth
    checking (Linux and macOS allow 1 023 bytes or more)."""
    if not sys.platform.startswith("win"):
        return None
    import ctypes

    try:
        check = ctypes.WinDLL("ntdll").RtlAreLongPathsEnabled  # Windows 10 1607 and later
        check.restype = ctypes.c_ubyte
        enabled = bool(check())
    except (OSError, AttributeError):
        enabled = False
    return None if enabled else MAX_PATH_CHARS


def _units(text: str) -> int:
    """``text``'s length in UTF-16 code units (how Windows counts a path)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def longest_name(folder: Path, limit: int | None = -1) -> int:
    """How long (in :func:`safe_file_name`'s measure) a new file's name in ``folder`` may be:
    :data:`MAX_SAVED_NAME_BYTES`, or less where the whole path is limited (``limit``,
    :func:`path_limit` by default) so that ``folder``, the name and :func:`atomic_write`'s
    temporary suffix fit in it. Never below 0.

    >>> longest_name(Path("C:/Users/ann/Documents"), limit=None)
    248
    >>> longest_name(Path("C:/Users/ann/Documents"), limit=259)
    229
    """
    limit = path_limit() if limit == -1 else limit
    if limit is None:
        return MAX_SAVED_NAME_BYTES
    room = limit - _units(str(folder)) - len(os.sep) - TEMPORARY_SUFFIX_LENGTH
    return max(0, min(MAX_SAVED_NAME_BYTES, room))


def path_length_problem(path: Path, limit: int | None = -1) -> str | None:
    """Why ``path`` is too long to be written on this computer (over ``limit``, by default
    :func:`path_limit`, with :func:`atomic_write`'s temporary suffix), or ``None``."""
    limit = path_limit() if limit == -1 else limit
    if limit is None:
        return None
    length = _units(str(path)) + TEMPORARY_SUFFIX_LENGTH
    if length <= limit:
        return None
    return fill(
        QCoreApplication.translate(
            "Files",
            "the folder and the name together are too long for Windows (%1 characters; "
            "at most %2): choose a folder nearer the top of the drive",
        ),
        (length - TEMPORARY_SUFFIX_LENGTH, limit - TEMPORARY_SUFFIX_LENGTH),
    )


def name_length_problem(name: str, limit: int = MAX_SAVED_NAME_BYTES) -> str | None:
    """Why ``name`` (one path component) is too long to be written atomically on some file
    system (over ``limit`` bytes of UTF-8 or UTF-16 code units), or ``None``."""
    try:
        size = len(name.encode("utf-8", "surrogateescape"))
    except UnicodeEncodeError:
        size = len(name.encode("utf-8", "surrogatepass"))
    units = len(name.encode("utf-16-le", "surrogatepass")) // 2
    if size > limit or units > limit:
        return fill(
            QCoreApplication.translate("Files", "the name is too long (%1 bytes; at most %2)"),
            (size, limit),
        )
    return None


def target_problem(path: Path) -> str | None:
    """Why a file may not be written at ``path``, or ``None`` if it may.

    A path that does not exist yet, a regular file, or a symbolic link to a
    regular file may be written (the link stays a link: the file it points to
    is replaced). A folder, a pipe, a device or a socket is never replaced by a
    plain file, and neither is a link that points nowhere.
    """
    problem = name_length_problem(path.name) or path_length_problem(path)
    if problem is not None:
        return problem
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            return QCoreApplication.translate("Files", "the name is too long")
        return None  # e.g. a folder on the way is missing: the write itself says why
    if stat.S_ISLNK(info.st_mode):
        try:
            info = os.stat(path)
        except OSError:
            return QCoreApplication.translate("Files", "it is a link to a file that is not there")
    if stat.S_ISREG(info.st_mode):
        return None
    if stat.S_ISDIR(info.st_mode):
        return QCoreApplication.translate("Files", "a folder has that name")
    return QCoreApplication.translate(
        "Files", "something that is not a file (a pipe or a device) has that name"
    )


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (so a caller can tell a file
    over the limit). Raises :class:`IsADirectoryError` for a folder, :class:`NotAFileError`
    for a pipe, a device or a socket (without ever waiting on one), and :class:`OSError`
    for anything else that goes wrong."""
    info = os.stat(path)
    _check_regular(path, info.st_mode)
    # Checked again on the open file: the name may have been swapped since the stat.
    return read_at_most(path, limit, _check_regular)


def _check_regular(path: Path, mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(
            errno.EISDIR, QCoreApplication.translate("Files", "it is a folder"), str(path)
        )
    if not stat.S_ISREG(mode):
        raise NotAFileError(
            errno.EINVAL, QCoreApplication.translate("Files", "it is not a regular file"), str(path)
        )


def atomic_write(path: str | Path, data: bytes) -> str | None:
    """Write ``data`` to ``path`` all or nothing (``QSaveFile``); ``None``, or why it failed.

    The new text goes to a temporary file beside ``path``, which replaces the
    old file only once everything is written and flushed to disk; on any
    failure the temporary file is discarded and the old file is untouched.
    A ``path`` that may not be written (see :func:`target_problem`) is refused
    before anything is written.
    """
    problem = target_problem(Path(path))
    if problem is not None:
        return problem
    from PySide6.QtCore import QIODevice, QSaveFile  # built by PySide when first named

    target = QSaveFile(str(path))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly):
        return target.errorString() or QCoreApplication.translate(
            "Files", "the file cannot be created"
        )
    # Check the count: on a full disk QSaveFile may report a short write as success.
    written = target.write(data)
    if written != len(data):
        reason = _qt_reason(target)
        target.cancelWriting()
        target.commit()  # after cancelWriting this only discards the temporary file
        return fill(
            QCoreApplication.translate("Files", "writing stopped part-way%1: disk full?"), (reason,)
        )
    if not target.commit():
        return fill(
            QCoreApplication.translate("Files", "writing failed%1: disk full?"),
            (_qt_reason(target),),
        )
    return None


def _qt_reason(target: QSaveFile) -> str:
    text = target.errorString()
    return "" if not text or text == "Unknown error" else f" ({text})"


def move_aside(path: Path, tag: str, moment: datetime | None = None) -> Path:
    """Rename ``path`` (a file or a folder) to ``STEM.TAG-YYYYMMDD-HHMMSS[-N]SUFFIX`` beside
    itself, never over anything that exists; the new path. Raises :class:`OSError`."""
    stamp = (moment or datetime.now()).astimezone().strftime("%Y%m%d-%H%M%S")
    stem, suffix = (path.stem, path.suffix) if path.stem else (path.name, "")
    aside = path.with_name(f"{stem}.{tag}-{stamp}{suffix}")
    count = 2
    while os.path.lexists(aside):
        aside = path.with_name(f"{stem}.{tag}-{stamp}-{count}{suffix}")
        count += 1
    os.rename(path, aside)
    log.warning("moved %s aside as %s", path, aside.name)
    return aside


def safe_file_name(
    text: str,
    suffix: str = "",
    *,
    tail: str = "",
    room: int = 0,
    longest: int = MAX_SAVED_NAME_BYTES,
) -> str:
    """``text + tail + suffix`` as a file name every system accepts.

    Characters Windows forbids become ``_``, runs of spaces become one, and
    leading and trailing spaces and dots go. ``text`` is shortened (``tail``
    and ``suffix`` are kept whole) until the name fits in :data:`MAX_NAME_BYTES`
    bytes of UTF-8 and UTF-16 code units, in composed and decomposed form
    (macOS decomposes accents), with room for :func:`atomic_write`'s temporary
    name (:data:`MAX_SAVED_NAME_BYTES` in all) and ``room`` bytes more to spare
    for a counter such as ``" (2)"``; ``longest`` makes it shorter still (a deep folder
    on Windows, see :func:`longest_name`), as far as the tail and suffix allow. A name
    Windows keeps for a device (``CON``, ``con.txt``, ``LPT1`` …) gets a leading ``_``.
    ``safe_file_name("Ann Ben", ".wwgame", tail=" - deal 4821")`` is
    ``"Ann Ben - deal 4821.wwgame"``.
    """
    head = _clean(text)
    end = _clean(tail) if tail.strip() else ""
    if tail[:1].isspace() and end:
        end = " " + end
    limit = min(longest, MAX_SAVED_NAME_BYTES) - room - _size(end + suffix)
    while head and _size(head) > limit:
        head = head[: max(0, len(head) - max(1, (_size(head) - limit) // 4))]
    name = (head.rstrip(" .") + end).strip(" .") or "Wild West"
    if is_device_name(name):
        name = "_" + name
    return name + suffix


def is_device_name(name: str) -> bool:
    """True if Windows takes the file name ``name`` for a device (``CON``, ``nul.txt``,
    ``COM1 .json``, ``lpt\u00b9``): such a file cannot be made or opened.

    >>> [is_device_name(n) for n in ("CON", "con.txt", "Con .tar.gz", "CONTEST", "COM10")]
    [True, True, True, False, False]
    """
    return name.split(".", maxsplit=1)[0].rstrip(" ").upper() in _WINDOWS_RESERVED


def _clean(text: str) -> str:
    """``text`` with what Windows forbids as ``_``, runs of spaces as one, and no spaces or
    dots at its ends."""
    kept = text.translate(_WINDOWS_FORBIDDEN)
    try:
        kept.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates (a name read with surrogateescape)
        kept = "".join("_" if "\ud800" <= c <= "\udfff" else c for c in kept)
    return " ".join(kept.split()).strip(" .")


def _size(text: str) -> int:
    """The most room ``text`` takes in any file system's measure (bytes or UTF-16 units)."""
    decomposed = unicodedata.normalize("NFD", text)
    return max(
        len(text.encode("utf-8")),
        len(decomposed.encode("utf-8")),
        len(decomposed.encode("utf-16-le")) // 2,
    )
