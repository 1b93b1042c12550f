"""What the views say about computer players: their answers and explained mistakes, the marks
on every row that names a seat, the turn panel in each step, and the printed sheets."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    PERSON,
    SIEVE_LIMIT,
    Draw,
    Level,
    Mode,
    Seat,
    Submit,
    answer_for_state,
    apply,
    check_answer,
    computer_answer,
    new_game,
    parse_answer,
    parse_deal,
    play_out,
    shuffled_deal,
)
from wildwest.present.controls import ComputerStep
from wildwest.present.presenter import computer_event, present
from wildwest.present.sheets import deal_sheet, score_sheet
from wildwest.present.turn_words import computer_mistakes, turn_breakdown
from wildwest.present.view_state import (
    ComputerAnswered,
    ComputerThinking,
    ComputerWaiting,
    NextAction,
)

DAN_917 = {
    "players": ["Ann", {"name": "Dusty Dan", "computer": "greenhorn"}],
    "face_pile": ["JK", "QD", "JH", "KS"],
    "digit_pile": ["3D", "3C", "9D", "AC", "7H", "8H", "2H", "3S", "AH", "10S", "5S"],
    "rules": {"equal_turns": False},
}


def dan_has_answered():
    """Ann claims 3 and 11; Greenhorn Dusty Dan calls 917 = 7 × 131 prime (as the golden file)."""
    state = new_game(parse_deal(DAN_917), Mode.PRACTICE)
    for action in (Draw(), Submit("3 x 11"), Draw()):
        state, _ = apply(state, action)
    state, events = apply(state, Submit(answer_for_state(state).text))
    return state, events


def test_a_computer_players_mistake_is_explained_by_name():
    """The scored turn shows what Dusty Dan typed and explains it: "Dusty Dan said 917 is
    prime, but 917 = 7 × 131"; the primes he missed stay free."""
    state, _ = dan_has_answered()
    words = turn_breakdown(state.turns[1], state.players, state.seats)
    assert [line.text for line in words.lines[:2]] == [
        "Dusty Dan answered 917.",
        "917 = 7 × 131.",
    ]
    assert "Dusty Dan said 917 is prime, but 917 = 7 × 131." in words.text
    assert "7 and 131 were not named, so nobody gets them this turn." in words.text
    assert words.tone == "bad" and words.headline == "Dusty Dan scores 0 points."
    person = turn_breakdown(state.turns[0], state.players, state.seats)
    assert "answered" not in person.text  # a person's turn reads as before


def test_every_kind_of_mistake_gets_a_sentence_about_the_player():
    """Composite, non-divisor (prime or not), 1, a missing repeat, none for a number: each is
    said about the player, and the composite is broken down (the turn is scored)."""
    said = {
        (91, (91,)): "Cora said 91 is prime, but 91 = 7 × 13.",
        (35, (5, 9)): "Cora named 9, but 9 = 3 × 3 and does not divide 35.",
        (35, (3, 5)): "Cora named 3, but 3 does not divide 35: 35 ÷ 3 is 11 with 2 left over.",
        (647, (653,)): "Cora named 653, but 653 is bigger than 647, so it cannot divide it.",
        (14, (1, 2, 7)): "Cora named 1 as a prime, but 1 is not a prime.",
        (12, (2, 3)): "Cora wrote 2 only once, but 12 = 2 × 2 × 3.",
        (97, ()): 'Cora typed "none", but 97 is prime.',
        (12, ()): 'Cora typed "none", but 12 = 2 × 2 × 3.',
        (1, (1,)): "Cora named 1 as a prime, but 1 is not a prime.",
        (104, (2, 2, 2)): "Cora left out 13: 104 = 2 × 2 × 2 × 13.",
    }
    for (number, factors), line in said.items():
        assert line in computer_mistakes("Cora", check_answer(number, factors)), line
    assert computer_mistakes("Cora", check_answer(12, (2, 2, 3))) == ()


@settings(max_examples=200, deadline=None)
@given(
    level=st.sampled_from([Level.GREENHORN, Level.DEPUTY]),
    number=st.integers(0, SIEVE_LIMIT),
    seed=st.integers(0, 10**6),
)
def test_every_wrong_computer_answer_is_explained(level, number, seed):
    """Whatever a computer player gets wrong, at least one line says so, by its name."""
    answer = computer_answer(level, number, seed=seed, seat=1, turn=0)
    lines = computer_mistakes("Dusty Dan", check_answer(number, parse_answer(answer.text)))
    if answer.correct:
        assert lines == ()
    else:
        assert lines and all(line.startswith("Dusty Dan ") for line in lines)


def test_the_rows_that_name_a_seat_mark_computer_players():
    """Scoreboard, turn log, standings and the result's words mark Dusty Dan as a computer
    player; Ann is written as before."""
    state, _ = dan_has_answered()
    view = present(play_out(state), game=1)
    assert [row.shown_name for row in view.scores] == ["Ann", "Dusty Dan (computer)"]
    assert [row.computer for row in view.scores] == [False, True]
    assert view.scores[1].description.startswith("Dusty Dan, a computer player (Greenhorn)")
    assert [row.cells[1] for row in view.log] == [
        "Ann",
        "Dusty Dan (computer)",
        "Ann",
        "Dusty Dan (computer)",
    ]
    assert [row.computer for row in view.log] == [False, True, False, True]
    assert view.result is not None
    assert {row.shown_name for row in view.result.standings} == {"Ann", "Dusty Dan (computer)"}
    assert "Dusty Dan (computer)" in view.result.spoken
    assert view.seat_levels == ("", "greenhorn")


def test_the_turn_panel_in_each_step_of_a_computer_turn():
    """Before the draw, thinking and answered: what the panel says, the typed answer, the
    Next button's label, and the event a screen reader hears."""
    deal = shuffled_deal(["Dusty Dan", "Ann"], seed=8, seats=[Seat(Level.DEPUTY), PERSON])
    state = new_game(deal, Mode.CHALLENGE)
    waiting = ComputerStep("draw", paused=True)
    controls = present(state, game=1, computer=waiting).controls
    assert controls.computer and controls.next_label == "&Next turn" and not controls.draw
    assert controls.next_action is NextAction.NEXT_TURN and controls.next_action.waits
    assert controls.prompt == "Dusty Dan (computer, Deputy) plays next. Press Next turn to watch."
    assert isinstance(computer_event(state, waiting), ComputerWaiting)
    assert computer_event(state, ComputerStep("draw")) is None
    state, _ = apply(state, Draw())
    number = state.pending.number
    thinking = present(state, game=1, computer=ComputerStep("think"))
    assert thinking.controls.prompt == f"Dusty Dan is thinking about {number}…"
    assert thinking.controls.next_action is NextAction.SKIP_AHEAD
    assert thinking.feedback.lines[-1].text == "Dusty Dan is thinking…"
    assert isinstance(computer_event(state, ComputerStep("think")), ComputerThinking)
    text = answer_for_state(state).text
    answered = present(state, game=1, computer=ComputerStep("answer", True, text))
    assert answered.controls.typed == text
    assert answered.controls.next_label == "&Next: check the answer"
    assert answered.controls.next_action is NextAction.CHECK_ANSWER
    event = computer_event(state, ComputerStep("answer", True, text))
    assert isinstance(event, ComputerAnswered) and event.text == text
    assert event.spoken == f"Dusty Dan answered {text}. Press Next to check it."
    person = present(new_game(shuffled_deal(["Ann", "Ben"], seed=8)), game=1).controls
    assert not person.computer and person.next_label == "" and person.draw
    assert person.next_action is NextAction.NONE and person.next_tip == ""


def test_the_sheets_mark_computer_players():
    """The score sheet and the deal sheet say who is a computer player, and at what level."""
    state, _ = dan_has_answered()
    sheet = score_sheet(state)
    assert sheet.details[0] == "Players: Ann and Dusty Dan (computer, Greenhorn)"
    assert [turn.player for turn in sheet.turns] == ["Ann", "Dusty Dan (computer)"]
    assert {row.shown_name for row in sheet.standings} == {"Ann", "Dusty Dan (computer)"}
    deal = deal_sheet(state.deal)
    assert deal.details[0] == "Players, in turn order: Ann and Dusty Dan (computer, Greenhorn)"
