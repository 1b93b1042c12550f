"""A stateful test: random clicks and typing through the UI keep the game consistent."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QTableView

from tests.window_guard import close_and_delete
from wildwest.app import create_main_window
from wildwest.controller import GameSetup
from wildwest.engine import prime_factors, shuffled_deal
from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS

answers = st.one_of(
    st.sampled_from(["none", "2", "2 x 3", "abc", "2^", "", "7 7", "-3", "9 × 5"]),
    st.text(alphabet="0123456789 x^*,", max_size=12),
)


class ClickAround(RuleBasedStateMachine):
    """Pupils press buttons in any order; the scoreboard always shows the engine's state."""

    def __init__(self) -> None:
        super().__init__()
        assert QApplication.instance() is not None
        self.window = None

    @rule(
        mode=st.sampled_from(["auto", "practice", "challenge"]),
        seed=st.integers(0, 10**6),
        players=st.integers(2, 5),
    )
    def new_game(self, mode, seed, players):
        names = [f"P{i}" for i in range(players)]
        deal = shuffled_deal(names, seed=seed)
        if self.window is None:
            self.window = create_main_window(deal.to_dict(), mode)
            self.window.settings.set_value(DISPLAY_ANIMATIONS, False)
        else:
            # A new game in the same window, as New game… and Play again do (a new window
            # per game made each style sheet re-polish every earlier window: minutes).
            assert self.window.controller.start(GameSetup.from_deal(deal, mode)) is None

    def _button(self, name):
        return self.window.findChild(QPushButton, name)

    @precondition(lambda self: self.window is not None)
    @rule()
    def click_draw(self):
        button = self._button("drawButton")
        if button.isEnabled():
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    @precondition(lambda self: self.window is not None)
    @rule(text=answers)
    def type_and_submit(self, text):
        field = self.window.findChild(QLineEdit, "factorInput")
        if field.isEnabled():
            field.setText(text)
            QTest.keyClick(field, Qt.Key.Key_Return)

    @precondition(lambda self: self.window is not None)
    @rule()
    def type_the_right_answer(self):
        state = self.window.controller.state
        if state.pending is not None:
            field = self.window.findChild(QLineEdit, "factorInput")
            field.setText(" x ".join(map(str, prime_factors(state.pending.number))) or "none")
            QTest.mouseClick(self._button("submitButton"), Qt.MouseButton.LeftButton)

    @precondition(lambda self: self.window is not None)
    @rule(
        name=st.sampled_from(["giveUpButton", "hintButton", "playAgainButton"]), sure=st.booleans()
    )
    def click_other(self, name, sure):
        button = self._button(name)
        if button is not None and button.isEnabled() and button.isVisibleTo(self.window):
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        question = self.window.turn_panel.give_up_question
        if question is not None:  # Give up asks first: sure, or keep trying
            question.findChild(QPushButton, "yesButton" if sure else "noButton").click()
            assert self.window.turn_panel.give_up_question is None

    @invariant()
    def scoreboard_matches_engine(self):
        if self.window is None:
            return
        state = self.window.controller.state
        model = self.window.findChild(QTableView, "scoreboardView").model()
        assert model.rowCount() == len(state.players)
        for row, standing in enumerate(state.standings()):
            assert model.index(row, 0).data() == standing.name
            assert model.index(row, 1).data() == standing.points
        held = [p for h in state.holdings for p in h]
        assert len(held) == len(set(held))

    @invariant()
    def controls_match_the_phase(self):
        if self.window is None:
            return
        state = self.window.controller.state
        draw = self._button("drawButton").isEnabled()
        answer = self.window.findChild(QLineEdit, "factorInput").isEnabled()
        assert draw == (not state.is_over and state.phase.value == "draw")
        assert answer == (state.phase.value == "answer")

    def teardown(self):
        if self.window is not None:
            close_and_delete(self.window)  # gone before the next example's window is made


ClickAround.TestCase.settings = settings(
    max_examples=12,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_random_ui_actions_keep_the_game_consistent(qapp):
    """Any order of draws, answers, hints, give-ups and new games keeps UI and engine agreeing."""
    ClickAround.TestCase().runTest()
