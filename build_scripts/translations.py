#!/usr/bin/env python3
"""Wild West's translations: extract the words from the source, and compile them for Qt.

    python build_scripts/dev.py translations          extract (update every .ts) and compile
    python build_scripts/translations.py compile      compile only (what play/test/build do)
    python build_scripts/translations.py update       extract only
    python build_scripts/translations.py check        exit 1 if a language has unfinished or
                                                      obsolete entries, or the .ts files miss
                                                      words the source has (for CI and
                                                      translators)

Run with the Python in ``.venv`` (``dev.py`` does): it needs ``pyside6-lupdate`` and
``pyside6-lrelease`` from PySide6-Essentials, next to that Python.

* ``resources/translations/wildwest_LANG.ts`` are the sources translators edit (Qt
  Linguist, or any text editor). They are written without source locations
  (``-locations none``), so a change of line numbers in the code never touches them and
  the translators' files merge cleanly.
* ``wildwest_LANG.qm`` are compiled from them and are **not** kept in git (``.gitignore``):
  ``dev.py`` compiles them before ``play``, ``test`` and ``build`` whenever a ``.ts`` is
  newer, and the tests' ``conftest.py`` does the same for a bare ``pytest``. Compiling takes
  well under a second, and a compiled copy in git would go stale beside its source.
* ``qtbase_LANG.qm`` (Qt's own words: the standard dialogs' buttons, the print dialog)
  are copied from PySide6 for the shipped languages only, beside ours, so the bundle
  carries them with ``resources/``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "es", "fr")
"""The languages shipped besides English (the source language)."""


def tool(name: str) -> Path:
    """``pyside6-NAME`` beside the running Python (the venv's ``bin`` or ``Scripts``)."""
    folder = Path(sys.executable).parent
    for candidate in (folder / f"pyside6-{name}", folder / f"pyside6-{name}.exe"):
        if candidate.exists():
            return candidate
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        sys.exit(f"[translations] pyside6-{name} not found: run this with the .venv's Python")
    return Path(found)


def ts_file(language: str) -> Path:
    return FOLDER / f"wildwest_{language}.ts"


def sources() -> list[Path]:
    return sorted((ROOT / "wildwest").rglob("*.py"))


def update() -> int:
    """Extract every translatable text into each language's ``.ts`` (keeping translations)."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    list_file = FOLDER / ".sources.txt"
    list_file.write_text("\n".join(str(p) for p in sources()) + "\n", encoding="utf-8")
    try:
        for language in LANGUAGES:
            code = subprocess.call(
                [
                    tool("lupdate"),
                    "-silent",
                    "-locations",
                    "none",
                    "-no-obsolete",
                    "-source-language",
                    "en",
                    "-target-language",
                    language,
                    f"@{list_file}",
                    "-ts",
                    ts_file(language),
                ],
                cwd=ROOT,
            )
            if code:
                return code
    finally:
        list_file.unlink(missing_ok=True)
    return 0


def qt_translations() -> Path:
    import PySide6  # the venv's; only this script (never the app) looks there

    return Path(PySide6.__file__).parent / "Qt" / "translations"


def compile_all(only_stale: bool = False) -> int:
    """Compile each ``.ts`` to ``.qm`` and copy Qt's own ``qtbase_LANG.qm`` beside them."""
    for language in LANGUAGES:
        source, target = ts_file(language), ts_file(language).with_suffix(".qm")
        if not source.exists():
            continue
        fresh = target.exists() and target.stat().st_mtime >= source.stat().st_mtime
        if not (only_stale and fresh):
            code = subprocess.call([tool("lrelease"), "-silent", source, "-qm", target], cwd=ROOT)
            if code:
                return code
        qtbase = qt_translations() / f"qtbase_{language}.qm"
        if qtbase.exists() and not (FOLDER / qtbase.name).exists():
            shutil.copyfile(qtbase, FOLDER / qtbase.name)
    return 0


def problems(language: str) -> list[str]:
    """What is not finished in ``language``'s ``.ts``: one line per message."""
    found: list[str] = []
    path = ts_file(language)
    if not path.exists():
        return [f"{path.name} is missing"]
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if translation is None or kind in {"unfinished", "obsolete", "vanished"}:
                source = (message.findtext("source") or "").replace("\n", " ")[:60]
                found.append(f"{path.name}: {name}: {kind or 'missing'}: {source}")
    return found


def check() -> int:
    """Exit 1 if the ``.ts`` files miss words the source has, or any entry is unfinished."""
    scratch = FOLDER / ".check"
    scratch.mkdir(parents=True, exist_ok=True)
    failed = 0
    try:
        for language in LANGUAGES:
            if not ts_file(language).exists():
                print(f"{ts_file(language).name} is missing")
                failed = 1
                continue
            copy = scratch / ts_file(language).name
            shutil.copyfile(ts_file(language), copy)
            subprocess.call(
                [tool("lupdate"), "-silent", "-locations", "none", "-no-obsolete",
                 *sources(), "-ts", copy],
                cwd=ROOT,
            )  # fmt: skip
            if copy.read_bytes() != ts_file(language).read_bytes():
                print(f"{copy.name}: out of date: run python build_scripts/dev.py translations")
                failed = 1
            for line in problems(language):
                print(line)
                failed = 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return failed


def main(argv: list[str]) -> int:
    job = argv[0] if argv else "all"
    if job == "update":
        return update()
    if job == "compile":
        return compile_all(only_stale="--stale" in argv)
    if job == "check":
        return check()
    if job == "all":
        return update() or compile_all()
    print(__doc__)
    return 2


if __name__ == "__main__":
    # beside this file; named here since an embeddable Python (a ._pth file) or -P leaves
    # the script's folder off sys.path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from safe_output import safe_console

    safe_console()
    sys.exit(main(sys.argv[1:]))
