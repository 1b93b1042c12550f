"""``wildwest --self-test``: the check every build and every installed copy runs."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest import __version__
from wildwest.resources import resources_dir
from wildwest.selftest import default_platform

ROOT = Path(__file__).resolve().parent.parent  # children run here: this checkout's wildwest

OK_LINE = re.compile(
    rf"wildwest {re.escape(__version__)} self-test: OK "
    r"\(55 cards × 4 decks, \d+ texts, \d+ turns, save/load, (PDF, )?7 hostile file names, "
    r"(no admin settings|admin settings: [^)]*\([^)]*\)), no network\) in \d+\.\d s"
)


def self_test(
    tmp_path: Path, *args: str, **env: str
) -> tuple[subprocess.CompletedProcess[str], Path]:
    log = tmp_path / "self-test.log"
    environment = {**os.environ, "QT_QPA_PLATFORM": default_platform(), "PYTHONIOENCODING": "utf-8"}
    environment.update(env)
    done = subprocess.run(
        [sys.executable, "-m", "wildwest", "--self-test", "--self-test-log", str(log), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=environment,
        timeout=180,
        check=False,
    )
    return done, log


def test_self_test_passes_from_source_with_one_line(tmp_path):
    """python -m wildwest --self-test exits 0 and prints exactly one OK line, also to the log."""
    done, log = self_test(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1, done.stdout
    assert OK_LINE.fullmatch(lines[0]), lines[0]
    assert log.read_text(encoding="utf-8") == lines[0] + "\n"


def test_self_test_fails_with_exit_1_and_names_the_step(tmp_path):
    """A bundle missing three deck variants fails at the cards step, exit status 1, one line."""
    partial = tmp_path / "resources"
    shutil.copytree(resources_dir() / "icons", partial / "icons")
    (partial / "cards").mkdir()
    shutil.copy2(resources_dir() / "cards" / "deck.svg", partial / "cards")
    done, log = self_test(tmp_path, WILDWEST_RESOURCES=str(partial))
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines == [log.read_text(encoding="utf-8").rstrip("\n")]
    assert lines[0].startswith(f"wildwest {__version__} self-test: FAILED: cards: "), lines[0]


def test_the_command_line_and_the_self_test_module_load_no_qt_until_run():
    """Parsing --self-test and importing wildwest.selftest leave Qt unloaded (headless CLI)."""
    code = (
        "import sys, wildwest.selftest; from wildwest.__main__ import build_parser; "
        "args = build_parser().parse_args(['--self-test']); assert args.self_test; "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')); "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", ("de", "es", "fr"))
def test_self_test_passes_in_each_shipped_language(tmp_path, code):
    """--self-test --language LANG loads that language's words and plays the whole game."""
    log = tmp_path / "self-test.log"
    environment = {**os.environ, "QT_QPA_PLATFORM": default_platform(), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "wildwest", "--self-test", "--language", code],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=environment,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"self-test: OK (in {code}, 55 cards" in done.stdout, done.stdout
    assert not log.exists()


# ---------------------------------------------------------------- text that can be read


@pytest.fixture
def fonts(qapp):
    """The test's Qt platform has fonts (offscreen Qt on Windows has none: the self-test
    uses the windows platform there, and the test above shows offscreen failing)."""
    from PySide6.QtGui import QFont

    from wildwest.selftest import font_problem

    problem = font_problem(QFont())
    if problem is not None:
        pytest.skip(f"{qapp.platformName()} Qt has no fonts here: {problem}")
    return qapp


def test_missing_glyphs_finds_a_character_no_font_has(fonts):
    """missing_glyphs names the characters no font (fallbacks included) can draw: U+0378 is
    unassigned in Unicode, so no font has it; the game's own texts are drawn."""
    from PySide6.QtGui import QFont

    from wildwest.selftest import missing_glyphs

    assert missing_glyphs("Ann \u0378 Ben \u0378", QFont()) == "\u0378"
    assert missing_glyphs("Wild West: 3 × 5 = 15, √49, 2³", QFont()) == ""
    assert missing_glyphs("a\u200db \t\n", QFont()) == ""  # format marks and spaces need none


def test_the_text_step_fails_on_a_text_without_glyphs(fonts, qtbot):
    """A label whose text has a character no font can draw fails the text step, naming the
    widget and the character; the same window with drawable text passes."""
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    from wildwest.selftest import SelfTestFailure, check_texts

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    label = QLabel("Ann's turn")
    label.setObjectName("turnLabel")
    layout.addWidget(label)
    layout.addWidget(QPushButton("&Draw"))
    window.show()
    assert check_texts(window) == 2
    label.setText("Ann\u0378's turn")
    with pytest.raises(SelfTestFailure, match=r"QLabel 'turnLabel': .*U\+0378"):
        check_texts(window)


@pytest.mark.skipif(sys.platform == "darwin", reason="no way to hide every font on macOS")
def test_the_self_test_fails_when_qt_finds_no_fonts(tmp_path):
    """With no fonts at all, Qt draws every text as empty boxes: the self-test says so and
    exits 1, instead of passing with a window no one can read (issue 30, point 3). On
    Windows this is offscreen Qt, which finds no fonts there ("Qt no longer ships fonts");
    on Linux, fontconfig with no font folders."""
    if sys.platform.startswith("win"):
        done, log = self_test(tmp_path, QT_QPA_PLATFORM="offscreen")
    else:
        config = tmp_path / "fonts.conf"
        config.write_text('<?xml version="1.0"?><fontconfig></fontconfig>\n', encoding="utf-8")
        done, log = self_test(tmp_path, FONTCONFIG_FILE=str(config))
    assert done.returncode == 1, done.stdout + done.stderr
    line = log.read_text(encoding="utf-8")
    assert line.startswith(f"wildwest {__version__} self-test: FAILED: text: "), line
    assert "no font" in line


def test_the_self_test_uses_the_windows_platform_on_windows(monkeypatch):
    """On Windows the self-test draws on the real `windows` platform (a window never shown),
    where the system's fonts are; elsewhere offscreen."""
    from wildwest import selftest

    monkeypatch.setattr(selftest.sys, "platform", "win32")
    assert selftest.default_platform() == "windows"
    monkeypatch.setattr(selftest.sys, "platform", "linux")
    assert selftest.default_platform() == "offscreen"


# ---------------------------------------------------------------- where it works


def test_the_self_test_works_inside_a_data_dir_and_leaves_it_empty(tmp_path):
    """--self-test --data-dir DIR (a network drive, a deep folder) makes its temporary
    folder inside DIR, creating DIR if need be, and leaves nothing there."""
    folder = tmp_path / "class 4" / "data"
    done, log = self_test(tmp_path, "--data-dir", str(folder))
    assert done.returncode == 0, done.stdout + done.stderr
    assert OK_LINE.fullmatch(log.read_text(encoding="utf-8").strip())
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_the_self_test_names_the_administrators_files(tmp_path):
    """The line says which wildwest-admin.ini files this copy reads and how many settings
    they lock, so IT can check a PC in one command."""
    admin = tmp_path / "xdg" / "WildWest" / "wildwest-admin.ini"
    admin.parent.mkdir(parents=True)
    admin.write_text("[locked]\ngame/mode=practice\ndisplay/theme=dark\n", encoding="utf-8")
    done, log = self_test(tmp_path, XDG_CONFIG_DIRS=str(tmp_path / "xdg"))
    assert done.returncode == 0, done.stdout + done.stderr
    line = log.read_text(encoding="utf-8")
    assert OK_LINE.fullmatch(line.strip()), line
    if sys.platform.startswith("linux"):
        assert f"admin settings: 2 locked ({admin}" in line, line


def test_a_data_dir_that_cannot_be_made_fails_at_its_own_step(tmp_path):
    """--self-test --data-dir where no folder can be made (a file is in the way) fails in
    one line at the "data folder" step, not somewhere else."""
    (tmp_path / "taken").write_text("a file", encoding="utf-8")
    done, log = self_test(tmp_path, "--data-dir", str(tmp_path / "taken" / "class"))
    assert done.returncode == 1, done.stdout + done.stderr
    line = log.read_text(encoding="utf-8")
    assert line.startswith(f"wildwest {__version__} self-test: FAILED: data folder: "), line
