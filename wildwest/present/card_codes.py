"""Card codes in the game's language: what the card picker shows and reads.

The engine's codes are English (``QH``, ``10S``, ``T`` for 10, ``JK``): deal files and the
command line use them, and they work in every language. A language may also letter the
Ace, Jack, Queen and King the way its pupils' own decks print them (German ``B D K`` for
Bube, Dame, König) and give its suits letters (German ``P H KA KR``: Karo and Kreuz both
start with K, so each takes two letters). The translator gives the letters; a code typed
in them is read here, in the presentation layer, and only the card goes on to the engine.
Every language also reads a suit typed as its sign (``D♥``, ``Q♥``).

>>> german = Letters.of("A B D K", "P H KA KR")
>>> german.problems()
[]
>>> [german.card(code).code for code in ("DH", "qh", "kkr", "KKA", "10p", "D♥", "jk")]
['QH', 'QH', 'KC', 'KD', '10S', 'QH', 'JK']
>>> german.code(german.card("QH")), german.symbol(german.card("QH"))
('DH', 'D♥')
>>> german.card("KK") is None, german.is_prefix("KK"), german.is_prefix("KKR")
(True, True, False)

Letters that would make a code read as two cards are refused (French ``C`` for Cœur
would make ``AC`` both the Ace of clubs and the Ace of hearts):

>>> Letters.of("A V D R", "P C CA T").problems()[0]
"'ac' would be both AC and AH"
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import lru_cache

from wildwest import engine
from wildwest.engine import Card
from wildwest.engine.cards import DIGIT_RANKS, JOKER, SUIT_SYMBOLS, SUITS
from wildwest.present.translate import arg, forget_on_change, translate

log = logging.getLogger(__name__)

LETTERED = ("A", "J", "Q", "K")
"""The ranks a language may letter its own way (2 to 10 are digits everywhere)."""
ENGLISH_RANKS = " ".join(LETTERED)
ENGLISH_SUITS = " ".join(SUITS)
_SYMBOLS = {card.symbol: card for card in engine.CARDS.values() if card.suit is not None}
"""``Q♥`` → the Queen of hearts: an engine sentence names a card by this symbol."""


def _english_forms() -> dict[str, Card]:
    """Every form the engine reads (case-folded), and the English ranks with a suit's sign."""
    forms = {code.casefold(): card for code, card in engine.CARDS.items()}
    for suit in SUITS:
        forms["t" + suit.casefold()] = engine.CARDS["10" + suit]
        for rank in (*DIGIT_RANKS, *LETTERED):
            forms[(rank + SUIT_SYMBOLS[suit]).casefold()] = engine.CARDS[rank + suit]
    return forms


@dataclass(frozen=True, slots=True)
class Letters:
    """One language's card letters, and every code they make (see the module)."""

    ranks: dict[str, str]
    """Engine rank → the rank as shown and typed: ``{"Q": "D", "10": "10", …}`` in German."""
    suits: dict[str, str]
    """Engine suit → the letters typed for it: ``{"D": "KA", …}`` in German."""
    forms: dict[str, Card] = field(default_factory=dict)
    """Every code read (case-folded) → its card: the English codes and the local ones."""
    clashes: tuple[str, ...] = ()

    @classmethod
    def of(cls, rank_letters: str, suit_letters: str) -> Letters:
        """The letters of ``A J Q K`` and of ``S H D C`` (space-separated, in that order)."""
        given_ranks, given_suits = rank_letters.split(), suit_letters.split()
        clashes: list[str] = []
        if len(given_ranks) != len(LETTERED) or len(given_suits) != len(SUITS):
            clashes.append(f"{rank_letters!r} / {suit_letters!r}: not 4 ranks and 4 suits")
            given_ranks, given_suits = list(LETTERED), list(SUITS)
        for letter in (*given_ranks, *given_suits):
            if not letter.isalpha():
                clashes.append(f"{letter!r} is not made of letters")
        for kind, given in (("rank", given_ranks), ("suit", given_suits)):
            folded = [letter.casefold() for letter in given]
            if len(set(folded)) != len(folded):
                clashes.append(f"two {kind}s share a letter in {' '.join(given)!r}")
        ranks = {rank: rank for rank in DIGIT_RANKS} | dict(zip(LETTERED, given_ranks, strict=True))
        suits = dict(zip(SUITS, given_suits, strict=True))
        forms = _english_forms()
        for suit in SUITS:
            for rank, shown in ranks.items():
                card = engine.CARDS[rank + suit]
                for form in (shown + suits[suit], shown + SUIT_SYMBOLS[suit]):
                    other = forms.setdefault(form.casefold(), card)
                    if other is not card:
                        pair = sorted((other.code, card.code))
                        clashes.append(f"{form.casefold()!r} would be both {pair[0]} and {pair[1]}")
        return cls(ranks, suits, forms, tuple(clashes))

    def problems(self) -> list[str]:
        """Why these letters cannot be used (a code that reads as two cards, two suits with
        the same letters …); empty if they can."""
        return list(self.clashes)

    @property
    def local(self) -> bool:
        """The letters differ from the English codes."""
        return (self.ranks, self.suits) != (ENGLISH.ranks, ENGLISH.suits)

    def card(self, token: str) -> Card | None:
        """The card a typed code names, or ``None``."""
        return self.forms.get(token.strip().casefold())

    def code(self, card: Card) -> str:
        """``DH`` (German) for the Queen of hearts; ``JK`` for a joker."""
        if card.suit is None:
            return JOKER
        return self.ranks[card.rank] + self.suits[card.suit]

    def symbol(self, card: Card) -> str:
        """``D♥`` (German), ``10♥``; the joker in words."""
        if card.suit is None:
            return translate("Engine", card.symbol)
        return self.ranks[card.rank] + SUIT_SYMBOLS[card.suit]

    def is_prefix(self, token: str) -> bool:
        """``K``, ``1``, ``KK`` (German): the start of a longer code, still being typed."""
        folded = token.strip().casefold()
        return bool(folded) and any(
            form.startswith(folded) and form != folded for form in self.forms
        )


ENGLISH = Letters.of(ENGLISH_RANKS, ENGLISH_SUITS)


@lru_cache(maxsize=1)
def letters() -> Letters:
    """The game's language's letters (English ones if the translation's cannot be used)."""
    #: the Ace, Jack, Queen and King as your pupils' own decks print them, in this order,
    #: space-separated (German: A B D K). Pupils see them on the card picker and may type
    #: them in card codes, beside the English codes, which keep working. A test checks
    #: that the four differ, and that no code made of them reads as two cards (with
    #: another English or local code).
    rank_letters = translate("CardCodes", "A J Q K")
    #: the letters typed for spades, hearts, diamonds and clubs, in this order,
    #: space-separated (German: P H KA KR: Karo and Kreuz both start with K, so two letters
    #: each). A test checks that the four differ and that no code reads as two cards: a
    #: letter English uses for another suit (S H D C) cannot be used (French C for Cœur
    #: would make AC both the Ace of clubs and the Ace of hearts).
    suit_letters = translate("CardCodes", "S H D C")
    found = Letters.of(rank_letters, suit_letters)
    if found.problems():
        log.warning("card letters %r %r not used: %s", rank_letters, suit_letters, found.clashes)
        return ENGLISH
    return found


forget_on_change(letters.cache_clear)


def say_cards(text: object) -> str:
    """An engine sentence in the game's language with each card it names in the local
    letters (``D♥`` for ``Q♥`` in German); any other text as it is."""
    if not isinstance(text, engine.Phrase):
        return str(text)
    values = [_said_value(value) for value in text.values]
    template = translate(text.context, text.template) if text.translatable else text.template
    return arg(template, *values)


def _said_value(value: object) -> object:
    """A value of an engine sentence: a card's symbol in the local letters, a sentence in
    the game's language, anything else as it is."""
    if isinstance(value, engine.Phrase):
        return say_cards(value)
    if isinstance(value, str) and value in _SYMBOLS:
        return letters().symbol(_SYMBOLS[value])
    return value


__all__ = ["ENGLISH", "LETTERED", "Letters", "letters", "say_cards"]
