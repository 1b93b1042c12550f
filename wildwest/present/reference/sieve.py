"""The sieve of Eratosthenes on a hundred square, step by step, and the map of 1 to 10 000.

>>> view = sieve_view(1)
>>> view.next_prime, sorted(view.newly_crossed)[:3], len(view.crossed)
(3, [4, 6, 8], 50)
>>> map_note(91)
'91 is not a prime: 91 = 7 × 13'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from wildwest import engine
from wildwest.present.reference.prime_list import MAP_SIZE, PRIME_SET, PRIMES
from wildwest.present.translate import PLURAL, arg, forget_on_change, translate

SIEVE_SIZE = 100
"""The interactive sieve is a hundred square."""
PRIME_FLAGS: bytes = bytes(1 if n in PRIME_SET else 0 for n in range(MAP_SIZE + 1))
"""``PRIME_FLAGS[n]`` is 1 if n is prime (0 ≤ n ≤ 10 000): the sieve and map colour from it."""


def map_note(n: int, holder: str = "", *, locked: bool = False) -> str:
    """What the prime map says about one square: ``2357 is prime, held by Ann``."""
    if not 1 <= n <= MAP_SIZE:
        return ""
    if n == 1:
        return translate("Sieve", "1 is not a prime: it has only one factor, itself.")
    if PRIME_FLAGS[n]:
        return (
            arg(translate("Sieve", "%1 is prime, held by %2"), n, holder)
            if holder
            else arg(translate("Sieve", "%1 is prime, free to claim"), n)
        )
    if locked:
        return arg(translate("Sieve", "%1 is not a prime"), n)
    return arg(
        translate("Sieve", "%1 is not a prime: %2"),
        n,
        engine.explain_not_prime(n).split(": ", 1)[1],
    )


@dataclass(frozen=True, slots=True)
class SieveView:
    """The hundred square after ``step`` steps of the sieve of Eratosthenes.

    Step 0 has only 1 crossed out; each of the next steps circles the next
    prime (2, 3, 5, 7) and crosses out its multiples; the last step circles
    every number left, because 11 × 11 is more than 100 (the √n rule again).
    """

    step: int
    crossed: frozenset[int]
    circled: frozenset[int]
    newly_crossed: frozenset[int]
    next_prime: int | None
    next_left: int | None
    """The smallest number neither crossed out nor circled: clicking it takes the next step."""
    done: bool
    message: str
    crossed_by: dict[int, int]
    """Each crossed-out number and the prime whose multiple it is (its smallest prime factor)."""


def _sieve_primes(size: int) -> tuple[int, ...]:
    return tuple(p for p in PRIMES if p * p <= size)


def sieve_step_count(size: int = SIEVE_SIZE) -> int:
    """How many steps the sieve takes: one per prime up to √size, and one to circle the rest."""
    return len(_sieve_primes(size)) + 1


@lru_cache(maxsize=32)
def sieve_view(step: int, size: int = SIEVE_SIZE) -> SieveView:
    """The sieve after ``step`` steps (clamped to 0 … :func:`sieve_step_count`)."""
    sievers = _sieve_primes(size)
    step = max(0, min(step, len(sievers) + 1))
    crossed_by: dict[int, int] = {}
    newly: set[int] = set()
    for k, p in enumerate(sievers[: min(step, len(sievers))], start=1):
        for multiple in range(p * p, size + 1, p):
            if multiple not in crossed_by:
                crossed_by[multiple] = p
                if k == step:
                    newly.add(multiple)
    crossed = frozenset({1, *crossed_by})
    circled = set(sievers[: min(step, len(sievers))])
    done = step > len(sievers)
    if done:
        circled = {n for n in range(2, size + 1) if n not in crossed}
    next_prime = sievers[step] if step < len(sievers) else None
    next_left = None if done else _first_left(crossed | frozenset(circled), 1, size)
    if step == 0:
        message = translate(
            "Sieve",
            "1 is not a prime, so it starts crossed out. The first number left, 2, is prime: "
            "press Next step (or click 2) to circle it and cross out its multiples.",
        )
    elif not done:
        p = sievers[step - 1]
        shown = sorted(newly)
        sample = ", ".join(str(m) for m in shown[:4])
        count = len(shown)
        new = translate("Sieve", "%n new one(s)", None, PLURAL, count)
        then = (
            arg(translate("Sieve", "Next: the smallest number left, %1, is prime."), next_prime)
            if next_prime is not None
            else arg(
                translate("Sieve", "Next: the smallest number left is %1."),
                _first_left(crossed, p, size),
            )
        )
        message = arg(
            translate("Sieve", "Circled %1 and crossed out its multiples: %2 … (%3). %4"),
            p,
            sample,
            new,
            then,
        )
    else:
        after = _first_left(crossed, sievers[-1], size)
        message = arg(
            translate(
                "Sieve",
                "The next number left is %1, and %1 × %1 = %2 is more than %3, so no more "
                "crossing out is needed: every number left is prime. There are %4 primes up to %3.",
            ),
            after,
            after * after,
            size,
            len(circled),
        )
    return SieveView(
        step,
        crossed,
        frozenset(circled),
        frozenset(newly),
        next_prime,
        next_left,
        done,
        message,
        dict(crossed_by),
    )


def _first_left(crossed: frozenset[int], after: int, size: int) -> int:
    return next(n for n in range(after + 1, size + 1) if n not in crossed)


def sieve_cell_note(n: int, view: SieveView) -> str:
    """What a click on square n says in the hundred square."""
    if n == 1:
        return translate("Sieve", "1 is not a prime: it has only one factor.")
    if n in view.crossed:
        return arg(
            translate("Sieve", "%1 is crossed out: it is a multiple of %2."), n, view.crossed_by[n]
        )
    if n in view.circled:
        return arg(translate("Sieve", "%1 is circled: it is prime."), n)
    if view.next_left is not None:
        return arg(
            translate(
                "Sieve",
                "%1 is not crossed out yet. The next number to circle is %2: click it or press "
                "Next step.",
            ),
            n,
            view.next_left,
        )
    return arg(translate("Sieve", "%1 is still in the square."), n)


forget_on_change(sieve_view.cache_clear)
