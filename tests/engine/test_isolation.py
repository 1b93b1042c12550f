"""The engine stays free of Qt in a fresh interpreter (the import rules of every layer, and
the docstring examples, are checked in tests/test_architecture.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # children run here: this checkout's wildwest


def test_importing_the_engine_loads_no_qt():
    """A fresh interpreter importing the engine, the presentation layer and the CLI commands
    never loads PySide6."""
    code = (
        "import sys, wildwest.engine, wildwest.present.presenter, wildwest.commands; "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
