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
from .errors import DIGITS_0_TO_9, CardError, DealError, escape_char, quoted, unshowable
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
            raise DealError(f"The deal has {len(self.players)} players but {len(self.seats)} seats")

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


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def why_not_a_name(name: str) -> str | None:
    """Why ``name`` (already stripped) cannot be a player's name, or ``None`` if it can.

    >>> why_not_a_name("Ann"), why_not_a_name("x" * 25)
    (None, 'is 25 characters long: a name can have at most 24')
    >>> why_not_a_name("a\\nb")
    'has a control character (\\\\n) in it: a name must be plain text'
    """
    if not name:
        return "is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"is {len(name):,} characters long: a name can have at most {MAX_NAME_LENGTH}"
    for char in name:
        if unshowable(char):
            kind = "half a character" if "\ud800" <= char <= "\udfff" else "a control character"
            return f"has {kind} ({escape_char(char)}) in it: a name must be plain text"
    return None


def _check_players(raw: object) -> tuple[tuple[str, ...], tuple[Seat, ...]]:
    if not isinstance(raw, list):
        raise DealError('"players" must be a list of names, like ["Ann", "Ben"]')
    if len(raw) > MAX_PLAYERS:
        raise DealError(f"A game has at most {MAX_PLAYERS} players; this deal has {len(raw):,}")
    names: list[str] = []
    seats: list[Seat] = []
    seen: dict[str, int] = {}
    for position, entry in enumerate(raw, start=1):
        name, seat = seat_from_json(entry, f"The {_ordinal(position)} player")
        clean = name.strip()
        problem = why_not_a_name(clean)
        if problem is not None:
            raise DealError(f"The {_ordinal(position)} player's name {problem}")
        key = clean.casefold()
        if key in seen:
            raise DealError(
                f"The name {quoted(clean)} is used twice (players {seen[key]} and {position}): "
                "every player needs a different name"
            )
        seen[key] = position
        names.append(clean)
        seats.append(seat)
    if len(names) < MIN_PLAYERS:
        raise DealError(f"A game needs at least {MIN_PLAYERS} players; this deal has {len(names)}")
    return tuple(names), tuple(seats)


def _check_pile(raw: object, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise DealError(f'"{key}" must be a list of card codes, like ["KS", "JK"]')
    limit = MAX_FACE_PILE if key == "face_pile" else MAX_DIGIT_PILE
    if len(raw) > limit:
        raise DealError(
            f"{key} lists {len(raw):,} cards; a deal can have at most {limit:,} ({MAX_PACKS} packs)"
        )
    cards: list[Card] = []
    for position, code in enumerate(raw, start=1):
        try:
            card = parse_card(code)
        except CardError as error:
            raise DealError(f"{key}, card {position}: {error}") from None
        if key == "face_pile" and not card.is_face:
            raise DealError(
                f'face_pile, card {position}: "{card.code}" is a digit card; '
                "the face pile holds only J, Q, K and jokers"
            )
        if key == "digit_pile" and not card.is_digit:
            raise DealError(
                f'digit_pile, card {position}: "{card.code}" is a face card; '
                "the digit pile holds only A to 10"
            )
        cards.append(card)
    return tuple(cards)


def _check_rules(raw: object) -> Rules:
    if not isinstance(raw, dict):
        raise DealError('"rules" must be an object, like {"equal_turns": true}')
    for key in raw:
        if key not in RULE_KEYS:
            raise DealError(
                f"Unknown rule {quoted(key)}: the rules are {', '.join(RULE_KEYS[:-1])} "
                f"and {RULE_KEYS[-1]}"
            )
    values: dict[str, bool] = {}
    face_cards = FaceCards.ALL
    for key, value in raw.items():
        if key == "face_cards":
            if value not in FACE_CARDS_VALUES:  # an unhashable value is simply not in the tuple
                raise DealError(
                    f"Unknown face_cards value {quoted(value)}: "
                    f"it must be {', '.join(FACE_CARDS_VALUES[:-1])} or {FACE_CARDS_VALUES[-1]}"
                )
            face_cards = FaceCards(value)
        elif not isinstance(value, bool):
            raise DealError(f'The rule "{key}" must be true or false, not {quoted(value)}')
        else:
            values[key] = value
    return Rules(**values, face_cards=face_cards)


def _check_face_cards_rule(face_pile: Sequence[Card], face_cards: FaceCards) -> None:
    for position, card in enumerate(face_pile, start=1):
        if not face_cards.allows(card):
            raise DealError(
                f'face_pile, card {position}: "{card.code}" is a {RANK_NAMES[card.rank]}, but '
                f'house rule face_cards "{face_cards.value}" keeps only {face_cards.description}'
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
            f'The deal has {n:,} copies of "{card.code}": that needs {needed:,} packs, '
            f"and a deal can have at most {MAX_PACKS}"
        )
    return needed


def _check_packs(packs: object, cards: Sequence[Card]) -> int:
    """A deal file's ``packs``, checked against the cards it lists."""
    counts = Counter(cards)
    if not isinstance(packs, int) or isinstance(packs, bool) or not 1 <= packs <= MAX_PACKS:
        raise DealError(
            f'"packs" must be a whole number from 1 to {MAX_PACKS}, not {quoted(packs)}'
        )
    for card, n in sorted(counts.items(), key=lambda item: item[0].code):
        allowed = packs * copies_per_pack(card)
        if n > allowed:
            what = "pack holds" if packs == 1 else "packs hold"
            raise DealError(
                f'The deal has {n} copies of "{card.code}", but {packs} {what} only {allowed}'
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
        raise DealError('A deal must be a JSON object with "players", "face_pile" and "digit_pile"')
    for key in data:
        if key not in DEAL_KEYS:
            raise DealError(
                f"Unknown key {quoted(key)} in the deal: the keys are {', '.join(DEAL_KEYS)}"
            )
    for key in DEAL_KEYS[:3]:
        if key not in data:
            raise DealError(f'The deal has no "{key}"')
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
            raise DealError("The deal file is not a text file (it is not UTF-8)") from None
    if not text.strip():
        raise DealError("The deal file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DealError(
            f"The deal file is not valid JSON: {error.msg} at line {error.lineno}, "
            f"column {error.colno}"
        ) from None
    except RecursionError:
        raise DealError("The deal file is not a deal: it is nested far too deeply") from None
    except ValueError:  # e.g. a number with thousands of digits
        raise DealError("The deal file is not a deal: it holds a number far too long") from None
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
            raise DealError(f"{name} is a folder, not a deal file")
        # O_NONBLOCK: opening a FIFO (named pipe) must not wait for a writer that never comes.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise DealError(f"{name} is not a deal file: it is not a regular file")
            raw = (
                b"" if info.st_size > MAX_DEAL_FILE_BYTES else handle.read(MAX_DEAL_FILE_BYTES + 1)
            )
    except OSError as error:
        reason = error.strerror or str(error)
        raise DealError(f"Cannot read the deal file {name}: {reason}") from None
    if info.st_size > MAX_DEAL_FILE_BYTES or len(raw) > MAX_DEAL_FILE_BYTES:
        raise DealError(
            f"{name} is too big to be a deal file (over {MAX_DEAL_FILE_BYTES // 1_000_000} MB)"
        )
    return deal_from_json(raw)


def check_seed(seed: object) -> int:
    """A deal code as an int, or :class:`DealError` saying what a deal code is.

    Text may hold spaces between the digits; only the ASCII digits 0-9 count
    (``"١٢"`` is refused, as the new-game screen refuses it).
    """
    if isinstance(seed, str):
        text = seed.strip().replace(" ", "")
        if not text or not text.isascii() or not text.isdigit():
            raise DealError(
                f"{quoted(seed)} is not a deal code: a deal code is a whole number "
                f"written with {DIGITS_0_TO_9}, like 4821"
            )
        if len(text.lstrip("0")) > len(str(MAX_SEED)):  # before int(): it may be 5 000 digits
            raise DealError(f"A deal code is a whole number from 0 to {MAX_SEED:,}")
        seed = int(text)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise DealError(f"A deal code is a whole number from 0 to {MAX_SEED:,}")
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
        raise DealError(f"A game has at most {MAX_PLAYERS} players, not {len(players):,}")
    if seats and len(seats) != len(players):
        raise DealError(f"{len(players)} players need {len(players)} seats, not {len(seats)}")
    count = packs if packs is not None else default_packs(len(players))
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise DealError("packs must be a whole number of 1 or more")
    if count > MAX_PACKS:
        raise DealError(f"A shuffled deal can have at most {MAX_PACKS} packs, not {count:,}")
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
