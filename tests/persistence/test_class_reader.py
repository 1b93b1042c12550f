"""The class folder's merge (issue 29): incremental, cached, copies counted once, damaged and
hostile files skipped and said, clocks a day apart, read-only and vanished folders, and the
teacher's removals."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import zlib
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from wildwest.persistence.class_folder import journal
from wildwest.persistence.class_folder.journal import Header, TurnEntry, new_entry_id
from wildwest.persistence.class_folder.reader import ClassFolderReader
from wildwest.persistence.class_folder.writer import COMPUTERS, ClassFolderWriter

from .class_folder_helpers import GONE, FlakyFolder, play

MACHINE = ("m" * 16, "n" * 16)
AT = datetime(2026, 3, 2, 10, 5, tzinfo=UTC)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "class").mkdir()
    return tmp_path / "class"


def record(
    tmp_path: Path, folder: Path, name: str = "pc1", clock=None, **play_options
) -> list[str]:
    """Play a game on computer ``name`` into the class folder; its turn entries' ids."""
    with ClassFolderWriter.start(
        tmp_path / name, folder, fingerprint=MACHINE, clock=clock
    ) as outbox:
        _, _, turns = play(outbox, **play_options)
        assert outbox.flush()
    return turns


def turn(pupil: str = "Ann", seq: int = 1, at: datetime = AT, **changes) -> TurnEntry:
    fields = {
        "game": "a" * 32,
        "pupil": pupil,
        "seat": 0,
        "mode": "challenge",
        "number": 77,
        "factored": True,
        "right_first_time": True,
        "answer": "7 x 11",
        "first": "7 x 11",
    }
    fields.update(changes)
    return TurnEntry(new_entry_id(), seq, at, **fields)


def drop_file(
    folder: Path,
    entries,
    *,
    computer: str = "00000000000000aa",
    name: str = "PC-9",
    written: datetime = AT,
    file: str = "0-x.wwj",
) -> Path:
    """A journal file written straight into the class folder (as another computer would)."""
    target = folder / COMPUTERS / computer / file
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(journal.write_journal(Header(computer, name, written), entries))
    return target


def test_a_refresh_reads_only_what_is_new_and_the_cache_remembers(tmp_path, folder):
    """The first refresh reads every file; the next reads none; a new game's files only;
    a new reader on the same cache starts from it without reading the folder again."""
    first = record(tmp_path, folder, seed=1)
    reader = ClassFolderReader.open(folder, tmp_path / "teacher")
    result = reader.refresh()
    assert result.reachable and result.new_turns == len(first) and result.files_read >= 1
    assert reader.refresh().files_read == 0
    second = record(tmp_path, folder, seed=2)
    again = reader.refresh()
    assert again.new_turns == len(second) and not again.rebuilt
    assert reader.stats.turn_count == len(first) + len(second)
    reader.close()
    reopened = ClassFolderReader.open(folder, tmp_path / "teacher")
    assert reopened.stats.turn_count == len(first) + len(second)  # before any refresh
    assert reopened.refresh().files_read == 0


def test_copied_files_and_copied_folders_count_once(tmp_path, folder):
    """A journal file copied by hand (beside itself, or a whole computer's folder copied)
    adds nothing: entries are counted by id."""
    turns = record(tmp_path, folder)
    [computer] = (folder / COMPUTERS).iterdir()
    for path in list(computer.glob("*.wwj")):
        shutil.copy(path, path.with_name(path.stem + " - Copy.wwj"))
    shutil.copytree(computer, computer.with_name(computer.name + " (2)"))
    reader = ClassFolderReader(folder, None)
    result = reader.refresh()
    assert result.new_turns == len(turns) and reader.stats.turn_count == len(turns)
    assert sorted(f.entry for f in reader.turns()) == sorted(turns)


def test_damaged_huge_foreign_and_newer_files_are_skipped_and_said(tmp_path, folder):
    """The class view shows what it can and lists what it skipped, one line per file."""
    good = record(tmp_path, folder)
    other = folder / COMPUTERS / "00000000000000aa"
    cut = drop_file(folder, [turn("Cy", seq) for seq in range(1, 5)], file="0-cut.wwj")
    cut.write_bytes(cut.read_bytes()[:-120])
    (other / "1-huge.wwj").write_bytes(b"x" * (journal.MAX_FILE_BYTES + 10))
    (other / "2-foreign.wwj").write_bytes(b"<html><script>alert(1)</script></html>")
    newer = drop_file(folder, [turn("Dee")], file="3-newer.wwj")
    newer.write_bytes(
        newer.read_bytes().replace(b"wildwest-class-journal 1", b"wildwest-class-journal 9", 1)
    )
    (other / "notes.txt").write_text("not a journal, not read", encoding="utf-8")
    (other / ".0-half.wwj.abc.part").write_bytes(b"half a file")
    reader = ClassFolderReader(folder, None)
    result = reader.refresh()
    cy = reader.stats.pupil("cy")
    assert 1 <= cy.turns < 4  # the entries before the cut
    assert reader.stats.pupil("dee").turns == 0
    assert reader.stats.turn_count == len(good) + cy.turns
    said = {p.path.rsplit("/", 1)[1]: str(p.message) for p in result.problems}
    assert set(said) == {"0-cut.wwj", "1-huge.wwj", "2-foreign.wwj", "3-newer.wwj"}
    assert "cut short" in said["0-cut.wwj"]
    assert "too big" in said["1-huge.wwj"]
    assert "not a Wild West journal" in said["2-foreign.wwj"]
    assert "format 9" in said["3-newer.wwj"]
    assert [p.path for p in reader.problems()] == sorted(p.path for p in result.problems)
    assert reader.refresh().problems == ()  # said once; problems() keeps the list


def test_hostile_entries_are_skipped_and_nothing_is_run(tmp_path, folder):
    """Names with formulas or markup are plain names; a 10**6-digit number, a bad checksum,
    a name the game refuses, an impossible date: each such line is skipped, the rest read."""
    good = [turn('=HYPERLINK("http://x")', 1), turn("<b>Ben</b>", 2)]
    path = drop_file(folder, good)
    data = json.loads(good[0].to_json())
    bad_lines = []
    for change in (
        {"number": "9" * 1_000_000},
        {"pupil": "Ann\x1b[2J"},
        {"at": "2026-13-45T99:99:99Z"},
        {"number": 99_999},
    ):
        text = json.dumps(data | change | {"id": new_entry_id()})
        bad_lines.append(f"{zlib.crc32(text.encode()):08x} {text}".encode())
    bad_lines.append(b"deadbeef " + json.dumps(data | {"id": new_entry_id()}).encode())
    content = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join([content[0], *bad_lines, *content[1:]]))
    reader = ClassFolderReader(folder, None)
    result = reader.refresh()
    names = sorted(p.name for p in reader.stats.report(date(2026, 3, 2)).pupils)
    assert names == ["<b>Ben</b>", '=HYPERLINK("http://x")']
    [problem] = result.problems
    assert "5 lines skipped" in str(problem.message) and problem.computer == "PC-9"


def test_a_vanished_or_unreadable_folder_keeps_the_figures_shown(tmp_path, folder):
    """The folder gone (a stick pulled out): the refresh says why and the cached figures
    stay; back, it carries on where it was."""
    turns = record(tmp_path, folder)
    share = FlakyFolder()
    reader = ClassFolderReader.open(folder, tmp_path / "teacher", io=share)
    reader.refresh()
    share.error = GONE
    result = reader.refresh()
    assert not result.reachable and str(result.why) == "the class folder cannot be found"
    assert reader.stats.turn_count == len(turns)
    share.error = None
    assert reader.refresh().reachable and reader.stats.turn_count == len(turns)


def test_a_read_only_share_reads_like_any_other(tmp_path, folder):
    """The merge never writes the class folder: a share it may only read is enough."""
    turns = record(tmp_path, folder)

    class ReadOnly(FlakyFolder):
        def write_new(self, *args) -> None:
            raise AssertionError("the reader wrote to the class folder")

        def remove(self, path: Path) -> None:
            raise AssertionError("the reader removed a file")

        def make_folder(self, folder_: Path) -> None:
            raise AssertionError("the reader made a folder")

    reader = ClassFolderReader(folder, None, io=ReadOnly())
    assert reader.refresh().new_turns == len(turns)


def test_clocks_a_day_apart_are_put_right_where_the_share_can_tell(folder):
    """A computer whose clock is a day fast: its files' times (the file server's clock)
    show it, and its turns are moved back into the right week; a computer whose files
    carry its own times (a USB stick) cannot be corrected and keeps its dates."""
    server_now = datetime(2026, 3, 6, 12, tzinfo=UTC)  # Friday
    fast = server_now + timedelta(days=3)  # says Monday of the next week
    for n in range(3):
        moment = timedelta(minutes=n)
        path = drop_file(
            folder,
            [turn("Ann", n + 1, fast + moment)],
            computer="00000000000000fa",
            written=fast + moment,
            file=f"0-{n}.wwj",
        )
        os.utime(path, ((server_now + moment).timestamp(),) * 2)
    own = datetime(2026, 3, 9, 9, tzinfo=UTC)
    for n in range(3):  # a USB stick: each file stamped by its own computer's clock
        path = drop_file(
            folder,
            [turn("Ben", n + 1, own)],
            computer="00000000000000bb",
            written=own,
            file=f"0-{n}.wwj",
        )
        os.utime(path, (own.timestamp(),) * 2)
    copied = [datetime(2026, 3, d, 9, tzinfo=UTC) for d in (2, 3, 4)]
    for n, moment in enumerate(copied):  # copied by hand a week later: no correction
        path = drop_file(
            folder,
            [turn("Cy", n + 1, moment)],
            computer="00000000000000cc",
            written=moment,
            file=f"0-{n}.wwj",
        )
        os.utime(path, ((moment + timedelta(days=7 + n)).timestamp(),) * 2)
    reader = ClassFolderReader(folder, None)
    reader.refresh()
    [ann] = reader.stats.pupil("ann").weeks
    assert ann.week == date(2026, 3, 2) and ann.turns == 3
    assert reader.turns()[3].at == server_now and reader.turns()[3].pupil == "Ann"
    assert reader.clock_offsets() == {"00000000000000fa": 3 * 24 * 3600}
    [ben] = reader.stats.pupil("ben").weeks
    assert ben.week == date(2026, 3, 9)
    assert [t.at for t in reader.turns() if t.pupil == "Cy"] == copied


def test_order_within_a_computer_is_its_sequence(folder):
    """The export lists turns by (corrected) time, then computer, then sequence number: two
    turns in the same second keep their order."""
    entries = [turn(f"P{n}", n, AT) for n in (3, 1, 2)]
    drop_file(folder, entries)
    reader = ClassFolderReader(folder, None)
    reader.refresh()
    assert [f.pupil for f in reader.turns()] == ["P1", "P2", "P3"]


def test_the_teacher_removes_a_pupil_from_every_computer_and_can_undo_it(tmp_path, folder):
    """The removal hides every entry of the pupil the merge had seen (on every computer) and
    those still waiting in an outbox from before it; later games count again; a retraction
    undoes it. No computer's files are changed."""
    record(tmp_path, folder, "pc1", names=("Ann", "Ben"), seed=1)
    record(tmp_path, folder, "pc2", names=("Ann", "Cy"), seed=2)
    before = {path: path.read_bytes() for path in folder.rglob("*.wwj")}
    reader = ClassFolderReader.open(folder, tmp_path / "teacher")
    reader.refresh()
    assert reader.stats.pupil("ann").turns == 14
    with ClassFolderWriter.start(tmp_path / "teacher", folder, fingerprint=("t" * 16, "")) as t:
        removal = t.forget_pupil("ANN", reader.marks("Ann"))
        assert removal is not None and t.flush()
    late = datetime.now(UTC) - timedelta(hours=1)  # waited in an outbox: arrives after
    drop_file(
        folder, [turn("ann", 1, late)], computer="00000000000000cc", written=datetime.now(UTC)
    )
    result = reader.refresh()
    assert result.rebuilt
    assert reader.stats.pupil("ann").turns == 0
    assert reader.stats.pupil("ben").turns == 7 and reader.stats.pupil("cy").turns == 7
    assert all("Ann" not in g.players for g in reader.stats.games())
    assert all(path.read_bytes() == data for path, data in before.items())
    later = lambda: datetime.now(UTC) + timedelta(minutes=5)  # noqa: E731
    record(tmp_path, folder, "pc1", later, names=("Ann", "Ben"), seed=3)  # Ann plays again
    reader.refresh()
    assert reader.stats.pupil("ann").turns == 7
    with ClassFolderWriter.start(tmp_path / "teacher", folder, fingerprint=("t" * 16, "")) as t:
        t.retract(removal)
        assert t.flush()
    reader.refresh()
    assert reader.stats.pupil("ann").turns == 22
    assert reader.removals() == []


def test_a_damaged_cache_is_moved_aside_and_built_again(tmp_path, folder):
    """The cache is only a cache: one that is not SQLite is set aside, and the class folder
    read again."""
    turns = record(tmp_path, folder)
    reader = ClassFolderReader.open(folder, tmp_path / "teacher")
    reader.refresh()
    cache = reader.cache_path
    reader.close()
    assert cache is not None
    cache.write_bytes(b"this is not a database" * 100)
    again = ClassFolderReader.open(folder, tmp_path / "teacher")
    assert again.refresh().new_turns == len(turns)
    assert list(cache.parent.glob("class-cache-*.unusable-*"))
    with sqlite3.connect(cache) as db:
        assert db.execute("SELECT count(*) FROM turn").fetchone()[0] == len(turns)


def test_live_standings_of_games_in_progress(tmp_path, folder):
    """A game still going shows the scores of its latest turn; a finished one its end."""
    record(tmp_path, folder, seed=5, turns=6)
    record(tmp_path, folder, seed=5, game_id="f" * 32)
    reader = ClassFolderReader(folder, None)
    reader.refresh()
    [group] = reader.stats.class_games(5)
    by_id = {g.game: g for g in group.games}
    assert not by_id[f"{5:032x}"].ended and by_id[f"{5:032x}"].turns == 6
    assert by_id["f" * 32].ended and by_id["f" * 32].turns == 14


def test_the_figures_kept_in_the_cache_match_a_count_from_scratch(tmp_path, folder):
    """A class view opens from the figures kept at closing plus what the cache got since
    (even from a view that never closed), and they equal a count from scratch."""
    record(tmp_path, folder, "pc1", seed=1)
    first = ClassFolderReader.open(folder, tmp_path / "teacher")
    first.refresh()
    first.close()  # keeps the figures
    record(tmp_path, folder, "pc2", names=("Ann", "Cy"), seed=2, turns=5)
    crashed = ClassFolderReader.open(folder, tmp_path / "teacher")
    assert crashed.refresh().new_turns == 5  # and it never closes
    reopened = ClassFolderReader.open(folder, tmp_path / "teacher")
    scratch = ClassFolderReader(folder, None)
    scratch.refresh()
    today = date(2026, 3, 2)
    assert reopened.stats.report(today, ("Dee",)) == scratch.stats.report(today, ("Dee",))
    assert reopened.stats.games() == scratch.stats.games()
    assert reopened.stats.turn_count == scratch.stats.turn_count == 19


def test_a_file_copied_over_another_is_read_again_at_a_full_check(tmp_path, folder):
    """Between full checks only new names are read (a file is never rewritten under its
    name); a full check compares every file's size and time, so a file copied over another
    by hand is read again."""
    ann = turn("Ann", 1)
    drop_file(folder, [ann], file="0-same.wwj")
    reader = ClassFolderReader(folder, None)
    assert reader.refresh().new_turns == 1
    path = drop_file(folder, [ann, turn("Ben", 2)], file="0-same.wwj")
    os.utime(path, (AT.timestamp() + 60,) * 2)
    assert reader.refresh().new_turns == 0
    assert reader.refresh(full=True).new_turns == 1
    assert reader.stats.pupil("ben").turns == 1
