"""Checks for a translated screen: nothing left in English, and right-to-left mirrored.

:func:`untranslated` walks a shown top-level window under the pseudo-translation
(``wildwest.ui.window.language.install_pseudo``: every text ``[Ŧéxţ~~]``) and returns each visible
text that still has English in it once the pseudo-translated pieces, the players' names and
the computer players' names are taken out: a text the translators could not reach.

:func:`not_mirrored` checks a window laid out under ``Qt.RightToLeft``: each row of
widgets runs from the right, and the card table still reads the number from left to right.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QTabBar,
    QTextEdit,
    QWidget,
)

from tests.ui.layout_check import describe, painted_text, shown_widgets

PSEUDO = re.compile(r"\[[^\[\]]*~\]")
"""One pseudo-translated piece (innermost first: a piece may hold translated values)."""
WORD = re.compile(r"[A-Za-z]{3,}")
"""English left over: three plain letters in a row (pseudo text has its vowels accented)."""
TAGS = re.compile(r"<[^>]*>|&\w+;")


def leftover(text: str, names: Iterable[str] = ()) -> str:
    """What of ``text`` is neither pseudo-translated nor a name: ``""`` if nothing.

    >>> leftover("[Ŧúŕñ 3~~] Ann"), leftover("Turn 3"), leftover("[Déáŀ %1~] 42")
    ('', 'Turn', '')
    """
    rest = TAGS.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    while True:
        shorter = PSEUDO.sub(" ", rest)
        if shorter == rest:
            break
        rest = shorter
    return " ".join(WORD.findall(rest))


def _own_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """The texts a widget shows itself (typed text is the user's own)."""
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield "text", widget.text()
    elif isinstance(widget, QGroupBox):
        yield "title", widget.title()
    elif isinstance(widget, QLineEdit) and not widget.text():
        yield "placeholder", widget.placeholderText()
    elif isinstance(widget, QComboBox):
        yield from ((f"item {i}", widget.itemText(i)) for i in range(widget.count()))
    elif isinstance(widget, QTabBar):
        yield from ((f"tab {i}", widget.tabText(i)) for i in range(widget.count()))
    elif isinstance(widget, QTextEdit):
        yield "text", widget.toPlainText()


def _view_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """A view's column headings; a graphics view's painted texts."""
    if isinstance(widget, QListView):
        return  # a list has no column headings (its items are its own texts)
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        for column in range(model.columnCount()):
            heading = model.headerData(column, Qt.Orientation.Horizontal)
            yield f"header {column}", str(heading or "")
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            if item.isVisible():
                for text, _rect in painted_text(item)[0]:
                    yield f"scene item {type(item).__name__}", text


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """``(what, text)`` for each text ``widget`` shows or says to a screen reader."""
    yield from _own_texts(widget)
    yield from _view_texts(widget)
    if widget.isWindow():
        yield "title", widget.windowTitle()
    for name in ("toolTip", "accessibleName", "accessibleDescription"):
        text = getattr(widget, name)()
        if text:
            yield name, text


def untranslated(window: QWidget, names: Iterable[str] = ()) -> list[str]:
    """Every visible text of ``window`` with English left in it (see the module)."""
    names = tuple(names)
    problems = []
    widgets = shown_widgets(window)
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            widgets_text = action.text()
            if leftover(widgets_text, names):
                problems.append(f"menu {widgets_text!r} is not translated")
    for widget in widgets:
        for what, text in _texts(widget):
            rest = leftover(text, names)
            if rest:
                short = " ".join(text.split())[:70]
                problems.append(f"{describe(widget, window)} {what} {short!r}: {rest!r}")
    return problems


def digits_out_of_order(window: QWidget) -> list[str]:
    """The card table's digit cards, if they do not read from left to right on the screen."""
    table = getattr(window, "table", None)
    if not hasattr(table, "digit_cards") or not table.isVisible():
        return []
    cards = [card for card in table.digit_cards if card.isVisible()]
    xs = [table.mapFromScene(card.sceneBoundingRect().center()).x() for card in cards]
    if xs != sorted(xs):
        return [f"the card table's digits are not in order from left to right: x = {xs}"]
    return []


def not_mirrored(window: QWidget) -> list[str]:
    """Rows of widgets that do not run from the right under right-to-left, and a card table
    that does not read the number from left to right."""
    problems = digits_out_of_order(window)
    for widget in shown_widgets(window):
        if not widget.isRightToLeft():
            problems.append(f"{describe(widget, window)} stays left to right")
            continue
        layout = widget.layout()
        if not isinstance(layout, QBoxLayout):
            continue
        if layout.direction() not in (QBoxLayout.Direction.LeftToRight,):
            continue
        row = [
            item.widget()
            for item in (layout.itemAt(i) for i in range(layout.count()))
            if item is not None and item.widget() is not None and item.widget().isVisible()
        ]
        for first, second in itertools.pairwise(row):
            if first.geometry().center().x() < second.geometry().center().x():
                problems.append(
                    f"{describe(first, window)} is left of {describe(second, window)}, "
                    "though it comes first in a right-to-left row"
                )
    return problems
