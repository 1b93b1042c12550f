"""The translators' files: one .ts per shipped language under resources/translations/, up to
date with the source (``python build_scripts/dev.py translations`` makes them), with plural
forms where a text counts and no obsolete entries, and nothing unfinished: a new or changed
text is translated in every shipped language before it lands
(``.venv/bin/python build_scripts/translations.py check`` prints each unfinished entry).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "es", "fr")
PLACEHOLDER = re.compile(r"%(?:n|\d)")


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def keys(path: Path) -> set[tuple[str, str, str, bool]]:
    return {
        (
            context,
            message.findtext("source") or "",
            message.findtext("comment") or "",
            message.get("numerus") == "yes",
        )
        for context, message in messages(path)
        if (message.find("translation") is None)
        or message.find("translation").get("type") not in ("obsolete", "vanished")
    }


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_has_its_translators_file(code):
    """wildwest_LANG.ts exists, is Qt's XML and names its language."""
    root = ET.parse(FOLDER / f"wildwest_{code}.ts").getroot()
    assert root.tag == "TS"
    assert root.get("language") == code
    assert len(messages(FOLDER / f"wildwest_{code}.ts")) > 500


ENGLISH_FORMS = re.compile(r"\(\w+\|\w+\)")


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_obsolete_entries_and_plurals_where_texts_count(code):
    """Nothing obsolete is kept, every text with %n or "(is|are)" has plural forms (and only
    those), and a finished translation keeps every placeholder of its source (a plural form
    may leave out the count itself: German "Das letzte Spiel" for one game)."""
    for context, message in messages(FOLDER / f"wildwest_{code}.ts"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        assert translation.get("type") not in ("obsolete", "vanished"), (context, source)
        # counted: "%n", or the English words for one and for more, like "(is|are)"
        counts = "%n" in source or bool(ENGLISH_FORMS.search(source))
        assert counts == (message.get("numerus") == "yes"), (context, source)
        if translation.get("type") != "unfinished":
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            wanted = set(PLACEHOLDER.findall(source))
            for form in forms:
                kept = set(PLACEHOLDER.findall(form))
                if message.get("numerus") == "yes":
                    kept, needed = kept - {"%n"}, wanted - {"%n"}
                else:
                    needed = wanted
                assert kept == needed, (context, source, form)


def lupdate() -> Path:
    folder = Path(sys.executable).parent
    for name in ("pyside6-lupdate", "pyside6-lupdate.exe"):
        if (folder / name).exists():
            return folder / name
    found = shutil.which("pyside6-lupdate")
    assert found, "pyside6-lupdate (PySide6-Essentials) is missing"
    return Path(found)


def test_the_translators_files_have_every_text_of_the_source(tmp_path):
    """Extracting the source again finds nothing the .ts files lack and nothing they keep
    in vain: run ``python build_scripts/dev.py translations`` after changing a text."""
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "wildwest").rglob("*.py"))
    done = subprocess.run(
        [str(lupdate()), "-silent", "-locations", "none", *sources, "-ts", str(fresh)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    wanted = keys(fresh)
    for code in LANGUAGES:
        have = keys(FOLDER / f"wildwest_{code}.ts")
        assert wanted - have == set(), f"{code} lacks {sorted(wanted - have)[:3]}"
        assert have - wanted == set(), f"{code} keeps {sorted(have - wanted)[:3]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_is_finished(code):
    """No entry of the language is unfinished: a pupil never meets an English word."""
    unfinished = [
        (context, message.findtext("source"))
        for context, message in messages(FOLDER / f"wildwest_{code}.ts")
        if message.find("translation").get("type") == "unfinished"
    ]
    assert not unfinished, f"{len(unfinished)} unfinished in {code}, e.g. {unfinished[:3]}"
