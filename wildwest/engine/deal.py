"""The deal: who plays, and the face and digit piles in order (top card first).

A deal is what RULES.md calls "the deal file": a JSON object such as

    {"players": ["Ann", "Ben"], "face_pile": ["KS", "JK", "QH"],
     "digit_pile": ["3S", "AH", "10S", "5S", "7D", "2C"], "packs": 1,
     "rules": {"equal_turns": true, "steal_costs_points": false}}

:func:`parse_deal` validates one and raises :class:`DealError` naming the
problem; :func:`shuffled_deal` makes one from a seed, the same on every machine.
"""

from __future__ import annotations

import functools
import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .cards import Card, copies_per_pack, default_packs, pack_digits, pack_faces, parse_card
from .errors import CardError, DealError, quoted

DEAL_KEYS: tuple[str, ...] = ("players", "face_pile", "digit_pile", "packs", "rules")
T = TypeVar("T")
MAX_DEAL_FILE_BYTES = 1_000_000
MAX_SEED = 10**12 - 1
"""Deal codes (seeds) are whole numbers from 0 up to this."""
MAX_SHUFFLED_PACKS = 100
"""The most packs a seeded deal shuffles (1 400 face cards: far more than a lesson needs)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules, with the defaults of RULES.md."""

    equal_turns: bool = True
    steal_costs_points: bool = False

    def to_dict(self) -> dict[str, bool]:
        return {"equal_turns": self.equal_turns, "steal_costs_points": self.steal_costs_points}


RULE_KEYS: tuple[str, ...] = ("equal_turns", "steal_costs_points")


@dataclass(frozen=True, slots=True)
class Deal:
    """A validated deal. ``seed`` is the deal code it was shuffled from, if any."""

    players: tuple[str, ...]
    face_pile: tuple[Card, ...]
    digit_pile: tuple[Card, ...]
    packs: int
    rules: Rules = field(default_factory=Rules)
    seed: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """The deal-file form (``seed`` is not part of it)."""
        return {
            "players": list(self.players),
            "face_pile": [card.code for card in self.face_pile],
            "digit_pile": [card.code for card in self.digit_pile],
            "packs": self.packs,
            "rules": self.rules.to_dict(),
        }


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check_players(raw: object) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise DealError('"players" must be a list of names, like ["Ann", "Ben"]')
    names: list[str] = []
    seen: dict[str, int] = {}
    for position, name in enumerate(raw, start=1):
        if not isinstance(name, str):
            raise DealError(
                f"The {_ordinal(position)} player's name must be text, not {quoted(name)}"
            )
        clean = name.strip()
        if not clean:
            raise DealError(f"The {_ordinal(position)} player's name is empty")
        key = clean.casefold()
        if key in seen:
            raise DealError(
                f"The name {quoted(clean)} is used twice (players {seen[key]} and {position}): "
                "every player needs a different name"
            )
        seen[key] = position
        names.append(clean)
    if len(names) < 2:
        raise DealError(f"A game needs at least 2 players; this deal has {len(names)}")
    return tuple(names)


def _check_pile(raw: object, key: str) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise DealError(f'"{key}" must be a list of card codes, like ["KS", "JK"]')
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
            raise DealError(f"Unknown rule {quoted(key)}: the rules are {' and '.join(RULE_KEYS)}")
    values: dict[str, bool] = {}
    for key, value in raw.items():
        if not isinstance(value, bool):
            raise DealError(f'The rule "{key}" must be true or false, not {quoted(value)}')
        values[key] = value
    return Rules(**values)


def smallest_packs(cards: Sequence[Card]) -> int:
    """The fewest packs that hold every card listed (at least 1)."""
    counts = Counter(cards)
    return max([1, *(-(-n // copies_per_pack(card)) for card, n in counts.items())])


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
    players = _check_players(data["players"])
    face_pile = _check_pile(data["face_pile"], "face_pile")
    digit_pile = _check_pile(data["digit_pile"], "digit_pile")
    rules = _check_rules(data.get("rules", {}))
    all_cards = face_pile + digit_pile
    if "packs" in data:
        packs = data["packs"]
        if not isinstance(packs, int) or isinstance(packs, bool) or packs < 1:
            raise DealError(f'"packs" must be a whole number of 1 or more, not {quoted(packs)}')
        counts = Counter(all_cards)
        for card, n in sorted(counts.items(), key=lambda item: item[0].code):
            allowed = packs * copies_per_pack(card)
            if n > allowed:
                what = "pack holds" if packs == 1 else "packs hold"
                raise DealError(
                    f'The deal has {n} copies of "{card.code}", but {packs} {what} only {allowed}'
                )
    else:
        packs = smallest_packs(all_cards)
    return Deal(players, face_pile, digit_pile, packs, rules, seed)


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


def load_deal_file(path: str | Path) -> Deal:
    """Read and validate a deal file; :class:`DealError` names the problem."""
    path = Path(path)
    try:
        if path.is_dir():
            raise DealError(f"{path.name} is a folder, not a deal file")
        with path.open("rb") as handle:
            raw = handle.read(MAX_DEAL_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise DealError(f"Cannot read the deal file {path.name}: {reason}") from None
    if len(raw) > MAX_DEAL_FILE_BYTES:
        raise DealError(f"{path.name} is too big to be a deal file (over 1 MB)")
    return deal_from_json(raw)


def check_seed(seed: object) -> int:
    """A deal code as an int, or :class:`DealError` saying what a deal code is."""
    if isinstance(seed, str):
        text = seed.strip().replace(" ", "")
        if not text.isdigit() or not text.isascii():
            raise DealError(
                f"{quoted(seed)} is not a deal code: a deal code is a whole number, like 4821"
            )
        seed = int(text)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise DealError(f"A deal code is a whole number from 0 to {MAX_SEED:,}")
    return seed


@functools.cache
def _orderings(n: int) -> tuple[int, int]:
    total = math.factorial(n)
    return total, (total - 1).bit_length()


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
    total, bits = _orderings(n)
    x = rng.getrandbits(bits)
    while x >= total:
        x = rng.getrandbits(bits)
    for i in range(n - 1, 0, -1):
        x, j = divmod(x, i + 1)
        items[i], items[j] = items[j], items[i]


def shuffled_piles(packs: int, seed: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The face and digit piles of ``packs`` whole packs shuffled with ``random.Random(seed)``.

    The same seed gives the same piles on every machine and every run.
    """
    rng = random.Random(seed)
    faces = list(pack_faces()) * packs
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
) -> Deal:
    """A whole-pack deal for ``players`` from deal code ``seed`` (packs default: one per two)."""
    seed = check_seed(seed)
    count = packs if packs is not None else default_packs(len(players))
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise DealError("packs must be a whole number of 1 or more")
    if count > MAX_SHUFFLED_PACKS:
        raise DealError(f"A shuffled deal can have at most {MAX_SHUFFLED_PACKS} packs, not {count}")
    faces, digits = shuffled_piles(count, seed)
    data = {
        "players": list(players),
        "face_pile": [card.code for card in faces],
        "digit_pile": [card.code for card in digits],
        "packs": count,
        "rules": (rules or Rules()).to_dict(),
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
