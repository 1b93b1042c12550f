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

ROOT = Path(__file__).resolve().parent.parent  # children run here: this checkout's wildwest

OK_LINE = re.compile(
    rf"wildwest {re.escape(__version__)} self-test: OK "
    r"\(55 cards × 4 decks, \d+ turns, save/load, (PDF, )?no network\) in \d+\.\d s"
)


def self_test(tmp_path: Path, **env: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    log = tmp_path / "self-test.log"
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}
    environment.update(env)
    done = subprocess.run(
        [sys.executable, "-m", "wildwest", "--self-test", "--self-test-log", str(log)],
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
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8"}
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
