"""Qt item models: the scoreboard, the turn log and the final standings.

Each is fed the rows the presentation layer made (``show_rows``), once per change;
painting only reads them.
"""

from __future__ import annotations

import math
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap, QPolygonF

from wildwest.present.translate import QT_TRANSLATE_NOOP, translate
from wildwest.present.turn_words import TURN_LOG_HEADERS
from wildwest.present.view_state import LogRow, ScoreRow, StandingRow

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
CURRENT_BACKGROUND = QColor(255, 214, 102, 110)
STEAL_BACKGROUND = QColor(230, 140, 40, 90)

PrimesRole = Qt.ItemDataRole.UserRole + 1
"""The player's primes as a sorted list of ints."""
IsCurrentRole = Qt.ItemDataRole.UserRole + 2
"""True on the row of the player whose turn it is."""
IsWinnerRole = Qt.ItemDataRole.UserRole + 3


_ICONS: dict[str, QIcon] = {}


def _marker_icon(kind: str) -> QIcon:
    """A small arrow (whose turn), star (winner) or robot's head (a computer player) drawn
    once, crisp at any scale. A computer player's row also says "(computer)" in words."""
    icon = _ICONS.get(kind)
    if icon is None:
        pixmap = QPixmap(64, 64)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3b2412"), 4))
        painter.setBrush(QColor("#e0a526"))
        if kind == "turn":
            painter.drawPolygon(QPolygonF([QPointF(14, 8), QPointF(56, 32), QPointF(14, 56)]))
        elif kind == "computer":
            painter.setBrush(QColor("#9fb4c7"))
            painter.drawLine(QPointF(32, 4), QPointF(32, 14))  # the aerial
            painter.drawEllipse(QPointF(32, 6), 4, 4)
            painter.drawRoundedRect(8, 14, 48, 40, 8, 8)  # the head
            painter.setBrush(QColor("#3b2412"))
            painter.drawEllipse(QPointF(22, 30), 5, 5)
            painter.drawEllipse(QPointF(42, 30), 5, 5)
            painter.drawLine(QPointF(22, 44), QPointF(42, 44))
        else:
            points = []
            for i in range(10):
                radius = 28 if i % 2 == 0 else 12
                angle = math.pi / 2 + i * math.pi / 5
                points.append(QPointF(32 + radius * math.cos(angle), 34 - radius * math.sin(angle)))
            painter.drawPolygon(QPolygonF(points))
        painter.end()
        icon = _ICONS[kind] = QIcon(pixmap)
    return icon


SPOKEN_ROLES = (
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
    Qt.ItemDataRole.AccessibleDescriptionRole,
)
"""The roles a screen reader (and the tooltip) reads, answered by :func:`spoken`."""


def spoken(role: int, cell: str | None, row: str, first: bool) -> str | None:
    """A table cell for a screen reader: its own value (``cell``; ``None``: what it shows),
    and the row's sentence as the description of the row's first cell, and as every
    cell's tooltip (issue 18: not the whole row as every cell's name)."""
    if role == Qt.ItemDataRole.ToolTipRole:
        return row
    if role == Qt.ItemDataRole.AccessibleTextRole:
        return cell
    return row if first else None


Row = TypeVar("Row", ScoreRow, LogRow, StandingRow)


class RowsModel(QAbstractTableModel, Generic[Row]):
    """A read-only table of the rows the presentation layer made: the bounds and role
    checks every model needs, once. A model names its columns (``HEADERS``, translated in
    ``CONTEXT``) and says what a cell holds for a role (:meth:`cell`)."""

    HEADERS: tuple[str, ...] = ()
    CONTEXT = ""
    """The translation context of ``HEADERS``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._memo: dict[tuple[int, int, int], Any] = {}
        """What each cell held for each role, since the rows last changed: a view asks a
        cell for seven roles each time it paints it, and paints every row on show after each
        turn (issue 31: a long game's turn log asked about 2,000 times a turn)."""
        self._shown: tuple[Row, ...] = ()

    @property
    def _rows(self) -> tuple[Row, ...]:
        return self._shown

    @_rows.setter
    def _rows(self, rows: tuple[Row, ...]) -> None:
        self._shown = rows
        self._memo.clear()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return self.row_header(section, role)
        if role == DISPLAY and 0 <= section < len(self.HEADERS):
            return translate(self.CONTEXT, self.HEADERS[section])
        return None

    def row_header(self, section: int, role: int) -> Any:
        """What the header beside row ``section`` shows (hidden in every view; none)."""
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        key = (index.row(), index.column(), role)  # an invalid index is row -1
        memo = self._memo
        if key in memo:
            return memo[key]
        row, column, _ = key
        rows = self._shown
        value = None
        if index.isValid() and 0 <= row < len(rows) and 0 <= column < len(self.HEADERS):
            value = self.cell(rows[row], column, role)
        memo[key] = value
        return value

    def cell(self, entry: Row, column: int, role: int) -> Any:
        """What ``column`` of row ``entry`` holds for ``role`` (``None``: nothing)."""
        raise NotImplementedError


class ScoreboardModel(RowsModel[ScoreRow]):
    """One row per player in seating order: Player, Points, and the primes they hold (all of
    them, in order, where the whole table can see them: the paper game's list)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("ScoreboardModel", "Player"),
        QT_TRANSLATE_NOOP("ScoreboardModel", "Points"),
        QT_TRANSLATE_NOOP("ScoreboardModel", "Primes"),
    )
    CONTEXT = "ScoreboardModel"
    PLAYER, POINTS, PRIMES = range(3)

    # ------------------------------------------------------------ updates

    def show_rows(self, rows: tuple[ScoreRow, ...], new_game: bool) -> None:
        """The scores after a change: a new game (or other players) resets the model,
        otherwise the rows from the first that changed to the last are signalled."""
        old = self._rows
        if new_game or [r.name for r in old] != [r.name for r in rows]:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        self._rows = rows
        changed = [row for row, (a, b) in enumerate(zip(old, rows, strict=True)) if a != b]
        if changed:  # one signal from the first changed row to the last: one refit of the view
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last), [])

    # ------------------------------------------------------------ model API

    def row_header(self, section: int, role: int) -> Any:
        if role == DISPLAY and 0 <= section < self.rowCount():
            return str(section + 1)
        return None

    def cell(self, entry: ScoreRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            if column == self.PLAYER:
                return entry.shown_name
            if column == self.POINTS:
                return entry.points
            return entry.primes_text
        marked = entry.current or entry.winner
        if role in SPOKEN_ROLES:
            return spoken(role, entry.cell_words[column], entry.description, column == 0)
        if role == Qt.ItemDataRole.FontRole and marked:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and marked:
            return QBrush(CURRENT_BACKGROUND)
        if role == Qt.ItemDataRole.DecorationRole and column == self.PLAYER:
            if marked:
                return _marker_icon("turn" if entry.current else "winner")
            return _marker_icon("computer") if entry.computer else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignRight if column == self.POINTS else Qt.AlignmentFlag.AlignLeft
            )
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == PrimesRole:
            return list(entry.primes)
        if role == IsCurrentRole:
            return entry.current
        if role == IsWinnerRole:
            return entry.winner
        return None


class TurnLogModel(RowsModel[LogRow]):
    """One row per scored turn, oldest first; the rows come made from the presentation layer."""

    # Most important first, so a narrow panel still shows who drew what and scored what.
    HEADERS = TURN_LOG_HEADERS
    CONTEXT = "Presenter"
    TURN, PLAYER, NUMBER, POINTS, MULTIPLIER, FACTORS, PRIMES, CARDS, NOTES = range(9)

    def show_rows(self, rows: tuple[LogRow, ...], new_game: bool) -> None:
        """The log after a change: new turns are inserted, a new game resets the model."""
        old = self._rows
        grows = not new_game and len(rows) >= len(old) and rows[: len(old)] == old
        if not grows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        if len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()

    def cell(self, entry: LogRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            return entry.cells[column]
        if role in SPOKEN_ROLES:
            return spoken(role, None, entry.breakdown.text, column == 0)
        if role == Qt.ItemDataRole.BackgroundRole and entry.steal:
            return QBrush(STEAL_BACKGROUND)
        if role == Qt.ItemDataRole.DecorationRole and column == self.PLAYER and entry.computer:
            return _marker_icon("computer")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.TURN,
            self.NUMBER,
            self.MULTIPLIER,
            self.POINTS,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StandingsModel(RowsModel[StandingRow]):
    """The final standings, best first: Place, Player, Points, Primes."""

    HEADERS = (
        QT_TRANSLATE_NOOP("StandingsModel", "Place"),
        QT_TRANSLATE_NOOP("StandingsModel", "Player"),
        QT_TRANSLATE_NOOP("StandingsModel", "Points"),
        QT_TRANSLATE_NOOP("StandingsModel", "Primes"),
    )
    CONTEXT = "StandingsModel"
    PLACE, PLAYER, POINTS, PRIMES = range(4)

    def show_rows(self, rows: tuple[StandingRow, ...]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def cell(self, entry: StandingRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            return (entry.place, entry.shown_name, entry.points, entry.primes_text)[column]
        if role in SPOKEN_ROLES:
            return spoken(role, entry.cell_words[column], entry.description, column == 0)
        if role == Qt.ItemDataRole.FontRole and entry.winner:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.DecorationRole and column == self.PLAYER:
            if entry.winner:
                return _marker_icon("winner")
            return _marker_icon("computer") if entry.computer else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.PLACE, self.POINTS):
            return int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        return None
