"""Records at Projector size (issue 27, point 3): the window uses the screen it has, and the
chart's 100 %, 50 % and 0 % never lie on top of each other."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont

from wildwest.present.file_menu import HistoryPoint
from wildwest.ui.dialogs.records_window import RecordsChart, RecordsWindow

from .test_records_window import row

POINTS = [HistoryPoint(datetime(2025, 3, day, 10), 7, 7, day % 8) for day in range(1, 9)]


def overlapping(marks) -> list[tuple[str, str]]:
    return [
        (a, b)
        for i, (a, one) in enumerate(marks)
        for b, other in marks[i + 1 :]
        if one.intersects(other)
    ]


@pytest.mark.parametrize("points", [9.0, 18.0, 24.0])
def test_the_charts_marks_are_apart_at_every_text_size(qtbot, points):
    """At its least size, in normal and in Projector text, the chart shows 100 %, 50 % and
    0 % apart (at Projector size they were drawn on top of each other)."""
    chart = RecordsChart()
    qtbot.addWidget(chart)
    font = QFont(chart.font())
    font.setPointSizeF(points)
    chart.setFont(font)
    chart.set_history("Ann", POINTS)
    chart.resize(chart.minimumSizeHint())
    marks = chart.axis_marks()
    assert [text for text, _rect in marks] == ["100%", "0%", "50%"]
    assert overlapping(marks) == []
    assert chart.minimumSizeHint().height() >= 7 * chart.fontMetrics().height()


def test_a_chart_squeezed_shorter_leaves_out_the_middle_mark(qtbot):
    """Made shorter than its least (a hand-sized window), the marks that would touch go."""
    chart = RecordsChart()
    qtbot.addWidget(chart)
    font = QFont(chart.font())
    font.setPointSizeF(24)
    chart.setFont(font)
    chart.set_history("Ann", POINTS)
    chart.resize(400, 5 * chart.fontMetrics().height() + 24)
    marks = chart.axis_marks()
    assert overlapping(marks) == [] and [text for text, _ in marks][:2] == ["100%", "0%"]


class BigScreen:
    """A 1920 × 1080 screen."""

    def availableGeometry(self) -> QRect:
        return QRect(0, 0, 1920, 1040)


@pytest.mark.parametrize("points", [9.0, 24.0])
def test_the_records_window_opens_as_big_as_its_table_wants(qtbot, monkeypatch, points):
    """On a 1920 × 1080 screen in Projector text it opened 980 × 640, with four rows and
    columns cut off: it now wants every column and a class's rows, within the screen."""
    window = RecordsWindow()
    qtbot.addWidget(window)
    font = QFont(window.font())
    font.setPointSizeF(points)
    window.setFont(font)
    monkeypatch.setattr(window, "screen", BigScreen)
    window.show_records([row(f"Pupil {n:02}") for n in range(14)], "Records are kept here")
    width, height = window.preferred_size()
    header = window.table.horizontalHeader().length()
    assert width >= min(header, round(1920 * 0.96)) and width <= round(1920 * 0.96)
    assert height <= round(1040 * 0.94)
    if points > 20:
        assert width > 1800 and height > 900  # the screen it has
    else:
        rows = window.table.verticalHeader().defaultSectionSize() * 14
        assert height >= rows + window.chart.sizeHint().height()
