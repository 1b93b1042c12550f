"""A game with real cards at the controller: entering turns, every refusal with its message,
the picker's state, Undo last turn, We're out of cards, and the files and records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.controller.test_controller import Recorder
from tests.play import right as answer
from wildwest.commands import replay
from wildwest.controller import GameController, GameSetup
from wildwest.engine import (
    EndKind,
    OutOfCards,
    Phase,
    PlayCards,
    load_deal_file,
    new_game,
    play_out,
    shuffled_deal,
)
from wildwest.persistence import savefile
from wildwest.persistence.records import RecordsStore
from wildwest.persistence.savefile import RecoveryFile, load_game
from wildwest.persistence.settings import Settings
from wildwest.present.view_state import ActionRefused, TurnUndone
from wildwest.services.files_and_records import FilesAndRecords, suggested_name

NAMES = ("Ann", "Ben", "Cy")


@pytest.fixture(autouse=True)
def _application(qapp):
    """Controllers and sessions are QObjects; QSaveFile wants an application."""
    return qapp


def start_real(controller: GameController, mode: str = "auto", **setup: object) -> None:
    names = setup.pop("names", NAMES)
    problem = controller.start(
        GameSetup(names=names, mode=mode, real_cards=True, **setup)  # type: ignore[arg-type]
    )
    assert problem is None, problem


def whole_game_codes(seed: int = 4821, names: tuple[str, ...] = NAMES) -> list[str]:
    """The cards of every turn of a shuffled two-pack game, as a player would type them."""
    final = play_out(new_game(shuffled_deal(list(names), seed=seed)))
    return [" ".join(card.code for card in (t.face, *t.digits)) for t in final.turns]


def refusals(controller: GameController) -> list[str]:
    seen: list[str] = []
    controller.happened.connect(
        lambda event: seen.append(event.message) if isinstance(event, ActionRefused) else None
    )
    return seen


@pytest.fixture
def controller() -> GameController:
    return GameController()


# ---------------------------------------------------------------- entering turns


def test_a_real_cards_game_has_people_only(controller):
    """Computer players can't turn over cards on a desk: the new-game check, the start and the
    engine each refuse them with the same message, and nothing starts."""
    from wildwest.controller.setup import check_setup
    from wildwest.engine import PERSON, Deal, DealError, Level, Seat, real_cards_deal

    message = "Computer players can't turn over real cards: make every seat a person, or "
    setup = GameSetup(names=("Ann", ""), seats=("", "deputy"), real_cards=True)
    assert check_setup(setup).problem.startswith(message)
    problem = controller.start(setup)
    assert problem is not None and problem.startswith(message)
    assert controller.state is None
    people = real_cards_deal(["Ann", "Dusty Dan"], packs=1)
    deal = Deal(people.players, (), (), 1, seats=(PERSON, Seat(Level.DEPUTY)))
    with pytest.raises(DealError, match="Computer players can't turn over real cards"):
        new_game(deal, real_cards=True)


def test_a_real_cards_game_starts_without_a_shuffle_or_a_deal_code(controller):
    """GameSetup(real_cards=True): the packs by the players, no cards dealt, no deal code; the
    turn panel asks for the cards and the picker is there."""
    start_real(controller, equal_turns=False, face_cards="no_kings")
    state = controller.state
    assert state is not None and state.real_cards and state.deal.seed is None
    assert state.deal.packs == 2 and not state.deal.face_pile
    assert state.deal.rules.face_cards.value == "no_kings"
    view = controller.view
    assert view.controls.draw_label == "&Enter cards" and view.controls.draw
    assert view.status.deal_text == "Real cards"
    assert view.picker is not None and view.picker.active
    assert view.picker.heading == "Which cards did Ann turn over?"
    kings = [card for card in view.picker.cards if card.code.startswith("K")]
    assert len(view.picker.cards) == 53 and not any(card.enabled for card in kings)
    assert "not in this game" in kings[0].name


def test_a_whole_game_of_typed_codes_replays_to_the_same_scores(controller, tmp_path):
    """Three players type every turn of a two-pack game; the game ends by equal turns with the
    dealt game's scores, and the deal file it saves replays to the same standings."""
    files = FilesAndRecords(
        controller, Settings(None), RecordsStore.in_memory(), tmp_path / "r.wwgame"
    )
    start_real(controller)
    for codes in whole_game_codes():
        assert controller.enter_cards_text(codes.lower().replace("10", "t")) is None
    state = controller.state
    assert state is not None and state.is_over
    assert state.end_reason is not None and state.end_reason.kind is EndKind.EQUAL_TURNS
    dealt = play_out(new_game(shuffled_deal(list(NAMES), seed=4821)))
    assert state.standings() == dealt.standings()
    path = files.last_real_deal
    assert path is not None and path.parent.name == "Real-card deals"
    replayed = json.loads(replay(path))
    assert [(s["player"], s["points"]) for s in replayed["standings"]] == [
        (s.name, s.points) for s in state.standings()
    ]
    assert [t["points"] for t in replayed["turns"]] == [t.points for t in state.turns]
    files.shutdown()


def test_practice_with_real_cards_scores_the_answer_as_usual(controller):
    """Practice: the entered number waits for the answer (the button that was Enter cards
    stays Enter cards, greyed out); a wrong one is explained and the right one scores."""
    start_real(controller, "practice")
    assert controller.enter_cards("QH", ["2H", "3D", "AC"]) is None
    assert controller.state is not None and controller.state.phase is Phase.ANSWER
    assert controller.view.picker is not None and not controller.view.picker.active
    controls = controller.view.controls
    assert controls.draw_label == "&Enter cards" and not controls.draw and controls.answer
    controller.submit("3 x 77")
    assert controller.state.phase is Phase.ANSWER
    controller.submit(answer(231))
    assert controller.state.scores == (6, 0, 0)


@pytest.mark.parametrize(
    ("codes", "message"),
    [
        ("3S 4S 5S", "3♠ is a digit card: the first card is the face card (a Jack, Queen, King "),
        ("KS 3S QH 5S 7S", "Q♥ is a face card: after the face card come digit cards (Ace to 10)."),
        ("KS 3S AH 10S", "K♠ asks for 4 digits; digit cards entered: 3."),
        ("JC 3S AH 10S", "J♣ asks for 2 digits; digit cards entered: 3."),
        ("QD 4D 4D 5D", "This turn has 4♦ 2 times, but the packs have only 1 of it left."),
        ("KS 3S ZZ", '"ZZ" is not a card code: use a rank A 2-10 J Q K and a suit S H D C'),
        ("", "Pick the face card you turned over first."),
    ],
)
def test_every_refusal_names_the_card_and_scores_nothing(controller, codes, message):
    """Each kind of wrong entry is refused with its message (returned, sent as a view event
    and shown in the picker) and nothing is scored."""
    start_real(controller, names=("Ann", "Ben"))
    seen = refusals(controller)
    problem = controller.enter_cards_text(codes)
    assert problem is not None and problem.startswith(message)
    assert seen == [problem]
    assert controller.state is not None and not controller.state.turns
    picker = controller.view.picker
    assert picker is not None and picker.status.text == problem and picker.status.tone == "bad"
    assert picker.text == codes and not picker.can_confirm
    controller.set_entry("KS")  # the refusal goes once the entry changes
    assert controller.view.picker is not None and controller.view.picker.status.tone == "info"


def test_cards_entered_more_often_than_the_packs_hold_and_left_out_faces_are_refused(controller):
    """One pack: a second 3♠ is refused, naming it; a King with house rule no_kings is refused."""
    start_real(controller, names=("Ann", "Ben"))
    assert controller.enter_cards("JS", ["3S", "5H"]) is None
    assert controller.enter_cards("QD", ["3S", "4D", "5D"]) == (
        "There is no 3♠ left: every one the packs hold (1) has been entered already."
    )
    start_real(controller, names=("Ann", "Ben"), face_cards="no_kings")
    assert controller.enter_cards("KH", ["3S", "AH", "10S", "5S"]) == (
        "K♥ is a King, but this game is played with Jacks, Queens and jokers only."
    )
    assert controller.state is not None and not controller.state.turns


# ---------------------------------------------------------------- the picker


def test_the_picker_follows_what_is_picked_and_greys_out_cards_gone_from_the_packs(controller):
    """Picking, removing and typing edit one line of codes; the preview shows the face card
    and the number; a card the packs no longer hold (entered, or picked now) is greyed out;
    only the picker changes while picking."""
    start_real(controller, names=("Ann", "Ben"))
    assert controller.enter_cards("JS", ["3S", "5H"]) is None
    before = controller.view
    for code in ("KS", "3D", "AH", "10S"):
        controller.pick_card(code)
    picker = controller.view.picker
    assert picker is not None and picker.text == "KS 3D AH 10S"
    assert picker.preview == "K♠ asks for 4 digits: 3♠ A♥ 10♠ …".replace("3♠", "3♦")
    assert picker.status.text == "Pick 1 more digit, from left to right."
    assert not picker.can_confirm and picker.can_remove
    cards = {card.code: card for card in picker.cards}
    assert not cards["3S"].enabled and cards["3S"].left == 0  # entered in turn 1
    assert not cards["KS"].enabled and cards["KS"].chosen == 1  # picked now
    assert cards["5S"].enabled and cards["JK"].left == 2
    assert controller.view.scores is before.scores and controller.view.table is before.table
    controller.pick_card("5S")
    picker = controller.view.picker
    assert picker is not None and picker.can_confirm
    assert picker.preview == "K♠ asks for 4 digits: 3♦ A♥ 10♠ 5♠ → 3105"
    controller.remove_last_card()
    assert controller.view.picker is not None and controller.view.picker.text == "KS 3D AH 10S"
    controller.set_entry("ks 3d ah ts 5")  # the last code is still being typed
    assert controller.view.picker is not None and not controller.view.picker.can_confirm
    controller.pick_card("5S")  # picking finishes it
    assert controller.view.picker is not None and controller.view.picker.text == "ks 3d ah ts 5S"
    assert controller.confirm_entry() is None
    assert controller.state is not None and controller.state.turns[-1].number == 3105
    assert controller.view.picker is not None and controller.view.picker.text == ""
    controller.pick_card("QC")
    controller.clear_entry()
    assert controller.view.picker is not None and controller.view.picker.text == ""


def test_a_real_cards_turn_goes_session_view_then_events(qtbot, controller):
    """Entering an Auto turn is one change like a draw: the files, the view, the cards flying
    in, then the score."""
    start_real(controller, names=("Ann", "Ben"))
    record = Recorder(controller)
    assert controller.enter_cards("JS", ["3S", "5H"]) is None
    assert record.take() == [
        "game_changed",
        "view_changed",
        "happened:CardsDrawn",
        "happened:TurnScored",
    ]


# ---------------------------------------------------------------- undo and the end


def test_undo_takes_back_the_last_scored_turn_naming_it(controller):
    """Undo asks about the turn by number, player, cards, number and points; undoing gives back
    the scores and primes of before, the player enters the cards again, the card goes back
    in the packs, and the feedback and screen reader say what was undone."""
    start_real(controller, names=("Ann", "Ben"))
    assert controller.enter_cards("JK", ["3D", "3C"]) is None  # Ann claims 3 and 11
    picker = controller.view.picker
    assert picker is not None
    assert picker.undo_question == "Undo turn 1: Ann's Joker 3♦ 3♣ (33, 2 points)?"
    assert controller.enter_cards("KS", ["3S", "AS", "10S", "5S"]) is None  # Ben steals 3
    picker = controller.view.picker
    assert picker is not None
    assert picker.undo_question == "Undo turn 2: Ben's K♠ 3♠ A♠ 10♠ 5♠ (3105, 15 points)?"
    assert "Ben enters the cards again" in picker.undo_detail
    events: list[object] = []
    controller.happened.connect(events.append)
    assert controller.undo_last_turn() is None
    state = controller.state
    assert state is not None and len(state.turns) == 1 and state.current == 1
    assert state.scores == (2, 0) and state.holdings[0] == {3, 11}
    assert len(controller.actions) == 1 and len(controller.view.log) == 1
    assert controller.view.feedback.lines[0].text == (
        "Undone: turn 2: Ben's K♠ 3♠ A♠ 10♠ 5♠ (3105, 15 points)."
    )
    assert [type(e) for e in events] == [TurnUndone] and "turn 2" in events[0].spoken  # type: ignore[attr-defined]
    cards = {card.code: card for card in controller.view.picker.cards}  # type: ignore[union-attr]
    assert cards["KS"].enabled and cards["3S"].left == 1
    assert controller.enter_cards("KS", ["3S", "AH", "10S", "5S"]) is None  # entered again


def test_undo_also_takes_back_cards_waiting_for_their_answer(controller):
    """Practice: cards entered but not yet answered are undone as "not scored yet"."""
    start_real(controller, "practice", names=("Ann", "Ben"))
    assert controller.enter_cards("QH", ["2H", "3D", "AC"]) is None
    picker = controller.view.picker
    assert picker is not None
    assert picker.undo_question == "Undo turn 1: Ann's Q♥ 2♥ 3♦ A♣ (231, not scored yet)?"
    assert controller.undo_last_turn() is None
    state = controller.state
    assert state is not None and state.phase is Phase.DRAW and state.current == 0
    assert controller.actions == ()


def test_undo_is_refused_with_nothing_to_undo_and_in_a_dealt_game(controller):
    """Nothing entered yet, or a game the app deals: Undo says why and changes nothing."""
    start_real(controller, names=("Ann", "Ben"))
    assert controller.view.picker is not None and controller.view.picker.undo_question == ""
    assert controller.undo_last_turn() == "There is no turn to undo yet."
    controller.start(GameSetup(names=("Ann", "Ben")))
    controller.draw()
    assert controller.undo_last_turn() == "Only a game with real cards can take a turn back."
    assert controller.state is not None and len(controller.state.turns) == 1


def test_out_of_cards_ends_the_game_and_undo_brings_it_back(controller):
    """We're out of cards: refused before the first turn; after one it ends the game with the
    usual result and its reason; undo then takes back the last turn and the game goes on."""
    start_real(controller, names=("Ann", "Ben"))
    picker = controller.view.picker
    assert picker is not None and picker.end_question == ""
    assert picker.end_note.startswith("Nobody has had a turn yet")
    assert controller.out_of_cards() is not None
    assert controller.enter_cards("JS", ["3S", "5H"]) is None
    picker = controller.view.picker
    assert picker is not None and picker.end_question == "We're out of cards: end the game now?"
    assert "(13 face cards have not been entered.)" in picker.end_detail
    assert controller.out_of_cards() is None
    view = controller.view
    assert view.over and view.result is not None
    assert view.result.reason == "The players ran out of cards."
    assert view.result.headline == "Ann wins!"
    assert controller.state is not None and isinstance(controller.actions[-1], OutOfCards)
    assert controller.undo_last_turn() is None
    assert not controller.view.over and controller.actions == ()


def test_play_again_keeps_playing_with_real_cards(controller):
    """Play again after a real-cards game starts another real-cards game."""
    start_real(controller, names=("Ann", "Ben"))
    controller.enter_cards("JS", ["3S", "5H"])
    controller.out_of_cards()
    controller.play_again()
    state = controller.state
    assert state is not None and state.real_cards and not state.turns


# ---------------------------------------------------------------- the files


class Harness:
    def __init__(self, folder: Path) -> None:
        self.controller = GameController()
        self.store = RecordsStore.open(folder / "records.sqlite3")
        self.files = FilesAndRecords(
            self.controller, Settings(None), self.store, folder / "recovery.wwgame"
        )
        self.messages: list[str] = []
        self.files.message.connect(self.messages.append)


@pytest.fixture
def harness(tmp_path):
    made = Harness(tmp_path)
    yield made
    made.files.shutdown()


def test_saving_and_reopening_a_real_cards_game_mid_game(harness, tmp_path):
    """A real-cards game saved mid-game says so in the file, keeps the entered cards as moves,
    and reopens where it was, still a real-cards game."""
    c = harness.controller
    start_real(c, "challenge")
    assert c.enter_cards("KS", ["3S", "AH", "10S", "5S"]) is None
    c.submit("3 x 5 x 23")
    assert c.enter_cards("JK", ["7D", "2C"]) is None
    path = tmp_path / "class.wwgame"
    assert harness.files.save(path) is None
    document = json.loads(path.read_text("utf-8"))
    assert document["real_cards"] is True and document["deal"]["face_pile"] == []
    assert document["actions"][0] == {
        "type": "play_cards",
        "face": "KS",
        "digits": ["3S", "AH", "10S", "5S"],
    }
    saved = load_game(path)
    assert saved.real_cards and saved.actions[0] == PlayCards.of("KS", "3S", "AH", "10S", "5S")
    before = c.state
    start_real(c, names=("Zed", "Yo"))
    assert harness.files.open(path) is None
    state = c.state
    assert state is not None and state.real_cards and state == before
    assert state.phase is Phase.ANSWER and state.pending is not None
    assert state.pending.number == 72
    assert c.view.picker is not None and not harness.files.unsaved


def test_undo_takes_the_turn_out_of_the_records_and_marks_the_file_unsaved(harness, tmp_path):
    """An undone turn leaves the learning records; a file saved with it no longer holds the
    game (unsaved); the recovery file holds the game without it."""
    c, files, store = harness.controller, harness.files, harness.store
    start_real(c, names=("Ann", "Ben"))
    c.enter_cards("JS", ["3S", "5H"])
    c.enter_cards("JH", ["7H", "AD"])
    assert files.save(tmp_path / "g.wwgame") is None
    assert store.summary("Ben").numbers_met == 1
    c.undo_last_turn()
    assert store.summary("Ben").numbers_met == 0 and store.summary("Ann").numbers_met == 1
    assert files.unsaved
    recovered = RecoveryFile(harness.files.recovery.path).load()  # type: ignore[union-attr]
    assert recovered.real_cards and len(recovered.actions) == 1
    c.enter_cards("JH", ["7H", "AD"])
    assert files.unsaved  # as many moves as the file, but the file's are not these
    assert files.save(tmp_path / "g.wwgame") is None and not files.unsaved


def test_undo_after_the_end_takes_the_finished_game_out_of_the_records(harness):
    """The game ended (recorded as won) and its last turn is undone: the game is not finished
    in the records any more; finishing it again records it once."""
    c, store = harness.controller, harness.store
    start_real(c, names=("Ann", "Ben"))
    c.enter_cards("JS", ["3S", "5H"])
    c.out_of_cards()
    assert store.summary("Ann").games_played == 1
    c.undo_last_turn()
    assert store.summary("Ann").games_played == 0 and store.summary("Ann").numbers_met == 0
    c.enter_cards("JS", ["3S", "5H"])
    c.out_of_cards()
    assert store.summary("Ann").games_won == 1 and store.summary("Ann").games_played == 1


def test_the_cards_are_kept_as_a_deal_file_when_the_game_ends(harness, tmp_path):
    """We're out of cards in the middle of a round: the deal file is kept in the data folder
    (the status bar says where) and replays every turn entered; Save the cards as a deal
    file writes the same deal where the teacher chooses."""
    c, files = harness.controller, harness.files
    start_real(c)
    for codes in whole_game_codes()[:4]:
        assert c.enter_cards_text(codes) is None
    assert files.export_deal(tmp_path / "mid.json") is None
    c.out_of_cards()
    kept = files.last_real_deal
    assert kept is not None and kept.parent == tmp_path / "Real-card deals"
    assert kept.name.endswith(" Ann Ben Cy - real cards.json")
    assert any(kept.name in message for message in harness.messages)
    deal = load_deal_file(kept)
    assert deal.rules.equal_turns is False and len(deal.face_pile) == 4
    replayed = json.loads(replay(kept))
    assert [t["points"] for t in replayed["turns"]] == [t.points for t in c.state.turns]  # type: ignore[union-attr]
    assert load_deal_file(tmp_path / "mid.json") == deal


def test_saving_the_cards_is_refused_without_real_cards_or_turns(harness, tmp_path):
    """No turn yet, or a dealt game: a one-line reason, and no file."""
    c, files = harness.controller, harness.files
    start_real(c, names=("Ann", "Ben"))
    assert files.export_deal(tmp_path / "d.json") == (
        "There are no cards to save yet: nobody has had a turn."
    )
    c.start(GameSetup(names=("Ann", "Ben")))
    assert files.export_deal(tmp_path / "d.json") == (
        "Only a game played with real cards has cards to save as a deal file."
    )
    assert not (tmp_path / "d.json").exists()
    assert files.export_deal(tmp_path) is not None  # a folder is never replaced


def test_real_cards_files_are_named_and_described_as_such(harness):
    """Save As offers a name that says real cards; the score sheet says how it was played."""
    from datetime import date

    from wildwest.present.sheets import score_sheet

    c = harness.controller
    start_real(c, names=("Ann", "Ben"))
    c.enter_cards("JS", ["3S", "5H"])
    state = c.state
    assert suggested_name(state, date(2026, 3, 2)) == "Ann Ben - real cards 2026-03-02.wwgame"
    assert "Played with real cards, 1 pack · Auto mode" in score_sheet(state).details  # type: ignore[arg-type]
    deal_sheet = harness.files.deal_sheet()
    assert deal_sheet is not None and deal_sheet.face_pile == ("J♠",)


def test_a_school_lock_on_the_face_cards_applies_to_a_reopened_real_cards_game(tmp_path):
    """The locked face_cards rule wins over a saved real-cards game: a King entered before no
    longer fits, so the game starts again from its first turn, still with real cards."""
    from wildwest.persistence.locks import LockedRules

    harness = Harness(tmp_path)
    c = harness.controller
    start_real(c, names=("Ann", "Ben"))
    c.enter_cards("KS", ["3S", "AH", "10S", "5S"])
    path = tmp_path / "g.wwgame"
    assert harness.files.save(path) is None
    locked = LockedRules(face_cards="no_kings").saved_game(load_game(path))
    assert locked.restarted and locked.saved.real_cards and locked.saved.actions == ()
    harness.files.shutdown()


def test_a_damaged_real_cards_move_is_refused_on_opening(tmp_path):
    """A play_cards move with an unknown card, too many digits, or a real_cards flag that is
    not true or false: the file is called damaged, naming the move."""
    from wildwest.persistence.savefile import SaveFileError

    base = {
        "format": "wildwest-game",
        "schema_version": savefile.SCHEMA_VERSION,
        "deal": {"players": ["Ann", "Ben"], "face_pile": [], "digit_pile": [], "packs": 1},
        "deal_code": None,
        "mode": "auto",
        "real_cards": True,
        "actions": [],
    }
    cases = {
        "move 1 (play_cards)": {"actions": [{"type": "play_cards", "face": "KZ", "digits": []}]},
        "at most 4 digits": {
            "actions": [{"type": "play_cards", "face": "KS", "digits": ["2S"] * 5}]
        },
        "does not fit the game": {
            "actions": [{"type": "play_cards", "face": "KS", "digits": ["2S"]}]
        },
        '"real_cards" must be true or false': {"real_cards": "yes"},
    }
    for expected, change in cases.items():
        path = tmp_path / "bad.wwgame"
        path.write_text(json.dumps({**base, **change}), "utf-8")
        with pytest.raises(SaveFileError, match="damaged") as caught:
            load_game(path)
        assert expected in str(caught.value)
    path.write_text(json.dumps({**base, "actions": [{"type": "out_of_cards"}]}), "utf-8")
    with pytest.raises(SaveFileError, match="Nobody has had a turn yet"):
        load_game(path)
