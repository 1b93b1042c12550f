"""The players' key: each player's mark on their colour, then their name, on one line.

Painted, so names are never read as markup; on one line in a strip that scrolls sideways
when the panel is narrow, so a key for 14 players never takes the prime list's room.
The whole key is in the accessible name, for screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.ui.prime_panel.style import STAR, bold, legend_text, paint_badge, paint_star
from wildwest.ui.prime_panel.style import player_colour as colour_of

NO_GAME = QT_TRANSLATE_NOOP("Key", "Start a game to see who holds which prime.")


class PlayerKey(QWidget):
    """The key, painted on one line (see the module notes)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._players: tuple[str, ...] = ()
        self._marks: tuple[str, ...] = ()
        self._number: int | None = None
        self._extra = ""
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.show_players((), ())

    def show_players(
        self,
        players: Sequence[str],
        marks: Sequence[str],
        number: int | None = None,
        extra: str = "",
    ) -> None:
        """The players (and the number whose primes are starred), after a note (``extra``:
        first, so a strip that scrolls sideways shows it whatever its width)."""
        self._players, self._marks = tuple(players), tuple(marks)
        self._number, self._extra = number, extra
        spoken = legend_text(self._players, self._marks, number)
        self.setAccessibleName(f"{spoken} {extra}".strip())
        self.setToolTip(
            arg(translate("PlayerKey", "%1 marks the primes of the last number"), STAR)
            if players
            else ""
        )
        self.updateGeometry()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.adjustSize()
            viewport = self.parentWidget()
            strip = viewport.parentWidget() if viewport is not None else None
            if isinstance(strip, QScrollArea):
                fit_strip(strip)

    def _items(self) -> list[tuple[str, str, int | None]]:
        """What is drawn, left to right: (badge mark, text after it, player or None)."""
        if not self._players:
            return [("", translate("Key", NO_GAME), None)]
        items: list[tuple[str, str, int | None]] = [("", self._extra, None)] if self._extra else []
        items += [
            (mark, name, seat)
            for seat, (name, mark) in enumerate(zip(self._players, self._marks, strict=True))
        ]
        if self._number is not None:
            items.append((STAR, arg(translate("PlayerKey", "a prime of %1"), self._number), None))
        return items

    def _metrics(self) -> tuple[QFontMetricsF, QFontMetricsF, float, float]:
        text = QFontMetricsF(self.font())
        badge = QFontMetricsF(bold(self.font()))
        height = max(text.height(), badge.height()) + 6
        gap = text.horizontalAdvance("  ")
        return text, badge, height, gap

    def sizeHint(self) -> QSize:
        text, badge, height, gap = self._metrics()
        width = 0.0
        for mark, label, _seat in self._items():
            if mark:
                width += badge.horizontalAdvance(mark) + 10 + gap / 2
            width += text.horizontalAdvance(label) + gap
        return QSize(round(width + 4), round(height + 2))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, badge, height, gap = self._metrics()
        x = 2.0
        top = (self.height() - height) / 2
        ink = self.palette().color(self.foregroundRole())
        for mark, label, seat in self._items():
            if mark == STAR:
                paint_star(painter, QPointF(x + height / 2, top + height / 2), height * 0.4, ink)
                x += height + gap / 2
            elif mark:
                width = badge.horizontalAdvance(mark) + 10
                rect = QRectF(x, top + 1, width, height - 2)
                paint_badge(painter, rect, mark, colour_of(seat or 0), bold(self.font()))
                x += width + gap / 2
            painter.setPen(ink)
            painter.setFont(self.font())
            box = QRectF(x, top, text.horizontalAdvance(label) + 1, height)
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, label)
            x += box.width() + gap
        painter.end()


def key_strip(key: PlayerKey, name: str) -> QScrollArea:
    """The key in a one-line strip that scrolls sideways when it is longer than the panel."""
    strip = QScrollArea()
    strip.setObjectName(name)
    strip.setWidget(key)
    strip.setWidgetResizable(False)
    strip.setFrameShape(QFrame.Shape.NoFrame)
    strip.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    strip.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    strip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    strip.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    fit_strip(strip)
    return strip


def fit_strip(strip: QScrollArea) -> None:
    """As tall as the key plus room for the sideways scroll bar (after a type change)."""
    key = strip.widget()
    if key is not None:
        key.adjustSize()
        bar = strip.horizontalScrollBar().sizeHint().height()
        strip.setFixedHeight(key.sizeHint().height() + bar + 2)
