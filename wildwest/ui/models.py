"""Qt item models: the scoreboard and the turn log, fed by the controller's signals."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap, QPolygonF

from wildwest.controller import GameController
from wildwest.controller.presenter import (
    TURN_LOG_HEADERS,
    ScoreRow,
    scoreboard_rows,
    turn_breakdown,
    turn_log_row,
)

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
    """A small arrow (whose turn) or star (winner) drawn once, crisp at any scale."""
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


class ScoreboardModel(QAbstractTableModel):
    """One row per player in seating order: Player, Points, Primes (how many), Largest prime.

    The rows come from the presenter once per game state, so painting only reads them.
    """

    HEADERS = ("Player", "Points", "Primes", "Largest prime")
    PLAYER, POINTS, PRIMES, LARGEST = range(4)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[ScoreRow, ...] = scoreboard_rows(controller.state)
        controller.game_started.connect(self._reset)
        controller.state_changed.connect(self._update)

    # ------------------------------------------------------------ updates

    def _reset(self, state: Any) -> None:
        self.beginResetModel()
        self._rows = scoreboard_rows(state)
        self.endResetModel()

    def _update(self, state: Any) -> None:
        old, new = self._rows, scoreboard_rows(state)
        if [r.name for r in old] != [r.name for r in new]:
            self._reset(state)
            return
        self._rows = new
        last = self.columnCount() - 1
        for row, (before, after) in enumerate(zip(old, new, strict=True)):
            if before != after:
                self.dataChanged.emit(self.index(row, 0), self.index(row, last), [])

    # ------------------------------------------------------------ model API

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self.HEADERS) and role == DISPLAY:
                return self.HEADERS[section]
            return None
        if role == DISPLAY and 0 <= section < self.rowCount():
            return str(section + 1)
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(self.HEADERS)):
            return None
        entry = self._rows[row]
        if role == DISPLAY:
            if column == self.PLAYER:
                return entry.name
            if column == self.POINTS:
                return entry.points
            if column == self.PRIMES:
                return len(entry.primes)
            return entry.largest if entry.largest is not None else "—"
        marked = entry.current or entry.winner
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return entry.description
        if role == Qt.ItemDataRole.FontRole and marked:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and marked:
            return QBrush(CURRENT_BACKGROUND)
        if role == Qt.ItemDataRole.DecorationRole and column == self.PLAYER and marked:
            return _marker_icon("turn" if entry.current else "winner")
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.PLAYER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == PrimesRole:
            return list(entry.primes)
        if role == IsCurrentRole:
            return entry.current
        if role == IsWinnerRole:
            return entry.winner
        return None


class TurnLogModel(QAbstractTableModel):
    """One row per scored turn, oldest first. Each row's cells are worked out once."""

    # Most important first, so a narrow panel still shows who drew what and scored what.
    HEADERS = TURN_LOG_HEADERS
    TURN, PLAYER, NUMBER, POINTS, MULTIPLIER, FACTORS, PRIMES, CARDS, NOTES = range(9)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: list[tuple[tuple[object, ...], str, bool]] = []
        self._fill(controller.state)
        controller.game_started.connect(self._reset)
        controller.turn_scored.connect(self._append)

    def _row(self, index: int, turn: Any, players: tuple[str, ...]) -> tuple[Any, str, bool]:
        cells = turn_log_row(index, turn, players)
        return cells, turn_breakdown(turn, players).text, bool(turn.steal)

    def _fill(self, state: Any) -> None:
        self._rows = (
            [self._row(i, turn, state.players) for i, turn in enumerate(state.turns, start=1)]
            if state is not None
            else []
        )

    def _reset(self, state: Any) -> None:
        self.beginResetModel()
        self._fill(state)
        self.endResetModel()

    def _append(self, turn: Any) -> None:
        state = self._controller.state
        if state is None:
            return
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(self._row(row + 1, turn, state.players))
        self.endInsertRows()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != Qt.Orientation.Horizontal:
            return None
        return self.HEADERS[section] if 0 <= section < len(self.HEADERS) else None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(self.HEADERS)):
            return None
        cells, breakdown, steal = self._rows[row]
        if role == DISPLAY:
            return cells[column]
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return breakdown
        if role == Qt.ItemDataRole.BackgroundRole and steal:
            return QBrush(STEAL_BACKGROUND)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.TURN,
            self.NUMBER,
            self.MULTIPLIER,
            self.POINTS,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
