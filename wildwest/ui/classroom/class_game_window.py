"""The class game, for the projector: the teacher gives the class a deal code, pairs play it
on their computers, and this window shows the standings of every game played with that code
as the results arrive, with the answer key (a correctly played game of the same cards).

It lays out the :class:`~wildwest.present.class_view.ClassGameState` the classroom service
pushes (:meth:`ClassGameWindow.show_game`) and sends one intent: the deal code to watch
(``None`` when the window closes).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.class_view import ClassGameState, ClassGameView
from wildwest.present.translate import QT_TRANSLATE_NOOP, translate
from wildwest.ui.classroom.class_view_window import TextSizedDialog, plain_label
from wildwest.ui.classroom.tables import SortItem, fill, read_only_table, text_cells
from wildwest.ui.look.reflow import WrapRow

STANDING_HEADERS = (
    QT_TRANSLATE_NOOP("ClassView", "Place"),
    QT_TRANSLATE_NOOP("ClassView", "Computer"),
    QT_TRANSLATE_NOOP("ClassView", "Players"),
    QT_TRANSLATE_NOOP("ClassView", "Best"),
    QT_TRANSLATE_NOOP("ClassView", "Game"),
)
KEY_HEADERS = (
    QT_TRANSLATE_NOOP("ClassView", "Turn"),
    QT_TRANSLATE_NOOP("ClassView", "Player"),
    QT_TRANSLATE_NOOP("ClassView", "Cards"),
    QT_TRANSLATE_NOOP("ClassView", "Number"),
    QT_TRANSLATE_NOOP("ClassView", "Prime factors"),
    QT_TRANSLATE_NOOP("ClassView", "Points"),
)
MAX_CODE_DIGITS = 12


class ClassGameWindow(TextSizedDialog):
    """The class game (see the module)."""

    code_chosen = Signal(object)
    """The deal code to show (an int), or ``None`` (no code, or the window closed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, 120, 40, (1100, 760))
        self.setObjectName("classGameWindow")
        self.setWindowTitle(translate("ClassView", "Class game — Wild West"))
        self.setModal(False)
        self._state = ClassGameState()

        code_label = QLabel(translate("ClassView", "&Deal code:"))
        self.code = QComboBox()
        self.code.setObjectName("classGameCodeInput")
        self.code.setEditable(True)
        self.code.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.code.setAccessibleName(translate("ClassView", "Deal code"))
        self.code.setMinimumContentsLength(MAX_CODE_DIGITS)
        line = self.code.lineEdit()
        assert line is not None
        line.setValidator(QRegularExpressionValidator(rf"[0-9]{{1,{MAX_CODE_DIGITS}}}", line))
        line.returnPressed.connect(self._show_code)
        self.code.activated.connect(lambda _index: self._show_code())
        code_label.setBuddy(self.code)
        show = QPushButton(translate("ClassView", "&Show"))
        show.setObjectName("showClassGameButton")
        show.clicked.connect(self._show_code)
        self.answer_key_check = QCheckBox(translate("ClassView", "&Answer key"))
        self.answer_key_check.setObjectName("answerKeyCheck")
        self.answer_key_check.toggled.connect(self._answer_key_toggled)
        close = QPushButton(translate("ClassView", "&Close"))
        close.setObjectName("classGameCloseButton")
        close.clicked.connect(self.close)
        top = WrapRow((code_label, self.code, show, self.answer_key_check, close), stretch=-1)

        self.status = plain_label("classGameStatus")
        self.title = plain_label("classGameTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.setup = plain_label("classGameSetup")
        self.standings = read_only_table(
            "classGameTable",
            translate("ClassView", "Standings"),
            [translate("ClassView", header) for header in STANDING_HEADERS],
        )
        self.others = plain_label("classGameOthers")
        self.key_title = plain_label("answerKeyTitle")
        self.key = read_only_table(
            "answerKeyTable",
            translate("ClassView", "Answer key"),
            [translate("ClassView", header) for header in KEY_HEADERS],
        )
        self.key_result = plain_label("answerKeyResult")
        # The tables scroll (the rows of a big class, the turns of the key); the words
        # round them stay in sight.
        layout = QVBoxLayout(self)
        for widget in (top, self.status, self.title, self.setup):
            layout.addWidget(widget)
        layout.addWidget(self.standings, 2)
        layout.addWidget(self.others)
        layout.addWidget(self.key_title)
        layout.addWidget(self.key, 3)
        layout.addWidget(self.key_result)
        self._answer_key_toggled(False)
        self.show_game(self._state)

    # ------------------------------------------------------------ laying out

    def show_game(self, state: ClassGameState) -> None:
        """Lay out the standings of the deal code shown (the first set-up; more are named)."""
        self._state = state
        self.status.setText(state.status)
        first = state.games[0] if state.games else None
        self._show_standings(first)
        others = [f"{game.title}: {game.setup}" for game in state.games[1:]]
        heading = translate("ClassView", "Also played with this deal code, set up otherwise:")
        self.others.setText("\n".join((heading, *others)) if others else "")
        self.others.setVisible(bool(others))

    def show_codes(self, codes: tuple[int, ...]) -> None:
        """The deal codes played so far, the latest first (offered in the code's list)."""
        shown = [self.code.itemText(i) for i in range(self.code.count())]
        wanted = [str(code) for code in codes]
        if shown != wanted:
            text = self.code.currentText()
            self.code.blockSignals(True)
            self.code.clear()
            self.code.addItems(wanted)
            self.code.setEditText(text)
            self.code.blockSignals(False)

    def _show_standings(self, game: ClassGameView | None) -> None:
        self.title.setText(game.title if game is not None else "")
        self.setup.setText(game.setup if game is not None else "")
        rows = game.rows if game is not None else ()
        fill(
            self.standings,
            [
                [
                    SortItem(str(row.place), row.place),
                    SortItem(row.computer),
                    SortItem(row.players),
                    SortItem(str(row.best), row.best),
                    SortItem(row.state),
                ]
                for row in rows
            ],
        )
        sheet = game.answer_key if game is not None else None
        self.key_title.setText(sheet.title if sheet is not None else "")
        fill(
            self.key,
            [
                text_cells(
                    (
                        turn.index,
                        turn.player,
                        " ".join((turn.face, *turn.digits)),
                        turn.number,
                        turn.factorisation,
                        turn.points,
                    )
                )
                for turn in (sheet.turns if sheet is not None else ())
            ],
        )
        self.key_result.setText(sheet.result if sheet is not None else "")

    def _answer_key_toggled(self, on: bool) -> None:
        """The answer key is for the end of the lesson: hidden until the teacher shows it."""
        for widget in (self.key_title, self.key, self.key_result):
            widget.setVisible(on)

    # ------------------------------------------------------------ intents

    def chosen_code(self) -> int | None:
        text = self.code.currentText().strip()
        return int(text) if text.isdigit() else None

    def _show_code(self) -> None:
        self.code_chosen.emit(self.chosen_code())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.code.setFocus()
        if self.chosen_code() is not None:
            self._show_code()

    def done(self, result: int) -> None:
        """Closing the window, by Close, Esc or its title bar's button (QDialog's close
        ends here), stops the class game being watched."""
        self.code_chosen.emit(None)
        super().done(result)
