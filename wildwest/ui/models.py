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
    number_text,
    primes_cell,
    short_factorisation,
    turn_breakdown,
    turn_notes,
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
    """One row per player in seating order: Player, Points, Primes (how many), Largest prime."""

    HEADERS = ("Player", "Points", "Primes", "Largest prime")
    PLAYER, POINTS, PRIMES, LARGEST = range(4)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = controller.state
        controller.game_started.connect(self._reset)
        controller.state_changed.connect(self._update)

    # ------------------------------------------------------------ updates

    def _reset(self, state: Any) -> None:
        self.beginResetModel()
        self._state = state
        self.endResetModel()

    def _update(self, state: Any) -> None:
        old, self._state = self._state, state
        if old is None or old.players != state.players:
            self._reset(state)
            return
        last = self.columnCount() - 1
        for row in range(len(state.players)):
            if (
                old.scores[row] != state.scores[row]
                or old.holdings[row] != state.holdings[row]
                or (old.current == row) != (state.current == row)
                or old.is_over != state.is_over
            ):
                self.dataChanged.emit(self.index(row, 0), self.index(row, last), [])

    # ------------------------------------------------------------ model API

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._state is None:
            return 0
        return len(self._state.players)

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

    def _is_current(self, row: int) -> bool:
        state = self._state
        return state is not None and not state.is_over and state.current == row

    def _is_winner(self, row: int) -> bool:
        state = self._state
        return state is not None and state.is_over and row in state.result().winners

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        state = self._state
        if state is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(state.players) and 0 <= column < len(self.HEADERS)):
            return None
        name, points = state.players[row], state.scores[row]
        primes = sorted(state.holdings[row])
        if role == DISPLAY:
            if column == self.PLAYER:
                return name
            if column == self.POINTS:
                return points
            if column == self.PRIMES:
                return len(primes)
            return primes[-1] if primes else "—"
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            held = ", ".join(map(str, primes)) if primes else "no primes yet"
            marker = " (their turn)" if self._is_current(row) else ""
            marker += " (winner)" if self._is_winner(row) else ""
            return f"{name}{marker}: {points} points, holds {held}"
        if role == Qt.ItemDataRole.FontRole and (self._is_current(row) or self._is_winner(row)):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and (
            self._is_current(row) or self._is_winner(row)
        ):
            return QBrush(CURRENT_BACKGROUND)
        if role == Qt.ItemDataRole.DecorationRole and column == self.PLAYER:
            if self._is_current(row):
                return _marker_icon("turn")
            if self._is_winner(row):
                return _marker_icon("winner")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.PLAYER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == PrimesRole:
            return primes
        if role == IsCurrentRole:
            return self._is_current(row)
        if role == IsWinnerRole:
            return self._is_winner(row)
        return None


class TurnLogModel(QAbstractTableModel):
    """One row per scored turn, oldest first."""

    # Most important first, so a narrow panel still shows who drew what and scored what.
    HEADERS = ("#", "Player", "Number", "Points", "×", "Factorisation", "Primes", "Cards", "Notes")
    TURN, PLAYER, NUMBER, POINTS, MULTIPLIER, FACTORS, PRIMES, CARDS, NOTES = range(9)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = controller.state
        self._turns = list(self._state.turns) if self._state else []
        controller.game_started.connect(self._reset)
        controller.turn_scored.connect(self._append)
        controller.state_changed.connect(self._remember)

    def _reset(self, state: Any) -> None:
        self.beginResetModel()
        self._state = state
        self._turns = list(state.turns)
        self.endResetModel()

    def _remember(self, state: Any) -> None:
        self._state = state

    def _append(self, turn: Any) -> None:
        row = len(self._turns)
        self.beginInsertRows(QModelIndex(), row, row)
        self._turns.append(turn)
        self.endInsertRows()

    def turn(self, row: int) -> Any:
        return self._turns[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._turns)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != Qt.Orientation.Horizontal:
            return None
        return self.HEADERS[section] if 0 <= section < len(self.HEADERS) else None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or self._state is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._turns) and 0 <= column < len(self.HEADERS)):
            return None
        turn = self._turns[row]
        players = self._state.players
        if role == DISPLAY:
            values = (
                row + 1,
                players[turn.player],
                number_text(turn.digits),
                turn.points,
                f"×{turn.multiplier}",
                short_factorisation(turn.number),
                primes_cell(turn, players),
                f"{turn.face.symbol}  " + " ".join(card.symbol for card in turn.digits),
                turn_notes(turn),
            )
            return values[column]
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return turn_breakdown(turn, players).text
        if role == Qt.ItemDataRole.BackgroundRole and turn.steal:
            return QBrush(STEAL_BACKGROUND)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.TURN,
            self.NUMBER,
            self.MULTIPLIER,
            self.POINTS,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
