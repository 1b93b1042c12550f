"""The end of a game, inside the main window: winner(s), standings, how a tie was broken."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.translate import translate
from wildwest.present.view_state import ResultView
from wildwest.ui.game.models import StandingsModel
from wildwest.ui.look.reflow import WrapRow
from wildwest.ui.look.type_scale import set_role


class GameOverView(QFrame):
    play_again_requested = Signal()
    new_game_requested = Signal()
    show_table_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverView")
        self.setAccessibleName(translate("GameOverView", "Game over"))
        self.headline = QLabel("")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setObjectName("winnerLabel")
        set_role(self.headline, "display")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.explanation = QLabel("")
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setObjectName("tieBreakLabel")
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel("")
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setObjectName("endReasonLabel")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.model = StandingsModel(self)
        self.standings = QTableView()
        self.standings.setObjectName("standingsView")
        self.standings.setAccessibleName(translate("GameOverView", "Final standings"))
        self.standings.setModel(self.model)
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # One Tab stop (arrows move between the cells); Tab goes on to the buttons.
        self.standings.setTabKeyNavigation(False)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(StandingsModel.PRIMES, QHeaderView.ResizeMode.Stretch)
        self.standings.setWordWrap(True)
        self.standings.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.standings.verticalHeader().setVisible(False)
        # As tall as its rows, but never pushing the buttons off a small screen: then it
        # scrolls (14 players in large text on a netbook).
        self.standings.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.standings.setAlternatingRowColors(True)

        self.play_again = QPushButton(translate("GameOverView", "&Play again"))
        self.play_again.setObjectName("playAgainButton")
        self.play_again.setAccessibleDescription(
            translate("GameOverView", "Same players, mode and rules; a new deal")
        )
        self.play_again.clicked.connect(self.play_again_requested)
        set_role(self.play_again, "action")
        self.new_game = QPushButton(translate("GameOverView", "&New game…"))
        self.new_game.setObjectName("newGameButton")
        self.new_game.clicked.connect(self.new_game_requested)
        self.show_table = QPushButton(translate("GameOverView", "See the last &turn"))
        self.show_table.setObjectName("showTableButton")
        self.show_table.clicked.connect(self.show_table_requested)

        # On the right, in one row; in rows of fewer where they do not fit (a netbook in the
        # largest type, a long language).
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(WrapRow((self.show_table, self.new_game, self.play_again), stretch=-1))
        self._column = QWidget()
        column = QVBoxLayout(self._column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addStretch(1)
        column.addWidget(self.headline)
        column.addWidget(self.explanation)
        column.addSpacing(8)
        column.addWidget(self.standings, 10)
        column.addWidget(self.reason)
        column.addSpacing(8)
        column.addLayout(buttons)
        column.addStretch(2)
        layout = QHBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self._column, 100)
        layout.addStretch(1)
        self._fit_width()
        self._text = ""

    def _fit_width(self) -> None:
        """A column about 90 letters wide (it grows with the type): the standings read
        across at a glance instead of stretching over a projector's whole width."""
        self._column.setMaximumWidth(self.fontMetrics().averageCharWidth() * 90)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_width()

    def show_result(self, result: ResultView) -> None:
        """Fill in the page of a finished game."""
        self.headline.setText(result.headline)
        self.explanation.setText(result.explanation)
        self.reason.setText(result.reason)
        self.model.show_rows(result.standings)
        self.fit_standings()
        self._text = result.spoken
        self.setAccessibleDescription(self._text)

    def fit_standings(self) -> None:
        """The standings at most as tall as their rows (no empty space below)."""
        view = self.standings
        rows = self.model.rowCount()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(row) for row in range(rows))
        view.setMaximumHeight(height + 2)
        view.setMinimumHeight(min(height + 2, view.fontMetrics().height() * 6))

    def text(self) -> str:
        """Everything the view says, as one line (for screen readers and tests)."""
        return self._text
