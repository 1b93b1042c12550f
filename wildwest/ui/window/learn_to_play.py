"""Learn to play's hooks in the window: the guide that sends the tutorial's intents, the
callouts over the real window (laid out from ``view.tutorial``, said aloud, with the focus
where the step wants it), where each callout's target is, and the first start's offer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtWidgets import QMainWindow, QWidget

from wildwest.controller import GameController
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import PLAYERS_NAMES, TUTORIAL_OFFERED
from wildwest.present.view_state import ViewState
from wildwest.services.files_and_records import FilesAndRecords
from wildwest.ui.window.docks import Docks
from wildwest.ui.window.pages import PAGE_OVER, Pages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from wildwest.controller.tutorial import TutorialGuide
    from wildwest.ui.tutorial.callout import TutorialCallouts


class TutorialHost(Protocol):
    """What Learn to play asks of the window."""

    def show_new_game(self) -> None: ...
    def set_page(self, page: int) -> None: ...
    def announce(self, text: str) -> None: ...


class LearnToPlay(QObject):
    """Learn to play in ``window``: :attr:`guide` (start, next, leave) and :attr:`callouts`
    (``docks``: the side panels, the turn log raised for the step about it, and the drawer
    opened for a step about a panel folded into it)."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        files_and_records: FilesAndRecords | None,
        settings: Settings,
        pages: Pages,
        *,
        docks: Docks,
        host: TutorialHost,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.pages = pages
        self.docks = docks
        self.turn_log_dock = docks.turn_log_dock
        self.host = host
        self._opened_drawer = False
        """The drawer was opened for a step about a panel (closed again after it)."""
        self._controller, self._files = controller, files_and_records
        # The guide and the callouts are made the first time they are needed (start-up
        # time: most starts never open Learn to play).
        self._guide: TutorialGuide | None = None
        self._callouts: TutorialCallouts | None = None
        self.offer_box: QMessageBox | None = None

    @property
    def guide(self) -> TutorialGuide:
        """Sends Learn to play's intents (start, next, leave); its callouts come in the view."""
        if self._guide is None:
            from wildwest.controller.tutorial import TutorialGuide

            self._guide = TutorialGuide(self._controller, self._files, self.window)
            self._guide.ended.connect(self._ended)
        return self._guide

    @property
    def callouts(self) -> TutorialCallouts:
        """The bubble and the ring over the window, made on first use."""
        if self._callouts is None:
            from wildwest.ui.tutorial.callout import TutorialCallouts

            self._callouts = TutorialCallouts(
                self.window, self.target, avoid=self.related, watch=self.moved_by
            )
            self._callouts.bubble.next_requested.connect(self.guide.next)
            self._callouts.bubble.leave_requested.connect(self.guide.leave)
        return self._callouts

    def place_soon(self) -> None:
        """The window changed size: the bubble stays beside its target (if it was ever made)."""
        if self._callouts is not None:
            self._callouts.place_soon()

    def start(self) -> None:
        """Help → Learn to play, or its button on New game…: the guided first game."""
        names = self.settings.get(PLAYERS_NAMES)
        self.guide.start(names[0] if names else "")

    def offer(self) -> bool:
        """The very first start: offer Learn to play, once (``tutorial/offered`` remembers;
        a school's lock on it wins). True if the question is shown."""
        if self.settings.get(TUTORIAL_OFFERED):
            return False
        self.settings.set_value(TUTORIAL_OFFERED, True)
        from wildwest.ui.tutorial.offer import offer_box

        box = offer_box(self.window)
        box.accepted.connect(self.start)
        self.offer_box = box
        box.open()
        return True

    def _ended(self, game_back: bool) -> None:
        if not game_back:
            self.host.show_new_game()

    def show_view(self, view: ViewState) -> None:
        """Lay out Learn to play's callout (``view.tutorial``): beside its target, said aloud
        and with the focus where the step wants it, each time the step changes."""
        callout = view.tutorial
        if callout is None and self._callouts is None:
            return  # no tutorial now, nor ever shown: nothing to hide
        before = self.callouts.shown
        if callout is not None:
            if callout.target == "gameOverView" and view.over:
                if self.pages.currentWidget() is self.pages.game_page:
                    self.host.set_page(PAGE_OVER)
            elif callout.target == "turnLog":
                self.turn_log_dock.raise_()
        self._show_panel_of(callout.target if callout is not None else "")
        self.callouts.show_callout(callout)
        if callout is None or (before is not None and before == callout):
            return
        self.host.announce(callout.spoken)
        turn_panel = self.pages.turn_panel
        if callout.next_button is not None:
            self.callouts.bubble.next_button.setFocus()
        elif callout.draw and view.controls.draw:
            turn_panel.draw_button.setFocus()
        elif callout.answer and view.controls.answer:
            turn_panel.factor_input.setFocus()

    def _show_panel_of(self, target: str) -> None:
        """A step about a panel folded into the drawer opens it (a callout never points at
        nothing); the next step about something else closes it again."""
        drawer = self.docks.drawer
        dock = {"scoreboardView": self.docks.scoreboard_dock, "turnLog": self.turn_log_dock}
        wanted = dock.get(target)
        if wanted is not None and drawer.folded and wanted.isHidden():
            drawer.reveal(wanted)
            self._opened_drawer = drawer.is_open
        elif wanted is None and self._opened_drawer:
            self._opened_drawer = False
            drawer.set_open(False)

    def related(self, name: str) -> list[QRect]:
        """What a callout about ``name`` leaves in sight besides it, the most important
        first: the table's number, its digits, face card, multiplier and piles (what every
        step is about), and for the answer box the feedback under it."""
        window, pages = self.window, self.pages
        found: list[QRect] = []
        if pages.currentWidget() is pages.game_page:
            table = pages.table
            for item in ("number", "digits", "face_card", "multiplier", "piles"):
                rect = table.item_rect(item)
                if rect is not None:
                    found.append(QRect(table.mapTo(window, rect.topLeft()), rect.size()))
            if name == "factorInput":
                feedback = pages.turn_panel.feedback_scroll
                if feedback.isVisible():
                    found.append(QRect(feedback.mapTo(window, QPoint(0, 0)), feedback.size()))
        return found

    def moved_by(self, name: str) -> list[QWidget]:
        """The widgets whose geometry moves ``name``: it and every widget it is in, up to
        the window (a panel coming out of the drawer moves the scoreboard in it, which does
        not move in its panel); a callout's bubble and ring follow them."""
        widget = (
            self.pages.table.viewport()
            if name.startswith("table:")
            else self.window.findChild(QWidget, name)
        )
        chain: list[QWidget] = []
        while widget is not None and widget is not self.window:
            chain.append(widget)
            widget = widget.parentWidget()
        return chain

    def target(self, name: str) -> QRect | None:
        """Where a callout's target is, in the window's coordinates (``None``: not on show)."""
        window, pages = self.window, self.pages
        if name.startswith("table:"):
            if pages.currentWidget() is not pages.game_page:
                return None
            table = pages.table
            rect = table.item_rect(name.partition(":")[2])
            if rect is None:
                return None
            return QRect(table.mapTo(window, rect.topLeft()), rect.size())
        widget: QWidget | None = window.findChild(QWidget, name)
        game_over = pages.built_game_over
        if name == "gameOverView" and game_over is not None:
            widget = game_over.standings  # the points and the primes
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
