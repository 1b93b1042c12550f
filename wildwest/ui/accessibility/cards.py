"""The cards on the table as accessible objects, in reading order.

A ``QGraphicsView``'s items are pictures to a screen reader. :class:`SpokenCards` puts one
invisible label per thing on the table (the face card, each digit card, the number and the
multiplier) on the view's viewport, over where it is drawn, so a reader's object and flat
review (and mouse review) find ``King of spades, asks for 4 digits``, ``Three of spades,
matches`` … as the viewport's children, in that order. They paint nothing and take no
clicks or focus. Plain ``QLabel`` children work through every Qt accessibility bridge
(AT-SPI, UI Automation, macOS).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

from wildwest.present.translate import translate

MAX_THINGS = 8
"""The most lines the table says: a face card, up to 4 digit cards (a King), the number,
the multiplier, and one spare."""


class SpokenLabel(QLabel):
    """A label a screen reader reads (its accessible name) and nobody sees (the table draws
    the thing itself)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the card table draws the card."""


class SpokenCards:
    """The pool of labels on ``viewport``, filled from a table view's ``words``."""

    def __init__(self, viewport: QWidget) -> None:
        self.viewport = viewport
        viewport.setAccessibleName(translate("CardTable", "Cards on the table"))
        self.labels = [SpokenLabel(viewport) for _ in range(MAX_THINGS)]

    def show_words(self, words: Sequence[str], places: Sequence[QRect | None]) -> None:
        """Say ``words`` in order, each over its place on the viewport (``None``: the whole
        table)."""
        whole = self.viewport.rect()
        for i, label in enumerate(self.labels):
            if i < len(words):
                # The words are its name, not its text: nothing is drawn, so there is no
                # text to fit (the layout checks) or to select.
                if label.accessibleName() != words[i]:
                    label.setAccessibleName(words[i])
                place = places[i] if i < len(places) else None
                label.setGeometry(place if place is not None else whole)
                label.show()
            else:
                label.hide()
                label.setAccessibleName("")

    @property
    def words(self) -> list[str]:
        """What the labels on show say, in order (for tests)."""
        return [label.accessibleName() for label in self.labels if not label.isHidden()]
