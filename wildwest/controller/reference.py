"""Display-ready data for the prime reference panel (the built-in "FactorZ").

The panel's views import this module instead of the engine: every call into
the rules engine the panel needs is made here, and what comes back is plain
values and words ready to show (a checked number with its division ladder,
factor tree and √n rule; the quick divisibility tests; the prime list search;
who holds which prime; the sieve of Eratosthenes). Everything is pure, never
raises for what a person types, and is fast enough to run on every keystroke.

>>> result = check_number("360")
>>> result.text, result.index_form
('360 = 2³ × 3² × 5', '2³ × 3² × 5')
>>> [(row.dividend, row.prime) for row in result.ladder if row.kind == "rung"]
[(360, 2), (180, 2), (90, 2), (45, 3), (15, 3), (5, 5)]
>>> search_primes("100-200").phrase
'from 100 to 200'
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from wildwest import engine
from wildwest.engine import Mode, Phase

PRIMES: tuple[int, ...] = engine.PRIMES
"""Every prime up to 9 999 (1 229 of them), ascending: the prime list's rows."""
PRIME_COUNT = len(PRIMES)
LARGEST_PRIME = PRIMES[-1]
MAX_NUMBER = engine.MAX_FACTOR_INPUT
"""The checker takes whole numbers from 0 up to this (10¹²)."""
DIVISIBILITY_DIVISORS: tuple[int, ...] = engine.divisibility.DIVISORS
"""The numbers with a quick divisibility test (2, 3, 4, 5, 6, 8, 9, 10, 11)."""
MAP_SIZE = 10_000
"""The prime map shows 1 to 10 000 on a 100 × 100 grid."""
SIEVE_SIZE = 100
"""The interactive sieve is a hundred square."""

MAX_TRIED = 8
"""How many failed trial primes a ladder rung lists before it says "…"."""
MAX_LADDER_ROWS = 16
"""Ladders longer than this shorten long runs of one prime to a "÷ 2 another 30 times" row."""
MAX_TREE_LEAVES = 12
"""Factor trees with more leaves than this show repeated primes as powers (2¹⁵)."""
MAX_EXPANDED = 16
"""The expanded form (2 × 2 × 3) lists at most this many factors."""

_PRIME_INDEX = {p: i for i, p in enumerate(PRIMES)}
_PRIME_TEXT = tuple(str(p) for p in PRIMES)
_PRIME_SET = frozenset(PRIMES)
PRIME_FLAGS: bytes = bytes(1 if n in _PRIME_SET else 0 for n in range(MAP_SIZE + 1))
"""``PRIME_FLAGS[n]`` is 1 if n is prime (0 ≤ n ≤ 10 000): the sieve and map colour from it."""


def grouped(n: int) -> str:
    """A number with its digits in threes, for drawings: ``999 962 000 357``; ``9973`` as is."""
    return str(n) if n < 10_000 else f"{n:,}".replace(",", " ")


_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(n: int) -> str:
    """``superscript(12)`` → ``'¹²'``, the digits of the index form."""
    return str(n).translate(_SUPERSCRIPTS)


def _root_text(n: int) -> str:
    """``√49 = 7``; ``√45 ≈ 6.7`` (cut, not rounded, so it never looks like a whole number)."""
    root = math.isqrt(n)
    if root * root == n:
        return f"√{grouped(n)} = {grouped(root)}"
    tenths = math.isqrt(n * 100)
    return f"√{grouped(n)} ≈ {grouped(tenths // 10)}.{tenths % 10}"


def _primes_up_to(limit: int) -> int | None:
    """How many primes are ≤ limit, when that is known from the prime list (limit ≤ 9 999)."""
    if limit > engine.SIEVE_LIMIT:
        return None
    return bisect.bisect_right(PRIMES, limit)


def _largest_prime_at_most(limit: int) -> int | None:
    """The largest prime ≤ limit (None below 2, or above the prime list)."""
    if limit < 2 or limit > engine.SIEVE_LIMIT:
        return None
    return PRIMES[bisect.bisect_right(PRIMES, limit) - 1]


def _join(words: Sequence[str], last: str = "and") -> str:
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


# ---------------------------------------------------------------- the factor checker


@dataclass(frozen=True, slots=True)
class Trial:
    """One prime tried on a ladder rung: does it divide the number on that rung?"""

    prime: int
    divides: bool

    @property
    def text(self) -> str:
        return f"{grouped(self.prime)} {'✓' if self.divides else '✗'}"


@dataclass(frozen=True, slots=True)
class LadderRow:
    """One row of a drawn division ladder.

    ``kind`` is ``"rung"`` (``dividend ÷ prime = quotient``), ``"gap"`` (a long
    run of one prime shortened: ``note`` says how many rungs it stands for) or
    ``"end"`` (the 1 at the foot).
    """

    kind: str
    dividend: int = 1
    prime: int = 0
    quotient: int = 1
    trials: tuple[Trial, ...] = ()
    """Primes tried on this rung, in order; the last one divides (except on a prime's own row)."""
    more_tried: bool = False
    """More primes were tried than ``trials`` lists (it shows the first and the divisor)."""
    limit_text: str = ""
    """``√45 ≈ 6.7``: the √n stopping rule for this rung."""
    test_up_to: int | None = None
    """The largest prime ≤ √dividend: the last one you would ever need to try here."""
    note: str = ""
    """The whole row in one sentence, for screen readers and the tooltip."""
    tail: str = ""
    """What the drawing writes after the trials: ``up to √45 ≈ 6.7``, or why the last is prime."""
    is_last: bool = False
    """The rung where the dividend is prime: no prime up to √dividend divides it."""
    repeats: int = 0
    """On a ``"gap"`` row: how many rungs of ``prime`` it stands for."""


@dataclass(frozen=True, slots=True)
class TreeNode:
    """A node of a drawn factor tree: a number split into two factors, or a prime leaf.

    ``kind`` is ``"prime"`` (a leaf, drawn circled), ``"power"`` (a leaf standing
    for a repeated prime, ``power_text`` like ``2¹⁵``, so huge trees stay small)
    or ``"composite"`` (split into ``children``, the smaller factor first).
    """

    value: int
    kind: str
    children: tuple[TreeNode, ...] = ()
    power_text: str = ""

    @property
    def label(self) -> str:
        return grouped(self.value)

    @property
    def leaves(self) -> int:
        return 1 if not self.children else sum(child.leaves for child in self.children)

    @property
    def depth(self) -> int:
        return 1 if not self.children else 1 + max(child.depth for child in self.children)

    def describe(self) -> str:
        """``360 = 18 × 20; 18 = 3 × 6; …`` for screen readers."""
        parts: list[str] = []

        def walk(node: TreeNode) -> None:
            if node.children:
                left, right = node.children
                parts.append(f"{node.value} = {left.value} × {right.value}")
                walk(left)
                walk(right)

        walk(self)
        return "; ".join(parts)


@dataclass(frozen=True, slots=True)
class DivisibilityLine:
    """One quick divisibility test applied to a number, ready to show."""

    divisor: int
    divides: bool
    rule: str
    """The rule itself: "the last digit is 0 or 5"."""
    explanation: str
    """The rule applied, in one line: "3105 ends in 5, so 5 divides 3105"."""

    @property
    def symbol(self) -> str:
        return "✓" if self.divides else "✗"

    @property
    def text(self) -> str:
        """``✓ 5: 3105 ends in 5, so 5 divides 3105``."""
        return f"{self.symbol} {self.divisor}: {self.explanation}"


@dataclass(frozen=True, slots=True)
class FactorResult:
    """What the factor checker shows for what was typed.

    ``kind`` is ``"empty"`` (nothing typed), ``"error"`` (``text`` says what is
    wrong), ``"zero"``, ``"one"``, ``"prime"`` or ``"composite"``. ``text`` is
    the app's standard answer (``360 = 2³ × 3² × 5``, ``97 is prime``, why 0
    and 1 have none), the same words as everywhere else in the game.
    """

    kind: str
    text: str
    number: int | None = None
    factors: tuple[tuple[int, int], ...] = ()
    index_form: str = ""
    expanded: str = ""
    ladder: tuple[LadderRow, ...] = ()
    tree: TreeNode | None = None
    root_rule: str = ""
    """Why the ladder may stop at √n, for this number."""

    @property
    def ok(self) -> bool:
        return self.kind not in ("empty", "error")

    @property
    def distinct(self) -> tuple[int, ...]:
        return tuple(p for p, _ in self.factors)

    @property
    def description(self) -> str:
        """The whole result as text: the answer, the ladder, the tree and the √n rule."""
        lines = [self.text]
        if self.expanded and self.kind == "composite":
            lines.append(f"Expanded: {self.number} = {self.expanded}")
        lines.extend(row.note for row in self.ladder if row.note)
        if self.tree is not None and self.tree.children:
            lines.append(f"Factor tree: {self.tree.describe()}")
        if self.root_rule:
            lines.append(self.root_rule)
        return "\n".join(lines)


EMPTY_PROMPT = "Type a whole number from 0 to 1 000 000 000 000 to see its prime factors."


@lru_cache(maxsize=64)
def check_number(text: str) -> FactorResult:
    """The factor checker: any whole number 0 to 10¹², or a message saying what is wrong.

    Never raises, whatever is typed.

    >>> check_number("97").text, check_number("-4").kind
    ('97 is prime', 'error')
    """
    if not isinstance(text, str) or not text.strip():
        return FactorResult("empty", EMPTY_PROMPT)
    try:
        n = engine.parse_whole_number(text)
    except engine.FactorInputError as error:
        return FactorResult("error", str(error))
    return factor_number(n)


@lru_cache(maxsize=64)
def factor_number(n: int) -> FactorResult:
    """:func:`check_number` for a number already read (0 ≤ n ≤ 10¹²)."""
    if not 0 <= n <= MAX_NUMBER:
        return FactorResult("error", f"Type a whole number from 0 to {MAX_NUMBER:,}")
    if n < 2:
        return FactorResult(
            "zero" if n == 0 else "one",
            engine.explain_zero_or_one(n),
            n,
            index_form=engine.index_form(()),
        )
    steps = engine.division_ladder(n, max_tried=MAX_TRIED)
    primes = [step.prime for step in steps]
    factors = engine.group_powers(primes)
    index = engine.index_form(factors)
    if len(primes) == 1:
        kind, text = "prime", f"{n} is prime"
    else:
        kind, text = "composite", f"{n} = {index}"
    return FactorResult(
        kind,
        text,
        n,
        factors,
        index,
        _expanded(primes),
        _ladder_rows(steps),
        factor_tree(primes),
        root_rule(n, kind),
    )


def _expanded(primes: Sequence[int]) -> str:
    if len(primes) <= MAX_EXPANDED:
        return " × ".join(str(p) for p in primes)
    head = " × ".join(str(p) for p in primes[: MAX_EXPANDED - 4])
    return f"{head} × … ({len(primes)} prime factors in all)"


def _ladder_rows(steps: Sequence[engine.LadderStep]) -> tuple[LadderRow, ...]:
    rows = [_rung(step, index, steps) for index, step in enumerate(steps)]
    rows = _shorten(rows)
    rows.append(LadderRow("end", note="1: nothing left to divide, so the ladder stops."))
    return tuple(rows)


def _rung(step: engine.LadderStep, index: int, steps: Sequence[engine.LadderStep]) -> LadderRow:
    d, p = step.dividend, step.prime
    root = math.isqrt(d)
    previous = steps[index - 1].prime if index else 2
    upper = min(p, root + 1)
    more = False
    if step.tried and len(step.tried) == MAX_TRIED:
        following = _next_prime(step.tried[-1])
        more = following < upper
    limit = _root_text(d)
    test_up_to = _largest_prime_at_most(root)
    if not step.is_last:
        trials = (*(Trial(q, False) for q in step.tried), Trial(p, True))
        failed = ", ".join(str(q) for q in step.tried) + (", …" if more else "")
        verb = "does" if len(step.tried) == 1 and not more else "do"
        tried = f"{failed} {verb} not divide it; " if failed else ""
        note = (
            f"{d} ÷ {p} = {step.quotient}: {tried}{p} divides {d}. "
            f"Primes to try here go up to {limit}."
        )
        tail = f"try primes up to {limit}" if index == 0 else f"up to {limit}"
        return LadderRow("rung", d, p, step.quotient, trials, more, limit, test_up_to, note, tail)
    trials = tuple(Trial(q, False) for q in step.tried)
    if root < 2:
        why = f"{limit} is less than 2, so there is no prime to try: {d} is prime."
        tail = f"{limit} is less than 2, so {d} is prime"
    elif not step.tried:
        # The primes below the previous rung's prime were ruled out higher up, and
        # the previous prime is already bigger than √d: nothing is left to try.
        why = (
            f"every prime up to {limit} was already ruled out higher up the ladder "
            f"(they are all smaller than {previous}), so {d} is prime."
        )
        tail = f"primes up to {limit} were ruled out above, so {d} is prime"
    else:
        listed = ", ".join(str(q) for q in step.tried) + (", …" if more else "")
        why = f"{listed}: no prime up to {limit} divides {d}, so {d} is prime."
        tail = f"no prime up to {limit} divides it, so {d} is prime"
    note = f"{d} ÷ {d} = 1: {why}"
    return LadderRow("rung", d, p, 1, trials, more, limit, test_up_to, note, tail, is_last=True)


def _next_prime(q: int) -> int:
    index = _PRIME_INDEX.get(q)
    if index is not None and index + 1 < PRIME_COUNT:
        return PRIMES[index + 1]
    candidate = q + 1
    while not engine.is_prime(candidate):
        candidate += 1
    return candidate


def _shorten(rows: list[LadderRow]) -> list[LadderRow]:
    """Runs of one prime longer than 4 rungs keep their first two and last rung."""
    if len(rows) <= MAX_LADDER_ROWS:
        return rows
    out: list[LadderRow] = []
    i = 0
    while i < len(rows):
        j = i
        while j + 1 < len(rows) and rows[j + 1].prime == rows[i].prime:
            j += 1
        run = rows[i : j + 1]
        if len(run) > 4:
            hidden = len(run) - 3
            p = run[0].prime
            note = f"⋮ ÷ {p} another {hidden} times"
            out.extend(run[:2])
            out.append(LadderRow("gap", prime=p, note=note, repeats=hidden))
            out.append(run[-1])
        else:
            out.extend(run)
        i = j + 1
    return out


def factor_tree(primes: Sequence[int], max_leaves: int = MAX_TREE_LEAVES) -> TreeNode | None:
    """A balanced factor tree for the product of ``primes`` (with repeats, any order).

    Each number splits into two factors as close to each other as the primes
    allow, the smaller one first; every branch ends in a prime. A tree that
    would have more than ``max_leaves`` leaves keeps repeated primes together
    as power leaves (``2¹⁵``).

    >>> tree = factor_tree([2, 2, 2, 3, 3, 5])
    >>> tree.describe()
    '360 = 18 × 20; 18 = 3 × 6; 6 = 2 × 3; 20 = 4 × 5; 4 = 2 × 2'
    """
    if not primes:
        return None
    units: list[TreeNode]
    if len(primes) <= max_leaves:
        units = [TreeNode(p, "prime") for p in primes]
    else:
        units = [
            TreeNode(p**e, "power", power_text=f"{p}{superscript(e)}")
            if e > 1
            else TreeNode(p, "prime")
            for p, e in engine.group_powers(sorted(primes))
        ]
    return _split(units)


def _split(units: list[TreeNode]) -> TreeNode:
    if len(units) == 1:
        return units[0]
    left: list[TreeNode] = []
    right: list[TreeNode] = []
    left_product = right_product = 1
    for unit in sorted(units, key=lambda u: u.value, reverse=True):
        if left_product <= right_product:
            left.append(unit)
            left_product *= unit.value
        else:
            right.append(unit)
            right_product *= unit.value
    a, b = _split(left), _split(right)
    if a.value > b.value:
        a, b = b, a
    return TreeNode(left_product * right_product, "composite", (a, b))


def root_rule(n: int, kind: str | None = None) -> str:
    """Why you may stop testing primes at √n, for this number (the √n stopping rule)."""
    if n < 2:
        return ""
    kind = kind or ("prime" if engine.is_prime(n) else "composite")
    root = math.isqrt(n)
    limit = _root_text(n)
    count = _primes_up_to(root)
    if count is not None and count <= 6:
        named = _join([str(p) for p in PRIMES[:count]])
        which = f" (just {named})" if count == 1 else f" ({named})" if count else ""
    elif count is not None:
        biggest = _largest_prime_at_most(root)
        which = f" ({count} primes: 2, 3, 5, … {biggest})"
    else:
        which = ""
    if kind == "prime":
        if root < 2:
            return f"{limit} is less than 2, so there is no prime to try: {n} is prime."
        return (
            f"No prime up to {limit}{which} divides {n}, so {n} is prime. "
            f"If {n} were a × b, the smaller of a and b would be at most √{n}, "
            "so one of those primes would have divided it."
        )
    return (
        f"Why stop at the square root? If {n} = a × b, a and b can't both be bigger than "
        f"√{n} (their product would be too big). So you only need to try the primes up to "
        f"{limit}{which}. As you divide, the number gets smaller and so does its square root. "
        "When no prime up to the square root divides what's left, what's left is prime."
    )


def divisibility_lines(n: int) -> tuple[DivisibilityLine, ...]:
    """The quick tests for 2, 3, 4, 5, 6, 8, 9, 10 and 11 applied to n, each in one line."""
    if not 0 <= n <= MAX_NUMBER:
        return ()
    return tuple(
        DivisibilityLine(t.divisor, t.divides, t.rule, t.explanation)
        for t in engine.divisibility_tests(n)
    )


# ---------------------------------------------------------------- the prime list


@dataclass(frozen=True, slots=True)
class PrimeSearch:
    """What the prime list search box asks for.

    ``rows`` are indexes into :data:`PRIMES` (``None``: every prime); ``phrase``
    describes the search for the count line (``from 100 to 200``); ``error``
    says how to search when the text cannot be read (then nothing matches).
    """

    rows: frozenset[int] | None
    phrase: str = ""
    error: str = ""
    exact: str = ""
    """For a plain number up to 10 000: whether it is itself a prime (``91 is not a prime``)."""
    incomplete: bool = False
    """The start of a search still being typed (``starts wi``, ``100-``): keep the last results."""


SEARCH_HELP = "Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000."
SHORT_HELP = "try 97, 100-200 or starts with 9"

_NUMBER = r"(\d[\d,_]*)"
_SEARCH_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        ("starts", rf"^{_NUMBER}$"),
        ("starts", rf"^(?:starts?|starting|begins?|beginning)(?:\s+(?:with|in))?\s*{_NUMBER}$"),
        ("starts", rf"^{_NUMBER}\s*[*…]$"),
        ("ends", rf"^(?:ends?|ending)(?:\s+(?:with|in))?\s*{_NUMBER}$"),
        ("ends", rf"^[*…]\s*{_NUMBER}$"),
        ("contains", rf"^(?:contains?|containing|has|with)\s*{_NUMBER}$"),
        ("contains", rf"^[*…]\s*{_NUMBER}\s*[*…]$"),
        ("range", rf"^(?:from\s+|between\s+)?{_NUMBER}\s*(?:-|–|—|\.\.|to|and)\s*{_NUMBER}$"),
        ("below", rf"^(?:<|under|below|less\s+than|smaller\s+than)\s*{_NUMBER}$"),
        ("at_most", rf"^(?:<=|≤|up\s+to|at\s+most)\s*{_NUMBER}$"),
        ("above", rf"^(?:>|over|above|more\s+than|bigger\s+than|greater\s+than)\s*{_NUMBER}$"),
        ("at_least", rf"^(?:>=|≥|from|at\s+least)\s*{_NUMBER}$"),
    )
)


_KEYWORDS = (
    "starts with ",
    "starting with ",
    "begins with ",
    "ends with ",
    "ends in ",
    "ending in ",
    "contains ",
    "containing ",
    "has ",
    "with ",
    "from ",
    "between ",
    "under ",
    "below ",
    "less than ",
    "smaller than ",
    "up to ",
    "at most ",
    "over ",
    "above ",
    "more than ",
    "bigger than ",
    "greater than ",
    "at least ",
)
_INCOMPLETE = re.compile(
    rf"^(?:(?:from|between)\s+)?(?:{_NUMBER}\s*(?:-|–|—|\.\.?|t|to|a|an|and)?\s*)?$"
    r"|^(?:<|>|<=|>=|≤|≥|\*|…)\s*$",
    re.IGNORECASE,
)


def _is_incomplete(query: str) -> bool:
    """The beginning of a search a pupil is still typing: a keyword, or ``100-``, ``between 5``."""
    lowered = query.lower()
    if any(keyword.startswith(lowered) for keyword in _KEYWORDS):
        return True
    return _INCOMPLETE.match(query) is not None


def _digits(text: str) -> str:
    return text.replace(",", "").replace("_", "")


@lru_cache(maxsize=256)
def search_primes(text: str) -> PrimeSearch:
    """Read the prime list's search box: a number (primes starting with it), ``starts with 9``,
    ``ends with 7``, ``contains 11``, a range ``100-200`` / ``100 to 200``, ``under 50`` or
    ``over 9000``. Never raises.

    >>> [PRIMES[i] for i in sorted(search_primes("ends with 3").rows)][:4]
    [3, 13, 23, 43]
    """
    query = " ".join(str(text).split())
    if not query:
        return PrimeSearch(None)
    if len(query) > 60:
        return PrimeSearch(frozenset(), error=f"That is too long: {SHORT_HELP}.")
    for number, (kind, pattern) in enumerate(_SEARCH_PATTERNS):
        match = pattern.match(query)
        if match is None:
            continue
        values = [_digits(group) for group in match.groups()]
        if kind in ("starts", "ends", "contains"):
            digits = values[0]
            if kind == "starts":
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if s.startswith(digits))
                phrase = f"starting with {digits}"
            elif kind == "ends":
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if s.endswith(digits))
                phrase = f"ending in {digits}"
            else:
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if digits in s)
                phrase = f"containing {digits}"
            exact = ""
            if number == 0 and len(digits) <= 5 and int(digits) <= MAP_SIZE:
                value = int(digits)
                exact = f"{value} is a prime" if value in _PRIME_SET else f"{value} is not a prime"
            return PrimeSearch(rows, phrase, exact=exact)
        numbers = [int(v) for v in values]
        if kind == "range":
            low, high = sorted(numbers)
            phrase = f"from {low} to {high}"
        elif kind == "below":
            low, high = 0, numbers[0] - 1
            phrase = f"under {numbers[0]}"
        elif kind == "at_most":
            low, high = 0, numbers[0]
            phrase = f"up to {numbers[0]}"
        elif kind == "above":
            low, high = numbers[0] + 1, MAP_SIZE
            phrase = f"over {numbers[0]}"
        else:
            low, high = numbers[0], MAP_SIZE
            phrase = f"from {numbers[0]} up"
        first = bisect.bisect_left(PRIMES, low)
        last = bisect.bisect_right(PRIMES, high)
        return PrimeSearch(frozenset(range(first, last)), phrase)
    if _is_incomplete(query):
        return PrimeSearch(None, incomplete=True)
    return PrimeSearch(frozenset(), error=f'No search like "{query[:20]}": {SHORT_HELP}.')


@dataclass(frozen=True, slots=True)
class HolderFilter:
    """One choice of the prime list's "Show" box."""

    key: str
    """``all``, ``free``, ``held``, ``number`` or ``player:N``."""
    label: str


def holder_filters(players: Sequence[str]) -> tuple[HolderFilter, ...]:
    """The "Show" choices for a game with these players."""
    choices = [
        HolderFilter("all", "All primes"),
        HolderFilter("free", "Free primes (nobody holds them)"),
        HolderFilter("held", "Held primes"),
    ]
    choices.extend(HolderFilter(f"player:{i}", f"Held by {name}") for i, name in enumerate(players))
    choices.append(HolderFilter("number", "Primes of the last number"))
    return tuple(choices)


def holder_accepts(key: str, holder: int | None, in_number: bool) -> bool:
    """Does a prime held by ``holder`` (None: free) pass the "Show" choice ``key``?"""
    if key == "all":
        return True
    if key == "free":
        return holder is None
    if key == "held":
        return holder is not None
    if key == "number":
        return in_number
    if key.startswith("player:"):
        return holder is not None and key == f"player:{holder}"
    return True


def prime_list_summary(
    count: int, search: PrimeSearch, key: str, players: Sequence[str], number: int | None
) -> str:
    """The count line under the prime list: ``25 primes from 100 to 200``, ``No free primes``."""
    if search.error:
        return search.error
    adjective = {"free": "free ", "held": "held "}.get(key, "")
    words = [
        "No" if count == 0 else f"{count:,}".replace(",", " "),
        f"{adjective}{'prime' if count == 1 else 'primes'}",
    ]
    if search.phrase:
        words.append(search.phrase)
    if key.startswith("player:"):
        index = int(key.split(":", 1)[1])
        if 0 <= index < len(players):
            words.append(f"held by {players[index]}")
    elif key == "number":
        words.append(f"of {number}" if number is not None else "of the last number")
    text = " ".join(words)
    if search.exact:
        text += f" · {search.exact}"
    return text


def prime_index(p: int) -> int | None:
    """The row of prime p in :data:`PRIMES`, or None if p is not a prime up to 9 973."""
    return _PRIME_INDEX.get(p)


def player_marks(names: Sequence[str]) -> tuple[str, ...]:
    """Short, different marks for the players, shown with their colour (never colour alone).

    >>> player_marks(["Ann", "Ben", "Cy"]), player_marks(["Ann", "Alex", "Player 3"])
    (('A', 'B', 'C'), ('An', 'Al', 'P3'))
    """
    words = [re.findall(r"[^\W_]+", name) or ["?"] for name in names]

    def first(parts: list[str]) -> str:
        if len(parts) == 1:
            return parts[0][0].upper()
        tail = parts[-1] if parts[-1].isdigit() else parts[-1][0].upper()
        return (parts[0][0].upper() + tail)[:3]

    def longer(parts: list[str]) -> str:
        if len(parts) == 1 and len(parts[0]) > 1:
            return parts[0][0].upper() + parts[0][1:2].lower()
        return first(parts)

    marks = [first(parts) for parts in words]
    for step in (longer, None):
        counts: dict[str, int] = {}
        for mark in marks:
            counts[mark.casefold()] = counts.get(mark.casefold(), 0) + 1
        for i, mark in enumerate(marks):
            if counts[mark.casefold()] > 1:
                marks[i] = step(words[i]) if step else (mark[:2] + str(i + 1))[:3]
    seen: set[str] = set()
    for i, mark in enumerate(marks):
        if mark.casefold() in seen:
            marks[i] = str(i + 1)
        seen.add(marks[i].casefold())
    return tuple(marks)


# ---------------------------------------------------------------- the game as the panel sees it


def prime_holders(state: Any) -> tuple[int | None, ...]:
    """Who holds each prime of :data:`PRIMES` (seat number, or None), from a ``GameState``."""
    holders: list[int | None] = [None] * PRIME_COUNT
    if state is None:
        return tuple(holders)
    for player, held in enumerate(state.holdings):
        for p in held:
            index = _PRIME_INDEX.get(p)
            if index is not None:
                holders[index] = player
    return tuple(holders)


@dataclass(frozen=True, slots=True)
class TableNumber:
    """The number on the table, and whether its primes may be shown yet.

    In Practice and Challenge the primes are revealed once the turn is scored;
    in Auto the turn is scored as soon as the cards are down.
    """

    number: int | None = None
    revealed: bool = False
    primes: frozenset[int] = frozenset()
    player: str = ""
    answering: bool = False
    """The player is still working on this number (phase ANSWER)."""


def table_number(state: Any) -> TableNumber:
    """The number the panel should talk about for a ``GameState`` (or ``None``)."""
    if state is None:
        return TableNumber()
    players = state.players
    if state.phase is Phase.ANSWER and state.pending is not None:
        pending = state.pending
        return TableNumber(pending.number, False, frozenset(), players[pending.player], True)
    if state.turns:
        last = state.turns[-1]
        primes = frozenset(p for p, _ in last.factors)
        return TableNumber(last.number, True, primes, players[last.player])
    return TableNumber()


def checker_lock(state: Any, lock_in_challenge: bool) -> str | None:
    """The note to show while the checker is locked, or None when it is open.

    It locks in Challenge mode while a player is answering, if the teacher's
    setting ``reference/lock_checker_in_challenge`` is on.
    """
    if not lock_in_challenge or state is None:
        return None
    if state.mode is not Mode.CHALLENGE or state.phase is not Phase.ANSWER:
        return None
    pending = state.pending
    name = state.players[pending.player] if pending is not None else "a player"
    return (
        f"The checker is locked while {name} answers (Challenge). "
        "It opens again when the turn is scored."
    )


def map_note(n: int, holder: str = "", *, locked: bool = False) -> str:
    """What the prime map says about one square: ``2357 is prime, held by Ann``."""
    if not 1 <= n <= MAP_SIZE:
        return ""
    if n == 1:
        return "1 is not a prime: it has only one factor, itself."
    if PRIME_FLAGS[n]:
        return f"{n} is prime, held by {holder}" if holder else f"{n} is prime, free to claim"
    if locked:
        return f"{n} is not a prime"
    return f"{n} is not a prime: {engine.explain_not_prime(n).split(': ', 1)[1]}"


# ---------------------------------------------------------------- the sieve of Eratosthenes


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
        message = (
            "1 is not a prime, so it starts crossed out. The first number left, 2, is prime: "
            "press Next step (or click 2) to circle it and cross out its multiples."
        )
    elif not done:
        p = sievers[step - 1]
        shown = sorted(newly)
        sample = ", ".join(str(m) for m in shown[:4])
        new = f"{len(shown)} new one{'s' if len(shown) != 1 else ''}"
        then = (
            f"Next: the smallest number left, {next_prime}, is prime."
            if next_prime is not None
            else f"Next: the smallest number left is {_first_left(crossed, p, size)}."
        )
        message = f"Circled {p} and crossed out its multiples: {sample} … ({new}). {then}"
    else:
        after = _first_left(crossed, sievers[-1], size)
        message = (
            f"The next number left is {after}, and {after} × {after} = {after * after} is more "
            f"than {size}, so no more crossing out is needed: every number left is prime. "
            f"There are {len(circled)} primes up to {size}."
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
        return "1 is not a prime: it has only one factor."
    if n in view.crossed:
        return f"{n} is crossed out: it is a multiple of {view.crossed_by[n]}."
    if n in view.circled:
        return f"{n} is circled: it is prime."
    if view.next_left is not None:
        return (
            f"{n} is not crossed out yet. The next number to circle is {view.next_left}: "
            "click it or press Next step."
        )
    return f"{n} is still in the square."
