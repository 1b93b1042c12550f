"""Table columns that share a narrow view between them by wrapping their words, so no column
is ever cut and no scroll bar comes up sideways while the words can still wrap.

The scoreboard sits in a side panel: at large text, or with a long name ("Sheriff Sam
(computer)"), its columns laid out on one line each are wider than the panel. Here every
column first gets the width its text needs on one line; when that is too wide, the columns
that may wrap give up width, one after another (the scoreboard's primes wrap before its
names do), each down to its longest word (or its heading), and their rows grow taller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect
from PySide6.QtWidgets import QHeaderView, QStyleOptionViewItem, QTableView

NARROWEST = 1
"""The width a cell is measured at to find its longest word (every word on a line of its own)."""
WATCHED = (QEvent.Type.Resize, QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.Paint)
"""What makes the columns fit again, when the viewport's width has changed since the last fit."""
MAX_REFITS = 3
"""Fits in a row while a scroll bar comes and goes (it settles in two)."""


def cell_width(view: QTableView, index: QModelIndex, wrap_at: int | None = None) -> int:
    """The width ``index``'s cell needs: on one line, or wrapped at ``wrap_at`` pixels (its
    longest line then, which is its longest word when ``wrap_at`` is tiny)."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    if wrap_at is not None:
        option.rect = QRect(0, 0, wrap_at, 1 << 16)
    delegate = view.itemDelegateForIndex(index)
    return 0 if delegate is None else delegate.sizeHint(option, index).width()


def share_out(
    needs: Sequence[int], leasts: Sequence[int], room: int, order: Sequence[int]
) -> list[int]:
    """Widths for columns that need ``needs`` on one line and at least ``leasts`` wrapped,
    in ``room`` pixels: everyone's need where that fits (the last column takes what is
    over); else the columns in ``order`` give up width, the first down to its least before
    the next gives any; what still does not fit scrolls.

    >>> share_out([100, 50], [40, 50], 200, order=[0])
    [100, 100]
    >>> share_out([100, 80], [40, 20], 120, order=[1, 0])
    [100, 20]
    >>> share_out([100, 80], [40, 20], 90, order=[1, 0])
    [70, 20]
    >>> share_out([100, 80], [40, 20], 30, order=[1, 0])
    [40, 20]
    """
    widths = list(needs)
    total = sum(needs)
    if total <= room:
        if widths:
            widths[-1] += room - total
        return widths
    over = total - room
    for column in order:
        give = min(over, max(0, needs[column] - leasts[column]))
        widths[column] -= give
        over -= give
    return widths


class SharedColumns(QObject):
    """Keeps ``view``'s columns sized (see the module): ``wrapping`` are the columns whose
    words may wrap onto more lines, the first to wrap first; the others keep their one-line
    width. The view must word-wrap, and its rows size to their contents."""

    def __init__(self, view: QTableView, wrapping: Sequence[int]) -> None:
        super().__init__(view)
        self._view = view
        self._wrapping = tuple(wrapping)
        self._fitting = self._again = False
        self._room = -1  # the viewport's width at the last fit
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        model = view.model()
        for signal in (
            model.modelReset,
            model.dataChanged,
            model.rowsInserted,
            model.rowsRemoved,
            model.layoutChanged,
        ):
            signal.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The viewport's own resizes, and the view's (a scroll bar that came or went after
        # a fit changes the viewport's width with no resize of its own to be heard).
        if event.type() in WATCHED and self._view.viewport().width() != self._room:
            self.fit()
        return False

    def fit(self, *_args: object) -> None:
        """Size the columns to the view's current width and text. Sizing them can bring a
        scroll bar up or down, which resizes the view while it is being fitted: that asks
        for one more fit, done after this one (a nested one would be overwritten by it)."""
        if self._fitting:
            self._again = True
            return
        self._fitting = True
        try:
            for _ in range(MAX_REFITS):
                self._again = False
                self._fit_once()
                if not self._again:
                    break
        finally:
            self._fitting = False

    def _fit_once(self) -> None:
        view, model = self._view, self._view.model()
        header = view.horizontalHeader()
        columns = model.columnCount()
        grid = 1 if view.showGrid() else 0  # a cell is painted inside its grid line
        needs, leasts = [], []
        for column in range(columns):
            heading = header.sectionSizeFromContents(column).width()
            cells = [model.index(row, column) for row in range(model.rowCount())]
            needs.append(max([heading, *(cell_width(view, index) + grid for index in cells)]))
            if column in self._wrapping:
                words = (cell_width(view, index, NARROWEST) + grid for index in cells)
                leasts.append(max([heading, *words]))
            else:
                leasts.append(needs[-1])
        self._room = view.viewport().width()
        widths = share_out(needs, leasts, self._room, self._wrapping)
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        if widths:
            view.resizeRowsToContents()
