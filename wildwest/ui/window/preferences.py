"""What the window does with the settings, at start and each time one changes: the display
ones (the View menu's checks, the table's animations, the deck's colours and letters), the
computer players' pace, the way to answer in Practice and the checker's lock in Challenge;
and what New game… offers and keeps. The settings are the one place each is kept; the
controller hears them from here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wildwest.controller import GameController, GameSetup
from wildwest.persistence.settings import Settings
from wildwest.present.view_state import ViewState
from wildwest.ui.table.card_art import CardArt
from wildwest.ui.table.card_table import CardTable
from wildwest.ui.window.menus import PACE_KEY, ViewActions

if TYPE_CHECKING:
    from wildwest.ui.screens.new_game import NewGameView

LOCK_KEY = "reference/lock_checker_in_challenge"
METHOD_KEY = "game/answer_method"
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
        self.table.set_animations(bool(s.value("display/animations")))
        self.art.set_variant(
            bool(s.value("display/four_colour")), bool(s.value("display/suit_letters"))
        )

    def _apply_pace(self) -> None:
        """View → Computer pace, from the setting."""
        self.controller.set_pace(self.view_actions.show_pace())

    def _apply_answer_method(self) -> None:
        """Typed answers or the ladder in Practice, from the setting (locked: the only way)."""
        s = self.settings
        self.controller.set_answer_method(s.str_value(METHOD_KEY), s.is_locked(METHOD_KEY))

    def _changed(self, key: str, value: object) -> None:
        if key.startswith("display/"):
            self._apply_display()
        elif key == LOCK_KEY:
            self.controller.set_lock_in_challenge(bool(value))
        elif key == PACE_KEY:
            self._apply_pace()
        elif key == METHOD_KEY:
            self._apply_answer_method()

    def set_answer_method(self, method: str) -> None:
        """The turn panel's switch: kept in the setting, which tells the controller."""
        self.settings.set_value(METHOD_KEY, method)

    def offer_new_game(self, screen: NewGameView, view: ViewState) -> None:
        """Fill New game… in: the players of the game on show (else the last ones typed), the
        house rules and mode as set, what the school locked greyed out."""
        s = self.settings
        names = list(s.value("players/names"))
        seats = s.names_value("players/seats")
        count = int(s.value("players/count"))
        if view.has_game:
            names, count = list(view.players), len(view.players)
            seats = list(view.seat_levels)
        screen.set_defaults(
            names=names,
            seats=seats,
            count=count,
            mode=s.value("game/mode"),
            equal_turns=s.bool_value("game/equal_turns"),
            steal_costs_points=s.bool_value("game/steal_costs_points"),
            face_cards=s.str_value("game/face_cards"),
            real_cards=view.picker is not None,  # a class with real cards keeps them
        )
        screen.set_locked(
            mode=s.is_locked("game/mode"),
            equal_turns=s.is_locked("game/equal_turns"),
            steal_costs_points=s.is_locked("game/steal_costs_points"),
            face_cards=s.is_locked("game/face_cards"),
        )
        screen.set_can_cancel(view.has_game)

    def remember_setup(self, setup: GameSetup) -> None:
        """Keep what New game… started with, to offer it next time."""
        s = self.settings
        if not setup.brings_players:
            # Remember the names as typed: a blank box stays blank (it is "Player 3" only
            # for this game), so the next game offers it blank again.
            s.set_value("players/names", [name.strip() for name in setup.names])
            s.set_value("players/seats", list(setup.seats))
            s.set_value("players/count", len(setup.names))
        s.set_value("game/mode", setup.mode)
        s.set_value("game/equal_turns", setup.equal_turns)
        s.set_value("game/steal_costs_points", setup.steal_costs_points)
        s.set_value("game/face_cards", setup.face_cards)
