"""A pupil's progress week by week: right first time as bars, the turns under each week."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from wildwest.present.class_view import WeekBar
from wildwest.present.translate import arg, translate

MAX_BARS = 26
"""The latest weeks shown (half a school year); the tooltip and the export have them all."""
GOOD_BAR = QColor("#3f8f4a")
IDLE_BAR = QColor("#9a9a9a")


class WeekChart(QWidget):
    """Right first time, week by week (the latest :data:`MAX_BARS` weeks), the number of
    turns over each bar. A week with turns but no answers to count (Auto only) is a grey
    stub; a week without turns is empty. Its heading is a label beside it (words are never
    cut here); a screen reader hears the chart in words (:meth:`summary`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("classWeekChart")
        self._name = ""
        self._weeks: tuple[WeekBar, ...] = ()
        self.setAccessibleName(translate("ClassView", "Progress week by week"))

    def minimumSizeHint(self) -> QSize:
        """Room for the bars, their numbers and the weeks under them, at any text size."""
        line = self.fontMetrics().lineSpacing()
        return QSize(16 * self.fontMetrics().averageCharWidth(), 8 * line)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().lineSpacing()
        return QSize(40 * self.fontMetrics().averageCharWidth(), 11 * line)

    def show_weeks(self, name: str, weeks: Sequence[WeekBar]) -> None:
        self._name = name
        self._weeks = tuple(weeks)[-MAX_BARS:]
        summary = self.summary()
        self.setAccessibleDescription(summary)
        self.setToolTip("\n".join(week.tip for week in self._weeks))
        self.update()

    def summary(self) -> str:
        """The chart in words."""
        if not self._name:
            return translate("ClassView", "Choose a pupil to see their progress.")
        if not self._weeks:
            return arg(translate("ClassView", "%1 has not played yet."), self._name)
        return arg(translate("ClassView", "%1, week by week: "), self._name) + "; ".join(
            week.tip for week in self._weeks
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        muted = QColor(text)
        muted.setAlphaF(0.6)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        line = metrics.height()
        if not self._weeks:
            painter.end()
            return
        left = metrics.horizontalAdvance("100%") + 14
        top = line + 8
        bottom = self.height() - line - 10
        right = self.width() - 10
        plot = QRectF(left, top, max(10, right - left), max(10, bottom - top))
        for level in (0.0, 0.5, 1.0):
            y = plot.bottom() - level * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(int(plot.left()), int(y), int(plot.right()), int(y))
            painter.setPen(muted)
            painter.drawText(
                QRectF(0, y - line / 2, left - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{round(level * 100)}%",
            )
        count = len(self._weeks)
        slot = plot.width() / count
        width = min(48.0, slot * 0.7)
        label_every = max(1, int((metrics.horizontalAdvance("30 Sep") + 8) // slot) + 1)
        for i, week in enumerate(self._weeks):
            centre = plot.left() + slot * (i + 0.5)
            if week.share is None:
                height = 4.0 if week.turns else 0.0
                colour = IDLE_BAR
            else:
                height = max(2.0, week.share * plot.height())
                colour = GOOD_BAR
            bar = QRectF(centre - width / 2, plot.bottom() - height, width, height)
            painter.fillRect(bar, colour)
            if week.turns and slot >= metrics.horizontalAdvance("999") + 4:
                painter.setPen(muted)
                painter.drawText(
                    QRectF(centre - slot / 2, bar.top() - line - 2, slot, line),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    str(week.turns),
                )
            if i % label_every == 0 or i == count - 1:
                painter.setPen(muted)
                painter.drawText(
                    QRectF(
                        centre - slot * label_every / 2, plot.bottom() + 4, slot * label_every, line
                    ),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    week.label,
                )
        painter.end()
