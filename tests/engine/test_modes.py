"""Factoring by the player: Auto, Practice and Challenge (RULES.md "educational modes")."""

from __future__ import annotations

import pytest

from wildwest.engine import (
    MAX_HINT_LEVEL,
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
    correct_answer_text,
    why_illegal,
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
    assert "2 × 5 × 23 = 230, not 3105: use only primes that divide 3105" in event.check.lines
    assert state.scores == before.scores and state.holdings == before.holdings
    assert state.phase is Phase.ANSWER and state.current == 0 and not state.turns


def test_practice_retry_until_right_records_attempts_and_mistakes():
    """Practice: the player may retry until right; attempts and kinds of mistake are kept."""
    state = drawn(Mode.PRACTICE)
    state, _ = apply(state, Submit("9 × 5 × 23"))
    state, _ = apply(state, Submit("3 × 5 × 23"))
    state, _ = apply(state, Submit("3 × 23"))
    state, _ = apply(state, Submit("3 3 3 5 23"))
    turn = state.turns[0]
    assert turn.attempts == 4 and turn.claimed == (3, 5, 23)
    assert turn.mistakes == (
        Feedback.NOT_PRIME,
        Feedback.REPEAT_MISSING,
        Feedback.MISSING_FACTOR,
    )


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
    assert (
        "7 does not divide 3105" in wrong
        and "9 is not prime: two smaller numbers multiply to make it, so it can still be split"
        in wrong
    )
    assert state.holder_of(3) is None and state.holder_of(23) is None
    state, _ = apply(state, Draw())  # Ben: 429 = 3 × 11 × 13: 3 is still free for him
    state, _ = apply(state, Submit("3 11 13"))
    assert state.turns[1].claimed == (3, 11, 13)


def test_challenge_allows_only_one_answer():
    """Challenge: one answer, then the turn is over and play passes on."""
    state, _ = apply(drawn(Mode.CHALLENGE), Submit("2"))
    assert state.current == 1 and state.phase is Phase.DRAW
    assert state.turns[0].points == 0


def test_hints_are_graded_and_none_ends_the_turn():
    """Practice hints: a divisibility rule, a prime to try, the next steps; the turn goes on."""
    state = drawn(Mode.PRACTICE)
    state, (first,) = apply(state, TakeHint())
    assert isinstance(first, HintGiven) and first.level == 1 and "digits" in first.text
    state, (second,) = apply(state, TakeHint())
    assert isinstance(second, HintGiven) and second.text == "Try 3: divide 3105 by 3."
    state, (third,) = apply(state, TakeHint())
    assert isinstance(third, HintGiven) and third.level == MAX_HINT_LEVEL == 3
    answer = correct_answer_text(3105).split(" = ")[1]  # 3³ × 5 × 23
    assert not any(answer in event.text for event in (first, second, third))
    assert state.phase is Phase.ANSWER and not state.turns and state.pending is not None
    assert state.pending.hints == 3


def test_after_the_last_hint_only_give_up_shows_the_answer():
    """A fourth hint is refused with a friendly reason; Give up then shows the answer and
    claims nothing."""
    state = drawn(Mode.PRACTICE)
    for _ in range(MAX_HINT_LEVEL):
        state, _ = apply(state, TakeHint())
    reason = "No more hints: press Give up to see the answer."
    assert why_illegal(state, TakeHint()) == reason
    with pytest.raises(IllegalActionError, match=reason):
        apply(state, TakeHint())
    state, _ = apply(state, GiveUp())
    turn = state.turns[0]
    assert turn.hints == 3 and turn.gave_up and turn.points == 0 and turn.claimed == ()


def test_a_right_answer_after_every_hint_still_claims():
    """Hints are help, not the answer: a right answer after all three still claims its primes."""
    state = drawn(Mode.PRACTICE)
    for _ in range(MAX_HINT_LEVEL):
        state, _ = apply(state, TakeHint())
    state, _ = apply(state, Submit("3^3 × 5 × 23"))
    assert state.turns[0].claimed == (3, 5, 23) and state.turns[0].hints == 3


def test_a_hint_builds_on_what_was_typed_but_the_state_does_not_depend_on_it():
    """TakeHint(typed=…) shapes the hint's words only: the next state is the same."""
    state = drawn(Mode.PRACTICE)
    typed, (with_text,) = apply(state, TakeHint(typed="3 × 3 × 3"))
    plain, (without,) = apply(state, TakeHint())
    assert typed == plain
    assert isinstance(with_text, HintGiven) and isinstance(without, HintGiven)
    assert with_text.text.startswith("You have 3 × 3 × 3 = 27 so far. Divide 3105 by 27")
    assert with_text.text != without.text
    assert apply(state, TakeHint(typed="2 ×× ?"))[0] == plain


def test_challenge_reports_a_missing_repeat_after_scoring():
    """Challenge "2 × 19" for 76 scores 2 and 19, and the check says a repeated 2 is missing."""
    state, _ = apply(game(["JS"], ["7H", "6D"], mode=Mode.CHALLENGE), Draw())
    state, _ = apply(state, Submit("2 × 19"))
    turn = state.turns[0]
    assert turn.number == 76 and turn.claimed == (2, 19) and turn.missed == ()
    assert turn.check is not None
    assert [item.text for item in turn.check.wrong_items] == [
        "2 divides 76 more than once: a repeated 2 is missing"
    ]
    assert turn.mistakes == (Feedback.REPEAT_MISSING,)


def test_practice_never_breaks_down_the_number_itself():
    """Practice "3105" for 3105 is rejected as not prime, without 3105's factors."""
    _, (event,) = apply(drawn(Mode.PRACTICE), Submit("3105"))
    assert isinstance(event, AnswerRejected)
    assert event.check.lines[0] == "3105 is not prime: it ends in 5, so it can still be split"
    assert not any("23" in line for line in event.check.lines)


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


def test_a_practice_turn_takes_at_most_max_answers():
    """Issue 28: the engine took any number of wrong Practice answers, so a game could grow
    past what a save file opens. A turn takes MAX_ANSWERS_PER_TURN answers; the next is
    refused with a message saying what to do (hints and Give up still work)."""
    from wildwest.engine import MAX_ANSWERS_PER_TURN

    state = drawn(Mode.PRACTICE)
    for _ in range(MAX_ANSWERS_PER_TURN):
        state, events = apply(state, Submit("2 × 3"))
        assert isinstance(events[0], AnswerRejected)
    problem = why_illegal(state, Submit("2 × 3"))
    assert (
        problem == f"You have tried {MAX_ANSWERS_PER_TURN} times: press Give up to see the answer."
    )
    with pytest.raises(IllegalActionError):
        apply(state, Submit(correct_answer_text(3105)))
    state, events = apply(state, TakeHint())
    assert isinstance(events[0], HintGiven)
    state, events = apply(state, GiveUp())
    assert isinstance(events[0], TurnScored) and events[0].turn.attempts == MAX_ANSWERS_PER_TURN


def test_an_answer_padded_past_the_answer_box_is_refused():
    """An answer longer than the answer box holds (200 characters, spaces included) is refused,
    so no move in a save file is longer than a pupil can type."""
    state = drawn(Mode.PRACTICE)
    problem = why_illegal(state, Submit("3^3 × 5 × 23" + " " * 300))
    assert problem is not None and "too long" in problem
    assert why_illegal(state, Submit(" 3^3 × 5 × 23 ")) is None
