"""Benchmark: card pictures and table repaints (issue 4).

Run with ``python build_scripts/dev.py bench cards``. Reports, with a baseline
from the same run so a noisy machine shows up in both:

* rendering all 55 card images at 120 px wide from cold (a fresh renderer and
  cache), against filling and outlining 55 plain rounded rectangles the same size;
* one full repaint of the card table during a window resize (a 4-digit King turn
  on the table), against a bare QGraphicsView with one rectangle.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from wildwest.app import create_main_window
from wildwest.engine import shuffled_deal
from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS
from wildwest.ui.table.card_art import CardArt

CODES = [
    r + s
    for s in "SHDC"
    for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
] + ["JK", "JK2", "back"]
ROUNDS = 7


def cold_cards_ms() -> float:
    start = time.perf_counter()
    art = CardArt()
    for code in CODES:
        art.pixmap(code, 120)
    return (time.perf_counter() - start) * 1000


def baseline_rects_ms() -> float:
    start = time.perf_counter()
    for _ in CODES:
        image = QImage(120, 168, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#f2e3bd"))
        painter.drawRoundedRect(QRectF(1, 1, 118, 166), 7, 7)
        painter.end()
    return (time.perf_counter() - start) * 1000


def king_seed() -> int:
    for seed in range(1000):
        if shuffled_deal(["Ann", "Ben", "Cy"], seed=seed).face_pile[0].rank == "K":
            return seed
    raise RuntimeError("no King-first deal")


def repaint_ms(view: QGraphicsView, sizes: list[tuple[int, int]]) -> list[float]:
    times = []
    window = view.window()
    for width, height in sizes:
        window.resize(width, height)
        QApplication.processEvents()
        start = time.perf_counter()
        view.viewport().repaint()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    app = QApplication.instance() or QApplication([])
    cards = [cold_cards_ms() for _ in range(ROUNDS)]
    rects = [baseline_rects_ms() for _ in range(ROUNDS)]
    print(
        f"55 cards at 120 px from cold: median {statistics.median(cards):.1f} ms "
        f"(min {min(cards):.1f})"
    )
    print(f"baseline, 55 plain rounded rects: median {statistics.median(rects):.1f} ms")

    deal = shuffled_deal(["Ann", "Ben", "Cy"], seed=king_seed()).to_dict()
    window = create_main_window(deal, "practice")
    window.settings.set_value(DISPLAY_ANIMATIONS, False)
    window.controller.draw()
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    sizes = [(1024 + 37 * i, 600 + 21 * i) for i in range(40)]
    table = repaint_ms(window.table, sizes)

    scene = QGraphicsScene(0, 0, 1600, 900)
    scene.addRect(QRectF(100, 100, 400, 300))
    bare = QGraphicsView(scene)
    bare.resize(1280, 800)
    bare.show()
    QApplication.processEvents()
    base = repaint_ms(bare, sizes)
    print(
        f"table repaint while resizing (40 sizes 1024x600 to 2467x1419): "
        f"median {statistics.median(table):.2f} ms, max {max(table):.2f} ms"
    )
    print(
        f"baseline, bare QGraphicsView: median {statistics.median(base):.2f} ms, "
        f"max {max(base):.2f} ms"
    )
    window.close()
    bare.close()
    del app


if __name__ == "__main__":
    main()
