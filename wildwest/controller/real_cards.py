"""A game with real cards: the card codes box the picker edits, the turn it makes, and
taking a turn back (plain helpers the game controller delegates to: no Qt, no signals).

The picker keeps no cards of its own: what has been picked for the turn so far *is* the
text of the card codes box (``KS 3S AH``, in the game's language's card letters), so
picking a card, typing a code and removing the last one all edit the same line, and the
presentation layer reads the cards from it (:func:`wildwest.present.real_cards.read_entry`).

>>> with_card("KS 3S", "AH"), with_card("ks 3", "3S"), without_last_card("KS 3S AH")
('KS 3S AH', 'ks 3S', 'KS 3S')
>>> box = CardEntry()
>>> box.pick("KS"); box.pick("3S"); box.remove_last(); box.pick("AH"); box.text
'KS AH'
>>> state = engine.new_game(engine.real_cards_deal(["Ann", "Ben"], packs=1), real_cards=True)
>>> read_turn(state, "KS 3S AH 10S 5S")[0] == engine.PlayCards.of("KS", "3S", "AH", "10S", "5S")
True
>>> read_turn(state, "")
(None, 'Pick the face card you turned over first.')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wildwest import engine
from wildwest.engine import Action, GameState, Phase, PlayCards, TurnRecord
from wildwest.present.card_codes import letters
from wildwest.present.real_cards import Entry, is_code_prefix, read_cards, refusal, turn_text
from wildwest.present.translate import translate

MAX_ENTRY_TEXT = engine.MAX_ENTRY_LENGTH * 2
"""The longest text the card codes box keeps (twice what a turn can use, so a refused line
is still shown whole)."""


@dataclass(frozen=True, slots=True)
class UndoneTurn:
    """A turn taken back with Undo last turn, for the session (records and files)."""

    turn: TurnRecord | None
    """The scored turn taken back, or ``None`` if its number was still being answered."""
    ended: bool
    """The game had ended with that turn: it goes on again."""


def _typed_part(text: str) -> str:
    """``text`` without a last code still being typed (``KS 3`` → ``KS``)."""
    tokens = text.replace(",", " ").split()
    if tokens and not text[-1:].isspace() and is_code_prefix(tokens[-1]):
        return " ".join(tokens[:-1])
    return text.strip()


def with_card(text: str, code: str) -> str:
    """The codes box after picking ``code`` (an engine code): added at the end, in the game's
    language's card letters (German ``DH`` for ``QH``), in place of a code that was still
    being typed."""
    kept = _typed_part(text)
    card = engine.CARDS.get(code)
    shown = code if card is None else letters().code(card)
    return f"{kept} {shown}" if kept else shown


def without_last_card(text: str) -> str:
    """The codes box with its last code taken off."""
    tokens = text.replace(",", " ").split()
    return " ".join(tokens[:-1])


def take_back(state: GameState, actions: Sequence[Action]) -> tuple[GameState, list[Action]]:
    """The game without its last turn (scored, or waiting for its answer): the actions before
    it, replayed from the start. Raises ``WildWestError`` if there is no turn to take back."""
    point = engine.undo_point(actions)
    if not state.real_cards:
        raise engine.IllegalActionError("Only a game with real cards can take a turn back.")
    if point is None:
        raise engine.IllegalActionError("There is no turn to undo yet.")
    kept = list(actions[:point])
    earlier = engine.new_game(state.deal, state.mode, real_cards=True)
    for action in kept:
        earlier, _ = engine.apply(earlier, action)
    return earlier, kept


@dataclass(frozen=True, slots=True)
class TakenBack:
    """The game with its last turn taken back, and what to tell about it."""

    state: GameState
    actions: tuple[Action, ...]
    undone: UndoneTurn
    number: int
    """The turn's number, from 1."""
    text: str
    """The turn in words: ``turn 7: Ben's K♠ 3♠ A♥ 10♠ 5♠ (3105, 15 points)``."""


def undo_last_turn(state: GameState, actions: Sequence[Action]) -> TakenBack:
    """Take back the last turn (scored, or waiting for its answer) of a real-cards game.
    Raises ``WildWestError`` if there is none."""
    earlier, kept = take_back(state, actions)
    last = state.turns[-1] if state.pending is None else None
    number = len(state.turns) + (1 if state.pending is not None else 0)
    text = turn_text(state, number, last)
    return TakenBack(earlier, tuple(kept), UndoneTurn(last, state.is_over), number, text)


def read_turn(state: GameState | None, text: str) -> tuple[PlayCards | None, str | None]:
    """The turn ``text`` enters (card codes, English or in the game's language's letters),
    or why it cannot be played: the message names the card, in the pupil's letters. (In
    another phase than between turns the engine says what the turn waits for.)"""
    cards, unread = read_cards(text)
    problem: str | None = unread or None
    if problem is None and not cards:
        problem = translate("GameController", "Pick the face card you turned over first.")
    between_turns = state is not None and state.phase is Phase.DRAW and not state.is_over
    if problem is None and state is not None and state.real_cards and between_turns:
        problem = refusal(state, cards)
    if problem is not None:
        return None, problem
    return PlayCards(cards[0], cards[1:]), None


class CardEntry:
    """The card codes box of the next real-cards turn: what has been picked or typed so far,
    and why its last confirmation was refused (until it changes)."""

    def __init__(self) -> None:
        self.entry = Entry()

    @property
    def text(self) -> str:
        return self.entry.text

    def edit(self, text: str) -> None:
        """The box now says ``text`` (cut to :data:`MAX_ENTRY_TEXT`)."""
        self.entry = Entry(text[:MAX_ENTRY_TEXT])

    def pick(self, code: str) -> None:
        """A card of the picker was picked: it goes at the end of the box."""
        self.edit(with_card(self.text, code))

    def remove_last(self) -> None:
        self.edit(without_last_card(self.text))

    def refused(self, text: str, problem: str) -> None:
        """``text`` was confirmed and refused: it stays in the box, with why."""
        self.entry = Entry(text[:MAX_ENTRY_TEXT], problem)

    def clear(self) -> None:
        """An empty box (a turn played, a new game, a turn undone)."""
        self.entry = Entry()
