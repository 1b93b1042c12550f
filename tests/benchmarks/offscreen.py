"""What the benchmarks of windows share: the offscreen platform's notes kept out of the
output, and the events an input causes handled, up to the repaint."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication


def quiet(_kind: object, _context: object, message: str) -> None:
    """Drop the offscreen platform's notes (it cannot raise or resize native windows)."""
    if "This plugin does not support" not in message:
        print(message, file=sys.stderr)


def settle(app: QApplication) -> None:
    """Handle what the input caused, up to the repaint (offscreen paints on UpdateRequest)."""
    for _ in range(3):
        app.processEvents()
