"""The answer parser and the per-item feedback (tests/engine/test_feedback.py has the rest)."""

from __future__ import annotations

import pytest

from wildwest.engine import AnswerError, Feedback, check_answer, parse_answer


@pytest.mark.parametrize(
    ("text", "factors"),
    [
        ("2^2*3*5", (2, 2, 3, 5)),
        ("2² × 3 × 5", (2, 2, 3, 5)),
        ("2 x 2 x 3 x 5", (2, 2, 3, 5)),
        ("2X2X3X5", (2, 2, 3, 5)),
        ("2·3·5", (2, 3, 5)),
        ("2, 3, 5", (2, 3, 5)),
        ("2 3 5", (2, 3, 5)),
        ("   2 ^ 2  *   3 *5   ", (2, 2, 3, 5)),
        ("2**3", (2, 2, 2)),
        ("3³ 5 23", (3, 3, 3, 5, 23)),
        ("none", ()),
        (" None ", ()),
        ("NONE", ()),
        ("97", (97,)),
    ],
)
def test_parser_accepts_the_ways_pupils_write_a_factorisation(text, factors):
    """Accept ^, superscripts, × x * ·, commas, spaces anywhere, and "none"."""
    assert parse_answer(text) == factors


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Type the factors"),
        ("abc", '"abc" is not a number'),
        ("2^", "2^ needs a power"),
        ("^3", "needs a number before it"),
        ("-3", "never negative"),
        ("2.5", "2.5 is not a whole number"),
        ("2^999", "far too big"),
        ("9" * 5000, "far too big"),
        ("2 + 3", "multiplied, not added"),
        ("2 × × 3", "two × signs in a row"),
        ("2 ×", "ends with ×"),
        ("× 2", "starts with ×"),
        ("2^0", "not a prime factor"),
        ("2^2^2", "one power only"),
        ("12345", "too big to be a factor"),
        ("3105 = 3^3", "without ="),
        ("(2)(3)", "No brackets"),
        ("6/2", "not divided"),
        ("2 & 3", '"&" cannot be used'),
        ("２", "not a digit we can read"),
    ],
)
def test_parser_gives_a_specific_friendly_message(text, message):
    """Anything else is an AnswerError whose message says what is wrong."""
    with pytest.raises(AnswerError, match=None) as caught:
        parse_answer(text)
    assert message in str(caught.value)


def test_feedback_explains_a_composite_not_prime():
    """ "9 is not prime", with a clue in words and never broken down (9 = 3 × 3 is not said)."""
    check = check_answer(3105, parse_answer("9 × 5 × 23"))
    assert (
        "9 is not prime: two smaller numbers multiply to make it, so it can still be split"
        in check.lines
    )
    assert Feedback.NOT_PRIME in check.mistakes


def test_feedback_says_1_is_not_a_prime():
    """ "1 is not a prime" """
    check = check_answer(10, parse_answer("1 × 2 × 5"))
    assert "1 is not a prime" in check.lines and Feedback.ZERO_OR_ONE in check.mistakes


def test_feedback_says_which_prime_does_not_divide():
    """ "7 does not divide 3105" """
    check = check_answer(3105, parse_answer("7 × 3 × 5"))
    assert "7 does not divide 3105" in check.lines and Feedback.NOT_A_DIVISOR in check.mistakes


def test_feedback_says_a_prime_appears_too_often():
    """Too many copies of a true prime factor is its own kind of mistake."""
    check = check_answer(12, parse_answer("2^3 × 3"))
    assert check.items[0].kind is Feedback.TOO_MANY and not check.complete
    assert "2 × 2 × 2 = 8 does not divide 12" in check.items[0].text


def test_feedback_for_none_when_the_number_has_factors_and_vice_versa():
    """ "none" is only right for 0 and 1; naming primes for 0 or 1 is explained."""
    assert check_answer(12, ()).summary_kind is Feedback.NONE_GIVEN
    assert check_answer(0, ()).complete and check_answer(1, ()).complete
    zero = check_answer(0, (2, 5))
    assert not zero.complete and zero.correct_primes == frozenset()
    assert "0 has no prime factors" in zero.summary


def test_a_right_answer_is_complete_in_any_order():
    """Order does not matter; powers may be written out or as indices."""
    for text in ("23 × 5 × 3^3", "3 3 3 5 23", "5·3³·23"):
        assert check_answer(3105, parse_answer(text)).complete


def test_a_prime_number_is_its_own_factorisation():
    """A prime is answered with itself."""
    check = check_answer(97, (97,))
    assert check.complete and check.summary == "Right: 97 is prime"


def test_composite_factors_that_multiply_back_are_not_complete():
    """4 × 3 = 12 multiplies back, but 4 is not prime: not a factorisation into primes."""
    check = check_answer(12, (4, 3))
    assert (
        not check.complete and "4 is not prime: it is even, so it can still be split" in check.lines
    )
    assert check.correct_primes == frozenset({3})
