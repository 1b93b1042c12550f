"""A stateful test of real cards: random picks, typing, undos and endings through the window
keep the packs, the scores and the deal file agreeing with the engine."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QTableView

from tests.window_guard import close_and_delete
from wildwest.app import create_main_window
from wildwest.controller import GameSetup
from wildwest.engine import (
    CARDS,
    Mode,
    apply,
    new_game,
    pack_digits,
    pack_faces,
    play_out,
    played_deal,
    prime_factors,
)
from wildwest.persistence.settings_schema import DISPLAY_ANIMATIONS
from wildwest.ui.screens import card_picker

CODES = sorted(CARDS)
typed = st.one_of(
    st.lists(st.sampled_from(CODES), max_size=6).map(" ".join),
    st.sampled_from(["ks 3s ah ts 5s", "JK 7D 2C", "QH 2H", "ZZ", "KS,3S", "", "T", "10"]),
)


class EnterRealCards(RuleBasedStateMachine):
    """A class enters cards in any order, right or wrong, and changes its mind."""

    window: Any = None
    """One window for every example: each new game starts in it, as New game… does (a
    window per example made each style sheet re-polish every earlier window)."""

    def __init__(self) -> None:
        super().__init__()
        assert QApplication.instance() is not None
        if EnterRealCards.window is None:
            EnterRealCards.window = create_main_window()
            EnterRealCards.window.settings.set_value(DISPLAY_ANIMATIONS, False)
        self.yes = True
        self._ask = card_picker.ask
        card_picker.ask = lambda *args, **kwargs: self.yes
        self.setup: GameSetup | None = None

    def _button(self, name: str) -> QPushButton:
        button = self.window.findChild(QPushButton, name)
        assert button is not None, name
        return button

    def _codes(self) -> QLineEdit:
        box = self.window.findChild(QLineEdit, "cardCodesInput")
        assert box is not None
        return box

    @rule(
        mode=st.sampled_from(["auto", "practice", "challenge"]),
        players=st.integers(2, 4),
        packs=st.integers(1, 2),
        face_cards=st.sampled_from(["all", "no_kings", "jacks_only"]),
        equal_turns=st.booleans(),
    )
    def new_game(self, mode, players, packs, face_cards, equal_turns):
        self.setup = GameSetup(
            names=tuple(f"P{i}" for i in range(players)),
            mode=mode,
            packs=packs,
            face_cards=face_cards,
            equal_turns=equal_turns,
            real_cards=True,
        )
        assert self.window.controller.start(self.setup) is None

    @precondition(lambda self: self.setup is not None)
    @rule()
    def press_enter_cards(self):
        button = self._button("drawButton")
        if button.isVisible() and button.isEnabled():
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            assert self.window.pages.on_picker

    @precondition(lambda self: self.setup is not None)
    @rule(code=st.sampled_from(CODES))
    def click_a_card(self, code):
        if self.window.pages.on_picker:
            button = self._button(f"card_{code}")
            if button.isEnabled():
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    @precondition(lambda self: self.setup is not None)
    @rule(random=st.randoms(use_true_random=False))
    def click_a_whole_turn(self, random):
        """The cards a class really turns over: a face card still in the packs, then that
        many digit cards still in the packs, clicked on the picker and confirmed."""
        state = self.window.controller.state
        if not self.window.pages.on_picker or state.pending is not None or state.is_over:
            return
        QTest.mouseClick(self._button("clearCardsButton"), Qt.MouseButton.LeftButton)
        face = random.choice(state.face_pile)
        digits = random.sample(state.digit_pile, face.digits_asked or 0)
        for card in (face, *digits):
            QTest.mouseClick(self._button(f"card_{card.code}"), Qt.MouseButton.LeftButton)
        assert self._button("confirmCardsButton").isEnabled()
        QTest.mouseClick(self._button("confirmCardsButton"), Qt.MouseButton.LeftButton)
        assert self.window.controller.state.turns or self.window.controller.state.pending

    @precondition(lambda self: self.setup is not None)
    @rule(text=typed, enter=st.booleans())
    def type_codes(self, text, enter):
        box = self._codes() if self.window.pages.on_picker else None
        if box is not None and box.isEnabled():
            box.selectAll()
            QTest.keyClicks(box, text)
            if enter:
                QTest.keyClick(box, Qt.Key.Key_Return)

    @precondition(lambda self: self.setup is not None)
    @rule(name=st.sampled_from(["confirmCardsButton", "removeCardButton", "clearCardsButton"]))
    def click_a_picker_button(self, name):
        if self.window.pages.on_picker:
            button = self._button(name)
            if button.isEnabled():
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    @precondition(lambda self: self.setup is not None)
    @rule(yes=st.booleans(), which=st.sampled_from(["undo", "out"]))
    def undo_or_end(self, yes, which):
        self.yes = yes
        before = len(self.window.controller.state.turns)
        (
            self.window.game_actions.undo_turn
            if which == "undo"
            else self.window.game_actions.end_out_of_cards
        )()
        after = self.window.controller.state
        if not yes:
            assert len(after.turns) == before and (which == "undo" or not after.is_over)

    @precondition(lambda self: self.setup is not None)
    @rule(right=st.booleans())
    def answer(self, right):
        state = self.window.controller.state
        if state.pending is None:
            return
        field = self.window.findChild(QLineEdit, "factorInput")
        factors = prime_factors(state.pending.number)
        field.setText(" x ".join(map(str, factors)) or "none" if right else "2 x 2 x 2")
        QTest.keyClick(field, Qt.Key.Key_Return)
        if self.window.controller.state.pending is not None and right:
            raise AssertionError("the right answer did not end the turn")

    @precondition(lambda self: self.setup is not None)
    @rule()
    def back_to_the_table(self):
        if self.window.pages.on_picker:
            QTest.mouseClick(self._button("backToTableButton"), Qt.MouseButton.LeftButton)
            assert not self.window.pages.on_picker

    # ------------------------------------------------------------ what must always hold

    @invariant()
    def the_packs_hold_what_was_not_entered(self):
        """Cards left + cards entered (turns and the turn being answered) = the packs."""
        state = self.window.controller.state
        if state is None or self.setup is None:
            return
        packs = state.deal.packs
        entered = Counter(card for t in state.turns for card in (t.face, *t.digits))
        if state.pending is not None:
            entered.update((state.pending.face, *state.pending.digits))
        full = Counter(pack_faces(state.deal.rules.face_cards) * packs)
        full.update(pack_digits() * packs)
        left = Counter(state.face_pile) + Counter(state.digit_pile)
        assert left + entered == full

    @invariant()
    def the_window_shows_the_engines_game(self):
        """The scoreboard is the engine's; the picker's buttons follow the packs; replaying
        the moves gives the same game."""
        state = self.window.controller.state
        if state is None or self.setup is None:
            return
        model = self.window.findChild(QTableView, "scoreboardView").model()
        for row, standing in enumerate(state.standings()):
            assert model.index(row, 1).data() == standing.points
        replayed = new_game(state.deal, state.mode, real_cards=True)
        for action in self.window.controller.actions:
            replayed, _ = apply(replayed, action)
        assert replayed == state
        picker = self.window.controller.view.picker
        assert picker is not None
        if self.window.pages.on_picker and picker.active:
            assert self._codes().text() == picker.text
            preview = self.window.findChild(QLabel, "pickerPreview")
            assert preview.text() == (picker.preview or " ")
            for card in picker.cards:
                assert self._button(f"card_{card.code}").isEnabled() == card.enabled

    @invariant()
    def the_cards_entered_replay_to_the_same_scores(self):
        """In Auto, the deal file of the cards entered replays to the very scores."""
        state = self.window.controller.state
        if state is None or self.setup is None or state.mode is not Mode.AUTO:
            return
        if state.pending is None and state.turns:
            final = play_out(new_game(played_deal(state)))
            assert final.scores == state.scores

    def teardown(self):
        card_picker.ask = self._ask


EnterRealCards.TestCase.settings = settings(
    max_examples=8,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_random_real_cards_actions_keep_the_game_consistent(qapp):
    """Any order of picks, typed codes, confirms, undos, endings and answers keeps the packs,
    the window and the replayed deal agreeing with the engine."""
    try:
        EnterRealCards.TestCase().runTest()
    finally:
        if EnterRealCards.window is not None:
            close_and_delete(EnterRealCards.window)
            EnterRealCards.window = None
