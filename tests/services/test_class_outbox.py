"""The class folder's outbox in the app: what the game records reaches the class folder,
with the first answer, without waiting, and the status bar says calmly when turns wait."""

from __future__ import annotations

import pytest

from tests.services.classroom import Computer
from wildwest.controller import GameSetup
from wildwest.engine import Draw, GiveUp, PlayCards, Submit, TakeHint, parse_card, shuffled_deal
from wildwest.persistence.class_folder import ClassFolderReader
from wildwest.persistence.settings_schema import CLASS_FOLDER
from wildwest.services.class_outbox import first_answer

DEAL = shuffled_deal(["Ann", "Ben"], seed=4821)


@pytest.fixture(autouse=True)
def _application(qapp):
    """The outbox and the files are QObjects with queued signals."""
    return qapp


@pytest.fixture
def computer(tmp_path):
    made = Computer(tmp_path / "data", tmp_path / "class")
    (tmp_path / "class").mkdir()
    yield made
    made.close()


def merged(tmp_path):
    reader = ClassFolderReader.open(tmp_path / "class", None)
    assert reader.refresh().reachable
    return reader


def test_the_first_answer_is_the_first_submit_since_the_draw():
    """The engine keeps the last answer; the first one typed on the turn comes from the
    moves: after the last draw (or real cards played), whatever came between."""
    moves = [Draw(), Submit("77"), Draw(), Submit("2 2"), TakeHint(), Submit("2 3")]
    assert first_answer(moves) == "2 2"
    assert first_answer([Draw(), GiveUp()]) is None
    assert first_answer([]) is None
    cards = PlayCards(parse_card("JS"), (parse_card("3S"), parse_card("AH")))  # real cards
    assert first_answer([Submit("5"), cards, Submit("3 x 7")]) == "3 x 7"


def test_a_practice_game_reaches_the_class_folder_with_its_first_answers(qtbot, computer, tmp_path):
    """Every person's turn arrives with the first answer typed, the hints and the kinds of
    mistake, and the game's start and end; right first time as the records count it."""
    computer.start(qtbot)
    computer.new_game(GameSetup.from_deal(DEAL, "practice"))
    computer.turn(wrong_first=True)  # Ann
    computer.turn()  # Ben
    computer.turn(hint=True)  # Ann
    computer.finish()
    computer.flush()
    reader = merged(tmp_path)
    turns = [turn for turn in reader.turns() if turn.pupil == "Ann"]
    assert turns[0].first is not None and turns[0].first != turns[0].answer
    assert not turns[0].right_first_time and turns[0].mistakes and turns[0].attempts == 2
    assert turns[1].hints == 1 and not turns[1].right_first_time
    assert all(turn.right_first_time for turn in turns[2:])
    assert {turn.pupil for turn in reader.turns()} == {"Ann", "Ben"}
    (game,) = reader.stats.games()
    assert game.ended and game.players == ("Ann", "Ben") and game.deal_code == 4821
    assert game.turns == len(computer.controller.state.turns)


def test_what_happens_before_the_outbox_starts_follows_it(qtbot, computer, tmp_path):
    """The app starts the outbox after the first paint: a game resumed or begun before then
    is not lost, it follows in order once the writer is up."""
    computer.new_game(GameSetup.from_deal(DEAL, "challenge"))
    computer.turn()
    computer.turn()
    assert computer.outbox.writer is None
    computer.start(qtbot)
    computer.flush()
    reader = merged(tmp_path)
    assert [turn.pupil for turn in reader.turns()] == ["Ann", "Ben"]
    assert [game.players for game in reader.stats.games()] == [("Ann", "Ben")]


def test_turns_waiting_for_an_absent_folder_are_said_calmly_and_then_go(qtbot, tmp_path):
    """A USB stick at another computer: the status bar's line counts the turns waiting (the
    File menu's push carries it), and once the folder is back they go and the line does."""
    computer = Computer(tmp_path / "data", tmp_path / "stick")
    lines: list[str] = []
    computer.outbox.waiting_changed.connect(lines.append)
    try:
        computer.start(qtbot)
        computer.new_game(GameSetup.from_deal(DEAL, "auto"))
        computer.turn()
        computer.turn()
        line = "2 turns waiting for the class folder"
        qtbot.waitUntil(lambda: computer.files.menu.class_waiting == line, timeout=10_000)
        assert computer.files.menu.waiting_line == line
        (tmp_path / "stick").mkdir()
        computer.outbox.send_now()
        qtbot.waitUntil(lambda: computer.files.menu.class_waiting == "", timeout=10_000)
        assert lines[-1] == "" and line in lines
        assert [turn.number > -1 for turn in merged_at(tmp_path / "stick").turns()] == [True] * 2
    finally:
        computer.close()


def merged_at(folder):
    reader = ClassFolderReader.open(folder, None)
    assert reader.refresh().reachable
    return reader


def test_a_real_cards_turn_undone_is_taken_back_in_the_class_folder(qtbot, computer, tmp_path):
    """Undo last turn takes the turn back from the class folder too, and the end of a game
    whose last turn is undone: the merge shows the game as it is now."""
    computer.start(qtbot)
    computer.new_game(GameSetup(names=("Ann", "Ben"), mode="auto", real_cards=True))
    c = computer.controller
    assert c.enter_cards_text("JS 7S 7H") is None
    assert c.enter_cards_text("JH 2D 1C".replace("1C", "AC")) is None
    assert c.undo_last_turn() is None
    computer.flush()
    reader = merged(tmp_path)
    assert [(turn.pupil, turn.number) for turn in reader.turns()] == [("Ann", 77)]
    assert c.out_of_cards() is None
    computer.flush()
    assert reader.refresh().reachable and reader.stats.games()[0].ended
    assert c.undo_last_turn() is None  # Ann's 77: the game goes on
    computer.flush()
    reader.refresh()
    assert reader.turns() == [] and not reader.stats.games()[0].ended


def test_no_class_folder_or_no_records_writes_nothing(qtbot, tmp_path):
    """Without a class folder nothing is started; a copy that keeps no records (another
    copy has the data folder) writes nothing to the class folder either."""
    (tmp_path / "class").mkdir()
    alone = Computer(tmp_path / "a", None)
    shared = Computer(tmp_path / "b", tmp_path / "class", keeps_records=False)
    try:
        for computer in (alone, shared):
            computer.outbox.start()
            computer.new_game(GameSetup.from_deal(DEAL, "auto"))
            computer.finish()
            assert computer.outbox.writer is None and not computer.outbox.active
        assert list((tmp_path / "class").iterdir()) == []
        assert not (tmp_path / "a" / "class-outbox.sqlite3").exists()
    finally:
        alone.close()
        shared.close()


def test_choosing_another_class_folder_sends_what_follows_there(qtbot, computer, tmp_path):
    """The teacher chooses another folder in the app: the writer closes and a new one
    starts (off the window's thread); the next turns go to the new folder."""
    computer.start(qtbot)
    computer.new_game(GameSetup.from_deal(DEAL, "auto"))
    computer.turn()
    computer.flush()
    first = computer.outbox.writer
    (tmp_path / "other").mkdir()
    with qtbot.waitSignal(computer.outbox.ready, timeout=10_000):
        assert computer.settings.set_value(CLASS_FOLDER, str(tmp_path / "other"))
    assert computer.outbox.writer is not first
    computer.turn()
    computer.flush()
    assert [turn.pupil for turn in merged(tmp_path).turns()] == ["Ann"]
    assert [turn.pupil for turn in merged_at(tmp_path / "other").turns()] == ["Ben"]


def test_a_game_of_computer_players_only_is_not_sent(qtbot, computer, tmp_path):
    """As with the learning records, a demonstration game of computer players only is not
    the class's: nothing of it goes to the class folder."""
    computer.start(qtbot)
    computer.new_game(
        GameSetup(names=("", ""), seats=("deputy", "sheriff"), mode="challenge", deal_code="7")
    )
    computer.finish()
    computer.flush()
    assert merged(tmp_path).stats.games() == ()
