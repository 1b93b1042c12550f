"""The prime list: every prime up to 9 973, the search box and the "Show" filters.

>>> search_primes("100-200").phrase
'from 100 to 200'
>>> [PRIMES[i] for i in sorted(search_primes("ends with 3").rows)][:4]
[3, 13, 23, 43]
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from wildwest import engine
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, forget_on_change, translate

PRIMES: tuple[int, ...] = engine.PRIMES
"""Every prime up to 9 999 (1 229 of them), ascending: the prime list's rows."""
PRIME_COUNT = len(PRIMES)
LARGEST_PRIME = PRIMES[-1]
MAP_SIZE = 10_000
"""The prime map shows 1 to 10 000 on a 100 × 100 grid (and plain-number searches stop there)."""

_PRIME_INDEX = {p: i for i, p in enumerate(PRIMES)}
_PRIME_TEXT = tuple(str(p) for p in PRIMES)
PRIME_SET = frozenset(PRIMES)


def prime_index(p: int) -> int | None:
    """The row of prime p in :data:`PRIMES`, or None if p is not a prime up to 9 973."""
    return _PRIME_INDEX.get(p)


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


#: the search box reads these words in English and in the words given for "starts with",
#: "ends with" and the others in this file: use your language's words here
SEARCH_HELP = QT_TRANSLATE_NOOP(
    "PrimeList", "Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000."
)
SHORT_HELP = QT_TRANSLATE_NOOP("PrimeList", "try 97, 100-200 or starts with 9")

_NUMBER = r"(\d[\d,_]*)"
_SEARCH_PATTERNS: tuple[tuple[str, str], ...] = (
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
"""The searches in English: each kind with its regular expression (compiled by
:func:`_english_patterns` on the first search, not at start-up)."""


@lru_cache(maxsize=1)
def _english_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """:data:`_SEARCH_PATTERNS` compiled, once."""
    return tuple((kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in _SEARCH_PATTERNS)


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
_INCOMPLETE = (
    rf"^(?:(?:from|between)\s+)?(?:{_NUMBER}\s*(?:-|–|—|\.\.?|t|to|a|an|and)?\s*)?$"
    r"|^(?:<|>|<=|>=|≤|≥|\*|…)\s*$"
)
"""A search still being typed with no keyword yet (``100-``, ``between 5``, ``<``)."""


#: Words a pupil types in the prime list's search box, in the game's language (English
#: always works as well). Each translation may give several ways to say it, split by "|".
LOCAL_WORDS: tuple[tuple[str, str], ...] = (
    #: search the prime list: "starts with 9" (other ways to say it after a |)
    ("starts", QT_TRANSLATE_NOOP("PrimeList", "starts with|begins with")),
    #: search the prime list: "ends with 7" (other ways to say it after a |)
    ("ends", QT_TRANSLATE_NOOP("PrimeList", "ends with|ends in")),
    #: search the prime list: "contains 11" (other ways to say it after a |)
    ("contains", QT_TRANSLATE_NOOP("PrimeList", "contains|has")),
    #: search the prime list: "under 50" (other ways to say it after a |)
    ("below", QT_TRANSLATE_NOOP("PrimeList", "under|below|less than")),
    #: search the prime list: "up to 50" (other ways to say it after a |)
    ("at_most", QT_TRANSLATE_NOOP("PrimeList", "up to|at most")),
    #: search the prime list: "over 9000" (other ways to say it after a |)
    ("above", QT_TRANSLATE_NOOP("PrimeList", "over|above|more than")),
    #: search the prime list: "at least 9000" (other ways to say it after a |)
    ("at_least", QT_TRANSLATE_NOOP("PrimeList", "at least|from")),
    #: search the prime list: the word between two numbers, "100 to 200" (others after a |)
    ("range", QT_TRANSLATE_NOOP("PrimeList", "to|and")),
)


def _words(english: str) -> list[str]:
    """The game's words for one kind of search (the translation lists them with ``|``)."""
    return translate("PrimeList", english).split("|")


def _alternatives(english: str) -> list[str]:
    """The game's words for one kind of search, each a regular expression (any spacing)."""
    words = (w.strip().lower() for w in _words(english))
    return [r"\s+".join(map(re.escape, w.split())) for w in words if w]


@lru_cache(maxsize=1)
def _local_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The searches in the words of the game's language (:data:`LOCAL_WORDS`), made once per
    language (not per keystroke)."""
    patterns: list[tuple[str, re.Pattern[str]]] = []
    for kind, english in LOCAL_WORDS:
        words = "|".join(_alternatives(english))
        if not words:
            continue
        if kind == "range":
            pattern = rf"^{_NUMBER}\s*(?:{words})\s*{_NUMBER}$"
        else:
            pattern = rf"^(?:{words})\s*{_NUMBER}$"
        patterns.append((kind, re.compile(pattern, re.IGNORECASE)))
    return tuple(patterns)


@lru_cache(maxsize=1)
def _keywords() -> tuple[str, ...]:
    """Every search keyword, English and the game's language's, each followed by a space."""
    local = (w.strip().lower() + " " for _, english in LOCAL_WORDS for w in _words(english))
    return tuple(k for k in (*_KEYWORDS, *local) if k.strip())


def _is_incomplete(query: str) -> bool:
    """The beginning of a search a pupil is still typing: a keyword, or ``100-``, ``between 5``."""
    lowered = query.lower()
    if any(keyword.startswith(lowered) for keyword in _keywords()):
        return True
    return re.match(_INCOMPLETE, query, re.IGNORECASE) is not None


def _digits(text: str) -> str:
    return text.replace(",", "").replace("_", "")


@lru_cache(maxsize=256)
def search_primes(text: str) -> PrimeSearch:
    """Read the prime list's search box: a number (primes starting with it), ``starts with 9``,
    ``ends with 7``, ``contains 11``, a range ``100-200`` / ``100 to 200``, ``under 50`` or
    ``over 9000``. Never raises."""
    query = " ".join(str(text).split())
    if not query:
        return PrimeSearch(None)
    if len(query) > 60:
        return PrimeSearch(
            frozenset(),
            error=arg(
                translate("PrimeList", "That is too long: %1."), translate("PrimeList", SHORT_HELP)
            ),
        )
    for number, (kind, pattern) in enumerate((*_english_patterns(), *_local_patterns())):
        match = pattern.match(query)
        if match is None:
            continue
        values = [_digits(group) for group in match.groups()]
        if kind in ("starts", "ends", "contains"):
            digits = values[0]
            if kind == "starts":
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if s.startswith(digits))
                phrase = arg(translate("PrimeList", "starting with %1"), digits)
            elif kind == "ends":
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if s.endswith(digits))
                phrase = arg(translate("PrimeList", "ending in %1"), digits)
            else:
                rows = frozenset(i for i, s in enumerate(_PRIME_TEXT) if digits in s)
                phrase = arg(translate("PrimeList", "containing %1"), digits)
            exact = ""
            if number == 0 and len(digits) <= 5 and int(digits) <= MAP_SIZE:
                value = int(digits)
                exact = (
                    arg(translate("PrimeList", "%1 is a prime"), value)
                    if value in PRIME_SET
                    else arg(translate("PrimeList", "%1 is not a prime"), value)
                )
            return PrimeSearch(rows, phrase, exact=exact)
        numbers = [int(v) for v in values]
        if kind == "range":
            low, high = sorted(numbers)
            phrase = arg(translate("PrimeList", "from %1 to %2"), low, high)
        elif kind == "below":
            low, high = 0, numbers[0] - 1
            phrase = arg(translate("PrimeList", "under %1"), numbers[0])
        elif kind == "at_most":
            low, high = 0, numbers[0]
            phrase = arg(translate("PrimeList", "up to %1"), numbers[0])
        elif kind == "above":
            low, high = numbers[0] + 1, MAP_SIZE
            phrase = arg(translate("PrimeList", "over %1"), numbers[0])
        else:
            low, high = numbers[0], MAP_SIZE
            phrase = arg(translate("PrimeList", "from %1 up"), numbers[0])
        first = bisect.bisect_left(PRIMES, low)
        last = bisect.bisect_right(PRIMES, high)
        return PrimeSearch(frozenset(range(first, last)), phrase)
    if _is_incomplete(query):
        return PrimeSearch(None, incomplete=True)
    return PrimeSearch(
        frozenset(),
        error=arg(
            translate("PrimeList", 'No search like "%1": %2.'),
            query[:20],
            translate("PrimeList", SHORT_HELP),
        ),
    )


@dataclass(frozen=True, slots=True)
class HolderFilter:
    """One choice of the prime list's "Show" box."""

    key: str
    """``all``, ``free``, ``held``, ``number`` or ``player:N``."""
    label: str


def holder_filters(players: Sequence[str]) -> tuple[HolderFilter, ...]:
    """The "Show" choices for a game with these players."""
    choices = [
        HolderFilter("all", translate("PrimeList", "All primes")),
        HolderFilter("free", translate("PrimeList", "Free primes (nobody holds them)")),
        HolderFilter("held", translate("PrimeList", "Held primes")),
    ]
    choices.extend(
        HolderFilter(f"player:{i}", arg(translate("PrimeList", "Held by %1"), name))
        for i, name in enumerate(players)
    )
    choices.append(HolderFilter("number", translate("PrimeList", "Primes of the last number")))
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
    kind = key if key in ("free", "held") else ""
    if count == 0:
        head = {
            "free": translate("PrimeList", "No free primes"),
            "held": translate("PrimeList", "No held primes"),
        }.get(kind, translate("PrimeList", "No primes"))
    else:
        #: %n is written with a space between thousands ("1 229 primes")
        template = {
            "free": translate("PrimeList", "%n free prime(s)", None, PLURAL, count),
            "held": translate("PrimeList", "%n held prime(s)", None, PLURAL, count),
        }.get(kind) or translate("PrimeList", "%n prime(s)", None, PLURAL, count)
        head = template.replace(str(count), f"{count:,}".replace(",", " "), 1)
    # The count, then what the search and the filter say, each after a space.
    words = [head]
    if search.phrase:
        words.append(search.phrase)
    if key.startswith("player:"):
        index = int(key.split(":", 1)[1])
        if 0 <= index < len(players):
            words.append(arg(translate("PrimeList", "held by %1"), players[index]))
    elif key == "number":
        words.append(
            arg(translate("PrimeList", "of %1"), number)
            if number is not None
            else translate("PrimeList", "of the last number")
        )
    text = " ".join(words)
    if search.exact:
        text += f" · {search.exact}"
    return text


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


forget_on_change(search_primes.cache_clear)
forget_on_change(_local_patterns.cache_clear)
forget_on_change(_keywords.cache_clear)
