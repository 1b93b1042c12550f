"""What the window does with the settings, at start and each time one changes: the display
ones (the View menu's checks, the table's animations, the deck's colours and letters), the
computer players' pace, the way to answer in Practice and the checker's lock in Challenge;
and what New game… offers and keeps. The settings are the one place each is kept; the
controller hears them from here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wildwest.controller import GameController, GameSetup
from wildwest.controller.setup import remembered_names
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import (
    DISPLAY_ANIMATIONS,
    DISPLAY_FOUR_COLOUR,
    DISPLAY_SUIT_LETTERS,
    GAME_ANSWER_METHOD,
    GAME_EQUAL_TURNS,
    GAME_FACE_CARDS,
    GAME_MODE,
    GAME_STEAL_COSTS_POINTS,
    PLAYERS_COUNT,
    PLAYERS_NAMES,
    PLAYERS_SEATS,
    REFERENCE_LOCK_CHECKER_IN_CHALLENGE,
)
from wildwest.present.view_state import ViewState
from wildwest.ui.table.card_art import CardArt
from wildwest.ui.table.card_table import CardTable
from wildwest.ui.window.menus import PACE_KEY, ViewActions

if TYPE_CHECKING:
    from wildwest.ui.screens.new_game import NewGameView

LOCK_KEY = REFERENCE_LOCK_CHECKER_IN_CHALLENGE
METHOD_KEY = GAME_ANSWER_METHOD
"""How a person answers in Practice (the turn panel's switch; locked, the school's choice)."""


class Preferences(QObject):
    """Applies ``settings`` to the window's parts and the controller, now and on each change."""

    def __init__(
        self,
        window: QObject,
        settings: Settings,
        controller: GameController,
        *,
        view_actions: ViewActions,
        table: CardTable,
        art: CardArt,
    ) -> None:
        super().__init__(window)
        self.settings = settings
        self.controller = controller
        """Told the pace, the way to answer and the lock (intents only)."""
        self.view_actions = view_actions
        self.table = table
        self.art = art
        settings.changed.connect(self._changed)
        self._apply_display()
        self._apply_pace()
        self._apply_answer_method()

    def _apply_display(self) -> None:
        s = self.settings
        self.view_actions.show_display()
        self.table.set_animations(s.get(DISPLAY_ANIMATIONS))
        self.art.set_variant(s.get(DISPLAY_FOUR_COLOUR), s.get(DISPLAY_SUIT_LETTERS))

    def _apply_pace(self) -> None:
        """View → Computer pace, from the setting."""
        self.controller.set_pace(self.view_actions.show_pace())

    def _apply_answer_method(self) -> None:
        """Typed answers or the ladder in Practice, from the setting (locked: the only way)."""
        s = self.settings
        self.controller.set_answer_method(s.get(METHOD_KEY), s.is_locked(METHOD_KEY))

    def _changed(self, key: str, value: object) -> None:
        if key.startswith("display/"):
            self._apply_display()
        elif key == LOCK_KEY.key:
            self.controller.set_lock_in_challenge(bool(value))
        elif key == PACE_KEY.key:
            self._apply_pace()
        elif key == METHOD_KEY.key:
            self._apply_answer_method()

    def set_answer_method(self, method: str) -> None:
        """The turn panel's switch: kept in the setting, which tells the controller."""
        self.settings.set_value(METHOD_KEY, method)

    def offer_new_game(self, screen: NewGameView, view: ViewState) -> None:
        """Fill New game… in: the players of the game on show (else the last ones typed), the
        house rules and mode as set, what the school locked greyed out."""
        s = self.settings
        names = s.get(PLAYERS_NAMES)
        seats = s.get(PLAYERS_SEATS)
        count = s.get(PLAYERS_COUNT)
        if view.has_game:
            names, count = list(view.players), len(view.players)
            seats = list(view.seat_levels)
        screen.set_defaults(
            names=names,
            seats=seats,
            count=count,
            mode=s.get(GAME_MODE),
            equal_turns=s.get(GAME_EQUAL_TURNS),
            steal_costs_points=s.get(GAME_STEAL_COSTS_POINTS),
            face_cards=s.get(GAME_FACE_CARDS),
            real_cards=view.picker is not None,  # a class with real cards keeps them
        )
        screen.set_locked(
            mode=s.is_locked(GAME_MODE),
            equal_turns=s.is_locked(GAME_EQUAL_TURNS),
            steal_costs_points=s.is_locked(GAME_STEAL_COSTS_POINTS),
            face_cards=s.is_locked(GAME_FACE_CARDS),
        )
        screen.set_can_cancel(view.has_game)

    def remember_setup(self, setup: GameSetup) -> None:
        """Keep what New game… started with, to offer it next time."""
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
