"""The new-game screen: players (each a person or a computer player), packs, house rules,
mode and the deal.

Passive: it collects a :class:`~wildwest.controller.GameSetup`. Every edit emits
``setup_changed``, and the controller answers with a
:class:`~wildwest.present.view_state.SetupView` (:meth:`NewGameView.show_check`:
what is wrong, the turns preview, the packs for this many players). Start emits
``start_requested``; the controller starts the game or returns a message that
:meth:`NewGameView.show_error` displays.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wildwest.controller import GameSetup
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.tutorial import OFFER_QUESTION
from wildwest.present.view_state import SetupView
from wildwest.present.words import (
    FACE_CARD_CHOICES,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODE_DESCRIPTIONS,
    MODE_NAMES,
    default_name,
    level_notes,
    listed_spelling,
    seat_choices,
)
from wildwest.ui.look.type_scale import set_role

MAX_NAME = MAX_NAME_LENGTH
MODE_BUTTONS = {
    "auto": QT_TRANSLATE_NOOP("NewGameView", "&Auto"),
    "practice": QT_TRANSLATE_NOOP("NewGameView", "&Practice"),
    "challenge": QT_TRANSLATE_NOOP("NewGameView", "Cha&llenge"),
}
"""Each mode's button, with its Alt-key letter (each language chooses its own, unique on
this screen)."""


_EQUAL_TURNS_NOTE = QT_TRANSLATE_NOOP("NewGame", "Stop when a round can't go all the way round.")
_STEAL_COSTS_NOTE = QT_TRANSLATE_NOOP(
    "NewGame", "A player loses 1 point for each prime stolen from them."
)
_REAL_CARDS_NOTE = QT_TRANSLATE_NOOP(
    "NewGame",
    "No shuffle: you turn over real cards on the desk and show them to the app, "
    "which keeps the score.",
)


def _note(text: str) -> QLabel:
    """A word-wrapped explanation under a choice (never cut: it wraps)."""
    note = QLabel(text)
    note.setWordWrap(True)
    note.setIndent(24)
    note.setObjectName("noteLabel")
    note.setTextFormat(Qt.TextFormat.PlainText)
    return note


class NewGameView(QFrame):
    start_requested = Signal(object)
    """A :class:`GameSetup`."""
    setup_changed = Signal(object)
    """The :class:`GameSetup` as filled in so far (the controller answers: :meth:`show_check`)."""
    cancel_requested = Signal()
    learn_requested = Signal()
    """Learn to play: the guided first game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameView")
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The form scrolls on a small screen; the Start button stays in sight below it.
        self.form_scroll = QScrollArea()
        self.form_scroll.setObjectName("newGameScroll")
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Not a Tab stop of its own (it has nothing to say): it scrolls to the control
        # with the focus.
        self.form_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body = QWidget()
        body.setObjectName("newGameBody")
        self.form_scroll.setWidget(body)
        self._packs_touched = False
        self.error_label = QLabel("")
        self.error_label.setObjectName("newGameError")
        self.error_label.setWordWrap(True)
        self.error_label.setProperty("tone", "bad")
        self.cancel_button = QPushButton(translate("NewGameView", "Back &to the game"))
        self.cancel_button.setObjectName("newGameCancel")
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.start_button = QPushButton(translate("NewGameView", "&Start game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.start_button.setAccessibleDescription(
            translate("NewGameView", "Deal the cards and start playing")
        )
        set_role(self.start_button, "action")
        self.start_button.setMinimumWidth(180)
        self.start_button.clicked.connect(self._start)

        title = QLabel(translate("NewGameView", "New game"))
        title.setObjectName("newGameTitle")
        set_role(title, "title")
        title.setAccessibleName(translate("NewGameView", "New game"))

        # -------- players
        self.player_count = QSpinBox()
        self.player_count.setObjectName("playerCountSpin")
        self.player_count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.player_count.setAccessibleName(translate("NewGameView", "Number of players"))
        self.player_count.valueChanged.connect(self._players_changed)
        self.name_edits: list[QLineEdit] = []
        self._class_names: tuple[str, ...] = ()
        """The class list's names (issue 29), offered in each name box."""
        self._names_model: QStringListModel | None = None
        self.seat_choices: list[QComboBox] = []
        """Per seat: a person, or a computer player of a level (``""`` or the level)."""
        self.seat_rows: list[SeatRow] = []
        names_grid = QVBoxLayout()
        for i in range(MAX_PLAYERS):
            number = QLabel(f"{i + 1}.")
            number.setObjectName(f"seatNumber{i + 1}")
            edit = QLineEdit()
            edit.setObjectName(f"playerName{i + 1}")
            edit.setMaxLength(MAX_NAME)
            edit.setPlaceholderText(default_name(i + 1))
            edit.setAccessibleName(arg(translate("NewGameView", "Name of player %1"), i + 1))
            edit.textChanged.connect(self._validate)
            choice = QComboBox()
            choice.setObjectName(f"seatKind{i + 1}")
            choice.setAccessibleName(arg(translate("NewGameView", "Who plays seat %1"), i + 1))
            choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for value, label in seat_choices().items():
                choice.addItem(label, value)
            choice.currentIndexChanged.connect(self._validate)
            self.name_edits.append(edit)
            self.seat_choices.append(choice)
            row = SeatRow(number, edit, choice)
            self.seat_rows.append(row)
            names_grid.addWidget(row)
        players_box = QGroupBox(translate("NewGameView", "Players"))
        players_layout = QVBoxLayout(players_box)
        count_row = QHBoxLayout()
        count_label = QLabel(translate("NewGameView", "How &many:"))
        count_label.setBuddy(self.player_count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        players_layout.addLayout(names_grid)
        order_note = _note(
            translate(
                "NewGameView",
                "Play goes in this order. Blank names become Player 1, 2… "
                "Any seat may be a computer player; if every seat is, you watch the game.",
            )
        )
        order_note.setIndent(0)
        players_layout.addWidget(order_note)
        self.levels_note = _note("\n".join(level_notes()))
        self.levels_note.setObjectName("levelsNote")
        self.levels_note.setIndent(0)
        players_layout.addWidget(self.levels_note)

        # -------- mode
        mode_box = QGroupBox(translate("NewGameView", "Who factors the numbers?"))
        mode_layout = QVBoxLayout(mode_box)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for key in MODE_NAMES:
            explanation = translate("Words", MODE_DESCRIPTIONS[key])
            button = QRadioButton(translate("NewGameView", MODE_BUTTONS[key]))
            button.setObjectName(f"mode_{key}")
            button.setAccessibleDescription(explanation)
            note = _note(explanation)
            self.mode_group.addButton(button)
            self.mode_buttons[key] = button
            mode_layout.addWidget(button)
            mode_layout.addWidget(note)
        self.mode_buttons["auto"].setChecked(True)

        # -------- packs and rules
        rules_box = QGroupBox(translate("NewGameView", "Cards and house rules"))
        rules_layout = QVBoxLayout(rules_box)
        self.packs = QSpinBox()
        self.packs.setObjectName("packsSpin")
        self.packs.setRange(1, 20)
        self.packs.setAccessibleName(translate("NewGameView", "Packs of cards"))
        self.packs.valueChanged.connect(self._packs_changed)
        self.turns_preview = QLabel("")
        self.turns_preview.setObjectName("turnsPreview")
        self.turns_preview.setWordWrap(True)
        packs_label = QLabel(translate("NewGameView", "Pac&ks:"))
        packs_label.setBuddy(self.packs)
        packs_row = QHBoxLayout()
        packs_row.addWidget(packs_label)
        packs_row.addWidget(self.packs)
        packs_row.addWidget(self.turns_preview, 1)
        rules_layout.addLayout(packs_row)
        self.face_cards = QComboBox()
        self.face_cards.setObjectName("faceCardsChoice")
        self.face_cards.setAccessibleName(translate("NewGameView", "Face cards in the pack"))
        self.face_cards.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for face_choice, english in FACE_CARD_CHOICES.items():
            self.face_cards.addItem(translate("Words", english), str(face_choice))
        self.face_cards.currentIndexChanged.connect(self._validate)
        face_label = QLabel(translate("NewGameView", "Face car&ds:"))
        face_label.setBuddy(self.face_cards)
        face_row = QHBoxLayout()
        face_row.addWidget(face_label)
        face_row.addWidget(self.face_cards)
        face_row.addStretch(1)
        rules_layout.addLayout(face_row)
        self.equal_turns = QCheckBox(translate("NewGameView", "&Equal turns"))
        self.equal_turns.setObjectName("equalTurnsCheck")
        self.equal_turns.setChecked(True)
        self.equal_turns.toggled.connect(self._validate)
        self.equal_turns.setAccessibleDescription(translate("NewGame", _EQUAL_TURNS_NOTE))
        rules_layout.addWidget(self.equal_turns)
        rules_layout.addWidget(_note(translate("NewGame", _EQUAL_TURNS_NOTE)))
        self.steal_costs = QCheckBox(translate("NewGameView", "Steals &cost points"))
        self.steal_costs.setObjectName("stealCostsCheck")
        self.steal_costs.setAccessibleDescription(translate("NewGame", _STEAL_COSTS_NOTE))
        rules_layout.addWidget(self.steal_costs)
        rules_layout.addWidget(_note(translate("NewGame", _STEAL_COSTS_NOTE)))

        # -------- deal
        deal_box = QGroupBox(translate("NewGameView", "The deal"))
        deal_layout = QGridLayout(deal_box)
        self.deal_group = QButtonGroup(self)
        self.deal_random = QRadioButton(translate("NewGameView", "Shuffle a &new deal"))
        self.deal_random.setObjectName("dealRandom")
        self.deal_code_choice = QRadioButton(translate("NewGameView", "Deal c&ode:"))
        self.deal_code_choice.setObjectName("dealCodeChoice")
        self.deal_code_choice.setAccessibleDescription(
            translate("NewGameView", "Everyone who types the same deal code gets the same cards")
        )
        self.deal_code = QLineEdit()
        self.deal_code.setObjectName("dealCodeInput")
        self.deal_code.setPlaceholderText(translate("NewGameView", "e.g. 4821"))
        self.deal_code.setMaxLength(15)
        self.deal_code.setAccessibleName(translate("NewGameView", "Deal code"))
        self.deal_code.textEdited.connect(lambda _text: self.deal_code_choice.setChecked(True))
        self.deal_file_choice = QRadioButton(translate("NewGameView", "Deal f&ile:"))
        self.deal_file_choice.setObjectName("dealFileChoice")
        self.deal_file = QLineEdit()
        self.deal_file.setObjectName("dealFileInput")
        self.deal_file.setAccessibleName(translate("NewGameView", "Deal file"))
        self.deal_file.setPlaceholderText(translate("NewGameView", "a .json file"))
        self.deal_file.setToolTip(
            translate("NewGameView", "A deal file names its own players and cards")
        )
        self.deal_file.textEdited.connect(lambda _text: self.deal_file_choice.setChecked(True))
        self.deal_real = QRadioButton(translate("NewGameView", "We play with &real cards"))
        self.deal_real.setObjectName("dealRealCards")
        self.deal_real.setAccessibleDescription(translate("NewGame", _REAL_CARDS_NOTE))
        browse = QPushButton(translate("NewGameView", "&Browse…"))
        browse.setObjectName("dealFileBrowse")
        browse.setAccessibleName(translate("NewGameView", "Choose a deal file"))
        browse.clicked.connect(self._browse)
        for button in (
            self.deal_random,
            self.deal_code_choice,
            self.deal_file_choice,
            self.deal_real,
        ):
            self.deal_group.addButton(button)
            button.toggled.connect(self._validate)
        self.deal_random.setChecked(True)
        deal_layout.addWidget(self.deal_random, 0, 0, 1, 3)
        deal_layout.addWidget(self.deal_code_choice, 1, 0)
        deal_layout.addWidget(self.deal_code, 1, 1, 1, 2)
        deal_layout.addWidget(self.deal_file_choice, 2, 0, 1, 3)
        file_row = QHBoxLayout()
        file_row.setContentsMargins(24, 0, 0, 0)
        file_row.addWidget(self.deal_file, 1)
        file_row.addWidget(browse)
        deal_layout.addLayout(file_row, 3, 0, 1, 3)
        deal_layout.addWidget(self.deal_real, 4, 0, 1, 3)
        deal_layout.addWidget(_note(translate("NewGame", _REAL_CARDS_NOTE)), 5, 0, 1, 3)
        deal_layout.setColumnStretch(1, 1)

        # -------- buttons
        buttons = QHBoxLayout()
        buttons.addWidget(self.error_label, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(players_box)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(mode_box)
        right.addWidget(rules_box)
        right.addWidget(deal_box)
        right.addStretch(1)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self._columns = columns
        self._side_by_side = 0
        """The form's least width with its columns side by side (last measured so)."""
        self.form_scroll.viewport().installEventFilter(self)
        content = QWidget()
        content.setObjectName("newGameContent")
        self._content = content
        inner = QVBoxLayout(content)
        heading = QHBoxLayout()
        icon = QLabel()
        icon.setObjectName("newGameIcon")
        icon_pixmap = self.windowIcon().pixmap(56, 56)
        if not icon_pixmap.isNull():
            icon.setPixmap(icon_pixmap)
        heading.addWidget(icon)
        heading.addWidget(title, 1)
        heading.addWidget(self._learn_button(), 0, Qt.AlignmentFlag.AlignVCenter)
        inner.addLayout(heading)
        inner.addLayout(columns)
        outer = QHBoxLayout(body)
        outer.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(content)
        column.addStretch(1)
        outer.addLayout(column, 100)
        outer.addStretch(1)
        bar = QWidget()
        bar.setObjectName("newGameButtons")
        self._bar = bar
        self._fit_width()
        bar.setLayout(buttons)
        buttons.setContentsMargins(9, 6, 9, 9)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(bar, 100)
        bottom.addStretch(1)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.form_scroll, 1)
        page.addLayout(bottom)
        self.player_count.setValue(2)
        self._players_changed(2)
        self.set_can_cancel(False)

    def _fit_columns(self) -> None:
        """The form's two columns side by side where they fit, else one under the other (a
        long language on a small screen in the largest text), so the form never scrolls
        sideways. Side by side, what they need is measured; one under the other, they go back
        side by side once the form is as wide as that."""
        columns = self._columns
        room = self.form_scroll.viewport().width()
        if columns.direction() == QBoxLayout.Direction.LeftToRight:
            self._side_by_side = self._content.minimumSizeHint().width()
            if self._side_by_side > room:
                columns.setDirection(QBoxLayout.Direction.TopToBottom)
        elif room >= self._side_by_side:
            columns.setDirection(QBoxLayout.Direction.LeftToRight)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.form_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        elif (
            self._class_names
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QLineEdit)
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
        ):
            completer = watched.completer()
            if completer is not None:  # Down: the class list's names, to pick one
                completer.setCompletionPrefix(watched.text())
                completer.complete()
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ the class list

    def show_class_names(self, names: Sequence[str]) -> None:
        """The class list's names (issue 29): each name box offers them as the pupil types,
        or all of them on Down; a name typed as the list has it in another way ("ann lee")
        starts the game as the list writes it. No list: nothing is offered (the completers
        stay, with no names)."""
        names = tuple(names)
        if names == self._class_names:
            return
        self._class_names = names
        if self._names_model is None:
            self._names_model = QStringListModel(self)
        self._names_model.setStringList(list(names))
        tip = (
            translate("NewGameView", "Type your name, or press Down to pick it from the class list")
            if names
            else ""
        )
        for edit in self.name_edits:
            if names and edit.completer() is None:
                completer = QCompleter(self._names_model, edit)
                completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
                completer.setFilterMode(Qt.MatchFlag.MatchContains)
                completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
                edit.setCompleter(completer)
                edit.installEventFilter(self)
            edit.setToolTip(tip)

    def _learn_button(self) -> QPushButton:
        """Learn to play, beside the title: a guided game with Sheriff Sam."""
        #: the button that starts the guided game (Alt+R is real cards)
        self.learn_button = QPushButton(translate("NewGameView", "Learn to pla&y"))
        self.learn_button.setObjectName("learnToPlayButton")
        self.learn_button.setAccessibleDescription(translate("Tutorial", OFFER_QUESTION))
        self.learn_button.setToolTip(translate("Tutorial", OFFER_QUESTION))
        self.learn_button.clicked.connect(self.learn_requested)
        return self.learn_button

    def _fit_width(self) -> None:
        """The form's two columns grow with the type (a projector), up to about 75 letters
        each, so long lines are not squeezed while a third of the screen stays empty."""
        width = self.fontMetrics().averageCharWidth() * 160
        self._content.setMaximumWidth(width)
        self._bar.setMaximumWidth(width)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_width()

    # ------------------------------------------------------------ filling in

    def set_defaults(
        self,
        *,
        names: list[str],
        count: int,
        mode: str,
        equal_turns: bool,
        steal_costs_points: bool,
        face_cards: str = "all",
        seats: list[str] | None = None,
        real_cards: bool = False,
    ) -> None:
        """Fill the form from the remembered settings (``seats``: ``""`` for a person, else a
        computer player's level, per seat; ``real_cards``: the game on show is played with
        real cards, so the next one is offered that way too)."""
        for edit, name in zip(self.name_edits, names + [""] * MAX_PLAYERS, strict=False):
            edit.setText(name[:MAX_NAME])
        kinds = list(seats or []) + [""] * MAX_PLAYERS
        for choice, kind in zip(self.seat_choices, kinds, strict=False):
            choice.setCurrentIndex(max(0, choice.findData(kind)))
        self._packs_touched = False  # the default, not the teacher's choice: keep following
        self.player_count.setValue(max(MIN_PLAYERS, min(MAX_PLAYERS, count)))
        self.mode_buttons.get(mode, self.mode_buttons["auto"]).setChecked(True)
        self.equal_turns.setChecked(equal_turns)
        self.steal_costs.setChecked(steal_costs_points)
        found = self.face_cards.findData(face_cards)
        self.face_cards.setCurrentIndex(max(0, found))
        (self.deal_real if real_cards else self.deal_random).setChecked(True)
        self.error_label.clear()
        self._validate()

    def set_locked(
        self,
        *,
        mode: bool,
        equal_turns: bool,
        steal_costs_points: bool,
        face_cards: bool = False,
    ) -> None:
        """Grey out what the school's settings lock."""
        for button in self.mode_buttons.values():
            button.setEnabled(not mode)
        self.equal_turns.setEnabled(not equal_turns)
        self.steal_costs.setEnabled(not steal_costs_points)
        self.face_cards.setEnabled(not face_cards)
        self.face_cards.setToolTip(
            translate("NewGameView", "Set by your school") if face_cards else ""
        )
        note = translate("NewGameView", " (set by your school)")
        for box, locked in (
            (self.equal_turns, equal_turns),
            (self.steal_costs, steal_costs_points),
        ):
            text = box.text().removesuffix(note)
            box.setText(text + note if locked else text)

    def focus_first(self) -> None:
        """The keyboard to the first name box (a new game starts with who plays), or to
        the first box that can be changed."""
        for widget in (self.name_edits[0], self.player_count, self.start_button):
            if widget.isEnabled():
                widget.setFocus()
                return

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.start_button.setDefault(True)  # Enter starts the game

    def hideEvent(self, event: QHideEvent) -> None:
        # Not the window's default button mid-game (a screen reader names it).
        self.start_button.setDefault(False)
        super().hideEvent(event)

    def set_can_cancel(self, can: bool) -> None:
        self.cancel_button.setVisible(can)

    def show_check(self, check: SetupView) -> None:
        """The controller's answer to the form as it is: a problem, the preview, the packs."""
        if not self._packs_touched and self.packs.value() != check.default_packs:
            self.packs.blockSignals(True)
            self.packs.setValue(check.default_packs)
            self.packs.blockSignals(False)
        self.turns_preview.setText(check.turns_preview)
        for edit, hint in zip(self.name_edits, check.name_hints, strict=False):
            edit.setPlaceholderText(hint)
        self.error_label.setText(check.problem)
        self.start_button.setEnabled(not check.problem)

    def show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setAccessibleDescription(message)

    # ------------------------------------------------------------ reading

    def names(self) -> list[str]:
        """The names typed, as the class list writes them where it has them."""
        return [
            listed_spelling(edit.text().strip(), self._class_names)
            if self._class_names
            else edit.text().strip()
            for edit in self.name_edits[: self.player_count.value()]
        ]

    def seats(self) -> list[str]:
        """Per seat in play: ``""`` for a person, else the computer player's level."""
        return [
            str(choice.currentData() or "")
            for choice in self.seat_choices[: self.player_count.value()]
        ]

    def mode(self) -> str:
        for key, button in self.mode_buttons.items():
            if button.isChecked():
                return str(key)
        return "auto"

    def setup(self) -> GameSetup:
        source = (
            "code"
            if self.deal_code_choice.isChecked()
            else "file"
            if self.deal_file_choice.isChecked()
            else "random"
        )
        return GameSetup(
            names=tuple(self.names()),
            seats=tuple(self.seats()),
            mode=self.mode(),
            packs=self.packs.value() if self._packs_touched else None,
            equal_turns=self.equal_turns.isChecked(),
            steal_costs_points=self.steal_costs.isChecked(),
            face_cards=str(self.face_cards.currentData() or "all"),
            deal_source=source,
            deal_code=self.deal_code.text(),
            deal_file=self.deal_file.text(),
            real_cards=self.deal_real.isChecked(),
        )

    # ------------------------------------------------------------ reactions

    def _players_changed(self, count: int) -> None:
        for i, row in enumerate(self.seat_rows):
            row.setVisible(i < count)
        self._validate()

    def _packs_changed(self, _packs: int) -> None:
        self._packs_touched = True
        self._validate()

    def _validate(self) -> None:
        """Ask the controller about the form as it is now (it answers with show_check).

        A deal file names its own players and cards: the player boxes are greyed out then.
        """
        from_file = self.deal_file_choice.isChecked()
        self.player_count.setEnabled(not from_file)
        for edit, choice in zip(self.name_edits, self.seat_choices, strict=True):
            edit.setEnabled(not from_file)
            choice.setEnabled(not from_file)
        self.levels_note.setVisible(not from_file and any(self.seats()))
        self.packs.setEnabled(not from_file)
        self.setup_changed.emit(self.setup())

    def _browse(self) -> None:
        start = str(Path(self.deal_file.text()).parent) if self.deal_file.text() else ""
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("NewGameView", "Choose a deal file"),
            start,
            translate("NewGameView", "Deal files (*.json);;All files (*)"),
        )
        if path:
            self.deal_file.setText(path)
            self.deal_file_choice.setChecked(True)

    def _start(self) -> None:
        if self.start_button.isEnabled():
            self.error_label.clear()
            self.start_requested.emit(self.setup())

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._start()
            return
        super().keyPressEvent(event)


class SeatRow(QWidget):
    """One seat: its number, the name box and who plays it, on one line when there is room,
    else the choice under the name (a netbook with large text), so neither is squeezed."""

    NAME_LETTERS = 14
    """The name box shows at least this many letters before the choice moves under it."""

    def __init__(self, number: QLabel, edit: QLineEdit, choice: QComboBox) -> None:
        super().__init__()
        self._number, self._edit, self._choice = number, edit, choice
        number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._fit_number()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setColumnStretch(1, 1)
        self._grid.addWidget(number, 0, 0)
        self._grid.addWidget(edit, 0, 1)
        self._stacked: bool | None = None
        self._place(stacked=False)

    def _fit_number(self) -> None:
        """Every seat number as wide as "14.", so the name boxes line up."""
        self._number.setFixedWidth(self._number.fontMetrics().horizontalAdvance("88.") + 4)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_number()

    def _needed(self) -> int:
        spacing = self._grid.horizontalSpacing()
        number = self._number.width()
        name = self._edit.fontMetrics().horizontalAdvance("M" * self.NAME_LETTERS)
        return number + name + self._choice.sizeHint().width() + 2 * spacing

    def _place(self, *, stacked: bool) -> None:
        if stacked == self._stacked:
            return
        self._stacked = stacked
        self._grid.removeWidget(self._choice)
        if stacked:
            self._grid.addWidget(self._choice, 1, 1, Qt.AlignmentFlag.AlignLeft)
        else:
            self._grid.addWidget(self._choice, 0, 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_number()
        self._place(stacked=event.size().width() < self._needed())
        super().resizeEvent(event)
