"""Graded hints: real hints at every level, never the answer, building on what was typed."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import MAX_HINT_LEVEL, hint

LEVELS = range(1, MAX_HINT_LEVEL + 1)
JARGON = ("√", "root", "square", "multiple", "composite", "factoris", "quotient", "remainder")


def test_there_are_three_hints_and_no_more():
    """MAX_HINT_LEVEL is the number of hints; asking for one more is a programming error."""
    assert MAX_HINT_LEVEL == 3
    for level in (0, MAX_HINT_LEVEL + 1):
        with pytest.raises(ValueError):
            hint(3105, level)


def test_every_number_gets_real_plain_hints_that_never_give_the_answer():
    """For every number the game can deal, each hint is different, short, free of jargon, and
    never says a number is prime (what they reveal: test_pupils_work)."""
    for number in range(10_000):
        texts = [hint(number, level) for level in LEVELS]
        assert len(set(texts)) == MAX_HINT_LEVEL, number
        for text in texts:
            assert "\n" not in text and not any(word in text.lower() for word in JARGON)
            assert " is prime" not in text, text
            for sentence in re.split(r"(?<=[.?!])\s+", text):
                assert len(sentence.split()) <= 22, sentence


def test_the_first_hint_is_a_rule_for_the_smallest_prime():
    """Hint 1 is a divisibility rule for the smallest prime, not its name as the answer."""
    assert hint(448, 1) == (
        "Look at the last digit of 448. If it is 0, 2, 4, 6 or 8, then 2 divides 448."
    )
    assert hint(3105, 1) == (
        "Add up the digits of 3105: 3 + 1 + 0 + 5. If 3 divides the total, 3 divides 3105 too."
    )
    assert hint(2275, 1).startswith("Look at the last digit of 2275. If it is 0 or 5")
    assert "Is 91 even?" in hint(91, 1) and "7" not in hint(91, 1)


def test_the_second_hint_names_a_prime_to_try_and_nothing_more():
    """Hint 2 says which prime to try, and leaves the division to the pupil."""
    assert hint(448, 2) == "Try 2: divide 448 by 2."
    assert hint(91, 2) == "Try 7: divide 91 by 7."


def test_the_last_hint_is_one_division_and_never_the_last_step():
    """Hint 3 is one division with what it leaves; when that would be a prime it stops
    before it (RULES.md: "Divide 58 by 2. Is what is left prime?")."""
    assert hint(448, 3) == "448 ÷ 2 = 224. Now find the primes of 224."
    assert hint(290, 3) == "290 ÷ 2 = 145. Now find the primes of 145."
    assert hint(58, 3) == "Divide 58 by 2. Is what is left prime?"
    assert hint(91, 3) == "Divide 91 by 7. Is what is left prime?"


def test_hints_for_a_prime_lead_to_it_without_saying_it():
    """For a prime: check 2, 3 and 5, see 7 fail, then learn that no prime needs trying any
    more, as a question (the answer is never said by a hint)."""
    first, second, last = (hint(4157, level) for level in LEVELS)
    assert "Is 4157 even?" in first
    assert second == "Try 7: 4157 ÷ 7 is 593 with 6 left over, so 7 does not divide 4157."
    assert last == (
        "None of the primes from 2 to 61 divides 4157. The next prime is 67, and 67 × 67 "
        "is more than 4157, so you can stop trying. What does that tell you about 4157?"
    )
    assert "so 2 does not divide it" in hint(23, 2) and "7" not in hint(23, 2)


@pytest.mark.parametrize("number", [0, 1])
def test_zero_and_one_get_hints_about_none(number):
    """0 and 1: no primes multiply to make them, and how to type that."""
    texts = [hint(number, level) for level in LEVELS]
    assert f"never {number}" in texts[1] and '"none"' in texts[2]


def test_hints_build_on_the_right_primes_typed():
    """After "2 × 2" for 448 the hints are about what is left, which is said only by the
    last and only because it still has to be split; after "3" for 183 what is left (61) is
    prime, so it is never said."""
    assert hint(448, 1, typed="2 × 2") == (
        "You have 2 × 2 = 4 so far. Divide 448 by 4 and find the primes of what is left. "
        "If what is left ends in 0, 2, 4, 6 or 8, then 2 divides it."
    )
    assert hint(448, 2, typed="2 × 2") == (
        "You have 2 × 2 = 4 so far. Divide 448 by 4, then try 2 on what is left."
    )
    assert hint(448, 3, typed="2 × 2") == (
        "You have 2 × 2 = 4 so far. 448 ÷ 4 = 112. Now find the primes of 112."
    )
    for level in LEVELS:
        assert "61" not in hint(183, level, typed="3")
    assert hint(183, 3, typed="3") == "You have 3 so far. Divide 183 by 3. Is what is left prime?"
    assert hint(21, 1, typed="3 x 8").startswith("You have 3 so far. Divide 21 by 3")


def test_hints_ignore_wrong_and_unreadable_typing():
    """Wrong numbers, a prime typed too often, and unreadable text change nothing."""
    for typed in ("9 × 5", "2^7", "2 ×", "two", "", "9" * 500, "1 × 0"):
        assert hint(448, 2, typed=typed) == hint(448, 2)
    assert hint(448, 2, typed="9 × 2 × 2") == hint(448, 2, typed="2 × 2")


def test_a_whole_answer_typed_gets_told_to_press_check():
    """If the typing already holds every prime factor, the hint says so."""
    assert hint(76, 1, typed="2 2 19") == "You have typed all the prime factors of 76. Press Check."
    assert "take out the other numbers" in hint(76, 3, typed="2 2 19 5")


typings = st.one_of(
    st.text(max_size=30),
    st.text(alphabet="0123456789 ×x^,²³", max_size=30),
    st.lists(st.integers(0, 200), max_size=8).map(lambda xs: " × ".join(map(str, xs))),
)


@settings(max_examples=1000)
@given(st.integers(0, 9999), st.sampled_from(list(LEVELS)), typings)
def test_a_hint_never_raises_and_never_says_a_number_is_prime(number, level, typed):
    """Whatever was typed, a hint is one line that never says a number is prime."""
    text = hint(number, level, typed=typed)
    assert text and "\n" not in text and " is prime" not in text
