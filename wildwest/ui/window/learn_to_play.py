"""Learn to play's hooks in the window: the guide that sends the tutorial's intents, the
callouts over the real window (laid out from ``view.tutorial``, said aloud, with the focus
where the step wants it), where each callout's target is, and the first start's offer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from wildwest.controller import GameController
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import PLAYERS_NAMES, TUTORIAL_OFFERED
from wildwest.present.view_state import ViewState
from wildwest.services.files_and_records import FilesAndRecords
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
    (``log``: the turn log's dock, raised for the step about it)."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        files_and_records: FilesAndRecords | None,
        settings: Settings,
        pages: Pages,
        *,
        log: QDockWidget,
        host: TutorialHost,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.pages = pages
        self.turn_log_dock = log
        self.host = host
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

            self._callouts = TutorialCallouts(self.window, self.target)
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
