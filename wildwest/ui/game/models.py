"""Qt item models: the scoreboard, the turn log and the final standings.

Each is fed the rows the presentation layer made (``show_rows``), once per change, and
keeps what its cells say in Qt's own items: painting asks no Python.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any, Generic, TypeVar
from weakref import WeakMethod

from PySide6.QtCore import QModelIndex, QObject, QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QStandardItemModel,
)

from wildwest.present.translate import QT_TRANSLATE_NOOP, forget_on_change, translate
from wildwest.present.turn_words import TURN_LOG_HEADERS
from wildwest.present.view_state import LogRow, ScoreRow, StandingRow

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


def _weakly(method: Callable[[], None]) -> Callable[[], None]:
    """``method``, called only while its object lives (in Python and in Qt)."""
    ref = WeakMethod(method)

    def call() -> None:
        alive = ref()
        if alive is not None:
            with suppress(RuntimeError):  # the model's Qt half is gone (its window closed)
                alive()

    return call


CELL_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)
"""A cell can be chosen (the arrows walk the cells), never edited, dragged or opened."""
FLAGS_ROLE = Qt.ItemDataRole.UserRole - 1
"""Where a QStandardItem keeps its flags (``QStandardItem::setFlags`` stores them there):
set with the cell's other roles, on items Qt made (``tests/ui/test_models.py`` checks it)."""
CELL_ROLES: tuple[int, ...] = (
    DISPLAY,
    *SPOKEN_ROLES,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.DecorationRole,
    Qt.ItemDataRole.TextAlignmentRole,
)
"""The roles every model's cells are asked for (a model may add its own)."""


class RowsModel(QStandardItemModel, Generic[Row]):
    """A read-only table of the rows the presentation layer made: a model names its columns
    (``HEADERS``, translated in ``CONTEXT``) and says what a cell holds for a role
    (:meth:`cell`).

    What every cell says for every role (``ROLES``) is stored in Qt's own items once, when
    the rows are shown: a view asks a cell for about seven roles each time it paints it, and
    repaints every row on show after each turn, and answering that from Python cost a long
    game's turn log about 3 ms a paint (issue 31); Qt answers it from the items itself."""

    HEADERS: tuple[str, ...] = ()
    CONTEXT = ""
    """The translation context of ``HEADERS``."""
    ROLES: tuple[int, ...] = CELL_ROLES

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, len(self.HEADERS), parent)
        self._rows: tuple[Row, ...] = ()
        """The rows on show, as the presentation layer made them."""
        self._name_columns()
        forget_on_change(_weakly(self._name_columns))

    def _name_columns(self) -> None:
        """The columns' headings, translated, kept in Qt's own header items (a view asks for
        them at every layout: about 140 calls into Python a turn, issue 31); named again
        when the language changes. The rows' headers are Qt's (their numbers; hidden)."""
        for section in range(len(self.HEADERS)):
            heading = translate(self.CONTEXT, self.HEADERS[section])
            self.setHeaderData(section, Qt.Orientation.Horizontal, heading)

    def cell(self, entry: Row, column: int, role: int) -> Any:
        """What ``column`` of row ``entry`` holds for ``role`` (``None``: nothing), for the
        roles a screen reader does not read (those come from :meth:`words`)."""
        raise NotImplementedError

    def words(self, entry: Row) -> tuple[Sequence[str | None], str]:
        """What a screen reader reads of row ``entry``: each cell's own value (``None``:
        what it shows) and the row's sentence (see :func:`spoken`)."""
        raise NotImplementedError

    # ------------------------------------------------------------ filling the items

    def _fill(self, row: int, entry: Row) -> None:
        """Row ``row``'s cells say what ``entry`` holds, for every role (the roles it does
        not hold are cleared). The row's words are made once for all its cells and roles
        (issue 31: the row's sentence was translated again for each). Qt makes the items
        itself: QStandardItems made in Python and handed to the model crashed the binding
        when the model deleted them (a segfault in shiboken's releaseWrapper, seen in the
        layout sweep)."""
        cells, sentence = self.words(entry)
        for column in range(len(self.HEADERS)):
            values = {
                role: spoken(role, cells[column], sentence, column == 0)
                if role in SPOKEN_ROLES
                else self.cell(entry, column, role)
                for role in self.ROLES
            }
            values[FLAGS_ROLE] = CELL_FLAGS.value
            self.setItemData(self.index(row, column), values)

    @contextmanager
    def _unheard(self) -> Iterator[None]:
        """Qt's own signals of the items' changes go unheard: the model says what changed
        once, around them (a reset, an insertion, one ``dataChanged``)."""
        blocked = self.blockSignals(True)
        try:
            yield
        finally:
            self.blockSignals(blocked)

    def _reset(self, rows: tuple[Row, ...]) -> None:
        """Show ``rows`` instead of the rows before: one model reset."""
        self.beginResetModel()
        with self._unheard():
            self.setRowCount(0)
            self.setRowCount(len(rows))
            for row, entry in enumerate(rows):
                self._fill(row, entry)
        self._rows = rows
        self.endResetModel()

    def _append(self, rows: tuple[Row, ...]) -> None:
        """The rows after the ones on show, inserted filled: a view that hears of them
        (``rowsInserted``) measures what they say. Qt's own insertion inside is not heard
        (it adds the rows at the end, so no index after them moves twice)."""
        first, last = len(self._rows), len(rows) - 1
        self.beginInsertRows(QModelIndex(), first, last)
        with self._unheard():
            self.setRowCount(len(rows))
            for row in range(first, last + 1):
                self._fill(row, rows[row])
        self._rows = rows
        self.endInsertRows()

    def _change(self, rows: tuple[Row, ...]) -> None:
        """The same number of rows, some of them changed: their cells are filled again and
        one ``dataChanged`` goes from the first changed row to the last (one refit of a
        view)."""
        changed = [r for r, (a, b) in enumerate(zip(self._rows, rows, strict=True)) if a != b]
        self._rows = rows
        if not changed:
            return
        with self._unheard():
            for row in changed:
                self._fill(row, rows[row])
        last = len(self.HEADERS) - 1
        self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last), [])


class ScoreboardModel(RowsModel[ScoreRow]):
    """One row per player in seating order: Player, Points, and the primes they hold (all of
    them, in order, where the whole table can see them: the paper game's list)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("ScoreboardModel", "Player"),
        QT_TRANSLATE_NOOP("ScoreboardModel", "Points"),
        QT_TRANSLATE_NOOP("ScoreboardModel", "Primes"),
    )
    CONTEXT = "ScoreboardModel"
    ROLES = (*CELL_ROLES, PrimesRole, IsCurrentRole, IsWinnerRole)
    PLAYER, POINTS, PRIMES = range(3)

    # ------------------------------------------------------------ updates

    def show_rows(self, rows: tuple[ScoreRow, ...], new_game: bool) -> None:
        """The scores after a change: a new game (or other players) resets the model,
        otherwise the rows from the first that changed to the last are signalled."""
        if new_game or [r.name for r in self._rows] != [r.name for r in rows]:
            self._reset(rows)
        else:
            self._change(rows)

    # ------------------------------------------------------------ model API

    def words(self, entry: ScoreRow) -> tuple[Sequence[str | None], str]:
        return entry.cell_words, entry.description

    def cell(self, entry: ScoreRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            if column == self.PLAYER:
                return entry.shown_name
            if column == self.POINTS:
                return entry.points
            return entry.primes_text
        marked = entry.current or entry.winner
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
        if new_game or len(rows) < len(old) or rows[: len(old)] != old:
            self._reset(rows)
        elif len(rows) > len(old):
            self._append(rows)

    def words(self, entry: LogRow) -> tuple[Sequence[str | None], str]:
        return (None,) * len(self.HEADERS), entry.breakdown.text

    def cell(self, entry: LogRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            return entry.cells[column]
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
        self._reset(rows)

    def words(self, entry: StandingRow) -> tuple[Sequence[str | None], str]:
        return entry.cell_words, entry.description

    def cell(self, entry: StandingRow, column: int, role: int) -> Any:
        if role == DISPLAY:
            return (entry.place, entry.shown_name, entry.points, entry.primes_text)[column]
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
