"""The note that covers a reference tool while the checker lock is on.

RULES.md "The checker lock": while a locked answer is being typed, nothing in the
app answers a question about a number, so the sieve and the map are covered by
a note saying who is answering and when they open again. The note is the
presenter's (:class:`~wildwest.present.view_state.LockedTools`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from wildwest.ui.prime_panel.checker import set_tone


class LockCover(QStackedWidget):
    """``content``, or in its place a note while the tool is locked."""

    def __init__(self, content: QWidget, note_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.note = QLabel()
        self.note.setObjectName(note_name)
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it names a player
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_tone(self.note, "steal")
        cover = QWidget()
        layout = QVBoxLayout(cover)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addStretch(1)
        layout.addWidget(self.note)
        layout.addStretch(2)
        self.addWidget(content)
        self.addWidget(cover)

    @property
    def locked(self) -> bool:
        return self.currentIndex() == 1

    def set_locked(self, note: str | None) -> None:
        self.note.setText(note or "")
        self.note.setAccessibleName(note or "")
        self.setCurrentIndex(0 if note is None else 1)
