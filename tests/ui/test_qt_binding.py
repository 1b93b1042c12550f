"""Guards for the Qt binding itself: bugs in a PySide6 release that would crash the game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Sender(QObject):
    fired = Signal(object)

class Receiver(QObject):
    def slot(self, value):
        pass

app = QCoreApplication([])
sender, receiver = Sender(), Receiver()
sender.fired.connect(receiver.slot)
before = sys.getrefcount(True)
for _ in range(500):
    sender.fired.emit(1)
print(sys.getrefcount(True) - before)
"""


def test_signals_to_python_slots_keep_reference_counts():
    """PySide6 6.12.0 lost a reference to True per signal and aborted at exit: keep it out."""
    done = subprocess.run(
        [sys.executable, "-c", CHECK],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-500:]
    assert int(done.stdout.strip()) >= -5, "this PySide6 leaks refcounts: see pyproject.toml"
