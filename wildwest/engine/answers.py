"""Reading what a pupil types as a factorisation, and checking it.

The parser accepts the ways pupils write a product of primes:

>>> parse_answer("2^2*3*5"), parse_answer("2² × 3 × 5"), parse_answer("2 x 2 x 3 x 5")
((2, 2, 3, 5), (2, 2, 3, 5), (2, 2, 3, 5))
>>> parse_answer("2·3·5"), parse_answer("2, 3, 5"), parse_answer(" 2  3 5 "), parse_answer("none")
((2, 3, 5), (2, 3, 5), (2, 3, 5), ())

Anything else raises :class:`AnswerError` with a message meant for the pupil.
:func:`check_answer` then says, item by item, what is right and what is wrong:

>>> check = check_answer(3105, parse_answer("2 × 5 × 23"))
>>> [item.text for item in check.items]
['2 does not divide 3105', '5 is a prime factor of 3105', '23 is a prime factor of 3105']
>>> check.summary
'2 × 5 × 23 = 230, not 3105: a factor is missing'
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from .divisibility import divisibility_test
from .errors import AnswerError
from .primes import (
    SIEVE_LIMIT,
    distinct_primes,
    expanded_form,
    explain_not_prime,
    explain_zero_or_one,
    factorise,
    index_form,
    is_prime,
    prime_factors,
)

MAX_ANSWER_LENGTH = 200
MAX_EXPONENT = 13  # 2^13 = 8 192 ≤ 9 999 < 2^14: no number in the game needs a higher power
MAX_FACTORS = 40

_SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_TIMES_SIGNS = "×xX*·⋅•∙"
_TOKEN = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<number>[0-9]+)"
    r"|(?P<super>[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|(?P<caret>\^|\*\*)"
    r"|(?P<times>[×xX*·⋅•∙])"
    r"|(?P<soft>[,;])"
    r"|(?P<other>.)",
    re.DOTALL,
)


def parse_answer(text: object) -> tuple[int, ...]:
    """The factors a pupil typed, powers expanded, in the order typed; () for ``none``.

    Raises :class:`AnswerError` with a friendly, specific message for anything
    that is not a product of whole numbers.
    """
    if not isinstance(text, str):
        raise AnswerError("Type the factors, like 2 × 3 × 5")
    stripped = text.strip()
    if not stripped:
        raise AnswerError('Type the factors, like 2 × 3 × 5 (or "none" for 0 and 1)')
    if len(stripped) > MAX_ANSWER_LENGTH:
        if stripped.isdigit():
            raise AnswerError(
                "That number is far too big: numbers in this game have at most 4 digits"
            )
        raise AnswerError(
            "That answer is too long: a number in this game has at most 13 prime factors"
        )
    if stripped.rstrip(".!").strip().lower() == "none":
        return ()
    return _parse_product(stripped)


def _parse_product(text: str) -> tuple[int, ...]:
    factors: list[int] = []
    base: int | None = None  # the number just read, still waiting for a possible power
    pending_caret = False
    last_sign: str | None = None  # a × sign seen since the last factor
    just_powered = False  # the last thing read was a power

    def finish_base() -> None:
        nonlocal base
        if base is not None:
            factors.append(base)
            base = None

    for match in _TOKEN.finditer(text):
        kind, value = match.lastgroup, match.group()
        if kind == "space":
            continue
        if pending_caret:
            assert base is not None
            if kind != "number":
                raise AnswerError(f"{base}^ needs a power after the ^, like {base}^2")
            _add_power(factors, base, int(value), f"{base}^{value}")
            base, pending_caret, just_powered = None, False, True
            continue
        was_powered, just_powered = just_powered, False
        if kind == "number":
            if base is not None:
                finish_base()
            _check_factor_size(value)
            base, last_sign = int(value), None
            _check_count(factors)
        elif kind == "super":
            if was_powered:
                raise AnswerError("Give each factor one power only, like 2³")
            if base is None:
                raise AnswerError(f"{value} is a power: put it after a number, like 2{value}")
            exponent = int(value.translate(str.maketrans(_SUPERSCRIPT_DIGITS, "0123456789")))
            _add_power(factors, base, exponent, f"{base}{value}")
            base, just_powered = None, True
        elif kind == "caret":
            if was_powered:
                raise AnswerError("Give each factor one power only, like 2^3")
            if base is None:
                raise AnswerError("^ needs a number before it, like 2^3")
            pending_caret = True
        elif kind in ("times", "soft"):
            if kind == "times" and value in "xX" and base is None and not factors:
                raise AnswerError(_letter_message(text))
            finish_base()
            if kind == "times":
                if not factors:
                    raise AnswerError(f"The answer starts with {value}: type a number first")
                if last_sign is not None:
                    raise AnswerError(f"There are two {value} signs in a row: is a number missing?")
                last_sign = value
        else:
            raise AnswerError(_other_message(value, text, match.start()))
    if pending_caret:
        raise AnswerError(f"{base}^ needs a power after the ^, like {base}^2")
    finish_base()
    if last_sign is not None:
        raise AnswerError(f"The answer ends with {last_sign}: is a factor missing?")
    if not factors:
        raise AnswerError('Type the factors, like 2 × 3 × 5 (or "none" for 0 and 1)')
    _check_count(factors)
    return tuple(factors)


def _check_factor_size(digits: str) -> None:
    if len(digits.lstrip("0")) > len(str(SIEVE_LIMIT)):
        shown = digits if len(digits) <= 12 else digits[:8] + "…"
        raise AnswerError(
            f"{shown} is too big to be a factor: numbers in this game have at most 4 digits"
        )


def _check_count(factors: list[int]) -> None:
    if len(factors) > MAX_FACTORS:
        raise AnswerError("That is too many factors: a number up to 9 999 has at most 13")


def _add_power(factors: list[int], base: int, exponent: int, shown: str) -> None:
    if exponent == 0:
        raise AnswerError(f"{shown} is 1, which is not a prime factor: leave it out")
    if exponent > MAX_EXPONENT:
        raise AnswerError(
            f"{shown} is far too big: numbers in this game have at most 4 digits, "
            f"so no power above {MAX_EXPONENT} is needed"
        )
    factors.extend([base] * exponent)
    _check_count(factors)


def _letter_message(text: str) -> str:
    word = re.search(r"[^\W\d_]+", text)
    if word and word.group().lower() in ("prime", "it's prime", "its prime"):
        return "If the number is prime, type the number itself as its only factor"
    shown = word.group() if word else text
    return f'Only numbers and × can be used: "{shown}" is not a number (type "none" for 0 and 1)'


def _other_message(char: str, text: str, position: int) -> str:
    before = text[:position].rstrip()
    after = text[position + 1 :].lstrip()
    if char in "-−–" and after[:1].isdigit() and (not before or before[-1] in _TIMES_SIGNS + ",;"):
        number = re.match(r"[0-9]+", after)
        shown = number.group() if number else after[:1]
        return f"Factors are never negative: use {shown}, not -{shown}"
    if char in ".," and before[-1:].isdigit() and after[:1].isdigit():
        whole = re.search(r"[0-9]+$", before)
        frac = re.match(r"[0-9]+", after)
        shown = f"{whole.group() if whole else ''}.{frac.group() if frac else ''}"
        return f"{shown} is not a whole number: prime factors are whole numbers"
    if char in "+":
        return "Use × (or x or *) between the factors: they are multiplied, not added"
    if char in "-−–":
        return "Use × (or x or *) between the factors, not -"
    if char in "/÷:":
        return "Type the factors multiplied together, like 2 × 3 × 5, not divided"
    if char == "=":
        return "Type just the factors, without =, like 2 × 3 × 5"
    if char in "()[]{}":
        return "No brackets needed: type the factors like 2^2 × 3"
    if char.isalpha():
        return _letter_message(text)
    if char.isdigit():
        return f'"{char}" is not a digit we can read: use the digits 0 to 9'
    return f'"{char}" cannot be used in an answer: type the factors like 2 × 3 × 5'


class Feedback(StrEnum):
    """The kinds of feedback. The values are stable: learning records store them."""

    CORRECT = "correct"
    """A prime that divides the number."""
    NOT_PRIME = "not_prime"
    """A composite number named as a factor ("9 is not prime: 9 = 3 × 3")."""
    ZERO_OR_ONE = "zero_or_one"
    """0 or 1 named as a factor ("1 is not a prime")."""
    NOT_A_DIVISOR = "not_a_divisor"
    """A prime that does not divide the number ("7 does not divide 3105")."""
    MISSING_FACTOR = "missing_factor"
    """The product is smaller than the number: a factor is missing."""
    TOO_MANY = "too_many"
    """The product is bigger than the number: a factor is wrong or one too many."""
    NONE_GIVEN = "none_given"
    """"none" for a number of 2 or more, which always has prime factors."""
    HAS_NO_FACTORS = "has_no_factors"
    """Factors named for 0 or 1, which have none."""


@dataclass(frozen=True, slots=True)
class ItemFeedback:
    """What was right or wrong about one distinct number in the answer."""

    value: int
    count: int
    kind: Feedback
    text: str

    @property
    def ok(self) -> bool:
        return self.kind is Feedback.CORRECT


@dataclass(frozen=True, slots=True)
class AnswerCheck:
    """The result of checking one answer for one number."""

    number: int
    factors: tuple[int, ...]
    items: tuple[ItemFeedback, ...]
    summary: str
    """One line on the answer as a whole."""
    summary_kind: Feedback
    complete: bool
    """True when the answer is exactly the prime factorisation ("none" for 0 and 1)."""
    correct_primes: frozenset[int]
    """The distinct primes named that really divide the number: what Challenge lets you claim."""

    @property
    def mistakes(self) -> tuple[Feedback, ...]:
        """Every kind of mistake in this answer (for learning records); () when complete."""
        if self.complete:
            return ()
        kinds = [item.kind for item in self.items if not item.ok]
        if self.summary_kind is not Feedback.CORRECT:
            kinds.append(self.summary_kind)
        return tuple(dict.fromkeys(kinds))

    @property
    def wrong_items(self) -> tuple[ItemFeedback, ...]:
        return tuple(item for item in self.items if not item.ok)

    @property
    def lines(self) -> tuple[str, ...]:
        """Everything to show: the wrong items first, then the summary."""
        return (*(item.text for item in self.wrong_items), self.summary)


def check_answer(number: int, factors: tuple[int, ...]) -> AnswerCheck:
    """Check a parsed answer (from :func:`parse_answer`) for ``number`` (0 to 9 999).

    >>> check_answer(12, (2, 2, 3)).complete, check_answer(12, (2, 3)).summary
    (True, '2 × 3 = 6, not 12: a factor is missing')
    """
    if number < 0:
        raise ValueError("the game's numbers are 0 or more")
    counts = Counter(factors)
    true_powers = dict(factorise(number))
    items: list[ItemFeedback] = []
    for value in sorted(counts):
        count = counts[value]
        if value in (0, 1):
            items.append(ItemFeedback(value, count, Feedback.ZERO_OR_ONE, explain_not_prime(value)))
        elif not is_prime(value):
            items.append(ItemFeedback(value, count, Feedback.NOT_PRIME, explain_not_prime(value)))
        elif number < 2:
            text = f"{value} cannot count: {number} has no prime factors"
            items.append(ItemFeedback(value, count, Feedback.HAS_NO_FACTORS, text))
        elif value not in true_powers:
            text = f"{value} does not divide {number}"
            items.append(ItemFeedback(value, count, Feedback.NOT_A_DIVISOR, text))
        elif count > true_powers[value]:
            power = " × ".join([str(value)] * count)
            text = f"{value} appears too often: {power} = {value**count} does not divide {number}"
            items.append(ItemFeedback(value, count, Feedback.TOO_MANY, text))
        else:
            items.append(
                ItemFeedback(
                    value, count, Feedback.CORRECT, f"{value} is a prime factor of {number}"
                )
            )
    correct = frozenset(item.value for item in items if number >= 2 and item.value in true_powers)
    summary, summary_kind, complete = _summarise(number, factors, items)
    return AnswerCheck(number, factors, tuple(items), summary, summary_kind, complete, correct)


def _summarise(
    number: int, factors: tuple[int, ...], items: list[ItemFeedback]
) -> tuple[str, Feedback, bool]:
    if number < 2:
        if not factors:
            return f"Right: {number} has no prime factors", Feedback.CORRECT, True
        return f'{explain_zero_or_one(number)}. Type "none".', Feedback.HAS_NO_FACTORS, False
    if not factors:
        return (
            f"{number} has prime factors: only 0 and 1 have none",
            Feedback.NONE_GIVEN,
            False,
        )
    product = math.prod(factors)
    shown = expanded_form(sorted(factors))
    all_prime = all(item.kind not in (Feedback.NOT_PRIME, Feedback.ZERO_OR_ONE) for item in items)
    if product == number and all_prime:
        if len(factors) == 1:
            return f"Right: {number} is prime", Feedback.CORRECT, True
        return f"Right: {shown} = {number}", Feedback.CORRECT, True
    if product == number:
        return (
            f"{shown} = {number}, but not every factor is prime: break them down",
            Feedback.NOT_PRIME,
            False,
        )
    if len(factors) == 1:
        product_text = f"{factors[0]} is not {number}"
    else:
        product_text = f"{shown} = {product}, not {number}"
    if product < number:
        return f"{product_text}: a factor is missing", Feedback.MISSING_FACTOR, False
    return (
        f"{product_text}: that is too big, so a factor is wrong or one too many",
        Feedback.TOO_MANY,
        False,
    )


def correct_answer_text(number: int) -> str:
    """The answer as the app shows it: ``3105 = 3³ × 5 × 23``, ``97 is prime``, or why 0/1."""
    if number < 2:
        return explain_zero_or_one(number)
    if is_prime(number):
        return f"{number} is prime"
    return f"{number} = {index_form(factorise(number))}"


MAX_HINT_LEVEL = 3
"""Hint 1 is a divisibility rule, hint 2 names a prime to try, hint 3 is the answer."""


def hint(number: int, level: int) -> str:
    """The graded hint for ``number``: 1 a divisibility rule, 2 "try 7", 3 the answer.

    >>> hint(3105, 1)
    'Add the digits: 3 + 1 + 0 + 5 = 9. If the digit sum is a multiple of 3, so is the number.'
    >>> hint(3105, 2), hint(91, 2)
    ('Try dividing 3105 by 3.', 'Try dividing 91 by 7.')
    """
    if not 1 <= level <= MAX_HINT_LEVEL:
        raise ValueError(f"hint level must be 1 to {MAX_HINT_LEVEL}")
    if level == MAX_HINT_LEVEL:
        return f"The answer: {correct_answer_text(number)}."
    if number < 2:
        if level == 1:
            return "Which numbers have no prime factors at all? Think about 0 and 1."
        return 'Type "none": 0 and 1 have no prime factors.'
    smallest = distinct_primes(number)[0]
    if level == 2:
        if smallest == number:
            root = math.isqrt(number)
            return (
                f"Try every prime up to √{number} ≈ {math.sqrt(number):.1f}: "
                f"if none of them divides {number}, then {number} itself is prime."
                if root >= 2
                else f"{number} is one of the smallest primes."
            )
        return f"Try dividing {number} by {smallest}."
    return _rule_hint(number, smallest)


def _rule_hint(number: int, smallest: int) -> str:
    if smallest == 2:
        return f"Look at the last digit: {number % 10} is even, so 2 divides {number}."
    if smallest == 3:
        digits = str(number)
        total = sum(int(c) for c in digits)
        return (
            f"Add the digits: {' + '.join(digits)} = {total}. "
            "If the digit sum is a multiple of 3, so is the number."
        )
    if smallest == 5:
        return f"Look at the last digit: {number} ends in 5."
    if smallest == 11:
        return divisibility_test(number, 11).explanation.capitalize() + "."
    checks = "it is odd, its digit sum is not a multiple of 3, and it does not end in 0 or 5"
    if smallest == number:
        return f"{number}: {checks}. Is any prime up to √{number} a factor?"
    return f"{number}: {checks}. So try the primes from 7 up."


__all__ = [
    "MAX_HINT_LEVEL",
    "AnswerCheck",
    "Feedback",
    "ItemFeedback",
    "check_answer",
    "correct_answer_text",
    "hint",
    "parse_answer",
    "prime_factors",
]
