"""The controller: the one QObject that calls the rules engine and announces changes."""

from .game_controller import GameController, GameSetup

__all__ = ["GameController", "GameSetup"]
