"""The deal: who plays, and the face and digit piles in order (top card first).

A deal is what RULES.md calls "the deal file": a JSON object such as

    {"players": ["Ann", "Ben"], "face_pile": ["KS", "JK", "QH"],
     "digit_pile": ["3S", "AH", "10S", "5S", "7D", "2C"], "packs": 1,
     "rules": {"equal_turns": true, "steal_costs_points": false, "face_cards": "all"}}

A player may be a computer player instead of a name: ``{"name": "Dusty Dan",
"computer": "deputy"}`` (see :mod:`~wildwest.engine.seats`); :attr:`Deal.seats` holds
who sits where, people only unless the deal says otherwise.

:func:`parse_deal` validates one and raises :class:`DealError` naming the
problem; :func:`shuffled_deal` makes one from a seed, the same on every machine.

Every count and length has a maximum, so a hostile file can neither crash nor
swamp the app: :data:`MAX_PLAYERS` players, names of :data:`MAX_NAME_LENGTH`
characters, :data:`MAX_PACKS` packs (so at most 1 400 face and 4 000 digit
cards) and :data:`MAX_DEAL_FILE_BYTES` bytes of file.
"""

from __future__ import annotations

import functools
import json
import math
import os
import random
import stat
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .cards import (
    DIGIT_RANKS,
    RANK_NAMES,
    SUITS,
    Card,
    FaceCards,
    copies_per_pack,
    default_packs,
    faces_per_pack,
    pack_digits,
    pack_faces,
    parse_card,
)
from .errors import CardError, DealError, escape_char, one_line, quoted, unshowable
from .names import name_key, tidy_name
from .phrases import QT_TRANSLATE_NOOP, Phrase, message_of
from .seats import PERSON, Seat, seat_from_json, seat_to_json

DEAL_KEYS: tuple[str, ...] = ("players", "face_pile", "digit_pile", "packs", "rules")
T = TypeVar("T")
MAX_DEAL_FILE_BYTES = 1_000_000
"""The biggest deal file read (1 MB; a 100-pack deal is about 40 KB)."""
MAX_SEED = 10**12 - 1
"""Deal codes (seeds) are whole numbers from 0 up to this."""
MIN_PLAYERS = 2
MAX_PLAYERS = 14
"""The app plays 2 to 14 (one person may face up to 13 computer players)."""
MAX_NAME_LENGTH = 24
"""The longest player name, in characters (the new-game screen's name boxes hold as many)."""
MAX_PACKS = 100
"""The most packs a deal may have, shuffled or from a file (1 400 face cards: far more than a
lesson needs)."""
MAX_FACE_PILE = MAX_PACKS * faces_per_pack()
"""The most face cards a deal file may list (1 400)."""
MAX_DIGIT_PILE = MAX_PACKS * len(SUITS) * len(DIGIT_RANKS)
"""The most digit cards a deal file may list (4 000)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules, with the defaults of RULES.md."""

    equal_turns: bool = True
    steal_costs_points: bool = False
    face_cards: FaceCards = FaceCards.ALL

    def to_dict(self) -> dict[str, bool | str]:
        """The deal file's ``rules``. ``face_cards`` is written only when it is not ``all``,
        so a deal or a save made with every face card still opens in versions before it."""
        rules: dict[str, bool | str] = {
            "equal_turns": self.equal_turns,
            "steal_costs_points": self.steal_costs_points,
        }
        if self.face_cards is not FaceCards.ALL:
            rules["face_cards"] = self.face_cards.value
        return rules


RULE_KEYS: tuple[str, ...] = ("equal_turns", "steal_costs_points", "face_cards")
FACE_CARDS_VALUES: tuple[str, ...] = tuple(value.value for value in FaceCards)


@dataclass(frozen=True, slots=True)
class Deal:
    """A validated deal. ``seed`` is the deal code it was shuffled from, if any.

    ``seats`` has one :class:`~wildwest.engine.seats.Seat` per player; left out, every
    seat is a person.
    """

    players: tuple[str, ...]
    face_pile: tuple[Card, ...]
    digit_pile: tuple[Card, ...]
    packs: int
    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    seats: tuple[Seat, ...] = ()

    def __post_init__(self) -> None:
        if not self.seats:
            object.__setattr__(self, "seats", (PERSON,) * len(self.players))
        elif len(self.seats) != len(self.players):
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "The deal has %1 players but %2 seats"),
                    len(self.players),
                    len(self.seats),
                )
            )

    @property
    def computers(self) -> tuple[int, ...]:
        """The seats played by computer players, in seating order."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_computer)

    def to_dict(self) -> dict[str, Any]:
        """The deal-file form (``seed`` is not part of it); a computer seat is an object
        among the names, so a deal of people only is written as before."""
        return {
            "players": [
                seat_to_json(name, seat)
                for name, seat in zip(self.players, self.seats, strict=True)
            ],
            "face_pile": [card.code for card in self.face_pile],
            "digit_pile": [card.code for card in self.digit_pile],
            "packs": self.packs,
            "rules": self.rules.to_dict(),
        }


def why_not_a_name(name: str, player: int = 1) -> str | None:
    """Why ``name`` (already stripped), player ``player``'s, cannot be a player's name, or
    ``None`` if it can.

    >>> why_not_a_name("Ann"), why_not_a_name("x" * 25, 2)
    (None, "Player 2's name is 25 characters long: a name can have at most 24")
    >>> why_not_a_name("a\\nb")
    "Player 1's name has a control character (\\\\n) in it: a name must be plain text"
    """
    if not name:
        return Phrase(QT_TRANSLATE_NOOP("Engine", "Player %1's name is empty"), player)
    if len(name) > MAX_NAME_LENGTH:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Player %1's name is %2 characters long: a name can have at most %3"
            ),
            player,
            len(name),
            MAX_NAME_LENGTH,
        )
    return _character_problem(name, player)


def _character_problem(name: str, player: int) -> str | None:
    """Why ``name`` has a character no name may hold (see :func:`why_not_a_name`)."""
    for char in name:
        if not unshowable(char):
            continue
        if "\ud800" <= char <= "\udfff":
            template = QT_TRANSLATE_NOOP(
                "Engine",
                "Player %1's name has half a character (%2) in it: a name must be plain text",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Engine",
                "Player %1's name has a control character (%2) in it: a name must be plain text",
            )
        return Phrase(template, player, escape_char(char))
    return None


def _check_players(raw: object) -> tuple[tuple[str, ...], tuple[Seat, ...]]:
    if not isinstance(raw, list):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", '"players" must be a list of names, like %1'),
                '["Ann", "Ben"]',
            )
        )
    if len(raw) > MAX_PLAYERS:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A game has at most %1 players; this deal has %2"),
                MAX_PLAYERS,
                len(raw),
            )
        )
    names: list[str] = []
    seats: list[Seat] = []
    seen: dict[str, tuple[int, str]] = {}
    for position, entry in enumerate(raw, start=1):
        typed, seat = seat_from_json(entry, position)
        # Control characters are refused as typed (tidying would hide a tab or an override);
        # the rest is checked, kept and compared tidied (engine/names.py).
        problem = _character_problem(typed.strip(), position)
        clean = tidy_name(typed)
        problem = problem or why_not_a_name(clean, position)
        if problem is not None:
            raise DealError(problem)
        key = name_key(clean)
        if key in seen:
            raise DealError(_same_names(seen[key], (position, typed)))
        seen[key] = (position, typed)
        names.append(clean)
        seats.append(seat)
    if len(names) < MIN_PLAYERS:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A game needs at least %1 players; this deal has %2"),
                MIN_PLAYERS,
                len(names),
            )
        )
    return tuple(names), tuple(seats)


def _same_names(first: tuple[int, str], second: tuple[int, str]) -> str:
    """Two players whose names look the same: the message names both. Names the same but
    for capitals and the spaces around them keep the message they always had; names that
    differ only in invisible characters, white space or how an accent was typed are shown
    with those characters spelt out (``Ann\\u00a0Lee``), so the difference can be seen."""
    (one, typed_one), (two, typed_two) = first, second
    if typed_one.strip().casefold() == typed_two.strip().casefold():
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "The name %1 is used twice (players %2 and %3): every player needs a "
                "different name",
            ),
            quoted(typed_two.strip()),
            one,
            two,
        )
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Players %1 and %2 have names that look the same (%3 and %4): every player needs a "
            "different name",
        ),
        one,
        two,
        spelt_out(typed_one),
        spelt_out(typed_two),
    )


def spelt_out(name: str) -> str:
    """A name in quotes with every character a reader cannot see, and every space other
    than a plain one, written as its code (``"Ann\\u00a0Lee"``); a combining accent too.

    >>> print(spelt_out("Zoe\\u0308\\u200b"))
    "Zoe\\u0308\\u200b"
    """
    shown = "".join(
        char
        if char == " " or not (char.isspace() or unicodedata.category(char) in ("Cf", "Mn"))
        else f"\\u{ord(char):04x}"
        for char in name.strip()
    )
    limit = MAX_NAME_LENGTH * 3
    return one_line(f'"{shown[:limit]}…"' if len(shown) > limit else f'"{shown}"')


def _check_pile(raw: object, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 must be a list of card codes, like %2"),
                f'"{key}"',
                '["KS", "JK"]',
            )
        )
    limit = MAX_FACE_PILE if key == "face_pile" else MAX_DIGIT_PILE
    if len(raw) > limit:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "%1 lists %2 cards; a deal can have at most %3 (%4 packs)"
                ),
                key,
                len(raw),
                limit,
                MAX_PACKS,
            )
        )
    cards: list[Card] = []
    for position, code in enumerate(raw, start=1):
        try:
            card = parse_card(code)
        except CardError as error:
            #: where in a deal file: %1 the pile (face_pile, digit_pile), %2 the card's place
            #: in it, %3 what is wrong there
            where = QT_TRANSLATE_NOOP("Engine", "%1, card %2: %3")
            raise DealError(Phrase(where, key, position, message_of(error))) from None
        if key == "face_pile" and not card.is_face:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "face_pile, card %1: %2 is a digit card; the face pile holds only J, Q, "
                        "K and jokers",
                    ),
                    position,
                    f'"{card.code}"',
                )
            )
        if key == "digit_pile" and not card.is_digit:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "digit_pile, card %1: %2 is a face card; the digit pile holds only A to 10",
                    ),
                    position,
                    f'"{card.code}"',
                )
            )
        cards.append(card)
    return tuple(cards)


def _check_rules(raw: object) -> Rules:
    if not isinstance(raw, dict):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", '"rules" must be an object, like %1'),
                '{"equal_turns": true}',
            )
        )
    for key in raw:
        if key not in RULE_KEYS:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "Unknown rule %1: the rules are %2"),
                    quoted(key),
                    ", ".join(RULE_KEYS),
                )
            )
    values: dict[str, bool] = {}
    face_cards = FaceCards.ALL
    for key, value in raw.items():
        if key == "face_cards":
            if value not in FACE_CARDS_VALUES:  # an unhashable value is simply not in the tuple
                raise DealError(
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Engine", "Unknown face_cards value %1: it must be one of %2"
                        ),
                        quoted(value),
                        ", ".join(FACE_CARDS_VALUES),
                    )
                )
            face_cards = FaceCards(value)
        elif not isinstance(value, bool):
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "The rule %1 must be true or false, not %2"),
                    f'"{key}"',
                    quoted(value),
                )
            )
        else:
            values[key] = value
    return Rules(**values, face_cards=face_cards)


def _check_face_cards_rule(face_pile: Sequence[Card], face_cards: FaceCards) -> None:
    for position, card in enumerate(face_pile, start=1):
        if not face_cards.allows(card):
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "face_pile, card %1: %2 is a %3, but house rule face_cards %4 keeps only "
                        "%5",
                    ),
                    position,
                    f'"{card.code}"',
                    Phrase(RANK_NAMES[card.rank]),
                    f'"{face_cards.value}"',
                    face_cards.description,
                )
            )


def smallest_packs(cards: Sequence[Card]) -> int:
    """The fewest packs that hold every card listed (at least 1)."""
    counts = Counter(cards)
    return max([1, *(-(-n // copies_per_pack(card)) for card, n in counts.items())])


def _default_packs(cards: Sequence[Card]) -> int:
    """A deal file without ``packs``: the fewest that hold its cards, up to :data:`MAX_PACKS`."""
    needed = smallest_packs(cards)
    if needed > MAX_PACKS:
        counts = Counter(cards)
        card, n = max(counts.items(), key=lambda item: item[1] / copies_per_pack(item[0]))
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "The deal has %1 copies of %2: that needs %3 packs, and a deal can have at "
                    "most %4",
                ),
                n,
                f'"{card.code}"',
                needed,
                MAX_PACKS,
            )
        )
    return needed


def _check_packs(packs: object, cards: Sequence[Card]) -> int:
    """A deal file's ``packs``, checked against the cards it lists."""
    counts = Counter(cards)
    if not isinstance(packs, int) or isinstance(packs, bool) or not 1 <= packs <= MAX_PACKS:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", '"packs" must be a whole number from 1 to %1, not %2'),
                MAX_PACKS,
                quoted(packs),
            )
        )
    for card, n in sorted(counts.items(), key=lambda item: item[0].code):
        allowed = packs * copies_per_pack(card)
        if n > allowed:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        'The deal has %1 copies of %2, but with "packs": %3 it can have %4',
                    ),
                    n,
                    f'"{card.code}"',
                    packs,
                    allowed,
                )
            )
    return packs


def parse_deal(data: object, *, seed: int | None = None) -> Deal:
    """Validate a deal in the deal-file form (already read from JSON).

    >>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["KS"],
    ...                    "digit_pile": ["3S", "AH", "10S", "5S"]})
    >>> deal.packs, deal.rules.equal_turns
    (1, True)
    """
    if not isinstance(data, dict):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A deal must be a JSON object with %1"),
                ", ".join(f'"{key}"' for key in DEAL_KEYS[:3]),
            )
        )
    for key in data:
        if key not in DEAL_KEYS:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP("Engine", "Unknown key %1 in the deal: the keys are %2"),
                    quoted(key),
                    ", ".join(DEAL_KEYS),
                )
            )
    for key in DEAL_KEYS[:3]:
        if key not in data:
            raise DealError(Phrase(QT_TRANSLATE_NOOP("Engine", "The deal has no %1"), f'"{key}"'))
    players, seats = _check_players(data["players"])
    face_pile = _check_pile(data["face_pile"], "face_pile")
    digit_pile = _check_pile(data["digit_pile"], "digit_pile")
    rules = _check_rules(data.get("rules", {}))
    _check_face_cards_rule(face_pile, rules.face_cards)
    cards = face_pile + digit_pile
    packs = _check_packs(data["packs"], cards) if "packs" in data else _default_packs(cards)
    return Deal(players, face_pile, digit_pile, packs, rules, seed, seats)


def deal_from_json(text: str | bytes) -> Deal:
    """Parse and validate the text of a deal file."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine", "The deal file is not a text file (it is not UTF-8)"
                    )
                )
            ) from None
    if not text.strip():
        raise DealError(Phrase(QT_TRANSLATE_NOOP("Engine", "The deal file is empty")))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        #: %1 the JSON reader's own words (English), %2 the line, %3 the column
        problem = QT_TRANSLATE_NOOP(
            "Engine", "The deal file is not valid JSON: %1 at line %2, column %3"
        )
        raise DealError(Phrase(problem, error.msg, error.lineno, error.colno)) from None
    except RecursionError:
        problem = QT_TRANSLATE_NOOP(
            "Engine", "The deal file is not a deal: it is nested far too deeply"
        )
        raise DealError(Phrase(problem)) from None
    except ValueError:  # e.g. a number with thousands of digits
        problem = QT_TRANSLATE_NOOP(
            "Engine", "The deal file is not a deal: it holds a number far too long"
        )
        raise DealError(Phrase(problem)) from None
    return parse_deal(data)


def _shown_name(path: Path) -> str:
    return quoted(path.name or str(path), 60).strip('"')


def load_deal_file(path: str | Path) -> Deal:
    """Read and validate a deal file; :class:`DealError` names the problem.

    Only a regular file is read (a pipe or a device would never end), and only
    its first :data:`MAX_DEAL_FILE_BYTES` bytes.
    """
    path = Path(path)
    name = _shown_name(path)
    try:
        if path.is_dir():
            raise DealError(
                Phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a folder, not a deal file"), name)
            )
        # O_NONBLOCK: opening a FIFO (named pipe) must not wait for a writer that never comes.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise DealError(
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Engine", "%1 is not a deal file: it is not a regular file"
                        ),
                        name,
                    )
                )
            raw = (
                b"" if info.st_size > MAX_DEAL_FILE_BYTES else handle.read(MAX_DEAL_FILE_BYTES + 1)
            )
    except OSError as error:
        reason = error.strerror or str(error)
        #: %1 the file, %2 the system's reason (in the computer's language)
        problem = QT_TRANSLATE_NOOP("Engine", "Cannot read the deal file %1: %2")
        raise DealError(Phrase(problem, name, reason)) from None
    if info.st_size > MAX_DEAL_FILE_BYTES or len(raw) > MAX_DEAL_FILE_BYTES:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 is too big to be a deal file (over %2 MB)"),
                name,
                MAX_DEAL_FILE_BYTES // 1_000_000,
            )
        )
    return deal_from_json(raw)


def _seed_range() -> Phrase:
    return Phrase(
        QT_TRANSLATE_NOOP("Engine", "A deal code is a whole number from 0 to %1"),
        f"{MAX_SEED:,}".replace(",", " "),  # grouped by spaces, as every language can read it
    )


def check_seed(seed: object) -> int:
    """A deal code as an int, or :class:`DealError` saying what a deal code is.

    Text may hold spaces between the digits; only the ASCII digits 0-9 count
    (``"١٢"`` is refused, as the new-game screen refuses it).
    """
    if isinstance(seed, str):
        text = seed.strip().replace(" ", "")
        if not text or not text.isascii() or not text.isdigit():
            raise DealError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "%1 is not a deal code: a deal code is a whole number written with the "
                        "digits 0 to 9, like %2",
                    ),
                    quoted(seed),
                    4821,
                )
            )
        if len(text.lstrip("0")) > len(str(MAX_SEED)):  # before int(): it may be 5 000 digits
            raise DealError(_seed_range())
        seed = int(text)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise DealError(_seed_range())
    return seed


@functools.cache
def _orderings(n: int) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """n!, the bits to draw for it, and the Fisher-Yates steps (i, i + 1) for i = n-1 … 1."""
    total = math.factorial(n)
    return total, (total - 1).bit_length(), tuple((i, i + 1) for i in range(n - 1, 0, -1))


def seeded_shuffle(items: list[T], rng: random.Random) -> None:
    """Shuffle ``items`` in place, every order equally likely, using only ``rng.getrandbits``.

    It draws one number below n! (rejecting larger draws) and reads it digit by
    digit as a Fisher-Yates swap sequence. Using only ``getrandbits`` (the
    Mersenne Twister's raw output) keeps a deal code's cards the same on every
    machine and Python version, whatever ``random.shuffle`` does internally.
    """
    n = len(items)
    if n < 2:
        return
    total, bits, steps = _orderings(n)
    x = rng.getrandbits(bits)
    while x >= total:
        x = rng.getrandbits(bits)
    for i, size in steps:
        x, j = divmod(x, size)
        items[i], items[j] = items[j], items[i]


def shuffled_piles(
    packs: int, seed: int, face_cards: FaceCards = FaceCards.ALL
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The face and digit piles of ``packs`` whole packs shuffled with ``random.Random(seed)``.

    The same seed gives the same piles on every machine and every run. With
    house rule ``face_cards`` only the face cards it keeps are shuffled (so a
    deal code gives another order than with ``all``, the same on every machine).
    """
    rng = random.Random(seed)
    faces = list(pack_faces(face_cards)) * packs
    digits = list(pack_digits()) * packs
    seeded_shuffle(faces, rng)
    seeded_shuffle(digits, rng)
    return tuple(faces), tuple(digits)


def shuffled_deal(
    players: Sequence[str],
    *,
    seed: int,
    packs: int | None = None,
    rules: Rules | None = None,
    seats: Sequence[Seat] = (),
) -> Deal:
    """A whole-pack deal for ``players`` from deal code ``seed`` (packs default: one per two).

    ``seats``: who sits where, one per player (left out: people only).
    """
    seed = check_seed(seed)
    if len(players) > MAX_PLAYERS:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A game has at most %1 players, not %2"),
                MAX_PLAYERS,
                len(players),
            )
        )
    if seats and len(seats) != len(players):
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 players need %1 seats, not %2"),
                len(players),
                len(seats),
            )
        )
    count = packs if packs is not None else default_packs(len(players))
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise DealError(
            Phrase(QT_TRANSLATE_NOOP("Engine", "packs must be a whole number of 1 or more"))
        )
    if count > MAX_PACKS:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A shuffled deal can have at most %1 packs, not %2"),
                MAX_PACKS,
                count,
            )
        )
    rules = rules or Rules()
    faces, digits = shuffled_piles(count, seed, rules.face_cards)
    data = {
        "players": [
            seat_to_json(name, seat)
            for name, seat in zip(players, seats or (PERSON,) * len(players), strict=True)
        ],
        "face_pile": [card.code for card in faces],
        "digit_pile": [card.code for card in digits],
        "packs": count,
        "rules": rules.to_dict(),
    }
    return parse_deal(data, seed=seed)


def default_player_name(number: int) -> str:
    """The name of seat ``number`` (from 1) when nobody typed one: ``Player 3``.

    The one place this default is written.
    """
    return f"Player {number}"


def default_player_names(count: int) -> list[str]:
    """``Player 1``, ``Player 2``, … for quick games and the command line."""
    return [default_player_name(i) for i in range(1, count + 1)]
