"""The controller: the one QObject that calls the rules engine and announces changes
(the service that keeps games and records on disk is :mod:`wildwest.services`)."""

from .game_controller import GameChange, GameController, ScoredTurn
from .setup import GameSetup

__all__ = ["GameChange", "GameController", "GameSetup", "ScoredTurn"]
