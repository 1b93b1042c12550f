"""The guard every test runs under: the windows a test made are really deleted when it ends,
and a top-level widget still alive then fails the test.

pytest-qt closes the widgets given to ``qtbot.addWidget`` and calls ``deleteLater``, but
``processEvents`` does not deliver deferred deletes: every closed window stayed alive, and
each new window's ``QApplication.setStyleSheet`` re-polished all of them (``theme.apply``
took 0.07 s with one window and 1.0 s with twelve left over; the UI tests ran three times
as long). So after each test that had a ``QApplication`` the deferred deletes are
delivered, and any top-level widget left then (hidden or not) is a leak: it is closed and
deleted, so the next test starts clean, and the test that left it fails, naming it. A
widget is left when something keeps it: a window made without ``qtbot.addWidget`` (or a
parent), a dialog made without a parent, a Python reference in a global.

Tests with no Qt at all pay nothing: Qt is not even imported here.
"""

from __future__ import annotations

import sys
from typing import Any

import pytest


def _application() -> Any:
    """The QApplication, if Qt's widgets are imported and one exists (else None)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None:
        return None
    app = widgets.QApplication.instance()
    return app if isinstance(app, widgets.QApplication) else None


def deliver_deferred_deletes() -> None:
    """Delete now what ``deleteLater`` was called on (``processEvents`` never does)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):  # a deleted widget's children may ask for more deletes
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def close_and_delete(widget: Any) -> None:
    """Close ``widget`` and delete it now (for a test that keeps a window of its own across
    examples, as a Hypothesis state machine does)."""
    widget.close()
    widget.deleteLater()
    deliver_deferred_deletes()


def describe(widget: Any) -> str:
    """``MainWindow 'mainWindow' (shown, 'Wild West')``: what a leaked widget is."""
    name = widget.objectName()
    shown = "shown" if widget.isVisible() else "hidden"
    title = widget.windowTitle()
    parts = [type(widget).__name__, f"{name!r}" if name else "", f"({shown}"]
    return " ".join(p for p in parts if p) + (f", {title!r})" if title else ")")


def windows_left() -> list[str]:
    """Deliver the deferred deletes, then close and delete every top-level widget still
    alive; say what each was (empty: none was left, or there is no QApplication)."""
    app = _application()
    if app is None:
        return []
    app.processEvents()
    deliver_deferred_deletes()
    left = list(app.topLevelWidgets())
    found = [describe(widget) for widget in left]
    for widget in left:
        widget.close()
        widget.deleteLater()
    deliver_deferred_deletes()
    return found


@pytest.fixture(autouse=True)
def _no_windows_left() -> Any:
    """After the test (and pytest-qt's closing of the widgets given to ``qtbot``), delete the
    closed windows for good; fail the test if a top-level widget is still alive."""
    yield
    found = windows_left()
    if found:
        pytest.fail(
            f"{len(found)} top-level widgets were left alive (give each to qtbot.addWidget, a "
            "parent, or close and delete it): " + "; ".join(found),
            pytrace=False,
        )
