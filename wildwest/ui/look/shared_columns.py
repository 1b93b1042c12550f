"""Table columns that share a narrow view between them by wrapping their words, so no column
is ever cut and no scroll bar comes up sideways while the words can still wrap.

The scoreboard sits in a side panel: at large text, or with a long name ("Sheriff Sam
(computer)"), its columns laid out on one line each are wider than the panel. Here every
column first gets the width its text needs on one line; when that is too wide, the columns
that may wrap give up width, one after another (the scoreboard's primes wrap before its
names do), each down to its longest word (or its heading), and their rows grow taller.
Where even that is too wide, the columns that may go are hidden, one after another (the
turn log's notes and cards go first; its factorisation never does), so the view never
scrolls sideways while a column can still go.

A view that only grows (the turn log, a row a turn) has each row measured once: a long game
costs a new row's cells, not every row's, per turn. With ``rows_grow`` its rows' heights are
set here too, each new row's once, and every row's again only when the widths or the font
change (the view's rows then keep the heights they are given: see ``fit_rows``).
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


def columns_kept(leasts: Sequence[int], room: int, dropping: Sequence[int]) -> tuple[int, ...]:
    """The columns shown in ``room`` pixels when each needs at least ``leasts``: all, else
    without the first of ``dropping``, then the next, until the rest fit (or none is left
    to drop).

    >>> columns_kept([20, 60, 40, 30], 200, dropping=[3, 2])
    (0, 1, 2, 3)
    >>> columns_kept([20, 60, 40, 30], 100, dropping=[3, 2])
    (0, 1)
    >>> columns_kept([20, 60, 40, 30], 50, dropping=[3, 2])
    (0, 1)
    """
    kept = list(range(len(leasts)))
    for column in dropping:
        if sum(leasts[c] for c in kept) <= room:
            break
        if column in kept:
            kept.remove(column)
    return tuple(kept)


class SharedColumns(QObject):
    """Keeps ``view``'s columns sized (see the module): ``wrapping`` are the columns whose
    words may wrap onto more lines, the first to wrap first; the others keep their one-line
    width; ``dropping`` the columns hidden, the first first, when even wrapped they are too
    wide (their words stay in the row's tooltip). The view must word-wrap, and its rows
    size to their contents."""

    def __init__(
        self,
        view: QTableView,
        wrapping: Sequence[int],
        dropping: Sequence[int] = (),
        *,
        rows_grow: bool = False,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._rows_grow = rows_grow
        self._rows_sized: tuple[object, int] = ((), 0)
        """With ``rows_grow``: what the rows' heights were last set for (the font and the
        widths), and how many rows were set."""
        self._wrapping = tuple(wrapping)
        self._dropping = tuple(dropping)
        self._fitting = self._again = False
        self._room = -1  # the viewport's width at the last fit
        self._measured: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        """Each row's cells measured: (one-line widths, wrapped widths), by column."""
        self._measured_font = ""
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        # The widths given are what the words need (a "×" column is narrow): the style's
        # least section size would widen it past the view's width.
        header.setMinimumSectionSize(1)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        model = view.model()
        for signal in (model.modelReset, model.dataChanged, model.rowsRemoved, model.layoutChanged):
            signal.connect(self._remeasure)
        model.rowsInserted.connect(self.fit)  # the rows before keep their sizes

    def _remeasure(self, *_args: object) -> None:
        self._measured.clear()
        self._rows_sized = ((), 0)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The viewport's own resizes, and the view's (a scroll bar that came or went after
        # a fit changes the viewport's width with no resize of its own to be heard).
        kind = event.type()
        if kind in WATCHED and self._view.viewport().width() != self._room:
            self.fit()
        elif kind == QEvent.Type.FontChange and watched is self._view and self._rows_grow:
            self.fit()  # the same widths, but the rows it sizes measure another height
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

    def _measure_rows(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Every row's cells, measured (the rows measured before in this font kept)."""
        view, model = self._view, self._view.model()
        font = view.font().key()
        if font != self._measured_font or len(self._measured) > model.rowCount():
            self._measured.clear()
            self._measured_font = font
        grid = 1 if view.showGrid() else 0  # a cell is painted inside its grid line
        columns = range(model.columnCount())
        for row in range(len(self._measured), model.rowCount()):
            cells = [model.index(row, column) for column in columns]
            needs = tuple(cell_width(view, index) + grid for index in cells)
            leasts = tuple(
                cell_width(view, index, NARROWEST) + grid if column in self._wrapping else need
                for column, (index, need) in enumerate(zip(cells, needs, strict=True))
            )
            self._measured.append((needs, leasts))
        return self._measured

    def _fit_once(self) -> None:
        view, model = self._view, self._view.model()
        header = view.horizontalHeader()
        rows = self._measure_rows()
        needs, leasts = [], []
        for column in range(model.columnCount()):
            heading = header.sectionSizeFromContents(column).width()
            needs.append(max([heading, *(need[column] for need, _ in rows)]))
            leasts.append(max([heading, *(least[column] for _, least in rows)]))
        self._room = view.viewport().width()
        kept = columns_kept(leasts, self._room, self._dropping)
        for column in range(len(needs)):
            if header.isSectionHidden(column) != (column not in kept):
                view.setColumnHidden(column, column not in kept)
        order = [kept.index(column) for column in self._wrapping if column in kept]
        widths = share_out([needs[c] for c in kept], [leasts[c] for c in kept], self._room, order)
        for column, width in zip(kept, widths, strict=True):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        if widths:
            self._fit_heights(tuple(zip(kept, widths, strict=True)))

    def _fit_heights(self, widths: tuple[tuple[int, int], ...]) -> None:
        """Every row as tall as its cells at these widths; with ``rows_grow``, only the rows
        new since the last time, unless the widths or the font changed."""
        view = self._view
        if not self._rows_grow:
            view.resizeRowsToContents()
            return
        rows = view.model().rowCount()
        made_for, sized = self._rows_sized
        now_for = (self._measured_font, widths)
        if made_for != now_for or sized > rows:
            # The rows' usual height becomes the height a new row starts at: a new row that
            # needs no more is not resized, and the view is not repainted again after the
            # turn's first frame (Qt repaints a resized row's place once its own timer runs).
            heights = [view.sizeHintForRow(row) for row in range(rows)]
            if heights:
                header = view.verticalHeader()
                usual = max(set(heights), key=heights.count)
                header.setDefaultSectionSize(max(usual, header.minimumSectionSize()))
            view.resizeRowsToContents()
        else:
            for row in range(sized, rows):
                view.resizeRowToContents(row)
        self._rows_sized = (now_for, rows)
