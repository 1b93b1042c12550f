"""The window's panel layout from wildwest.ini is checked before Qt is given it (issue 28:
a damaged ``window/state`` made ``QMainWindow.restoreState`` crash at every start).

Every test that could crash Qt runs it in a child process: a crash fails the test, not
the run."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
from pathlib import Path

from wildwest.persistence.window_state import checked_window_state

ROOT = Path(__file__).resolve().parents[2]
DOCKS = ("scoreboardDock", "turnLogDock", "primePanel")


def run_child(code: str, *args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=timeout,
        check=False,
    )


LAYOUTS = """
import base64
from PySide6.QtWidgets import QApplication
app = QApplication([])
from wildwest.app import create_main_window
from wildwest.controller import GameSetup
from wildwest.engine import shuffled_deal

window = create_main_window()
window.resize(1366, 768)
window.show()
app.processEvents()
def say(tag):
    app.processEvents()
    print(tag, base64.b64encode(bytes(window.saveState().data())).decode(), flush=True)
say("new-game")
window.controller.start(GameSetup.from_deal(shuffled_deal(["Ann", "Ben"], seed=1)))
say("game")
window.docks.prime_panel.setFloating(True)
say("floating")
window.docks.prime_panel.setFloating(False)
window.docks.turn_log_dock.hide()
say("hidden")
"""


def real_layouts() -> dict[str, bytes]:
    """Layouts the real window writes: at the new-game screen, in a game, with the prime
    panel floating, with the turn log hidden."""
    done = run_child(LAYOUTS)
    assert done.returncode == 0, done.stderr
    found = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    return {tag: base64.b64decode(text) for tag, text in found.items()}


def test_every_layout_the_window_writes_is_accepted():
    """What the window itself saves comes back: the check refuses nothing Qt 6 wrote."""
    layouts = real_layouts()
    assert set(layouts) == {"new-game", "game", "floating", "hidden"}
    for tag, data in layouts.items():
        assert checked_window_state(data, DOCKS) == data, tag


def test_a_damaged_layout_is_refused_without_reaching_qt():
    """The issue's kind of damage, one byte of an area's number changed (Qt then writes
    outside its arrays), is refused; so are a cut-off layout, bytes left over, a panel the
    window does not have, a panel listed twice, and an empty or foreign value."""
    data = real_layouts()["game"]
    area = bytearray(data)
    area[16] = 200  # the first area's number: 200 instead of 1
    assert checked_window_state(bytes(area), DOCKS) is None
    assert checked_window_state(data[:-1], DOCKS) is None
    assert checked_window_state(data + b"\x00", DOCKS) is None
    assert checked_window_state(data, DOCKS[:2]) is None
    assert checked_window_state(data.replace(b"p\x00r\x00i\x00m\x00e", b"t\x00u\x00r\x00n\x00L"),
                                DOCKS) is None  # fmt: skip
    assert checked_window_state(b"", DOCKS) is None
    assert checked_window_state(b"\x01\xd9\xd0\xcb" + bytes(60), DOCKS) is None


FUZZ = """
import random, sys
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QApplication
app = QApplication([])
from wildwest.app import create_main_window
from wildwest.controller import GameSetup
from wildwest.engine import shuffled_deal
from wildwest.persistence.window_state import checked_window_state

window = create_main_window()
window.resize(1366, 768)
window.show()
window.controller.start(GameSetup.from_deal(shuffled_deal(["Ann", "Ben"], seed=1)))
app.processEvents()
parts = window.docks
docks = [d.objectName() for d in (parts.scoreboard_dock, parts.turn_log_dock, parts.prime_panel)]
base = bytes(window.saveState().data())
rng = random.Random(int(sys.argv[1]))
values = [-(2**31), -2, -1, 0, 1, 2, 3, 4, 5, 8, 16, 200, 255, 4096, 2**20, 2**24, 2**31 - 1]
accepted = 0
for round in range(int(sys.argv[2])):
    data = bytearray(base)
    for _ in range(rng.choice((1, 1, 2, 3))):
        where = rng.randrange(len(data))
        kind = rng.randrange(4)
        if kind == 0:
            data[where] = rng.randrange(256)
        elif kind == 1:
            data[where:where + 4] = rng.choice(values).to_bytes(4, "big", signed=True)
        elif kind == 2:
            del data[where:where + rng.randrange(1, 9)]
        else:
            data[where:where] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 9)))
    checked = checked_window_state(bytes(data), docks)
    if checked is None:
        continue
    accepted += 1
    print("TRYING", bytes(data).hex(), flush=True)
    window.restoreState(QByteArray(checked))
    app.processEvents()
    window.restoreState(QByteArray(base))
print("ACCEPTED", accepted, flush=True)
"""


def test_fuzzed_layouts_never_crash_the_window():
    """Thousands of damaged layouts (bytes changed, numbers put in, bytes cut or added): the
    check refuses what Qt cannot take, and every one it lets through is restored by Qt
    without a crash, in a child process (a crash fails this test and names the layout)."""
    done = run_child(FUZZ, "28", "4000")
    tried = [line for line in done.stdout.splitlines() if line.startswith("TRYING")]
    assert done.returncode == 0, f"Qt crashed ({done.returncode}) on {tried[-1:]}"
    accepted = int(done.stdout.split("ACCEPTED ")[1])
    assert (
        accepted > 50
    )  # the check lets through what is only moved or resized, not just the original


def test_a_damaged_layout_in_the_settings_file_does_not_crash_the_start(tmp_path):
    """Issue 28's reproduction: wildwest.ini with a fuzzed window/state (an area's number
    changed) made every start segfault inside QMainWindow.restoreState. The app starts, in a
    child process, and its window opens with the panels where they begin."""
    from tests.ui.test_files import run_app_child

    data = bytearray(real_layouts()["game"])
    data[16] = 200
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "wildwest.ini").write_text(
        f"[window]\nstate={base64.b64encode(bytes(data)).decode()}\n", encoding="utf-8"
    )
    status, result, _asked = run_app_child(["--data-dir", str(folder)], {})
    assert status == 0 and result["page"], (status, result)
