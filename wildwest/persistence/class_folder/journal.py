"""The journal format: what one computer writes into the class folder, and how it is read.

A journal file holds one or more *entries* (a scored turn, a game started or over, a
retraction, a teacher's removal). It is UTF-8 text, one line each, written whole and
renamed into place, never changed afterwards::

    wildwest-class-journal 1 5f1a2b3c {"computer": "9c0f…", "name": "PC-12", "written": …}
    0a1b2c3d {"id": "…", "kind": "turn", "seq": 17, "at": "2026-03-02T10:05:00Z", …}
    …
    end 2 3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b

* line 1: the magic word, the **format version**, the CRC-32 of the header's JSON and
  the header (the computer's id and name, when the file was written, its tier);
* one line per entry: the CRC-32 (8 hex digits) of the entry's JSON, then the JSON;
* the last line: ``end``, the number of entries and the SHA-256 of every byte before it.

A file whose end line checks out is whole. One that does not (cut short by a copy, hurt
by a disk) still gives every entry whose own CRC checks out, and the reader says how many
lines it could not use. A file of a newer format version is skipped with a note, never
half-read; within a version, keys an older reader does not know are ignored, so an
addition needs no new version.

Limits (:func:`read_journal` refuses past them): a file at most :data:`MAX_FILE_BYTES`
and :data:`MAX_ENTRIES_PER_FILE` entries, a line at most :data:`MAX_LINE_BYTES` (a line is
measured before it is parsed, so no "number" in a file can have a million digits: the
longest possible is turned down by its field's range), names as the game's (24 characters after
:func:`~wildwest.engine.names.tidy_name`, no control characters), the game's numbers 0
to 9 999, primes below 10 000, at most 14 seats, texts at most 200 characters.

>>> entry = TurnEntry(new_entry_id(), 1, datetime(2026, 3, 2, 10, 5, tzinfo=UTC),
...                   game="a" * 32, pupil=" Ann  Lee", seat=0, mode="practice", number=77)
>>> data = write_journal(Header("0123456789abcdef", "PC-12", entry.at), [entry])
>>> read = read_journal(data)
>>> read.intact, read.entries[0].pupil, read.entries[0].number, read.skipped
(True, 'Ann Lee', 77, 0)
>>> read_journal(data[:-30]).intact, len(read_journal(data[:-30]).entries)
(False, 1)
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import re
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from wildwest.engine import Feedback, Mode, why_not_a_name
from wildwest.engine.names import tidy_name

FORMAT_VERSION = 1
"""The journal format this Wild West writes and reads (files of a newer one are skipped)."""
JOURNAL_MAGIC = "wildwest-class-journal"
SUFFIX = ".wwj"
"""A journal file's ending; the reader reads every file with it (copies too)."""

MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest journal file read (the writer starts a new file well before: 4 MiB)."""
MAX_ENTRIES_PER_FILE = 5_000
MAX_LINE_BYTES = 4_096
"""The longest line (an entry, or the header) in bytes; a turn takes about 400."""
MAX_DIGITS = 15
"""The most digits a number in a journal may have (the largest allowed is 10¹² - 1)."""
MAX_TEXT = 200
"""The longest answer text kept (the game's own answer box allows as much)."""
MAX_SEATS = 14
MAX_NUMBER = 9_999
MAX_SEQ = 10**12
MAX_SCORE = 10**6
MAX_COMPUTER_NAME = 64
MAX_MARKS = 200
"""The most computers a removal names (see :class:`ForgetEntry`)."""
MAX_TIER = 9

_HEX32 = re.compile(r"[0-9a-f]{32}")
_HEX16 = re.compile(r"[0-9a-f]{16}")
_STAMP = re.compile(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)Z")
_LEVEL = re.compile(r"[a-z]{1,16}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
_LATEST = datetime(2200, 1, 1, tzinfo=UTC)

FACE_CARDS = ("all", "no_kings", "jacks_only")
METHODS = ("typed", "ladder")
MODES = tuple(mode.value for mode in Mode)
_FEEDBACK = {kind.value: kind for kind in Feedback if kind is not Feedback.CORRECT}


class Invalid(ValueError):
    """An entry, a header or a file that the format does not allow; the reason, in English
    (for the log and the reader's notes)."""


def new_entry_id() -> str:
    """A fresh entry id: 128 random bits as 32 hex digits (never the same twice, on any
    computer, whatever its clock says)."""
    return os.urandom(16).hex()


def stamp(moment: datetime) -> str:
    """``moment`` as the journal writes it: UTC to the second, ``2026-03-02T10:05:00Z``.

    >>> stamp(datetime(2026, 3, 2, 11, 5, 7, 900, tzinfo=UTC))
    '2026-03-02T11:05:07Z'
    """
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_stamp(value: object) -> datetime:
    """A journal time (see :func:`stamp`), between the years 2000 and 2199; else
    :class:`Invalid`.

    >>> parse_stamp("2026-03-02T10:05:00Z")
    datetime.datetime(2026, 3, 2, 10, 5, tzinfo=datetime.timezone.utc)
    """
    if not isinstance(value, str) or len(value) != 20:
        raise Invalid("a time is not in the form 2026-03-02T10:05:00Z")
    match = _STAMP.fullmatch(value)
    if match is None:
        raise Invalid("a time is not in the form 2026-03-02T10:05:00Z")
    try:
        year, month, day, hour, minute, second = (int(part) for part in match.groups())
        moment = datetime(year, month, day, hour, minute, second, tzinfo=UTC)
    except ValueError:
        raise Invalid("a time is not a real date") from None
    if not _EARLIEST <= moment < _LATEST:
        raise Invalid("a time is before 2000 or after 2199")
    return moment


# ---------------------------------------------------------------- checked JSON


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise Invalid(f"a number has {len(text)} digits (at most {MAX_DIGITS})")
    return int(text)


def _small_float(text: str) -> float:
    if len(text) > 32:
        raise Invalid("a number is too long")
    value = float(text)
    if not math.isfinite(value):
        raise Invalid("a number is not finite")
    return value


def _no_constant(text: str) -> float:
    raise Invalid(f"{text} is not allowed")


def loads(text: str) -> Any:
    """JSON from a file of another computer: numbers of at most :data:`MAX_DIGITS` digits,
    no NaN or Infinity; anything else raises :class:`Invalid`.

    >>> loads('{"n": 12}')
    {'n': 12}
    >>> loads('{"n": ' + "9" * 1_000 + '}')
    Traceback (most recent call last):
    ...
    wildwest.persistence.class_folder.journal.Invalid: a number has 1000 digits (at most 15)
    """
    try:
        return json.loads(
            text, parse_int=_small_int, parse_float=_small_float, parse_constant=_no_constant
        )
    except Invalid:
        raise
    except (ValueError, RecursionError) as error:
        raise Invalid(f"not JSON ({type(error).__name__})") from None


def dumps(value: object) -> str:
    """Compact JSON, every character kept (UTF-8 is written, not ``\\u`` escapes)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# ---------------------------------------------------------------- field checks


def _int(data: Mapping[str, Any], key: str, low: int, high: int, default: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Invalid(f"{key} is not a whole number from {low} to {high}")
    return value


def _bool(data: Mapping[str, Any], key: str, default: bool | None = None) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise Invalid(f"{key} is not true or false")
    return value


def _choice(
    data: Mapping[str, Any], key: str, allowed: Sequence[str], default: str | None = None
) -> str:
    value = data.get(key, default)
    if value not in allowed:
        raise Invalid(f"{key} is not one of {', '.join(allowed)}")
    assert isinstance(value, str)
    return value


def _hex(data: Mapping[str, Any], key: str, pattern: re.Pattern[str] = _HEX32) -> str:
    value = data.get(key)
    if not isinstance(value, str) or pattern.fullmatch(value) is None:
        raise Invalid(f"{key} is not an id")
    return value


def check_name(value: object, what: str = "name") -> str:
    """A pupil's (or any player's) name from a file, tidied; :class:`Invalid` unless it is
    one the game could have recorded (1 to 24 characters, plain text).

    >>> check_name(" Ann\\u00a0Lee\\u200b")
    'Ann Lee'
    >>> check_name("=HYPERLINK(\\"x\\")"), check_name("<b>Ben</b>")
    ('=HYPERLINK("x")', '<b>Ben</b>')
    """
    if not isinstance(value, str) or len(value) > 4 * 24:
        raise Invalid(f"{what} is not a name")
    name = _tidied_name(value)
    if name is None:
        raise Invalid(f"{what} is not a name the game allows")
    return name


@functools.lru_cache(maxsize=4096)
def _tidied_name(value: str) -> str | None:
    """The tidied name, or None if the game would refuse it (remembered: a class has few)."""
    name = tidy_name(value)
    return None if why_not_a_name(name) is not None else name


def clean_text(value: object, limit: int = MAX_TEXT) -> str | None:
    """Free text from a file (an answer, a computer's name): ``None`` for null, control
    characters made ``?``, cut to ``limit`` characters; :class:`Invalid` for a non-text.

    >>> clean_text("2 x\\n3"), clean_text(None), clean_text("x" * 300, 5)
    ('2 x?3', None, 'xxxxx')
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise Invalid("a text is not text")
    return _CONTROL.sub("?", value[:limit])


def _text(data: Mapping[str, Any], key: str, limit: int = MAX_TEXT) -> str | None:
    value = data.get(key)
    if isinstance(value, str) and len(value) > limit:
        raise Invalid(f"{key} is longer than {limit} characters")
    return clean_text(value, limit)


def _ints(
    data: Mapping[str, Any], key: str, low: int, high: int, most: int, *, none: bool = False
) -> tuple[Any, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or len(value) > most:
        raise Invalid(f"{key} is not a list of at most {most}")
    for item in value:
        if item is None and none:
            continue
        if isinstance(item, bool) or not isinstance(item, int) or not low <= item <= high:
            raise Invalid(f"{key} holds something that is not a whole number {low} to {high}")
    return tuple(value)


def _primes(data: Mapping[str, Any], key: str) -> tuple[int, ...]:
    return tuple(sorted(set(_ints(data, key, 2, MAX_NUMBER, MAX_SEATS * 2))))


# ---------------------------------------------------------------- entries


class Kind(StrEnum):
    """What an entry records. The values are stable: journals store them."""

    TURN = "turn"
    GAME = "game"
    END = "end"
    RETRACT = "retract"
    FORGET = "forget"


@dataclass(frozen=True, slots=True)
class Entry:
    """What every entry has: a unique id, this computer's sequence number, a time."""

    id: str
    seq: int
    """1, 2, 3, … on the computer that wrote it (its order there, whatever the clock)."""
    at: datetime
    """When it was recorded, by that computer's clock (UTC)."""

    kind = Kind.TURN  # each subclass sets its own (a class attribute, not a field)

    def body(self) -> dict[str, Any]:
        raise NotImplementedError

    def to_json(self) -> str:
        return dumps(
            {
                "id": self.id,
                "kind": self.kind.value,
                "seq": self.seq,
                "at": stamp(self.at),
                **self.body(),
            }
        )


@dataclass(frozen=True, slots=True)
class TurnEntry(Entry):
    """One scored turn of a pupil (a person: computer players are not recorded)."""

    kind = Kind.TURN
    game: str = ""
    pupil: str = ""
    seat: int = 0
    mode: str = "auto"
    number: int = 0
    digits: str = ""
    """As drawn (``07``); empty when unknown."""
    factored: bool = False
    right_first_time: bool = False
    attempts: int = 1
    hints: int = 0
    gave_up: bool = False
    seconds: float | None = None
    points: int = 0
    method: str | None = None
    slips: int = 0
    mistakes: tuple[str, ...] = ()
    """Feedback values (``not_prime``…), kinds this reader knows only."""
    found: tuple[int, ...] = ()
    missed: tuple[int, ...] = ()
    answer: str | None = None
    first: str | None = None
    scores: tuple[int, ...] = ()
    """Every seat's score when the turn was recorded (for live standings)."""

    def body(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "pupil": self.pupil,
            "seat": self.seat,
            "mode": self.mode,
            "number": self.number,
            "digits": self.digits,
            "factored": self.factored,
            "right": self.right_first_time,
            "attempts": self.attempts,
            "hints": self.hints,
            "gave_up": self.gave_up,
            "seconds": self.seconds,
            "points": self.points,
            "method": self.method,
            "slips": self.slips,
            "mistakes": list(self.mistakes),
            "found": list(self.found),
            "missed": list(self.missed),
            "answer": self.answer,
            "first": self.first,
            "scores": list(self.scores),
        }

    @property
    def feedback(self) -> tuple[Feedback, ...]:
        return tuple(_FEEDBACK[kind] for kind in self.mistakes)


@dataclass(frozen=True, slots=True)
class GameEntry(Entry):
    """A game started (or reopened): its seats and what makes its deal."""

    kind = Kind.GAME
    game: str = ""
    players: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()
    """Per seat: "" for a person, else the computer player's level."""
    deal: int | None = None
    """The deal code, if it was shuffled from one."""
    packs: int = 1
    equal_turns: bool = True
    steal_costs_points: bool = False
    face_cards: str = "all"
    mode: str = "auto"
    real_cards: bool = False

    def body(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": list(self.players),
            "levels": list(self.levels),
            "deal": self.deal,
            "packs": self.packs,
            "rules": {
                "equal_turns": self.equal_turns,
                "steal_costs_points": self.steal_costs_points,
                "face_cards": self.face_cards,
            },
            "mode": self.mode,
            "real_cards": self.real_cards,
        }


@dataclass(frozen=True, slots=True)
class EndEntry(Entry):
    """A game over: the final scores and who won."""

    kind = Kind.END
    game: str = ""
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    turns: int = 0
    largest: tuple[int | None, ...] = ()

    def body(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "turns": self.turns,
            "largest": list(self.largest),
        }


@dataclass(frozen=True, slots=True)
class RetractEntry(Entry):
    """Takes back an earlier entry of the same computer (a real-cards turn undone, a game
    that went on after all) or a removal (:class:`ForgetEntry`) of any computer."""

    kind = Kind.RETRACT
    target: str = ""

    def body(self) -> dict[str, Any]:
        return {"target": self.target}


@dataclass(frozen=True, slots=True)
class ForgetEntry(Entry):
    """The teacher removes a pupil's records (the tombstone; see the package's notes).

    Hides every entry of the pupil (by name key) that the teacher's merge had seen,
    named by ``marks`` (computer id → the highest sequence number seen from it), and,
    from computers it had not seen, every entry dated before ``at``."""

    kind = Kind.FORGET
    pupil: str = ""
    marks: tuple[tuple[str, int], ...] = ()

    def body(self) -> dict[str, Any]:
        return {"pupil": self.pupil, "marks": dict(self.marks)}


AnyEntry = TurnEntry | GameEntry | EndEntry | RetractEntry | ForgetEntry


def _turn(common: dict[str, Any], data: Mapping[str, Any]) -> TurnEntry:
    mistakes = data.get("mistakes", [])
    if not isinstance(mistakes, list) or len(mistakes) > 20:
        raise Invalid("mistakes is not a short list")
    kinds = tuple(dict.fromkeys(k for k in mistakes if isinstance(k, str) and k in _FEEDBACK))
    seconds = data.get("seconds")
    if seconds is not None:
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise Invalid("seconds is not a number")
        if not 0 <= seconds <= 86_400:
            raise Invalid("seconds is not from 0 to 86400")
        seconds = float(seconds)
    digits = data.get("digits", "")
    if not isinstance(digits, str) or len(digits) > 4 or not (digits.isdigit() or not digits):
        raise Invalid("digits is not up to 4 digits")
    if not digits.isascii():
        raise Invalid("digits is not up to 4 digits")
    method = data.get("method")
    if method is not None and method not in METHODS:
        method = "typed"
    return TurnEntry(
        **common,
        game=_hex(data, "game"),
        pupil=check_name(data.get("pupil"), "pupil"),
        seat=_int(data, "seat", 0, MAX_SEATS - 1, 0),
        mode=_choice(data, "mode", MODES),
        number=_int(data, "number", 0, MAX_NUMBER),
        digits=digits,
        factored=_bool(data, "factored", False),
        right_first_time=_bool(data, "right", False),
        attempts=_int(data, "attempts", 0, 10_000, 1),
        hints=_int(data, "hints", 0, 100, 0),
        gave_up=_bool(data, "gave_up", False),
        seconds=seconds,
        points=_int(data, "points", 0, MAX_SCORE, 0),
        method=method,
        slips=_int(data, "slips", 0, 10_000, 0),
        mistakes=kinds,
        found=_primes(data, "found"),
        missed=_primes(data, "missed"),
        answer=_text(data, "answer"),
        first=_text(data, "first"),
        scores=_ints(data, "scores", -MAX_SCORE, MAX_SCORE, MAX_SEATS),
    )


def _players(data: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    players = data.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_SEATS:
        raise Invalid(f"players is not a list of 1 to {MAX_SEATS} names")
    names = tuple(check_name(name, "a player") if name != "" else "" for name in players)
    levels = data.get("levels", [""] * len(names))
    if not isinstance(levels, list) or len(levels) != len(names):
        raise Invalid("levels does not match the players")
    for level in levels:
        if not isinstance(level, str) or not (level == "" or _LEVEL.fullmatch(level)):
            raise Invalid("a level is not a word")
    return names, tuple(levels)


def _game(common: dict[str, Any], data: Mapping[str, Any]) -> GameEntry:
    names, levels = _players(data)
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise Invalid("rules is not an object")
    deal = data.get("deal")
    if deal is not None:
        deal = _int(data, "deal", 0, 10**12 - 1)
    return GameEntry(
        **common,
        game=_hex(data, "game"),
        players=names,
        levels=levels,
        deal=deal,
        packs=_int(data, "packs", 1, 100, 1),
        equal_turns=_bool(rules, "equal_turns", True),
        steal_costs_points=_bool(rules, "steal_costs_points", False),
        face_cards=_choice(rules, "face_cards", FACE_CARDS, "all"),
        mode=_choice(data, "mode", MODES),
        real_cards=_bool(data, "real_cards", False),
    )


def _end(common: dict[str, Any], data: Mapping[str, Any]) -> EndEntry:
    return EndEntry(
        **common,
        game=_hex(data, "game"),
        scores=_ints(data, "scores", -MAX_SCORE, MAX_SCORE, MAX_SEATS),
        winners=_ints(data, "winners", 0, MAX_SEATS - 1, MAX_SEATS),
        turns=_int(data, "turns", 0, 100_000, 0),
        largest=_ints(data, "largest", 2, 10**6, MAX_SEATS, none=True),
    )


def _forget(common: dict[str, Any], data: Mapping[str, Any]) -> ForgetEntry:
    marks = data.get("marks", {})
    if not isinstance(marks, dict) or len(marks) > MAX_MARKS:
        raise Invalid(f"marks is not an object of at most {MAX_MARKS} computers")
    checked = tuple(
        sorted(
            (_hex({"c": computer}, "c", _HEX16), _int({"s": seq}, "s", 0, MAX_SEQ))
            for computer, seq in marks.items()
        )
    )
    return ForgetEntry(**common, pupil=check_name(data.get("pupil"), "pupil"), marks=checked)


_READERS: dict[Kind, Callable[[dict[str, Any], Mapping[str, Any]], AnyEntry]] = {
    Kind.TURN: _turn,
    Kind.GAME: _game,
    Kind.END: _end,
    Kind.RETRACT: lambda common, data: RetractEntry(**common, target=_hex(data, "target")),
    Kind.FORGET: _forget,
}


class UnknownKind(Invalid):
    """An entry of a kind this version does not know (written by a newer Wild West)."""


def parse_entry(data: object) -> AnyEntry:
    """The entry in ``data`` (a decoded JSON object), checked against every limit;
    :class:`Invalid` (or :class:`UnknownKind`) says why not."""
    if not isinstance(data, dict):
        raise Invalid("an entry is not an object")
    common = {
        "id": _hex(data, "id"),
        "seq": _int(data, "seq", 0, MAX_SEQ),
        "at": parse_stamp(data.get("at")),
    }
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in Kind.__members__.values():
        raise UnknownKind(f"an entry of an unknown kind ({str(kind)[:20]!r})")
    entry: AnyEntry = _READERS[Kind(kind)](common, data)
    return entry


# ---------------------------------------------------------------- files


@dataclass(frozen=True, slots=True)
class Header:
    """A journal file's first line: who wrote it and when."""

    computer: str
    """The computer's id (16 hex digits)."""
    name: str
    """The computer's name when it wrote the file (for people: ``PC-12``)."""
    written: datetime
    """When the file was written, by that computer's clock."""
    tier: int = 0
    """0 for a file of new entries; higher for a file that gathers earlier ones."""
    app: str = ""

    def to_json(self) -> str:
        return dumps(
            {
                "computer": self.computer,
                "name": self.name,
                "written": stamp(self.written),
                "tier": self.tier,
                "app": self.app,
            }
        )


def parse_header(data: object) -> Header:
    if not isinstance(data, dict):
        raise Invalid("the header is not an object")
    return Header(
        computer=_hex(data, "computer", _HEX16),
        name=clean_text(data.get("name", ""), MAX_COMPUTER_NAME) or "",
        written=parse_stamp(data.get("written")),
        tier=_int(data, "tier", 0, MAX_TIER, 0),
        app=clean_text(data.get("app", ""), 32) or "",
    )


def _crc(text: bytes) -> str:
    return f"{zlib.crc32(text):08x}"


def write_journal(header: Header, entries: Iterable[Entry], magic: str = JOURNAL_MAGIC) -> bytes:
    """The bytes of a journal file holding ``entries`` (see the module for the layout).

    Raises :class:`Invalid` for an entry over :data:`MAX_LINE_BYTES` or more than
    :data:`MAX_ENTRIES_PER_FILE` entries (the writer never makes either)."""
    return write_lines(header, [entry.to_json() for entry in entries], magic)


def write_lines(header: Header, texts: Sequence[str], magic: str = JOURNAL_MAGIC) -> bytes:
    """:func:`write_journal` for entries already in JSON (as the outbox keeps them)."""
    if len(texts) > MAX_ENTRIES_PER_FILE:
        raise Invalid(f"{len(texts)} entries in one file (at most {MAX_ENTRIES_PER_FILE})")
    head = header.to_json().encode()
    lines = [f"{magic} {FORMAT_VERSION} {_crc(head)} ".encode() + head + b"\n"]
    for text in texts:
        data = text.encode()
        line = _crc(data).encode() + b" " + data + b"\n"
        if len(line) > MAX_LINE_BYTES:
            raise Invalid(f"an entry takes {len(line)} bytes (at most {MAX_LINE_BYTES})")
        lines.append(line)
    body = b"".join(lines)
    return body + f"end {len(texts)} {hashlib.sha256(body).hexdigest()}\n".encode()


class FileProblem(StrEnum):
    """Why a whole file was skipped. The values are stable: the reader's cache stores them."""

    TOO_BIG = "too_big"
    NOT_A_JOURNAL = "not_a_journal"
    TOO_NEW = "too_new"
    BAD_HEADER = "bad_header"
    UNREADABLE = "unreadable"


class SkippedFile(Exception):
    """A file that cannot be read at all: :attr:`problem` and a detail for the log."""

    def __init__(self, problem: FileProblem, detail: str = "", version: int = 0) -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail
        self.version = version


@dataclass(frozen=True, slots=True)
class JournalFile:
    """What a journal file gave: its header, its good entries, and what was left out."""

    header: Header
    entries: tuple[AnyEntry, ...]
    intact: bool
    """The end line checks out: the file is whole, as written."""
    skipped: int = 0
    """Lines left out: damaged (their CRC does not match), invalid or over the limits."""
    newer: int = 0
    """Entries of kinds this version does not know (from a newer Wild West): left out."""
    digest: str = ""
    """The SHA-256 of the file (what the reader's cache remembers it by)."""
    reasons: tuple[str, ...] = field(default=())
    """Why lines were left out (the first few, in English, for the log)."""


def _split(data: bytes, magic: str) -> tuple[int, bytes, list[bytes], bool]:
    """The version, the header text, the entry lines and whether the end line checks out."""
    if len(data) > MAX_FILE_BYTES:
        raise SkippedFile(FileProblem.TOO_BIG, f"{len(data)} bytes")
    first, _, rest = data.partition(b"\n")
    parts = first.split(b" ", 3)
    if len(parts) < 4 or parts[0] != magic.encode():
        raise SkippedFile(FileProblem.NOT_A_JOURNAL)
    if not parts[1].isdigit() or len(parts[1]) > 6:
        raise SkippedFile(FileProblem.NOT_A_JOURNAL, "no format version")
    version = int(parts[1])
    if version > FORMAT_VERSION:
        raise SkippedFile(FileProblem.TOO_NEW, f"format {version}", version)
    if version < 1:
        raise SkippedFile(FileProblem.NOT_A_JOURNAL, f"format {version}")
    if len(first) > MAX_LINE_BYTES or _crc(parts[3]).encode() != parts[2]:
        raise SkippedFile(FileProblem.BAD_HEADER, "damaged")
    lines = rest.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()  # the file ends with a newline
    intact = False
    if lines and lines[-1].startswith(b"end "):
        last = lines.pop()
        tail = last.split(b" ")
        body = data[: len(data) - len(last) - data.endswith(b"\n")]
        intact = (
            len(tail) == 3
            and tail[1] == str(len(lines)).encode()
            and tail[2] == hashlib.sha256(body).hexdigest().encode()
        )
    return version, parts[3], lines, intact


def read_journal(data: bytes, magic: str = JOURNAL_MAGIC) -> JournalFile:
    """Read a journal file's bytes; every entry that checks out, and what did not.

    Raises :class:`SkippedFile` when nothing in it can be used (too big, not a journal,
    a newer format, a damaged header)."""
    _, head, lines, intact = _split(data, magic)
    try:
        header = parse_header(loads(head.decode("utf-8")))
    except (Invalid, UnicodeDecodeError) as error:
        raise SkippedFile(FileProblem.BAD_HEADER, str(error)) from None
    entries: list[AnyEntry] = []
    seen: set[str] = set()
    skipped = newer = 0
    reasons: list[str] = []
    for number, line in enumerate(lines, start=2):
        try:
            entry = _entry_of(line)
        except UnknownKind:
            newer += 1
            continue
        except Invalid as error:
            skipped += 1
            if len(reasons) < 5:
                reasons.append(f"line {number}: {error}")
            continue
        if entry.id not in seen:
            seen.add(entry.id)
            entries.append(entry)
    return JournalFile(
        header,
        tuple(entries),
        intact,
        skipped,
        newer,
        hashlib.sha256(data).hexdigest(),
        tuple(reasons),
    )


def _checked_json(line: bytes) -> Any:
    """The JSON of one checked line (``CRC JSON``); :class:`Invalid` if it does not check."""
    if len(line) > MAX_LINE_BYTES:
        raise Invalid(f"a line of {len(line)} bytes (at most {MAX_LINE_BYTES})")
    crc, space, text = line.rstrip(b"\r").partition(b" ")
    if not space or _crc(text).encode() != crc:
        raise Invalid("damaged (its check does not match)")
    try:
        decoded = text.decode("utf-8")
    except UnicodeDecodeError:
        raise Invalid("not UTF-8") from None
    try:  # a line holds at most MAX_LINE_BYTES: no number in it can be huge
        return json.loads(decoded, parse_constant=_no_constant)
    except Invalid:
        raise
    except (ValueError, RecursionError) as error:
        raise Invalid(f"not JSON ({type(error).__name__})") from None


def _entry_of(line: bytes) -> AnyEntry:
    return parse_entry(_checked_json(line))


@dataclass(frozen=True, slots=True)
class Container:
    """A file in the journal's layout read without knowing its lines' meaning (the class
    list uses the layout too): the header's JSON, each line's JSON or the reason it failed."""

    header: dict[str, Any]
    lines: tuple[Any, ...]
    intact: bool
    skipped: int


def read_container(data: bytes, magic: str) -> Container:
    """Read any file in the journal's layout; :class:`SkippedFile` as :func:`read_journal`."""
    _, head, lines, intact = _split(data, magic)
    try:
        header = loads(head.decode("utf-8"))
    except (Invalid, UnicodeDecodeError) as error:
        raise SkippedFile(FileProblem.BAD_HEADER, str(error)) from None
    if not isinstance(header, dict):
        raise SkippedFile(FileProblem.BAD_HEADER, "not an object")
    items: list[Any] = []
    skipped = 0
    for line in lines:
        try:
            items.append(_checked_json(line))
        except Invalid:
            skipped += 1
    return Container(header, tuple(items), intact, skipped)


def write_container(magic: str, header: Mapping[str, Any], items: Sequence[object]) -> bytes:
    """The bytes of a file in the journal's layout (see :func:`read_container`)."""
    head = dumps(dict(header)).encode()
    lines = [f"{magic} {FORMAT_VERSION} {_crc(head)} ".encode() + head + b"\n"]
    for item in items:
        data = dumps(item).encode()
        lines.append(_crc(data).encode() + b" " + data + b"\n")
    body = b"".join(lines)
    return body + f"end {len(items)} {hashlib.sha256(body).hexdigest()}\n".encode()
