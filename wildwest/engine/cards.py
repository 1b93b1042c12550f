"""Cards, card codes and packs.

A card code is a rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` followed by a suit
``S H D C``; a joker is ``JK``. Codes are case-insensitive on input and ``T``
may stand for ``10``:

>>> parse_card("10s").code, parse_card("th").code, parse_card("jk").code
('10S', '10H', 'JK')
>>> parse_card("AH").digit, parse_card("10D").digit, parse_card("KC").digits_asked
(1, 0, 4)

Every card is interned: ``parse_card("KS") is parse_card("ks")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .errors import CardError, quoted
from .phrases import QT_TRANSLATE_NOOP, Phrase

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
DIGIT_RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
FACE_RANKS: tuple[str, ...] = ("J", "Q", "K")
JOKER = "JK"

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES: dict[str, str] = {
    "S": QT_TRANSLATE_NOOP("Engine", "spades"),
    "H": QT_TRANSLATE_NOOP("Engine", "hearts"),
    "D": QT_TRANSLATE_NOOP("Engine", "diamonds"),
    "C": QT_TRANSLATE_NOOP("Engine", "clubs"),
}
RANK_NAMES: dict[str, str] = {
    "A": QT_TRANSLATE_NOOP("Engine", "Ace"),
    "2": QT_TRANSLATE_NOOP("Engine", "Two"),
    "3": QT_TRANSLATE_NOOP("Engine", "Three"),
    "4": QT_TRANSLATE_NOOP("Engine", "Four"),
    "5": QT_TRANSLATE_NOOP("Engine", "Five"),
    "6": QT_TRANSLATE_NOOP("Engine", "Six"),
    "7": QT_TRANSLATE_NOOP("Engine", "Seven"),
    "8": QT_TRANSLATE_NOOP("Engine", "Eight"),
    "9": QT_TRANSLATE_NOOP("Engine", "Nine"),
    "10": QT_TRANSLATE_NOOP("Engine", "Ten"),
    "J": QT_TRANSLATE_NOOP("Engine", "Jack"),
    "Q": QT_TRANSLATE_NOOP("Engine", "Queen"),
    "K": QT_TRANSLATE_NOOP("Engine", "King"),
}
_DIGIT_VALUES: dict[str, int] = {"A": 1, "10": 0} | {str(d): d for d in range(2, 10)}
_DIGITS_ASKED: dict[str, int] = {"J": 2, "Q": 3, "K": 4, JOKER: 2}

FACES_PER_PACK = 14  # J, Q, K of each suit and two jokers
JOKERS_PER_PACK = 2


class FaceCards(StrEnum):
    """House rule ``face_cards``: which face cards are shuffled into the face pile.

    The digit pile is unchanged (40 cards a pack), so with fewer face cards the
    game ends when the face pile is empty.
    """

    ALL = "all"
    """J, Q, K and jokers: 2-, 3- and 4-digit numbers (14 face cards a pack)."""
    NO_KINGS = "no_kings"
    """Jacks, Queens and jokers: 2- and 3-digit numbers (10 a pack)."""
    JACKS_ONLY = "jacks_only"
    """Jacks and jokers: 2-digit numbers (6 a pack)."""

    @property
    def ranks(self) -> tuple[str, ...]:
        """The face ranks this setting shuffles in (jokers always are)."""
        return _FACE_RANKS_KEPT[self]

    def allows(self, card: Card) -> bool:
        """True if ``card`` (a face card) belongs in a face pile under this setting."""
        return card.is_joker or card.rank in _FACE_RANKS_KEPT[self]

    @property
    def description(self) -> str:
        """What the setting means, for messages: ``Jacks, Queens and jokers`` (a Phrase)."""
        return Phrase(_FACE_CARDS_WORDS[self])


_FACE_RANKS_KEPT: dict[FaceCards, tuple[str, ...]] = {
    FaceCards.ALL: FACE_RANKS,
    FaceCards.NO_KINGS: ("J", "Q"),
    FaceCards.JACKS_ONLY: ("J",),
}
_FACE_CARDS_WORDS: dict[FaceCards, str] = {
    FaceCards.ALL: QT_TRANSLATE_NOOP("Engine", "Jacks, Queens, Kings and jokers"),
    FaceCards.NO_KINGS: QT_TRANSLATE_NOOP("Engine", "Jacks, Queens and jokers"),
    FaceCards.JACKS_ONLY: QT_TRANSLATE_NOOP("Engine", "Jacks and jokers"),
}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. Build cards with :func:`parse_card`, not directly."""

    code: str
    rank: str
    suit: str | None
    digit: int | None
    """The digit a digit card stands for (Ace = 1, Ten = 0); ``None`` for face cards."""
    digits_asked: int | None
    """How many digits a face card asks for (J or joker 2, Q 3, K 4); ``None`` for digits."""

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def is_face(self) -> bool:
        """True for the face pile's cards: J, Q, K and jokers."""
        return self.digits_asked is not None

    @property
    def is_digit(self) -> bool:
        return self.digit is not None

    @property
    def symbol(self) -> str:
        """Short printable form, e.g. ``K♠``, ``10♥``, ``Joker``."""
        if self.suit is None:
            return Phrase(QT_TRANSLATE_NOOP("Engine", "Joker"))
        return f"{self.rank}{SUIT_SYMBOLS[self.suit]}"

    @property
    def short_name(self) -> str:
        """The card in words, e.g. ``Ace of hearts`` (a :class:`Phrase`)."""
        if self.suit is None:
            return Phrase(QT_TRANSLATE_NOOP("Engine", "Joker"))
        #: a card: %1 its rank (Ace, Two … King), %2 its suit (spades, hearts…)
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 of %2"),
            Phrase(RANK_NAMES[self.rank]),
            Phrase(SUIT_NAMES[self.suit]),
        )

    @property
    def name(self) -> str:
        """Spoken form for screen readers, e.g. ``Ace of hearts (digit 1)``."""
        text = self.short_name
        if self.rank in ("A", "10"):
            text += Phrase(QT_TRANSLATE_NOOP("Engine", " (digit %1)"), self.digit)
        return text

    def __str__(self) -> str:
        return self.code


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for suit in SUITS:
        for rank in DIGIT_RANKS + FACE_RANKS:
            code = rank + suit
            cards[code] = Card(code, rank, suit, _DIGIT_VALUES.get(rank), _DIGITS_ASKED.get(rank))
    cards[JOKER] = Card(JOKER, JOKER, None, None, _DIGITS_ASKED[JOKER])
    return cards


CARDS: dict[str, Card] = _build_cards()
"""Every distinct card, by canonical code."""


def parse_card(code: object) -> Card:
    """The card for a code such as ``"KS"``, ``"10h"``, ``"TH"`` or ``"JK"``.

    Raises :class:`CardError` naming the code when it is not a card.
    """
    if not isinstance(code, str):
        raise CardError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "%1 is not a card code: card codes are text like %2"),
                quoted(code),
                '"KS", "10H"',
            )
        )
    text = code.strip().upper()
    if text.startswith("T") and len(text) == 2:
        text = "10" + text[1]
    card = CARDS.get(text)
    if card is None:
        raise CardError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "%1 is not a card code: use a rank A 2-10 J Q K and a suit S H D C (like %2),"
                    " or %3 for a joker",
                ),
                quoted(code.strip() or code),
                '"KS", "10H"',
                '"JK"',
            )
        )
    return card


def pack_faces(face_cards: FaceCards = FaceCards.ALL) -> tuple[Card, ...]:
    """The face pile of one pack in a fixed order: J, Q, K of each suit, then two jokers.

    With house rule ``face_cards`` only the ranks it keeps, in the same order:

    >>> [c.code for c in pack_faces(FaceCards.JACKS_ONLY)]
    ['JS', 'JH', 'JD', 'JC', 'JK', 'JK']
    """
    ranks = face_cards.ranks
    faces = [CARDS[rank + suit] for suit in SUITS for rank in ranks]
    return (*faces, CARDS[JOKER], CARDS[JOKER])


def faces_per_pack(face_cards: FaceCards = FaceCards.ALL) -> int:
    """Face cards in one pack's face pile: 14 (``all``), 10 (``no_kings``), 6 (``jacks_only``)."""
    return len(SUITS) * len(face_cards.ranks) + JOKERS_PER_PACK


def pack_digits() -> tuple[Card, ...]:
    """The digit pile of one pack in a fixed order: A-10 of each suit."""
    return tuple(CARDS[rank + suit] for suit in SUITS for rank in DIGIT_RANKS)


def copies_per_pack(card: Card) -> int:
    """How many copies of ``card`` one pack holds (1, or 2 for the joker)."""
    return JOKERS_PER_PACK if card.is_joker else 1


def default_packs(players: int) -> int:
    """One pack per two players, rounded up: 2 → 1, 3 → 2, 4 → 2, 6 → 3, 8 → 4."""
    return max(1, -(-players // 2))


def turns_per_player(
    players: int,
    packs: int,
    *,
    equal_turns: bool = True,
    face_cards: FaceCards = FaceCards.ALL,
) -> tuple[int, int]:
    """The fewest and most turns any player gets with whole packs, shuffled.

    Every face card is played: a whole pack's digits always cover its face cards.

    >>> turns_per_player(2, 1), turns_per_player(7, 1), turns_per_player(4, 1)
    ((7, 7), (2, 2), (3, 3))
    >>> turns_per_player(4, 1, equal_turns=False)
    (3, 4)
    >>> turns_per_player(2, 1, face_cards=FaceCards.NO_KINGS), turns_per_player(4, 1,
    ...     face_cards=FaceCards.JACKS_ONLY, equal_turns=False)
    ((5, 5), (1, 2))
    """
    faces = faces_per_pack(face_cards) * packs
    fewest, extra = divmod(faces, players)
    if equal_turns or extra == 0:
        return fewest, fewest
    return fewest, fewest + 1
