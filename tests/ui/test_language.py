"""The language the game speaks: each shipped language loads, the computer's language is
followed, View → Language remembers a choice (as plain text), the school can lock it, and a
change says plainly that it takes effect at the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_LANGUAGE
from wildwest.present.translate import translate
from wildwest.ui.window import language
from wildwest.ui.window.language import (
    LANGUAGE_NAMES,
    LanguageMenu,
    chosen_language,
    current_language,
    install,
    install_pseudo,
    start_language,
    system_language,
    uninstall,
)

SHIPPED = ("de", "es", "fr")


@pytest.fixture
def english(qapp):
    """Whatever a test installs, the next one starts in English."""
    yield
    uninstall()


@pytest.mark.parametrize("code", SHIPPED)
def test_each_shipped_language_loads_with_qts_own_words(code, english):
    """The compiled words of each shipped language, and Qt's qtbase words for it, load."""
    assert install(code) is None
    assert current_language() == code
    installed = language._installed[-1]
    assert len(installed.translators) == 2  # ours and qtbase's
    assert QLocale().name().startswith(code)


def test_english_needs_no_translator_and_says_its_plurals(english):
    """English is the source: nothing to load, and "(s)" becomes the right English plural."""
    assert install("en") is None
    assert language._installed[-1].translators == []
    assert translate("W", "%n point(s)", None, language.hook.PLURAL, 1) == "1 point"
    assert translate("W", "%n point(s)", None, language.hook.PLURAL, 8) == "8 points"


def test_a_missing_translation_says_so_and_falls_back_to_english(english, tmp_path, monkeypatch):
    """Without the compiled file the game speaks English and says why in one line."""
    monkeypatch.setattr(language, "resource_path", tmp_path.joinpath)
    problem = install("de")
    assert problem is not None and "wildwest_de.qm" in problem and "\n" not in problem
    assert current_language() == "en"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("de_DE", "de"), ("fr_CA", "fr"), ("es_MX", "es"), ("en_GB", "en"), ("ja_JP", "en")],
)
def test_the_computers_language_is_followed(locale, expected):
    """``system`` picks the shipped language of the computer's locale, else English."""
    assert system_language(QLocale(locale)) == expected
    assert chosen_language("system", QLocale(locale)) == expected
    assert chosen_language("fr", QLocale(locale)) == "fr"


def test_the_pseudo_language_changes_every_word_and_keeps_placeholders(english):
    """The test language brackets and lengthens each text and keeps %1, %n and mnemonics."""
    install_pseudo()
    text = translate("TurnPanel", "&Check")
    assert text.startswith("[&C") and text.endswith("~]")
    assert "%1" in language.pseudo("Saved %1")


def menu_for(settings, qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    menu = QMenu(window)
    return LanguageMenu(menu, settings, window), window


def test_view_language_keeps_the_choice_as_plain_text(tmp_path, qtbot, english):
    """Choosing Deutsch keeps ``display/language=de`` as plain text in the user's file and
    says, in English and in German, that it takes effect the next time the game starts."""
    path = tmp_path / "wildwest.ini"
    settings = Settings(path, [])
    chooser, _window = menu_for(settings, qtbot)
    assert chooser.actions["system"].isChecked()
    assert set(chooser.actions) == {"system", *LANGUAGE_NAMES}
    chooser.actions["de"].trigger()
    assert settings.get(DISPLAY_LANGUAGE) == "de"
    assert chooser.actions["de"].isChecked()
    box = chooser.box
    assert isinstance(box, QMessageBox)
    assert "Wild West will speak Deutsch the next time it starts." in box.text()
    settings.sync()
    text = path.read_text(encoding="utf-8")
    assert "language=de" in text and "@Variant" not in text
    assert Settings(path, []).get(DISPLAY_LANGUAGE) == "de"
    assert current_language() == "en"  # nothing changed now: it takes effect at the next start


def test_the_school_can_set_and_lock_the_language(tmp_path, qtbot, english):
    """[locked] display/language wins at start and greys out View → Language."""
    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[locked]\ndisplay/language=fr\n", encoding="utf-8")
    user = tmp_path / "wildwest.ini"
    user.write_text("[display]\nlanguage=de\n", encoding="utf-8")
    settings = Settings(user, [admin])
    assert settings.get(DISPLAY_LANGUAGE) == "fr"
    assert settings.set_value(DISPLAY_LANGUAGE, "es") is False
    chooser, _window = menu_for(settings, qtbot)
    assert all(not action.isEnabled() for action in chooser.actions.values())
    assert chooser.actions["fr"].isChecked()
    assert start_language(settings.get(DISPLAY_LANGUAGE)) is None
    assert current_language() == "fr"


def test_a_school_default_can_be_changed_by_the_user(tmp_path, english):
    """[defaults] display/language is what a new user gets; the user may choose another."""
    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[defaults]\ndisplay/language=es\n", encoding="utf-8")
    settings = Settings(tmp_path / "wildwest.ini", [admin])
    assert settings.get(DISPLAY_LANGUAGE) == "es"
    assert settings.set_value(DISPLAY_LANGUAGE, "de")


def test_a_bad_language_value_is_refused(tmp_path):
    """An unknown language in the file falls back to the computer's (``system``)."""
    user = tmp_path / "wildwest.ini"
    user.write_text("[display]\nlanguage=klingon\n", encoding="utf-8")
    assert Settings(user, []).get(DISPLAY_LANGUAGE) == "system"


def test_an_unknown_language_gets_the_message_every_bad_setting_gets(tmp_path, caplog):
    """``display/language=klingon``: the school's file gets a line naming the value and
    what is allowed, the user's file a line in the log, as for any other bad value."""
    admin = tmp_path / "admin.ini"
    admin.write_text("[defaults]\ndisplay/language=klingon\n", encoding="utf-8")
    user = tmp_path / "wildwest.ini"
    user.write_text("[display]\nlanguage=klingon\ntext_scale=9\n", encoding="utf-8")
    with caplog.at_level("WARNING"):
        settings = Settings(user, [admin])
    assert settings.get(DISPLAY_LANGUAGE) == "system"
    assert settings.admin_messages == [
        f"{admin}, line 2: display/language=klingon is not allowed "
        "(allowed: system, en, de, es or fr); ignored"
    ]
    logged = [r.getMessage() for r in caplog.records if "has a bad value" in r.getMessage()]
    assert logged == [
        "setting display/language has a bad value (is not allowed): using the default",
        "setting display/text_scale has a bad value (is not allowed): using the default",
    ]


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", "display/text_scale=9 ist nicht erlaubt (möglich: 1.0, 1.25, 1.5 oder 2.0)"),
        ("fr", "display/text_scale=9 n’est pas permis (permis : 1.0, 1.25, 1.5 ou 2.0)"),
        ("es", "display/text_scale=9 no está permitido (permitido: 1.0, 1.25, 1.5 o 2.0)"),
    ],
)
def test_the_school_files_problems_are_shown_in_the_games_language(code, words, tmp_path, english):
    """What the app shows the teacher about the school's file is in the game's language (the
    log keeps the English, for whoever reads it with the IT department)."""
    from wildwest.present.words import say

    admin = tmp_path / "admin.ini"
    admin.write_text("[locked]\ndisplay/text_scale=9\nbogus=1\n", encoding="utf-8")
    settings = Settings(None, [admin])
    assert install(code) is None
    shown = [say(message) for message in settings.admin_messages]
    assert len(shown) == 2 and words in shown[0] and str(admin) in shown[0]
    assert "ignored" not in " ".join(shown) and "bogus" in shown[1]
    assert "is not allowed" in settings.admin_messages[0]  # what the log says


@pytest.mark.parametrize("code", SHIPPED)
def test_the_factor_checker_starts_in_the_games_language(code, qtbot, english):
    """Its starting text was the English constant in every language (issue 26; every such
    constant: tests/test_translatable_constants.py)."""
    from wildwest.present.reference.checker import EMPTY_PROMPT
    from wildwest.ui.prime_panel.checker import CheckerPage

    assert install(code) is None
    page = CheckerPage(lambda _prime: None)
    qtbot.addWidget(page)
    assert page.result.text() == translate("Checker", EMPTY_PROMPT) != EMPTY_PROMPT


LOCKED_START = """
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from wildwest.persistence import paths
from wildwest.ui.window import language

admin = Path(sys.argv[1])
paths.AppPaths.admin_settings_files = lambda self: [admin]


def fake_exec(*_args):
    window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
    print("LANGUAGE " + language.current_language(), flush=True)
    print("MODE " + window.controller.state.mode.value, flush=True)
    print("STATUS " + window.statusBar().currentMessage(), flush=True)
    window.close()
    return 0


QApplication.exec = fake_exec
from wildwest.__main__ import main

sys.exit(main(sys.argv[2:]))
"""


def test_the_command_line_cannot_undo_a_locked_language(tmp_path):
    """Issue 28: ``wildwest --language de`` on a computer whose school locked display/language
    to French speaks French (as a locked mode wins over --mode), and says so on stderr and in
    the status bar, one line each naming the option and the lock."""
    import subprocess
    import sys

    admin = tmp_path / "wildwest-admin.ini"
    admin.write_text("[locked]\ndisplay/language=fr\ngame/mode=challenge\n", encoding="utf-8")
    args = ["--language", "de", "--mode", "practice", "--seed", "7", "--players", "2"]
    done = subprocess.run(
        [sys.executable, "-c", LOCKED_START, str(admin), *args, "--data-dir", str(tmp_path / "d")],
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines["LANGUAGE"] == "fr"
    assert lines["MODE"] == "challenge"
    said = done.stderr.splitlines()
    assert (
        "wildwest: --language de is not used: the school has locked display/language to fr "
        "on this computer" in said
    ), said
    assert (
        "wildwest: --mode practice is not used: the school has locked game/mode to challenge "
        "on this computer" in said
    ), said
    assert "--language de" in lines["STATUS"]
