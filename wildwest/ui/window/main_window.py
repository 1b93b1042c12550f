"""The main window: it assembles its parts and hands each its part of the view state.

It wires views to the controller one way: views emit what the pupil asked for
(intents), the controller changes the game and pushes one
:class:`~wildwest.present.view_state.ViewState` (:meth:`MainWindow.show_view`
hands each part to its view) followed by the view events of what happened
(:meth:`MainWindow._on_event`: animations, focus, screen-reader announcements).
Nothing is read back from the controller.

The parts live in modules of their own, as qutebrowser's ``mainwindow`` package keeps
its window's: :mod:`.pages` (the card table over the turn panel, and the screens built
on first use), :mod:`.docks` (the side panels and their fitting), :mod:`.status_bar`,
:mod:`.screen_fit` (the window on its screen), :mod:`.menus` (Game, View and Help; the
File menu is :mod:`wildwest.ui.files.file_actions`), :mod:`.preferences` (what the
settings change) and :mod:`.learn_to_play`.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from wildwest.controller import GameController, GameSetup
from wildwest.persistence.paths import AppPaths
from wildwest.persistence.settings import Settings
from wildwest.present.translate import translate
from wildwest.present.view_state import (
    ActionRefused,
    CardsDrawn,
    GameEnded,
    TurnUndone,
    ViewEvent,
    ViewState,
)
from wildwest.services.files_and_records import FilesAndRecords
from wildwest.ui.accessibility.speech import Speaker, let_go_of_focus
from wildwest.ui.files.file_actions import FileActions
from wildwest.ui.game.turn_panel import TurnPanel
from wildwest.ui.look.theme import ThemeManager
from wildwest.ui.table.card_art import CardArt
from wildwest.ui.table.card_table import CardTable
from wildwest.ui.window.docks import Docks
from wildwest.ui.window.learn_to_play import LearnToPlay
from wildwest.ui.window.menus import GameActions, HelpActions, ViewActions
from wildwest.ui.window.pages import PAGE_CARDS, PAGE_GAME, PAGE_NEW, PAGE_OVER, Pages, lay_out_now
from wildwest.ui.window.preferences import Preferences
from wildwest.ui.window.screen_fit import ScreenFit
from wildwest.ui.window.status_bar import StatusBar

if TYPE_CHECKING:
    from wildwest.ui.window.class_menu import ClassMenu

_PICKER_ONLY = tuple(
    f.name for f in dataclasses.fields(ViewState) if f.name not in ("picker", "new_game")
)
"""The parts of a view state that entering real cards leaves as they were."""


class MainWindow(QMainWindow):
    """The game's window. It lays out what the controller pushes and sends it intents."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        paths: AppPaths,
        art: CardArt,
        parent: QWidget | None = None,
        *,
        files_and_records: FilesAndRecords | None = None,
        defer_panels: bool = False,
    ) -> None:
        """``defer_panels``: build the hidden prime-panel tabs, fill the menus (their titles
        are there at once) and give the answer box its clear button after the first paint
        (the app's start-up), not now (scripts and tests get everything at once)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(translate("MainWindow", "Wild West"))
        # The title changes (a file name, the deal code, "•" for unsaved); a screen reader
        # says each change of the window's name, so its accessible name stays put.
        self.setAccessibleName(translate("MainWindow", "Wild West"))
        self.controller = controller
        """Where the window sends intents; it never reads the game back from it."""
        self.files_and_records = files_and_records
        """Saving, recovery and records (the File menu); None builds no File menu."""
        self.settings = settings
        self.paths = paths
        self.art = art
        self._view = ViewState()
        """The last view state the controller pushed: what the window shows now."""
        self._file_title = ""
        """The files' title, once they have said one (file name, deal code, unsaved)."""
        self.announcements: deque[str] = deque(maxlen=20)
        """What the screen reader was told lately (turn state, feedback, results), newest last."""
        self.speaker = Speaker(self)
        """The one voice: every line to the screen reader goes through it."""
        app = QApplication.instance()
        assert isinstance(app, QApplication), "create the QApplication first"
        self.theme = ThemeManager(app, settings, self)
        """Colours and the one type scale, for the whole app."""
        self.table = CardTable(art)
        self.turn_panel = TurnPanel(deferred=defer_panels)
        self.turn_panel.focus_mover = self.speaker.move_focus
        self.pages = Pages(self.table, self.turn_panel, controller, self)
        self.setCentralWidget(self.pages)
        self.screen_fit = ScreenFit(self, settings)
        self.docks = Docks(
            self,
            pages=self.pages,
            theme=self.theme,
            fit=self.screen_fit,
            deferred=defer_panels,
            settings=settings,
        )
        self.screen_fit.restored.connect(self.docks.restored)
        self.pages.least_rank = self.docks.drawer.least_rank
        self.pages.table_fitted = self.docks.drawer.check_table
        self.table.viewport().installEventFilter(self)  # clicks
        self.status = StatusBar(self, self.screen_fit.usable_width)
        self._build_menus(later=defer_panels)
        self._connect()
        self.tutorial = LearnToPlay(
            self, controller, files_and_records, settings, self.pages, docks=self.docks, host=self
        )
        """Learn to play: its guide (start, next, leave) and its callouts."""
        self.preferences = Preferences(
            self, settings, controller, view_actions=self.view_actions, table=self.table, art=art
        )
        """What the settings change: the display, the pace, the way to answer, the lock."""
        self.turn_panel.answer_method_requested.connect(self.preferences.set_answer_method)
        self.resize(1280, 800)
        self.theme.changed.connect(self._fit_to_type)
        self.theme.apply()
        self.turn_panel.show_controls(self._view.controls)

    def _build_menus(self, *, later: bool) -> None:
        """File (with the files and records), Game, View and Help, in that order; what is in
        them now, or just after the first paint (``later``, not on a native menu bar), before
        the app's Class menu."""
        files = self.files_and_records
        self.file_actions = FileActions(self, files, later=later) if files is not None else None
        if self.file_actions is not None:
            self.menuBar().addMenu(self.file_actions.menu)
        self.class_menu: ClassMenu | None = None  # the app adds it to File (the class folder)
        self.game_actions = GameActions(
            self,
            self.controller,
            new_game=self.show_new_game,
            draw=self._draw,
            read_cards=self.read_cards,
            skip=self._skip,
            later=later,
        )
        self.view_actions = ViewActions(self, self.settings, self.docks, later=later)
        self.help_actions = HelpActions(
            self, self.settings, self.paths, learn=self.learn_to_play, later=later
        )

    def _connect(self) -> None:
        c, panel = self.controller, self.turn_panel
        c.view_changed.connect(self.show_view)
        c.happened.connect(self._on_event)
        panel.draw_requested.connect(self._draw)
        panel.submit_requested.connect(c.submit)
        panel.hint_requested.connect(c.take_hint)
        panel.give_up_requested.connect(c.give_up)
        panel.next_requested.connect(c.skip_ahead)
        panel.results_requested.connect(lambda: self.set_page(PAGE_OVER))
        panel.ladder_try_requested.connect(c.ladder_try)  # the ladder's steps
        panel.ladder_quotient_requested.connect(c.ladder_quotient)
        panel.ladder_prime_declared.connect(c.ladder_is_prime)
        if self.files_and_records is not None:
            # The files' title is the window's (the File menu lays out the rest).
            self.files_and_records.menu_changed.connect(lambda m: self._show_title(m.title))
            self.files_and_records.push_menu()

    # ------------------------------------------------------------ pages

    def show_new_game(self) -> None:
        """Game → New game…: the new-game screen, filled in (it ends Learn to play, whose
        game is never kept)."""
        if self._view.tutorial is not None:
            self.tutorial.guide.leave()
        self.preferences.offer_new_game(self.pages.new_game_view, self._view)
        self.set_page(PAGE_NEW)

    def set_page(self, page: int) -> None:
        """Show a page; the side panels make way for the whole-window screens (new game,
        game over) and come back with the table."""
        self.controller.hold_computers(page == PAGE_NEW)  # nobody watches the table there
        widget = self.pages.widget_for(page)
        leaving = self.pages.currentWidget() is not widget
        if leaving:  # the focus lets go before its page goes (the new page's control takes it)
            let_go_of_focus(self)
        # The page on show sets the window's smallest size (see pages.py): the panels go
        # before a whole-window page comes, and come back after the table's page.
        if page != PAGE_GAME:
            self.docks.make_way()
        self.pages.setCurrentWidget(widget)
        if page == PAGE_GAME:
            self.docks.come_back()
        if page == PAGE_OVER:
            self.pages.game_over_view.play_again.setFocus()
        elif page == PAGE_CARDS:
            self.pages.card_picker.focus_entry()
        elif page == PAGE_NEW and leaving:
            self.pages.new_game_view.focus_first()
        elif page == PAGE_GAME and leaving:
            self.turn_panel.focus_controls(self._view.controls)

    def back_to_game(self) -> None:
        self.set_page(PAGE_OVER if self._view.over else PAGE_GAME)

    def start(self, setup: GameSetup) -> None:
        """New game…'s Start: the game, or why not on the screen; what started is kept."""
        problem = self.controller.start(setup)
        if problem:
            self.pages.new_game_view.show_error(problem)
            return
        self.preferences.remember_setup(setup)

    def learn_to_play(self) -> None:
        """Help → Learn to play, or its button on New game…: the guided first game."""
        self.tutorial.start()

    # ------------------------------------------------------------ the game's commands

    def _skip(self) -> None:
        """Esc: the cards land at once; in a computer player's turn, its step plays now.
        In Learn to play, Esc leaves it."""
        if self._view.tutorial is not None:
            self.tutorial.guide.leave()
        elif self.table.is_animating:
            self.table.skip_animation()
        elif self._view.controls.computer and self.pages.currentWidget() is self.pages.game_page:
            self.controller.skip_ahead()

    def read_cards(self) -> None:
        """Game → Read the cards (Ctrl+I): say the cards on the table and the number."""
        self.announce(self._view.table.read_out or self._view.controls.prompt)

    def _draw(self) -> None:
        if self.table.is_animating:
            self.table.skip_animation()
        if not self._view.has_game or self.pages.currentWidget() is not self.pages.game_page:
            return
        if self._view.picker is not None:  # real cards: the player enters what they turned over
            if self._view.picker.active:
                self.set_page(PAGE_CARDS)
            return
        self.controller.draw()

    def show_card_picker(self) -> None:
        """Enter cards (a real-cards game, between turns): the card picker."""
        self._draw()

    def leave_picker(self) -> None:
        self.set_page(PAGE_GAME)
        self.turn_panel.show_controls(self._view.controls)  # the focus back on Enter cards

    # ------------------------------------------------------------ showing the game

    def _show_real_cards(self, view: ViewState) -> bool:
        """The picker and the real-cards actions; True if nothing else changed (cards are
        being picked), so nothing else need be laid out again."""
        picker = view.picker
        self.game_actions.show_real_cards(picker)
        if picker is None:
            return False
        self.pages.card_picker.show_picker(picker)
        old = self._view
        return not view.new_game and all(
            getattr(view, name) is getattr(old, name) for name in _PICKER_ONLY
        )

    def show_view(self, view: ViewState) -> None:
        """Lay out everything the controller pushed; nothing is read back from it."""
        if self._show_real_cards(view):
            self._view = view
            return
        was_climbing = self._view.climbing
        # A turn just scored (the answer box goes): the table keeps its size (fit_turn_panel).
        scored = self._view.controls.answer and not view.controls.answer and not view.new_game
        self._view = view
        controls = view.controls
        self.turn_panel.show_turn(controls, view.answer_way, view.ladder)
        if view.ladder is not None and view.climbing and not was_climbing:
            self.announce(view.ladder.step)  # the ladder's first step (then each step's)
        self.game_actions.show_turn(view)
        self.turn_panel.show_feedback(view.feedback)
        self.docks.show_view(view)
        self.status.show_status(view.status, controls.prompt)
        self._show_title()
        if not view.has_game:
            self.set_page(PAGE_NEW)
            self.tutorial.show_view(view)
            return
        self.table.show_view(view.table)
        if view.result is not None:
            self.pages.game_over_view.show_result(view.result)
        else:
            self.pages.prepare_results()  # built while the game goes on, not by its end
        if view.new_game:
            self.turn_panel.clear_answer()
            self.docks.fit()
            # A game that arrives finished (opened) shows its results; one that ends in
            # play stays on the table so everyone sees the last turn (See the results).
            self.set_page(PAGE_OVER if view.over else PAGE_GAME)
        self.pages.fit_turn_panel(keep_taller=scored)
        self.tutorial.show_view(view)
        lay_out_now()

    def _show_title(self, file_title: str | None = None) -> None:
        """The window's title, written here only: the files' (file name, deal code, "•" for
        unsaved turns; ``file_title`` when it changes) in the app, the view state's in a
        window with no files kept."""
        if file_title is not None:
            self._file_title = file_title
        has_files = self.files_and_records is not None
        title = self._file_title if has_files else self._view.status.title
        if title:
            self.setWindowTitle(title)

    def _on_event(self, event: ViewEvent) -> None:
        """What just happened: animate it, move the focus, and tell the screen reader."""
        if isinstance(event, ActionRefused):
            self.statusBar().showMessage(event.message, 5000)
            return
        if self.pages.on_picker and isinstance(event, CardsDrawn | GameEnded):
            self.leave_picker()  # the cards were played (or the game ended): to the table
        elif isinstance(event, TurnUndone) and self.pages.on_game_over:
            self.set_page(PAGE_GAME)  # the last turn was undone: the game goes on
        self.table.happened(event)
        self.turn_panel.happened(event)
        self.docks.happened(event)
        self.announce(event.spoken)

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text`` (with the other lines of this action, once the
        focus has settled; :mod:`wildwest.ui.accessibility.speech`)."""
        self.announcements.append(text)
        self.speaker.say(text)

    # ------------------------------------------------------------ Qt's events

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab skip the controls of a dock behind another dock's tab (see
        :meth:`Docks.tab_walk`: Qt's own walk, never one from Python); otherwise Qt's own
        order."""
        walk = super().focusNextPrevChild
        return self.docks.tab_walk(lambda: walk(next))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and watched is self.table.viewport()
            and not self.table.is_animating
            and self._view.controls.computer
        ):
            self.controller.skip_ahead()  # a click on the table hurries a computer player
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.screen_fit.resized(event)
        if event.size().width() != event.oldSize().width():
            self.status.fit()
        self.docks.room_changed()  # the panels' width follows the window's; the drawer its size
        self.theme.window_resized(self.width(), self.height())
        QTimer.singleShot(0, self, self.pages.fit_turn_panel)
        self.tutorial.place_soon()  # Learn to play's bubble stays beside its target

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ScreenChangeInternal:
            QTimer.singleShot(0, self, self._fit_to_type)

    def _fit_to_type(self) -> None:
        """The type scale changed: rows as tall as the text, and the docks as wide."""
        self.docks.fit_rows_to_type()
        self.pages.fit_to_type()
        self.docks.room_changed()
        self.docks.fit()
        self.pages.fit_turn_panel()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.docks.before_saving()
        self.screen_fit.save()
        if self.files_and_records is not None:
            # No "save first?": the recovery file keeps a game going.
            self.files_and_records.shutdown()
        super().closeEvent(event)
