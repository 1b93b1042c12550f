"""Settings: defaults, hand-edited values, and the administrator's defaults and locks."""

from __future__ import annotations

import logging

import pytest

from wildwest.persistence.settings import SCHEMA, Settings


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
        assert settings.value(key) == setting.default, key
        assert not settings.is_locked(key)
    assert settings.admin_messages == []


def test_values_are_kept_in_the_file(user_file):
    """A value set is written to the INI file and read back by the next run."""
    settings = Settings(user_file)
    assert settings.set_value("game/mode", "practice")
    assert settings.set_value("players/names", ["Ann", "Ben"])
    assert settings.set_value("display/text_scale", 1.5)
    assert settings.set_value("game/equal_turns", False)
    assert settings.sync() is None
    again = Settings(user_file)
    assert again.value("game/mode") == "practice"
    assert again.value("players/names") == ["Ann", "Ben"]
    assert again.value("display/text_scale") == 1.5
    assert again.value("game/equal_turns") is False


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
        assert settings.value("game/mode") == "auto"
        assert settings.value("game/equal_turns") is True
        assert settings.value("players/count") == 2
        assert settings.value("display/text_scale") == 1.0
        assert settings.value("game/steal_costs_points") is True
        assert settings.value("display/theme") == "dark"
    warned = {r.getMessage().split()[1] for r in caplog.records if r.levelno == logging.WARNING}
    assert warned == {"game/mode", "game/equal_turns", "players/count", "display/text_scale"}


def test_invalid_values_are_refused_by_set_value(user_file):
    """set_value returns False and changes nothing for a value outside a setting's range."""
    settings = Settings(user_file)
    assert not settings.set_value("players/count", 1)
    assert not settings.set_value("game/mode", "hard")
    assert not settings.set_value("players/names", ["x" * 100])
    assert settings.value("players/count") == 2 and settings.value("game/mode") == "auto"


def test_set_value_announces_a_change_once(user_file, qtbot):
    """'changed' is emitted with the key and new value, and not for setting the same value."""
    settings = Settings(user_file)
    with qtbot.waitSignal(settings.changed) as blocker:
        assert settings.set_value("display/theme", "dark")
    assert blocker.args == ["display/theme", "dark"]
    with qtbot.assertNotEmitted(settings.changed):
        assert settings.set_value("display/theme", "dark")


def test_administrator_defaults_replace_the_built_in_ones(tmp_path, user_file):
    """An administrator's [defaults] change what a new user starts with, but the user may
    still change them."""
    admin = write_ini(
        tmp_path / "admin" / "wildwest-admin.ini",
        "[defaults]\ngame/mode=practice\ndisplay/four_colour=true\n",
    )
    settings = Settings(user_file, [admin])
    assert settings.value("game/mode") == "practice"
    assert settings.default("game/mode") == "practice"
    assert settings.value("display/four_colour") is True
    assert not settings.is_locked("game/mode")
    assert settings.set_value("game/mode", "challenge")
    assert settings.value("game/mode") == "challenge"


def test_a_bad_user_value_falls_back_to_the_administrators_default(tmp_path, user_file):
    """A broken user value falls back to the school's default, not the built-in one."""
    admin = write_ini(tmp_path / "admin.ini", "[defaults]\ngame/mode=challenge\n")
    write_ini(user_file, "[game]\nmode=nonsense\n")
    assert Settings(user_file, [admin]).value("game/mode") == "challenge"


def test_locked_settings_ignore_user_values_and_writes(tmp_path, user_file):
    """A [locked] setting keeps the administrator's value: the user's file is ignored and
    set_value returns False without writing anything."""
    admin = write_ini(
        tmp_path / "admin.ini",
        "[locked]\ngame/mode=challenge\nreference/lock_checker_in_challenge=true\n",
    )
    write_ini(user_file, "[game]\nmode=practice\n")
    settings = Settings(user_file, [admin])
    assert settings.is_locked("game/mode")
    assert settings.value("game/mode") == "challenge"
    assert settings.set_value("game/mode", "auto") is False
    assert settings.set_value("game/mode", "challenge") is False
    assert settings.value("game/mode") == "challenge"
    settings.sync()
    assert "practice" in user_file.read_text(encoding="utf-8")  # the user's file is untouched
    assert settings.value("reference/lock_checker_in_challenge") is True


def test_later_administrator_files_win(tmp_path, user_file):
    """With several administrator files (lowest priority first) the last one wins."""
    system = write_ini(tmp_path / "system.ini", "[defaults]\ndisplay/theme=dark\n")
    beside = write_ini(tmp_path / "beside.ini", "[defaults]\ndisplay/theme=high_contrast\n")
    assert Settings(user_file, [system, beside]).value("display/theme") == "high_contrast"


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
    assert not settings.is_locked("display/text_scale")
    assert settings.value("game/mode") == "practice"


def test_a_missing_administrator_file_is_silently_skipped(tmp_path, user_file):
    """Administrator files that do not exist (the usual case) change nothing."""
    settings = Settings(user_file, [tmp_path / "nowhere.ini"])
    assert settings.admin_messages == [] and settings.value("game/mode") == "auto"


def test_settings_without_a_file_live_in_memory():
    """Settings(None) (tests, the self-test) keeps values in memory only."""
    settings = Settings(None)
    assert settings.set_value("display/animations", False)
    assert settings.value("display/animations") is False
    assert settings.sync() is None


def test_typed_getters_return_their_type_and_refuse_another_kind(user_file):
    """bool_value, int_value, float_value, str_value, names_value and bytes_value give the
    setting's own type (for mypy --strict callers) and raise TypeError for a key of another
    type, a programming mistake."""
    settings = Settings(user_file)
    assert settings.set_value("players/names", ["Ann", "Ben"])
    assert settings.bool_value("display/animations") is True
    assert settings.int_value("players/count") == 2
    assert settings.float_value("display/text_scale") == 1.0
    assert settings.str_value("game/mode") == "auto"
    names = settings.names_value("players/names")
    assert names == ["Ann", "Ben"]
    names.append("Cy")  # a copy: the setting is not changed behind its back
    assert settings.names_value("players/names") == ["Ann", "Ben"]
    assert settings.bytes_value("window/geometry") == b""
    for getter, key in [
        (settings.bool_value, "players/count"),
        (settings.int_value, "game/equal_turns"),
        (settings.str_value, "players/names"),
        (settings.names_value, "game/mode"),
        (settings.bytes_value, "display/theme"),
        (settings.float_value, "players/count"),
    ]:
        with pytest.raises(TypeError, match=key):
            getter(key)
