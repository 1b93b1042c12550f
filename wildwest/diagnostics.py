"""Logging for the whole app: a rotating log file a teacher can find, Qt's warnings included.

Set up first thing at start-up: a windowed frozen build has no console, so the
log file is the only place errors can go.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path

LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3

_QT_HANDLER: list[object] = []  # keeps the installed handler alive; empty until installed


class LogFileHandler(logging.FileHandler):
    """The rotating log file, which gives up quietly when it can no longer be written.

    Rotating as ``logging.handlers.RotatingFileHandler`` does (``wildwest.log`` becomes
    ``wildwest.log.1`` when the next line would take it past ``maxBytes``, and so on up to
    ``backupCount``), written here because importing ``logging.handlers`` (sockets, queues,
    pickling for its network handlers, which the app never makes) was about 7 ms of every
    start.

    logging's own handler prints a "--- Logging error ---" traceback on stderr for
    every line it fails to write (a full disk, a USB stick pulled out, a log file
    made read-only). This one says so once, on stderr when there is one, then
    drops file logging for the rest of the session; the console handler (warnings
    and errors on stderr) carries on.
    """

    failed: str | None = None
    """Why the log file stopped being written, once it has."""

    def __init__(
        self, filename: str | Path, maxBytes: int, backupCount: int, encoding: str = "utf-8"
    ) -> None:
        super().__init__(filename, mode="a", encoding=encoding)
        self.max_bytes, self.backups = maxBytes, backupCount

    def emit(self, record: logging.LogRecord) -> None:
        if self.failed is not None:
            return
        try:
            if self._full(record):
                self._rotate()
        except Exception:  # a log file that can't be measured or renamed: as logging does
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        """The next line would take the file past ``max_bytes``."""
        if self.max_bytes <= 0 or self.stream is None:
            return False
        self.stream.seek(0, os.SEEK_END)  # the file may have been appended to elsewhere
        line = self.format(record) + self.terminator
        return self.stream.tell() + len(line.encode(self.encoding or "utf-8")) > self.max_bytes

    def _rotate(self) -> None:
        """``log`` → ``log.1`` → … → ``log.N`` (the oldest goes), then a new ``log``."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        for n in range(self.backups - 1, 0, -1):
            older = f"{self.baseFilename}.{n}"
            if os.path.exists(older):
                os.replace(older, f"{self.baseFilename}.{n + 1}")
        if self.backups > 0 and os.path.exists(self.baseFilename):
            os.replace(self.baseFilename, f"{self.baseFilename}.1")
        self.stream = self._open()

    def handleError(self, record: logging.LogRecord) -> None:
        if self.failed is not None:
            return
        error = sys.exc_info()[1]
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        self.failed = f"The log file {self.baseFilename} cannot be written any more ({reason})"
        with contextlib.suppress(Exception):  # closing a broken stream may fail the same way
            if self.stream is not None:
                self.stream.close()
        self.stream = None
        if sys.stderr is not None:
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(f"wildwest: {self.failed}; not logging to it until restarted\n")


def setup_logging(log_file: Path | None, level: int = logging.INFO) -> str | None:
    """Log to ``log_file`` (rotating) and to stderr when there is one.

    Returns a one-line warning if the log file cannot be written (the game
    still runs).
    """
    root = logging.getLogger()
    root.setLevel(level)
    for handler in list(root.handlers):
        if getattr(handler, "_wildwest", False):
            root.removeHandler(handler)
            handler.close()
    formatter = logging.Formatter(LOG_FORMAT)
    problem = None
    if log_file is not None:
        try:
            log_file.parent.mkdir(parents=True, exist_ok=True)
            file_handler = LogFileHandler(
                log_file, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
            )
        except OSError as error:
            problem = f"The log file {log_file} cannot be written ({error.strerror or error})"
        else:
            file_handler.setFormatter(formatter)
            file_handler._wildwest = True  # type: ignore[attr-defined]
            root.addHandler(file_handler)
    if sys.stderr is not None:
        console = logging.StreamHandler()
        console.setFormatter(formatter)
        console.setLevel(logging.WARNING)
        console._wildwest = True  # type: ignore[attr-defined]
        root.addHandler(console)
    return problem


def route_qt_messages() -> None:
    """Send Qt's own debug/warning/critical messages to the ``qt`` logger."""
    if _QT_HANDLER:
        return
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        qt_log.log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)
    _QT_HANDLER.append(handler)
