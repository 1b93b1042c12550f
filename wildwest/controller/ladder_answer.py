"""Answering by division ladder: the way a person answers in Practice, and the ladder being
climbed, kept for the game controller (plain bookkeeping: no Qt, no signals).

The controller keeps one :class:`LadderAnswer` and asks it, for the state it holds, whether
the ladder is the way to answer now, which ladder to climb or to draw, and what a move on
it leads to; the controller itself broadcasts what changed and submits a finished ladder
like a typed answer.

>>> from wildwest import engine
>>> from wildwest.engine import ladder as moves
>>> deal = engine.parse_deal({"players": ["Ann", "Ben"], "face_pile": ["JK", "KS"],
...                           "digit_pile": ["3D", "3C", "3S", "AH", "10S", "5S"]})
>>> state, _ = engine.apply(engine.new_game(deal, engine.Mode.PRACTICE), engine.Draw())
>>> way = LadderAnswer()
>>> way.is_open(state), way.set_method("ladder"), way.is_open(state)
(False, True, True)
>>> for move in (moves.TryPrime(3), moves.GiveQuotient("11"), moves.DeclarePrime()):
...     work = way.step(state, move)
>>> work.ladder.finished, moves.answer_text(work.ladder), way.slips(LADDER)
(True, '3 × 11', 0)
"""

from __future__ import annotations

import logging

from wildwest.engine import GameState, Mode, Phase
from wildwest.engine import ladder as moves
from wildwest.present.ladder import (
    LADDER,
    METHODS,
    TYPED,
    LadderWork,
    after_move,
    answer_way,
    begin_work,
    with_ladder,
)
from wildwest.present.view_state import ViewState

log = logging.getLogger(__name__)


class LadderAnswer:
    """How a person answers in Practice (``typed`` or ``ladder``, and whether the school
    locked it) and the ladder of the turn being answered (or the one that just scored it)."""

    def __init__(self) -> None:
        self.method = TYPED
        self.locked = False
        """The school chose the way (``game/answer_method`` locked)."""
        self.work: LadderWork | None = None
        """The pupil's division ladder for the turn being answered (or the one just scored)."""

    def set_method(self, method: str, locked: bool = False) -> bool:
        """Answer by ``method`` from now on; ``locked``: typed answers are refused while the
        ladder is the way. True if that changed anything (an unknown method is ignored)."""
        if method not in METHODS:
            log.warning("unknown answer method %r ignored", method)
            return False
        if (method, locked) == (self.method, self.locked):
            return False
        self.method, self.locked = method, locked
        return True

    def forget(self) -> None:
        """Drop the ladder (a new game, or the turn it was begun on was undone)."""
        self.work = None

    def is_open(self, state: GameState | None, *, coached: bool = False) -> bool:
        """A person is answering in Practice and the ladder is the way to answer (0 and 1
        have no ladder to climb: they are typed, "none", even where the ladder is locked;
        Learn to play, ``coached``, teaches the typed answer)."""
        return (
            state is not None
            and self.method == LADDER
            and state.mode is Mode.PRACTICE
            and state.phase is Phase.ANSWER
            and state.pending is not None
            and state.pending.number >= 2
            and not state.computer_to_play
            and not coached
        )

    def refuses_typing(self, state: GameState | None, *, coached: bool = False) -> bool:
        """The school locked the ladder and it is open: a typed answer is refused."""
        return self.locked and self.is_open(state, coached=coached)

    def current(self, state: GameState | None, *, coached: bool = False) -> LadderWork | None:
        """The ladder of the turn being answered (begun when first needed), while it is open."""
        if state is None or state.pending is None or not self.is_open(state, coached=coached):
            return None
        work = self.work
        turn = len(state.turns)
        if work is None or work.turn != turn or work.ladder.number != state.pending.number:
            work = self.work = begin_work(state.pending.number, turn=turn)
        return work

    def shown(self, state: GameState | None, *, coached: bool = False) -> LadderWork | None:
        """The ladder to draw: the one being climbed, or the one that scored the last turn
        (until the next draw)."""
        work = self.current(state, coached=coached)
        if work is not None:
            return work
        work = self.work
        if state is None or work is None or state.phase is not Phase.DRAW:
            return None
        if work.ladder.finished and work.turn == len(state.turns) - 1:
            return work
        return None

    def step(
        self, state: GameState | None, move: moves.LadderMove, *, coached: bool = False
    ) -> LadderWork | None:
        """Make ``move`` on the open ladder: the ladder after it, or ``None`` if no ladder is
        open (nothing changes then)."""
        work = self.current(state, coached=coached)
        if work is None:
            return None
        work = self.work = after_move(work, *moves.step(work.ladder, move))
        return work

    def hint_text(self, state: GameState | None, *, coached: bool = False) -> str | None:
        """What a hint builds on while the ladder is open (the primes found on it), else
        ``None`` (the hint builds on what was typed)."""
        work = self.current(state, coached=coached)
        return moves.answer_text(work.ladder) if work is not None else None

    def way(
        self,
        state: GameState | None,
        *,
        computer: bool = False,
        method: str | None = None,
        coached: bool = False,
    ) -> str:
        """``typed`` or ``ladder`` for a person's answer now (``method`` if the controller
        knows it); empty in Auto and for computer players."""
        if computer or state is None or state.mode is Mode.AUTO:
            return ""
        return method or (LADDER if self.is_open(state, coached=coached) else TYPED)

    def slips(self, way: str) -> int:
        """The factoring mistakes made on the ladder that gave an answer ``way`` (0 when it
        was typed), for the learning records."""
        return self.work.slips if way == LADDER and self.work is not None else 0

    def add_to(
        self,
        view: ViewState,
        state: GameState | None,
        *,
        step: bool = False,
        coached: bool = False,
    ) -> ViewState:
        """``view`` with the answer switch and the ladder being climbed (or just finished);
        ``step``: after a step on the ladder, whose words go in the feedback area. The switch
        is hidden while Learn to play (``coached``) runs."""
        if state is None:
            return view
        switch = answer_way(
            practice=state.mode is Mode.PRACTICE and not coached,
            person=not state.computer_to_play,
            ladder=self.method == LADDER and not coached,
            locked=self.locked,
            answering=state.phase is Phase.ANSWER,
        )
        shown = self.shown(state, coached=coached)
        return with_ladder(view, shown, switch, mode=state.mode, feedback=step)


__all__ = ["LADDER", "TYPED", "LadderAnswer"]
