"""The guard every test runs under: the application's look (font, palette, style sheet) is
as the test found it.

A window's theme sets the application's font, palette and style sheet, which outlive the
window: a test that built the app's window or changed the text size made the next test in
the same process measure with its text, and that test passed or failed by order (the
start-up test's window, outside tests/ui, left Records at Projector size 816 pixels high
instead of over 900). Tests with no Qt at all pay nothing: Qt is not even imported here.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _look_kept() -> Iterator[None]:
    """Put the application's font, palette and style sheet back as they were before the
    test, if there was an application then (pytest-qt's ``qapp`` is made before this)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None or not isinstance(app, widgets.QApplication):
        yield
        return
    from PySide6.QtGui import QFont, QPalette

    font, palette, sheet = QFont(app.font()), QPalette(app.palette()), app.styleSheet()
    yield
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    if app.font() != font:
        app.setFont(font)
    if app.palette() != palette:
        app.setPalette(palette)
