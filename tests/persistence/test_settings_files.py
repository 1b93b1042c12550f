"""Settings files as they are found on real computers: pickles planted in them, files written
by QSettings, PowerShell's UTF-16, capitalised sections, lines IT got wrong, other copies."""

from __future__ import annotations

import base64
import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from wildwest.engine import Draw, Mode, Rules, Submit, parse_deal, shuffled_deal
from wildwest.persistence.ini import escape_string, unescape_value
from wildwest.persistence.locks import LockedGame, LockedRules
from wildwest.persistence.savefile import SavedGame
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import (
    CLASS_FOLDER,
    DISPLAY_ANIMATIONS,
    DISPLAY_TEXT_SCALE,
    DISPLAY_THEME,
    FILES_RECENT,
    GAME_EQUAL_TURNS,
    GAME_FACE_CARDS,
    GAME_MODE,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    PLAYERS_COUNT,
    PLAYERS_NAMES,
    SCHEMA,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
)

from .games import worked_example_deal
from .unprivileged import needs_posix, run_unprivileged, scratch_folder


class MakeFolder:
    """A pickle payload: unpickling it calls os.mkdir(path) — code run from a settings file."""

    def __init__(self, path: Path) -> None:
        self.path = str(path)

    def __reduce__(self):
        return (os.mkdir, (self.path,))


def plant_pickle(ini: Path, key: str, target: Path) -> None:
    """Write, the way PySide does, a value under ``key`` whose unpickling makes ``target``."""
    ini.parent.mkdir(parents=True, exist_ok=True)
    planted = QSettings(str(ini), QSettings.Format.IniFormat)
    planted.setValue(key, MakeFolder(target))
    planted.sync()
    del planted
    assert "PyObjectWrapper" in ini.read_text(encoding="utf-8", errors="replace")


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


# ---------------------------------------------------------------- pickles run nothing


READ_WITH_QSETTINGS = """
import sys
from PySide6.QtCore import QSettings
QSettings(sys.argv[1], QSettings.Format.IniFormat).value(sys.argv[2])
"""


def test_the_planted_file_really_runs_code_through_qsettings(tmp_path):
    """The attack is real: QSettings itself, in a fresh process, unpickles the planted value
    and makes the folder (so the tests below, where nothing is made, can fail)."""
    ini, target = tmp_path / "wildwest.ini", tmp_path / "pwned"
    plant_pickle(ini, "display/theme", target)
    subprocess.run(
        [sys.executable, "-c", READ_WITH_QSETTINGS, str(ini), "display/theme"], check=True
    )
    assert target.is_dir()


@pytest.mark.parametrize("key", ["window/geometry", "display/theme", "some/unknown_key"])
def test_a_pickle_in_the_user_file_runs_nothing(tmp_path, key, caplog):
    """A user settings file with a pickle under any key (known or not) makes no folder: the
    value is ignored, the setting keeps its default, and the log says why."""
    ini, target = tmp_path / "user" / "wildwest.ini", tmp_path / "pwned"
    plant_pickle(ini, key, target)
    settings = Settings(ini)
    for setting in SCHEMA.values():
        settings.get(setting)
    assert settings.get(WINDOW_GEOMETRY) == b""
    assert settings.get(DISPLAY_THEME) == "system"
    assert settings.set_value(DISPLAY_THEME, "dark") and settings.sync() is None
    assert Settings(ini).get(DISPLAY_THEME) == "dark"
    assert not target.exists()
    if key in SCHEMA:
        assert any("never read" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("section", ["defaults", "locked"])
def test_a_pickle_in_the_administrators_file_runs_nothing(tmp_path, section):
    """An administrator's file with a pickle makes no folder and locks nothing; the school's
    IT is told which file and line."""
    admin, target = tmp_path / "admin" / "wildwest-admin.ini", tmp_path / "pwned"
    plant_pickle(admin, f"{section}/game/mode", target)
    settings = Settings(tmp_path / "user.ini", [admin])
    assert not target.exists()
    assert not settings.is_locked(GAME_MODE) and settings.get(GAME_MODE) == "auto"
    assert len(settings.admin_messages) == 1
    assert settings.admin_messages[0].startswith(f"{admin}, line 2: game/mode=@Variant(")
    assert "never read" in settings.admin_messages[0]


def test_the_window_layout_is_stored_as_base64_text(tmp_path):
    """Bytes settings go to the file as base64 text (no @Variant, no @ByteArray) and come
    back as the same bytes."""
    ini = tmp_path / "wildwest.ini"
    geometry = bytes(range(256)) * 2
    settings = Settings(ini)
    assert settings.set_value(WINDOW_GEOMETRY, geometry)
    assert settings.set_value(WINDOW_STATE, b"\x00\xff")
    assert settings.sync() is None
    text = ini.read_text(encoding="utf-8")
    assert "@" not in text
    assert base64.b64encode(geometry).decode() in text
    again = Settings(ini)
    assert again.get(WINDOW_GEOMETRY) == geometry
    assert again.get(WINDOW_STATE) == b"\x00\xff"


def test_an_old_byte_array_geometry_is_forgotten(tmp_path):
    """An @ByteArray(…) geometry from an older build is not used: the window opens at its
    default size."""
    ini = write(tmp_path / "wildwest.ini", "[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0)\n")
    assert Settings(ini).get(WINDOW_GEOMETRY) == b""


# ---------------------------------------------------------------- compatible with QSettings


NAMES = st.lists(
    st.text(
        st.characters(blacklist_categories=("Cs",)),
        min_size=1,
        max_size=MAX_NAME_LENGTH,
    ),
    min_size=2,
    max_size=MAX_PLAYERS,
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(names=NAMES, scale=st.sampled_from([1.0, 1.25, 1.5, 2.0]), animations=st.booleans())
def test_a_file_written_by_qsettings_reads_the_same(tmp_path_factory, names, scale, animations):
    """A settings file written by the earlier, QSettings-based versions (any names, with
    commas, quotes, backslashes, emoji, leading @) gives the same values."""
    ini = tmp_path_factory.mktemp("qs") / "wildwest.ini"
    old = QSettings(str(ini), QSettings.Format.IniFormat)
    old.setValue("players/names", names)
    old.setValue("players/count", len(names))
    old.setValue("display/text_scale", scale)
    old.setValue("display/animations", animations)
    old.setValue("files/recent", ["/home/ann/Ann, Ben - deal 12.wwgame", r"C:\Games\a b.wwgame"])
    old.sync()
    del old
    now = Settings(ini)
    assert now.get(PLAYERS_NAMES) == names
    assert now.get(PLAYERS_COUNT) == len(names)
    assert now.get(DISPLAY_TEXT_SCALE) == scale
    assert now.get(DISPLAY_ANIMATIONS) is animations
    assert now.get(FILES_RECENT) == [
        "/home/ann/Ann, Ben - deal 12.wwgame",
        r"C:\Games\a b.wwgame",
    ]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(names=NAMES, mode=st.sampled_from(["practice", "challenge"]))
def test_a_file_written_now_reads_the_same_in_qsettings(tmp_path_factory, names, mode):
    """The file written now is read by QSettings (an older version of the app, after a
    downgrade) as the same values, and gives it no pickle to unpickle."""
    ini = tmp_path_factory.mktemp("new") / "wildwest.ini"
    now = Settings(ini)
    assert now.set_value(PLAYERS_NAMES, names)
    assert now.set_value(GAME_MODE, mode)
    assert now.set_value(GAME_EQUAL_TURNS, False)
    assert now.set_value(WINDOW_GEOMETRY, b"\x01\x02")
    assert now.sync() is None
    old = QSettings(str(ini), QSettings.Format.IniFormat)
    assert old.value("players/names") == names
    assert old.value("game/mode") == mode
    assert old.value("game/equal_turns") == "false"
    assert old.value("window/geometry") == "AQI="


@given(text=st.text(max_size=40))
def test_escaping_round_trips_any_text(text):
    """Any string, control characters and lone surrogates included, is written so that it
    reads back exactly (a one-item value, not split on its commas)."""
    assert unescape_value(escape_string(text)) == text


def test_values_without_a_section_and_in_capitals_are_read(tmp_path):
    """A hand-written file with `display/theme=dark` before any section, or `[Display]`
    `Theme=Dark`, is understood; spaces around `=` and comments are allowed."""
    ini = write(
        tmp_path / "wildwest.ini",
        "; my settings\ndisplay/theme = dark\n# another comment\n[Game]\nMode = Challenge ; hi\n",
    )
    settings = Settings(ini)
    assert settings.get(DISPLAY_THEME) == "dark"
    assert settings.get(GAME_MODE) == "challenge"


def test_keys_this_version_does_not_know_are_kept(tmp_path):
    """Settings of a newer version in the user's file survive this version writing it."""
    ini = write(tmp_path / "wildwest.ini", '[future]\nsetting="a, b"\n[display]\ntheme=dark\n')
    settings = Settings(ini)
    assert settings.set_value(DISPLAY_ANIMATIONS, False) and settings.sync() is None
    text = ini.read_text(encoding="utf-8")
    assert '[future]\nsetting="a, b"\n' in text
    assert "theme=dark" in text and "animations=false" in text


def test_two_copies_do_not_undo_each_others_changes(tmp_path):
    """Two copies of the app with one settings file: each writes only what it changed, so
    both changes are in the file."""
    ini = tmp_path / "wildwest.ini"
    first, second = Settings(ini), Settings(ini)
    assert first.set_value(DISPLAY_THEME, "dark") and first.sync() is None
    assert second.set_value(DISPLAY_ANIMATIONS, False) and second.sync() is None
    third = Settings(ini)
    assert third.get(DISPLAY_THEME) == "dark"
    assert third.get(DISPLAY_ANIMATIONS) is False


def test_a_change_is_written_soon_without_sync(tmp_path, qtbot):
    """With an event loop running, a changed setting reaches the file by itself (a crash
    right after loses nothing)."""
    ini = tmp_path / "wildwest.ini"
    settings = Settings(ini)
    assert settings.set_value(DISPLAY_THEME, "high_contrast")
    qtbot.waitUntil(lambda: ini.exists() and "high_contrast" in ini.read_text(encoding="utf-8"))


def test_a_user_file_that_is_not_text_is_moved_aside_not_deleted(tmp_path, caplog):
    """A settings file of random bytes is ignored (defaults, a log line) and, at the next
    write, renamed beside itself rather than overwritten."""
    ini = write(tmp_path / "wildwest.ini", bytes(range(128, 256)) * 4)
    settings = Settings(ini)
    assert settings.get(GAME_MODE) == "auto"
    assert any("not text" in r.getMessage() for r in caplog.records)
    assert settings.set_value(GAME_MODE, "practice") and settings.sync() is None
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("wildwest.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == bytes(range(128, 256)) * 4
    assert Settings(ini).get(GAME_MODE) == "practice"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_in_place_of_a_settings_file_does_not_hang(tmp_path):
    """A pipe called wildwest.ini (or wildwest-admin.ini) is never read from, so start-up
    does not wait on it; the administrator's one is reported."""
    user, admin = tmp_path / "wildwest.ini", tmp_path / "wildwest-admin.ini"
    os.mkfifo(user)
    os.mkfifo(admin)
    settings = Settings(user, [admin])
    assert settings.get(GAME_MODE) == "auto"
    assert settings.admin_messages == [f"{admin} is not a regular file; ignored"]
    assert settings.set_value(GAME_MODE, "practice")
    problem = settings.sync()
    assert problem == (
        f"Settings could not be saved to {user}: it cannot be read (it is not a regular file)"
    )
    assert stat.S_ISFIFO(os.lstat(user).st_mode)


UNREADABLE_USER_FILE = """
import sys
from pathlib import Path
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_THEME, GAME_MODE

ini = Path(sys.argv[1]) / "wildwest.ini"
ini.write_text("[display]\\ntheme=dark\\n", encoding="utf-8")
ini.chmod(0o200)
settings = Settings(ini)
print(settings.get(DISPLAY_THEME))
print(settings.set_value(GAME_MODE, "practice"))
print(settings.sync())
ini.chmod(0o600)
print(ini.read_text(encoding="utf-8").split())
"""


@pytest.mark.skipif(needs_posix, reason="POSIX file modes")
def test_a_user_file_that_cannot_be_read_is_never_replaced(obeying_file_modes):
    """A settings file the user may not read gives the defaults, and writing is refused with
    a message rather than replacing a file that may hold the user's settings."""
    with scratch_folder() as folder:
        done = run_unprivileged(obeying_file_modes, UNREADABLE_USER_FILE, str(folder))
    assert done.returncode == 0, done.stderr
    ini = folder / "wildwest.ini"
    assert done.stdout.splitlines() == [
        "system",
        "True",
        f"Settings could not be saved to {ini}: it cannot be read (Permission denied)",
        "['[display]', 'theme=dark']",
    ]


# ---------------------------------------------------------------- the administrator's file

LOCKS = "[Locked]\nGame/Mode=challenge\ngame/EQUAL_TURNS=false\n[DEFAULTS]\ndisplay/theme=dark\n"


@pytest.mark.parametrize(
    "encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le-bom", "utf-16-be-bom", "utf-16-le"]
)
def test_an_administrators_file_in_any_windows_encoding_locks(tmp_path, encoding):
    """UTF-8 with or without a BOM, UTF-16 with a BOM (PowerShell 5's Out-File) in either byte
    order, even UTF-16 without one, and capitalised section and key names all lock."""
    boms = {
        "utf-16-le-bom": ("utf-16-le", b"\xff\xfe"),
        "utf-16-be-bom": ("utf-16-be", b"\xfe\xff"),
    }
    codec, bom = boms.get(encoding, (encoding, b""))
    data = bom + LOCKS.replace("\n", "\r\n").encode(codec)
    admin = write(tmp_path / "wildwest-admin.ini", data)
    settings = Settings(tmp_path / "user.ini", [admin])
    assert settings.admin_messages == []
    assert settings.is_locked(GAME_MODE) and settings.get(GAME_MODE) == "challenge"
    assert settings.is_locked(GAME_EQUAL_TURNS) and settings.get(GAME_EQUAL_TURNS) is False
    assert not settings.is_locked(DISPLAY_THEME) and settings.get(DISPLAY_THEME) == "dark"


def test_every_line_the_app_cannot_use_is_reported_with_its_file_and_line(tmp_path):
    """Unknown sections and keys, bad values, lines that are not key=value, bytes that are not
    text, keys outside any section and a broken header: one message each, in line order,
    naming the file and the line; the good lines still count."""
    admin = write(
        tmp_path / "wildwest-admin.ini",
        b"game/mode=practice\n"  # 1: outside a section
        b"[locked]\n"
        b"display/theme=purple\n"  # 3: bad value
        b"just some words\n"  # 4: not key=value
        b"players/count=4\n"
        b"players/names=Z\xe9lie\n"  # 6: not UTF-8 (Latin-1 from Notepad)
        b"[Teachers]\n"  # 7: unknown section
        b"game/mode=auto\n"
        b"[locked\n"  # 9: broken header
        b"display/animations=false\n"
        b"[defaults]\n"
        b"game/mode=sometimes\n"  # 12: bad value
        b"game/face_cards=jacks_only\n",
    )
    settings = Settings(tmp_path / "user.ini", [admin])
    where = f"{admin}, line"
    assert settings.admin_messages == [
        f"{where} 1: game/mode is outside [defaults] and [locked]; ignored",
        f"{where} 3: display/theme=purple is not allowed "
        "(allowed: system, light, dark or high_contrast); ignored",
        f"{where} 4: is not key=value; ignored",
        f"{where} 6: has bytes that are not UTF-8 text; ignored",
        f"{where} 7: [Teachers] is not a section Wild West knows (use [defaults], [locked] or "
        "[class]); its settings are ignored",
        f"{where} 9: is not a [section] line; ignored",
        f"{where} 12: game/mode=sometimes is not allowed "
        "(allowed: auto, practice or challenge); ignored",
    ]
    assert settings.locked_keys() == ["players/count"]
    assert settings.get(PLAYERS_COUNT) == 4
    assert settings.get(GAME_MODE) == "auto" and not settings.is_locked(GAME_MODE)
    assert settings.default(GAME_FACE_CARDS) == "jacks_only"
    assert all("\n" not in message for message in settings.admin_messages)


def test_an_administrators_file_that_is_not_text_is_reported(tmp_path):
    """A file of binary junk is reported in one line and changes nothing."""
    admin = write(tmp_path / "wildwest-admin.ini", bytes(range(128, 256)))
    settings = Settings(tmp_path / "user.ini", [admin])
    assert settings.admin_messages == [
        f"{admin} is not text in UTF-8 or UTF-16 (with a BOM); its settings were ignored"
    ]
    assert settings.locked_keys() == []


def test_a_folder_named_like_the_administrators_file_is_reported(tmp_path):
    """A folder called wildwest-admin.ini is reported, not read."""
    (tmp_path / "wildwest-admin.ini").mkdir()
    settings = Settings(tmp_path / "user.ini", [tmp_path / "wildwest-admin.ini"])
    assert settings.admin_messages == [
        f"{tmp_path / 'wildwest-admin.ini'} is a folder, not a settings file; ignored"
    ]


UNREADABLE_ADMIN = """
import sys
from pathlib import Path
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import GAME_MODE

admin = Path(sys.argv[1]) / "wildwest-admin.ini"
admin.write_text("[locked]\\ngame/mode=challenge\\n", encoding="utf-8")
admin.chmod(0)
settings = Settings(None, [admin])
print(settings.is_locked(GAME_MODE))
print(*settings.admin_messages, sep="\\n")
"""


@pytest.mark.skipif(needs_posix, reason="POSIX file modes")
def test_an_administrators_file_that_cannot_be_read_is_reported(obeying_file_modes):
    """A file the user may not read is reported with the reason, and locks nothing."""
    with scratch_folder() as folder:
        done = run_unprivileged(obeying_file_modes, UNREADABLE_ADMIN, str(folder))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "False",
        f"{folder / 'wildwest-admin.ini'} could not be read (Permission denied); "
        "its settings were ignored",
    ]


def test_a_lock_in_an_earlier_file_is_not_undone_by_a_later_default(tmp_path):
    """A setting locked by one administrator's file stays locked, with its value, when a later
    file only sets a default for it; a later lock does win."""
    system = write(tmp_path / "system.ini", "[locked]\ngame/mode=challenge\ndisplay/theme=dark\n")
    beside = write(
        tmp_path / "beside.ini", "[defaults]\ngame/mode=auto\n[locked]\ndisplay/theme=light\n"
    )
    settings = Settings(tmp_path / "user.ini", [system, beside])
    assert settings.get(GAME_MODE) == "challenge" and settings.is_locked(GAME_MODE)
    assert settings.get(DISPLAY_THEME) == "light"


# ---------------------------------------------------------------- locks win over game files


def locked(tmp_path: Path, text: str) -> LockedRules:
    admin = write(tmp_path / "wildwest-admin.ini", "[locked]\n" + text)
    settings = Settings(None, [admin])
    assert settings.admin_messages == []
    return settings.locked_game_rules()


def test_locked_game_rules_name_what_is_locked(tmp_path):
    """locked_game_rules() has the locked mode and house rules, None for the rest."""
    assert not Settings(None).locked_game_rules().any
    locks = locked(tmp_path, "game/mode=challenge\ngame/steal_costs_points=true\n")
    assert locks == LockedRules(mode=Mode.CHALLENGE, steal_costs_points=True)
    assert locks.any
    assert locks.game_mode("auto") is Mode.CHALLENGE
    assert LockedRules().game_mode("practice") is Mode.PRACTICE
    face = locked(tmp_path, "game/face_cards=no_kings\n")
    assert face.face_cards == "no_kings" and face.mode is None


def test_a_deal_files_rules_cannot_override_locked_house_rules(tmp_path):
    """A deal file that asks for other house rules is played by the locked ones; rules that
    are not locked stay the file's."""
    locks = locked(tmp_path, "game/equal_turns=true\n")
    deal = parse_deal(
        {
            "players": ["Ann", "Ben"],
            "face_pile": ["JK", "KS"],
            "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"],
            "rules": {"equal_turns": False, "steal_costs_points": True},
        }
    )
    played = locks.deal(deal)
    assert played.rules == Rules(equal_turns=True, steal_costs_points=True)
    assert played.players == deal.players and played.face_pile == deal.face_pile
    assert locks.rules(Rules(equal_turns=False)) == Rules(equal_turns=True)


def test_a_game_saved_in_auto_opens_in_the_locked_mode(tmp_path):
    """Opening a game saved in Auto where Challenge is locked plays the same deal in
    Challenge, from the first turn (Auto moves are not Challenge moves), and says so."""
    locks = locked(tmp_path, "game/mode=challenge\n")
    saved = SavedGame(worked_example_deal(), Mode.AUTO, (Draw(),), game_id="abc")
    opened = locks.saved_game(saved)
    assert opened.restarted
    assert opened.saved == SavedGame(worked_example_deal(), Mode.CHALLENGE, ())
    assert opened.saved.to_state().mode is Mode.CHALLENGE
    assert opened.note == (
        "This game starts again from the first turn, because it was played in Auto and the "
        "school has set this computer to Challenge. The file is unchanged."
    )
    fresh = locks.saved_game(SavedGame(worked_example_deal(), Mode.AUTO, ()))
    assert not fresh.restarted and fresh.saved.mode is Mode.CHALLENGE
    assert fresh.note == "This game is played in Challenge, as the school has set this computer."


def test_a_saved_game_carries_on_under_locked_house_rules_when_its_moves_fit(tmp_path):
    """A game in progress saved with other house rules is replayed by the locked ones (its
    moves still fit), keeping its moves and records id."""
    locks = locked(tmp_path, "game/steal_costs_points=true\n")
    deal = shuffled_deal(["Ann", "Ben"], seed=5)
    saved = SavedGame(deal, Mode.PRACTICE, (Draw(),), game_id="abc")
    opened = locks.saved_game(saved)
    assert not opened.restarted and opened.note is not None
    assert opened.saved.actions == saved.actions and opened.saved.game_id == "abc"
    assert opened.saved.deal.rules == Rules(steal_costs_points=True)


def test_a_game_that_follows_the_locks_or_is_over_opens_unchanged(tmp_path):
    """Locks change nothing about a game already played by them, or one that is finished."""
    locks = locked(tmp_path, "game/mode=practice\n")
    saved = SavedGame(worked_example_deal(), Mode.PRACTICE, (Draw(), Submit("3 x 11")))
    assert locks.saved_game(saved).saved is saved
    finished = SavedGame(worked_example_deal(), Mode.AUTO, (Draw(), Draw()))
    assert finished.to_state().is_over
    assert locks.saved_game(finished) == LockedGame(finished)


def test_bad_hand_edited_values_are_logged_once(tmp_path, caplog):
    """A bad value in the user's file is logged when the file is read, not on every read."""
    ini = write(tmp_path / "wildwest.ini", "[game]\nmode=hard\n")
    settings = Settings(ini)
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        for _ in range(3):
            assert settings.get(GAME_MODE) == "auto"
    assert caplog.records == []


def test_a_file_of_many_bad_lines_gives_a_bounded_number_of_messages(tmp_path):
    """An administrator's file with thousands of unusable lines gives MAX_ADMIN_MESSAGES
    (20) lines and one saying how many more are in the log."""
    admin = write(tmp_path / "wildwest-admin.ini", "[locked]\n" + "nonsense\n" * 5000)
    messages = Settings(None, [admin]).admin_messages
    assert len(messages) == 21
    assert messages[0] == f"{admin}, line 2: is not key=value; ignored"
    assert messages[-1] == f"{admin}: 4980 more lines could not be used (listed in the log)"


# ---------------------------------------------------------------- the class folder


def test_the_class_section_sets_and_locks_the_class_folder_as_typed(tmp_path):
    """Issue 29: ``[class] folder=…`` (any case) sets class/folder and locks it; the folder is
    taken as typed (a backslash stays a backslash, as in ``\\\\server\\share``), quotes and
    spaces round it go; the user's file cannot change it."""
    admin = write(tmp_path / "wildwest-admin.ini", '[Class]\nFolder = "/srv/classes/5B\\new"\n')
    user = write(tmp_path / "user.ini", "[class]\nfolder=/home/ann/mine\n")
    settings = Settings(user, [admin])
    assert settings.admin_messages == []
    assert settings.is_locked(CLASS_FOLDER)
    assert settings.get(CLASS_FOLDER) == "/srv/classes/5B\\new"
    assert not settings.set_value(CLASS_FOLDER, "/tmp/other")
    assert settings.get(CLASS_FOLDER) == "/srv/classes/5B\\new"


def test_the_class_folder_in_locked_and_defaults_reads_the_same(tmp_path):
    """``[locked] class/folder=`` locks it too, ``[defaults] class/folder=`` only offers it;
    a later file's lock wins (the system's own place is read last)."""
    offered = write(tmp_path / "a.ini", "[defaults]\nclass/folder=/srv/a\\x\n")
    settings = Settings(None, [offered])
    assert settings.get(CLASS_FOLDER) == "/srv/a\\x" and not settings.is_locked(CLASS_FOLDER)
    assert (
        settings.set_value(CLASS_FOLDER, "/srv/mine") and settings.get(CLASS_FOLDER) == "/srv/mine"
    )
    first = write(tmp_path / "b.ini", "[class]\nfolder=/srv/first\n")
    last = write(tmp_path / "c.ini", "[locked]\nclass/folder=/srv/last\n")
    settings = Settings(None, [first, last])
    assert settings.get(CLASS_FOLDER) == "/srv/last" and settings.is_locked(CLASS_FOLDER)


def test_a_bad_class_section_is_reported_line_by_line(tmp_path):
    """A relative folder, another key in [class], and a game setting under [class] are each
    reported with their line, and lock nothing."""
    admin = write(
        tmp_path / "wildwest-admin.ini",
        "[class]\nfolder=classes/5B\nteacher=Mr Lee\nmode=practice\n",
    )
    settings = Settings(None, [admin])
    where = f"{admin}, line"
    assert settings.admin_messages == [
        f"{where} 2: class/folder=classes/5B is not allowed "
        "(allowed: a folder's full path as typed, or nothing for none); ignored",
        f"{where} 3: unknown setting teacher in [class]; ignored",
        f"{where} 4: unknown setting mode in [class]; ignored",
    ]
    assert settings.locked_keys() == []


def test_the_users_own_class_folder_is_kept_with_its_backslashes(tmp_path):
    """The teacher's choice in the app is written to the user's file (Qt's escapes) and
    read back the same, backslashes and all."""
    folder = "/media/STICK/5B\\Maths, 2026"
    settings = Settings(tmp_path / "user.ini")
    assert settings.set_value(CLASS_FOLDER, folder)
    assert settings.sync() is None
    assert Settings(tmp_path / "user.ini").get(CLASS_FOLDER) == folder
    assert not settings.set_value(CLASS_FOLDER, "relative/folder")
