"""A table view whose first column stays in view while the others scroll sideways.

The Records window has twenty columns; on a netbook they scroll, and a row of numbers
without its player's name means nothing. :class:`FrozenFirstColumnTable` lays a second,
borderless view over its left edge that shows only the first column. Both views share
one model and one selection model, so a click or a key in either chooses the same row;
the overlay follows the main view's rows, scrolling, column width and sort order.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget

from wildwest.present.translate import translate

Index = QModelIndex | QPersistentModelIndex


class FrozenFirstColumnTable(QTableView):
    """A :class:`QTableView` with column 0 pinned to its left edge."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabKeyNavigation(False)  # one Tab stop: the arrow keys walk its cells
        self.frozen = QTableView(self)
        self.frozen.setObjectName("frozenColumn")
        self.frozen.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the main view
        self.frozen.setFrameShape(QFrame.Shape.NoFrame)
        self.frozen.setStyleSheet("QTableView { border: none; }")  # over the theme's frame
        self.frozen.verticalHeader().hide()
        self.frozen.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.frozen.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.frozen.setAccessibleName(translate("FrozenFirstColumnTable", "Player names"))
        self.viewport().stackUnder(self.frozen)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

        ours, theirs = self.verticalScrollBar(), self.frozen.verticalScrollBar()
        ours.valueChanged.connect(theirs.setValue)
        theirs.valueChanged.connect(ours.setValue)
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        self.verticalHeader().sectionResized.connect(self._row_resized)
        self.horizontalHeader().geometriesChanged.connect(self._place)
        self.horizontalHeader().sortIndicatorChanged.connect(self._sorted_here)
        self.frozen.horizontalHeader().sortIndicatorChanged.connect(self._sorted_there)

    # ------------------------------------------------------------ keeping the two alike

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            for signal in (old.modelReset, old.columnsInserted, old.layoutChanged):
                signal.disconnect(self._show_first_column_only)
        super().setModel(model)
        self.frozen.setModel(model)
        self.frozen.setSelectionModel(self.selectionModel())
        if model is not None:
            for signal in (model.modelReset, model.columnsInserted, model.layoutChanged):
                signal.connect(self._show_first_column_only)
        self._show_first_column_only()

    def setSortingEnabled(self, enable: bool) -> None:
        super().setSortingEnabled(enable)
        self.frozen.setSortingEnabled(enable)

    def setSelectionBehavior(self, behavior: QAbstractItemView.SelectionBehavior) -> None:
        super().setSelectionBehavior(behavior)
        self.frozen.setSelectionBehavior(behavior)

    def setSelectionMode(self, mode: QAbstractItemView.SelectionMode) -> None:
        super().setSelectionMode(mode)
        self.frozen.setSelectionMode(mode)

    def setAlternatingRowColors(self, enable: bool) -> None:
        super().setAlternatingRowColors(enable)
        self.frozen.setAlternatingRowColors(enable)

    def setWordWrap(self, on: bool) -> None:
        super().setWordWrap(on)
        self.frozen.setWordWrap(on)

    def _show_first_column_only(self, *_args: object) -> None:
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        for column in range(columns):
            self.frozen.setColumnHidden(column, column != 0)
        if columns:
            self.frozen.setColumnWidth(0, self.columnWidth(0))
        for row in range(model.rowCount() if model is not None else 0):
            self.frozen.setRowHeight(row, self.rowHeight(row))
        self._place()

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if column == 0:
            self.frozen.setColumnWidth(0, new)
            self._place()

    def _row_resized(self, row: int, _old: int, new: int) -> None:
        self.frozen.setRowHeight(row, new)

    def _sorted_here(self, column: int, order: Qt.SortOrder) -> None:
        header = self.frozen.horizontalHeader()
        if (header.sortIndicatorSection(), header.sortIndicatorOrder()) != (column, order):
            header.setSortIndicator(column, order)

    def _sorted_there(self, column: int, order: Qt.SortOrder) -> None:
        header = self.horizontalHeader()
        if (header.sortIndicatorSection(), header.sortIndicatorOrder()) != (column, order):
            self.sortByColumn(column, order)

    # ------------------------------------------------------------ where the overlay sits

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self._place()

    def _place(self) -> None:
        if not hasattr(self, "frozen"):
            return  # QTableView lays itself out once before __init__ has made the overlay
        self.frozen.horizontalHeader().setFixedHeight(self.horizontalHeader().height())
        left = self.frameWidth() + (
            self.verticalHeader().width() if self.verticalHeader().isVisible() else 0
        )
        self.frozen.setGeometry(
            left,
            self.frameWidth(),
            self.columnWidth(0) + 2 * self.frozen.frameWidth(),
            self.viewport().height() + self.horizontalHeader().height(),
        )
        self.frozen.setVisible(self.model() is not None and self.model().columnCount() > 0)

    def scrollTo(
        self,
        index: Index,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        """Keyboard moves never leave a cell hidden behind the pinned column."""
        if index.column() > 0:
            super().scrollTo(index, hint)
            rect = self.visualRect(index)
            hidden = self.columnWidth(0) - rect.left()
            if hidden > 0:
                bar = self.horizontalScrollBar()
                bar.setValue(bar.value() - hidden)
        else:
            column = self.horizontalScrollBar().value()
            super().scrollTo(index, hint)
            self.horizontalScrollBar().setValue(column)
