"""Small helpers for widgets: labels without their Alt-key marker or shown literally, tab
names that fit, and windows that fit the screen."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QTabBar, QWidget


def plain(label: str) -> str:
    """``label`` without its Alt-key marker, for a name a screen reader says ("Hin&t 2" →
    "Hint 2"; a doubled ``&&`` is one ``&``)."""
    return re.sub(r"&(&?)", r"\1", label)


def literal(text: str) -> str:
    """``text`` as a button, menu item or tab shows it, with no Alt-key (each ``&`` in it, a
    name's or a translation's, shown as one)."""
    return text.replace("&", "&&")


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Size ``window`` to ``width`` × ``height``, or to the screen it is on if that is smaller
    (a netbook): never bigger than the screen's free area, and moved onto it."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    size = QSize(min(width, area.width()), min(height, area.height()))
    window.resize(size)
    frame = QRect(window.pos(), size)
    if not area.contains(frame):
        left = max(area.left(), min(frame.left(), area.right() - size.width() + 1))
        top = max(area.top(), min(frame.top(), area.bottom() - size.height() + 1))
        window.move(QPoint(left, top))


class FittedDialog(QDialog):
    """A dialog that opens at its preferred size, or at the screen's size when the screen is
    smaller (its buttons never fall below the bottom of a netbook's screen)."""

    def __init__(self, parent: QWidget | None, width: int, height: int) -> None:
        super().__init__(parent)
        self._preferred = (width, height)
        self._fitted = False
        self.resize(width, height)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._fitted:
            self._fitted = True
            fit_to_screen(self, *self._preferred)
        super().showEvent(event)


def full_tabs_width(bar: QTabBar) -> int:
    """How wide ``bar`` must be to show every tab's name in full, whichever tab is on show
    (the current one is in bold, so each is measured bold)."""
    bold = QFont(bar.font())
    bold.setBold(True)
    wider = QFontMetrics(bold)
    metrics = bar.fontMetrics()
    total = 0
    for i in range(bar.count()):
        text = plain(bar.tabText(i))
        extra = wider.horizontalAdvance(text) - metrics.horizontalAdvance(text)
        total += bar.tabSizeHint(i).width() + max(0, extra)
    return total
