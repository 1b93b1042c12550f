"""Test set-up shared by every test: headless Qt, no real display, no user files touched."""

from __future__ import annotations

import os

# Set before anything imports Qt: tests never use a real display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_SCALE_FACTOR", "1")
