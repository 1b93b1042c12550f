"""Small helpers for widgets: labels without their Alt-key marker or shown literally, tab
names that fit, wrapped labels that keep their lines, windows that fit the screen, and
table rows as tall as their text, a question with two answers, and work put off until a
widget has painted."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTabBar,
    QTableView,
    QWidget,
)
from shiboken6 import isValid

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


class _NextPaint(QObject):
    """A child of the widget it watches until that widget's next paint, then runs the works
    asked for meanwhile, in order, each on a zero timer (once the paint is done)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.works: list[Callable[[], object]] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        widget = self.parent()
        if watched is widget and event.type() == QEvent.Type.Paint:
            widget.removeEventFilter(self)
            setattr(widget, _WATCHER, None)
            works, self.works = self.works, []
            for work in works:
                QTimer.singleShot(0, widget, work)
        return False


_WATCHER = "_wildwest_next_paint"
"""The attribute of a widget that holds its :class:`_NextPaint` while works wait."""


def after_next_paint(widget: QWidget, work: Callable[[], object]) -> None:
    """Run ``work`` just after ``widget``'s next paint, so what it does never delays that
    frame (the app's first screen: issue 31). The works asked for one widget share one
    event filter (each filter sees every event of the widget until then)."""
    watcher = getattr(widget, _WATCHER, None)
    if not isinstance(watcher, _NextPaint) or not isValid(watcher):
        watcher = _NextPaint(widget)
        setattr(widget, _WATCHER, watcher)
    watcher.works.append(work)


FILL_BY_MS = 1000
"""The latest a menu's entries wait for the window's first paint."""


class EntriesLater(QObject):
    """The owner of a menu of ``window`` whose entries are made by :meth:`fill` (once; a
    later call does nothing): at once, or just after the window's first paint (issue 31).
    What the menu is told before then it keeps, and shows once filled."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.filled = False
        """Whether the menu's entries have been made."""

    def fill(self) -> None:
        if not self.filled:
            self.filled = True
            self._make_entries()

    def fill_now_or_later(self, later: bool) -> None:
        """:meth:`fill` now, or just after the window's next paint (``later``; the works
        asked for one window run in the order asked), and at the latest :data:`FILL_BY_MS`
        from now (a window covered from the start is painted only when uncovered). Now
        wherever the menu bar is the system's own (macOS, a Linux desktop's global menu):
        it hides a menu with no entries, title and all."""
        if later and not self.window.menuBar().isNativeMenuBar():
            after_next_paint(self.window, self.fill)
            QTimer.singleShot(FILL_BY_MS, self, self.fill)
        else:
            self.fill()

    def _make_entries(self) -> None:
        raise NotImplementedError


def python_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give ``area`` a viewport made here and return it (issue 31).

    A widget Qt made is new to Python the first time a call returns it, and PySide then
    looks through every widget class to name its type, building each one: about 9 ms, the
    first time, at start-up. One made in Python is known already."""
    viewport = QWidget()
    area.setViewport(viewport)
    return viewport


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
    (a netbook): never bigger than the screen's free area, and moved onto it. A dialog not
    shown yet is on its parent's screen (Qt says the primary screen until it is shown)."""
    parent = window.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or window.screen()
    screen = screen or QGuiApplication.primaryScreen()
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


class WrappedLabel(QLabel):
    """A word-wrapped label that is never less tall than its lines at its width: a layout
    short of room takes the room from something that can give it (a scroll area) instead of
    cutting the text's last lines (Qt's least height for a wrapped label is one guess, made
    for no width in particular)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._keep_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # Once the layouts are done: a least height changed while they lay out is heard
            # by none of them above.
            QTimer.singleShot(0, self, self._keep_lines)

    def _keep_lines(self) -> None:
        if self.width() <= 0:
            return
        kept = self.minimumHeight()
        # QLabel never measures itself less tall than its least height: measure without it,
        # or a label that once held more lines (a longer text, a narrower width) stays tall.
        self.setMinimumHeight(0)
        needed = self.heightForWidth(self.width())
        self.setMinimumHeight(kept)
        if needed > 0 and needed != kept:
            self.setMinimumHeight(needed)
            # Each layout above takes the new height in (Qt passes it on only while none of
            # them is between two layout passes; a tab widget never passes it on).
            widget = self.parentWidget()
            while widget is not None and not widget.isWindow():
                widget.updateGeometry()
                widget = widget.parentWidget()


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


def with_suffix(path: str, suffix: str) -> str:
    """``path`` (chosen in a save dialog) ending in ``suffix``, in any case: ``game`` and
    ``Mr. Smith's class`` get it added, ``NOTES.CSV`` keeps its own."""
    return path if path.lower().endswith(suffix.lower()) else path + suffix


def fit_rows(view: QTableView, *, by_contents: bool = True) -> None:
    """Rows as tall as their text needs, and no taller (after the type scale changed): every
    row sized to its contents, never below one line of the view's text; the marks beside
    names (whose turn, the winner's star) as big as the text.

    ``by_contents=False``: the rows keep the heights they are given (a view whose
    :class:`~wildwest.ui.look.shared_columns.SharedColumns` sizes each new row once, as
    the turn log's do); with Qt sizing every row to its contents, each layout of the view
    measured every cell of every row again, a long game's log on every turn (issue 31)."""
    side = view.fontMetrics().height()
    view.setIconSize(QSize(side, side))
    header = view.verticalHeader()
    header.setMinimumSectionSize(view.fontMetrics().height() + 4)
    header.setSectionResizeMode(
        QHeaderView.ResizeMode.ResizeToContents if by_contents else QHeaderView.ResizeMode.Fixed
    )


def question_box(
    parent: QWidget | None,
    title: str,
    question: str,
    detail: str,
    *,
    yes: str,
    no: str,
    name: str = "pickerQuestion",
) -> QMessageBox:
    """A question with its own two answers, ``yesButton`` and ``noButton`` (``no`` is the
    default, and Esc); every word plain text, names included."""
    from PySide6.QtWidgets import QMessageBox  # built by PySide when first named: not at start

    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(question)
    box.setInformativeText(detail)
    for label in box.findChildren(QLabel):  # the informative text guesses its format too
        label.setTextFormat(Qt.TextFormat.PlainText)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    accept.setObjectName("yesButton")
    keep = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("noButton")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box
