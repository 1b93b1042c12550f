"""The class list: the names of a class, kept in the class folder by the teacher's app.

Pupils pick their name from it on the new-game screen, so "Ann Lee" is the same pupil on
every computer; names are compared by :func:`~wildwest.engine.names.name_key` (case,
spaces and invisible characters ignored).

**On disk.** ``class-list/`` in the class folder holds *revisions*: each save writes a new
file (the journal's layout, :func:`.journal.write_container`: a checked header with the
revision number, one checked line per name, the end line with the SHA-256), named
``rNNNNNN-TIME-RANDOM.wwl``, never over another. The list in force is the highest revision
that reads whole; a damaged newest one falls back to the one before (and says so). Two
teachers saving at once make two revisions of the same number: the later-written wins.
A computer removes only its own old revisions, keeping the last :data:`KEEP_REVISIONS`.

**Importing.** :func:`import_names` reads a CSV or text file with one name per line (what
a spreadsheet or the school's system exports): UTF-8 with or without a BOM, UTF-16 with a
BOM, else Windows-1252; the first column of each line, a header line such as ``Name``
skipped, a leading ``'`` (a spreadsheet's "this is text" mark, which our exports add
before ``=``: :func:`~wildwest.persistence.spreadsheet.plain_cell`) dropped, each name
tidied and checked as the game's own (24 characters, plain text). Anything else is
reported, one line each, and left out: a file over :data:`MAX_IMPORT_BYTES`, binary data,
a line over :data:`MAX_LINE_CHARS` characters, a name too long or with control characters,
more than :data:`MAX_NAMES` names. A name that looks like a formula or markup (``=cmd|…``,
``<b>Ann</b>``) is just text: it is kept as typed, shown as plain text and exported with
the spreadsheet guard.

>>> found = import_names("Name\\nAnn Lee\\n\\"Ben, Jr\\"\\nann  lee\\n'=1+1\\n".encode())
>>> found.names
('Ann Lee', 'Ben, Jr', '=1+1')
>>> [str(p) for p in found.problems]
['line 4: "ann  lee" is on the list already']
"""

from __future__ import annotations

import csv
import logging
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from wildwest.engine.names import name_key, tidy_name
from wildwest.engine.phrases import QT_TRANSLATE_NOOP, Phrase

from .. import spreadsheet
from ..spreadsheet import plain_cell
from .folder_io import FolderIO, is_temporary
from .journal import (
    MAX_FILE_BYTES,
    Invalid,
    SkippedFile,
    check_name,
    clean_text,
    parse_stamp,
    read_container,
    stamp,
    write_container,
)

log = logging.getLogger(__name__)

LIST_FOLDER = "class-list"
LIST_MAGIC = "wildwest-class-list"
LIST_SUFFIX = ".wwl"
MAX_NAMES = 200
"""The most names a class list holds."""
MAX_IMPORT_BYTES = 256 * 1024
MAX_LINE_CHARS = 1_000
MAX_REVISION = 999_999
KEEP_REVISIONS = 5
HEADER_WORDS = frozenset(
    {
        "name",
        "names",
        "pupil",
        "pupils",
        "student",
        "students",
        "first name",
        "full name",
        "nom",
        "noms",
        "prénom",
        "élève",
        "élèves",
        "nombre",
        "nombres",
        "alumno",
        "alumnos",
        "vorname",
        "schüler",
        "schülerin",
        "namen",
    }
)
"""A first line that is one of these (any case) is a header, not a pupil."""


def _phrase(template: str, *values: object) -> Phrase:
    return Phrase(template, *values, context="ClassFolder")


@dataclass(frozen=True, slots=True)
class ClassList:
    """The class list in force."""

    names: tuple[str, ...] = ()
    revision: int = 0
    """0: there is no class list yet."""
    written: datetime | None = None
    computer: str = ""
    """The name of the computer that saved it."""

    def keys(self) -> frozenset[str]:
        return frozenset(name_key(name) for name in self.names)

    def has(self, name: str) -> bool:
        return name_key(name) in self.keys()


@dataclass(frozen=True, slots=True)
class NameImport:
    """What :func:`import_names` (or :func:`tidy_names`) found: the names, and each line it
    left out with the reason (:class:`~wildwest.engine.Phrase`, context ``ClassFolder``)."""

    names: tuple[str, ...]
    problems: tuple[Phrase, ...]


def _decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def import_names(data: bytes) -> NameImport:
    """The names in a CSV or text file's bytes (see the module); never raises."""
    if len(data) > MAX_IMPORT_BYTES:
        return NameImport(
            (),
            (
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder", "The file is too big for a class list (at most %1 KB)"
                    ),
                    MAX_IMPORT_BYTES // 1024,
                ),
            ),
        )
    text = _decode(data)
    if "\x00" in text:
        return NameImport(
            (),
            (
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder", "The file is not text: it cannot be a class list"
                    )
                ),
            ),
        )
    lines: list[tuple[int, str]] = []
    problems: list[Phrase] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if len(line) > MAX_LINE_CHARS:
            problems.append(
                _phrase(QT_TRANSLATE_NOOP("ClassFolder", "line %1: too long to be a name"), number)
            )
            continue
        try:
            cells = next(csv.reader([line], delimiter=_delimiter(line)), [])
        except csv.Error:
            cells = [line]
        first = next((cell for cell in cells if cell.strip()), "")
        if number == 1 and tidy_name(first).casefold() in HEADER_WORDS:
            continue
        lines.append((number, first))
    names, more = tidy_names(lines)
    return NameImport(names, (*problems, *more))


def _delimiter(line: str) -> str:
    """``;`` for a line a European spreadsheet wrote, else ``,`` (tabs too)."""
    if "\t" in line:
        return "\t"
    return ";" if line.count(";") > line.count(",") else ","


def tidy_names(lines: Iterable[tuple[int, str]]) -> tuple[tuple[str, ...], tuple[Phrase, ...]]:
    """Names typed or imported, tidied, checked and without repeats: ``(names, problems)``
    (``lines`` pairs each text with its line number for the messages)."""
    names: list[str] = []
    keys: set[str] = set()
    problems: list[Phrase] = []
    for number, raw in lines:
        text = plain_cell(raw)  # our own CSV's guard off again (see csv_bytes)
        if not tidy_name(text):
            continue
        shown = clean_text(text, 40) or ""
        try:
            name = check_name(text)
        except Invalid:
            problems.append(
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder",
                        'line %1: "%2" cannot be a name (at most 24 characters, '
                        "no control characters)",
                    ),
                    number,
                    shown,
                )
            )
            continue
        if name_key(name) in keys:
            problems.append(
                _phrase(
                    QT_TRANSLATE_NOOP("ClassFolder", 'line %1: "%2" is on the list already'),
                    number,
                    shown,
                )
            )
            continue
        if len(names) >= MAX_NAMES:
            problems.append(
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder", "A class list holds at most %1 names: the rest were left out"
                    ),
                    MAX_NAMES,
                )
            )
            break
        keys.add(name_key(name))
        names.append(name)
    return tuple(names), tuple(problems)


# ---------------------------------------------------------------- in the class folder


@dataclass(frozen=True, slots=True)
class _Revision:
    revision: int
    written: datetime
    file: str
    computer: str
    computer_name: str
    names: tuple[str, ...]
    intact: bool


def _read_revision(folder: Path, name: str, fs: FolderIO) -> _Revision:
    """One revision file; raises OSError, SkippedFile or Invalid."""
    container = read_container(fs.read(folder / name, MAX_FILE_BYTES), LIST_MAGIC)
    header = container.header
    revision = header.get("revision")
    if isinstance(revision, bool) or not isinstance(revision, int):
        raise Invalid("no revision")
    if not 1 <= revision <= MAX_REVISION:
        raise Invalid("no revision")
    names, _ = tidy_names(
        (i, item.get("name", ""))
        for i, item in enumerate(container.lines, start=2)
        if isinstance(item, dict) and isinstance(item.get("name"), str)
    )
    return _Revision(
        revision,
        parse_stamp(header.get("written")),
        name,
        str(header.get("computer", ""))[:16],
        clean_text(header.get("name", ""), 64) or "",
        names,
        container.intact and not container.skipped,
    )


def read_class_list(
    class_folder: Path, fs: FolderIO | None = None
) -> tuple[ClassList, tuple[Phrase, ...]]:
    """The class list in force (an empty one if there is none) and what was skipped.
    Raises ``OSError`` only when the class folder itself cannot be read."""
    fs = fs or FolderIO()
    folder = class_folder / LIST_FOLDER
    fs.list(class_folder)
    try:
        listing = fs.list(folder)
    except FileNotFoundError:
        return ClassList(), ()
    problems: list[Phrase] = []
    revisions: list[_Revision] = []
    for item in listing:
        if not item.is_file or is_temporary(item.name) or not item.name.endswith(LIST_SUFFIX):
            continue
        try:
            revisions.append(_read_revision(folder, item.name, fs))
        except (OSError, SkippedFile, Invalid) as error:
            log.warning("class list %s skipped: %s", item.name, error)
            problems.append(
                _phrase(
                    QT_TRANSLATE_NOOP(
                        "ClassFolder",
                        "A class list file was skipped: it is damaged or not a class list (%1)",
                    ),
                    item.name[:60],
                )
            )
    revisions.sort(key=lambda r: (r.intact, r.revision, r.written, r.file), reverse=True)
    if not revisions:
        return ClassList(), tuple(problems)
    best = revisions[0]
    if not best.intact:
        problems.append(
            _phrase(
                QT_TRANSLATE_NOOP(
                    "ClassFolder",
                    "The class list is damaged: the names that could be read are shown",
                )
            )
        )
    return ClassList(best.names, best.revision, best.written, best.computer_name), tuple(problems)


def save_class_list(
    class_folder: Path,
    names: Sequence[str],
    *,
    computer: str,
    computer_name: str,
    fs: FolderIO | None = None,
    now: datetime | None = None,
) -> ClassList:
    """Save ``names`` (tidied; repeats and impossible names left out) as the next revision;
    the list saved. Raises ``OSError`` when the class folder cannot be written."""
    fs = fs or FolderIO()
    moment = now or datetime.now(UTC)
    current, _ = read_class_list(class_folder, fs)
    kept, _ = tidy_names(enumerate(names, start=1))
    revision = min(current.revision + 1, MAX_REVISION)
    header = {
        "revision": revision,
        "written": stamp(moment),
        "computer": computer,
        "name": computer_name,
    }
    data = write_container(LIST_MAGIC, header, [{"name": name} for name in kept])
    folder = class_folder / LIST_FOLDER
    fs.make_folder(folder)
    when = moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    file = f"r{revision:06d}-{when}-{os.urandom(4).hex()}{LIST_SUFFIX}"
    fs.write_new(folder, file, data)
    _tidy_old(folder, computer, fs)
    return ClassList(kept, revision, moment, computer_name)


def _tidy_old(folder: Path, computer: str, fs: FolderIO) -> None:
    """Remove this computer's revisions but the last few (never another computer's)."""
    mine: list[_Revision] = []
    for item in fs.list(folder):
        if item.is_file and item.name.endswith(LIST_SUFFIX) and not is_temporary(item.name):
            try:
                revision = _read_revision(folder, item.name, fs)
            except (OSError, SkippedFile, Invalid):
                continue
            if revision.computer == computer:
                mine.append(revision)
    mine.sort(key=lambda r: (r.revision, r.written, r.file), reverse=True)
    for old in mine[KEEP_REVISIONS:]:
        try:
            fs.remove(folder / old.file)
        except OSError as error:
            log.info("an old class list could not be removed: %s", error)


def csv_bytes(names: Sequence[str]) -> bytes:
    """The class list as a CSV file, one name per line, with the one spreadsheet guard
    (for the teacher to keep or edit; :func:`import_names` reads it back the same)."""
    return spreadsheet.csv_bytes([name] for name in names)
