"""The controller: the one QObject that calls the rules engine and announces changes,
and the session that keeps games and records on disk."""

from .game_controller import GameChange, GameController, ScoredTurn
from .setup import GameSetup

__all__ = ["GameChange", "GameController", "GameSetup", "ScoredTurn"]
