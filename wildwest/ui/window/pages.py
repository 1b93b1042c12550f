"""The window's pages: the game page (the card table over the turn panel) and the screens
that take its place, each built the first time it is needed so start-up only pays for what
is on screen: New game…, the results (game over) and the card picker (real cards).

Only the page on show sets the window's smallest size, so a page put away (the results in
the largest type) never makes the table's page, with the side panels beside it, wider than
a netbook's screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QSizePolicy, QSplitter, QStackedWidget, QWidget

from wildwest.controller import GameController, GameSetup
from wildwest.ui.game.turn_panel import TurnPanel
from wildwest.ui.look.widgets import after_next_paint, fit_rows
from wildwest.ui.table.card_table import CardTable
from wildwest.ui.table.layout import readable_height

if TYPE_CHECKING:
    # The screens load when first shown (start-up time).
    from wildwest.ui.screens.card_picker import CardPickerView
    from wildwest.ui.screens.game_over import GameOverView
    from wildwest.ui.screens.new_game import NewGameView

PAGE_NEW, PAGE_GAME, PAGE_OVER, PAGE_CARDS = range(4)

LAYOUT_PASSES = 3
"""Rounds of layout requests handled by :func:`lay_out_now` (a child's new size hint asks its
parent's layout again: the turn panel's answer row, the panel, the page, the window)."""


def lay_out_now() -> None:
    """Handle the layout requests a change of view made, before its frame is painted. Qt
    handles them as posted events, some after the paint: the turn panel's feedback got its
    height, and the scoreboard its new rows' room, in a second paint of the frame (about
    3 ms a late turn, issue 31)."""
    for _ in range(LAYOUT_PASSES):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


class RealCardQuestions(Protocol):
    """Undo last turn… and We're out of cards… (the Game menu's: they ask first)."""

    def undo_turn(self) -> None: ...
    def end_out_of_cards(self) -> None: ...


class PagesHost(Protocol):
    """What the screens' buttons ask of the window (besides the controller's intents)."""

    def start(self, setup: GameSetup) -> None: ...
    def back_to_game(self) -> None: ...
    def learn_to_play(self) -> None: ...
    def show_new_game(self) -> None: ...
    def set_page(self, page: int) -> None: ...
    def leave_picker(self) -> None: ...
    def announce(self, text: str) -> None: ...

    @property
    def game_actions(self) -> RealCardQuestions: ...


class Pages(QStackedWidget):
    """The ``pages`` stack: ``gamePage`` (a splitter: the table over the turn panel), then
    ``newGameView``, ``gameOverView`` and ``cardPicker`` as they are first needed."""

    def __init__(
        self, table: CardTable, turn_panel: TurnPanel, controller: GameController, host: PagesHost
    ) -> None:
        super().__init__()
        self.setObjectName("pages")
        self.table = table
        self.turn_panel = turn_panel
        self.controller = controller
        """Where the screens' intents go."""
        self.host = host
        game_page = QSplitter(Qt.Orientation.Vertical)
        game_page.setObjectName("gamePage")
        game_page.setChildrenCollapsible(False)
        game_page.addWidget(table)
        game_page.addWidget(turn_panel)
        game_page.setStretchFactor(0, 3)
        game_page.setStretchFactor(1, 1)
        game_page.setSizes([560, 240])
        self.game_page = game_page
        self._policies: dict[QWidget, QSizePolicy] = {}
        self.least_rank: Callable[[], float] = lambda: 0.0
        """The least height of a card's rank a pupil can read (the window sets it): the
        table keeps the height that needs before the turn panel takes more."""
        self.table_fitted: Callable[[], None] = lambda: None
        """Told when the turn panel has taken its height (the window's side panels fold
        when the cards are too small to read)."""
        self.currentChanged.connect(self._size_by_current_page)
        self._add_page(game_page)
        self._new_game_view: NewGameView | None = None
        self._game_over_view: GameOverView | None = None
        self._card_picker: CardPickerView | None = None
        self._results_due = False
        """The results page is to be built once the table is on screen."""

    @property
    def new_game_view(self) -> NewGameView:
        if self._new_game_view is None:
            from wildwest.ui.screens.new_game import NewGameView

            view = NewGameView()
            view.start_requested.connect(self.host.start)
            view.setup_changed.connect(self.controller.check_setup)
            self.controller.setup_checked.connect(view.show_check)
            view.cancel_requested.connect(self.host.back_to_game)
            view.learn_requested.connect(self.host.learn_to_play)
            self._add_page(view)
            self._new_game_view = view
        return self._new_game_view

    @property
    def game_over_view(self) -> GameOverView:
        if self._game_over_view is None:
            from wildwest.ui.screens.game_over import GameOverView

            view = GameOverView()
            view.play_again_requested.connect(self.controller.play_again)
            view.new_game_requested.connect(self.host.show_new_game)
            view.show_table_requested.connect(lambda: self.host.set_page(PAGE_GAME))
            self._add_page(view)
            self._game_over_view = view
            fit_rows(view.standings)
        return self._game_over_view

    def prepare_results(self) -> None:
        """A game is on: build the results page (still empty) after the table's next paint,
        when nothing waits, so the turn that ends the game does not build it (issue 31: it
        made the game's last answer about 6 ms slower than a frame allows)."""
        if self._game_over_view is not None or self._results_due:
            return
        self._results_due = True
        after_next_paint(self.table.viewport(), self._build_results)

    def _build_results(self) -> None:
        self._results_due = False
        _ = self.game_over_view

    @property
    def built_game_over(self) -> GameOverView | None:
        """The results page, if it has been built (``None``: not yet)."""
        return self._game_over_view

    @property
    def card_picker(self) -> CardPickerView:
        """The page a real-cards turn is entered on."""
        if self._card_picker is None:
            from wildwest.ui.screens.card_picker import CardPickerView

            c, host = self.controller, self.host
            view = CardPickerView(self.table.art)
            view.entry_edited.connect(c.set_entry)
            view.card_picked.connect(c.pick_card)
            view.remove_requested.connect(c.remove_last_card)
            view.clear_requested.connect(c.clear_entry)
            view.confirm_requested.connect(c.confirm_entry)
            view.back_requested.connect(host.leave_picker)
            view.undo_requested.connect(host.game_actions.undo_turn)
            view.out_of_cards_requested.connect(host.game_actions.end_out_of_cards)
            view.say = host.announce
            self._add_page(view)
            self._card_picker = view
        return self._card_picker

    @property
    def on_picker(self) -> bool:
        """The card picker is on show."""
        return self._card_picker is not None and self.currentWidget() is self._card_picker

    @property
    def on_game_over(self) -> bool:
        """The results are on show."""
        return self._game_over_view is not None and self.currentWidget() is self._game_over_view

    def widget_for(self, page: int) -> QWidget:
        """The page ``page`` (``PAGE_NEW`` …), built if it is not yet."""
        if page == PAGE_NEW:
            return self.new_game_view
        if page == PAGE_OVER:
            return self.game_over_view
        if page == PAGE_CARDS:
            return self.card_picker
        return self.game_page

    def _add_page(self, page: QWidget) -> None:
        self._policies[page] = page.sizePolicy()
        self.addWidget(page)
        self._size_by_current_page()

    def _size_by_current_page(self, *_args: object) -> None:
        """Only the page on show sets the window's smallest size: a page put away (game over
        in the largest type) must not make the table's page, with the side panels beside it,
        wider than a netbook's screen."""
        current = self.currentWidget()
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for page, policy in self._policies.items():
            page.setSizePolicy(policy if page is current else ignored)
        layout = self.layout()
        if layout is not None:  # a hidden page's new policy does not tell the stack itself
            layout.invalidate()
        self.updateGeometry()

    def fit_to_type(self) -> None:
        """The type scale changed: the results' rows as tall as the text (if built)."""
        if self._game_over_view is not None:
            fit_rows(self._game_over_view.standings)
            self._game_over_view.fit_standings()

    def fit_turn_panel(self, *, keep_taller: bool = False) -> None:
        """Give the turn panel the height its text needs, so the score explanation shows
        without scrolling; the card table keeps at least a quarter of the page (a third left
        a netbook in large text scrolling a steal's explanation), and at least the height
        its cards need to be read (:meth:`least_rank`), unless the panel's controls need
        more of it (the feedback then scrolls).

        ``keep_taller`` (a turn just scored: the answer box and its buttons went): a panel
        taller than it now needs keeps its height, so the table keeps its size through the
        turn instead of growing and shrinking again at the next draw, which repainted the
        whole table twice a turn (issue 31); the score explanation gets the room."""
        page = self.game_page
        total = page.height() - page.handleWidth()
        sizes = page.sizes()
        panel = self.turn_panel_height(keep=sizes[1] if keep_taller and len(sizes) > 1 else 0)
        if panel is None:
            return
        if page.sizes()[1:] != [panel]:
            page.setSizes([total - panel, panel])
        self.table_fitted()

    def turn_panel_height(self, width: int | None = None, *, keep: int = 0) -> int | None:
        """The turn panel's height :meth:`fit_turn_panel` gives it on the game page as it is
        now (``width``: as if the page were that wide; ``keep``: a taller height it may keep,
        within the table's own least height); ``None`` before the page has a size."""
        page = self.game_page
        total = page.height() - page.handleWidth()
        if total <= 0:
            return None
        width = page.width() if width is None else width
        needed = max(keep, self.turn_panel.needed_height(width))
        # Everything but the feedback always shows (on a netbook in large text the table
        # gives up more than three quarters for it); the feedback scrolls only past that.
        least = self.turn_panel.needed_height(width, whole_feedback=False)
        table_least = self.table.minimumHeight()
        least = min(max(least, self.turn_panel.minimumSizeHint().height()), total - table_least)
        readable = readable_height(width, self.least_rank()) or 0
        table_keeps = max(total * 0.25, readable)
        return max(least, min(needed, int(total - table_keeps)))
