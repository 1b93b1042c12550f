"""Computer players' turns, played at a pace a pupil can follow.

The engine knows only a computer seat's moves: its :class:`~wildwest.engine.Draw` and, in
Practice and Challenge, its one :class:`~wildwest.engine.Submit` (the answer
:func:`~wildwest.engine.answer_for_state` gives). :class:`ComputerTurns` decides *when*
they are played, so a pupil can watch and learn: after a pause the computer player draws,
then "thinks" about its number (longer for bigger numbers), then its answer shows as typed,
then it is scored and explained like anyone's. Each step is a
:class:`~wildwest.present.controls.ComputerStep` the controller presents, with a view
event a screen reader speaks.

Nothing waits on the window: every pause is a single-shot ``QTimer`` owned here, and
:meth:`ComputerTurns.skip_ahead` (Esc, a click on the table, the Skip ahead button) finishes
the current step at once. The pace is a setting (``game/computer_pace``): ``slow``,
``normal``, ``fast`` or ``step`` (step by step: the turn waits for Next before the draw and
before the answer is scored, for a teacher at a projector); ``instant`` (no pauses, still
one step per turn of the event loop) is for scripts and tests.

Only the moves are part of the game: saving, the recovery file and reopening mid-turn keep
the draws and answers played, and a reopened game in the middle of a computer's turn goes
on from its thinking, with the same answer.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from PySide6.QtCore import QObject, QTimer

from wildwest import engine
from wildwest.present.controls import ComputerStep

log = logging.getLogger(__name__)


class Pace(StrEnum):
    """How fast computer players play. The values are the setting's (except ``instant``)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    STEP = "step"
    """Step by step: wait for Next before each draw and before each answer is scored."""
    INSTANT = "instant"
    """No pauses (scripts and tests); not offered in the View menu."""


@dataclass(frozen=True, slots=True)
class PaceTimes:
    """The pauses of one pace, in milliseconds."""

    before_draw: int
    """Before a computer player draws: time to read the turn before it."""
    think: float
    """Times the answer's own ``think_ms`` (bigger numbers take longer)."""
    show_answer: int
    """How long the typed answer shows before it is scored."""
    stops: bool = False
    """Wait for Next instead of the two pauses above (the thinking still shows)."""


PACES: dict[Pace, PaceTimes] = {
    Pace.SLOW: PaceTimes(before_draw=4000, think=1.6, show_answer=3500),
    Pace.NORMAL: PaceTimes(before_draw=2500, think=1.0, show_answer=2000),
    Pace.FAST: PaceTimes(before_draw=900, think=0.4, show_answer=700),
    Pace.STEP: PaceTimes(before_draw=0, think=1.0, show_answer=0, stops=True),
    Pace.INSTANT: PaceTimes(before_draw=0, think=0.0, show_answer=0),
}
SETTING_PACES: tuple[str, ...] = tuple(p.value for p in Pace if p is not Pace.INSTANT)
"""The values of the ``game/computer_pace`` setting."""


def parse_pace(value: object) -> Pace:
    """A pace from its name; ``normal`` for anything else (a setting is never a crash)."""
    try:
        return Pace(str(value).strip().lower())
    except ValueError:
        log.warning("unknown computer pace %r: playing at the normal pace", value)
        return Pace.NORMAL


class ComputerTurns(QObject):
    """Plays the computer seats' turns of the controller's game, one timed step at a time.

    ``play(action)`` makes a move through the controller (the only caller of the engine);
    ``changed()`` asks it to show a step that is not a move (thinking → the typed answer, or
    a pause lifted). After every change to the game the controller calls :meth:`follow`.
    """

    def __init__(
        self,
        parent: QObject,
        play: Callable[[engine.Action], None],
        changed: Callable[[], None],
        pace: Pace = Pace.NORMAL,
    ) -> None:
        super().__init__(parent)
        self._play = play
        self._changed = changed
        self._pace = pace
        self._step: ComputerStep | None = None
        self._answer = ""
        self._held = False
        self._wait = 0
        """How long the current step waits (started again after a hold)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)

    @property
    def step(self) -> ComputerStep | None:
        """Where the computer player's turn is, or ``None`` when a person is to play."""
        return self._step

    @property
    def pace(self) -> Pace:
        return self._pace

    @property
    def busy(self) -> bool:
        """A step is timed (not paused, not held): it will play by itself."""
        return self._timer.isActive()

    @property
    def _times(self) -> PaceTimes:
        return PACES[self._pace]

    # ------------------------------------------------------------ the controller's side

    def follow(self, state: engine.GameState | None) -> None:
        """The game changed: time the next step of a computer seat, if one is to play."""
        self._timer.stop()
        if state is None or not state.computer_to_play:
            self._step, self._answer = None, ""
            return
        if state.phase is engine.Phase.DRAW:
            self._step, self._answer = ComputerStep("draw", paused=self._times.stops), ""
            self._start(self._times.before_draw)
            return
        answer = engine.answer_for_state(state)
        self._answer = answer.text
        self._step = ComputerStep("think")
        self._start(round(answer.think_ms * self._times.think))

    def reset(self) -> None:
        """No game, or one being replaced: nothing more is played."""
        self._timer.stop()
        self._step, self._answer = None, ""

    # ------------------------------------------------------------ intents

    def skip_ahead(self) -> bool:
        """Play the current step now (a pause too); False if no computer player is playing."""
        if self._step is None:
            return False
        self._timer.stop()
        self._advance()
        return True

    def set_pace(self, pace: Pace) -> None:
        """A new pace, from the next pause on; leaving step by step lifts a pause at once."""
        if pace is self._pace:
            return
        self._pace = pace
        step = self._step
        if step is None:
            return
        if step.paused and not self._times.stops:
            self._step = replace(step, paused=False)
            self._start(self._times.before_draw if step.stage == "draw" else 0)
            self._changed()
        elif self._times.stops and step.stage != "think" and not step.paused:
            self._timer.stop()
            self._step = replace(step, paused=True)
            self._changed()

    def hold(self, on: bool) -> None:
        """Stop the clock while the table is out of sight (New game…), and start it again."""
        if on == self._held:
            return
        self._held = on
        if on:
            self._timer.stop()
        else:
            self._start(self._wait)

    # ------------------------------------------------------------ steps

    def _start(self, ms: int) -> None:
        self._wait = max(0, ms)
        step = self._step
        if step is None or step.paused or self._held:
            return
        self._timer.start(self._wait)

    def _advance(self) -> None:
        step = self._step
        if step is None:
            return
        if step.stage == "draw":
            self._play(engine.Draw())  # the controller calls follow() with the new state
        elif step.stage == "think":
            self._step = ComputerStep("answer", paused=self._times.stops, answer=self._answer)
            self._start(self._times.show_answer)
            self._changed()
        else:
            self._play(engine.Submit(self._answer))
