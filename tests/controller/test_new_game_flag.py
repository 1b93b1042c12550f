"""``ViewState.new_game``: said once, by the presenter, for every view that starts afresh
(issue 25: the models, the prime panel and the window each worked it out from a counter)."""

from __future__ import annotations

from tests.controller.test_real_cards import start_real
from tests.play import start_seeded
from wildwest.controller import GameController
from wildwest.engine import new_game, shuffled_deal
from wildwest.present.presenter import present
from wildwest.present.view_state import ViewState


def test_present_says_new_game_only_when_the_game_number_changes():
    """Another game (or none after one) is new; a change in the same game is not."""
    state = new_game(shuffled_deal(["Ann", "Ben"], seed=4821))
    first = present(state, game=1, previous=ViewState())
    assert first.new_game
    assert not present(state, game=1, previous=first).new_game
    assert present(state, game=2, previous=first).new_game
    assert present(None, game=3, previous=first).new_game
    assert present(state, game=1).new_game  # nothing before it


def test_the_controller_pushes_new_game_once_per_game(qapp):
    """Starting a game pushes one new-game view; its turns, and a second game, follow."""
    controller = GameController()
    pushed: list[ViewState] = []
    controller.view_changed.connect(pushed.append)
    start_seeded(controller, ["Ann", "Ben"], 4821)
    controller.draw()
    start_seeded(controller, ["Ann", "Ben"], 7)
    assert [view.new_game for view in pushed] == [True, False, True]


def test_a_picker_only_change_is_never_a_new_game(qapp):
    """Picking cards right after a real-cards game starts pushes the same game again."""
    controller = GameController()
    pushed: list[ViewState] = []
    controller.view_changed.connect(pushed.append)
    start_real(controller)
    controller.pick_card("KS")
    assert pushed[0].new_game and pushed[-1].picker is not pushed[0].picker
    assert not pushed[-1].new_game
