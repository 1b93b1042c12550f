"""The class folder's outbox (issue 29): nothing waits, nothing is lost, nothing counts twice,
whatever the class folder does (missing, read-only, full, failing, hanging)."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest

from wildwest.persistence.class_folder import identity, writer
from wildwest.persistence.class_folder.reader import ClassFolderReader
from wildwest.persistence.class_folder.writer import COMPUTERS, OUTBOX_FILE, ClassFolderWriter

from .class_folder_helpers import FAILING, FULL, GONE, READ_ONLY, FlakyFolder, play

MACHINE = ("m" * 16, "n" * 16)
"""A fingerprint for this test machine (so the tests never depend on the real one)."""


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    """A data folder and an existing, empty class folder."""
    (tmp_path / "class").mkdir()
    return tmp_path / "pc1", tmp_path / "class"


def start(data: Path, folder: Path, **options) -> ClassFolderWriter:
    options.setdefault("fingerprint", MACHINE)
    return ClassFolderWriter.start(data, folder, **options)


def merged_turns(folder: Path) -> list[str]:
    reader = ClassFolderReader(folder, None)
    reader.refresh()
    return sorted(fact.entry for fact in reader.turns())


def journal_files(folder: Path) -> list[Path]:
    return sorted((folder / COMPUTERS).glob("*/*.wwj"))


def test_a_game_s_turns_reach_the_class_folder(folders):
    """Every turn recorded is in the class folder once, with the game's start and end."""
    data, folder = folders
    with start(data, folder) as outbox:
        state, _, turns = play(outbox)
        assert outbox.flush()
        status = outbox.status()
    assert status.waiting == 0 and status.sent == len(turns) + 2 and status.problem is None
    assert merged_turns(folder) == sorted(turns)
    assert [p.name for p in folder.iterdir()] == [COMPUTERS]
    assert len(turns) == len(state.turns) == 14


def test_recording_returns_at_once_while_the_share_hangs(folders):
    """A share that hangs (a server gone quiet) never holds up the caller: the entry is kept
    on this computer at once, and goes when the share answers."""
    data, folder = folders
    share = FlakyFolder()
    share.hold = threading.Event()
    outbox = start(data, folder, io=share)
    try:
        started = time.perf_counter()
        _, _, turns = play(outbox, turns=6)
        took = time.perf_counter() - started
        assert took < 1.0  # the share is still hanging: nothing waited for it
        assert not outbox.flush(timeout=0.2)
        assert outbox.status().waiting_turns + len(merged_turns(folder)) >= 1
        share.hold.set()
        assert outbox.flush()
    finally:
        share.hold.set()
        outbox.close()
    assert merged_turns(folder) == sorted(turns)


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (READ_ONLY, "the class folder is read-only"),
        (FULL, "the class folder is full"),
        (FAILING, "the class folder cannot be written (Input/output error)"),
    ],
)
def test_entries_wait_for_a_share_that_refuses_them_and_go_when_it_is_back(folders, error, reason):
    """Read-only, full or failing: the turns wait, the status says how many and why (in
    words a teacher can act on), and they all go, once, when the share takes them again."""
    data, folder = folders
    share = FlakyFolder()
    share.write_error = error
    seen = []
    with start(data, folder, io=share, on_status=seen.append) as outbox:
        _, _, turns = play(outbox, turns=3)
        assert not outbox.flush()
        status = outbox.status()
        assert (status.waiting_turns, status.waiting) == (3, 4)
        assert str(status.problem) == reason and status.since is not None
        assert not status.reachable and status.kept_here
        share.write_error = None
        assert outbox.flush()
        assert outbox.status().problem is None and outbox.status().since is None
    assert merged_turns(folder) == sorted(turns)
    assert any(s.waiting_turns == 3 for s in seen) and seen[-1].waiting == 0


def test_a_missing_class_folder_is_waited_for_never_created(tmp_path):
    """A class folder that is not there (a USB stick at another computer) is not made on
    this disk: the turns wait and go once the folder is back."""
    data, folder = tmp_path / "pc1", tmp_path / "stick" / "class"
    with start(data, folder) as outbox:
        _, _, turns = play(outbox, turns=2)
        assert not outbox.flush()
        assert str(outbox.status().problem) == "the class folder cannot be found"
        assert not folder.exists()
        folder.mkdir(parents=True)
        assert outbox.flush()
    assert merged_turns(folder) == sorted(turns)


def test_a_share_that_fails_everything_then_vanishes_loses_nothing(folders):
    """EIO on every call, then the folder gone: entries wait; back: all go, once."""
    data, folder = folders
    share = FlakyFolder()
    with start(data, folder, io=share) as outbox:
        _, _, first = play(outbox, turns=2, seed=1)
        assert outbox.flush()
        share.error = FAILING
        _, _, second = play(outbox, turns=2, seed=2)
        assert not outbox.flush()
        share.error = GONE
        _, _, third = play(outbox, turns=2, seed=3)
        assert not outbox.flush()
        share.error = None
        assert outbox.flush()
    assert merged_turns(folder) == sorted(first + second + third)


def test_waiting_entries_survive_closing_the_app(folders):
    """Entries still waiting when the app closes are on this computer's disk and go at the
    next start."""
    data, folder = folders
    share = FlakyFolder()
    share.write_error = FULL
    with start(data, folder, io=share) as outbox:
        _, _, turns = play(outbox, turns=4)
        outbox.flush()
    assert (data / OUTBOX_FILE).is_file() and merged_turns(folder) == []
    with start(data, folder) as again:
        assert again.status().waiting_turns == 4
        assert again.flush()
    assert merged_turns(folder) == sorted(turns)


def test_a_write_cut_off_leaves_no_file_and_the_entries_go_again(folders):
    """A write that stops half-way (the stick pulled out) leaves at most a temporary file,
    which no reader reads and the writer tidies away; the entries go again."""
    data, folder = folders

    class CutOff(FlakyFolder):
        cutting = False

        def write_new(self, folder_: Path, name: str, data_: bytes) -> None:
            if self.cutting:
                temp = folder_ / f".{name}.{self.writes}.part"
                temp.write_bytes(data_[: len(data_) // 2])
                an_hour_ago = time.time() - 2 * writer.STALE_TEMP
                os.utime(temp, (an_hour_ago, an_hour_ago))  # found only later
                self.writes += 1
                raise FAILING
            super().write_new(folder_, name, data_)

    share = CutOff()
    with start(data, folder, io=share) as outbox:
        _, _, first = play(outbox, turns=1, seed=1)
        assert outbox.flush()
        share.cutting = True
        _, _, second = play(outbox, turns=1, seed=2)
        assert not outbox.flush()
        assert list((folder / COMPUTERS).glob("*/.*.part"))
        assert merged_turns(folder) == sorted(first)
        share.cutting = False
        assert outbox.flush()
    assert not list((folder / COMPUTERS).glob("*/.*.part"))
    assert merged_turns(folder) == sorted(first + second)


def test_small_files_are_gathered_into_bigger_ones(folders, monkeypatch):
    """Every FANOUT files of a tier become one of the next tier (new file first, then the
    old ones go); the merge sees each entry once throughout."""
    monkeypatch.setattr(writer, "FANOUT", 4)
    data, folder = folders
    recorded = []
    with start(data, folder) as outbox:
        for seed in range(1, 18):
            _, _, turns = play(outbox, turns=1, seed=seed)
            recorded += turns
            assert outbox.flush()
        assert merged_turns(folder) == sorted(recorded)
    tiers = sorted(path.name[0] for path in journal_files(folder))
    assert len(tiers) < 10 and "2" in tiers
    assert merged_turns(folder) == sorted(recorded)


def test_a_file_that_vanished_from_the_share_is_sent_again(folders):
    """A file of this computer's that is gone or shrunk (a copy lost, a disk hurt) is found
    when the writer checks its folder, and its entries go again (moved aside, not deleted)."""
    data, folder = folders
    with start(data, folder) as outbox:
        _, _, first = play(outbox, turns=2, seed=1)
        assert outbox.flush()
        _, _, second = play(outbox, turns=2, seed=2)
        assert outbox.flush()
    files = journal_files(folder)
    files[0].unlink()
    files[1].write_bytes(files[1].read_bytes()[:50])
    with start(data, folder) as again:  # a new start checks the folder
        assert again.flush()
    assert merged_turns(folder) == sorted(first + second)
    assert list((folder / COMPUTERS).glob("*/*.damaged"))


def test_a_cloned_computer_takes_a_new_id(tmp_path, folders):
    """Two computers cloned from one image share a data folder's id: the first to see the
    other's file in its folder takes a new id; nothing is lost or counted twice."""
    data, folder = folders
    with start(data, folder) as outbox:
        _, _, first = play(outbox, turns=2, seed=1)
        assert outbox.flush()
        original = outbox.identity.id
    clone = tmp_path / "clone"
    clone.mkdir()
    for name in (identity.IDENTITY_FILE, OUTBOX_FILE):
        (clone / name).write_bytes((data / name).read_bytes())
    with start(clone, folder) as twin:  # same fingerprint: a copied virtual machine
        assert twin.identity.id == original
        _, _, second = play(twin, turns=2, seed=2)
        assert twin.flush()
    with start(data, folder) as outbox:
        _, _, third = play(outbox, turns=2, seed=3)
        assert outbox.flush()
        assert outbox.identity.id != original
    assert merged_turns(folder) == sorted(first + second + third)


def test_another_class_folder_gets_only_what_waits(tmp_path, folders):
    """Pointed at another class folder (a new class, or the old one emptied), a computer
    sends what waits there and does not send again what went to the old one."""
    data, folder = folders
    with start(data, folder) as outbox:
        _, _, first = play(outbox, turns=2, seed=1)
        assert outbox.flush()
    other = tmp_path / "another class"
    other.mkdir()
    with start(data, other) as outbox:
        _, _, second = play(outbox, turns=2, seed=2)
        assert outbox.flush()
    assert merged_turns(other) == sorted(second)
    assert merged_turns(folder) == sorted(first)


def test_a_computer_s_id_is_stable_and_clones_differ(tmp_path, monkeypatch):
    """The id stays when the PC is renamed, differs on another machine (a clone of the disk),
    comes back on the first machine, and a damaged id file is moved aside."""
    monkeypatch.setattr(identity.socket, "gethostname", lambda: "PC-12")
    first = identity.load_identity(tmp_path, MACHINE)
    assert first.new and first.name == "PC-12"
    monkeypatch.setattr(identity.socket, "gethostname", lambda: "ROOM-4-PC-12\x07")
    renamed = identity.load_identity(tmp_path, MACHINE)
    assert renamed.id == first.id and not renamed.new and renamed.name == "ROOM-4-PC-12?"
    other = identity.load_identity(tmp_path, ("m" * 16, "o" * 16))
    assert other.id != first.id and other.new
    assert identity.load_identity(tmp_path, MACHINE).id == first.id
    assert identity.load_identity(tmp_path, ("m" * 16, "o" * 16)).id == other.id
    (tmp_path / identity.IDENTITY_FILE).write_text('{"computers": 7', encoding="utf-8")
    fresh = identity.load_identity(tmp_path, MACHINE)
    assert fresh.new and fresh.id != first.id
    assert list(tmp_path.glob("class-computer.unreadable-*.json"))


def test_the_real_machine_fingerprint_holds_no_raw_ids():
    """The fingerprint is hashed: the file never holds a MAC address or a machine id."""
    machine, node = identity.machine_fingerprint()
    assert all(len(part) in (0, 16) for part in (machine, node))


def test_taking_back_a_turn_and_a_game_end(folders):
    """A real-cards turn undone takes back the pupil's last turn in that game; a game that
    goes on again loses its end."""
    data, folder = folders
    with start(data, folder) as outbox:
        state, game, turns = play(outbox)
        outbox.retract_turn(state.players[state.turns[-1].player], game)
        outbox.retract_game(game)
        assert outbox.flush()
    reader = ClassFolderReader(folder, None)
    reader.refresh()
    assert sorted(f.entry for f in reader.turns()) == sorted(turns[:-1])
    [known] = reader.stats.games()
    assert not known.ended


def test_a_data_folder_that_cannot_be_written_keeps_entries_in_memory(tmp_path):
    """With no writable data folder the entries still go (from memory) and the status says
    they are not kept on this computer."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    folder = tmp_path / "class"
    folder.mkdir()
    with start(blocker / "data", folder) as outbox:
        _, _, turns = play(outbox, turns=3)
        assert outbox.flush()
        assert not outbox.status().kept_here
    assert merged_turns(folder) == sorted(turns)


def test_an_overfull_outbox_says_what_it_dropped(folders, monkeypatch):
    """Past MAX_WAITING entries the outbox keeps no more and counts what it dropped."""
    monkeypatch.setattr(writer, "MAX_WAITING", 3)
    data, folder = folders
    share = FlakyFolder()
    share.error = GONE
    with start(data, folder, io=share) as outbox:
        play(outbox, turns=4)
        outbox.flush()
        status = outbox.status()
    assert status.waiting == 3 and status.dropped == 2


def test_the_outbox_file_holds_json_entries_only(folders):
    """The local outbox keeps each entry as the JSON line that is sent (nothing pickled)."""
    import sqlite3

    data, folder = folders
    with start(data, folder) as outbox:
        play(outbox, turns=2)
        outbox.flush()
    with sqlite3.connect(data / OUTBOX_FILE) as db:
        lines = [line for (line,) in db.execute("SELECT line FROM entry")]
    assert all(isinstance(json.loads(line), dict) for line in lines) and len(lines) == 3


def test_closing_waits_only_so_long_for_a_hanging_share(folders):
    """close() gives up after its timeout when the share hangs; the entries stay in the
    outbox and go at the next start."""
    data, folder = folders
    share = FlakyFolder()
    share.hold = threading.Event()
    outbox = start(data, folder, io=share)
    play(outbox, turns=2)
    started = time.perf_counter()
    outbox.close(timeout=0.3)
    assert time.perf_counter() - started < 2
    share.write_error = FAILING  # the hung write fails in the end (the app is gone by then)
    share.hold.set()
    for thread in outbox._threads:
        thread.join(10)
    assert merged_turns(folder) == []
    with start(data, folder) as again:
        assert again.flush()
    assert len(merged_turns(folder)) == 2


def test_nothing_is_written_after_closing(folders):
    """A record after close is refused quietly (a warning in the log), never an error."""
    data, folder = folders
    outbox = start(data, folder)
    outbox.close()
    state, game, _ = play(start(data, folder), turns=1)
    assert outbox.game_over(state, game) is None
    assert os.path.isdir(folder)


def test_a_gathered_file_a_reader_holds_open_goes_later(folders, monkeypatch):
    """Removing a gathered file can fail while a reader has it open (EBUSY through a share):
    the delivery still counts as done, the status stays calm, and the file goes next time."""
    import errno as errors

    monkeypatch.setattr(writer, "FANOUT", 2)
    data, folder = folders

    class Held(FlakyFolder):
        holding = True

        def remove(self, path: Path) -> None:
            if self.holding:
                raise OSError(errors.EBUSY, "Device or resource busy", str(path))
            super().remove(path)

    share = Held()
    with start(data, folder, io=share) as outbox:
        recorded = []
        for seed in (1, 2, 3):
            recorded += play(outbox, turns=1, seed=seed)[2]
            assert outbox.flush()
            assert outbox.status().problem is None
        held = len(journal_files(folder))
        share.holding = False
        recorded += play(outbox, turns=1, seed=4)[2]
        assert outbox.flush()
    assert len(journal_files(folder)) < held
    assert merged_turns(folder) == sorted(recorded)
