"""The "Tests" tab: the quick divisibility tests (2, 3, 4, 5, 6, 8, 9, 10, 11) applied to a number.

The number is the one on the table (during a turn too, as a Practice hint) or
the one in the factor checker. Each test is one line with ✓ or ✗ (a symbol, not
just a colour), and the rule itself can be shown under it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.reference.checker import (
    DIVISIBILITY_DIVISORS,
    DivisibilityLine,
    divisibility_lines,
)
from wildwest.present.translate import arg, translate
from wildwest.ui.game.feedback import MarkLabel
from wildwest.ui.look.widgets import WrappedLabel
from wildwest.ui.prime_panel.checker import set_tone
from wildwest.ui.prime_panel.style import bold, scroll_area

DIVISORS = DIVISIBILITY_DIVISORS


class DivisibilityPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("divisibilityPage")
        self._turn_number: int | None = None
        self._checker_number: int | None = None
        self._locked: str | None = None
        self.lines: tuple[DivisibilityLine, ...] = ()

        self.turn_choice = QRadioButton(translate("DivisibilityPage", "Tu&rn's number"))
        self.turn_choice.setObjectName("divisibilityTurnChoice")
        self.turn_choice.setAccessibleName(
            translate("DivisibilityPage", "Test the number on the table")
        )
        self.checker_choice = QRadioButton(translate("DivisibilityPage", "Chec&ker's number"))
        self.checker_choice.setObjectName("divisibilityCheckerChoice")
        self.checker_choice.setAccessibleName(
            translate("DivisibilityPage", "Test the number in the factor checker")
        )
        self.choice = QButtonGroup(self)
        self.choice.addButton(self.turn_choice)
        self.choice.addButton(self.checker_choice)
        self.turn_choice.setChecked(True)
        choices = QVBoxLayout()  # one under the other: never wider than a narrow panel
        choices.setContentsMargins(0, 0, 0, 0)
        choices.setSpacing(2)
        choices.addWidget(self.turn_choice)
        choices.addWidget(self.checker_choice)

        # Wrapped labels that keep their lines: the page's least height is what it needs at
        # its width (Qt's guess for a wrapped label is for no width in particular).
        self.heading = WrappedLabel()
        self.heading.setObjectName("divisibilityHeading")

        self.rules_check = QCheckBox(translate("DivisibilityPage", "Sh&ow the rules"))
        self.rules_check.setObjectName("divisibilityRulesCheck")
        self.rules_check.setAccessibleName(
            translate("DivisibilityPage", "Show each rule under its test")
        )

        self.lock_note = WrappedLabel()
        self.lock_note.setObjectName("divisibilityLockNote")
        set_tone(self.lock_note, "steal")
        self.lock_note.hide()

        self.body = QWidget()
        self.body.setObjectName("divisibilityBody")
        grid = QGridLayout(self.body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(2, 1)
        self.symbols: dict[int, MarkLabel] = {}
        self.divisors: dict[int, QLabel] = {}
        self.explanations: dict[int, QLabel] = {}
        self.rules: dict[int, QLabel] = {}
        for row, d in enumerate(DIVISORS):
            symbol = MarkLabel()
            symbol.setObjectName(f"divisibilitySymbol{d}")
            symbol.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            divisor = QLabel(f"÷{d}")
            divisor.setObjectName(f"divisibilityDivisor{d}")
            divisor.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            explanation = QLabel()
            explanation.setObjectName(f"divisibilityLine{d}")
            explanation.setWordWrap(True)
            explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            rule = QLabel()
            rule.setObjectName("noteLabel")
            rule.setWordWrap(True)
            rule.hide()
            text_box = QVBoxLayout()
            text_box.setContentsMargins(0, 2, 0, 2)
            text_box.setSpacing(0)
            text_box.addWidget(explanation)
            text_box.addWidget(rule)
            grid.addWidget(symbol, row, 0)
            grid.addWidget(divisor, row, 1)
            grid.addLayout(text_box, row, 2)
            self.symbols[d], self.divisors[d] = symbol, divisor
            self.explanations[d], self.rules[d] = explanation, rule
        grid.setRowStretch(len(DIVISORS), 1)
        self.scroller = scroll_area("divisibilityScroll", self.body, sideways=False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(choices)
        layout.addWidget(self.heading)
        layout.addWidget(self.lock_note)
        layout.addWidget(self.scroller, 1000)
        layout.addStretch(1)  # keeps everything at the top while the tests hide
        layout.addWidget(self.rules_check)

        self.choice.buttonToggled.connect(self._choice_toggled)
        self.rules_check.toggled.connect(self._show_rules)
        self._fit_fonts()
        self._show()

    def _fit_fonts(self) -> None:
        """Bigger, bold ✓, ✗ and divisors, following the text-size setting."""
        self.heading.setFont(bold(self.font()))
        for d in DIVISORS:
            self.symbols[d].setFont(bold(self.font(), 1.3))
            self.divisors[d].setFont(bold(self.font(), 1.3))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_fonts()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_fonts()  # a hidden tab may have missed a text-size change

    def minimumSizeHint(self) -> QSize:
        """The layout's least size with the heading (and the lock's note) wrapped at the
        page's width: a word-wrapped label's own least is one line, so a narrow panel that
        wraps the heading onto two lines squeezed the tests below their least (issue 27)."""
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None or self.width() <= 0:
            return hint
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        for label in (self.heading, self.lock_note):
            if not label.isHidden():
                extra = label.heightForWidth(width) - label.minimumSizeHint().height()
                hint.setHeight(hint.height() + max(0, extra))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the heading wraps at another width

    # ------------------------------------------------------------ inputs

    @property
    def number(self) -> int | None:
        """The number being tested now."""
        if self.checker_choice.isChecked():
            return self._checker_number
        return self._turn_number

    def set_turn_number(self, number: int | None) -> None:
        self._turn_number = number
        self._show()

    def set_checker_number(self, number: int | None) -> None:
        self._checker_number = number
        self._show()

    def follow_turn(self) -> None:
        """A new turn started: test its number."""
        self.turn_choice.setChecked(True)
        self._show()

    def follow_checker(self) -> None:
        """A number was typed in the checker: test it."""
        self.checker_choice.setChecked(True)
        self._show()

    def set_locked(self, note: str | None) -> None:
        self._locked = note
        self._show()

    # ------------------------------------------------------------ showing

    def _choice_toggled(self, _button: object, on: bool) -> None:
        if on:
            self._show()

    def _show_rules(self, on: bool) -> None:
        for label in self.rules.values():
            label.setVisible(on and bool(label.text()))

    def _show(self) -> None:
        # The numbers themselves are in the heading: a radio button's text cannot wrap, and
        # the checker's number may have 12 digits.
        self.turn_choice.setAccessibleDescription(
            f"{self._turn_number}"
            if self._turn_number is not None
            else translate("DivisibilityPage", "no number yet")
        )
        self.checker_choice.setAccessibleDescription(
            f"{self._checker_number}"
            if self._checker_number is not None
            else translate("DivisibilityPage", "no number yet")
        )
        locked = self._locked is not None
        self.lock_note.setVisible(locked)
        self.lock_note.setText(self._locked or "")
        number = None if locked else self.number
        self.lines = divisibility_lines(number) if number is not None else ()
        self.scroller.setVisible(bool(self.lines))
        if locked:
            self.heading.setText(translate("DivisibilityPage", "Quick divisibility tests"))
        elif number is None:
            where = (
                translate("DivisibilityPage", "Type a number in the Factor tab.")
                if self.checker_choice.isChecked()
                else translate("DivisibilityPage", "Draw a card, or test the checker's number.")
            )
            self.heading.setText(
                arg(translate("DivisibilityPage", "Quick divisibility tests. %1"), where)
            )
        else:
            self.heading.setText(
                arg(translate("DivisibilityPage", "Quick divisibility tests for %1"), number)
            )
        self.heading.setAccessibleName(self.heading.text())
        for line in self.lines:
            d = line.divisor
            symbol = self.symbols[d]
            symbol.set_mark(line.divides)
            symbol.setAccessibleName(
                translate("DivisibilityPage", "divides")
                if line.divides
                else translate("DivisibilityPage", "does not divide")
            )
            set_tone(symbol, "good" if line.divides else "bad")
            self.explanations[d].setText(line.explanation)
            self.explanations[d].setAccessibleName(line.text)
            self.explanations[d].setToolTip(
                arg(translate("DivisibilityPage", "The test for %1: %2."), d, line.rule)
            )
            self.rules[d].setText(arg(translate("DivisibilityPage", "Rule: %1."), line.rule))
        self._show_rules(self.rules_check.isChecked())
