"""Every file operation on the class folder, in one small class that tests can make fail.

The class folder may be a share on a file server, a USB stick or a local folder. On a
share, appending to a file and locking it cannot be trusted (through smbnetfs an
``O_APPEND`` write failed with EIO and left the mount failing), so Wild West uses only
what works everywhere:

* a new file is written whole under a temporary name in the same folder (``.NAME.RANDOM.part``),
  flushed to the disk (``fsync``), renamed to its name (tried again a few times when the
  file is still held open elsewhere, as by a virus scanner), and its size checked afterwards
  (:meth:`FolderIO.write_new`); an existing file is never written over, appended to or
  locked;
* files are listed, read whole (at most a limit) and removed.

:class:`FolderIO` is the real thing; a test passes a subclass whose methods raise
``OSError`` (``ENOSPC``, ``EROFS``, ``EIO``, ``ENOENT``) to play a full, read-only, failing
or vanished share.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from ..reading import read_at_most

TEMP_PREFIX = "."
TEMP_SUFFIX = ".part"


@dataclass(frozen=True, slots=True)
class Listed:
    """One name in a folder, with what :meth:`FolderIO.list` could see of it."""

    name: str
    size: int
    mtime_ns: int
    is_dir: bool
    is_file: bool


_Names = list[str]
"""(A list of names: inside :class:`FolderIO`, ``list`` is the method.)"""


def _refuse_irregular(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))


def is_temporary(name: str) -> bool:
    """A file being written (or left by a write that was cut off): never read as data."""
    return name.startswith(TEMP_PREFIX)


class FolderIO:
    """The operations the class folder's writer and reader use (see the module)."""

    def list(self, folder: Path) -> list[Listed]:
        """What ``folder`` holds; raises ``OSError`` (``FileNotFoundError`` when it is gone)."""
        found: list[Listed] = []
        with os.scandir(folder) as names:
            for item in names:
                try:
                    info = item.stat(follow_symlinks=False)
                except OSError:
                    continue  # went while we looked
                found.append(
                    Listed(
                        item.name,
                        info.st_size,
                        info.st_mtime_ns,
                        stat.S_ISDIR(info.st_mode),
                        stat.S_ISREG(info.st_mode),
                    )
                )
        return found

    def names(self, folder: Path) -> _Names:
        """The names in ``folder`` alone (one request to a file server, where :meth:`list`
        asks about each file too); raises ``OSError``."""
        return os.listdir(folder)

    def stat(self, path: Path) -> Listed:
        """What :meth:`list` says about one name; raises ``OSError``."""
        info = os.stat(path, follow_symlinks=False)
        return Listed(
            path.name,
            info.st_size,
            info.st_mtime_ns,
            stat.S_ISDIR(info.st_mode),
            stat.S_ISREG(info.st_mode),
        )

    def read(self, path: Path, limit: int) -> bytes:
        """At most ``limit + 1`` bytes of the regular file ``path`` (so a caller can tell a
        file over the limit); never waits on a pipe or a device."""
        return read_at_most(path, limit, _refuse_irregular)

    def make_folder(self, folder: Path) -> None:
        """Create ``folder`` and any folder on the way (fine if it is there)."""
        os.makedirs(folder, exist_ok=True)

    def write_new(self, folder: Path, name: str, data: bytes) -> None:
        """Write a new file ``folder/name`` whole, or not at all (see the module).

        Raises ``FileExistsError`` rather than write over a file, and ``OSError`` for
        anything the folder refuses; a temporary file left behind is removed if it can be.
        """
        final = folder / name
        temp = folder / f"{TEMP_PREFIX}{name}.{os.urandom(4).hex()}{TEMP_SUFFIX}"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        handle = os.open(temp, flags, 0o644)
        try:
            try:
                view = memoryview(data)
                while view:
                    written = os.write(handle, view)
                    if written <= 0:
                        raise OSError(errno.EIO, "the write stopped", str(temp))
                    view = view[written:]
                os.fsync(handle)
            finally:
                os.close(handle)
            if os.path.lexists(final):
                raise FileExistsError(errno.EEXIST, "a file has that name", str(final))
            _rename(temp, final)
        except BaseException:
            self._forget(temp)
            raise
        _sync_folder(folder)
        size = os.stat(final).st_size
        if size != len(data):
            raise OSError(errno.EIO, f"{size} bytes arrived of {len(data)}", str(final))

    def remove(self, path: Path) -> None:
        """Remove a file (fine if it has gone already)."""
        with contextlib.suppress(FileNotFoundError):
            os.remove(path)

    def set_aside(self, path: Path) -> None:
        """Rename a damaged file of this computer's own so no reader reads it again
        (``NAME.damaged``: nothing is deleted)."""
        os.rename(path, path.with_name(path.name + ".damaged"))

    @staticmethod
    def _forget(temp: Path) -> None:
        with contextlib.suppress(OSError):
            os.remove(temp)


RENAME_TRIES = 5
RENAME_PAUSE = 0.1
"""A rename refused because the new file is still open elsewhere (a virus scanner looking
at it, a share closing it late: EBUSY, EACCES, Windows' sharing violation) is tried again
this many times, this many seconds apart, before the write counts as failed."""
_BUSY = {errno.EBUSY, errno.EACCES, errno.EPERM}


def _rename(temp: Path, final: Path) -> None:
    for attempt in range(RENAME_TRIES):
        try:
            os.rename(temp, final)
            return
        except OSError as error:
            busy = error.errno in _BUSY or getattr(error, "winerror", None) in (5, 32)
            if not busy or attempt == RENAME_TRIES - 1:
                raise
            time.sleep(RENAME_PAUSE)


def _sync_folder(folder: Path) -> None:
    """Ask for the rename itself to reach the disk (POSIX; a share may not allow it)."""
    if os.name != "posix":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def replace_local_file(path: Path, data: bytes) -> None:
    """Write a small file in this computer's own data folder all or nothing (temporary file,
    ``fsync``, ``os.replace``): for files no other computer writes. Raises ``OSError``."""
    temp = path.with_name(f"{TEMP_PREFIX}{path.name}.{os.urandom(4).hex()}{TEMP_SUFFIX}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    handle = os.open(temp, flags, 0o644)
    try:
        try:
            os.write(handle, data)
            os.fsync(handle)
        finally:
            os.close(handle)
        os.replace(temp, path)
    except BaseException:
        FolderIO._forget(temp)
        raise
    _sync_folder(path.parent)
