"""The "Factor" tab: the factor checker, drawn three ways, with the √n stopping rule.

Type any whole number up to 10¹²: the answer appears in words at once
(``factorCheckResult``, part of the automation contract with
``factorCheckInput``), then as a division ladder, a factor tree and the
index form. Side by side when the panel is wide, one under the other when narrow.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from wildwest.present.reference.checker import FactorResult, check_number, empty_prompt
from wildwest.present.translate import translate
from wildwest.ui.look.widgets import WrappedLabel
from wildwest.ui.prime_panel.drawings import HolderLookup, IndexFormView, LadderView, TreeView
from wildwest.ui.prime_panel.style import bold, scroll_area

WIDE = 820
"""From this width (in pixels) the three drawings sit side by side."""
DRAW_DELAY_MS = 60
"""The words answer on every keystroke; the drawings wait until typing pauses this long."""


def _rule_html(rule: str) -> str:
    """The √n rule with its question in bold."""
    question, mark, rest = rule.partition("? ")
    if not mark:
        return html.escape(rule)
    return f"<b>{html.escape(question)}?</b> {html.escape(rest)}"


def set_tone(label: QLabel, tone: str) -> None:
    """Colour a label through the theme's ``QLabel[tone=…]`` rules (re-polished at once)."""
    if label.property("tone") == tone:
        return
    label.setProperty("tone", tone)
    label.style().unpolish(label)
    label.style().polish(label)


class CheckerPage(QWidget):
    number_checked = Signal(object)
    """The checker now shows this number (an int), or nothing readable (None)."""

    def __init__(self, holder: HolderLookup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkerPage")
        self._holder = holder
        self._locked: str | None = None
        self._result: FactorResult = check_number("")
        self._wide: bool | None = None
        self._draw_timer = QTimer(self)
        self._draw_timer.setSingleShot(True)
        self._draw_timer.setInterval(DRAW_DELAY_MS)
        self._draw_timer.timeout.connect(self._draw)

        self.input = QLineEdit()
        self.input.setObjectName("factorCheckInput")
        self.input.setPlaceholderText(translate("CheckerPage", "Type a number, e.g. 360"))
        self.input.setAccessibleName(translate("CheckerPage", "Number to factor"))
        self.input.setAccessibleDescription(
            translate("CheckerPage", "Any whole number from 0 to 1 000 000 000 000")
        )
        self.input.setMaxLength(40)
        self.input.setClearButtonEnabled(True)
        # Both wrap, and keep their lines in sight (a long language in large text).
        label = WrappedLabel(translate("CheckerPage", "Num&ber to factor:"))
        label.setBuddy(self.input)

        self.result = WrappedLabel(empty_prompt())
        self.result.setObjectName("factorCheckResult")
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.result.setFocusPolicy(Qt.FocusPolicy.TabFocus)

        self.lock_note = QLabel()
        self.lock_note.setObjectName("checkerLockNote")
        self.lock_note.setTextFormat(Qt.TextFormat.PlainText)  # it names who is answering
        self.lock_note.setWordWrap(True)
        set_tone(self.lock_note, "steal")
        self.lock_note.hide()

        self.ladder = LadderView()
        self.rule = QLabel()
        self.rule.setObjectName("rootRuleLabel")
        self.rule.setWordWrap(True)
        self.rule.setAccessibleName(translate("CheckerPage", "Why you can stop at the square root"))
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tree = TreeView()
        tree_caption = QLabel(
            translate(
                "CheckerPage",
                "Split the number into two factors, then split those, until every branch ends "
                "in a prime (circled).",
            )
        )
        tree_caption.setObjectName("noteLabel")
        tree_caption.setWordWrap(True)
        self.index_form = IndexFormView()

        self.ladder_box = self._section(
            translate("CheckerPage", "Division ladder"), "ladderBox", self.ladder, self.rule
        )
        self.tree_box = self._section(
            translate("CheckerPage", "Factor tree"), "treeBox", self.tree, tree_caption
        )
        self.index_box = self._section(
            translate("CheckerPage", "Index form"), "indexBox", self.index_form
        )

        self.drawings = QWidget()
        self.drawings.setObjectName("checkerDrawings")
        self.grid = QGridLayout(self.drawings)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(8)
        self.details = scroll_area("checkerDetails", self.drawings, sideways=True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(label)
        layout.addWidget(self.input)
        layout.addWidget(self.result)
        layout.addWidget(self.lock_note)
        layout.addWidget(self.details, 1000)
        layout.addStretch(1)  # keeps the field and the note at the top while the drawings hide
        self._arrange(False)

        self.input.textChanged.connect(self.check)
        self._fit_fonts()
        self.check("")

    def _fit_fonts(self) -> None:
        """The answer in larger bold type, following the text-size setting."""
        self.result.setFont(bold(self.font(), 1.15))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_fonts()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_fonts()  # a hidden tab may have missed a text-size change

    @staticmethod
    def _section(title: str, name: str, *widgets: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        box.setObjectName(name)
        box.setAccessibleName(title)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(4)
        for widget in widgets:
            layout.addWidget(widget)
        layout.addStretch(1)
        return box

    def _arrange(self, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        for box in (self.ladder_box, self.tree_box, self.index_box):
            self.grid.removeWidget(box)
        for column in range(3):
            self.grid.setColumnStretch(column, 0)
        if wide:
            self.grid.addWidget(self.ladder_box, 0, 0)
            self.grid.addWidget(self.tree_box, 0, 1)
            self.grid.addWidget(self.index_box, 0, 2)
            self.grid.setColumnStretch(0, 4)
            self.grid.setColumnStretch(1, 4)
            self.grid.setColumnStretch(2, 3)
            self.grid.setRowStretch(1, 0)
        else:
            self.grid.addWidget(self.index_box, 0, 0)
            self.grid.addWidget(self.ladder_box, 1, 0)
            self.grid.addWidget(self.tree_box, 2, 0)
            self.grid.setColumnStretch(0, 1)
        self.grid.setRowStretch(3, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(self.width() >= WIDE)

    @property
    def current(self) -> FactorResult:
        return self._result

    @property
    def is_locked(self) -> bool:
        return self._locked is not None

    def check(self, text: str) -> None:
        """Check what was typed (every keystroke): never raises, whatever the text."""
        if self._locked is not None:
            return
        result = check_number(text)
        self._result = result
        self.result.setText(result.text)
        self.result.setAccessibleDescription(result.description)
        set_tone(self.result, "bad" if result.kind == "error" else "info")
        if result.kind in ("prime", "composite"):
            self._draw_timer.start()  # the drawings follow once typing pauses
        else:
            self._draw_timer.stop()
            self.details.hide()
        self.number_checked.emit(result.number if result.ok else None)

    def flush(self) -> None:
        """Draw the ladder, tree and index form for the checked number now, if still waiting."""
        if self._draw_timer.isActive():
            self._draw_timer.stop()
            self._draw()

    def _draw(self) -> None:
        result = self._result
        if self._locked is not None or result.kind not in ("prime", "composite"):
            return
        self.ladder.set_rows(result.ladder)
        self.rule.setText(_rule_html(result.root_rule))
        self.rule.setAccessibleDescription(result.root_rule)
        self.tree.set_tree(result.tree)
        self.index_form.set_result(result, self._holder)
        self.details.show()

    def refresh_holders(self) -> None:
        """Who holds which prime changed: redraw the index form's holders."""
        if self._result.kind in ("prime", "composite") and not self._draw_timer.isActive():
            self.index_form.set_result(self._result, self._holder)

    def set_locked(self, note: str | None) -> None:
        """Lock the checker with a note saying why (Challenge), or open it again (None)."""
        if note == self._locked:
            return
        self._locked = note
        self.input.setEnabled(note is None)
        if note is not None:
            self._draw_timer.stop()
            self.lock_note.setText(note)
            self.result.setText(note)
            self.result.hide()
            self.details.hide()
            self.lock_note.show()
        else:
            self.lock_note.hide()
            self.result.show()
            self.check(self.input.text())
