"""Small read-only tables for the class windows: plain-text cells that sort by value."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

SortRole = Qt.ItemDataRole.UserRole + 1
"""The value a cell sorts by (a number, or the text without case)."""
KeyRole = Qt.ItemDataRole.UserRole + 2
"""What the row stands for (a pupil's name key), on its first cell."""

Cell = str | int | float


class SortItem(QTableWidgetItem):
    """A cell showing text (always plain: a table cell never reads markup) and sorting by
    its :data:`SortRole` value."""

    def __init__(self, text: str, value: object = None) -> None:
        super().__init__(text)
        self.setData(SortRole, value if value is not None else text.casefold())
        self.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SortRole), other.data(SortRole)
        if isinstance(mine, int | float) and isinstance(theirs, int | float):
            return mine < theirs
        return str(mine) < str(theirs)


def read_only_table(name: str, accessible: str, headers: Sequence[str]) -> QTableWidget:
    """A table of whole rows, one chosen at a time, its columns as wide as their text."""
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setAccessibleName(accessible)
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    return table


def fill(table: QTableWidget, rows: Sequence[Sequence[SortItem]]) -> None:
    """Put ``rows`` in ``table`` (sorting stays as the teacher chose it)."""
    sorting = table.isSortingEnabled()
    table.setSortingEnabled(False)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, item in enumerate(row):
            table.setItem(r, c, item)
    table.setSortingEnabled(sorting)


def text_cells(values: Sequence[Cell]) -> list[SortItem]:
    """Cells for plain values: numbers sort as numbers."""
    return [
        SortItem(str(value), value if isinstance(value, int | float) else None) for value in values
    ]
