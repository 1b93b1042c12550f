"""Files and records with hostile names, school locks, faults: nothing lost, locks win (12)."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from tests.full_disk import file_size_limit, needs_file_size_limits
from tests.play import start_game
from wildwest.controller import GameController, GameSetup
from wildwest.controller.setup import remembered_names
from wildwest.engine import FaceCards, Mode, Rules, prime_factors, shuffled_deal
from wildwest.persistence.locks import LockedRules
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.savefile import SavedGame, load_game, save_game
from wildwest.persistence.settings import Settings
from wildwest.persistence.unfinished import unfinished_folder
from wildwest.present.file_menu import FileMenuView
from wildwest.services.files_and_records import FilesAndRecords

EMOJI_NAMES = ["🦊" * 12, "🐻" * 12, "🦉" * 12, "🐸" * 12, "🐢" * 12]


@pytest.fixture(autouse=True)
def _application(qapp):
    return qapp


class Table:
    """A controller (with the school's locks) and a files-and-records service on a data folder."""

    def __init__(self, folder: Path, locks: LockedRules | None = None) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.controller = GameController(locks=locks)
        self.store = RecordsStore.open(folder / "records.sqlite3")
        self.files = FilesAndRecords(
            self.controller, Settings(None), self.store, folder / "recovery.wwgame"
        )
        self.messages: list[str] = []
        self.files.message.connect(self.messages.append)

    def play(self, turns: int) -> None:
        for _ in range(turns):
            self.controller.draw()
            pending = self.controller.state.pending
            if pending is not None:
                right = " x ".join(map(str, prime_factors(pending.number))) or "none"
                self.controller.submit(right)

    def close(self) -> None:
        self.files.shutdown()


@pytest.fixture
def table(tmp_path):
    made = Table(tmp_path / "data")
    yield made
    made.close()


def test_emoji_names_are_kept_as_an_unfinished_game(table):
    """Five names of 12 emoji (a file name over 255 bytes): the replaced game is still kept,
    and two games replaced in the same minute get a file each (issue 12, item 4)."""
    deal = shuffled_deal(EMOJI_NAMES, seed=4821)
    kept = []
    for _ in range(2):
        start_game(table.controller, deal, "auto")
        table.play(2)
        start_game(table.controller, shuffled_deal(["Ann", "Ben"], seed=1), "auto")
        kept.append(table.messages[-1])
    files = sorted(unfinished_folder(table.folder).glob("*.wwgame"))
    assert len(files) == 2 and all("kept" in message for message in kept)
    assert all(len(f.name.encode()) <= 255 for f in files)
    assert {len(load_game(f).actions) for f in files} == {2}


def test_save_as_starts_beside_the_pupils_games_not_in_unfinished_games(table, tmp_path):
    """After a game was kept in the hidden Unfinished games folder, Save As still starts in
    the folder of the last game the pupil saved (issue 11, small ones)."""
    mine = tmp_path / "class 4"
    mine.mkdir()
    start_game(table.controller, shuffled_deal(["Ann", "Ben"], seed=3), "auto")
    table.play(1)
    assert table.files.save(mine / "ours.wwgame") is None
    table.play(1)
    start_game(table.controller, shuffled_deal(["Cy", "Di"], seed=4), "auto")  # kept: unsaved
    assert table.files.recent_files()[0].startswith(str(unfinished_folder(table.folder)))
    assert table.files.suggested_path().parent == mine


def test_a_resumed_game_keeps_its_file_and_its_records_game(tmp_path):
    """Closed mid-game after a save and two more turns: resuming knows its file, which moves
    are not saved yet, and adds to the same game in the records (issue 11, issue 12 item 8)."""
    first = Table(tmp_path / "data")
    start_game(first.controller, shuffled_deal(["Ann", "Ben"], seed=7), "auto")
    first.play(2)
    path = tmp_path / "ours.wwgame"
    assert first.files.save(path) is None
    first.play(2)
    game_id = first.files.game_id
    first.close()  # unsaved turns: the recovery file stays

    again = Table(tmp_path / "data")
    offer = again.files.recovery_offer()
    assert offer is not None
    again.files.resume(offer)
    assert again.files.current_file == path and again.files.unsaved
    assert again.files.game_id == game_id
    assert again.files.window_title().startswith("• ours.wwgame — deal 7")
    again.play(1)
    again.controller.draw()
    history = again.store.history("Ann")
    again.close()
    assert len(history) == 1  # one game, not two


def test_an_unusable_recovery_file_is_moved_aside_not_deleted(table):
    """A recovery file this version cannot read (a newer one's, or damaged) is renamed beside
    itself and the message names where it went (issue 12, item 5)."""
    recovery = table.folder / "recovery.wwgame"
    recovery.write_text('{"format": "wildwest-game", "schema_version": 99}', encoding="utf-8")
    assert table.files.recovery_offer() is None
    assert not recovery.exists()
    aside = [p for p in table.folder.iterdir() if p.name.startswith("recovery.unusable-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").endswith("99}")
    assert aside[0].name in table.messages[-1]


def test_records_held_back_by_a_lock_reach_the_file_when_it_goes(table):
    """Another program holds the records file: the draws don't wait for it, the turns are
    held back and written by the retry once the lock goes (issue 12, item 6)."""
    start_game(table.controller, shuffled_deal(["Ann", "Ben"], seed=5), "auto")
    blocker = sqlite3.connect(table.folder / "records.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    table.play(4)
    assert table.store.waiting and table.files._retry.isActive()
    blocker.rollback()
    blocker.close()
    table.files._flush_records()  # what the retry timer runs
    assert not table.store.waiting and not table.files._retry.isActive()
    reader = sqlite3.connect(table.folder / "records.sqlite3")
    turns = reader.execute("SELECT count(*) FROM answer").fetchone()[0]
    reader.close()
    assert turns == 4


def test_a_locked_mode_wins_over_a_saved_game(tmp_path):
    """--open (or Open…) of a game saved in Auto, with Practice locked: it starts again in
    Practice, says so, and the file is neither changed nor taken as this game's file."""
    deal = shuffled_deal(["Ann", "Ben"], seed=9)
    plain = Table(tmp_path / "a")
    start_game(plain.controller, deal, "auto")
    plain.play(3)
    path = tmp_path / "auto.wwgame"
    assert plain.files.save(path) is None
    plain.close()
    before = path.read_bytes()

    locked = Table(tmp_path / "b", LockedRules(mode=Mode.PRACTICE))
    assert locked.files.open(path) is None
    state = locked.controller.state
    assert state.mode is Mode.PRACTICE and not state.turns
    assert "starts again" in locked.messages[-1]
    assert locked.files.current_file is None
    assert path.read_bytes() == before
    locked.close()


def test_locked_house_rules_win_over_a_deal_file_and_the_new_game_screen(tmp_path):
    """A deal file's rules, and the screen's, give way to the school's locked house rules; a
    deal whose cards can't be played by them is refused with a message."""
    controller = GameController(locks=LockedRules(equal_turns=False, face_cards="no_kings"))
    assert controller.start(GameSetup(names=("Ann", "Ben"), face_cards="all")) is None
    rules = controller.state.deal.rules
    assert rules.equal_turns is False and rules.face_cards is FaceCards.NO_KINGS
    assert all(card.rank != "K" for card in controller.state.deal.face_pile)
    kings = shuffled_deal(["Ann", "Ben"], seed=2, rules=Rules(face_cards=FaceCards.ALL))
    path = tmp_path / "kings.json"
    path.write_text(json.dumps(kings.to_dict()), encoding="utf-8")
    problem = controller.start(GameSetup(deal_source="file", deal_file=str(path)))
    assert problem is not None and "house rules your school has set" in problem
    assert rules is controller.state.deal.rules  # the game being played is kept
    jacks = shuffled_deal(["Ann", "Ben"], seed=2, rules=Rules(face_cards=FaceCards.JACKS_ONLY))
    path.write_text(json.dumps(jacks.to_dict()), encoding="utf-8")
    assert controller.start(GameSetup(deal_source="file", deal_file=str(path))) is None
    assert controller.state.deal.rules.face_cards is FaceCards.NO_KINGS


def test_face_cards_for_younger_pupils_from_the_screen_to_play_again(table):
    """Jacks only: only 2-digit numbers, the preview counts the turns, and Play again keeps
    the house rule (issue 15)."""
    controller = table.controller
    checks = []
    controller.setup_checked.connect(checks.append)
    controller.check_setup(GameSetup(names=("Ann", "Ben"), face_cards="jacks_only"))
    assert checks[-1].turns_preview == "Each player gets 3 turns."
    assert controller.start(GameSetup(names=("Ann", "Ben"), face_cards="jacks_only")) is None
    while not controller.state.is_over:
        controller.draw()
    assert {len(turn.digits) for turn in controller.state.turns} == {2}
    controller.play_again()
    assert controller.state.deal.rules.face_cards is FaceCards.JACKS_ONLY


def test_a_game_file_from_a_hostile_folder_still_gives_a_message(table, tmp_path):
    """Open of a file with a name over 255 bytes, or a pipe: a message, the game kept."""
    start_game(table.controller, shuffled_deal(["Ann", "Ben"], seed=11), "auto")
    table.play(1)
    before = table.controller.state
    pipe = tmp_path / "pipe.wwgame"
    os.mkfifo(pipe)
    problem = table.files.open(pipe)
    assert problem is not None and "\n" not in problem
    assert table.controller.state is before
    long_name = tmp_path / ("x" * 300 + ".wwgame")
    problem = table.files.save(long_name)
    assert problem is not None and table.files.current_file is None
    saved = SavedGame.from_game(before, table.controller.actions)
    save_game(tmp_path / "fine.wwgame", saved)
    assert table.files.open(tmp_path / "fine.wwgame") is None


def _left_in_progress(tmp_path: Path, saved_as: Path | None = None) -> tuple[Table, str]:
    """A game saved to ``ours.wwgame``, two turns more, then closed: the recovery file names
    its file. With ``saved_as``, the recovery file is then edited (as anyone who can write
    the data folder could) to name ``saved_as`` instead."""
    first = Table(tmp_path / "data")
    start_game(first.controller, shuffled_deal(["Ann", "Ben"], seed=7), "auto")
    first.play(2)
    assert first.files.save(tmp_path / "ours.wwgame") is None
    first.play(2)
    game_id = first.files.game_id
    first.close()
    if saved_as is not None:
        recovery = tmp_path / "data" / "recovery.wwgame"
        document = json.loads(recovery.read_text(encoding="utf-8"))
        document["saved_as"]["path"] = str(saved_as)
        recovery.write_text(json.dumps(document), encoding="utf-8")
    return Table(tmp_path / "data"), game_id


@pytest.mark.parametrize("target", ["homework.odt", "records.sqlite3", "other.wwgame"])
def test_a_recovery_file_cannot_choose_where_save_writes(tmp_path, target):
    """Issue 28: a recovery file whose "saved_as" names another file (homework, the records,
    another game) made the next Ctrl+S replace it without a question. Resumed, the game has
    no file: Save asks (Save As), the message says why, and the named file is untouched."""
    victim = tmp_path / target
    if target == "other.wwgame":  # a real game, but another one
        deal = shuffled_deal(["Cy", "Di"], seed=9)
        save_game(victim, SavedGame(deal, Mode.AUTO, (), game_id="someoneelse"))
    elif target == "records.sqlite3":
        RecordsStore.open(victim).close()
    else:
        victim.write_bytes(b"my homework")
    before = victim.read_bytes()
    again, game_id = _left_in_progress(tmp_path, victim)
    offer = again.files.recovery_offer()
    assert offer is not None
    again.files.resume(offer)
    assert again.files.current_file is None  # Ctrl+S is Save As: the user chooses again
    assert again.files.unsaved and again.files.game_id == game_id
    assert "Save asks where to keep it" in again.messages[-1] and target in again.messages[-1]
    again.play(1)
    again.close()
    assert victim.read_bytes() == before
    assert "saved_as" not in json.loads(
        (tmp_path / "data" / "recovery.wwgame").read_text(encoding="utf-8")
    )


def test_a_recovery_file_keeps_its_own_game_file(tmp_path):
    """The rule that lets a resumed game keep its file: the file named is a save of this very
    game (same records id and deal) holding the moves it should, the start of this game's.
    A copy of it that has been played on elsewhere is not."""
    again, game_id = _left_in_progress(tmp_path)
    offer = again.files.recovery_offer()
    assert offer is not None
    again.files.resume(offer)
    assert again.files.current_file == tmp_path / "ours.wwgame"
    again.close()

    ours = tmp_path / "ours.wwgame"
    saved = load_game(ours)
    save_game(ours, SavedGame(saved.deal, saved.mode, offer.saved.actions[:3], game_id=game_id))
    third = Table(tmp_path / "data")
    third.files.resume(offer)
    assert third.files.current_file is None  # the file holds other moves now
    third.close()


def _kings_game(tmp_path: Path) -> tuple[Path, Path]:
    """A game of every face card (Kings and Queens in its face pile) saved after two turns,
    and closed two turns later: its save file, and its data folder with a recovery file."""
    plain = Table(tmp_path / "plain")
    deal = shuffled_deal(["Ann", "Ben"], seed=4821, rules=Rules(face_cards=FaceCards.ALL))
    assert any(card.rank in "KQ" for card in deal.face_pile[4:])
    start_game(plain.controller, deal, "auto")
    plain.play(2)
    path = tmp_path / "kings.wwgame"
    assert plain.files.save(path) is None
    plain.play(2)
    plain.close()
    return path, tmp_path / "plain"


def test_a_locked_jacks_only_refuses_a_saved_game_with_kings(tmp_path):
    """Issue 28: with face_cards locked to jacks_only, a saved game whose face pile holds Kings
    and Queens was played on with them (684, 7114 drawn) under a label saying the school's
    rules applied, and saving it made a file that no longer opened. Now Open refuses it
    with a message naming both sets of face cards; the game on the table and the file are
    kept as they were."""
    path, _data = _kings_game(tmp_path)
    before = path.read_bytes()
    locked = Table(tmp_path / "locked", LockedRules(face_cards="jacks_only"))
    start_game(locked.controller, shuffled_deal(["Cy", "Di"], seed=3, rules=Rules(
        face_cards=FaceCards.JACKS_ONLY)), "auto")  # fmt: skip
    table_before = locked.controller.state
    problem = locked.files.open(path)
    assert problem is not None and problem.startswith("kings.wwgame could not be opened: ")
    assert "Jacks, Queens, Kings and jokers" in problem and "Jacks and jokers" in problem
    assert locked.controller.state is table_before
    assert path.read_bytes() == before
    locked.close()


def test_a_locked_jacks_only_sets_a_recovery_file_with_kings_aside(tmp_path):
    """The same for the game left open last time: it is not offered under the lock (no King
    is drawn), it is kept beside the recovery file as unusable here, and the message says
    why; with the lock gone it opens again from where it was kept."""
    _path, data = _kings_game(tmp_path)
    locked = Table(data, LockedRules(face_cards="jacks_only"))
    assert locked.files.recovery_offer() is None
    assert "Jacks and jokers" in locked.messages[-1]
    aside = [p for p in data.iterdir() if p.name.startswith("recovery.unusable-")]
    assert len(aside) == 1 and not (data / "recovery.wwgame").exists()
    locked.close()
    assert len(load_game(aside[0]).actions) == 4


def test_names_that_look_the_same_cannot_start_a_game_and_are_kept_tidied(table, tmp_path):
    """Issue 28: the new-game screen refuses two names that look the same, naming both; a
    name is kept tidied everywhere (the game, its file, the records, the names offered
    next time), and a save file naming two such players is refused on opening."""
    controller = table.controller
    checks = []
    controller.setup_checked.connect(checks.append)
    controller.check_setup(GameSetup(names=("Zo\u00eb", "Ben", "Zoe\u0308")))
    assert checks[-1].problem.startswith("Players 1 and 3 have names that look the same")
    problem = controller.start(GameSetup(names=("Ann\u00a0Lee", "Ann Lee")))
    assert problem is not None and "look the same" in problem
    assert controller.start(GameSetup(names=("Ann\u00a0 Lee\u200b", "Ben"))) is None
    assert controller.state.players == ("Ann Lee", "Ben")
    table.play(1)
    assert table.store.players() == ["Ann Lee"]
    assert remembered_names(["Ann\u00a0 Lee\u200b", ""]) == ["Ann Lee", ""]
    path = tmp_path / "twins.wwgame"
    assert table.files.save(path) is None
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["deal"]["players"] == ["Ann Lee", "Ben"]
    document["deal"]["players"] = ["Ann Lee", "ann\u00a0Lee\u200b"]
    path.write_text(json.dumps(document), encoding="utf-8")
    problem = table.files.open(path)
    assert problem is not None and "look the same" in problem


def test_one_save_file_played_to_the_end_twice_is_two_games(tmp_path):
    """Issue 28: the same save file opened and played to the end twice counted as one game
    (INSERT OR REPLACE: the second result overwrote the first). Each play is a game of its
    own; a game carried on from its file, played to the end once, stays one game."""
    table = Table(tmp_path / "data")
    deal = shuffled_deal(["Ann", "Ben"], seed=12)
    start_game(table.controller, deal, "practice")
    table.play(2)
    path = tmp_path / "class.wwgame"
    assert table.files.save(path) is None
    first_id = table.files.game_id
    while not table.controller.state.is_over:  # the first play goes on to the end
        table.play(1)
    assert table.store.summary("Ann").games_played == 1
    for play in (2, 3):
        assert table.files.open(path) is None
        assert table.files.game_id != first_id
        while not table.controller.state.is_over:
            table.play(1)
        ann = table.store.summary("Ann")
        assert ann.games_played == play
        assert len(table.store.history("Ann")) == play
    table.close()

    carried = Table(tmp_path / "other")
    start_game(carried.controller, deal, "practice")
    carried.play(2)
    assert carried.files.save(path) is None
    carried_id = carried.files.game_id
    carried.close()
    again = Table(tmp_path / "other")
    assert again.files.open(path) is None
    assert again.files.game_id == carried_id  # carried on later: the same game
    while not again.controller.state.is_over:
        again.play(1)
    assert again.store.summary("Ann").games_played == 1
    assert len(again.store.history("Ann")) == 1
    again.close()


@needs_file_size_limits
def test_the_menu_says_while_records_are_held_back_by_a_full_disk(table):
    """Issue 28: a full disk holds the records back (not to memory for the session): the
    File menu's push says so at once for the status bar, tries again on its timer, and once there is
    room every turn is in the file and the line goes."""
    lines: list[str] = []

    def held_back(menu: FileMenuView) -> None:  # each change of the line
        if (lines[-1] if lines else "") != menu.held_back:
            lines.append(menu.held_back)

    table.files.menu_changed.connect(held_back)
    start_game(table.controller, shuffled_deal(["Ann", "Ben"], seed=5), "auto")
    table.play(1)
    with file_size_limit(1024):
        table.play(3)
        assert table.store.kept and table.store.waiting and table.files._retry.isActive()
        assert lines == ["Records held back: disk full?"]
        table.files._flush_records()  # the retry timer, while the disk is still full
    table.files._flush_records()
    assert lines[-1] == "" and not table.files._retry.isActive()
    table.play(4)
    reader = sqlite3.connect(table.folder / "records.sqlite3")
    assert reader.execute("SELECT count(*) FROM answer").fetchone()[0] == 8
    reader.close()
