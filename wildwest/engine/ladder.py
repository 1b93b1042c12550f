"""The division ladder, step by step: the pupil's way of factoring that teachers teach.

Try a prime; if it divides the rest, write the quotient underneath; go on with the
quotient until it is 1. A :class:`Ladder` is an immutable value and each move is a pure
function that returns the next ladder and a :class:`LadderResult` (what happened, as a
kind and values, and a plain sentence for now). Nothing here raises for anything typed.

>>> ladder = start_ladder(28)
>>> ladder, result = try_prime(ladder, "3")
>>> result.kind.value, result.text
('does_not_divide', '3 does not divide 28: 28 ÷ 3 is 9 with 1 left over.')
>>> ladder, result = try_prime(ladder, "2")
>>> result.text
'Yes: 2 divides 28. Now work out 28 ÷ 2.'
>>> ladder, result = give_quotient(ladder, "13")
>>> result.text
'2 × 13 = 26, not 28: try a bigger number.'
>>> ladder, _ = give_quotient(ladder, "14")
>>> ladder, _ = try_prime(ladder, "2")
>>> ladder, result = give_quotient(ladder, "7")
>>> ladder.rest, ladder.tried
(7, (3,))
>>> ladder, result = declare_prime(ladder)
>>> ladder.finished, answer_text(ladder)
(True, '2 × 2 × 7')

The √ stopping rule, once every prime up to √rest has been ruled out:

>>> ladder = start_ladder(173)
>>> for p in (2, 3, 5, 7, 11, 13):
...     ladder, result = try_prime(ladder, str(p))
>>> print(result.text)  # doctest: +NORMALIZE_WHITESPACE
13 does not divide 173: 173 ÷ 13 is 13 with 4 left over. No prime up to 13 divides 173,
and the next prime, 17, is too big: 17 × 17 is more than 173. What does that tell you
about 173?

The ladder never does the pupil's work (RULES.md "Feedback and hints never do the pupil's
work"): it names no prime that divides what is left before the pupil has tried it, writes
no product or division the pupil did not make (a prime tried is the pupil's division; its
remainder is said), breaks no composite down, and leaves the last step to the pupil: it asks
what the √ rule tells, and the pupil says *It is prime*.

The finished ladder is scored exactly like a typed answer: :func:`answer_text` reads back
with :func:`~wildwest.engine.answers.parse_answer` to the same factors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import StrEnum

from .phrases import QT_TRANSLATE_NOOP, Figure, Phrase
from .primes import MAX_FACTOR_INPUT, clue_not_prime, expanded_form, is_prime

MAX_LADDER_INPUT = 200
"""The longest entry read (as long as the answer box): anything longer is unreadable."""
MAX_LADDER_NUMBER = MAX_FACTOR_INPUT
"""The largest number a ladder climbs (10¹², like the factor checker); the game's are ≤ 9 999."""
MAX_TRIED = 200
"""The most non-dividing primes a ladder remembers (a number up to 9 999 needs at most the 25
primes below 100; tries beyond this are still answered, just not remembered)."""
MAX_RUNGS = 40
"""No ladder has more rungs: a number up to 10¹² has at most 39 prime factors (2³⁹ < 10¹²)."""
_SHOWN_PRIMES = 6
"""A list of primes in a sentence is cut after this many ("2, 3, 5, 7, 11, 13 and more")."""


class LadderKind(StrEnum):
    """What a move on the ladder did. The values are stable (records may store them)."""

    DIVIDES = "divides"
    """The prime tried divides the rest: the pupil is to give the quotient."""
    DOES_NOT_DIVIDE = "does_not_divide"
    """A prime that does not divide the rest: it joins the tried primes; the rest stays."""
    NOT_PRIME = "not_prime"
    """The number tried is not a prime (9, or the rest itself when that is composite)."""
    ZERO_OR_ONE = "zero_or_one"
    """0 or 1 tried: neither is a prime."""
    TOO_BIG = "too_big"
    """A number bigger than the rest tried: it cannot divide it."""
    ALREADY_TRIED = "already_tried"
    """A prime already found not to divide this rest (or a rest above it)."""
    UNREADABLE = "unreadable"
    """Letters, signs, nothing, or more than :data:`MAX_LADDER_INPUT` characters."""
    RIGHT_QUOTIENT = "right_quotient"
    """The quotient given is right: a rung is added."""
    WRONG_QUOTIENT = "wrong_quotient"
    """The quotient given is wrong: said how, without giving it (try again)."""
    REST_IS_PRIME = "rest_is_prime"
    """The pupil said the rest is prime, and it is: the last rung (rest ÷ rest = 1) is added."""
    REST_NOT_PRIME = "rest_not_prime"
    """The pupil said the rest is prime, and it is not: a mistake, explained."""
    QUOTIENT_NEEDED = "quotient_needed"
    """A prime tried (or the rest called prime) while a quotient is still to be given."""
    NO_DIVISOR_YET = "no_divisor_yet"
    """A quotient given before a prime that divides the rest has been found."""
    FINISHED = "finished"
    """A move on a finished ladder (rest 1, or the number is 0 or 1): nothing changes."""


MISTAKES = frozenset(
    {
        LadderKind.NOT_PRIME,
        LadderKind.ZERO_OR_ONE,
        LadderKind.TOO_BIG,
        LadderKind.WRONG_QUOTIENT,
        LadderKind.REST_NOT_PRIME,
    }
)
"""The kinds that are a mistake in factoring (for learning records). A prime that does not
divide is not one: trying primes that fail is how the ladder is climbed."""


@dataclass(frozen=True, slots=True)
class Rung:
    """One rung: ``dividend ÷ prime = quotient``."""

    dividend: int
    prime: int
    quotient: int


@dataclass(frozen=True, slots=True)
class Ladder:
    """A division ladder part way up. Make one with :func:`start_ladder`.

    ``tried`` holds the primes found not to divide the rest, in the order tried. They are
    kept from rung to rung: a prime that does not divide 45 cannot divide 15 (a divisor of
    45) either. ``divisor`` is a prime found to divide the rest whose quotient the pupil has
    still to give.
    """

    number: int
    rungs: tuple[Rung, ...] = ()
    tried: tuple[int, ...] = ()
    divisor: int | None = None

    @property
    def rest(self) -> int:
        """What is left to divide: the last quotient (the number itself before any rung)."""
        return self.rungs[-1].quotient if self.rungs else self.number

    @property
    def finished(self) -> bool:
        """True once the rest is 1, and from the start for 0 and 1 (their answer is "none")."""
        return self.number < 2 or self.rest == 1

    @property
    def factors(self) -> tuple[int, ...]:
        """The primes found so far, with repeats, smallest first (all of them once finished)."""
        return tuple(sorted(rung.prime for rung in self.rungs))

    @property
    def waiting_for_quotient(self) -> bool:
        return self.divisor is not None


@dataclass(frozen=True, slots=True)
class LadderResult:
    """What one move did: ``kind`` and the values the words need, and ``text`` in plain words.

    ``value`` is the number read (``None`` when unreadable or for :func:`declare_prime`);
    ``rest`` is the rest the move was about; ``prime`` the prime concerned (the pupil's
    divisor whose quotient is asked for, or the prime just added as a rung).
    """

    kind: LadderKind
    text: str
    rest: int
    value: int | None = None
    prime: int | None = None

    @property
    def mistake(self) -> bool:
        """True for a factoring mistake (see :data:`MISTAKES`)."""
        return self.kind in MISTAKES


def start_ladder(number: int) -> Ladder:
    """A new ladder for ``number`` (0 to :data:`MAX_LADDER_NUMBER`).

    >>> start_ladder(60).rest, start_ladder(1).finished, start_ladder(60).finished
    (60, True, False)
    """
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("a ladder climbs a whole number")
    if not 0 <= number <= MAX_LADDER_NUMBER:
        raise ValueError(f"a ladder climbs a number from 0 to {MAX_LADDER_NUMBER}")
    return Ladder(number)


# ---------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class TryPrime:
    """Try a prime on the rest (picked from a list, or typed)."""

    text: str | int


@dataclass(frozen=True, slots=True)
class GiveQuotient:
    """Give the quotient of the rest by the prime that divides it."""

    text: str | int


@dataclass(frozen=True, slots=True)
class DeclarePrime:
    """Say that the rest is prime (checked)."""


LadderMove = TryPrime | GiveQuotient | DeclarePrime


def step(ladder: Ladder, move: LadderMove) -> tuple[Ladder, LadderResult]:
    """The one transition: the next ladder and what happened (``try_prime`` and friends).

    >>> ladder, result = step(start_ladder(9), TryPrime("9"))
    >>> result.text
    '9 is not prime: two smaller numbers multiply to make it, so it can still be split. Try \
a prime instead.'
    """
    if isinstance(move, TryPrime):
        return try_prime(ladder, move.text)
    if isinstance(move, GiveQuotient):
        return give_quotient(ladder, move.text)
    return declare_prime(ladder)


def try_prime(ladder: Ladder, entry: object) -> tuple[Ladder, LadderResult]:
    """Try the prime ``entry`` (typed text, or an int picked) on the rest.

    >>> ladder = start_ladder(120)
    >>> for text in ("25", "1", "x", "121"):
    ...     print(try_prime(ladder, text)[1].text)
    25 is not prime: it ends in 5, so it can still be split. Try a prime instead.
    1 is not a prime: the smallest prime is 2.
    Type a prime to try, like 2, 3 or 5.
    121 is bigger than 120, so it cannot divide 120: try a prime up to 120.
    """
    rest = ladder.rest
    blocked = _blocked(ladder)
    if blocked is not None:
        return ladder, blocked
    value = _read_whole(entry)
    if isinstance(value, str):
        return ladder, LadderResult(LadderKind.UNREADABLE, value, rest)
    if value < 2:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is not a prime: the smallest prime is 2."), value
        )
        return ladder, LadderResult(LadderKind.ZERO_OR_ONE, text, rest, value)
    if value > rest:
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1 is bigger than %2, so it cannot divide %2: try a prime up to %2."
            ),
            value,
            rest,
        )
        return ladder, LadderResult(LadderKind.TOO_BIG, text, rest, value)
    if not is_prime(value):
        return ladder, _not_prime(ladder, value)
    if value in ladder.tried:
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "You have tried %1 already: it does not divide %2. Try another prime."
            ),
            value,
            rest,
        )
        return ladder, LadderResult(LadderKind.ALREADY_TRIED, text, rest, value)
    if rest % value == 0:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "Yes: %1 divides %2. Now work out %2 ÷ %1."), value, rest
        )
        return replace(ladder, divisor=value), LadderResult(
            LadderKind.DIVIDES, text, rest, value, prime=value
        )
    tried = ladder.tried if len(ladder.tried) >= MAX_TRIED else (*ladder.tried, value)
    after = replace(ladder, tried=tried)
    text = Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 does not divide %2: %2 ÷ %1 is %3 with %4 left over."),
        value,
        rest,
        Figure(rest // value),
        Figure(rest % value),
    )
    rule = sqrt_rule(after)
    if rule is not None:
        text += " " + rule
    return after, LadderResult(LadderKind.DOES_NOT_DIVIDE, text, rest, value)


def give_quotient(ladder: Ladder, entry: object) -> tuple[Ladder, LadderResult]:
    """Give the quotient of the rest by the prime just found to divide it.

    A wrong quotient is shown multiplied back (``3 × 40 = 120, not 123``) with which way
    to go: that is arithmetic the pupil can check, and it names no prime they have not
    found themselves (RULES.md "Feedback never gives the answer away").

    >>> ladder, _ = try_prime(start_ladder(120), "2")
    >>> [give_quotient(ladder, text)[1].text for text in ("70", "200", "60")]
    ['2 × 70 = 140, not 120: try a smaller number.', \
'120 ÷ 2 is smaller than 120: try a smaller number.', 'Right: 120 ÷ 2 = 60. Now go on with 60.']
    """
    rest = ladder.rest
    if ladder.finished:
        return ladder, _finished(ladder)
    divisor = ladder.divisor
    if divisor is None:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "First find a prime that divides %1: try a prime on it."),
            rest,
        )
        return ladder, LadderResult(LadderKind.NO_DIVISOR_YET, text, rest)
    value = _read_whole(entry, what="number")
    if isinstance(value, str):
        return ladder, LadderResult(LadderKind.UNREADABLE, value, rest, prime=divisor)
    quotient = rest // divisor
    if value != quotient:
        if value >= rest:
            text = Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 ÷ %2 is smaller than %1: try a smaller number."),
                rest,
                divisor,
            )
        else:
            way = (
                QT_TRANSLATE_NOOP("Engine", "%1 × %2 = %3, not %4: try a bigger number.")
                if value < quotient
                else QT_TRANSLATE_NOOP("Engine", "%1 × %2 = %3, not %4: try a smaller number.")
            )
            text = Phrase(way, divisor, value, divisor * value, rest)
        return ladder, LadderResult(LadderKind.WRONG_QUOTIENT, text, rest, value, prime=divisor)
    return _add_rung(ladder, divisor, LadderKind.RIGHT_QUOTIENT, value)


def declare_prime(ladder: Ladder) -> tuple[Ladder, LadderResult]:
    """Say "the rest is prime". Right: the last rung ``rest ÷ rest = 1`` is added. Wrong:
    explained with the √ rule, naming no prime (a wrong claim is never a short cut to a
    factor).

    >>> ladder = start_ladder(91)
    >>> for p in (2, 3, 5):
    ...     ladder, _ = try_prime(ladder, p)
    >>> declare_prime(ladder)[1].text
    'No: 91 is not prime, so a prime up to 9 divides it. Try the primes you have not tried yet.'
    >>> declare_prime(start_ladder(37))[1].text  # doctest: +NORMALIZE_WHITESPACE
    'Right: 37 is prime. No prime up to 5 divides 37, and the next prime, 7,
     is too big: 7 × 7 is more than 37.'
    """
    rest = ladder.rest
    blocked = _blocked(ladder)
    if blocked is not None:
        return ladder, blocked
    if is_prime(rest):
        return _add_rung(ladder, rest, LadderKind.REST_IS_PRIME, None)
    text = Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "No: %1 is not prime, so a prime up to %2 divides it. Try the primes you have not "
            "tried yet.",
        ),
        rest,
        Figure(math.isqrt(rest)),
    )
    return ladder, LadderResult(LadderKind.REST_NOT_PRIME, text, rest)


def sqrt_rule(ladder: Ladder) -> str | None:
    """The √ stopping rule in words, once it settles that the rest is prime; else ``None``.
    It asks what that tells: saying *It is prime* is the pupil's last step.

    It applies when the rest is prime and every prime up to √rest has been tried (for 2
    and 3 there is none to try).

    >>> sqrt_rule(start_ladder(3))
    'Only 1 and 3 divide 3. What does that tell you about 3?'
    >>> ladder = start_ladder(7)
    >>> sqrt_rule(ladder) is None
    True
    >>> print(sqrt_rule(try_prime(ladder, 2)[0]))  # doctest: +NORMALIZE_WHITESPACE
    No prime up to 2 divides 7, and the next prime, 3, is too big: 3 × 3 is more than 7.
    What does that tell you about 7?
    """
    rest = ladder.rest
    if ladder.finished or not is_prime(rest):
        return None
    untried = _next_untried(ladder)
    if untried * untried <= rest:
        return None  # a prime up to √rest is still to try
    if rest < 4:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Only 1 and %1 divide %1. What does that tell you about %1?"
            ),
            rest,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 What does that tell you about %2?"),
        _stop_reason(rest),
        rest,
    )


def answer_text(ladder: Ladder) -> str:
    """The ladder's primes as a typed answer: ``2 × 2 × 7``; ``none`` for 0 and 1.

    Before the ladder is finished it holds the primes found so far ("" before any).

    >>> answer_text(start_ladder(0)), answer_text(start_ladder(12))
    ('none', '')
    """
    if ladder.number < 2:
        return "none"
    return expanded_form(ladder.factors)


# ---------------------------------------------------------------- helpers


def _blocked(ladder: Ladder) -> LadderResult | None:
    """Why no prime can be tried now (finished, or a quotient is awaited), else ``None``."""
    if ladder.finished:
        return _finished(ladder)
    if ladder.divisor is not None:
        rest, divisor = ladder.rest, ladder.divisor
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "First write %1 ÷ %2 underneath: what is it?"),
            rest,
            divisor,
        )
        return LadderResult(LadderKind.QUOTIENT_NEEDED, text, rest, prime=divisor)
    return None


def _finished(ladder: Ladder) -> LadderResult:
    if ladder.number == 0:
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", 'The ladder is finished: 0 has no prime factors, so the answer is "none".'
            )
        )
    elif ladder.number == 1:
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", 'The ladder is finished: 1 has no prime factors, so the answer is "none".'
            )
        )
    elif len(ladder.factors) == 1:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "The ladder is finished: %1 is prime."), ladder.number
        )
    else:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "The ladder is finished: %1 = %2."),
            ladder.number,
            answer_text(ladder),
        )
    return LadderResult(LadderKind.FINISHED, text, ladder.rest)


def _add_rung(
    ladder: Ladder, prime: int, kind: LadderKind, value: int | None
) -> tuple[Ladder, LadderResult]:
    rest = ladder.rest
    quotient = rest // prime
    rungs = (*ladder.rungs, Rung(rest, prime, quotient))  # at most MAX_RUNGS: each a prime factor
    tried = tuple(p for p in ladder.tried if p <= quotient)
    after = replace(ladder, rungs=rungs, tried=tried, divisor=None)
    if kind is LadderKind.REST_IS_PRIME:
        text = Phrase(QT_TRANSLATE_NOOP("Engine", "Right: %1 is prime."), rest)
        if rest > 3:
            text += " " + _stop_reason(rest)
    else:
        text = Phrase(QT_TRANSLATE_NOOP("Engine", "Right: %1 ÷ %2 = %3."), rest, prime, quotient)
    if after.finished and not (kind is LadderKind.REST_IS_PRIME and rest == ladder.number):
        text += " " + _finished(after).text
    elif kind is LadderKind.RIGHT_QUOTIENT:
        text += Phrase(QT_TRANSLATE_NOOP("Engine", " Now go on with %1."), quotient)
    return after, LadderResult(kind, text, rest, value, prime=prime)


def _stop_reason(prime: int) -> str:
    """Why trying can stop for a prime ≥ 5: the primes up to √p fail and the next is too big."""
    last = math.isqrt(prime)
    while not is_prime(last):
        last -= 1
    after = last + 1
    while not is_prime(after):
        after += 1
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "No prime up to %1 divides %2, and the next prime, %3, is too big: %3 × %3 is more "
            "than %2.",
        ),
        last,
        prime,
        after,
    )


def _not_prime(ladder: Ladder, value: int) -> LadderResult:
    """A composite tried: called composite with a clue in words, never broken down, and no
    prime named to try instead (RULES.md "Feedback and hints never do the pupil's work")."""
    text = Phrase(QT_TRANSLATE_NOOP("Engine", "%1. Try a prime instead."), clue_not_prime(value))
    return LadderResult(LadderKind.NOT_PRIME, text, ladder.rest, value)


def _next_untried(ladder: Ladder) -> int:
    """The smallest prime not yet tried on the rest (at most the rest, which may be it)."""
    q = 2
    while q < ladder.rest and (q in ladder.tried or not is_prime(q)):
        q += 1
    return q


_SEPARATORS = str.maketrans("", "", ", _\u202f\u00a0\u2009")


def _read_whole(entry: object, what: str = "prime") -> int | str:
    """The whole number in ``entry``, or a one-line message saying why it cannot be read."""
    example = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "like 2, 3 or 5"))
        if what == "prime"
        else Phrase(QT_TRANSLATE_NOOP("Engine", "like 12"))
    )
    ask = (
        Phrase(QT_TRANSLATE_NOOP("Engine", "Type a prime to try, %1."), example)
        if what == "prime"
        else Phrase(QT_TRANSLATE_NOOP("Engine", "Type a number, %1."), example)
    )
    if isinstance(entry, bool):
        return ask
    if isinstance(entry, int):
        return (
            entry
            if entry >= 0
            else Phrase(
                QT_TRANSLATE_NOOP("Engine", "Negative numbers cannot be used here: type 0 or more.")
            )
        )
    if not isinstance(entry, str):
        return ask
    text = entry.strip()
    if not text:
        return ask
    if len(text) > MAX_LADDER_INPUT:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "That is far too long. %1"), ask)
    text = text.removeprefix("+").translate(_SEPARATORS)
    if text[:1] in ("-", "−") and text[1:].isascii() and text[1:].isdigit():
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "Negative numbers cannot be used here: type 0 or more.")
        )
    if text.isascii() and text.isdigit():
        return int(text)
    whole, point, part = text.partition(".")
    if point and whole.isascii() and whole.isdigit() and part.isascii() and part.isdigit():
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is not a whole number. %2"), entry.strip(), ask
        )
    return ask


__all__ = [
    "MAX_LADDER_INPUT",
    "MAX_LADDER_NUMBER",
    "MAX_RUNGS",
    "MAX_TRIED",
    "MISTAKES",
    "DeclarePrime",
    "GiveQuotient",
    "Ladder",
    "LadderKind",
    "LadderMove",
    "LadderResult",
    "Rung",
    "TryPrime",
    "answer_text",
    "declare_prime",
    "give_quotient",
    "sqrt_rule",
    "start_ladder",
    "step",
    "try_prime",
]
