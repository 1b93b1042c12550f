"""The prime reference panel (a dock): the built-in factor checker that replaces "FactorZ".

Type any whole number up to 10^12 and see its prime factorisation, "prime", or
why 0 and 1 have none. Object names ``primePanel``, ``factorCheckInput`` and
``factorCheckResult`` are part of the automation contract.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

Checker = Callable[[str], tuple[bool, str, int | None]]


class PrimePanel(QDockWidget):
    def __init__(self, checker: Checker, parent: QWidget | None = None) -> None:
        super().__init__("Prime reference", parent)
        self.setObjectName("primePanel")
        self.setAccessibleName("Prime reference")
        self._checker = checker
        body = QWidget()
        self.input = QLineEdit()
        self.input.setObjectName("factorCheckInput")
        self.input.setPlaceholderText("Type a number, e.g. 360")
        self.input.setAccessibleName("Number to factor")
        self.input.setAccessibleDescription("Any whole number from 0 to 1 000 000 000 000")
        self.input.setMaxLength(40)
        self.input.textChanged.connect(self._check)
        self.result = QLabel("Type a number to see its prime factors.")
        self.result.setObjectName("factorCheckResult")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.setAccessibleName("Factor checker result")
        label = QLabel("&Factor checker")
        label.setBuddy(self.input)
        layout = QVBoxLayout(body)
        layout.addWidget(label)
        layout.addWidget(self.input)
        layout.addWidget(self.result)
        layout.addStretch(1)
        self.setWidget(body)

    def _check(self, text: str) -> None:
        if not text.strip():
            self.result.setText("Type a number to see its prime factors.")
            self.result.setProperty("tone", "info")
            return
        ok, message, _number = self._checker(text)
        self.result.setText(message)
        self.result.setProperty("tone", "info" if ok else "bad")
        self.result.setAccessibleDescription(message)
