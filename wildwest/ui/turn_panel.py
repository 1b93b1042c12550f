"""The turn panel: whose turn it is, Draw, the answer box and the feedback.

Passive: it shows a :class:`~wildwest.present.view_state.TurnControls` and
emits what the pupil asked for. Object names are part of the automation
contract (README): ``drawButton``, ``factorInput``, ``submitButton``,
``giveUpButton``, ``hintButton``, ``feedbackLabel``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.view_state import FeedbackView, TurnControls
from wildwest.ui.feedback import FeedbackLabel
from wildwest.ui.text import mnemonic
from wildwest.ui.type_scale import set_role

MAX_INPUT = 200


class TurnPanel(QFrame):
    draw_requested = Signal()
    submit_requested = Signal(str)
    hint_requested = Signal(str)
    """What the pupil has typed so far (the hint builds on it)."""
    give_up_requested = Signal()
    results_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)

        self.turn_label = QLabel("Wild West")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setAccessibleName("Whose turn")
        self.prompt_label = QLabel("")
        self.prompt_label.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setAccessibleName("What to do now")

        self.draw_button = QPushButton("&Draw")
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setAccessibleName("Draw")
        self.draw_button.setAccessibleDescription(
            "Turn over the next face card and draw its digit cards for the current player"
        )
        self.draw_button.setToolTip("Turn over the next face card and draw the digits (Ctrl+D)")
        self.draw_button.setDefault(True)
        self.draw_button.clicked.connect(self.draw_requested)

        self.results_button = QPushButton("See the &results")
        self.results_button.setObjectName("resultsButton")
        self.results_button.setAccessibleDescription("Back to the final standings")
        self.results_button.clicked.connect(self.results_requested)
        self.results_button.hide()

        self.factor_input = QLineEdit()
        self.factor_input.setObjectName("factorInput")
        self.factor_input.setPlaceholderText("e.g. 2^2 × 3 × 5   or   none")
        self.factor_input.setMaxLength(MAX_INPUT)
        self.factor_input.setAccessibleName("Your factorisation")
        self.factor_input.setAccessibleDescription(
            "Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or none for 0 and 1"
        )
        self.factor_input.setClearButtonEnabled(True)
        self.factor_input.returnPressed.connect(self._submit)

        self.submit_button = QPushButton("&Check")
        self.submit_button.setObjectName("submitButton")
        self.submit_button.setAccessibleName("Check my answer")
        self.submit_button.setAccessibleDescription("Submit the factorisation you typed")
        self.submit_button.clicked.connect(self._submit)

        self.hint_button = QPushButton("Hin&t")
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setAccessibleName("Hint")
        self.hint_button.setAccessibleDescription(
            "First a divisibility rule, then a prime to try, then the next steps; never the answer"
        )
        self.hint_button.clicked.connect(lambda: self.hint_requested.emit(self.factor_input.text()))

        self.give_up_button = QPushButton("Give &up")
        self.give_up_button.setObjectName("giveUpButton")
        self.give_up_button.setAccessibleName("Give up")
        self.give_up_button.setAccessibleDescription("Show the answer; this turn claims no primes")
        self.give_up_button.clicked.connect(self.give_up_requested)

        self.feedback_label = FeedbackLabel()
        self.feedback_label.setObjectName("feedbackLabel")
        self.feedback_label.setAccessibleName("Feedback")
        self.feedback_scroll = QScrollArea()
        self.feedback_scroll.setObjectName("feedbackScroll")
        self.feedback_scroll.setWidgetResizable(True)
        self.feedback_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.feedback_scroll.setWidget(self.feedback_label)
        self.feedback_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        top = QHBoxLayout()
        top.addWidget(self.turn_label, 1)
        top.addWidget(self.draw_button)
        top.addWidget(self.results_button)
        self.answer_row = AnswerRow(
            self.factor_input, (self.submit_button, self.hint_button, self.give_up_button)
        )
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.prompt_label)
        layout.addWidget(self.answer_row)
        layout.addWidget(self.feedback_scroll, 1)
        self.setTabOrder(self.draw_button, self.factor_input)
        self.setTabOrder(self.factor_input, self.submit_button)
        self.setTabOrder(self.submit_button, self.hint_button)
        self.setTabOrder(self.hint_button, self.give_up_button)
        set_role(self.turn_label, "heading")
        set_role(self.draw_button, "action")
        set_role(self.results_button, "action")

    def _submit(self) -> None:
        if self.submit_button.isEnabled():
            self.submit_requested.emit(self.factor_input.text())

    def show_controls(self, controls: TurnControls) -> None:
        self.turn_label.setText(controls.turn_text)
        self.prompt_label.setText(controls.prompt)
        self.draw_button.setEnabled(controls.draw)
        self.draw_button.setVisible(not controls.over)
        self.results_button.setVisible(controls.over)
        self.factor_input.setEnabled(controls.answer)
        self.submit_button.setEnabled(controls.answer)
        self.hint_button.setEnabled(controls.hint)
        self.hint_button.setVisible(controls.hints_offered)
        self.give_up_button.setEnabled(controls.give_up)
        self.give_up_button.setVisible(controls.answer)
        self.hint_button.setText(mnemonic(controls.hint_label, "t"))
        self.factor_input.setVisible(controls.answer)
        self.submit_button.setVisible(controls.answer)
        if controls.answer:
            self.factor_input.setFocus()
        elif controls.draw:
            self.draw_button.setFocus()
        elif controls.over:
            self.results_button.setFocus()

    def clear_answer(self) -> None:
        self.factor_input.clear()

    def show_feedback(self, feedback: FeedbackView) -> None:
        """The feedback, line by line, each in its tone (colour and mark)."""
        self.feedback_label.show_feedback(feedback)

    def needed_height(self, width: int) -> int:
        """How tall the panel must be at ``width`` to show everything without scrolling."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        spacing = layout.spacing()
        parts = [
            max(self.turn_label.sizeHint().height(), self.draw_button.sizeHint().height()),
            self.prompt_label.heightForWidth(inner),
            self.answer_row.height_at(inner) if self.factor_input.isVisibleTo(self) else 0,
            self.feedback_label.heightForWidth(inner) + 2 * self.feedback_scroll.frameWidth() + 8,
        ]
        shown = [part for part in parts if part > 0]
        return (
            sum(shown)
            + spacing * (len(shown) - 1)
            + margins.top()
            + margins.bottom()
            + 2 * self.frameWidth()
        )


class AnswerRow(QWidget):
    """The answer box and its buttons: one row when there is room, else the buttons under the
    box (a netbook with large text), so nothing is ever squeezed or cut."""

    def __init__(self, field: QLineEdit, buttons: tuple[QPushButton, ...]) -> None:
        super().__init__()
        self._field = field
        self._buttons = buttons
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._stacked: bool | None = None
        self._place(stacked=False)

    def _needed(self) -> int:
        spacing = self._grid.horizontalSpacing()
        field = self._field.fontMetrics().horizontalAdvance("0" * 16)
        widths = [b.sizeHint().width() for b in self._buttons if not b.isHidden()]
        return field + sum(widths) + spacing * len(widths)

    def _place(self, *, stacked: bool) -> None:
        if stacked == self._stacked:
            return
        self._stacked = stacked
        for widget in (self._field, *self._buttons):
            self._grid.removeWidget(widget)
        if stacked:
            self._grid.addWidget(self._field, 0, 0, 1, len(self._buttons) + 1)
            for column, button in enumerate(self._buttons):
                self._grid.addWidget(button, 1, column)
            self._grid.setColumnStretch(len(self._buttons), 1)
        else:
            self._grid.addWidget(self._field, 0, 0)
            for column, button in enumerate(self._buttons, start=1):
                self._grid.addWidget(button, 0, column)
            self._grid.setColumnStretch(0, 1)
            self._grid.setColumnStretch(len(self._buttons), 0)

    def height_at(self, width: int) -> int:
        """The row's height when it is ``width`` wide (two rows when the buttons wrap)."""
        row = max(self._field.sizeHint().height(), *(b.sizeHint().height() for b in self._buttons))
        if width >= self._needed():
            return row
        return 2 * row + self._grid.verticalSpacing()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(stacked=event.size().width() < self._needed())
        super().resizeEvent(event)
