"""The turn panel: whose turn it is, Draw, the answer box and the feedback.

Passive: it shows a :class:`~wildwest.present.view_state.TurnControls` and
emits what the pupil asked for. Object names are part of the automation
contract (README): ``drawButton``, ``factorInput``, ``submitButton``,
``giveUpButton``, ``hintButton``, ``feedbackLabel``, ``nextButton`` (a computer
player's turn: Next, or Skip ahead); in Practice, ``ladderSwitch`` (answer by division
ladder) and the ladder itself (``ladderAnswer``, :mod:`wildwest.ui.game.ladder_answer`, built
the first time it is used: :attr:`TurnPanel.ladder`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.translate import arg, translate
from wildwest.present.view_state import (
    AnswerChecked,
    AnswerWayView,
    CardsDrawn,
    FeedbackView,
    LadderStepped,
    LadderView,
    TurnControls,
    TurnScored,
    ViewEvent,
)
from wildwest.present.words import none_word
from wildwest.ui.accessibility.speech import rename_unheard, set_description, set_name
from wildwest.ui.game.feedback import FeedbackLabel
from wildwest.ui.look.reflow import NARROW, WIDE, Reflow
from wildwest.ui.look.type_scale import set_role
from wildwest.ui.look.widgets import after_next_paint, plain, question_box

if TYPE_CHECKING:  # each loaded when first used, not at start-up (issue 31)
    from PySide6.QtWidgets import QMessageBox

    from wildwest.ui.game.ladder_answer import LadderAnswer

MAX_INPUT = 200


class TurnPanel(QFrame):
    draw_requested = Signal()
    submit_requested = Signal(str)
    hint_requested = Signal(str)
    """What the pupil has typed so far (the hint builds on it)."""
    give_up_requested = Signal()
    results_requested = Signal()
    next_requested = Signal()
    """A computer player's turn: play its next step now (Next, Skip ahead)."""
    answer_method_requested = Signal(str)
    """The switch: ``typed`` or ``ladder``."""
    ladder_try_requested = Signal(object)
    """The ladder's steps, passed on from :attr:`ladder` (a prime tried, typed or a button's;
    the quotient typed; what is left said to be prime)."""
    ladder_quotient_requested = Signal(str)
    ladder_prime_declared = Signal()

    def __init__(self, parent: QWidget | None = None, *, deferred: bool = False) -> None:
        """``deferred``: the answer box gets its clear button just after the panel's first
        paint (the app's start-up, issue 31); scripts and tests get it at once."""
        super().__init__(parent)
        self.setObjectName("turnPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.focus_mover: Callable[[QWidget], None] | None = None
        """Moves the focus for :meth:`focus_controls` together with what is said (the
        window's speaker); ``None``: at once."""

        self.turn_label = QLabel(translate("TurnPanel", "Wild West"))
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setObjectName("turnLabel")
        # A long name in a long language on a netbook in the largest text takes two lines,
        # rather than making the window wider than the screen.
        self.turn_label.setWordWrap(True)
        self.prompt_label = QLabel("")
        self.prompt_label.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setWordWrap(True)

        self.draw_button = QPushButton(translate("TurnPanel", "&Draw"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setAccessibleName(translate("TurnPanel", "Draw"))
        self.draw_button.setAccessibleDescription(
            translate(
                "TurnPanel",
                "Turn over the next face card and draw its digit cards for the current player",
            )
        )
        self.draw_button.setToolTip(
            translate("TurnPanel", "Turn over the next face card and draw the digits (Ctrl+D)")
        )
        self.draw_button.setDefault(True)
        self.draw_button.clicked.connect(self.draw_requested)

        self.results_button = QPushButton(translate("TurnPanel", "See the &results"))
        self.results_button.setObjectName("resultsButton")
        self.results_button.setAccessibleDescription(
            translate("TurnPanel", "Back to the final standings")
        )
        self.results_button.clicked.connect(self.results_requested)
        self.results_button.hide()

        self.next_button = QPushButton(translate("TurnPanel", "&Next turn"))
        self.next_button.setObjectName("nextButton")
        self.next_button.clicked.connect(self.next_requested)
        self.next_button.hide()
        # Enter presses a button that has the focus, as Space does (children press Enter).
        for button in (self.results_button, self.next_button):
            button.setAutoDefault(True)

        self.factor_input = QLineEdit()
        self.factor_input.setObjectName("factorInput")
        #: %1 is the word for "none" that pupils type for 0 and 1
        example = translate("TurnPanel", "e.g. 2^2 × 3 × 5   or   %1")
        self.factor_input.setPlaceholderText(arg(example, none_word()))
        self.factor_input.setMaxLength(MAX_INPUT)
        self.factor_input.setAccessibleName(translate("TurnPanel", "Your factorisation"))
        self.factor_input.setAccessibleDescription(
            arg(
                #: %1 is the word for "none" that pupils type for 0 and 1
                translate(
                    "TurnPanel",
                    "Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or %1 for "
                    "0 and 1",
                ),
                none_word(),
            )
        )
        if deferred:
            # Its icon comes from the desktop's icon theme: looking that up took about 3 ms
            # of the start on Linux. An empty box shows no clear button, and a box is empty
            # until the panel is on screen; the button takes no room of its own.
            after_next_paint(self, self._add_clear_button)
        else:
            self._add_clear_button()
        self.factor_input.returnPressed.connect(self._submit)

        self.submit_button = QPushButton(translate("TurnPanel", "&Check"))
        self.submit_button.setObjectName("submitButton")
        self.submit_button.setAccessibleName(translate("TurnPanel", "Check my answer"))
        self.submit_button.setAccessibleDescription(
            translate("TurnPanel", "Submit the factorisation you typed")
        )
        self.submit_button.clicked.connect(self._submit)

        self.hint_button = QPushButton(translate("TurnPanel", "Hin&t"))
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setAccessibleDescription(
            translate(
                "TurnPanel",
                "First a divisibility rule, then a prime to try, then one division; never the "
                "last step",
            )
        )
        self.hint_button.clicked.connect(lambda: self.hint_requested.emit(self.factor_input.text()))

        self.give_up_button = QPushButton(translate("TurnPanel", "Give &up"))
        self.give_up_button.setObjectName("giveUpButton")
        self.give_up_button.setAccessibleName(translate("TurnPanel", "Give up"))
        self.give_up_button.setAccessibleDescription(
            translate("TurnPanel", "Asks first, then shows the answer; this turn claims no primes")
        )
        self.give_up_button.clicked.connect(self._ask_give_up)
        for button in (self.hint_button, self.give_up_button):
            button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.give_up_question: QMessageBox | None = None
        """Give up's question while it is asked (``giveUpQuestion``), else ``None``."""
        self._give_up_words = ("", "")
        self._controls: TurnControls | None = None

        self.feedback_label = FeedbackLabel()
        self.feedback_label.setObjectName("feedbackLabel")
        self.feedback_scroll = QScrollArea()
        self.feedback_scroll.setObjectName("feedbackScroll")
        self.feedback_scroll.setWidgetResizable(True)
        self.feedback_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.feedback_scroll.setWidget(self.feedback_label)
        self.feedback_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self._build_ladder()

        top = QHBoxLayout()
        top.addWidget(self.turn_label, 1)
        top.addWidget(self.draw_button)
        top.addWidget(self.next_button)
        top.addWidget(self.results_button)
        self.answer_row = answer_row(
            self.factor_input, (self.submit_button, self.hint_button, self.give_up_button)
        )
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.prompt_label)
        layout.addWidget(self.ladder_switch)
        layout.addWidget(self.ladder_scroll, 2)
        layout.addWidget(self.answer_row)
        layout.addWidget(self.feedback_scroll, 1)
        self.setTabOrder(self.draw_button, self.ladder_switch)
        self.setTabOrder(self.ladder_switch, self.factor_input)
        self.setTabOrder(self.factor_input, self.submit_button)
        self.setTabOrder(self.submit_button, self.hint_button)
        self.setTabOrder(self.hint_button, self.give_up_button)
        set_role(self.turn_label, "heading")
        set_role(self.draw_button, "action")
        set_role(self.next_button, "action")
        set_role(self.results_button, "action")

    def _build_ladder(self) -> None:
        """The switch between typing and the ladder, and the place the ladder goes (its
        boxes are built the first time it is used: :attr:`ladder`)."""
        self.ladder_switch = QCheckBox(translate("TurnPanel", "Answer by &ladder"))
        self.ladder_switch.setObjectName("ladderSwitch")
        self.ladder_switch.setAccessibleDescription(
            translate(
                "TurnPanel",
                "Climb a division ladder step by step instead of typing the factorisation",
            )
        )
        self.ladder_switch.toggled.connect(
            lambda on: self.answer_method_requested.emit("ladder" if on else "typed")
        )
        self.ladder_switch.hide()
        self._ladder: LadderAnswer | None = None
        self.ladder_scroll = QScrollArea()
        self.ladder_scroll.setObjectName("ladderScroll")
        self.ladder_scroll.setWidgetResizable(True)
        self.ladder_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.ladder_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.ladder_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.ladder_scroll.hide()
        self._ladder_on = False
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    @property
    def ladder(self) -> LadderAnswer:
        """The division ladder's boxes (``ladderAnswer``), built the first time they are
        needed: most turns are typed, and a Challenge has no ladder (start-up: issue 31)."""
        if self._ladder is None:
            from wildwest.ui.game.ladder_answer import LadderAnswer

            ladder = LadderAnswer()
            ladder.try_requested.connect(self.ladder_try_requested)
            ladder.quotient_requested.connect(self.ladder_quotient_requested)
            ladder.prime_declared.connect(self.ladder_prime_declared)
            self.ladder_scroll.setWidget(ladder)
            self._ladder = ladder
        return self._ladder

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The box with the focus is scrolled into sight (a short screen, large text)."""
        if new is not None and self._ladder is not None and self._ladder.isAncestorOf(new):
            self.ladder_scroll.ensureWidgetVisible(new, 8, 8)

    def show_turn(
        self, controls: TurnControls, way: AnswerWayView, ladder: LadderView | None
    ) -> None:
        """The turn's controls and the way to answer it, together: one way on show at a time.
        While the ladder is the way to answer it takes the typed answer's place (the box and
        Check go) and the keyboard goes to its next box; else the typed box is the answer."""
        climbing = ladder is not None and way.offered and way.ladder and controls.answer
        self._ladder_on = climbing
        if ladder is not None:
            self.ladder.show_ladder(ladder)  # the next step's boxes, before the focus goes to one
        self.show_controls(controls)
        self._show_way(way, ladder, climbing)

    def _show_way(self, way: AnswerWayView, ladder: LadderView | None, climbing: bool) -> None:
        """The switch, and the ladder while it is climbed (or just finished)."""
        self.ladder_switch.blockSignals(True)
        self.ladder_switch.setChecked(way.ladder)
        self.ladder_switch.blockSignals(False)
        self.ladder_switch.setVisible(way.offered)
        self.ladder_switch.setEnabled(not way.locked)
        self.ladder_switch.setToolTip(way.tip)
        self.ladder_scroll.setVisible(ladder is not None and (climbing or ladder.finished))
        # While climbing, the ladder's own step line says what to do (room on a netbook).
        self.prompt_label.setVisible(not climbing)
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):  # the ladder, not the feedback, takes spare room
            layout.setStretchFactor(self.feedback_scroll, 0 if climbing else 1)
        if climbing:
            if not self.ladder.has_focus_inside():
                self.ladder.focus_step("quotient" if ladder and ladder.waiting else "prime")
            QTimer.singleShot(0, self, self._reveal_focus)

    def _reveal_focus(self) -> None:
        """Once laid out, the ladder box with the focus is in sight."""
        focus = self.ladder.focusWidget()
        if focus is not None and self.ladder.isAncestorOf(focus):
            self.ladder_scroll.ensureWidgetVisible(focus, 8, 8)

    def _add_clear_button(self) -> None:
        """The answer box's clear button (an ✕ at its end while it holds text)."""
        self.factor_input.setClearButtonEnabled(True)

    def _submit(self) -> None:
        if self.submit_button.isEnabled() and not self._ladder_on:
            self.submit_requested.emit(self.factor_input.text())

    def show_controls(self, controls: TurnControls) -> None:
        # The focus moves first, to a control that is on and on show, so disabling the
        # one that had it never sends it through the others (a screen reader would read
        # each of them, and stop saying what just happened).
        # Words first, so the control that takes the focus is read as it now is.
        self.draw_button.setText(controls.draw_label)
        set_name(self.draw_button, plain(controls.draw_label))
        self.draw_button.setToolTip(controls.draw_tip)
        self._show_next(controls)
        self.focus_controls(controls)
        self.turn_label.setText(controls.turn_text)
        self.prompt_label.setText(controls.prompt)
        self.draw_button.setEnabled(controls.draw)
        self.draw_button.setVisible(not controls.over and not controls.computer)
        self.next_button.setVisible(bool(controls.next_label))
        self.results_button.setVisible(controls.over)
        self.factor_input.setEnabled(controls.answer or bool(controls.typed))
        rename_unheard(
            self.factor_input,
            translate("TurnPanel", "The computer player's answer")
            if controls.computer
            else translate("TurnPanel", "Your factorisation"),
        )
        self.submit_button.setEnabled(controls.answer)
        self.hint_button.setEnabled(controls.hint)
        self.hint_button.setVisible(controls.hints_offered)
        self.give_up_button.setEnabled(controls.give_up)
        self.give_up_button.setVisible(controls.answer)
        self.hint_button.setText(controls.hint_label)
        self._give_up_words = (controls.give_up_question, controls.give_up_detail)
        self._controls = controls
        typing = not self._ladder_on  # one way to answer on show: the box, or the ladder
        self.factor_input.setVisible((controls.answer or bool(controls.typed)) and typing)
        self.factor_input.setReadOnly(controls.computer)
        if controls.computer:
            self.factor_input.setText(controls.typed)
        self.submit_button.setVisible(controls.answer and typing)

    def _ask_give_up(self) -> None:
        """Give up asks first, over the window (it holds nothing else up): Show the answer
        gives up, Keep trying (the default, and Esc) goes back to the answer."""
        question, detail = self._give_up_words
        if not self.give_up_button.isEnabled() or not question or self.give_up_question:
            return
        box = question_box(
            self.window(),
            translate("TurnPanel", "Give up"),
            question,
            detail,
            yes=translate("TurnPanel", "&Show the answer"),
            no=translate("TurnPanel", "&Keep trying"),
            name="giveUpQuestion",
        )
        self.give_up_question = box
        box.finished.connect(lambda _result: self._answered_give_up(box))
        box.open()

    def _answered_give_up(self, box: QMessageBox) -> None:
        self.give_up_question = None
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is not None and clicked.objectName() == "yesButton":
            self.give_up_requested.emit()
        else:  # back to answering (once the question has handed the window back)
            QTimer.singleShot(0, self, self._back_to_answering)

    def _back_to_answering(self) -> None:
        target = self.focus_target(self._controls) if self._controls else None
        if target is not None and target.isVisible() and target.isEnabled():
            self.window().activateWindow()  # the question had it
            target.setFocus()

    def focus_target(self, controls: TurnControls) -> QWidget | None:
        """Where the keyboard goes for ``controls``: See the results at the end, Next in a
        computer player's turn (or the answer box it typed in), the way to answer while
        answering (the ladder's next box while it is climbed, else the answer box), Draw
        between turns."""
        if controls.over:
            return self.results_button
        if controls.computer:
            if controls.next_label:
                return self.next_button
            return self.factor_input if controls.typed else None
        if controls.answer:
            return self.ladder.step_box() if self._ladder_on else self.factor_input
        if controls.draw:
            return self.draw_button
        return None

    def focus_controls(self, controls: TurnControls) -> None:
        """The keyboard to :meth:`focus_target` (if the panel is on show)."""
        target = self.focus_target(controls)
        if target is None or target.hasFocus():
            return
        # Switched on and shown before it takes the focus (the rest follows in show_controls).
        target.setEnabled(True)
        target.setVisible(True)
        if target is self.factor_input:
            self.factor_input.setReadOnly(controls.computer)
        if not self.isVisibleTo(self.window()):  # never onto a page that is not on show
            return
        if self.focus_mover is None or not self.window().isVisible():
            target.setFocus()  # nobody reads a window not yet on screen: at once
            return
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            # Let go now, before the control with it is switched off (Qt would pass the
            # focus along every control on the way); it lands on target in a moment.
            focus.clearFocus()
        self.focus_mover(target)

    def _show_next(self, controls: TurnControls) -> None:
        """Next (step by step) or Skip ahead, in a computer player's turn only."""
        if controls.next_label:  # shown after the focus has moved (show_controls)
            self.next_button.setText(controls.next_label)
            self.next_button.setToolTip(controls.next_tip)
            set_description(self.next_button, controls.next_tip)

    def clear_answer(self) -> None:
        self.factor_input.clear()

    def happened(self, event: ViewEvent) -> None:
        """What just happened, for the answer: a new turn or a scored one empties the box, a
        ladder's step moves on, an answer that is not right yet is selected to type again."""
        if isinstance(event, CardsDrawn | TurnScored):
            self.clear_answer()
        elif isinstance(event, LadderStepped):
            self.ladder.after_step(event.focus, event.feedback.tone)
        elif isinstance(event, AnswerChecked):
            self.factor_input.setFocus()
            self.factor_input.selectAll()

    def show_feedback(self, feedback: FeedbackView) -> None:
        """The feedback, line by line, each in its tone (colour and mark)."""
        self.feedback_label.show_feedback(feedback)

    def _answer_row_shown(self) -> bool:
        """Whether the answer row shows anything (Hint alone shows before the cards)."""
        row = self.answer_row
        return any(w.isVisibleTo(self) for w in row.findChildren(QWidget) if w.parent() is row)

    def _top_buttons(self) -> list[QPushButton]:
        """The buttons on show beside whose turn it is."""
        buttons = (self.draw_button, self.next_button, self.results_button)
        return [button for button in buttons if not button.isHidden()]

    def _turn_label_width(self, inner: int) -> int:
        """The width whose turn it is has beside the buttons on show, in ``inner``."""
        top = self.layout().itemAt(0)  # type: ignore[union-attr]
        spacing = top.layout().spacing() if top is not None and top.layout() else 6  # type: ignore[union-attr]
        buttons = self._top_buttons()
        return max(1, inner - sum(b.sizeHint().width() + spacing for b in buttons))

    def needed_height(self, width: int, *, whole_feedback: bool = True) -> int:
        """How tall the panel must be at ``width`` to show everything without scrolling (or,
        not ``whole_feedback``, everything but the feedback, which then scrolls)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        spacing = layout.spacing()
        top_buttons = [b.sizeHint().height() for b in self._top_buttons()] or [0]
        parts = [
            max(self.turn_label.heightForWidth(self._turn_label_width(inner)), *top_buttons),
            self.prompt_label.heightForWidth(inner) if not self.prompt_label.isHidden() else 0,
            self.ladder_switch.sizeHint().height() if not self.ladder_switch.isHidden() else 0,
            self.ladder.needed_height(inner, whole=whole_feedback)
            + 2 * self.ladder_scroll.frameWidth()
            if not self.ladder_scroll.isHidden()
            else 0,
            row_height(self.answer_row, inner) if self._answer_row_shown() else 0,
            max(  # the feedback box is never less than its own least height
                self.feedback_label.heightForWidth(inner)
                + 2 * self.feedback_scroll.frameWidth()
                + 8
                if whole_feedback
                else 0,
                self.feedback_scroll.minimumSizeHint().height(),
            ),
        ]
        shown = [part for part in parts if part > 0]
        return (
            sum(shown)
            + spacing * (len(shown) - 1)
            + margins.top()
            + margins.bottom()
            + 2 * self.frameWidth()
        )


def answer_row(field: QLineEdit, buttons: tuple[QPushButton, ...]) -> Reflow:
    """The answer box and its buttons: one row when there is room, else the buttons under the
    box (a netbook with large text), so nothing is ever squeezed or cut."""

    def needed() -> int:
        widths = [b.sizeHint().width() for b in buttons if not b.isHidden()]
        metrics = field.fontMetrics()
        # The box shows 16 digits or its whole example ("e.g. 2^2 × 3 × 5 or none"), with
        # its frame, its padding and the clear button (Qt's hint is 17 x-widths plus those).
        frame = field.sizeHint().width() - metrics.horizontalAdvance("x" * 17)
        text = max(
            metrics.horizontalAdvance("0" * 16), metrics.horizontalAdvance(field.placeholderText())
        )
        box = text + frame + field.sizeHint().height()
        return box + sum(widths) + 6 * len(widths)

    def buttons_needed() -> int:
        return sum(b.sizeHint().width() + 6 for b in buttons if not b.isHidden())

    wide = [(field, 0, 0, 1, 1), *((b, 0, i, 1, 1) for i, b in enumerate(buttons, start=1))]
    narrow = [(field, 0, 0, 1, len(buttons) + 1), *((b, 1, i, 1, 1) for i, b in enumerate(buttons))]
    # Narrower still (a long language too): the buttons two by two under the box.
    narrowest = [
        (field, 0, 0, 1, len(buttons) + 1),
        *((b, 1 + i // 2, i % 2, 1, 1) for i, b in enumerate(buttons)),
    ]
    return Reflow(
        wide,
        narrow,
        needed,
        stretch_wide=[0],
        stretch_narrow=[len(buttons)],
        narrowest=narrowest,
        narrow_needed=buttons_needed,
    )


def row_height(row: Reflow, width: int) -> int:
    """How tall the answer row is at ``width`` (more lines when its buttons wrap)."""
    line = max(w.sizeHint().height() for w in row.findChildren(QWidget) if w.parent() is row)
    tier = row.tier(width)
    lines = 1 if tier == WIDE else 2 if tier == NARROW else 3
    return lines * line + (lines - 1) * row.grid.verticalSpacing()
