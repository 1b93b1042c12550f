"""Benchmark: start-up to the first painted window, and memory after a whole game (issue 3).

Run with ``python build_scripts/dev.py bench startup``. In the same run it
measures a bare PySide6 window (QApplication + an empty QMainWindow, shown) and
the Wild West main window with a 4-digit King turn on the table, each in a fresh
process: the time from launching the process to the end of the first paint of
the window, and the peak memory (max RSS). Targets: start-up at most 1.3× the
bare window; peak memory after a whole game at most 35 MiB above it.
"""

from __future__ import annotations

import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7

BARE = r"""
import json, os, resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False

def done():
    print(json.dumps({"painted": time.time(),
                      "rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
    app.quit()

spy = FirstPaint()
window.installEventFilter(spy)
window.show()
app.exec()
"""

APP = r"""
import json, os, resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from wildwest.app import create_main_window
from wildwest.engine import shuffled_deal

seed = next(s for s in range(1000)
            if shuffled_deal(["Ann", "Ben", "Cy"], seed=s).face_pile[0].rank == "K")
window = create_main_window(shuffled_deal(["Ann", "Ben", "Cy"], seed=seed).to_dict(), "auto")
window.settings.set_value("display/animations", False)
window.resize(1280, 800)
result = {}

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "painted" not in result:
            QTimer.singleShot(0, done)
        return False

def done():
    result["painted"] = time.time()
    result["rss_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if os.environ.get("WHOLE_GAME"):
        while not window.controller.state.is_over:
            window.controller.draw()
            app.processEvents()
        window.grab()
        result["rss_after_game_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps(result))
    app.quit()

window.controller.draw()
spy = FirstPaint()
window.table.viewport().installEventFilter(spy)
window.show()
app.exec()
"""


def child_env(**extra: str) -> dict[str, str]:
    """Offscreen, with byte-code caching on (as in an installed copy or a bundle)."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    return environment


def run(code: str, **env: str) -> dict[str, float]:
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=child_env(**env),
        check=True,
        timeout=120,
    )
    line = [ln for ln in done.stdout.splitlines() if ln.startswith("{")][-1]
    data = json.loads(line)
    data["startup_s"] = data["painted"] - start
    return data


def run_real_app(data_dir: str) -> float:
    """``wildwest --seed 7 --players 3``: the whole start-up a pupil waits for (theme,
    records, the recovery check, a new game with the piles on the table), timed to the
    first paint by the app's start-up probe."""
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / "painted.txt"
        start = time.time()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "wildwest",
                "--seed",
                "7",
                "--players",
                "3",
                "--data-dir",
                data_dir,
            ],
            env=child_env(WILDWEST_STARTUP_PROBE=str(probe)),
            check=True,
            timeout=120,
            capture_output=True,
        )
        return float(probe.read_text(encoding="utf-8")) - start


def main() -> None:
    import wildwest

    # Compile the byte code once, as installing the package or bundling it does.
    compileall.compile_dir(Path(wildwest.__file__).parent, quiet=1)
    bare, app, real = [], [], []
    with tempfile.TemporaryDirectory() as data_dir:
        for _ in range(RUNS):  # interleaved, so machine noise hits all three alike
            bare.append(run(BARE))
            app.append(run(APP))
            real.append(run_real_app(data_dir))
    bare_t = statistics.median(d["startup_s"] for d in bare)
    app_t = statistics.median(d["startup_s"] for d in app)
    real_t = statistics.median(real)
    print(f"first paint, bare PySide6 window: median {bare_t * 1000:.0f} ms")
    print(
        f"first paint, main window with a 4-digit King turn: median {app_t * 1000:.0f} ms "
        f"({app_t / bare_t:.2f}x the bare window; target <= 1.3x)"
    )
    print(
        f"first paint, wildwest --seed 7 --players 3 (theme, records, recovery check): "
        f"median {real_t * 1000:.0f} ms ({real_t / bare_t:.2f}x)"
    )
    game = run(APP, WHOLE_GAME="1")
    bare_rss = statistics.median(d["rss_kib"] for d in bare) / 1024
    after = game["rss_after_game_kib"] / 1024
    print(
        f"peak memory, bare window: {bare_rss:.1f} MiB; Wild West after a whole game: "
        f"{after:.1f} MiB ({after - bare_rss:+.1f} MiB; target <= +35 MiB)"
    )


if __name__ == "__main__":
    main()
