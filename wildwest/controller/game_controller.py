"""The game controller: the only caller of the rules engine in the app.

Views never touch the engine. They call the controller's slots (``draw``,
``submit``, ``give_up``, ``take_hint``, ``new_game``…) and redraw themselves
from its signals. The controller keeps the current immutable
:class:`~wildwest.engine.GameState`, the list of actions that led to it (the
save format replays them), and the deal code.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from wildwest import engine
from wildwest.engine import (
    Action,
    AnswerRejected,
    AnswerUnreadable,
    Deal,
    Draw,
    GameOver,
    GameState,
    GiveUp,
    HintGiven,
    IllegalActionError,
    Mode,
    Phase,
    Submit,
    TakeHint,
    TurnScored,
    TurnStarted,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """What the new-game screen asks for."""

    names: tuple[str, ...]
    mode: str = "auto"
    packs: int | None = None
    equal_turns: bool = True
    steal_costs_points: bool = False
    deal_source: str = "random"
    """``random``, ``code`` (``deal_code`` holds it) or ``file`` (``deal_file`` holds the path)."""
    deal_code: str = ""
    deal_file: str = ""


@dataclass(frozen=True, slots=True)
class AnswerTiming:
    """How long the player took over a scored turn (seconds from the draw to the end)."""

    turn_index: int
    seconds: float


class GameController(QObject):
    """Owns the game; every change to it goes through here.

    Signals carry engine value objects (immutable), so a view can keep them.
    """

    game_started = Signal(object)
    """A new game (or a reopened one) is in place: ``GameState``."""
    state_changed = Signal(object)
    """Any change at all: the new ``GameState``."""
    turn_started = Signal(object)
    """Digits are down: ``PendingTurn``."""
    answer_rejected = Signal(object)
    """A Practice answer that is not right yet: ``AnswerCheck``."""
    answer_unreadable = Signal(str)
    """What was typed cannot be read as a factorisation; the message says why."""
    hint_given = Signal(int, str)
    """Hint level and text."""
    turn_scored = Signal(object)
    """A turn is over: ``TurnRecord``."""
    game_over = Signal(object, str)
    """``GameResult`` and why the game ended."""
    action_refused = Signal(str)
    """An action that is not allowed now, with the reason (e.g. Draw twice)."""
    replacing = Signal(object, object)
    """A game in progress is about to be replaced (new game, play again, open):
    its ``GameState`` and its actions, so nothing a pupil did need be lost."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: GameState | None = None
        self._actions: list[Action] = []
        self._turn_clock: float | None = None
        self.timings: list[AnswerTiming] = []

    # ------------------------------------------------------------ queries

    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action since the game started: with the deal and mode, the whole game."""
        return tuple(self._actions)

    @property
    def has_game(self) -> bool:
        return self._state is not None

    @property
    def in_progress(self) -> bool:
        """A game has started, is not over and has had at least one draw."""
        return self._state is not None and not self._state.is_over and bool(self._actions)

    @property
    def deal_code(self) -> int | None:
        return self._state.deal.seed if self._state else None

    def can(self, action: Action) -> bool:
        return self._state is not None and engine.why_illegal(self._state, action) is None

    # ------------------------------------------------------------ starting games

    def _replace(self) -> None:
        if self.in_progress and self._state is not None:
            self.replacing.emit(self._state, tuple(self._actions))

    def new_game(self, deal: Deal, mode: Mode | str = Mode.AUTO) -> None:
        """Start ``deal`` in ``mode``; announces ``game_started`` (and ``game_over`` if empty)."""
        self._replace()
        self._state = engine.new_game(deal, Mode(mode))
        self._actions = []
        self.timings = []
        self._turn_clock = None
        log.info(
            "new game: %d players, %s mode, deal code %s",
            len(deal.players),
            self._state.mode.value,
            deal.seed,
        )
        self.game_started.emit(self._state)
        self.state_changed.emit(self._state)
        if self._state.is_over:
            self.game_over.emit(self._state.result(), self._state.end_reason or "")

    def new_seeded_game(
        self,
        players: Sequence[str],
        seed: int,
        *,
        packs: int | None = None,
        rules: engine.Rules | None = None,
        mode: Mode | str = Mode.AUTO,
    ) -> None:
        self.new_game(engine.shuffled_deal(players, seed=seed, packs=packs, rules=rules), mode)

    def restore(self, deal: Deal, mode: Mode | str, actions: Sequence[Action]) -> None:
        """Rebuild a saved game by replaying its actions (raises ``WildWestError`` if they
        do not fit the deal); announces it as a started game."""
        state = engine.new_game(deal, Mode(mode))
        for action in actions:
            state, _ = engine.apply(state, action)
        self._replace()
        self._state = state
        self._actions = list(actions)
        self.timings = []
        self._turn_clock = time.monotonic() if state.phase is Phase.ANSWER else None
        self.game_started.emit(state)
        self.state_changed.emit(state)
        if state.is_over:
            self.game_over.emit(state.result(), state.end_reason or "")

    def start(self, setup: GameSetup) -> str | None:
        """Start the game the new-game screen describes; a message saying what is wrong, if not.

        Blank names become "Player N"; a deal file brings its own players and rules.
        """
        import secrets

        try:
            mode = Mode(setup.mode)
        except ValueError:
            return f"Unknown mode {setup.mode!r}"
        try:
            if setup.deal_source == "file":
                if not setup.deal_file.strip():
                    return "Choose a deal file first."
                deal = engine.load_deal_file(setup.deal_file)
            else:
                names = [
                    name.strip() or f"Player {i}" for i, name in enumerate(setup.names, start=1)
                ]
                if setup.deal_source == "code":
                    if not setup.deal_code.strip():
                        return "Type the deal code your teacher gave you, or choose a new deal."
                    seed = engine.check_seed(setup.deal_code)
                else:
                    seed = secrets.randbelow(1_000_000)
                rules = engine.Rules(setup.equal_turns, setup.steal_costs_points)
                deal = engine.shuffled_deal(names, seed=seed, packs=setup.packs, rules=rules)
        except engine.WildWestError as error:
            return str(error)
        self.new_game(deal, mode)
        return None

    @staticmethod
    def check_names(names: Sequence[str]) -> str | None:
        """Why these player names cannot start a game (blank ones become "Player N"), or None."""
        seen: dict[str, int] = {}
        for i, name in enumerate(names, start=1):
            key = (name.strip() or f"Player {i}").casefold()
            if key in seen:
                shown = name.strip() or f"Player {i}"
                return (
                    f"Players {seen[key]} and {i} are both called {shown}: "
                    "give each a different name."
                )
            seen[key] = i
        return None

    def play_again(self) -> None:
        """The same players, mode and rules with a fresh random deal code."""
        if self._state is None:
            return
        import secrets

        old = self._state.deal
        self.new_seeded_game(
            old.players,
            secrets.randbelow(1_000_000),
            packs=old.packs,
            rules=old.rules,
            mode=self._state.mode,
        )

    # ------------------------------------------------------------ turn actions (slots)

    def draw(self) -> None:
        self._do(Draw())

    def submit(self, text: str) -> None:
        self._do(Submit(text))

    def give_up(self) -> None:
        self._do(GiveUp())

    def take_hint(self) -> None:
        self._do(TakeHint())

    def _do(self, action: Action) -> None:
        if self._state is None:
            self.action_refused.emit("Start a game first.")
            return
        try:
            state, events = engine.apply(self._state, action)
        except IllegalActionError as error:
            self.action_refused.emit(str(error))
            return
        changed = state is not self._state
        if changed:
            self._actions.append(action)
        self._state = state
        for event in events:
            self._announce(event)
        if changed:
            self.state_changed.emit(state)

    def _announce(self, event: engine.Event) -> None:
        if isinstance(event, TurnStarted):
            self._turn_clock = time.monotonic()
            self.turn_started.emit(event.pending)
        elif isinstance(event, AnswerRejected):
            self.answer_rejected.emit(event.check)
        elif isinstance(event, AnswerUnreadable):
            self.answer_unreadable.emit(event.message)
        elif isinstance(event, HintGiven):
            self.hint_given.emit(event.level, event.text)
        elif isinstance(event, TurnScored):
            if self._turn_clock is not None and self._state is not None:
                seconds = time.monotonic() - self._turn_clock
                self.timings.append(AnswerTiming(len(self._state.turns) - 1, seconds))
            self._turn_clock = None
            self.turn_scored.emit(event.turn)
        elif isinstance(event, GameOver):
            self.game_over.emit(event.result, event.reason)

    # ------------------------------------------------------------ helpers for views
