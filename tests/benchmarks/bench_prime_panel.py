"""Benchmark: opening the prime reference panel, and filtering its prime list as you type.

Run with ``.venv/bin/python tests/benchmarks/bench_prime_panel.py`` (offscreen; not collected
by pytest). Targets (issue 5): no visible lag when the panel opens, and under 16 ms per
keystroke for the filter, events processed and the list repainted.

The baseline in the same run is the plainest possible version of the same job: a bare
QDockWidget holding a QListView of the 1 229 primes as strings, filtered by a stock
QSortFilterProxyModel with ``setFilterFixedString``. A slow or busy machine shows in both.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QSortFilterProxyModel, QStringListModel, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QLineEdit, QListView, QMainWindow

from tests.benchmarks.offscreen import quiet, settle
from tests.play import start_seeded
from wildwest.controller import GameController
from wildwest.present.reference.prime_list import PRIMES
from wildwest.ui.prime_panel.panel import PrimePanel

OPENINGS = 15
ROUNDS = 3
TYPED = ("1", "13", "137", "100-200", "starts with 9", "9973")
CHECKED = ("360", "3105", "999962000357")
DOCK_SIZE = (380, 560)


def timed(job: Callable[[], object]) -> float:
    start = time.perf_counter()
    job()
    return (time.perf_counter() - start) * 1000


# ---------------------------------------------------------------- the two docks


def make_baseline(host: QMainWindow) -> tuple[QDockWidget, QLineEdit]:
    dock = QDockWidget("Primes", host)
    view = QListView()
    model = QStringListModel([str(p) for p in PRIMES], dock)
    proxy = QSortFilterProxyModel(dock)
    proxy.setSourceModel(model)
    view.setModel(proxy)
    dock.setWidget(view)
    field = QLineEdit(dock)
    field.textChanged.connect(proxy.setFilterFixedString)
    return dock, field


def make_panel(host: QMainWindow, controller: GameController) -> PrimePanel:
    panel = PrimePanel(host)
    panel.show_view(controller.view.panel, True)
    panel.tabs.setCurrentIndex(PrimePanel.PRIMES)
    return panel


def show(app: QApplication, dock: QDockWidget) -> None:
    dock.setFloating(True)
    dock.resize(*DOCK_SIZE)
    dock.show()
    settle(app)


def type_each(app: QApplication, field: QLineEdit, texts: tuple[str, ...]) -> list[float]:
    """Type each text one key at a time (clearing between texts): ms per key, events included."""
    times: list[float] = []
    for text in texts:
        field.clear()
        settle(app)
        for char in text:

            def key(c: str = char) -> None:
                QTest.keyClicks(field, c)
                settle(app)

            times.append(timed(key))
    return times


def summary(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return (
        f"{name:<46} median {statistics.median(values):6.2f}   "
        f"p90 {p90:6.2f}   max {max(values):6.2f} ms   (n={len(values)})"
    )


def main() -> None:
    qInstallMessageHandler(quiet)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    host = QMainWindow()
    host.resize(1024, 600)
    host.show()
    controller = GameController(host)
    start_seeded(controller, ["Ann", "Ben", "Cy"], 4821)
    for _ in range(12):  # a game in progress, with primes held
        controller.draw()
    settle(app)

    base_build, base_show, panel_build, panel_show, panel_reshow = [], [], [], [], []
    for _ in range(OPENINGS):
        made: list[QDockWidget] = []
        base_build.append(timed(lambda made=made: made.append(make_baseline(host)[0])))
        base_show.append(timed(lambda made=made: show(app, made[0])))
        panel_build.append(timed(lambda made=made: made.append(make_panel(host, controller))))
        panel_show.append(timed(lambda made=made: show(app, made[1])))
        made[1].hide()
        settle(app)
        panel_reshow.append(timed(lambda made=made: show(app, made[1])))
        for dock in made:
            dock.close()
            dock.deleteLater()
        settle(app)

    baseline, baseline_field = make_baseline(host)
    show(app, baseline)
    panel = make_panel(host, controller)
    show(app, panel)
    base_keys: list[float] = []
    panel_keys: list[float] = []
    for _ in range(ROUNDS):
        base_keys += type_each(app, baseline_field, TYPED)
        panel_keys += type_each(app, panel.primes_page.search, TYPED)
    shown = panel.primes_page.summary.text()

    panel.tabs.setCurrentIndex(PrimePanel.FACTOR)
    settle(app)
    checker_keys = type_each(app, panel.input, CHECKED)

    print(
        f"Prime panel benchmark (offscreen, dock {DOCK_SIZE[0]}×{DOCK_SIZE[1]}, "
        f"PySide6 {pyside_version}, {os.cpu_count()} CPUs)"
    )
    print("Opening (a game in progress, 12 turns played):")
    print(summary("  baseline dock: construct", base_build))
    print(summary("  baseline dock: first show until idle", base_show))
    print(summary("  PrimePanel: construct (5 tabs)", panel_build))
    print(summary("  PrimePanel: first show until idle", panel_show))
    print(summary("  PrimePanel: show again (Ctrl+P) until idle", panel_reshow))
    print(f"Filter per keystroke, typing {', '.join(repr(t) for t in TYPED)} ×{ROUNDS}:")
    print(summary("  baseline: stock proxy, setFilterFixedString", base_keys))
    print(summary("  PrimePanel: prime list search", panel_keys))
    print(f"  (last count line: {shown!r})")
    print(f"Factor checker per keystroke, typing {', '.join(CHECKED)} (drawings follow a pause):")
    print(summary("  PrimePanel: checker answer in words", checker_keys))
    median, worst = statistics.median(panel_keys), max(panel_keys)
    verdict = "met" if worst < 16 else ("met at the median" if median < 16 else "NOT met")
    print(f"target < 16 ms per filter keystroke: {verdict} (median {median:.1f}, max {worst:.1f})")
    host.close()


if __name__ == "__main__":
    main()
