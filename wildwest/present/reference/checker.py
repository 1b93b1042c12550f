"""The factor checker: a number's prime factors with a division ladder, a factor tree, the
√n stopping rule, and the quick divisibility tests.

>>> result = check_number("360")
>>> result.text, result.index_form
('360 = 2³ × 3² × 5', '2³ × 3² × 5')
>>> [(row.dividend, row.prime) for row in result.ladder if row.kind == "rung"]
[(360, 2), (180, 2), (90, 2), (45, 3), (15, 3), (5, 5)]
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from wildwest import engine
from wildwest.present.reference.prime_list import PRIME_COUNT, PRIMES, prime_index
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, forget_on_change, translate
from wildwest.present.view_state import LadderRow, Trial, grouped
from wildwest.present.words import join_words, say, say_error, superscript

MAX_NUMBER = engine.MAX_FACTOR_INPUT
"""The checker takes whole numbers from 0 up to this (10¹²)."""
DIVISIBILITY_DIVISORS: tuple[int, ...] = engine.divisibility.DIVISORS
"""The numbers with a quick divisibility test (2, 3, 4, 5, 6, 8, 9, 10, 11)."""
MAX_TRIED = 8
"""How many failed trial primes a ladder rung lists before it says "…"."""
MAX_LADDER_ROWS = 16
"""Ladders longer than this shorten long runs of one prime to a "÷ 2 another 30 times" row."""
MAX_TREE_LEAVES = 12
"""Factor trees with more leaves than this show repeated primes as powers (2¹⁵)."""
MAX_EXPANDED = 16
"""The expanded form (2 × 2 × 3) lists at most this many factors."""


def _root_text(n: int) -> str:
    """``√49 = 7``; ``√45 ≈ 6.7`` (cut, not rounded, so it never looks like a whole number)."""
    root = math.isqrt(n)
    if root * root == n:
        return f"√{grouped(n)} = {grouped(root)}"
    tenths = math.isqrt(n * 100)
    #: a number with one decimal, like 6.7: %1 the whole part, %2 the tenth (German 6,7)
    decimal = arg(translate("Checker", "%1.%2"), grouped(tenths // 10), tenths % 10)
    return f"√{grouped(n)} ≈ {decimal}"


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
            lines.append(
                arg(translate("FactorResult", "Expanded: %1 = %2"), self.number, self.expanded)
            )
        lines.extend(row.note for row in self.ladder if row.note)
        if self.tree is not None and self.tree.children:
            lines.append(arg(translate("FactorResult", "Factor tree: %1"), self.tree.describe()))
        if self.root_rule:
            lines.append(self.root_rule)
        return "\n".join(lines)


EMPTY_PROMPT = QT_TRANSLATE_NOOP("Checker", "Type a number to see its prime factors.")
"""What the checker says before a number is typed (its box says what it takes, 0 to 10¹²:
the words stay short, so the page keeps its height in the largest text)."""


def empty_prompt() -> str:
    """What the checker says before a number is typed, in the game's language."""
    return translate("Checker", EMPTY_PROMPT)


@lru_cache(maxsize=64)
def check_number(text: str) -> FactorResult:
    """The factor checker: any whole number 0 to 10¹², or a message saying what is wrong.

    Never raises, whatever is typed.

    >>> check_number("97").text, check_number("-4").kind
    ('97 is prime', 'error')
    """
    if not isinstance(text, str) or not text.strip():
        return FactorResult("empty", empty_prompt())
    try:
        n = engine.parse_whole_number(text)
    except engine.FactorInputError as error:
        return FactorResult("error", say_error(error))
    return factor_number(n)


@lru_cache(maxsize=64)
def factor_number(n: int) -> FactorResult:
    """:func:`check_number` for a number already read (0 ≤ n ≤ 10¹²)."""
    if not 0 <= n <= MAX_NUMBER:
        return FactorResult(
            "error",
            arg(translate("Checker", "Type a whole number from 0 to %1"), format(MAX_NUMBER, ",")),
        )
    if n < 2:
        return FactorResult(
            "zero" if n == 0 else "one",
            say(engine.explain_zero_or_one(n)),
            n,
            index_form=engine.index_form(()),
        )
    steps = engine.division_ladder(n, max_tried=MAX_TRIED)
    primes = [step.prime for step in steps]
    factors = engine.group_powers(primes)
    index = engine.index_form(factors)
    if len(primes) == 1:
        kind, text = "prime", arg(translate("Checker", "%1 is prime"), n)
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
    return arg(translate("Checker", "%1 × … (%2 prime factors in all)"), head, len(primes))


def _ladder_rows(steps: Sequence[engine.LadderStep]) -> tuple[LadderRow, ...]:
    rows = [_rung(step, index, steps) for index, step in enumerate(steps)]
    rows = _shorten(rows)
    rows.append(
        LadderRow(
            "end", note=translate("Checker", "1: nothing left to divide, so the ladder stops.")
        )
    )
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
        count = len(step.tried) + int(more)
        #: %1 is the list of primes tried first ("3, 5"); the count picks "does" or "do"
        said = translate("Checker", "%1 (does|do) not divide it; ", None, PLURAL, count)
        tried = arg(said, failed) if failed else ""
        note = arg(
            translate("Checker", "%1 ÷ %2 = %3: %4%2 divides %1. Primes to try here go up to %5."),
            d,
            p,
            step.quotient,
            tried,
            limit,
        )
        tail = (
            arg(translate("Checker", "try primes up to %1"), limit)
            if index == 0
            else arg(translate("Checker", "up to %1"), limit)
        )
        return LadderRow("rung", d, p, step.quotient, trials, more, limit, test_up_to, note, tail)
    trials = tuple(Trial(q, False) for q in step.tried)
    if root < 2:
        why = arg(
            translate("Checker", "%1 is less than 2, so there is no prime to try: %2 is prime."),
            limit,
            d,
        )
        tail = arg(translate("Checker", "%1 is less than 2, so %2 is prime"), limit, d)
    elif not step.tried:
        # The primes below the previous rung's prime were ruled out higher up, and
        # the previous prime is already bigger than √d: nothing is left to try.
        why = arg(
            translate(
                "Checker",
                "every prime up to %1 was already ruled out higher up the ladder (they are all "
                "smaller than %2), so %3 is prime.",
            ),
            limit,
            previous,
            d,
        )
        tail = arg(
            translate("Checker", "primes up to %1 were ruled out above, so %2 is prime"), limit, d
        )
    else:
        listed = ", ".join(str(q) for q in step.tried) + (", …" if more else "")
        why = arg(
            translate("Checker", "%1: no prime up to %2 divides %3, so %3 is prime."),
            listed,
            limit,
            d,
        )
        tail = arg(translate("Checker", "no prime up to %1 divides it, so %2 is prime"), limit, d)
    note = f"{d} ÷ {d} = 1: {why}"
    return LadderRow("rung", d, p, 1, trials, more, limit, test_up_to, note, tail, is_last=True)


def _next_prime(q: int) -> int:
    index = prime_index(q)
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
            note = arg(translate("Checker", "⋮ ÷ %1 another %2 times"), p, hidden)
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
        named = join_words([str(p) for p in PRIMES[:count]])
        which = (
            arg(translate("Checker", " (just %1)"), named)
            if count == 1
            else f" ({named})"
            if count
            else ""
        )
    elif count is not None:
        biggest = _largest_prime_at_most(root)
        which = arg(translate("Checker", " (%1 primes: 2, 3, 5, … %2)"), count, biggest)
    else:
        which = ""
    if kind == "prime":
        if root < 2:
            return arg(
                translate(
                    "Checker", "%1 is less than 2, so there is no prime to try: %2 is prime."
                ),
                limit,
                n,
            )
        return arg(
            translate(
                "Checker",
                "No prime up to %1%2 divides %3, so %3 is prime. If %3 were a × b, the smaller of "
                "a and b would be at most √%3, so one of those primes would have divided it.",
            ),
            limit,
            which,
            n,
        )
    return arg(
        translate(
            "Checker",
            "Why stop at the square root? If %1 = a × b, a and b can't both be bigger than √%1 "
            "(their product would be too big). So you only need to try the primes up to %2%3. As "
            "you divide, the number gets smaller and so does its square root. When no prime up to "
            "the square root divides what's left, what's left is prime.",
        ),
        n,
        limit,
        which,
    )


def divisibility_lines(n: int) -> tuple[DivisibilityLine, ...]:
    """The quick tests for 2, 3, 4, 5, 6, 8, 9, 10 and 11 applied to n, each in one line."""
    if not 0 <= n <= MAX_NUMBER:
        return ()
    return tuple(
        DivisibilityLine(t.divisor, t.divides, say(t.rule), say(t.explanation))
        for t in engine.divisibility_tests(n)
    )


forget_on_change(check_number.cache_clear)
forget_on_change(factor_number.cache_clear)
