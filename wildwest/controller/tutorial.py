"""Learn to play: the guided first game, played with the real engine through the controller.

:class:`TutorialGuide` is a :class:`~wildwest.controller.game_controller.Coach` over the
one :class:`~wildwest.controller.GameController`. :meth:`~TutorialGuide.start` puts the
scripted deal of :mod:`wildwest.present.tutorial` on the table (the pupil against Sheriff
Sam, a Sheriff-level computer seat, in Practice), keeping the game that was there. From then
on every change of the game goes through the runner of that module: the step moves on when
its event happens (the pupil drew, a turn was scored) or when the pupil presses Next, and the
callout of the step rides on every :class:`~wildwest.present.view_state.ViewState` the
controller pushes (``view.tutorial``), with only the controls that step asks for live. Sam
plays only while a guide step is shown; otherwise computer players wait.

:meth:`~TutorialGuide.leave` (Leave, Esc, Finish, or starting another game) brings the
game before the tutorial back as it was, or no game at all, and :attr:`~TutorialGuide.ended`
says which. The files-and-records service (:class:`KeepsFiles`, in the app
:class:`~wildwest.services.files_and_records.FilesAndRecords`) keeps the tutorial's game out
of the learning records, the recovery file, Unfinished games and Save.

The school's locked mode and house rules do not apply to the tutorial: it is one fixed
lesson in Practice (its cards need Queens and a King), and nothing of it is kept.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from wildwest import engine
from wildwest.controller.game_controller import GameChange, GameController
from wildwest.present import tutorial as script
from wildwest.present.view_state import ViewState
from wildwest.present.words import default_name

log = logging.getLogger(__name__)


class KeepsFiles(Protocol):
    """What the guide tells the service that keeps files and records (it lives above the
    controller, so the guide knows it only by these two intents)."""

    def begin_tutorial(self) -> None: ...
    def end_tutorial(self, bring_back: Callable[[], None]) -> None: ...


class TutorialGuide(QObject):
    """Runs Learn to play over the controller's game. Owned by the main window."""

    ended = Signal(bool)
    """The tutorial is over: ``True`` when the game before it is back, ``False`` when there
    was none (the new-game screen comes next)."""

    def __init__(
        self,
        game: GameController,
        session: KeepsFiles | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._session = session
        self._active = False
        self._starting = False
        self._index = 0
        self._rejected = 0
        self._off_script = False
        self._before: tuple[engine.Deal, engine.Mode, tuple[engine.Action, ...]] | None = None
        game.game_changed.connect(self._on_change)

    # ------------------------------------------------------------ what tests read

    @property
    def active(self) -> bool:
        return self._active

    @property
    def step(self) -> int:
        """The current step's index in :data:`~wildwest.present.tutorial.STEPS`."""
        return self._index

    @property
    def callout(self) -> script.Callout | None:
        """What is shown now (``None`` outside the tutorial)."""
        if not self._active:
            return None
        if self._off_script:
            return script.off_script_callout()
        return script.callout(self._index, self._rejected)

    # ------------------------------------------------------------ intents

    def start(self, pupil: str = "") -> None:
        """Start Learn to play (``pupil``: the name to play under; blank is "Player 1")."""
        if self._active:
            self.leave()
        state = self._game.state
        self._before = (state.deal, state.mode, self._game.actions) if state is not None else None
        self._active, self._index, self._rejected, self._off_script = True, 0, 0, False
        # A blank name plays as "Player 1" (the table says "Player 1's turn", never "You's").
        deal = engine.parse_deal(script.tutorial_deal(pupil.strip() or default_name(1)))
        if self._session is not None:
            self._session.begin_tutorial()
        self._starting = True
        try:
            self._game.restore(deal, script.MODE, ())
        finally:
            self._starting = False
        self._game.set_coach(self)
        log.info("Learn to play started")

    def next(self) -> None:
        """Next (or Finish on the last step): the step that waits for it moves on."""
        if not self._active or self._off_script:
            return
        self._index = script.next_step(self._index, script.TutorialEvent.NEXT)
        self._rejected = 0
        if script.is_done(self._index):
            self.leave()
            return
        self._game.coach_moved()

    def leave(self) -> None:
        """Leave (Esc): the game before the tutorial comes back, or none."""
        if not self._active:
            return
        self._active = False
        self._game.set_coach(None, show=False)
        before = self._before
        self._before = None

        def bring_back() -> None:
            if before is None:
                self._game.clear()
                return
            try:
                self._game.restore(*before)
            except engine.WildWestError:  # the moves came from this very game: unexpected
                log.exception("the game before Learn to play could not be brought back")
                self._game.clear()

        if self._session is not None:
            self._session.end_tutorial(bring_back)
        else:
            bring_back()
        log.info("Learn to play left")
        self.ended.emit(before is not None)

    # ------------------------------------------------------------ the coach

    def refuses(self, action: engine.Action) -> str | None:
        shown = self.callout
        return script.refusal(shown, action) if shown is not None else None

    def holds_computers(self) -> bool:
        shown = self.callout
        return shown is not None and not shown.guide

    def coach_view(self, view: ViewState) -> ViewState:
        shown = self.callout
        if shown is None:
            return view
        return replace(view, tutorial=shown, controls=script.coached_controls(view.controls, shown))

    # ------------------------------------------------------------ the game's changes

    def _on_change(self, change: GameChange) -> None:
        if not self._active:
            return
        if change.started:
            if not self._starting:  # another game (File → Open): the tutorial is over
                self._active = False
                self._before = None
                self._game.set_coach(None)
                self.ended.emit(True)
            return
        for event in change.events:
            kind = script.event_of(event)
            if kind is script.TutorialEvent.ANSWER_REJECTED:
                self._rejected += 1
            moved = script.next_step(self._index, kind)
            if moved != self._index:
                self._index, self._rejected = moved, 0
        if not self._off_script and not script.on_script(change.state):
            self._off_script = True
            log.info("Learn to play left the script at step %d", self._index)


__all__ = ["TutorialGuide"]
