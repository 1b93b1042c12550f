"""The game controller: the only caller of the rules engine in the app.

Views never touch the engine or read the controller back. They call its
intents (:meth:`~GameController.start`, ``draw``, ``submit``, ``take_hint``,
``give_up``, ``play_again`` …) and lay out what it pushes:

* :attr:`~GameController.view_changed` — after every change, one frozen
  :class:`~wildwest.present.view_state.ViewState` with everything every view shows;
* :attr:`~GameController.happened` — then one view event per thing that
  happened (cards drawn, an answer checked, a turn scored, the game over), for
  animations and screen readers, with the answer time in the payload.

The session (saving, recovery, records) hears :attr:`~GameController.game_changed`
first, with the engine's own values. A whole turn flows one way: intent →
engine → presentation → views.

Computer seats play by themselves (:mod:`wildwest.controller.computer`): the controller
makes their moves when their timed steps come due, refuses a person's moves in their
turns, and has three intents for them: :meth:`~GameController.skip_ahead`,
:meth:`~GameController.set_pace` and :meth:`~GameController.hold_computers`.

In Practice a pupil may answer by division ladder instead of typing
(:meth:`~GameController.set_answer_method`): the controller keeps the ladder of the turn
being answered and climbs it with the engine's moves (``ladder_try``, ``ladder_quotient``,
``ladder_is_prime``); the finished ladder is submitted like a typed answer.
"""

from __future__ import annotations

import dataclasses
import logging
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from wildwest import engine
from wildwest.controller.computer import ComputerTurns, Pace, parse_pace
from wildwest.controller.ladder_answer import LadderAnswer
from wildwest.controller.real_cards import CardEntry, UndoneTurn, read_turn, undo_last_turn
from wildwest.controller.setup import GameSetup, check_setup, deal_for, seat_levels
from wildwest.engine import (
    Action,
    Deal,
    Draw,
    GameState,
    GiveUp,
    IllegalActionError,
    Mode,
    OutOfCards,
    Submit,
    TakeHint,
)
from wildwest.engine import ladder as ladder_moves
from wildwest.persistence.locks import LockedRules
from wildwest.present.ladder import LADDER, TYPED, stepped_event
from wildwest.present.presenter import (
    computer_event,
    game_shown,
    present_change,
    refused,
)
from wildwest.present.real_cards import picker_view, undone_feedback
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import FeedbackView, TurnUndone, ViewState
from wildwest.present.words import read_answer, say_error

log = logging.getLogger(__name__)
_SYSTEM_RANDOM = random.SystemRandom()
"""The operating system's randomness for a new deal's seed (what ``secrets`` uses; importing
``secrets`` loads hashlib and hmac, a few milliseconds of start-up)."""


@dataclass(frozen=True, slots=True)
class ScoredTurn:
    """A turn scored in a change, and how long the player took over it."""

    turn: engine.TurnRecord
    seconds: float | None
    """From the draw to the score; ``None`` when the draw was before the game was reopened."""
    method: str = ""
    """How the player answered: ``typed`` or ``ladder``; empty when they did not factor
    (Auto, or a computer player)."""
    slips: int = 0
    """Factoring mistakes made on the ladder on the way (0 for a typed answer)."""


@dataclass(frozen=True, slots=True)
class GameChange:
    """One change to the game, for the session (files and records), with engine values."""

    state: GameState
    actions: tuple[Action, ...]
    """Every action since the game started: with the deal and mode, the whole game."""
    started: bool = False
    """A new game, or one reopened from a file (``actions`` may be long)."""
    scored: tuple[ScoredTurn, ...] = ()
    result: engine.GameResult | None = None
    """Set when the game ended in this change."""
    events: tuple[engine.Event, ...] = ()
    undone: UndoneTurn | None = None
    """A real-cards turn was taken back in this change (``actions`` got shorter)."""


class Coach(Protocol):
    """A guide over the game (Learn to play, :mod:`wildwest.controller.tutorial`): it may
    refuse a person's move, hold computer players back, and add to what the views show."""

    def refuses(self, action: Action) -> str | None:
        """Why a person may not make ``action`` now (a line for the pupil), or ``None``."""
        ...

    def holds_computers(self) -> bool:
        """Computer players wait (the pupil is reading a callout)."""
        ...

    def coach_view(self, view: ViewState) -> ViewState:
        """The view as it is shown while the coach is on (its callout, the live controls)."""
        ...


class GameController(QObject):
    """Owns the game; every change to it goes through here."""

    game_changed = Signal(object)
    """A :class:`GameChange`: for the session, before the views hear of it."""
    view_changed = Signal(object)
    """A :class:`~wildwest.present.view_state.ViewState`: the whole truth for the views."""
    happened = Signal(object)
    """A view event (``wildwest.present.view_state.ViewEvent``), after ``view_changed``."""
    setup_checked = Signal(object)
    """The new-game screen's :class:`~wildwest.present.view_state.SetupView`."""
    replacing = Signal(object)
    """A game in progress is about to be replaced (new game, play again, open): its last
    :class:`GameChange`, so nothing a pupil did need be lost."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        lock_in_challenge: bool = True,
        locks: LockedRules | None = None,
        pace: Pace | str = Pace.NORMAL,
    ) -> None:
        """``locks``: the mode and house rules the school locked; they win over the new-game
        screen, the command line and every deal file. ``pace``: how fast computer players
        play (:class:`~wildwest.controller.computer.Pace`)."""
        super().__init__(parent)
        self.locks = locks or LockedRules()
        self._state: GameState | None = None
        self._actions: list[Action] = []
        self._turn_clock: float | None = None
        self._game = 0
        self._lock_in_challenge = lock_in_challenge
        self._view = ViewState()
        self._ladder = LadderAnswer()
        """How a person answers in Practice, and the division ladder being climbed."""
        self._coach: Coach | None = None
        self._held = False
        self._computers = ComputerTurns(
            self, self._play_for_computer, self._computer_stepped, parse_pace(pace)
        )
        self._card_entry = CardEntry()
        """Real cards: what has been picked or typed for the next turn so far."""

    # ------------------------------------------------------------ what tests and scripts read

    @property
    def state(self) -> GameState | None:
        """The engine's state (for tests, scripts and the self-test; views get ``view``)."""
        return self._state

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def view(self) -> ViewState:
        """The last view state pushed (for tests; views keep what they were sent)."""
        return self._view

    @property
    def computer_pace(self) -> Pace:
        return self._computers.pace

    @property
    def computer_busy(self) -> bool:
        """A computer player's step is timed and will play by itself (for tests and scripts:
        ``qtbot.waitUntil(lambda: not controller.computer_busy)``)."""
        return self._computers.busy

    @property
    def in_progress(self) -> bool:
        """A game has started, is not over and has had at least one draw."""
        return self._state is not None and not self._state.is_over and bool(self._actions)

    # ------------------------------------------------------------ starting games

    def check_setup(self, setup: GameSetup) -> None:
        """The new-game screen changed: answer with ``setup_checked``."""
        self.setup_checked.emit(check_setup(setup))

    def start(self, setup: GameSetup) -> str | None:
        """Start the game ``setup`` describes: the one way a game begins.

        Returns ``None``, or a message saying what is wrong (nothing changes then).
        """
        try:
            mode = self.locks.game_mode(setup.mode)
        except ValueError:
            return arg(translate("GameController", "Unknown mode %1"), repr(setup.mode))
        problem = check_setup(setup, starting=True).problem
        if problem:
            return problem
        try:
            deal = deal_for(
                setup, random_seed=_SYSTEM_RANDOM.randrange(1_000_000), locks=self.locks
            )
        except engine.WildWestError as error:
            return say_error(error)
        self._begin(engine.new_game(deal, mode, real_cards=setup.real_cards), [])
        log.info(
            "new game: %d players, %s mode, %s",
            len(deal.players),
            mode.value,
            "real cards" if setup.real_cards else f"deal code {deal.seed}",
        )
        return None

    def restore(
        self,
        deal: Deal,
        mode: Mode | str,
        actions: Sequence[Action],
        *,
        real_cards: bool = False,
    ) -> None:
        """Carry on with a saved game by replaying its actions.

        Raises ``WildWestError`` if they do not fit the deal (nothing changes then).
        """
        state = engine.new_game(deal, Mode(mode), real_cards=real_cards)
        for action in actions:
            state, _ = engine.apply(state, action)
        self._begin(state, list(actions))

    def play_again(self) -> None:
        """The same players, mode and rules with a fresh random deal code."""
        if self._state is None:
            return
        old = self._state.deal
        self.start(
            GameSetup(
                names=old.players,
                seats=seat_levels(old),
                mode=self._state.mode.value,
                packs=old.packs,
                equal_turns=old.rules.equal_turns,
                steal_costs_points=old.rules.steal_costs_points,
                face_cards=old.rules.face_cards.value,
                real_cards=self._state.real_cards,
            )
        )

    def clear(self) -> None:
        """No game at all (Learn to play left when nothing was played before it)."""
        self._computers.reset()
        self._state = None
        self._actions = []
        self._game += 1
        self._turn_clock = None
        self._push(())

    def set_lock_in_challenge(self, on: bool) -> None:
        """The teacher's checker-lock setting changed."""
        if on != self._lock_in_challenge:
            self._lock_in_challenge = on
            self._push(())

    def _begin(self, state: GameState, actions: list[Action]) -> None:
        self._computers.reset()
        if self.in_progress and self._state is not None:
            self.replacing.emit(GameChange(self._state, tuple(self._actions)))
        self._state = state
        self._actions = actions
        self._game += 1
        self._turn_clock = None
        self._ladder.forget()
        self._card_entry.clear()
        self.game_changed.emit(GameChange(state, tuple(actions), started=True))
        self._hold()
        self._computers.follow(state)
        self._push(())
        self.happened.emit(game_shown(self._view))
        self._announce_computer()

    # ------------------------------------------------------------ computer players

    def skip_ahead(self) -> None:
        """Esc, a click on the table, Next or Skip ahead: a computer player's step now."""
        if self._coach is not None and self._coach.holds_computers():
            return
        self._computers.skip_ahead()

    def set_pace(self, pace: str) -> None:
        """The ``game/computer_pace`` setting changed (``slow``, ``normal``, ``fast``,
        ``step``; scripts and tests may use ``instant``)."""
        self._computers.set_pace(parse_pace(pace))

    def hold_computers(self, on: bool) -> None:
        """The table is out of sight (New game…): computer players wait until it is back."""
        self._held = on
        self._hold()

    # ------------------------------------------------------------ a coach (Learn to play)

    def set_coach(self, coach: Coach | None, *, show: bool = True) -> None:
        """Put a coach over the game, or take it off (``None``); the views hear at once
        (``show``; not when another game is put on next)."""
        self._coach = coach
        if show:
            self.coach_moved()
        else:
            self._hold()

    def coach_moved(self) -> None:
        """The coach's step changed: hold or free computer players, and show it."""
        self._hold()
        if self._state is not None:
            self._push(())

    def _hold(self) -> None:
        coach = self._coach
        self._computers.hold(self._held or (coach is not None and coach.holds_computers()))

    def _play_for_computer(self, action: Action) -> None:
        self._do(action, computer=True)

    def _computer_stepped(self) -> None:
        """A computer player's step that is not a move (its answer typed, a pause lifted)."""
        self._push(())
        self._announce_computer()

    def _announce_computer(self) -> None:
        step = self._computers.step
        if step is not None and self._state is not None:
            event = computer_event(self._state, step)
            if event is not None:
                self.happened.emit(event)

    # ------------------------------------------------------------ turn intents

    def draw(self) -> None:
        self._do(Draw())

    def submit(self, text: str) -> None:
        if self._ladder.refuses_typing(self._state, coached=self._coached):
            self.happened.emit(refused(translate("GameController", LADDER_ONLY)))
            return
        self._do(Submit(read_answer(text)), method=TYPED)

    def give_up(self) -> None:
        self._do(GiveUp())

    def take_hint(self, typed: str = "") -> None:
        """The next hint (Practice), building on what the pupil has typed so far (on a
        ladder: the primes it has found)."""
        found = self._ladder.hint_text(self._state, coached=self._coached)
        self._do(TakeHint(typed if found is None else found))

    # ------------------------------------------------------------ answering by ladder

    def set_answer_method(self, method: str, locked: bool = False) -> None:
        """How a person answers in Practice: ``typed`` or ``ladder`` (the turn panel's switch,
        through the ``game/answer_method`` setting); ``locked``: the school chose it, so
        typed answers are refused while the ladder is the way. An unknown method is ignored."""
        if self._ladder.set_method(method, locked):
            self._push(())

    def ladder_try(self, entry: str | int) -> None:
        """Try a prime (typed, or a button's) on what is left of the number."""
        self._ladder_move(ladder_moves.TryPrime(entry))

    def ladder_quotient(self, text: str) -> None:
        """The quotient of the rest by the prime just found to divide it."""
        self._ladder_move(ladder_moves.GiveQuotient(text))

    def ladder_is_prime(self) -> None:
        """The pupil says what is left is prime (checked)."""
        self._ladder_move(ladder_moves.DeclarePrime())

    @property
    def _coached(self) -> bool:
        """Learn to play runs (it teaches the typed answer: no ladder, no switch)."""
        return self._coach is not None

    def _ladder_move(self, move: ladder_moves.LadderMove) -> None:
        if self._state is None:
            self.happened.emit(refused(translate("GameController", "Start a game first.")))
            return
        work = self._ladder.step(self._state, move, coached=self._coached)
        if work is None:
            self.happened.emit(refused(translate("GameController", NO_LADDER)))
            return
        event = stepped_event(work)
        if work.ladder.finished:
            self.happened.emit(event)  # the last step's words, then the turn scored from it
            self._do(Submit(ladder_moves.answer_text(work.ladder)), method=LADDER)
            return
        self._push((), ladder_step=True)
        self.happened.emit(event)

    # ------------------------------------------------------------ real cards

    def enter_cards(self, face_code: str, digit_codes: Sequence[str] = ()) -> str | None:
        """A real-cards turn: the face card and the digit cards (left to right) turned over,
        as codes (``"KS"``, ``["3S", "AH", "10S", "5S"]``). ``None``, or the message saying
        why they were refused (nothing is scored then)."""
        return self.enter_cards_text(" ".join((face_code, *digit_codes)))

    def enter_cards_text(self, text: str) -> str | None:
        """A real-cards turn typed as codes: ``"KS 3S AH 10S 5S"`` (case-insensitive, ``T`` for
        10), or in the game's language's card letters (German ``KP 3P AH 10P 5P``). ``None``,
        or the message saying why it was refused."""
        action, problem = read_turn(self._state, text)
        if action is not None:
            self._card_entry.clear()  # the turn is played: the picker starts afresh
            problem = self._play(action)
        if problem is not None:
            self._card_entry.refused(text, problem)
            self._push_picker()
            self.happened.emit(refused(problem))
        return problem

    def set_entry(self, text: str) -> None:
        """The card codes box was edited (the picker's preview follows it)."""
        if self._real_cards:
            self._card_entry.edit(text)
            self._push_picker()

    def pick_card(self, code: str) -> None:
        """A card of the picker was picked: it goes at the end of the codes box."""
        if self._real_cards:
            self._card_entry.pick(code)
            self._push_picker()

    def remove_last_card(self) -> None:
        if self._real_cards:
            self._card_entry.remove_last()
            self._push_picker()

    def clear_entry(self) -> None:
        if self._real_cards:
            self._card_entry.clear()
            self._push_picker()

    def confirm_entry(self) -> str | None:
        """Play the cards picked (or typed) so far; ``None``, or why they were refused."""
        return self.enter_cards_text(self._card_entry.text)

    def undo_last_turn(self) -> str | None:
        """Take back the last turn of a real-cards game (scored, or waiting for its answer):
        the game is replayed without it. ``None``, or why there is nothing to undo."""
        try:
            if self._state is None:
                raise IllegalActionError("Start a game first.")
            back = undo_last_turn(self._state, self._actions)
        except engine.WildWestError as error:
            self.happened.emit(refused(say_error(error)))
            return say_error(error)
        self._state, self._actions = back.state, list(back.actions)
        self._turn_clock = None
        self._card_entry.clear()
        self._ladder.forget()  # a ladder begun on the turn undone goes with it
        self.game_changed.emit(GameChange(back.state, back.actions, undone=back.undone))
        self._computers.follow(back.state)
        self._push((), feedback=undone_feedback(back.state, back.text))
        self.happened.emit(
            TurnUndone(back.number, arg(translate("GameController", "Undone: %1."), back.text))
        )
        log.info("real cards: %s undone", back.text)
        return None

    def out_of_cards(self) -> str | None:
        """We're out of cards: end a real-cards game between turns. ``None``, or why not."""
        return self._do(OutOfCards())

    @property
    def _real_cards(self) -> bool:
        """A game with real cards is on (the card picker is there)."""
        return self._state is not None and self._state.real_cards

    def _push_picker(self) -> None:
        """Only the card picker changed: push the last view with the new picker."""
        if self._state is None or not self._state.real_cards:
            return
        picker = picker_view(self._state, self._card_entry.entry)
        self._view = dataclasses.replace(self._view, picker=picker, new_game=False)
        self.view_changed.emit(self._view)

    # ------------------------------------------------------------ applying actions

    def _do(
        self, action: Action, *, computer: bool = False, method: str | None = None
    ) -> str | None:
        """Apply ``action``; ``None``, or why it was refused (also sent as a view event)."""
        problem = self._play(action, computer=computer, method=method)
        if problem is not None:
            self.happened.emit(refused(problem))
        return problem

    def _play(
        self, action: Action, *, computer: bool = False, method: str | None = None
    ) -> str | None:
        if self._state is None:
            return translate("GameController", "Start a game first.")
        if self._state.computer_to_play and not computer:
            name = self._state.players[self._state.current]
            return arg(
                translate(
                    "GameController", "It is %1's turn: computer players play by themselves."
                ),
                name,
            )
        reason = self._coach.refuses(action) if self._coach is not None and not computer else None
        if reason:
            return reason
        way = self._ladder.way(self._state, computer=computer, method=method, coached=self._coached)
        try:
            state, events = engine.apply(self._state, action)
        except IllegalActionError as error:
            if computer:  # never expected: the answer is the engine's own
                log.error("a computer player's move was refused: %s", error)
                self._computers.reset()
            return say_error(error)
        changed = state is not self._state
        if changed:
            self._actions.append(action)
        self._state = state
        seconds = self._time_turn(events)
        if changed:
            self.game_changed.emit(self._change(state, events, seconds, way))
            self._hold()  # a coach may have moved on with the change
            self._computers.follow(state)
        self._push(events, seconds)
        if changed:
            self._announce_computer()
        return None

    def _time_turn(self, events: Sequence[engine.Event]) -> float | None:
        """Start the clock on a draw; the seconds since the draw when a turn is scored."""
        seconds = None
        for event in events:
            if isinstance(event, engine.TurnStarted):
                self._turn_clock = time.monotonic()
            elif isinstance(event, engine.TurnScored):
                if self._turn_clock is not None:
                    seconds = time.monotonic() - self._turn_clock
                self._turn_clock = None
        return seconds

    def _change(
        self,
        state: GameState,
        events: Sequence[engine.Event],
        seconds: float | None,
        way: str = "",
    ) -> GameChange:
        slips = self._ladder.slips(way)
        scored = tuple(
            ScoredTurn(event.turn, seconds, way, slips)
            for event in events
            if isinstance(event, engine.TurnScored)
        )
        result = next((e.result for e in events if isinstance(e, engine.GameOver)), None)
        return GameChange(
            state, tuple(self._actions), scored=scored, result=result, events=tuple(events)
        )

    def _push(
        self,
        events: Sequence[engine.Event],
        seconds: float | None = None,
        *,
        ladder_step: bool = False,
        feedback: FeedbackView | None = None,
    ) -> None:
        """Present the state once and push it, then the events, to the views (``ladder_step``:
        after a step on the ladder, whose words go in the feedback area; ``feedback``: what
        the feedback area says instead, a real-cards turn undone)."""
        view, said = present_change(
            self._state,
            game=self._game,
            events=events,
            previous=self._view,
            lock_in_challenge=self._lock_in_challenge,
            computer=self._computers.step,
            entry=self._card_entry.entry,
            feedback=feedback,
            seconds=seconds,
        )
        view = self._ladder.add_to(view, self._state, step=ladder_step, coached=self._coached)
        if self._coach is not None and self._state is not None:
            view = self._coach.coach_view(view)
        self._view = view
        self.view_changed.emit(view)
        for event in said:
            self.happened.emit(event)


LADDER_ONLY = QT_TRANSLATE_NOOP(
    "GameController", "Your teacher has chosen the division ladder: climb it step by step."
)
NO_LADDER = QT_TRANSLATE_NOOP(
    "GameController",
    "There is no ladder to climb now: the ladder is for your own turn in Practice.",
)

__all__ = ["Coach", "GameChange", "GameController", "GameSetup", "ScoredTurn", "UndoneTurn"]
