"""The window on its screen: where it opens (as the user left it, else fitted to the
screen), and back on the screen once what it shows fits there again."""

from __future__ import annotations

import logging

from PySide6.QtCore import QByteArray, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import WINDOW_GEOMETRY, WINDOW_STATE
from wildwest.persistence.window_state import checked_window_state

log = logging.getLogger(__name__)


class ScreenFit(QObject):
    """Keeps ``window`` on its screen and remembers where it was (``window/geometry`` and
    ``window/state`` in the settings)."""

    restored = Signal()
    """The saved layout was put back (:meth:`restore`): the panels it shows are on show."""

    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.pushed_off = False
        """The window was made bigger than its screen by its own least size (see
        :meth:`back_on_screen`)."""

    def usable_width(self) -> int:
        """The window's width, or its screen's if that is narrower (a window made too wide
        is about to be put back on its screen)."""
        width = self.window.width()
        screen = self.window.screen()
        if screen is not None:
            width = min(width, screen.availableGeometry().width())
        return width

    def on_screen(self, size: QSize) -> bool:
        """Whether a window of ``size`` fits its screen's free area."""
        screen = self.window.screen()
        if screen is None or not size.isValid():
            return True
        area = screen.availableGeometry().size()
        return size.width() <= area.width() and size.height() <= area.height()

    def resized(self, event: QResizeEvent) -> None:
        """The window changed size: note whether what it must show pushed it off its screen."""
        if self.on_screen(event.oldSize()) and not self.on_screen(event.size()):
            # Made bigger than the screen by what it must show (not by hand: a window made big
            # by a person is bigger than it must be): back on the screen once that fits.
            least = self.window.minimumSizeHint()
            size = event.size()
            self.pushed_off = size.width() <= least.width() or size.height() <= least.height()

    def back_on_screen(self) -> None:
        """A window that wider panels or longer words made bigger than its screen goes back
        to the screen's size once what it shows fits there again."""
        window = self.window
        screen = window.screen()
        if not self.pushed_off or screen is None or window.isMaximized() or window.isFullScreen():
            return
        if self.on_screen(window.size()):
            self.pushed_off = False
            return
        area = screen.availableGeometry()
        layout = window.layout()
        if layout is not None:
            layout.activate()
        least = window.minimumSizeHint()
        window.resize(
            min(window.width(), max(area.width(), least.width())),
            min(window.height(), max(area.height(), least.height())),
        )

    def restore(self) -> None:
        """Put the window back where the user left it (size, position, panels), if that still
        fits the screen; else fit the screen (see :meth:`fit_screen`)."""
        window = self.window
        geometry = self.settings.get(WINDOW_GEOMETRY)
        restored = bool(geometry) and window.restoreGeometry(QByteArray(geometry))
        # The window's own children only: all its widgets would have Python wrap every object
        # Qt made for them, one by one (issue 31).
        docks = [
            dock.objectName()
            for dock in window.findChildren(
                QDockWidget, "", Qt.FindChildOption.FindDirectChildrenOnly
            )
        ]
        state = checked_window_state(self.settings.get(WINDOW_STATE), docks)
        if state:
            window.restoreState(QByteArray(state))
            self.restored.emit()
        screen = window.screen()
        fits = screen is not None and screen.availableGeometry().contains(window.frameGeometry())
        if not (restored and fits):
            self.fit_screen()

    def fit_screen(self) -> None:
        """The first window: 1280 × 800 where the screen has room, else the screen's free
        area; on a netbook or small laptop (1366 × 768 and less) it opens maximised, so the
        answer box is never below the bottom of the screen."""
        window = self.window
        screen = window.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        width, height = min(1280, area.width()), min(800, area.height())
        window.resize(width, height)
        window.move(
            area.left() + (area.width() - width) // 2, area.top() + (area.height() - height) // 2
        )
        if area.width() <= 1366 or area.height() <= 800:
            window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)

    def save(self) -> None:
        """Remember the window's size, position and panels (it is closing)."""
        window = self.window
        self.settings.set_value(WINDOW_GEOMETRY, bytes(window.saveGeometry().data()))
        self.settings.set_value(WINDOW_STATE, bytes(window.saveState().data()))
        problem = self.settings.sync()
        if problem:
            log.warning(problem)
