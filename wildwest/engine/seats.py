"""Who sits at each seat: a person, or a computer player of a level (RULES.md "Computer players").

A deal has one :class:`Seat` per player, in seating order; a deal that says nothing
about its seats has only people. In a deal file a computer seat is written as an
object beside the plain names of people:

>>> seat_from_json({"name": "Dusty Dan", "computer": "Deputy"})
('Dusty Dan', Seat(level=<Level.DEPUTY: 'deputy'>))
>>> seat_from_json("Ann")
('Ann', Seat(level=None))
>>> seat_to_json("Dusty Dan", Seat(Level.DEPUTY)), seat_to_json("Ann", PERSON)
({'name': 'Dusty Dan', 'computer': 'deputy'}, 'Ann')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .errors import DealError, WildWestError, quoted
from .phrases import QT_TRANSLATE_NOOP, Phrase


class Level(StrEnum):
    """How good a computer player is. The values are stable: save and deal files store them."""

    GREENHORN = "greenhorn"
    DEPUTY = "deputy"
    SHERIFF = "sheriff"

    @property
    def label(self) -> str:
        return self.value.capitalize()

    @property
    def description(self) -> str:
        """One line for the set-up screen, for pupils."""
        return _DESCRIPTIONS[self]


_DESCRIPTIONS = {
    Level.GREENHORN: "New in town: makes the mistakes beginners make, and is sometimes right.",
    Level.DEPUTY: "Usually right, but slips now and then, mostly on 4-digit numbers.",
    Level.SHERIFF: "Never wrong: you have to be quick and lucky to beat the Sheriff.",
}

LEVEL_NAMES: tuple[str, ...] = tuple(level.value for level in Level)
LEVELS_TEXT = ", ".join(LEVEL_NAMES)
"""The levels as messages list them ("greenhorn, deputy, sheriff")."""


def parse_level(text: object) -> Level:
    """A level from its name (any case, spaces ignored); :class:`WildWestError` otherwise.

    >>> parse_level(" Deputy ")
    <Level.DEPUTY: 'deputy'>
    """
    if isinstance(text, str):
        try:
            return Level(text.strip().lower())
        except ValueError:
            pass
    raise WildWestError(
        Phrase(QT_TRANSLATE_NOOP("Engine", "A computer player's level is one of %1"), LEVELS_TEXT)
    )


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at the table: a person (``level`` is ``None``) or a computer player."""

    level: Level | None = None

    @property
    def is_computer(self) -> bool:
        return self.level is not None


PERSON = Seat()
"""A seat played by a person."""

COMPUTER_KEYS = ("name", "computer")
"""The keys of a computer seat in a deal file's ``players``."""
_EXAMPLE = '{"name": "Dusty Dan", "computer": "deputy"}'


def seat_from_json(raw: object, player: int = 1) -> tuple[str, Seat]:
    """A deal file's player entry: a name (a person) or ``{"name": …, "computer": LEVEL}``.

    The name is returned as written (the deal checks it); each message names the entry's
    place, ``player`` (from 1). Raises :class:`DealError` naming the problem.
    """
    if isinstance(raw, str):
        return raw, PERSON
    if not isinstance(raw, dict):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Player %1 must be a name like %2, or a computer player like %3, not %4",
                ),
                player,
                '"Ann"',
                _EXAMPLE,
                quoted(raw),
            )
        )
    for key in raw:
        if key not in COMPUTER_KEYS:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "Player %1 has an unknown key %2: a computer player has %3 and %4, like %5",
                    ),
                    player,
                    quoted(key),
                    '"name"',
                    '"computer"',
                    _EXAMPLE,
                )
            )
    for key in COMPUTER_KEYS:
        if key not in raw:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine", "Player %1 has no %2: a computer player is written %3"
                    ),
                    player,
                    f'"{key}"',
                    _EXAMPLE,
                )
            )
    name, level = raw["name"], raw["computer"]
    if not isinstance(name, str):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "Player %1's name must be text, not %2"),
                player,
                quoted(name),
            )
        )
    try:
        return name, Seat(parse_level(level))
    except WildWestError:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Player %1, %2, has an unknown level %3: a computer player's level is one "
                    "of %4",
                ),
                player,
                quoted(name.strip(), 30),
                quoted(level),
                LEVELS_TEXT,
            )
        ) from None


def seat_to_json(name: str, seat: Seat) -> str | dict[str, str]:
    """The deal-file form of a seat: the plain name for a person (so a deal of people only
    is written as before), an object for a computer player."""
    if seat.level is None:
        return name
    return {"name": name, "computer": seat.level.value}
