"""Small word helpers, each written once for the whole app.

>>> join_words(["Ann", "Ben", "Cy"]), plural(1, "turn"), plural(3, "match", "matches")
('Ann, Ben and Cy', '1 turn', '3 matches')
>>> superscript(12), mode_name("practice"), times(2)
('¹²', 'Practice', 'twice')
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from wildwest import engine

MODE_NAMES: dict[engine.Mode, str] = {
    engine.Mode.AUTO: "Auto",
    engine.Mode.PRACTICE: "Practice",
    engine.Mode.CHALLENGE: "Challenge",
}
"""The name of each mode, as the new-game screen, the status bar and the sheets write it."""

MODE_DESCRIPTIONS: dict[engine.Mode, str] = {
    engine.Mode.AUTO: "The game factors each number for you and explains it.",
    engine.Mode.PRACTICE: (
        "You type the factors. Wrong answers are explained; try again, ask for hints, or give up."
    ),
    engine.Mode.CHALLENGE: "You type the factors once. Every correct prime you name counts.",
}
"""What each mode means, in a sentence for the new-game screen."""

FACE_CARD_CHOICES: dict[engine.FaceCards, str] = {
    engine.FaceCards.ALL: "All: 2 to 4 digits",
    engine.FaceCards.NO_KINGS: "No Kings: 2 or 3 digits",
    engine.FaceCards.JACKS_ONLY: "Jacks only: 2 digits",
}
"""House rule ``face_cards``, as the new-game screen offers it."""

SEAT_CHOICES: dict[str, str] = {
    "": "Person",
    **{level.value: f"Computer: {level.label}" for level in engine.Level},
}
"""Who plays a seat, as the new-game screen offers it: ``""`` a person, else a level."""

LEVEL_NOTES: tuple[str, ...] = tuple(
    f"{level.label} — {level.description}" for level in engine.Level
)
"""What each computer level means, one line each, for the new-game screen."""

MIN_PLAYERS, MAX_PLAYERS = engine.MIN_PLAYERS, engine.MAX_PLAYERS
MAX_NAME_LENGTH = engine.MAX_NAME_LENGTH
"""A player's name has at most this many characters (the engine refuses longer ones)."""

superscript = engine.superscript
"""The digits of ``n`` raised, for index form (the engine's, so there is one)."""


def join_words(items: Iterable[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (``last`` may be ``or``)."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 turn``, ``2 turns``; ``many`` for irregular plurals."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def times(count: int) -> str:
    """``once``, ``twice``, ``3 times``."""
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def mode_name(mode: engine.Mode | str) -> str:
    """``Auto``, ``Practice`` or ``Challenge``."""
    return MODE_NAMES[engine.Mode(mode)]


def default_name(number: int) -> str:
    """The name a blank name box stands for: seat ``number`` (from 1)."""
    return engine.default_player_name(number)


def number_list(numbers: Iterable[int]) -> str:
    """``3, 5 and 23``."""
    return join_words(str(n) for n in numbers)


DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def day_name(day: date) -> str:
    """``Monday``, whatever the computer's language: the game's words are English, and the
    names strftime gives follow the locale that Qt sets (``Montag`` on a German computer)."""
    return DAY_NAMES[day.weekday()]


def month_name(day: date, short: bool = False) -> str:
    """``March``, or ``Mar`` if ``short``, whatever the computer's language (see day_name)."""
    name = MONTH_NAMES[day.month - 1]
    return name[:3] if short else name
