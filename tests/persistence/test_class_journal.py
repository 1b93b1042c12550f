"""The class folder's journal format (issue 29): round trip, checksums, versions, limits,
and files that are cut short, huge or hostile."""

from __future__ import annotations

import json
import zlib
from datetime import UTC, datetime

import pytest

from wildwest.persistence.class_folder import journal
from wildwest.persistence.class_folder.journal import (
    EndEntry,
    FileProblem,
    ForgetEntry,
    GameEntry,
    Header,
    RetractEntry,
    SkippedFile,
    TurnEntry,
    new_entry_id,
    read_journal,
    write_journal,
)

AT = datetime(2026, 3, 2, 10, 5, tzinfo=UTC)
HEADER = Header("0123456789abcdef", "PC-12", AT, 0, "wildwest 0.1.0")
GAME = "a" * 32


def turn(seq: int = 1, **changes) -> TurnEntry:
    fields = {
        "game": GAME,
        "pupil": "Ann Lee",
        "seat": 0,
        "mode": "challenge",
        "number": 3105,
        "digits": "3105",
        "factored": True,
        "right_first_time": False,
        "attempts": 1,
        "hints": 0,
        "seconds": 12.5,
        "points": 8,
        "method": "typed",
        "mistakes": ("repeat_missing",),
        "found": (3, 5, 23),
        "missed": (),
        "answer": "3 × 5 × 23",
        "first": "3 × 5 × 23",
        "scores": (8, 0),
    }
    fields.update(changes)
    return TurnEntry(new_entry_id(), seq, AT, **fields)


def every_kind() -> list:
    return [
        GameEntry(
            new_entry_id(),
            1,
            AT,
            GAME,
            ("Ann Lee", "Dusty Dan"),
            ("", "deputy"),
            4821,
            1,
            True,
            False,
            "no_kings",
            "challenge",
            False,
        ),
        turn(2),
        EndEntry(new_entry_id(), 3, AT, GAME, (8, 3), (0,), 14, (23, None)),
        RetractEntry(new_entry_id(), 4, AT, "b" * 32),
        ForgetEntry(new_entry_id(), 5, AT, "Ben", (("fedcba9876543210", 40),)),
    ]


def raw_line(data: dict) -> bytes:
    text = json.dumps(data).encode()
    return f"{zlib.crc32(text):08x} ".encode() + text


def file_of(*lines: bytes, version: int = 1, end: bool = True) -> bytes:
    """A journal file made by hand (with a correct end line unless ``end`` is False)."""
    head = HEADER.to_json().encode()
    body = f"wildwest-class-journal {version} {zlib.crc32(head):08x} ".encode() + head + b"\n"
    body += b"".join(line + b"\n" for line in lines)
    if not end:
        return body
    import hashlib

    return body + f"end {len(lines)} {hashlib.sha256(body).hexdigest()}\n".encode()


def test_every_kind_of_entry_survives_the_round_trip():
    """Written and read back, each entry is equal to what was written, and the file is whole."""
    entries = every_kind()
    read = read_journal(write_journal(HEADER, entries))
    assert read.intact and read.skipped == 0 and read.newer == 0
    assert read.header == HEADER
    assert list(read.entries) == entries


def test_a_file_cut_short_gives_every_entry_before_the_cut():
    """A file cut anywhere (a stick pulled out, a copy stopped) gives the entries whose lines
    are whole and says it is not intact; the cut line is counted, never half-read."""
    entries = [turn(seq) for seq in range(1, 6)]
    data = write_journal(HEADER, entries)
    header_end = data.index(b"\n") + 1
    for cut in range(header_end, len(data), 37):
        read = read_journal(data[:cut])
        assert not read.intact
        assert list(read.entries) == entries[: len(read.entries)]
        assert len(read.entries) >= data[:cut].count(b"\n") - 2
    with pytest.raises(SkippedFile):
        read_journal(data[: header_end - 5])


def test_a_damaged_entry_is_skipped_and_the_rest_kept():
    """A flipped byte in one entry fails that entry's CRC: the others are read, the file is
    reported as not intact."""
    entries = [turn(seq) for seq in range(1, 4)]
    data = bytearray(write_journal(HEADER, entries))
    second = data.index(b"\n", data.index(b"\n") + 1) + 1
    data[second + 40] ^= 0x01
    read = read_journal(bytes(data))
    assert not read.intact and read.skipped == 1
    assert [e.seq for e in read.entries] == [1, 3]


def test_a_newer_format_is_skipped_whole_and_said():
    """A file of format 2 is not half-read: it is skipped with its version."""
    with pytest.raises(SkippedFile) as skipped:
        read_journal(file_of(raw_line(json.loads(turn().to_json())), version=2))
    assert skipped.value.problem is FileProblem.TOO_NEW and skipped.value.version == 2


def test_an_entry_of_a_kind_from_a_newer_version_is_counted_not_read():
    """Within a version, new kinds of entry are skipped and counted; new keys are ignored."""
    known = json.loads(turn().to_json()) | {"colour": "blue"}
    unknown = {"id": new_entry_id(), "kind": "badge", "seq": 2, "at": "2026-03-02T10:05:00Z"}
    read = read_journal(file_of(raw_line(known), raw_line(unknown)))
    assert read.intact and read.newer == 1 and read.skipped == 0
    assert read.entries[0].pupil == "Ann Lee"


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\x00" * 100,
        b"PK\x03\x04 a zip file",
        b"wildwest-class-journal one 00000000 {}\n",
        b'wildwest-class-journal 1 00000000 {"computer": 1}\n',
        "wildwest-class-journal 1 ünïcödé".encode(),
    ],
)
def test_what_is_not_a_journal_is_skipped(data):
    """Empty, binary, foreign or damaged-header files are skipped as a whole, never read."""
    with pytest.raises(SkippedFile):
        read_journal(data)


def test_a_huge_file_is_refused_before_it_is_parsed():
    """A file over the limit is skipped as too big (the reader reads at most limit + 1)."""
    with pytest.raises(SkippedFile) as skipped:
        read_journal(b"x" * (journal.MAX_FILE_BYTES + 1))
    assert skipped.value.problem is FileProblem.TOO_BIG


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"number": int("9" * 1_000)}, "digits"),
        ({"number": 10_000}, "number"),
        ({"number": -1}, "number"),
        ({"number": 1e308}, "number"),
        ({"pupil": "x" * 25}, "name"),
        ({"pupil": "Ann\x1bLee"}, "name"),
        ({"pupil": "Ann\x00"}, "name"),
        ({"pupil": ""}, "name"),
        ({"pupil": ["Ann"]}, "name"),
        ({"seconds": float("nan")}, "allowed"),
        ({"seconds": -3}, "seconds"),
        ({"found": list(range(2, 100))}, "found"),
        ({"answer": "x" * 201}, "answer"),
        ({"scores": [10**7]}, "scores"),
        ({"at": "2026-02-30T10:00:00Z"}, "date"),
        ({"at": "1970-01-01T00:00:00Z"}, "2000"),
        ({"id": "not an id"}, "id"),
        ({"mode": "cheat"}, "mode"),
        ({"game": None}, "game"),
    ],
)
def test_hostile_values_make_an_entry_invalid(change, why):
    """Every field is checked against the game's own limits: huge numbers (a 1 000-digit
    "number" is refused before Python builds it), impossible names, wrong types."""
    data = json.loads(turn().to_json())
    data.update(change)
    text = json.dumps(data, allow_nan=True)
    with pytest.raises(journal.Invalid) as invalid:
        journal.parse_entry(journal.loads(text))
    assert why in str(invalid.value)


def test_a_million_digit_number_in_a_file_costs_nothing():
    """A line with a 10**6-digit number is over the line limit: skipped unread."""
    data = json.loads(turn().to_json())
    line = raw_line(data).replace(b'"number": 3105', b'"number": ' + b"7" * 1_000_000)
    read = read_journal(file_of(raw_line(data), line))
    assert read.skipped == 1 and len(read.entries) == 1


def test_names_are_tidied_as_the_game_tidies_them():
    """Invisible characters (a right-to-left override too) go and white space collapses, so
    a name looks the same wherever it is shown."""
    data = json.loads(turn().to_json()) | {"pupil": " Ann\u202e\u00a0\n Lee\u200b"}
    assert journal.parse_entry(data).pupil == "Ann Lee"


def test_names_with_formulas_and_markup_are_kept_as_text():
    """A formula or markup is a name like any other: kept as typed (plain text), never run."""
    for name in ('=HYPERLINK("x")', "<b>Ben</b>", "@SUM(A1)", "x;=cmd|'/C calc'!A0;"):
        entry = turn(pupil=name)
        assert read_journal(write_journal(HEADER, [entry])).entries[0].pupil == name


def test_answers_keep_their_text_with_control_characters_shown_as_question_marks():
    """An answer is free text: control characters from a hostile file become ``?``."""
    data = json.loads(turn().to_json()) | {"answer": "2 x\x1b[31m 3\u2028"}
    read = read_journal(file_of(raw_line(data)))
    assert read.entries[0].answer == "2 x?[31m 3?"


def test_the_same_entry_twice_in_one_file_is_read_once():
    """A file holding one entry twice gives it once."""
    entry = turn()
    read = read_journal(write_journal(HEADER, [entry, entry]))
    assert len(read.entries) == 1


def test_the_writer_refuses_what_the_reader_would():
    """An entry over the line limit, or too many entries, cannot be written."""
    with pytest.raises(journal.Invalid):
        journal.write_lines(HEADER, ["x" * journal.MAX_LINE_BYTES])
    with pytest.raises(journal.Invalid):
        journal.write_lines(HEADER, ["{}"] * (journal.MAX_ENTRIES_PER_FILE + 1))


def test_deep_nesting_is_refused_not_a_crash():
    """JSON nested thousands deep (within the line limit) is an invalid line."""
    line = raw_line({"x": 1}).replace(b'{"x": 1}', b"[" * 2_000 + b"]" * 2_000)
    deep = line.split(b" ", 1)[1]
    line = f"{zlib.crc32(deep):08x} ".encode() + deep
    read = read_journal(file_of(line))
    assert read.skipped == 1 and not read.entries
