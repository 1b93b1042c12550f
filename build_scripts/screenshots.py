#!/usr/bin/env python3
"""Render the app's screens to PNG files, offscreen, to look at them.

    python build_scripts/screenshots.py [OUT_DIR]

Plays a fixed deal part-way in each mode and grabs the window at netbook
(1024×600), laptop (1366×768) and projector (1920×1080) sizes, in the light,
dark and high-contrast themes, plus the new-game and game-over screens.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from wildwest.app import create_main_window
from wildwest.engine import shuffled_deal
from wildwest.ui.theme import ThemeManager

SIZES = {"netbook": (1024, 600), "laptop": (1366, 768), "projector": (1920, 1080)}
# A deal whose first turn is a King with four digits (deal code 7: K then 4 digits).
NAMES = ["Ann", "Ben", "Cy"]


def king_first_seed() -> int:
    for seed in range(1000):
        deal = shuffled_deal(NAMES, seed=seed)
        if deal.face_pile[0].rank == "K" and deal.face_pile[1].rank != "J":
            return seed
    raise RuntimeError("no seed found")


def shoot(window, path: Path, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.table.skip_animation()
    QApplication.processEvents()
    window.grab().save(str(path))
    print(path)


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    seed = king_first_seed()
    deal = shuffled_deal(NAMES, seed=seed)
    for theme in ("light", "dark", "high_contrast"):
        window = create_main_window(deal.to_dict(), "practice")
        window.settings.set_value("display/animations", False)
        window.settings.set_value("display/theme", theme)
        ThemeManager(app, window.settings, window).apply()
        window.controller.draw()
        for name, size in SIZES.items():
            shoot(window, out / f"practice-{theme}-{name}.png", size)
        window.controller.submit("9 x 5")
        shoot(window, out / f"practice-feedback-{theme}-laptop.png", SIZES["laptop"])
        window.close()
    window = create_main_window(deal.to_dict(), "auto")
    window.settings.set_value("display/animations", False)
    ThemeManager(app, window.settings, window).apply()
    for _ in range(5):
        window.controller.draw()
    for name, size in SIZES.items():
        shoot(window, out / f"auto-{name}.png", size)
    while not window.controller.state.is_over:
        window.controller.draw()
    for name, size in SIZES.items():
        shoot(window, out / f"gameover-{name}.png", size)
    window.close()
    window = create_main_window(None)
    ThemeManager(app, window.settings, window).apply()
    for name, size in SIZES.items():
        shoot(window, out / f"newgame-{name}.png", size)


if __name__ == "__main__":
    main()
