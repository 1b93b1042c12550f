"""The File menu and start-up: save, open, bad files, Open Recent, recovery, one copy at a time,
and a read-only data folder. Dialogs are replaced; start-up runs in a child process."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QPushButton

from tests.play import start_game
from wildwest.engine import Draw, Mode, Submit, apply, new_game, prime_factors, shuffled_deal
from wildwest.persistence.savefile import RecoveryFile, SavedGame, SaveFileError, load_game
from wildwest.ui.dialogs import questions
from wildwest.ui.dialogs.questions import busy_box, recovery_box

from ..file_modes import writable_again

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "persistence" / "golden"


def answer_for(number: int) -> str:
    return " x ".join(str(p) for p in prime_factors(number)) or "none"


def play_turns(qtbot, window, count: int, wrong_first: bool = False) -> None:
    """Click Draw, and in Practice or Challenge type the answer and press Check."""
    draw = window.findChild(QPushButton, "drawButton")
    submit = window.findChild(QPushButton, "submitButton")
    field = window.findChild(QLineEdit, "factorInput")
    for _ in range(count):
        qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
        state = window.controller.state
        if state.pending is not None:
            if wrong_first:
                field.setText("9")
                qtbot.mouseClick(submit, Qt.MouseButton.LeftButton)
            field.setText(answer_for(state.pending.number))
            qtbot.mouseClick(submit, Qt.MouseButton.LeftButton)


@pytest.fixture
def dialogs(monkeypatch):
    """Replaces the file dialogs and message boxes: set ``save``/``open`` paths; read
    ``warnings``."""

    class Dialogs:
        def __init__(self) -> None:
            self.save = ""
            self.open = ""
            self.warnings: list[str] = []

    found = Dialogs()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (found.save, ""))
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (found.open, ""))
    )

    def warning(_parent, text):
        found.warnings.append(text)

    def no_modal(*_args, **_kwargs):
        raise AssertionError("a modal dialog was opened")

    monkeypatch.setattr(questions, "warn", warning)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(no_modal))
    monkeypatch.setattr(QMessageBox, "exec", no_modal)
    return found


def test_the_file_menu_comes_before_the_game_menu(make_window):
    """File is the first menu, with Open, Open Recent, Save, Save As, printing, records and
    the Class submenu (issue 29); Save and printing are off until there is a game."""
    window = make_window()
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus[:2] == ["&File", "&Game"]
    entries = [a.text() for a in window.file_actions.menu.actions() if not a.isSeparator()]
    assert entries == [
        "&Open…",
        "Open &Recent",
        "&Save",
        "Save &As…",
        "Save the &cards as a deal file…",  # shown in a real-cards game only
        "&Print score sheet…",
        "Print &deal sheet…",
        "Save sheet as P&DF",
        "&Records…",
        "&Export records…",
        "C&lass",
    ]
    actions = window.file_actions
    assert actions.save_action.shortcut().toString() == "Ctrl+S"
    assert actions.open_action.shortcut().toString() == "Ctrl+O"
    assert not actions.save_action.isEnabled() and not actions.print_action.isEnabled()
    start_game(window.controller, shuffled_deal(["Ann", "Ben"], seed=3))
    assert actions.save_action.isEnabled() and actions.print_deal_action.isEnabled()


def test_save_and_open_round_trip_through_the_ui(qtbot, make_window, dialogs, tmp_path):
    """A Practice game saved half-way opens in a fresh window in the same state, and play
    carries on there."""
    deal = shuffled_deal(["Ann", "Ben", "Cy"], seed=4821).to_dict()
    first = make_window(deal, "practice")
    play_turns(qtbot, first, 3, wrong_first=True)
    qtbot.mouseClick(first.findChild(QPushButton, "drawButton"), Qt.MouseButton.LeftButton)
    assert first.windowTitle().startswith("• ")
    path = tmp_path / "games" / "class 5b"
    path.parent.mkdir()
    dialogs.save = str(path)
    first.file_actions.save_action.trigger()
    saved = path.with_suffix(".wwgame")
    assert saved.is_file() and dialogs.warnings == []
    assert first.windowTitle() == "class 5b.wwgame — Wild West"  # a deal dict has no code
    assert first.statusBar().currentMessage() == "Saved class 5b.wwgame"

    second = make_window()
    dialogs.open = str(saved)
    second.file_actions.open_action.trigger()
    assert dialogs.warnings == []
    assert second.controller.state == first.controller.state
    assert second.controller.actions == first.controller.actions
    assert second.windowTitle() == "class 5b.wwgame — Wild West"
    assert second.pages.currentWidget().objectName() == "gamePage"
    field = second.findChild(QLineEdit, "factorInput")
    field.setText(answer_for(second.controller.state.pending.number))
    qtbot.mouseClick(second.findChild(QPushButton, "submitButton"), Qt.MouseButton.LeftButton)
    play_turns(qtbot, second, 1)
    assert len(second.controller.state.turns) == 5
    assert second.windowTitle().startswith("• class 5b.wwgame")


def _golden() -> bytes:
    return (GOLDEN / "practice-v1.wwgame").read_bytes()


BAD_FILES = {
    "empty": lambda: b"",
    "truncated": lambda: _golden()[: len(_golden()) // 2],
    "hand-edited move": lambda: _golden().replace(b'"type": "hint"', b'"type": "jump"'),
    "hand-edited mode": lambda: _golden().replace(b'"practice"', b'"expert"'),
    "newer version": lambda: _golden().replace(b'"schema_version": 1', b'"schema_version": 9'),
    "not JSON": lambda: b"Ann 12, Ben 9\n",
    "binary": lambda: bytes(range(256)),
    "a deal file": lambda: json.dumps(shuffled_deal(["Ann", "Ben"], seed=1).to_dict()).encode(),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_file_opened_keeps_the_game_and_the_file(qtbot, make_window, dialogs, tmp_path, kind):
    """Open on a damaged or foreign file: a message with the loader's reason, the game being
    played stays as it was, and the file's bytes are unchanged."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=8).to_dict())
    play_turns(qtbot, window, 2)
    state, title = window.controller.state, window.windowTitle()
    data = BAD_FILES[kind]()
    bad = tmp_path / f"{kind}.wwgame"
    bad.write_bytes(data)
    with pytest.raises(SaveFileError) as expected:
        load_game(bad)
    dialogs.open = str(bad)
    window.file_actions.open_action.trigger()
    assert dialogs.warnings == [f"{expected.value}.\n\nThe game you were playing is still here."]
    assert window.controller.state is state
    assert window.windowTitle() == title
    assert window.files_and_records.current_file is None
    assert bad.read_bytes() == data


def test_a_save_that_fails_says_why_and_keeps_the_dot(qtbot, make_window, dialogs, tmp_path):
    """Saving into a folder that is not there: a message, the game still marked unsaved."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=8).to_dict())
    play_turns(qtbot, window, 1)
    dialogs.save = str(tmp_path / "gone" / "game.wwgame")
    assert not window.file_actions.save()
    assert len(dialogs.warnings) == 1
    assert dialogs.warnings[0].startswith("game.wwgame could not be saved")
    assert window.windowTitle().startswith("• ")


def test_open_recent_lists_saved_games_and_drops_missing_ones(
    qtbot, make_window, dialogs, tmp_path
):
    """Open Recent shows saved games newest first, opens them, and takes off files that are
    gone with a status message."""
    window = make_window(shuffled_deal(["Ann", "Ben"], seed=8).to_dict())
    menu = window.file_actions.recent_menu
    menu.aboutToShow.emit()
    assert [a.text() for a in menu.actions()] == ["No saved games yet"]
    for name in ("monday", "tuesday"):
        play_turns(qtbot, window, 1)
        dialogs.save = str(tmp_path / f"{name}.wwgame")
        window.file_actions.save_as_action.trigger()
    menu.aboutToShow.emit()
    labels = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert labels == ["&1 tuesday.wwgame", "&2 monday.wwgame", "&Clear the list"]
    menu.actions()[1].trigger()
    assert len(window.controller.state.turns) == 1
    assert window.windowTitle().startswith("monday.wwgame")
    (tmp_path / "tuesday.wwgame").unlink()
    menu.aboutToShow.emit()
    assert menu.actions()[0].text() == "&1 monday.wwgame"
    assert window.statusBar().currentMessage() == (
        "tuesday.wwgame is no longer there, so taken off Open Recent"
    )


def test_closing_mid_game_does_not_ask_and_the_next_start_offers_the_game(
    qtbot, make_window, dialogs
):
    """Closing with unsaved turns asks nothing; the recovery file keeps the game and the next
    window offers it back ("Resume the game from …?") and resumes it."""
    first = make_window(shuffled_deal(["Ann", "Ben"], seed=8).to_dict(), "challenge")
    play_turns(qtbot, first, 3)
    state, actions = first.controller.state, first.controller.actions
    first.close()
    recovery = first.paths.recovery_file
    assert recovery.is_file()

    second = make_window()
    offer = second.files_and_records.recovery_offer()
    assert offer is not None
    assert offer.question.startswith("Resume the game from today at ")
    assert "Ann " in offer.question and offer.question.endswith(" after 3 turns.")
    box = recovery_box(second, offer)
    assert box.text() == offer.question
    buttons = {b.objectName(): b.text() for b in box.buttons()}
    assert buttons == {"resumeButton": "&Resume", "startNewButton": "&Start new"}
    assert box.defaultButton().objectName() == "resumeButton"
    assert box.informativeText().endswith("Resume goes on with it; Start new leaves it behind.")
    box.deleteLater()
    other = recovery_box(second, offer, "&Start the new game")
    assert other.informativeText().endswith("Start the new game leaves it behind.")
    assert "Start new" not in other.informativeText()  # it said "Start new", not its button
    other.deleteLater()
    second.files_and_records.resume(offer)
    assert second.controller.state == state
    assert second.controller.actions == actions
    assert second.windowTitle() == "• Wild West"
    play_turns(qtbot, second, 1)
    assert len(second.controller.state.turns) == 4


def test_the_busy_box_offers_quit_first():
    """The second-copy question shows the lock's message with Quit (default) and Open anyway."""
    box = busy_box(
        "Wild West is already open with this data folder (process 4242 on this "
        "computer). Switch to that window, or close it first."
    )
    assert "process 4242" in box.text()
    assert {b.objectName() for b in box.buttons()} == {"quitButton", "openAnywayButton"}
    assert box.defaultButton().objectName() == "quitButton"
    box.deleteLater()


# ---------------------------------------------------------------- start-up, in a child process

CHILD = r"""
import json, os, sys
from PySide6.QtWidgets import QApplication, QMessageBox

app = QApplication(sys.argv[:1])
import wildwest.persistence.paths as paths
import wildwest.ui.dialogs.questions as questions

paths.admin_settings_dirs = lambda: []  # no school's /etc/xdg/WildWest from this machine

answers = json.loads(os.environ["WW_ANSWERS"])


def ask_resume(parent, offer, other=""):
    print("ASKED-RESUME " + json.dumps([offer.question, other]), flush=True)
    return answers["resume"]


def ask_open_anyway(message):
    print("ASKED-BUSY " + json.dumps(message), flush=True)
    return answers["open_anyway"]


def warning(parent, text):
    print("WARNING " + json.dumps(text), flush=True)


questions.ask_resume = ask_resume
questions.ask_open_anyway = ask_open_anyway
questions.warn = warning


def fake_exec(*_args):
    window = next(w for w in app.topLevelWidgets() if w.objectName() == "mainWindow")
    status = window.statusBar().currentMessage()
    for _ in range(answers.get("draws", 0)):
        if window.controller.state.is_over:
            break
        window.controller.draw()
    state = window.controller.state
    print("RESULT " + json.dumps({
        "title": window.windowTitle(),
        "page": window.pages.currentWidget().objectName(),
        "turns": None if state is None else len(state.turns),
        "status": status,
        "kept": window.files_and_records.store.kept,
    }), flush=True)
    window.close()
    return 0


QApplication.exec = fake_exec
from wildwest.__main__ import main

sys.exit(main(sys.argv[1:]))
"""


def run_app_child(
    args: list[str], answers: dict, *, launcher: Sequence[str] = (), **options
) -> tuple[int, dict, list[str]]:
    """Run ``wildwest ARGS`` in a child with the start-up questions answered from ``answers``;
    the exit status, the window's state when the event loop would start, and the questions.
    ``launcher`` goes before the command. The child reads no administrator's settings file
    from this machine (a school's /etc/xdg/WildWest would change it)."""
    done = subprocess.run(
        [*launcher, sys.executable, "-c", CHILD, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={
            **os.environ,
            "WW_ANSWERS": json.dumps(answers),
            **options.pop("env", {}),
        },
        check=False,
        timeout=120,
        **options,
    )
    result: dict = {}
    asked = []
    for line in done.stdout.splitlines():
        tag, _, rest = line.partition(" ")
        if tag == "RESULT":
            result = json.loads(rest)
        elif tag in ("ASKED-RESUME", "ASKED-BUSY", "WARNING"):
            asked.append(f"{tag} {json.loads(rest)}")
    assert done.returncode == 0 or not result, done.stderr
    return done.returncode, result, asked


def _left_behind(data: Path) -> tuple[int, str]:
    """A recovery file as a crash leaves it: a Challenge game after two turns."""
    deal = shuffled_deal(["Ann", "Ben"], seed=77)
    state = new_game(deal, Mode.CHALLENGE)
    actions = []
    for _ in range(2):
        state, _ = apply(state, Draw())
        action = Submit(answer_for(state.pending.number))
        state, _ = apply(state, action)
        actions += [Draw(), action]
    data.mkdir(parents=True, exist_ok=True)
    assert RecoveryFile(data / "recovery.wwgame").write(SavedGame.from_game(state, actions)) is None
    return len(state.turns), ", ".join(f"{s.name} {s.points}" for s in state.standings())


def test_start_up_offers_the_recovery_file_and_resumes(tmp_path):
    """wildwest --data-dir D after a crash: asked "Resume the game from …?"; Resume starts
    there with the dot (unsaved) in the title."""
    data = tmp_path / "data"
    turns, scores = _left_behind(data)
    status, result, asked = run_app_child(["--data-dir", str(data)], {"resume": True})
    assert status == 0
    assert len(asked) == 1 and asked[0].startswith("ASKED-RESUME ['Resume the game from today")
    assert f"{scores} after 2 turns (deal 77)" in asked[0]
    assert result["turns"] == turns and result["page"] == "gamePage"
    assert result["title"] == "• deal 77 — Wild West"
    assert (data / "recovery.wwgame").is_file()  # closed mid-game: still kept


def test_start_up_start_new_drops_the_recovery_file(tmp_path):
    """Start new at the recovery question: the new-game screen, and the recovery file is gone."""
    data = tmp_path / "data"
    _left_behind(data)
    status, result, _asked = run_app_child(["--data-dir", str(data)], {"resume": False})
    assert status == 0 and result["page"] == "newGameView" and result["turns"] is None
    assert not (data / "recovery.wwgame").exists()


def test_a_bare_wwgame_argument_opens_the_game_and_a_bad_one_says_why(tmp_path):
    """wildwest GAME.wwgame (a double-click) opens it; a bad file gets the loader's message and
    the new-game screen."""
    data = tmp_path / "data"
    game = tmp_path / "Our game.wwgame"
    shutil.copy(GOLDEN / "challenge-v1.wwgame", game)
    status, result, asked = run_app_child([str(game), "--data-dir", str(data)], {})
    assert status == 0 and asked == []
    assert result["title"].startswith("Our game.wwgame — Wild West")
    assert result["turns"] == len(load_game(game).to_state().turns)

    bad = tmp_path / "broken.wwgame"
    bad.write_bytes(b"")
    status, result, asked = run_app_child(["--open", str(bad), "--data-dir", str(data)], {})
    assert status == 0
    assert asked == ["WARNING broken.wwgame is empty: the game in it was never saved."]
    assert result["page"] == "newGameView"
    assert bad.read_bytes() == b""


HOLDER = """
import sys
from wildwest.persistence.instance import SingleInstance

instance = SingleInstance(sys.argv[1])
print("locked" if instance.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


def test_a_second_copy_on_the_same_data_folder_is_refused(tmp_path):
    """With the data folder in use, start-up says "already open (process N on this computer)";
    Quit ends with status 0 and no window; Open anyway runs without keeping records."""
    data = tmp_path / "data"
    data.mkdir()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data / "wildwest.lock")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"locked\n"
        status, result, asked = run_app_child(["--data-dir", str(data)], {"open_anyway": False})
        assert status == 0 and result == {}
        assert len(asked) == 1
        assert asked[0].startswith("ASKED-BUSY Wild West is already open")
        assert f"(process {holder.pid} on this computer)" in asked[0]

        status, result, asked = run_app_child(
            ["--data-dir", str(data), "--seed", "5", "--players", "2"],
            {"open_anyway": True, "draws": 2},
        )
        assert status == 0 and result["turns"] == 2 and result["kept"] is False
        assert "keeps no learning records" in result["status"]
    finally:
        assert holder.stdin is not None and holder.stdout is not None
        holder.stdin.write(b"\n")
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_a_read_only_data_folder_warns_and_the_game_plays(tmp_path, obeying_file_modes):
    """A data folder the user cannot write (in a child that obeys file modes, even as root):
    one warning line that records won't be kept, and a whole game still plays."""
    data = tmp_path / "data"
    home = tmp_path / "home"
    data.mkdir()
    home.mkdir()
    data.chmod(0o555)
    try:
        status, result, asked = run_app_child(
            ["--data-dir", str(data), "--seed", "5", "--players", "2"],
            {"draws": 100},
            launcher=obeying_file_modes,
            env={"HOME": str(home), "XDG_RUNTIME_DIR": str(home)},
        )
    finally:
        writable_again(data)
    assert status == 0 and asked == []
    assert result["status"].startswith("Records and settings won't be kept: ")
    assert str(data) in result["status"]
    assert "\n" not in result["status"]
    assert result["kept"] is False
    assert result["page"] == "gamePage"  # played to the end: the last turn stays in sight


def test_macos_file_open_event_opens_the_saved_game(qtbot, make_window, tmp_path):
    """A FileOpen event (macOS double-click on a .wwgame) opens that game in the window."""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from wildwest.app import install_file_open_handler

    source = make_window(shuffled_deal(["Ann", "Ben"], seed=77).to_dict(), "auto")
    source.controller.draw()
    path = tmp_path / "lesson.wwgame"
    assert source.files_and_records.save(path) is None
    target = make_window(None)
    handler = install_file_open_handler(QApplication.instance(), target)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
        assert target.controller.state == source.controller.state
    finally:
        QApplication.instance().removeEventFilter(handler)


def test_start_up_with_a_bad_deal_file_explains_it_on_the_new_game_screen(tmp_path):
    """wildwest --deal BAD.json: no crash and no silent exit; the new-game screen says why."""
    bad = tmp_path / "class.json"
    bad.write_text('{"players": ["Ann"], "face_pile": [], "digit_pile": []}', encoding="utf-8")
    status, result, _asked = run_app_child(
        ["--data-dir", str(tmp_path / "data"), "--deal", str(bad)], {}
    )
    assert status == 0 and result["page"] == "newGameView" and result["turns"] is None


@pytest.mark.parametrize(
    ("typed", "saved"),
    [
        ("game", "game.wwgame"),
        ("Mr. Smith class", "Mr. Smith class.wwgame"),
        ("game.v2", "game.v2.wwgame"),
        ("lesson.WWGAME", "lesson.WWGAME"),
    ],
)
def test_save_names_always_end_in_the_games_suffix(typed, saved):
    """A name with a dot in it still gets .wwgame, so Open and double-click find the file."""
    from wildwest.ui.look.widgets import with_suffix

    assert with_suffix(typed, ".wwgame") == saved


def test_start_up_with_a_deal_code_uses_the_remembered_house_rules(tmp_path):
    """wildwest --seed S --players N plays by the house rules in the settings (here equal
    turns off: 3 players with 2 packs play all 28 face cards, not 27)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "wildwest.ini").write_text("[game]\nequal_turns=false\n", encoding="utf-8")
    status, result, _asked = run_app_child(
        ["--data-dir", str(data), "--seed", "7", "--players", "3"], {"draws": 100}
    )
    assert status == 0 and result["turns"] == 28 and result["page"] == "gamePage"


@pytest.mark.parametrize(
    ("locked_mode", "mode"), [("practice", Mode.PRACTICE), ("challenge", Mode.CHALLENGE)]
)
def test_opening_a_game_saved_in_auto_plays_in_the_mode_the_school_locked(
    qtbot, tmp_path, dialogs, locked_mode, mode
):
    """Issue 12, item 3: with game/mode locked, opening (File → Open, --open, a double-click)
    a game saved in Auto played it in Auto. The lock wins: the window plays the locked mode
    and says why, and the file is left as it was."""
    from wildwest.app import create_main_window
    from wildwest.persistence.savefile import save_game

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text(f"[locked]\ngame/mode={locked_mode}\n", encoding="utf-8")
    path = tmp_path / "auto.wwgame"
    saved = SavedGame(shuffled_deal(["Ann", "Ben"], seed=8), Mode.AUTO, (Draw(), Draw()))
    save_game(path, saved)
    before = path.read_bytes()
    window = create_main_window(data_dir=tmp_path / "data", admin_files=[admin])
    qtbot.addWidget(window)
    assert window.file_actions.open_path(str(path))
    state = window.controller.state
    assert state is not None and state.mode is mode and state.turns == ()
    assert "school has set this computer" in window.statusBar().currentMessage() + " ".join(
        dialogs.warnings
    )
    assert path.read_bytes() == before


def test_the_status_bar_says_while_records_are_held_back(make_window, three_player_deal):
    """Issue 28: while learning records are held back (a full disk) the status bar says so,
    and says it again after any other message has had its turn; once they are written the
    line goes."""
    window = make_window(three_player_deal)
    bar = window.statusBar()
    line = "Records held back: disk full"
    files = window.files_and_records
    files.menu_changed.emit(dataclasses.replace(files.menu, held_back=line))
    assert bar.currentMessage() == line
    files.message.emit("Saved game.wwgame")
    assert bar.currentMessage() == "Saved game.wwgame"
    bar.clearMessage()  # what the message's time running out does
    assert bar.currentMessage() == line
    files.menu_changed.emit(dataclasses.replace(files.menu, held_back=""))
    assert bar.currentMessage() == ""
