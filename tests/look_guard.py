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


def _application():
    """The QApplication, if Qt's widgets are imported and one exists (else None)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    return app if widgets is not None and isinstance(app, widgets.QApplication) else None


@pytest.fixture(autouse=True)
def _look_kept() -> Iterator[None]:
    """Put the application's font, palette and style sheet back as they were before the
    test (pytest-qt's ``qapp`` is made before this); if the test made the application, as
    a fresh one has them: the system's font, the style's palette, no style sheet."""
    app = _application()
    look = None
    if app is not None:
        from PySide6.QtGui import QFont, QPalette

        look = (QFont(app.font()), QPalette(app.palette()), app.styleSheet())
    yield
    app = _application()
    if app is None:
        return
    if look is None:
        from PySide6.QtGui import QFontDatabase

        system = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
        look = (system, app.style().standardPalette(), "")
    font, palette, sheet = look
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    if app.font() != font:
        app.setFont(font)
    if app.palette() != palette:
        app.setPalette(palette)
