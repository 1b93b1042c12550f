"""Feedback never gives the answer away and always names the mistake made (RULES.md)."""

from __future__ import annotations

import math
import re
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
    return [*(item.kinds for item in check.wrong_items), (check.summary_kind,)]


KINDS_TABLE = [
    # the testers' cases
    (183, "183", [(NP,), (NP,)]),
    (448, "2 × 7 × 9", [(ND, NP), (ND,)]),
    (4157, "91", [(ND, NP), (ND,)]),
    (87, "87", [(NP,), (NP,)]),
    (76, "2 × 19", [(RM,), (RM,)]),
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
    (3105, "3 × 23", [(RM,), (MF,)]),
    (3105, "3", [(RM,), (MF,)]),
    (4, "2", [(RM,), (RM,)]),
    (448, "2 × 2 × 7", [(RM,), (RM,)]),
    (12, "2^3 × 3", [(TM,), (TM,)]),
    (4157, "4157 × 4157", [(TM,), (TM,)]),
    (12, "2 × 3 × 3", [(RM,), (TM,), (TM,)]),
    (3105, "3 × 5 × 5 × 23", [(RM,), (TM,), (RM,)]),
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
    """Typing 183 for 183 says it is composite and where to go, not 183 = 3 × 61."""
    check = check_answer(183, parse_answer("183"))
    assert check.lines[0] == "183 is not prime: it can still be divided — try the small primes"
    assert not any("61" in line for line in check.lines)


def test_a_small_number_itself_is_not_broken_down_either():
    """87 for 87 is "not prime" (not "87 = 87, but …") and 87 = 3 × 29 is not shown."""
    check = check_answer(87, parse_answer("87"))
    assert "87 is not prime: it can still be divided" in check.lines[0]
    assert not any("29" in line or "87 = 87" in line for line in check.lines)


def test_a_composite_over_100_is_not_broken_down():
    """A composite above 100 the pupil names is called composite, never factored."""
    check = check_answer(366, parse_answer("2 × 183"))
    assert "183 is not prime: it can still be divided — try the small primes" in check.lines
    assert not any("61" in line for line in check.lines)


def test_a_small_composite_is_broken_down():
    """A composite up to 100 that is not the number is broken down: "9 is not prime: 9 = 3 × 3"."""
    assert "9 is not prime: 9 = 3 × 3" in check_answer(3105, parse_answer("9 × 5 × 23")).lines
    assert check_answer(4157, (91,)).lines[0] == (
        "91 does not divide 4157, and 91 is not prime: 91 = 7 × 13"
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

_PRODUCT = re.compile(r"\d+[⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:\s*×\s*\d+[⁰¹²³⁴⁵⁶⁷⁸⁹]*)*")
_SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def products_in(text: str) -> list[Counter[int]]:
    """Every product written in ``text`` ("3 × 61", "2⁶ × 7") as a multiset of its factors."""
    found = []
    for match in _PRODUCT.finditer(text):
        expression = match.group()
        if "×" not in expression and not re.search(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]", expression):
            continue  # a lone number is no factorisation of anything
        factors: Counter[int] = Counter()
        for part in expression.split("×"):
            digits = re.match(r"\d+", part.strip())
            assert digits is not None
            power = part.strip()[digits.end() :].translate(_SUPER)
            factors[int(digits.group())] += int(power) if power else 1
        found.append(factors)
    return found


def gives_away(text: str, target: int, typed: Counter[int]) -> bool:
    """True if ``text`` writes the prime factorisation of ``target`` (n ≥ 2) as a product that
    is not just an echo of what the pupil typed, or calls a prime ``target`` prime."""
    if is_prime(target):
        return f"{target} is prime" in text
    secret = Counter(prime_factors(target))
    return any(
        product == secret and any(typed[p] < k for p, k in secret.items())
        for product in products_in(text)
    )


def test_the_giveaway_detector_finds_what_it_should():
    """The property's detector sees "= 3 × 61" and "2⁶ × 7" but not the pupil's own echo."""
    assert gives_away("183 = 3 × 61", 183, Counter())
    assert gives_away("448 = 2⁶ × 7", 448, Counter())
    assert gives_away("Right: 97 is prime", 97, Counter())
    assert not gives_away("3 × 61 = 183, not 366", 183, Counter({3: 1, 61: 1}))
    assert not gives_away("2 × 3 × 61 = 366, not 183", 183, Counter())


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


@settings(max_examples=1500)
@given(answers_for())
def test_feedback_never_gives_the_answer_away(case):
    """No line for a wrong answer writes out the number's factorisation, or that of a
    composite over 100 the pupil named, beyond what the pupil typed themselves."""
    number, factors = case
    check = check_answer(number, factors)
    if check.complete:
        return
    typed = Counter(factors)
    targets = {number} if number >= 2 else set()
    targets |= {f for f in factors if f > 100 and not is_prime(f)}
    for line in check.lines:
        for target in targets:
            assert not gives_away(line, target, typed), (line, target)


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
