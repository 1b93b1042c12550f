"""The feedback area's label: each line in its own colour, with a mark drawn beside it.

A mistake never differs by colour alone: every line of a tone has its mark (✓ right,
✗ a mistake, ★ a steal), drawn as a shape so both marks are the same size in every font.
The label's ``text()`` is the whole feedback as plain text, marks included (the
automation contract and screen readers read it); nothing in it is ever read as markup.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from wildwest.present.view_state import FeedbackView, Line

LAYOUTS_KEPT = 16
"""Layouts of the same lines remembered at once (a window's resize asks at many widths)."""
_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


class FeedbackLabel(QLabel):
    """Lines of feedback, painted one by one; the theme sets the tone colours
    (``qproperty-goodColour`` … in the style sheet)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._lines: tuple[Line, ...] = ()
        self._laid_out: dict[tuple[int, str], list[QRect]] = {}
        """The lines' places by width and font since the lines last changed: the turn
        panel's fitting asks for the label's height at several widths in turn (issue 31:
        remembering only the last width laid the lines out about 40 times a draw)."""
        self._good = QColor("#1f6b35")
        self._bad = QColor("#a3261c")
        self._steal = QColor("#9a4d00")

    # ------------------------------------------------------------ the tone colours (style sheet)

    def _get_good(self) -> QColor:
        return self._good

    def _set_good(self, colour: QColor) -> None:
        self._good = QColor(colour)
        self.update()

    def _get_bad(self) -> QColor:
        return self._bad

    def _set_bad(self, colour: QColor) -> None:
        self._bad = QColor(colour)
        self.update()

    def _get_steal(self) -> QColor:
        return self._steal

    def _set_steal(self, colour: QColor) -> None:
        self._steal = QColor(colour)
        self.update()

    goodColour = Property(QColor, _get_good, _set_good)
    badColour = Property(QColor, _get_bad, _set_bad)
    stealColour = Property(QColor, _get_steal, _set_steal)

    def colour(self, tone: str) -> QColor:
        return {"good": self._good, "bad": self._bad, "steal": self._steal}.get(
            tone, self.palette().color(self.foregroundRole())
        )

    # ------------------------------------------------------------ content

    def show_feedback(self, feedback: FeedbackView) -> None:
        self._lines = feedback.lines
        self._laid_out.clear()
        self.setText(feedback.text)
        self.setProperty("tone", feedback.tone)
        self.setAccessibleDescription(feedback.spoken)
        self.updateGeometry()
        self.update()

    @property
    def lines(self) -> tuple[Line, ...]:
        return self._lines

    # ------------------------------------------------------------ size

    def _gutter(self, metrics: QFontMetrics) -> int:
        return round(metrics.height() * 1.1)

    def _line_rects(self, width: int) -> list[QRect]:
        """Where each line goes at ``width`` (copies: the caller may move them)."""
        key = (width, self.font().key())
        rects = self._laid_out.get(key)
        if rects is None:
            if len(self._laid_out) >= LAYOUTS_KEPT:
                self._laid_out.clear()
            metrics = self.fontMetrics()
            gutter = self._gutter(metrics)
            rects = []
            y = 0
            for line in self._lines:
                rect = metrics.boundingRect(
                    QRect(gutter, y, max(1, width - gutter), 100_000), _WRAP, line.text
                )
                rects.append(QRect(gutter, y, max(1, width - gutter), rect.height()))
                y += rect.height() + max(1, metrics.leading())
            self._laid_out[key] = rects
        return [QRect(rect) for rect in rects]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        rects = self._line_rects(inner)
        return (rects[-1].bottom() + 1 if rects else 0) + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        width = max(self.width(), 200)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.fontMetrics().height())

    # ------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.contentsRect()
        metrics = self.fontMetrics()
        gutter = self._gutter(metrics)
        for line, rect in zip(self._lines, self._line_rects(area.width()), strict=True):
            rect.translate(area.left(), area.top())
            colour = self.colour(line.tone)
            if line.tone in ("good", "bad", "steal"):
                size = metrics.height() * 0.72
                mark = QRectF(
                    area.left() + (gutter - size) / 2,
                    rect.top() + (metrics.height() - size) / 2,
                    size,
                    size,
                )
                paint_mark(painter, line.tone, mark, colour)
            painter.setPen(colour)
            painter.setFont(self.font())
            painter.drawText(rect, _WRAP, line.text)
        painter.end()


def paint_mark(painter: QPainter, tone: str, rect: QRectF, colour: QColor) -> None:
    """A tick (right), a cross (a mistake) or a star (a steal) filling ``rect``."""
    painter.save()
    pen = QPen(colour, max(1.5, rect.width() * 0.16))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    if tone == "good":
        path.moveTo(x + w * 0.12, y + h * 0.55)
        path.lineTo(x + w * 0.40, y + h * 0.82)
        path.lineTo(x + w * 0.90, y + h * 0.18)
    elif tone == "bad":
        path.moveTo(x + w * 0.18, y + h * 0.18)
        path.lineTo(x + w * 0.82, y + h * 0.82)
        path.moveTo(x + w * 0.82, y + h * 0.18)
        path.lineTo(x + w * 0.18, y + h * 0.82)
    else:
        centre = rect.center()
        for i in range(10):
            radius = (w / 2) if i % 2 == 0 else (w / 5)
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(
                centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)
            )
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        painter.setBrush(colour)
        pen.setWidthF(1.0)
        painter.setPen(pen)
    painter.drawPath(path)
    painter.restore()


class MarkLabel(QLabel):
    """A tick or a cross drawn in the label's colour (the theme colours it by its ``tone``),
    the same size whatever the font has for ✓ and ✗; ``text()`` keeps the symbol."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tone = ""

    def set_mark(self, divides: bool) -> None:
        self._tone = "good" if divides else "bad"
        self.setText("✓" if divides else "✗")
        self.update()

    def sizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * 1.1)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._tone:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.fontMetrics().height() * 0.8
        rect = QRectF((self.width() - side) / 2, 2, side, side)
        paint_mark(painter, self._tone, rect, self.palette().color(self.foregroundRole()))
        painter.end()
