"""Computer players: their answers follow the rules, are reproducible, and make real mistakes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    COMPUTER_NAMES,
    MAX_COMPUTER_SEATS,
    MAX_SEED,
    MAX_THINK_MS,
    PERSON,
    SIEVE_LIMIT,
    Draw,
    Feedback,
    GiveUp,
    IllegalActionError,
    Level,
    Mode,
    Phase,
    Seat,
    Slip,
    Submit,
    TakeHint,
    WildWestError,
    answer_for_state,
    apply,
    check_answer,
    computer_answer,
    computer_names,
    deal_seed,
    distinct_primes,
    is_prime,
    new_game,
    parse_answer,
    parse_deal,
    parse_level,
    play_out,
    prime_factors,
    shuffled_deal,
)
from wildwest.engine.strategy import STYLES, looks_prime

from .helpers import deal

NUMBERS = range(SIEVE_LIMIT + 1)


def answers_for(level: Level, seed: int = 7) -> list:
    """One answer of ``level`` for every number the game can deal (turn = the number)."""
    return [computer_answer(level, n, seed=seed, seat=n % 3, turn=n) for n in NUMBERS]


@pytest.fixture(scope="module")
def all_answers():
    return {level: answers_for(level) for level in Level}


def play_with_computers(state):
    """Play a game to the end, every seat a computer player (the deal's) giving its answer."""
    while not state.is_over:
        if state.phase is Phase.DRAW:
            state, _ = apply(state, Draw())
        else:
            state, _ = apply(state, Submit(answer_for_state(state).text))
    return state


def computers(count: int, level: Level) -> list[Seat]:
    return [Seat(level)] * count


# ---------------------------------------------------------------- the rules


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, MAX_SEED),
    players=st.integers(2, 6),
    mode=st.sampled_from([Mode.PRACTICE, Mode.CHALLENGE]),
)
def test_sheriff_games_score_exactly_as_auto(seed, players, mode):
    """Every seat a Sheriff, in Practice or Challenge: the same turns and scores as Auto."""
    names = [f"P{i}" for i in range(players)]
    dealt = shuffled_deal(names, seed=seed, seats=computers(players, Level.SHERIFF))
    played = play_with_computers(new_game(dealt, mode))
    auto = play_out(new_game(shuffled_deal(names, seed=seed), Mode.AUTO))
    assert played.scores == auto.scores
    assert played.holdings == auto.holdings
    assert played.result() == auto.result()
    assert all(turn.check is not None and turn.check.complete for turn in played.turns)
    assert [t.points for t in played.turns] == [t.points for t in auto.turns]


def test_every_answer_parses_and_is_checked_like_a_persons(all_answers):
    """For every number 0-9 999 and level: the text parses, and it is right exactly when no slip."""
    for level, answers in all_answers.items():
        for n, answer in zip(NUMBERS, answers, strict=True):
            assert answer.level is level and answer.number == n
            check = check_answer(n, parse_answer(answer.text))
            assert check.complete == answer.correct, (level, n, answer)
            assert check.correct_primes <= set(distinct_primes(n))
            assert 750 <= answer.think_ms <= MAX_THINK_MS


def test_sheriff_is_always_right(all_answers):
    """The Sheriff never makes a mistake, whatever the number, seat or turn."""
    assert all(answer.correct for answer in all_answers[Level.SHERIFF])


@settings(max_examples=300, deadline=None)
@given(
    level=st.sampled_from(list(Level)),
    number=st.integers(0, SIEVE_LIMIT),
    seed=st.integers(0, 2**70),
    seat=st.integers(0, 13),
    turn=st.integers(0, 2000),
)
def test_any_seed_gives_an_answer_the_checker_reads(level, number, seed, seat, turn):
    """Whatever the seed, seat and turn, the answer parses and its slips are real mistakes."""
    answer = computer_answer(level, number, seed=seed, seat=seat, turn=turn)
    check = check_answer(number, parse_answer(answer.text))
    assert check.complete == answer.correct
    assert len(set(answer.slips)) == len(answer.slips)
    assert set(answer.slips) <= set(STYLES[level].weights)


def test_a_single_slip_gets_the_feedback_that_explains_it(all_answers):
    """When a computer makes one mistake, the checker names that kind of mistake."""
    seen = set()
    for level in (Level.GREENHORN, Level.DEPUTY):
        for answer in all_answers[level]:
            if len(answer.slips) == 1:
                (slip,) = answer.slips
                check = check_answer(answer.number, parse_answer(answer.text))
                assert slip.feedback in check.mistakes, answer
                seen.add(slip)
    assert seen == set(Slip)


def test_numbers_outside_the_game_are_refused():
    """A number no deal can make is a programming error, not an answer."""
    for bad in (-1, SIEVE_LIMIT + 1):
        with pytest.raises(ValueError):
            computer_answer(Level.SHERIFF, bad, seed=1, seat=0, turn=0)


# ---------------------------------------------------------------- the same answers again


def test_same_seed_seat_and_turn_give_the_same_answer():
    """A replayed or reopened game gives the same answers (the level may be named as text)."""
    for n in (28, 91, 3105, 97, 1):
        first = computer_answer(Level.GREENHORN, n, seed=4821, seat=1, turn=3)
        assert computer_answer("greenhorn", n, seed=4821, seat=1, turn=3) == first


def test_different_turns_seats_and_deals_give_different_answers():
    """The answers vary from turn to turn, seat to seat and deal to deal."""
    for level in (Level.GREENHORN, Level.DEPUTY):
        by_turn = {computer_answer(level, 3105, seed=1, seat=0, turn=t) for t in range(14)}
        by_seat = {computer_answer(level, 3105, seed=1, seat=s, turn=0) for s in range(14)}
        by_deal = {computer_answer(level, 3105, seed=d, seat=0, turn=0) for d in range(14)}
        for answers in (by_turn, by_seat, by_deal):
            assert len({a.text for a in answers}) >= 3
            if level is Level.DEPUTY:  # right on some turns, wrong on others
                assert any(a.correct for a in answers) and not all(a.correct for a in answers)


def test_recorded_answers_never_change():
    """Answers recorded for deal code 4821 never change (reopened games rely on it)."""
    numbers = (28, 91, 3105, 97, 1001, 51)
    recorded = {
        Level.GREENHORN: ["3 × 3", "5 × 91", "1 × 5 × 621", "1 × 7 × 97", "1001", "3 × 13"],
        Level.DEPUTY: ["2^2 × 7", "7 × 13", "3^3 × 5", "97", "7 × 11 × 13", "3 × 17"],
        Level.SHERIFF: ["2² × 7", "7 × 13", "3³ × 5 × 23", "97", "7 × 11 × 13", "3 × 17"],
    }
    for level, texts in recorded.items():
        answers = [
            computer_answer(level, n, seed=4821, seat=1, turn=turn).text
            for turn, n in enumerate(numbers)
        ]
        assert answers == texts, level


def test_answers_do_not_depend_on_the_interpreter():
    """A fresh interpreter with another hash seed gives the same answers (no salted hash())."""
    custom = deal(["KS", "QH"], ["3S", "AH", "10S", "5S", "9D", "AC", "7H"])
    code = (
        "import json, sys; from wildwest.engine import *; "
        "d = parse_deal(json.loads(sys.argv[1])); s = deal_seed(d); "
        "print(json.dumps([s] + [computer_answer(l, n, seed=s, seat=1, turn=n).text "
        "for l in Level for n in range(0, 10000, 97)]))"
    )
    expected = [deal_seed(custom)] + [
        computer_answer(level, n, seed=deal_seed(custom), seat=1, turn=n).text
        for level in Level
        for n in range(0, 10000, 97)
    ]
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", code, json.dumps(custom.to_dict())],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert json.loads(done.stdout) == expected


def test_deal_seed_is_the_deal_code_or_made_from_the_cards():
    """A seeded deal uses its code; a hand-made one a number above every code, from its cards."""
    assert deal_seed(shuffled_deal(["Ann", "Ben"], seed=4821)) == 4821
    custom = deal(["KS", "QH"], ["3S", "AH", "10S", "5S", "9D", "AC", "7H"])
    renamed = deal(
        ["KS", "QH"], ["3S", "AH", "10S", "5S", "9D", "AC", "7H"], ("Cy", "Di"), equal_turns=True
    )
    other_cards = deal(["KS", "QH"], ["3S", "AH", "10S", "5S", "9D", "AC", "8H"])
    other_players = deal(["KS", "QH"], ["3S", "AH", "10S", "5S", "9D", "AC", "7H"], ("A", "B", "C"))
    assert deal_seed(custom) > MAX_SEED
    assert deal_seed(custom) == deal_seed(renamed)
    assert len({deal_seed(custom), deal_seed(other_cards), deal_seed(other_players)}) == 3


# ---------------------------------------------------------------- the mistakes


def test_greenhorn_makes_every_mistake_pupils_make(all_answers):
    """Greenhorn: 2 × 7 for 28, missing large primes, 91 or 51 as primes, 1, non-divisors, none."""
    greenhorn = all_answers[Level.GREENHORN]
    made = Counter(slip for answer in greenhorn for slip in answer.slips)
    assert set(made) == set(Slip)
    assert 0.03 < sum(a.correct for a in greenhorn) / len(greenhorn) < 0.5  # sometimes right
    assert any(a.correct for a in greenhorn[10:100]) and any(a.correct for a in greenhorn[1000:])
    many = [
        computer_answer(Level.GREENHORN, n, seed=s, seat=0, turn=0)
        for n in (28, 91, 51, 57, 87, 97, 1)
        for s in range(60)
    ]
    texts = {(a.number, a.text) for a in many}
    assert (28, "2 × 7") in texts
    assert (91, "91") in texts
    assert any(a.number == 1 and a.text == "1" for a in many)
    assert any(a.number == 97 and a.text == "none" for a in many)
    for fake in (51, 57, 87):
        assert any(fake in parse_answer(a.text) for a in many if a.number == fake)
    assert any(
        1 in parse_answer(a.text) and a.number >= 2 for a in many
    )  # 1 named among the factors
    assert any(
        any(is_prime(f) and a.number % f for f in parse_answer(a.text)) for a in many
    )  # a prime that does not divide


def test_mistaken_composites_look_prime_to_the_level(all_answers):
    """A composite called prime is odd-looking: never even, never a times-table fact."""
    for level in (Level.GREENHORN, Level.DEPUTY):
        for answer in all_answers[level]:
            if Slip.COMPOSITE_AS_PRIME in answer.slips:
                fakes = [f for f in parse_answer(answer.text) if f > 1 and not is_prime(f)]
                assert fakes and all(looks_prime(f, STYLES[level]) for f in fakes)
                assert all(f % 2 and f % 5 for f in fakes)
    assert looks_prime(91, STYLES[Level.GREENHORN]) and looks_prime(51, STYLES[Level.GREENHORN])
    assert not looks_prime(49, STYLES[Level.GREENHORN])  # 7 × 7: a times-table fact
    assert not looks_prime(91, STYLES[Level.DEPUTY]) and looks_prime(221, STYLES[Level.DEPUTY])


def test_deputy_errs_now_and_then_mostly_on_four_digit_numbers(all_answers):
    """Deputy: never a beginner's mistake, rarely wrong on small numbers, most slips on 4 digits."""
    deputy = all_answers[Level.DEPUTY]
    rate = {}
    for digits, low, high in ((2, 10, 99), (3, 100, 999), (4, 1000, 9999)):
        chunk = deputy[low : high + 1]
        rate[digits] = sum(not a.correct for a in chunk) / len(chunk)
    assert rate[2] < rate[3] < rate[4] < 0.75
    assert rate[4] > 2 * rate[3]
    assert all(a.correct for a in deputy[:10])
    beginner = {Slip.NAMED_ONE, Slip.NONE_FOR_PRIME}
    assert not any(beginner & set(a.slips) for a in deputy)


def test_dropped_repeat_still_names_every_prime(all_answers):
    """Writing 2 × 7 for 28 is wrong, but names both primes, so Challenge counts both."""
    for answer in all_answers[Level.GREENHORN]:
        if answer.slips == (Slip.DROPPED_REPEAT,):
            check = check_answer(answer.number, parse_answer(answer.text))
            assert check.correct_primes == set(prime_factors(answer.number))
            assert not check.complete


# ---------------------------------------------------------------- in a game


def test_answer_for_state_uses_the_seat_and_the_turn():
    """The current player's answer is decided from the deal code, the seat and the turns played."""
    seats = [Seat(Level.GREENHORN), PERSON, Seat(Level.DEPUTY)]
    state = new_game(shuffled_deal(["Ann", "Ben", "Cy"], seed=12, seats=seats), Mode.CHALLENGE)
    for _ in range(6):
        state, _ = apply(state, Draw())
        assert state.pending is not None
        seat = state.pending.player
        if seats[seat].level is None:
            with pytest.raises(IllegalActionError, match="Ben is not a computer player"):
                answer_for_state(state)
            state, _ = apply(state, Submit("none"))
            continue
        answer = answer_for_state(state)
        assert answer == computer_answer(
            seats[seat].level, state.pending.number, seed=12, seat=seat, turn=len(state.turns)
        )
        state, _ = apply(state, Submit(answer.text))
    with pytest.raises(IllegalActionError):
        answer_for_state(state)  # the next player has not drawn yet


def greenhorn_deal(seed: int):
    """Greenhorn Dusty Dan against Ann, first to turn over J♦ 9♦ A♣ → 91 = 7 × 13."""
    return parse_deal(
        {
            "players": [{"name": "Dusty Dan", "computer": "greenhorn"}, "Ann"],
            "face_pile": ["JK", "JK"],
            "digit_pile": ["9D", "AC", "3S", "5H"],
            "rules": {"equal_turns": False},
        },
        seed=seed,
    )


def test_practice_scores_a_computer_answer_like_challenge():
    """In Practice a computer's wrong answer is final: right primes count, the rest stay free;
    a person's wrong Practice answer may still be tried again."""
    seed = next(
        s
        for s in range(500)
        if computer_answer("greenhorn", 91, seed=s, seat=0, turn=0).text == "7"
    )
    state, _ = apply(new_game(greenhorn_deal(seed), Mode.PRACTICE), Draw())  # 91 = 7 × 13
    after, _ = apply(state, Submit("7"))
    assert after.mode is Mode.PRACTICE and after.phase is Phase.DRAW
    turn = after.turns[-1]
    assert turn.claimed == (7,) and turn.missed == (13,) and turn.answer == "7"
    assert Feedback.MISSING_FACTOR in turn.mistakes
    person, _ = apply(after, Draw())  # Ann: 35
    same, _ = apply(person, Submit("7"))
    assert same.phase is Phase.ANSWER


def test_a_computer_seat_gives_its_own_answer_and_nothing_else():
    """A computer seat's move is its one answer: another text, a hint or a give-up is refused
    (so a save file or a script cannot play for it)."""
    state, _ = apply(new_game(greenhorn_deal(3), Mode.PRACTICE), Draw())
    own = answer_for_state(state).text
    for move in (Submit("7 × 13" if own != "7 × 13" else "7"), TakeHint(), GiveUp()):
        with pytest.raises(IllegalActionError, match="Dusty Dan is a computer player"):
            apply(state, move)
    after, _ = apply(state, Submit(own))
    assert after.turns[-1].answer == own


# ---------------------------------------------------------------- levels and names


def test_levels_read_from_text():
    """Levels are read in any case; anything else gets a one-line message listing them."""
    assert parse_level(" Sheriff ") is Level.SHERIFF
    assert [level.value for level in Level] == ["greenhorn", "deputy", "sheriff"]
    assert all(level.label and level.description for level in Level)
    for bad in ("marshal", "", 3, None):
        with pytest.raises(WildWestError, match="greenhorn, deputy, sheriff"):
            parse_level(bad)


def test_there_are_enough_distinct_friendly_names():
    """At least 14 names, all different (ignoring case), short enough for the name boxes."""
    assert len(COMPUTER_NAMES) >= 14
    assert len({n.casefold() for n in COMPUTER_NAMES}) == len(COMPUTER_NAMES)
    assert all(0 < len(n) <= 24 and n == n.strip() for n in COMPUTER_NAMES)


@given(
    count=st.integers(0, 40),
    taken=st.lists(st.sampled_from([*COMPUTER_NAMES, "Ann", "dusty dan 2"]), max_size=20),
    start=st.integers(0, 10**6),
)
def test_computer_names_are_distinct_and_avoid_people(count, taken, start):
    """N computer seats get N different names, none a person's name in any case."""
    people = [name.upper() if i % 2 else f" {name} " for i, name in enumerate(taken)]
    names = computer_names(count, people, start=start)
    assert len(names) == count
    used = {n.strip().casefold() for n in people}
    assert len({n.casefold() for n in names}) == count
    assert not used & {n.casefold() for n in names}


def test_computer_names_come_in_order_from_start():
    """Names follow the list from ``start``, skipping people's names."""
    assert computer_names(3) == COMPUTER_NAMES[:3]
    assert computer_names(2, ["PRAIRIE PETE"], start=1) == (COMPUTER_NAMES[1], COMPUTER_NAMES[3])
    assert computer_names(len(COMPUTER_NAMES) + 1)[-1] == f"{COMPUTER_NAMES[0]} 2"


def test_computer_names_refuse_bad_counts():
    """A negative, huge or non-whole count gets a one-line message."""
    for bad in (-1, MAX_COMPUTER_SEATS + 1, True, 2.0):
        with pytest.raises(WildWestError, match="computer players"):
            computer_names(bad)  # type: ignore[arg-type]


def test_a_custom_deal_with_computers_replays_the_same():
    """Playing the same hand-made deal twice with Greenhorns gives the same game."""
    seats = computers(3, Level.GREENHORN)
    data = shuffled_deal(["A", "B", "C"], seed=99, seats=seats).to_dict()
    first = play_with_computers(new_game(parse_deal(data), Mode.CHALLENGE))
    again = play_with_computers(new_game(parse_deal(data), Mode.CHALLENGE))
    assert first == again
    assert any(turn.check and not turn.check.complete for turn in first.turns)
