"""Small helpers for widgets: mnemonics, tab names that fit, and windows that fit the screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QTabBar, QWidget


def mnemonic(label: str, letter: str) -> str:
    """Put the Alt-key marker on the first ``letter`` in ``label`` ("Hint 2" → "Hin&t 2").

    A label without that letter is returned as it is (with any ``&`` doubled, so it shows).
    """
    label = label.replace("&", "&&")
    at = label.lower().find(letter.lower())
    return label if at < 0 else label[:at] + "&" + label[at:]


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


def plain_title(title: str) -> str:
    """A tab name without its Alt-key marker ("Pr&imes" → "Primes", "&&" → "&")."""
    return title.replace("&&", "\0").replace("&", "").replace("\0", "&")


def full_tabs_width(bar: QTabBar) -> int:
    """How wide ``bar`` must be to show every tab's name in full, whichever tab is on show
    (the current one is in bold, so each is measured bold)."""
    bold = QFont(bar.font())
    bold.setBold(True)
    wider = QFontMetrics(bold)
    metrics = bar.fontMetrics()
    total = 0
    for i in range(bar.count()):
        text = plain_title(bar.tabText(i))
        extra = wider.horizontalAdvance(text) - metrics.horizontalAdvance(text)
        total += bar.tabSizeHint(i).width() + max(0, extra)
    return total
