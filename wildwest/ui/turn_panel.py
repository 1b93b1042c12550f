"""The turn panel: whose turn it is, Draw, the answer box and the feedback.

Passive: it shows a :class:`~wildwest.present.view_state.TurnControls` and
emits what the pupil asked for. Object names are part of the automation
contract (README): ``drawButton``, ``factorInput``, ``submitButton``,
``giveUpButton``, ``hintButton``, ``feedbackLabel``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.view_state import TurnControls
from wildwest.ui.text import mnemonic

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

        self.feedback_label = QLabel("")
        self.feedback_label.setObjectName("feedbackLabel")
        self.feedback_label.setWordWrap(True)
        self.feedback_label.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback_label.setAccessibleName("Feedback")
        self.feedback_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.feedback_label.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding
        )
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
        answer = QHBoxLayout()
        answer.addWidget(self.factor_input, 1)
        answer.addWidget(self.submit_button)
        answer.addWidget(self.hint_button)
        answer.addWidget(self.give_up_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.prompt_label)
        layout.addLayout(answer)
        layout.addWidget(self.feedback_scroll, 1)
        self.setTabOrder(self.draw_button, self.factor_input)
        self.setTabOrder(self.factor_input, self.submit_button)
        self.setTabOrder(self.submit_button, self.hint_button)
        self.setTabOrder(self.hint_button, self.give_up_button)
        self.apply_scale(1.0)

    def _submit(self) -> None:
        if self.submit_button.isEnabled():
            self.submit_requested.emit(self.factor_input.text())

    def apply_scale(self, scale: float) -> None:
        """Type size for the window size and the text-size setting."""
        big = QFont(self.font())
        big.setPointSizeF(max(12.0, 20.0 * scale))
        big.setBold(True)
        self.turn_label.setFont(big)
        body = QFont(self.font())
        body.setPointSizeF(max(10.0, 12.5 * scale))
        for widget in (
            self.prompt_label,
            self.feedback_label,
            self.factor_input,
            self.submit_button,
            self.hint_button,
            self.give_up_button,
        ):
            widget.setFont(body)
        button = QFont(body)
        button.setBold(True)
        button.setPointSizeF(max(11.0, 14.0 * scale))
        self.draw_button.setFont(button)
        self.draw_button.setMinimumWidth(round(120 * max(1.0, scale)))

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

    def show_feedback(self, text: str, tone: str = "info") -> None:
        """Plain-text feedback; ``tone`` is info, good, bad or steal (styled by the theme)."""
        self.feedback_label.setText(text)
        self.feedback_label.setProperty("tone", tone)
        self.feedback_label.style().unpolish(self.feedback_label)
        self.feedback_label.style().polish(self.feedback_label)
        self.feedback_label.setAccessibleDescription(text)
