"""Learning records: what is counted, names as keys, export, and a damaged or unwritable file."""

from __future__ import annotations

import csv
import errno
import io
import math
import os
import re
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.full_disk import file_size_limit, needs_file_size_limits
from wildwest.engine import (
    Draw,
    Feedback,
    GiveUp,
    Mode,
    Submit,
    TakeHint,
    TurnRecord,
    apply,
    new_game,
    parse_deal,
)
from wildwest.persistence import records
from wildwest.persistence.records import RecordsError, RecordsStore, player_key

from ..file_modes import writable_again
from .games import worked_example_deal

ROOT = Path(__file__).resolve().parents[2]


def turns_of(deal_dict: dict | None, mode: Mode, *actions) -> tuple[TurnRecord, ...]:
    deal = parse_deal(deal_dict) if deal_dict else worked_example_deal()
    state = new_game(deal, mode)
    for action in actions:
        state, _ = apply(state, action)
    return state.turns


# The golden Practice game: Ann 33 (wrong "3 × 9", then right), Ben 3105 (a hint, then right).
PRACTICE = turns_of(
    None,
    Mode.PRACTICE,
    Draw(),
    Submit("3 × 9"),
    Submit("3 x 11"),
    Draw(),
    TakeHint(),
    Submit("3^3 × 5 × 23"),
)
# Challenge: Ann 33 right first time; Ben 3905 names 5, 7 and 11 (7 wrong, 71 missed).
CHALLENGE = turns_of(
    {"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
     "digit_pile": ["3D", "3C", "3S", "9S", "10S", "5S"]},
    Mode.CHALLENGE,
    Draw(),
    Submit("3 x 11"),
    Draw(),
    Submit("5 x 7 x 11"),
)  # fmt: skip
AUTO = turns_of(None, Mode.AUTO, Draw(), Draw())
GAVE_UP = turns_of(None, Mode.PRACTICE, Draw(), Submit("2"), GiveUp())


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def store(tmp_path):
    opened = RecordsStore.open(tmp_path / "records.sqlite3", clock=Clock())
    yield opened
    opened.close()


def test_a_new_store_is_kept_on_disk_with_the_current_schema(tmp_path):
    """Opening creates the file (and folders) with PRAGMA user_version = SCHEMA_VERSION."""
    path = tmp_path / "new" / "folder" / "records.sqlite3"
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is None
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION == 3
    db.close()


def test_practice_answers_are_counted(store):
    """A wrong first try and a hint each stop 'right first time'; mistakes are counted by
    kind; the primes found include those already held by someone else."""
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 12.5, "g1")
    store.record_turn("Ben", PRACTICE[1], Mode.PRACTICE, 30.0, "g1")
    ann, ben = store.summary("Ann"), store.summary("Ben")
    assert (ann.numbers_met, ann.answers, ann.right_first_time, ann.hints_used) == (1, 1, 0, 0)
    assert ann.mistakes[Feedback.NOT_PRIME] == 1 and ann.mistakes[Feedback.NOT_A_DIVISOR] == 1
    assert sum(ann.mistakes.values()) == 2
    assert ann.primes_found == (3, 11) and ann.mean_seconds == 12.5
    assert (ben.answers, ben.right_first_time, ben.hints_used) == (1, 0, 1)
    assert ben.primes_found == (3, 5, 23)
    assert sum(ben.mistakes.values()) == 0


def test_challenge_answers_count_only_the_right_primes(store):
    """In Challenge, right first time needs the whole answer; a wrong prime is a mistake and
    only the primes that divide count as found."""
    for turn in CHALLENGE:
        store.record_turn("Ann" if turn.player == 0 else "Ben", turn, Mode.CHALLENGE, 5, "g1")
    ann, ben = store.summary("Ann"), store.summary("Ben")
    assert (ann.answers, ann.right_first_time, ann.primes_found) == (1, 1, (3, 11))
    assert (ben.answers, ben.right_first_time, ben.primes_found) == (1, 0, (5, 11))
    assert ben.mistakes[Feedback.NOT_A_DIVISOR] == 1
    assert ann.right_first_time_share == 1.0 and ben.right_first_time_share == 0.0


def test_auto_turns_are_numbers_met_but_not_answers(store):
    """In Auto the app factors: the number is met, but it is no answer, no time, no prime."""
    store.record_turn("Ann", AUTO[0], Mode.AUTO, 3.0, "g1")
    ann = store.summary("Ann")
    assert (ann.numbers_met, ann.answers, ann.timed_answers, ann.primes_found) == (1, 0, 0, ())
    assert ann.mean_seconds is None and ann.right_first_time_share is None


def test_giving_up_finds_nothing_and_is_counted(store):
    """A give-up counts as an answer, not right, with its mistakes and no primes found."""
    store.record_turn("Ann", GAVE_UP[0], "practice", None, "g1")
    ann = store.summary("Ann")
    assert (ann.answers, ann.right_first_time, ann.gave_up, ann.primes_found) == (1, 0, 1, ())
    assert ann.mistakes[Feedback.NOT_A_DIVISOR] == 1
    assert ann.timed_answers == 0


def test_names_are_trimmed_and_case_insensitive(store):
    """' ann ', 'ANN' and 'Ann' are one player, shown with the spelling used last."""
    assert player_key("  Ann   Lee ") == player_key("ann lee") == "ann lee"
    store.record_turn(" ann ", PRACTICE[0], Mode.PRACTICE, 10, "g1")
    store.record_turn("ANN", PRACTICE[0], Mode.PRACTICE, 20, "g2")
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, None, "g3")
    assert store.players() == ["Ann"]
    summary = store.summary("aNN ")
    assert (summary.name, summary.numbers_met, summary.timed_answers) == ("Ann", 3, 2)
    assert summary.mean_seconds == 15


def test_bad_timings_are_not_counted(store):
    """A negative, infinite or NaN time (a clock jump) is stored as 'not timed'."""
    for seconds in (-1.0, float("inf"), float("nan"), 8.0):
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, seconds, "g1")
    assert store.summary("Ann").timed_answers == 1
    assert store.summary("Ann").mean_seconds == 8.0


def test_games_played_and_won(store):
    """record_game counts a game for every player and a win for the winners (any case);
    recording the same game twice counts it once."""
    store.record_game(["Ann", "Ben"], ["ben"], "g1")
    store.record_game(["Ann", "Ben"], ["Ann", "Ben"], "g2")
    store.record_game(["Ann", "Ben"], ["Ann", "Ben"], "g2")
    assert (store.summary("Ann").games_played, store.summary("Ann").games_won) == (2, 1)
    assert (store.summary("Ben").games_played, store.summary("Ben").games_won) == (2, 2)


def test_an_unknown_player_has_an_empty_summary(store):
    """Asking about a name with no records gives zeros, not an error."""
    summary = store.summary("  Zoe ")
    assert summary.name == "Zoe" and summary.numbers_met == 0 and summary.primes_found == ()
    assert set(summary.mistakes) == set(records.MISTAKE_KINDS)
    assert store.history("Zoe") == []


def test_history_has_one_entry_per_game_in_order(tmp_path):
    """history() gives, per game and oldest first, the date, answers and right first time."""
    clock = Clock()
    with RecordsStore.open(tmp_path / "records.sqlite3", clock=clock) as store:
        store.record_turn("Ann", CHALLENGE[0], Mode.CHALLENGE, 4, "first")
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 4, "first")
        clock.advance(days=1)
        store.record_turn("Ann", AUTO[0], Mode.AUTO, None, "second")
        history = store.history("ann")
    assert [(h.game_id, h.numbers_met, h.answers, h.right_first_time) for h in history] == [
        ("first", 2, 2, 1),
        ("second", 1, 0, 0),
    ]
    assert history[0].played == datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert history[1].played - history[0].played == timedelta(days=1)


def test_records_survive_closing_and_reopening(tmp_path):
    """What was recorded is there after the app closes and opens the store again."""
    path = tmp_path / "records.sqlite3"
    with RecordsStore.open(path) as store:
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 12, "g1")
        store.record_game(["Ann", "Ben"], ["Ann"], "g1")
        before = store.summary("Ann")
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is None
        assert store.summary("Ann") == before
        assert store.players() == ["Ann", "Ben"]


# ---------------------------------------------------------------- export


def read_export(path: Path) -> list[list[str]]:
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_export_csv_has_a_header_and_one_row_per_player(store, tmp_path):
    """The export is UTF-8 with a BOM, a header row, then one row per player A to Z."""
    for turn in PRACTICE:
        store.record_turn("Ben" if turn.player else "Zoë", turn, Mode.PRACTICE, 10, "g1")
    store.record_game(["Zoë", "Ben"], ["Ben"], "g1")
    path = tmp_path / "class.csv"
    store.export_csv(path)
    header, *rows = read_export(path)
    assert header[:4] == ["Name", "Numbers met", "Answers", "Right first time"]
    assert "Mistakes: not prime" in header
    assert [row[0] for row in rows] == ["Ben", "Zoë"]
    zoe = dict(zip(header, rows[1], strict=True))
    assert zoe["Answers"] == "1" and zoe["Right first time %"] == "0"
    assert zoe["Mistakes: not prime"] == "1" and zoe["Primes found"] == "2"
    assert zoe["Average seconds per answer"] == "10.0" and zoe["Games played"] == "1"


def test_export_does_not_let_a_name_run_as_a_formula(store, tmp_path):
    """A name like '=1+1' is written so a spreadsheet shows it as text."""
    store.record_turn("=HYPERLINK(1)", PRACTICE[0], Mode.PRACTICE, 1, "g1")
    store.export_csv(tmp_path / "class.csv")
    assert read_export(tmp_path / "class.csv")[1][0] == "'=HYPERLINK(1)"


def test_no_piece_of_an_exported_name_runs_as_a_formula(store, tmp_path):
    """Issue 28: the name x;=cmd|'/C calc'!A0; (it fits the name box) is quoted and guarded,
    so German, French or Spanish Excel, which split on ;, never see a formula in any cell;
    the header's words are quoted too."""
    name = "x;=cmd|'/C calc'!A0;"
    store.record_turn(name, PRACTICE[0], Mode.PRACTICE, 1, "g1")
    store.export_csv(tmp_path / "class.csv")
    text = (tmp_path / "class.csv").read_bytes().decode("utf-8-sig")
    header, row = text.splitlines()
    assert header.startswith('"Name","Numbers met",')
    assert row.startswith("\"x;'=cmd")
    for piece in re.split(r"[;,]", row):
        assert piece.strip(' "')[:1] not in ("=", "+", "-", "@"), piece
    assert read_export(tmp_path / "class.csv")[1][0] == "x;'=cmd|'/C calc'!A0;"


def test_an_export_that_cannot_be_written_raises_and_keeps_the_old_file(store, tmp_path):
    """Exporting where no file can go raises RecordsError; an old export is not touched."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(RecordsError, match=r"^class\.csv could not be saved: "):
        store.export_csv(blocker / "class.csv")
    folder = tmp_path / "exports"
    folder.mkdir()
    (folder / "class.csv").write_bytes(b"old")
    store.export_csv(folder / "class.csv")
    assert read_export(folder / "class.csv")[0][0] == "Name"


# ---------------------------------------------------------------- damaged and newer files


def test_random_bytes_are_moved_aside_and_a_fresh_file_started(tmp_path):
    """A records file that is not SQLite is kept aside as records.corrupt-….sqlite3, a fresh
    store is started, and the message says so."""
    path = tmp_path / "records.sqlite3"
    junk = os.urandom(3000)
    path.write_bytes(junk)
    clock = Clock()
    with RecordsStore.open(path, clock=clock) as store:
        assert store.kept
        assert store.message is not None and "\n" not in store.message
        assert "damaged" in store.message and "records.corrupt-" in store.message
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
        assert store.summary("Ann").numbers_met == 1
    stamp = clock.now.astimezone().strftime("%Y%m%d-%H%M%S")
    aside = tmp_path / f"records.corrupt-{stamp}.sqlite3"
    assert aside.read_bytes() == junk
    assert aside.name in store.message


def test_a_second_damaged_file_in_the_same_second_gets_its_own_name(tmp_path):
    """Two damaged files moved aside at the same moment do not overwrite each other."""
    path = tmp_path / "records.sqlite3"
    clock = Clock()
    for junk in (b"first junk", b"second junk"):
        path.write_bytes(junk)
        RecordsStore.open(path, clock=clock).close()
    kept = sorted(p.read_bytes() for p in tmp_path.glob("records.corrupt-*.sqlite3"))
    assert kept == [b"first junk", b"second junk"]


def test_a_sqlite_file_failing_its_integrity_check_is_moved_aside(tmp_path):
    """A real SQLite file with a damaged page is detected, kept aside and replaced."""
    path = tmp_path / "records.sqlite3"
    with RecordsStore.open(path) as store:
        for i in range(400):
            store.record_turn(f"Pupil {i}", PRACTICE[0], Mode.PRACTICE, i, f"g{i}")
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[3 * page : 5 * page] = bytes(range(256)) * (2 * page // 256)
    path.write_bytes(bytes(data))
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is not None and "damaged" in store.message
        assert store.players() == []
    assert len(list(tmp_path.glob("records.corrupt-*.sqlite3"))) == 1


def test_a_sqlite_file_with_a_wrong_index_is_moved_aside(tmp_path):
    """A file that opens but whose integrity_check lists problems (an index that does not
    match its table) is kept aside too, with the bytes it had."""
    path = tmp_path / "records.sqlite3"
    with RecordsStore.open(path) as store:
        for i in range(5):
            store.record_turn(f"Pupil {i}", PRACTICE[0], Mode.PRACTICE, i, "g1")
    db = sqlite3.connect(path)
    db.execute("PRAGMA writable_schema = ON")
    db.execute(
        "UPDATE sqlite_schema SET sql = 'CREATE INDEX answer_by_player ON answer (number)' "
        "WHERE name = 'answer_by_player'"
    )
    db.commit()
    db.close()
    damaged = path.read_bytes()
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is not None and "damaged" in store.message
        assert store.players() == []
    (aside,) = tmp_path.glob("records.corrupt-*.sqlite3")
    assert aside.read_bytes() == damaged


def test_a_file_from_a_newer_version_is_not_touched(tmp_path):
    """Records made by a newer Wild West (higher user_version) are left alone: not kept."""
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()
    before = path.read_bytes()
    with RecordsStore.open(path) as store:
        assert not store.kept
        assert store.message is not None and "newer Wild West" in store.message
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
        assert store.summary("Ann").numbers_met == 1
    assert path.read_bytes() == before


def test_an_empty_file_is_migrated_from_version_zero(tmp_path):
    """A zero-byte file (version 0) is migrated to the current schema and used."""
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"")
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is None
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
    assert not list(tmp_path.glob("*.corrupt-*"))


# ---------------------------------------------------------------- not kept


def test_a_folder_that_cannot_be_made_gives_not_kept_mode(tmp_path):
    """When the data folder cannot exist, records go to memory: kept is False, a one-line
    warning says so, and recording and reading still work for the session."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with RecordsStore.open(blocker / "data" / "records.sqlite3") as store:
        assert not store.kept
        assert store.message == (
            f"Learning records are not being kept: the folder {blocker / 'data'} cannot be "
            f"created ({os.strerror(errno.ENOTDIR)})"  # in the machine's language
        )
        assert "\n" not in store.message
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
        store.record_game(["Ann", "Ben"], ["Ann"], "g1")
        assert store.summary("Ann").games_won == 1


READ_ONLY_CHILD = """
import os, sys
from pathlib import Path
from wildwest.engine import Draw, Mode, new_game, apply, parse_deal
from wildwest.persistence.records import RecordsStore

folder = Path(sys.argv[1])
deal = parse_deal(
    {"players": ["Ann", "Ben"], "face_pile": ["JK", "JK"], "digit_pile": ["3D", "3C", "2S", "2H"]}
)
state, _ = apply(new_game(deal, Mode.AUTO), Draw())
turn = state.turns[0]

# 1. A store opened in a folder made read-only beforehand.
locked = folder / "locked"
locked.mkdir()
os.chmod(locked, 0o555)
store = RecordsStore.open(locked / "records.sqlite3")
store.record_turn("Ann", turn, Mode.AUTO, None, "g1")
print("1", store.kept, store.summary("Ann").numbers_met, store.message)

# 2. A store whose folder (and file) become read-only during play.
late = folder / "late"
late.mkdir()
store = RecordsStore.open(late / "records.sqlite3")
store.record_turn("Ann", turn, Mode.AUTO, None, "g1")
os.chmod(late / "records.sqlite3", 0o444)
os.chmod(late, 0o555)
store.record_turn("Ann", turn, Mode.AUTO, None, "g1")
store.record_game(["Ann", "Ben"], ["Ann"], "g1")
print("2", store.kept, store.summary("Ann").numbers_met, store.message)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_a_read_only_data_folder_never_stops_play(tmp_path, obeying_file_modes):
    """In a child that obeys file modes (even as root): a folder read-only from the start, or
    made read-only mid-game, gives not-kept mode with a message, and recording never raises
    and loses nothing of this session."""
    folder = tmp_path / "data"
    folder.mkdir()
    try:
        done = subprocess.run(
            [*obeying_file_modes, sys.executable, "-c", READ_ONLY_CHILD, str(folder)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env={**os.environ, "HOME": str(tmp_path)},
            check=False,
        )
    finally:
        writable_again(folder)
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    assert (
        first
        == f"1 False 1 Learning records are not being kept: the folder {folder}/locked is read-only"
    )
    assert second == (
        "2 False 2 Learning records are no longer being kept: the data folder is read-only"
    )


# ---------------------------------------------------------------- another program holds the file


def hold_exclusively(path: Path) -> sqlite3.Connection:
    """Another program (a backup, a database tool) holding the records file: BEGIN EXCLUSIVE."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def answers_in_file(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT count(*) FROM answer").fetchone()[0]
    finally:
        db.close()


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def test_the_busy_timeout_is_a_few_milliseconds(store):
    """No call waits more than BUSY_TIMEOUT_MS (20 ms) for another program to let go."""
    assert store.busy_timeout_ms == records.BUSY_TIMEOUT_MS <= 50


def test_records_held_back_by_a_lock_are_written_once_it_goes(tmp_path):
    """While another connection holds the file with BEGIN EXCLUSIVE, turns are held back
    (each call returns at once, nothing is said), and once it lets go they are all written:
    4 of 4 turns in the file, in order, with the game."""
    path = tmp_path / "records.sqlite3"
    clock = Clock()
    store = RecordsStore.open(path, clock=clock)
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 2.0, "g1")
    other = hold_exclusively(path)
    took = [
        timed(lambda: store.record_turn("Ben", PRACTICE[1], Mode.PRACTICE, 3.0, "g1")),
        timed(lambda: store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 4.0, "g1")),
        timed(lambda: store.record_game(["Ann", "Ben"], ["Ben"], "g1")),
    ]
    assert store.waiting and store.kept and store.message is None
    assert timed(store.flush) < 0.5 and store.flush() is True
    other.execute("ROLLBACK")
    other.close()
    took.append(timed(lambda: store.record_turn("Ben", PRACTICE[1], Mode.PRACTICE, 5.0, "g1")))
    assert max(took) < 0.5, took
    assert not store.waiting and store.flush() is False
    assert answers_in_file(path) == 4
    store.close()
    with RecordsStore.open(path) as again:
        assert again.summary("Ben").games_won == 1
        assert again.summary("Ann").numbers_met == 2
        assert again.summary("Ben").answer_seconds == 8.0


def test_flush_writes_what_was_held_back_without_a_new_turn(tmp_path):
    """The app's timer calling flush() after the lock goes is enough to write everything."""
    path = tmp_path / "records.sqlite3"
    store = RecordsStore.open(path)
    other = hold_exclusively(path)
    for _ in range(4):
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    assert store.flush() is True
    other.execute("COMMIT")
    other.close()
    assert store.flush() is False
    assert answers_in_file(path) == 4
    store.close()


def test_a_lock_that_lasts_over_a_minute_is_said_and_cleared_when_it_goes(tmp_path):
    """Records held back for over a minute give one line for the teacher (still kept, to be
    written later); once written, the line goes."""
    path = tmp_path / "records.sqlite3"
    clock = Clock()
    store = RecordsStore.open(path, clock=clock)
    other = hold_exclusively(path)
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    clock.advance(seconds=59)
    assert store.flush() and store.message is None
    clock.advance(seconds=2)
    assert store.flush() and store.kept
    assert store.message == (
        "Learning records are waiting to be written: another program has been using "
        "records.sqlite3 for over a minute (they are written as soon as it lets go)"
    )
    other.execute("ROLLBACK")
    other.close()
    assert store.flush() is False and store.message is None
    assert answers_in_file(path) == 1
    store.close()


def test_a_file_locked_at_start_up_is_opened_once_it_is_free(tmp_path):
    """A records file another program holds when the app starts does not put the store in
    "not kept" mode: turns wait and reach the file once it is free."""
    path = tmp_path / "records.sqlite3"
    RecordsStore.open(path).close()
    other = hold_exclusively(path)
    started = time.perf_counter()
    store = RecordsStore.open(path)
    assert time.perf_counter() - started < 0.5
    assert store.kept and store.message is None
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    assert store.waiting and store.players() == []
    other.execute("ROLLBACK")
    other.close()
    assert store.players() == ["Ann"]  # reading writes what waited first
    assert answers_in_file(path) == 1
    store.close()


def test_too_many_held_back_records_go_on_in_memory(tmp_path, monkeypatch):
    """Past MAX_WAITING held-back writes the store stops waiting for the file: "no longer
    being kept", and this session's records are still all there."""
    monkeypatch.setattr(records, "MAX_WAITING", 3)
    path = tmp_path / "records.sqlite3"
    store = RecordsStore.open(path)
    other = hold_exclusively(path)
    for _ in range(5):
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    assert not store.kept and not store.waiting
    assert store.message == (
        "Learning records are no longer being kept: the records file stayed busy"
    )
    assert store.summary("Ann").numbers_met == 5
    other.execute("ROLLBACK")
    other.close()
    store.close()


# ---------------------------------------------------------------- how the player answered


def test_records_keep_which_way_the_player_answered(tmp_path):
    """A typed answer and a ladder answer are kept with their method; an answer with ladder
    slips is not right first time; the summary and the CSV count the ladder answers."""
    path = tmp_path / "records.sqlite3"
    with RecordsStore.open(path) as store:
        store.record_turn("Ann", CHALLENGE[0], Mode.PRACTICE, 5, "g1", method="typed")
        store.record_turn("Ann", CHALLENGE[0], Mode.PRACTICE, 5, "g1", method="ladder")
        store.record_turn("Ann", CHALLENGE[0], Mode.PRACTICE, 5, "g1", method="ladder", slips=2)
        store.record_turn("Ann", AUTO[0], Mode.AUTO, 5, "g1", method="ladder")
        summary = store.summary("Ann")
        store.export_csv(tmp_path / "out.csv")
    assert summary.answers == 3 and summary.ladder_answers == 2
    assert summary.right_first_time == 2  # the slips cost the third its "first time"
    db = sqlite3.connect(path)
    rows = db.execute("SELECT method, ladder_slips FROM answer ORDER BY id").fetchall()
    db.close()
    assert rows == [("typed", 0), ("ladder", 0), ("ladder", 2), (None, 0)]
    with (tmp_path / "out.csv").open(encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    assert table[1][table[0].index("Answered by ladder")] == "2"


def test_a_version_one_records_file_migrates_and_its_answers_count_as_typed(tmp_path):
    """A file written before the ladder (schema 1) is migrated in place, not moved aside:
    its factored answers become typed, its Auto turns have no method, and nothing is lost."""
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    for statement in records._statements(records.MIGRATIONS[0]):
        db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO player (id, key, name) VALUES (1, 'ann', 'Ann')")
    answer = (
        "INSERT INTO answer (player_id, game_id, at, mode, number, factored, right_first_time, "
        "attempts, hints, gave_up, seconds, points) VALUES (1, 'g0', '2025-01-01T10:00:00+00:00'"
    )
    db.execute(answer + ", 'practice', 28, 1, 1, 1, 0, 0, 4.0, 2)")
    db.execute(answer + ", 'auto', 30, 0, 0, 1, 0, 0, NULL, 3)")
    db.close()
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is None
        before = store.summary("Ann")
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 5, "g1", method="ladder")
        after = store.summary("Ann")
    assert not list(tmp_path.glob("*.corrupt-*"))
    assert (before.numbers_met, before.answers, before.ladder_answers) == (2, 1, 0)
    assert (after.answers, after.ladder_answers) == (2, 1)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION
    methods = db.execute("SELECT number, method FROM answer ORDER BY id").fetchall()
    db.close()
    assert methods[:2] == [(28, "typed"), (30, None)]


def test_the_export_header_is_in_the_words_it_is_given(store, tmp_path):
    """The app hands the export its language's words: every column of the header goes
    through them, the mistakes' names too; the rows are the same."""
    store.record_turn("Zoë", PRACTICE[0], Mode.PRACTICE, 10, "g1")
    english, german = tmp_path / "en.csv", tmp_path / "de.csv"
    store.export_csv(english)
    words = {"Name": "Name", "Answers": "Antworten", "Mistakes: %1": "Fehler: %1"}
    store.export_csv(german, lambda text: words.get(text, f"<{text}>"))
    en_header, *en_rows = read_export(english)
    de_header, *de_rows = read_export(german)
    assert de_rows == en_rows and len(de_header) == len(en_header)
    assert de_header[:3] == ["Name", "<Numbers met>", "Antworten"]
    assert "Fehler: <not prime>" in de_header and de_header[-1] == "<Answered by ladder>"


# ---------------------------------------------------------------- names that look the same


@pytest.mark.parametrize(
    "spellings",
    [
        ("Ann Lee", "Ann  Lee", "Ann\u00a0Lee", "ann lee"),
        ("Ben", "Ben\u200b", "\u2060Ben", "BEN\ufeff"),
        ("Zo\u00eb", "Zoe\u0308", "zo\u00eb"),
        ("Sophie", "So\u00adphie"),
    ],
)
def test_names_that_look_the_same_are_one_pupil(store, spellings):
    """Issue 28: white space of any kind, invisible characters, an accent typed either way
    and capitals make one pupil in the records (engine.name_key), shown tidied."""
    for game, name in enumerate(spellings):
        store.record_turn(name, PRACTICE[0], Mode.PRACTICE, 5, f"g{game}")
    assert len(store.players()) == 1
    summary = store.summary(spellings[1])
    assert summary.numbers_met == len(spellings)
    assert summary.name == store.players()[0] and summary.name.isprintable()
    assert "\u200b" not in summary.name and "  " not in summary.name


def _version_two_file(path: Path, players: list[tuple[int, str, str]]) -> None:
    """A records file as version 2 wrote it, with players keyed the old way (trimmed, runs
    of spaces made one, casefolded; invisible characters and decomposed accents kept)."""
    db = sqlite3.connect(path, isolation_level=None)
    for script in records.MIGRATIONS[:2]:
        for statement in records._statements(script):
            db.execute(statement)
    db.execute("PRAGMA user_version = 2")
    answer = (
        "INSERT INTO answer (player_id, game_id, at, mode, number, factored, right_first_time, "
        "attempts, hints, gave_up, seconds, points, method) VALUES (?, ?, "
        "'2025-01-01T10:00:00+00:00', 'practice', 28, 1, 1, 1, 0, 0, 4.0, 2, 'typed')"
    )
    for player_id, key, name in players:
        db.execute("INSERT INTO player (id, key, name) VALUES (?, ?, ?)", (player_id, key, name))
        db.execute(answer, (player_id, f"game-{player_id}"))
        db.execute(
            "INSERT INTO game (game_id, player_id, at, won) VALUES (?, ?, ?, ?)",
            (f"game-{player_id}", player_id, "2025-01-01T10:30:00+00:00", player_id % 2),
        )
    db.execute(answer, (1, "shared"))
    db.execute(answer, (2, "shared"))
    db.execute("INSERT INTO game VALUES ('shared', 1, '2025-01-02T10:00:00+00:00', 1)")
    db.execute("INSERT INTO game VALUES ('shared', 2, '2025-01-02T10:00:00+00:00', 0)")
    db.close()


def test_an_old_records_file_merges_pupils_whose_names_look_the_same(tmp_path):
    """A records file of schema 2 keyed "Ben" and "Ben" + a zero-width space (and "Zoë" typed
    two ways) as different pupils. Opened, it migrates in place to the current schema: each
    pair is one pupil with every answer and game of both, the key is name_key's, and a new
    turn under either spelling adds to it."""
    path = tmp_path / "records.sqlite3"
    _version_two_file(
        path,
        [
            (1, "ben", "Ben"),
            (2, "ben\u200b", "Ben\u200b"),
            (3, "zo\u00eb", "Zo\u00eb"),
            (4, "zoe\u0308", "Zoe\u0308"),
            (5, "cy", "Cy"),
        ],
    )
    with RecordsStore.open(path) as store:
        assert store.kept and store.message is None
        assert store.players() == ["Ben", "Cy", "Zo\u00eb"]
        ben = store.summary("ben")
        assert (ben.numbers_met, ben.games_played, ben.games_won) == (4, 3, 2)
        assert store.summary("ZOE\u0308").numbers_met == 2
        store.record_turn("Ben\u2060", PRACTICE[0], Mode.PRACTICE, 5, "g9")
        assert store.summary("Ben").numbers_met == 5
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION == 3
    keys = sorted(key for (key,) in db.execute("SELECT key FROM player"))
    db.close()
    assert keys == ["ben", "cy", "zo\u00eb"]
    assert not list(tmp_path.glob("*.corrupt-*"))


# ---------------------------------------------------------------- a full disk


@needs_file_size_limits
def test_a_brief_full_disk_holds_records_back_and_writes_them_when_there_is_room(tmp_path):
    """Issue 28: after a brief full disk the records went to memory for the rest of the
    session (1 of 8 turns reached the file). Now the turns are held back, as for a busy
    file, the message says so at once (not after a minute), and once there is room every
    turn reaches the file and the message goes."""
    path = tmp_path / "records.sqlite3"
    store = RecordsStore.open(path)
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    with file_size_limit(1024):
        for _ in range(3):
            store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
        assert store.kept and store.waiting
        assert store.message is not None and store.message.startswith(
            "Learning records are held back: the disk"
        )
        assert store.flush()  # still full: still waiting, nothing lost
    assert store.summary("Ann").numbers_met == 4  # reading writes what was held back
    for _ in range(4):
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1.0, "g1")
    assert store.kept and not store.waiting and store.message is None
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM answer").fetchone()[0] == 8
    db.close()


# ---------------------------------------------------------------- values that cannot be read


def _hostile_rows(path: Path) -> None:
    """Rows a records file may hold that Wild West never writes: a name stored as a BLOB, a
    name of a million characters, one with a control character, a turn time that is not an
    ISO date (and one out of range), a number and a prime that are text, seconds past any
    clock, a mistake kind nobody knows, a game id that is a BLOB."""
    db = sqlite3.connect(path, isolation_level=None)
    answer = (
        "INSERT INTO answer (player_id, game_id, at, mode, number, factored, right_first_time, "
        "attempts, hints, gave_up, seconds, points, method) VALUES "
    )
    db.execute("INSERT INTO player (id, key, name) VALUES (50, 'blob', X'00ff41')")
    db.execute("INSERT INTO player (id, key, name) VALUES (51, 'huge', ?)", ("x" * 1_000_000,))
    db.execute("INSERT INTO player (id, key, name) VALUES (52, 'bell', 'Be\x07n')")
    for player in (50, 51, 52):
        db.execute(answer + f"({player}, 'g', '2025-01-01T10:00:00', 'practice', 28, 1, 1, "
                   "1, 0, 0, 4.0, 2, 'typed')")  # fmt: skip
    ann = db.execute("SELECT id FROM player WHERE key = 'ann'").fetchone()[0]
    db.execute(answer + f"({ann}, 'late', 'yesterday after lunch', 'practice', 'many', 1, 1, "
               "1, 0, 0, 1e308, 2, 'typed')")  # fmt: skip
    db.execute(answer + f"({ann}, 'old', '0001-01-01T00:00:00+14:00', 'practice', 28, 1, 1, "
               "1, 0, 0, 'soon', 2, 'typed')")  # fmt: skip
    db.execute(answer + f"({ann}, X'01', 12345, 'practice', 28, 1, 'yes', 1, 0, 0, NULL, 2, "
               "'typed')")  # fmt: skip
    last = db.execute("SELECT max(id) FROM answer").fetchone()[0]
    db.execute("INSERT INTO found VALUES (?, 'seven')", (last,))
    db.execute("INSERT INTO found VALUES (?, ?)", (last, 2**63 - 1))
    db.execute("INSERT INTO mistake VALUES (?, 'sneezed')", (last,))
    db.execute("INSERT INTO game VALUES (X'02', ?, 'never', 'yes')", (ann,))
    db.close()


def test_values_the_records_file_should_not_hold_never_break_reading(tmp_path):
    """Issue 28: a player name stored as a BLOB made Records and Export fail every time, and a
    turn time that is not an ISO date made the pupil's history fail. Every value is read as
    untrusted: rows that cannot be read are left out, the rest shown, nothing raises."""
    path = tmp_path / "records.sqlite3"
    with RecordsStore.open(path) as store:
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 5, "g1")
        store.record_game(["Ann"], ["Ann"], "g1")
    _hostile_rows(path)
    with RecordsStore.open(path) as store:
        assert store.kept
        assert store.players() == [
            "Ann"
        ]  # the BLOB, the huge and the control-character names left out
        ann = store.summary("Ann")
        assert ann.name == "Ann" and ann.numbers_met == 4 and ann.games_played >= 1
        assert ann.primes_found == (3, 11) and math.isfinite(ann.answer_seconds)
        history = store.history("Ann")
        assert [h.game_id for h in history] == ["g1"]  # games whose time cannot be read left out
        store.export_csv(tmp_path / "class.csv")
        assert [row[0] for row in read_export(tmp_path / "class.csv")[1:]] == ["Ann"]


def test_a_records_file_of_anything_never_breaks_reading(tmp_path):
    """A records file made by hand with the right tables but no types or constraints, every
    column NULL, text or a BLOB where numbers belong: it opens, and players, summaries,
    history and export give what can be read (or nothing), never an error."""
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    for table, columns in {
        "player": "id, key, name",
        "answer": "id, player_id, game_id, at, mode, number, factored, right_first_time, "
        "attempts, hints, gave_up, seconds, points, method, ladder_slips",
        "mistake": "answer_id, kind",
        "found": "answer_id, prime",
        "game": "game_id, player_id, at, won",
    }.items():
        db.execute(f"CREATE TABLE {table} ({columns})")
    db.execute("PRAGMA user_version = 3")
    db.execute("INSERT INTO player VALUES (1, 'zed', 'Zed'), (NULL, NULL, NULL), (2, 'x', 7)")
    db.execute("INSERT INTO answer VALUES (1, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
               "NULL, NULL, NULL, NULL, NULL, NULL)")  # fmt: skip
    db.execute("INSERT INTO answer VALUES (2, 1, 'g', '2025-02-30T25:61:00', 'auto', X'00', "
               "'1', X'01', -5, 1e999, 'x', -1e999, NULL, 'ladder', 'many')")  # fmt: skip
    db.execute("INSERT INTO found VALUES (1, NULL), (2, -7), (2, 13)")
    db.execute("INSERT INTO mistake VALUES (1, NULL), (2, X'00')")
    db.execute("INSERT INTO game VALUES (NULL, 1, NULL, NULL), ('g', 1, 5, 'won')")
    db.close()
    with RecordsStore.open(path) as store:
        assert store.players() == ["Zed"]
        zed = store.summary("zed")
        assert zed.name == "Zed" and zed.numbers_met == 2 and zed.primes_found == (13,)
        assert zed.mean_seconds is None or math.isfinite(zed.mean_seconds)
        assert store.history("zed") == []
        store.export_csv(tmp_path / "class.csv")
        assert read_export(tmp_path / "class.csv")[1][0] == "Zed"


# ---------------------------------------------------------------- opened later (issue 31)


def _damaged(path: Path) -> None:
    path.write_bytes(b"not a database " * 100)


def _too_new(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()


def _folder_blocked(path: Path) -> None:
    path.parent.rmdir()
    path.parent.write_text("a file where the folder goes")


@pytest.mark.parametrize("make", [None, _damaged, _too_new, _folder_blocked])
def test_a_store_opened_later_ends_as_one_opened_at_once(tmp_path, make):
    """``open(later=True)`` touches nothing until the records are used (or open_now), then
    ends exactly as an eager open: kept or not, the same path and message, and it works."""
    results = []
    for later in (False, True):
        path = tmp_path / ("later" if later else "now") / "data" / "records.sqlite3"
        path.parent.mkdir(parents=True)
        if make is not None:
            make(path)
        before = sorted(p.name for p in path.parent.parent.rglob("*"))
        store = RecordsStore.open(path, clock=Clock(), later=later)
        if later:
            assert store.message is None and store.busy_timeout_ms is None
            assert sorted(p.name for p in path.parent.parent.rglob("*")) == before
            store.open_now()
        message = (store.message or "").replace(str(path.parent), "DATA")
        store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
        assert store.summary("Ann").numbers_met == 1
        results.append((store.kept, store.path is None, message))
        store.close()
    assert results[0] == results[1]


def test_a_store_left_for_later_opens_at_its_first_use(tmp_path):
    """Recording a turn opens a store left for later: the turn is on disk."""
    path = tmp_path / "records.sqlite3"
    store = RecordsStore.open(path, later=True)
    assert not path.exists()
    store.record_turn("Ann", PRACTICE[0], Mode.PRACTICE, 1, "g1")
    store.close()
    with RecordsStore.open(path) as again:
        assert again.summary("Ann").numbers_met == 1


def test_a_store_closed_before_it_was_opened_stays_closed(tmp_path):
    """A store left for later and closed unused (the app quit before its first paint) is not
    opened by a late ``open_now``: no file made, no connection left open."""
    path = tmp_path / "records.sqlite3"
    store = RecordsStore.open(path, later=True)
    store.close()
    store.open_now()
    assert not path.exists() and store.busy_timeout_ms is None
