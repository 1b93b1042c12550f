"""The main window: the card table, the turn panel, the scoreboard, the turn log and docks.

It wires views to the controller one way: views emit what the pupil asked for
(intents), the controller changes the game and pushes one
:class:`~wildwest.present.view_state.ViewState` (:meth:`MainWindow.show_view`
hands each part to its view) followed by the view events of what happened
(:meth:`MainWindow._on_event`: animations, focus, screen-reader announcements).
Nothing is read back from the controller.
"""

from __future__ import annotations

import dataclasses
import logging
from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFont,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFrame,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wildwest import __version__
from wildwest.controller import GameController, GameSetup
from wildwest.controller.session import Session
from wildwest.controller.setup import remembered_names
from wildwest.persistence.paths import AppPaths
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import (
    COMPUTER_PACES,
    DISPLAY_ANIMATIONS,
    DISPLAY_FOUR_COLOUR,
    DISPLAY_SUIT_LETTERS,
    DISPLAY_TEXT_SCALE,
    DISPLAY_THEME,
    GAME_ANSWER_METHOD,
    GAME_COMPUTER_PACE,
    GAME_EQUAL_TURNS,
    GAME_FACE_CARDS,
    GAME_MODE,
    GAME_STEAL_COSTS_POINTS,
    PLAYERS_COUNT,
    PLAYERS_NAMES,
    PLAYERS_SEATS,
    REFERENCE_LOCK_CHECKER_IN_CHALLENGE,
    TEXT_SCALES,
    THEMES,
    TUTORIAL_OFFERED,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
    Setting,
)
from wildwest.persistence.window_state import checked_window_state
from wildwest.present.translate import QT_TRANSLATE_NOOP, translate
from wildwest.present.view_state import (
    ActionRefused,
    AnswerChecked,
    CardsDrawn,
    GameEnded,
    LadderStepped,
    TurnScored,
    TurnUndone,
    ViewEvent,
    ViewState,
)
from wildwest.present.words import say
from wildwest.ui.accessibility.speech import Speaker
from wildwest.ui.file_actions import FileActions
from wildwest.ui.language import LanguageMenu
from wildwest.ui.models import ScoreboardModel, TurnLogModel
from wildwest.ui.prime_panel.panel import PrimePanel
from wildwest.ui.shared_columns import SharedColumns
from wildwest.ui.table.card_art import CardArt
from wildwest.ui.table.card_table import CardTable
from wildwest.ui.theme import ThemeManager
from wildwest.ui.turn_panel import TurnPanel
from wildwest.ui.widgets import full_tabs_width

if TYPE_CHECKING:
    # Screens and dialogs not on the first screen load when first shown (start-up time).
    from wildwest.ui.dialogs.help import AboutDialog, RulesDialog
    from wildwest.ui.screens.card_picker import CardPickerView
    from wildwest.ui.screens.game_over import GameOverView
    from wildwest.ui.screens.new_game import NewGameView

log = logging.getLogger(__name__)

LOCK_KEY = REFERENCE_LOCK_CHECKER_IN_CHALLENGE
QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's largest widget size (for lifting a fixed size)."""
SettingValue = str | float
"""A value of a multiple-choice display setting (a theme name, a text scale)."""
PAGE_NEW, PAGE_GAME, PAGE_OVER, PAGE_CARDS = range(4)
_PICKER_ONLY = tuple(f.name for f in dataclasses.fields(ViewState) if f.name != "picker")
"""The parts of a view state that entering real cards leaves as they were."""
THEME_LABELS = {
    "system": QT_TRANSLATE_NOOP("MainWindow", "Follow the system"),
    "light": QT_TRANSLATE_NOOP("MainWindow", "Light"),
    "dark": QT_TRANSLATE_NOOP("MainWindow", "Dark"),
    "high_contrast": QT_TRANSLATE_NOOP("MainWindow", "High contrast"),
}
TEXT_LABELS = {
    1.0: QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    1.25: QT_TRANSLATE_NOOP("MainWindow", "Large"),
    1.5: QT_TRANSLATE_NOOP("MainWindow", "Larger"),
    2.0: QT_TRANSLATE_NOOP("MainWindow", "Projector"),
}
METHOD_KEY = GAME_ANSWER_METHOD
"""How a person answers in Practice (the turn panel's switch; locked, the school's choice)."""
SEEN = "wwDockSeen"
"""Dock property: its tab is the one on show (the last ``visibilityChanged``)."""
READ_KEY = "Ctrl+I"
"""Game → Read the cards: the screen reader says the cards and the number (README)."""
PACE_KEY = GAME_COMPUTER_PACE
PACE_LABELS = {
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "step": QT_TRANSLATE_NOOP("MainWindow", "Step by step (press Next)"),
}
"""How fast computer players play (View → Computer pace)."""


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
        session: Session | None = None,
        defer_panels: bool = False,
    ) -> None:
        """``defer_panels``: build the hidden prime-panel tabs after the first paint
        (the app's start-up), not now (scripts and tests get everything at once)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(translate("MainWindow", "Wild West"))
        # The title changes (a file name, the deal code, "•" for unsaved); a screen reader
        # says each change of the window's name, so its accessible name stays put.
        self.setAccessibleName(translate("MainWindow", "Wild West"))
        self.controller = controller
        """Where the window sends intents; it never reads the game back from it."""
        self.session = session
        """Saving, recovery and records (the File menu); None builds no File menu."""
        self.file_actions: FileActions | None = None
        self.settings = settings
        self.paths = paths
        self.art = art
        self._view = ViewState()
        """The last view state the controller pushed: what the window shows now."""
        self._rules_dialog: RulesDialog | None = None
        self._about_dialog: AboutDialog | None = None
        self._hidden_docks: list[QDockWidget] | None = None
        self.announcements: deque[str] = deque(maxlen=20)
        """What the screen reader was told lately (turn state, feedback, results), newest last."""
        self.speaker = Speaker(self)
        """The one voice: every line to the screen reader goes through it."""
        app = QApplication.instance()
        assert isinstance(app, QApplication), "create the QApplication first"
        self.theme = ThemeManager(app, settings, self)
        """Colours and the one type scale, for the whole app."""
        self._build_models()
        self._build_pages()
        self.turn_panel.focus_mover = self.speaker.move_focus
        self._build_docks(defer_panels)
        self._build_status_bar()
        self._build_menus()
        self._connect()
        self._build_tutorial()
        self._apply_settings()
        self._apply_pace()
        self._apply_answer_method()
        self.resize(1280, 800)
        self.theme.changed.connect(self._fit_to_type)
        self.theme.apply()
        self.turn_panel.show_controls(self._view.controls)

    def _build_models(self) -> None:
        self.scoreboard_model = ScoreboardModel(self)
        self.turn_log_model = TurnLogModel(self)

    def _build_pages(self) -> None:
        self.table = CardTable(self.art)
        self.turn_panel = TurnPanel()
        game_page = QSplitter(Qt.Orientation.Vertical)
        game_page.setObjectName("gamePage")
        game_page.setChildrenCollapsible(False)
        game_page.addWidget(self.table)
        game_page.addWidget(self.turn_panel)
        game_page.setStretchFactor(0, 3)
        game_page.setStretchFactor(1, 1)
        game_page.setSizes([560, 240])
        self.game_page = game_page
        self.pages = QStackedWidget()
        self.pages.setObjectName("pages")
        self._page_policies: dict[QWidget, QSizePolicy] = {}
        self.pages.currentChanged.connect(self._size_by_current_page)
        self._add_page(game_page)
        self.setCentralWidget(self.pages)
        # The new-game and game-over screens are built the first time they are needed,
        # so start-up only pays for what is on screen.
        self._new_game_view: NewGameView | None = None
        self._game_over_view: GameOverView | None = None
        self._card_picker: CardPickerView | None = None

    def _build_docks(self, defer_panels: bool) -> None:
        self.scoreboard_view = QTableView()
        self.scoreboard_view.setObjectName("scoreboardView")
        self.scoreboard_view.setAccessibleName(translate("MainWindow", "Scoreboard"))
        self.scoreboard_view.setModel(self.scoreboard_model)
        self._style_table(self.scoreboard_view)
        # Every name and number in full: in a narrow panel (large text, a long name) names
        # and primes wrap onto more lines instead of hiding or scrolling sideways.
        self.scoreboard_view.setWordWrap(True)
        self.scoreboard_view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._scoreboard_columns = SharedColumns(
            self.scoreboard_view, wrapping=(ScoreboardModel.PRIMES, ScoreboardModel.PLAYER)
        )
        self.scoreboard_dock = self._dock(
            translate("MainWindow", "Scoreboard"), "scoreboardDock", self.scoreboard_view
        )
        # Its columns say what it is: no title bar, so 14 players fit beside a netbook's table
        # (View → Scoreboard still hides and shows it).
        self.scoreboard_dock.setTitleBarWidget(QWidget(self.scoreboard_dock))
        self._docks_due = False
        self.scoreboard_view.verticalHeader().sectionResized.connect(self._fit_docks_soon)

        self.turn_log_view = QTableView()
        self.turn_log_view.setObjectName("turnLog")
        self.turn_log_view.setAccessibleName(translate("MainWindow", "Turn log"))
        self.turn_log_view.setModel(self.turn_log_model)
        self._style_table(self.turn_log_view)
        self.turn_log_view.setWordWrap(False)
        self.turn_log_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        # Every column as wide as what it shows; the log scrolls sideways when narrow.
        self.turn_log_view.horizontalHeader().setStretchLastSection(False)
        self.turn_log_view.installEventFilter(self)
        # ResizeToContents alone sizes the columns for the rows there when it is first shown;
        # each new turn (a longer name, a ×5) sizes them again.
        self.turn_log_model.rowsInserted.connect(self._log_rows_changed)
        self.turn_log_model.modelReset.connect(self._log_rows_changed)
        self.turn_log_dock = self._dock(
            translate("MainWindow", "Turn log"), "turnLogDock", self.turn_log_view
        )

        self.prime_panel = PrimePanel(self, deferred=defer_panels)
        self._deferred_built = not defer_panels
        self.table.viewport().installEventFilter(self)  # the first paint; clicks
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.turn_log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.prime_panel)
        self.tabifyDockWidget(self.turn_log_dock, self.prime_panel)
        self.turn_log_dock.raise_()
        self.scoreboard_dock.topLevelChanged.connect(
            lambda _floating: self._docked_or_floated(self.scoreboard_dock)
        )
        for dock in (self.turn_log_dock, self.prime_panel):
            dock.topLevelChanged.connect(lambda _floating, d=dock: self._docked_or_floated(d))
            self._fit_title(dock)
            dock.visibilityChanged.connect(lambda on, d=dock: self._dock_seen(d, on))
        self.prime_panel.least_height_changed.connect(self._panel_least_changed)
        self.resizeDocks([self.scoreboard_dock], [380], Qt.Orientation.Horizontal)
        self._default_state = self.saveState()

    @staticmethod
    def _dock_seen(dock: QDockWidget, seen: bool) -> None:
        """Remember whether ``dock``'s tab is the one on show (Qt leaves the controls of a
        dock behind another's tab "visible", so Tab would reach them)."""
        dock.setProperty(SEEN, seen)

    def _docks_behind(self) -> list[QDockWidget]:
        """The docks on show but behind another dock's tab."""
        return [
            dock
            for dock in (self.turn_log_dock, self.prime_panel)
            if dock.property(SEEN) is False and dock.isVisible() and not dock.isFloating()
        ]

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab skip the controls of a dock behind another dock's tab (Qt
        counts them as on show); otherwise Qt's own order.

        Qt's own walk does the skipping, with those controls taking no focus while it runs:
        walking the focus chain from Python would ask each widget for its neighbours and
        focus proxy, and PySide ties a returned widget's wrapper to the one it came from.
        A viewport's focus proxy is its own view, so those ties made cycles of wrappers,
        and when the garbage collector broke one it deleted a table's header that Qt still
        used (a crash a few turns later)."""
        behind = self._docks_behind()
        start = QApplication.focusWidget()
        if not behind or start is None or not self.isAncestorOf(start):
            return super().focusNextPrevChild(next)
        # Parents before children (findChildren's order); put back children first, so a
        # control whose focus proxy is its parent (a viewport, a spin box's line edit: Qt
        # passes a policy on to the proxy) leaves the parent with the parent's own policy.
        held = [(w, w.focusPolicy()) for dock in behind for w in dock.findChildren(QWidget)]
        for widget, _policy in held:
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        try:
            return super().focusNextPrevChild(next)
        finally:
            for widget, policy in reversed(held):
                widget.setFocusPolicy(policy)

    def _dock_tabs_focus(self, on: bool) -> None:
        """The docks' tab bars are Tab stops only while the docks are on show (Qt keeps an
        empty one on show when every dock is hidden)."""
        policy = Qt.FocusPolicy.TabFocus if on else Qt.FocusPolicy.NoFocus
        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:
                bar.setFocusPolicy(policy)

    def _build_status_bar(self) -> None:
        self.deal_label = QLabel("")
        self.deal_label.setObjectName("dealCodeLabel")
        self.mode_label = QLabel("")
        self.mode_label.setObjectName("modeLabel")
        self.progress_label = QLabel("")
        self.progress_label.setObjectName("progressLabel")
        for label in (self.progress_label, self.mode_label, self.deal_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            # A line between the parts, so "Turn 3", "Practice mode" and the deal read apart.
            label.setFrameShape(QFrame.Shape.StyledPanel)
            label.setContentsMargins(6, 0, 6, 0)
            self.statusBar().addPermanentWidget(label)
        self._pushed_off = False
        """The window was made bigger than its screen by its own least size (see
        :meth:`_back_on_screen`)."""

    def fit_status_bar(self) -> None:
        """The status bar's parts that fit the window, the turn first, then the mode, then
        the deal: in the largest text on a small screen the ones left out make way for the
        window to fit the screen (the status bar's tooltip still says them)."""
        room = self._usable_width() - 2 * self.statusBar().height()  # the size grip, a message
        parts = (self.progress_label, self.mode_label, self.deal_label)
        spacing = self.statusBar().layout().spacing()  # type: ignore[union-attr]
        used, left_out = 0, []
        for label in parts:
            width = label.sizeHint().width() + spacing
            fits = bool(label.text()) and (used + width <= room or label is parts[0])
            if fits:
                used += width
            elif label.text():
                left_out.append(label.text())
            label.setVisible(fits)
        self.statusBar().setToolTip("\n".join(left_out))

    def _usable_width(self) -> int:
        """The window's width, or its screen's if that is narrower (a window made too wide
        is about to be put back on its screen)."""
        width = self.width()
        screen = self.screen()
        if screen is not None:
            width = min(width, screen.availableGeometry().width())
        return width

    # ------------------------------------------------------------ construction

    def _choices(
        self,
        menu: QMenu,
        key: Setting[str] | Setting[float],
        labels: Mapping[SettingValue, str],
        name: str,
    ) -> dict[SettingValue, QAction]:
        """One checkable, exclusive action per allowed value of setting ``key``."""
        group = QActionGroup(self)
        actions: dict[SettingValue, QAction] = {}
        for value, label in labels.items():
            action = QAction(label, self, checkable=True)
            suffix = value if isinstance(value, str) else int(value * 100)
            action.setObjectName(f"{name}_{suffix}")
            action.triggered.connect(
                lambda _checked=False, v=value: self.settings.set_value(key, v)
            )
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        return actions

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(widget)
        dock.setWidget(holder)
        return dock

    @staticmethod
    def _style_table(view: QTableView) -> None:
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setAlternatingRowColors(True)
        view.verticalHeader().setVisible(False)
        view.setTabKeyNavigation(False)
        view.horizontalHeader().setHighlightSections(False)

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        name: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        if self.session is not None:
            self.file_actions = FileActions(self, self.session)
            self.menuBar().addMenu(self.file_actions.menu)
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.new_action = self._action(
            translate("MainWindow", "&New game…"),
            self.show_new_game,
            QKeySequence.StandardKey.New,
            "newGameAction",
        )
        self.again_action = self._action(
            translate("MainWindow", "Play &again"),
            self.controller.play_again,
            "Ctrl+R",
            "playAgainAction",
        )
        self.draw_action = self._action(
            translate("MainWindow", "&Draw"), self._draw, "Ctrl+D", "drawAction"
        )
        self.read_action = self._action(
            translate("MainWindow", "&Read the cards"), self.read_cards, READ_KEY, "readCardsAction"
        )
        self.undo_action = self._action(
            translate("MainWindow", "&Undo last turn…"),
            self.undo_turn,
            QKeySequence.StandardKey.Undo,
            "undoTurnAction",
        )
        self.out_action = self._action(
            translate("MainWindow", "We're &out of cards…"),
            self.end_out_of_cards,
            None,
            "outOfCardsAction",
        )
        self.skip_action = self._action(
            translate("MainWindow", "&Skip ahead"), self._skip, "Esc", "skipAction"
        )
        quit_action = self._action(
            translate("MainWindow", "&Quit"),
            self.close,
            QKeySequence.StandardKey.Quit,
            "quitAction",
        )
        for action in (self.new_action, self.again_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.draw_action)
        game.addAction(self.read_action)
        game.addAction(self.undo_action)
        game.addAction(self.out_action)
        game.addAction(self.skip_action)
        game.addSeparator()
        game.addAction(quit_action)

        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        for dock in (self.scoreboard_dock, self.turn_log_dock, self.prime_panel):
            toggle = dock.toggleViewAction()
            view.addAction(toggle)
        self.prime_action = self.prime_panel.toggleViewAction()
        self.prime_action.setShortcut(QKeySequence("Ctrl+P"))
        reset = self._action(
            translate("MainWindow", "&Reset panels"), self._reset_layout, None, "resetLayoutAction"
        )
        view.addAction(reset)
        view.addSeparator()
        self.toggles: dict[Setting[bool], QAction] = {}
        """On/off display settings in the View menu, by setting."""
        for key, text, name in (
            (DISPLAY_ANIMATIONS, translate("MainWindow", "&Animations"), "animationsAction"),
            (
                DISPLAY_FOUR_COLOUR,
                translate("MainWindow", "&Four-colour deck"),
                "fourColourAction",
            ),
            (
                DISPLAY_SUIT_LETTERS,
                translate("MainWindow", "Suit &letters on cards"),
                "suitLettersAction",
            ),
        ):
            action = QAction(text, self, checkable=True)
            action.setObjectName(name)
            action.toggled.connect(lambda on, k=key: self.settings.set_value(k, on))
            view.addAction(action)
            self.toggles[key] = action
        self.animations_action = self.toggles[DISPLAY_ANIMATIONS]
        self.four_colour_action = self.toggles[DISPLAY_FOUR_COLOUR]
        self.letters_action = self.toggles[DISPLAY_SUIT_LETTERS]
        self.theme_actions = self._choices(
            view.addMenu(translate("MainWindow", "&Theme")),
            DISPLAY_THEME,
            {k: translate("MainWindow", THEME_LABELS[k]) for k in THEMES},
            "theme",
        )
        self.text_actions = self._choices(
            view.addMenu(translate("MainWindow", "Text si&ze")),
            DISPLAY_TEXT_SCALE,
            {s: translate("MainWindow", TEXT_LABELS[s]) for s in TEXT_SCALES},
            "textSize",
        )
        self.pace_actions = self._choices(
            view.addMenu(translate("MainWindow", "Computer &pace")),
            PACE_KEY,
            {p: translate("MainWindow", PACE_LABELS[p]) for p in COMPUTER_PACES},
            "pace",
        )
        self.language_menu = LanguageMenu(
            view.addMenu(translate("MainWindow", "Lan&guage")), self.settings, self
        )

        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        self.learn_action = self._action(
            translate("MainWindow", "&Learn to play"), self.learn_to_play, None, "learnToPlayAction"
        )
        help_menu.addAction(self.learn_action)
        self.rules_action = self._action(
            translate("MainWindow", "&Rules"),
            self.show_rules,
            QKeySequence.StandardKey.HelpContents,
            "rulesAction",
        )
        help_menu.addAction(self.rules_action)
        help_menu.addAction(
            self._action(
                translate("MainWindow", "&About Wild West"), self.show_about, None, "aboutAction"
            )
        )

    def _connect(self) -> None:
        c = self.controller
        c.view_changed.connect(self.show_view)
        c.happened.connect(self._on_event)
        panel = self.turn_panel
        panel.draw_requested.connect(self._draw)
        panel.submit_requested.connect(c.submit)
        panel.hint_requested.connect(c.take_hint)
        panel.give_up_requested.connect(c.give_up)
        panel.next_requested.connect(c.skip_ahead)
        panel.results_requested.connect(lambda: self._set_page(PAGE_OVER))
        self._connect_ladder()
        self.settings.changed.connect(self._setting_changed)

    def _connect_ladder(self) -> None:
        """The answer switch goes to the setting (which tells the controller); the ladder's
        steps go straight to the controller."""
        c, panel = self.controller, self.turn_panel
        panel.answer_method_requested.connect(lambda m: self.settings.set_value(METHOD_KEY, m))
        panel.ladder.try_requested.connect(c.ladder_try)
        panel.ladder.quotient_requested.connect(c.ladder_quotient)
        panel.ladder.prime_declared.connect(c.ladder_is_prime)

    def _apply_answer_method(self) -> None:
        """Typed answers or the ladder in Practice, from the setting (locked: the only way)."""
        s = self.settings
        self.controller.set_answer_method(s.get(METHOD_KEY), s.is_locked(METHOD_KEY))

    @property
    def new_game_view(self) -> NewGameView:
        if self._new_game_view is None:
            from wildwest.ui.screens.new_game import NewGameView

            view = NewGameView()
            view.start_requested.connect(self._start)
            view.setup_changed.connect(self.controller.check_setup)
            self.controller.setup_checked.connect(view.show_check)
            view.cancel_requested.connect(self._back_to_game)
            view.learn_requested.connect(self.learn_to_play)
            self._add_page(view)
            self._new_game_view = view
        return self._new_game_view

    @property
    def game_over_view(self) -> GameOverView:
        if self._game_over_view is None:
            from wildwest.ui.screens.game_over import GameOverView

            view = GameOverView()
            view.play_again_requested.connect(self.controller.play_again)
            view.new_game_requested.connect(self.show_new_game)
            view.show_table_requested.connect(lambda: self._set_page(PAGE_GAME))
            self._add_page(view)
            self._game_over_view = view
            fit_rows(view.standings)
        return self._game_over_view

    @property
    def card_picker(self) -> CardPickerView:
        """The page a real-cards turn is entered on (built the first time it is needed)."""
        if self._card_picker is None:
            from wildwest.ui.screens.card_picker import CardPickerView

            c = self.controller
            view = CardPickerView()
            view.entry_edited.connect(c.set_entry)
            view.card_picked.connect(c.pick_card)
            view.remove_requested.connect(c.remove_last_card)
            view.clear_requested.connect(c.clear_entry)
            view.confirm_requested.connect(c.confirm_entry)
            view.back_requested.connect(self._leave_picker)
            view.undo_requested.connect(self.undo_turn)
            view.out_of_cards_requested.connect(self.end_out_of_cards)
            view.say = self.announce
            self._add_page(view)
            self._card_picker = view
        return self._card_picker

    def _add_page(self, page: QWidget) -> None:
        self._page_policies[page] = page.sizePolicy()
        self.pages.addWidget(page)
        self._size_by_current_page()

    def _size_by_current_page(self, *_args: object) -> None:
        """Only the page on show sets the window's smallest size: a page put away (game over
        in the largest type) must not make the table's page, with the side panels beside it,
        wider than a netbook's screen."""
        current = self.pages.currentWidget()
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for page, policy in self._page_policies.items():
            page.setSizePolicy(policy if page is current else ignored)
        layout = self.pages.layout()
        if layout is not None:  # a hidden page's new policy does not tell the stack itself
            layout.invalidate()
        self.pages.updateGeometry()

    def _page_widget(self, page: int) -> QWidget:
        if page == PAGE_NEW:
            return self.new_game_view
        if page == PAGE_OVER:
            return self.game_over_view
        if page == PAGE_CARDS:
            return self.card_picker
        return self.game_page

    # ------------------------------------------------------------ settings

    def _apply_settings(self) -> None:
        s = self.settings
        for key, action in self.toggles.items():
            action.blockSignals(True)
            action.setChecked(s.get(key))
            action.setEnabled(not s.is_locked(key))
            action.blockSignals(False)
        self.table.set_animations(s.get(DISPLAY_ANIMATIONS))
        self.art.set_variant(s.get(DISPLAY_FOUR_COLOUR), s.get(DISPLAY_SUIT_LETTERS))
        self.theme_actions[s.get(DISPLAY_THEME)].setChecked(True)
        for action in self.theme_actions.values():
            action.setEnabled(not s.is_locked(DISPLAY_THEME))
        self.text_actions.get(s.get(DISPLAY_TEXT_SCALE), self.text_actions[1.0]).setChecked(True)
        for action in self.text_actions.values():
            action.setEnabled(not s.is_locked(DISPLAY_TEXT_SCALE))

    def _apply_pace(self) -> None:
        """View → Computer pace, from the setting (at start and when it changes)."""
        pace = self.settings.get(PACE_KEY)
        self.pace_actions.get(pace, self.pace_actions["normal"]).setChecked(True)
        for action in self.pace_actions.values():
            action.setEnabled(not self.settings.is_locked(PACE_KEY))
        self.controller.set_pace(pace)

    def _setting_changed(self, key: str, value: object) -> None:
        if key.startswith("display/"):
            self._apply_settings()
        elif key == LOCK_KEY.key:
            self.controller.set_lock_in_challenge(bool(value))
        elif key == PACE_KEY.key:
            self._apply_pace()
        elif key == METHOD_KEY.key:
            self._apply_answer_method()

    def restore_window(self) -> None:
        """Put the window back where the user left it (size, position, panels), if that still
        fits the screen; else fit the screen (see :meth:`fit_screen`)."""
        geometry = self.settings.get(WINDOW_GEOMETRY)
        restored = bool(geometry) and self.restoreGeometry(QByteArray(geometry))
        docks = [dock.objectName() for dock in self.findChildren(QDockWidget)]
        state = checked_window_state(self.settings.get(WINDOW_STATE), docks)
        if state:
            self.restoreState(QByteArray(state))
        screen = self.screen()
        fits = screen is not None and screen.availableGeometry().contains(self.frameGeometry())
        if not (restored and fits):
            self.fit_screen()

    def fit_screen(self) -> None:
        """The first window: 1280 × 800 where the screen has room, else the screen's free
        area; on a netbook or small laptop (1366 × 768 and less) it opens maximised, so the
        answer box is never below the bottom of the screen."""
        screen = self.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        width, height = min(1280, area.width()), min(800, area.height())
        self.resize(width, height)
        self.move(
            area.left() + (area.width() - width) // 2, area.top() + (area.height() - height) // 2
        )
        if area.width() <= 1366 or area.height() <= 800:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_value(WINDOW_GEOMETRY, bytes(self.saveGeometry().data()))
        self.settings.set_value(WINDOW_STATE, bytes(self.saveState().data()))
        problem = self.settings.sync()
        if problem:
            log.warning(problem)
        if self.session is not None:
            self.session.shutdown()  # no "save first?": the recovery file keeps a game going
        super().closeEvent(event)

    def _reset_layout(self) -> None:
        self.restoreState(self._default_state)
        for dock in (self.scoreboard_dock, self.turn_log_dock, self.prime_panel):
            dock.show()
        self.turn_log_dock.raise_()

    # ------------------------------------------------------------ scaling

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.turn_log_view and event.type() == QEvent.Type.Resize:
            self._fit_log_columns()
        elif event.type() == QEvent.Type.Paint and watched is self.table.viewport():
            # The table is on screen: build what the first paint did not need.
            if not self._deferred_built:
                self._deferred_built = True
                QTimer.singleShot(0, self.prime_panel, self.prime_panel.ensure_built)
        elif (
            event.type() == QEvent.Type.MouseButtonPress
            and watched is self.table.viewport()
            and not self.table.is_animating
            and self._view.controls.computer
        ):
            self.controller.skip_ahead()  # a click on the table hurries a computer player
        return super().eventFilter(watched, event)

    def _log_rows_changed(self, *_args: object) -> None:
        self.turn_log_view.resizeColumnsToContents()

    def _fit_log_columns(self) -> None:
        """A narrow turn log hides the card and note columns (the tooltip still has them)."""
        wide = self.turn_log_view.width() >= 620
        for column in (TurnLogModel.CARDS, TurnLogModel.NOTES):
            self.turn_log_view.setColumnHidden(column, not wide)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._on_screen(event.oldSize()) and not self._on_screen(event.size()):
            # Made bigger than the screen by what it must show (not by hand: a window made big
            # by a person is bigger than it must be): back on the screen once that fits.
            least = self.minimumSizeHint()
            size = event.size()
            self._pushed_off = size.width() <= least.width() or size.height() <= least.height()
        if event.size().width() != event.oldSize().width():
            self.fit_status_bar()
            self._fit_docks_soon()  # the panels' width follows the window's
        self.theme.window_resized(self.width(), self.height())
        QTimer.singleShot(0, self, self.fit_turn_panel)
        self.callouts.place_soon()  # Learn to play's bubble stays beside its target

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ScreenChangeInternal:
            QTimer.singleShot(0, self, self._fit_to_type)

    def _fit_to_type(self) -> None:
        """The type scale changed: rows as tall as the text, and the docks as wide."""
        fit_rows(self.turn_log_view)
        fit_rows(self.scoreboard_view)
        self._scoreboard_columns.fit()
        if self._game_over_view is not None:
            fit_rows(self._game_over_view.standings)
            self._game_over_view.fit_standings()
        self.fit_docks()
        self.fit_turn_panel()

    def fit_docks(self) -> None:
        """Side panels as wide as the type needs, and the scoreboard as tall as its rows.

        Panels that share a place show their names on the tabs under them, so their own
        title bars go (a netbook keeps that room for what they show); a floating panel
        gets its title bar back.
        """
        if self.pages.currentWidget() is not self.game_page:
            self._back_on_screen()
            return
        for dock in (self.turn_log_dock, self.prime_panel):
            self._fit_title(dock)
        width = self._dock_width()
        self._fit_dock_tabs(width)
        for dock in (self.scoreboard_dock, self.turn_log_dock, self.prime_panel):
            # Docked panels keep this width whatever tab is on show, so the card table never
            # changes size when a tab is switched; floating, they size freely.
            if dock.isFloating():
                dock.setMinimumWidth(0)
                dock.setMaximumWidth(QWIDGETSIZE_MAX)
            else:
                dock.setFixedWidth(width)
        self._back_on_screen()
        if self.scoreboard_dock.isFloating() or self.scoreboard_dock.isHidden():
            self.scoreboard_dock.setMinimumHeight(0)
            self.scoreboard_dock.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        view = self.scoreboard_view
        rows = self.scoreboard_model.rowCount()
        view.resizeRowsToContents()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(row) for row in range(rows))
        if rows < 2:
            height += (2 - rows) * view.fontMetrics().height() * 2
        holder = view.parentWidget()
        if holder is not None and holder.layout() is not None:
            margins = holder.layout().contentsMargins()  # type: ignore[union-attr]
            height += margins.top() + margins.bottom()
        # As tall as its rows and never taller: the panels under it share the rest (both
        # sizes given at once, so the dock area does not share out the difference itself).
        wanted = max(height + 2, self.scoreboard_dock.minimumSizeHint().height())
        self.scoreboard_dock.setMaximumHeight(wanted)
        below = [d for d in (self.turn_log_dock, self.prime_panel) if not d.isFloating()]
        if below and not self.scoreboard_dock.isFloating():
            # Measured on the panel on show (the one behind its tab keeps an old height), which
            # never gets less than its least height: a page shown for the first time brings
            # its own (the map's wrapped words).
            shown = [d for d in below if d.isVisible() and d.property(SEEN) is not False]
            shown = shown or below
            column = self.scoreboard_dock.height() + max(d.height() for d in shown)
            least = max(d.minimumSizeHint().height() for d in shown)
            rest = max(least, column - wanted)
            self.resizeDocks(
                [self.scoreboard_dock, below[0]], [wanted, rest], Qt.Orientation.Vertical
            )
        else:
            self.resizeDocks([self.scoreboard_dock], [wanted], Qt.Orientation.Vertical)

    def _dock_width(self) -> int:
        """The side panels' width: 380 px times the text size, at most 42 % of the window;
        wider where the prime panel's five tab names need it and the window has room for
        them (at most half of it, and never so wide that the table's page has less than its
        least width). Where they do not fit even so, the panel shows its list of sections
        instead, and the panels keep their usual width."""
        room = self._usable_width()
        usual = min(round(380 * max(1.0, self.theme.scale)), max(300, int(room * 0.42)))
        separator = self.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self
        )
        page = self.pages.minimumSizeHint().width()
        widest = max(usual, min(room // 2, room - page - separator))
        tabs = self.prime_panel.tabs_width()
        return tabs if usual < tabs <= widest else usual

    def _back_on_screen(self) -> None:
        """A window that wider panels or longer words made bigger than its screen goes back
        to the screen's size once what it shows fits there again."""
        screen = self.screen()
        if not self._pushed_off or screen is None or self.isMaximized() or self.isFullScreen():
            return
        if self._on_screen(self.size()):
            self._pushed_off = False
            return
        area = screen.availableGeometry()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        least = self.minimumSizeHint()
        self.resize(
            min(self.width(), max(area.width(), least.width())),
            min(self.height(), max(area.height(), least.height())),
        )

    def _on_screen(self, size: QSize) -> bool:
        """Whether a window of ``size`` fits its screen's free area."""
        screen = self.screen()
        if screen is None or not size.isValid():
            return True
        area = screen.availableGeometry().size()
        return size.width() <= area.width() and size.height() <= area.height()

    def _dock_tab_bars(self) -> list[QTabBar]:
        """The tab bars under the panels that share a place (Qt's own, one per place)."""
        return [
            bar
            for bar in self.findChildren(QTabBar)
            if bar.parent() is self and bar.count() > 1 and not bar.isHidden()
        ]

    def _fit_dock_tabs(self, width: int) -> None:
        """The panels' names on the tabs under them in the body text's size, or smaller where
        even the widest panels are too narrow for them (never below the Normal text size)."""
        body = QApplication.font()
        least = body.pointSizeF() / max(1.0, self.theme.scale)
        for bar in self._dock_tab_bars():
            wanted = QFont(body)
            needed = full_tabs_width(bar) + 2
            if bar.font().pointSizeF() > 0:  # measured in the font it has: scale to the body's
                needed = round(needed * body.pointSizeF() / bar.font().pointSizeF())
            if needed > width and body.pointSizeF() > 0:
                size = body.pointSizeF() * width / needed
                wanted.setPointSizeF(max(least, size - 0.25))
            if bar.font() != wanted:
                bar.setFont(wanted)

    def _panel_least_changed(self) -> None:
        """The prime panel needs another least height: if it is on show (not behind the turn
        log's tab) and now has less, the docks' heights again."""
        panel = self.prime_panel
        if panel not in self._docks_behind() and panel.height() < panel.minimumSizeHint().height():
            self._fit_docks_soon()

    def _fit_docks_soon(self, *_args: object) -> None:
        """Fit the docks once the current burst of row resizes is over."""
        if not self._docks_due:
            self._docks_due = True
            QTimer.singleShot(0, self, self._fit_docks_now)

    def _fit_docks_now(self) -> None:
        self._docks_due = False
        self.fit_docks()

    def _docked_or_floated(self, dock: QDockWidget) -> None:
        """A floated panel sizes freely at once; docked again, it takes the panels' width."""
        if dock.isFloating():
            dock.setMinimumSize(0, 0)
            dock.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
        if dock is self.scoreboard_dock:  # a title bar only to move it by while it floats
            floating = dock.isFloating()
            if floating and dock.titleBarWidget() is not None:
                dock.setTitleBarWidget(None)  # type: ignore[arg-type]
            elif not floating and dock.titleBarWidget() is None:
                dock.setTitleBarWidget(QWidget(dock))
        else:
            self._fit_title(dock)
        self._fit_docks_soon()

    def _fit_title(self, dock: QDockWidget) -> None:
        tabbed = not dock.isFloating() and bool(self.tabifiedDockWidgets(dock))
        has_own = dock.titleBarWidget() is not None
        if tabbed and not has_own:
            dock.setTitleBarWidget(QWidget(dock))
        elif not tabbed and has_own:
            dock.setTitleBarWidget(None)  # type: ignore[arg-type]

    # ------------------------------------------------------------ pages and dialogs

    def show_new_game(self) -> None:
        if self._view.tutorial is not None:
            self.tutorial.leave()  # New game… ends Learn to play (its game is never kept)
        s = self.settings
        names = s.get(PLAYERS_NAMES)
        seats = s.get(PLAYERS_SEATS)
        count = s.get(PLAYERS_COUNT)
        if self._view.has_game:
            names, count = list(self._view.players), len(self._view.players)
            seats = list(self._view.seat_levels)
        self.new_game_view.set_defaults(
            names=names,
            seats=seats,
            count=count,
            mode=s.get(GAME_MODE),
            equal_turns=s.get(GAME_EQUAL_TURNS),
            steal_costs_points=s.get(GAME_STEAL_COSTS_POINTS),
            face_cards=s.get(GAME_FACE_CARDS),
            real_cards=self._view.picker is not None,  # a class with real cards keeps them
        )
        self.new_game_view.set_locked(
            mode=s.is_locked(GAME_MODE),
            equal_turns=s.is_locked(GAME_EQUAL_TURNS),
            steal_costs_points=s.is_locked(GAME_STEAL_COSTS_POINTS),
            face_cards=s.is_locked(GAME_FACE_CARDS),
        )
        self.new_game_view.set_can_cancel(self._view.has_game)
        self._set_page(PAGE_NEW)

    def _set_page(self, page: int) -> None:
        """Show a page; the side panels make way for the whole-window screens (new game,
        game over) and come back with the table."""
        docks = (self.scoreboard_dock, self.turn_log_dock, self.prime_panel)
        self.controller.hold_computers(page == PAGE_NEW)  # nobody watches the table there
        leaving = self.pages.currentWidget() is not self._page_widget(page)
        focus = QApplication.focusWidget()
        if leaving and focus is not None and focus.window() is self:
            # Let go of the focus before its page goes, or Qt passes it along every control
            # on the way (a screen reader reads each); the new page's first control takes it.
            focus.clearFocus()
        if page != PAGE_GAME and self._hidden_docks is None:
            self._hidden_docks = [dock for dock in docks if not dock.isHidden()]
            for dock in self._hidden_docks:
                dock.hide()
            self._dock_tabs_focus(False)
        # The page on show sets the window's smallest size (_size_by_current_page): the panels
        # go before a whole-window page comes, and come back after the table's page.
        self.pages.setCurrentWidget(self._page_widget(page))
        if page == PAGE_GAME and self._hidden_docks is not None:
            for dock in self._hidden_docks:
                dock.show()
            self._hidden_docks = None
            self._dock_tabs_focus(True)
            QTimer.singleShot(0, self, self.fit_docks)
        if page == PAGE_OVER:
            self.game_over_view.play_again.setFocus()
        elif page == PAGE_CARDS:
            self.card_picker.focus_entry()
        elif page == PAGE_NEW and leaving:
            self.new_game_view.focus_first()
        elif page == PAGE_GAME and leaving:
            self.turn_panel.focus_controls(self._view.controls)

    def _back_to_game(self) -> None:
        self._set_page(PAGE_OVER if self._view.over else PAGE_GAME)

    def _start(self, setup: GameSetup) -> None:
        problem = self.controller.start(setup)
        if problem:
            self.new_game_view.show_error(problem)
            return
        s = self.settings
        if not setup.brings_players:
            # Remember the names as typed: a blank box stays blank (it is "Player 3" only
            # for this game), so the next game offers it blank again.
            s.set_value(PLAYERS_NAMES, remembered_names(setup.names))
            s.set_value(PLAYERS_SEATS, list(setup.seats))
            s.set_value(PLAYERS_COUNT, len(setup.names))
        s.set_value(GAME_MODE, setup.mode)
        s.set_value(GAME_EQUAL_TURNS, setup.equal_turns)
        s.set_value(GAME_STEAL_COSTS_POINTS, setup.steal_costs_points)
        s.set_value(GAME_FACE_CARDS, setup.face_cards)

    def show_rules(self) -> None:
        if self._rules_dialog is None:
            from wildwest.ui.dialogs.help import RulesDialog

            self._rules_dialog = RulesDialog(self)
        self._rules_dialog.show()
        self._rules_dialog.raise_()
        self._rules_dialog.activateWindow()

    def show_about(self) -> None:
        if self._about_dialog is None:
            from wildwest.ui.dialogs.help import AboutDialog, AdminSummary, about_text

            admin = AdminSummary(
                tuple(self.settings.admin_files_read),
                tuple(self.settings.locked_keys()),
                tuple(say(message) for message in self.settings.admin_messages),
            )
            html = about_text(
                __version__,
                self.paths.log_file,
                self.paths.data_dir,
                self.paths.settings_file,
                admin,
            )
            self._about_dialog = AboutDialog(html, self)
        self._about_dialog.show()

    # ------------------------------------------------------------ showing the game

    def _skip(self) -> None:
        """Esc: the cards land at once; in a computer player's turn, its step plays now.
        In Learn to play, Esc leaves it."""
        if self._view.tutorial is not None:
            self.tutorial.leave()
        elif self.table.is_animating:
            self.table.skip_animation()
        elif self._view.controls.computer and self.pages.currentWidget() is self.game_page:
            self.controller.skip_ahead()

    def read_cards(self) -> None:
        """Game → Read the cards (Ctrl+I): say the cards on the table and the number."""
        self.announce(self._view.table.read_out or self._view.controls.prompt)

    def _draw(self) -> None:
        if self.table.is_animating:
            self.table.skip_animation()
        if not self._view.has_game or self.pages.currentWidget() is not self.game_page:
            return
        if self._view.picker is not None:  # real cards: the player enters what they turned over
            if self._view.picker.active:
                self._set_page(PAGE_CARDS)
            return
        self.controller.draw()

    # ------------------------------------------------------------ real cards

    @property
    def on_picker(self) -> bool:
        """The card picker is on show."""
        return self._card_picker is not None and self.pages.currentWidget() is self._card_picker

    def show_card_picker(self) -> None:
        """Enter cards (a real-cards game, between turns): the card picker."""
        self._draw()

    def _leave_picker(self) -> None:
        self._set_page(PAGE_GAME)
        self.turn_panel.show_controls(self._view.controls)  # the focus back on Enter cards

    def undo_turn(self) -> None:
        """Undo last turn: name the turn and ask first (real cards only)."""
        from wildwest.ui.screens import card_picker

        picker = self._view.picker
        if picker is None or not picker.undo_question:
            self.controller.undo_last_turn()  # says why not
            return
        if card_picker.ask(
            self,
            translate("MainWindow", "Undo last turn"),
            picker.undo_question,
            picker.undo_detail,
            yes=translate("MainWindow", "&Undo it"),
            no=translate("MainWindow", "&Keep it"),
        ):
            self.controller.undo_last_turn()

    def end_out_of_cards(self) -> None:
        """We're out of cards: ask first, then end the game (real cards only)."""
        from wildwest.ui.screens import card_picker

        picker = self._view.picker
        if picker is None or not picker.end_question:
            self.controller.out_of_cards()  # says why not
            return
        if card_picker.ask(
            self,
            translate("MainWindow", "We're out of cards"),
            picker.end_question,
            picker.end_detail,
            yes=translate("MainWindow", "&End the game"),
            no=translate("MainWindow", "&Keep playing"),
        ):
            self.controller.out_of_cards()

    def _show_real_cards(self, view: ViewState) -> bool:
        """The picker and the real-cards actions; True if nothing else changed (cards are
        being picked), so nothing else need be laid out again."""
        picker = view.picker
        real = picker is not None
        self.undo_action.setVisible(real)
        self.out_action.setVisible(real)
        self.undo_action.setEnabled(real and bool(picker and picker.undo_question))
        self.out_action.setEnabled(real and bool(picker and picker.end_question))
        if self.file_actions is not None:
            self.file_actions.show_real_cards(real, real and bool(view.log))
        if picker is None:
            return False
        self.card_picker.show_picker(picker)
        old = self._view
        return view.game == old.game and all(
            getattr(view, name) is getattr(old, name) for name in _PICKER_ONLY
        )

    def show_view(self, view: ViewState) -> None:
        """Lay out everything the controller pushed; nothing is read back from it."""
        if self._show_real_cards(view):
            self._view = view
            return
        new_game = view.game != self._view.game
        scores_changed = view.scores != self._view.scores
        was_climbing = _climbing(self._view)
        self._view = view
        controls = view.controls
        self.turn_panel.show_controls(controls)
        self.turn_panel.show_ladder(view.answer_way, view.ladder, controls.answer)
        if view.ladder is not None and _climbing(view) and not was_climbing:
            self.announce(view.ladder.step)  # the ladder's first step (then each step's)
        self.draw_action.setText(controls.draw_label)
        self.turn_panel.show_feedback(view.feedback)
        self.draw_action.setEnabled(controls.draw)
        # Play again replaces the game: only once it is over (mid-game, New game… asks more).
        self.again_action.setEnabled(view.over)
        self.scoreboard_model.show_rows(view.scores, view.game)
        self.turn_log_model.show_rows(view.log, view.game)
        self.prime_panel.show_view(view.panel, view.game)
        if self.file_actions is not None:
            self.file_actions.show_game(view.has_game)
        status = view.status
        self.deal_label.setText(status.deal_text)
        self.deal_label.setToolTip(status.deal_tip)
        self.mode_label.setText(status.mode_text)
        self.progress_label.setText(status.progress_text)
        self.fit_status_bar()
        self.statusBar().setAccessibleDescription(controls.prompt)
        if self.session is None:  # else the session's title: file name, deal code, unsaved
            self.setWindowTitle(status.title)
        if not view.has_game:
            self._set_page(PAGE_NEW)
            self._show_tutorial(view)
            return
        self.table.show_view(view.table)
        if view.result is not None:
            self.game_over_view.show_result(view.result)
        if new_game:
            self.turn_panel.clear_answer()
            self.fit_docks()
            # A game that arrives finished (opened) shows its results; one that ends in
            # play stays on the table so everyone sees the last turn (See the results).
            self._set_page(PAGE_OVER if view.over else PAGE_GAME)
        elif scores_changed:
            # Primes held wrap onto more lines: the scoreboard grows (once the rows are sized).
            self._fit_docks_soon()
        self.fit_turn_panel()
        self._show_tutorial(view)

    # ------------------------------------------------------------ Learn to play (hooks)

    def _build_tutorial(self) -> None:
        from wildwest.controller.tutorial import TutorialGuide
        from wildwest.ui.tutorial.callout import TutorialCallouts

        self.tutorial = TutorialGuide(self.controller, self.session, self)
        """Learn to play: sent intents (start, next, leave); its callouts come in the view."""
        self.callouts = TutorialCallouts(self, self._tutorial_target)
        self.callouts.bubble.next_requested.connect(self.tutorial.next)
        self.callouts.bubble.leave_requested.connect(self.tutorial.leave)
        self.tutorial.ended.connect(self._tutorial_ended)
        self.tutorial_offer: QMessageBox | None = None

    def learn_to_play(self) -> None:
        """Help → Learn to play, or its button on New game…: the guided first game."""
        names = self.settings.get(PLAYERS_NAMES)
        self.tutorial.start(names[0] if names else "")

    def offer_tutorial(self) -> bool:
        """The very first start: offer Learn to play, once (``tutorial/offered`` remembers;
        a school's lock on it wins). True if the question is shown."""
        if self.settings.get(TUTORIAL_OFFERED):
            return False
        self.settings.set_value(TUTORIAL_OFFERED, True)
        from wildwest.ui.tutorial.offer import offer_box

        box = offer_box(self)
        box.accepted.connect(self.learn_to_play)
        self.tutorial_offer = box
        box.open()
        return True

    def _tutorial_ended(self, game_back: bool) -> None:
        if not game_back:
            self.show_new_game()

    def _show_tutorial(self, view: ViewState) -> None:
        """Lay out Learn to play's callout (``view.tutorial``): beside its target, said aloud
        and with the focus where the step wants it, each time the step changes."""
        callout = view.tutorial
        before = self.callouts.shown
        if callout is not None:
            if callout.target == "gameOverView" and view.over:
                if self.pages.currentWidget() is self.game_page:
                    self._set_page(PAGE_OVER)
            elif callout.target == "turnLog":
                self.turn_log_dock.raise_()
        self.callouts.show_callout(callout)
        if callout is None or (before is not None and before == callout):
            return
        self.announce(callout.spoken)
        if callout.next_button is not None:
            self.callouts.bubble.next_button.setFocus()
        elif callout.draw and view.controls.draw:
            self.turn_panel.draw_button.setFocus()
        elif callout.answer and view.controls.answer:
            self.turn_panel.factor_input.setFocus()

    def _tutorial_target(self, name: str) -> QRect | None:
        """Where a callout's target is, in this window's coordinates (``None``: not on show)."""
        if name.startswith("table:"):
            if self.pages.currentWidget() is not self.game_page:
                return None
            rect = self.table.item_rect(name.partition(":")[2])
            if rect is None:
                return None
            return QRect(self.table.mapTo(self, rect.topLeft()), rect.size())
        widget: QWidget | None = self.findChild(QWidget, name)
        if name == "gameOverView" and self._game_over_view is not None:
            widget = self._game_over_view.standings  # the points and the primes
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(self, QPoint(0, 0)), widget.size())

    def fit_turn_panel(self) -> None:
        """Give the turn panel the height its text needs, so the score explanation shows
        without scrolling; the card table keeps at least a quarter of the page (a third left
        a netbook in large text scrolling a steal's explanation), unless the panel's controls
        need more of it (the feedback then scrolls)."""
        page = self.game_page
        total = page.height() - page.handleWidth()
        if total <= 0:
            return
        width = page.width()
        needed = self.turn_panel.needed_height(width)
        # Everything but the feedback always shows (on a netbook in large text the table
        # gives up more than three quarters for it); the feedback scrolls only past that.
        least = self.turn_panel.needed_height(width, whole_feedback=False)
        table_least = self.table.minimumHeight()
        least = min(max(least, self.turn_panel.minimumSizeHint().height()), total - table_least)
        panel = max(least, min(needed, int(total * 0.75)))
        if page.sizes()[1:] != [panel]:
            page.setSizes([total - panel, panel])

    def _on_event(self, event: ViewEvent) -> None:
        """What just happened: animate it, move the focus, and tell the screen reader."""
        if isinstance(event, ActionRefused):
            self.statusBar().showMessage(event.message, 5000)
            return
        if self.on_picker and isinstance(event, CardsDrawn | GameEnded):
            self._leave_picker()  # the cards were played (or the game ended): to the table
        elif isinstance(event, TurnUndone) and self.pages.currentWidget() is self._game_over_view:
            self._set_page(PAGE_GAME)  # the last turn was undone: the game goes on
        if isinstance(event, CardsDrawn):
            self.table.deal_in()
            self.turn_panel.clear_answer()
        elif isinstance(event, LadderStepped):
            self.turn_panel.ladder.after_step(event.focus, event.feedback.tone)
        elif isinstance(event, AnswerChecked):
            self.turn_panel.factor_input.setFocus()
            self.turn_panel.factor_input.selectAll()
        elif isinstance(event, TurnScored):
            if event.breakdown.steal:
                self.table.pop_steal()
            self.turn_panel.clear_answer()
            self.turn_log_view.scrollToBottom()
        self.announce(event.spoken)

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text`` (with the other lines of this action, once the
        focus has settled; :mod:`wildwest.ui.accessibility.speech`)."""
        self.announcements.append(text)
        self.speaker.say(text)


def fit_rows(view: QTableView) -> None:
    """Rows as tall as their text needs, and no taller (after the type scale changed): every
    row sized to its contents, never below one line of the view's text; the marks beside
    names (whose turn, the winner's star) as big as the text."""
    side = view.fontMetrics().height()
    view.setIconSize(QSize(side, side))
    header = view.verticalHeader()
    header.setMinimumSectionSize(view.fontMetrics().height() + 4)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def _climbing(view: ViewState) -> bool:
    """The person whose turn it is answers on the division ladder now."""
    return view.answer_way.ladder and view.ladder is not None and view.controls.answer
