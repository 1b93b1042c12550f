"""Start-up (issue 17): what the first window loads, what waits for first use, and PySide6's
source scan kept away from our modules. The timings are in tests/benchmarks/bench_startup.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]  # children run here: this checkout's wildwest

LATER = (
    "wildwest.ui.prime_panel.checker",
    "wildwest.ui.prime_panel.prime_list",
    "wildwest.ui.prime_panel.sieve",
    "wildwest.ui.prime_panel.tests_page",
    "wildwest.ui.dialogs.help",
    "wildwest.ui.dialogs.records_window",
    "wildwest.ui.files.printing",
    "wildwest.ui.screens.new_game",
    "wildwest.ui.screens.game_over",
    "wildwest.ui.screens.card_picker",
    "wildwest.controller.tutorial",
    "wildwest.present.tutorial",
    "wildwest.ui.tutorial.callout",
    "wildwest.ui.tutorial.placement",
    "wildwest.selftest",
    "wildwest.persistence.deal_files",
    "wildwest.persistence.numbered",
    "wildwest.persistence.unfinished",
    "wildwest.persistence.spreadsheet",
    "wildwest.present.results",
    "PySide6.QtPrintSupport",
    "csv",
    "logging.handlers",
    "html",
    "socket",
    "wildwest.ui.classroom.class_view_window",
    "wildwest.ui.classroom.class_game_window",
    "wildwest.ui.classroom.class_list_dialog",
    "wildwest.ui.classroom.class_folder_dialog",
    "wildwest.persistence.class_folder.writer",
    "wildwest.persistence.class_folder.reader",
    "wildwest.present.class_view",
    "wildwest.engine.class_stats",
    "uuid",
    "platform",
    "hashlib",
    "secrets",
    "wildwest.ui.game.ladder_answer",
    "wildwest.ui.prime_panel.drawings",
    "wildwest.ui.prime_panel.style",
    "wildwest.present.reference.checker",
    "wildwest.engine.balancing",
    "wildwest.engine.simulation",
    "wildwest.engine.divisibility",
    "sqlite3",
    "ctypes",
)
"""Modules the first window with a game on the table does not need: loaded on first use
(Learn to play's guide and callouts since issue 31; the class folder's outbox starts after the
first paint, its windows when opened; uuid, hashlib and secrets, which the first game's ids
and seed do without, since issue 31's second round; the division ladder's boxes and the
drawings and factor checker they bring, built the first time the ladder is used, since its
third round; the engine's balance and game statistics and its divisibility tests, SQLite
(the records open after the first paint) and ctypes (Linux's desktop check loads Qt's
plugin without it), since its fourth)."""

FIRST_PAINT = r"""
import json, os, runpy, sys
exit_now = os._exit

def modules_then_exit(code):
    import dataclasses
    from wildwest import dataclass_code
    with open(os.environ["MODULES_OUT"], "w", encoding="utf-8") as handle:
        json.dump({"modules": sorted(sys.modules), "missed": dataclass_code.MISSED,
                   "precompiled": "exec" in vars(dataclasses)}, handle)
    exit_now(code)

os._exit = modules_then_exit  # the start-up probe exits with it right after the first paint
sys.argv = ["wildwest", *sys.argv[1:]]
runpy.run_module("wildwest", run_name="__main__")
"""


def test_the_first_paint_loads_only_what_the_first_window_needs(tmp_path):
    """``wildwest --seed 7 --players 2`` paints its table before loading the prime panel's
    tabs, Help, records, printing and the other screens (they load on first use)."""
    out = tmp_path / "modules.json"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        WILDWEST_STARTUP_PROBE=str(tmp_path / "painted.txt"),
        MODULES_OUT=str(out),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    args = ["--seed", "7", "--players", "2", "--data-dir", str(tmp_path / "wildwest")]
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and out.exists(), done.stderr[-2000:]
    seen = json.loads(out.read_text(encoding="utf-8"))
    loaded = set(seen["modules"])
    assert {"wildwest.ui.window.main_window", "wildwest.ui.table.card_table"} <= loaded
    assert sorted(loaded.intersection(LATER)) == []
    from wildwest import dataclass_code

    # The dataclasses' byte code made ahead is used when there is some (dev.py makes it),
    # and, when it is up to date, for every dataclass of the start (none made before it).
    assert seen["precompiled"] == bool(dataclass_code.load(dataclass_code.cache_file()))
    if seen["precompiled"] and not dataclass_code.stale():
        assert seen["missed"] == []


SCAN = r"""
import inspect, sys
read = []
source = inspect.getsource
inspect.getsource = lambda module: read.append(module.__name__) or source(module)
from wildwest import feature_scan
if sys.argv[1] == "skip":
    feature_scan.install()
import PySide6.QtCore
import wave, wildwest.engine
table = sys.modules["__feature__"].pyside_feature_dict
print(sorted(set(read) & {"wave", "wildwest.engine.strategy"}),
      table.get("wave"), table.get("wildwest.engine.strategy"))
"""


def test_pyside_reads_no_source_of_modules_imported_after_it_once_the_skipper_is_on():
    """PySide6's ``__feature__`` hook reads the source of each module imported after Qt;
    with ``feature_scan.install()`` (the app's start) it reads none and each module gets
    the selection the check would give it."""
    results = {}
    for mode in ("scan", "skip"):
        done = subprocess.run(
            [sys.executable, "-c", SCAN, mode],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        results[mode] = done.stdout.strip()
    assert results["scan"].startswith("['wave', 'wildwest.engine.strategy']")
    assert results["skip"] == "[] -1 0"


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: Help raises it
def test_help_records_and_the_prime_panel_appear_on_first_use(qtbot, tmp_path):
    """In the app's start-up window (panels deferred) Help → Rules, Help → About, Records and
    the prime panel's checker are built the first time they are asked for, and work."""
    from PySide6.QtWidgets import QLabel, QLineEdit

    from tests.play import start_game
    from wildwest.app import _assemble
    from wildwest.engine import shuffled_deal
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    window = _assemble(
        resolve_paths(tmp_path), Settings(None), keep_files=False, first_paint_first=True
    )
    qtbot.addWidget(window)
    start_game(window.controller, shuffled_deal(["Ann", "Ben"], seed=1))
    assert not window.docks.prime_panel.built
    assert window.findChild(QLineEdit, "factorCheckInput") is None

    window.show()  # no event handled yet, so no paint yet (which would build the panel)
    assert not window.docks.prime_panel.built
    qtbot.waitUntil(lambda: window.help_actions.filled)  # the menus' entries: after the paint
    window.docks.prime_panel.raise_()  # the pupil opens the Prime reference tab: built at once
    assert window.docks.prime_panel.built
    field = window.findChild(QLineEdit, "factorCheckInput")
    field.setText("360")
    assert "360 = 2³ × 3² × 5" in window.findChild(QLabel, "factorCheckResult").text()

    window.findChild(type(window.help_actions.rules_action), "rulesAction").trigger()
    qtbot.waitUntil(
        lambda: (
            window.help_actions._rules_dialog is not None
            and window.help_actions._rules_dialog.isVisible()
        )
    )
    assert "prime" in window.help_actions._rules_dialog.browser.toPlainText()

    window.findChild(type(window.help_actions.rules_action), "aboutAction").trigger()
    qtbot.waitUntil(
        lambda: (
            window.help_actions._about_dialog is not None
            and window.help_actions._about_dialog.isVisible()
        )
    )

    assert window.file_actions is not None
    records = window.file_actions.show_records()
    qtbot.waitUntil(records.isVisible)
    for dialog in (window.help_actions._rules_dialog, window.help_actions._about_dialog, records):
        dialog.close()


def test_the_menus_are_on_the_bar_at_once_and_filled_after_the_first_paint(qtbot, tmp_path):
    """In the app's start-up window the menu bar shows File, Game, View and Help from the
    first paint; their entries (and shortcuts) come just after it, showing what they were
    told meanwhile: the turn (Draw, greyed out once drawn), the display settings, the pace
    and the File menu's state."""
    from PySide6.QtGui import QAction, QKeySequence

    from tests.play import start_game
    from wildwest.app import _assemble
    from wildwest.engine import shuffled_deal
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings
    from wildwest.persistence.settings_schema import DISPLAY_THEME, GAME_COMPUTER_PACE

    settings = Settings(None)
    settings.set_value(DISPLAY_THEME, "dark")
    settings.set_value(GAME_COMPUTER_PACE, "fast")
    window = _assemble(resolve_paths(tmp_path), settings, keep_files=False, first_paint_first=True)
    qtbot.addWidget(window)
    start_game(window.controller, shuffled_deal(["Ann", "Ben"], seed=1), "practice")
    window.controller.draw()  # a turn on: Draw is greyed out (a new action is not)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&Game", "&View", "&Help"]
    menus = (window.file_actions, window.game_actions, window.view_actions, window.help_actions)
    assert all(menu is not None and not menu.filled and not menu.menu.actions() for menu in menus)
    assert window.findChild(QAction, "drawAction") is None

    window.show()
    qtbot.waitUntil(lambda: all(menu is not None and menu.filled for menu in menus))
    draw = window.findChild(QAction, "drawAction")
    assert draw is window.game_actions.draw_action
    assert draw.shortcut() == QKeySequence("Ctrl+D") and not draw.isEnabled()
    assert not window.game_actions.again_action.isEnabled()  # the game is not over
    assert window.view_actions.theme_actions["dark"].isChecked()
    assert window.view_actions.pace_actions["fast"].isChecked()
    assert window.file_actions is not None and window.file_actions.save_action.isEnabled()
    assert not window.game_actions.undo_action.isVisible()  # not a real-cards game
    assert all(menu is not None and menu.menu.actions() for menu in menus)
    for menu in menus:
        menu.fill()  # again: nothing made twice
    assert len(window.findChildren(QAction, "drawAction")) == 1


def test_deferred_menus_show_real_cards_and_no_game_and_class_comes_last(qtbot, tmp_path):
    """Filled after the first paint, Game shows a real-cards game's Undo and We're out of
    cards, File greys out Save with no game on, and the app's Class menu (added after the
    first paint too) comes last in File, as it always has."""
    from wildwest import app
    from wildwest.controller import GameSetup
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings

    paths = resolve_paths(tmp_path)
    windows = []
    for real_cards in (True, False):
        window = app._assemble(paths, Settings(None), keep_files=False, first_paint_first=True)
        qtbot.addWidget(window)
        app.after_first_paint(window, lambda w=window: app._add_class_menu(w, None))
        if real_cards:
            assert window.controller.start(GameSetup(names=("Ann", "Ben"), real_cards=True)) is None
        window.show()
        qtbot.waitUntil(lambda w=window: w.class_menu is not None)
        windows.append(window)
    real, none = windows
    assert real.game_actions.undo_action.isVisible()
    assert real.game_actions.out_action.isVisible()
    assert none.file_actions is not None and not none.file_actions.save_action.isEnabled()
    for window in windows:
        assert window.file_actions is not None and window.class_menu is not None
        assert window.file_actions.menu.actions()[-1] is window.class_menu.menu.menuAction()


def test_menus_of_a_window_not_yet_painted_are_filled_all_the_same(qtbot, tmp_path, monkeypatch):
    """A window covered from its start is painted only when uncovered: its menus' entries
    (and shortcuts) come at the latest FILL_BY_MS after it was built."""
    from wildwest.app import _assemble
    from wildwest.persistence.paths import resolve_paths
    from wildwest.persistence.settings import Settings
    from wildwest.ui.look import widgets

    monkeypatch.setattr(widgets, "FILL_BY_MS", 20)
    window = _assemble(
        resolve_paths(tmp_path), Settings(None), keep_files=False, first_paint_first=True
    )
    qtbot.addWidget(window)  # never shown: never painted
    assert not window.help_actions.filled
    qtbot.waitUntil(lambda: window.help_actions.filled and window.game_actions.filled)
    assert window.help_actions.rules_action.shortcut().toString()


def test_the_qt_floor_rebuilds_the_whole_first_window(tmp_path):
    """The start-up benchmark's Qt floor (``tests/benchmarks/startup_floor.py``) rebuilds
    every widget of the first window, written down by its capture, with the same Qt class,
    the same card pictures and the same number of scene items, and paints it."""
    sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
    try:
        import startup_floor
    finally:
        sys.path.remove(str(ROOT / "tests" / "benchmarks"))
    tree, built = tmp_path / "tree.json", tmp_path / "built.json"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        BENCH_TREE=str(tree),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    env.pop("WILDWEST_STARTUP_PROBE", None)
    args = ["--seed", "7", "--players", "2", "--data-dir", str(tmp_path / "wildwest")]

    def run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-c", code, *args]
        return subprocess.run(
            command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
        )

    done = run(startup_floor.CAPTURE, *args)
    assert done.returncode == 0 and tree.exists(), done.stderr[-2000:]
    first = json.loads(tree.read_text(encoding="utf-8"))
    env.update(BENCH_FLOOR_CHECK=str(built), WILDWEST_STARTUP_PROBE=str(tmp_path / "p.txt"))
    done = run(startup_floor.FLOOR)
    assert done.returncode == 0 and built.exists(), done.stderr[-2000:]
    floor = json.loads(built.read_text(encoding="utf-8"))
    assert floor["mapped"]
    assert floor["classes"] == [row["cls"] for row in first["widgets"]]
    assert len(first["widgets"]) > 50 and "QGraphicsView" in floor["classes"]
    assert floor["pictures"] == len(first["images"]) >= 1
    (view,) = [row for row in first["widgets"] if "items" in row]
    assert floor["scene_items"] >= len(view["items"]) > 0


def test_seed_and_players_play_plain_seats_whatever_is_remembered():
    """``--seed 77 --players 2`` is two people, Player 1 and Player 2, even when New game…
    remembers a computer player and other names; ``--seed 77`` alone plays the remembered
    players (issue 26)."""
    import argparse

    from wildwest.app import _command_line_setup
    from wildwest.persistence.settings import Settings
    from wildwest.persistence.settings_schema import PLAYERS_COUNT, PLAYERS_NAMES, PLAYERS_SEATS

    settings = Settings(None)
    settings.set_value(PLAYERS_COUNT, 3)
    settings.set_value(PLAYERS_NAMES, ["Ann", "Dusty Dan", "Ben"])
    settings.set_value(PLAYERS_SEATS, ["", "deputy", ""])
    given = argparse.Namespace(deal=None, seed=77, players=2, mode=None)
    setup = _command_line_setup(given, settings)
    assert (setup.names, setup.seats, setup.deal_code) == (("", ""), (), "77")
    remembered = _command_line_setup(
        argparse.Namespace(deal=None, seed=77, players=None, mode=None), settings
    )
    assert remembered.names == ("Ann", "Dusty Dan", "Ben")
    assert remembered.seats == ("", "deputy", "")
