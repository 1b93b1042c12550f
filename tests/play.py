"""Helpers for tests that drive a GameController: start a game, answer right, feed models
from it."""

from __future__ import annotations

from typing import Any

from wildwest.controller import GameController, GameSetup
from wildwest.engine import Deal, prime_factors, shuffled_deal


def start_game(controller: GameController, deal: Deal, mode: Any = "auto") -> None:
    """Start ``deal`` in ``mode`` the one way the app does (``GameController.start``)."""
    problem = controller.start(GameSetup.from_deal(deal, str(mode)))
    assert problem is None, problem


def right(number: int) -> str:
    """The right answer to ``number``, as a pupil types it: ``3 x 7 x 11`` (``none`` for 1)."""
    return " x ".join(map(str, prime_factors(number))) or "none"


def start_seeded(
    controller: GameController, players: list[str], seed: int, mode: Any = "auto"
) -> None:
    start_game(controller, shuffled_deal(players, seed=seed), mode)


def follow(controller: GameController, model: Any) -> Any:
    """Feed ``model`` what the main window would give it after every change (the first
    time as a new game: a new model starts afresh); returns it."""
    if hasattr(model, "show_view"):  # the prime list
        controller.view_changed.connect(lambda view: model.show_view(view.panel, view.new_game))
        model.show_view(controller.view.panel, True)
    elif model.__class__.__name__ == "TurnLogModel":
        controller.view_changed.connect(lambda view: model.show_rows(view.log, view.new_game))
        model.show_rows(controller.view.log, True)
    else:
        controller.view_changed.connect(lambda view: model.show_rows(view.scores, view.new_game))
        model.show_rows(controller.view.scores, True)
    return model
