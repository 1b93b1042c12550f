"""The division ladder answer (Practice): the ladder drawn as on paper, and the boxes to climb it.

Passive: it shows a :class:`~wildwest.present.view_state.LadderView` and emits what the pupil
asked for. The rungs climbed so far are drawn by the reference panel's ladder drawing; under
them the pupil picks (a button of a small prime) or types a prime to try, says the rest is
prime, or types the quotient once a prime divides. Everything is reachable by keys: Enter in
a box does its step, and after each step the window moves the focus to the next box
(:meth:`LadderAnswer.after_step`).

Object names (for tests and screen-reader scripts): ``ladderAnswer``, ``ladderAnswerView``
(the drawing), ``ladderStep``, ``ladderPrimeInput``, ``ladderTryButton``,
``ladderPrimeButton`` ("It is prime"), ``ladderPrime2`` … ``ladderPrime13``,
``ladderQuotientInput`` and ``ladderWriteButton``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.ladder import LADDER_PRIMES
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import LadderView as LadderShown
from wildwest.ui.accessibility.speech import rename_unheard
from wildwest.ui.look.reflow import Reflow
from wildwest.ui.prime_panel.drawings import LadderView as LadderDrawing

MAX_ENTRY = 200
"""The longest entry a ladder box takes (as long as the answer box)."""


def _plain(name: str, accessible: str) -> QLabel:
    label = QLabel("")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setObjectName(name)
    label.setAccessibleName(accessible)
    return label


class LadderAnswer(QFrame):
    """The ladder being climbed, and the boxes for its next step."""

    try_requested = Signal(object)
    """A prime to try: the text typed, or the int of a button."""
    quotient_requested = Signal(str)
    prime_declared = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ladderAnswer")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._view: LadderShown | None = None
        self._prime_buttons: dict[int, QToolButton] = {}
        self._followed = False
        """Following the scroll box's range (to keep the step's boxes in view)."""

        self.heading = _plain("ladderHeading", translate("LadderAnswer", "Division ladder"))
        """Not laid out (the turn panel's prompt names the ladder): the drawing's name."""
        # Owned by the ladder and never shown: a widget with no parent is a window of its
        # own, deleted by Python's garbage collector at any moment, even while Qt hands out
        # its pointer (QApplication.allWidgets() crashed on one).
        self.heading.setParent(self)
        self.heading.hide()
        self.drawing = LadderDrawing()
        self.drawing.setObjectName("ladderAnswerView")
        self.step_label = _plain("ladderStep", translate("LadderAnswer", "Next step on the ladder"))
        self.tried_label = _plain("ladderTried", translate("LadderAnswer", "Primes ruled out"))

        self.prime_input = QLineEdit()
        self.prime_input.setObjectName("ladderPrimeInput")
        self.prime_input.setMaxLength(MAX_ENTRY)
        self.prime_input.setPlaceholderText(translate("LadderAnswer", "a prime, like 7"))
        self.prime_input.setAccessibleName(translate("LadderAnswer", "Prime to try"))
        self.prime_input.setAccessibleDescription(
            translate(
                "LadderAnswer", "Type a prime and press Enter to see if it divides what is left"
            )
        )
        self.prime_input.returnPressed.connect(self._try_typed)
        self.try_button = QPushButton(translate("LadderAnswer", "Tr&y it"))
        self.try_button.setObjectName("ladderTryButton")
        self.try_button.setAccessibleDescription(
            translate("LadderAnswer", "Try the prime you typed")
        )
        self.try_button.clicked.connect(self._try_typed)
        self.declare_button = QPushButton(translate("LadderAnswer", "It is &prime"))
        self.declare_button.setObjectName("ladderPrimeButton")
        self.declare_button.setAccessibleName(translate("LadderAnswer", "What is left is prime"))
        self.declare_button.setAccessibleDescription(
            translate(
                "LadderAnswer",
                "Say that what is left is prime: no prime smaller than it divides it",
            )
        )
        self.declare_button.clicked.connect(self.prime_declared)

        self.primes_title = QLabel(translate("LadderAnswer", "Small primes:"))
        self.primes_title.setTextFormat(Qt.TextFormat.PlainText)
        for prime in LADDER_PRIMES:
            button = QToolButton()
            button.setText(str(prime))
            button.setObjectName(f"ladderPrime{prime}")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _checked=False, p=prime: self.try_requested.emit(p))
            self._prime_buttons[prime] = button
        self.primes_row = _primes_row(self.primes_title, tuple(self._prime_buttons.values()))
        self.primes_row.setObjectName("ladderPrimes")

        self.quotient_label = QLabel("")
        self.quotient_label.setTextFormat(Qt.TextFormat.PlainText)
        self.quotient_label.setObjectName("ladderQuotientLabel")
        self.quotient_input = QLineEdit()
        self.quotient_input.setObjectName("ladderQuotientInput")
        self.quotient_input.setMaxLength(MAX_ENTRY)
        self.quotient_input.setAccessibleName(
            translate("LadderAnswer", "What is left after dividing")
        )
        self.quotient_input.returnPressed.connect(self._give_quotient)
        self.quotient_label.setBuddy(self.quotient_input)
        self.write_button = QPushButton(translate("LadderAnswer", "&Write it"))
        self.write_button.setObjectName("ladderWriteButton")
        self.write_button.setAccessibleDescription(
            translate("LadderAnswer", "Write the answer of the division underneath")
        )
        self.write_button.clicked.connect(self._give_quotient)

        self.step_row = _WordsRow(self.step_label, self.tried_label)
        self.step_row.setObjectName("ladderStepRow")
        self.try_row = _row(self.prime_input, (self.try_button, self.declare_button))
        self.quotient_row = _row(self.quotient_input, (self.write_button,), self.quotient_label)
        self._narrow_lines = {self.try_row: 2, self.quotient_row: 3, self.primes_row: 3}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in self._parts():
            layout.addWidget(widget)

    # ------------------------------------------------------------ showing

    def show_ladder(self, view: LadderShown) -> None:
        """Draw the rungs and show the boxes for the next step (none once finished)."""
        self._view = view
        self.heading.setText(view.heading)
        self.drawing.set_rows(view.rows)
        self.drawing.setAccessibleName(view.heading)
        self.drawing.setAccessibleDescription(view.spoken)
        self.step_label.setText(view.step)
        self.tried_label.setText(view.tried)
        self.tried_label.setVisible(bool(view.tried))
        self._show_primes(view)
        self.quotient_label.setText(view.quotient_label)
        # Named before the focus comes to it, renamed once the focus has left it (Orca said
        # "What is left after dividing" as the focus left, after each quotient).
        rename_unheard(
            self.quotient_input,
            arg(translate("LadderAnswer", "%1 what?"), view.quotient_label)
            if view.waiting
            else translate("LadderAnswer", "What is left after dividing"),
        )
        shown: dict[QWidget, bool] = {
            self.try_row: view.can_try,
            self.primes_row: view.can_try,
            self.quotient_row: view.waiting,
            **{button: prime in view.primes for prime, button in self._prime_buttons.items()},
        }
        # The next step's boxes first, then the focus onto them, then the boxes of the step
        # done go: hiding the control with the focus first, Qt would pass the focus along
        # the controls after it (the scoreboard), and a screen reader would read each.
        for widget, on in shown.items():
            if on:
                widget.setVisible(True)
        self._move_focus_off([widget for widget, on in shown.items() if not on])
        for widget, on in shown.items():
            if not on:
                widget.setVisible(False)

    def _move_focus_off(self, going: list[QWidget]) -> None:
        """If the focus is on a control of ``going`` (about to be hidden), it moves once,
        straight to the next step's box; once the ladder is finished it is let go, and the
        turn panel gives it to what comes next (Draw, Next)."""
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            return
        if not any(widget is focus or widget.isAncestorOf(focus) for widget in going):
            return
        view = self._view
        if view is not None and (view.waiting or view.can_try):
            self.step_box().setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            focus.clearFocus()

    def _show_primes(self, view: LadderShown) -> None:
        for prime, button in self._prime_buttons.items():
            out = prime in view.ruled_out
            button.setText(f"{prime} ✗" if out else str(prime))
            tried = translate("LadderAnswer", ", tried: it does not divide") if out else ""
            button.setAccessibleName(arg(translate("LadderAnswer", "Try %1%2"), prime, tried))
            button.setToolTip(
                arg(translate("LadderAnswer", "%1 does not divide what is left"), prime)
                if out
                else arg(translate("LadderAnswer", "Try %1"), prime)
            )

    def step_box(self) -> QWidget:
        """The box the next step is typed in: the quotient's while one is asked for, else the
        prime's."""
        return (
            self.quotient_input
            if self._view is not None and self._view.waiting
            else (self.prime_input)
        )

    def focus_step(self, focus: str) -> None:
        """Put the keyboard on the box (or button) for the next step."""
        if focus == "quotient" and self.quotient_row.isVisibleTo(self):
            self.quotient_input.setFocus()
        elif focus == "declare" and self.try_row.isVisibleTo(self):
            self.declare_button.setFocus()
        elif focus == "prime" and self.try_row.isVisibleTo(self):
            self.prime_input.setFocus()

    def after_step(self, focus: str, tone: str) -> None:
        """After a step was checked: a box whose entry was a mistake keeps it, selected, and
        keeps the focus; else the boxes are cleared and the focus goes to the next step."""
        if tone == "bad":
            box = self.quotient_input if focus == "quotient" else self.prime_input
            if box.isVisibleTo(self):
                box.setFocus()
                box.selectAll()
                return
        self.prime_input.clear()
        self.quotient_input.clear()
        self.focus_step(focus)

    def has_focus_inside(self) -> bool:
        focus = self.focusWidget()
        return focus is not None and focus.isVisible() and self.isAncestorOf(focus)

    def needed_height(self, width: int, *, whole: bool = True) -> int:
        """How tall the ladder and its boxes are at ``width`` (not ``whole``: without the
        rungs drawn so far, which scroll above the step's boxes when room is short)."""
        layout = self.layout()
        assert layout is not None
        shown = [w for w in self._parts() if not w.isHidden() and (whole or w is not self.drawing)]
        heights = []
        for widget in shown:
            if widget is self.drawing:
                heights.append(self.drawing.heightForWidth(width))
            elif widget is self.step_row:
                heights.append(self._words_height(width))
            elif isinstance(widget, Reflow):
                heights.append(_row_height(widget, width, self._narrow_lines[widget]))
            else:
                heights.append(widget.sizeHint().height())
        return sum(heights) + layout.spacing() * max(0, len(heights) - 1)

    # ------------------------------------------------------------ in its scroll box

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        scroll = self._scroll_area()
        if scroll is not None and not self._followed:
            self._followed = True
            scroll.verticalScrollBar().rangeChanged.connect(self._keep_step_in_view)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_step_in_view()

    def _scroll_area(self) -> QScrollArea | None:
        viewport = self.parentWidget()
        scroll = viewport.parentWidget() if viewport is not None else None
        return scroll if isinstance(scroll, QScrollArea) else None

    def _keep_step_in_view(self, *_args: object) -> None:
        """In a box too short for the whole ladder, the step's words and boxes (the last
        part, which the turn panel always makes room for) stay in full view: the rungs drawn
        so far scroll above them."""
        scroll = self._scroll_area()
        if scroll is not None:
            bar = scroll.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _words_height(self, width: int) -> int:
        """The step's words and the primes ruled out: side by side on one line where they
        fit, else one under the other, each wrapped."""
        labels = [w for w in (self.step_label, self.tried_label) if not w.isHidden()]
        if not labels:
            return 0
        if width >= self.step_row.needed():
            return max(label.heightForWidth(_one_line(label)) for label in labels)
        spacing = self.step_row.grid.verticalSpacing()
        return sum(label.heightForWidth(width) for label in labels) + spacing * (len(labels) - 1)

    def _parts(self) -> tuple[QWidget, ...]:
        return (
            self.drawing,
            self.step_row,
            self.try_row,
            self.primes_row,
            self.quotient_row,
        )

    # ------------------------------------------------------------ intents

    def _try_typed(self) -> None:
        if self.try_row.isVisibleTo(self):
            self.try_requested.emit(self.prime_input.text())

    def _give_quotient(self) -> None:
        if self.quotient_row.isVisibleTo(self):
            self.quotient_requested.emit(self.quotient_input.text())


def _row(field: QLineEdit, buttons: tuple[QPushButton, ...], label: QLabel | None = None) -> Reflow:
    """A box and its buttons (and a label before it) in one row when there is room, else the
    buttons under the box, so nothing is squeezed on a netbook with large text."""
    lead = [label] if label is not None else []
    first = len(lead)

    def needed() -> int:
        widths = [w.sizeHint().width() for w in (*lead, *buttons)]
        return field.fontMetrics().horizontalAdvance("0" * 10) + sum(widths) + 8 * len(widths)

    wide = [
        *((w, 0, i, 1, 1) for i, w in enumerate(lead)),
        (field, 0, first, 1, 1),
        *((b, 0, first + 1 + i, 1, 1) for i, b in enumerate(buttons)),
    ]
    columns = len(buttons) + 1
    narrow = [
        *((w, 0, 0, 1, columns) for w in lead),
        (field, first, 0, 1, columns),
        *((b, first + 1, i, 1, 1) for i, b in enumerate(buttons)),
    ]
    return Reflow(wide, narrow, needed, stretch_wide=[first], stretch_narrow=[len(buttons)])


def _row_height(row: Reflow, width: int, narrow_lines: int) -> int:
    """How tall a row is at ``width``: one line, or ``narrow_lines`` when it wraps."""
    line = max(w.sizeHint().height() for w in row.findChildren(QWidget) if w.parent() is row)
    lines = 1 if width >= row.needed() else narrow_lines
    return lines * line + (lines - 1) * row.grid.verticalSpacing()


def _one_line(label: QLabel) -> int:
    """The width ``label``'s words need on one line."""
    return label.fontMetrics().horizontalAdvance(label.text()) + 8


class _WordsRow(Reflow):
    """Two labels of words (what to do next and the primes ruled out): side by side, the
    first as wide as its words, where both fit on one line (a netbook in large text keeps
    that line for the cards); else one under the other, each wrapped."""

    def __init__(self, first: QLabel, second: QLabel) -> None:
        def needed() -> int:
            shown = [_one_line(w) for w in (first, second) if not w.isHidden()]
            return sum(shown) + 24 * max(0, len(shown) - 1)

        wide = [(first, 0, 0, 1, 1), (second, 0, 1, 1, 1)]
        narrow = [(first, 0, 0, 1, 1), (second, 1, 0, 1, 1)]
        super().__init__(wide, narrow, needed, stretch_wide=[1], stretch_narrow=[0])
        self.grid.setHorizontalSpacing(24)
        self._first = first

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_first()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # new words
            self._fit_first()
        return done

    def _fit_first(self) -> None:
        least = _one_line(self._first) if self.is_wide else 0
        if self.grid.columnMinimumWidth(0) != least:
            self.grid.setColumnMinimumWidth(0, least)


def _primes_row(title: QLabel, buttons: tuple[QToolButton, ...]) -> Reflow:
    """The buttons of small primes: in one row after their title, else in two rows under it."""

    def needed() -> int:
        widths = [w.sizeHint().width() for w in (title, *buttons)]
        return sum(widths) + 8 * len(widths) + 16

    half = (len(buttons) + 1) // 2
    wide = [(title, 0, 0, 1, 1), *((b, 0, i, 1, 1) for i, b in enumerate(buttons, start=1))]
    narrow = [
        (title, 0, 0, 1, half + 1),
        *((b, 1 + i // half, i % half, 1, 1) for i, b in enumerate(buttons)),
    ]
    return Reflow(wide, narrow, needed, stretch_wide=[len(buttons) + 1], stretch_narrow=[half])
