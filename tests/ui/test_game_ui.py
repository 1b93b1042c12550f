"""Whole games through the UI, in every mode, checked against the engine."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QMessageBox, QPushButton, QTableView, QWidget

from tests.ui.deals import TWELVES, WORKED, two_players
from wildwest.engine import Mode, new_game, parse_deal, play_out, prime_factors
from wildwest.persistence.settings_schema import PLAYERS_NAMES


def widget(window, kind, name):
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def scoreboard_rows(window) -> list[tuple[str, int]]:
    view = widget(window, QTableView, "scoreboardView")
    model = view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    player, points = headers.index("Player"), headers.index("Points")
    return [
        (model.index(r, player).data(), model.index(r, points).data())
        for r in range(model.rowCount())
    ]


def answer_for(number: int) -> str:
    return " x ".join(str(p) for p in prime_factors(number)) or "none"


def play_through_ui(qtbot, window, mode: str) -> None:
    draw = widget(window, QPushButton, "drawButton")
    submit = widget(window, QPushButton, "submitButton")
    field = widget(window, QLineEdit, "factorInput")
    state = window.controller.state
    while not state.is_over:
        assert draw.isEnabled()
        qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
        state = window.controller.state
        if mode != "auto":
            assert field.isEnabled() and submit.isEnabled()
            field.setText(answer_for(state.pending.number))
            qtbot.mouseClick(submit, Qt.MouseButton.LeftButton)
            state = window.controller.state
        assert widget(window, QLabel, "feedbackLabel").text()
    # The last turn stays on the table until someone asks for the results.
    assert widget(window, QWidget, "gamePage").isVisible()
    results = widget(window, QPushButton, "resultsButton")
    assert results.isVisible() and window.focusWidget() is results
    qtbot.mouseClick(results, Qt.MouseButton.LeftButton)


def test_a_whole_auto_game_through_the_ui_matches_the_engine(qtbot, make_window, three_player_deal):
    """Auto: clicking Draw to the end gives the engine's scores, and the game-over view names the
    winner."""
    window = make_window(three_player_deal, "auto")
    play_through_ui(qtbot, window, "auto")
    expected = play_out(new_game(parse_deal(three_player_deal)))
    assert scoreboard_rows(window) == list(zip(expected.players, expected.scores, strict=True))
    over = widget(window, QWidget, "gameOverView")
    assert over.isVisible()
    winners = [expected.players[i] for i in expected.result().winners]
    assert all(name in over.text() for name in winners)
    assert all(name in widget(window, QLabel, "winnerLabel").text() for name in winners)


def test_whole_practice_and_challenge_games_with_right_answers_match_auto(
    qtbot, make_window, three_player_deal
):
    """Practice and Challenge with right answers typed in score exactly like Auto."""
    expected = play_out(new_game(parse_deal(three_player_deal)))
    for mode in ("practice", "challenge"):
        window = make_window(three_player_deal, mode)
        play_through_ui(qtbot, window, mode)
        assert window.controller.state.mode is Mode(mode)
        assert scoreboard_rows(window) == list(zip(expected.players, expected.scores, strict=True))
        assert widget(window, QWidget, "gameOverView").isVisible()


def test_a_wrong_practice_answer_gives_feedback_and_changes_no_score(qtbot, make_window):
    """Practice: a wrong answer is explained in feedbackLabel; scores and turn stay put."""
    deal = WORKED
    window = make_window(deal, "practice")
    qtbot.mouseClick(widget(window, QPushButton, "drawButton"), Qt.MouseButton.LeftButton)
    field = widget(window, QLineEdit, "factorInput")
    field.setText("2 x 5 x 23")
    qtbot.mouseClick(widget(window, QPushButton, "submitButton"), Qt.MouseButton.LeftButton)
    feedback = widget(window, QLabel, "feedbackLabel").text()
    assert "2 does not divide 3105" in feedback
    assert "2 × 5 × 23 = 230, not 3105: use only primes that divide 3105" in feedback
    assert scoreboard_rows(window) == [("Ann", 0), ("Ben", 0)]
    assert window.controller.state.pending is not None and field.isEnabled()
    field.setText("3^3 x 5 x 23")
    qtbot.mouseClick(widget(window, QPushButton, "submitButton"), Qt.MouseButton.LeftButton)
    assert scoreboard_rows(window) == [("Ann", 12), ("Ben", 0)]


def test_unreadable_input_gets_a_message_and_keeps_the_turn(qtbot, make_window):
    """Typing letters gives a friendly message, never a traceback, and loses nothing."""
    deal = TWELVES
    window = make_window(deal, "challenge")
    window.controller.draw()
    field = widget(window, QLineEdit, "factorInput")
    feedback = widget(window, QLabel, "feedbackLabel")
    for text, says in (
        ("abc", '"abc" is not a number'),
        ("2^", "2^ needs a power"),
        ("-3", "never negative"),
        ("2.5", "not a whole number"),
        ("9" * 300, "too big"),
    ):
        field.setText(text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        assert says in feedback.text() and feedback.property("tone") == "bad"
        assert window.controller.state.pending is not None
    assert window.controller.state.turns == ()


def test_give_up_shows_the_answer_and_claims_nothing(qtbot, make_window):
    """Practice: Give up asks first, then shows the factorisation; no primes, no points."""
    deal = WORKED
    window = make_window(deal, "practice")
    window.controller.draw()
    qtbot.mouseClick(widget(window, QPushButton, "giveUpButton"), Qt.MouseButton.LeftButton)
    question = window.findChild(QMessageBox, "giveUpQuestion")
    qtbot.waitUntil(question.isVisible)
    question.findChild(QPushButton, "yesButton").click()
    assert "3105 = 3³ × 5 × 23" in widget(window, QLabel, "feedbackLabel").text()
    assert scoreboard_rows(window) == [("Ann", 0), ("Ben", 0)]
    assert window.controller.state.holdings == (frozenset(), frozenset())


def test_give_up_asks_first_in_words_a_child_follows_and_by_keys(qtbot, make_window):
    """Issue 26: Give up threw the turn away at once. Now it asks "Give up on 3105?" (what
    that means, and that a hint or a try may still help); Enter or Esc keeps trying (the
    default), with the keyboard back in the answer box and nothing given up; Tab to Show the
    answer and Space gives up."""
    window = make_window(WORKED, "practice")
    window.controller.draw()
    field = widget(window, QLineEdit, "factorInput")
    give_up = widget(window, QPushButton, "giveUpButton")

    def ask() -> QMessageBox:
        give_up.setFocus()
        qtbot.keyClick(give_up, Qt.Key.Key_Space)
        question = window.findChild(QMessageBox, "giveUpQuestion")
        qtbot.waitUntil(lambda: question.isVisible() and question.focusWidget() is not None)
        return question

    question = ask()
    assert question.text() == "Give up on 3105?"
    assert question.informativeText() == (
        "You will see the answer, and you claim no primes this turn. A hint or another try may "
        "still get you there."
    )
    assert question.windowModality() == Qt.WindowModality.WindowModal
    assert question.defaultButton().text() == "&Keep trying"
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape):
        qtbot.keyClick(question.focusWidget(), key)
        qtbot.waitUntil(lambda: window.turn_panel.give_up_question is None)
        assert window.controller.state.pending is not None and not window.controller.state.turns
        qtbot.waitUntil(field.hasFocus)
        question = ask()
    show = question.findChild(QPushButton, "yesButton")
    assert show.text() == "&Show the answer"
    while question.focusWidget() is not show:
        qtbot.keyClick(question.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(show, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(window.controller.state.turns))
    assert window.controller.state.turns[0].gave_up


def test_turn_log_records_each_turn(qtbot, make_window, three_player_deal):
    """The turn log gains one row per turn with player, number, factorisation and points."""
    window = make_window(three_player_deal, "auto")
    for _ in range(4):
        window.controller.draw()
    model = widget(window, QTableView, "turnLog").model()
    assert model.rowCount() == 4
    state = window.controller.state
    for row, turn in enumerate(state.turns):
        texts = [str(model.index(row, c).data()) for c in range(model.columnCount())]
        assert state.players[turn.player] in texts and turn.points in [
            model.index(row, c).data() for c in range(model.columnCount())
        ]


def test_keyboard_only_play_of_one_turn(qtbot, make_window):
    """One Practice turn with the keyboard alone: Ctrl+D draws, typing and Enter submits."""
    deal = TWELVES
    window = make_window(deal, "practice")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    draw = widget(window, QPushButton, "drawButton")
    qtbot.waitUntil(draw.hasFocus)  # the focus moves with what is said (a moment later)
    qtbot.keyClick(draw, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.pending is not None
    field = widget(window, QLineEdit, "factorInput")
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "2^2 * 3")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.controller.state.turns[0].claimed == (2, 3)
    qtbot.waitUntil(widget(window, QPushButton, "drawButton").hasFocus)


def test_new_game_screen_starts_a_seeded_game(qtbot, make_window):
    """With no deal the app opens on the new-game screen; a deal code gives that deal."""
    window = make_window(None)
    view = widget(window, QWidget, "newGameView")
    assert view.isVisible()
    view.player_count.setValue(3)
    for edit, name in zip(view.name_edits, ["Ann", "Ben", "Cy"], strict=False):
        edit.setText(name)
    view.deal_code_choice.setChecked(True)
    view.deal_code.setText("4821")
    view.mode_buttons["challenge"].setChecked(True)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None and state.deal.seed == 4821 and state.players == ("Ann", "Ben", "Cy")
    assert state.mode is Mode.CHALLENGE
    assert "4821" in widget(window, QLabel, "dealCodeLabel").text()
    assert window.settings.get(PLAYERS_NAMES) == ["Ann", "Ben", "Cy"]


def test_new_game_screen_explains_bad_input(qtbot, make_window, tmp_path):
    """Duplicate names disable Start; a bad deal code or deal file gets a message, no game."""
    window = make_window(None)
    view = widget(window, QWidget, "newGameView")
    view.name_edits[0].setText("Ann")
    view.name_edits[1].setText("ann")
    assert not view.start_button.isEnabled() and "both called" in view.error_label.text()
    view.name_edits[1].setText("Ben")
    view.deal_code_choice.setChecked(True)
    view.deal_code.setText("forty")
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert "not a deal code" in view.error_label.text() and window.controller.state is None
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    view.deal_file_choice.setChecked(True)
    view.deal_file.setText(str(bad))
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert "not valid JSON" in view.error_label.text() and window.controller.state is None


def test_packs_follow_players_and_preview_turns(qtbot, make_window):
    """Packs default to one per two players, and the preview says how many turns each gets."""
    window = make_window(None)
    view = widget(window, QWidget, "newGameView")
    view.player_count.setValue(7)
    assert view.packs.value() == 4
    view.packs.setValue(1)
    assert view.turns_preview.text() == "Each player gets 2 turns."
    view.equal_turns.setChecked(False)
    view.player_count.setValue(4)
    assert view.packs.value() == 1  # the teacher chose packs: it stays
    assert "3 or 4 turns" in view.turns_preview.text()


def test_play_again_keeps_players_and_mode(qtbot, make_window, three_player_deal):
    """Play again from the game-over view: same players and mode, a fresh deal code."""
    window = make_window(three_player_deal, "challenge")
    while not window.controller.state.is_over:
        window.controller.draw()
        window.controller.submit("2")
    qtbot.mouseClick(widget(window, QPushButton, "playAgainButton"), Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.players == ("Ann", "Ben", "Cy") and state.mode is Mode.CHALLENGE
    assert not state.turns and state.deal.seed is not None
    assert widget(window, QPushButton, "drawButton").isVisible()


def test_the_results_page_is_built_while_the_game_goes_on(qtbot, make_window, three_player_deal):
    """Issue 31: the results page is built once the table is on screen, not by the turn
    that ends the game (its frame was too slow); a new game's window builds nothing before
    it is painted, and the page is there, Play again and all, when the game ends."""
    window = make_window(three_player_deal, "auto", show=False)
    window.controller.draw()
    assert window.pages.built_game_over is None  # nothing painted yet
    window.resize(1280, 800)
    window.show()
    qtbot.waitUntil(lambda: window.pages.built_game_over is not None)
    assert not window.pages.on_game_over  # built, not on show
    while not window.controller.state.is_over:
        window.controller.draw()
    assert widget(window, QPushButton, "playAgainButton") is not None
    qtbot.mouseClick(widget(window, QPushButton, "resultsButton"), Qt.MouseButton.LeftButton)
    assert widget(window, QWidget, "gameOverView").isVisible()


def test_factor_checker_in_the_prime_panel(qtbot, make_window):
    """Type a number in the dock's checker: factorisation, "prime", or a message for bad input."""
    window = make_window(None)
    panel = widget(window, QWidget, "primePanel")
    field = panel.findChild(QLineEdit, "factorCheckInput")
    result = panel.findChild(QLabel, "factorCheckResult")
    for text, expected in (
        ("360", "360 = 2³ × 3² × 5"),
        ("97", "97 is prime"),
        ("1", "1 has no prime factors"),
        ("abc", "not a digit"),
        ("-4", "Negative"),
        ("10000000000000", "too big"),
    ):
        field.setText(text)
        assert expected in result.text()


def test_window_resizes_from_netbook_to_4k(qtbot, make_window, three_player_deal):
    """From 1024×600 to 3840×2160 the table fits its view and type grows with the window."""
    window = make_window(three_player_deal, "practice")
    window.controller.draw()
    sizes = []
    for width, height in ((1024, 600), (1920, 1080), (3840, 2160)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        table = window.table
        scene = table.mapFromScene(table.sceneRect()).boundingRect()
        assert scene.width() <= table.viewport().width() + 2
        assert scene.height() <= table.viewport().height() + 2
        sizes.append(window.turn_panel.turn_label.font().pointSizeF())
    assert sizes[0] < sizes[1] < sizes[2]


def test_every_control_has_an_accessible_name(make_window, three_player_deal):
    """Buttons, inputs and views carry accessible names for screen readers."""
    window = make_window(three_player_deal, "practice", show=False)
    for kind in (QPushButton, QLineEdit, QTableView):
        for control in window.findChildren(kind):
            if control.objectName().startswith("qt_"):
                continue  # Qt's own parts of a spin box or a dock: named by their owner
            name = (
                control.accessibleName() or control.text()
                if kind is QPushButton
                else control.accessibleName()
            )
            assert name, f"{kind.__name__} {control.objectName()!r} has no accessible name"


def test_a_steal_is_announced_on_the_table_and_to_screen_readers(qtbot, make_window):
    """A steal turn shows STEAL! with who took what from whom, and tells the screen reader."""
    deal = two_players(["JS", "QC"], ["AS", "2D", "AC", "2C", "3C"])
    window = make_window(deal, "auto")
    window.controller.draw()  # Ann: 12 = 2² × 3
    window.controller.draw()  # Ben: Q♣ A♣ 2♣ 3♣ → 123 = 3 × 41, all clubs: steals 3
    assert window.table.steal.text == "Ben takes 3 from Ann"
    assert window.table.steal.isVisible()
    assert any("STOLE 3 from Ann" in said for said in window.announcements)
    assert window.controller.state.holder_of(3) == 1


def test_the_turn_state_is_described_for_screen_readers(qtbot, make_window):
    """After a draw the table and the announcement say who drew what and the number."""
    deal = WORKED
    window = make_window(deal, "practice")
    window.controller.draw()
    for text in (window.table.accessibleDescription(), window.announcements[-1]):
        assert "King of spades" in text and "Ace of hearts (digit 1)" in text
        assert "The number is 3105" in text


def test_packs_follow_players_again_after_the_screen_is_reset(qtbot, make_window):
    """New game… refills the form: packs go back to following the number of players."""
    window = make_window(None)
    view = widget(window, QWidget, "newGameView")
    view.player_count.setValue(4)
    view.packs.setValue(1)  # the teacher's choice for that game
    window.show_new_game()  # the screen opens again, from the remembered settings
    view.player_count.setValue(6)
    assert view.packs.value() == 3


def test_opening_a_finished_game_shows_and_announces_the_result_once(qtbot, make_window):
    """A game that starts already over (nothing to deal) goes straight to the results, once."""
    window = make_window({"players": ["Ann", "Ben"], "face_pile": [], "digit_pile": []})
    assert widget(window, QWidget, "gameOverView").isVisible()
    results = [said for said in window.announcements if said.startswith("Game over")]
    assert len(results) == 1 and "share the win" in results[0]
