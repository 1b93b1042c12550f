"""Settings: defaults, hand-edited values, and the administrator's defaults and locks."""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from pathlib import Path

import pytest

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import (
    DISPLAY_ANIMATIONS,
    DISPLAY_FOUR_COLOUR,
    DISPLAY_TEXT_SCALE,
    DISPLAY_THEME,
    GAME_EQUAL_TURNS,
    GAME_MODE,
    GAME_STEAL_COSTS_POINTS,
    PLAYERS_COUNT,
    PLAYERS_NAMES,
    PLAYERS_SEATS,
    REFERENCE_LOCK_CHECKER_IN_CHALLENGE,
    SCHEMA,
    WINDOW_GEOMETRY,
)


@pytest.fixture
def user_file(tmp_path):
    return tmp_path / "user" / "wildwest.ini"


def write_ini(path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_fresh_user_gets_every_default(user_file):
    """With no settings file at all, every setting has the default of its schema."""
    settings = Settings(user_file)
    for key, setting in SCHEMA.items():
        assert settings.get(setting) == setting.default, key
        assert not settings.is_locked(setting)
    assert settings.admin_messages == []


def test_values_are_kept_in_the_file(user_file):
    """A value set is written to the INI file and read back by the next run."""
    settings = Settings(user_file)
    assert settings.set_value(GAME_MODE, "practice")
    assert settings.set_value(PLAYERS_NAMES, ["Ann", "Ben"])
    assert settings.set_value(DISPLAY_TEXT_SCALE, 1.5)
    assert settings.set_value(GAME_EQUAL_TURNS, False)
    assert settings.sync() is None
    again = Settings(user_file)
    assert again.get(GAME_MODE) == "practice"
    assert again.get(PLAYERS_NAMES) == ["Ann", "Ben"]
    assert again.get(DISPLAY_TEXT_SCALE) == 1.5
    assert again.get(GAME_EQUAL_TURNS) is False


def test_bad_hand_edited_values_fall_back_to_defaults_with_a_warning(user_file, caplog):
    """Values a person typed wrongly into the INI file are ignored with a logged warning,
    and good values next to them still count."""
    write_ini(
        user_file,
        "[game]\nmode=hard\nequal_turns=maybe\nsteal_costs_points=yes\n"
        "[players]\ncount=99\n[display]\ntext_scale=abc\ntheme=dark\n",
    )
    settings = Settings(user_file)
    with caplog.at_level(logging.WARNING, logger="wildwest.persistence.settings"):
        assert settings.get(GAME_MODE) == "auto"
        assert settings.get(GAME_EQUAL_TURNS) is True
        assert settings.get(PLAYERS_COUNT) == 2
        assert settings.get(DISPLAY_TEXT_SCALE) == 1.0
        assert settings.get(GAME_STEAL_COSTS_POINTS) is True
        assert settings.get(DISPLAY_THEME) == "dark"
    warned = {r.getMessage().split()[1] for r in caplog.records if r.levelno == logging.WARNING}
    assert warned == {"game/mode", "game/equal_turns", "players/count", "display/text_scale"}


def test_invalid_values_are_refused_by_set_value(user_file):
    """set_value returns False and changes nothing for a value outside a setting's range."""
    settings = Settings(user_file)
    assert not settings.set_value(PLAYERS_COUNT, 1)
    assert not settings.set_value(GAME_MODE, "hard")
    assert not settings.set_value(PLAYERS_NAMES, ["x" * 100])
    assert settings.get(PLAYERS_COUNT) == 2 and settings.get(GAME_MODE) == "auto"


def test_set_value_announces_a_change_once(user_file, qtbot):
    """'changed' is emitted with the key and new value, and not for setting the same value."""
    settings = Settings(user_file)
    with qtbot.waitSignal(settings.changed) as blocker:
        assert settings.set_value(DISPLAY_THEME, "dark")
    assert blocker.args == ["display/theme", "dark"]
    with qtbot.assertNotEmitted(settings.changed):
        assert settings.set_value(DISPLAY_THEME, "dark")


def test_administrator_defaults_replace_the_built_in_ones(tmp_path, user_file):
    """An administrator's [defaults] change what a new user starts with, but the user may
    still change them."""
    admin = write_ini(
        tmp_path / "admin" / "wildwest-admin.ini",
        "[defaults]\ngame/mode=practice\ndisplay/four_colour=true\n",
    )
    settings = Settings(user_file, [admin])
    assert settings.get(GAME_MODE) == "practice"
    assert settings.default(GAME_MODE) == "practice"
    assert settings.get(DISPLAY_FOUR_COLOUR) is True
    assert not settings.is_locked(GAME_MODE)
    assert settings.set_value(GAME_MODE, "challenge")
    assert settings.get(GAME_MODE) == "challenge"


def test_a_bad_user_value_falls_back_to_the_administrators_default(tmp_path, user_file):
    """A broken user value falls back to the school's default, not the built-in one."""
    admin = write_ini(tmp_path / "admin.ini", "[defaults]\ngame/mode=challenge\n")
    write_ini(user_file, "[game]\nmode=nonsense\n")
    assert Settings(user_file, [admin]).get(GAME_MODE) == "challenge"


def test_locked_settings_ignore_user_values_and_writes(tmp_path, user_file):
    """A [locked] setting keeps the administrator's value: the user's file is ignored and
    set_value returns False without writing anything."""
    admin = write_ini(
        tmp_path / "admin.ini",
        "[locked]\ngame/mode=challenge\nreference/lock_checker_in_challenge=true\n",
    )
    write_ini(user_file, "[game]\nmode=practice\n")
    settings = Settings(user_file, [admin])
    assert settings.is_locked(GAME_MODE)
    assert settings.get(GAME_MODE) == "challenge"
    assert settings.set_value(GAME_MODE, "auto") is False
    assert settings.set_value(GAME_MODE, "challenge") is False
    assert settings.get(GAME_MODE) == "challenge"
    settings.sync()
    assert "practice" in user_file.read_text(encoding="utf-8")  # the user's file is untouched
    assert settings.get(REFERENCE_LOCK_CHECKER_IN_CHALLENGE) is True


def test_later_administrator_files_win(tmp_path, user_file):
    """With several administrator files (lowest priority first) the last one wins."""
    system = write_ini(tmp_path / "system.ini", "[defaults]\ndisplay/theme=dark\n")
    beside = write_ini(tmp_path / "beside.ini", "[defaults]\ndisplay/theme=high_contrast\n")
    assert Settings(user_file, [system, beside]).get(DISPLAY_THEME) == "high_contrast"


def test_unknown_and_bad_administrator_keys_are_reported(tmp_path, user_file):
    """Keys the app does not know, or values it cannot use, in an administrator's file are
    listed in admin_messages (one line each) and otherwise ignored."""
    admin = write_ini(
        tmp_path / "wildwest-admin.ini",
        "[defaults]\ngame/difficulty=hard\ngame/mode=practice\n"
        "[locked]\ndisplay/text_scale=9\nnetwork/enabled=false\n",
    )
    settings = Settings(user_file, [admin])
    assert settings.admin_messages == [
        f"{admin}, line 2: unknown setting game/difficulty in [defaults]; ignored",
        f"{admin}, line 5: display/text_scale=9 is not allowed "
        "(allowed: 1.0, 1.25, 1.5 or 2.0); ignored",
        f"{admin}, line 6: unknown setting network/enabled in [locked]; ignored",
    ]
    assert not settings.is_locked(DISPLAY_TEXT_SCALE)
    assert settings.get(GAME_MODE) == "practice"


def test_a_missing_administrator_file_is_silently_skipped(tmp_path, user_file):
    """Administrator files that do not exist (the usual case) change nothing."""
    settings = Settings(user_file, [tmp_path / "nowhere.ini"])
    assert settings.admin_messages == [] and settings.get(GAME_MODE) == "auto"


def test_settings_without_a_file_live_in_memory():
    """Settings(None) (tests, the self-test) keeps values in memory only."""
    settings = Settings(None)
    assert settings.set_value(DISPLAY_ANIMATIONS, False)
    assert settings.get(DISPLAY_ANIMATIONS) is False
    assert settings.sync() is None


def test_get_gives_each_setting_its_own_type(user_file):
    """get() gives a value of the setting's own type (mypy --strict checks the callers):
    bool, int, float, str, bytes, and a new list of strings each time, so changing it
    changes no setting behind its back."""
    settings = Settings(user_file)
    assert settings.set_value(PLAYERS_NAMES, ["Ann", "Ben"])
    assert settings.get(DISPLAY_ANIMATIONS) is True
    assert settings.get(PLAYERS_COUNT) == 2
    assert settings.get(DISPLAY_TEXT_SCALE) == 1.0
    assert settings.get(GAME_MODE) == "auto"
    names = settings.get(PLAYERS_NAMES)
    assert names == ["Ann", "Ben"]
    names.append("Cy")  # a copy: the setting is not changed behind its back
    assert settings.get(PLAYERS_NAMES) == ["Ann", "Ben"]
    assert settings.get(WINDOW_GEOMETRY) == b""
    for setting in SCHEMA.values():
        assert isinstance(settings.get(setting), setting.kind), setting.key
        assert settings.default(setting) == setting.default, setting.key


def test_the_schema_says_each_settings_type_default_and_limits():
    """Every setting's default is of its type and allowed; each number, list and bytes
    setting has its maximum, and the limits refuse what is past them."""
    for key, setting in SCHEMA.items():
        assert setting.key == key and setting.lockable, key
        assert isinstance(setting.default, setting.kind) and setting.allows(setting.default), key
        if setting.kind in (int, list, bytes):
            assert setting.maximum is not None, key
    assert PLAYERS_COUNT.allows(14) and not PLAYERS_COUNT.allows(15)
    assert not PLAYERS_COUNT.allows(1) and not PLAYERS_COUNT.allows(True)
    assert PLAYERS_NAMES.allows(["x" * 24] * 14)
    assert not PLAYERS_NAMES.allows(["x" * 25]) and not PLAYERS_NAMES.allows(["x"] * 15)
    assert not PLAYERS_SEATS.allows(["marshal"]) and not PLAYERS_NAMES.allows([3])
    assert WINDOW_GEOMETRY.allows(b"x" * 65536) and not WINDOW_GEOMETRY.allows(b"x" * 65537)
    assert not GAME_MODE.allows("hard") and not GAME_MODE.allows(1)
    assert not DISPLAY_TEXT_SCALE.allows(3.0) and not DISPLAY_ANIMATIONS.allows("true")


def test_no_settings_key_is_written_outside_the_schema():
    """A grep of wildwest/: the text of a settings key ("display/theme") appears only in
    the schema; everything else names the setting by its constant."""
    package = Path(__file__).resolve().parents[2] / "wildwest"
    found = [
        f"{path.relative_to(package)}: {key}"
        for path in sorted(package.rglob("*.py"))
        if path.name != "settings_schema.py"
        for key in SCHEMA
        if f'"{key}"' in path.read_text(encoding="utf-8")
    ]
    assert found == []


def test_the_readmes_table_lists_every_setting():
    """The README's table of keys for school IT names exactly the schema's settings."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    table = readme.split("The keys:", 1)[1].split("\n\n", 2)[1]
    listed = set(re.findall(r"`([a-z_]+/[a-z_]+)`", table))
    assert listed == set(SCHEMA)


def test_a_setting_a_school_may_not_lock_is_reported_in_locked(tmp_path, user_file, monkeypatch):
    """A setting whose schema says a school may not lock it is reported in [locked], like
    one the section does not know, and stays the user's to change; in [defaults] it works."""
    monkeypatch.setitem(SCHEMA, "display/theme", replace(DISPLAY_THEME, lockable=False))
    admin = write_ini(
        tmp_path / "wildwest-admin.ini",
        "[defaults]\ndisplay/theme=light\n[locked]\ndisplay/theme=dark\n",
    )
    settings = Settings(user_file, [admin])
    assert settings.admin_messages == [
        f"{admin}, line 4: unknown setting display/theme in [locked]; ignored"
    ]
    assert not settings.is_locked(DISPLAY_THEME) and settings.get(DISPLAY_THEME) == "light"
    assert settings.set_value(DISPLAY_THEME, "dark")
