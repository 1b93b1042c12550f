"""The game as the prime reference panel sees it: who holds which prime, the number on the
table, and the checker lock (RULES.md "The checker lock").

>>> from wildwest.engine import Mode, apply, Draw, new_game, parse_deal
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JS", "JH"],
...                    "digit_pile": ["3D", "5C", "7H", "AD"]})
>>> state, _ = apply(new_game(deal, Mode.CHALLENGE), Draw())
>>> view = panel_view(state, lock_in_challenge=True)
>>> view.number.number, view.number.answering, view.locked
(35, True, True)
"""

from __future__ import annotations

from wildwest.engine import GameState, Mode, Phase
from wildwest.present.reference.prime_list import PRIME_COUNT, prime_index
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import LockedTools, PanelView, TableNumber


def prime_holders(state: GameState | None) -> tuple[int | None, ...]:
    """Who holds each prime of the prime list (seat number, or None)."""
    holders: list[int | None] = [None] * PRIME_COUNT
    if state is None:
        return tuple(holders)
    for player, held in enumerate(state.holdings):
        for p in held:
            index = prime_index(p)
            if index is not None:
                holders[index] = player
    return tuple(holders)


def table_number(state: GameState | None) -> TableNumber:
    """The number the panel should talk about: the one being answered, or the last scored."""
    if state is None:
        return TableNumber()
    players = state.players
    if state.phase is Phase.ANSWER and state.pending is not None:
        pending = state.pending
        return TableNumber(pending.number, False, frozenset(), players[pending.player], True)
    if state.turns:
        last = state.turns[-1]
        primes = frozenset(p for p, _ in last.factors)
        return TableNumber(last.number, True, primes, players[last.player])
    return TableNumber()


def answering_locked(state: GameState | None, lock_in_challenge: bool) -> str | None:
    """Who is answering under the checker lock, or None when the reference is open.

    It locks in Challenge mode while a player is answering, if the teacher's
    setting ``reference/lock_checker_in_challenge`` is on.
    """
    if not lock_in_challenge or state is None:
        return None
    if state.mode is not Mode.CHALLENGE or state.phase is not Phase.ANSWER:
        return None
    pending = state.pending
    return (
        state.players[pending.player] if pending is not None else translate("Holders", "a player")
    )


def checker_lock(state: GameState | None, lock_in_challenge: bool) -> str | None:
    """The note the checker and the tests show while the reference is locked, or None."""
    name = answering_locked(state, lock_in_challenge)
    if name is None:
        return None
    return arg(
        translate(
            "Holders",
            "The checker is locked while %1 answers (Challenge). It opens again when the turn is "
            "scored.",
        ),
        name,
    )


def locked_tools(name: str) -> LockedTools:
    """What the search, the sieve and the map say while ``name`` answers under the lock.

    >>> locked_tools("Ann").search
    'Look-up is locked while Ann answers (Challenge). The list still scrolls.'
    """
    again = translate("Holders", "It opens again when the turn is scored.")
    return LockedTools(
        search=arg(
            translate(
                "Holders", "Look-up is locked while %1 answers (Challenge). The list still scrolls."
            ),
            name,
        ),
        sieve=arg(
            translate("Holders", "The sieve is locked while %1 answers (Challenge). %2"),
            name,
            again,
        ),
        map=arg(
            translate("Holders", "The prime map is locked while %1 answers (Challenge). %2"),
            name,
            again,
        ),
    )


def panel_view(
    state: GameState | None,
    *,
    lock_in_challenge: bool,
    previous: PanelView | None = None,
) -> PanelView:
    """Everything the panel needs from the game (``previous`` parts are reused when equal)."""
    players = state.players if state is not None else ()
    name = answering_locked(state, lock_in_challenge)
    holders = prime_holders(state)
    if previous is not None and previous.holders == holders:
        holders = previous.holders
    return PanelView(
        players=players,
        holders=holders,
        number=table_number(state),
        lock_note=checker_lock(state, lock_in_challenge),
        locked_tools=None if name is None else locked_tools(name),
    )
