"""Feedback never gives the answer away and always names the mistake made (RULES.md)."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    AnswerCheck,
    AnswerError,
    Feedback,
    check_answer,
    is_prime,
    parse_answer,
    prime_factors,
)

NP, ZO, ND = Feedback.NOT_PRIME, Feedback.ZERO_OR_ONE, Feedback.NOT_A_DIVISOR
MF, RM, TM = Feedback.MISSING_FACTOR, Feedback.REPEAT_MISSING, Feedback.TOO_MANY
NG, HNF, OK = Feedback.NONE_GIVEN, Feedback.HAS_NO_FACTORS, Feedback.CORRECT


def line_kinds(check: AnswerCheck) -> list[tuple[Feedback, ...]]:
    """The kinds each line of ``check.lines`` names, in the same order."""
    shown = (item for item in check.shown_items if not item.ok)
    return [*(item.kinds for item in shown), (check.summary_kind,)]


KINDS_TABLE = [
    # the testers' cases
    (183, "183", [(NP,), (NP,)]),
    (448, "2 × 7 × 9", [(ND, NP), (ND,)]),
    (4157, "91", [(ND, NP), (ND,)]),
    (87, "87", [(NP,), (NP,)]),
    (76, "2 × 19", [(RM,)]),
    # non-primes, non-divisors, 0 and 1
    (3105, "9 × 5 × 23", [(NP,), (NP,)]),
    (366, "2 × 183", [(NP,), (NP,)]),
    (36, "2 × 18", [(NP,), (NP,)]),
    (12, "4 × 3", [(NP,), (NP,)]),
    (3105, "7 × 3 × 5", [(ND,), (ND,)]),
    (3105, "2 × 5 × 23", [(ND,), (ND,)]),
    (33, "3 × 9", [(ND, NP), (ND,)]),
    (4157, "1001", [(ND, NP), (ND,)]),
    (9973, "2^13", [(ND,), (ND,)]),
    (10, "1 × 2 × 5", [(ZO,), (ZO,)]),
    (10, "1", [(ZO,), (ZO,)]),
    (448, "0 × 2", [(ZO,), (ZO,)]),
    (10, "0 × 1 × 2 × 5", [(ZO,), (ZO,), (ZO,)]),
    (10, "1 × 10", [(ZO,), (NP,), (NP,)]),
    # every number named is a right prime, but the answer is not whole
    (3105, "5 × 23", [(MF,)]),
    (3105, "3 × 23", [(MF,)]),
    (3105, "3", [(MF,)]),
    (4, "2", [(RM,)]),
    (448, "2 × 2 × 7", [(RM,)]),
    (12, "2^3 × 3", [(TM,), (TM,)]),
    (4157, "4157 × 4157", [(TM,), (TM,)]),
    (12, "2 × 3 × 3", [(TM,), (TM,)]),
    (3105, "3 × 5 × 5 × 23", [(TM,), (RM,)]),
    (3105, "3^4 × 5", [(TM,), (MF,)]),
    # none, and 0 and 1
    (12, "none", [(NG,)]),
    (0, "2 × 5", [(HNF,), (HNF,), (HNF,)]),
    (1, "1", [(ZO,), (HNF,)]),
    (0, "9", [(NP,), (HNF,)]),
    # right answers
    (3105, "3^3 × 5 × 23", [(OK,)]),
    (97, "97", [(OK,)]),
    (0, "none", [(OK,)]),
    (1, "none", [(OK,)]),
]


@pytest.mark.parametrize(("number", "typed", "kinds"), KINDS_TABLE)
def test_every_line_names_the_mistake_that_was_made(number, typed, kinds):
    """Each feedback line names the kind of mistake made, never a different one."""
    check = check_answer(number, parse_answer(typed))
    assert line_kinds(check) == kinds
    assert len(check.lines) == len(kinds)
    assert check.complete == (kinds == [(OK,)])


def test_the_number_itself_is_never_broken_down():
    """Typing 183 for 183 says it is composite with a clue in words, not 183 = 3 × 61."""
    check = check_answer(183, parse_answer("183"))
    assert check.lines[0] == "183 is not prime: its digits add up to 12, so it can still be split"
    assert not any("61" in line for line in check.lines)


def test_a_small_number_itself_is_not_broken_down_either():
    """87 for 87 is "not prime" (not "87 = 87, but …") and 87 = 3 × 29 is not shown."""
    check = check_answer(87, parse_answer("87"))
    assert "87 is not prime: its digits add up to 15" in check.lines[0]
    assert not any("29" in line or "87 = 87" in line for line in check.lines)


def test_a_composite_is_never_broken_down_whatever_its_size():
    """A composite the pupil names is called composite with a clue in words, at any size
    (RULES.md "Feedback and hints never do the pupil's work")."""
    check = check_answer(366, parse_answer("2 × 183"))
    assert "183 is not prime: its digits add up to 12, so it can still be split" in check.lines
    assert not any("61" in line for line in check.lines)
    assert "9 is not prime: two smaller numbers multiply to make it, so it can still be split" in (
        check_answer(3105, parse_answer("9 × 5 × 23")).lines
    )
    assert check_answer(700, parse_answer("10 × 70")).lines[:2] == (
        "10 is not prime: it is even, so it can still be split",
        "70 is not prime: it is even, so it can still be split",
    )
    assert check_answer(4157, (91,)).lines[0] == (
        "91 does not divide 4157, and 91 is not prime either"
    )


def test_a_missing_repeat_is_reported_while_the_primes_still_count():
    """ "2 × 19" for 76: 2 and 19 are right (they count) and a repeated 2 is missing."""
    check = check_answer(76, parse_answer("2 × 19"))
    assert check.correct_primes == frozenset({2, 19}) and not check.complete
    assert [(item.value, item.ok) for item in check.items] == [(2, True), (2, False), (19, True)]
    (missing,) = check.wrong_items
    assert missing.kind is RM and missing.text == (
        "2 divides 76 more than once: a repeated 2 is missing"
    )
    assert check.mistakes == (RM,)


def test_a_composite_that_hides_the_repeat_is_not_called_a_missing_repeat():
    """ "2 × 18" for 36 has its second 2 inside 18: the line is about 18, not a missing 2."""
    check = check_answer(36, parse_answer("2 × 18"))
    assert RM not in check.mistakes and check.mistakes == (NP,)


# ---------------------------------------------------------------- properties
# (what feedback and hints reveal: test_pupils_work.py)


@st.composite
def answers_for(draw):
    """A number and an answer near its factorisation: some of its primes, too many or too
    few of them, the number itself, composites, 0 and 1."""
    number = draw(st.integers(0, 9999))
    primes = list(prime_factors(number))
    kept = draw(st.lists(st.sampled_from(primes), max_size=len(primes))) if primes else []
    extra = draw(
        st.lists(
            st.one_of(
                st.integers(0, 120),
                st.integers(0, 9999),
                st.sampled_from(primes or [0]),
                st.just(number),
                st.sampled_from([n for n in (number // p for p in primes) if n > 1] or [1]),
            ),
            max_size=5,
        )
    )
    return number, tuple(draw(st.permutations([*kept, *extra])))


def is_true(kind: Feedback, number: int, factors: tuple[int, ...]) -> bool:
    """Whether a kind of mistake really is one this answer made (worked out independently)."""
    named = Counter(factors)
    power = Counter(prime_factors(number))
    right = all(is_prime(f) and power[f] for f in named)
    return {
        NP: any(f >= 4 and not is_prime(f) for f in named),
        ZO: 0 in named or 1 in named,
        ND: number >= 2 and any(f >= 2 and number % f for f in named),
        HNF: number < 2 and bool(factors),
        NG: number >= 2 and not factors,
        TM: any(is_prime(f) and 0 < power[f] < named[f] for f in named),
        RM: right and any(0 < named[p] < power[p] for p in power),
        MF: right and any(p not in named for p in power) and math.prod(factors) != number,
    }[kind]


@settings(max_examples=1500)
@given(answers_for())
def test_every_kind_of_mistake_reported_is_true(case):
    """Every kind a check reports (item by item and in the summary) is true of the answer,
    and a wrong answer always reports at least one."""
    number, factors = case
    check = check_answer(number, factors)
    for item in check.items:
        if item.ok:
            assert is_prime(item.value) and number % item.value == 0 and number >= 2
            assert Counter(factors)[item.value] <= Counter(prime_factors(number))[item.value]
        for kind in item.kinds:
            assert kind is OK or is_true(kind, number, factors), (kind, item.text)
    for kind in check.mistakes:
        assert is_true(kind, number, factors), (kind, check.lines)
    assert check.complete == (sorted(factors) == list(prime_factors(number)))
    assert check.complete or check.mistakes


answer_texts = st.one_of(
    st.text(max_size=40),
    st.text(alphabet="0123456789 ×x*^,²³⁴", max_size=40),
    st.lists(st.integers(0, 9999), max_size=45).map(lambda xs: " × ".join(map(str, xs))),
)


@settings(max_examples=1500)
@given(st.integers(0, 9999), answer_texts)
def test_check_answer_never_raises_for_a_parsed_answer(number, text):
    """Whatever is typed, a parsed answer gets a check with one-line, non-empty lines."""
    try:
        factors = parse_answer(text)
    except AnswerError:
        return
    check = check_answer(number, factors)
    assert check.lines and all(line and "\n" not in line for line in check.lines)
    assert check.correct_primes <= set(prime_factors(number))


@settings(max_examples=300)
@given(st.integers(min_value=4, max_value=9999))
def test_a_missing_repeat_is_named_as_a_kind_never_as_the_prime_to_add(number):
    """Every prime once, for a number with a repeated prime: the lines say "a repeated prime
    is missing" and never which prime, which would write the answer (2 × 3 for 12)."""
    primes = sorted(set(prime_factors(number)))
    if len(primes) == len(prime_factors(number)):
        return
    check = check_answer(number, tuple(primes))
    assert check.lines == (check.summary,) and check.summary_kind is RM
    assert RM in check.mistakes  # the records still know the kind
    assert not any("more than" in line for line in check.lines)
