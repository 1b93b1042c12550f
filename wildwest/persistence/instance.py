"""One copy of Wild West at a time per data folder (``QLockFile``).

Two copies writing the same records file and recovery file would spoil both,
so the app takes ``wildwest.lock`` in the data folder at start-up:

    instance = SingleInstance(paths.lock_file)
    if not instance.acquire():
        show(instance.busy_message())   # and quit

A lock left by a copy that crashed is taken over at once when it was made on
this computer (its process is gone, or its process id is this start's own: after a crash
the system may give the same id to the next start); a lock made on another computer (a data
folder on a network drive or a USB stick) is taken over once it is older than
:data:`STALE_LOCK_MS`, because its process cannot be checked from here.
:meth:`SingleInstance.take_over` is for an "open anyway" button: it never
breaks the lock of a copy still running on this computer.

A power cut can leave a lock that names no owner: an empty or zero-filled
file, garbage, a file that cannot be read, or a folder (or anything else that
is not a regular file) called ``wildwest.lock``. None of these has a live
owner (a running copy writes its process id before anything else can read the
file), so they are taken over at once: a file that can be opened is removed
(QLockFile first checks that no running copy has it open), anything else is
moved aside as ``wildwest.stale-YYYYMMDD-HHMMSS.lock``, never deleted.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QSysInfo

from wildwest.engine.phrases import fill

from .files import move_aside

log = logging.getLogger(__name__)

STALE_LOCK_MS = 12 * 60 * 60 * 1000
"""A lock from another computer older than a school day is from a copy that crashed."""


class SingleInstance:
    """The data folder's lock. Keep the object alive while the app runs."""

    def __init__(self, lock_path: str | Path, stale_after_ms: int = STALE_LOCK_MS) -> None:
        self.path = Path(lock_path)
        self._lock = QLockFile(str(self.path))
        self._lock.setStaleLockTime(stale_after_ms)
        self.message: str | None = None
        """Set when the lock could not be made at all (e.g. a read-only folder)."""

    @property
    def locked(self) -> bool:
        """True while this object holds the lock."""
        return self._lock.isLocked()

    def acquire(self) -> bool:
        """Take the lock. False only when another running copy holds it.

        A folder where no lock can be made (read-only, missing) does not stop
        the app: this returns True, :attr:`locked` stays False and
        :attr:`message` says that a second copy would not be noticed.
        """
        if self.locked:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("cannot create %s: %s", self.path.parent, error)
        self._clear_ownerless()
        if self._lock.tryLock(0):
            log.info("holding %s", self.path)
            return True
        if self._lock.error() is QLockFile.LockError.LockFailedError:
            # tryLock already takes over locks it sees as stale; this covers a lock
            # that went stale between its check and ours.
            gone = self._owner_is_gone()
            if gone and self._lock.removeStaleLockFile() and self._lock.tryLock(0):
                log.info("took over a stale lock %s", self.path)
                return True
            log.info("%s is held by %s", self.path, self.owner_description())
            return False
        self.message = fill(
            QCoreApplication.translate(
                "SingleInstance",
                "Wild West cannot make its lock file in %1 (%2), so a second copy of the app "
                "would not be noticed",
            ),
            (self.path.parent, self._lock.error().name),
        )
        log.warning("%s", self.message)
        return True

    def take_over(self) -> bool:
        """ "Open anyway": remove the other lock and take it. False if its owner still
        runs on this computer (the operating system's file lock protects it)."""
        if self.locked:
            return True
        self._clear_ownerless()
        if self._lock.removeStaleLockFile() and self._lock.tryLock(0):
            log.warning("took over the lock %s from %s", self.path, self.owner_description())
            return True
        return False

    def release(self) -> None:
        """Give the lock up (and remove the file); harmless if not held."""
        if self.locked:
            self._lock.unlock()
            log.info("released %s", self.path)

    def _clear_ownerless(self) -> None:
        """Take away a lock that names no owner (see the module notes); a real lock, or one
        a running copy still has open, is left for QLockFile to judge."""
        try:
            info = os.lstat(self.path)
        except OSError:
            return  # no lock (the usual case), or a folder we cannot look into
        if stat.S_ISREG(info.st_mode):
            if self._info() is not None:
                return  # a lock in QLockFile's format: its owner is checked as usual
            readable = os.access(self.path, os.R_OK | os.W_OK)
            if readable and self._lock.removeStaleLockFile():
                log.warning("removed %s, a lock that named no owner", self.path)
                return
            if readable:
                return  # a copy starting right now holds it open: not stale
        try:
            aside = move_aside(self.path, "stale")
        except OSError as error:
            log.warning("cannot move the ownerless lock %s aside: %s", self.path, error)
            return
        log.warning("%s named no owner; moved aside as %s", self.path, aside.name)

    def _info(self) -> tuple[int, str, str] | None:
        pid, host, app = self._lock.getLockInfo()
        return (pid, host, app) if pid > 0 else None

    def _owner_is_gone(self) -> bool:
        """The lock was made on this computer by a process that is not running any more.

        A lock naming this very process counts as gone: this object does not hold it, so it
        was left by a copy that crashed and whose process id the system has given to this
        start. (Another lock object of this process that really holds it keeps it: the
        operating system's lock makes :meth:`QLockFile.removeStaleLockFile` fail.)
        """
        info = self._info()
        if info is None or info[1] != QSysInfo.machineHostName():
            return False
        return info[0] == os.getpid() or not _process_exists(info[0])

    def owner_description(self) -> str:
        """Who holds the lock: ``"process 4242 on this computer"``, ``"… on computer PC-12"``."""
        info = self._info()
        if info is None:
            return QCoreApplication.translate("SingleInstance", "another copy of Wild West")
        pid, host, _ = info
        if not host or host == QSysInfo.machineHostName():
            return fill(
                QCoreApplication.translate("SingleInstance", "process %1 on this computer"), (pid,)
            )
        return fill(
            QCoreApplication.translate("SingleInstance", "process %1 on computer %2"), (pid, host)
        )

    def busy_message(self) -> str:
        """One line for the dialog shown when :meth:`acquire` returned False."""
        return fill(
            QCoreApplication.translate(
                "SingleInstance",
                "Wild West is already open with this data folder (%1). Switch to that window, or "
                "close it first.",
            ),
            (self.owner_description(),),
        )


def _process_exists(pid: int) -> bool:
    if os.name == "nt":  # QLockFile checks Windows processes itself
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
