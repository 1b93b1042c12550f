"""Primes, factorisation, divisibility tests and the number parser."""

from __future__ import annotations

import math

import pytest

from wildwest.engine import (
    PRIMES,
    SIEVE_LIMIT,
    FactorInputError,
    distinct_primes,
    divisibility_tests,
    division_ladder,
    explain_not_prime,
    factorise,
    index_form,
    is_prime,
    parse_whole_number,
)


def _naive_is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, math.isqrt(n) + 1))


def test_sieve_holds_the_1229_primes_up_to_9973():
    """The sieve to 9 999 has every prime: 1 229 of them, the last 9 973."""
    assert len(PRIMES) == 1229 and PRIMES[0] == 2 and PRIMES[-1] == 9973
    assert tuple(n for n in range(10_000) if _naive_is_prime(n)) == PRIMES


def test_every_game_number_factorises_correctly():
    """Every number 0-9 999: factors multiply back, are prime, and distinct_primes agrees."""
    for n in range(2, 10_000):
        factors = factorise(n)
        assert math.prod(p**e for p, e in factors) == n
        assert all(is_prime(p) for p, _ in factors)
        assert distinct_primes(n) == tuple(p for p, _ in factors)
    assert factorise(0) == factorise(1) == () and distinct_primes(0) == ()


@pytest.mark.parametrize(
    "n",
    [10**12, 999_999_999_989, 999_983 * 999_979, 2**39, 9973**3, 600_851_475_143, 10_007**2],
)
def test_big_numbers_up_to_10_to_the_12_factorise(n):
    """Numbers beyond the sieve, up to 10^12, including awkward semiprimes."""
    factors = factorise(n)
    assert math.prod(p**e for p, e in factors) == n
    assert all(_naive_is_prime(p) if p < 10**7 else is_prime(p) for p, _ in factors)


def test_is_prime_beyond_the_sieve_agrees_with_trial_division():
    """Miller-Rabin above 9 999 agrees with plain trial division."""
    for n in range(10_000, 30_000):
        assert is_prime(n) == _naive_is_prime(n)


def test_index_form_uses_superscript_powers():
    """2³ × 3 × 5², and "none" for no factors."""
    assert index_form(factorise(360)) == "2³ × 3² × 5"
    assert index_form(factorise(2**12 * 5**11)) == "2¹² × 5¹¹"
    assert index_form(()) == "none"


def test_explain_not_prime():
    """ "9 is not prime: 9 = 3 × 3"; 0 and 1 are "not a prime"."""
    assert explain_not_prime(9) == "9 is not prime: 9 = 3 × 3"
    assert explain_not_prime(1) == "1 is not a prime"
    assert explain_not_prime(0) == "0 is not a prime"
    with pytest.raises(ValueError):
        explain_not_prime(7)


def test_division_ladder_follows_the_square_root_rule():
    """Each rung tries primes only up to √dividend; the last rung is prime."""
    steps = division_ladder(3105)
    assert [(s.dividend, s.prime) for s in steps] == [
        (3105, 3),
        (1035, 3),
        (345, 3),
        (115, 5),
        (23, 23),
    ]
    assert steps[0].tried == (2,) and steps[-1].is_last
    for step in steps:
        assert all(p * p <= step.dividend for p in step.tried)


def test_divisibility_tests_are_right_for_every_game_number():
    """The quick tests for 2, 3, 4, 5, 6, 8, 9, 10, 11 agree with division for 0-9 999."""
    for n in range(10_000):
        for test in divisibility_tests(n):
            assert test.divides == (n % test.divisor == 0), (n, test)
            assert test.explanation


@pytest.mark.parametrize(
    ("text", "value"), [("360", 360), (" 10 000 ", 10_000), ("1,000,000", 10**6), ("0", 0)]
)
def test_whole_number_parser_accepts_plain_numbers(text, value):
    """The factor checker reads numbers with spaces or commas between digit groups."""
    assert parse_whole_number(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Type a whole number"),
        ("abc", "not a digit"),
        ("-5", "Negative"),
        ("2.5", "not a whole number"),
        ("10000000000000", "too big"),
        ("1" * 100, "too long"),
    ],
)
def test_whole_number_parser_explains_bad_input(text, message):
    """Letters, negatives, decimals, 10^13 and empty input get a message, never a crash."""
    with pytest.raises(FactorInputError) as caught:
        parse_whole_number(text)
    assert message in str(caught.value)


def test_distinct_primes_agree_with_the_simulations_table_without_making_it():
    """Issue 31's memory: ``distinct_primes`` works out a 4-digit number's primes from the
    smallest factors (2 bytes a number) instead of the simulations' 600 KB table, with the
    same answers for every number the table holds."""
    from wildwest.engine import primes

    primes.distinct_prime_table.cache_clear()
    answers = [distinct_primes(n) for n in range(SIEVE_LIMIT + 1)]
    assert primes.distinct_prime_table.cache_info().currsize == 0  # not made
    assert tuple(answers) == primes.distinct_prime_table()
