"""The division ladder step by step: right climbs, every kind of slip, the √ rule, robustness."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import check_answer, is_prime, parse_answer, prime_factors
from wildwest.engine.ladder import (
    MAX_LADDER_INPUT,
    MAX_LADDER_NUMBER,
    MAX_TRIED,
    DeclarePrime,
    GiveQuotient,
    Ladder,
    LadderKind,
    Rung,
    TryPrime,
    answer_text,
    declare_prime,
    give_quotient,
    sqrt_rule,
    start_ladder,
    step,
    try_prime,
)


def climb(number: int, *, declare_last: bool = False) -> Ladder:
    """Climb ``number``'s ladder with right steps only, smallest prime first."""
    ladder = start_ladder(number)
    for p in prime_factors(number):
        if declare_last and ladder.rest == p:
            ladder, result = declare_prime(ladder)
            assert result.kind is LadderKind.REST_IS_PRIME
            continue
        ladder, result = try_prime(ladder, str(p))
        assert result.kind is LadderKind.DIVIDES, (number, p, result.text)
        ladder, result = give_quotient(ladder, str(ladder.rest // p))
        assert result.kind is LadderKind.RIGHT_QUOTIENT, (number, p, result.text)
    return ladder


def test_every_game_number_climbed_right_is_a_complete_answer():
    """For every number 2–9 999, a ladder climbed with right steps finishes, and its answer
    text is scored complete by the answer checker (both ways of ending: trying the last
    prime, or saying the rest is prime)."""
    for number in range(2, 10_000):
        ladder = climb(number, declare_last=number % 2 == 0)
        assert ladder.finished, number
        assert len(ladder.rungs) == len(prime_factors(number)), number
        assert check_answer(number, parse_answer(answer_text(ladder))).complete, number


def test_zero_and_one_are_finished_from_the_start_with_the_answer_none():
    """0 and 1 need no rung: their ladder is finished at once, "none" is its answer, and any
    move says so without changing it."""
    for number in (0, 1):
        ladder = start_ladder(number)
        assert ladder.finished and answer_text(ladder) == "none"
        assert check_answer(number, parse_answer(answer_text(ladder))).complete
        for move in (TryPrime("2"), GiveQuotient("1"), DeclarePrime()):
            after, result = step(ladder, move)
            assert after == ladder and result.kind is LadderKind.FINISHED
            assert '"none"' in result.text


def test_a_whole_ladder_records_its_rungs_in_order():
    """360's ladder is 360 ÷ 2 = 180 … 5 ÷ 5 = 1, and reads back as 2 × 2 × 2 × 3 × 3 × 5."""
    ladder = climb(360)
    assert ladder.rungs[0] == Rung(360, 2, 180)
    assert ladder.rungs[-1] == Rung(5, 5, 1)
    assert [r.quotient for r in ladder.rungs] == [180, 90, 45, 15, 5, 1]
    assert answer_text(ladder) == "2 × 2 × 2 × 3 × 3 × 5"


def test_primes_may_be_tried_in_any_order():
    """Dividing 30 by 5 first, then 3, then 2 still finishes with the factors smallest first."""
    ladder = start_ladder(30)
    for p in (5, 3, 2):
        ladder, _ = try_prime(ladder, p)
        ladder, _ = give_quotient(ladder, ladder.rest // p)
    assert ladder.finished and [r.prime for r in ladder.rungs] == [5, 3, 2]
    assert answer_text(ladder) == "2 × 3 × 5"


def test_a_prime_that_does_not_divide_is_remembered_and_the_rest_stays():
    """3 on 20: "does not divide", the remainder is shown, the rest is still 20, and trying 3
    again says it was tried."""
    ladder, result = try_prime(start_ladder(20), "3")
    assert result.kind is LadderKind.DOES_NOT_DIVIDE and not result.mistake
    assert result.text == "3 does not divide 20: 20 ÷ 3 is 6 with 2 left over."
    assert ladder.rest == 20 and ladder.tried == (3,)
    again, result = try_prime(ladder, "3")
    assert again == ladder and result.kind is LadderKind.ALREADY_TRIED


def test_a_tried_prime_stays_tried_on_the_rests_below_it():
    """2 does not divide 45, so it cannot divide 15 either: it stays tried after 45 ÷ 3."""
    ladder, _ = try_prime(start_ladder(45), "2")
    ladder, _ = try_prime(ladder, "3")
    ladder, _ = give_quotient(ladder, "15")
    _, result = try_prime(ladder, "2")
    assert result.kind is LadderKind.ALREADY_TRIED and "15" in result.text


def test_a_composite_tried_is_explained_without_breaking_it_down():
    """A composite tried is called "not prime" with a clue in words, whatever it is (9, the
    rest, the number), and no prime is named to try instead (it might divide the rest)."""
    ladder = start_ladder(120)
    ladder, _ = try_prime(ladder, "7")
    after, result = try_prime(ladder, "9")
    assert after == ladder and result.kind is LadderKind.NOT_PRIME and result.mistake
    assert result.text == (
        "9 is not prime: two smaller numbers multiply to make it, so it can still be split. "
        "Try a prime instead."
    )
    _, result = try_prime(start_ladder(91), "91")
    assert result.kind is LadderKind.NOT_PRIME
    assert "7" not in result.text and "13" not in result.text
    assert result.text == (
        "91 is not prime: a prime bigger than 5 divides it, so it can still be split. "
        "Try a prime instead."
    )
    _, result = try_prime(start_ladder(9991), "9991")  # 97 × 103
    assert "97" not in result.text and "103" not in result.text


def test_a_composite_above_one_hundred_is_not_broken_down():
    """RULES.md: no composite is broken down, so 221 tried on 9 945 is not."""
    _, result = try_prime(start_ladder(9945), "221")
    assert result.kind is LadderKind.NOT_PRIME
    assert "13" not in result.text and "17" not in result.text


def test_zero_one_and_numbers_bigger_than_the_rest_are_explained():
    """1 and 0 are not primes; a prime bigger than the rest cannot divide it."""
    ladder = start_ladder(14)
    for text, kind in (("1", LadderKind.ZERO_OR_ONE), ("0", LadderKind.ZERO_OR_ONE)):
        after, result = try_prime(ladder, text)
        assert after == ladder and result.kind is kind and result.mistake
    _, result = try_prime(ladder, "17")
    assert result.kind is LadderKind.TOO_BIG
    assert result.text == "17 is bigger than 14, so it cannot divide 14: try a prime up to 14."


@pytest.mark.parametrize(
    "entry",
    ["", "   ", "x", "two", "2.5", "-3", "−3", "2 × 3", "½", "٣", "2^2", None, 2.0, True, [2]],
)
def test_unreadable_entries_get_a_message_and_change_nothing(entry):
    """Letters, signs, fractions, negatives and non-text never raise and change nothing."""
    ladder = start_ladder(60)
    after, result = try_prime(ladder, entry)
    assert after == ladder and result.kind is LadderKind.UNREADABLE
    assert result.text and "\n" not in result.text
    waiting, _ = try_prime(ladder, "2")
    after, result = give_quotient(waiting, entry)
    assert after == waiting and result.kind is LadderKind.UNREADABLE


def test_entries_longer_than_the_answer_box_are_unreadable():
    """An entry over MAX_LADDER_INPUT characters is refused in one line; one at it is read."""
    ladder = start_ladder(60)
    _, result = try_prime(ladder, "2" + " " * (MAX_LADDER_INPUT - 2) + "3")
    assert result.kind is not LadderKind.UNREADABLE
    _, result = try_prime(ladder, "2" * (MAX_LADDER_INPUT + 1))
    assert result.kind is LadderKind.UNREADABLE and "too long" in result.text


def test_spaces_and_thousands_separators_are_read():
    """ " 2 " and "1,009" (a prime) are read as 2 and 1 009."""
    _, result = try_prime(start_ladder(2018), " 2 ")
    assert result.kind is LadderKind.DIVIDES
    _, result = try_prime(start_ladder(2018), "1,009")
    assert result.kind is LadderKind.DIVIDES and result.value == 1009


def test_a_wrong_quotient_is_multiplied_back_and_never_given():
    """3 × 40 = 120, not 123: the product of the pupil's guess and which way to go, never the
    quotient itself; the ladder waits for the right one."""
    ladder, _ = try_prime(start_ladder(123), "3")
    for typed, way in (("40", "bigger"), ("42", "smaller"), ("0", "bigger")):
        after, result = give_quotient(ladder, typed)
        assert after == ladder and result.kind is LadderKind.WRONG_QUOTIENT and result.mistake
        assert f"3 × {typed} = {3 * int(typed)}, not 123: try a {way} number." == result.text
        assert "41" not in result.text
    after, result = give_quotient(ladder, "500")
    assert result.kind is LadderKind.WRONG_QUOTIENT and "41" not in result.text
    after, result = give_quotient(ladder, "41")
    assert result.kind is LadderKind.RIGHT_QUOTIENT and after.rest == 41


def test_moves_out_of_turn_are_explained():
    """A quotient before any divisor, or a prime while a quotient is awaited, is refused."""
    ladder = start_ladder(12)
    after, result = give_quotient(ladder, "6")
    assert after == ladder and result.kind is LadderKind.NO_DIVISOR_YET
    waiting, _ = try_prime(ladder, "2")
    for after, result in (try_prime(waiting, "3"), declare_prime(waiting)):
        assert after == waiting and result.kind is LadderKind.QUOTIENT_NEEDED
        assert "12 ÷ 2" in result.text


def test_the_sqrt_rule_is_offered_once_the_primes_up_to_the_root_are_ruled_out():
    """173: nothing until 2, 3, 5, 7, 11 and 13 have failed, then the √ rule in words, as a
    question: saying *It is prime* is the pupil's step, not the ladder's."""
    ladder = start_ladder(173)
    for p in (2, 3, 5, 7, 11):
        ladder, result = try_prime(ladder, p)
        assert sqrt_rule(ladder) is None and "about 173?" not in result.text
    ladder, result = try_prime(ladder, 13)
    rule = sqrt_rule(ladder)
    assert rule == (
        "No prime up to 13 divides 173, and the next prime, 17, is too big: "
        "17 × 17 is more than 173. What does that tell you about 173?"
    )
    assert result.text.endswith(rule)
    after, result = declare_prime(ladder)
    assert result.kind is LadderKind.REST_IS_PRIME and after.finished
    assert answer_text(after) == "173"


def test_the_sqrt_rule_holds_for_every_prime_up_to_a_thousand():
    """For each prime p < 1 000, ruling out the primes up to √p gives the rule, whose numbers
    are right: the last prime named is the largest up to √p, the next one squared is > p."""
    for p in (q for q in range(2, 1000) if is_prime(q)):
        ladder = start_ladder(p)
        for q in range(2, math.isqrt(p) + 1):
            if is_prime(q):
                ladder, _ = try_prime(ladder, q)
        rule = sqrt_rule(ladder)
        assert rule is not None and rule.endswith(f"What does that tell you about {p}?"), p
        assert "is prime" not in rule
        if p > 3:
            last = max(q for q in range(2, math.isqrt(p) + 1) if is_prime(q))
            after = min(q for q in range(last + 1, p + 1) if is_prime(q))
            assert f"up to {last} divides" in rule and f"{after} × {after} is more" in rule
            assert after * after > p


def test_the_sqrt_rule_counts_primes_ruled_out_on_earlier_rests():
    """2 failed on 21 (42 ÷ 2), so after 21 ÷ 3 = 7 it still counts as tried: the √ rule for 7
    needs only 2, and is offered without trying 2 again."""
    ladder, _ = try_prime(start_ladder(42), 2)
    ladder, _ = give_quotient(ladder, 21)
    ladder, _ = try_prime(ladder, 2)  # 2 does not divide 21
    ladder, _ = try_prime(ladder, 3)
    ladder, _ = give_quotient(ladder, 7)
    assert ladder.rest == 7 and ladder.tried == (2,)
    assert sqrt_rule(ladder) is not None


def test_calling_a_composite_prime_is_a_mistake_explained_fairly():
    """91 = 7 × 13 called prime, at once or after 2, 3 and 5: no prime is named, only the
    √ bound (a prime up to 9 divides it) and to go on trying."""
    ladder = start_ladder(91)
    after, result = declare_prime(ladder)
    assert after == ladder and result.kind is LadderKind.REST_NOT_PRIME and result.mistake
    assert "7" not in result.text and "13" not in result.text and result.prime is None
    for p in (2, 3, 5):
        ladder, _ = try_prime(ladder, p)
    after, result = declare_prime(ladder)
    assert after == ladder and result.prime is None
    assert result.text == (
        "No: 91 is not prime, so a prime up to 9 divides it. Try the primes you have not tried yet."
    )


def test_a_right_prime_claim_finishes_with_the_reason():
    """A prime number called prime finishes at once, the reason given in √-rule words."""
    ladder, result = declare_prime(start_ladder(97))
    assert ladder.finished and ladder.rungs == (Rung(97, 97, 1),)
    assert result.text == (
        "Right: 97 is prime. No prime up to 7 divides 97, and the next prime, 11, is too big: "
        "11 × 11 is more than 97."
    )
    _, result = declare_prime(start_ladder(2))
    assert result.text == "Right: 2 is prime."


def test_finishing_names_the_whole_factorisation():
    """The last right quotient says the ladder is finished and what the number is."""
    ladder, _ = try_prime(start_ladder(6), 2)
    ladder, _ = give_quotient(ladder, 3)
    ladder, _ = try_prime(ladder, 3)
    ladder, result = give_quotient(ladder, 1)
    assert result.text == "Right: 3 ÷ 3 = 1. The ladder is finished: 6 = 2 × 3."
    _, result = try_prime(ladder, 5)
    assert result.kind is LadderKind.FINISHED


def test_numbers_up_to_ten_to_the_twelve_climb():
    """The checker's range: 10¹² = 2¹² × 5¹², a large prime and a product of two large primes
    all climb to complete factorisations."""
    for number in (10**12, 999_999_999_989, 999_983 * 999_979):
        ladder = climb(number)
        assert ladder.finished and math.prod(ladder.factors) == number
    ladder, result = declare_prime(start_ladder(999_983 * 999_979))
    assert result.kind is LadderKind.REST_NOT_PRIME and "999983" not in result.text


def test_start_ladder_refuses_numbers_outside_its_range():
    """A ladder is for 0 to 10¹²: anything else is a programming error, said at once."""
    for bad in (-1, MAX_LADDER_NUMBER + 1):
        with pytest.raises(ValueError):
            start_ladder(bad)
    with pytest.raises(TypeError):
        start_ladder(True)


def test_the_tried_list_is_capped():
    """After MAX_TRIED failed primes on a big prime, more tries are answered but not kept."""
    big = 999_999_999_989
    ladder = start_ladder(big)
    q = 2
    while len(ladder.tried) < MAX_TRIED:
        if is_prime(q):
            ladder, _ = try_prime(ladder, q)
        q += 1
    while not is_prime(q):
        q += 1
    after, result = try_prime(ladder, q)
    assert result.kind is LadderKind.DOES_NOT_DIVIDE and len(after.tried) == MAX_TRIED


entries = st.one_of(
    st.text(max_size=12),
    st.integers(-5, 400).map(str),
    st.integers(0, 400),
    st.sampled_from(["2", "3", "5", "7", "11", "13", " 2 ", "1,0", "9" * 250]),
)
moves = st.one_of(
    entries.map(TryPrime),
    entries.map(GiveQuotient),
    st.just(DeclarePrime()),
)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 9999), st.lists(moves, max_size=40))
def test_any_moves_never_raise_and_keep_the_ladder_true(number, sequence):
    """Whatever is typed, no move raises, every result has a one-line text, and the ladder
    stays true: each rung divides exactly, the product of the rungs' primes times the rest is
    the number, and every tried prime really does not divide the rest."""
    ladder = start_ladder(number)
    for move in sequence:
        ladder, result = step(ladder, move)
        assert result.text and "\n" not in result.text
        if number >= 2:
            assert math.prod(ladder.factors) * ladder.rest == number
        assert all(r.dividend == r.prime * r.quotient and is_prime(r.prime) for r in ladder.rungs)
        assert all(ladder.rest % p for p in ladder.tried)
        assert len(ladder.rungs) <= len(prime_factors(number))


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.integers(2, 9999), st.integers(2, 10**12)), st.randoms(use_true_random=False))
def test_a_finished_ladder_multiplies_back_to_the_number(number, rng):
    """Climbing by trying random small primes and giving right quotients, a ladder that
    finishes has prime factors multiplying back to the number, and its answer is complete."""
    ladder = start_ladder(number)
    for _ in range(200):
        if ladder.finished:
            break
        if ladder.waiting_for_quotient:
            assert ladder.divisor is not None
            ladder, _ = give_quotient(ladder, ladder.rest // ladder.divisor)
        elif rng.random() < 0.1:
            ladder, _ = declare_prime(ladder)
        else:
            ladder, _ = try_prime(ladder, rng.choice([2, 3, 5, 7, 11, 13, 4, 9, ladder.rest]))
    if ladder.finished:
        assert math.prod(ladder.factors) == number
        assert sorted(ladder.factors) == list(prime_factors(number))
        if number <= 9999:
            assert check_answer(number, parse_answer(answer_text(ladder))).complete
