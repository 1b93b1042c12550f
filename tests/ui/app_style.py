"""Putting the application's look back between tests (and screens) without crashing Qt."""

from __future__ import annotations

from typing import Any

NO_RULES = "/* no rules */"
"""The style sheet that puts the look back while widgets are still about: a sheet with no
rules in it, never an empty one.

Emptying the application's style sheet while widgets made under the old one are still
about makes Qt free its style-sheet style under them, and a later ``setStyleSheet`` then
crashes the process (seen: ``pytest tests/ui/test_theme.py tests/ui/test_computer_players.py``
segfaulted in ``ThemeManager._apply_type`` until the reset stopped emptying it). With no
widget left, emptying it is safe, and is the app's own start (no style sheet yet): a sheet
with no rules is not quite that (widgets' fonts are resolved through it), so the screens
start from a truly empty one. The app itself only ever sets whole themes' sheets
(:func:`wildwest.ui.look.theme.style_sheet`)."""
NONE_YET = ""


def reset_look(app: Any, font: Any | None = None) -> None:
    """No style sheet (or none with rules, while widgets are about: see :data:`NO_RULES`),
    the style's own colours, and ``font`` (if given)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.setStyleSheet(NO_RULES if app.allWidgets() else NONE_YET)
    app.setPalette(app.style().standardPalette())
    if font is not None:
        app.setFont(font)
