"""The end of a game, inside the main window: winner(s), standings, how a tie was broken."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.view_state import ResultView
from wildwest.ui.models import StandingsModel
from wildwest.ui.type_scale import set_role


class GameOverView(QFrame):
    play_again_requested = Signal()
    new_game_requested = Signal()
    show_table_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverView")
        self.setAccessibleName("Game over")
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
        self.standings.setAccessibleName("Final standings")
        self.standings.setModel(self.model)
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.standings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.standings.verticalHeader().setVisible(False)
        self.standings.setAlternatingRowColors(True)

        self.play_again = QPushButton("&Play again")
        self.play_again.setObjectName("playAgainButton")
        self.play_again.setAccessibleDescription("Same players, mode and rules; a new deal")
        self.play_again.clicked.connect(self.play_again_requested)
        set_role(self.play_again, "action")
        self.new_game = QPushButton("&New game…")
        self.new_game.setObjectName("newGameButton")
        self.new_game.clicked.connect(self.new_game_requested)
        self.show_table = QPushButton("See the last &turn")
        self.show_table.setObjectName("showTableButton")
        self.show_table.clicked.connect(self.show_table_requested)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.show_table, self.new_game, self.play_again):
            buttons.addWidget(button)
        self.primes_label = QLabel("")
        self.primes_label.setObjectName("primesCollectedLabel")
        self.primes_label.setWordWrap(True)
        self.primes_label.setTextFormat(Qt.TextFormat.PlainText)
        self.primes_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addWidget(self.explanation)
        layout.addSpacing(8)
        layout.addWidget(self.standings)
        layout.addWidget(self.primes_label)
        layout.addWidget(self.reason)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        layout.addStretch(2)
        self._text = ""

    def show_result(self, result: ResultView) -> None:
        """Fill in the page of a finished game."""
        self.headline.setText(result.headline)
        self.explanation.setText(result.explanation)
        self.reason.setText(result.reason)
        self.model.show_rows(result.standings)
        self.fit_standings()
        self.primes_label.setText(result.primes_text)
        self._text = result.spoken
        self.setAccessibleDescription(self._text)

    def fit_standings(self) -> None:
        """Make the standings table exactly as tall as its rows (no empty space below)."""
        view = self.standings
        rows = self.model.rowCount()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(row) for row in range(rows))
        view.setFixedHeight(height + 2)

    def text(self) -> str:
        """Everything the view says, as one line (for screen readers and tests)."""
        return self._text
