"""The controller's signals: for a whole turn in each mode, the session hears first, then the
views get one view state, then one event per thing that happened — in that order, once."""

from __future__ import annotations

import pytest

from tests.play import start_game
from wildwest.controller import GameChange, GameController, GameSetup
from wildwest.engine import factorise, parse_deal
from wildwest.present.view_state import (
    ActionRefused,
    AnswerChecked,
    CardsDrawn,
    GameEnded,
    GameShown,
    HintShown,
    TurnScored,
    ViewState,
)

# Ann: J♠ 3♠ 5♥ → 35 (one match, ×2); Ben: J♥ 7♥ A♦ → 71 (one match), then the face pile is
# empty and the game ends.
DEAL = parse_deal(
    {
        "players": ["Ann", "Ben"],
        "face_pile": ["JS", "JH"],
        "digit_pile": ["3S", "5H", "7H", "AD"],
    }
)


class Recorder:
    """Every signal of a controller, in the order it came, as (signal name, payload type)."""

    def __init__(self, controller: GameController) -> None:
        self.seen: list[tuple[str, object]] = []
        for name in ("game_changed", "view_changed", "happened", "replacing"):
            getattr(controller, name).connect(
                lambda payload, n=name: self.seen.append((n, payload))
            )

    def names(self) -> list[str]:
        out = []
        for name, payload in self.seen:
            out.append(f"{name}:{type(payload).__name__}" if name == "happened" else name)
        return out

    def take(self) -> list[str]:
        names = self.names()
        self.seen.clear()
        return names


def answer(number: int) -> str:
    return " × ".join(str(p) for p, e in factorise(number) for _ in range(e)) or "none"


@pytest.fixture
def controller() -> GameController:
    return GameController()


def test_starting_a_game_announces_it_once_in_order(qtbot, controller):
    """start(): the session hears of the new game, then one view state, then GameShown."""
    record = Recorder(controller)
    with qtbot.waitSignals(
        [controller.game_changed, controller.view_changed, controller.happened], order="strict"
    ):
        assert controller.start(GameSetup.from_deal(DEAL, "practice")) is None
    assert record.take() == ["game_changed", "view_changed", "happened:GameShown"]
    change = controller.view
    assert isinstance(change, ViewState) and change.players == ("Ann", "Ben")


def test_a_whole_auto_turn_goes_session_view_then_events(qtbot, controller):
    """Auto: one Draw is drawn and scored in one change: the view state, then the cards flying
    in, then the score; the last turn also ends the game."""
    start_game(controller, DEAL, "auto")
    record = Recorder(controller)
    with qtbot.waitSignal(controller.happened, check_params_cb=lambda e: isinstance(e, TurnScored)):
        controller.draw()
    assert record.take() == [
        "game_changed",
        "view_changed",
        "happened:CardsDrawn",
        "happened:TurnScored",
    ]
    with qtbot.waitSignal(controller.happened, check_params_cb=lambda e: isinstance(e, GameEnded)):
        controller.draw()
    assert record.take() == [
        "game_changed",
        "view_changed",
        "happened:CardsDrawn",
        "happened:TurnScored",
        "happened:GameEnded",
    ]


def test_a_whole_practice_turn_in_order(qtbot, controller):
    """Practice: draw, an unreadable answer (nothing changes for the session), a wrong one, a
    hint, then the right answer: each step is one view state followed by its event."""
    start_game(controller, DEAL, "practice")
    record = Recorder(controller)
    controller.draw()
    assert record.take() == ["game_changed", "view_changed", "happened:CardsDrawn"]
    controller.submit("banana")
    assert record.take() == ["view_changed", "happened:AnswerChecked"]
    controller.submit("5 × 5")
    assert record.take() == ["game_changed", "view_changed", "happened:AnswerChecked"]
    assert controller.view.feedback.tone == "bad"
    controller.take_hint()
    assert record.take() == ["game_changed", "view_changed", "happened:HintShown"]
    with qtbot.waitSignal(controller.happened) as scored:
        controller.submit("5 × 7")
    assert isinstance(scored.args[0], TurnScored)
    assert record.take() == ["game_changed", "view_changed", "happened:TurnScored"]


def test_a_whole_challenge_turn_in_order(qtbot, controller):
    """Challenge: draw, then one answer, scored at once even when it is not complete."""
    start_game(controller, DEAL, "challenge")
    record = Recorder(controller)
    controller.draw()
    assert record.take() == ["game_changed", "view_changed", "happened:CardsDrawn"]
    with qtbot.waitSignals([controller.game_changed, controller.view_changed], order="strict"):
        controller.submit("5")
    assert record.take() == ["game_changed", "view_changed", "happened:TurnScored"]
    assert controller.view.log[-1].cells[3] == 2  # 5 named (+1), one match: ×2


def test_an_action_that_is_not_allowed_changes_nothing_and_says_why(qtbot, controller):
    """Check before Draw: no session change and no view state, just ActionRefused."""
    start_game(controller, DEAL, "practice")
    record = Recorder(controller)
    with qtbot.waitSignal(controller.happened) as refused:
        controller.submit("5 × 7")
    event = refused.args[0]
    assert isinstance(event, ActionRefused) and "Draw" in event.message
    assert record.take() == ["happened:ActionRefused"]


def test_the_answer_time_travels_in_the_payloads(qtbot, controller):
    """The seconds from the draw to the score reach the session and the views in the payload."""
    start_game(controller, DEAL, "challenge")
    changes: list[GameChange] = []
    events: list[object] = []
    controller.game_changed.connect(changes.append)
    controller.happened.connect(events.append)
    controller.draw()
    controller.submit(answer(controller.state.pending.number))
    scored = [e for e in events if isinstance(e, TurnScored)]
    assert len(scored) == 1 and scored[0].seconds is not None and scored[0].seconds >= 0
    assert changes[-1].scored[0].seconds == scored[0].seconds
    assert scored[0].player == "Ann" and scored[0].turn == 1


def test_replacing_a_game_in_progress_hands_it_over_first(qtbot, controller):
    """Starting another game over one in progress: `replacing` carries the old game first."""
    start_game(controller, DEAL, "auto")
    controller.draw()
    record = Recorder(controller)
    with qtbot.waitSignal(controller.replacing) as replaced:
        start_game(controller, DEAL, "auto")
    old = replaced.args[0]
    assert isinstance(old, GameChange) and len(old.state.turns) == 1
    assert record.take() == ["replacing", "game_changed", "view_changed", "happened:GameShown"]


def test_each_view_event_has_words_for_a_screen_reader(controller):
    """Every event carries a non-empty spoken line naming what happened."""
    events: list[object] = []
    controller.happened.connect(events.append)
    start_game(controller, DEAL, "practice")
    controller.draw()
    controller.submit("banana")
    controller.take_hint()
    controller.submit("5 × 7")
    controller.draw()
    controller.give_up()
    kinds = {type(e) for e in events}
    assert {GameShown, CardsDrawn, AnswerChecked, HintShown, TurnScored, GameEnded} <= kinds
    assert all(getattr(e, "spoken", "") for e in events)
    drawn = next(e for e in events if isinstance(e, CardsDrawn))
    assert "Jack of spades" in drawn.spoken and "35" in drawn.spoken


def test_a_hint_builds_on_what_the_pupil_has_typed(controller):
    """take_hint(typed) passes the answer box to the engine: the hint starts from it."""
    deal = parse_deal(
        {"players": ["Ann", "Ben"], "face_pile": ["QS", "QH"], "digit_pile": ["4S", "4H", "8D"] * 2}
    )
    start_game(controller, deal, "practice")
    controller.draw()  # 448 = 2⁶ × 7
    hints: list[HintShown] = []
    controller.happened.connect(lambda e: hints.append(e) if isinstance(e, HintShown) else None)
    controller.take_hint("2 × 2")
    assert "You have 2 × 2 = 4 so far" in hints[-1].text
