"""The Records window: each player's learning records as a table, and a chart per player.

No accounts and no passwords: a player is the name typed at the start of a
game. The data are pushed by the files-and-records service
(:class:`~wildwest.present.file_menu.RecordsView`, ``HistoryView``); the window only lays
them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelection,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from wildwest.persistence.records import MISTAKE_KINDS, MISTAKE_LABELS
from wildwest.present.file_menu import HistoryPoint, RecordRow
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.words import month_name
from wildwest.ui.look.frozen_table import FrozenFirstColumnTable
from wildwest.ui.look.widgets import FittedDialog

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
SortRole = Qt.ItemDataRole.UserRole + 1
"""A number to sort by (``-1`` for "nothing yet")."""
NameRole = Qt.ItemDataRole.UserRole + 2
"""The player's name, on every column of the row."""

MAX_BARS = 20
PREFERRED = (980, 640)
"""The Records window's least first size (bigger where the text and the table want it)."""
ROWS_SHOWN = 14
"""Players the Records window opens tall enough for, where the screen has room (a class's
table of 14)."""
GOOD_BAR = QColor("#3f8f4a")
AUTO_BAR = QColor("#9a9a9a")


def percent(share: float | None) -> str:
    return "—" if share is None else f"{round(100 * share)}%"


class RecordsModel(QAbstractTableModel):
    """One row per player, A to Z: totals, then answers with each kind of mistake."""

    BASE_HEADERS = (
        QT_TRANSLATE_NOOP("RecordsModel", "Player"),
        QT_TRANSLATE_NOOP("RecordsModel", "Numbers met"),
        QT_TRANSLATE_NOOP("RecordsModel", "Answers"),
        QT_TRANSLATE_NOOP("RecordsModel", "Right first time"),
        QT_TRANSLATE_NOOP("RecordsModel", "Hints"),
        QT_TRANSLATE_NOOP("RecordsModel", "Gave up"),
        QT_TRANSLATE_NOOP("RecordsModel", "Time per answer"),
        QT_TRANSLATE_NOOP("RecordsModel", "Primes found"),
        QT_TRANSLATE_NOOP("RecordsModel", "Games"),
        QT_TRANSLATE_NOOP("RecordsModel", "Won"),
    )
    HEADER_TIPS = (
        QT_TRANSLATE_NOOP(
            "RecordsModel",
            "The name typed at the start of a game (the same name in any case is the same player)",
        ),
        QT_TRANSLATE_NOOP(
            "RecordsModel", "Every number the player's cards made, Auto turns included"
        ),
        QT_TRANSLATE_NOOP(
            "RecordsModel",
            "Numbers the player factored themselves (Practice and Challenge), and how many of them "
            "by division ladder",
        ),
        QT_TRANSLATE_NOOP("RecordsModel", "Answers exactly right at the first try with no hint"),
        QT_TRANSLATE_NOOP("RecordsModel", "Hints taken"),
        QT_TRANSLATE_NOOP("RecordsModel", "Turns where the player asked to see the answer"),
        QT_TRANSLATE_NOOP("RecordsModel", "Average time from the draw to the end of the turn"),
        QT_TRANSLATE_NOOP("RecordsModel", "Different primes the player has named correctly"),
        QT_TRANSLATE_NOOP("RecordsModel", "Finished games played"),
        QT_TRANSLATE_NOOP("RecordsModel", "Games won"),
    )
    (
        PLAYER,
        MET,
        ANSWERS,
        RIGHT,
        HINTS,
        GAVE_UP,
        TIME,
        PRIMES,
        GAMES,
        WON,
    ) = range(10)
    MISTAKES = 10

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[RecordRow] = []
        self.headers = (
            *(translate("RecordsModel", h) for h in self.BASE_HEADERS),
            *(
                arg(
                    translate("RecordsModel", "Mistake:\n%1"),
                    translate("Records", MISTAKE_LABELS[k]),
                )
                for k in MISTAKE_KINDS
            ),
        )

    def set_rows(self, rows: Sequence[RecordRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        if role == DISPLAY:
            return self.headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            if section < self.MISTAKES:
                return translate("RecordsModel", self.HEADER_TIPS[section])
            kind = translate("Records", MISTAKE_LABELS[MISTAKE_KINDS[section - self.MISTAKES]])
            return arg(translate("RecordsModel", "Answers with this mistake: %1"), kind)
        return None

    def _values(self, r: RecordRow, column: int) -> tuple[Any, float]:
        """What a cell shows, and the number it sorts by."""
        if column >= self.MISTAKES:
            count = r.mistakes[column - self.MISTAKES]
            return count, count
        if column == self.PLAYER:
            return r.name, 0
        if column == self.RIGHT:
            if r.right_share is None:
                return "—", -1
            return f"{percent(r.right_share)} ({r.right_first_time})", r.right_share
        if column == self.TIME:
            if r.mean_seconds is None:
                return "—", -1
            return f"{r.mean_seconds:.0f} s", r.mean_seconds
        if column == self.PRIMES:
            return len(r.primes_found), len(r.primes_found)
        if column == self.ANSWERS and r.ladder_answers:
            return arg(
                translate("RecordsModel", "%1 (%2 by ladder)"), r.answers, r.ladder_answers
            ), r.answers
        value = {
            self.MET: r.numbers_met,
            self.ANSWERS: r.answers,
            self.HINTS: r.hints,
            self.GAVE_UP: r.gave_up,
            self.GAMES: r.games_played,
            self.WON: r.games_won,
        }[column]
        return value, value

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(self.headers)):
            return None
        r = self._rows[row]
        if role == DISPLAY:
            return self._values(r, column)[0]
        if role == SortRole:
            if column == self.PLAYER:
                return r.name.casefold()
            return self._values(r, column)[1]
        if role == NameRole:
            return r.name
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.PLAYER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.PRIMES:
                found = ", ".join(map(str, r.primes_found))
                return (
                    arg(translate("RecordsModel", "%1 has found %2"), r.name, found)
                    if found
                    else arg(translate("RecordsModel", "%1: none yet"), r.name)
                )
            if column == self.RIGHT and r.answers:
                answers = r.answers  # lupdate reads a counted call's count only as a plain name
                # fmt: off
                right = translate("RecordsModel", "%1 of %n answer(s) right first time", None,
                                  PLURAL, answers)
                # fmt: on
                return arg(right, r.right_first_time)
            return None
        if role == Qt.ItemDataRole.FontRole and column == self.PLAYER:
            font = QFont()
            font.setBold(True)
            return font
        return None


class RecordsSortProxy(QSortFilterProxyModel):
    """Sorts by :data:`SortRole`, so "70%" sorts as 0.7 and "—" comes first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)


class RecordsChart(QWidget):
    """Right first time, game by game, as bars (the last :data:`MAX_BARS` games).

    A game with only Auto turns has nothing to mark: it shows as a short grey
    stub labelled "Auto".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordsChart")
        self._name = ""
        self._points: list[HistoryPoint] = []
        self.setAccessibleName(translate("RecordsChart", "Progress chart"))

    def set_history(self, name: str, points: Sequence[HistoryPoint]) -> None:
        self._name = name
        self._points = list(points)[-MAX_BARS:]
        self.setAccessibleDescription(self.summary())
        self.update()

    def summary(self) -> str:
        """The chart in words (for screen readers and tests)."""
        if not self._name:
            return translate("RecordsChart", "Choose a player to see their progress.")
        if not self._points:
            return arg(translate("RecordsChart", "%1 has no games yet."), self._name)
        parts = [
            f"{p.played.day} {month_name(p.played, short=True)}: "
            + (
                arg(
                    translate("RecordsChart", "%1 right first time (%2 of %3)"),
                    percent(p.right_share),
                    p.right_first_time,
                    p.answers,
                )
                if p.answers
                else translate("RecordsChart", "Auto only")
            )
            for p in self._points
        ]
        return (
            arg(translate("RecordsChart", "%1, game by game: "), self._name)
            + "; ".join(parts)
            + "."
        )

    def minimumSizeHint(self) -> QSize:
        """Room for the title, a bar's caption, a plot of three lines (its 100 %, 50 % and 0 %
        apart), the dates and the line under them, in the chart's own text size (at
        Projector text a fixed least height put the three marks on top of each other)."""
        line = self.fontMetrics().height()
        return QSize(max(320, 16 * line), max(180, 2 * line + 14 + 3 * line + 2 * line + 10))

    def sizeHint(self) -> QSize:
        hint = self.minimumSizeHint()
        return QSize(hint.width(), round(hint.height() * 1.4))

    def axis_marks(self) -> list[tuple[str, QRectF]]:
        """The plot's marks (``100%``, ``50%``, ``0%``) and where each is drawn: only the
        ones that do not touch another (the middle one goes when the plot is short)."""
        metrics = self.fontMetrics()
        line = metrics.height()
        left, plot = self._plot(line)
        marks: list[tuple[str, QRectF]] = []
        for level in (1.0, 0.0, 0.5):
            y = plot.bottom() - level * plot.height()
            rect = QRectF(0, y - line / 2, left - 6, line)
            if all(not rect.intersects(other) for _text, other in marks):
                marks.append((f"{round(level * 100)}%", rect))
        return marks

    def _plot(self, line: int) -> tuple[float, QRectF]:
        """The marks' column width and the plot's rectangle."""
        left = self.fontMetrics().horizontalAdvance("100%") + 14
        top = 2 * line + 14  # the title, then room for a full bar's caption
        bottom = self.height() - 2 * line - 10
        right = self.width() - 10
        return left, QRectF(left, top, max(10, right - left), max(10, bottom - top))

    def title(self) -> str:
        if not self._name:
            return translate("RecordsChart", "Choose a player above to see their progress")
        return arg(translate("RecordsChart", "%1: right first time, game by game"), self._name)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        muted = QColor(text)
        muted.setAlphaF(0.55)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))

        metrics = painter.fontMetrics()
        line = metrics.height()
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(text)
        painter.drawText(
            QRectF(8, 4, self.width() - 16, line + 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title(),
        )
        painter.setFont(self.font())
        if not self._points:
            if self._name:
                painter.setPen(muted)
                painter.drawText(
                    QRectF(self.rect()),
                    Qt.AlignmentFlag.AlignCenter,
                    translate("RecordsChart", "No games recorded yet."),
                )
            painter.end()
            return

        _left, plot = self._plot(line)
        for level in (0.0, 0.5, 1.0):
            y = plot.bottom() - level * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(int(plot.left()), int(y), int(plot.right()), int(y))
        painter.setPen(muted)
        for text_mark, rect in self.axis_marks():
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text_mark
            )

        count = len(self._points)
        slot = plot.width() / count
        bar_width = min(56.0, slot * 0.7)
        label_every = max(1, int((metrics.horizontalAdvance("30 Sep") + 8) // slot) + 1)
        for i, point in enumerate(self._points):
            centre = plot.left() + slot * (i + 0.5)
            share = point.right_share
            if share is None:
                height = 4.0
                colour = AUTO_BAR
                caption = translate("RecordsChart", "Auto")
            else:
                height = max(2.0, share * plot.height())
                colour = GOOD_BAR
                caption = percent(share)
            bar = QRectF(centre - bar_width / 2, plot.bottom() - height, bar_width, height)
            painter.fillRect(bar, colour)
            if slot >= metrics.horizontalAdvance("100%") + 4:
                painter.setPen(text if share is not None else muted)
                painter.drawText(
                    QRectF(centre - slot / 2, bar.top() - line - 2, slot, line),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    caption,
                )
            if i % label_every == 0 or i == count - 1:
                painter.setPen(muted)
                painter.drawText(
                    QRectF(
                        centre - slot * label_every / 2, plot.bottom() + 4, slot * label_every, line
                    ),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    f"{point.played.day} {month_name(point.played, short=True)}",
                )
        painter.setPen(muted)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + line + 6, plot.width(), line),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            translate("RecordsChart", "Last %n game(s), oldest first", None, PLURAL, count),
        )
        painter.end()


class RecordsWindow(FittedDialog):
    """Learning records: the table of players, a chart for the chosen one, Export to CSV."""

    export_requested = Signal()
    player_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, *PREFERRED)
        self.setObjectName("recordsWindow")
        self.setWindowTitle(translate("RecordsWindow", "Learning records — Wild West"))
        self.setModal(False)

        self.note = QLabel("")
        self.note.setObjectName("recordsNote")
        self.note.setWordWrap(True)
        self.model = RecordsModel(self)
        self.proxy = RecordsSortProxy(self)
        self.proxy.setSourceModel(self.model)

        self.table = FrozenFirstColumnTable()  # the names stay in view on a netbook
        self.table.setObjectName("recordsTable")
        self.table.setAccessibleName(translate("RecordsWindow", "Learning records"))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RecordsModel.PLAYER, Qt.SortOrder.AscendingOrder)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setHighlightSections(False)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)

        self.chart = RecordsChart()
        self.empty = QLabel(
            translate(
                "RecordsWindow",
                "No records yet. Every turn played is recorded under the player's name, "
                "so play a game and the records appear here.",
            )
        )
        self.empty.setObjectName("recordsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([360, 240])
        self.split = split

        self.export_button = QPushButton(translate("RecordsWindow", "&Export to CSV…"))
        self.export_button.setObjectName("exportRecordsButton")
        self.export_button.clicked.connect(self.export_requested)
        close = QPushButton(translate("RecordsWindow", "&Close"))
        close.setObjectName("closeRecordsButton")
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.empty)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        # Opened for the first time: as big as the table and the chart want in this text
        # size (every column, and up to a class's rows), within the screen: at Projector
        # size on a 1920 × 1080 screen it opened small, with four rows and columns cut off.
        if not self._fitted:
            self._preferred = self.preferred_size()
            # The table first (up to a class's rows), the chart what is left, at least its own
            # least height.
            self.split.setSizes([self._table_height(), self.chart.minimumSizeHint().height()])
        super().showEvent(event)

    def preferred_size(self) -> tuple[int, int]:
        """The size that shows every column and up to :data:`ROWS_SHOWN` players, with the
        chart at its own size under them (at least the size it always had)."""
        table = self.table
        table.resizeColumnsToContents()
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        side = margins.left() + margins.right() + 2 * table.frameWidth() + bar + 4
        width = table.horizontalHeader().length() + side
        table_height = self._table_height()
        note = self.note.heightForWidth(max(1, width - margins.left() - margins.right()))
        buttons = self.export_button.sizeHint().height()
        spacing = self.layout().spacing() * 3  # type: ignore[union-attr]
        height = margins.top() + margins.bottom() + note + table_height + buttons + spacing
        height += self.chart.sizeHint().height() + self.split.handleWidth()
        width, height = max(PREFERRED[0], width), max(PREFERRED[1], height)
        parent = self.parentWidget()
        screen = parent.window().screen() if parent is not None else self.screen()
        if screen is not None:  # a dialog over the game, not quite the whole screen
            area = screen.availableGeometry()
            width = min(width, max(PREFERRED[0], round(area.width() * 0.96)))
            height = min(height, max(PREFERRED[1], round(area.height() * 0.94)))
        return width, height

    def _table_height(self) -> int:
        """The table's height with up to :data:`ROWS_SHOWN` rows and its sideways bar."""
        table = self.table
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        rows = max(1, min(ROWS_SHOWN, self.model.rowCount()))
        row = table.verticalHeader().defaultSectionSize()
        if self.model.rowCount():
            row = max(row, table.rowHeight(0))
        return table.horizontalHeader().height() + rows * row + bar + 2 * table.frameWidth()

    def show_records(self, rows: Sequence[RecordRow], note: str) -> None:
        """Fill the table (keeping the chosen player if they are still there)."""
        chosen = self.chosen_player()
        self.note.setText(
            arg(
                translate(
                    "RecordsWindow",
                    "%1. A player is the name typed at the start of a game; no accounts or "
                    "passwords.",
                ),
                note,
            )
        )
        self.model.set_rows(rows)
        has_rows = bool(rows)
        self.empty.setVisible(not has_rows)
        self.split.setVisible(has_rows)
        self.export_button.setEnabled(has_rows)
        if not has_rows:
            self.chart.set_history("", [])
            return
        target = 0
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(NameRole) == chosen:
                target = row
        self.table.selectRow(target)

    def chosen_player(self) -> str:
        rows = self.table.selectionModel().selectedRows()
        return str(rows[0].data(NameRole)) if rows else ""

    def show_history(self, name: str, points: Sequence[HistoryPoint]) -> None:
        self.chart.set_history(name, points)

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        name = self.chosen_player()
        if name:
            self.player_chosen.emit(name)
