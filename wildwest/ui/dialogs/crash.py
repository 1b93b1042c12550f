"""One crash path: log the error, tell the pupil kindly, keep the game going."""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from wildwest.present.translate import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # made on first use (start-up time)
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger("wildwest.crash")

FRIENDLY = QT_TRANSLATE_NOOP(
    "Crash",
    "Something went wrong inside Wild West, but your game is safe and you can keep "
    "playing.\n\nIf it happens again, please show your teacher. The details are in the "
    "log file (Help → About says where).",
)


class CrashReporter:
    """Installed as ``sys.excepthook``: logs the traceback and shows one non-blocking message."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self._box: QMessageBox | None = None
        self.count = 0

    def __call__(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        self.count += 1
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(kind, error, trace)))
        if self._box is not None and self._box.isVisible():
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self._parent)
        box.setObjectName("crashMessage")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("CrashReporter", "Wild West"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(translate("CrashReporter", FRIENDLY))
        box.setDetailedText(f"{kind.__name__}: {error}")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self._box = box
        box.open()


def install_excepthook(parent: QWidget) -> CrashReporter:
    reporter = CrashReporter(parent)
    sys.excepthook = reporter
    return reporter
