"""Computer players: what a computer seat types as its answer (RULES.md "Computer players").

A computer player follows exactly the rules a person does. In Auto mode the
app factors every number, so a computer seat needs nothing from this module:
the controller just plays :class:`~wildwest.engine.state.Draw` for it. In
Practice and Challenge it gives one answer, typed as text, which goes through
:func:`~wildwest.engine.answers.parse_answer` and
:func:`~wildwest.engine.answers.check_answer` and is scored like a person's
Challenge answer, in Practice too: the deal's seats say which players are
computers (:class:`~wildwest.engine.seats.Seat`), and
:func:`~wildwest.engine.game.apply` scores a computer seat's
:class:`~wildwest.engine.state.Submit` once, and accepts only the answer this
module gives it (:func:`~wildwest.engine.game.answer_for_state`).

How often it errs is its :class:`Level`:

- **Greenhorn** makes the mistakes beginners make: it writes each prime once
  (2 × 7 for 28), leaves out a large prime, calls a composite such as 91 or
  51 prime, names 1 as a factor, names a prime that does not divide the
  number, or types "none" for a prime. It is sometimes right.
- **Deputy** is usually right and slips now and then, mostly on 4-digit numbers.
- **Sheriff** is always right.

Its answer is decided from the deal code, the seat and the turn alone, so a
replayed or reopened game gives the same answers on every machine:

>>> a = computer_answer(Level.GREENHORN, 91, seed=4821, seat=1, turn=3)
>>> a == computer_answer("greenhorn", 91, seed=4821, seat=1, turn=3)
True
>>> computer_answer(Level.SHERIFF, 3105, seed=4821, seat=1, turn=3).text
'3³ × 5 × 23'

Randomness: each answer uses a fresh ``random.Random`` seeded with an int made
by SHA-256 from (deal seed, seat, turn, level), and only its ``getrandbits``,
the Mersenne Twister's raw output, which is what the deal shuffles rely on too
(:func:`~wildwest.engine.deal.seeded_shuffle`): seeding with an int is the
seeding Python keeps stable across versions, and ``getrandbits`` hands out the
generator's output words unchanged. ``random.choice``, ``shuffle``,
``randrange`` and ``random()`` are not used, so changes to how they turn those
words into choices cannot change an answer. A test pins a few answers.
"""

from __future__ import annotations

import bisect
import functools
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import product
from types import MappingProxyType

from .answers import Feedback
from .deal import MAX_SEED, Deal
from .errors import WildWestError
from .names import name_key
from .phrases import QT_TRANSLATE_NOOP, Phrase
from .primes import PRIMES, SIEVE_LIMIT, group_powers, index_form, is_prime, prime_factors
from .seats import Level, parse_level

__all__ = [
    "COMPUTER_NAMES",
    "MAX_COMPUTER_SEATS",
    "MAX_THINK_MS",
    "STYLES",
    "ComputerAnswer",
    "Level",
    "Notation",
    "Slip",
    "Style",
    "computer_answer",
    "computer_names",
    "deal_seed",
    "parse_level",
    "write_answer",
]


class Slip(StrEnum):
    """A kind of mistake a computer player chose to make. The values are stable."""

    DROPPED_REPEAT = "dropped_repeat"
    """Wrote each prime once: 2 × 7 for 28 (costs nothing in Challenge)."""
    DROPPED_PRIME = "dropped_prime"
    """Left out the largest prime (if the level may leave it out): 3³ × 5 for 3105."""
    COMPOSITE_AS_PRIME = "composite_as_prime"
    """Called a composite prime: 91 for 91, or 3² × 5 × 69 for 3105."""
    NAMED_ONE = "named_one"
    """Named 1 as a prime factor (1 × 2² × 7), or answered 0 or 1 with itself."""
    NOT_A_DIVISOR = "not_a_divisor"
    """Named a prime that does not divide the number, instead of a right one or as well."""
    NONE_FOR_PRIME = "none_for_prime"
    """Typed "none" for a prime, as if a prime had no prime factors."""

    @property
    def label(self) -> str:
        """What went wrong, to finish "Dusty Dan …": "called a composite number prime"."""
        return _SLIP_LABELS[self]

    @property
    def feedback(self) -> Feedback:
        """The kind of checker feedback that explains this mistake when it is the only one."""
        return _SLIP_FEEDBACK[self]


_SLIP_LABELS = {
    Slip.DROPPED_REPEAT: "wrote a repeated prime only once",
    Slip.DROPPED_PRIME: "left out a prime factor",
    Slip.COMPOSITE_AS_PRIME: "called a composite number prime",
    Slip.NAMED_ONE: "named 1 as a prime",
    Slip.NOT_A_DIVISOR: "named a prime that does not divide the number",
    Slip.NONE_FOR_PRIME: 'typed "none" for a prime',
}

_SLIP_FEEDBACK = {
    Slip.DROPPED_REPEAT: Feedback.REPEAT_MISSING,
    Slip.DROPPED_PRIME: Feedback.MISSING_FACTOR,
    Slip.COMPOSITE_AS_PRIME: Feedback.NOT_PRIME,
    Slip.NAMED_ONE: Feedback.ZERO_OR_ONE,
    Slip.NOT_A_DIVISOR: Feedback.NOT_A_DIVISOR,
    Slip.NONE_FOR_PRIME: Feedback.NONE_GIVEN,
}

# Slips are applied to the draft answer in this order, whatever order they were chosen in.
_SLIP_ORDER: tuple[Slip, ...] = (
    Slip.NONE_FOR_PRIME,
    Slip.COMPOSITE_AS_PRIME,
    Slip.DROPPED_PRIME,
    Slip.DROPPED_REPEAT,
    Slip.NOT_A_DIVISOR,
    Slip.NAMED_ONE,
)


class Notation(StrEnum):
    """How a level writes a product (every form :func:`parse_answer` reads)."""

    EXPANDED = "expanded"
    """``2 × 2 × 7``"""
    CARET = "caret"
    """``2^2 × 7``"""
    INDEX = "index"
    """``2² × 7``"""


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays: the tuned numbers behind "how often it errs".

    ``slip_chance[d - 1]`` is the chance of making a mistake at all on a
    ``d``-digit number (0-9 count as 1 digit). The first mistake is chosen by
    ``weights`` among the slips that fit the number (a slip with no fitting
    number is skipped; if none fits, the answer is right); ``second_chance``
    is the chance of one more, different slip. Only composites above
    ``composite_above`` can look prime to the level (see :func:`looks_prime`).
    """

    slip_chance: tuple[float, float, float, float]
    weights: Mapping[Slip, int] = field(default_factory=dict)
    second_chance: float = 0.0
    composite_above: int = 0
    knows_rules_for: tuple[int, ...] = (2, 5)
    """Primes whose divisibility rule the level knows: a multiple of one never looks prime to it."""
    drops_from: int = 7
    """The smallest prime the level may leave out (as the largest prime of a number)."""
    notation: Notation = Notation.EXPANDED


STYLES: Mapping[Level, Style] = MappingProxyType(
    {
        Level.GREENHORN: Style(
            slip_chance=(0.6, 0.85, 0.95, 0.95),
            weights=MappingProxyType(
                {
                    Slip.DROPPED_PRIME: 6,
                    Slip.COMPOSITE_AS_PRIME: 6,
                    Slip.NOT_A_DIVISOR: 5,
                    Slip.NONE_FOR_PRIME: 3,
                    Slip.DROPPED_REPEAT: 2,
                    Slip.NAMED_ONE: 2,
                }
            ),
            second_chance=0.7,
            composite_above=20,
            knows_rules_for=(2, 5),
            drops_from=3,
            notation=Notation.EXPANDED,
        ),
        Level.DEPUTY: Style(
            slip_chance=(0.0, 0.1, 0.25, 0.6),
            weights=MappingProxyType(
                {
                    Slip.DROPPED_PRIME: 5,
                    Slip.COMPOSITE_AS_PRIME: 4,
                    Slip.NOT_A_DIVISOR: 2,
                    Slip.DROPPED_REPEAT: 1,
                }
            ),
            composite_above=100,
            knows_rules_for=(2, 3, 5),
            drops_from=7,
            notation=Notation.CARET,
        ),
        Level.SHERIFF: Style(slip_chance=(0.0, 0.0, 0.0, 0.0), notation=Notation.INDEX),
    }
)
"""Each level's :class:`Style` (see the balance measurements in ``balancing.py``)."""


@dataclass(frozen=True, slots=True)
class ComputerAnswer:
    """What a computer player typed for a number, and the mistakes it chose to make.

    ``text`` is the answer as typed, for :class:`~wildwest.engine.state.Submit`;
    ``slips`` is () when the answer is right. The checker's feedback on
    ``text`` explains each mistake ("91 is not prime: 91 = 7 × 13");
    ``think_ms`` is how long the app may show the player "thinking" (bigger
    numbers take longer), from 750 to :data:`MAX_THINK_MS`.
    """

    level: Level
    number: int
    text: str
    slips: tuple[Slip, ...]
    think_ms: int

    @property
    def correct(self) -> bool:
        return not self.slips


MAX_THINK_MS = 3000
"""The longest "thinking" pause a computer answer suggests, in milliseconds."""

_KEY_VERSION = "wildwest-computer-1"


def deal_seed(deal: Deal) -> int:
    """The seed computer answers are decided from: the deal code, or one made from the cards.

    A hand-made deal (``deal.seed is None``) gets a number above :data:`MAX_SEED`
    made by SHA-256 from the number of players and the two piles' card codes,
    so it never equals a deal code and does not change when a name, a house
    rule or the deal-file format changes.
    """
    if deal.seed is not None:
        return deal.seed
    cards = "|".join(
        (
            str(len(deal.players)),
            " ".join(card.code for card in deal.face_pile),
            " ".join(card.code for card in deal.digit_pile),
        )
    )
    import hashlib  # on first use: a computer player's first answer (start-up time)

    digest = hashlib.sha256(f"{_KEY_VERSION}/deal/{cards}".encode()).digest()
    return MAX_SEED + 1 + int.from_bytes(digest[:8], "big")


def turn_random(seed: int, seat: int, turn: int, salt: str) -> random.Random:
    """A ``random.Random`` for one answer, the same on every machine and Python version.

    Only its ``getrandbits`` should be used (see the module docstring).
    """
    import hashlib  # on first use: a computer player's first answer (start-up time)

    key = f"{_KEY_VERSION}/{seed}/{seat}/{turn}/{salt}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest(), "big"))


def chance(rng: random.Random, p: float) -> bool:
    """True with probability ``p``, from 53 raw bits (p ≤ 0: never; p ≥ 1: always)."""
    return rng.getrandbits(53) < p * (1 << 53)


def below(rng: random.Random, n: int) -> int:
    """A whole number from 0 to n - 1, every one equally likely, from raw bits."""
    if n <= 1:
        return 0
    bits = (n - 1).bit_length()
    x = rng.getrandbits(bits)
    while x >= n:
        x = rng.getrandbits(bits)
    return x


def _weighted(rng: random.Random, options: Sequence[tuple[Slip, int]]) -> Slip:
    total = sum(weight for _, weight in options)
    x = below(rng, total)
    for slip, weight in options:
        if x < weight:
            return slip
        x -= weight
    raise AssertionError("weights must be positive")


# ---------------------------------------------------------------- the mistakes


def _in_times_table(n: int) -> bool:
    return any(n % a == 0 and n // a <= 10 for a in range(2, 11))


def looks_prime(n: int, style: Style) -> bool:
    """Whether a level could take the composite ``n`` for a prime.

    It must be composite, above ``style.composite_above``, not in the 10 × 10
    times table, and not divisible by a prime whose rule the level knows.
    A Greenhorn takes 51, 57, 87 and 91 for primes; a Deputy 143 or 221.
    """
    if n <= style.composite_above or n < 4 or is_prime(n) or _in_times_table(n):
        return False
    return all(n % p for p in style.knows_rules_for)


def _sub_products(factors: Sequence[int]) -> set[int]:
    """The products of every sub-multiset of ``factors`` with 2 or more primes."""
    groups = group_powers(sorted(factors))
    found: set[int] = set()
    for powers in product(*(range(e + 1) for _, e in groups)):
        if sum(powers) >= 2:
            value = 1
            for (p, _), k in zip(groups, powers, strict=True):
                value *= p**k
            found.add(value)
    return found


def _neighbour_prime(rng: random.Random, q: int, number: int) -> int:
    """A prime next to ``q`` (just below or above) that does not divide ``number``."""
    index = bisect.bisect_left(PRIMES, q)
    step = 1 if index == 0 or chance(rng, 0.5) else -1
    i = index + step
    while 0 <= i < len(PRIMES) and number % PRIMES[i] == 0:
        i += step
    if not 0 <= i < len(PRIMES):  # ran off the list's end: go the other way
        i = index - step
        while number % PRIMES[i] == 0:
            i -= step
    return PRIMES[i]


def _small_non_divisor(rng: random.Random, number: int) -> int:
    small = [p for p in PRIMES[:6] if number % p]  # 2, 3, 5, 7, 11, 13
    return small[below(rng, len(small))] if small else 17


@functools.cache
def _fakes(primes: tuple[int, ...], level: Level) -> tuple[int, ...]:
    """The composites made of some of ``primes`` that look prime to ``level``, ascending."""
    style = STYLES[level]
    return tuple(sorted(r for r in _sub_products(primes) if looks_prime(r, style)))


def _fits(slip: Slip, number: int, factors: tuple[int, ...], level: Level) -> bool:
    """Whether ``slip`` can be made on ``number`` (with true prime ``factors``)."""
    distinct = set(factors)
    if slip is Slip.NAMED_ONE:
        return True
    if number < 2:
        return False
    if slip is Slip.NONE_FOR_PRIME:
        return len(factors) == 1
    if slip is Slip.COMPOSITE_AS_PRIME:
        return bool(_fakes(factors, level))
    if slip is Slip.DROPPED_PRIME:
        return len(distinct) >= 2 and max(distinct) >= STYLES[level].drops_from
    if slip is Slip.DROPPED_REPEAT:
        return len(distinct) < len(factors)
    return True  # NOT_A_DIVISOR: a prime can always be swapped or added


@functools.cache
def _options(level: Level, number: int) -> tuple[tuple[Slip, int], ...]:
    """The slips ``level`` may make on ``number``, with their weights."""
    factors = prime_factors(number) if number >= 2 else ()
    return tuple(
        (slip, weight)
        for slip, weight in STYLES[level].weights.items()
        if weight > 0 and _fits(slip, number, factors, level)
    )


def _apply_slip(
    slip: Slip, draft: list[int], number: int, level: Level, rng: random.Random
) -> list[int] | None:
    """The draft answer with ``slip`` made, or None if it no longer fits."""
    primes = [f for f in draft if is_prime(f)]
    if slip is Slip.NONE_FOR_PRIME:
        return []
    if slip is Slip.COMPOSITE_AS_PRIME:
        options = _fakes(tuple(primes), level)
        if not options:
            return None
        fake = options[below(rng, len(options))]
        rest = Counter(draft)
        rest.subtract(Counter(prime_factors(fake)))
        return sorted([*rest.elements(), fake])
    if slip is Slip.DROPPED_PRIME:
        if len(set(draft)) < 2 or not primes or max(primes) < STYLES[level].drops_from:
            return None
        largest = max(primes)
        return [f for f in draft if f != largest]
    if slip is Slip.DROPPED_REPEAT:
        if len(set(draft)) == len(draft):
            return None
        return sorted(set(draft))
    if slip is Slip.NOT_A_DIVISOR:
        if primes and chance(rng, 0.5):  # a slip in the last division: swap the largest prime
            largest = max(primes)
            swapped = _neighbour_prime(rng, largest, number)
            return sorted(swapped if f == largest else f for f in draft)
        return sorted([*draft, _small_non_divisor(rng, number)])
    # NAMED_ONE: "1 × …", or 0 or 1 answered with itself.
    if number < 2:
        return [number]
    return [1, *draft]


def _choose_slips(level: Level, number: int, rng: random.Random) -> list[Slip]:
    style = STYLES[level]
    digits = len(str(number))
    if not chance(rng, style.slip_chance[min(digits, 4) - 1]):
        return []
    options = _options(level, number)
    if not options:
        return []
    first = _weighted(rng, options)
    chosen = [first]
    if first is Slip.NONE_FOR_PRIME:  # "none" is the whole answer
        return chosen
    rest = [(s, w) for s, w in options if s not in (first, Slip.NONE_FOR_PRIME)]
    if rest and chance(rng, style.second_chance):
        chosen.append(_weighted(rng, rest))
    return chosen


def write_answer(factors: Iterable[int], notation: Notation = Notation.EXPANDED) -> str:
    """An answer as typed: ``none``, or the factors in order with × between them.

    A 1 (a Greenhorn's mistake) is written first; repeated factors next to
    each other are grouped as powers in the caret and index notations.

    >>> write_answer([2, 2, 7]), write_answer([2, 2, 7], Notation.CARET), write_answer([])
    ('2 × 2 × 7', '2^2 × 7', 'none')
    """
    items = list(factors)
    if not items:
        return "none"
    if notation is Notation.EXPANDED:
        return " × ".join(str(f) for f in items)
    if notation is Notation.INDEX:
        return index_form(group_powers(items))
    return " × ".join(str(p) if e == 1 else f"{p}^{e}" for p, e in group_powers(items))


def _think_ms(number: int, rng: random.Random) -> int:
    digits = len(str(number))
    work = len(prime_factors(number)) if number >= 2 else 0
    return min(MAX_THINK_MS, 500 + 250 * digits + 150 * work + below(rng, 401))


def computer_answer(
    level: Level | str, number: int, *, seed: int, seat: int, turn: int
) -> ComputerAnswer:
    """What a computer player of ``level`` types for ``number`` (0 to 9 999).

    ``seed`` is :func:`deal_seed` of the game's deal, ``seat`` the player's
    index in seating order and ``turn`` the number of turns already scored in
    the game (``len(state.turns)``). The same four always give the same answer.
    """
    level = Level(level)
    if not 0 <= number <= SIEVE_LIMIT:
        raise ValueError(f"the game's numbers are 0 to {SIEVE_LIMIT}, not {number}")
    return _computer_answer(level, number, seed, seat, turn)


@functools.lru_cache(maxsize=256)
def _computer_answer(level: Level, number: int, seed: int, seat: int, turn: int) -> ComputerAnswer:
    """:func:`computer_answer`, remembered: the engine checks a computer seat's answer
    against it after the controller asked for it, so each is worked out once."""
    rng = turn_random(seed, seat, turn, level.value)
    think = _think_ms(number, rng)
    chosen = set(_choose_slips(level, number, rng))
    draft = list(prime_factors(number)) if number >= 2 else []
    made: list[Slip] = []
    for slip in _SLIP_ORDER:
        if slip in chosen:
            changed = _apply_slip(slip, draft, number, level, rng)
            if changed is not None and changed != draft:
                draft = changed
                made.append(slip)
    text = write_answer(draft, STYLES[level].notation)
    return ComputerAnswer(level, number, text, tuple(made), think)


# ---------------------------------------------------------------- names

COMPUTER_NAMES: tuple[str, ...] = (
    "Dusty Dan",
    "Calamity Cora",
    "Prairie Pete",
    "Sagebrush Sally",
    "Tumbleweed Tess",
    "Canyon Kofi",
    "Lasso Lena",
    "Rodeo Ravi",
    "Mesa Maria",
    "Cactus Kim",
    "Silver Sam",
    "Jackrabbit Jo",
    "Bandana Bea",
    "Stagecoach Stella",
    "Wagon Wheel Will",
    "Gold Rush Greta",
    "Frontier Fatima",
    "Starlight Sol",
)
"""Default names for computer players, all different (and at most 24 characters)."""

MAX_COMPUTER_SEATS = 100
"""The most computer names :func:`computer_names` gives at once."""


def computer_names(count: int, taken: Iterable[str] = (), *, start: int = 0) -> tuple[str, ...]:
    """``count`` different default names for computer seats, none of them in ``taken``.

    Names are compared without case or surrounding spaces. They come from
    :data:`COMPUTER_NAMES` in order, beginning at ``start`` (e.g. a deal code,
    so each class sees different names) and wrapping round; if those run out,
    ``Dusty Dan 2``, ``Calamity Cora 2``, … follow.

    >>> computer_names(2, taken=["dusty dan"])
    ('Calamity Cora', 'Prairie Pete')
    """
    if (
        not isinstance(count, int)
        or isinstance(count, bool)
        or not 0 <= count <= MAX_COMPUTER_SEATS
    ):
        raise WildWestError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "Choose from 0 to %1 computer players"),
                MAX_COMPUTER_SEATS,
            )
        )
    used = {name_key(name) for name in taken}
    names: list[str] = []
    size = len(COMPUTER_NAMES)
    offset = start % size
    round_ = 1
    while len(names) < count:
        for i in range(size):
            base = COMPUTER_NAMES[(offset + i) % size]
            name = base if round_ == 1 else f"{base} {round_}"
            if name_key(name) not in used:
                used.add(name_key(name))
                names.append(name)
                if len(names) == count:
                    break
        round_ += 1
    return tuple(names)
