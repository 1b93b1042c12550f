"""Factoring by the player: Auto, Practice and Challenge (RULES.md "educational modes")."""

from __future__ import annotations

import pytest

from wildwest.engine import (
    AnswerRejected,
    AnswerUnreadable,
    Draw,
    Feedback,
    GiveUp,
    HintGiven,
    IllegalActionError,
    Mode,
    Phase,
    Submit,
    TakeHint,
    TurnScored,
    apply,
)

from .helpers import game

# Ann: K♠ 3♠ A♥ 10♠ 5♠ → 3105 = 3³ × 5 × 23 with three matches (×4); Ben: Q♥ 4♥ 2♥ 9♦ → 429.
FACES = ["KS", "QH"]
DIGITS = ["3S", "AH", "10S", "5S", "4H", "2H", "9D"]


def drawn(mode: Mode):
    state, _ = apply(game(FACES, DIGITS, mode=mode), Draw())
    assert state.phase is Phase.ANSWER and state.pending is not None
    assert state.pending.number == 3105
    return state


def test_practice_right_answer_claims_every_prime():
    """Practice: a complete factorisation claims all the number's primes."""
    state, events = apply(drawn(Mode.PRACTICE), Submit("3^3 × 5 × 23"))
    turn = state.turns[0]
    assert isinstance(events[0], TurnScored)
    assert turn.claimed == (3, 5, 23) and turn.points == 12 and turn.attempts == 1


def test_practice_wrong_answer_is_explained_and_changes_no_score():
    """Practice: a wrong entry gets feedback; no score, no prime, the same player retries."""
    before = drawn(Mode.PRACTICE)
    state, events = apply(before, Submit("2 × 5 × 23"))
    (event,) = events
    assert isinstance(event, AnswerRejected)
    assert "2 does not divide 3105" in event.check.lines
    assert "2 × 5 × 23 = 230, not 3105: a factor is missing" in event.check.lines
    assert state.scores == before.scores and state.holdings == before.holdings
    assert state.phase is Phase.ANSWER and state.current == 0 and not state.turns


def test_practice_retry_until_right_records_attempts_and_mistakes():
    """Practice: the player may retry until right; attempts and kinds of mistake are kept."""
    state = drawn(Mode.PRACTICE)
    state, _ = apply(state, Submit("9 × 5 × 23"))
    state, _ = apply(state, Submit("3 × 5 × 23"))
    state, _ = apply(state, Submit("3 3 3 5 23"))
    turn = state.turns[0]
    assert turn.attempts == 3 and turn.claimed == (3, 5, 23)
    assert Feedback.NOT_PRIME in turn.mistakes and Feedback.MISSING_FACTOR in turn.mistakes


def test_practice_give_up_shows_the_answer_and_claims_nothing():
    """Practice: give up and be shown the answer; then nothing is claimed."""
    state, _ = apply(drawn(Mode.PRACTICE), GiveUp())
    turn = state.turns[0]
    assert turn.gave_up and turn.points == 0 and turn.claimed == ()
    assert turn.missed == (3, 5, 23) and turn.factors == ((3, 3), (5, 1), (23, 1))
    assert not any(state.holdings) and state.current == 1


def test_an_unreadable_answer_changes_nothing_and_uses_no_attempt():
    """Typing something that is not a factorisation gives a message and loses nothing."""
    for mode in (Mode.PRACTICE, Mode.CHALLENGE):
        before = drawn(mode)
        state, events = apply(before, Submit("3 + 5"))
        assert state == before
        assert isinstance(events[0], AnswerUnreadable) and "multiplied" in events[0].message


def test_challenge_counts_every_correct_distinct_prime_named():
    """Challenge: one answer; each correct distinct prime named counts, even if incomplete."""
    state, _ = apply(drawn(Mode.CHALLENGE), Submit("3 × 23"))
    turn = state.turns[0]
    assert turn.claimed == (3, 23) and turn.points == 2 * 4
    assert turn.missed == (5,)


def test_challenge_wrong_primes_are_shown_afterwards_and_missed_primes_stay_free():
    """Challenge: wrong ones are shown after the turn; a prime the player missed stays free."""
    state, _ = apply(drawn(Mode.CHALLENGE), Submit("7 × 9 × 5"))
    turn = state.turns[0]
    assert turn.claimed == (5,) and turn.check is not None
    wrong = [item.text for item in turn.check.wrong_items]
    assert "7 does not divide 3105" in wrong and "9 is not prime: 9 = 3 × 3" in wrong
    assert state.holder_of(3) is None and state.holder_of(23) is None
    state, _ = apply(state, Draw())  # Ben: 429 = 3 × 11 × 13: 3 is still free for him
    state, _ = apply(state, Submit("3 11 13"))
    assert state.turns[1].claimed == (3, 11, 13)


def test_challenge_allows_only_one_answer():
    """Challenge: one answer, then the turn is over and play passes on."""
    state, _ = apply(drawn(Mode.CHALLENGE), Submit("2"))
    assert state.current == 1 and state.phase is Phase.DRAW
    assert state.turns[0].points == 0


def test_hints_are_graded_and_the_last_one_is_the_answer_claiming_nothing():
    """Practice hints: a divisibility rule, a prime to try, then the answer (claims nothing)."""
    state = drawn(Mode.PRACTICE)
    state, (first,) = apply(state, TakeHint())
    assert isinstance(first, HintGiven) and first.level == 1 and "digit" in first.text.lower()
    state, (second,) = apply(state, TakeHint())
    assert isinstance(second, HintGiven) and "3" in second.text
    state, _ = apply(state, TakeHint())
    turn = state.turns[0]
    assert turn.hints == 3 and turn.gave_up and turn.points == 0


def test_hints_used_are_recorded_on_a_right_answer():
    """The turn record keeps how many hints were used before a right answer."""
    state, _ = apply(drawn(Mode.PRACTICE), TakeHint())
    state, _ = apply(state, Submit("3^3 5 23"))
    assert state.turns[0].hints == 1 and state.turns[0].claimed == (3, 5, 23)


@pytest.mark.parametrize(
    ("mode", "action"),
    [(Mode.AUTO, Submit("2")), (Mode.CHALLENGE, TakeHint()), (Mode.AUTO, GiveUp())],
)
def test_actions_outside_their_mode_are_illegal(mode, action):
    """Submitting in Auto, or a hint in Challenge, is refused with a reason."""
    state = game(FACES, DIGITS, mode=mode)
    if mode is not Mode.AUTO:
        state, _ = apply(state, Draw())
    with pytest.raises(IllegalActionError):
        apply(state, action)


def test_drawing_twice_or_after_the_end_is_illegal():
    """Draw only when the last turn is scored, and never after the game is over."""
    state = drawn(Mode.PRACTICE)
    with pytest.raises(IllegalActionError, match="factor the number first"):
        apply(state, Draw())
    over = game([], [], mode=Mode.AUTO)
    with pytest.raises(IllegalActionError, match="over"):
        apply(over, Draw())


def test_none_is_the_answer_for_zero_and_one():
    """In Practice, "none" is right for 0 and 1, and claims nothing."""
    state = game(["JS"], ["10S", "AH"], mode=Mode.PRACTICE)
    state, _ = apply(state, Draw())
    state, events = apply(state, Submit("1"))
    assert isinstance(events[0], AnswerRejected)
    state, events = apply(state, Submit("none"))
    assert isinstance(events[0], TurnScored) and events[0].turn.points == 0
