"""Primes, factorisation and the explanations the feedback needs.

A sieve of the numbers up to 9 999 (every number the game can deal) is built
once, at import, and its factor tables on first use. Numbers above it, up to 10^12,
are factored by trial division with a primality test to stop early.

>>> index_form(factorise(3105))
'3³ × 5 × 23'
>>> explain_not_prime(9)
'9 is not prime: 9 = 3 × 3'
>>> clue_not_prime(183)
'183 is not prime: its digits add up to 12, so it can still be split'
"""

from __future__ import annotations

import functools
import itertools
import math
from array import array
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import FactorInputError, quoted
from .phrases import QT_TRANSLATE_NOOP, Figure, Phrase

SIEVE_LIMIT = 9_999
"""The largest number the game can deal (four digits)."""
MAX_FACTOR_INPUT = 10**12
"""The largest number the factor checker and ``wildwest factor`` accept."""

Factorisation = tuple[tuple[int, int], ...]
"""Prime factors with their powers, smallest prime first: 360 → ((2, 3), (3, 2), (5, 1))."""


def _prime_flags(limit: int) -> bytearray:
    """``flags[n]`` is 1 if n is a prime (0 ≤ n ≤ limit): a sieve of Eratosthenes."""
    flags = bytearray([1]) * (limit + 1)
    flags[:2] = b"\0\0"
    for p in range(2, math.isqrt(limit) + 1):
        if flags[p]:
            flags[p * p :: p] = bytes(len(range(p * p, limit + 1, p)))
    return flags


_IS_PRIME = _prime_flags(SIEVE_LIMIT)
PRIMES: tuple[int, ...] = tuple(itertools.compress(range(SIEVE_LIMIT + 1), _IS_PRIME))
"""Every prime up to 9 999 (there are 1 229; the largest is 9 973)."""


@functools.cache
def _smallest_factors() -> array[int]:
    """``table[n]``: the smallest prime factor of n (2 ≤ n ≤ 9 999). Made on first use, as
    the table below (start-up time: the app's first window factorises nothing); 2 bytes a
    number (a list of ints took 110 KB: issue 31's memory)."""
    spf = array("H", range(SIEVE_LIMIT + 1))
    for p in range(2, math.isqrt(SIEVE_LIMIT) + 1):
        if spf[p] == p:
            for multiple in range(p * p, SIEVE_LIMIT + 1, p):
                if spf[multiple] == multiple:
                    spf[multiple] = p
    return spf


@functools.cache
def distinct_prime_table() -> tuple[tuple[int, ...], ...]:
    """``table[n]``: the distinct prime factors of n (0 ≤ n ≤ 9 999), ascending: for the
    simulations' millions of turns (600 KB, so the app's :func:`distinct_primes` does
    without it)."""
    spf = _smallest_factors()
    table: list[tuple[int, ...]] = [(), ()]
    for n in range(2, SIEVE_LIMIT + 1):
        p = spf[n]
        rest = table[n // p]
        table.append(rest if rest and rest[0] == p else (p, *rest))
    return tuple(table)


_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_MR_BASES = (2, 3, 5, 7, 11, 13, 17)  # deterministic for n < 3.4 × 10^14


def is_prime(n: int) -> bool:
    """True if n is a prime. Exact for every n up to 3.4 × 10^14.

    >>> [n for n in range(12) if is_prime(n)]
    [2, 3, 5, 7, 11]
    """
    if n <= SIEVE_LIMIT:
        return n >= 0 and bool(_IS_PRIME[n])
    for p in PRIMES[:25]:  # primes below 100 settle most composites at once
        if n % p == 0:
            return False
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in _MR_BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def factorise(n: int) -> Factorisation:
    """The prime factorisation of n ≥ 0 as (prime, power) pairs; () for 0 and 1.

    >>> factorise(3105)
    ((3, 3), (5, 1), (23, 1))
    """
    if n < 0:
        raise ValueError(f"cannot factorise a negative number ({n})")
    return group_powers(_prime_list(n))


def prime_factors(n: int) -> tuple[int, ...]:
    """Every prime factor of n with repeats, ascending: 12 → (2, 2, 3); () for 0 and 1."""
    return tuple(_prime_list(n))


def distinct_primes(n: int) -> tuple[int, ...]:
    """The distinct primes dividing n, ascending; () for 0 and 1.

    >>> distinct_primes(3105), distinct_primes(1), distinct_primes(7919)
    ((3, 5, 23), (), (7919,))
    """
    if 0 <= n <= SIEVE_LIMIT:
        found: list[int] = []
        for p in _prime_list(n):
            if not found or found[-1] != p:
                found.append(p)
        return tuple(found)
    return tuple(p for p, _ in factorise(n))


def _prime_list(n: int) -> list[int]:
    if n < 2:
        return []
    found: list[int] = []
    if n <= SIEVE_LIMIT:
        spf = _smallest_factors()
        while n > 1:
            p = spf[n]
            found.append(p)
            n //= p
        return found
    for p in PRIMES:
        if p * p > n:
            break
        while n % p == 0:
            found.append(p)
            n //= p
    else:
        # Beyond the sieve: test 6k ± 1 candidates, stopping early once the rest is prime.
        candidate = PRIMES[-1] + 4  # 9 977 = 6 × 1 663 - 1
        rest_is_prime = is_prime(n)
        while not rest_is_prime and candidate * candidate <= n:
            for p in (candidate, candidate + 2):
                if n % p == 0:
                    while n % p == 0:
                        found.append(p)
                        n //= p
                    rest_is_prime = is_prime(n)
            candidate += 6
    if n > 1:
        found.append(n)
    return found


def group_powers(primes: Iterable[int]) -> Factorisation:
    """Repeated primes (in order) as (prime, power) pairs: (2, 2, 3) → ((2, 2), (3, 1))."""
    groups: list[tuple[int, int]] = []
    for p in primes:
        if groups and groups[-1][0] == p:
            groups[-1] = (p, groups[-1][1] + 1)
        else:
            groups.append((p, 1))
    return tuple(groups)


def superscript(n: int) -> str:
    """``superscript(12)`` → ``'¹²'``."""
    return str(n).translate(_SUPERSCRIPTS)


def index_form(factors: Factorisation) -> str:
    """``2³ × 3 × 5²`` for ((2, 3), (3, 1), (5, 2)); ``'none'`` for no factors."""
    if not factors:
        return "none"
    return " × ".join(str(p) if e == 1 else f"{p}{superscript(e)}" for p, e in factors)


def expanded_form(primes: tuple[int, ...] | list[int]) -> str:
    """``2 × 2 × 3`` for (2, 2, 3)."""
    return " × ".join(str(p) for p in primes)


def explain_not_prime(k: int) -> str:
    """Why k is not a prime, in words a pupil can check: ``9 is not prime: 9 = 3 × 3``."""
    if k in (0, 1):
        return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a prime"), k)
    if k < 0:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1 is not a prime: primes are whole numbers bigger than 1"
            ),
            k,
        )
    if is_prime(k):
        raise ValueError(f"{k} is prime")
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 is not prime: %1 = %2"), k, expanded_form(prime_factors(k))
    )


def clue_not_prime(k: int) -> str:
    """Why the composite ``k`` is not prime, as a clue in words that never breaks it down
    (what the feedback says to a pupil who named it; RULES.md "Feedback and hints never do
    the pupil's work"): even, ends in 5, its digits add up to a number 3 divides, or a
    prime bigger than 5 divides it. No number but ``k`` and a total of digits is named.

    >>> for k in (10, 35, 183, 9, 91):
    ...     print(clue_not_prime(k))
    10 is not prime: it is even, so it can still be split
    35 is not prime: it ends in 5, so it can still be split
    183 is not prime: its digits add up to 12, so it can still be split
    9 is not prime: two smaller numbers multiply to make it, so it can still be split
    91 is not prime: a prime bigger than 5 divides it, so it can still be split
    """
    if k < 4 or is_prime(k):
        raise ValueError(f"{k} is not a composite number")
    if k % 2 == 0:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is not prime: it is even, so it can still be split"), k
        )
    if k % 5 == 0:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is not prime: it ends in 5, so it can still be split"),
            k,
        )
    if k % 3 == 0 and k >= 10:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1 is not prime: its digits add up to %2, so it can still be split"
            ),
            k,
            Figure(digit_sum(k)),
        )
    if k < 10:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "%1 is not prime: two smaller numbers multiply to make it, so it can still be "
                "split",
            ),
            k,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine", "%1 is not prime: a prime bigger than 5 divides it, so it can still be split"
        ),
        k,
    )


def digit_sum(n: int) -> int:
    """The total of the digits of ``n``: ``digit_sum(3105) == 9``."""
    return sum(int(d) for d in str(n))


def explain_zero_or_one(n: int) -> str:
    """Why 0 and 1 have no prime factors."""
    if n == 0:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "0 has no prime factors: primes multiplied together never make 0",
            )
        )
    if n == 1:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "1 has no prime factors: it is not a prime, and primes multiplied together never "
                "make 1",
            )
        )
    raise ValueError(f"{n} is neither 0 nor 1")


@dataclass(frozen=True, slots=True)
class LadderStep:
    """One rung of a division ladder: ``dividend ÷ prime = quotient``.

    ``tried`` lists the primes tested on this dividend that did not divide it
    (from the previous rung's prime, and never beyond √dividend), and ``limit``
    is √dividend: once every prime up to it has failed, the dividend itself is
    prime (the √n stopping rule).
    """

    dividend: int
    prime: int
    quotient: int
    tried: tuple[int, ...]
    limit: float

    @property
    def is_last(self) -> bool:
        """True on the last rung, where the dividend is prime: no prime ≤ √dividend divides it."""
        return self.prime == self.dividend


def division_ladder(n: int, *, max_tried: int = 12) -> tuple[LadderStep, ...]:
    """The division ladder of n ≥ 2, smallest prime first.

    ``tried`` holds at most ``max_tried`` primes (the first ones) to keep big
    numbers short.

    >>> [(s.dividend, s.prime) for s in division_ladder(60)]
    [(60, 2), (30, 2), (15, 3), (5, 5)]
    """
    if n < 2:
        return ()
    steps: list[LadderStep] = []
    primes = prime_factors(n)
    previous = 2
    for p in primes:
        limit = math.sqrt(n)
        tried = _primes_between(previous, min(p, math.isqrt(n) + 1), max_tried)
        steps.append(LadderStep(n, p, n // p, tried, limit))
        n //= p
        previous = p
    return tuple(steps)


def _primes_between(low: int, high: int, most: int) -> tuple[int, ...]:
    """Primes q with low ≤ q < high (at most ``most`` of them)."""
    found: list[int] = []
    q = low
    while q < high and len(found) < most:
        if is_prime(q):
            found.append(q)
        q += 1
    return tuple(found)


def parse_whole_number(text: str, *, limit: int = MAX_FACTOR_INPUT) -> int:
    """Read a whole number 0 ≤ n ≤ limit typed by a person, with a clear message if not.

    Spaces and thin separators inside the number are allowed ("10 000", "1,000,000").
    Only the digits 0 to 9 count (not, say, Arabic-Indic digits). A leading ``+``
    is allowed, and ``-0`` is 0 (minus zero is zero); any other negative number
    is refused. Every message is one line, whatever was typed.
    """
    if not isinstance(text, str):
        raise FactorInputError(Phrase(QT_TRANSLATE_NOOP("Engine", "Type a whole number, like 360")))
    cleaned = text.strip()
    if not cleaned:
        raise FactorInputError(Phrase(QT_TRANSLATE_NOOP("Engine", "Type a whole number, like 360")))
    if len(cleaned) > 40:
        raise FactorInputError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "That is too long: type a whole number up to %1"),
                format(limit, ","),
            )
        )
    sign = cleaned[0] if cleaned[0] in "+-−" else ""
    body = cleaned[len(sign) :].lstrip()
    compact = body.replace(",", "").replace("_", "").replace(" ", "").replace("\u202f", "")
    if not compact:
        raise FactorInputError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 has no digits: type a whole number, like 360"),
                quoted(cleaned),
            )
        )
    if not compact.isascii() or not compact.isdigit():
        if compact.replace(".", "", 1).isdigit() and compact.count(".") == 1:
            raise FactorInputError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine", "%1 is not a whole number: type one without a point"
                    ),
                    quoted(cleaned).strip(chr(34)),
                )
            )
        bad = next(c for c in compact if not ("0" <= c <= "9"))
        raise FactorInputError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "%1 is not a digit: type a whole number with %2, like 360"
                ),
                quoted(bad),
                Phrase(QT_TRANSLATE_NOOP("Engine", "the digits 0 to 9")),
            )
        )
    if sign in ("-", "−") and compact.strip("0"):
        raise FactorInputError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "Negative numbers have no prime factorisation: type 0 or more"
                )
            )
        )
    n = int(compact)
    if n > limit:
        raise FactorInputError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 is too big: the checker goes up to %2"),
                format(n, ","),
                format(limit, ","),
            )
        )
    return n
