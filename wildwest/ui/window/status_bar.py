"""The status bar: the turn, the mode and the deal, each as much as fits the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QMainWindow

from wildwest.present.view_state import StatusView


class StatusBar(QObject):
    """The window's own status bar (``window.statusBar()``, which also shows the passing
    messages) with ``progressLabel``, ``modeLabel`` and ``dealCodeLabel`` as its permanent
    parts. (Not a status bar of our own: PySide's ``setStatusBar`` first makes Qt's, which
    would stay behind, hidden.)"""

    def __init__(self, window: QMainWindow, usable_width: Callable[[], int]) -> None:
        """``usable_width``: how wide the window is, or its screen if that is narrower."""
        super().__init__(window)
        self.bar = window.statusBar()
        self._usable_width = usable_width
        self.deal_label = QLabel("")
        self.deal_label.setObjectName("dealCodeLabel")
        self.mode_label = QLabel("")
        self.mode_label.setObjectName("modeLabel")
        self.progress_label = QLabel("")
        self.progress_label.setObjectName("progressLabel")
        for label in (self.progress_label, self.mode_label, self.deal_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            # A line between the parts, so "Turn 3", "Practice mode" and the deal read apart.
            label.setFrameShape(QFrame.Shape.StyledPanel)
            label.setContentsMargins(6, 0, 6, 0)
            self.bar.addPermanentWidget(label)

    def show_status(self, status: StatusView, prompt: str) -> None:
        """The turn, the mode and the deal; ``prompt`` (what to do now) for screen readers."""
        self.deal_label.setText(status.deal_text)
        self.deal_label.setToolTip(status.deal_tip)
        self.mode_label.setText(status.mode_text)
        self.progress_label.setText(status.progress_text)
        self.fit()
        self.bar.setAccessibleDescription(prompt)

    def fit(self) -> None:
        """The parts that fit the window, the turn first, then the mode, then the deal: in
        the largest text on a small screen the ones left out make way for the window to fit
        the screen (the status bar's tooltip still says them)."""
        bar = self.bar
        room = self._usable_width() - 2 * bar.height()  # the size grip, a message
        parts = (self.progress_label, self.mode_label, self.deal_label)
        spacing = bar.layout().spacing()  # type: ignore[union-attr]
        used, left_out = 0, []
        for label in parts:
            width = label.sizeHint().width() + spacing
            fits = bool(label.text()) and (used + width <= room or label is parts[0])
            if fits:
                used += width
            elif label.text():
                left_out.append(label.text())
            label.setVisible(fits)
        bar.setToolTip("\n".join(left_out))
