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
'2 × 5 × 23 = 230, not 3105: use only primes that divide 3105'

Each line names the mistake that was made, and none does the pupil's work (RULES.md
"Feedback and hints never do the pupil's work"): a composite is called composite with a
clue in words, never broken down, and no line writes a product or a division the pupil did
not write:

>>> for line in check_answer(700, parse_answer("10 × 70")).lines:
...     print(line)
10 is not prime: it is even, so it can still be split
70 is not prime: it is even, so it can still be split
10 × 70 = 700, but every factor must be a prime
>>> for line in check_answer(76, parse_answer("2 × 19")).lines:
...     print(line)
2 × 19 = 38, not 76: a repeated prime is missing

:func:`hint` gives at most three hints, each one step (a rule in words, a prime to try,
one division with what it leaves), naming at most one prime and never the last step.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from .errors import AnswerError
from .phrases import QT_TRANSLATE_NOOP, Figure, Phrase
from .primes import (
    SIEVE_LIMIT,
    clue_not_prime,
    digit_sum,
    distinct_primes,
    expanded_form,
    explain_not_prime,
    explain_zero_or_one,
    factorise,
    group_powers,
    index_form,
    is_prime,
    prime_factors,
    superscript,
)

MAX_ANSWER_LENGTH = 200
MAX_EXPONENT = 13  # 2^13 = 8 192 ≤ 9 999 < 2^14: no number in the game needs a higher power
MAX_FACTORS = 40

_SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_TIMES_SIGNS = "×xX*·⋅•∙"
_TOKEN = (  # compiled by ``re`` when first used, not at start-up (issue 31)
    r"(?s)(?P<space>\s+)"
    r"|(?P<number>[0-9]+)"
    r"|(?P<super>[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|(?P<caret>\^|\*\*)"
    r"|(?P<times>[×xX*·⋅•∙])"
    r"|(?P<soft>[,;])"
    r"|(?P<other>.)"
)


def parse_answer(text: object) -> tuple[int, ...]:
    """The factors a pupil typed, powers expanded, in the order typed; () for ``none``.

    Raises :class:`AnswerError` with a friendly, specific message for anything
    that is not a product of whole numbers.
    """
    if not isinstance(text, str):
        raise AnswerError(Phrase(QT_TRANSLATE_NOOP("Engine", "Type the factors, like 2 × 3 × 5")))
    stripped = text.strip()
    if not stripped:
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", 'Type the factors, like 2 × 3 × 5 (or "none" for 0 and 1)'
                )
            )
        )
    if len(stripped) > MAX_ANSWER_LENGTH:
        if stripped.isdigit():
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "That number is far too big: numbers in this game have at most 4 digits",
                    )
                )
            )
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "That answer is too long: a number in this game has at most 13 prime factors",
                )
            )
        )
    if stripped.rstrip(".!").strip().lower() == "none":
        return ()
    return _parse_product(stripped)


@dataclass(frozen=True, slots=True)
class _Token:
    """One piece of an answer: its kind (a group name of ``_TOKEN``), its text and where it is."""

    kind: str
    value: str
    start: int


def _tokenise(text: str) -> list[_Token]:
    """The pieces of ``text`` in order, spaces left out."""
    return [
        _Token(match.lastgroup or "other", match.group(), match.start())
        for match in re.finditer(_TOKEN, text)
        if match.lastgroup != "space"
    ]


def _parse_product(text: str) -> tuple[int, ...]:
    return _fold(_tokenise(text), text)


def _fold(tokens: list[_Token], text: str) -> tuple[int, ...]:
    """Fold the pieces of an answer into its factors, or raise a friendly AnswerError."""
    fold = _Fold(text)
    for token in tokens:
        fold.take(token)
    return fold.finish()


class _Fold:
    """The factors read so far and what the next piece of the answer may be."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.factors: list[int] = []
        self.base: int | None = None  # the number just read, still waiting for a possible power
        self.pending_caret = False
        self.last_sign: str | None = None  # a × sign seen since the last factor
        self.just_powered = False  # the last thing read was a power

    def take(self, token: _Token) -> None:
        if self.pending_caret:
            self._caret_power(token)
            return
        was_powered, self.just_powered = self.just_powered, False
        if token.kind == "number":
            self._number(token.value)
        elif token.kind == "super":
            self._superscript(token.value, was_powered)
        elif token.kind == "caret":
            self._caret(was_powered)
        elif token.kind in ("times", "soft"):
            self._separator(token)
        else:
            raise AnswerError(_other_message(token.value, self.text, token.start))

    def finish(self) -> tuple[int, ...]:
        if self.pending_caret:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "%1^ needs a power after the ^, like %1^2"),
                    self.base,
                )
            )
        self._finish_base()
        if self.last_sign is not None:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "The answer ends with %1: is a factor missing?"),
                    self.last_sign,
                )
            )
        if not self.factors:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine", 'Type the factors, like 2 × 3 × 5 (or "none" for 0 and 1)'
                    )
                )
            )
        _check_count(self.factors)
        return tuple(self.factors)

    def _finish_base(self) -> None:
        if self.base is not None:
            self.factors.append(self.base)
            self.base = None

    def _caret_power(self, token: _Token) -> None:
        base = self.base
        assert base is not None
        if token.kind != "number":
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "%1^ needs a power after the ^, like %1^2"), base
                )
            )
        _add_power(self.factors, base, int(token.value), f"{base}^{token.value}")
        self.base, self.pending_caret, self.just_powered = None, False, True

    def _number(self, digits: str) -> None:
        self._finish_base()
        _check_factor_size(digits)
        self.base, self.last_sign = int(digits), None
        _check_count(self.factors)

    def _superscript(self, value: str, was_powered: bool) -> None:
        if was_powered:
            raise AnswerError(
                Phrase(QT_TRANSLATE_NOOP("Engine", "Give each factor one power only, like 2³"))
            )
        if self.base is None:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "%1 is a power: put it after a number, like 2%1"),
                    value,
                )
            )
        exponent = int(value.translate(str.maketrans(_SUPERSCRIPT_DIGITS, "0123456789")))
        _add_power(self.factors, self.base, exponent, f"{self.base}{value}")
        self.base, self.just_powered = None, True

    def _caret(self, was_powered: bool) -> None:
        if was_powered:
            raise AnswerError(
                Phrase(QT_TRANSLATE_NOOP("Engine", "Give each factor one power only, like 2^3"))
            )
        if self.base is None:
            raise AnswerError(
                Phrase(QT_TRANSLATE_NOOP("Engine", "^ needs a number before it, like 2^3"))
            )
        self.pending_caret = True

    def _separator(self, token: _Token) -> None:
        value = token.value
        times = token.kind == "times"
        if times and value in "xX" and self.base is None and not self.factors:
            raise AnswerError(_letter_message(self.text))
        self._finish_base()
        if not times:
            return
        if not self.factors:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "The answer starts with %1: type a number first"),
                    value,
                )
            )
        if self.last_sign is not None:
            raise AnswerError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine", "There are two %1 signs in a row: is a number missing?"
                    ),
                    value,
                )
            )
        self.last_sign = value


def _check_factor_size(digits: str) -> None:
    if len(digits.lstrip("0")) > len(str(SIEVE_LIMIT)):
        shown = digits if len(digits) <= 12 else digits[:8] + "…"
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "%1 is too big to be a factor: numbers in this game have at most 4 digits",
                ),
                shown,
            )
        )


def _check_count(factors: list[int]) -> None:
    if len(factors) > MAX_FACTORS:
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "That is too many factors: a number up to 9 999 has at most 13"
                )
            )
        )


def _add_power(factors: list[int], base: int, exponent: int, shown: str) -> None:
    if exponent == 0:
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 is 1, which is not a prime factor: leave it out"),
                shown,
            )
        )
    if exponent > MAX_EXPONENT:
        raise AnswerError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "%1 is far too big: numbers in this game have at most 4 digits, so no power "
                    "above %2 is needed",
                ),
                shown,
                MAX_EXPONENT,
            )
        )
    factors.extend([base] * exponent)
    _check_count(factors)


def _letter_message(text: str) -> str:
    word = re.search(r"[^\W\d_]+", text)
    if word and word.group().lower() in ("prime", "it's prime", "its prime"):
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "If the number is prime, type the number itself as its only factor"
            )
        )
    shown = word.group() if word else text
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            'Only numbers and × can be used: "%1" is not a number (type "none" for 0 and 1)',
        ),
        shown,
    )


def _other_message(char: str, text: str, position: int) -> str:
    before = text[:position].rstrip()
    after = text[position + 1 :].lstrip()
    if char in "-−–" and after[:1].isdigit() and (not before or before[-1] in _TIMES_SIGNS + ",;"):
        number = re.match(r"[0-9]+", after)
        shown = number.group() if number else after[:1]
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "Factors are never negative: use %1, not -%1"), shown
        )
    if char in ".," and before[-1:].isdigit() and after[:1].isdigit():
        whole = re.search(r"[0-9]+$", before)
        frac = re.match(r"[0-9]+", after)
        shown = f"{whole.group() if whole else ''}.{frac.group() if frac else ''}"
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1 is not a whole number: prime factors are whole numbers"
            ),
            shown,
        )
    if char in "+":
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Use × (or x or *) between the factors: they are multiplied, not added"
            )
        )
    if char in "-−–":
        return Phrase(QT_TRANSLATE_NOOP("Engine", "Use × (or x or *) between the factors, not -"))
    if char in "/÷:":
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Type the factors multiplied together, like 2 × 3 × 5, not divided"
            )
        )
    if char == "=":
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "Type just the factors, without =, like 2 × 3 × 5")
        )
    if char in "()[]{}":
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "No brackets needed: type the factors like 2^2 × 3")
        )
    if char.isalpha():
        return _letter_message(text)
    if char.isdigit():
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", '"%1" is not a digit we can read: use the digits 0 to 9'),
            char,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine", '"%1" cannot be used in an answer: type the factors like 2 × 3 × 5'
        ),
        char,
    )


_LARGE_PRODUCT = 10**12
"""A product of the typed factors above this is called "far more than" the number."""


class Feedback(StrEnum):
    """The kinds of feedback. The values are stable: learning records store them."""

    CORRECT = "correct"
    """A prime that divides the number, named no more often than it divides it."""
    NOT_PRIME = "not_prime"
    """A composite number named as a factor ("10 is not prime: it is even, so it can still
    be split")."""
    ZERO_OR_ONE = "zero_or_one"
    """0 or 1 named as a factor ("1 is not a prime")."""
    NOT_A_DIVISOR = "not_a_divisor"
    """A number that does not divide the number ("7 does not divide 3105")."""
    MISSING_FACTOR = "missing_factor"
    """Every number named is a right prime, but the product is too small: a prime is not named."""
    TOO_MANY = "too_many"
    """A right prime named more often than it divides the number: too many factors."""
    NONE_GIVEN = "none_given"
    """"none" for a number of 2 or more, which always has prime factors."""
    HAS_NO_FACTORS = "has_no_factors"
    """Factors named for 0 or 1, which have none."""
    REPEAT_MISSING = "repeat_missing"
    """A right prime named fewer times than it divides the number ("2 × 19" for 76 = 2 × 2 × 19).

    (Last, so that the order of the kinds in records and exports stays as it was.)"""


_WRONG_NUMBERS = frozenset({Feedback.NOT_PRIME, Feedback.ZERO_OR_ONE, Feedback.NOT_A_DIVISOR})
"""The kinds that mean a number named is not one of the number's prime factors at all."""


@dataclass(frozen=True, slots=True)
class ItemFeedback:
    """What was right or wrong about one number in the answer.

    ``value`` is the number named and ``count`` how often it was named. ``kind`` is the
    mistake the line names first and ``also`` any other it names: "91 does not divide 4157,
    and 91 is not prime either" is ``NOT_A_DIVISOR`` also ``NOT_PRIME``.
    """

    value: int
    count: int
    kind: Feedback
    text: str
    also: tuple[Feedback, ...] = ()

    @property
    def ok(self) -> bool:
        """True for a right prime, named no more often than it divides the number: it counts."""
        return self.kind is Feedback.CORRECT

    @property
    def kinds(self) -> tuple[Feedback, ...]:
        """Every kind this line names, the main one first."""
        return (self.kind, *self.also)


@dataclass(frozen=True, slots=True)
class AnswerCheck:
    """The result of checking one answer for one number."""

    number: int
    factors: tuple[int, ...]
    items: tuple[ItemFeedback, ...]
    """One per distinct number named, smallest first. A right prime named fewer times than it
    divides the number has a second item just after its ``CORRECT`` one (it still counts):
    a ``REPEAT_MISSING`` mistake."""
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
        kinds = [kind for item in self.wrong_items for kind in item.kinds]
        if self.summary_kind is not Feedback.CORRECT:
            kinds.append(self.summary_kind)
        return tuple(dict.fromkeys(kinds))

    @property
    def wrong_items(self) -> tuple[ItemFeedback, ...]:
        return tuple(item for item in self.items if not item.ok)

    @property
    def shown_items(self) -> tuple[ItemFeedback, ...]:
        """The items shown to a pupil who may try again: all but a ``REPEAT_MISSING`` one.

        Saying which prime is missing a repeat would write the answer for the pupil (2 × 3
        for 12: "a repeated 2 is missing" leaves nothing to work out), so only the summary
        names that kind of mistake ("2 × 3 = 6, not 12: a repeated prime is missing") and
        finding which prime is the pupil's work. The item stays in :attr:`items` for the
        learning records and for the turn's explanation once it is over.

        >>> [item.kind.value for item in check_answer(12, (2, 3)).shown_items]
        ['correct', 'correct']
        """
        return tuple(item for item in self.items if item.kind is not Feedback.REPEAT_MISSING)

    @property
    def lines(self) -> tuple[str, ...]:
        """Everything to show while the pupil may try again: the wrong items first (as in
        :attr:`shown_items`), then the summary."""
        return (*(item.text for item in self.shown_items if not item.ok), self.summary)


def check_answer(number: int, factors: tuple[int, ...]) -> AnswerCheck:
    """Check a parsed answer (from :func:`parse_answer`) for ``number`` (0 to 9 999).

    Every line names the mistake that was made, and no line breaks a composite down or
    writes a product or a division the pupil did not write:

    >>> check_answer(12, (2, 2, 3)).complete, check_answer(12, (2, 3)).summary
    (True, '2 × 3 = 6, not 12: a repeated prime is missing')
    >>> check_answer(183, (183,)).lines
    ('183 is not prime: its digits add up to 12, so it can still be split', \
'Every factor must be a prime: find primes that multiply to make 183')
    >>> check_answer(4157, (91,)).lines[0]
    '91 does not divide 4157, and 91 is not prime either'
    """
    if number < 0:
        raise ValueError("the game's numbers are 0 or more")
    counts = Counter(factors)
    powers = dict(factorise(number))
    items = tuple(
        item for value in sorted(counts) for item in _judge(number, value, counts[value], powers)
    )
    if any(set(item.kinds) & _WRONG_NUMBERS for item in items):
        # A composite named may hide the repeat ("2 × 18" for 36): fix the wrong numbers first.
        items = tuple(item for item in items if item.kind is not Feedback.REPEAT_MISSING)
    correct = frozenset(value for value in counts if value in powers)
    summary, summary_kind = _summarise(number, factors, items, powers)
    complete = summary_kind is Feedback.CORRECT
    return AnswerCheck(number, factors, items, summary, summary_kind, complete, correct)


def _judge(number: int, value: int, count: int, powers: dict[int, int]) -> tuple[ItemFeedback, ...]:
    """The items for one distinct number named ``count`` times."""
    if value in (0, 1):
        return (ItemFeedback(value, count, Feedback.ZERO_OR_ONE, explain_not_prime(value)),)
    if not is_prime(value):
        return (_judge_composite(number, value, count),)
    if number < 2:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 does not count here: %2 has no prime factors"),
            value,
            number,
        )
        return (ItemFeedback(value, count, Feedback.HAS_NO_FACTORS, text),)
    power = powers.get(value, 0)
    if power == 0:
        text = Phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not divide %2"), value, number)
        return (ItemFeedback(value, count, Feedback.NOT_A_DIVISOR, text),)
    if count > power:
        return (ItemFeedback(value, count, Feedback.TOO_MANY, _too_often(number, value, count)),)
    right = ItemFeedback(
        value,
        count,
        Feedback.CORRECT,
        Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a prime factor of %2"), value, number),
    )
    if count == power:
        return (right,)
    text = Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 divides %2 more than %3: a repeated %1 is missing"),
        value,
        number,
        _times(count),
    )
    return right, ItemFeedback(value, count, Feedback.REPEAT_MISSING, text)


def _judge_composite(number: int, value: int, count: int) -> ItemFeedback:
    """A composite named: called composite, with a clue in words when it divides the number
    (it is part of the way there), never broken down, whatever its size."""
    if number >= 2 and number % value:
        text = Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 does not divide %2, and %1 is not prime either"),
            value,
            number,
        )
        return ItemFeedback(value, count, Feedback.NOT_A_DIVISOR, text, (Feedback.NOT_PRIME,))
    return ItemFeedback(value, count, Feedback.NOT_PRIME, clue_not_prime(value))


def _too_often(number: int, value: int, count: int) -> str:
    shown = " × ".join([str(value)] * count) if count <= 4 else f"{value}{superscript(count)}"
    power = value**count
    if power <= _LARGE_PRODUCT:
        shown += f" = {power}"
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 appears too often: %2 does not divide %3"),
        value,
        shown,
        number,
    )


def _times(count: int) -> str:
    if count == 1:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "once"))
    if count == 2:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "twice"))
    return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 times"), Figure(count))


_CAPITALISED = {
    "use only primes that divide %1": QT_TRANSLATE_NOOP("Engine", "Use only primes that divide %1"),
    "every factor must be a prime": QT_TRANSLATE_NOOP("Engine", "Every factor must be a prime"),
    "0 and 1 are not primes, so leave them out": QT_TRANSLATE_NOOP(
        "Engine", "0 and 1 are not primes, so leave them out"
    ),
    "%1 is not a prime, so leave it out": QT_TRANSLATE_NOOP(
        "Engine", "%1 is not a prime, so leave it out"
    ),
}


def _capitalised(text: str) -> str:
    """``text`` with a capital first letter, as a phrase each language can say its own way."""
    if isinstance(text, Phrase):
        if text.template in _CAPITALISED:
            return Phrase(_CAPITALISED[text.template], *text.values)
        if not text.translatable and text.values and isinstance(text.values[0], str):
            first = _capitalised(text.values[0])
            return Phrase(text.template, first, *text.values[1:], translatable=False)
    return text[:1].upper() + text[1:]


def _summarise(
    number: int, factors: tuple[int, ...], items: tuple[ItemFeedback, ...], powers: dict[int, int]
) -> tuple[str, Feedback]:
    if number < 2:
        if not factors:
            return Phrase(
                QT_TRANSLATE_NOOP("Engine", "Right: %1 has no prime factors"), number
            ), Feedback.CORRECT
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", '%1. Type "none".'), explain_zero_or_one(number)
        ), Feedback.HAS_NO_FACTORS
    if not factors:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 has prime factors: only 0 and 1 have none"), number
        ), Feedback.NONE_GIVEN
    kinds = {kind for item in items for kind in item.kinds}
    if kinds & _WRONG_NUMBERS:
        return _summarise_wrong_numbers(number, factors, kinds)
    absent = any(p not in factors for p in powers)
    over = Feedback.TOO_MANY in kinds
    short = Feedback.REPEAT_MISSING in kinds
    if not (absent or over or short):
        if len(factors) == 1:
            return Phrase(
                QT_TRANSLATE_NOOP("Engine", "Right: %1 is prime"), number
            ), Feedback.CORRECT
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "Right: %1 = %2"), _shown(factors), number
        ), Feedback.CORRECT
    head = _product_head(number, factors)
    if absent and over:
        return (
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "%1: a prime appears too often, and a factor is missing"
                ),
                head,
            ),
            Feedback.MISSING_FACTOR,
        )
    if absent and len(factors) == 1:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1: a factor is missing"), head
        ), Feedback.MISSING_FACTOR
    if absent:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1: the product is too small, so a factor is missing"),
            head,
        ), Feedback.MISSING_FACTOR
    if over and short:
        kind = Feedback.TOO_MANY if math.prod(factors) > number else Feedback.REPEAT_MISSING
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "%1: the primes are right, but not how many times each one appears"
            ),
            head,
        ), kind
    if over:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1: that is too big, so there are too many factors"), head
        ), Feedback.TOO_MANY
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1: a repeated prime is missing"), head
    ), Feedback.REPEAT_MISSING


def _summarise_wrong_numbers(
    number: int, factors: tuple[int, ...], kinds: set[Feedback]
) -> tuple[str, Feedback]:
    """The summary when some number named is not a prime factor at all (the items say which)."""
    if Feedback.NOT_A_DIVISOR in kinds:
        kind, advice = (
            Feedback.NOT_A_DIVISOR,
            Phrase(QT_TRANSLATE_NOOP("Engine", "use only primes that divide %1"), number),
        )
    elif Feedback.NOT_PRIME in kinds:
        kind, advice = (
            Feedback.NOT_PRIME,
            Phrase(QT_TRANSLATE_NOOP("Engine", "every factor must be a prime")),
        )
    else:
        kind = Feedback.ZERO_OR_ONE
        small = sorted({f for f in factors if f < 2})
        advice = (
            Phrase(QT_TRANSLATE_NOOP("Engine", "0 and 1 are not primes, so leave them out"))
            if len(small) == 2
            else Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a prime, so leave it out"), small[0])
        )
    if len(factors) == 1:
        if kind is Feedback.ZERO_OR_ONE:
            return Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "Every factor must be a prime, and the smallest prime is 2"
                )
            ), kind
        if factors[0] == number:
            advice += Phrase(
                QT_TRANSLATE_NOOP("Engine", ": find primes that multiply to make %1"), number
            )
        return _capitalised(advice), kind
    if math.prod(factors) == number:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 = %2, but %3"), _shown(factors), number, advice
        ), kind
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1: %2"), _product_head(number, factors), advice
    ), kind


def _shown(factors: tuple[int, ...] | list[int]) -> str:
    """The factors smallest first: ``2 × 2 × 3``, or ``2¹³ × 5`` once that would be long."""
    ordered = sorted(factors)
    if len(ordered) <= 6:
        return expanded_form(ordered)
    return index_form(group_powers(ordered))


def _product_head(number: int, factors: tuple[int, ...]) -> str:
    """``2 × 19 = 38, not 76``; ``3 alone is not 183``."""
    if len(factors) == 1:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 alone is not %2"), factors[0], number)
    shown = _shown(factors)
    product = math.prod(factors)
    if product > _LARGE_PRODUCT:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is far more than %2"), shown, number)
    return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 = %2, not %3"), shown, product, number)


def correct_answer_text(number: int) -> str:
    """The answer as the app shows it: ``3105 = 3³ × 5 × 23``, ``97 is prime``, or why 0/1."""
    if number < 2:
        return explain_zero_or_one(number)
    if is_prime(number):
        return Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is prime"), number)
    return f"{number} = {index_form(factorise(number))}"


MAX_HINT_LEVEL = 3
"""The number of hints a turn may have, each one step: 1 a divisibility rule in words,
2 a prime to try, 3 one division with what it leaves.

A hint names at most one prime, shows at most one division, and never states the last step:
when the division would leave a prime it stops before it ("Divide 58 by 2. Is what is left
prime?"). No hint ends the turn: Give up shows the answer, and then nothing is claimed
(RULES.md "Feedback and hints never do the pupil's work")."""

_NONE_HINTS = (
    QT_TRANSLATE_NOOP(
        "Engine", "Try to make %1 by multiplying primes, like 2 × 3 or 5 × 7. Can you?"
    ),
    QT_TRANSLATE_NOOP(
        "Engine",
        "Every prime is 2 or more, so primes multiplied together always make 2 or more, never %1.",
    ),
    QT_TRANSLATE_NOOP("Engine", 'If a number cannot be made by multiplying primes, type "none".'),
)


def hint(number: int, level: int, typed: str = "") -> str:
    """Hint ``level`` (1 to :data:`MAX_HINT_LEVEL`) for ``number``, building on ``typed``.

    The right primes in what the pupil has typed so far are taken as found and the hints
    are about what is left; wrong or unreadable typing is ignored.

    >>> for level in (1, 2, 3):
    ...     print(hint(290, level))
    Look at the last digit of 290. If it is 0, 2, 4, 6 or 8, then 2 divides 290.
    Try 2: divide 290 by 2.
    290 ÷ 2 = 145. Now find the primes of 145.
    >>> hint(58, 3)
    'Divide 58 by 2. Is what is left prime?'
    >>> hint(21, 3, typed="3 x 8")
    'You have 3 so far. Divide 21 by 3. Is what is left prime?'
    >>> hint(448, 3, typed="2 × 2")
    'You have 2 × 2 = 4 so far. 448 ÷ 4 = 112. Now find the primes of 112.'
    """
    if not 1 <= level <= MAX_HINT_LEVEL:
        raise ValueError(f"hint level must be 1 to {MAX_HINT_LEVEL}")
    if number < 0:
        raise ValueError("the game's numbers are 0 or more")
    if number < 2:
        return Phrase(_NONE_HINTS[level - 1], number)
    found, complete = _found_so_far(number, typed)
    rest = number // math.prod(found)
    if rest == 1:
        if complete:
            return Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "You have typed all the prime factors of %1. Press Check."
                ),
                number,
            )
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Your right primes already make %1: take out the other numbers."
            ),
            number,
        )
    if found:
        return _hint_after(number, found, rest, level)
    if is_prime(number):
        return _prime_hint(number, level)
    return _composite_hint(number, level)


def _found_so_far(number: int, typed: str) -> tuple[tuple[int, ...], bool]:
    """The right primes typed (each no more often than it divides ``number``), and whether the
    typing is the whole answer. Anything unreadable counts as nothing typed."""
    try:
        check = check_answer(number, parse_answer(typed))
    except AnswerError:
        return (), False
    found = sorted(item.value for item in check.items if item.ok for _ in range(item.count))
    return tuple(found), check.complete


def _product_text(primes: tuple[int, ...]) -> str:
    """The pupil's primes multiplied out: ``3``; ``2 × 2 = 4``; ``2⁶ × 7 = 448`` once long."""
    if len(primes) == 1:
        return str(primes[0])
    return f"{_shown(primes)} = {math.prod(primes)}"


def _composite_hint(number: int, level: int) -> str:
    """Hints for a composite, nothing typed yet: a rule for its smallest prime, that prime
    to try, then the division by it (or, when that would leave a prime, a question)."""
    p = distinct_primes(number)[0]
    q = number // p
    if level == 1:
        return _rule(number, p)
    if level == 2:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "Try %2: divide %1 by %2."), number, p)
    if is_prime(q):
        return _divide_then_ask(number, p)
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 ÷ %2 = %3. Now find the primes of %3."), number, p, q
    )


def _divide_then_ask(number: int, divisor: int) -> str:
    """The last hint when dividing would leave a prime: it stops before that step."""
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "Divide %1 by %2. Is what is left prime?"), number, divisor
    )


def _hint_after(number: int, found: tuple[int, ...], rest: int, level: int) -> str:
    """Hints once the pupil has typed some right primes (``found``, making ``number ÷ rest``):
    about what is left, which is said only when it still has to be split."""
    so_far = math.prod(found)
    lead = Phrase(QT_TRANSLATE_NOOP("Engine", "You have %1 so far. "), _product_text(found))
    step: str
    if is_prime(rest):
        if level == 1:
            step = Phrase(
                QT_TRANSLATE_NOOP("Engine", "Divide %1 by %2 and find the primes of what is left."),
                number,
                so_far,
            )
        elif level == 2:
            step = Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Divide %1 by %2, then try the smallest primes on what is left, one by one.",
                ),
                number,
                so_far,
            )
        else:
            step = _divide_then_ask(number, so_far)
        return lead + step
    p = distinct_primes(rest)[0]
    if level == 1:
        step = Phrase(
            QT_TRANSLATE_NOOP("Engine", "Divide %1 by %2 and find the primes of what is left. %3"),
            number,
            so_far,
            _rule_for_what_is_left(p),
        )
    elif level == 2:
        step = Phrase(
            QT_TRANSLATE_NOOP("Engine", "Divide %1 by %2, then try %3 on what is left."),
            number,
            so_far,
            p,
        )
    else:
        step = Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 ÷ %2 = %3. Now find the primes of %3."),
            number,
            so_far,
            rest,
        )
    return lead + step


def _rule(number: int, p: int) -> str:
    """A divisibility rule in words that leads to ``p``, the smallest prime dividing the
    composite ``number`` (the prime is a value of the phrase, so the checks see it named)."""
    if p == 2:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "Look at the last digit of %1. If it is 0, 2, 4, 6 or 8, then %2 divides %1.",
            ),
            number,
            p,
        )
    if p == 5:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Look at the last digit of %1. If it is 0 or 5, then %2 divides %1."
            ),
            number,
            p,
        )
    if p == 3 and number >= 10:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Add up the digits of %1: %2. If %3 divides the total, %3 divides %1 too."
            ),
            number,
            _digits_added(number),
            p,
        )
    if p == 3:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is odd, so 2 does not divide it. Try the next prime."),
            number,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "%1 If not, try the next primes in turn."),
        _small_prime_questions(number),
    )


def _rule_for_what_is_left(p: int) -> str:
    """The rule for ``p``, the smallest prime of what is left, said of "what is left"."""
    if p == 2:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "If what is left ends in 0, 2, 4, 6 or 8, then %1 divides it."
            ),
            p,
        )
    if p == 5:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "If what is left ends in 0 or 5, then %1 divides it."), p
        )
    if p == 3:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "Add up the digits of what is left: if %1 divides the total, %1 divides it.",
            ),
            p,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine", "Try the smallest primes on it first, then the next primes in turn."
        )
    )


def _digits_added(number: int) -> str:
    """``3 + 1 + 0 + 5``: the digits of ``number`` (figures, not factors) to add up."""
    digits = [Figure(int(d)) for d in str(number)]
    template = " + ".join(f"%{i}" for i in range(1, len(digits) + 1))
    return Phrase(template, *digits, translatable=False)


def _prime_hint(number: int, level: int) -> str:
    """Hints for a prime: check the small primes, see them fail, then stop trying (a
    question: a hint never says it is prime)."""
    if level == 3:
        return _stop_question(number)
    if number < 7:
        if level == 1:
            return Phrase(
                QT_TRANSLATE_NOOP("Engine", "Which primes divide %1? Try each prime up to %1."),
                number,
            )
        return {
            2: Phrase(
                QT_TRANSLATE_NOOP("Engine", "2 is even. Which prime divides every even number?")
            ),
            3: Phrase(QT_TRANSLATE_NOOP("Engine", "3 is odd, so 2 does not divide it.")),
            5: Phrase(QT_TRANSLATE_NOOP("Engine", "2 and 3 do not divide 5.")),
        }[number]
    if level == 1:
        if number < 7 * 7:
            return _small_prime_questions(number)
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 If not, try the next primes in turn."),
            _small_prime_questions(number),
        )
    if number < 7 * 7:
        return _ruled_out(number)
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine", "Try %2: %1 ÷ %2 is %3 with %4 left over, so %2 does not divide %1."
        ),
        number,
        7,
        Figure(number // 7),
        Figure(number % 7),
    )


def _small_prime_questions(number: int) -> str:
    if number < 10:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Start with the smallest primes: does 2, 3 or 5 divide %1?"
            ),
            number,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Start with the smallest primes. Is %1 even? Does 3 divide the total of its digits? "
            "Does it end in 0 or 5?",
        ),
        number,
    )


def _ruled_out(number: int) -> str:
    """Why 2, 3 and 5 do not divide the prime ``number`` (odd, its digits, its last digit)."""
    if number < 10:
        three = Phrase(QT_TRANSLATE_NOOP("Engine", "3 does not divide it."))
    else:
        three = Phrase(
            QT_TRANSLATE_NOOP("Engine", "Its digits add up to %1, so 3 does not divide it."),
            Figure(digit_sum(number)),
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "%1 is odd, so 2 does not divide it. %2 It does not end in 0 or 5, so 5 does not "
            "divide it.",
        ),
        number,
        three,
    )


def _stop_question(prime: int) -> str:
    """The strongest hint for a prime: no prime that needs trying divides it. What does that
    say? (The primes named divide nothing here: the number is prime.)"""
    if prime < 4:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Only 1 and %1 divide %1. What does that tell you about %1?"
            ),
            prime,
        )
    tried = [p for p in range(2, math.isqrt(prime) + 1) if is_prime(p)]
    after = next(p for p in range(tried[-1] + 1, prime) if is_prime(p))
    if len(tried) == 1:
        none = Phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not divide %2"), tried[0], prime)
    elif len(tried) <= 5:
        none = Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 and %2 do not divide %3"),
            ", ".join(map(str, tried[:-1])),
            tried[-1],
            prime,
        )
    else:
        none = Phrase(
            QT_TRANSLATE_NOOP("Engine", "None of the primes from 2 to %1 divides %2"),
            tried[-1],
            prime,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "%1. The next prime is %2, and %2 × %2 is more than %3, so you can stop trying. "
            "What does that tell you about %3?",
        ),
        none,
        after,
        prime,
    )


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
