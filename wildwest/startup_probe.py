"""The start-up benchmark's probe: when the main window first paints, write the time down
and quit (``WILDWEST_STARTUP_PROBE``; tests/benchmarks/bench_startup.py, bench_bundle.py).

Imported only when the variable is set, so an ordinary start never loads it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

STARTUP_PROBE_VARIABLE = "WILDWEST_STARTUP_PROBE"
"""If set to a file name, the app writes ``time.time()`` (and, but on Windows, its peak RSS)
there when the main window first paints, then quits at once (used by
tests/benchmarks/bench_startup.py and bench_bundle.py)."""


def watch_first_paint(window: QWidget, result_file: str | Path) -> None:
    """Write down when ``window`` (the main window, about to be shown) first paints.

    Once that paint is done, the wall-clock time goes to ``result_file`` and the process
    exits (status 0) without saving anything. The filter sits on the window alone, as the
    bare window's of the benchmarks does: one on the whole application would see every
    event of every object while the window is built, and slow down what it measures.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    def painted() -> None:
        line = f"{time.time()!r}"
        if sys.platform != "win32":  # and the peak memory so far, in KiB (bytes on macOS)
            import resource

            line += f" {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}"
        Path(result_file).write_text(line + "\n", encoding="utf-8")
        os._exit(0)

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if not self.seen and event.type() == QEvent.Type.Paint:
                self.seen = True
                QTimer.singleShot(0, painted)  # once this paint (the first frame) is done
            return False

    window.installEventFilter(FirstPaint(window))


def probe_from_environment(window: QWidget) -> None:
    """Watch ``window``'s first paint if :data:`STARTUP_PROBE_VARIABLE` names a file."""
    target = os.environ.get(STARTUP_PROBE_VARIABLE)
    if target:
        watch_first_paint(window, target)
