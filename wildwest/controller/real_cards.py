"""A game with real cards: the card codes box the picker edits, and taking a turn back.

The picker keeps no cards of its own: what has been picked for the turn so far *is* the
text of the card codes box (``KS 3S AH``, in the game's language's card letters), so
picking a card, typing a code and removing the last one all edit the same line, and the
presentation layer reads the cards from it (:func:`wildwest.present.real_cards.read_entry`).

>>> with_card("KS 3S", "AH"), with_card("ks 3", "3S"), without_last_card("KS 3S AH")
('KS 3S AH', 'ks 3S', 'KS 3S')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wildwest import engine
from wildwest.engine import Action, GameState, TurnRecord
from wildwest.present.card_codes import letters
from wildwest.present.real_cards import is_code_prefix


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
