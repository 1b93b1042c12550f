"""Journal entries made from the engine's values: what the writer records for a game.

The same figures as the learning records (:mod:`wildwest.persistence.records`): "right
first time" is the engine's :func:`~wildwest.engine.right_first_time` for both.

>>> from wildwest.engine import Draw, Submit, apply, new_game, parse_deal
>>> deal = parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JS", "JH"],
...                    "digit_pile": ["7S", "7H", "AD", "3C"]})
>>> state, _ = apply(new_game(deal, Mode.CHALLENGE), Draw())
>>> state, _ = apply(state, Submit("7 × 11"))
>>> entry = turn_entry(state, state.turns[-1], "a" * 32, seconds=4.5)
>>> entry.pupil, entry.number, entry.right_first_time, entry.first, entry.scores
('Ann', 77, True, '7 × 11', (4, 0))
"""

from __future__ import annotations

import math
from datetime import datetime

from wildwest.engine import GameState, Mode, TurnRecord, right_first_time
from wildwest.engine.names import tidy_name

from .journal import (
    MAX_SCORE,
    MAX_TEXT,
    EndEntry,
    GameEntry,
    RetractEntry,
    TurnEntry,
    clean_text,
    new_entry_id,
)

_UNSET = datetime(2000, 1, 1)
"""A stand-in time: the writer stamps each entry when it keeps it (its ``seq`` too)."""


def _score(value: int) -> int:
    return max(-MAX_SCORE, min(MAX_SCORE, value))


def turn_entry(
    state: GameState,
    turn: TurnRecord,
    game_id: str,
    *,
    seconds: float | None = None,
    method: str = "typed",
    slips: int = 0,
    first_answer: str | None = None,
) -> TurnEntry:
    """The entry for one scored turn of a person (``state`` is the game after it).

    ``first_answer``: the first answer the pupil typed on the turn, when the caller knows
    it; for a turn answered once it is the answer itself."""
    factored = state.mode is not Mode.AUTO
    way = (method if method in ("typed", "ladder") else "typed") if factored else None
    slips = max(0, min(int(slips), 10_000)) if way == "ladder" else 0
    right = right_first_time(turn, state.mode, slips=slips)
    if seconds is not None and not (math.isfinite(seconds) and 0 <= seconds <= 86_400):
        seconds = None
    first = first_answer
    if first is None and factored and turn.attempts == 1 and way == "typed":
        first = turn.answer
    found = sorted(set(turn.primes) - set(turn.missed)) if factored else []
    return TurnEntry(
        id=new_entry_id(),
        seq=0,
        at=_UNSET,
        game=game_id,
        pupil=tidy_name(state.players[turn.player]),
        seat=turn.player,
        mode=state.mode.value,
        number=turn.number,
        digits="".join(str(card.digit or 0) for card in turn.digits)[:4],
        factored=factored,
        right_first_time=right,
        attempts=max(0, min(turn.attempts, 10_000)),
        hints=max(0, min(turn.hints, 100)),
        gave_up=turn.gave_up,
        seconds=None if seconds is None else round(seconds, 1),
        points=max(0, min(turn.points, MAX_SCORE)),
        method=way,
        slips=slips,
        mistakes=tuple(kind.value for kind in turn.mistakes),
        found=tuple(found),
        missed=tuple(sorted(turn.missed)) if factored else (),
        answer=clean_text(turn.answer, MAX_TEXT),
        first=clean_text(first, MAX_TEXT),
        scores=tuple(_score(s) for s in state.scores),
    )


def game_entry(state: GameState, game_id: str) -> GameEntry:
    """The entry for a game started (or reopened): its seats and its deal."""
    deal = state.deal
    rules = deal.rules
    return GameEntry(
        id=new_entry_id(),
        seq=0,
        at=_UNSET,
        game=game_id,
        players=tuple(tidy_name(name) for name in state.players),
        levels=tuple(seat.level.value if seat.level else "" for seat in state.seats),
        deal=deal.seed,
        packs=deal.packs,
        equal_turns=rules.equal_turns,
        steal_costs_points=rules.steal_costs_points,
        face_cards=rules.face_cards.value,
        mode=state.mode.value,
        real_cards=state.real_cards,
    )


def end_entry(state: GameState, game_id: str) -> EndEntry:
    """The entry for a game over: final scores, winners, each seat's largest prime."""
    result = state.result()
    largest = tuple(max(held) if held else None for held in state.holdings)
    return EndEntry(
        id=new_entry_id(),
        seq=0,
        at=_UNSET,
        game=game_id,
        scores=tuple(_score(s) for s in state.scores),
        winners=tuple(sorted(result.winners)),
        turns=min(len(state.turns), 100_000),
        largest=largest,
    )


def retract_entry(target: str) -> RetractEntry:
    """The entry that takes back entry ``target``."""
    return RetractEntry(id=new_entry_id(), seq=0, at=_UNSET, target=target)
