"""Real cards: the players turn over real cards on the desk and the app keeps score.

RULES.md "Real cards". A real-cards game has no piles known in advance: its state's
face and digit piles hold what is still in the packs (every card the packs hold, by
house rule ``face_cards``, less the cards entered so far), in the packs' fixed order.
:class:`PlayCards` is a draw with the cards given: it takes them out of those piles,
or is refused with a message naming the card. :class:`OutOfCards` ends the game when
the players have no more cards. The cards entered, in order, are the game's deal
(:func:`played_deal`), which the command line's ``replay`` plays again.

>>> from wildwest.engine.game import apply, new_game
>>> state = new_game(real_cards_deal(["Ann", "Ben"], packs=1), real_cards=True)
>>> len(state.face_pile), len(state.digit_pile)
(14, 40)
>>> state, _ = apply(state, PlayCards.of("KS", "3S", "AH", "10S", "5S"))
>>> turn = state.turns[-1]
>>> turn.number, turn.multiplier, turn.points
(3105, 4, 12)
>>> why_refused(state, PlayCards.of("QS", "3S", "5S", "7S"))
'There is no 3♠ left: every one the packs hold (1) has been entered already.'
>>> played_deal(state).to_dict()["face_pile"], played_deal(state).to_dict()["digit_pile"]
(['KS'], ['3S', 'AH', '10S', '5S'])
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from .cards import RANK_NAMES, Card, copies_per_pack, pack_digits, pack_faces, parse_card
from .deal import Deal, Rules, parse_deal
from .errors import CardError, DealError
from .phrases import QT_TRANSLATE_NOOP, Phrase
from .state import GameState, PlayCards

MAX_TURN_CARDS = 5
"""The most cards one turn has: a King and its four digits."""
MAX_ENTRY_LENGTH = 60
"""The longest line of card codes read for one turn (``KS 3S AH 10S 5S`` is 15 characters)."""

DRAW_REFUSED = Phrase(
    QT_TRANSLATE_NOOP(
        "Engine", "In a game with real cards, show the app the cards you turned over."
    )
)
"""Why :class:`~wildwest.engine.state.Draw` is refused in a real-cards game."""
PLAY_REFUSED = Phrase(QT_TRANSLATE_NOOP("Engine", "This game deals its own cards: press Draw."))
REAL_CARDS_PEOPLE_ONLY = Phrase(
    QT_TRANSLATE_NOOP(
        "Engine",
        "Computer players can't turn over real cards: make every seat a person, or shuffle a deal.",
    )
)
"""Why a real-cards game has no computer players."""
"""Why :class:`PlayCards` is refused in a game the app deals."""


# ---------------------------------------------------------------- the packs


def real_cards_deal(players: Sequence[str], *, packs: int, rules: Rules | None = None) -> Deal:
    """The deal of a real-cards game: players, packs and house rules, and no piles.

    >>> deal = real_cards_deal(["Ann", "Ben"], packs=2)
    >>> deal.face_pile, deal.packs
    ((), 2)
    """
    data = {"players": list(players), "face_pile": [], "digit_pile": [], "packs": packs}
    if rules is not None:
        data["rules"] = rules.to_dict()
    return parse_deal(data)


def full_piles(deal: Deal) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Every face card (by house rule ``face_cards``) and every digit card the packs hold.

    Raises :class:`DealError` for a deal that lists cards (a real-cards game has none yet)
    or has computer players (the cards are turned over on the desk, by people).
    """
    if deal.face_pile or deal.digit_pile:
        raise DealError(
            Phrase(
                QT_TRANSLATE_NOOP("Engine", "A game with real cards starts with no cards entered")
            )
        )
    if deal.computers:
        raise DealError(REAL_CARDS_PEOPLE_ONLY)
    return pack_faces(deal.rules.face_cards) * deal.packs, pack_digits() * deal.packs


def parse_cards(text: str) -> tuple[Card, ...]:
    """The cards in a line of codes, as in deal files: case-insensitive, ``T`` for 10,
    spaces or commas between them.

    >>> parse_cards("KS 3S ZZ")
    Traceback (most recent call last):
      ...
    wildwest.engine.errors.CardError: "ZZ" is not a card code: use a rank A 2-10 J Q K ...
    >>> [card.code for card in parse_cards("ks 3S, ah ts 5s")]
    ['KS', '3S', 'AH', '10S', '5S']

    Raises :class:`CardError` naming the first code that is not a card, or saying the
    line is too long (more than :data:`MAX_ENTRY_LENGTH` characters or
    :data:`MAX_TURN_CARDS` cards).
    """
    if len(text) > MAX_ENTRY_LENGTH:
        raise CardError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "That is too long: a turn has at most %1 cards (at most %2 characters)",
                ),
                MAX_TURN_CARDS,
                MAX_ENTRY_LENGTH,
            )
        )
    codes = text.replace(",", " ").split()
    if len(codes) > MAX_TURN_CARDS:
        raise CardError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "That is %1 cards: a turn has at most %2 (a King and its 4 digits)"
                ),
                len(codes),
                MAX_TURN_CARDS,
            )
        )
    return tuple(parse_card(code) for code in codes)


def copies_left(state: GameState, card: Card) -> int:
    """How many copies of ``card`` the packs still hold: packs × what a pack holds, less the
    cards entered so far (0 for a face card that house rule ``face_cards`` leaves out)."""
    pile = state.face_pile if card.is_face else state.digit_pile
    return pile.count(card)


def left_in_packs(state: GameState) -> Counter[Card]:
    """Every card still in the packs and how many of it (one pass over the piles)."""
    return Counter(state.face_pile) + Counter(state.digit_pile)


# ---------------------------------------------------------------- refusals


def _kind_problem(action: PlayCards, rules: Rules, *, partial: bool = False) -> str | None:
    face = action.face
    if not face.is_face:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine",
                "%1 is a digit card: the first card is the face card (a Jack, Queen, King or "
                "joker).",
            ),
            face.symbol,
        )
    if not rules.face_cards.allows(face):
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 is a %2, but this game is played with %3 only."),
            face.symbol,
            Phrase(RANK_NAMES[face.rank]),
            rules.face_cards.description,
        )
    for card in action.digits:
        if card.is_face:
            return Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine", "%1 is a face card: after the face card come digit cards (Ace to 10)."
                ),
                card.symbol,
            )
    asked = face.digits_asked or 0
    given = len(action.digits)
    if given != asked and not (partial and given < asked):
        #: %1 a face card (K♠, Joker), %2 how many digits it asks for (2 to 4), %3 how many
        #: digit cards were entered (0 to 4)
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "%1 asks for %2 digits; digit cards entered: %3."),
            face.symbol,
            asked,
            given,
        )
    return None


def _copies_problem(state: GameState, action: PlayCards) -> str | None:
    wanted = Counter(action.cards)
    packs = state.deal.packs
    for card in action.cards:  # the first card, left to right, that the packs cannot give
        left = copies_left(state, card)
        if wanted[card] <= left:
            continue
        held = packs * copies_per_pack(card)
        if left == 0:
            #: %1 a card (K♠, Joker), %2 how many of it the game's packs hold
            return Phrase(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "There is no %1 left: every one the packs hold (%2) has been entered already.",
                ),
                card.symbol,
                held,
            )
        #: %1 a card (K♠, Joker), %2 how many times this turn has it (2 or more), %3 how many
        #: are left in the game's packs (1 or more)
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "This turn has %1 %2 times, but the packs have only %3 of it left."
            ),
            card.symbol,
            wanted[card],
            left,
        )
    return None


def why_refused(state: GameState, action: PlayCards, *, partial: bool = False) -> str | None:
    """Why the cards of ``action`` cannot be this turn's, naming the card; ``None`` if they
    can (the game's phase is checked by :func:`~wildwest.engine.game.why_illegal`).

    ``partial``: the digits are still being picked, so fewer than the face card asks for
    are not (yet) a problem; everything else is checked.
    """
    if not state.real_cards:
        return PLAY_REFUSED
    rules = state.deal.rules
    return _kind_problem(action, rules, partial=partial) or _copies_problem(state, action)


def why_not_out_of_cards(state: GameState) -> str | None:
    """Why "We're out of cards" cannot end the game now, or ``None`` if it can."""
    if not state.real_cards:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Only a game with real cards ends when the players run out of cards."
            )
        )
    if state.pending is not None:
        return Phrase(
            QT_TRANSLATE_NOOP("Engine", "Finish this turn first: factor the number, or give up.")
        )
    if not state.turns:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Engine", "Nobody has had a turn yet: enter the first cards, or start a new game."
            )
        )
    return None


def take(pile: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    """``pile`` with one copy of each of ``cards`` taken out (each must be in it)."""
    rest = list(pile)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


# ---------------------------------------------------------------- the deal played


def played_deal(state: GameState) -> Deal:
    """The cards of every scored turn, in order, as a deal file's deal: ``replay`` plays it
    to the same scores (in Auto; in Practice and Challenge a pupil may name fewer primes).

    ``equal_turns`` is kept, unless the game stopped in the middle of a round (We're out of
    cards): then it is off, so the replay plays every turn entered instead of stopping at
    the round's start.
    """
    turns = state.turns
    rules = state.deal.rules
    if len(turns) % len(state.players):
        rules = dataclasses.replace(rules, equal_turns=False)
    return Deal(
        players=state.players,
        face_pile=tuple(turn.face for turn in turns),
        digit_pile=tuple(card for turn in turns for card in turn.digits),
        packs=state.deal.packs,
        rules=rules,
    )


def undo_point(actions: Sequence[object]) -> int | None:
    """Where the last turn begins in ``actions`` (its :class:`PlayCards`): replaying the
    actions before it takes that turn back. ``None`` if no cards were entered.

    >>> from wildwest.engine.state import OutOfCards
    >>> undo_point([PlayCards.of("JS", "3S", "5H"), OutOfCards()])
    0
    >>> undo_point([]) is None
    True
    """
    for index in range(len(actions) - 1, -1, -1):
        if isinstance(actions[index], PlayCards):
            return index
    return None
