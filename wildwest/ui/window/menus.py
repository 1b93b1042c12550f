"""The Game, View and Help menus, each built the way the File menu is
(:class:`~wildwest.ui.files.file_actions.FileActions`): an object that owns its menu's
actions and the questions and dialogs they open. Every action is the window's too, so its
shortcut works wherever the focus is. Their words stay in the ``MainWindow`` translation
context, where they have always been.

Each menu is on the menu bar, with its title, from the start; its entries are made by
:meth:`~wildwest.ui.look.widgets.EntriesLater.fill`, at once or, at the app's start, just
after the window's first paint (issue 31: about 2 ms the first screen does not show; at
once where the menu bar is the system's own, as on macOS). What a menu is told before then
(the turn, the display settings) it keeps, and shows once filled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from wildwest import __version__
from wildwest.controller import GameController
from wildwest.persistence.paths import AppPaths
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import (
    COMPUTER_PACES,
    DISPLAY_ANIMATIONS,
    DISPLAY_FOLD_PANELS,
    DISPLAY_FOUR_COLOUR,
    DISPLAY_SUIT_LETTERS,
    DISPLAY_TEXT_SCALE,
    DISPLAY_THEME,
    GAME_COMPUTER_PACE,
    TEXT_SCALES,
    THEMES,
    Setting,
)
from wildwest.present.translate import QT_TRANSLATE_NOOP, translate
from wildwest.present.view_state import PickerView, ViewState
from wildwest.present.words import say
from wildwest.ui.look.widgets import EntriesLater
from wildwest.ui.window.docks import Docks
from wildwest.ui.window.language import LanguageMenu

if TYPE_CHECKING:
    # Dialogs load the first time they are opened (start-up time).
    from wildwest.ui.dialogs.help import AboutDialog, RulesDialog

Slot = Callable[[], object]
Shortcut = QKeySequence | QKeySequence.StandardKey | str | None
SettingValue = str | float
"""A value of a multiple-choice display setting (a theme name, a text scale)."""

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
TOGGLES = (
    (DISPLAY_ANIMATIONS, QT_TRANSLATE_NOOP("MainWindow", "&Animations"), "animationsAction"),
    (
        DISPLAY_FOUR_COLOUR,
        QT_TRANSLATE_NOOP("MainWindow", "&Four-colour deck"),
        "fourColourAction",
    ),
    (
        DISPLAY_SUIT_LETTERS,
        QT_TRANSLATE_NOOP("MainWindow", "Suit &letters on cards"),
        "suitLettersAction",
    ),
)
"""The View menu's on/off display settings: settings key, label, object name."""


def add_action(
    window: QMainWindow, text: str, slot: Slot, shortcut: Shortcut = None, name: str = ""
) -> QAction:
    """An action of ``window`` (owned by it) that calls ``slot``."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if name:
        action.setObjectName(name)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


class GameActions(EntriesLater):
    """The Game menu: New game…, Play again, Draw, Read the cards, Undo last turn… and
    We're out of cards… (real cards: each names what it does and asks first), Skip ahead
    and Quit."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        *,
        new_game: Slot,
        draw: Slot,
        read_cards: Slot,
        skip: Slot,
        later: bool = False,
    ) -> None:
        super().__init__(window)
        self.controller = controller
        """Where the questions' answers go (intents only)."""
        self._slots = (new_game, draw, read_cards, skip)
        self._picker: PickerView | None = None
        """The card picker of the last view (``None``: the app deals): what the questions say."""
        self._turn: ViewState | None = None
        """The last view: what Draw and Play again show once the menu is filled."""
        self.menu = window.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.fill_now_or_later(later)

    def _make_entries(self) -> None:
        window, controller = self.window, self.controller
        new_game, draw, read_cards, skip = self._slots
        self.new_action = add_action(
            window,
            translate("MainWindow", "&New game…"),
            new_game,
            QKeySequence.StandardKey.New,
            "newGameAction",
        )
        self.again_action = add_action(
            window,
            translate("MainWindow", "Play &again"),
            controller.play_again,
            "Ctrl+R",
            "playAgainAction",
        )
        self.draw_action = add_action(
            window, translate("MainWindow", "&Draw"), draw, "Ctrl+D", "drawAction"
        )
        self.read_action = add_action(
            window,
            translate("MainWindow", "&Read the cards"),
            read_cards,
            READ_KEY,
            "readCardsAction",
        )
        self.undo_action = add_action(
            window,
            translate("MainWindow", "&Undo last turn…"),
            self.undo_turn,
            QKeySequence.StandardKey.Undo,
            "undoTurnAction",
        )
        self.out_action = add_action(
            window,
            translate("MainWindow", "We're &out of cards…"),
            self.end_out_of_cards,
            None,
            "outOfCardsAction",
        )
        self.skip_action = add_action(
            window, translate("MainWindow", "&Skip ahead"), skip, "Esc", "skipAction"
        )
        self.quit_action = add_action(
            window,
            translate("MainWindow", "&Quit"),
            window.close,
            QKeySequence.StandardKey.Quit,
            "quitAction",
        )
        for action in (self.new_action, self.again_action):
            self.menu.addAction(action)
        self.menu.addSeparator()
        for action in (
            self.draw_action,
            self.read_action,
            self.undo_action,
            self.out_action,
            self.skip_action,
        ):
            self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addAction(self.quit_action)
        self.show_real_cards(self._picker)
        if self._turn is not None:
            self.show_turn(self._turn)

    def show_real_cards(self, picker: PickerView | None) -> None:
        """Undo last turn… and We're out of cards…: only in a game with real cards, and
        greyed out while they can't be done."""
        self._picker = picker
        if not self.filled:
            return
        real = picker is not None
        self.undo_action.setVisible(real)
        self.out_action.setVisible(real)
        self.undo_action.setEnabled(bool(picker and picker.undo_question))
        self.out_action.setEnabled(bool(picker and picker.end_question))

    def show_turn(self, view: ViewState) -> None:
        """Draw's words (Enter cards in a real-cards game) and whether it can be pressed;
        Play again, which replaces the game, only once it is over (mid-game, New game…
        asks more)."""
        self._turn = view
        if not self.filled:
            return
        self.draw_action.setText(view.controls.draw_label)
        self.draw_action.setEnabled(view.controls.draw)
        self.again_action.setEnabled(view.over)

    def undo_turn(self) -> None:
        """Undo last turn: name the turn and ask first (real cards only)."""
        from wildwest.ui.screens import card_picker

        picker = self._picker
        if picker is None or not picker.undo_question:
            self.controller.undo_last_turn()  # says why not
            return
        if card_picker.ask(
            self.window,
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

        picker = self._picker
        if picker is None or not picker.end_question:
            self.controller.out_of_cards()  # says why not
            return
        if card_picker.ask(
            self.window,
            translate("MainWindow", "We're out of cards"),
            picker.end_question,
            picker.end_detail,
            yes=translate("MainWindow", "&End the game"),
            no=translate("MainWindow", "&Keep playing"),
        ):
            self.controller.out_of_cards()


class ViewActions(EntriesLater):
    """The View menu: the side panels, Reset panels, the display settings (animations,
    four-colour deck, suit letters, theme, text size), the computer players' pace and the
    language. Each follows its setting and is greyed out where the school locked it."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        docks: Docks,
        *,
        later: bool = False,
    ) -> None:
        """``docks``: the side panels, each shown or hidden by an entry here."""
        super().__init__(window)
        self.settings = settings
        self.docks = docks
        self.menu = window.menuBar().addMenu(translate("MainWindow", "&View"))
        self.fill_now_or_later(later)

    def _make_entries(self) -> None:
        window, settings, docks = self.window, self.settings, self.docks
        for dock in docks.all:
            self.menu.addAction(dock.toggleViewAction())
        self.prime_action = docks.prime_panel.toggleViewAction()
        """View → Prime reference (Ctrl+P)."""
        self.prime_action.setShortcut(QKeySequence("Ctrl+P"))
        self.reset_action = add_action(
            window,
            translate("MainWindow", "&Reset panels"),
            docks.reset,
            None,
            "resetLayoutAction",
        )
        self.menu.addAction(self.reset_action)
        self.menu.addAction(docks.drawer.action)
        self.toggles: dict[Setting[bool], QAction] = {}
        """On/off display settings, by setting."""
        self._toggle(
            DISPLAY_FOLD_PANELS,
            translate("MainWindow", "Fold the side panels for bigger &cards"),
            "foldPanelsAction",
        )
        self.menu.addSeparator()
        for key, text, name in TOGGLES:
            self._toggle(key, translate("MainWindow", text), name)
        self.animations_action = self.toggles[DISPLAY_ANIMATIONS]
        self.four_colour_action = self.toggles[DISPLAY_FOUR_COLOUR]
        self.letters_action = self.toggles[DISPLAY_SUIT_LETTERS]
        self.theme_actions = self._choices(
            translate("MainWindow", "&Theme"),
            DISPLAY_THEME,
            {k: translate("MainWindow", THEME_LABELS[k]) for k in THEMES},
            "theme",
        )
        self.text_actions = self._choices(
            translate("MainWindow", "Text si&ze"),
            DISPLAY_TEXT_SCALE,
            {s: translate("MainWindow", TEXT_LABELS[s]) for s in TEXT_SCALES},
            "textSize",
        )
        self.pace_actions = self._choices(
            translate("MainWindow", "Computer &pace"),
            PACE_KEY,
            {p: translate("MainWindow", PACE_LABELS[p]) for p in COMPUTER_PACES},
            "pace",
        )
        self.language_menu = LanguageMenu(
            self.menu.addMenu(translate("MainWindow", "Lan&guage")), settings, window
        )
        self.show_display()
        self.show_pace()

    def _toggle(self, key: Setting[bool], text: str, name: str) -> None:
        """A checkable action ``text`` (object name ``name``) for the on/off setting ``key``,
        added to the menu and to :attr:`toggles`."""
        action = QAction(text, self.window, checkable=True)
        action.setObjectName(name)
        action.toggled.connect(lambda on: self.settings.set_value(key, on))
        self.menu.addAction(action)
        self.toggles[key] = action

    def _choices(
        self,
        title: str,
        key: Setting[str] | Setting[float],
        labels: Mapping[SettingValue, str],
        name: str,
    ) -> dict[SettingValue, QAction]:
        """A submenu ``title`` with one checkable, exclusive action per allowed value of
        setting ``key``."""
        menu: QMenu = self.menu.addMenu(title)
        group = QActionGroup(self.window)
        actions: dict[SettingValue, QAction] = {}
        for value, label in labels.items():
            action = QAction(label, self.window, checkable=True)
            suffix = value if isinstance(value, str) else int(value * 100)
            action.setObjectName(f"{name}_{suffix}")
            action.triggered.connect(
                lambda _checked=False, v=value: self.settings.set_value(key, v)
            )
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        return actions

    def show_display(self) -> None:
        """The display settings as they are now (at start and when one changes)."""
        if not self.filled:
            return  # filling the menu shows them
        s = self.settings
        for key, action in self.toggles.items():
            action.blockSignals(True)
            action.setChecked(s.get(key))
            action.setEnabled(not s.is_locked(key))
            action.blockSignals(False)
        self.theme_actions[s.get(DISPLAY_THEME)].setChecked(True)
        for action in self.theme_actions.values():
            action.setEnabled(not s.is_locked(DISPLAY_THEME))
        self.text_actions.get(s.get(DISPLAY_TEXT_SCALE), self.text_actions[1.0]).setChecked(True)
        for action in self.text_actions.values():
            action.setEnabled(not s.is_locked(DISPLAY_TEXT_SCALE))

    def show_pace(self) -> str:
        """Computer pace as set now (at start and when it changes); returns the pace."""
        pace = self.settings.get(PACE_KEY)
        if not self.filled:
            return pace  # filling the menu shows it
        self.pace_actions.get(pace, self.pace_actions["normal"]).setChecked(True)
        for action in self.pace_actions.values():
            action.setEnabled(not self.settings.is_locked(PACE_KEY))
        return pace


class HelpActions(EntriesLater):
    """The Help menu: Learn to play, the rules and About (each dialog built the first time
    it is opened, then kept)."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        paths: AppPaths,
        *,
        learn: Slot,
        later: bool = False,
    ) -> None:
        super().__init__(window)
        self.settings = settings
        self.paths = paths
        self._learn = learn
        self._rules_dialog: RulesDialog | None = None
        self._about_dialog: AboutDialog | None = None
        self.menu = window.menuBar().addMenu(translate("MainWindow", "&Help"))
        self.fill_now_or_later(later)

    def _make_entries(self) -> None:
        window, learn = self.window, self._learn
        self.learn_action = add_action(
            window, translate("MainWindow", "&Learn to play"), learn, None, "learnToPlayAction"
        )
        self.menu.addAction(self.learn_action)
        self.rules_action = add_action(
            window,
            translate("MainWindow", "&Rules"),
            self.show_rules,
            QKeySequence.StandardKey.HelpContents,
            "rulesAction",
        )
        self.menu.addAction(self.rules_action)
        self.about_action = add_action(
            window,
            translate("MainWindow", "&About Wild West"),
            self.show_about,
            None,
            "aboutAction",
        )
        self.menu.addAction(self.about_action)

    def show_rules(self) -> None:
        if self._rules_dialog is None:
            from wildwest.ui.dialogs.help import RulesDialog

            self._rules_dialog = RulesDialog(self.window)
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
            self._about_dialog = AboutDialog(html, self.window)
        self._about_dialog.show()
